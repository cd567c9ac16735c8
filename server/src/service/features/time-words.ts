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
 *
 * A text that is exactly one of the format's plain forms ("1 action",
 * "Instantaneous", "Concentration, up to 1 minute", or the same written in
 * the author's language, "1 дія") is worded in the asked locale too
 * (`castingTimeWords`, `durationWords`); any other text stays as written,
 * so nothing the author wrote is lost.
 */
import { t, type Locale, type MessageKey } from '../i18n';
import { canonicalCastingTime, canonicalDuration } from '../text/canonical';

const CAST_UNITS = ['action', 'bonus_action', 'reaction', 'round', 'minute', 'hour', 'day'];
const DURATION_UNITS = ['round', 'minute', 'hour', 'day'];

function count(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : undefined;
}

/** `{ amount, unit, trigger, ritual }` as "1 reaction, when ..." in `l` ("... or Ritual" with the 2024 tag), or undefined when the unit or amount is not one the format knows. */
export function castingTimeText(x: Record<string, unknown>, l: Locale): string | undefined {
  const n = count(x.amount ?? 1);
  const unit = x.unit;
  if (n === undefined || typeof unit !== 'string' || !CAST_UNITS.includes(unit)) return undefined;
  if (Object.keys(x).some((k) => k !== 'amount' && k !== 'unit' && k !== 'trigger' && k !== 'ritual')) return undefined;
  const time = t(l, `time.${unit}` as MessageKey, { n });
  const said = typeof x.trigger === 'string' && x.trigger.trim() ? t(l, 'time.trigger', { time, trigger: x.trigger.trim() }) : time;
  return x.ritual === true ? t(l, 'time.orRitual', { time: said }) : said;
}

/** A 2024 list of ways to cast (`[{ amount: 1, unit: action }, { amount: 8, unit: hour }]`) as "1 action or 8 hours" in `l`; undefined when one of them cannot be read. */
export function castingTimesText(list: readonly unknown[], l: Locale): string | undefined {
  let out: string | undefined;
  for (const item of list) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) return undefined;
    const one = castingTimeText(item as Record<string, unknown>, l);
    if (one === undefined) return undefined;
    out = out === undefined ? one : t(l, 'time.or', { a: out, b: one });
  }
  return out;
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

const PLAIN_CAST = /^(\d{1,6}) (action|bonus action|reaction|round|minute|hour|day)s?$/;
const PLAIN_TIMED = /^(?:(concentration, up to) )?(\d{1,6}) (round|minute|hour|day)s?$/;
const PLAIN_WORDS: Record<string, MessageKey> = {
  instantaneous: 'time.instantaneous',
  special: 'time.special',
  permanent: 'time.permanent',
  'until dispelled': 'time.untilDispelled',
  'until dispelled or triggered': 'time.untilDispelledOrTriggered',
};

/** The canonical English of a text (read from the author's language when it is written in one), lower case, spaces collapsed. */
function plainForm(text: string, canonical: (s: string) => { text: string } | undefined): string {
  return (canonical(text)?.text ?? text).trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A casting time written as text, in `l`'s words when it is exactly `N unit(s)` ("1 action", "1 дія"); undefined otherwise (shown as written). */
export function castingTimeWords(text: string, l: Locale): string | undefined {
  if (text.length > 100) return undefined;
  const m = PLAIN_CAST.exec(plainForm(text, canonicalCastingTime));
  return m ? t(l, `time.${m[2]!.replace(' ', '_')}` as MessageKey, { n: Number(m[1]) }) : undefined;
}

/** A duration written as text, in `l`'s words when it is exactly one of the format's plain forms; undefined otherwise (shown as written). */
export function durationWords(text: string, l: Locale): string | undefined {
  if (text.length > 100) return undefined;
  const s = plainForm(text, canonicalDuration);
  const word = PLAIN_WORDS[s];
  if (word) return t(l, word);
  const m = PLAIN_TIMED.exec(s);
  if (!m) return undefined;
  const n = Number(m[2]);
  return m[1] ? t(l, 'time.conc', { upTo: { key: `time.upTo.${m[3]}`, args: { n } } }) : t(l, `time.${m[3]}` as MessageKey, { n });
}
