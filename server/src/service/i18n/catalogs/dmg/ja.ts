/** Damage-table notes in Japanese (keys as ./en.ts): 初級呪文, 呪文スロット, 術者レベル, サークル, 儀式呪文 as seed 002 and the other parts. */
import type { Catalogue } from '../../types';
import type { dmgEn } from './en';

export const dmgJa: Catalogue<keyof typeof dmgEn> = {
  'dmg.modifier': '修正値',
  'dmg.n.keyOutside': 'damage[{i}].{field}：キー{key}は{min}..{max}の範囲外のため無視した。',
  'dmg.n.cantripNoSlot': 'damage[{i}].{field}は無視される：初級呪文はスロットを使わない。',
  'dmg.n.cantripsOnly': 'damage[{i}].per_character_levelは無視される：初級呪文にのみ適用される。',
  'dmg.n.maxSlot': 'maxSlot {value}は{base}〜9の整数ではないため、9を使った。',
  'dmg.n.casterRows': '行は術者レベル{min}から：フルキャスターがレベル{level}の呪文を発動できる最低の術者レベル。',
  'dmg.n.belowMin': 'プロフィールの術者レベル{cl}は{min}未満のため、その行はない。',
  'dmg.n.ritualGrows': '儀式呪文は呪文スロットを使用しない。行は術者がアクセスできる最高のサークルで、儀式呪文はそれにつれて自動的に強力になる（Tales of the Valiantのルール）。',
  'dmg.n.ritualOneRow': '儀式呪文は呪文スロットを使用せず、高サークル版での発動もできない（Tales of the Valiantのルール）：1行のみ。',
};
