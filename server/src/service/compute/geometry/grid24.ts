/**
 * The 2024 grid (`grid24`): areas counted as the SRD 5.2's "Playing on a
 * Grid" counts distance. Each square is 5 feet; entering a square costs 1,
 * orthogonally or diagonally; the range between two things is counted "from
 * a square adjacent to one of them" to "the space of the other one", by the
 * shortest route. So a square k squares away (diagonal steps included)
 * is 5k feet away, and an area that extends d feet reaches every square
 * within floor(d / 5) of its origin.
 *
 * - Emanation: the origin is a creature's or object's space (Creature Size
 *   and Space: 1 square up to Medium, a Tiny one sharing its square, 2 x 2
 *   Large, 3 x 3 Huge, 4 x 4 Gargantuan), laid centred on the intersection
 *   (0, 0); the area is every square within n of that space, without the
 *   space unless the origin is included: (s + 2n)^2 - s^2 squares.
 * - Sphere, cylinder: the point of origin is the intersection (0, 0); the
 *   four squares around it are 1 away, so n squares reach a 2n x 2n block.
 * - Cube: n x n squares along the grid, the origin at a corner of a face.
 * - Line: n squares long (a diagonal step counts 1 like any other), w wide.
 * - Cone: n rows; row k is k squares wide (a Cone's width equals its
 *   distance from the origin), across the axis: 1, 2, 3, ... squares.
 *
 * docs/geometry.md derives every count by hand. The SRD 5.2 gives no layout
 * for a cone, cube or line on the grid; the rows above are our reading of its
 * counting rule and its shape definitions, stated in the notes.
 */
import type { MsgRef } from '../../i18n/types';
import { CELL_FEET, ORIGIN_SIDE, type AreaSpec, type Cell, type Computed } from './model';
import { checkBox, r2, sizesOf } from './sizes';
import { turnCell } from './shape';

/** Whole squares a size reaches on the 2024 grid (floor: a square is in only when its whole count is within reach), noting a size that is not whole. */
function squaresOf(ft: number, what: string, notes: MsgRef[]): number {
  const n = Math.floor(ft / CELL_FEET + 1e-9);
  if (Math.abs(n * CELL_FEET - ft) > 1e-9) notes.push({ key: 'geo.n.g24Whole', args: { what, a: r2(ft), b: n * CELL_FEET } });
  return n;
}

/** The squares of an emanation: every square within `n` of the origin's `s` x `s` space (centred on (0, 0)), the space itself only when included. */
export function emanationCells(n: number, s: number, includeOrigin: boolean): { cells: Cell[]; space: Cell[] } {
  const lo = -Math.floor(s / 2);
  const hi = lo + s - 1;
  const cells: Cell[] = [];
  const space: Cell[] = [];
  for (let y = lo - n; y <= hi + n; y++) {
    for (let x = lo - n; x <= hi + n; x++) {
      const inSpace = x >= lo && x <= hi && y >= lo && y <= hi;
      if (inSpace) space.push([x, y]);
      if (!inSpace || includeOrigin) cells.push([x, y]);
    }
  }
  return { cells, space };
}

/** The rows of a cone of `n` squares along +x from the intersection (0, 0): row k (x = k - 1) is k squares wide, odd rows alternating their extra square above and below the axis. */
function coneOrthogonal(n: number): Cell[] {
  const out: Cell[] = [];
  for (let k = 1; k <= n; k++) {
    const half = Math.floor(k / 2);
    // Even rows sit evenly across the axis; odd rows put their extra square above (k = 1, 5, 9...) or below (3, 7...).
    const lower = k % 2 === 0 ? -half : ((k - 1) / 2) % 2 === 0 ? -half : -half - 1;
    for (let j = 0; j < k; j++) out.push([k - 1, lower + j]);
  }
  return out;
}

