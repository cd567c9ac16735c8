/**
 * Tests for server/src/service/compute/geometry/.
 *
 * Expected values come from two places, never from the implementation:
 * 1. ANCHORS: counts derived by hand from the rule texts on graph paper; the
 *    derivation of every row is in docs/geometry.md ("Anchor counts").
 * 2. Independent oracles written here: the separating-axis test for convex
 *    shapes (positive-area overlap), point sampling on a fine lattice for
 *    circle coverage fractions, Dijkstra over grid moves for the 3.5
 *    distance, and a row-by-row token builder following seed 000's wording.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AreaSpec,
  type Footprint,
  type GridMethod,
  type Placement,
  circleRectArea,
  feetToMetres,
  footprint,
  grid35Distance,
  methodsFor,
  polygonRectArea,
} from '../../../../server/src/service/compute/geometry';
import { render, type MsgRef } from '../../../../server/src/service/i18n';

/** Notes in English, one line. */
const words = (notes: readonly MsgRef[]): string => notes.map((n) => render('en', n)).join(' ');

type Cell = [number, number];
const key = (c: Cell): string => `${c[0]},${c[1]}`;
const setOf = (cells: Cell[]): Set<string> => new Set(cells.map(key));
const sorted = (cells: Cell[]): string[] => cells.map(key).sort();

// ---------------------------------------------------------------------------
// 1. Hand-derived anchors (docs/geometry.md, "Anchor counts", has each derivation).

interface Anchor {
  method: GridMethod;
  area: AreaSpec;
  placement: Placement;
  count: number;
  why: string;
}

const sphere20: AreaSpec = { shape: 'sphere', radius: 20 };
const cyl10: AreaSpec = { shape: 'cylinder', radius: 10, height: 40 };
const cone = (length: number): AreaSpec => ({ shape: 'cone', length });
const cube = (size: number): AreaSpec => ({ shape: 'cube', size });
const line = (length: number): AreaSpec => ({ shape: 'line', length, width: 5 });

