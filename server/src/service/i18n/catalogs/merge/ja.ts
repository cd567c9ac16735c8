/** Merge hovers in Japanese (keys as ./en.ts). */
import type { Catalogue } from '../../types';
import type { mergeEn } from './en';

export const mergeJa: Catalogue<keyof typeof mergeEn> = {
  'merge.from': '{anchor}から（{line}行目）',
  'merge.then': '{a}、次に{b}',
  'merge.head': '**マージ**（{op}）：キーは{origins}。ここに書いたキーが優先される。',
  'merge.entry': '{key}：{origin}（キーは{line}行目）',
  'merge.overridden': 'ここに書かれ、マージされた値を上書きするキー：{keys}。',
  'merge.overrides': '{origin}マージされた値を上書きする（{line}行目）。',
};
