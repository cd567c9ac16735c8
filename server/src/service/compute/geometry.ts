/**
 * Area geometry: the exact set of grid squares an area of effect touches,
 * under each grid method of the supported systems (issue "Area geometry:
 * exact grid footprints"). Called by the hover sections and the area preview
 * (with `footprint-render.ts` for the pictures) and by rules that compare an
 * area's size with its text.
 *
 * Pure: numbers in, cells out; no document types, no IO. Nothing here throws:
 * bad input gives an empty footprint whose `notes` say why.
 *
 * Conventions (docs/geometry.md has the derivations and anchor counts):
 * - 5-ft squares; the point of origin is the grid intersection (0, 0);
 *   cell (x, y) covers [5x, 5x+5] x [5y, 5y+5] feet; +y is "up" on the map.
 * - Placement: `orthogonal` points along +x, `diagonal` towards +x+y
 *   (45 degrees), `{ angleDeg }` any direction (counter-clockwise from +x).
 * - Shapes (feet): sphere/cylinder = a circle of the radius centred on the
 *   origin (a cylinder's footprint is its base); cone = the 5e flat-ended
 *   isosceles triangle whose width equals the distance from the origin (half
 *   angle atan(1/2), about 26.57 degrees); cube = the square with the origin
 *   at a corner of its near face: orthogonally [0, s] x [0, s], otherwise
 *   that square rotated about the origin; line = a W-wide rectangle (W
 *   defaults to 5) whose centre line starts at the origin.
 * - Methods: `dmg` (round areas: squares covered at least half; other shapes:
 *   squares covered with positive area), `template` (positive-area overlap),
 *   `token` (the DMG token method: squares, rows of tokens), `grid35` (3.5 /
 *   Pathfinder: intersection-to-intersection distance, every second diagonal
 *   double, a square is in when its far corner is within the area), `wfb`
 *   (Warhammer small and large round templates on a 1-inch grid).
 */

/** How squares are decided: see the module comment and docs/geometry.md. */
export type GridMethod = 'dmg' | 'template' | 'token' | 'grid35' | 'wfb';

/** Area shapes; `template` is a Warhammer round template (method `wfb`). */
export type AreaShape = 'sphere' | 'cylinder' | 'cone' | 'cube' | 'line' | 'template';

/**
 * An area's size, in feet: `radius` (sphere, cylinder), `length` (cone,
 * line), `size` (cube side; also accepted as a fallback for the others),
 * `width` (line, default 5), `height` (cylinder, ignored by footprints),
 * `template` (shape `template`, method `wfb`).
 */
export interface AreaSpec {
  shape: AreaShape;
  radius?: number;
  length?: number;
  size?: number;
  width?: number;
  height?: number;
  template?: 'small' | 'large';
}

/** Direction of a cone, line or cube: along +x, towards +x+y, or any angle (degrees, counter-clockwise from +x). */
export type Placement = 'orthogonal' | 'diagonal' | { angleDeg: number };

/** The squares an area affects, with what is needed to explain and draw them. */
export interface Footprint {
  /** Affected cells `[x, y]` (cell (x, y) covers [x, x+1] x [y, y+1] cell sides), sorted by y then x. */
  cells: Array<[number, number]>;
  /** `cells.length`. */
  count: number;
  /** The method used. */
  method: GridMethod;
  /** The placement asked for. */
  placement: Placement;
  /** Side of one cell in feet (5; `wfb`: 1/12, its cells being 1 inch). */
  cellFeet: number;
  /** Human-readable notes: the rule applied, choices made, where the digest and the seed differ, why a footprint is empty. */
  notes: string[];
  /**
   * Why the footprint covers no square, as data (the last note's words are
   * built per locale by `features/area-note.ts`): absent when it covers some;
   * a malformed area's reason is in `noteData` instead.
   */
  why?: FootNote;
  /**
   * `notes` as data, one entry per note (`null` where only the English exists):
   * features/area-note.ts builds each note's words in the asked locale.
   */
  noteData: Array<GeoNote | null>;
  /** The exact shape for drawing, a polygon in `unit` (feet unless `unit` is 'in'); 2 points = a segment. Absent for the token method. */
  outline?: Array<[number, number]>;
  /** Unit of `outline`, `cellSize` and `area`: feet, or inches for `wfb`. */
  unit?: 'ft' | 'in';
  /** Side of one cell in `unit` (5 ft, or 1 in). */
  cellSize?: number;
  /** Area of the exact shape in square `unit` (the `wfb` template's area in square inches); absent for the token method and the 3.5 line. */
  area?: number;
  /** The direction actually used, degrees in [0, 360) (after snapping, for the token method and 3.5 cubes). */
  angleDeg?: number;
}

/** Side of a grid square in feet. */
export const CELL_FEET = 5;

/** Largest size (feet) a footprint is computed for; bigger areas give an empty footprint with a note. */
export const MAX_AREA_FEET = 1000;

/**
 * Warhammer round templates. Seed 003 names a small and a large template but
 * gives no size; these diameters are the 8th-edition rulebook's.
 */
export const WFB_TEMPLATES = {
  small: { diameterIn: 3 },
  large: { diameterIn: 5 },
} as const;

/** The grid methods a system offers, the first being the default. */
export function methodsFor(system: 'dnd5e' | 'tov' | 'dnd35' | 'wfb'): GridMethod[] {
  switch (system) {
    case 'dnd5e':
    case 'tov':
      return ['dmg', 'template', 'token'];
    case 'dnd35':
      return ['grid35'];
    case 'wfb':
      return ['wfb'];
    default:
      return [];
  }
}

