/**
 * The vocabulary of the area geometry: grid methods, shapes, an area's
 * sizes, placements, the footprint answered and why one is empty; the grid's
 * constants; which methods each system offers. Types and constants only,
 * shared by every method's module (see index.ts for the conventions).
 */
import type { MsgRef } from '../../i18n/types';

/** How squares are decided: see the module comment and docs/geometry.md; `grid24` is the 2024 rules' grid (SRD 5.2). */
export type GridMethod = 'dmg' | 'template' | 'token' | 'grid35' | 'wfb' | 'grid24';

/** Area shapes; `template` is a Warhammer round template (method `wfb`); `emanation` is the 2024 rules' area around a creature or object (method `grid24`). */
export type AreaShape = 'sphere' | 'cylinder' | 'cone' | 'cube' | 'line' | 'template' | 'emanation';

/** Creature and object sizes (SRD 5.2, Creature Size and Space). */
export type OriginSize = 'tiny' | 'small' | 'medium' | 'large' | 'huge' | 'gargantuan';

/** The side of each size's space on the grid, in squares ("Creature Size and Space": Tiny 4 per square, Small and Medium 1, Large 2 by 2, Huge 3 by 3, Gargantuan 4 by 4). */
export const ORIGIN_SIDE: Readonly<Record<OriginSize, number>> = { tiny: 1, small: 1, medium: 1, large: 2, huge: 3, gargantuan: 4 };

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
  /** An emanation's distance. */
  distance?: number;
  /** An emanation's origin size (default medium). */
  originSize?: OriginSize;
  /** The emanation's origin is in the area (default: not). */
  includeOrigin?: boolean;
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
  /**
   * The notes for a reader: the rule applied, choices made, where the rule
   * texts leave a choice, why a footprint is empty (then the last note).
   * Each a catalogue reference (`geo.n.<code>`, `geo.tooLarge`...) with its
   * figures, worded in the reader's locale where it is shown.
   */
  notes: MsgRef[];
  /** Why the footprint covers no square, as a code and its figures: absent when it covers some, or when the area was malformed (its note says so). */
  why?: FootNote;
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
  /** An emanation's origin: the squares of its creature's or object's space (in `cells` too when included), drawn apart from the area. */
  space?: Array<[number, number]>;
}

/** Side of a grid square in feet. */
export const CELL_FEET = 5;

/** Largest size (feet) a footprint is computed for; bigger areas give an empty footprint with a note. */
export const MAX_AREA_FEET = 1000;

/** The D&D 5e methods a 2024 file may ask for beside the 2024 grid. */
export const METHODS_5E: readonly GridMethod[] = ['grid24', 'dmg', 'template', 'token'];

/**
 * The grid methods a system offers, the first being the default. A D&D 5e
 * spell under the 2024 rules counts on the 2024 grid, and gets the 2014
 * methods only when its file asks for them (`asked`, its `grid_methods:`).
 */
export function methodsFor(system: 'dnd5e' | 'tov' | 'dnd35' | 'wfb', edition: '2014' | '2024' = '2014', asked?: readonly GridMethod[]): GridMethod[] {
  if (system === 'dnd5e' && edition === '2024') return ['grid24', ...(asked ?? []).filter((m, i, all) => m !== 'grid24' && METHODS_5E.includes(m) && all.indexOf(m) === i)];
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

/** A point in feet (inches for `wfb`), or a cell `[x, y]` in cell units. */
export type Pt = [number, number];
export type Cell = [number, number];

/** Why a footprint is empty, as data: a code and its figures (see {@link Footprint.why}). */
export interface FootNote {
  /** `noHalfSquare`: a DMG circle covers no square at least half; `tooLarge`: a size over {@link MAX_AREA_FEET}; `boxTooLarge`: too many squares to lay out; `noSquare`: a 2024 area shorter than one square. */
  code: 'noHalfSquare' | 'tooLarge' | 'boxTooLarge' | 'noSquare';
  /** `what`: `<shape>.<dimension>` (`sphere.radius`, `line.width`); `n`: the size in feet; `max`: the limit. */
  args?: { what: string; n: number; max: number };
}

/** What one method computes for an area and a direction, before it is copied out as a {@link Footprint}. */
export interface Computed {
  cells: Cell[];
  notes: MsgRef[];
  why?: FootNote;
  outline?: Pt[];
  unit: 'ft' | 'in';
  cellSize: number;
  cellFeet: number;
  area?: number;
  angleDeg: number;
  /** An emanation's origin space (grid24). */
  space?: Cell[];
}
