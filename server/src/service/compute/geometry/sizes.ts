/**
 * An area's sizes read and checked before any method runs: a size that is
 * missing, not a positive number or over {@link MAX_AREA_FEET} is refused
 * with a note (thrown as {@link BadInput}, caught by `footprint` into an
 * empty footprint); a grid box too big to lay out likewise. Also how sizes
 * are written into notes (feet, inches of template, metres).
 */
import { CELL_FEET, MAX_AREA_FEET, feetToMetres, type AreaSpec, type FootNote } from './model';
import type { GeoNote } from '../notes';

/** Most cells a bounding box may hold before we refuse. */
const MAX_BOX_CELLS = 400_000;

/** Bad input: the message becomes the empty footprint's note, with its data. */
export class BadInput extends Error {
  constructor(
    msg: string,
    readonly why?: FootNote,
    readonly data?: GeoNote,
  ) {
    super(msg);
  }
}

/** Refuse the area: {@link footprint} answers an empty footprint with this note. */
export function fail(msg: string, why?: FootNote, data?: GeoNote): never {
  throw new BadInput(msg, why, data);
}

function positive(v: unknown, what: string, code?: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0) fail(`${what} must be a positive number of feet (got ${describe(v)}).`, undefined, code ? { code: v === undefined ? 'missing' : 'notPositive', args: { what: code, got: describe(v) } } : undefined);
  if (v > MAX_AREA_FEET) fail(`${what} ${v} ft is larger than ${MAX_AREA_FEET} ft; no footprint is drawn for areas that big.`, code ? { code: 'tooLarge', args: { what: code, n: v, max: MAX_AREA_FEET } } : undefined);
  return v;
}

/** A refused value as a note quotes it. */
export function describe(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return JSON.stringify(v.slice(0, 40));
  return typeof v;
}

/** A size as notes print it: at most two decimals. */
export function fmt(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/** Feet as inches of template (1 in = 5 ft). */
export function inches(ft: number): string {
  return `${fmt(ft / CELL_FEET)} in`;
}

/** Feet as metres the 3.5 way (5 ft = 1.5 m). */
export function metres(ft: number): string {
  return `${fmt(feetToMetres(ft))} m`;
}

/** Refuse a grid box of more than {@link MAX_BOX_CELLS} cells. */
export function checkBox(w: number, h: number): void {
  if (w * h > MAX_BOX_CELLS) fail('The area is too large to lay out on a grid.', { code: 'boxTooLarge' });
}

/** A figure rounded as {@link fmt} prints it, kept a number (the catalogue formats it per locale). */
export function r2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** An area's checked sizes in feet; a cube's side is `side`. */
export interface Sizes {
  radius?: number;
  length?: number;
  side?: number;
  width?: number;
  distance?: number;
}

/** The sizes the shape needs, checked (refused with a note when missing, not positive or too large). */
export function sizesOf(area: AreaSpec): Sizes {
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
    case 'emanation':
      return { distance: positive(area.distance ?? area.radius, "The emanation's distance", 'emanation.distance') };
    default:
      return {};
  }
}
