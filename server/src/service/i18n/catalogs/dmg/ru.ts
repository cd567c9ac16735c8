/** Damage-table notes in Russian (keys as ./en.ts): заговор, ячейка, уровень заклинателя, круг, ритуал as the other parts. */
import type { Catalogue } from '../../types';
import type { dmgEn } from './en';

export const dmgRu: Catalogue<keyof typeof dmgEn> = {
  'dmg.modifier': 'модификатор',
  'dmg.n.keyOutside': 'damage[{i}].{field}: ключ {key} вне диапазона {min}..{max}; проигнорирован.',
  'dmg.n.cantripNoSlot': 'damage[{i}].{field} игнорируется: заговор не тратит ячеек.',
  'dmg.n.cantripsOnly': 'damage[{i}].per_character_level игнорируется: он относится только к заговорам.',
  'dmg.n.maxSlot': 'maxSlot {value} — не целое число от {base} до 9; взято 9.',
  'dmg.n.casterRows': 'Строки — уровни заклинателя от {min}, самого низкого, на котором полный заклинатель накладывает заклинание уровня {level}.',
  'dmg.n.belowMin': 'Уровень заклинателя {cl} в профиле ниже {min}: строки для него нет.',
  'dmg.n.ritualGrows': 'Ритуал не тратит ячеек; строки — высший круг, которого может достичь заклинатель, и ритуал растёт вместе с ним (правила Tales of the Valiant).',
  'dmg.n.ritualOneRow': 'Ритуал не тратит ячеек и не накладывается на более высоком круге (правила Tales of the Valiant): одна строка.',
};