/** Feet to metres the way the 3.5 Italian text converts: 5 ft = 1.5 m (so 1 ft = 0.3 m). */
export function feetToMetres(ft: number): number {
  return Math.round(ft * 3 * 1e6) / 1e7;
}

/**
 * 3.5 / Pathfinder grid distance in squares between two intersections
 * `dx`, `dy` squares apart: every second diagonal counts double, i.e.
 * max + floor(min / 2). Used by `grid35` and by callers measuring ranges.
 */
export function grid35Distance(dx: number, dy: number): number {
  const a = Math.abs(dx);
  const b = Math.abs(dy);
  return Math.max(a, b) + Math.floor(Math.min(a, b) / 2);
}

/**
 * Exact area of the intersection of the circle of radius `r` centred on
 * (0, 0) with the rectangle [x0, x1] x [y0, y1] (any units). Used for the
 * half-coverage test; exported for callers that need coverage fractions.
 */
export function circleRectArea(r: number, x0: number, y0: number, x1: number, y1: number): number {
  if (!(r > 0) || !(x1 > x0) || !(y1 > y0)) return 0;
  const g = (x: number, y: number): number => Math.sign(x) * Math.sign(y) * quarterArea(r, Math.abs(x), Math.abs(y));
  return Math.max(0, g(x1, y1) - g(x0, y1) - g(x1, y0) + g(x0, y0));
}

/** Area of circle(r) intersected with [0, x] x [0, y], x, y >= 0. */
function quarterArea(r: number, x: number, y: number): number {
  const a = Math.min(x, r);
  const b = Math.min(y, r);
  if (a <= 0 || b <= 0) return 0;
  if (a * a + b * b <= r * r) return a * b;
  const r2 = r * r;
  const prim = (t: number): number => 0.5 * (t * Math.sqrt(Math.max(0, r2 - t * t)) + r2 * Math.asin(Math.min(1, t / r)));
  const xc = Math.sqrt(Math.max(0, r2 - b * b));
  return xc * b + prim(a) - prim(xc);
}

/**
 * Area of a convex polygon clipped to the rectangle [x0, x1] x [y0, y1]
 * (Sutherland-Hodgman, then the shoelace formula).
 */
export function polygonRectArea(poly: ReadonlyArray<readonly [number, number]>, x0: number, y0: number, x1: number, y1: number): number {
  let pts: Array<[number, number]> = poly.map((p) => [p[0], p[1]]);
  const clip = (inside: (p: readonly [number, number]) => number): void => {
    const out: Array<[number, number]> = [];
    const n = pts.length;
    for (let i = 0; i < n; i++) {
      const a = pts[i]!;
      const b = pts[(i + 1) % n]!;
      const da = inside(a);
      const db = inside(b);
      if (da >= 0) out.push(a);
      if ((da >= 0) !== (db >= 0)) {
        const t = da / (da - db);
        out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
      }
    }
    pts = out;
  };
  clip((p) => p[0] - x0);
  if (pts.length < 3) return 0;
  clip((p) => x1 - p[0]);
  if (pts.length < 3) return 0;
  clip((p) => p[1] - y0);
  if (pts.length < 3) return 0;
  clip((p) => y1 - p[1]);
  if (pts.length < 3) return 0;
  let s = 0;
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i]!;
    const b = pts[(i + 1) % pts.length]!;
    s += a[0] * b[1] - b[0] * a[1];
  }
  return Math.abs(s) / 2;
}

// ---------------------------------------------------------------------------
// Internals

type Pt = [number, number];
type Cell = [number, number];

/** Overlaps smaller than this (square feet) count as touching, not covering. */
const EPS_AREA = 1e-6;
/** Tolerance for "at least half". */
const HALF_TOL = 1e-9;
/** Most cells a bounding box may hold before we refuse. */
const MAX_BOX_CELLS = 400_000;
const S = Math.SQRT1_2;

/** Why a footprint is empty, as data: a code and its figures (see {@link Footprint.why}). */
export interface FootNote {
  /** `noHalfSquare`: a DMG circle covers no square at least half; `tooLarge`: a size over {@link MAX_AREA_FEET}; `boxTooLarge`: too many squares to lay out. */
  code: 'noHalfSquare' | 'tooLarge' | 'boxTooLarge';
  /** `what`: `<shape>.<dimension>` (`sphere.radius`, `line.width`); `n`: the size in feet; `max`: the limit. */
  args?: { what: string; n: number; max: number };
}

/**
 * One note as data: a catalogue key under `geo.n.` and its figures. The words
 * in each locale are built by features/area-note.ts (`areaNotesIn`); the
 * English words stay in `Footprint.notes`, equal to the catalogue's English.
 */
export interface GeoNote {
  /** Key suffix: `geo.n.<code>` for an area's notes, `dmg.n.<code>` for a damage table's (compute/dice.ts, features/explain.ts). */
  code: string;
  /** Named figures and choices (`shape`, `what`, numbers in feet or inches). */
  args?: Record<string, string | number>;
}

/**
 * English notes and their data side by side (data `null` for a note kept
 * English only). Used here for a footprint's notes, by features/explain.ts
 * for a spell area's remarks and a damage table's notes, and by
 * compute/dice.ts for the fields a damage block ignores;
 * features/area-note.ts renders any of them in a locale.
 */
