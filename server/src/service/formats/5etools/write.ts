/**
 * Canonical `dnd5e` spell -> 5etools spell record (the homebrew shape that
 * 5etools' own schema, schema/brew/spells/spells.json of `5etools-utils`,
 * tests). 5etools keeps dice and areas in its text: the writer tags the dice
 * where the description already says them (`{@damage 8d6}`, `{@scaledamage
 * 8d6|3-9|1d6}`) and says in a note what the text does not carry. Pure.
 */
import { isObj, invert, mergeUnder, note, type FieldNote } from '../types';
import { AREA_TAGS, FIVETOOLS_ABILITIES, FIVETOOLS_SCHOOLS } from './table';
import { areaFromText } from './area';

const SCHOOL_LETTERS = invert(FIVETOOLS_SCHOOLS);
const ABILITY_WORDS = invert(FIVETOOLS_ABILITIES);

/** What {@link tagFirst} looks for: a dice expression of digits, `d`, signs and spaces (a regex is built from it). */
const DICE_TEXT = /^[0-9d+\- ]{1,40}$/i;

/**
 * Wrap the first whole-word occurrence of `dice` in `text` with a tag; undefined when the text does not say it,
 * or when `dice` is not a dice expression (a spell's own text must not become a regex: `(` would throw, and a
 * crafted pattern could take time exponential in the description's length).
 */
function tagFirst(text: string, dice: string, tag: (d: string) => string): string | undefined {
  if (!DICE_TEXT.test(dice)) return undefined;
  const re = new RegExp(`(^|[^\\w{|])(${dice.replace(/\s+/g, '').replace(/[+]/g, '\\s*\\+\\s*')})(?![\\w}|])`);
  const m = re.exec(text);
  if (!m) return undefined;
  const at = m.index + m[1]!.length;
  return text.slice(0, at) + tag(m[2]!) + text.slice(at + m[2]!.length);
}

function feetOf(distance: number, unit: unknown): { type: string; amount: number } {
  if (unit === 'mi') return { type: 'miles', amount: distance };
  if (unit === 'm') return { type: 'feet', amount: Math.round((distance / 1.5) * 5) };
  return { type: 'feet', amount: distance };
}

function writeRange(r: unknown, notes: FieldNote[]): Record<string, unknown> {
  if (isObj(r) && typeof r.distance === 'number') {
    if (r.unit === 'm') note(notes, 'dialect.x.5et.rangeM', { n: r.distance }, ['range']);
    return { type: 'point', distance: feetOf(r.distance, r.unit) };
  }
  if (isObj(r) && typeof r.kind === 'string') return r.kind === 'special' ? { type: 'special' } : { type: 'point', distance: { type: r.kind } };
  const s = typeof r === 'string' ? r.trim() : '';
  let m: RegExpExecArray | null;
  if ((m = /^self\s*\((\d+)-(foot|mile)[- ](?:radius[- ])?(cone|line|radius|sphere|cube|hemisphere)?\)?/i.exec(s))) {
    const shape = (m[3] ?? 'radius').toLowerCase();
    return { type: shape, distance: { type: m[2]!.toLowerCase() === 'mile' ? 'miles' : 'feet', amount: Number(m[1]) } };
  }
  if ((m = /^(\d+)\s*(feet|foot|ft)/i.exec(s))) return { type: 'point', distance: { type: 'feet', amount: Number(m[1]) } };
  if ((m = /^(\d+)\s*miles?/i.exec(s))) return { type: 'point', distance: { type: 'miles', amount: Number(m[1]) } };
  if (/^(self|touch|sight|unlimited)$/i.test(s)) return { type: 'point', distance: { type: s.toLowerCase() } };
  if (s && !/^special$/i.test(s)) note(notes, 'dialect.x.rangeSpecial', { value: `${s}` }, ['range']);
  return { type: 'special' };
}

function writeTime(ct: unknown, notes: FieldNote[]): Array<Record<string, unknown>> {
  if (isObj(ct) && typeof ct.unit === 'string') {
    const t: Record<string, unknown> = { number: typeof ct.amount === 'number' ? ct.amount : 1, unit: ct.unit === 'bonus_action' ? 'bonus' : ct.unit };
    if (typeof ct.trigger === 'string') t.condition = ct.trigger;
    return [t];
  }
  // The condition starts at its first non-space character (`\S.*`): spaces matched one way only, one pass over a long run.
  const m = typeof ct === 'string' ? /^(\d+)\s+(bonus action|action|reaction|round|minute|hour|day)s?\s*(?:,\s*(\S.*)?)?$/i.exec(ct.trim()) : null;
  if (!m) {
    note(notes, 'dialect.x.5et.castTime', { value: `${JSON.stringify(ct)}` }, ['casting_time']);
    return [{ number: 1, unit: 'action' }];
  }
  const t: Record<string, unknown> = { number: Number(m[1]), unit: m[2]!.toLowerCase() === 'bonus action' ? 'bonus' : m[2]!.toLowerCase() };
  if (m[3]) t.condition = m[3];
  return [t];
}

