/**
 * Canonical `dnd5e` spell -> 5e-database spell record (5e-bits/5e-database,
 * `src/2014/en/5e-SRD-Spells.json`): the reader's table (read.ts) run the
 * other way. Index objects (`school`, `classes`, damage and ability types)
 * are written with the database's own names and API URLs; level tables are
 * the totals at each level. Over a base (the spell's pass-through block) when
 * given. Pure.
 */
import { clone, isObj, note, type FieldNote } from '../types';
import { castingTimeText, durationText, rangeText } from '../canonical-text';

const title = (s: string) => s.replace(/(^|[\s-])([a-z])/g, (_m, a: string, b: string) => a + b.toUpperCase());

/** An index object of the API: `{ index, name, url }`. */
function ref(index: string, name: string, kind: string): Record<string, string> {
  return { index, name, url: `/api/2014/${kind}/${index}` };
}

/** A text as the database's paragraphs: one element per paragraph, and per row of a table or item of a list. */
export function splitParagraphs(text: string): string[] {
  return text.split(/\n{2,}/).flatMap((block) => (/^(\||[-*] )/.test(block) ? block.split('\n') : [block]));
}

/** The totals of a scaled roll at each level from `from` to `to`: `{ dice, per_slot }` or `{ dice, at_slot_level }` (character levels: 1, 5, 11, 17). */
function totals(e: Record<string, unknown>, from: number, kind: 'slot' | 'char'): Record<string, string> | undefined {
  const dice = typeof e.dice === 'string' ? e.dice : undefined;
  if (!dice) return undefined;
  const levels = kind === 'slot' ? Array.from({ length: 10 - from }, (_, i) => from + i) : [1, 5, 11, 17];
  const table = kind === 'slot' ? e.at_slot_level : e.per_character_level;
  const step = kind === 'slot' ? e.per_slot : e.per_character_level;
  const out: Record<string, string> = {};
  levels.forEach((l, i) => {
    if (i === 0) return void (out[String(l)] = dice);
    if (isObj(table)) {
      let at = dice;
      for (const k of Object.keys(table).map(Number).sort((a, b) => a - b)) if (k <= l && typeof table[String(k)] === 'string') at = table[String(k)] as string;
      out[String(l)] = at;
      return;
    }
    const d = /^(\d+)d(\d+)(?:\+(\d+))?$/.exec(dice);
    const s = typeof step === 'string' ? /^(\d+)d(\d+)$/.exec(step) : null;
    const flat = typeof step === 'string' && /^\d+$/.test(step) ? Number(step) : undefined;
    if (d && s && s[2] === d[2]) out[String(l)] = `${Number(d[1]) + Number(s[1]) * i}d${d[2]}${d[3] ? `+${d[3]}` : ''}`;
    else if (d && flat !== undefined) out[String(l)] = `${d[1]}d${d[2]}+${Number(d[3] ?? 0) + flat * i}`;
    else if (/^\d+$/.test(dice) && flat !== undefined) out[String(l)] = String(Number(dice) + flat * i);
    else out[String(l)] = dice;
  });
  return out;
}

/** Several tables of the same levels, as one table of sums (`4d6 + 4d6`). */
function sum(tables: Array<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const l of Object.keys(tables[0] ?? {})) out[l] = tables.map((t) => t[l] ?? '').join(' + ');
  return out;
}

/** Write a canonical spell as a 5e-database record, over `base` when given. */
export function write5eDatabase(spell: Record<string, unknown>, base?: Record<string, unknown>): { doc: Record<string, unknown>; notes: FieldNote[] } {
  const notes: FieldNote[] = [];
  const r: Record<string, unknown> = base ? clone(base) : {};
  const name = typeof spell.name === 'string' ? spell.name : 'Unnamed spell';
  const index = typeof r.index === 'string' ? r.index : name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  r.index = index;
  r.name = name;
  if (typeof spell.description === 'string') r.desc = splitParagraphs(spell.description);
  if (typeof spell.higher_levels === 'string') r.higher_level = [spell.higher_levels];
  const range = rangeText(spell.range);
  if (range !== undefined) r.range = range;
  if (Array.isArray(spell.components)) r.components = [...spell.components];
  if (typeof spell.material === 'string') r.material = spell.material;
  else if (isObj(spell.material) && typeof spell.material.text === 'string') r.material = spell.material.text;
  r.ritual = spell.ritual === true;
  const conc = spell.concentration === true || (isObj(spell.duration) && spell.duration.concentration === true);
  const duration = durationText(spell.duration);
  if (duration !== undefined) {
    const m = /^concentration,\s*up to\s(.*)$/i.exec(duration);
    r.duration = m ? `Up to ${m[1]!.trimStart()}` : duration;
  }
  r.concentration = conc;
  const ct = castingTimeText(spell.casting_time);
  if (ct !== undefined) r.casting_time = ct;
  if (typeof spell.level === 'number') r.level = spell.level;
  if (typeof spell.attack === 'string') r.attack_type = spell.attack;
  const damage = Array.isArray(spell.damage) ? spell.damage.filter(isObj) : isObj(spell.damage) ? [spell.damage] : [];
  const level = typeof spell.level === 'number' ? spell.level : 0;
  if (damage.length > 0) {
    const d: Record<string, unknown> = {};
    const type = damage.find((e) => typeof e.type === 'string')?.type;
    if (typeof type === 'string') d.damage_type = ref(type, title(type), 'damage-types');
    const char = level === 0 || damage.some((e) => e.per_character_level !== undefined);
    const tables = damage.map((e) => totals(e, char ? 1 : level, char ? 'char' : 'slot')).filter((t): t is Record<string, string> => t !== undefined);
    if (tables.length > 0) d[char ? 'damage_at_character_level' : 'damage_at_slot_level'] = tables.length === 1 ? tables[0] : sum(tables);
    r.damage = d;
  }
  if (isObj(spell.heal)) {
    const t = totals(spell.heal, level, 'slot');
    if (t) r.heal_at_slot_level = t;
  }
  if (typeof spell.school === 'string') r.school = ref(spell.school, title(spell.school), 'magic-schools');
  if (Array.isArray(spell.classes)) r.classes = spell.classes.filter((c): c is string => typeof c === 'string').map((c) => ref(c, title(c), 'classes'));
  r.subclasses ??= [];
  r.url ??= `/api/2014/spells/${index}`;
  const save = isObj(spell.save) ? spell.save : undefined;
  if (save && typeof save.ability === 'string') {
    const dc: Record<string, unknown> = { dc_type: ref(save.ability, save.ability.toUpperCase(), 'ability-scores') };
    if (typeof save.success === 'string') dc.dc_success = ['none', 'half', 'other'].includes(save.success) ? save.success : 'other';
    if (typeof save.effect === 'string') dc.desc = save.effect;
    r.dc = dc;
  }
  const area = isObj(spell.area) ? spell.area : undefined;
  if (area && typeof area.shape === 'string') {
    const size = area.radius ?? area.length ?? area.size;
    if (typeof size === 'number') r.area_of_effect = { type: area.shape, size };
    if (area.height !== undefined || area.width !== undefined) note(notes, 'dialect.x.5edb.areaSize', undefined, ['area']);
  }
  for (const [k, v] of [['casting_time', ct], ['range', range], ['duration', duration]] as const) if (spell[k] !== undefined && v === undefined) note(notes, 'dialect.x.5edb.text', { key: k, value: JSON.stringify(spell[k]) }, [k]);
  return { doc: r, notes };
}