const ANCHORS: Anchor[] = [
  // dmg: round = at least half covered; quadrant of r=4 squares: 8 full + 5 partial (>= 0.5) = 13, x4.
  { method: 'dmg', area: sphere20, placement: 'orthogonal', count: 52, why: '13 per quadrant' },
  // r=2 squares: (0,0) full, (1,0) 0.913, (1,1) 0.315 -> 3 per quadrant.
  { method: 'dmg', area: cyl10, placement: 'orthogonal', count: 12, why: '3 per quadrant' },
  // Orthogonal cone: column i holds floor(i/2)+1 squares each side of the axis.
  { method: 'dmg', area: cone(15), placement: 'orthogonal', count: 8, why: '2*(1+1+2)' },
  { method: 'dmg', area: cone(30), placement: 'orthogonal', count: 24, why: '2*(1+1+2+2+3+3)' },
  { method: 'dmg', area: cone(60), placement: 'orthogonal', count: 84, why: '2*(1+1+...+6+6)' },
  // Diagonal cone: in-wedge squares with i+j < L*sqrt2/5 plus 2 edge squares per 3 columns each side.
  { method: 'dmg', area: cone(15), placement: 'diagonal', count: 11, why: '7 + 2 + 2' },
  { method: 'dmg', area: cone(30), placement: 'diagonal', count: 29, why: '21 + 4 + 4' },
  { method: 'dmg', area: cone(60), placement: 'diagonal', count: 89, why: '73 + 8 + 8' },
  { method: 'dmg', area: cube(10), placement: 'orthogonal', count: 4, why: '2x2 aligned' },
  { method: 'dmg', area: cube(15), placement: 'orthogonal', count: 9, why: '3x3 aligned' },
  // Diamond y >= |x|, y + |x| < s*sqrt2: right half i>=0, j>=i, i+j <= floor(s*sqrt2/5).
  { method: 'dmg', area: cube(10), placement: 'diagonal', count: 8, why: '2*(3+1)' },
  { method: 'dmg', area: cube(15), placement: 'diagonal', count: 18, why: '2*(5+3+1)' },
  // Line centred on the grid line y=0: two rows of L/5 squares.
  { method: 'dmg', area: line(60), placement: 'orthogonal', count: 24, why: '2 x 12' },
  { method: 'dmg', area: line(100), placement: 'orthogonal', count: 40, why: '2 x 20' },
  // Diagonal line: 9 diagonal + 2 x 9 neighbours (incl. the two beside the origin).
  { method: 'dmg', area: line(60), placement: 'diagonal', count: 27, why: '9 + 18' },
  { method: 'dmg', area: line(100), placement: 'diagonal', count: 45, why: '15 + 30' },

  // template: positive area. Circle: nearest point strictly inside.
  { method: 'template', area: sphere20, placement: 'orthogonal', count: 60, why: '15 per quadrant' },
  { method: 'template', area: cyl10, placement: 'orthogonal', count: 16, why: '4 per quadrant' },
  // r=5 squares: near corner i^2+j^2 < 25 -> rows 5,5,5,4,3; the corner (3,4) lies exactly on the circle: touching only.
  { method: 'template', area: { shape: 'sphere', radius: 25 }, placement: 'orthogonal', count: 88, why: '22 per quadrant, (3,4) and (4,3) only touch' },
  { method: 'template', area: cone(15), placement: 'orthogonal', count: 8, why: 'as dmg' },
  { method: 'template', area: cone(30), placement: 'orthogonal', count: 24, why: 'as dmg' },
  { method: 'template', area: cone(60), placement: 'orthogonal', count: 84, why: 'as dmg' },
  { method: 'template', area: cone(15), placement: 'diagonal', count: 11, why: 'as dmg' },
  { method: 'template', area: cone(30), placement: 'diagonal', count: 29, why: 'as dmg' },
  { method: 'template', area: cone(60), placement: 'diagonal', count: 89, why: 'as dmg' },
  { method: 'template', area: cube(10), placement: 'orthogonal', count: 4, why: 'as dmg' },
  { method: 'template', area: cube(15), placement: 'orthogonal', count: 9, why: 'as dmg' },
  { method: 'template', area: cube(10), placement: 'diagonal', count: 8, why: 'as dmg' },
  { method: 'template', area: cube(15), placement: 'diagonal', count: 18, why: 'as dmg' },
  { method: 'template', area: line(60), placement: 'orthogonal', count: 24, why: 'as dmg' },
  { method: 'template', area: line(100), placement: 'orthogonal', count: 40, why: 'as dmg' },
  { method: 'template', area: line(60), placement: 'diagonal', count: 27, why: 'as dmg' },
  { method: 'template', area: line(100), placement: 'diagonal', count: 45, why: 'as dmg' },

  // token: seed 000 anchors: 10-ft radius -> 20-ft square (16); 30-ft cone -> 6 rows.
  { method: 'token', area: sphere20, placement: 'orthogonal', count: 64, why: '40-ft square = 8x8' },
  { method: 'token', area: cyl10, placement: 'orthogonal', count: 16, why: '20-ft square = 4x4 (seed: Flame Strike)' },
  { method: 'token', area: cone(15), placement: 'orthogonal', count: 9, why: '1+3+5' },
  { method: 'token', area: cone(30), placement: 'orthogonal', count: 36, why: '1+3+...+11 (six rows)' },
  { method: 'token', area: cone(60), placement: 'orthogonal', count: 144, why: '12^2' },
  { method: 'token', area: cone(15), placement: 'diagonal', count: 6, why: '1+2+3' },
  { method: 'token', area: cone(30), placement: 'diagonal', count: 21, why: '1+...+6' },
  { method: 'token', area: cone(60), placement: 'diagonal', count: 78, why: '1+...+12' },
  { method: 'token', area: cube(10), placement: 'orthogonal', count: 4, why: '2x2' },
  { method: 'token', area: cube(15), placement: 'orthogonal', count: 9, why: '3x3' },
  { method: 'token', area: cube(10), placement: 'diagonal', count: 4, why: 'aligned block' },
  { method: 'token', area: cube(15), placement: 'diagonal', count: 9, why: 'aligned block' },
  { method: 'token', area: line(60), placement: 'orthogonal', count: 12, why: '60/5' },
  { method: 'token', area: line(100), placement: 'orthogonal', count: 20, why: '100/5' },
  { method: 'token', area: line(60), placement: 'diagonal', count: 12, why: '60/5 diagonal squares' },
  { method: 'token', area: line(100), placement: 'diagonal', count: 20, why: '100/5' },

  // grid35: far corner (a, b) in squares within R by max + floor(min/2).
  { method: 'grid35', area: sphere20, placement: 'orthogonal', count: 44, why: 'rows 4,3,3,1 per quadrant' },
  { method: 'grid35', area: cyl10, placement: 'orthogonal', count: 12, why: '3 per quadrant' },
  // Orthogonal cone: per column a, min(a, 2(R-a)+1) squares each side.
  { method: 'grid35', area: cone(15), placement: 'orthogonal', count: 8, why: '2*(1+2+1)' },
  { method: 'grid35', area: cone(30), placement: 'orthogonal', count: 28, why: '2*(1+2+3+4+3+1)' },
  { method: 'grid35', area: cone(60), placement: 'orthogonal', count: 104, why: '2*52' },
  // Diagonal cone: one quadrant of the burst.
  { method: 'grid35', area: cone(15), placement: 'diagonal', count: 6, why: 'rows 3,2,1' },
  { method: 'grid35', area: cone(30), placement: 'diagonal', count: 24, why: 'rows 6,5,5,4,3,1' },
  { method: 'grid35', area: cone(60), placement: 'diagonal', count: 96, why: '8 diagonal + 2*44' },
  { method: 'grid35', area: cube(10), placement: 'orthogonal', count: 4, why: '2x2' },
  { method: 'grid35', area: cube(15), placement: 'orthogonal', count: 9, why: '3x3' },
  { method: 'grid35', area: cube(10), placement: 'diagonal', count: 4, why: 'aligned' },
  { method: 'grid35', area: cube(15), placement: 'diagonal', count: 9, why: 'aligned' },
  { method: 'grid35', area: line(60), placement: 'orthogonal', count: 12, why: 'far corner (k+1,1) <= 12' },
  { method: 'grid35', area: line(100), placement: 'orthogonal', count: 20, why: 'k+1 <= 20' },
  { method: 'grid35', area: line(60), placement: 'diagonal', count: 8, why: 'a + floor(a/2) <= 12 -> a <= 8' },
  { method: 'grid35', area: line(100), placement: 'diagonal', count: 13, why: 'a + floor(a/2) <= 20 -> a <= 13' },

  // wfb: 1-inch squares covered at least half, template centred on an intersection.
  { method: 'wfb', area: { shape: 'template', template: 'small' }, placement: 'orthogonal', count: 4, why: '(1,0) covered 0.38 -> only the 4 around the centre' },
  { method: 'wfb', area: { shape: 'template', template: 'large' }, placement: 'orthogonal', count: 16, why: '(2,0) covered 0.43, (1,1) 0.88 -> 4 per quadrant' },
];