export class Notes {
  readonly texts: string[] = [];
  readonly data: Array<GeoNote | null> = [];
  push(text: string, data?: GeoNote): void {
    this.texts.push(text);
    this.data.push(data ?? null);
  }
}

interface Computed {
  cells: Cell[];
  notes: string[];
  data: Array<GeoNote | null>;
  why?: FootNote;
  outline?: Pt[];
  unit: 'ft' | 'in';
  cellSize: number;
  cellFeet: number;
  area?: number;
  angleDeg: number;
}

class BadInput extends Error {
  constructor(
    msg: string,
    readonly why?: FootNote,
    readonly data?: GeoNote,
  ) {
    super(msg);
  }
}

function fail(msg: string, why?: FootNote, data?: GeoNote): never {
  throw new BadInput(msg, why, data);
}

/** Unit vector of a direction; exact for multiples of 45 degrees. */
function unitVector(deg: number): Pt {
  const e = deg / 45;
  if (Number.isInteger(e)) {
    const table: Pt[] = [[1, 0], [S, S], [0, 1], [-S, S], [-1, 0], [-S, -S], [0, -1], [S, -S]];
    return table[((e % 8) + 8) % 8]!;
  }
  const r = (deg * Math.PI) / 180;
  return [Math.cos(r), Math.sin(r)];
}

function rotate(poly: Pt[], u: Pt): Pt[] {
  const [c, s] = u;
  return poly.map(([x, y]) => [c * x - s * y, s * x + c * y]);
}

function angleOf(p: Placement | undefined): number | undefined {
  if (p === undefined || p === 'orthogonal') return 0;
  if (p === 'diagonal') return 45;
  if (p !== null && typeof p === 'object' && typeof p.angleDeg === 'number' && Number.isFinite(p.angleDeg)) {
    const a = ((p.angleDeg % 360) + 360) % 360;
    return a >= 360 ? 0 : a;
  }
  return undefined;
}

/** Rotates a cell by quarter turns (counter-clockwise) about the origin intersection. */
function turnCell(c: Cell, quarters: number): Cell {
  let [x, y] = c;
  for (let i = 0; i < (((quarters % 4) + 4) % 4); i++) [x, y] = [-1 - y, x];
  return [x, y];
}

function positive(v: unknown, what: string, code?: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0) fail(`${what} must be a positive number of feet (got ${describe(v)}).`, undefined, code ? { code: v === undefined ? 'missing' : 'notPositive', args: { what: code, got: describe(v) } } : undefined);
  if (v > MAX_AREA_FEET) fail(`${what} ${v} ft is larger than ${MAX_AREA_FEET} ft; no footprint is drawn for areas that big.`, code ? { code: 'tooLarge', args: { what: code, n: v, max: MAX_AREA_FEET } } : undefined);
  return v;
}

function describe(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return JSON.stringify(v.slice(0, 40));
  return typeof v;
}

function fmt(n: number): string {
  return String(Math.round(n * 100) / 100);
}

function inches(ft: number): string {
  return `${fmt(ft / CELL_FEET)} in`;
}

function metres(ft: number): string {
  return `${fmt(feetToMetres(ft))} m`;
}

function checkBox(w: number, h: number): void {
  if (w * h > MAX_BOX_CELLS) fail('The area is too large to lay out on a grid.', { code: 'boxTooLarge' });
}

function circlePolygon(r: number, n = 96): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const t = (2 * Math.PI * i) / n;
    out.push([r * Math.cos(t), r * Math.sin(t)]);
  }
  return out;
}

/** The x extent of a convex polygon within the horizontal band [y0, y1], or undefined when it misses the band. */
function bandExtent(poly: Pt[], y0: number, y1: number): [number, number] | undefined {
  let lo = Infinity;
  let hi = -Infinity;
  const n = poly.length;
  for (let i = 0; i < n; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % n]!;
    if (a[1] >= y0 && a[1] <= y1) {
      lo = Math.min(lo, a[0]);
      hi = Math.max(hi, a[0]);
    }
    // Where the edge crosses either band boundary.
    for (const yb of [y0, y1]) {
      if ((a[1] - yb) * (b[1] - yb) < 0) {
        const x = a[0] + ((b[0] - a[0]) * (yb - a[1])) / (b[1] - a[1]);
        lo = Math.min(lo, x);
        hi = Math.max(hi, x);
      }
    }
  }
  return lo <= hi ? [lo, hi] : undefined;
}

/** Whether (x, y) is inside or on a counter-clockwise convex polygon. */
function insideConvex(poly: Pt[], x: number, y: number): boolean {
  const n = poly.length;
  for (let i = 0; i < n; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % n]!;
    if ((b[0] - a[0]) * (y - a[1]) - (b[1] - a[1]) * (x - a[0]) < 0) return false;
  }
  return true;
}

