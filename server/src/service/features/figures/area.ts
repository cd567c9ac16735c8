/**
 * The area a spell names, in feet (inches for a Warhammer template): read
 * from its `area:` mapping, a 3.5 area or effect line, a self range
 * (`Self (15-foot cone)`) or a Warhammer `template:`, with its label, the
 * size as written when not in feet, and remarks; and the squares it covers
 * under each grid method of the spell's system.
 *
 * Called by `explain` (features/explain.ts), the area hover, the preview's
 * area section and `summaryLine`. Pure; nothing here throws on user input.
 */
import type { SpellModel } from '../../model';
import type { System } from '../../types';
import { footprint, methodsFor, type AreaSpec, type FootNote, type GridMethod, type Footprint, type OriginSize, type Placement } from '../../compute/geometry';
import type { MessageKey, MsgRef } from '../../i18n';
import { parseRange, rangeFeetAt, type SelfArea } from '../../text/range';
import { parseArea35 } from '../../text/area35';

/** An area the spell names, in feet (inches for a Warhammer template). */
export interface SpellArea {
  /** The footprint input, sizes in feet. */
  spec: AreaSpec;
  /** Short label (`area.*` in the catalogue): `20-ft sphere`, `60-ft cone`, `small template`. */
  label: MsgRef;
  /** Where it was read: the `area` key, a self range, a 3.5 area line, a Warhammer template. */
  from: 'area' | 'range' | 'area35' | 'template';
  /** The size as written when it was not in feet (`length 9 m, side 3 m`, `1 mile`), one part per dimension: features/area-note.ts `writtenIn` words it. */
  written?: WrittenSize[];
  /** The grid methods it is counted with, the default first: the system's, or the 2024 grid for a 2024 spell (`methodsFor`). */
  methods: GridMethod[];
  /** Remarks: conversions, the length of a cone taken from the range, shapes drawn as another; catalogue references (`geo.n.sa.<code>`) with their figures. */
  notes: MsgRef[];
}

/** One size as the spell wrote it (not in feet): the dimension's name when the text names it, the number, the unit. */
export interface WrittenSize {
  dim?: 'radius' | 'length' | 'size' | 'width' | 'height' | 'side';
  n: number;
  unit: 'm' | 'mi';
}

const M_TO_FT = 10 / 3;

function toFeet(n: number, unit: unknown): number {
  const f = unit === 'm' ? n * M_TO_FT : unit === 'mi' ? n * 5280 : n;
  return Math.round(f * 1e6) / 1e6;
}

function pos(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : undefined;
}

/** A size as a label shows it: rounded to two decimals, written the locale's way. */
function r2(n: number): number {
  return Math.round(n * 100) / 100;
}

/**
 * The area's label as a catalogue reference: `20-ft sphere`,
 * `10-ft-radius cylinder, 40 ft high`, `100-ft line, 5 ft wide` (a 3.5 line
 * has no width). Called here and by the area hover and the preview.
 */
export function areaLabel(spec: AreaSpec, system?: System): MsgRef {
  switch (spec.shape) {
    case 'sphere':
      return { key: 'area.sphere', args: { r: r2(spec.radius ?? spec.size ?? 0) } };
    case 'cylinder':
      return spec.height ? { key: 'area.cylinderHigh', args: { r: r2(spec.radius ?? spec.size ?? 0), h: r2(spec.height) } } : { key: 'area.cylinder', args: { r: r2(spec.radius ?? spec.size ?? 0) } };
    case 'cone':
      return { key: 'area.cone', args: { l: r2(spec.length ?? spec.size ?? 0) } };
    case 'cube':
      return { key: 'area.cube', args: { s: r2(spec.size ?? 0) } };
    case 'line':
      return system === 'dnd35' ? { key: 'area.line35', args: { l: r2(spec.length ?? spec.size ?? 0) } } : { key: 'area.line', args: { l: r2(spec.length ?? spec.size ?? 0), w: r2(spec.width ?? 5) } };
    case 'template':
      return { key: spec.template === 'large' ? 'area.templateLarge' : 'area.templateSmall' };
    case 'emanation':
      return { key: spec.includeOrigin ? 'area.emanationWith' : 'area.emanation', args: { d: r2(spec.distance ?? 0), size: { key: `size.${spec.originSize ?? 'medium'}` as MessageKey } } };
    default:
      return { key: 'area.other' };
  }
}

const SHAPES_5E = ['sphere', 'cylinder', 'cone', 'cube', 'line'] as const;

