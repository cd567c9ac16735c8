/**
 * Readers for the free-text fields of a spell: range, casting time, duration
 * and the 3.5 / Pathfinder area line. Rules, hovers and previews call these to
 * turn `Self (15-foot cone)`, `close (25 ft. + 5 ft./2 levels)`,
 * `1 reaction, which you take when ...` or `1 round/level (D)` into numbers.
 *
 * Pure: text in, plain objects out. Nothing here throws; text that cannot be
 * read gives `undefined`. The readers are lenient where real data is messy:
 * they read the leading clause and ignore trailing qualifiers such as
 * `; see text`, `(see below)` or `or until discharged`; when the first of
 * several `or` / `and` alternatives cannot be read, the next one is tried.
 * Whether a text is in the *canonical* form of docs/format.md is the JSON
 * schema's job, not this module's.
 *
 * Units: 1.5 m is one 5-ft square (so metres convert to feet as x 10/3),
 * 1 mile is 5,280 feet. Warhammer ranges stay in tabletop inches.
 */
import { canonicalCastingTime, canonicalDuration } from './text-i18n';
import type { System } from '../types';
import { parseRange35 } from './range';

/** What kind of range a text names. */
export type RangeKind =
  | 'self'
  | 'touch'
  | 'sight'
  | 'unlimited'
  | 'special'
  | 'distance'
  | 'personal'
  | 'close'
  | 'medium'
  | 'long'
  | 'see text';

/** Shapes that can follow a self range: `Self (15-foot cone)`. `radius` is a plain radius around the caster. */
export type SelfAreaShape = 'cone' | 'line' | 'sphere' | 'cube' | 'radius' | 'hemisphere' | 'cylinder';

/** The area written inside a self range, e.g. `Self (60-foot cone)` -> `{ shape: 'cone', size: 60, unit: 'ft' }`. */
export interface SelfArea {
  shape: SelfAreaShape;
  /** Length (cone, line), side (cube) or radius (radius, sphere, hemisphere, cylinder), in `unit`. */
  size: number;
  unit: 'ft' | 'm' | 'mi';
}

/**
 * A range read from text.
 *
 * For a distance, `feet` always holds the distance in feet (converted when it
 * was written in metres or miles, which are kept in `metres` / `miles`).
 * Per-level ranges (3.5 close/medium/long, `50 ft./level`) grow by
 * `perLevelFeet` for every `levelStep` caster levels (close: 5 ft. per 2
 * levels, so `perLevelFeet: 5, levelStep: 2`); use {@link rangeFeetAt}.
 * Warhammer ranges are in `inches` only.
 */
export interface ParsedRange {
  kind: RangeKind;
  feet?: number;
  metres?: number;
  miles?: number;
  inches?: number;
  /** Feet added per `levelStep` caster levels. */
  perLevelFeet?: number;
  /** Caster levels per `perLevelFeet` increment (1 when left out). */
  levelStep?: number;
  /** The area of a self range, `Self (15-foot cone)`. */
  selfArea?: SelfArea;
}

/** Units of a casting time. */
export type CastingUnit =
  | 'action'
  | 'bonus_action'
  | 'reaction'
  | 'round'
  | 'minute'
  | 'hour'
  | 'day'
  | 'standard_action'
  | 'full_round_action'
  | 'swift_action'
  | 'immediate_action'
  | 'free_action';

/** A casting time read from text: `1 reaction, which you take when ...` -> `{ amount: 1, unit: 'reaction', trigger: 'when ...' }`. */
export interface ParsedCastingTime {
  amount: number;
  unit: CastingUnit;
  /** For reactions: the triggering event as written (a leading "which you take" is dropped). */
  trigger?: string;
}

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

/** Shapes of a 3.5 / Pathfinder area line; `square` is a flat square (`one 20-ft. square/level`). */
export type Area35Shape = 'sphere' | 'cone' | 'cylinder' | 'line' | 'cube' | 'square';