/** Cells (in units of `cell`) whose overlap with the convex polygon (counter-clockwise) is positive. */
function polygonCells(poly: Pt[], cell: number): Cell[] {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of poly) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  const cx0 = Math.floor(minX / cell);
  const cx1 = Math.ceil(maxX / cell);
  const cy0 = Math.floor(minY / cell);
  const cy1 = Math.ceil(maxY / cell);
  checkBox(cx1 - cx0, cy1 - cy0);
  const eps = EPS_AREA * (cell / CELL_FEET) ** 2;
  const out: Cell[] = [];
  for (let y = cy0; y < cy1; y++) {
    // Only the cells under the polygon's extent in this row can overlap it.
    const ext = bandExtent(poly, y * cell, (y + 1) * cell);
    if (!ext) continue;
    const x0 = Math.max(cx0, Math.floor(ext[0] / cell));
    const x1 = Math.min(cx1, Math.ceil(ext[1] / cell));
    for (let x = x0; x < x1; x++) {
      const ax = x * cell;
      const ay = y * cell;
      const bx = ax + cell;
      const by = ay + cell;
      // A cell with all four corners inside is wholly covered; only boundary cells need clipping.
      if (insideConvex(poly, ax, ay) && insideConvex(poly, bx, ay) && insideConvex(poly, bx, by) && insideConvex(poly, ax, by)) out.push([x, y]);
      else if (polygonRectArea(poly, ax, ay, bx, by) > eps) out.push([x, y]);
    }
  }
  return out;
}

/** Cells (of side `cell`) covered by the circle: at least half (`half`) or with positive area. */
function circleCells(r: number, cell: number, half: boolean): Cell[] {
  const k = Math.ceil(r / cell);
  checkBox(2 * k, 2 * k);
  const out: Cell[] = [];
  const need = (cell * cell) / 2 - HALF_TOL * cell * cell;
  const r2 = r * r * (1 - 1e-12);
  for (let y = -k; y < k; y++) {
    for (let x = -k; x < k; x++) {
      const x0 = x * cell;
      const y0 = y * cell;
      if (half) {
        const fx = Math.max(Math.abs(x0), Math.abs(x0 + cell));
        const fy = Math.max(Math.abs(y0), Math.abs(y0 + cell));
        if (fx * fx + fy * fy <= r * r) out.push([x, y]);
        else if (circleRectArea(r, x0, y0, x0 + cell, y0 + cell) >= need) out.push([x, y]);
      } else {
        // Positive area iff the cell's nearest point is strictly inside the circle.
        const nx = Math.max(x0, Math.min(0, x0 + cell));
        const ny = Math.max(y0, Math.min(0, y0 + cell));
        if (nx * nx + ny * ny < r2) out.push([x, y]);
      }
    }
  }
  return out;
}

interface Sizes {
  radius?: number;
  length?: number;
  side?: number;
  width?: number;
}

function sizesOf(area: AreaSpec): Sizes {
  switch (area.shape) {
    case 'sphere':
    case 'cylinder':
      return { radius: positive(area.radius ?? area.size, `The ${area.shape}'s radius`, `${area.shape}.radius`) };
    case 'cone':
      return { length: positive(area.length ?? area.size, "The cone's length", 'cone.length') };
    case 'cube':
      return { side: positive(area.size ?? area.length, "The cube's side", 'cube.side') };
    case 'line':
      return {
        length: positive(area.length ?? area.size, "The line's length", 'line.length'),
        width: area.width === undefined ? CELL_FEET : positive(area.width, "The line's width", 'line.width'),
      };
    default:
      return {};
  }
}

/** The exact 5e shape in feet (local frame rotated by `u`), or undefined for circles. */
function exactPolygon(shape: AreaShape, sz: Sizes, u: Pt): Pt[] | undefined {
  switch (shape) {
    case 'cone': {
      const l = sz.length!;
      return rotate([[0, 0], [l, -l / 2], [l, l / 2]], u);
    }
    case 'cube': {
      const s = sz.side!;
      return rotate([[0, 0], [s, 0], [s, s], [0, s]], u);
    }
    case 'line': {
      const l = sz.length!;
      const w = sz.width!;
      return rotate([[0, -w / 2], [l, -w / 2], [l, w / 2], [0, w / 2]], u);
    }
    default:
      return undefined;
  }
}

function exactArea(shape: AreaShape, sz: Sizes): number {
  switch (shape) {
    case 'sphere':
    case 'cylinder':
      return Math.PI * sz.radius! * sz.radius!;
    case 'cone':
      return (sz.length! * sz.length!) / 2;
    case 'cube':
      return sz.side! * sz.side!;
    case 'line':
      return sz.length! * sz.width!;
    default:
      return 0;
  }
}

/** {@link templateSize}'s figures in inches, for the catalogue's `geo.n.template`. */
function templateArgs(shape: AreaShape, sz: Sizes): Record<string, string | number> {
  const i = (ft: number) => r2(ft / CELL_FEET);
  if (shape === 'sphere' || shape === 'cylinder') return { shape, a: i(2 * sz.radius!) };
  if (shape === 'cone') return { shape, a: i(sz.length!) };
  if (shape === 'cube') return { shape, a: i(sz.side!) };
  if (shape === 'line') return { shape, a: i(sz.length!), b: i(sz.width!) };
  return { shape };
}

/** A figure rounded as {@link fmt} prints it, kept a number (the catalogue formats it per locale). */
function r2(n: number): number {
  return Math.round(n * 100) / 100;
}

function templateSize(shape: AreaShape, sz: Sizes): string {
  switch (shape) {
    case 'sphere':
    case 'cylinder':
      return `a circle ${inches(2 * sz.radius!)} across`;
    case 'cone':
      return `a triangle ${inches(sz.length!)} long and ${inches(sz.length!)} wide at its end`;
    case 'cube':
      return `a square ${inches(sz.side!)} on a side`;
    case 'line':
      return `a strip ${inches(sz.length!)} long and ${inches(sz.width!)} wide`;
    default:
      return 'a template';
  }
}

// --- dmg and template -------------------------------------------------------

