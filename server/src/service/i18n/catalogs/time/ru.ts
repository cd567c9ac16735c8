/** Casting times and durations in Russian (keys as ./en.ts): "1 действие", "Концентрация, до 1 минуты". */
import type { Catalogue } from '../../types';
import type { timeEn } from './en';

const p = (one: string, few: string, many: string, other: string) => ({ plural: 'n', one: `{n} ${one}`, few: `{n} ${few}`, many: `{n} ${many}`, other: `{n} ${other}` });
const upTo = (one: string, many: string) => ({ plural: 'n', one: `до {n} ${one}`, few: `до {n} ${many}`, many: `до {n} ${many}`, other: `до {n} ${one}` });

export const timeRu: Catalogue<keyof typeof timeEn> = {
  'time.action': p('действие', 'действия', 'действий', 'действия'),
  'time.bonus_action': p('бонусное действие', 'бонусных действия', 'бонусных действий', 'бонусного действия'),
  'time.reaction': p('реакция', 'реакции', 'реакций', 'реакции'),
  'time.round': p('раунд', 'раунда', 'раундов', 'раунда'),
  'time.minute': p('минута', 'минуты', 'минут', 'минуты'),
  'time.hour': p('час', 'часа', 'часов', 'часа'),
  'time.day': p('день', 'дня', 'дней', 'дня'),
  'time.upTo.round': upTo('раунда', 'раундов'),
  'time.upTo.minute': upTo('минуты', 'минут'),
  'time.upTo.hour': upTo('часа', 'часов'),
  'time.upTo.day': upTo('дня', 'дней'),
  'time.conc': 'Концентрация, {upTo}',
  'time.untilDispelled': 'Пока не рассеется',
  'time.orUntilDispelled': '{time} или пока не рассеется',
  'time.instantaneous': 'Мгновенная',
  'time.special': 'Особая',
  'time.permanent': 'Постоянная',
  'time.untilDispelledOrTriggered': 'Пока не рассеется или не сработает',
  'time.trigger': '{time}, {trigger}',
  'time.orRitual': '{time} или ритуал',
  'time.or': '{a} или {b}',
};