function writeDuration(d: unknown, conc: boolean, notes: FieldNote[]): Array<Record<string, unknown>> {
  if (isObj(d) && typeof d.unit === 'string') {
    const out: Record<string, unknown> = { type: 'timed', duration: { type: d.unit, amount: typeof d.amount === 'number' ? d.amount : 1 } };
    if (d.concentration === true || conc) out.concentration = true;
    return [out];
  }
  const s = typeof d === 'string' ? d.trim() : '';
  const m = /^(concentration,\s*)?(up to\s+)?(\d+)\s+(round|minute|hour|day)s?$/i.exec(s);
  if (m) {
    const out: Record<string, unknown> = { type: 'timed', duration: { type: m[4]!.toLowerCase(), amount: Number(m[3]) } };
    if (m[1] || m[2] || conc) out.concentration = true;
    if (m[2]) (out.duration as Record<string, unknown>).upTo = true;
    return [out];
  }
  if (/^instantaneous$/i.test(s)) return [{ type: 'instant' }];
  if (/^until dispelled or triggered$/i.test(s)) return [{ type: 'permanent', ends: ['dispel', 'trigger'] }];
  if (/^until dispelled$/i.test(s)) return [{ type: 'permanent', ends: ['dispel'] }];
  if (/^permanent$/i.test(s)) return [{ type: 'permanent' }];
  if (s && !/^special$/i.test(s)) note(notes, 'dialect.x.durationSpecial', { value: `${s}` }, ['duration']);
  return [{ type: 'special' }];
}

/** `book` as 5etools' `source` and `page` (`XPHB p. 239`), when it is written that way. */
export function bookSource(book: unknown): { source: string; page?: number } | undefined {
  if (typeof book !== 'string') return undefined;
  const m = /^([A-Za-z0-9][\w-]{0,39}) p\. (\d{1,5})$/.exec(book.trim());
  if (m) return { source: m[1]!, page: Number(m[2]) };
  return /^[A-Za-z0-9][\w-]{0,39}$/.test(book.trim()) ? { source: book.trim() } : undefined;
}

/**
 * Write one canonical spell as a 5etools record: its `book` as `source` and
 * `page` when the book names a 5etools source (`XPHB p. 239`), else `source`
 * (the homebrew's `_meta.sources[].json`) and page 0; over `base` (the spell's
 * pass-through block) when given.
 */
