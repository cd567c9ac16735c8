/**
 * The D&D 5e grid methods: `dmg` (round areas: squares covered at least
 * half; other shapes: squares covered with positive area), `template` (any
 * positive-area overlap) and `token` (the DMG token method: squares, rows of
 * tokens). See index.ts for the conventions, docs/geometry.md for the
 * derivations.
 */
import { Notes } from '../notes';
import { CELL_FEET, type AreaShape, type AreaSpec, type Cell, type Computed, type Pt } from './model';
import { checkBox, fmt, inches, r2, sizesOf, type Sizes } from './sizes';
import { circleCells, circlePolygon, exactArea, exactPolygon, polygonCells, turnCell, unitVector } from './shape';

/** {@link templateSize}'s figures in inches, for the catalogue's `geo.n.template`. */
function templateArgs(shape: AreaShape, sz: Sizes): Record<string, string | number> {
  const i = (ft: number) => r2(ft / CELL_FEET);
  if (shape === 'sphere' || shape === 'cylinder') return { shape, a: i(2 * sz.radius!) };
  if (shape === 'cone') return { shape, a: i(sz.length!) };
  if (shape === 'cube') return { shape, a: i(sz.side!) };
  if (shape === 'line') return { shape, a: i(sz.length!), b: i(sz.width!) };
  return { shape };
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

/** The `dmg` and `template` methods: the exact shape laid on the grid. */
export function computeExact(area: AreaSpec, method: 'dmg' | 'template', theta: number): Computed {
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

/** The `token` method: squares, rows of tokens. */
export function computeToken(area: AreaSpec, theta: number): Computed {
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
  const local: Cell[] = [];
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
