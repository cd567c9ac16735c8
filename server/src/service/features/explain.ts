/**
 * The computed numbers of a spell, in one place: the caster profile in force,
 * the area and its squares per grid method, save DC, spell attack bonus,
 * damage and healing tables, concentration and identify DCs, spell points,
 * the lowest caster levels, and Warhammer casting odds.
 *
 * Hovers (`sections/*`), the preview card, `summaryLine` (inlay hints and
 * code lenses) and `grimoire explain --json` all call these functions, so the
 * figures they show agree. Pure: an analysis and settings in, plain objects
 * out; nothing here throws on user input.
 */
import { METHOD_NAMES as NAMES } from './method-names';
import type { Analysis } from '../analyze';
import type { SpellModel } from '../model';
import type { GrimoireSettings } from '../settings';
import type { System } from '../types';
import {
  normaliseProfile,
  highestCircleAt,
  saveDc,
  spellAttackBonus,
  minCasterLevel,
  spellPointCost,
  identifyDc,
  concentrationDc,
  type CasterProfile,
  type ResolvedProfile,
} from '../compute/abilities';
import { footprint, methodsFor, Notes, type AreaSpec, type FootNote, type GeoNote, type GridMethod, type Footprint, type Placement } from '../compute/geometry';
import { areaNoteIn, geoNoteIn, writtenIn } from './area-note';
import { t, type Locale } from '../i18n';
import { scaledDamage, parseDice, sumDice, formatDice, average, maximum, type Dice } from '../compute/dice';
import { castingTable, type CastingOdds } from '../compute/warhammer';
import { parseRange, parseArea35, parseDuration, rangeFeetAt, type SelfArea } from '../compute/text';
import { spellRange, type ExplainedRange } from './range-info';
import { figureSource, hasFigure, type Figure } from './figures';
import { miscastTable } from '../compute/wfb-readings';
import { materialFocus } from './material-focus';

// ------------------------------------------------------------------ profile

/** Where one profile field came from, lowest precedence last. */
export type ProfileSource = 'flag' | 'file' | 'settings' | 'default';

/** Profile values given on the command line (`--ability-score` ...): they win over the file and settings. */
export type ProfileOverrides = Partial<CasterProfile>;

/** The caster profile used for a spell, with the source of each field. */
export interface SpellProfile {
  /** The numbers (defaults filled, values clamped). */
  resolved: ResolvedProfile;
  /** Source of each field that was set by someone; absent fields are defaults. */
  sources: Partial<Record<keyof CasterProfile, ProfileSource>>;
}

const PROFILE_KEYS: Array<keyof CasterProfile> = ['abilityScore', 'abilityModifier', 'level', 'dcBonus', 'dc', 'attackBonus', 'wizardLevel'];
const SNAKE: Record<string, keyof CasterProfile> = {
  ability_score: 'abilityScore',
  ability_modifier: 'abilityModifier',
  level: 'level',
  caster_level: 'level',
  dc_bonus: 'dcBonus',
  dc: 'dc',
  attack_bonus: 'attackBonus',
  wizard_level: 'wizardLevel',
};

/**
 * A file's raw `caster:` block (snake_case, as in YAML; camelCase accepted
 * too) as a camelCase profile. Values are passed on unchecked so that
 * `normaliseProfile` can note what it rounds, clamps or ignores.
 */
export function casterFromFile(raw: unknown): Partial<CasterProfile> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    const key = SNAKE[k] ?? (PROFILE_KEYS.includes(k as keyof CasterProfile) ? (k as keyof CasterProfile) : undefined);
    if (key && v !== undefined && v !== null && out[key] === undefined) out[key] = v;
  }
  return out as Partial<CasterProfile>;
}

/**
 * Merge profile layers, lowest precedence first. A field set in a higher layer
 * replaces the lower one; the ability is one field (a score given above
 * drops a modifier given below and the other way round), and a layer that
 * sets an input of the formula (score, modifier, level, DC bonus) without a
 * fixed `dc` drops a lower layer's fixed `dc` (likewise score, modifier or
 * level drop a lower fixed `attackBonus`), so the formula it asks for is used.
 */
