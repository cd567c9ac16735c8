/** Damage-table notes in Ukrainian (keys as ./en.ts): замовляння, слот, рівень чаротворця, коло, ритуал as the other parts. */
import type { Catalogue } from '../../types';
import type { dmgEn } from './en';

export const dmgUk: Catalogue<keyof typeof dmgEn> = {
  'dmg.modifier': 'модифікатор',
  'dmg.n.keyOutside': 'damage[{i}].{field}: ключ {key} поза межами {min}..{max}; його проігноровано.',
  'dmg.n.cantripNoSlot': 'damage[{i}].{field} ігнорується: замовляння не витрачає слоту.',
  'dmg.n.cantripsOnly': 'damage[{i}].per_character_level ігнорується: він стосується лише замовлянь.',
  'dmg.n.maxSlot': 'maxSlot {value} не є цілим числом від {base} до 9; взято 9.',
  'dmg.n.casterRows': 'Рядки — рівні чаротворця від {min}, найнижчого, на якому повний чаротворець накладає заклинання рівня {level}.',
  'dmg.n.belowMin': 'Рівень чаротворця {cl} у профілі нижчий за {min}: рядка для нього немає.',
  'dmg.n.ritualGrows': 'Ритуал не витрачає слоту; рядки — найвище коло, якого може сягти чаротворець, і ритуал зростає разом із ним (правила Tales of the Valiant).',
  'dmg.n.ritualOneRow': 'Ритуал не витрачає слоту й не накладається на вищому колі (правила Tales of the Valiant): один рядок.',
};