/**
 * A 3.5 / Pathfinder area line read from text. Radii, lengths and sides are
 * in `unit`. A cone or line without a length (`cone-shaped burst`) takes its
 * size from the spell's range. `count` is the number of shapes when written
 * (`two 10-ft. cubes`), `perLevel` marks `/level` or `per level`.
 */
export interface ParsedArea35 {
  shape: Area35Shape;
  radius?: number;
  length?: number;
  width?: number;
  height?: number;
  size?: number;
  unit: 'ft' | 'm' | 'mi';
  kind?: 'burst' | 'emanation' | 'spread';
  shapeable?: boolean;
  count?: number;
  perLevel?: boolean;
}

// ------------------------------------------------------------------ helpers

/**
 * Longest stat line (casting time, range, duration, area, effect, target) the
 * readers look at, here and in rules/read.ts: longer text is not a stat-block
 * field, and is not read (`text/too-long` says so, long-text.ts). The bound
 * also keeps the readers' many patterns cheap on hostile text.
 */
export const MAX_TEXT = 2000;

const NUMBER_WORDS: Record<string, string> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  twelve: '12',
  twenty: '20',
};
const NUMBER_WORD_RE = /\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\b/g;

/** Lower case, straight quotes, single spaces, number words as digits. `undefined` for non-text or over-long text. */
function normalise(text: unknown): string | undefined {
  if (typeof text !== 'string' || text.length > MAX_TEXT) return undefined;
  const s = text
    .replace(/[\u201c\u201d\u2033]|\u2032\u2032/g, '"')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(NUMBER_WORD_RE, (w) => NUMBER_WORDS[w] ?? w);
  return s.length > 0 ? s : undefined;
}

/** A decimal number: `1,000` is a thousand, `4,5` is 4.5 (a decimal comma). */
function num(s: string): number {
  if (/^\d{1,3}(?:,\d{3})+$/.test(s)) return Number(s.replace(/,/g, ''));
  return Number(s.replace(',', '.'));
}

