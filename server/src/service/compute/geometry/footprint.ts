/**
 * The entry point of the area geometry: `footprint` picks the method, turns
 * refused input into an empty footprint with its note, and caches results by
 * their inputs (each call returns a copy).
 */
import { CELL_FEET, type AreaSpec, type Cell, type Computed, type FootNote, type Footprint, type GridMethod, type Placement } from './model';
import type { MsgRef } from '../../i18n/types';
import { BadInput, describe, fail } from './sizes';
import { computeExact, computeToken } from './grid5e';
import { computeGrid35 } from './grid35';
import { computeWfb } from './wfb';
import { computeGrid24 } from './grid24';

function angleOf(p: Placement | undefined): number | undefined {
  if (p === undefined || p === 'orthogonal') return 0;
  if (p === 'diagonal') return 45;
  if (p !== null && typeof p === 'object' && typeof p.angleDeg === 'number' && Number.isFinite(p.angleDeg)) {
    const a = ((p.angleDeg % 360) + 360) % 360;
    return a >= 360 ? 0 : a;
  }
  return undefined;
}

const CACHE_MAX = 256;
const cache = new Map<string, Computed>();

function compute(area: AreaSpec, method: GridMethod, theta: number): Computed {
  if (method === 'wfb') return computeWfb(area);
  if (area.shape === 'template') fail({ key: 'geo.n.templateMethod', args: { got: describe(method) } });
  if (area.shape === 'emanation' && method !== 'grid24') fail({ key: 'geo.n.emanationMethod', args: { got: describe(method) } });
  if (!['sphere', 'cylinder', 'cone', 'cube', 'line', 'emanation'].includes(area.shape)) fail(area.shape === undefined ? { key: 'geo.n.noShape' } : { key: 'geo.n.unknownShape', args: { got: describe(area.shape) } });
  switch (method) {
    case 'dmg':
    case 'template':
      return computeExact(area, method, theta);
    case 'token':
      return computeToken(area, theta);
    case 'grid35':
      return computeGrid35(area, theta);
    case 'grid24':
      return computeGrid24(area, theta);
    default:
      return fail({ key: 'geo.n.unknownMethod', args: { got: describe(method) } });
  }
}

function cacheKey(area: AreaSpec, method: GridMethod, theta: number): string {
  return JSON.stringify([area.shape, area.radius, area.length, area.size, area.width, area.template, area.distance, area.originSize, area.includeOrigin, method, theta]);
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
  const empty = (note: MsgRef, why?: FootNote): Footprint => ({
    ...(why ? { why } : {}),
    cells: [],
    count: 0,
    method,
    placement,
    cellFeet: method === 'wfb' ? 1 / 12 : CELL_FEET,
    notes: [note],
    unit: method === 'wfb' ? 'in' : 'ft',
    cellSize: method === 'wfb' ? 1 : CELL_FEET,
  });
  if (area === null || typeof area !== 'object') return empty({ key: 'geo.n.noArea' });
  if (theta === undefined) return empty({ key: 'geo.n.placement' });
  let c: Computed | undefined;
  let key: string;
  try {
    key = cacheKey(area, method, theta);
    c = cache.get(key);
  } catch {
    return empty({ key: 'geo.n.unreadable' });
  }
  if (c) {
    cache.delete(key);
    cache.set(key, c);
  } else {
    try {
      c = compute(area, method, theta);
    } catch (e) {
      return e instanceof BadInput ? empty(e.note, e.why) : empty({ key: 'geo.n.notComputed' });
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
    notes: c.notes.map((n) => (n.args ? { key: n.key, args: { ...n.args } } : { key: n.key })),
    unit: c.unit,
    cellSize: c.cellSize,
    angleDeg: c.angleDeg,
  };
  if (c.why) fp.why = { ...c.why };
  if (c.outline) fp.outline = c.outline.map((p) => [p[0], p[1]] as [number, number]);
  if (c.area !== undefined) fp.area = c.area;
  if (c.space) fp.space = c.space.map((p) => [p[0], p[1]] as [number, number]);
  return fp;
}
