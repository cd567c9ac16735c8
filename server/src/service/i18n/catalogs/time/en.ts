/**
 * A casting time or duration written as a mapping (`{ amount: 1, unit:
 * action }`, `{ amount: 10, unit: minute, concentration: true }`), as the
 * stat block prints it (features/time-words.ts): in English the text form
 * the format reads ("1 action", "Concentration, up to 10 minutes"), spread
 * into ../en.ts. `{n}` is the amount; `{upTo}` a `time.upTo.*` phrase.
 */

const upTo = (unit: string) => ({ plural: 'n', one: `up to {n} ${unit}`, other: `up to {n} ${unit}s` });

/** The time part of the English catalogue. */
export const timeEn = {
  'time.action': { plural: 'n', one: '{n} action', other: '{n} actions' },
  'time.bonus_action': { plural: 'n', one: '{n} bonus action', other: '{n} bonus actions' },
  'time.reaction': { plural: 'n', one: '{n} reaction', other: '{n} reactions' },
  'time.round': { plural: 'n', one: '{n} round', other: '{n} rounds' },
  'time.minute': { plural: 'n', one: '{n} minute', other: '{n} minutes' },
  'time.hour': { plural: 'n', one: '{n} hour', other: '{n} hours' },
  'time.day': { plural: 'n', one: '{n} day', other: '{n} days' },
  'time.upTo.round': upTo('round'),
  'time.upTo.minute': upTo('minute'),
  'time.upTo.hour': upTo('hour'),
  'time.upTo.day': upTo('day'),
  'time.conc': 'Concentration, {upTo}',
  'time.untilDispelled': 'Until dispelled',
  'time.orUntilDispelled': '{time} or until dispelled',
  'time.instantaneous': 'Instantaneous',
  'time.special': 'Special',
  'time.permanent': 'Permanent',
  'time.untilDispelledOrTriggered': 'Until dispelled or triggered',
  'time.trigger': '{time}, {trigger}',
  'time.orRitual': '{time} or Ritual',
  'time.or': '{a} or {b}',
} as const;