export function mergeProfiles(layers: Array<[ProfileSource, Partial<CasterProfile> | undefined]>): { merged: Partial<CasterProfile>; sources: SpellProfile['sources'] } {
  const merged: Partial<CasterProfile> = {};
  const sources: Partial<Record<keyof CasterProfile, ProfileSource>> = {};
  const drop = (k: keyof CasterProfile) => {
    delete merged[k];
    delete sources[k];
  };
  for (const [name, layer] of layers) {
    if (!layer) continue;
    const has = (k: keyof CasterProfile) => layer[k] !== undefined && layer[k] !== null;
    if (has('abilityScore') && !has('abilityModifier')) drop('abilityModifier');
    if (has('abilityModifier') && !has('abilityScore')) drop('abilityScore');
    if ((['abilityScore', 'abilityModifier', 'level', 'dcBonus'] as const).some(has) && !has('dc')) drop('dc');
    if ((['abilityScore', 'abilityModifier', 'level'] as const).some(has) && !has('attackBonus')) drop('attackBonus');
    for (const k of PROFILE_KEYS) {
      if (has(k)) {
        (merged as Record<string, unknown>)[k] = layer[k];
        sources[k] = name;
      }
    }
  }
  return { merged, sources };
}

/**
 * The caster profile for `spell`: command-line `overrides` over the file's
 * `caster:` block (`spell.caster`) over the settings' `caster` over the
 * defaults of `normaliseProfile` (ability score 16, level 5, wizard level 2).
 */
export function profileFor(spell: SpellModel, settings: GrimoireSettings, overrides?: ProfileOverrides): SpellProfile {
  const { merged, sources } = mergeProfiles([
    ['settings', settings.caster as Partial<CasterProfile>],
    ['file', casterFromFile(spell.caster)],
    ['flag', overrides],
  ]);
  return { resolved: normaliseProfile(merged), sources };
}

const CLASS_ABILITY: Record<string, string> = {
  wizard: 'INT',
  artificer: 'INT',
  mage: 'INT',
  cleric: 'WIS',
  druid: 'WIS',
  ranger: 'WIS',
  monk: 'WIS',
  bard: 'CHA',
  sorcerer: 'CHA',
  warlock: 'CHA',
  paladin: 'CHA',
};

/**
 * The spellcasting ability the spell's `classes` use (`INT` for a wizard
 * spell; `CHA/INT` when its classes differ), or `ability` when unknown.
 */
export function castingAbilityLabel(spell: SpellModel): string {
  const classes = Array.isArray(spell.value.classes) ? spell.value.classes : [];
  const seen: string[] = [];
  for (const c of classes) {
    const a = typeof c === 'string' ? CLASS_ABILITY[c.trim().toLowerCase()] : undefined;
    if (a && !seen.includes(a)) seen.push(a);
  }
  return seen.length > 0 ? seen.join('/') : 'ability';
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : `${n}`;
}

/**
 * The profile spelled out for hovers and the CLI: `INT 16 (+3), level 5
 * (+3)`, then any DC bonus, fixed DC or fixed attack bonus.
 */
export function describeProfile(p: ResolvedProfile, ability = 'ability'): string {
  const parts: string[] = [];
  parts.push(p.abilityScore !== undefined ? `${ability} ${p.abilityScore} (${signed(p.abilityModifier)})` : `${ability} modifier ${signed(p.abilityModifier)}`);
  parts.push(`level ${p.level} (${signed(p.proficiencyBonus)})`);
  if (p.dcBonus !== 0) parts.push(`DC bonus ${signed(p.dcBonus)}`);
  if (p.dc !== undefined) parts.push(`fixed DC ${p.dc}`);
  if (p.attackBonus !== undefined) parts.push(`fixed attack ${signed(p.attackBonus)}`);
  return parts.join(', ');
}

/** A sentence naming the defaulted fields among `fields`, or undefined when none was defaulted. */
export function defaultsNote(profile: SpellProfile, fields: Array<keyof CasterProfile>): string | undefined {
  const d = profile.resolved.defaulted.filter((f) => fields.includes(f));
  if (d.length === 0) return undefined;
  const words: Record<string, string> = { abilityScore: 'ability score 16 (+3)', level: 'level 5 (proficiency +3)', dcBonus: 'DC bonus 0', wizardLevel: 'wizard level 2' };
  const list = d.map((f) => words[f]).filter((x): x is string => !!x);
  if (list.length === 0) return undefined;
  return `default profile: ${list.join(', ')} (set \`caster:\` in the file or the \`grimoire.caster\` setting)`;
}

// ------------------------------------------------------------------ area

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
    default:
      return 'area';
  }
}

const SHAPES_5E = ['sphere', 'cylinder', 'cone', 'cube', 'line'] as const;