describe('anchor counts derived by hand (docs/geometry.md)', () => {
  it.each(ANCHORS.map((a) => [`${a.method} ${a.area.shape} ${a.area.radius ?? a.area.length ?? a.area.size ?? a.area.template} ${typeof a.placement === 'string' ? a.placement : a.placement.angleDeg}`, a] as const))(
    '%s',
    (_name, a) => {
      const fp = footprint(a.area, a.method, a.placement);
      expect(fp.count, a.why).toBe(a.count);
      expect(fp.cells.length).toBe(fp.count);
      expect(setOf(fp.cells).size).toBe(fp.count);
      expect(fp.method).toBe(a.method);
      expect(fp.notes.length).toBeGreaterThan(0);
    },
  );
});

describe('exact cell sets for small cases drawn on graph paper', () => {
  it('dmg 15-ft orthogonal cone', () => {
    // Triangle (0,0), (15,-7.5), (15,7.5): columns 0 and 1 hold rows -1, 0; column 2 rows -2..1.
    expect(sorted(footprint(cone(15), 'dmg').cells)).toEqual(sorted([[0, -1], [0, 0], [1, -1], [1, 0], [2, -2], [2, -1], [2, 0], [2, 1]]));
  });
  it('dmg 15-ft diagonal cone', () => {
    // Wedge between slopes 1/3 and 3, far edge x + y = 15*sqrt2 (4.24 squares).
    const want: Cell[] = [[0, 0], [1, 1], [2, 1], [1, 2], [2, 2], [3, 1], [1, 3], [1, 0], [2, 0], [0, 1], [0, 2]];
    expect(sorted(footprint(cone(15), 'dmg', 'diagonal').cells)).toEqual(sorted(want));
  });
  it('token 15-ft cones', () => {
    expect(sorted(footprint(cone(15), 'token').cells)).toEqual(sorted([[0, 0], [1, -1], [1, 0], [1, 1], [2, -2], [2, -1], [2, 0], [2, 1], [2, 2]]));
    expect(sorted(footprint(cone(15), 'token', 'diagonal').cells)).toEqual(sorted([[0, 0], [1, 0], [0, 1], [2, 0], [1, 1], [0, 2]]));
  });
  it('grid35 15-ft cones', () => {
    expect(sorted(footprint(cone(15), 'grid35').cells)).toEqual(sorted([[0, 0], [0, -1], [1, 0], [1, 1], [1, -1], [1, -2], [2, 0], [2, -1]]));
    expect(sorted(footprint(cone(15), 'grid35', 'diagonal').cells)).toEqual(sorted([[0, 0], [1, 0], [2, 0], [0, 1], [1, 1], [0, 2]]));
  });
  it('grid35 20-ft burst rows are 2, 6, 6, 8, 8, 6, 6, 2', () => {
    const fp = footprint(sphere20, 'grid35');
    const rows = new Map<number, number>();
    for (const [, y] of fp.cells) rows.set(y, (rows.get(y) ?? 0) + 1);
    expect([...rows.entries()].sort((a, b) => b[0] - a[0]).map((e) => e[1])).toEqual([2, 6, 6, 8, 8, 6, 6, 2]);
  });
  it('dmg 10-ft diagonal cube is the diamond over 8 squares', () => {
    expect(sorted(footprint(cube(10), 'dmg', 'diagonal').cells)).toEqual(sorted([[0, 0], [0, 1], [0, 2], [1, 1], [-1, 0], [-1, 1], [-1, 2], [-2, 1]]));
  });
  it('grid35 orthogonal line runs in the row on its left; the diagonal line skips corner touches', () => {
    expect(sorted(footprint(line(20), 'grid35').cells)).toEqual(sorted([[0, 0], [1, 0], [2, 0], [3, 0]]));
    // 20 ft = 4 squares: far corners (1,1) -> 1, (2,2) -> 3, (3,3) -> 4, (4,4) -> 6.
    expect(sorted(footprint(line(20), 'grid35', 'diagonal').cells)).toEqual(sorted([[0, 0], [1, 1], [2, 2]]));
  });
});

// ---------------------------------------------------------------------------
// 2. Independent oracles.

type P = [number, number];

/** The 5e shapes, built here from the rule text (not from the implementation). */
function shapePolygon(area: AreaSpec, deg: number): P[] {
  const t = (deg * Math.PI) / 180;
  const d: P = [Math.cos(t), Math.sin(t)];
  const n: P = [-d[1], d[0]];
  const at = (a: number, b: number): P => [a * d[0] + b * n[0], a * d[1] + b * n[1]];
  if (area.shape === 'cone') {
    const l = area.length!;
    return [at(0, 0), at(l, -l / 2), at(l, l / 2)];
  }
  if (area.shape === 'cube') {
    const s = area.size!;
    return [at(0, 0), at(s, 0), at(s, s), at(0, s)];
  }
  const l = area.length!;
  const w = area.width ?? 5;
  return [at(0, -w / 2), at(l, -w / 2), at(l, w / 2), at(0, w / 2)];
}

