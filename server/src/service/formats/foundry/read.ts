/**
 * The mapping shared by the two Foundry VTT item layouts (the dnd5e system's
 * and Black Flag's): one table of field correspondences per system (a
 * {@link FoundryProfile}: paths and vocabularies), read here in one direction
 * ({@link readFoundry}: item document -> canonical spell + source map) and in
 * the other ({@link writeFoundry}: canonical spell -> item document, patching
 * an existing one in place when given: write.ts). Pure, no IO.
 */
import { htmlToText } from '../../text/html';
import { enrichersToText } from './enrichers';
import type { System } from '../../types';
import { getAt, isObj, note, NoteList, numeric, text, type DialectName, type DialectNoteKey, type MappedSpell, type Path, type SourceEntry } from '../types';

export { enrichersToText };

/** One Foundry system's field correspondences. */
export interface FoundryProfile {
  format: DialectName;
  /** Canonical system the spells are read into. */
  system: System;
  /** Canonical key of the spell level (`level`, or ToV's `circle`). */
  levelKey: 'level' | 'circle';
  levelPath: Path;
  /** Foundry school value -> canonical school. */
  schools: Record<string, string>;
  /** Casting time mapping: `{ type, value, condition }`. */
  activationPath: Path;
  /** Foundry activation type -> canonical unit. */
  castUnits: Record<string, string>;
  /** Range units: Foundry -> canonical distance unit (`ft`, `mi`) or kind (`self`...). */
  rangeUnits: Record<string, { unit?: 'ft' | 'mi'; kind?: string }>;
  /** Duration units: Foundry -> canonical unit (`minute`...) or fixed text. */
  durationUnits: Record<string, { unit?: string; text?: string }>;
  /** Where V, S, M live (a list) and their words. */
  componentsPath: Path;
  componentWords: { V: string; S: string; M: string };
  /** Where the concentration and ritual flags live (a list) and their words. */
  flagsPath: Path;
  /** Material component: the mapping and its text/cost/consumed keys. */
  materialPath: Path;
  materialText: string;
  /** Template: `{ type, size, width, height, units }`; Foundry's unit word for feet and miles. */
  templatePath: Path;
  feetWord: string;
  milesWord: string;
  /** Activity type words. */
  activity: { save: string; attack: string; damage: string; heal: string };
  /** Other activity type words read as the same kind (older data). */
  activityAliases?: Record<string, 'save' | 'attack' | 'damage' | 'heal'>;
  /** Where an activity keeps its data (`''` at its root, or a `system` sub-mapping). */
  activityData: Path;
  /** Save ability: path in the activity data, and Foundry word -> canonical ability. */
  saveAbilityPath: Path;
  abilities: Record<string, string>;
  /** Damage type of a part: a `types` list or a `type` string. */
  partTypeKey: 'types' | 'type';
  /** Healing of a heal activity, in the activity data. */
  healingPath: Path;
  /** Attack type (melee/ranged) in the activity data. */
  attackTypePath: Path;
  /** ToV `source` list (Black Flag): path and word table. */
  sourcePath?: Path;
  sources?: Record<string, string>;
}

/** The six abilities' short names. */
const SHORT_ABILITIES: Record<string, string> = { str: 'str', dex: 'dex', con: 'con', int: 'int', wis: 'wis', cha: 'cha' };
export const LONG_ABILITIES: Record<string, string> = { strength: 'str', dexterity: 'dex', constitution: 'con', intelligence: 'int', wisdom: 'wis', charisma: 'cha' };
export { SHORT_ABILITIES };

/** Canonical area shapes from Foundry template types (Foundry's ground shapes keep their footprint). */
export const TEMPLATE_SHAPES: Record<string, { shape: string; dim: 'radius' | 'size' | 'length'; note?: DialectNoteKey }> = {
  sphere: { shape: 'sphere', dim: 'radius' },
  cone: { shape: 'cone', dim: 'length' },
  cube: { shape: 'cube', dim: 'size' },
  line: { shape: 'line', dim: 'length' },
  cylinder: { shape: 'cylinder', dim: 'radius' },
  radius: { shape: 'sphere', dim: 'radius', note: 'dialect.n.fdy.tpl.radius' },
  circle: { shape: 'sphere', dim: 'radius', note: 'dialect.n.fdy.tpl.circle' },
  square: { shape: 'cube', dim: 'size', note: 'dialect.n.fdy.tpl.square' },
  wall: { shape: 'line', dim: 'length', note: 'dialect.n.fdy.tpl.wall' },
};

