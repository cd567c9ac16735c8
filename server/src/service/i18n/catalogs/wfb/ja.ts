/** Warhammer words beyond the casting table in Japanese (keys as ./en.ts); quotes from seed 003 stay in Russian. */
import type { Catalogue } from '../../types';
import type { wfbEn } from './en';

/** The Warhammer part of the Japanese catalogue. */
export const wfbJa: Catalogue<keyof typeof wfbEn> = {
  'wfb.miscast.head': '暴発表（2D6）：Warhammerのルールは2-3と3-6の行を載せており、3で重なる：',
  'wfb.miscast.pvHead': '暴発表（2D6）：2-3と3-6の行は3で重なる',
  'wfb.miscast.readingA': '読み方A：出目3は1行目（"2-3"、次元の崩落）なので、"3-6"は4-6となる。',
  'wfb.miscast.readingB': '読み方B：出目3は2行目（"3-6"、小爆発）なので、"2-3"は2のみとなる。',
  'wfb.miscast.colPrinted': '2D6（記載どおり）',
  'wfb.miscast.colResult': '結果',
  'wfb.miscast.colChanceA': '確率（A）',
  'wfb.miscast.colChanceB': '確率（B）',
  'wfb.result.2-3': '次元の崩落（大型テンプレート；D6：1-3で魔術師は除去、4+でD3レベルを失う）',
  'wfb.result.3-6': '小爆発（小型テンプレート；呪文を忘れる；パワーダイスをD6個失う）',
  'wfb.result.7-8': '爆轟（ベース接触；パワーダイスをD6個失う）',
  'wfb.result.9-10': '魔力の反動（味方の魔術師に命中；パワーダイスをD6個失う）',
  'wfb.result.11-12': '力の流出（パワーダイスをD3個失う）',
  'wfb.dispelAfter.head': '暴発の後の解呪は二通りに読める：',
  'wfb.dispelAfter.a': 'ルール本文："не может колдовать и рассеивать заклинания противника до своей следующей Фазы магии"（魔術師は次の魔法フェイズまで発動も解呪もできない）。',
  'wfb.dispelAfter.b': '作例（6、1、6、1）："не может колдовать до своей следующей фазы магии, хоть и может рассеивать вражеские заклинания"（発動はできないが、解呪はできる）。',
  'wfb.dispelAfter.pv': '暴発の後：（A）{a}（B）{b}',
  'wfb.reroll.head': '上の確率は振り直しなしのもの。振り直しがあると、Warhammerのルールは二通りに読める：',
  'wfb.reroll.a': '抗えぬ力についてのルール本文："Если маг имеет возможность перебрасывать кубики на сотворение заклинания, то учитывается переброшенный результат"（振り直した出目を数える：振り直しで6や1の組ができたり消えたりする）。',
  'wfb.reroll.b': '暴発についてのルール本文："перебросы ... не могут вызывать Непреодолимую Силу или отменять Магическую Ошибку"（振り直しでは抗えぬ力を起こすことも暴発を取り消すこともできない）。',
  'wfb.reroll.pv': '振り直し：（A）{a}（B）{b}',
};
