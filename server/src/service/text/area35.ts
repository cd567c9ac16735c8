/**
 * A 3.5 / Pathfinder area (or effect) line read from its text, in English or
 * Italian (seed 004's language): `20-ft.-radius spread`, `cone-shaped
 * burst`, `cylinder (40-ft. radius, 20 ft. high)`, `cono di 9 m`. Pure: text
 * in, plain objects out; a line that names no shape gives `undefined`.
 */
import { normalise, num } from './normalise';

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