/** Round away float noise from unit conversions. */
function tidy(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/** Metres to feet on the 5-ft grid: 1.5 m = 5 ft. */
function metresToFeet(m: number): number {
  return tidy((m * 10) / 3);
}

/**
 * The clauses of a text to try in order: the text before the first `;`
 * (qualifiers like `see text` follow it), then each of its `or` / `and` /
 * `, then` alternatives.
 */
function clauses(s: string): string[] {
  const head = s.split(';')[0]!.trim();
  const out = [head];
  const parts = head.split(/\s+(?:or|and|then)\s+|,\s*then\s+/);
  if (parts.length > 1) for (const p of parts) if (p.trim()) out.push(p.trim());
  return out;
}

/** Does the rest of a clause after a match start a new part (so the match was a whole word or phrase)? */
function boundary(rest: string): boolean {
  return rest === '' || /^[\s;,/()+.:]/.test(rest);
}

/** Match `re` (anchored with ^) at the start of `s` and require a boundary after it. */
function lead(re: RegExp, s: string): RegExpExecArray | undefined {
  const m = re.exec(s);
  if (!m || m.index !== 0) return undefined;
  return boundary(s.slice(m[0].length)) ? m : undefined;
}

// ------------------------------------------------------------------ range

const LEN_UNIT = String.raw`(feet|foot|ft\.?|miles?|mi\.?|metres?|meters?|m\.?|km|inch(?:es)?|in\.|")`;

type LenUnit = 'ft' | 'm' | 'mi' | 'in' | 'km';

function lenUnit(u: string): LenUnit {
  if (u.startsWith('f')) return 'ft';
  if (u.startsWith('mi')) return 'mi';
  if (u === 'km') return 'km';
  if (u.startsWith('in') || u === '"') return 'in';
  return 'm';
}

const SELF_AREA_RE = new RegExp(
  String.raw`^(\d+(?:[.,]\d+)?)\s*(?:-\s*)?(feet|foot|ft\.?|miles?|mi\.?|metres?|meters?|m\.?)\s*(?:-?\s*radius\b)?[\s-]*(cone|line|sphere|cube|radius|hemisphere|cylinder|emanation)\b`,
);

function readSelfArea(inner: string): SelfArea | undefined {
  const m = SELF_AREA_RE.exec(inner.trim());
  if (!m) return undefined;
  const size = num(m[1]!);
  if (!(size > 0)) return undefined;
  const u = lenUnit(m[2]!);
  const shape = m[3] === 'emanation' ? 'radius' : (m[3] as SelfAreaShape);
  return { shape, size, unit: u === 'mi' ? 'mi' : u === 'ft' ? 'ft' : 'm' };
}

/** Defaults of the 3.5 range bands. */
const BANDS = {
  close: { feet: 25, perLevelFeet: 5, levelStep: 2 },
  medium: { feet: 100, perLevelFeet: 10, levelStep: 1 },
  long: { feet: 400, perLevelFeet: 40, levelStep: 1 },
} as const;

const BAND_INNER_RE = new RegExp(
  String.raw`^(\d+)\s*(?:ft\.?|feet|foot)\s*(?:\+\s*(\d+)\s*(?:ft\.?|feet|foot)\s*\/?\s*(?:(\d+)\s*\/?\s*)?(?:caster\s+)?levels?)?\s*$`,
);

function readBand(s: string, system: System): ParsedRange | undefined {
  const m = /^(close|short|medium|long)\b\s*(?:\(([^)]*)\))?/.exec(s);
  if (!m || !boundary(s.slice(m[0].length))) return undefined;
  const kind = m[1] === 'short' ? 'close' : (m[1] as 'close' | 'medium' | 'long');
  const inner = m[2] === undefined ? undefined : BAND_INNER_RE.exec(m[2].trim());
  if (inner) {
    const out: ParsedRange = { kind, feet: Number(inner[1]) };
    if (inner[2] !== undefined) {
      out.perLevelFeet = Number(inner[2]);
      out.levelStep = inner[3] !== undefined && Number(inner[3]) > 0 ? Number(inner[3]) : 1;
    }
    return out;
  }
  // A bare band (or an unreadable parenthesis) means the system's standard band, which only 3.5 defines.
  if (system !== 'dnd35') return undefined;
  return { kind, ...BANDS[kind] };
}

const DISTANCE_RE = new RegExp(
  String.raw`^(?:up to |within )?(\d+(?:[.,]\d+)?)\s*(?:-\s*)?${LEN_UNIT}(?:\s*(?:\/|per)\s*(?:caster\s+)?level\b)?`,
);

function readDistance(s: string, system: System): ParsedRange | undefined {
  const m = lead(DISTANCE_RE, s);
  if (!m) {
    // Warhammer ranges may be a bare number of inches.
    if (system === 'wfb') {
      const b = lead(/^(\d+(?:[.,]\d+)?)/, s);
      if (b && num(b[1]!) >= 0) return { kind: 'distance', inches: num(b[1]!) };
    }
    return undefined;
  }
  const n = num(m[1]!);
  if (!Number.isFinite(n) || n < 0) return undefined;
  const unit = lenUnit(m[2]!);
  const perLevel = /(?:\/|per)\s*(?:caster\s+)?level$/.test(m[0]);
  if (unit === 'in') return system === 'wfb' && !perLevel ? { kind: 'distance', inches: n } : undefined;
  if (system === 'wfb') return undefined;
  const feet = unit === 'ft' ? n : unit === 'mi' ? n * 5280 : unit === 'km' ? metresToFeet(n * 1000) : metresToFeet(n);
  if (perLevel) return { kind: 'distance', feet: 0, perLevelFeet: tidy(feet), levelStep: 1 };
  const out: ParsedRange = { kind: 'distance', feet: tidy(feet) };
  if (unit === 'm') out.metres = n;
  if (unit === 'km') out.metres = n * 1000;
  if (unit === 'mi') out.miles = n;
  return out;
}

