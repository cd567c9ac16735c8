/**
 * A duration read from its text: 5e/tov `Instantaneous`, `Concentration, up
 * to 1 minute`, `8 hours`; 3.5 `1 round/level (D)`, `concentration + 2
 * rounds`, `permanent`; in the author's language too (canonical.ts). Pure:
 * text in, plain objects out; text that cannot be read gives `undefined`.
 */
import type { System } from '../types';
import { canonicalDuration } from './canonical';
import { boundary, clauses, lead, normalise } from './normalise';

/** Units of a timed duration. */
export type DurationUnit = 'round' | 'minute' | 'hour' | 'day';

/** What kind of duration a text names. */
export type DurationKind = 'instantaneous' | 'concentration' | 'timed' | 'until_dispelled' | 'special' | 'permanent';

/** An extra timed part: the `+ 2 rounds` of `concentration + 2 rounds` or `1 round + 1 round/level`. */
export interface DurationPart {
  amount?: number;
  /** Dice instead of a fixed amount, e.g. `1d4+1` for `1d4+1 rounds`. */
  dice?: string;
  unit: DurationUnit;
  perLevel?: boolean;
  levelStep?: number;
}

/**
 * A duration read from text. `amount`/`unit` are the (maximum) time; with
 * `perLevel` the time is per caster level (per `levelStep` levels when set).
 * `dismissible` is the 3.5 `(D)` mark. `concentration` is true for 5e
 * `Concentration, up to ...`, SRD `Up to ...` and 3.5 `concentration ...`.
 */
export interface ParsedDuration {
  kind: DurationKind;
  amount?: number;
  /** Dice instead of a fixed amount (`1d4+1 rounds`). */
  dice?: string;
  unit?: DurationUnit;
  perLevel?: boolean;
  levelStep?: number;
  dismissible?: boolean;
  concentration: boolean;
  /** A further time added on: `concentration + 2 rounds`, `1 round + 1 round/level`. */
  plus?: DurationPart;
}

const TIMED = String.raw`(\d+(?:d\d+(?:[+-]\d+)?)?)\s*(rounds?|min(?:ute)?s?\.?|hours?|hrs?\.?|days?)(?:\s*(?:\/|per)\s*(?:(\d+)\s*)?(?:caster\s+)?(levels?)\b)?`;
const TIMED_RE = new RegExp('^' + TIMED);

function durUnit(w: string): DurationUnit {
  if (w.startsWith('r')) return 'round';
  if (w.startsWith('m')) return 'minute';
  if (w.startsWith('h')) return 'hour';
  return 'day';
}

/** Read `N unit[/level]` at the start of `s`; returns the part and the text after it. */
function readTimed(s: string): { part: DurationPart; rest: string } | undefined {
  const m = TIMED_RE.exec(s);
  if (!m) return undefined;
  const rest = s.slice(m[0].length);
  if (!boundary(rest)) return undefined;
  const part: DurationPart = { unit: durUnit(m[2]!) };
  if (m[1]!.includes('d')) part.dice = m[1]!;
  else {
    const n = Number(m[1]);
    if (!Number.isFinite(n) || n < 1) return undefined;
    part.amount = n;
  }
  if (m[4] !== undefined) {
    part.perLevel = true;
    if (m[3] !== undefined && Number(m[3]) > 1) part.levelStep = Number(m[3]);
  }
  return { part, rest: rest.trim() };
}

/** `+ 2 rounds` after a part. */
function readPlus(rest: string): DurationPart | undefined {
  const m = /^(?:\+|plus)\s*/.exec(rest);
  if (!m) return undefined;
  return readTimed(rest.slice(m[0].length))?.part;
}

function withPart(base: Omit<ParsedDuration, 'concentration'> & { concentration: boolean }, part: DurationPart): ParsedDuration {
  const out: ParsedDuration = { ...base };
  if (part.amount !== undefined) out.amount = part.amount;
  if (part.dice !== undefined) out.dice = part.dice;
  out.unit = part.unit;
  if (part.perLevel) out.perLevel = true;
  if (part.levelStep) out.levelStep = part.levelStep;
  return out;
}

function readDurationClause(c: string, system: System | undefined): ParsedDuration | undefined {
  if (lead(/^instant(?:aneous)?/, c)) return { kind: 'instantaneous', concentration: false };
  if (lead(/^until (?:dispelled|triggered|discharged)/, c)) return { kind: 'until_dispelled', concentration: false };
  if (lead(/^permanent/, c)) return { kind: 'permanent', concentration: false };
  if (lead(/^(?:special|see (?:text|below|description))/, c)) return { kind: 'special', concentration: false };

  const conc = /^concentration\b\s*/.exec(c);
  if (conc) {
    const rest = c.slice(conc[0].length);
    const base: ParsedDuration = { kind: 'concentration', concentration: true };
    const upTo = /^(?:,\s*|\(\s*)?(?:up to|maximum|max\.?)\s+/.exec(rest);
    if (upTo) {
      const t = readTimed(rest.slice(upTo[0].length));
      if (t) return withPart(base, t.part);
    }
    const plus = readPlus(rest);
    if (plus) return { ...base, plus };
    return boundary(rest) ? base : undefined;
  }

  const upTo = /^(?:up to|no more than)\s+/.exec(c);
  const body = upTo ? c.slice(upTo[0].length) : c;
  const t = readTimed(body);
  if (!t) return undefined;
  // SRD 5e writes concentration as "Up to 1 minute"; in 3.5 "up to" only bounds a per-level time.
  const isConc =
    upTo !== null && upTo[0].startsWith('up') && (system === 'dnd5e' || system === 'tov' || (system === undefined && !t.part.perLevel));
  const out = withPart({ kind: isConc ? 'concentration' : 'timed', concentration: isConc }, t.part);
  const plus = readPlus(t.rest);
  if (plus) out.plus = plus;
  return out;
}

/**
 * Read a duration: 5e/tov `Instantaneous`, `Concentration, up to 1 minute`,
 * SRD `Up to 1 minute`, `8 hours`, `Until dispelled`; 3.5 `1 round/level (D)`,
 * `1 min./level`, `concentration, up to 1 round/level`, `concentration + 2
 * rounds`, `permanent`. `system` (optional) decides whether a bare `up to`
 * means concentration (it does in 5e/tov, not in 3.5); without it, `up to`
 * means concentration unless the time is per level. Called by the
 * concentration/duration rules and hovers. `undefined` when unreadable.
 */
export function parseDuration(text: string, system?: System): ParsedDuration | undefined {
  const s = normalise(canonicalDuration(text)?.text ?? text);
  if (s === undefined) return undefined;
  const dismissible = /\(d\)|\(d[;,]/.test(s);
  for (const c of clauses(s)) {
    const d = readDurationClause(c, system);
    if (d) {
      if (dismissible) d.dismissible = true;
      return d;
    }
  }
  return undefined;
}