/** The creature sizes an emanation's origin may have (SRD 5.2, Creature Size and Space). */
const ORIGIN_SIZES: readonly OriginSize[] = ['tiny', 'small', 'medium', 'large', 'huge', 'gargantuan'];

/** A 2024 emanation mapping (`{ shape: emanation, distance: 15, origin_size: large }`) in feet; undefined without a positive distance. */
function emanationFromMapping(a: Record<string, unknown>, system: System): Omit<SpellArea, 'methods'> | undefined {
  const d = pos(a.distance);
  if (d === undefined) return undefined;
  const spec: AreaSpec = { shape: 'emanation', distance: toFeet(d, a.unit) };
  if (typeof a.origin_size === 'string' && (ORIGIN_SIZES as readonly string[]).includes(a.origin_size)) spec.originSize = a.origin_size as OriginSize;
  if (a.include_origin === true) spec.includeOrigin = true;
  const r: MsgRef[] = [];
  if (a.unit === 'm') r.push({ key: 'geo.n.sa.metres' });
  const written: WrittenSize[] | undefined = a.unit === 'm' ? [{ n: r2(d), unit: 'm' }] : undefined;
  return { spec, label: areaLabel(spec, system), from: 'area', ...(written ? { written } : {}), notes: r };
}

/** An `area:` mapping (5e, ToV, or 3.5 written as a mapping) in feet. */
function areaFromMapping(a: Record<string, unknown>, system: System): Omit<SpellArea, 'methods'> | undefined {
  const shape = a.shape;
  if (typeof shape !== 'string' || !(SHAPES_5E as readonly string[]).includes(shape)) return undefined;
  const unit = a.unit;
  const spec: AreaSpec = { shape: shape as AreaSpec['shape'] };
  const written: WrittenSize[] = [];
  for (const k of ['radius', 'length', 'size', 'width', 'height'] as const) {
    const v = pos(a[k]);
    if (v === undefined) continue;
    spec[k] = toFeet(v, unit);
    if (unit === 'm') written.push({ dim: k, n: r2(v), unit: 'm' });
  }
  const r: MsgRef[] = [];
  if (unit === 'm') r.push({ key: 'geo.n.sa.metres' });
  return { spec, label: areaLabel(spec, system), from: 'area', ...(written.length ? { written } : {}), notes: r };
}

/** The area of a self range (`Self (60-foot cone)`; under the 2024 rules `Self (15-foot Emanation)`, around the caster), or undefined when the range names none. */
export function areaFromRange(spell: SpellModel): SpellArea | undefined {
  return withMethods(spell, selfRangeArea(spell));
}

function selfRangeArea(spell: SpellModel): Omit<SpellArea, 'methods'> | undefined {
  const range = spell.value.range;
  if (typeof range !== 'string' || spell.system === 'wfb') return undefined;
  const sa: SelfArea | undefined = parseRange(range, spell.system)?.selfArea;
  if (!sa || !(sa.size > 0)) return undefined;
  const ft = toFeet(sa.size, sa.unit);
  const r: MsgRef[] = [];
  let spec: AreaSpec;
  if (is2024(spell) && /emanation/i.test(range)) {
    // The 2024 range names the caster's own emanation: a Medium origin unless the area says otherwise.
    spec = { shape: 'emanation', distance: ft };
    if (sa.unit === 'm') r.push({ key: 'geo.n.sa.metres' });
    if (sa.unit === 'mi') r.push({ key: 'geo.n.sa.miles' });
    const written: WrittenSize[] | undefined = sa.unit !== 'ft' ? [{ n: r2(sa.size), unit: sa.unit === 'mi' ? 'mi' : 'm' }] : undefined;
    return { spec, label: areaLabel(spec), from: 'range', ...(written ? { written } : {}), notes: r };
  }
  switch (sa.shape) {
    case 'cone':
      spec = { shape: 'cone', length: ft };
      break;
    case 'line': {
      const w = spell.value.area && typeof spell.value.area === 'object' ? pos((spell.value.area as Record<string, unknown>).width) : undefined;
      spec = { shape: 'line', length: ft, width: w !== undefined ? toFeet(w, (spell.value.area as Record<string, unknown>).unit) : 5 };
      break;
    }
    case 'cube':
      spec = { shape: 'cube', size: ft };
      break;
    case 'cylinder':
      spec = { shape: 'cylinder', radius: ft };
      break;
    default:
      spec = { shape: 'sphere', radius: ft };
      if (sa.shape === 'hemisphere') r.push({ key: 'geo.n.sa.hemisphere' });
      if (sa.shape === 'radius') r.push({ key: 'geo.n.sa.radius' });
  }
  if (sa.unit === 'm') r.push({ key: 'geo.n.sa.metres' });
  if (sa.unit === 'mi') r.push({ key: 'geo.n.sa.miles' });
  const label: MsgRef = sa.shape === 'radius' ? { key: 'area.radius', args: { r: r2(ft) } } : sa.shape === 'hemisphere' ? { key: 'area.hemisphere', args: { r: r2(ft) } } : areaLabel(spec, spell.system);
  const written: WrittenSize[] | undefined = sa.unit !== 'ft' ? [{ n: r2(sa.size), unit: sa.unit === 'mi' ? 'mi' : 'm' }] : undefined;
  return { spec, label, from: 'range', ...(written ? { written } : {}), notes: r };
}

