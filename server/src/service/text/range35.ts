/**
 * D&D 3.5 / Pathfinder ranges that grow with the caster level: the bands
 * close / medium / long (Italian vicino / medio / lungo) and the formulas
 * "N ft. + M ft./level", "30 m + 3 m/livello", "7,5 m + 1,5 m ogni 2
 * livelli", "10 ft./level", in feet or metres as written. Numbers in, numbers
 * out (the words, in the reader's locale, are `features/range-info.ts`'s);
 * nothing here throws. Called by `text/range.ts` (parseRange, so rules
 * and cone lengths see the same numbers) and by the range hover, preview
 * section and `grimoire explain` (`features/range-info.ts`, `rangeAt`).
 *
 * Where the figures come from: a range line that writes its formula is read
 * as written, in its own unit (a metric formula stays metric; feet are
 * derived from it at 1.5 m per 5 ft, the rate seed 004 uses: "gli 1,5 metri
 * di muro", "3 metri" for 10 ft). A bare band (`medium`, `medio`) takes the
 * SRD 3.5's figures (close 25 ft + 5 ft per 2 levels, medium 100 ft + 10 ft
 * per level, long 400 ft + 40 ft per level): seed 004, the only 3.5 rule text
 * here, names no band figures, so those numbers are labelled `srd`. Italian
 * bare bands get the SRD figures in metres at the same rate (7,5 m + 1,5 m
 * per 2 levels, 30 m + 3 m, 120 m + 12 m).
 */

/** The three range bands. */
export type RangeBand = 'close' | 'medium' | 'long';

/** A 3.5 range that can be worked out at a caster level. */
export interface Range35 {
  /** The band word, when the line names one. */
  band?: RangeBand;
  /** The unit the figures are in: as written, or feet for a bare English band, metres for a bare Italian one. */
  unit: 'ft' | 'm';
  /** Fixed part, in `unit`. */
  base: number;
  /** Added per `step` caster levels, in `unit` (0 for a fixed distance). */
  per: number;
  /** Caster levels per `per` (close: 2). */
  step: number;
  /** `written`: the line gives these figures; `srd`: a bare band, the SRD 3.5's figures (seed 004 has none). */
  source: 'written' | 'srd';
  /** The line's language, as far as its words tell (`it` for vicino/medio/lungo/livello/metri). */
  lang: 'en' | 'it';
}

/** A range worked out at one caster level. */
export interface RangeAt {
  level: number;
  /** In the range's own unit. */
  value: number;
  unit: 'ft' | 'm';
  feet: number;
  metres: number;
  /** How many times `per` is added: floor(level / step) (the working's words are built by `features/range-info.ts`). */
  times: number;
  source: Range35['source'];
}

/** The SRD 3.5 band figures, in feet (Magic Overview, "Range"). */
export const SRD_BANDS: Record<RangeBand, { base: number; per: number; step: number }> = {
  close: { base: 25, per: 5, step: 2 },
  medium: { base: 100, per: 10, step: 1 },
  long: { base: 400, per: 40, step: 1 },
};

/** Metres per foot at the metric 3.5 rate (1.5 m per 5-ft square). */
export const METRES_PER_FOOT = 0.3;

const BAND_WORDS: Record<string, { band: RangeBand; lang: 'en' | 'it' }> = {
  close: { band: 'close', lang: 'en' },
  short: { band: 'close', lang: 'en' },
  medium: { band: 'medium', lang: 'en' },
  long: { band: 'long', lang: 'en' },
  vicino: { band: 'close', lang: 'it' },
  corto: { band: 'close', lang: 'it' },
  medio: { band: 'medium', lang: 'it' },
  lungo: { band: 'long', lang: 'it' },
};

const NUM = String.raw`(\d{1,6}(?:[.,]\d{1,3})?)`;
const UNIT = String.raw`(ft\.?|feet|foot|piedi|metri|metro|metres?|meters?|m\.?)`;
const LEVEL = String.raw`(?:caster\s+|dell'incantatore\s+)?(?:levels?|livell[oi])`;
/** `/ level`, `per level`, `/2 levels`, `ogni 2 livelli`, `per livello`, `a livello`. */
const PER = String.raw`\s*(?:\/|per|ogni|a|every)\s*(?:(\d+)\s*)?${LEVEL}`;
const FORMULA_RE = new RegExp(String.raw`^${NUM}\s*${UNIT}\s*\+\s*${NUM}\s*${UNIT}${PER}\b`);
const PER_ONLY_RE = new RegExp(String.raw`^${NUM}\s*${UNIT}${PER}\b`);

