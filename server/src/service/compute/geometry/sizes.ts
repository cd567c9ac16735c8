/**
 * An area's sizes read and checked before any method runs: a size that is
 * missing, not a positive number or over {@link MAX_AREA_FEET} is refused
 * with a note (thrown as {@link BadInput}, caught by `footprint` into an
 * empty footprint); a grid box too big to lay out likewise.
 */
import { CELL_FEET, MAX_AREA_FEET, type AreaSpec, type FootNote } from './model';
import type { MsgRef } from '../../i18n/types';

/** Most cells a bounding box may hold before we refuse. */
const MAX_BOX_CELLS = 400_000;

/** Bad input: the empty footprint's one note, and why it is empty when that is a size limit. */
export class BadInput extends Error {
  constructor(
    readonly note: MsgRef,
    readonly why?: FootNote,
  ) {
    super(note.key);
  }
}

/** Refuse the area: {@link footprint} answers an empty footprint with this note. */
export function fail(note: MsgRef, why?: FootNote): never {
  throw new BadInput(note, why);
}

/** A size checked: `what` is `<shape>.<dimension>` (`sphere.radius`), the notes' choice of words. */
function positive(v: unknown, what: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0) fail(v === undefined ? { key: 'geo.n.missing', args: { what } } : { key: 'geo.n.notPositive', args: { what, got: describe(v) } });
  if (v > MAX_AREA_FEET) {
    const args = { what, n: v, max: MAX_AREA_FEET };
    fail({ key: 'geo.tooLarge', args }, { code: 'tooLarge', args });
  }
  return v;
}

/** A refused value as a note quotes it. */
export function describe(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return JSON.stringify(v.slice(0, 40));
  return typeof v;
}

/** Refuse a grid box of more than {@link MAX_BOX_CELLS} cells. */
export function checkBox(w: number, h: number): void {
  if (w * h > MAX_BOX_CELLS) fail({ key: 'geo.boxTooLarge' }, { code: 'boxTooLarge' });
}

/** A figure rounded to two decimals, kept a number (the catalogue formats it per locale). */
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
      return { radius: positive(area.radius ?? area.size, `${area.shape}.radius`) };
    case 'cone':
      return { length: positive(area.length ?? area.size, 'cone.length') };
    case 'cube':
      return { side: positive(area.size ?? area.length, 'cube.side') };
    case 'line':
      return {
        length: positive(area.length ?? area.size, 'line.length'),
        width: area.width === undefined ? CELL_FEET : positive(area.width, 'line.width'),
      };
    case 'emanation':
      return { distance: positive(area.distance ?? area.radius, 'emanation.distance') };
    default:
      return {};
  }
}