/** A dice expression from a Foundry damage part `{ number, denomination, bonus, custom }`. */
export function partDice(part: Record<string, unknown>): string | undefined {
  const custom = isObj(part.custom) ? part.custom : undefined;
  if (custom && custom.enabled === true) return text(custom.formula);
  const n = numeric(part.number);
  const d = numeric(part.denomination);
  const bonus = typeof part.bonus === 'string' ? part.bonus.trim() : typeof part.bonus === 'number' ? String(part.bonus) : '';
  let out = n && d ? `${n}d${d}` : '';
  if (bonus) {
    if (/^\d+$/.test(bonus)) out = out ? `${out}+${bonus}` : bonus;
    else return out ? `${out}+${bonus}` : bonus;
  }
  return out || undefined;
}

interface Ctx {
  sources: SourceEntry[];
  notes: string[];
}

function src(ctx: Ctx, canonical: Path, source: Path): void {
  ctx.sources.push({ canonical, source });
}

/** Read a Foundry item document (already loaded) into the canonical spell. Never throws. */
export function readFoundry(doc: Record<string, unknown>, p: FoundryProfile): MappedSpell {
  const ctx: Ctx = { sources: [], notes: new NoteList() };
  const v: Record<string, unknown> = {};
  const sys = isObj(doc.system) ? doc.system : {};
  const at = (path: Path) => getAt(doc, path);
  const name = typeof doc.name === 'string' ? doc.name : undefined;
  if (doc.name !== undefined) {
    v.name = doc.name;
    src(ctx, ['name'], ['name']);
  }
  v.system = p.system;
  // Description: HTML with enrichers, read as text.
  const html = getAt(sys, ['description', 'value']);
  if (typeof html === 'string' && html.trim()) {
    v.description = htmlToText(enrichersToText(html, name ?? ''));
    src(ctx, ['description'], ['system', 'description', 'value']);
  }
  // Level / circle.
  const level = at(p.levelPath);
  if (level !== undefined && level !== null) {
    v[p.levelKey] = typeof level === 'string' && numeric(level) !== undefined ? numeric(level) : level;
    src(ctx, [p.levelKey], p.levelPath);
  }
  // ToV source.
  if (p.sourcePath && p.sources) {
    const s = at(p.sourcePath);
    if (Array.isArray(s)) {
      const words = s.map((w) => (typeof w === 'string' ? p.sources![w] ?? w : w));
      v.source = words.length === 1 ? words[0] : words;
      src(ctx, ['source'], p.sourcePath);
      s.forEach((_w, i) => src(ctx, ['source', i], [...p.sourcePath!, i]));
    }
  }
  // School.
  const school = sys.school;
  if (school !== undefined) {
    v.school = typeof school === 'string' ? p.schools[school] ?? school : school;
    src(ctx, ['school'], ['system', 'school']);
  }
  // Casting time: the mapping form, so the trigger keeps its own field.
  const act = at(p.activationPath);
  if (isObj(act)) {
    const type = typeof act.type === 'string' ? act.type : '';
    const unit = p.castUnits[type];
    const amount = numeric(act.value) ?? 1;
    if (unit) {
      const ct: Record<string, unknown> = { amount, unit };
      const cond = text(act.condition);
      if (cond) ct.trigger = cond;
      v.casting_time = ct;
      src(ctx, ['casting_time'], p.activationPath);
      src(ctx, ['casting_time', 'amount'], [...p.activationPath, act.value === undefined || act.value === null ? 'type' : 'value']);
      src(ctx, ['casting_time', 'unit'], [...p.activationPath, 'type']);
      if (cond) src(ctx, ['casting_time', 'trigger'], [...p.activationPath, 'condition']);
    } else {
      v.casting_time = type ? `${type}` : '';
      src(ctx, ['casting_time'], [...p.activationPath, 'type']);
      if (type) note(ctx.notes, 'dialect.n.fdy.castType', { type: `${type}` });
    }
  }
  // Range.
  const range = getAt(sys, ['range']);
  if (isObj(range)) {
    const units = typeof range.units === 'string' ? range.units : '';
    const r = p.rangeUnits[units];
    const dist = numeric(range.value);
    if (r?.unit && dist !== undefined) {
      v.range = { distance: dist, unit: r.unit };
      src(ctx, ['range'], ['system', 'range']);
      src(ctx, ['range', 'distance'], ['system', 'range', 'value']);
      src(ctx, ['range', 'unit'], ['system', 'range', 'units']);
    } else if (r?.kind) {
      v.range = { kind: r.kind };
      src(ctx, ['range'], ['system', 'range']);
      src(ctx, ['range', 'kind'], ['system', 'range', 'units']);
    } else {
      // No units (or a distance without a number): nothing the format can check.
      v.range = { kind: 'special' };
      src(ctx, ['range'], ['system', 'range']);
      if (units) note(ctx.notes, 'dialect.n.fdy.rangeUnits', { units: `${units}`, value: `${JSON.stringify(range.value)}` });
      else note(ctx.notes, 'dialect.n.fdy.rangeNoUnits');
    }
  }
  // Components, concentration and ritual.
  const comps = at(p.componentsPath);
  const flags = at(p.flagsPath);
  const compList = Array.isArray(comps) ? comps : [];
  const flagList = Array.isArray(flags) ? flags : [];
  const letters: string[] = [];
  const compIdx: number[] = [];
  for (const [letter, word] of Object.entries(p.componentWords)) {
    const i = compList.indexOf(word);
    if (i >= 0) {
      letters.push(letter);
      compIdx.push(i);
    }
  }
  v.components = letters;
  src(ctx, ['components'], p.componentsPath);
  compIdx.forEach((i, k) => src(ctx, ['components', k], [...p.componentsPath, i]));
  // Material.
  const mat = at(p.materialPath);
  if (isObj(mat)) {
    const mt = text(mat[p.materialText]);
    const cost = numeric(mat.cost) ?? 0;
    const consumed = mat.consumed === true;
    if (mt) {
      if (cost > 0 || consumed) {
        const m: Record<string, unknown> = { text: mt };
        if (cost > 0) m.cost_gp = cost;
        if (consumed) m.consumed = true;
        v.material = m;
        src(ctx, ['material', 'text'], [...p.materialPath, p.materialText]);
        if (cost > 0) src(ctx, ['material', 'cost_gp'], [...p.materialPath, 'cost']);
        if (consumed) src(ctx, ['material', 'consumed'], [...p.materialPath, 'consumed']);
      } else v.material = mt;
      src(ctx, ['material'], [...p.materialPath, p.materialText]);
    } else if (cost > 0) {
      note(ctx.notes, 'dialect.n.fdy.costNoMaterial', { cost });
    }
    if (typeof mat.denomination === 'string' && mat.denomination !== 'gp' && cost > 0) note(ctx.notes, 'dialect.n.fdy.costDenomination', { denomination: mat.denomination });
  }
  // Duration (concentration sits in the flags list).
  const concIdx = flagList.indexOf('concentration');
  const ritIdx = flagList.indexOf('ritual');
  const dur = getAt(sys, ['duration']);
  if (isObj(dur)) {
    const units = typeof dur.units === 'string' ? dur.units : '';
    const d = p.durationUnits[units];
    const amount = numeric(dur.value);
    if (d?.unit) {
      const dv: Record<string, unknown> = { amount: amount ?? 1, unit: d.unit };
      if (concIdx >= 0) dv.concentration = true;
      v.duration = dv;
      src(ctx, ['duration'], ['system', 'duration']);
      src(ctx, ['duration', 'amount'], ['system', 'duration', dur.value === undefined ? 'units' : 'value']);
      src(ctx, ['duration', 'unit'], ['system', 'duration', 'units']);
      if (concIdx >= 0) src(ctx, ['duration', 'concentration'], [...p.flagsPath, concIdx]);
      if (amount === undefined) note(ctx.notes, 'dialect.n.fdy.durationNoNumber', { units });
    } else if (d?.text) {
      v.duration = d.text;
      src(ctx, ['duration'], ['system', 'duration', 'units']);
    } else {
      v.duration = units || '';
      src(ctx, ['duration'], ['system', 'duration']);
    }
  }
  v.concentration = concIdx >= 0;
  src(ctx, ['concentration'], concIdx >= 0 ? [...p.flagsPath, concIdx] : p.flagsPath);
  if (ritIdx >= 0) {
    v.ritual = true;
    src(ctx, ['ritual'], [...p.flagsPath, ritIdx]);
  }
  // Area from the template.
  const tpl = at(p.templatePath);
  if (isObj(tpl) && typeof tpl.type === 'string' && tpl.type !== '') {
    const t = TEMPLATE_SHAPES[tpl.type];
    const size = numeric(tpl.size);
    if (t && size !== undefined) {
      let scale = 1;
      if (tpl.units === p.milesWord) {
        scale = 5280;
        note(ctx.notes, 'dialect.n.fdy.miles', { size, feet: size * 5280 });
      }
      const area: Record<string, unknown> = { shape: t.shape, [t.dim]: size * scale };
      src(ctx, ['area'], p.templatePath);
      src(ctx, ['area', 'shape'], [...p.templatePath, 'type']);
      src(ctx, ['area', t.dim], [...p.templatePath, 'size']);
      const width = numeric(tpl.width);
      const height = numeric(tpl.height);
      if (t.shape === 'line' && width !== undefined && !(tpl.type === 'wall' && width * scale < 5)) {
        area.width = width * scale;
        src(ctx, ['area', 'width'], [...p.templatePath, 'width']);
      } else if (tpl.type === 'wall' && width !== undefined) {
        // A wall thinner than a square (Wall of Fire: 1 foot thick) still fills one row of squares: a line of the default width.
        note(ctx.notes, 'dialect.n.fdy.wallThick', { ft: width * scale });
      }
      if (t.shape === 'cylinder' && height !== undefined) {
        area.height = height * scale;
        src(ctx, ['area', 'height'], [...p.templatePath, 'height']);
      }
      v.area = area;
      if (t.note) note(ctx.notes, t.note);
    } else if (!t) {
      note(ctx.notes, 'dialect.n.fdy.tplUnknown', { type: `${tpl.type}` });
    }
  }
  // Activities: save, attack, damage and healing.
  readActivities(sys, v, p, ctx);
  return { format: p.format, system: p.system, value: v, sources: ctx.sources, notes: ctx.notes };
}

