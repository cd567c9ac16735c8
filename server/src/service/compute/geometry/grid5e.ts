/**
 * The D&D 5e grid methods: `dmg` (round areas: squares covered at least
 * half; other shapes: squares covered with positive area), `template` (any
 * positive-area overlap) and `token` (the DMG token method: squares, rows of
 * tokens). See index.ts for the conventions, docs/geometry.md for the
 * derivations.
 */
import type { MsgRef } from '../../i18n/types';
import { CELL_FEET, type AreaShape, type AreaSpec, type Cell, type Computed, type Pt } from './model';
import { checkBox, r2, sizesOf, type Sizes } from './sizes';
import { circleCells, circlePolygon, exactArea, exactPolygon, polygonCells, turnCell, unitVector } from './shape';

/** The template's sizes in inches (1 in = 5 ft), for the catalogue's `geo.n.template`: a circle across, a triangle long and wide, a square's side, a strip long and wide. */
function templateArgs(shape: AreaShape, sz: Sizes): Record<string, string | number> {
  const i = (ft: number) => r2(ft / CELL_FEET);
  if (shape === 'sphere' || shape === 'cylinder') return { shape, a: i(2 * sz.radius!) };
  if (shape === 'cone') return { shape, a: i(sz.length!) };
  if (shape === 'cube') return { shape, a: i(sz.side!) };
  if (shape === 'line') return { shape, a: i(sz.length!), b: i(sz.width!) };
  return { shape };
}

/** The `dmg` and `template` methods: the exact shape laid on the grid. */
export function computeExact(area: AreaSpec, method: 'dmg' | 'template', theta: number): Computed {
  const sz = sizesOf(area);
  const u = unitVector(theta);
  const notes: MsgRef[] = [];
  const round = area.shape === 'sphere' || area.shape === 'cylinder';
  let cells: Cell[];
  let outline: Pt[];
  if (round) {
    const r = sz.radius!;
    cells = circleCells(r, CELL_FEET, method === 'dmg');
    outline = circlePolygon(r);
    if (area.shape === 'cylinder') notes.push({ key: 'geo.n.cylinderBase' });
  } else {
    outline = exactPolygon(area.shape, sz, u)!;
    cells = polygonCells(outline, CELL_FEET);
  }
  if (method === 'dmg') {
    if (round) notes.push({ key: 'geo.n.dmgRound' });
    if (round && cells.length === 0) notes.push({ key: 'geo.n.noHalfSquare' });
    else if (!round)
      notes.push({ key: 'geo.n.dmgOther', args: { shape: area.shape } });
  } else {
    notes.push({ key: 'geo.n.template', args: templateArgs(area.shape, sz) });
  }
  shapeNotes(area.shape, sz, notes);
  const out: Computed = { cells, notes, outline, unit: 'ft', cellSize: CELL_FEET, cellFeet: CELL_FEET, area: exactArea(area.shape, sz), angleDeg: theta };
  if (method === 'dmg' && round && cells.length === 0) out.why = { code: 'noHalfSquare' };
  return out;
}

function shapeNotes(shape: AreaShape, sz: Sizes, notes: MsgRef[]): void {
  if (shape === 'cone') notes.push({ key: 'geo.n.cone' });
  if (shape === 'cube') notes.push({ key: 'geo.n.cube' });
  if (shape === 'line') notes.push({ key: 'geo.n.line', args: { l: r2(sz.length!), w: r2(sz.width!) } });
}

/** The `token` method: squares, rows of tokens. */
export function computeToken(area: AreaSpec, theta: number): Computed {
  const sz = sizesOf(area);
  const notes: MsgRef[] = [];
  const eighth = Math.round(theta / 45) % 8;
  const snapped = eighth * 45;
  const directional = area.shape === 'cone' || area.shape === 'line' || area.shape === 'cube';
  if (directional && Math.abs(snapped - theta) > 1e-9 && Math.abs(snapped + 360 - theta) > 1e-9) {
    notes.push({ key: 'geo.n.tokenSnap', args: { a: r2(theta), b: snapped } });
  }
  const diag = eighth % 2 === 1;
  const quarters = diag ? (eighth - 1) / 2 : eighth / 2;
  const whole = (ft: number, what: string): number => {
    const n = Math.ceil(ft / CELL_FEET - 1e-9);
    if (Math.abs(n * CELL_FEET - ft) > 1e-9) notes.push({ key: 'geo.n.tokenWhole', args: { what, a: r2(ft), b: n * CELL_FEET } });
    return n;
  };
  const local: Cell[] = [];
  let usedAngle = directional ? snapped : theta;
  switch (area.shape) {
    case 'sphere':
    case 'cylinder': {
      const r = sz.radius!;
      const k = Math.ceil(r / CELL_FEET - 1e-9);
      const side = 2 * k * CELL_FEET;
      if (Math.abs(side - 2 * r) > 1e-9) notes.push({ key: 'geo.n.tokenEven', args: { a: r2(2 * r), b: side } });
      checkBox(2 * k, 2 * k);
      for (let y = -k; y < k; y++) for (let x = -k; x < k; x++) local.push([x, y]);
      notes.push({ key: 'geo.n.tokenRound', args: { s: side, k: 2 * k } });
      usedAngle = theta;
      break;
    }
    case 'cone': {
      const rows = whole(sz.length!, 'cone.length');
      checkBox(2 * rows, 2 * rows);
      if (!diag) {
        for (let k = 1; k <= rows; k++) for (let y = -(k - 1); y <= k - 1; y++) local.push([k - 1, y]);
        notes.push({ key: 'geo.n.tokenCone', args: { rows, n: rows * rows } });
      } else {
        for (let k = 1; k <= rows; k++) for (let i = 0; i < k; i++) local.push([i, k - 1 - i]);
        notes.push({ key: 'geo.n.tokenConeDiag', args: { rows, n: (rows * (rows + 1)) / 2 } });
      }
      break;
    }
    case 'cube': {
      const n = whole(sz.side!, 'cube.side');
      checkBox(n, n);
      for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) local.push([x, y]);
      notes.push({ key: 'geo.n.tokenCube', args: { n } });
      if (diag) notes.push({ key: 'geo.n.tokenCubeDiag' });
      usedAngle = (diag ? eighth - 1 : eighth) * 45;
      break;
    }
    case 'line': {
      const n = whole(sz.length!, 'line.length');
      const w = Math.max(1, Math.round(sz.width! / CELL_FEET));
      checkBox(n + w, n + w);
      const lo = -Math.floor(w / 2);
      const offs: number[] = [];
      for (let j = 0; j < w; j++) offs.push(lo + j);
      if (!diag) for (let k = 0; k < n; k++) for (const j of offs) local.push([k, j]);
      else for (let k = 0; k < n; k++) for (const j of offs) local.push([k, k + j]);
      notes.push({ key: diag ? 'geo.n.tokenLineDiag' : 'geo.n.tokenLine', args: { n, w } });
      break;
    }
    default:
      break;
  }
  const turned = area.shape === 'sphere' || area.shape === 'cylinder' ? local : local.map((c) => turnCell(c, area.shape === 'cube' ? Math.floor(eighth / 2) : quarters));
  notes.push({ key: 'geo.n.tokenEach' });
  return { cells: turned, notes, unit: 'ft', cellSize: CELL_FEET, cellFeet: CELL_FEET, angleDeg: usedAngle };
}