function computeExact(area: AreaSpec, method: 'dmg' | 'template', theta: number): Computed {
  const sz = sizesOf(area);
  const u = unitVector(theta);
  const notes = new Notes();
  const round = area.shape === 'sphere' || area.shape === 'cylinder';
  let cells: Cell[];
  let outline: Pt[];
  if (round) {
    const r = sz.radius!;
    cells = circleCells(r, CELL_FEET, method === 'dmg');
    outline = circlePolygon(r);
    if (area.shape === 'cylinder') notes.push("A cylinder's footprint is its base circle.", { code: 'cylinderBase' });
  } else {
    outline = exactPolygon(area.shape, sz, u)!;
    cells = polygonCells(outline, CELL_FEET);
  }
  if (method === 'dmg') {
    if (round) notes.push('DMG rule: the round area affects a square it covers at least half of (origin on a grid intersection).', { code: 'dmgRound' });
    if (round && cells.length === 0) notes.push('This circle covers no square at least half, so by the DMG rule it affects no square.', { code: 'noHalfSquare' });
    else if (!round)
      notes.push(
        'DMG rule: the D&D 5e rules state the half-square test only for round areas; this ' + area.shape + ' affects any square it covers part of (positive area), as the template method does.',
        { code: 'dmgOther', args: { shape: area.shape } },
      );
  } else {
    notes.push(`Template method: any square the template covers, wholly or partly, is affected; touching an edge or corner is not enough. 1 inch of template = 5 ft: ${templateSize(area.shape, sz)}.`, { code: 'template', args: templateArgs(area.shape, sz) });
  }
  shapeNotes(area.shape, sz, notes);
  const out: Computed = { cells, notes: notes.texts, data: notes.data, outline, unit: 'ft', cellSize: CELL_FEET, cellFeet: CELL_FEET, area: exactArea(area.shape, sz), angleDeg: theta };
  if (method === 'dmg' && round && cells.length === 0) out.why = { code: 'noHalfSquare' };
  return out;
}

function shapeNotes(shape: AreaShape, sz: Sizes, notes: Notes): void {
  if (shape === 'cone') notes.push('The cone is a flat-ended triangle whose width equals its distance from the origin (about 53.13 degrees), not a circular sector.', { code: 'cone' });
  if (shape === 'cube') notes.push('Cube: the origin is a corner of its near face; orthogonal = aligned with the grid ([0, s] x [0, s]); other placements rotate it about the origin.', { code: 'cube' });
  if (shape === 'line') notes.push(`Line ${fmt(sz.length!)} x ${fmt(sz.width!)} ft: its centre line starts at the origin.`, { code: 'line', args: { l: r2(sz.length!), w: r2(sz.width!) } });
}

// --- token --------------------------------------------------------------------

