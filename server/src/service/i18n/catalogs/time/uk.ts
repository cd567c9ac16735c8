/** Casting times and durations in Ukrainian (keys as ./en.ts), as seed 000 writes them: "1 дія", "Концентрація, до 1 хвилини". */
import type { Catalogue } from '../../types';
import type { timeEn } from './en';

const p = (one: string, few: string, many: string, other: string) => ({ plural: 'n', one: `{n} ${one}`, few: `{n} ${few}`, many: `{n} ${many}`, other: `{n} ${other}` });
const upTo = (one: string, many: string) => ({ plural: 'n', one: `до {n} ${one}`, few: `до {n} ${many}`, many: `до {n} ${many}`, other: `до {n} ${one}` });

export const timeUk: Catalogue<keyof typeof timeEn> = {
  'time.action': p('дія', 'дії', 'дій', 'дії'),
  'time.bonus_action': p('бонусна дія', 'бонусні дії', 'бонусних дій', 'бонусної дії'),
  'time.reaction': p('реакція', 'реакції', 'реакцій', 'реакції'),
  'time.round': p('раунд', 'раунди', 'раундів', 'раунду'),
  'time.minute': p('хвилина', 'хвилини', 'хвилин', 'хвилини'),
  'time.hour': p('година', 'години', 'годин', 'години'),
  'time.day': p('день', 'дні', 'днів', 'дня'),
  'time.upTo.round': upTo('раунду', 'раундів'),
  'time.upTo.minute': upTo('хвилини', 'хвилин'),
  'time.upTo.hour': upTo('години', 'годин'),
  'time.upTo.day': upTo('дня', 'днів'),
  'time.conc': 'Концентрація, {upTo}',
  'time.untilDispelled': 'До розсіювання',
  'time.orUntilDispelled': '{time} або до розсіювання',
  'time.instantaneous': 'Миттєва',
  'time.special': 'Особлива',
  'time.permanent': 'Постійна',
  'time.untilDispelledOrTriggered': 'До розсіювання або спрацювання',
  'time.trigger': '{time}, {trigger}',
  'time.orRitual': '{time} або ритуал',
  'time.or': '{a} або {b}',
};
