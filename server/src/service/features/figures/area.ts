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
import { Notes, type GeoNote } from '../../compute/notes';
import { parseRange, rangeFeetAt, type SelfArea } from '../../text/range';
import { parseArea35 } from '../../text/area35';

/** An area the spell names, in feet (inches for a Warhammer template). */
export interface SpellArea {
  /** The footprint input, sizes in feet. */
  spec: AreaSpec;
  /** Short label: `20-ft sphere`, `60-ft cone`, `small template`. */
  label: string;
  /** Where it was read: the `area` key, a self range, a 3.5 area line, a Warhammer template. */
  from: 'area' | 'range' | 'area35' | 'template';
  /** The size as written when it was not in feet (`6 m`, `1 mile`), in English. */
  written?: string;
  /** The same as data, one part per dimension (`length 9 m, side 3 m`): features/area-note.ts `writtenIn` words it in a locale. */
  writtenParts?: WrittenSize[];
  /** The grid methods it is counted with, the default first: the system's, or the 2024 grid for a 2024 spell (`methodsFor`). */
  methods: GridMethod[];
  /** Remarks: conversions, the length of a cone taken from the range, shapes drawn as another (English). */
  notes: string[];
  /** The same remarks as data (`geo.n.<code>` with their figures), one per note (`null`: English only), for the other locales (features/area-note.ts). */
  noteData?: Array<GeoNote | null>;
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

function fmtNum(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/** `20-ft sphere`, `10-ft-radius cylinder, 40 ft high`, `100-ft line, 5 ft wide` (3.5 lines have no width). */
export function areaLabel(spec: AreaSpec, system?: System): string {
  switch (spec.shape) {
    case 'sphere':
      return `${fmtNum(spec.radius ?? spec.size ?? 0)}-ft sphere`;
    case 'cylinder':
      return `${fmtNum(spec.radius ?? spec.size ?? 0)}-ft-radius cylinder${spec.height ? `, ${fmtNum(spec.height)} ft high` : ''}`;
    case 'cone':
      return `${fmtNum(spec.length ?? spec.size ?? 0)}-ft cone`;
    case 'cube':
      return `${fmtNum(spec.size ?? 0)}-ft cube`;
    case 'line':
      return system === 'dnd35' ? `${fmtNum(spec.length ?? spec.size ?? 0)}-ft line` : `${fmtNum(spec.length ?? spec.size ?? 0)}-ft line, ${fmtNum(spec.width ?? 5)} ft wide`;
    case 'template':
      return `${spec.template ?? 'small'} template`;
    case 'emanation':
      return `${fmtNum(spec.distance ?? 0)}-ft emanation, ${ORIGIN_WORD[spec.originSize ?? 'medium']} origin${spec.includeOrigin ? ' included' : ''}`;
    default:
      return 'area';
  }
}

const SHAPES_5E = ['sphere', 'cylinder', 'cone', 'cube', 'line'] as const;

/** Sizes as the SRD 5.2 writes them (Creature Size and Space), for the English label. */
const ORIGIN_WORD: Record<OriginSize, string> = { tiny: 'Tiny', small: 'Small', medium: 'Medium', large: 'Large', huge: 'Huge', gargantuan: 'Gargantuan' };
const ORIGIN_SIZES: readonly string[] = Object.keys(ORIGIN_WORD);

/** A 2024 emanation mapping (`{ shape: emanation, distance: 15, origin_size: large }`) in feet; undefined without a positive distance. */
function emanationFromMapping(a: Record<string, unknown>, system: System): Omit<SpellArea, 'methods'> | undefined {
  const d = pos(a.distance);
  if (d === undefined) return undefined;
  const spec: AreaSpec = { shape: 'emanation', distance: toFeet(d, a.unit) };
  if (typeof a.origin_size === 'string' && ORIGIN_SIZES.includes(a.origin_size)) spec.originSize = a.origin_size as OriginSize;
  if (a.include_origin === true) spec.includeOrigin = true;
  const r = new Notes();
  if (a.unit === 'm') r.push('Metres converted at 1.5 m = 5 ft (one square).', { code: 'sa.metres' });
  const metric = a.unit === 'm' ? { written: `distance ${fmtNum(d)} m`, writtenParts: [{ n: Math.round(d * 100) / 100, unit: 'm' } as WrittenSize] } : {};
  return { spec, label: areaLabel(spec, system), from: 'area', ...metric, notes: r.texts, noteData: r.data };
}

/** An `area:` mapping (5e, ToV, or 3.5 written as a mapping) in feet. */
function areaFromMapping(a: Record<string, unknown>, system: System): Omit<SpellArea, 'methods'> | undefined {
  const shape = a.shape;
  if (typeof shape !== 'string' || !(SHAPES_5E as readonly string[]).includes(shape)) return undefined;
  const unit = a.unit;
  const spec: AreaSpec = { shape: shape as AreaSpec['shape'] };
  const written: string[] = [];
  const parts: WrittenSize[] = [];
  for (const k of ['radius', 'length', 'size', 'width', 'height'] as const) {
    const v = pos(a[k]);
    if (v === undefined) continue;
    spec[k] = toFeet(v, unit);
    if (unit === 'm') {
      written.push(`${k} ${fmtNum(v)} m`);
      parts.push({ dim: k, n: Math.round(v * 100) / 100, unit: 'm' });
    }
  }
  const r = new Notes();
  if (unit === 'm') r.push('Metres converted at 1.5 m = 5 ft (one square).', { code: 'sa.metres' });
  return { spec, label: areaLabel(spec, system), from: 'area', ...(written.length ? { written: written.join(', '), writtenParts: parts } : { written: undefined }), notes: r.texts, noteData: r.data };
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
  const r = new Notes();
  let spec: AreaSpec;
  if (is2024(spell) && /emanation/i.test(range)) {
    // The 2024 range names the caster's own emanation: a Medium origin unless the area says otherwise.
    spec = { shape: 'emanation', distance: ft };
    if (sa.unit === 'm') r.push('Metres converted at 1.5 m = 5 ft (one square).', { code: 'sa.metres' });
    const written = sa.unit !== 'ft' ? { written: `${fmtNum(sa.size)} ${sa.unit === 'mi' ? 'mile' : 'm'}`, writtenParts: [{ n: Math.round(sa.size * 100) / 100, unit: sa.unit === 'mi' ? 'mi' : 'm' } as WrittenSize] } : {};
    return { spec, label: areaLabel(spec), from: 'range', ...written, notes: r.texts, noteData: r.data };
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
      if (sa.shape === 'hemisphere') r.push('A hemisphere covers the same squares as the sphere of its radius.', { code: 'sa.hemisphere' });
      if (sa.shape === 'radius') r.push('A radius around the caster is drawn as a circle of that radius.', { code: 'sa.radius' });
  }
  if (sa.unit === 'm') r.push('Metres converted at 1.5 m = 5 ft (one square).', { code: 'sa.metres' });
  if (sa.unit === 'mi') r.push('Miles converted at 5,280 ft.', { code: 'sa.miles' });
  const label = sa.shape === 'radius' ? `${fmtNum(ft)}-ft radius` : sa.shape === 'hemisphere' ? `${fmtNum(ft)}-ft hemisphere` : areaLabel(spec);
  const written = sa.unit !== 'ft' ? { written: `${fmtNum(sa.size)} ${sa.unit === 'mi' ? 'mile' : 'm'}`, writtenParts: [{ n: Math.round(sa.size * 100) / 100, unit: sa.unit === 'mi' ? 'mi' : 'm' } as WrittenSize] } : { written: undefined };
  return { spec, label, from: 'range', ...written, notes: r.texts, noteData: r.data };
}

/** A D&D 5e spell read under the 2024 rules. */
function is2024(spell: SpellModel): boolean {
  return spell.system === 'dnd5e' && spell.edition === '2024';
}

/** A 3.5 / Pathfinder `area:` line; a cone or line without a length takes the range at `casterLevel`. */
function areaFrom35(spell: SpellModel, text: string, casterLevel: number): Omit<SpellArea, 'methods'> | undefined {
  const a = parseArea35(text);
  if (!a) return undefined;
  const rm = new Notes();
  const conv = (n: number | undefined) => (n === undefined ? undefined : toFeet(n, a.unit));
  let spec: AreaSpec;
  switch (a.shape) {
    case 'square':
    case 'cube':
      spec = { shape: 'cube', size: conv(a.size) };
      if (a.shape === 'square') rm.push('A flat square is counted like a cube of that side.', { code: 'sa.flatSquare' });
      break;
    case 'cone':
    case 'line': {
      let len = conv(a.length);
      if (len === undefined) {
        const r = typeof spell.value.range === 'string' ? rangeFeetAt(parseRange(spell.value.range, 'dnd35'), casterLevel) : undefined;
        if (r === undefined) return undefined;
        len = r;
        rm.push(`The ${a.shape}'s length is the spell's range at caster level ${casterLevel}: ${fmtNum(r)} ft.`, { code: 'sa.lengthFromRange', args: { shape: a.shape, level: casterLevel, ft: r } });
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
  if (a.count && a.count > 1) rm.push(`The line names ${a.count} such areas; one is drawn.`, { code: 'sa.count', args: { count: a.count } });
  if (a.perLevel) rm.push('The size grows per caster level; the size at 1st level is drawn.', { code: 'sa.perLevel' });
  if (a.kind === 'spread') rm.push('A spread turns corners; the open-grid footprint is drawn.', { code: 'sa.spread' });
  if (a.unit === 'm') rm.push('Metres converted at 1.5 m = 5 ft (one square).', { code: 'sa.metres' });
  if ((spec.shape === 'sphere' || spec.shape === 'cylinder') && spec.radius === undefined) return undefined;
  if (spec.shape === 'cube' && spec.size === undefined) return undefined;
  // Metric lines keep their own figures beside the feet they are drawn in.
  const dims = a.unit === 'm' ? (['radius', 'length', 'size', 'height'] as const).filter((k) => a[k] !== undefined) : [];
  const written = dims.map((k) => `${k === 'size' ? 'side' : k} ${fmtNum(a[k]!)} m`).join(', ');
  const parts = dims.map((k): WrittenSize => ({ dim: k === 'size' ? 'side' : k, n: Math.round(a[k]! * 100) / 100, unit: 'm' }));
  return { spec, label: areaLabel(spec, 'dnd35'), from: 'area35', notes: rm.texts, noteData: rm.data, ...(written ? { written, writtenParts: parts } : {}) };
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
    return { spec: { shape: 'template', template: t }, label: `${t} template`, from: 'template', notes: [] };
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
    if (r) return { ...r, notes: ['Read from the Effect line.', ...r.notes], noteData: [{ code: 'sa.effectLine' }, ...(r.noteData ?? [])] };
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
  /** Notes of the default method's orthogonal footprint. */
  notes: string[];
  /** Why that footprint covers no square, as data (its words: `area-note.ts`). */
  why?: FootNote;
  /** `notes` as data, one per note (`null`: English only); its words: `area-note.ts`. */
  noteData?: Array<GeoNote | null>;
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
  let notes: string[] = [];
  let why: FootNote | undefined;
  let noteData: Array<GeoNote | null> | undefined;
  methods.forEach((m, i) => {
    const fp = footprint(spec, m, 'orthogonal');
    squares[m] = fp.count;
    if (i === 0) {
      notes = fp.notes;
      why = fp.why;
      noteData = fp.noteData;
    }
    if (isDirectional(spec)) diag[m] = footprint(spec, m, 'diagonal').count;
  });
  const out: AreaCounts = isDirectional(spec) ? { methods: [...methods], squares, squaresDiagonal: diag, notes } : { methods: [...methods], squares, notes };
  if (why) out.why = why;
  if (noteData) out.noteData = noteData;
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
