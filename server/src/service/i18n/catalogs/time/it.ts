/** Casting times and durations in Italian (keys as ./en.ts): "1 azione", "Concentrazione, fino a 10 minuti". */
import type { Catalogue } from '../../types';
import type { timeEn } from './en';

const p = (one: string, many: string) => ({ plural: 'n', one: `{n} ${one}`, many: `{n} ${many}`, other: `{n} ${many}` });
const upTo = (one: string, many: string) => ({ plural: 'n', one: `fino a {n} ${one}`, many: `fino a {n} ${many}`, other: `fino a {n} ${many}` });

export const timeIt: Catalogue<keyof typeof timeEn> = {
  'time.action': p('azione', 'azioni'),
  'time.bonus_action': p('azione bonus', 'azioni bonus'),
  'time.reaction': p('reazione', 'reazioni'),
  'time.round': p('round', 'round'),
  'time.minute': p('minuto', 'minuti'),
  'time.hour': p('ora', 'ore'),
  'time.day': p('giorno', 'giorni'),
  'time.upTo.round': upTo('round', 'round'),
  'time.upTo.minute': upTo('minuto', 'minuti'),
  'time.upTo.hour': upTo('ora', 'ore'),
  'time.upTo.day': upTo('giorno', 'giorni'),
  'time.conc': 'Concentrazione, {upTo}',
  'time.untilDispelled': 'Fino a quando non viene dissolto',
  'time.orUntilDispelled': '{time} o fino a quando non viene dissolto',
  'time.instantaneous': 'Istantanea',
  'time.special': 'Speciale',
  'time.permanent': 'Permanente',
  'time.untilDispelledOrTriggered': 'Fino a quando non viene dissolto o attivato',
  'time.trigger': '{time}, {trigger}',
  'time.orRitual': '{time} o rituale',
  'time.or': '{a} o {b}',
};