/** A D&D 5e spell read under the 2024 rules. */
function is2024(spell: SpellModel): boolean {
  return spell.system === 'dnd5e' && spell.edition === '2024';
}

/** A 3.5 / Pathfinder `area:` line; a cone or line without a length takes the range at `casterLevel`. */
function areaFrom35(spell: SpellModel, text: string, casterLevel: number): Omit<SpellArea, 'methods'> | undefined {
  const a = parseArea35(text);
  if (!a) return undefined;
  const rm: MsgRef[] = [];
  const conv = (n: number | undefined) => (n === undefined ? undefined : toFeet(n, a.unit));
  let spec: AreaSpec;
  switch (a.shape) {
    case 'square':
    case 'cube':
      spec = { shape: 'cube', size: conv(a.size) };
      if (a.shape === 'square') rm.push({ key: 'geo.n.sa.flatSquare' });
      break;
    case 'cone':
    case 'line': {
      let len = conv(a.length);
      if (len === undefined) {
        const r = typeof spell.value.range === 'string' ? rangeFeetAt(parseRange(spell.value.range, 'dnd35'), casterLevel) : undefined;
        if (r === undefined) return undefined;
        len = r;
        // English has always given this length to two decimals and the other catalogues as worked out (to three):
        // the note carries both so that each reads as before.
        rm.push({ key: 'geo.n.sa.lengthFromRange', args: { shape: a.shape, level: casterLevel, ft: r, ftRounded: r2(r) } });
      }
      spec = { shape: a.shape, length: len };
      break;
    }
    case 'cylinder':
      spec = { shape: 'cylinder', radius: conv(a.radius), height: conv(a.height) };
      break;
    default:
      spec = { shape: 'sphere', radius: conv(a.radius) };
  }
  if (a.count && a.count > 1) rm.push({ key: 'geo.n.sa.count', args: { count: a.count } });
  if (a.perLevel) rm.push({ key: 'geo.n.sa.perLevel' });
  if (a.kind === 'spread') rm.push({ key: 'geo.n.sa.spread' });
  if (a.unit === 'm') rm.push({ key: 'geo.n.sa.metres' });
  if ((spec.shape === 'sphere' || spec.shape === 'cylinder') && spec.radius === undefined) return undefined;
  if (spec.shape === 'cube' && spec.size === undefined) return undefined;
  // Metric lines keep their own figures beside the feet they are drawn in.
  const dims = a.unit === 'm' ? (['radius', 'length', 'size', 'height'] as const).filter((k) => a[k] !== undefined) : [];
  const written = dims.map((k): WrittenSize => ({ dim: k === 'size' ? 'side' : k, n: r2(a[k]!), unit: 'm' }));
  return { spec, label: areaLabel(spec, 'dnd35'), from: 'area35', notes: rm, ...(written.length ? { written } : {}) };
}

/**
 * The area a spell names: its `area:` (a mapping in feet or metres, or a
 * 3.5 area line), else the area of a self range (`Self (15-foot cone)`), or a
 * Warhammer `template:`. `casterLevel` sizes 3.5 cones taken from the range.
 */
export function spellArea(spell: SpellModel, casterLevel = 5): SpellArea | undefined {
  return withMethods(spell, readSpellArea(spell, casterLevel));
}

/**
 * The area with the grid methods it is counted with: the 2024 grid for a 2024
 * D&D 5e spell, with the 2014 methods its `grid_methods` asks for (never for
 * an emanation, which only the 2024 grid counts); else its system's.
 */
