/**
 * Canonical `dnd5e` spell -> Open5e v2 fixture records: the `api_v2.spell`
 * record's fields and the `api_v2.spellcastingoption` records of its damage
 * scaling (one per slot level, or per character level for a cantrip), the
 * same table the reader (read.ts) uses run the other way (table.ts). Written
 * over a base (the spell's pass-through block) as an Open5e unit (unit.ts).
 * Pure.
 */
import { clone, invert, isObj, note, type FieldNote } from '../types';
import { OPEN5E_ABILITIES, OPEN5E_CLASS_PREFIX, OPEN5E_CAST_WORDS, OPEN5E_DURATION_WORDS, OPEN5E_RANGE_WORDS, OPEN5E_SHAPES } from './table';

const ABILITY_WORDS = invert(OPEN5E_ABILITIES);
const CAST_WORDS: Record<string, string> = Object.fromEntries(Object.entries(OPEN5E_CAST_WORDS).map(([w, t]) => [t.unit, w]));
const DURATION_WORDS = invert(Object.fromEntries(Object.entries(OPEN5E_DURATION_WORDS).map(([w, t]) => [w, t.toLowerCase()])));
const RANGE_WORDS = invert(OPEN5E_RANGE_WORDS);

/** `{ amount, unit }` (or text) -> the fixture's word: `action`, `bonus-action`, `1minute`, `10minutes`. */
function castingWord(ct: unknown): string | undefined {
  if (isObj(ct) && typeof ct.unit === 'string') {
    const n = typeof ct.amount === 'number' ? ct.amount : 1;
    if (n === 1 && CAST_WORDS[ct.unit]) return CAST_WORDS[ct.unit];
    if (['round', 'minute', 'hour', 'day'].includes(ct.unit)) return `${n}${ct.unit}${n === 1 ? '' : 's'}`;
  }
  return undefined;
}

/** The canonical duration as the fixture's text (`instantaneous`, `1 minute`, `8 hours`). */
function durationText(d: unknown): string | undefined {
  if (isObj(d) && typeof d.unit === 'string') {
    const n = typeof d.amount === 'number' ? d.amount : 1;
    return `${n} ${d.unit}${n === 1 ? '' : 's'}`;
  }
  if (typeof d !== 'string') return undefined;
  const s = d.trim().toLowerCase();
  if (DURATION_WORDS[s]) return DURATION_WORDS[s];
  const m = /^(?:concentration,\s*)?(?:up to\s+)?(\d+)\s+(round|minute|hour|day)s?$/.exec(s);
  return m ? `${m[1]} ${m[2]}${m[1] === '1' ? '' : 's'}` : undefined;
}

/** The canonical range as `range_text`, `range` and `range_unit`. */
function rangeFields(r: unknown): { range_text: string; range?: number; range_unit?: string } | undefined {
  if (isObj(r) && typeof r.distance === 'number') {
    const mi = r.unit === 'mi';
    return { range_text: `${r.distance} ${mi ? (r.distance === 1 ? 'mile' : 'miles') : 'feet'}`, range: r.distance, range_unit: mi ? 'miles' : 'feet' };
  }
  if (isObj(r) && typeof r.kind === 'string' && RANGE_WORDS[r.kind]) return { range_text: r.kind[0]!.toUpperCase() + r.kind.slice(1) };
  if (typeof r === 'string' && /^self\b/i.test(r.trim())) return { range_text: 'Self' };
  return undefined;
}

/** The fields an option record of the fixtures has, each null unless written. */
const OPTION_FIELDS = ['concentration', 'damage_roll', 'desc', 'duration', 'range', 'shape_size', 'target_count'];

/**
 * Write a canonical spell over `base` (an Open5e unit: `{ spell, options }`,
 * options keyed by their `type`). `documents` maps a document's title back to
 * its key (the reader's `book`).
 */
