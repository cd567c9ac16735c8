/**
 * 5etools spell records (`{ "spell": [...] }`, the shape of 5etools data and
 * homebrew) read into the canonical `dnd5e` spell. 5etools keeps most numbers
 * in its text (`{@damage 8d6}`, "20-foot-radius sphere"), so area, save outcome
 * and dice are read from the tags and the text; `{@tag ...}` markup becomes
 * plain text (tags.ts). What the reading does not use is carried (the
 * record's other fields: ../contract.ts). Pure, no IO.
 */
import { isObj, note, numeric, text, type FieldNote, type MappedSpell, type Path, type SourceEntry } from '../types';
import { FIVETOOLS_ABILITIES, FIVETOOLS_SCHOOLS } from './table';
import { entriesText, stripTags, tags } from './tags';
import { areaFromText } from './area';

export { FIVETOOLS_ABILITIES, FIVETOOLS_SCHOOLS } from './table';
export { stripTags, entriesText } from './tags';
export { areaFromText } from './area';

/** Read one 5etools spell record. */
export function read5etools(r: Record<string, unknown>): MappedSpell {
  const sources: SourceEntry[] = [];
  const notes: FieldNote[] = [];
  const used: Path[] = [];
  const v: Record<string, unknown> = {};
  const src = (c: string, s: string) => sources.push({ canonical: [c], source: [s] });
  const use = (...paths: Path[]) => used.push(...paths);
  if (r.name !== undefined) (v.name = r.name), src('name', 'name'), use(['name']);
  v.system = 'dnd5e';
  const paragraphs = entriesText(r.entries);
  if (paragraphs.length) (v.description = paragraphs.join('\n\n')), src('description', 'entries'), use(['entries']);
  if (r.level !== undefined) (v.level = r.level), src('level', 'level'), use(['level']);
  if (typeof r.school === 'string') (v.school = FIVETOOLS_SCHOOLS[r.school] ?? r.school), src('school', 'school'), use(['school']);
  if (typeof r.source === 'string') {
    v.book = r.page !== undefined ? `${r.source} p. ${String(r.page)}` : r.source;
    src('book', 'source');
    use(['source']);
    if (r.page !== undefined) use(['page']);
  }
  // Casting time.
  const time = Array.isArray(r.time) ? r.time.filter(isObj) : [];
  if (time[0]) {
    const t = time[0];
    const unit = t.unit === 'bonus' ? 'bonus_action' : t.unit;
    const ct: Record<string, unknown> = { amount: numeric(t.number) ?? 1, unit };
    if (text(t.condition)) ct.trigger = stripTags(t.condition as string);
    v.casting_time = ct;
    src('casting_time', 'time');
    use(['time']);
    if (time.length > 1) note(notes, 'dialect.n.5et.severalTimes', { number: String(t.number), unit: String(t.unit) }, ['time', 1]);
  }
  // Range.
  const range = isObj(r.range) ? r.range : undefined;
  const dist = range && isObj(range.distance) ? range.distance : undefined;
  const selfArea = range && range.type !== 'point' && range.type !== 'special' ? range.type : undefined;
  if (range?.type === 'special') v.range = { kind: 'special' };
  else if (dist) {
    const t = dist.type;
    const amt = numeric(dist.amount);
    if (selfArea && amt !== undefined) {
      const shape = selfArea === 'radius' ? 'radius' : selfArea;
      v.range = t === 'miles' ? `Self (${amt}-mile radius)` : `Self (${amt}-foot ${shape})`;
    } else if (t === 'feet' && amt !== undefined) v.range = { distance: amt, unit: 'ft' };
    else if (t === 'miles' && amt !== undefined) v.range = { distance: amt, unit: 'mi' };
    else if (t === 'self' || t === 'touch' || t === 'sight' || t === 'unlimited') v.range = { kind: t };
    else v.range = { kind: 'special' };
  }
  if (v.range !== undefined) src('range', 'range'), use(['range']);
  // Components.
  const comps = isObj(r.components) ? r.components : {};
  const letters: string[] = [];
  if (comps.v) letters.push('V');
  if (comps.s) letters.push('S');
  if (comps.m) letters.push('M');
  v.components = letters;
  src('components', 'components');
  for (const k of ['v', 's', 'm']) if (k in comps) use(['components', k]);
  if (comps.r) note(notes, 'dialect.n.5et.royalty', undefined, ['components', 'r']);
  if (typeof comps.m === 'string') v.material = stripTags(comps.m);
  else if (isObj(comps.m)) {
    const m: Record<string, unknown> = { text: stripTags(String(comps.m.text ?? '')) };
    const cost = numeric(comps.m.cost);
    if (cost !== undefined) m.cost_gp = cost / 100;
    if (comps.m.consume === true) m.consumed = true;
    else if (comps.m.consume === 'optional') note(notes, 'dialect.n.5et.materialOptional', undefined, ['components', 'm', 'consume']);
    v.material = m;
  }
  if (v.material !== undefined) sources.push({ canonical: ['material'], source: ['components', 'm'] });
  // Duration.
  const durs = Array.isArray(r.duration) ? r.duration.filter(isObj) : [];
  const d = durs[0];
  let conc = false;
  if (d) {
    if (d.type === 'instant') v.duration = 'Instantaneous';
    else if (d.type === 'permanent') v.duration = Array.isArray(d.ends) && d.ends.includes('trigger') ? 'Until dispelled or triggered' : Array.isArray(d.ends) && d.ends.includes('dispel') ? 'Until dispelled' : 'Permanent';
    else if (d.type === 'special') v.duration = 'Special';
    else if (d.type === 'timed' && isObj(d.duration)) {
      conc = d.concentration === true;
      const dv: Record<string, unknown> = { amount: numeric(d.duration.amount) ?? 1, unit: d.duration.type };
      if (conc) dv.concentration = true;
      v.duration = dv;
    }
    src('duration', 'duration');
    use(['duration']);
    if (durs.length > 1) note(notes, 'dialect.n.5et.severalDurations', undefined, ['duration', 1]);
  }
  v.concentration = conc;
  const meta = isObj(r.meta) ? r.meta : {};
  if (meta.ritual === true) (v.ritual = true), sources.push({ canonical: ['ritual'], source: ['meta', 'ritual'] }), use(['meta', 'ritual']);
  // Area from the range (Self cones...) or the text.
  const all = paragraphs.join('\n');
  const area = areaFromText(all);
  if (area) v.area = area;
  // Save.
  const saves = Array.isArray(r.savingThrow) ? r.savingThrow : [];
  const ab = typeof saves[0] === 'string' ? FIVETOOLS_ABILITIES[saves[0]] : undefined;
  if (ab) {
    const save: Record<string, unknown> = { ability: ab };
    if (/half as much damage/i.test(all)) save.success = 'half';
    v.save = save;
    src('save', 'savingThrow');
    use(['savingThrow']);
    if (saves.length > 1) note(notes, 'dialect.n.5et.severalSaves', { list: { list: saves.map((x) => (x == null ? '' : String(x))), join: 'comma' } }, ['savingThrow']);
  }
  const atk = Array.isArray(r.spellAttack) ? r.spellAttack[0] : undefined;
  if (atk === 'R') v.attack = 'ranged';
  else if (atk === 'M') v.attack = 'melee';
  if (v.attack) src('attack', 'spellAttack'), use(['spellAttack']);
  // Damage: the first {@damage} of the text, its type from damageInflict, upcasting from {@scaledamage}.
  const dmg = tags(r.entries, 'damage')[0]?.[0]?.replace(/\s+/g, '');
  const types = Array.isArray(r.damageInflict) ? r.damageInflict : [];
  const scale = tags(r.entriesHigherLevel, 'scaledamage')[0];
  const typed = typedDamage(r.entries, types);
  if (typed) {
    // Each type of `damageInflict` named after its own {@damage} in the text (Meteor Swarm: 20d6 fire and 20d6 bludgeoning): one part each.
    // The {@scaledamage} step goes to the one part whose dice it scales (none when two parts have those dice: "your choice").
    const from = scale?.[0]?.replace(/\s+/g, '');
    const step = scale?.[2]?.trim();
    const scaled = typed.filter((e) => e.dice === from);
    if (step && /^\d+d\d+$/.test(step) && scaled.length === 1) scaled[0]!.per_slot = step;
    v.damage = typed;
    use(['damageInflict']);
    src('damage', 'entries');
  } else if (dmg && /^(?:\d+d\d+(?:\+\d+)?|\d+)$/.test(dmg)) {
    const e: Record<string, unknown> = { dice: dmg };
    if (typeof types[0] === 'string') e.type = types[0];
    if (types.length > 0) use(['damageInflict']);
    if (types.length > 1) note(notes, 'dialect.n.severalDamageTypes', { list: { list: types.map((x) => (x == null ? '' : String(x))), join: 'comma' } }, ['damageInflict']);
    const sl = scaleLevel(r.scalingLevelDice);
    if (r.level === 0 && sl) (e.per_character_level = sl), use(['scalingLevelDice']);
    else if (scale?.[2] && /^\d+d\d+$/.test(scale[2].trim())) e.per_slot = scale[2].trim();
    v.damage = e;
    src('damage', 'entries');
  }
  // Healing: a {@dice} in a healing spell (miscTags HL).
  if (Array.isArray(r.miscTags) && r.miscTags.includes('HL')) {
    const hd = tags(r.entries, 'dice')[0]?.[0]?.replace(/\s+/g, '');
    if (hd && /^\d+d\d+(?:\+\d+)?$/.test(hd)) {
      const h: Record<string, unknown> = { dice: hd };
      const hs = tags(r.entriesHigherLevel, 'scaledice')[0];
      if (hs?.[2] && /^\d+d\d+$/.test(hs[2].trim())) h.per_slot = hs[2].trim();
      v.heal = h;
      use(['miscTags']);
    }
  }
  const higher = entriesText(r.entriesHigherLevel);
  if (higher.length) (v.higher_levels = higher.join('\n\n')), src('higher_levels', 'entriesHigherLevel'), use(['entriesHigherLevel']);
  return { format: '5etools', system: 'dnd5e', value: v, sources, used, notes };
}