function readRangeClause(s: string, system: System): ParsedRange | undefined {
  const self = /^(self|personal|you)\b\s*(?:\(([^)]*)\))?/.exec(s);
  if (self && boundary(s.slice(self[0].length))) {
    const kind: RangeKind = self[1] === 'self' ? 'self' : 'personal';
    const area = self[2] !== undefined ? readSelfArea(self[2]) : undefined;
    return area ? { kind, selfArea: area } : { kind };
  }
  const word = lead(/^(touch|sight|unlimited|special|see (?:text|description|below))\b/, s);
  if (word) {
    const w = word[1]!;
    return { kind: w.startsWith('see') ? 'see text' : (w as RangeKind) };
  }
  if (system === 'dnd35') {
    // The Italian stat block's words (seed 004's language): personale, contatto, illimitato, vedi testo.
    const it = lead(/^(personale|contatto|illimitat[oa]|vedi (?:testo|descrizione|sotto))/, s);
    if (it) return { kind: it[1] === 'personale' ? 'personal' : it[1] === 'contatto' ? 'touch' : it[1]!.startsWith('illimitat') ? 'unlimited' : 'see text' };
  }
  if (system === 'dnd35') {
    // Bands and per-level formulas in feet or metres, English or Italian (compute/range.ts).
    const r = parseRange35(s);
    if (r) {
      const toFt = (n: number) => (r.unit === 'ft' ? n : metresToFeet(n));
      const out: ParsedRange = { kind: r.band ?? 'distance', feet: toFt(r.base), perLevelFeet: toFt(r.per), levelStep: r.step };
      return out;
    }
  }
  return readBand(s, system) ?? readDistance(s, system);
}

/**
 * Read a range text of `system`: 5e/tov `Self (15-foot cone)`, `60 feet`,
 * `1 mile`, `18 m`, `Touch`; 3.5 `close (25 ft. + 5 ft./2 levels)`,
 * `medium (...)`, `long (...)`, `60 ft.`, `personal`; Warhammer `24"`.
 * Called by hovers (the range at the caster's level) and by the rules that
 * compare a self range's area with the spell's `area`. `undefined` when the
 * text cannot be read.
 */
export function parseRange(text: string, system: 'dnd5e' | 'tov' | 'dnd35' | 'wfb'): ParsedRange | undefined {
  const s = normalise(text);
  if (s === undefined) return undefined;
  for (const c of clauses(s)) {
    const r = readRangeClause(c, system);
    if (r) return r;
  }
  return undefined;
}

/**
 * The range in feet for a caster of `casterLevel` (3.5 bands and per-level
 * distances grow with level; a fixed distance is returned as is). Levels are
 * floored and at least 1. `undefined` when the range has no distance in feet
 * (self, touch, sight, unlimited, special, Warhammer inches).
 */
export function rangeFeetAt(parsed: ParsedRange | undefined, casterLevel: number): number | undefined {
  if (!parsed || typeof parsed.feet !== 'number' || !Number.isFinite(parsed.feet)) return undefined;
  const level = Number.isFinite(casterLevel) ? Math.max(1, Math.floor(casterLevel)) : 1;
  const step = parsed.levelStep && parsed.levelStep > 0 ? parsed.levelStep : 1;
  const per = parsed.perLevelFeet ?? 0;
  return tidy(parsed.feet + per * Math.floor(level / step));
}

// ------------------------------------------------------------------ casting time

const CT_RE =
  /^(?:at least |up to )?(\d+|an?)?\s*(bonus actions?|reactions?|standard actions?|standard|swift actions?|swift|immediate actions?|immediate|free actions?|full[- ]round actions?|full[- ]rounds?|actions?|rounds?|minutes?|mins?\.?|hours?|hrs?\.?|days?)(?=$|[\s;,/().:])/;

