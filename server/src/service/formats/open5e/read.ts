/**
 * Open5e v2 spell fixtures read into the canonical `dnd5e` spell: one
 * `api_v2.spell` record plus its `api_v2.spellcastingoption` records (the
 * variants by slot level, character level and ritual casting). The option
 * variants become the canonical scaling keys (`per_slot`, `at_slot_level`,
 * `per_character_level`); what the format cannot hold (targets, durations or
 * ranges that grow with the slot, flat damage steps) is a note, never dropped
 * silently. Called by `import/dialects.ts` (`grimoire import open5e`), by the
 * corpus helpers and the tests. Pure, no IO, never throws on odd records.
 */
import { isObj, note, numeric, text, type DialectNoteKey, type FieldNote, type MappedSpell, type Path, type SourceEntry } from '../types';
import type { MsgRef } from '../../i18n';

/** One `level: value` item of a note's list: the slot level as an ordinal ("3rd"), a character level as it is. */
const item = (l: number | string, v: unknown, slot: boolean): MsgRef => ({ key: 'dialect.n.o5e.item', args: { l: slot ? { ord: Number(l) } : String(l), v: String(v) } });
import { OPEN5E_ABILITIES, OPEN5E_CAST_UNITS, OPEN5E_CAST_WORDS, OPEN5E_DURATION_WORDS, OPEN5E_RANGE_WORDS, OPEN5E_SCHOOLS, OPEN5E_SHAPES, open5eClass } from './table';

/** The dice the canonical `damage.dice` takes (schema `damage_dice`): NdM[+K] or a flat amount. */
const DICE = /^(?:[1-9]\d{0,2}d(?:4|6|8|10|12|20|100)(?:[+-]\d{1,3})?|[1-9]\d{0,3})$/;
/** Plain dice for scaling keys (schema `dice`). */
const SCALE_DICE = /^[1-9]\d{0,2}d(?:4|6|8|10|12|20|100)(?:[+-]\d{1,3})?$/;

/** One casting option's fields (`type` is `default`, `ritual`, `slot_level_N` or `player_level_N`). */
export type Open5eOption = Record<string, unknown>;

/** `NdM+K` -> parts, or undefined. */
function dice(s: string): { n: number; d: number; k: number } | undefined {
  const m = /^(\d+)d(\d+)([+-]\d+)?$/.exec(s);
  return m ? { n: Number(m[1]), d: Number(m[2]), k: m[3] ? Number(m[3]) : 0 } : undefined;
}

/** Options of a kind (`slot_level` or `player_level`) with a non-null field, as level -> value, sorted; the third member is the option's index. */
function variants(options: readonly Open5eOption[], kind: 'slot_level' | 'player_level', field: string): Array<[number, unknown, number]> {
  const out: Array<[number, unknown, number]> = [];
  options.forEach((o, i) => {
    const m = typeof o.type === 'string' ? new RegExp(`^${kind}_(\\d+)$`).exec(o.type) : null;
    if (m && o[field] !== null && o[field] !== undefined && o[field] !== '') out.push([Number(m[1]), o[field], i]);
  });
  return out.sort((a, b) => a[0] - b[0]);
}

/** Where an option's fields are in the record read (for the fields a reading used and the notes' fields); none when the caller does not say. */
type OptionPaths = readonly Path[] | undefined;

/** `casting_time` word -> `{ amount, unit }`, or undefined. */
export function open5eCastingTime(word: string): { amount: number; unit: string } | undefined {
  const w = OPEN5E_CAST_WORDS[word];
  if (w) return { ...w };
  const m = /^(\d+)\s*([a-z]+?)s?$/.exec(word);
  const u = m ? OPEN5E_CAST_UNITS[m[2]!] : undefined;
  return m && u ? { amount: Number(m[1]) * u.times, unit: u.unit } : undefined;
}

/** `duration` text -> canonical duration (text or `{ amount, unit, concentration }`), or undefined when it has no canonical form. */
export function open5eDuration(s: string, concentration: boolean): string | Record<string, unknown> | undefined {
  const t = s.trim().toLowerCase();
  if (OPEN5E_DURATION_WORDS[t]) return OPEN5E_DURATION_WORDS[t];
  const m = /^(?:up to )?(\d+) (round|minute|hour|day)s?$/.exec(t);
  if (!m) return undefined;
  const d: Record<string, unknown> = { amount: Number(m[1]), unit: m[2] };
  if (concentration) d.concentration = true;
  return d;
}

