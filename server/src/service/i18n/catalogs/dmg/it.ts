/** Damage-table notes in Italian (keys as ./en.ts): trucchetto, slot, livello dell'incantatore, cerchio, rituale as the other parts. */
import type { Catalogue } from '../../types';
import type { dmgEn } from './en';

export const dmgIt: Catalogue<keyof typeof dmgEn> = {
  'dmg.modifier': 'modificatore',
  'dmg.n.keyOutside': 'damage[{i}].{field}: la chiave {key} è fuori da {min}..{max}; ignorata.',
  'dmg.n.cantripNoSlot': 'damage[{i}].{field} è ignorato: un trucchetto non usa slot.',
  'dmg.n.cantripsOnly': 'damage[{i}].per_character_level è ignorato: vale solo per i trucchetti.',
  'dmg.n.maxSlot': 'maxSlot {value} non è un intero da {base} a 9; usato 9.',
  'dmg.n.casterRows': "Le righe sono livelli dell'incantatore da {min}, il più basso a cui un incantatore completo lancia un incantesimo di livello {level}.",
  'dmg.n.belowMin': "Il livello dell'incantatore {cl} del profilo è sotto {min}: nessuna riga per esso.",
  'dmg.n.ritualGrows': "Un rituale non usa slot; le righe sono il cerchio più alto che l'incantatore può raggiungere, e il rituale cresce con esso (regole di Tales of the Valiant).",
  'dmg.n.ritualOneRow': 'Un rituale non usa slot e non si può lanciare a un cerchio più alto (regole di Tales of the Valiant): una riga.',
};
