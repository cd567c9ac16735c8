/**
 * The canonical mapping forms of a casting time, range and duration
 * (`{ amount, unit, trigger }`, `{ distance, unit }`, `{ kind }`,
 * `{ amount, unit, concentration }`) written as the text forms of
 * docs/format.md, for the formats that keep these as text (5e-database,
 * PSRD). A text stays as it is. Pure.
 */
import { isObj } from './types';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const UNIT_WORDS: Record<string, string> = { action: 'action', bonus_action: 'bonus action', reaction: 'reaction', round: 'round', minute: 'minute', hour: 'hour', day: 'day' };

/** `{ amount: 1, unit: reaction, trigger }` -> `1 reaction, which you take when ...`; undefined for anything else. */
export function castingTimeText(ct: unknown): string | undefined {
  if (typeof ct === 'string') return ct;
  if (!isObj(ct) || typeof ct.unit !== 'string' || !UNIT_WORDS[ct.unit]) return undefined;
  const n = typeof ct.amount === 'number' ? ct.amount : 1;
  const base = plural(n, UNIT_WORDS[ct.unit]!);
  return typeof ct.trigger === 'string' && ct.trigger !== '' ? `${base}, ${/^which\b/i.test(ct.trigger) ? '' : 'which you take '}${ct.trigger}` : base;
}

/** `{ distance: 60, unit: ft }` -> `60 feet`, `{ kind: touch }` -> `Touch`; undefined for anything else. */
export function rangeText(r: unknown): string | undefined {
  if (typeof r === 'string') return r;
  if (isObj(r) && typeof r.distance === 'number') return r.unit === 'mi' ? plural(r.distance, 'mile') : r.unit === 'm' ? `${r.distance} m` : `${r.distance} feet`;
  if (isObj(r) && typeof r.kind === 'string') return r.kind[0]!.toUpperCase() + r.kind.slice(1);
  return undefined;
}

/** `{ amount: 1, unit: minute, concentration: true }` -> `Concentration, up to 1 minute`; undefined for anything else. */
export function durationText(d: unknown): string | undefined {
  if (typeof d === 'string') return d;
  if (!isObj(d) || typeof d.unit !== 'string') return undefined;
  const t = plural(typeof d.amount === 'number' ? d.amount : 1, d.unit);
  return d.concentration === true ? `Concentration, up to ${t}` : t;
}
