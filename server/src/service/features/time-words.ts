/**
 * A casting time or duration written as a mapping (`{ amount: 1, unit:
 * action, trigger }`, `{ amount: 10, unit: minute, concentration: true }`,
 * `{ until_dispelled: true }`: the format's object forms, and what a Foundry
 * item reads as) in the words of a stat block, in the asked locale: "1
 * action", "Concentration, up to 10 minutes" in English (the text form the
 * format reads), "1 дія", "Концентрація, до 10 хвилин" in Ukrainian
 * (catalogue part i18n/catalogs/time). Called by features/stat-block.ts for
 * the preview card and `grimoire render`; undefined for a mapping it cannot
 * read, which the stat block then prints key by key as before.
 */
import { t, type Locale, type MessageKey } from '../i18n';

const CAST_UNITS = ['action', 'bonus_action', 'reaction', 'round', 'minute', 'hour', 'day'];
const DURATION_UNITS = ['round', 'minute', 'hour', 'day'];

function count(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : undefined;
}

/** `{ amount, unit, trigger }` as "1 reaction, when ..." in `l`, or undefined when the unit or amount is not one the format knows. */
export function castingTimeText(x: Record<string, unknown>, l: Locale): string | undefined {
  const n = count(x.amount ?? 1);
  const unit = x.unit;
  if (n === undefined || typeof unit !== 'string' || !CAST_UNITS.includes(unit)) return undefined;
  if (Object.keys(x).some((k) => k !== 'amount' && k !== 'unit' && k !== 'trigger')) return undefined;
  const time = t(l, `time.${unit}` as MessageKey, { n });
  return typeof x.trigger === 'string' && x.trigger.trim() ? t(l, 'time.trigger', { time, trigger: x.trigger.trim() }) : time;
}

/** `{ amount, unit, concentration, until_dispelled }` as "Concentration, up to 10 minutes" in `l`, or undefined when it cannot be read. */
export function durationText(x: Record<string, unknown>, l: Locale): string | undefined {
  if (Object.keys(x).some((k) => !['amount', 'unit', 'concentration', 'until_dispelled'].includes(k))) return undefined;
  const untilDispelled = x.until_dispelled === true;
  if (x.amount === undefined && x.unit === undefined) return untilDispelled && x.concentration !== true ? t(l, 'time.untilDispelled') : undefined;
  const n = count(x.amount);
  const unit = x.unit;
  if (n === undefined || typeof unit !== 'string' || !DURATION_UNITS.includes(unit)) return undefined;
  const time = x.concentration === true ? t(l, 'time.conc', { upTo: { key: `time.upTo.${unit}`, args: { n } } }) : t(l, `time.${unit}` as MessageKey, { n });
  return untilDispelled ? t(l, 'time.orUntilDispelled', { time }) : time;
}
