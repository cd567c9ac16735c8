/**
 * 5etools spell records (`{ "spell": [...] }`, the shape of 5etools data and
 * homebrew) read into the canonical `dnd5e` spell. 5etools keeps most numbers
 * in its text (`{@damage 8d6}`, "20-foot-radius sphere"), so area, save outcome
 * and dice are read from the tags and the text; `{@tag ...}` markup becomes
 * plain text. Pure, no IO.
 */
import { isObj, note, NoteList, numeric, text, type MappedSpell, type SourceEntry } from '../types';

/** School letters. */
export const FIVETOOLS_SCHOOLS: Record<string, string> = { A: 'abjuration', C: 'conjuration', D: 'divination', E: 'enchantment', V: 'evocation', I: 'illusion', N: 'necromancy', T: 'transmutation' };
const ABILITIES: Record<string, string> = { strength: 'str', dexterity: 'dex', constitution: 'con', intelligence: 'int', wisdom: 'wis', charisma: 'cha' };
export { ABILITIES as FIVETOOLS_ABILITIES };

/** `{@tag a|b|c}` -> the text 5etools shows: the step of a scale tag, else the first part. */
export function stripTags(s: string): string {
  let prev = '';
  let out = s;
  // Innermost first, so nested tags resolve.
  while (out !== prev) {
    prev = out;
    // The tag's name and the spaces after it are taken whole (`(?!\w)`, `(?!\s)`): a match has them whole anyway,
    // and without the lookaheads a long name or run of spaces before a missing `}` was tried split every way.
    out = out.replace(/\{@(\w+)(?!\w)\s*(?!\s)([^{}]*)\}/g, (_m, tag: string, body: string) => {
      const parts = body.split('|');
      if (tag === 'scaledamage' || tag === 'scaledice') return parts[2] ?? parts[0] ?? '';
      if (tag === 'atk') return parts[0] === 'rs' ? 'Ranged Spell Attack:' : parts[0] === 'ms' ? 'Melee Spell Attack:' : 'Spell Attack:';
      if (tag === 'h') return 'Hit: ';
      return parts[0] ?? '';
    });
  }
  return out;
}

/** Entries (strings, `entries`/`list`/`table` objects) -> paragraphs of plain text. */
export function entriesText(entries: unknown, out: string[] = []): string[] {
  if (typeof entries === 'string') out.push(stripTags(entries));
  else if (Array.isArray(entries)) for (const e of entries) entriesText(e, out);
  else if (isObj(entries)) {
    if (Array.isArray(entries.items)) out.push(entries.items.map((i) => `- ${typeof i === 'string' ? stripTags(i) : entriesText(isObj(i) && i.entries ? i.entries : i).join(' ')}`).join('\n'));
    else if (Array.isArray(entries.rows)) {
      const rows = entries.rows as unknown[];
      out.push(rows.map((r) => (Array.isArray(r) ? r.map((c) => (typeof c === 'string' ? stripTags(c) : entriesText(c).join(' '))).join(' | ') : '')).join('\n'));
    } else if (entries.entries !== undefined) {
      const inner = entriesText(entries.entries);
      if (typeof entries.name === 'string' && inner.length > 0 && entries.type !== 'entries') inner[0] = `${entries.name}. ${inner[0]}`;
      else if (typeof entries.name === 'string' && inner.length > 0 && !/^At Higher Levels$/i.test(entries.name)) inner[0] = `${entries.name}. ${inner[0]}`;
      out.push(...inner);
    }
  }
  return out;
}

/** Every `{@tag ...}` body of a tag name in entries (raw JSON text search). */
function tags(entries: unknown, tag: string): string[][] {
  const s = JSON.stringify(entries ?? '');
  return [...s.matchAll(new RegExp(`\\{@${tag}\\s+(?!\\s)([^{}]*)\\}`, 'g'))].map((m) => m[1]!.split('|'));
}

/** The area the text describes ("20-foot-radius sphere", "60-foot cone", "a 100-foot line that is 5 feet wide"...). */
export function areaFromText(s: string): Record<string, unknown> | undefined {
  let m: RegExpExecArray | null;
  // Numbers are tried from their first digit only (`(?<!\d)`); from every digit, a long run cost time quadratic in its length.
  if ((m = /(?<!\d)(\d+)-foot[- ]radius,?\s*(\d+)-foot[- ]high cylinder/i.exec(s))) return { shape: 'cylinder', radius: Number(m[1]), height: Number(m[2]) };
  if ((m = /(?<!\d)(\d+)-foot[- ]radius[- ](?:sphere|hemisphere)/i.exec(s))) return { shape: 'sphere', radius: Number(m[1]) };
  if ((m = /(?<!\d)(\d+)-foot[- ]radius,?\s*(?:\d+-foot-tall )?cylinder/i.exec(s))) return { shape: 'cylinder', radius: Number(m[1]) };
  if ((m = /(?<!\d)(\d+)-foot[- ]cone/i.exec(s))) return { shape: 'cone', length: Number(m[1]) };
  if ((m = /(?<!\d)(\d+)-foot[- ]cube/i.exec(s))) return { shape: 'cube', size: Number(m[1]) };
  if ((m = /line (\d+) feet long and (\d+) feet wide/i.exec(s))) return { shape: 'line', length: Number(m[1]), width: Number(m[2]) };
  if ((m = /(?<!\d)(\d+)-foot[- ]line/i.exec(s))) return { shape: 'line', length: Number(m[1]) };
  return undefined;
}