/** Separating-axis test: do two convex polygons share positive area? */
function satOverlap(a: P[], b: P[]): boolean {
  for (const poly of [a, b]) {
    for (let i = 0; i < poly.length; i++) {
      const p = poly[i]!;
      const q = poly[(i + 1) % poly.length]!;
      const ax: P = [q[1] - p[1], p[0] - q[0]];
      const len = Math.hypot(ax[0], ax[1]);
      const proj = (pts: P[]): [number, number] => {
        let lo = Infinity;
        let hi = -Infinity;
        for (const r of pts) {
          const v = (r[0] * ax[0] + r[1] * ax[1]) / len;
          lo = Math.min(lo, v);
          hi = Math.max(hi, v);
        }
        return [lo, hi];
      };
      const [a0, a1] = proj(a);
      const [b0, b1] = proj(b);
      if (Math.min(a1, b1) - Math.max(a0, b0) <= 1e-7) return false;
    }
  }
  return true;
}

function satCells(poly: P[]): Set<string> {
  const xs = poly.map((p) => p[0]);
  const ys = poly.map((p) => p[1]);
  const out = new Set<string>();
  for (let y = Math.floor(Math.min(...ys) / 5) - 1; y <= Math.ceil(Math.max(...ys) / 5) + 1; y++)
    for (let x = Math.floor(Math.min(...xs) / 5) - 1; x <= Math.ceil(Math.max(...xs) / 5) + 1; x++) {
      const sq: P[] = [[5 * x, 5 * y], [5 * x + 5, 5 * y], [5 * x + 5, 5 * y + 5], [5 * x, 5 * y + 5]];
      if (satOverlap(poly, sq)) out.add(`${x},${y}`);
    }
  return out;
}

/** Fraction of cell (x, y) (side `c`) inside the circle of radius r, by a k x k midpoint lattice. */
function sampledFraction(r: number, x: number, y: number, c: number, k = 60): number {
  let inside = 0;
  for (let i = 0; i < k; i++)
    for (let j = 0; j < k; j++) {
      const px = c * (x + (i + 0.5) / k);
      const py = c * (y + (j + 0.5) / k);
      if (px * px + py * py <= r * r) inside++;
    }
  return inside / (k * k);
}

describe('dmg/template for cones, cubes and lines agree with the separating-axis test', () => {
  const shapes: AreaSpec[] = [cone(15), cone(30), cone(45), cone(60), cone(12.5), cube(10), cube(15), cube(20), cube(7), line(60), line(100), { shape: 'line', length: 30, width: 10 }, { shape: 'line', length: 40, width: 1 }];
  const angles = [0, 45, 90, 135, 180, 225, 270, 315, 10, 30, 63.4, 200, 333.3];
  for (const method of ['dmg', 'template'] as const)
    it(`${method}: every shape at ${angles.length} angles`, () => {
      for (const a of shapes)
        for (const deg of angles) {
          const fp = footprint(a, method, { angleDeg: deg });
          expect(sorted(fp.cells), `${JSON.stringify(a)} at ${deg}`).toEqual([...satCells(shapePolygon(a, deg))].sort());
        }
    });
  it('orthogonal and diagonal are 0 and 45 degrees', () => {
    expect(footprint(cone(30), 'dmg', 'orthogonal').cells).toEqual(footprint(cone(30), 'dmg', { angleDeg: 0 }).cells);
    expect(footprint(cone(30), 'dmg', 'diagonal').cells).toEqual(footprint(cone(30), 'dmg', { angleDeg: 45 }).cells);
    expect(footprint(cone(30), 'dmg', { angleDeg: 405 }).cells).toEqual(footprint(cone(30), 'dmg', { angleDeg: 45 }).cells);
    expect(footprint(cone(30), 'dmg', { angleDeg: -315 }).cells).toEqual(footprint(cone(30), 'dmg', { angleDeg: 45 }).cells);
  });
});