/** An activity's type word, aliases resolved to the profile's own word. */
export function kindOf(type: unknown, p: FoundryProfile): unknown {
  const alias = typeof type === 'string' ? p.activityAliases?.[type] : undefined;
  return alias ? p.activity[alias] : type;
}

function readActivities(sys: Record<string, unknown>, v: Record<string, unknown>, p: FoundryProfile, ctx: Ctx): void {
  const acts = sys.activities;
  if (!isObj(acts)) return;
  const damage: Array<{ entry: Record<string, unknown>; base: Path }> = [];
  for (const [id, a] of Object.entries(acts)) {
    if (!isObj(a)) continue;
    const base: Path = ['system', 'activities', id, ...p.activityData];
    const data = p.activityData.length ? getAt(a, p.activityData) : a;
    if (!isObj(data)) continue;
    const type = kindOf(a.type, p);
    if (type === p.activity.save && v.save === undefined) {
      const raw = getAt(data, p.saveAbilityPath);
      const list = Array.isArray(raw) ? raw : [raw];
      const word = typeof list[0] === 'string' ? list[0] : '';
      const ability = p.abilities[word];
      if (ability) {
        const save: Record<string, unknown> = { ability };
        const onSave = getAt(data, ['damage', 'onSave']);
        if (onSave === 'half') save.success = 'half';
        else if (onSave === 'none') save.success = 'none';
        v.save = save;
        src(ctx, ['save'], ['system', 'activities', id]);
        src(ctx, ['save', 'ability'], [...base, ...p.saveAbilityPath, ...(Array.isArray(raw) ? [0] : [])]);
        if (save.success) src(ctx, ['save', 'success'], [...base, 'damage', 'onSave']);
        if (list.length > 1) note(ctx.notes, 'dialect.n.fdy.saveChoose', { list: { list: list.map((x) => (x == null ? '' : String(x))), join: 'comma' }, ability: `${ability}` });
        const calc = getAt(data, ['save', 'dc', 'calculation']);
        if (typeof calc === 'string' && calc !== '' && calc !== 'spellcasting') note(ctx.notes, 'dialect.n.fdy.saveCalc', { calc });
      }
    }
    if (type === p.activity.attack && v.attack === undefined) {
      const t = getAt(data, p.attackTypePath);
      if (t === 'melee' || t === 'ranged') {
        v.attack = t;
        src(ctx, ['attack'], [...base, ...p.attackTypePath]);
      }
    }
    if (type === p.activity.save || type === p.activity.attack || type === p.activity.damage) {
      const parts = getAt(data, ['damage', 'parts']);
      if (Array.isArray(parts)) {
        parts.forEach((part, i) => {
          if (!isObj(part)) return;
          const e = damageEntry(part, v, p, ctx, [...base, 'damage', 'parts', i]);
          if (e) damage.push({ entry: e, base: [...base, 'damage', 'parts', i] });
        });
      }
    }
    if (type === p.activity.heal && v.heal === undefined) {
      const h = getAt(data, p.healingPath);
      if (isObj(h)) {
        const e = damageEntry(h, v, p, ctx, [...base, ...p.healingPath]);
        if (e) {
          delete e.type;
          v.heal = e;
          src(ctx, ['heal'], [...base, ...p.healingPath]);
          src(ctx, ['heal', 'dice'], [...base, ...p.healingPath, 'number']);
        }
      }
    }
  }
  // The same part listed by two activities (an attack and its save variant) counts once.
  const seen = new Set<string>();
  const uniq = damage.filter((d) => {
    const k = JSON.stringify(d.entry);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  if (uniq.length === 1) {
    v.damage = uniq[0]!.entry;
    src(ctx, ['damage'], uniq[0]!.base);
    src(ctx, ['damage', 'dice'], [...uniq[0]!.base, 'number']);
    if (uniq[0]!.entry.type) src(ctx, ['damage', 'type'], [...uniq[0]!.base, p.partTypeKey]);
  } else if (uniq.length > 1) {
    v.damage = uniq.map((d) => d.entry);
    uniq.forEach((d, i) => {
      src(ctx, ['damage', i], d.base);
      src(ctx, ['damage', i, 'dice'], [...d.base, 'number']);
    });
  }
}

/**
 * The dice before a trailing `+ @mod` (what `^(.*?)\s*\+\s*@mod$` captured), or undefined. The `+` is found
 * once from the end; the lazy pattern tried every split of a long run of spaces. Exposed for
 * test/unit/service/linear-readers.test.ts.
 */
export function modBase(dice: string): string | undefined {
  const m = /\+\s*@mod$/i.exec(dice);
  if (!m) return undefined;
  const base = dice.slice(0, m.index).trimEnd();
  // `.` of the lazy group did not cross a line break.
  return /[\n\r\u2028\u2029]/.test(base) ? undefined : base;
}

/** The format's dice: `NdM`, `NdM+K` or a flat `K`. */
const SIMPLE_DICE = /^(?:\d+d\d+(?:\+\d+)?|\d+)$/;

const DAMAGE_TYPES = new Set(['acid', 'bludgeoning', 'cold', 'fire', 'force', 'lightning', 'necrotic', 'piercing', 'poison', 'psychic', 'radiant', 'slashing', 'thunder']);

function damageEntry(part: Record<string, unknown>, v: Record<string, unknown>, p: FoundryProfile, ctx: Ctx, at: Path): Record<string, unknown> | undefined {
  let dice = partDice(part);
  if (!dice) return undefined;
  // The spellcasting modifier added to a roll has no place in the format's dice: read without it, and say so.
  const base = modBase(dice);
  if (base !== undefined && SIMPLE_DICE.test(base)) {
    note(ctx.notes, 'dialect.n.fdy.mod', { dice, base });
    dice = base;
  }
  if (!SIMPLE_DICE.test(dice)) {
    note(ctx.notes, 'dialect.n.fdy.formula', { dice });
    return undefined;
  }
  const e: Record<string, unknown> = { dice };
  const rawType = p.partTypeKey === 'types' ? (Array.isArray(part.types) ? part.types[0] : undefined) : part.type;
  if (typeof rawType === 'string' && DAMAGE_TYPES.has(rawType)) e.type = rawType;
  if (Array.isArray(part.types) && part.types.length > 1) note(ctx.notes, 'dialect.n.fdy.partTypes', { dice, list: { list: part.types.map((x) => (x == null ? '' : String(x))), join: 'comma' }, type: String(e.type) });
  const sc = isObj(part.scaling) ? part.scaling : undefined;
  const level = numeric(v.level ?? v.circle);
  const den = numeric(part.denomination);
  if (sc && (sc.mode === 'whole' || sc.mode === 'half')) {
    const n = numeric(sc.number);
    const f = text(sc.formula);
    const step = f ?? (n && den ? `${n}d${den}` : undefined);
    if (step && !SIMPLE_DICE.test(step)) note(ctx.notes, 'dialect.n.fdy.scaleFormula', { dice, step });
    else if (step) {
      if (level === 0) e.per_character_level = step;
      // A ToV ritual uses no slot (seed 002): Black Flag's whole-step scaling on one is growth with the caster's highest circle.
      else if (sc.mode === 'whole') e[p.system === 'tov' && v.ritual === true ? 'per_highest_circle' : 'per_slot'] = step;
      else note(ctx.notes, 'dialect.n.fdy.everyOther', { dice, step });
    }
  }
  void at;
  return e;
}