function computeToken(area: AreaSpec, theta: number): Computed {
  const sz = sizesOf(area);
  const notes = new Notes();
  const eighth = Math.round(theta / 45) % 8;
  const snapped = eighth * 45;
  const directional = area.shape === 'cone' || area.shape === 'line' || area.shape === 'cube';
  if (directional && Math.abs(snapped - theta) > 1e-9 && Math.abs(snapped + 360 - theta) > 1e-9) {
    notes.push(`Token method: tokens run only straight or diagonally; ${fmt(theta)} degrees is snapped to ${snapped} degrees.`, { code: 'tokenSnap', args: { a: r2(theta), b: snapped } });
  }
  const diag = eighth % 2 === 1;
  const quarters = diag ? (eighth - 1) / 2 : eighth / 2;
  const whole = (ft: number, what: string, code: string): number => {
    const n = Math.ceil(ft / CELL_FEET - 1e-9);
    if (Math.abs(n * CELL_FEET - ft) > 1e-9) notes.push(`${what} ${fmt(ft)} ft is not a whole number of squares; rounded up to ${n * CELL_FEET} ft.`, { code: 'tokenWhole', args: { what: code, a: r2(ft), b: n * CELL_FEET } });
    return n;
  };
  let local: Cell[] = [];
  let usedAngle = directional ? snapped : theta;
  switch (area.shape) {
    case 'sphere':
    case 'cylinder': {
      const r = sz.radius!;
      const k = Math.ceil(r / CELL_FEET - 1e-9);
      const side = 2 * k * CELL_FEET;
      if (Math.abs(side - 2 * r) > 1e-9) notes.push(`A square centred on an intersection needs an even number of squares a side: ${fmt(2 * r)} ft becomes ${side} ft.`, { code: 'tokenEven', args: { a: r2(2 * r), b: side } });
      checkBox(2 * k, 2 * k);
      for (let y = -k; y < k; y++) for (let x = -k; x < k; x++) local.push([x, y]);
      notes.push(`Token method: a round area becomes a square of side = diameter: ${side} x ${side} ft (${2 * k} x ${2 * k} squares) centred on the origin (D&D 5e rules, areas on a grid: Flame Strike's 10-ft radius is a 20-ft square).`, { code: 'tokenRound', args: { s: side, k: 2 * k } });
      usedAngle = theta;
      break;
    }
    case 'cone': {
      const rows = whole(sz.length!, "The cone's length", 'cone.length');
      checkBox(2 * rows, 2 * rows);
      if (!diag) {
        for (let k = 1; k <= rows; k++) for (let y = -(k - 1); y <= k - 1; y++) local.push([k - 1, y]);
        notes.push(
          `Token method: ${rows} rows (length / 5); the first token touches the origin, each row has the previous row's count plus one plus one more at an end (orthogonal: 1, 3, 5, ...; ${rows * rows} tokens). ` +
            'The D&D 5e rules put that one extra token at either end of the row, the placer choosing (not one at each end); these rows alternate ends, which keeps the cone symmetric about its middle row of squares.',
          { code: 'tokenCone', args: { rows, n: rows * rows } },
        );
      } else {
        for (let k = 1; k <= rows; k++) for (let i = 0; i < k; i++) local.push([i, k - 1 - i]);
        notes.push(`Token method: ${rows} diagonal rows (length / 5) of 1, 2, 3, ... tokens, each sharing sides with the row before (${(rows * (rows + 1)) / 2} tokens).`, { code: 'tokenConeDiag', args: { rows, n: (rows * (rows + 1)) / 2 } });
      }
      break;
    }
    case 'cube': {
      const n = whole(sz.side!, "The cube's side", 'cube.side');
      checkBox(n, n);
      for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) local.push([x, y]);
      notes.push(`Token method: the cube is ${n} x ${n} tokens aligned with the grid, the origin at a corner of its near face.`, { code: 'tokenCube', args: { n } });
      if (diag) notes.push('Tokens cannot be turned 45 degrees: a diagonal cube is the same aligned block, which already extends from the origin towards +x+y.', { code: 'tokenCubeDiag' });
      usedAngle = (diag ? eighth - 1 : eighth) * 45;
      break;
    }
    case 'line': {
      const n = whole(sz.length!, "The line's length", 'line.length');
      const w = Math.max(1, Math.round(sz.width! / CELL_FEET));
      checkBox(n + w, n + w);
      const lo = -Math.floor(w / 2);
      const offs: number[] = [];
      for (let j = 0; j < w; j++) offs.push(lo + j);
      if (!diag) for (let k = 0; k < n; k++) for (const j of offs) local.push([k, j]);
      else for (let k = 0; k < n; k++) for (const j of offs) local.push([k, k + j]);
      notes.push(
        `Token method: the line runs ${diag ? 'diagonally' : 'straight'}, ${n} squares long (each square, diagonal or not, counts 5 ft) and ${w} square${w > 1 ? 's' : ''} wide.`,
        { code: diag ? 'tokenLineDiag' : 'tokenLine', args: { n, w } },
      );
      break;
    }
    default:
      break;
  }
  const turned = area.shape === 'sphere' || area.shape === 'cylinder' ? local : local.map((c) => turnCell(c, area.shape === 'cube' ? Math.floor(eighth / 2) : quarters));
  notes.push('Each token sits inside a square, not on an intersection (D&D 5e rules, areas on a grid); no outline is drawn: the tokens are the shape.', { code: 'tokenEach' });
  return { cells: turned, notes: notes.texts, data: notes.data, unit: 'ft', cellSize: CELL_FEET, cellFeet: CELL_FEET, angleDeg: usedAngle };
}

// --- grid35 -------------------------------------------------------------------

/** Signed far corner of a cell, in squares (the corner farthest from the origin). */
function farCorner(x: number, y: number): Pt {
  return [x >= 0 ? x + 1 : x, y >= 0 ? y + 1 : y];
}

function octagonRadius(u: Pt, rFeet: number): number {
  const a = Math.abs(u[0]);
  const b = Math.abs(u[1]);
  return rFeet / (Math.max(a, b) + Math.min(a, b) / 2);
}

