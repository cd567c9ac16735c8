/** render's lines in Japanese (keys as ./en.ts). */
import type { Catalogue } from '../../types';
import type { renderEn } from './en';

export const renderJa: Catalogue<keyof typeof renderEn> = {
  'render.usage.format': '不明な形式 "{format}"：svg、html、md のいずれかです',
  'render.usage.placement': '--placement には orthogonal、diagonal、または角度（度）を指定します',
  'render.usage.noSpells': '{file}：呪文が見つかりません',
  'render.usage.noSpell': '{file} に "{wanted}" という名前の呪文はありません。呪文：{names}',
  'render.usage.method': '{system} の呪文の --method：{methods}',
  'render.usage.noArea': '{name} には描く範囲がありません',
  'render.usage.noAreaUnnamed': 'この呪文には描く範囲がありません',
  // The HTML page's <title> for a spell without a name.
  'render.pageTitle': '呪文',
  'render.wrote': '{file} に書き出しました。',
};