function ctUnit(word: string, amount: number): CastingUnit | undefined {
  const w = word.replace(/\.$/, '');
  if (w.startsWith('bonus')) return 'bonus_action';
  if (w.startsWith('reaction')) return 'reaction';
  if (w.startsWith('standard')) return 'standard_action';
  if (w.startsWith('swift')) return 'swift_action';
  if (w.startsWith('immediate')) return 'immediate_action';
  if (w.startsWith('free')) return 'free_action';
  if (w.startsWith('full')) return /action/.test(w) || amount === 1 ? 'full_round_action' : 'round';
  if (w.startsWith('action')) return 'action';
  if (w.startsWith('round')) return 'round';
  if (w.startsWith('min')) return 'minute';
  if (w.startsWith('h')) return 'hour';
  if (w.startsWith('day')) return 'day';
  return undefined;
}

/** The trigger of a reaction, from the original text after the word "reaction". */
function triggerOf(text: string): string | undefined {
  const m = /\breactions?\b/i.exec(text);
  if (!m) return undefined;
  let t = text.slice(m.index + m[0].length).replace(/\s+/g, ' ').trim();
  if (t.startsWith('(') && t.endsWith(')')) t = t.slice(1, -1).trim();
  t = t
    .replace(/^[,:;\u2014-]\s*/, '')
    .replace(/^which you take\s+/i, '')
    .trim();
  return t.length > 0 ? t : undefined;
}

function readCastingClause(c: string): ParsedCastingTime | undefined {
  const m = CT_RE.exec(c);
  if (!m) return undefined;
  const amount = m[1] === undefined || m[1] === 'a' || m[1] === 'an' ? 1 : Number(m[1]);
  if (!Number.isInteger(amount) || amount < 1) return undefined;
  const unit = ctUnit(m[2]!, amount);
  return unit ? { amount, unit } : undefined;
}

/**
 * Read a casting time: 5e/tov `1 action`, `1 bonus action`,
 * `1 reaction, which you take when ...`, `10 minutes`, `8 hours`; 3.5
 * `1 standard action`, `1 swift action`, `1 full-round action`, `1 round`.
 * Called by the casting-time rules (reaction trigger, ritual length) and by
 * hovers. `undefined` when the text cannot be read (`see text`).
 */
export function parseCastingTime(text: string): ParsedCastingTime | undefined {
  const s = normalise(canonicalCastingTime(text)?.text ?? text);
  if (s === undefined) return undefined;
  let out: ParsedCastingTime | undefined;
  // A reaction's trigger follows a comma, so read the reaction before splitting into clauses.
  out = readCastingClause(s);
  if (!out) {
    for (const c of clauses(s)) {
      out = readCastingClause(c);
      if (out) break;
    }
  }
  if (!out) {
    // Last resort: a number and a unit anywhere in the first clause ("s 10 minutes").
    const m = /(?<!\d)(\d{1,6}) (bonus action|reaction|action|standard action|swift action|immediate action|rounds?|minutes?|hours?|days?)\b/.exec(clauses(s)[0]!);
    if (m) out = readCastingClause(m[0]);
  }
  if (out && out.unit === 'reaction') {
    const t = triggerOf(text);
    if (t) out.trigger = t;
  }
  return out;
}

// ------------------------------------------------------------------ duration

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

// ------------------------------------------------------------------ 3.5 area

const AREA_UNIT = String.raw`(ft\.?|feet|foot|metri|metro|metres?|meters?|m\.?|miles?|mi\.?)`;
const N = String.raw`(?<![\d.,])(\d{1,6}(?:[.,]\d{1,3})?)`;
/** `N-unit` with the separators real stat blocks use: `20-ft.`, `20 ft.`, `20-foot`, `20ft.`. */
const SIZE = String.raw`${N}\s*(?:-\s*)?${AREA_UNIT}\s*(?:-\s*)?`;
const PER_LEVEL = String.raw`(\s*(?:\/|per)\s*(?:caster\s+)?level)?`;
/** An Italian size after its shape word: `di 6 m`, `6 m` ("cono di 9 m", "linea di 30 m"). */
const IT_SIZE = String.raw`(?:di\s+)?${N}\s*${AREA_UNIT}`;

