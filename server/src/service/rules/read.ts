/**
 * Defensive readers for rule checks. Rules also run on spells that failed the
 * schema, so every value may have any type: these helpers turn raw YAML
 * values into small typed views, or `undefined` when a value cannot be read,
 * and never throw. Used by the rule files in this folder only.
 */
import type { MsgRef } from '../i18n';
import { canonicalCastingTime, canonicalDuration } from '../text/canonical';
import { MAX_TEXT } from '../text/normalise';
import { TextMemo } from '../text/memo';
import type { SpellInput } from './rule';

/** Metres per 5-ft square (seed 004: "1,5 metri" = one square). */
export const METRES_PER_SQUARE = 1.5;
/** Feet per square. */
export const FEET_PER_SQUARE = 5;

/** Is `v` a plain mapping (not null, not a list)? */
export function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** `v` when it is a string, else undefined. */
export function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

/** `v` when it is a finite number, else undefined. */
export function num(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

/** `v` when it is an integer, else undefined. */
export function int(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isInteger(v) ? v : undefined;
}

/** Is `x` a whole multiple of `step` (within floating-point noise)? */
export function isMultiple(x: number, step: number): boolean {
  const q = x / step;
  return Math.abs(q - Math.round(q)) < 1e-9;
}

/** Format a number without trailing zeros (`1.5`, `20`). */
export function fmt(n: number): string {
  return String(Math.round(n * 1000) / 1000);
}

/**
 * The spell's level (dnd5e `level`) or circle (tov `circle`) when it is an
 * integer 0-9; undefined otherwise (a wrong type or range is the schema's
 * finding).
 */
export function spellLevel(spell: SpellInput): number | undefined {
  const v = spell.system === 'tov' ? spell.value.circle : spell.value.level;
  const n = int(v);
  return n !== undefined && n >= 0 && n <= 9 ? n : undefined;
}

/** `level` or `circle`, for messages. */
export function levelWord(spell: SpellInput): 'level' | 'circle' {
  return spell.system === 'tov' ? 'circle' : 'level';
}

/** `term.level` (5e) or `term.circle` (ToV) as a message placeholder: the word rendered in the message's locale. */
export function levelTerm(spell: SpellInput): MsgRef {
  return { key: spell.system === 'tov' ? 'term.circle' : 'term.level' };
}

/** A number rounded as {@link fmt} rounds it (3 decimals), for a message placeholder formatted per locale. */
export function r3(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/** Ordinal for messages: 1st, 2nd, 3rd, 4th... */
export function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${s}`;
}

/** Units of a casting time. */
export type CastUnit = 'action' | 'bonus_action' | 'reaction' | 'round' | 'minute' | 'hour' | 'day';

/** A casting time read from text or from the `{ amount, unit, trigger }` form. */
export interface CastingTime {
  amount: number;
  unit: CastUnit;
  /** The trigger of a reaction: text after "1 reaction," or the `trigger` key. */
  trigger?: string;
  /** True when read from the mapping form. */
  object: boolean;
}

/** Memos of the text forms of casting times and durations (text/memo.ts): several rules read each spell's. */
const CT_MEMO = new TextMemo<CastingTime>();
const DUR_MEMO = new TextMemo<Duration>();

const CAST_UNITS: readonly string[] = ['action', 'bonus_action', 'reaction', 'round', 'minute', 'hour', 'day'];

/**
 * Read a casting time: `1 action`, `1 bonus action`, `1 reaction, which you
 * take when ...`, `N round(s)/minute(s)/hour(s)/day(s)`, or the mapping form.
 * Undefined for anything else.
 */
export function readCastingTime(v: unknown): CastingTime | undefined {
  return typeof v === 'string' ? CT_MEMO.get(v, readCastingTimeUncached) : readCastingTimeUncached(v);
}

/** {@link readCastingTime} without the memo (the memo test compares the two). */
export function readCastingTimeUncached(v: unknown): CastingTime | undefined {
  if (isRecord(v)) {
    const amount = int(v.amount);
    const unit = str(v.unit);
    if (amount === undefined || amount < 1 || !unit || !CAST_UNITS.includes(unit)) return undefined;
    const trigger = str(v.trigger);
    return { amount, unit: unit as CastUnit, object: true, ...(trigger !== undefined ? { trigger } : {}) };
  }
  // Longer than a stat line: not read (text/too-long says so).
  if ((str(v)?.length ?? 0) > MAX_TEXT) return undefined;
  const raw = str(v)?.trim();
  const s = raw ? (canonicalCastingTime(raw)?.text ?? raw) : raw;
  if (!s) return undefined;
  // The trigger starts at its first non-space character (`\S.*`, not `\s*(.*)`: spaces are not matched two ways, so a long run of them costs one pass).
  const m = /^(\d{1,6})\s+(bonus\s+actions?|actions?|reactions?|rounds?|minutes?|hours?|days?)\b\s*(?:[,;:(]\s*(\S.*)?)?$/i.exec(s);
  if (!m) return undefined;
  const word = m[2]!.toLowerCase().replace(/\s+/g, ' ').replace(/s$/, '');
  const unit = (word === 'bonus action' ? 'bonus_action' : word) as CastUnit;
  const rest = m[3]?.replace(/\)\s*$/, '').trim();
  return { amount: Number(m[1]), unit, object: false, ...(rest ? { trigger: rest } : {}) };
}

/** Length of a casting time in seconds (actions and reactions count as one 6-second round's share: 0). */
export function castingSeconds(c: CastingTime): number {
  const per: Record<CastUnit, number> = { action: 0, bonus_action: 0, reaction: 0, round: 6, minute: 60, hour: 3600, day: 86400 };
  return c.amount * per[c.unit];
}

/** A duration as rules need it. */
export interface Duration {
  kind: 'instantaneous' | 'timed' | 'until_dispelled' | 'special' | 'permanent';
  /** Says "Concentration" (text) or `concentration: true` (mapping). */
  concentration: boolean;
  /** The mapping form's own `concentration` key, when present. */
  objectConcentration?: boolean;
}

/**
 * Read a 5e/ToV duration: `Instantaneous`, `Concentration, up to 1 minute`,
 * `1 hour`, `Until dispelled`, `Special`, `Permanent`, or the mapping form.
 * Undefined when unreadable.
 */
export function readDuration(v: unknown): Duration | undefined {
  return typeof v === 'string' ? DUR_MEMO.get(v, readDurationUncached) : readDurationUncached(v);
}

/** {@link readDuration} without the memo (the memo test compares the two). */
export function readDurationUncached(v: unknown): Duration | undefined {
  if (isRecord(v)) {
    const conc = typeof v.concentration === 'boolean' ? v.concentration : undefined;
    const kind = v.until_dispelled === true ? 'until_dispelled' : 'timed';
    return { kind, concentration: conc === true, ...(conc !== undefined ? { objectConcentration: conc } : {}) };
  }
  if ((str(v)?.length ?? 0) > MAX_TEXT) return undefined;
  const raw = str(v)?.trim();
  const s = raw ? (canonicalDuration(raw)?.text ?? raw).toLowerCase() : undefined;
  if (!s) return undefined;
  const concentration = /^concentration\b/.test(s);
  if (/^instantaneous\b/.test(s)) return { kind: 'instantaneous', concentration: false };
  if (/^until dispelled/.test(s)) return { kind: 'until_dispelled', concentration };
  if (/^special\b/.test(s)) return { kind: 'special', concentration };
  if (/^permanent\b/.test(s)) return { kind: 'permanent', concentration };
  // A number is tried from its first digit only (`(?<!\d)`): tried from every digit, a long run of digits cost time quadratic in its length.
  if (/(?<!\d)\d+\s*(rounds?|minutes?|hours?|days?)\b/.test(s) || concentration) return { kind: 'timed', concentration };
  return undefined;
}

/** Shapes of the `area` mapping. */
export type Shape = 'sphere' | 'cone' | 'cube' | 'cylinder' | 'line';

/** The structured `area` mapping, numbers only where they are positive numbers. */
export interface Area {
  shape: Shape;
  unit: 'ft' | 'm';
  /** True when `unit` was written (not defaulted). */
  unitWritten: boolean;
  radius?: number;
  length?: number;
  size?: number;
  height?: number;
  width?: number;
}

/** The size keys of an area mapping, in the format's order. */
export const AREA_SIZE_KEYS = ['radius', 'length', 'size', 'height', 'width'] as const;

/** Read the structured `area` (a mapping with a known `shape`); undefined otherwise. */
export function readArea(v: unknown): Area | undefined {
  if (!isRecord(v)) return undefined;
  const shape = str(v.shape)?.toLowerCase();
  if (!shape || !['sphere', 'cone', 'cube', 'cylinder', 'line'].includes(shape)) return undefined;
  const unitRaw = str(v.unit);
  const unit = unitRaw === 'm' ? 'm' : 'ft';
  const a: Area = { shape: shape as Shape, unit, unitWritten: unitRaw === 'm' || unitRaw === 'ft' };
  for (const k of AREA_SIZE_KEYS) {
    const n = num(v[k]);
    if (n !== undefined && n > 0) a[k] = n;
  }
  return a;
}

/** The defining size of an area (sphere/cylinder radius, cone/line length, cube side). */
export function mainSize(a: Area): number | undefined {
  switch (a.shape) {
    case 'sphere':
    case 'cylinder':
      return a.radius;
    case 'cone':
    case 'line':
      return a.length;
    case 'cube':
      return a.size;
  }
}

/** A 5e/ToV range. */
export type Range5e =
  | { kind: 'self'; area?: { size: number; unit: 'ft' | 'm' | 'mi'; word: string } }
  | { kind: 'distance'; value: number; unit: 'ft' | 'm' | 'mi' }
  | { kind: 'touch' | 'sight' | 'unlimited' | 'special' };

/**
 * Read a 5e/ToV range: `Self`, `Self (15-foot cone)`, `60 feet`, `18 m`,
 * `1 mile`, `Touch`, ... or the mapping forms. Undefined when unreadable.
 */
export function readRange5e(v: unknown): Range5e | undefined {
  if (isRecord(v)) {
    const kind = str(v.kind);
    if (kind === 'self' || kind === 'touch' || kind === 'sight' || kind === 'unlimited' || kind === 'special') return { kind } as Range5e;
    const d = num(v.distance);
    const u = str(v.unit) ?? 'ft';
    if (d !== undefined && d > 0 && (u === 'ft' || u === 'm' || u === 'mi')) return { kind: 'distance', value: d, unit: u };
    return undefined;
  }
  if ((str(v)?.length ?? 0) > MAX_TEXT) return undefined;
  const s = str(v)?.trim().toLowerCase();
  if (!s) return undefined;
  if (s === 'self') return { kind: 'self' };
  if (s === 'touch' || s === 'sight' || s === 'unlimited' || s === 'special') return { kind: s } as Range5e;
  const self = /^self\s*\(\s*(\d+(?:[.,]\d+)?)(?:\s*[- ](foot|feet|ft\.?|mile|miles)|\s*(m))(?:-radius)?\s+([a-z]+)\s*\)$/.exec(s);
  if (self) {
    const size = Number(self[1]!.replace(',', '.'));
    const unit = self[3] ? 'm' : /^mile/.test(self[2] ?? '') ? 'mi' : 'ft';
    return { kind: 'self', area: { size, unit, word: self[4]! } };
  }
  const d = /^(\d+(?:[.,]\d+)?)\s*(feet|foot|ft\.?|miles?|m)$/.exec(s);
  if (d) {
    const value = Number(d[1]!.replace(',', '.'));
    const unit = d[2] === 'm' ? 'm' : /^mile/.test(d[2]!) ? 'mi' : 'ft';
    return { kind: 'distance', value, unit };
  }
  return undefined;
}

/** A length in feet from a value and unit (1.5 m = 5 ft; 1 mile = 5280 ft). */
export function toFeet(value: number, unit: 'ft' | 'm' | 'mi'): number {
  return unit === 'ft' ? value : unit === 'm' ? (value / METRES_PER_SQUARE) * FEET_PER_SQUARE : value * 5280;
}

/** Damage or heal entries of a spell, each with its path, skipping non-mappings. */
export function scalingEntries(spell: SpellInput): Array<{ key: 'damage' | 'heal'; path: Array<string | number>; entry: Record<string, unknown> }> {
  const out: Array<{ key: 'damage' | 'heal'; path: Array<string | number>; entry: Record<string, unknown> }> = [];
  for (const key of ['damage', 'heal'] as const) {
    const v = spell.value[key];
    if (Array.isArray(v)) v.forEach((e, i) => isRecord(e) && out.push({ key, path: [key, i], entry: e }));
    else if (isRecord(v)) out.push({ key, path: [key], entry: v });
  }
  return out;
}

/** The spell's `classes` as lower-case strings (non-strings skipped), with their indexes. */
export function classList(spell: SpellInput): Array<{ name: string; index: number }> {
  const v = spell.value.classes;
  if (!Array.isArray(v)) return [];
  const out: Array<{ name: string; index: number }> = [];
  v.forEach((c, index) => typeof c === 'string' && out.push({ name: c.trim().toLowerCase(), index }));
  return out;
}

/** The spell's text fields joined (name, description), lower case, for wording checks. */
export function prose(spell: SpellInput): string {
  return [str(spell.value.name), str(spell.value.description), str(spell.value.effect)].filter(Boolean).join('\n').toLowerCase();
}

/** A fixed distance with its unit. */
export interface Distance {
  value: number;
  unit: 'ft' | 'm' | 'mi';
}

/** Units as 3.5 stat blocks (English and Italian) write them. */
function unitOf(word: string): 'ft' | 'm' | 'mi' | undefined {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (w === 'ft' || w === 'feet' || w === 'foot') return 'ft';
  if (w === 'm' || w === 'metri' || w === 'metro' || w === 'metres' || w === 'meters' || w === 'metre' || w === 'meter') return 'm';
  if (w === 'mile' || w === 'miles' || w === 'mi') return 'mi';
  return undefined;
}

/**
 * A fixed distance from a 3.5 range: `60 ft.`, `60 feet`, `18 m`, `7,5 m`,
 * `18 metri`, `1 mile`, or `{ distance, unit }`. Undefined for level-scaled
 * ranges (`close (25 ft. + 5 ft./2 levels)`), `personal`, `touch` and the like.
 */
export function readDistance35(v: unknown): Distance | undefined {
  if (isRecord(v)) {
    const d = num(v.distance);
    const u = str(v.unit) ?? 'ft';
    return d !== undefined && d > 0 && (u === 'ft' || u === 'm' || u === 'mi') ? { value: d, unit: u } : undefined;
  }
  if ((str(v)?.length ?? 0) > MAX_TEXT) return undefined;
  const s = str(v)?.trim();
  if (!s) return undefined;
  const m = /^(\d+(?:[.,]\d+)?)\s*(?:-\s*)?(ft\.?|feet|foot|m|metri|metro|metres|meters|miles?)$/i.exec(s);
  if (!m) return undefined;
  const unit = unitOf(m[2]!);
  return unit ? { value: Number(m[1]!.replace(',', '.')), unit } : undefined;
}

/** One length written in a 3.5 text line, with where it is and what follows it. */
export interface TextLength {
  value: number;
  unit: 'ft' | 'm';
  /** Offset of the number in the text. */
  index: number;
  /** Length of the matched text. */
  length: number;
  /** True when the length grows per level (`10 ft./level`, `5 ft. per two levels`) or counts repeated blocks (`10-ft. cubes/level`). */
  perLevel: boolean;
  /** True for an area in square feet (`200 sq. ft.`). */
  square: boolean;
  /** The word right after the unit (`radius`, `line`, `cube`, `high`...), lower case. */
  word: string;
}

/** Memo of {@link lengthsInText} (the array and each length frozen). */
const LEN_MEMO = new TextMemo<readonly TextLength[]>((ls) => Object.freeze(ls.map((l) => Object.freeze(l))));

/**
 * Every length in a 3.5 stat line: `20-ft.-radius`, `10 ft. high`,
 * `120-ft. line`, `3 m`, `4,5 metri`. Used by the shapeable, line and metre
 * rules on `area` and `effect` lines (three rules read the same line, and
 * datasets repeat their lines, so answers are memoised; test/unit/service/rules/read-memo.test.ts
 * compares them with {@link lengthsInTextUncached}).
 */
export function lengthsInText(text: string): readonly TextLength[] {
  return LEN_MEMO.get(text, lengthsInTextUncached)!;
}

/** {@link lengthsInText} without the memo (the plain reading; tests compare the two). */
export function lengthsInTextUncached(text: string): TextLength[] {
  const out: TextLength[] = [];
  // Longer than a stat line: not read (text/too-long says so).
  if (text.length > MAX_TEXT) return out;
  // From a number's first digit only, and one way to match the spaces around a dash: linear in the text's length.
  const re = /(?<!\d)(\d+(?:[.,]\d+)?)(\s*(?:-\s*)?)(sq\.\s*)?(ft\.?|feet|foot|metri|metres|meters|m)(?![a-z])/gi;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const unit = unitOf(m[4]!);
    if (unit !== 'ft' && unit !== 'm') continue;
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40).toLowerCase();
    const wm = /^[.\s-]*([a-z]+)/.exec(after);
    const word = wm ? wm[1]! : '';
    const perLevel = /^[.\s-]*(?:[a-z]+s?\s*)?(?:\/|per\s|ogni\s)/.test(after) || /^[.\s]*\//.test(after);
    out.push({ value: Number(m[1]!.replace(',', '.')), unit, index: m.index, length: m[0].length, perLevel, square: !!m[3], word });
  }
  return out;
}