describe('round areas agree with lattice sampling of coverage', () => {
  // Round sizes plus a sweep of odd radii, so that some squares sit just either side of one half.
  const radii = [2.5, 5, 7.5, 10, 12, 15, 20, 25, 30, 17.3, ...Array.from({ length: 40 }, (_, i) => 3.1 + i * 0.93)];
  it('dmg: squares covered at least half (ambiguous within 1% skipped)', () => {
    for (const r of radii) {
      const got = setOf(footprint({ shape: 'sphere', radius: r }, 'dmg').cells);
      const k = Math.ceil(r / 5) + 1;
      for (let y = -k; y < k; y++)
        for (let x = -k; x < k; x++) {
          const f = sampledFraction(r, x, y, 5, 50);
          if (Math.abs(f - 0.5) < 0.01) continue;
          expect(got.has(`${x},${y}`), `r=${r} cell ${x},${y} fraction ${f}`).toBe(f > 0.5);
        }
    }
  });
  it('template: squares with any sampled coverage are in; squares out have none', () => {
    for (const r of radii) {
      const got = setOf(footprint({ shape: 'cylinder', radius: r }, 'template').cells);
      const k = Math.ceil(r / 5) + 1;
      for (let y = -k; y < k; y++)
        for (let x = -k; x < k; x++) {
          const f = sampledFraction(r, x, y, 5, 30);
          if (f > 0) expect(got.has(`${x},${y}`), `r=${r} ${x},${y}`).toBe(true);
          // Out squares: not even the nearest corner region is covered (tangent squares are out).
          if (!got.has(`${x},${y}`)) expect(f).toBe(0);
        }
    }
  });
  it('wfb: 1-inch squares covered at least half', () => {
    for (const [name, d] of [['small', 3], ['large', 5]] as const) {
      const got = setOf(footprint({ shape: 'template', template: name }, 'wfb').cells);
      for (let y = -4; y < 4; y++)
        for (let x = -4; x < 4; x++) expect(got.has(`${x},${y}`)).toBe(sampledFraction(d / 2, x, y, 1) > 0.5);
    }
  });
  it('circleRectArea matches sampling and the whole circle', () => {
    expect(circleRectArea(10, -20, -20, 20, 20)).toBeCloseTo(Math.PI * 100, 9);
    expect(circleRectArea(10, 0, 0, 20, 20)).toBeCloseTo((Math.PI * 100) / 4, 9);
    for (const [x, y] of [[1, 0], [1, 1], [2, 0], [-2, 1], [0, -3]] as const) {
      expect(circleRectArea(12, 5 * x, 5 * y, 5 * x + 5, 5 * y + 5) / 25).toBeCloseTo(sampledFraction(12, x, y, 5, 400), 2);
    }
  });
  it('polygonRectArea of a triangle half over a square', () => {
    expect(polygonRectArea([[0, 0], [10, 0], [0, 10]], 0, 0, 5, 5)).toBeCloseTo(25, 12);
    expect(polygonRectArea([[0, 0], [5, 0], [0, 5]], 0, 0, 5, 5)).toBeCloseTo(12.5, 12);
    expect(polygonRectArea([[0, 0], [5, 0], [0, 5]], 5, 5, 10, 10)).toBe(0);
  });
});

describe('grid35 against Dijkstra over grid moves', () => {
  /** Cheapest cost from the origin intersection, moving orthogonally (1) or diagonally (alternately 1 and 2). */
  function dijkstra(n: number): number[][] {
    const INF = 1e9;
    // dist[x][y][parity of diagonals taken]
    const dist = Array.from({ length: n + 1 }, () => Array.from({ length: n + 1 }, () => [INF, INF]));
    dist[0]![0]![0] = 0;
    const queue: Array<[number, number, number, number]> = [[0, 0, 0, 0]];
    while (queue.length) {
      queue.sort((a, b) => a[0] - b[0]);
      const [c, x, y, p] = queue.shift()!;
      if (c > dist[x]![y]![p]!) continue;
      const moves: Array<[number, number, boolean]> = [[1, 0, false], [0, 1, false], [1, 1, true]];
      for (const [dx, dy, diag] of moves) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx > n || ny > n) continue;
        const cost = diag ? (p === 0 ? 1 : 2) : 1;
        const np = diag ? 1 - p : p;
        if (c + cost < dist[nx]![ny]![np]!) {
          dist[nx]![ny]![np] = c + cost;
          queue.push([c + cost, nx, ny, np]);
        }
      }
    }
    return dist.map((row) => row.map((d) => Math.min(d[0]!, d[1]!)));
  }
  const D = dijkstra(26);
  it('grid35Distance equals the cheapest path', () => {
    for (let a = 0; a <= 26; a++) for (let b = 0; b <= 26; b++) expect(grid35Distance(a, b)).toBe(D[a]![b]);
    expect(grid35Distance(-3, 2)).toBe(4);
  });
  it('bursts and diagonal cones: far corner within R (seed 004)', () => {
    for (const R of [1, 2, 3, 4, 5, 6, 8, 10, 12]) {
      const burst = setOf(footprint({ shape: 'sphere', radius: 5 * R }, 'grid35').cells);
      const quad = setOf(footprint(cone(5 * R), 'grid35', 'diagonal').cells);
      for (let y = -R - 2; y < R + 2; y++)
        for (let x = -R - 2; x < R + 2; x++) {
          const fx = x >= 0 ? x + 1 : -x;
          const fy = y >= 0 ? y + 1 : -y;
          const inside = D[fx]![fy]! <= R;
          expect(burst.has(`${x},${y}`)).toBe(inside);
          expect(quad.has(`${x},${y}`)).toBe(inside && x >= 0 && y >= 0);
        }
    }
  });
  it('orthogonal cones: far corner within R and within 45 degrees of the axis', () => {
    for (const R of [1, 2, 3, 6, 9, 12]) {
      const got = setOf(footprint(cone(5 * R), 'grid35').cells);
      for (let y = -R - 2; y < R + 2; y++)
        for (let x = -R - 2; x < R + 2; x++) {
          const fx = x >= 0 ? x + 1 : x;
          const fy = y >= 0 ? y + 1 : y;
          const inside = fx > 0 && Math.abs(fy) <= fx && D[Math.abs(fx)]![Math.abs(fy)]! <= R;
          expect(got.has(`${x},${y}`), `R=${R} ${x},${y}`).toBe(inside);
        }
    }
  });
});

