/**
 * The shape math the grid methods share: exact areas of a circle or a
 * convex polygon within a rectangle, directions and rotations, and the cells
 * a circle or a convex polygon covers. Numbers in, numbers out.
 */
import { CELL_FEET, type AreaShape, type Cell, type Pt } from './model';
import { checkBox, type Sizes } from './sizes';

/** Overlaps smaller than this (square feet) count as touching, not covering. */
const EPS_AREA = 1e-6;
/** Tolerance for "at least half". */
const HALF_TOL = 1e-9;
const S = Math.SQRT1_2;

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

/** Unit vector of a direction; exact for multiples of 45 degrees. */
export function unitVector(deg: number): Pt {
  const e = deg / 45;
  if (Number.isInteger(e)) {
    const table: Pt[] = [[1, 0], [S, S], [0, 1], [-S, S], [-1, 0], [-S, -S], [0, -1], [S, -S]];
    return table[((e % 8) + 8) % 8]!;
  }
  const r = (deg * Math.PI) / 180;
  return [Math.cos(r), Math.sin(r)];
}

/** The polygon turned by the unit vector `u` about the origin. */
export function rotate(poly: Pt[], u: Pt): Pt[] {
  const [c, s] = u;
  return poly.map(([x, y]) => [c * x - s * y, s * x + c * y]);
}

/** Rotates a cell by quarter turns (counter-clockwise) about the origin intersection. */
export function turnCell(c: Cell, quarters: number): Cell {
  let [x, y] = c;
  for (let i = 0; i < (((quarters % 4) + 4) % 4); i++) [x, y] = [-1 - y, x];
  return [x, y];
}

/** A circle of radius `r` as an `n`-gon, for drawing. */
export function circlePolygon(r: number, n = 96): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const t = (2 * Math.PI * i) / n;
    out.push([r * Math.cos(t), r * Math.sin(t)]);
  }
  return out;
}

/** The x extent of a convex polygon within the horizontal band [y0, y1], or undefined when it misses the band. */
export function bandExtent(poly: Pt[], y0: number, y1: number): [number, number] | undefined {
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
export function polygonCells(poly: Pt[], cell: number): Cell[] {
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
export function circleCells(r: number, cell: number, half: boolean): Cell[] {
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

/** The exact 5e shape in feet (local frame rotated by `u`), or undefined for circles. */
export function exactPolygon(shape: AreaShape, sz: Sizes, u: Pt): Pt[] | undefined {
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

/** Area of the exact shape in square feet. */
export function exactArea(shape: AreaShape, sz: Sizes): number {
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