/**
 * Several damage types, each found in the text right after a `{@damage}` tag
 * (`{@damage 20d6} fire damage and {@damage 20d6} bludgeoning damage`): one
 * part per type, in the order of the text, with the first dice of each type.
 * Undefined unless there are at least two types and every one is found, so
 * a type the text does not tie to dice is still named in a note.
 */
function typedDamage(entries: unknown, types: readonly unknown[]): Array<Record<string, unknown>> | undefined {
  const wanted = types.filter((t): t is string => typeof t === 'string');
  if (wanted.length < 2 || wanted.length !== types.length) return undefined;
  const s = JSON.stringify(entries ?? '');
  const parts = new Map<string, string>();
  for (const m of s.matchAll(/\{@damage ([\dd+ ]{1,40})\} (\w{1,20}) damage/g)) {
    const dice = m[1]!.replace(/\s+/g, '');
    const type = m[2]!.toLowerCase();
    if (wanted.includes(type) && !parts.has(type) && /^\d+d\d+(?:\+\d+)?$/.test(dice)) parts.set(type, dice);
  }
  if (!wanted.every((t) => parts.has(t))) return undefined;
  return [...parts].map(([type, dice]) => ({ dice, type }));
}

/** `scalingLevelDice` -> the step added at 5th, 11th and 17th level when it is one die expression; else undefined. */
function scaleLevel(s: unknown): string | undefined {
  const one = Array.isArray(s) ? s[0] : s;
  if (!isObj(one) || !isObj(one.scaling)) return undefined;
  const sc = one.scaling as Record<string, unknown>;
  const at = (k: string) => (typeof sc[k] === 'string' ? /^(\d+)d(\d+)$/.exec(sc[k] as string) : null);
  const t = [at('1'), at('5'), at('11'), at('17')];
  if (t.some((x) => !x) || new Set(t.map((x) => x![2])).size !== 1) return undefined;
  const n = t.map((x) => Number(x![1]));
  const step = n[1]! - n[0]!;
  if (step <= 0 || n[2]! - n[1]! !== step || n[3]! - n[2]! !== step) return undefined;
  return `${step}d${t[0]![2]}`;
}