describe('token method built row by row from the seed text', () => {
  /** Seed 000: row 1 one token beside the origin; each next row previous + 1 sharing sides; orthogonal: + 1 more at an end. */
  function tokenCone(rows: number, diagonal: boolean): Set<string> {
    const out = new Set<string>();
    if (diagonal) {
      let row: Cell[] = [[0, 0]];
      for (let k = 1; k <= rows; k++) {
        row.forEach((c) => out.add(key(c)));
        // Next row: every square sharing a side with this row on the far side (x+1 or y+1).
        const next = new Set<string>();
        for (const [x, y] of row) {
          next.add(key([x + 1, y]));
          next.add(key([x, y + 1]));
        }
        row = [...next].map((s) => s.split(',').map(Number) as Cell);
        expect(row.length).toBe(k + 1);
      }
    } else {
      let lo = 0;
      let hi = 0;
      for (let k = 1; k <= rows; k++) {
        for (let y = lo; y <= hi; y++) out.add(key([k - 1, y]));
        // previous + 1 (extend at the top), then the extra token at the other end.
        hi += 1;
        lo -= 1;
      }
    }
    return out;
  }
  it('cones have length/5 rows of the stated counts', () => {
    for (const L of [5, 10, 15, 30, 45, 60, 90]) {
      const n = L / 5;
      const o = footprint(cone(L), 'token');
      expect(setOf(o.cells)).toEqual(tokenCone(n, false));
      expect(new Set(o.cells.map((c) => c[0])).size).toBe(n);
      for (let k = 1; k <= n; k++) expect(o.cells.filter((c) => c[0] === k - 1).length).toBe(2 * k - 1);
      const d = footprint(cone(L), 'token', 'diagonal');
      expect(setOf(d.cells)).toEqual(tokenCone(n, true));
      for (let k = 1; k <= n; k++) expect(d.cells.filter((c) => c[0] + c[1] === k - 1).length).toBe(k);
    }
  });
  it('a 10-ft radius is a 20-ft square centred on the origin', () => {
    const fp = footprint({ shape: 'cylinder', radius: 10 }, 'token');
    expect(sorted(fp.cells)).toEqual(sorted([-2, -1, 0, 1].flatMap((x) => [-2, -1, 0, 1].map((y) => [x, y] as Cell))));
  });
  it('lines are one square wide, straight or diagonal', () => {
    expect(sorted(footprint(line(30), 'token').cells)).toEqual(sorted([0, 1, 2, 3, 4, 5].map((k) => [k, 0] as Cell)));
    expect(sorted(footprint(line(30), 'token', 'diagonal').cells)).toEqual(sorted([0, 1, 2, 3, 4, 5].map((k) => [k, k] as Cell)));
  });
  it('other angles snap to the nearest eighth turn and say so', () => {
    const fp = footprint(cone(30), 'token', { angleDeg: 100 });
    expect(fp.angleDeg).toBe(90);
    expect(words(fp.notes)).toMatch(/snapped/);
    expect(fp.count).toBe(36);
    expect(footprint(cone(30), 'token', { angleDeg: 130 }).count).toBe(21);
  });
});

describe('notes and units', () => {
  it("template method: Fireball's 20-ft radius is an 8-inch circle", () => {
    expect(words(footprint(sphere20, 'template').notes)).toMatch(/8 in across/);
  });
  it('wfb reports diameters, areas and the seed gap', () => {
    const s = footprint({ shape: 'template', template: 'small' }, 'wfb');
    const l = footprint({ shape: 'template', template: 'large' }, 'wfb');
    expect(words(s.notes)).toMatch(/3 in across/);
    expect(words(l.notes)).toMatch(/5 in across/);
    expect(s.area).toBeCloseTo(Math.PI * 2.25, 9);
    expect(l.area).toBeCloseTo(Math.PI * 6.25, 9);
    expect(words(s.notes)).toMatch(/7\.07 sq in/);
    expect(words(l.notes)).toMatch(/19\.63 sq in/);
    expect(words(s.notes)).toMatch(/Warhammer Fantasy Battle rules name the small and large templates/);
    expect(s.unit).toBe('in');
    expect(s.cellFeet).toBeCloseTo(1 / 12, 12);
  });
  it('dmg notes say the seed gives the half rule for round areas only', () => {
    expect(words(footprint(cone(30), 'dmg').notes)).toMatch(/only for round areas/);
  });
  it('methodsFor and feetToMetres', () => {
    expect(methodsFor('dnd5e')).toEqual(['dmg', 'template', 'token']);
    expect(methodsFor('tov')).toEqual(['dmg', 'template', 'token']);
    expect(methodsFor('dnd35')).toEqual(['grid35']);
    expect(methodsFor('wfb')).toEqual(['wfb']);
    expect(feetToMetres(5)).toBe(1.5);
    expect(feetToMetres(10)).toBe(3);
    expect(feetToMetres(20)).toBe(6);
    expect(feetToMetres(60)).toBe(18);
  });
  it('outlines: the exact shape in feet (none for tokens)', () => {
    expect(footprint(cone(30), 'dmg').outline).toEqual([[0, 0], [30, -15], [30, 15]]);
    expect(footprint(cone(30), 'token').outline).toBeUndefined();
    const c = footprint(sphere20, 'dmg').outline!;
    for (const [x, y] of c) expect(Math.hypot(x, y)).toBeCloseTo(20, 9);
  });
  it('returns copies: mutating a result does not change the next one', () => {
    const a = footprint(cone(30), 'dmg');
    a.cells.length = 0;
    a.notes.push({ key: 'x' });
    a.notes[0]!.key = 'y';
    const b = footprint(cone(30), 'dmg');
    expect(b.count).toBe(24);
    expect(b.cells.length).toBe(24);
    expect(b.notes).not.toContainEqual({ key: 'x' });
    expect(b.notes[0]!.key).not.toBe('y');
  });
});