function computeGrid35(area: AreaSpec, theta: number): Computed {
  const sz = sizesOf(area);
  const notes = new Notes();
  notes.push(
    'D&D 3.5 / Pathfinder rules, areas: distance is counted from intersection to intersection, every second diagonal counting double; a square is in when its far corner is within the area; touching only its near edge leaves it out.',
    { code: 'g35' },
  );
  const cells: Cell[] = [];
  let outline: Pt[] | undefined;
  let area35: number | undefined;
  let usedAngle = theta;
  switch (area.shape) {
    case 'sphere':
    case 'cylinder': {
      const rf = sz.radius!;
      const R = rf / CELL_FEET;
      const k = Math.ceil(R);
      checkBox(2 * k, 2 * k);
      for (let y = -k; y < k; y++)
        for (let x = -k; x < k; x++) {
          const [fx, fy] = farCorner(x, y);
          if (grid35Distance(fx, fy) <= R + 1e-9) cells.push([x, y]);
        }
      const t = (2 * rf) / 3;
      outline = [[rf, 0], [t, t], [0, rf], [-t, t], [-rf, 0], [-t, -t], [0, -rf], [t, -t]];
      area35 = (8 * rf * rf) / 3;
      notes.push(`${area.shape === 'sphere' ? 'Burst, emanation or spread' : 'Cylinder'} of radius ${fmt(rf)} ft (${metres(rf)}) on an open grid: squares whose far corner is at most ${fmt(R)} squares away. The outline is the 3.5 distance's octagon.`, { code: 'g35Round', args: { shape: area.shape, r: r2(rf), m: r2(feetToMetres(rf)), n: r2(R) } });
      if (area.shape === 'cylinder') notes.push("A cylinder's footprint is its base circle.", { code: 'cylinderBase' });
      break;
    }
    case 'cone': {
      const lf = sz.length!;
      const R = lf / CELL_FEET;
      const k = Math.ceil(R);
      checkBox(2 * k, 2 * k);
      const u = unitVector(theta);
      for (let y = -k; y < k; y++)
        for (let x = -k; x < k; x++) {
          const [fx, fy] = farCorner(x, y);
          if (grid35Distance(fx, fy) > R + 1e-9) continue;
          const dot = fx * u[0] + fy * u[1];
          const cross = Math.abs(fx * u[1] - fy * u[0]);
          if (dot > 0 && cross <= dot * (1 + 1e-12)) cells.push([x, y]);
        }
      outline = [[0, 0]];
      const steps = 32;
      for (let i = 0; i <= steps; i++) {
        const d = theta - 45 + (90 * i) / steps;
        const v = unitVector(d);
        const rho = octagonRadius(v, lf);
        outline.push([v[0] * rho, v[1] * rho]);
      }
      area35 = (2 * lf * lf) / 3;
      notes.push(
        `Cone: a quarter circle (in the 3.5 distance) of ${fmt(lf)} ft (${metres(lf)}) from the origin, a corner of the caster's square, spanning 45 degrees either side of the chosen direction; a square is in when its far corner lies in that quarter and within ${fmt(R)} squares.`,
        { code: 'g35Cone', args: { l: r2(lf), m: r2(feetToMetres(lf)), n: r2(R) } },
      );
      break;
    }
    case 'line': {
      const lf = sz.length!;
      const R = lf / CELL_FEET;
      const u = unitVector(theta);
      const k = Math.ceil(R) + 1;
      checkBox(2 * k, 2 * k);
      // A line exactly along a grid line runs between two rows; nudge it to its left so it passes through one.
      const alongGrid = u[0] === 0 || u[1] === 0;
      const nudge = alongGrid ? 1e-8 : 0;
      const ox = -u[1] * nudge;
      const oy = u[0] * nudge;
      const reach = (R + 2) * Math.SQRT2;
      const ex = ox + u[0] * reach;
      const ey = oy + u[1] * reach;
      for (let y = -k; y < k; y++) {
        // Only the cells under the segment's x extent in this row can be crossed.
        const ext = bandExtent([[ox, oy], [ex, ey]], y, y + 1);
        if (!ext) continue;
        for (let x = Math.max(-k, Math.floor(ext[0]) - 1); x < Math.min(k, Math.ceil(ext[1]) + 1); x++) {
          const [fx, fy] = farCorner(x, y);
          if (grid35Distance(fx, fy) > R + 1e-9) continue;
          if (segmentCrossesCell(ox, oy, u[0] * reach, u[1] * reach, x, y) > 1e-9) cells.push([x, y]);
        }
      }
      const rho = octagonRadius(u, lf);
      outline = [[0, 0], [u[0] * rho, u[1] * rho]];
      notes.push(`Line of ${fmt(lf)} ft (${metres(lf)}) from a corner of the caster's square: every square it passes through (a positive length, not just a corner), up to ${fmt(R)} squares away.`, { code: 'g35Line', args: { l: r2(lf), m: r2(feetToMetres(lf)), n: r2(R) } });
      if (alongGrid) notes.push('A line running exactly along a grid line is taken to pass through the row of squares on its left.', { code: 'g35AlongGrid' });
      if (area.width !== undefined) notes.push('3.5 lines have no width; the width is ignored.', { code: 'g35NoWidth' });
      break;
    }
    case 'cube': {
      const n = Math.ceil(sz.side! / CELL_FEET - 1e-9);
      checkBox(n, n);
      const quarters = Math.floor((theta + 45 - 1e-9) / 90);
      usedAngle = (((quarters % 4) + 4) % 4) * 90;
      for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) cells.push(turnCell([x, y], quarters));
      const s = n * CELL_FEET;
      outline = rotate([[0, 0], [s, 0], [s, s], [0, s]], unitVector(usedAngle));
      area35 = s * s;
      notes.push(`Cube of ${fmt(sz.side!)} ft (${metres(sz.side!)}): ${n} x ${n} squares aligned with the grid, the origin at a corner (3.5 areas are counted on the grid; a cube is not turned 45 degrees).`, { code: 'g35Cube', args: { s: r2(sz.side!), m: r2(feetToMetres(sz.side!)), n } });
      break;
    }
    default:
      break;
  }
  return { cells, notes: notes.texts, data: notes.data, outline, unit: 'ft', cellSize: CELL_FEET, cellFeet: CELL_FEET, area: area35, angleDeg: usedAngle };
}

/** Length of the segment from (px, py) to (px + dx, py + dy) inside cell (cx, cy); everything in squares (Liang-Barsky). */
function segmentCrossesCell(px: number, py: number, dx: number, dy: number, cx: number, cy: number): number {
  let t0 = 0;
  let t1 = 1;
  const edges: Array<[number, number]> = [
    [-dx, px - cx],
    [dx, cx + 1 - px],
    [-dy, py - cy],
    [dy, cy + 1 - py],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return 0;
      continue;
    }
    const r = q / p;
    if (p < 0) {
      if (r > t1) return 0;
      if (r > t0) t0 = r;
    } else {
      if (r < t0) return 0;
      if (r < t1) t1 = r;
    }
  }
  return Math.max(0, t1 - t0) * Math.hypot(dx, dy);
}

// --- wfb ----------------------------------------------------------------------

