/**
 * The D&D 3.5 / Pathfinder grid (`grid35`): distance from intersection to
 * intersection, every second diagonal counting double; a square is in when
 * its far corner is within the area. See index.ts for the conventions,
 * docs/geometry.md for the derivations.
 */
import type { MsgRef } from '../../i18n/types';
import { CELL_FEET, feetToMetres, type AreaSpec, type Cell, type Computed, type Pt } from './model';
import { checkBox, r2, sizesOf } from './sizes';
import { bandExtent, rotate, turnCell, unitVector } from './shape';

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

/** Signed far corner of a cell, in squares (the corner farthest from the origin). */
function farCorner(x: number, y: number): Pt {
  return [x >= 0 ? x + 1 : x, y >= 0 ? y + 1 : y];
}

function octagonRadius(u: Pt, rFeet: number): number {
  const a = Math.abs(u[0]);
  const b = Math.abs(u[1]);
  return rFeet / (Math.max(a, b) + Math.min(a, b) / 2);
}

/** The `grid35` method. */
export function computeGrid35(area: AreaSpec, theta: number): Computed {
  const sz = sizesOf(area);
  const notes: MsgRef[] = [];
  notes.push({ key: 'geo.n.g35' });
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
      notes.push({ key: 'geo.n.g35Round', args: { shape: area.shape, r: r2(rf), m: r2(feetToMetres(rf)), n: r2(R) } });
      if (area.shape === 'cylinder') notes.push({ key: 'geo.n.cylinderBase' });
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
      notes.push({ key: 'geo.n.g35Cone', args: { l: r2(lf), m: r2(feetToMetres(lf)), n: r2(R) } });
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
      notes.push({ key: 'geo.n.g35Line', args: { l: r2(lf), m: r2(feetToMetres(lf)), n: r2(R) } });
      if (alongGrid) notes.push({ key: 'geo.n.g35AlongGrid' });
      if (area.width !== undefined) notes.push({ key: 'geo.n.g35NoWidth' });
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
      notes.push({ key: 'geo.n.g35Cube', args: { s: r2(sz.side!), m: r2(feetToMetres(sz.side!)), n } });
      break;
    }
    default:
      break;
  }
  return { cells, notes, outline, unit: 'ft', cellSize: CELL_FEET, cellFeet: CELL_FEET, area: area35, angleDeg: usedAngle };
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