describe('bad input gives an empty footprint with a note, never a throw', () => {
  const bad: Array<[unknown, unknown, unknown]> = [
    [{ shape: 'sphere' }, 'dmg', undefined],
    [{ shape: 'sphere', radius: -5 }, 'dmg', undefined],
    [{ shape: 'sphere', radius: Number.NaN }, 'template', undefined],
    [{ shape: 'cone', length: Infinity }, 'token', undefined],
    [{ shape: 'cone', length: '30' }, 'dmg', undefined],
    [{ shape: 'line', length: 30, width: 0 }, 'dmg', undefined],
    [{ shape: 'cube', size: 1e9 }, 'dmg', undefined],
    [{ shape: 'hexagon', size: 10 }, 'dmg', undefined],
    [{ shape: 'sphere', radius: 20 }, 'hex', undefined],
    [{ shape: 'sphere', radius: 20 }, 'wfb', undefined],
    [{ shape: 'template', template: 'huge' }, 'wfb', undefined],
    [{ shape: 'template', template: 'small' }, 'dmg', undefined],
    [{ shape: 'cone', length: 30 }, 'dmg', { angleDeg: Number.NaN }],
    [{ shape: 'cone', length: 30 }, 'dmg', 'sideways'],
    [null, 'dmg', undefined],
    [undefined, 'dmg', undefined],
    [42, 'dmg', undefined],
  ];
  it.each(bad.map((b, i) => [i, b] as const))('case %i', (_i, [area, method, placement]) => {
    const fp = footprint(area as AreaSpec, method as GridMethod, placement as Placement);
    expect(fp.count).toBe(0);
    expect(fp.cells).toEqual([]);
    expect(fp.notes.length).toBe(1);
    expect(render('en', fp.notes[0]!).length).toBeGreaterThan(5);
  });
  it('arbitrary values never throw', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (a, m, p) => {
        const fp = footprint(a as AreaSpec, m as GridMethod, p as Placement);
        expect(fp.count).toBe(fp.cells.length);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(
        fc.record({
          shape: fc.constantFrom('sphere', 'cylinder', 'cone', 'cube', 'line', 'template', 'x'),
          radius: fc.option(fc.double(), { nil: undefined }),
          length: fc.option(fc.double(), { nil: undefined }),
          size: fc.option(fc.double(), { nil: undefined }),
          width: fc.option(fc.double(), { nil: undefined }),
          template: fc.option(fc.constantFrom('small', 'large', 'medium'), { nil: undefined }),
        }),
        fc.constantFrom('dmg', 'template', 'token', 'grid35', 'wfb'),
        fc.double(),
        (a, m, deg) => {
          const fp = footprint(a as AreaSpec, m as GridMethod, { angleDeg: deg });
          expect(fp.count).toBe(fp.cells.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});

// ---------------------------------------------------------------------------
// 3. Properties.

type Map2 = (c: Cell) => Cell;
const mirrorX: Map2 = ([x, y]) => [-1 - x, y]; // across the grid line x = 0
const mirrorY: Map2 = ([x, y]) => [x, -1 - y]; // across the grid line y = 0
const mirrorRow0: Map2 = ([x, y]) => [x, -y]; // across the middle of row 0 (token and 3.5 lines)
const swap: Map2 = ([x, y]) => [y, x]; // across the diagonal y = x
const turn90: Map2 = ([x, y]) => [-1 - y, x];

function invariant(fp: Footprint, m: Map2): boolean {
  const s = setOf(fp.cells);
  return fp.cells.every((c) => s.has(key(m(c))));
}

const methods35: GridMethod[] = ['dmg', 'template', 'token', 'grid35'];
const stepSize = fc.integer({ min: 1, max: 24 }).map((n) => n * 5);
const anySize = fc.double({ min: 1, max: 120, noNaN: true });

describe('symmetry (fast-check)', () => {
  it('round areas: 8-fold', () => {
    fc.assert(
      fc.property(fc.constantFrom(...methods35), fc.constantFrom('sphere', 'cylinder') as fc.Arbitrary<'sphere' | 'cylinder'>, fc.oneof(stepSize, anySize), (m, shape, r) => {
        const fp = footprint({ shape, radius: r }, m);
        // Every method covers something from a 5-ft radius up (the DMG half rule covers nothing below about 4 ft).
        if (r >= 5) expect(fp.count).toBeGreaterThan(0);
        expect(invariant(fp, mirrorX) && invariant(fp, mirrorY) && invariant(fp, swap)).toBe(true);
      }),
      { numRuns: 200 },
    );
    for (const t of ['small', 'large'] as const) {
      const fp = footprint({ shape: 'template', template: t }, 'wfb');
      expect(invariant(fp, mirrorX) && invariant(fp, mirrorY) && invariant(fp, swap)).toBe(true);
    }
  });
  it('orthogonal cones and lines: mirror across the axis', () => {
    fc.assert(
      fc.property(fc.constantFrom(...methods35), fc.constantFrom('cone', 'line') as fc.Arbitrary<'cone' | 'line'>, stepSize, (m, shape, l) => {
        const fp = footprint({ shape, length: l }, m, 'orthogonal');
        // The token cone and the one-square token/3.5 lines are centred on row 0; the rest on the grid line y = 0.
        const axis = m === 'token' || (m === 'grid35' && shape === 'line') ? mirrorRow0 : mirrorY;
        expect(invariant(fp, axis)).toBe(true);
      }),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(fc.constantFrom('dmg', 'template') as fc.Arbitrary<GridMethod>, fc.constantFrom('cone', 'line') as fc.Arbitrary<'cone' | 'line'>, anySize, anySize, (m, shape, l, w) => {
        expect(invariant(footprint({ shape, length: l, width: w }, m), mirrorY)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
  it('diagonal cones and lines: mirror across the diagonal', () => {
    fc.assert(
      fc.property(fc.constantFrom(...methods35), fc.constantFrom('cone', 'line') as fc.Arbitrary<'cone' | 'line'>, stepSize, (m, shape, l) => {
        expect(invariant(footprint({ shape, length: l }, m, 'diagonal'), swap)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
  it('dmg/template: turning the placement a quarter turn turns the cells', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('dmg', 'template') as fc.Arbitrary<GridMethod>,
        fc.constantFrom('cone', 'line', 'cube') as fc.Arbitrary<'cone' | 'line' | 'cube'>,
        stepSize,
        fc.integer({ min: 0, max: 359 }),
        (m, shape, l, deg) => {
          const a = footprint({ shape, length: l, size: l }, m, { angleDeg: deg });
          const b = footprint({ shape, length: l, size: l }, m, { angleDeg: deg + 90 });
          expect(sorted(a.cells.map(turn90))).toEqual(sorted(b.cells));
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('monotone: a bigger area never loses a square (fast-check)', () => {
  const placements: Placement[] = ['orthogonal', 'diagonal', { angleDeg: 20 }, { angleDeg: 250 }];
  it('every method, shape and placement', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...methods35),
        fc.constantFrom('sphere', 'cylinder', 'cone', 'cube', 'line') as fc.Arbitrary<AreaSpec['shape']>,
        fc.constantFrom(...placements),
        fc.oneof(stepSize, anySize),
        fc.oneof(stepSize, anySize),
        (m, shape, p, s1, s2) => {
          const [a, b] = s1 <= s2 ? [s1, s2] : [s2, s1];
          const spec = (v: number): AreaSpec => ({ shape, radius: v, length: v, size: v });
          const small = footprint(spec(a), m, p);
          const big = footprint(spec(b), m, p);
          expect(big.count).toBeGreaterThanOrEqual(small.count);
          const s = setOf(big.cells);
          expect(small.cells.every((c) => s.has(key(c)))).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });
  it('lines grow with their width (dmg/template)', () => {
    fc.assert(
      fc.property(fc.constantFrom('dmg', 'template') as fc.Arbitrary<GridMethod>, anySize, anySize, fc.integer({ min: 0, max: 359 }), (m, w1, w2, deg) => {
        const [a, b] = w1 <= w2 ? [w1, w2] : [w2, w1];
        const s = setOf(footprint({ shape: 'line', length: 60, width: b }, m, { angleDeg: deg }).cells);
        expect(footprint({ shape: 'line', length: 60, width: a }, m, { angleDeg: deg }).cells.every((c) => s.has(key(c)))).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
  it('wfb: the large template covers the small one', () => {
    const l = setOf(footprint({ shape: 'template', template: 'large' }, 'wfb').cells);
    expect(footprint({ shape: 'template', template: 'small' }, 'wfb').cells.every((c) => l.has(key(c)))).toBe(true);
  });
});

describe('speed', () => {
  it('a 120-ft radius and a 300-ft line take well under 5 ms (uncached)', () => {
    // Warm up the code paths on other sizes, then time fresh keys.
    for (let i = 0; i < 5; i++) {
      footprint({ shape: 'sphere', radius: 100 + i }, 'dmg');
      footprint({ shape: 'line', length: 250 + i }, 'dmg', { angleDeg: 10 + i });
      footprint({ shape: 'line', length: 250 + i }, 'grid35', { angleDeg: 10 + i });
    }
    const times: number[] = [];
    for (let i = 0; i < 7; i++) {
      const t0 = performance.now();
      for (const m of methods35) footprint({ shape: 'sphere', radius: 120 + i / 100 }, m);
      footprint({ shape: 'line', length: 300 }, 'dmg', { angleDeg: 33 + i / 10 });
      footprint({ shape: 'line', length: 300 }, 'grid35', { angleDeg: 33 + i / 10 });
      footprint({ shape: 'cone', length: 300 }, 'template', { angleDeg: 17 + i / 10 });
      times.push((performance.now() - t0) / 7);
    }
    times.sort((a, b) => a - b);
    expect(times[3]).toBeLessThan(5);
  });
});