export function write5etools(spell: Record<string, unknown>, source: string, base?: Record<string, unknown>): { record: Record<string, unknown>; notes: FieldNote[] } {
  const notes: FieldNote[] = [];
  const level = typeof spell.level === 'number' ? spell.level : typeof spell.circle === 'number' ? spell.circle : 0;
  const book = bookSource(spell.book);
  const r: Record<string, unknown> = { name: typeof spell.name === 'string' ? spell.name : 'Unnamed spell', source: book?.source ?? source, page: book?.page ?? 0, level };
  r.school = typeof spell.school === 'string' ? SCHOOL_LETTERS[spell.school] ?? 'V' : 'V';
  if (spell.ritual === true) r.meta = { ritual: true };
  r.time = writeTime(spell.casting_time, notes);
  r.range = writeRange(spell.range, notes);
  const comps = Array.isArray(spell.components) ? spell.components : [];
  const c: Record<string, unknown> = {};
  if (comps.includes('V')) c.v = true;
  if (comps.includes('S')) c.s = true;
  if (comps.includes('M')) {
    const m = spell.material;
    if (isObj(m)) {
      const mo: Record<string, unknown> = { text: typeof m.text === 'string' ? m.text : '' };
      if (typeof m.cost_gp === 'number') mo.cost = Math.round(m.cost_gp * 100);
      if (m.consumed === true) mo.consume = true;
      c.m = mo;
    } else c.m = typeof m === 'string' ? m : true;
  }
  r.components = c;
  r.duration = writeDuration(spell.duration, spell.concentration === true, notes);
  // Text: paragraphs, with the dice tagged where the text says them.
  let body = typeof spell.description === 'string' ? spell.description : '';
  const damages = Array.isArray(spell.damage) ? spell.damage.filter(isObj) : isObj(spell.damage) ? [spell.damage] : [];
  let higher = typeof spell.higher_levels === 'string' ? spell.higher_levels : '';
  const types: string[] = [];
  damages.forEach((d, i) => {
    if (typeof d.type === 'string' && !types.includes(d.type)) types.push(d.type);
    if (typeof d.dice !== 'string') return;
    const tagged = tagFirst(body, d.dice, (x) => `{@damage ${x}}`);
    if (tagged !== undefined) body = tagged;
    else if (i === 0) note(notes, 'dialect.x.5et.damage', { dice: `${d.dice}` }, ['damage']);
    if (i === 0 && typeof d.per_slot === 'string') {
      const t = tagFirst(higher, d.per_slot, (x) => `{@scaledamage ${d.dice as string}|${level}-9|${x}}`);
      if (t !== undefined) higher = t;
      else note(notes, 'dialect.x.5et.perSlot', { dice: `${d.per_slot}` }, ['damage']);
    }
    if (i === 0 && typeof d.per_character_level === 'string') {
      const m = /^(\d+)d(\d+)$/.exec(d.dice);
      const s = /^(\d+)d(\d+)$/.exec(d.per_character_level);
      if (m && s && m[2] === s[2]) {
        const n = Number(m[1]);
        const k = Number(s[1]);
        r.scalingLevelDice = { label: `${typeof d.type === 'string' ? d.type + ' ' : ''}damage`, scaling: { 1: `${n}d${m[2]}`, 5: `${n + k}d${m[2]}`, 11: `${n + 2 * k}d${m[2]}`, 17: `${n + 3 * k}d${m[2]}` } };
      } else note(notes, 'dialect.x.5et.cantrip', { value: `${JSON.stringify(d.per_character_level)}` }, ['damage']);
    }
    if (isObj(d.per_character_level) || isObj(d.at_slot_level)) note(notes, 'dialect.x.5et.table', undefined, ['damage']);
  });
  const heal = isObj(spell.heal) ? spell.heal : undefined;
  if (heal && typeof heal.dice === 'string') {
    const t = tagFirst(body, heal.dice, (x) => `{@dice ${x}}`);
    if (t !== undefined) body = t;
    else note(notes, 'dialect.x.5et.heal', { dice: `${heal.dice}` }, ['heal']);
    if (typeof heal.per_slot === 'string') {
      const h = tagFirst(higher, heal.per_slot, (x) => `{@scaledice ${heal.dice as string}|${level}-9|${x}}`);
      if (h !== undefined) higher = h;
      else note(notes, 'dialect.x.5et.healSlot', { dice: `${heal.per_slot}` }, ['heal']);
    }
    r.miscTags = ['HL'];
  }
  r.entries = body ? body.split(/\n{2,}/) : [''];
  if (higher) r.entriesHigherLevel = [{ type: 'entries', name: 'At Higher Levels', entries: higher.split(/\n{2,}/) }];
  if (types.length) r.damageInflict = types;
  const save = isObj(spell.save) ? spell.save : undefined;
  if (save && typeof save.ability === 'string' && ABILITY_WORDS[save.ability]) r.savingThrow = [ABILITY_WORDS[save.ability]];
  if (save && typeof save.success === 'string' && !(save.success === 'half' && /half as much damage/i.test(body))) note(notes, 'dialect.x.5et.saveSuccess', { success: save.success }, ['save', 'success']);
  if (save && typeof save.effect === 'string') note(notes, 'dialect.x.5et.saveEffect', undefined, ['save', 'effect']);
  if (spell.attack === 'ranged' || spell.attack === 'melee') r.spellAttack = [spell.attack === 'ranged' ? 'R' : 'M'];
  const area = isObj(spell.area) ? spell.area : undefined;
  if (area && typeof area.shape === 'string' && AREA_TAGS[area.shape]) {
    r.areaTags = [AREA_TAGS[area.shape]];
    const said = areaFromText(body);
    if (!said || JSON.stringify(said) !== JSON.stringify(Object.fromEntries(Object.entries(area).filter(([k]) => k !== 'unit')))) note(notes, 'dialect.x.5et.area', { value: JSON.stringify(area) }, ['area']);
  }
  if (Array.isArray(spell.classes)) note(notes, 'dialect.x.5et.classes', undefined, ['classes']);
  if (spell.system === 'tov' || spell.circle !== undefined) note(notes, 'dialect.x.5et.tov', undefined, [spell.circle !== undefined ? 'circle' : 'system']);
  // The pass-through block's fields, after the written ones (a written field wins).
  if (base) mergeUnder(r, base);
  return { record: r, notes };
}

/** A homebrew file: `_meta` (one source, edition) and the spells. */
export function homebrew(records: Array<Record<string, unknown>>, meta: { json: string; full: string; abbreviation: string; version: string; authors?: string[]; date: number }): Record<string, unknown> {
  return {
    _meta: {
      sources: [{ json: meta.json, abbreviation: meta.abbreviation, full: meta.full, version: meta.version, authors: meta.authors ?? ['Grimoire export'] }],
      dateAdded: meta.date,
      dateLastModified: meta.date,
      edition: 'classic',
    },
    spell: records,
  };
}