export function writeOpen5e(spell: Record<string, unknown>, base: Record<string, unknown> | undefined, documents: ReadonlyMap<string, string> = new Map()): { doc: Record<string, unknown>; notes: FieldNote[] } {
  const notes: FieldNote[] = [];
  const unit: Record<string, unknown> = base ? clone(base) : {};
  const rec: Record<string, unknown> = isObj(unit.spell) ? unit.spell : {};
  rec.model ??= 'api_v2.spell';
  const f: Record<string, unknown> = isObj(rec.fields) ? rec.fields : {};
  rec.fields = f;
  unit.spell = rec;
  if (typeof spell.name === 'string') f.name = spell.name;
  if (typeof spell.description === 'string') f.desc = spell.description;
  if (Array.isArray(spell.classes)) {
    // The classes' document as the record had it (SRD 5.2 records name `srd-2024_` classes), else SRD 5.1's.
    const had = Array.isArray(f.classes) ? f.classes.map((c) => (typeof c === 'string' ? OPEN5E_CLASS_PREFIX.exec(c)?.[1] : undefined)).find((x) => x) : undefined;
    f.classes = spell.classes.map((c) => `${had ?? 'srd'}_${String(c)}`);
  }
  if (typeof spell.book === 'string') f.document = documents.get(spell.book) ?? spell.book;
  if (typeof spell.level === 'number') f.level = spell.level;
  if (typeof spell.school === 'string') f.school = spell.school;
  const ct = castingWord(spell.casting_time);
  if (ct) f.casting_time = ct;
  else if (spell.casting_time !== undefined) note(notes, 'dialect.x.o5e.castTime', { value: JSON.stringify(spell.casting_time) }, ['casting_time']);
  if (isObj(spell.casting_time) && typeof spell.casting_time.trigger === 'string') f.reaction_condition = spell.casting_time.trigger;
  const area = isObj(spell.area) ? spell.area : undefined;
  const shape = area && typeof area.shape === 'string' && OPEN5E_SHAPES[area.shape] ? area.shape : undefined;
  if (shape) {
    f.shape_type = shape;
    f.shape_size = area![OPEN5E_SHAPES[shape]!.key];
  }
  const r = rangeFields(spell.range);
  if (r) Object.assign(f, r);
  else if (spell.range !== undefined) note(notes, 'dialect.x.o5e.range', { value: JSON.stringify(spell.range) }, ['range']);
  const comps = Array.isArray(spell.components) ? spell.components : [];
  f.verbal = comps.includes('V');
  f.somatic = comps.includes('S');
  f.material = comps.includes('M');
  const m = spell.material;
  if (typeof m === 'string') f.material_specified = m;
  else if (isObj(m)) {
    f.material_specified = typeof m.text === 'string' ? m.text : '';
    f.material_cost = typeof m.cost_gp === 'number' ? m.cost_gp : null;
    f.material_consumed = m.consumed === true;
  }
  const d = durationText(spell.duration);
  if (d) f.duration = d;
  else if (spell.duration !== undefined) note(notes, 'dialect.x.o5e.duration', { value: JSON.stringify(spell.duration) }, ['duration']);
  f.concentration = spell.concentration === true || (isObj(spell.duration) && spell.duration.concentration === true);
  f.ritual = spell.ritual === true;
  const save = isObj(spell.save) ? spell.save : undefined;
  if (save && typeof save.ability === 'string' && ABILITY_WORDS[save.ability]) f.saving_throw_ability = ABILITY_WORDS[save.ability];
  if (spell.attack === 'melee' || spell.attack === 'ranged') f.attack_roll = true;
  const damage = Array.isArray(spell.damage) ? spell.damage.filter(isObj) : isObj(spell.damage) ? [spell.damage] : [];
  const first = damage[0];
  if (first && typeof first.dice === 'string') {
    f.damage_roll = first.dice;
    f.damage_types = typeof first.type === 'string' ? [first.type] : [];
    writeScaling(unit, rec, first, typeof spell.level === 'number' ? spell.level : 0);
  }
  if (damage.length > 1) note(notes, 'dialect.x.o5e.damageParts', { n: damage.length }, ['damage']);
  if (typeof spell.higher_levels === 'string') f.higher_level = spell.higher_levels;
  return { doc: unit, notes };
}

/** The dice of a damage entry at a slot or character level, or undefined. */
function diceAt(e: Record<string, unknown>, level: number, base: number, kind: 'slot' | 'char'): string | undefined {
  const dice = typeof e.dice === 'string' ? /^(\d+)d(\d+)$/.exec(e.dice) : null;
  if (kind === 'slot') {
    if (isObj(e.at_slot_level)) return typeof e.at_slot_level[String(level)] === 'string' ? (e.at_slot_level[String(level)] as string) : undefined;
    const step = typeof e.per_slot === 'string' ? /^(\d+)d(\d+)$/.exec(e.per_slot) : null;
    return dice && step && step[2] === dice[2] ? `${Number(dice[1]) + Number(step[1]) * (level - base)}d${dice[2]}` : undefined;
  }
  const pcl = e.per_character_level;
  if (isObj(pcl)) {
    let out = typeof e.dice === 'string' ? e.dice : undefined;
    for (const k of Object.keys(pcl).map(Number).sort((a, b) => a - b)) if (level >= k && typeof pcl[String(k)] === 'string') out = pcl[String(k)] as string;
    return out;
  }
  const step = typeof pcl === 'string' ? /^(\d+)d(\d+)$/.exec(pcl) : null;
  const tiers = level >= 17 ? 3 : level >= 11 ? 2 : level >= 5 ? 1 : 0;
  return dice && step && step[2] === dice[2] ? `${Number(dice[1]) + Number(step[1]) * tiers}d${dice[2]}` : undefined;
}

/** The option records of the damage's scaling: `slot_level_N` above the spell's level, `player_level_N` for a cantrip. */
function writeScaling(unit: Record<string, unknown>, rec: Record<string, unknown>, e: Record<string, unknown>, level: number): void {
  const slot = e.per_slot !== undefined || e.at_slot_level !== undefined;
  const char = e.per_character_level !== undefined;
  if (!slot && !char) return;
  const options: Record<string, unknown> = isObj(unit.options) ? unit.options : {};
  unit.options = options;
  const levels = slot ? Array.from({ length: 9 - level }, (_, i) => level + 1 + i) : Array.from({ length: 20 }, (_, i) => i + 1);
  for (const l of levels) {
    const type = `${slot ? 'slot_level' : 'player_level'}_${l}`;
    const dice = diceAt(e, l, level, slot ? 'slot' : 'char');
    if (dice === undefined) continue;
    const prev = options[type];
    const o: Record<string, unknown> = isObj(prev) ? prev : { model: 'api_v2.spellcastingoption' };
    const of: Record<string, unknown> = isObj(o.fields) ? o.fields : Object.fromEntries(OPTION_FIELDS.map((k) => [k, null]));
    of.damage_roll = dice;
    of.type = type;
    if (typeof rec.pk === 'string') of.parent ??= rec.pk;
    o.fields = of;
    options[type] = o;
  }
}