/** The 2024 grid's squares for `area`, directed `theta` degrees (snapped to eighth turns for cones, lines and cubes). */
export function computeGrid24(area: AreaSpec, theta: number): Computed {
  const notes: MsgRef[] = [];
  notes.push({ key: 'geo.n.g24Count' });
  if (area.shape === 'emanation') {
    const d = sizesOf(area).distance!;
    const n = squaresOf(d, 'emanation.distance', notes);
    const s = ORIGIN_SIDE[area.originSize ?? 'medium'] ?? 1;
    checkBox(s + 2 * n, s + 2 * n);
    const { cells, space } = emanationCells(n, s, area.includeOrigin === true);
    const all = (s + 2 * n) ** 2;
    notes.push({ key: 'geo.n.g24Emanation', args: { n, s, all, out: all - s * s } });
    if (area.includeOrigin === true) notes.push({ key: 'geo.n.g24OriginIn' });
    else notes.push({ key: 'geo.n.g24OriginOut' });
    if (area.originSize === 'tiny') notes.push({ key: 'geo.n.g24Tiny' });
    return { cells, space, notes, unit: 'ft', cellSize: CELL_FEET, cellFeet: CELL_FEET, angleDeg: theta };
  }
  const sz = sizesOf(area);
  const eighth = Math.round(theta / 45) % 8;
  const snapped = eighth * 45;
  const directional = area.shape === 'cone' || area.shape === 'line' || area.shape === 'cube';
  if (directional && Math.abs(snapped - theta) > 1e-9 && Math.abs(snapped + 360 - theta) > 1e-9) {
    notes.push({ key: 'geo.n.g24Snap', args: { a: r2(theta), b: snapped } });
  }
  const diag = eighth % 2 === 1;
  const quarters = diag ? (eighth - 1) / 2 : eighth / 2;
  const local: Cell[] = [];
  let usedAngle = directional ? snapped : theta;
  switch (area.shape) {
    case 'sphere':
    case 'cylinder': {
      const n = squaresOf(sz.radius!, `${area.shape}.radius`, notes);
      checkBox(2 * n, 2 * n);
      for (let y = -n; y < n; y++) for (let x = -n; x < n; x++) local.push([x, y]);
      notes.push({ key: 'geo.n.g24Round', args: { shape: area.shape, n, k: 2 * n } });
      usedAngle = theta;
      break;
    }
    case 'cone': {
      const n = squaresOf(sz.length!, 'cone.length', notes);
      checkBox(2 * n + 2, 2 * n + 2);
      if (!diag) local.push(...coneOrthogonal(n));
      else for (let k = 1; k <= n; k++) for (let i = 0; i < k; i++) local.push([i, k - 1 - i]);
      notes.push({ key: diag ? 'geo.n.g24ConeDiag' : 'geo.n.g24Cone', args: { n, total: (n * (n + 1)) / 2 } });
      break;
    }
    case 'cube': {
      const n = Math.max(1, squaresOf(sz.side!, 'cube.side', notes));
      checkBox(n, n);
      for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) local.push([x, y]);
      notes.push({ key: 'geo.n.g24Cube', args: { n } });
      usedAngle = (diag ? eighth - 1 : eighth) * 45;
      break;
    }
    case 'line': {
      const n = squaresOf(sz.length!, 'line.length', notes);
      const w = Math.max(1, Math.round(sz.width! / CELL_FEET));
      checkBox(n + w, n + w);
      const lo = -Math.floor(w / 2);
      for (let k = 0; k < n; k++) for (let j = 0; j < w; j++) local.push(diag ? [k, k + lo + j] : [k, lo + j]);
      notes.push({ key: diag ? 'geo.n.g24LineDiag' : 'geo.n.g24Line', args: { n, w } });
      break;
    }
    default:
      break;
  }
  const turned = area.shape === 'sphere' || area.shape === 'cylinder' ? local : local.map((c) => turnCell(c, area.shape === 'cube' ? Math.floor(eighth / 2) : quarters));
  return { cells: turned, notes, unit: 'ft', cellSize: CELL_FEET, cellFeet: CELL_FEET, angleDeg: usedAngle };
}