const IT_COUNTS: Record<string, number> = { due: 2, tre: 3, quattro: 4, cinque: 5, sette: 7, otto: 8, nove: 9, dieci: 10, venti: 20 };

interface AreaHit {
  index: number;
  end: number;
  area: ParsedArea35;
}

function areaUnit(u: string): 'ft' | 'm' | 'mi' {
  if (u.startsWith('f')) return 'ft';
  if (u.startsWith('mi')) return 'mi';
  return 'm';
}

const AREA_RES: Array<{ re: RegExp; make: (m: RegExpExecArray) => ParsedArea35 | undefined }> = [
  // Italian lines (seed 004's language) name the shape first: "propagazione del raggio di 6 m",
  // "cilindro (raggio di 6 m, alto 12 m)", "cono di 9 m", "linea di 30 m", "cubo di 3 m".
  {
    re: new RegExp(String.raw`cilindro\s*\(\s*(?:raggio\s+)?${IT_SIZE}(?:\s+di\s+raggio)?\s*,\s*(?:alt[oa]\s+|altezza\s+)?${IT_SIZE}(?:\s+di\s+altezza)?\s*\)`),
    make: (m) => ({ shape: 'cylinder', radius: num(m[1]!), height: num(m[3]!), unit: areaUnit(m[2]!) }),
  },
  {
    re: new RegExp(String.raw`\braggio\s+${IT_SIZE}`),
    make: (m) => ({ shape: 'sphere', radius: num(m[1]!), unit: areaUnit(m[2]!) }),
  },
  { re: new RegExp(String.raw`\bcono\s+${IT_SIZE}`), make: (m) => ({ shape: 'cone', length: num(m[1]!), unit: areaUnit(m[2]!) }) },
  { re: new RegExp(String.raw`\blinea\s+${IT_SIZE}`), make: (m) => ({ shape: 'line', length: num(m[1]!), unit: areaUnit(m[2]!) }) },
  { re: new RegExp(String.raw`\bcub[oi]\s+${IT_SIZE}`), make: (m) => ({ shape: 'cube', size: num(m[1]!), unit: areaUnit(m[2]!) }) },
  { re: new RegExp(String.raw`\bquadrat[oi]\s+${IT_SIZE}`), make: (m) => ({ shape: 'square', size: num(m[1]!), unit: areaUnit(m[2]!) }) },
  {
    // cylinder (40-ft. radius, 20 ft. high)
    re: new RegExp(String.raw`cylinder\s*\(\s*${SIZE}radius\s*,\s*${SIZE}(?:high|tall)\s*\)`),
    make: (m) => ({ shape: 'cylinder', radius: num(m[1]!), height: num(m[3]!), unit: areaUnit(m[2]!) }),
  },
  {
    // 20-ft.-radius spread, 10-ft.-radius/level emanation, 40 ft./level radius cylinder
    re: new RegExp(String.raw`${SIZE}${PER_LEVEL}\s*(?:-\s*)?radius\b${PER_LEVEL}`),
    make: (m) => {
      const a: ParsedArea35 = { shape: 'sphere', radius: num(m[1]!), unit: areaUnit(m[2]!) };
      if (m[3] || m[4]) a.perLevel = true;
      return a;
    },
  },
  {
    re: new RegExp(String.raw`${SIZE}cubes?\b${PER_LEVEL}`),
    make: (m) => ({ shape: 'cube', size: num(m[1]!), unit: areaUnit(m[2]!), ...(m[3] ? { perLevel: true } : {}) }),
  },
  {
    re: new RegExp(String.raw`${SIZE}line\b`),
    make: (m) => ({ shape: 'line', length: num(m[1]!), unit: areaUnit(m[2]!) }),
  },
  {
    re: new RegExp(String.raw`${SIZE}squares?\b${PER_LEVEL}`),
    make: (m) => ({ shape: 'square', size: num(m[1]!), unit: areaUnit(m[2]!), ...(m[3] ? { perLevel: true } : {}) }),
  },
  {
    re: new RegExp(String.raw`${SIZE}cone\b`),
    make: (m) => ({ shape: 'cone', length: num(m[1]!), unit: areaUnit(m[2]!) }),
  },
  {
    // 20-ft. spread, 50-ft. burst: a radius without the word.
    re: new RegExp(String.raw`${SIZE}(?:burst|spread|emanation)\b`),
    make: (m) => ({ shape: 'sphere', radius: num(m[1]!), unit: areaUnit(m[2]!) }),
  },
  { re: /\bcone\b|\bcone-shaped\b|\ba forma di cono\b/, make: () => ({ shape: 'cone', unit: 'ft' }) },
  { re: /\bline\b|\bline-shaped\b/, make: () => ({ shape: 'line', unit: 'ft' }) },
  { re: /\bspher(?:e|ical)\b/, make: () => ({ shape: 'sphere', unit: 'ft' }) },
];