/** An `area:` mapping (5e, ToV, or 3.5 written as a mapping) in feet. */
function areaFromMapping(a: Record<string, unknown>, system: System): SpellArea | undefined {
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

/** The area of a self range (`Self (60-foot cone)`), or undefined when the range names none. */
export function areaFromRange(spell: SpellModel): SpellArea | undefined {
  const range = spell.value.range;
  if (typeof range !== 'string' || spell.system === 'wfb') return undefined;
  const sa: SelfArea | undefined = parseRange(range, spell.system)?.selfArea;
  if (!sa || !(sa.size > 0)) return undefined;
  const ft = toFeet(sa.size, sa.unit);
  const r = new Notes();
  let spec: AreaSpec;
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

/** A 3.5 / Pathfinder `area:` line; a cone or line without a length takes the range at `casterLevel`. */
function areaFrom35(spell: SpellModel, text: string, casterLevel: number): SpellArea | undefined {
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
  const v = spell.value;
  if (spell.system === 'wfb') {
    const t = v.template;
    if (t !== 'small' && t !== 'large') return undefined;
    return { spec: { shape: 'template', template: t }, label: `${t} template`, from: 'template', notes: [] };
  }
  const a = v.area;
  if (a && typeof a === 'object' && !Array.isArray(a)) {
    const r = areaFromMapping(a as Record<string, unknown>, spell.system);
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
  return areaFromRange(spell);
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
 * Squares the area covers under each method of `system` (`methodsFor`),
 * orthogonal and, for cones, lines and cubes, diagonal.
 */
export function areaCounts(spec: AreaSpec, system: System): AreaCounts {
  const methods = methodsFor(system);
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
  const out: AreaCounts = isDirectional(spec) ? { methods, squares, squaresDiagonal: diag, notes } : { methods, squares, notes };
  if (why) out.why = why;
  if (noteData) out.noteData = noteData;
  return out;
}

/** The last note of `c` (why its footprint is empty) in `locale`: from its data, else from `why`, else English. */
function lastNoteIn(locale: Locale, c: AreaCounts): string {
  const i = c.notes.length - 1;
  const d = c.noteData?.[i];
  return locale !== 'en' && d ? geoNoteIn(locale, d) : areaNoteIn(locale, c.notes[i]!, c.why);
}

/** Display names of the grid methods. */
export const METHOD_NAMES: Record<GridMethod, string> = NAMES;

/** Read a placement as the preview sends it: `orthogonal`, `diagonal`, or degrees (`'30'`). */
export function readPlacement(p: string | { angleDeg: number } | undefined): Placement {
  if (p === undefined || p === 'orthogonal') return 'orthogonal';
  if (p === 'diagonal') return 'diagonal';
  if (typeof p === 'object' && p && Number.isFinite(p.angleDeg)) return { angleDeg: p.angleDeg };
  const n = typeof p === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(p) ? Number(p) : Number.NaN;
  return Number.isFinite(n) ? { angleDeg: n } : 'orthogonal';
}

// ------------------------------------------------------------------ levels

/** The spell's level (5e), circle (ToV), or lowest class level (3.5); undefined when unreadable. */
export function spellLevel(spell: SpellModel): number | undefined {
  const v = spell.value;
  const ok = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 9;
  if (spell.system === 'dnd5e') return ok(v.level) ? v.level : undefined;
  if (spell.system === 'tov') return ok(v.circle) ? v.circle : ok(v.level) ? v.level : undefined;
  if (spell.system === 'dnd35' && v.levels && typeof v.levels === 'object') {
    const ls = Object.values(v.levels as Record<string, unknown>).filter(ok);
    return ls.length ? Math.min(...ls) : undefined;
  }
  return undefined;
}

/** Is the spell a concentration spell (`concentration: true`, or a concentration duration)? */
export function isConcentration(spell: SpellModel): boolean {
  const v = spell.value;
  if (v.concentration === true) return true;
  const d = v.duration;
  if (typeof d === 'string') return parseDuration(d, spell.system)?.concentration === true;
  if (d && typeof d === 'object') return (d as Record<string, unknown>).concentration === true;
  return false;
}

// ------------------------------------------------------------------ damage

/** One row of a damage or healing table, as `explain --json` reports it. */
export interface DamageLine {
  /** Slot level (leveled 5e/ToV spells), character level (cantrips) or caster level (3.5). */
  level: number;
  /** Dice at that level, all types together: `8d6`, `2d8 + 4d6`. */
  dice: string;
  /** Exact mean. */
  average: number;
  /** Largest total. */
  maximum: number;
}

/** A table row with the dice per damage type, for hovers: `2d8 bludgeoning + 4d6 cold`. */
export interface DamageRowText extends DamageLine {
  text: string;
}

/** A damage (or healing) table. */
export interface DamageTable {
  /** What the rows are: slot levels, character levels (cantrips), caster levels (3.5), the caster's highest circle (ToV rituals). */
  mode: 'slot' | 'characterLevel' | 'casterLevel' | 'highestCircle';
  rows: DamageRowText[];
  /** Remarks under the table, in English (a field ignored, what the rows are for 3.5 and ToV rituals). */
  notes: string[];
  /** Each note as data (`dmg.n.<code>`), index for index with `notes`: features/area-note.ts `damageNotesIn` words them in a locale. */
  noteData: Array<GeoNote | null>;
  /** The spellcasting ability added to the roll (`add_modifier: true`): `WIS`, or `modifier` when the classes do not say. Not in the averages. */
  modifier?: string;
}

const FLAT_RE = /^\s*(\d{1,4})\s*$/;

/** A flat amount (`"20"`) as a dice string the dice module reads (`1d1+19`); d1 terms are folded back later. */
function flatToDice(v: unknown): unknown {
  const s = typeof v === 'number' && Number.isInteger(v) && v >= 0 ? String(v) : v;
  if (typeof s !== 'string') return v;
  const m = FLAT_RE.exec(s);
  if (!m) return v;
  const n = Number(m[1]);
  return n === 1 ? '1d1' : n === 0 ? '1d1-1' : `1d1+${n - 1}`;
}

function foldD1(dice: readonly Dice[]): Dice[] {
  return sumDice(dice.map((d) => (d.sides === 1 ? { count: 0, sides: 1, bonus: d.count + d.bonus } : d)));
}

function entries(raw: unknown): Array<Record<string, unknown>> {
  const list = Array.isArray(raw) ? raw : [raw];
  return list.filter((e): e is Record<string, unknown> => !!e && typeof e === 'object' && !Array.isArray(e));
}

/**
 * 3.5 damage: `dice` plus `per_caster_level` (capped at `max_dice`) at caster
 * levels from the lowest that casts it, with a row at the profile's
 * `casterLevel` when it can cast the spell.
 */
function damage35(raw: unknown, level: number | undefined, casterLevel?: number): DamageTable | undefined {
  const list = entries(raw);
  if (list.length === 0) return undefined;
  const minCl = level === undefined ? 1 : (minCasterLevel(level)?.full ?? 1);
  const parsed = list.map((e) => ({ base: parseDice(flatToDice(e.dice)), per: parseDice(e.per_caster_level), cap: pos(e.max_dice), type: typeof e.type === 'string' ? e.type : undefined }));
  if (parsed.some((p) => !p.base && !p.per)) return undefined;
  const caps = parsed.map((p) => (p.per && p.cap !== undefined ? Math.ceil(p.cap / p.per.count) : undefined)).filter((x): x is number => x !== undefined);
  const perLevel = parsed.some((p) => p.per);
  const cl0 = casterLevel !== undefined && Number.isFinite(casterLevel) ? Math.floor(casterLevel) : undefined;
  const profileRow = cl0 !== undefined && cl0 >= minCl && cl0 <= 20 ? [cl0] : [];
  const levels = perLevel ? [...new Set([minCl, 5, 10, 15, 20, ...caps, ...profileRow].filter((l) => l >= minCl && l <= 20))].sort((a, b) => a - b) : [minCl];
  const rows = levels.map((cl) => {
    const parts: string[] = [];
    const all: Dice[] = [];
    for (const p of parsed) {
      const terms: Dice[] = [];
      if (p.base) terms.push(p.base);
      if (p.per) {
        const n = Math.min(p.per.count * cl, p.cap ?? Number.POSITIVE_INFINITY);
        terms.push({ count: n, sides: p.per.sides, bonus: p.per.bonus * cl });
      }
      const d = foldD1(terms);
      all.push(...d);
      parts.push(`${formatDice(d)}${p.type ? ` ${p.type}` : ''}`);
    }
    const d = foldD1(all);
    return { level: cl, dice: formatDice(d), text: parts.join(' + '), average: average(d), maximum: maximum(d) };
  });
  const notes = new Notes();
  if (perLevel) notes.push(`Rows are caster levels from ${minCl}, the lowest a full caster casts a level-${level ?? '?'} spell at.`, { code: 'casterRows', args: { min: minCl, level: level ?? '?' } });
  if (perLevel && cl0 !== undefined && profileRow.length === 0) notes.push(`The profile's caster level ${cl0} is below ${minCl}: no row for it.`, { code: 'belowMin', args: { cl: cl0, min: minCl } });
  return { mode: 'casterLevel', rows, notes: notes.texts, noteData: notes.data };
}

/**
 * The damage (`key` `damage`) or healing (`heal`) table of a spell: average
 * and maximum at the base level and at every higher slot (5e, ToV), at
 * character levels 1, 5, 11, 17 for cantrips, or at caster levels for 3.5
 * (with a row at `casterLevel`, the profile's, when given). Flat amounts (`"20"`) are read as fixed numbers. Undefined when the spell
 * has no such block or it cannot be read. `locale` words the modifier added
 * to the roll when the classes name no ability (English "modifier").
 */
export function damageTable(spell: SpellModel, key: 'damage' | 'heal' = 'damage', casterLevel?: number, locale: Locale = 'en'): DamageTable | undefined {
  const raw = spell.value[key];
  if (raw === undefined || raw === null || spell.system === 'wfb') return undefined;
  const level = spellLevel(spell);
  if (spell.system === 'dnd35') return damage35(raw, level, casterLevel);
  if (level === undefined) return undefined;
  // Seed 002: a ToV ritual uses no slot and is never cast at a higher circle; it may grow on its own with the
  // caster's highest circle (`per_highest_circle`, `at_highest_circle`), which steps like a slot would.
  const ritual = spell.system === 'tov' && spell.value.ritual === true && level >= 1;
  const src = ritual ? (Array.isArray(raw) ? raw.map(ritualAsSlots) : ritualAsSlots(raw)) : raw;
  const fixed = Array.isArray(src) ? src.map(fixEntry) : fixEntry(src);
  const r = scaledDamage(fixed, level);
  if (r.error !== undefined) return undefined;
  // The ability's abbreviation (`WIS`) as the rules print it; the word "modifier" in the locale when the classes name none.
  const label = castingAbilityLabel(spell);
  const modifier = entries(raw).some((e) => e.add_modifier === true) ? (label === 'ability' ? t(locale, 'dmg.modifier') : label) : undefined;
  const rows = r.rows.map((row) => {
    const text = row.byType.map((t) => `${formatDice(foldD1(t.dice))}${t.type ? ` ${t.type}` : ''}`).join(' + ') + (modifier ? ` + ${modifier}` : '');
    return { level: row.level, dice: formatDice(foldD1(row.dice)), text, average: row.average, maximum: row.maximum };
  });
  if (ritual) {
    const grows = entries(raw).some((e) => e.per_highest_circle !== undefined || e.at_highest_circle !== undefined);
    const notes = new Notes();
    if (grows) notes.push('A ritual uses no slot; rows are the highest circle the caster can reach, and the ritual grows with it (Tales of the Valiant rules).', { code: 'ritualGrows' });
    else notes.push('A ritual uses no slot and cannot be cast at a higher circle (Tales of the Valiant rules): one row.', { code: 'ritualOneRow' });
    return { mode: 'highestCircle', rows: grows ? rows : rows.slice(0, 1), notes: notes.texts, noteData: notes.data, ...(modifier ? { modifier } : {}) };
  }
  return { mode: r.mode, rows, notes: r.notes, noteData: r.noteData, ...(modifier ? { modifier } : {}) };
}

/** A ToV ritual's entry with its growth by highest circle in the slot keys the dice module steps through (slot keys dropped: a ritual uses no slot). */
function ritualAsSlots(e: unknown): unknown {
  if (!e || typeof e !== 'object' || Array.isArray(e)) return e;
  const { per_slot: _ps, at_slot_level: _as, per_character_level: _pc, per_highest_circle, at_highest_circle, ...rest } = e as Record<string, unknown>;
  return { ...rest, ...(per_highest_circle !== undefined ? { per_slot: per_highest_circle } : {}), ...(at_highest_circle !== undefined ? { at_slot_level: at_highest_circle } : {}) };
}

function fixEntry(e: unknown): unknown {
  if (!e || typeof e !== 'object' || Array.isArray(e)) return e;
  const o = { ...(e as Record<string, unknown>) };
  o.dice = flatToDice(o.dice);
  if (o.per_slot !== undefined) o.per_slot = flatToDice(o.per_slot);
  return o;
}

// ------------------------------------------------------------------ Warhammer

/** Casting odds with one number of dice, as `explain --json` reports them. */
export interface DiceOdds {
  /** P(cast), rule-text reading (irresistible force + miscast counts as cast). */
  cast: number;
  /** P(two or more natural 6s). */
  irresistible: number;
  /** P(two or more natural 1s). */
  miscast: number;
  /** P(cast), worked-example reading (irresistible force + miscast fails). */
  castIfBothFails: number;
}

/** Casting odds of one casting value for 1 to 6 dice. */
export interface CastingRow {
  castingValue: number;
  /** Keys "1" .. "6". */
  byDice: Record<string, DiceOdds>;
  /** The full odds per dice count, index 0 = one die (for hovers). */
  odds: CastingOdds[];
}

/** The casting values of a Warhammer spell: its own, then each boosted one. */
export function castingValues(spell: SpellModel): number[] {
  const v = spell.value;
  const out: number[] = [];
  const ok = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 60;
  if (ok(v.casting_value)) out.push(v.casting_value);
  if (Array.isArray(v.boosted)) for (const b of v.boosted) if (b && typeof b === 'object' && ok((b as Record<string, unknown>).casting_value)) out.push((b as Record<string, unknown>).casting_value as number);
  return out;
}

/** Exact casting odds for a casting value at a wizard level, 1 to 6 dice; undefined for invalid input. */
export function castingRow(castingValue: number, wizardLevel: number): CastingRow | undefined {
  const t = castingTable(castingValue, wizardLevel);
  if (t.error !== undefined) return undefined;
  const byDice: Record<string, DiceOdds> = {};
  t.byDice.forEach((o, i) => {
    byDice[String(i + 1)] = { cast: o.cast, irresistible: o.irresistible, miscast: o.miscast, castIfBothFails: o.castIfBothFails };
  });
  return { castingValue, byDice, odds: t.byDice };
}

// ------------------------------------------------------------------ report

/** Everything `explain` reports for one spell (the `--json` shape). */
export interface ExplainedSpell {
  /** The spell's name, or "(unnamed spell)" in the settings' locale. */
  name: string;
  /** 1-based line of the spell's first key. */
  line: number;
  system: System;
  /** The caster profile used (not part of the documented shape; informative). */
  profile: { abilityScore: number | null; abilityModifier: number; level: number; proficiencyBonus: number; dcBonus: number; dc: number | null; attackBonus: number | null; wizardLevel: number; defaulted: string[] };
  /** `note`: why a count is 0 (e.g. an area over 1,000 ft), from the default method's footprint; `written`: the size as the spell wrote it when not in feet. Both in the settings' locale. */
  area?: { shape: string; sizes: Record<string, number>; template?: string; squares: Record<string, number>; squaresDiagonal?: Record<string, number>; note?: string; written?: string };
  /** 3.5: the range at the profile's caster level (feet and metres, the working, the figures' source). */
  range?: ExplainedRange;
  save?: { ability: string; dc: number };
  attack?: { bonus: number };
  damage?: DamageLine[];
  heal?: DamageLine[];
  /** What the damage and healing rows are (`slot`, `characterLevel`, `casterLevel`, `highestCircle` for a ToV ritual), and the ability added to the roll (`WIS`, or the word "modifier" in the settings' locale). */
  scaling?: { damage?: DamageTable['mode']; heal?: DamageTable['mode']; damageModifier?: string; healModifier?: string };
  /** ToV ritual that grows: the caster profile's highest circle and the dice there (seed 002's "2d8 + WIS, then 3d8 + WIS"). */
  ritualGrowth?: { casterLevel: number; highestCircle: number; damage?: RitualAt; heal?: RitualAt };
  /** 5e and ToV only (seed 004 has no concentration check). */
  concentrationDc?: number;
  /** 5e only (seed 000; seed 002 has none). */
  identifyDc?: number;
  /** 5e only (the DMG variant; ToV has none). */
  spellPoints?: number;
  /** `half` and `third` for 5e only (PHB class tables); ToV gives full casters only. */
  minCasterLevel?: { full: number; half?: number | null; third?: number | null };
  casting?: Array<{ castingValue: number; byDice: Record<string, DiceOdds> }>;
  /** 5e / ToV material: price, consumed, and whether a pouch or focus stands in under each reading of seed 000 (ToV: one rule, so A = B). */
  material?: { costGp?: number; consumed: boolean; focusA: boolean; focusB: boolean; disputed: boolean };
  /** Warhammer: the miscast table's rows, with ways out of 36 under both readings of the overlap at 3 (seed 003). */
  miscastTable?: Array<{ printed: string; result: string; waysA: number; waysB: number }>;
  /** Where each figure above comes from: a seed (`seed 000`) or the named rulebook (`PHB`, `DMG`, `SRD`). */
  sources?: Record<string, string>;
}

/** A ritual's dice at the caster's highest circle, with the ability modifier when the spell adds it. */
export interface RitualAt {
  dice: string;
  average: number;
  /** The ability added (`WIS`), when the entry says `add_modifier: true`. */
  modifier?: string;
  /** The average with the profile's modifier added. */
  averageWithModifier?: number;
}

/** The report of `explainSpells`: one entry per spell, in file order. */
export interface ExplainReport {
  spells: ExplainedSpell[];
}

/** Save DC of the spell's profile (5e / ToV). */
export function spellSaveDc(profile: SpellProfile): number {
  return saveDc(profile.resolved);
}

/** Spell attack bonus of the spell's profile (5e / ToV). */
export function spellAttack(profile: SpellProfile): number {
  return spellAttackBonus(profile.resolved);
}

/** The concentration DC a concentrating target faces from the spell's average damage at its base level. */
export function averageDamageConcentrationDc(table: DamageTable | undefined): number | undefined {
  const first = table?.rows[0];
  return first ? concentrationDc(first.average) : undefined;
}

/** Explain one spell (see {@link ExplainedSpell}). */
export function explainSpell(spell: SpellModel, settings: GrimoireSettings, line: number, overrides?: ProfileOverrides): ExplainedSpell {
  const profile = profileFor(spell, settings, overrides);
  const p = profile.resolved;
  const v = spell.value;
  const out: ExplainedSpell = {
    name: typeof v.name === 'string' ? v.name : t(settings.locale, 'preview.unnamed'),
    line,
    system: spell.system,
    profile: {
      abilityScore: p.abilityScore ?? null,
      abilityModifier: p.abilityModifier,
      level: p.level,
      proficiencyBonus: p.proficiencyBonus,
      dcBonus: p.dcBonus,
      dc: p.dc ?? null,
      attackBonus: p.attackBonus ?? null,
      wizardLevel: p.wizardLevel,
      defaulted: [...p.defaulted],
    },
  };
  const area = spellArea(spell, p.level);
  if (area) {
    const c = areaCounts(area.spec, spell.system);
    const sizes: Record<string, number> = {};
    for (const k of ['radius', 'length', 'size', 'width', 'height'] as const) if (area.spec[k] !== undefined) sizes[k] = area.spec[k]!;
    if (area.spec.shape === 'line' && sizes.width === undefined && spell.system !== 'dnd35') sizes.width = 5;
    out.area = { shape: area.spec.shape, sizes, squares: c.squares };
    if (area.written) out.area.written = writtenIn(settings.locale, area);
    if (area.spec.template) out.area.template = area.spec.template;
    if (c.squaresDiagonal) out.area.squaresDiagonal = c.squaresDiagonal;
    if (Object.values(c.squares).some((n) => n === 0) && c.notes.length) out.area.note = lastNoteIn(settings.locale, c);
  }
  const fiveE = spell.system === 'dnd5e' || spell.system === 'tov';
  if (fiveE) {
    const save = v.save && typeof v.save === 'object' ? (v.save as Record<string, unknown>) : undefined;
    if (save) out.save = { ability: typeof save.ability === 'string' ? save.ability : '', dc: spellSaveDc(profile) };
    if (typeof v.attack === 'string') out.attack = { bonus: spellAttack(profile) };
  }
  const sys = spell.system;
  const sources: Record<string, string> = {};
  const cite = (key: string, figure: Figure) => {
    const s = figureSource(figure, sys);
    if (s) sources[key] = s;
  };
  if (out.area) cite('area', 'areaSquares');
  if (out.save) cite('save', 'saveDc');
  if (out.attack) cite('attack', 'attackBonus');
  if (out.save || out.attack) cite('abilityModifier', 'abilityModifier');
  const plain = (rows: DamageRowText[]): DamageLine[] => rows.map((r) => ({ level: r.level, dice: r.dice, average: r.average, maximum: r.maximum }));
  const scaling: NonNullable<ExplainedSpell['scaling']> = {};
  const ROWS: Record<DamageTable['mode'], Figure> = { slot: 'slotScaling', characterLevel: 'cantripTiers', casterLevel: 'casterLevelRows', highestCircle: 'ritualGrowth' };
  const dmg = damageTable(spell, 'damage', p.level, settings.locale);
  if (dmg) {
    out.damage = plain(dmg.rows);
    scaling.damage = dmg.mode;
    if (dmg.modifier) scaling.damageModifier = dmg.modifier;
    cite('damage', ROWS[dmg.mode]);
    const c = hasFigure('concentrationDc', sys) ? averageDamageConcentrationDc(dmg) : undefined;
    if (c !== undefined) {
      out.concentrationDc = c;
      cite('concentrationDc', 'concentrationDc');
    }
  }
  const heal = damageTable(spell, 'heal', p.level, settings.locale);
  if (heal) {
    out.heal = plain(heal.rows);
    scaling.heal = heal.mode;
    if (heal.modifier) scaling.healModifier = heal.modifier;
    cite('heal', ROWS[heal.mode]);
  }
  if (dmg || heal) out.scaling = scaling;
  const hi = highestCircleAt(p.level);
  const at = (t: DamageTable | undefined): RitualAt | undefined => {
    if (!t || t.mode !== 'highestCircle' || t.rows.length < 2 || hi === undefined) return undefined;
    const row = [...t.rows].reverse().find((r) => r.level <= hi) ?? t.rows[0]!;
    return { dice: row.dice, average: row.average, ...(t.modifier ? { modifier: t.modifier, averageWithModifier: row.average + p.abilityModifier } : {}) };
  };
  const growDamage = at(dmg);
  const growHeal = at(heal);
  if (hi !== undefined && (growDamage || growHeal)) out.ritualGrowth = { casterLevel: p.level, highestCircle: hi, ...(growDamage ? { damage: growDamage } : {}), ...(growHeal ? { heal: growHeal } : {}) };
  const range = spellRange(spell, p.level);
  if (range) {
    out.range = range;
    // A bare band's figures are the SRD 3.5's (seed 004 names none); a written formula is the spell's own.
    sources.range = range.source === 'srd' ? 'SRD' : 'spell text';
  }
  const mat = materialFocus(spell);
  if (mat) {
    out.material = mat;
    sources.material = sys === 'tov' ? 'seed 002' : 'seed 000';
  }
  const level = spellLevel(spell);
  if (fiveE && level !== undefined) {
    if (hasFigure('identifyDc', sys)) {
      out.identifyDc = identifyDc(level);
      cite('identifyDc', 'identifyDc');
    }
    if (hasFigure('spellPoints', sys)) {
      out.spellPoints = spellPointCost(level);
      cite('spellPoints', 'spellPoints');
    }
    const m = minCasterLevel(level);
    if (m) {
      out.minCasterLevel = hasFigure('minLevelHalfThird', sys) ? { full: m.full, half: m.half ?? null, third: m.third ?? null } : { full: m.full };
      cite('minCasterLevel', 'minLevelFull');
      if (hasFigure('minLevelHalfThird', sys)) cite('minCasterLevelHalfThird', 'minLevelHalfThird');
    }
  }
  if (spell.system === 'wfb') {
    const rows = castingValues(spell)
      .map((cv) => castingRow(cv, p.wizardLevel))
      .filter((r): r is CastingRow => !!r);
    if (rows.length) {
      out.casting = rows.map((r) => ({ castingValue: r.castingValue, byDice: r.byDice }));
      out.miscastTable = miscastTable().map((r) => ({ printed: r.printed, result: r.result, waysA: r.waysA, waysB: r.waysB }));
      cite('casting', 'castingOdds');
      cite('miscastTable', 'castingOdds');
    }
  }
  if (Object.keys(sources).length) out.sources = sources;
  return out;
}

/**
 * Explain every spell of an analysed file: the numbers hovers, inlay hints
 * and `grimoire explain --json` show. `profileOverrides` (command-line flags)
 * win over the file's `caster:` block and the settings.
 */
export function explainSpells(analysis: Analysis, settings: GrimoireSettings, profileOverrides?: ProfileOverrides): ExplainReport {
  const spells: ExplainedSpell[] = [];
  for (const s of analysis.spells) {
    try {
      spells.push(explainSpell(s, settings, analysis.lines.positionAt(s.start).line + 1, profileOverrides));
    } catch {
      // One unreadable spell does not hide the others.
    }
  }
  return { spells };
}