/** `range_text` (or `range` + `range_unit`) -> canonical range, with the shape when the range is Self and the spell has an area. */
export function open5eRange(f: Record<string, unknown>, area: Record<string, unknown> | undefined): string | Record<string, unknown> | undefined {
  const rt = text(f.range_text)?.toLowerCase();
  let m: RegExpExecArray | null;
  if (rt && OPEN5E_RANGE_WORDS[rt]) {
    const kind = OPEN5E_RANGE_WORDS[rt]!;
    if (kind === 'self' && area) {
      const n = (area.radius ?? area.length ?? area.size) as number;
      const word = area.shape === 'sphere' || area.shape === 'cylinder' ? 'radius' : String(area.shape);
      return `Self (${n}-foot ${word})`;
    }
    return { kind };
  }
  if (rt && (m = /^(\d+(?:\.\d+)?) (?:feet|foot)$/.exec(rt))) return { distance: Number(m[1]), unit: 'ft' };
  if (rt && (m = /^(\d+(?:\.\d+)?) miles?$/.exec(rt))) return { distance: Number(m[1]), unit: 'mi' };
  const n = numeric(f.range);
  if (n !== undefined && n > 0 && f.range_unit === 'feet') return { distance: n, unit: 'ft' };
  if (n !== undefined && n > 0 && f.range_unit === 'miles') return { distance: n, unit: 'mi' };
  return undefined;
}

/** The range fields a reading uses: the text, and with a distance also the number and its unit (a kind's number is a placeholder the fixtures give: carried). */
function open5eRangeFields(f: Record<string, unknown>): string[] {
  const rt = text(f.range_text)?.toLowerCase();
  return rt && OPEN5E_RANGE_WORDS[rt] ? ['range_text'] : ['range_text', 'range', 'range_unit'];
}

/** `attack_roll: true` -> melee or ranged, from what the text says ("ranged spell attack"), else undefined. */
export function open5eAttack(desc: string): 'melee' | 'ranged' | undefined {
  for (const re of [/\b(melee|ranged) spell attack/i, /\b(melee|ranged) weapon attack/i, /\b(melee|ranged) attack/i]) {
    const m = re.exec(desc);
    if (m) return m[1]!.toLowerCase() as 'melee' | 'ranged';
  }
  return undefined;
}

/**
 * The damage scaling the casting options give. Slot variants with one die
 * size and an even step become `per_slot`, other dice `at_slot_level`;
 * character-level variants become `per_character_level` (the step, when the
 * dice change only at 5, 11 and 17 by one even step; else the table).
 */