/** Read one 5etools spell record. */
export function read5etools(r: Record<string, unknown>): MappedSpell {
  const sources: SourceEntry[] = [];
  const notes = new NoteList();
  const v: Record<string, unknown> = {};
  const src = (c: string, s: string) => sources.push({ canonical: [c], source: [s] });
  if (r.name !== undefined) (v.name = r.name), src('name', 'name');
  v.system = 'dnd5e';
  const paragraphs = entriesText(r.entries);
  if (paragraphs.length) (v.description = paragraphs.join('\n\n')), src('description', 'entries');
  if (r.level !== undefined) (v.level = r.level), src('level', 'level');
  if (typeof r.school === 'string') (v.school = FIVETOOLS_SCHOOLS[r.school] ?? r.school), src('school', 'school');
  if (typeof r.source === 'string') v.book = r.page !== undefined ? `${r.source} p. ${String(r.page)}` : r.source;
  // Casting time.
  const time = Array.isArray(r.time) ? r.time.filter(isObj) : [];
  if (time[0]) {
    const t = time[0];
    const unit = t.unit === 'bonus' ? 'bonus_action' : t.unit;
    const ct: Record<string, unknown> = { amount: numeric(t.number) ?? 1, unit };
    if (text(t.condition)) ct.trigger = stripTags(t.condition as string);
    v.casting_time = ct;
    src('casting_time', 'time');
    if (time.length > 1) note(notes, 'dialect.n.5et.severalTimes', { number: String(t.number), unit: String(t.unit) });
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
  if (v.range !== undefined) src('range', 'range');
  // Components.
  const comps = isObj(r.components) ? r.components : {};
  const letters: string[] = [];
  if (comps.v) letters.push('V');
  if (comps.s) letters.push('S');
  if (comps.m) letters.push('M');
  v.components = letters;
  src('components', 'components');
  if (comps.r) note(notes, 'dialect.n.5et.royalty');
  if (typeof comps.m === 'string') v.material = stripTags(comps.m);
  else if (isObj(comps.m)) {
    const m: Record<string, unknown> = { text: stripTags(String(comps.m.text ?? '')) };
    const cost = numeric(comps.m.cost);
    if (cost !== undefined) m.cost_gp = cost / 100;
    if (comps.m.consume === true) m.consumed = true;
    else if (comps.m.consume === 'optional') note(notes, 'dialect.n.5et.materialOptional');
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
    if (durs.length > 1) note(notes, 'dialect.n.5et.severalDurations');
  }
  v.concentration = conc;
  const meta = isObj(r.meta) ? r.meta : {};
  if (meta.ritual === true) (v.ritual = true), sources.push({ canonical: ['ritual'], source: ['meta', 'ritual'] });
  // Area from the range (Self cones...) or the text.
  const all = paragraphs.join('\n');
  const area = areaFromText(all);
  if (area) v.area = area;
  // Save.
  const saves = Array.isArray(r.savingThrow) ? r.savingThrow : [];
  const ab = typeof saves[0] === 'string' ? ABILITIES[saves[0]] : undefined;
  if (ab) {
    const save: Record<string, unknown> = { ability: ab };
    if (/half as much damage/i.test(all)) save.success = 'half';
    v.save = save;
    src('save', 'savingThrow');
    if (saves.length > 1) note(notes, 'dialect.n.5et.severalSaves', { list: { list: saves.map((x) => (x == null ? '' : String(x))), join: 'comma' } });
  }
  const atk = Array.isArray(r.spellAttack) ? r.spellAttack[0] : undefined;
  if (atk === 'R') v.attack = 'ranged';
  else if (atk === 'M') v.attack = 'melee';
  if (v.attack) src('attack', 'spellAttack');
  // Damage: the first {@damage} of the text, its type from damageInflict, upcasting from {@scaledamage}.
  const dmg = tags(r.entries, 'damage')[0]?.[0]?.replace(/\s+/g, '');
  const types = Array.isArray(r.damageInflict) ? r.damageInflict : [];
  const scale = tags(r.entriesHigherLevel, 'scaledamage')[0];
  if (dmg && /^(?:\d+d\d+(?:\+\d+)?|\d+)$/.test(dmg)) {
    const e: Record<string, unknown> = { dice: dmg };
    if (typeof types[0] === 'string') e.type = types[0];
    if (types.length > 1) note(notes, 'dialect.n.severalDamageTypes', { list: { list: types.map((x) => (x == null ? '' : String(x))), join: 'comma' } });
    const sl = scaleLevel(r.scalingLevelDice);
    if (r.level === 0 && sl) e.per_character_level = sl;
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
    }
  }
  const higher = entriesText(r.entriesHigherLevel);
  if (higher.length) v.higher_levels = higher.join('\n\n');
  for (const k of ['conditionInflict', 'affectsCreatureType', 'abilityCheck', 'damageResist', 'damageImmune', 'conditionImmune', 'damageVulnerable']) if (r[k] !== undefined) note(notes, 'dialect.n.5et.noPlace', { key: k });
  return { format: '5etools', system: 'dnd5e', value: v, sources, notes };
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