/**
 * Read a 3.5 / Pathfinder Area line: `20-ft.-radius spread`,
 * `cone-shaped burst` (the cone's length then comes from the range),
 * `cylinder (40-ft. radius, 20 ft. high)`, `120-ft. line`, `10-ft. cube`,
 * `two 10-ft. cubes per level (S)`. Words around the shape (`creatures in a
 * ...`, `... centered on you`) are skipped. Called by the 3.5 area rules,
 * hovers and the area preview. `undefined` when the line names no shape
 * (`one creature/level`, `see text`).
 */
export function parseArea35(text: string): ParsedArea35 | undefined {
  const s = normalise(text);
  if (s === undefined) return undefined;
  let best: AreaHit | undefined;
  for (const { re, make } of AREA_RES) {
    const m = re.exec(s);
    if (!m) continue;
    if (best && m.index >= best.index) continue;
    const area = make(m);
    if (!area) continue;
    const dims = [area.radius, area.length, area.size, area.height];
    if (dims.some((d) => d !== undefined && !(Number.isFinite(d) && d > 0))) continue;
    best = { index: m.index, end: m.index + m[0].length, area };
  }
  if (!best) return undefined;
  const area = best.area;
  // A "high" height after a radius ("cloud spreads in 20-ft. radius, 20 ft. high") makes a cylinder.
  if (area.shape === 'sphere' && area.radius !== undefined) {
    const h = new RegExp(String.raw`${SIZE}(?:high|tall)\b`).exec(s.slice(best.end)) ?? new RegExp(String.raw`\balt[oa]\s+${IT_SIZE}`).exec(s.slice(best.end));
    if (h && num(h[1]!) > 0) {
      area.shape = 'cylinder';
      area.height = num(h[1]!);
    }
  }
  const kind = /\b(burst|emanat|spread|esplosion|emanazion|propagazion)/.exec(s);
  const KINDS: Record<string, 'burst' | 'emanation' | 'spread'> = { burst: 'burst', emanat: 'emanation', spread: 'spread', esplosion: 'burst', emanazion: 'emanation', propagazion: 'spread' };
  if (kind) area.kind = KINDS[kind[1]!];
  // "(S)" shapeable; the Italian text's "(F)" formabile (seed 004).
  if (/\(s\)|\(f\)/.test(s)) area.shapeable = true;
  // Italian counts ("dieci cubi di 3 m"): the words a count can be; not "sei", "uno" or "una", which are also other words.
  const before = s.slice(0, best.index).replace(/\b(due|tre|quattro|cinque|sette|otto|nove|dieci|venti)\s+$/, (w) => `${IT_COUNTS[w.trim()]} `);
  const count = /(?:^|\s)(\d+)\s+$/.exec(before);
  if (count && Number(count[1]) > 0) area.count = Number(count[1]);
  return area;
}