export function open5eDamageScaling(level: number, base: string, options: readonly Open5eOption[], notes: FieldNote[], paths?: OptionPaths, used: Path[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const at = (i: number): Path | undefined => (paths?.[i] ? [...paths[i]!, 'damage_roll'] : undefined);
  const useAll = (vs: ReadonlyArray<readonly [number, unknown, number]>) => vs.forEach(([, , i]) => at(i) && used.push(at(i)!));
  const slot = variants(options, 'slot_level', 'damage_roll').filter(([l]) => l > level);
  const b = dice(base);
  if (slot.length > 0) {
    const all = slot.map(([l, v]) => [l, dice(String(v).replace(/\s+/g, ''))] as const);
    const steps = new Set(all.map(([l, p]) => (b && p && p.d === b.d && p.k === b.k && (p.n - b.n) % (l - level) === 0 ? (p.n - b.n) / (l - level) : NaN)));
    const [step] = [...steps];
    if (b && steps.size === 1 && step !== undefined && Number.isInteger(step) && step > 0 && all.length === 9 - level) (out.per_slot = `${step}d${b.d}`), useAll(slot);
    else if (all.every(([, p]) => p !== undefined) && slot.every(([, v]) => SCALE_DICE.test(String(v).replace(/\s+/g, '')))) (out.at_slot_level = Object.fromEntries(slot.map(([l, v]) => [String(l), String(v).replace(/\s+/g, '')]))), useAll(slot);
    else note(notes, 'dialect.n.o5e.slotDamage', { list: { list: slot.map(([l, v]) => item(l, v, true)), join: 'comma' } }, at(slot[0]![2]));
  }
  const charVariants = variants(options, 'player_level', 'damage_roll');
  const chars = charVariants.map(([l, x]) => [l, String(x).replace(/\s+/g, '')] as const);
  if (chars.length > 0) {
    // The character levels at which the dice change, and the dice from there on.
    const table: Record<string, string> = {};
    let prev = base;
    for (const [l, x] of chars) {
      if (x !== prev && l > 1) table[String(l)] = x;
      prev = x;
    }
    const tiers = Object.keys(table).map(Number);
    const ds = [base, ...tiers.map((l) => table[String(l)]!)].map(dice);
    const step = ds.every((p) => p && p.k === 0 && p.d === ds[0]!.d) && ds.length > 1 ? ds[1]!.n - ds[0]!.n : NaN;
    const even = tiers.join(',') === '5,11,17' && Number.isInteger(step) && step > 0 && ds.every((p, i) => p!.n === ds[0]!.n + i * step);
    if (tiers.length === 0) {
      // The same dice at every character level: nothing scales (the options are carried as they are).
    } else if (even) (out.per_character_level = `${step}d${ds[0]!.d}`), useAll(charVariants);
    else if (Object.values(table).every((x) => SCALE_DICE.test(x))) (out.per_character_level = table), useAll(charVariants);
    else note(notes, 'dialect.n.o5e.charDamage', { list: { list: Object.entries(table).map(([l, x]) => item(l, x, false)), join: 'comma' } }, at(charVariants[0]![2]));
  }
  return out;
}

/**
 * "the damage increases by 1d8 for each slot level above 4th" (the usual 5e
 * sentence; Level Up also writes "Increase this spell's damage by 1d4 per slot
 * level above 2nd", "Damage increases by 1d6 for every slot level above 3rd"
 * and "deals an extra 1d6 of thunder damage for each slot level above 3rd"),
 * when no option gives the dice. Only the first dice of a
 * text that names several are read, and only when the level and die agree.
 */
function perSlotFromText(higher: string, level: number, die: number | undefined): string | undefined {
  const m =
    /damage(?:[^.(]{0,40}? increases?)? by (\d+)d(\d+) (?:for each|for every|per) (?:spell )?slot level above (?:the )?(\d+)(?:st|nd|rd|th)/i.exec(higher) ??
    /deals an extra (\d+)d(\d+) (?:of \w+ )?damage (?:for each|for every|per) (?:spell )?slot level above (?:the )?(\d+)(?:st|nd|rd|th)/i.exec(higher);
  if (!m || Number(m[3]) !== level || (die !== undefined && Number(m[2]) !== die)) return undefined;
  return `${m[1]}d${m[2]}`;
}

/**
 * A cylinder's height as the text says it: "a 20-foot tall, 20-foot radius
 * cylinder", "The cylinder extends vertically for 100 feet"; undefined when
 * the text names none (or two different ones).
 */
export function cylinderHeight(desc: string): number | undefined {
  const found = new Set<number>();
  for (const sentence of desc.split(/(?<=[.!?])\s+/)) {
    if (!/cylinder/i.test(sentence)) continue;
    // From a number's first digit only: from every digit, a long run cost time quadratic in its length.
    for (const m of sentence.matchAll(/(?<!\d)(\d+)[- ]foot[- ](?:tall|high)\b/gi)) found.add(Number(m[1]));
    for (const m of sentence.matchAll(/extends (?:vertically|upward|up) (?:for )?(\d+) feet/gi)) found.add(Number(m[1]));
  }
  return found.size === 1 ? [...found][0] : undefined;
}

/** Say, once per field, that a value grows with the slot or character level and the format has no key for it. */
function growthNotes(options: readonly Open5eOption[], notes: FieldNote[], hasText: boolean, paths: OptionPaths): void {
  const label: Record<string, string> = { target_count: 'number of targets', duration: 'duration', range: 'range', shape_size: 'area size' };
  for (const field of Object.keys(label)) {
    for (const kind of ['slot_level', 'player_level'] as const) {
      const v = variants(options, kind, field);
      if (v.length === 0) continue;
      const key = `dialect.n.o5e.${hasText ? 'growthText' : 'growth'}.${kind === 'slot_level' ? 'slot' : 'char'}` as DialectNoteKey;
      const first = paths?.[v[0]![2]];
      note(notes, key, { what: { key: `dialect.n.o5e.what.${field}` }, list: { list: v.map(([l, x]) => item(l, x, kind === 'slot_level')), join: 'comma' } }, first ? [...first, field] : undefined);
    }
  }
}

/**
 * Read one Open5e spell fixture record (`{ model, pk, fields }`, or its bare
 * `fields`) with the casting options whose `parent` is its `pk`.
 * `book` is the document's title when the caller has Document.json. `where`
 * says where the spell's and each option's fields are in the record the
 * caller reads (an Open5e unit: ./unit.ts), for the fields the reading used.
 */
export function readOpen5e(record: Record<string, unknown>, options: readonly Open5eOption[] = [], book?: string, where?: { spell: Path; options: readonly Path[] }): MappedSpell {
  const f = isObj(record.fields) ? record.fields : record;
  const at = (k: string): Path => (where ? [...where.spell, k] : isObj(record.fields) ? ['fields', k] : [k]);
  const sources: SourceEntry[] = [];
  const notes: FieldNote[] = [];
  const used: Path[] = [];
  const v: Record<string, unknown> = {};
  const src = (c: string, s: string) => sources.push({ canonical: [c], source: at(s) });
  const use = (...keys: string[]) => keys.forEach((k) => k in f && used.push(at(k)));
  if (text(f.name)) (v.name = text(f.name)), src('name', 'name'), use('name');
  v.system = 'dnd5e';
  const desc = typeof f.desc === 'string' ? f.desc.replace(/\r\n/g, '\n').trim() : '';
  if (desc) (v.description = desc), src('description', 'desc'), use('desc');
  const classes = Array.isArray(f.classes) ? f.classes.filter((c): c is string => typeof c === 'string').map(open5eClass) : [];
  if (classes.length) (v.classes = [...new Set(classes)]), src('classes', 'classes'), use('classes');
  const bk = book ?? text(f.document);
  if (bk) (v.book = bk), src('book', 'document'), use('document');
  const level = numeric(f.level);
  if (level !== undefined) (v.level = level), src('level', 'level'), use('level');
  if (typeof f.school === 'string') {
    const s = f.school.toLowerCase();
    v.school = s;
    src('school', 'school');
    use('school');
    if (!OPEN5E_SCHOOLS.has(s)) note(notes, 'dialect.n.o5e.school', { school: `${f.school}` }, at('school'));
  }
  // Casting time, with the reaction's trigger.
  if (typeof f.casting_time === 'string') {
    const ct: Record<string, unknown> | undefined = open5eCastingTime(f.casting_time);
    if (ct) {
      if (ct.unit === 'reaction' && text(f.reaction_condition)) (ct.trigger = text(f.reaction_condition)), use('reaction_condition');
      v.casting_time = ct;
      src('casting_time', 'casting_time');
      use('casting_time');
    } else note(notes, 'dialect.n.o5e.castTime', { value: `${f.casting_time}` }, at('casting_time'));
  }
  // Area first: a Self range with an area is written "Self (N-foot cone)".
  const shape = typeof f.shape_type === 'string' ? OPEN5E_SHAPES[f.shape_type] : undefined;
  const size = numeric(f.shape_size);
  let area: Record<string, unknown> | undefined;
  if (shape && size !== undefined && size > 0) {
    area = { shape: shape.shape, [shape.key]: size };
    // The fixtures give a cylinder's radius only; its height is in the text when the book gives one.
    const h = shape.shape === 'cylinder' ? cylinderHeight(desc) : undefined;
    if (h !== undefined) area.height = h;
    v.area = area;
    src('area', 'shape_type');
    use('shape_type', 'shape_size');
  } else if (f.shape_type) note(notes, 'dialect.n.o5e.area', { shape: String(f.shape_type), size: String(f.shape_size) }, at('shape_type'));
  const range = open5eRange(f, area);
  if (range !== undefined) (v.range = range), src('range', 'range_text'), use(...open5eRangeFields(f));
  else note(notes, 'dialect.n.o5e.range', { value: String(f.range_text ?? f.range) }, at('range_text'));
  // Components and the material.
  const comps: string[] = [];
  if (f.verbal === true) comps.push('V');
  if (f.somatic === true) comps.push('S');
  if (f.material === true) comps.push('M');
  v.components = comps;
  src('components', 'verbal');
  use('verbal', 'somatic', 'material');
  const mtext = text(f.material_specified);
  const cost = numeric(f.material_cost);
  if (mtext) {
    if (cost !== undefined || f.material_consumed === true) {
      const m: Record<string, unknown> = { text: mtext };
      if (cost !== undefined) m.cost_gp = cost;
      if (f.material_consumed === true) m.consumed = true;
      v.material = m;
    } else v.material = mtext;
    src('material', 'material_specified');
    use('material_specified', 'material_cost', 'material_consumed');
    if (f.material !== true) note(notes, 'dialect.n.o5e.materialFalse', undefined, at('material'));
  } else if (cost !== undefined || f.material_consumed === true) note(notes, 'dialect.n.o5e.costNoText', undefined, at(cost !== undefined ? 'material_cost' : 'material_consumed'));
  // Duration and concentration.
  const conc = f.concentration === true;
  if (typeof f.duration === 'string') {
    const d = open5eDuration(f.duration, conc);
    if (d !== undefined) (v.duration = d), use('duration');
    else {
      v.duration = 'Special';
      note(notes, 'dialect.n.o5e.duration', { value: `${f.duration}` }, at('duration'));
    }
    src('duration', 'duration');
  }
  v.concentration = conc;
  src('concentration', 'concentration');
  use('concentration');
  if (f.ritual === true) (v.ritual = true), src('ritual', 'ritual');
  use('ritual');
  const ritualOption = options.some((o) => o.type === 'ritual');
  if (ritualOption !== (f.ritual === true)) note(notes, ritualOption ? 'dialect.n.o5e.ritualOption' : 'dialect.n.o5e.ritualNoOption', undefined, at('ritual'));
  // Save: the ability, and "half" when the text halves the damage.
  const ab = typeof f.saving_throw_ability === 'string' ? OPEN5E_ABILITIES[f.saving_throw_ability.toLowerCase()] : undefined;
  if (ab) {
    const save: Record<string, unknown> = { ability: ab };
    if (/half as much damage|half damage|halves the damage|half the damage|half that damage/i.test(desc)) save.success = 'half';
    v.save = save;
    src('save', 'saving_throw_ability');
    use('saving_throw_ability');
  }
  if (f.attack_roll === true) {
    const kind = open5eAttack(desc);
    if (kind) (v.attack = kind), src('attack', 'attack_roll'), use('attack_roll');
    else note(notes, 'dialect.n.o5e.attack', undefined, at('attack_roll'));
  }
  // Damage, with the scaling of the casting options (or of the usual sentence of the higher-level text).
  const roll = typeof f.damage_roll === 'string' ? f.damage_roll.replace(/\s+/g, '') : '';
  const types = Array.isArray(f.damage_types) ? f.damage_types.filter((t): t is string => typeof t === 'string') : [];
  const higher = typeof f.higher_level === 'string' ? f.higher_level.trim() : '';
  if (roll && DICE.test(roll)) {
    const e: Record<string, unknown> = { dice: roll };
    if (types[0]) e.type = types[0].toLowerCase();
    if (types.length > 1) note(notes, 'dialect.n.severalDamageTypes', { list: { list: types, join: 'comma' } }, at('damage_types'));
    Object.assign(e, open5eDamageScaling(level ?? 0, roll, options, notes, where?.options, used));
    if (e.per_slot === undefined && e.at_slot_level === undefined && (level ?? 0) > 0) {
      const step = perSlotFromText(higher, level ?? 0, dice(roll)?.d);
      if (step) e.per_slot = step;
    }
    v.damage = e;
    src('damage', 'damage_roll');
    use('damage_roll', 'damage_types');
  } else if (roll) note(notes, 'dialect.n.o5e.roll', { roll: String(f.damage_roll) }, at('damage_roll'));
  else if (types.length) note(notes, 'dialect.n.o5e.typesNoRoll', { list: { list: types, join: 'comma' } }, at('damage_types'));
  if (higher) (v.higher_levels = higher), src('higher_levels', 'higher_level'), use('higher_level');
  growthNotes(options, notes, higher !== '', where?.options);
  return { format: 'open5e', system: 'dnd5e', value: v, sources, used, notes };
}