function computeWfb(area: AreaSpec): Computed {
  if (area.shape !== 'template') fail(`Warhammer areas are the small and large round templates: use shape "template" with template "small" or "large" (got shape ${describe(area.shape)}).`, undefined, { code: 'wfbShape', args: { got: describe(area.shape) } });
  const name = area.template;
  if (name !== 'small' && name !== 'large') fail(`Warhammer template must be "small" or "large" (got ${describe(name)}).`, undefined, name === undefined ? { code: 'wfbNoTemplate' } : { code: 'wfbTemplateName', args: { got: describe(name) } });
  const d = WFB_TEMPLATES[name].diameterIn;
  const r = d / 2;
  const cells = circleCells(r, 1, true);
  const touched = circleCells(r, 1, false).length;
  const a = Math.PI * r * r;
  const notes = new Notes();
  notes.push(
    `Warhammer ${name} round template: ${d} in across (radius ${fmt(r)} in), area ${a.toFixed(2)} sq in. The Warhammer Fantasy Battle rules name the small and large templates (placed centred on a model) but gives no size: ${WFB_TEMPLATES.small.diameterIn} in and ${WFB_TEMPLATES.large.diameterIn} in are the 8th-edition rulebook's diameters.`,
    { code: 'wfbTemplate', args: { name, d, r: r2(r), a: r2(a), small: WFB_TEMPLATES.small.diameterIn, large: WFB_TEMPLATES.large.diameterIn } },
  );
  notes.push(
    `Counted on a 1-inch grid with the template centred on an intersection: a 1-inch square counts when the template covers at least half of it (${cells.length} squares, ${cells.length} sq in against the template's ${a.toFixed(2)}); ${touched} squares are touched at all.`,
    { code: 'wfbCount', args: { n: cells.length, a: r2(a), t: touched } },
  );
  return { cells, notes: notes.texts, data: notes.data, outline: circlePolygon(r), unit: 'in', cellSize: 1, cellFeet: 1 / 12, area: a, angleDeg: 0 };
}

// --- entry point --------------------------------------------------------------

const CACHE_MAX = 256;
const cache = new Map<string, Computed>();

function compute(area: AreaSpec, method: GridMethod, theta: number): Computed {
  if (method === 'wfb') return computeWfb(area);
  if (area.shape === 'template') fail(`Shape "template" is a Warhammer template; use method "wfb" (got ${describe(method)}).`, undefined, { code: 'templateMethod', args: { got: describe(method) } });
  if (!['sphere', 'cylinder', 'cone', 'cube', 'line'].includes(area.shape)) fail(`Unknown area shape ${describe(area.shape)}.`, undefined, area.shape === undefined ? { code: 'noShape' } : { code: 'unknownShape', args: { got: describe(area.shape) } });
  switch (method) {
    case 'dmg':
    case 'template':
      return computeExact(area, method, theta);
    case 'token':
      return computeToken(area, theta);
    case 'grid35':
      return computeGrid35(area, theta);
    default:
      return fail(`Unknown grid method ${describe(method)}.`, undefined, { code: 'unknownMethod', args: { got: describe(method) } });
  }
}

function cacheKey(area: AreaSpec, method: GridMethod, theta: number): string {
  return JSON.stringify([area.shape, area.radius, area.length, area.size, area.width, area.template, method, theta]);
}

function sortCells(cells: Cell[]): Cell[] {
  return cells.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
}

/**
 * The grid squares `area` affects under `method`, placed as `placement`
 * (default orthogonal; circles ignore it). Called by hovers, the area
 * preview and size rules. Never throws: bad input gives an empty footprint
 * with a note. Results are cached by their inputs (each call returns a copy).
 */
export function footprint(area: AreaSpec, method: GridMethod, placement: Placement = 'orthogonal'): Footprint {
  const theta = angleOf(placement);
  const empty = (note: string, why?: FootNote, data?: GeoNote): Footprint => ({
    ...(why ? { why } : {}),
    noteData: [data ?? null],
    cells: [],
    count: 0,
    method,
    placement,
    cellFeet: method === 'wfb' ? 1 / 12 : CELL_FEET,
    notes: [note],
    unit: method === 'wfb' ? 'in' : 'ft',
    cellSize: method === 'wfb' ? 1 : CELL_FEET,
  });
  if (area === null || typeof area !== 'object') return empty('No area given.', undefined, { code: 'noArea' });
  if (theta === undefined) return empty('The placement must be "orthogonal", "diagonal" or { angleDeg: <a finite number> }.', undefined, { code: 'placement' });
  let c: Computed | undefined;
  let key: string;
  try {
    key = cacheKey(area, method, theta);
    c = cache.get(key);
  } catch {
    return empty('The area could not be read.', undefined, { code: 'unreadable' });
  }
  if (c) {
    cache.delete(key);
    cache.set(key, c);
  } else {
    try {
      c = compute(area, method, theta);
    } catch (e) {
      return e instanceof BadInput ? empty(e.message, e.why, e.data) : empty('The footprint could not be computed.', undefined, { code: 'notComputed' });
    }
    sortCells(c.cells);
    cache.set(key, c);
    if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value as string);
  }
  const fp: Footprint = {
    cells: c.cells.map((p) => [p[0], p[1]] as [number, number]),
    count: c.cells.length,
    method,
    placement,
    cellFeet: c.cellFeet,
    notes: c.notes.slice(),
    noteData: c.data.map((d) => (d ? { ...d, ...(d.args ? { args: { ...d.args } } : {}) } : null)),
    unit: c.unit,
    cellSize: c.cellSize,
    angleDeg: c.angleDeg,
  };
  if (c.why) fp.why = { ...c.why };
  if (c.outline) fp.outline = c.outline.map((p) => [p[0], p[1]] as [number, number]);
  if (c.area !== undefined) fp.area = c.area;
  return fp;
}