function withMethods(spell: SpellModel, a: Omit<SpellArea, 'methods'> | undefined): SpellArea | undefined {
  if (!a) return undefined;
  if (!is2024(spell)) return { ...a, methods: methodsFor(spell.system) };
  const asked = Array.isArray(spell.value.grid_methods) && a.spec.shape !== 'emanation' ? spell.value.grid_methods.filter((m): m is GridMethod => typeof m === 'string') : undefined;
  return { ...a, methods: methodsFor(spell.system, '2024', asked) };
}

function readSpellArea(spell: SpellModel, casterLevel: number): Omit<SpellArea, 'methods'> | undefined {
  const v = spell.value;
  if (spell.system === 'wfb') {
    const t = v.template;
    if (t !== 'small' && t !== 'large') return undefined;
    return { spec: { shape: 'template', template: t }, label: areaLabel({ shape: 'template', template: t }), from: 'template', notes: [] };
  }
  const a = v.area;
  if (a && typeof a === 'object' && !Array.isArray(a)) {
    const m = a as Record<string, unknown>;
    const r = is2024(spell) && m.shape === 'emanation' ? emanationFromMapping(m, spell.system) : areaFromMapping(m, spell.system);
    if (r) return r;
  }
  if (typeof a === 'string' && spell.system === 'dnd35') {
    const r = areaFrom35(spell, a, casterLevel);
    if (r) return r;
  }
  // A 3.5 Effect line may name a shape too ("Cloud spreads in 20-ft. radius, 20 ft. high", "cono di 9 m").
  if (a === undefined && typeof v.effect === 'string' && spell.system === 'dnd35') {
    const r = areaFrom35(spell, v.effect, casterLevel);
    if (r) return { ...r, notes: [{ key: 'geo.n.sa.effectLine' }, ...r.notes] };
  }
  return selfRangeArea(spell);
}

/** Is the shape's footprint different orthogonally and diagonally (cones, lines, cubes)? */
export function isDirectional(spec: AreaSpec): boolean {
  return spec.shape === 'cone' || spec.shape === 'line' || spec.shape === 'cube';
}

/** Squares per grid method (and per method diagonally, for cones, lines and cubes). */
export interface AreaCounts {
  /** The system's methods, default first. */
  methods: GridMethod[];
  /** Orthogonal (or unplaced, for round areas) count per method. */
  squares: Record<string, number>;
  /** Diagonal count per method; only for cones, lines and cubes. */
  squaresDiagonal?: Record<string, number>;
  /** Notes of the default method's orthogonal footprint (catalogue references). */
  notes: MsgRef[];
  /** Why that footprint covers no square, as a code and its figures. */
  why?: FootNote;
}

/** The footprint of `spec` under `method` for `system` (placement from a grid intersection). */
export function areaFootprint(spec: AreaSpec, method: GridMethod, placement: Placement = 'orthogonal'): Footprint {
  return footprint(spec, method, placement);
}

/**
 * Squares the area covers under each of `methods` (a spell's: `SpellArea.methods`;
 * by default its system's 2014 methods, `methodsFor`), orthogonal and, for
 * cones, lines and cubes, diagonal.
 */
export function areaCounts(spec: AreaSpec, system: System, methods: readonly GridMethod[] = methodsFor(system)): AreaCounts {
  const squares: Record<string, number> = {};
  const diag: Record<string, number> = {};
  let notes: MsgRef[] = [];
  let why: FootNote | undefined;
  methods.forEach((m, i) => {
    const fp = footprint(spec, m, 'orthogonal');
    squares[m] = fp.count;
    if (i === 0) {
      notes = fp.notes;
      why = fp.why;
    }
    if (isDirectional(spec)) diag[m] = footprint(spec, m, 'diagonal').count;
  });
  const out: AreaCounts = isDirectional(spec) ? { methods: [...methods], squares, squaresDiagonal: diag, notes } : { methods: [...methods], squares, notes };
  if (why) out.why = why;
  return out;
}

/** Read a placement as the preview sends it: `orthogonal`, `diagonal`, or degrees (`'30'`). */
export function readPlacement(p: string | { angleDeg: number } | undefined): Placement {
  if (p === undefined || p === 'orthogonal') return 'orthogonal';
  if (p === 'diagonal') return 'diagonal';
  if (typeof p === 'object' && p && Number.isFinite(p.angleDeg)) return { angleDeg: p.angleDeg };
  const n = typeof p === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(p) ? Number(p) : Number.NaN;
  return Number.isFinite(n) ? { angleDeg: n } : 'orthogonal';
}
