/**
 * The range of a spell read from its text: 5e/tov `Self (15-foot cone)`,
 * `60 feet`, `1 mile`, `18 m`, `Touch`; 3.5 `close (25 ft. + 5 ft./2
 * levels)`, `60 ft.`, `personal`; Warhammer `24"`; and the range in feet at
 * a caster level. Pure: text in, plain objects out; text that cannot be read
 * gives `undefined`.
 */
import type { System } from '../types';
import { boundary, clauses, lead, metresToFeet, normalise, num, tidy } from './normalise';
import { parseRange35 } from './range35';

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
    // Bands and per-level formulas in feet or metres, English or Italian (range35.ts).
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