function num(s: string): number {
  return Number(s.replace(',', '.'));
}

function unitOf(u: string): 'ft' | 'm' {
  return u.startsWith('f') || u.startsWith('p') ? 'ft' : 'm';
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/** Lower case, single spaces, straight quotes. */
function norm(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/\s+/g, ' ').trim();
}

/** Read the formula inside a band's brackets or on its own; undefined when it is none. */
function formula(s: string): Omit<Range35, 'band' | 'source' | 'lang'> & { it: boolean } | undefined {
  let m = FORMULA_RE.exec(s);
  if (m) {
    const u1 = unitOf(m[2]!);
    const u2 = unitOf(m[4]!);
    if (u1 !== u2) return undefined;
    const step = m[5] !== undefined && Number(m[5]) > 0 ? Number(m[5]) : 1;
    return { unit: u1, base: num(m[1]!), per: num(m[3]!), step, it: /livell|metri|piedi|ogni/.test(m[0]) };
  }
  m = PER_ONLY_RE.exec(s);
  if (m) {
    const step = m[3] !== undefined && Number(m[3]) > 0 ? Number(m[3]) : 1;
    return { unit: unitOf(m[2]!), base: 0, per: num(m[1]!), step, it: /livell|metri|piedi|ogni/.test(m[0]) };
  }
  return undefined;
}

/**
 * Read a 3.5 range line that grows with the caster level: `close (25 ft. +
 * 5 ft./2 levels)`, `medium`, `lungo (120 m + 12 m/livello)`, `30 m + 3
 * m/livello`, `10 ft./level`. Undefined for fixed distances, personal, touch
 * and anything else (those are `text.ts`'s `parseRange`).
 */
export function parseRange35(text: unknown): Range35 | undefined {
  if (typeof text !== 'string' || text.length > 500) return undefined;
  const s = norm(text);
  const w = /^([a-z]+)\b\s*(?:\(([^)]*)\))?/.exec(s);
  const word = w ? BAND_WORDS[w[1]!] : undefined;
  if (word) {
    const inner = w![2] !== undefined ? formula(w![2].trim()) : undefined;
    if (inner) {
      const { it, ...f } = inner;
      return { band: word.band, ...f, source: 'written', lang: word.lang === 'it' || it ? 'it' : 'en' };
    }
    // The rest of the line after a bare band must not be more figures the reader missed.
    const rest = s.slice(w![0].length).trim();
    if (w![2] !== undefined || (rest !== '' && !/^[;,.]/.test(rest))) return undefined;
    const srd = SRD_BANDS[word.band];
    if (word.lang === 'it') return { band: word.band, unit: 'm', base: round(srd.base * METRES_PER_FOOT), per: round(srd.per * METRES_PER_FOOT), step: srd.step, source: 'srd', lang: 'it' };
    return { band: word.band, unit: 'ft', ...srd, source: 'srd', lang: 'en' };
  }
  const f = formula(s);
  if (!f) return undefined;
  const { it, ...rest } = f;
  return { ...rest, source: 'written', lang: it ? 'it' : 'en' };
}

/**
 * The range at caster level `level` (floored, at least 1): base + per x
 * floor(level / step), in the range's unit, with feet and metres at 1.5 m per
 * 5 ft.
 */
export function rangeAt(r: Range35, level: number): RangeAt {
  const cl = Number.isFinite(level) ? Math.max(1, Math.floor(level)) : 1;
  const times = Math.floor(cl / r.step);
  const value = round(r.base + r.per * times);
  const feet = r.unit === 'ft' ? value : round(value / METRES_PER_FOOT);
  const metres = r.unit === 'm' ? value : round(value * METRES_PER_FOOT);
  return { level: cl, value, unit: r.unit, feet, metres, times, source: r.source };
}
