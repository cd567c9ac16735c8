/**
 * A spell's fields as the lines of a printed stat block: "Area 30-foot cone",
 * "Saving Throw Constitution, half on a success", "Damage 3d8 cold, +1d8 per
 * slot above 2nd", "Classes Druid, Sorcerer, Wizard". Never a raw mapping.
 * Called by the preview card (preview.ts) and `grimoire render` (markdown).
 *
 * The words are in the message catalogues (`stat.*`, i18n/catalogs/stat/);
 * {@link LABELS} gives the rows' order and keys.
 */
import type { SpellModel } from '../model';
import { formatNumber, t, type Locale, type MessageKey, type MsgArg } from '../i18n';
import { castingTimeText, castingTimesText, castingTimeWords, durationText, durationWords } from './time-words';

/** Row labels, in print order, with the keys each row reads. */
export const LABELS: ReadonlyArray<readonly [label: string, key: string]> = [
  ['Casting Time', 'casting_time'],
  ['Range', 'range'],
  ['Target', 'target'],
  ['Effect', 'effect'],
  ['Area', 'area'],
  ['Template', 'template'],
  ['Components', 'components'],
  ['Focus', 'focus'],
  ['Duration', 'duration'],
  ['Saving Throw', 'saving_throw'],
  ['Saving Throw', 'save'],
  ['Spell Resistance', 'spell_resistance'],
  ['Attack', 'attack'],
  ['Damage', 'damage'],
  ['Healing', 'heal'],
  ['Type', 'type'],
  ['Boosted', 'boosted'],
  ['Classes', 'classes'],
];

/**
 * The die of a dice expression, `d6` of `1d6+2` (what `.replace(/^\d+d/, '').replace(/[+-].*$/, '')` gave): the
 * text after the count, cut at its first sign after the last line break. Found once, not tried from every sign.
 * Exposed for test/unit/service/linear-readers.test.ts.
 */
export function dieOf(dice: string): string {
  const d = dice.replace(/^\d+d/, '');
  const line = Math.max(d.lastIndexOf('\n'), d.lastIndexOf('\r'), d.lastIndexOf('\u2028'), d.lastIndexOf('\u2029')) + 1;
  const sign = d.slice(line).search(/[+-]/);
  return sign < 0 ? d : d.slice(0, line + sign);
}

/** The words of the stat block in one locale, from the message catalogues (`stat.*`). */
function makeWords(l: Locale) {
  const tr = (key: MessageKey, args?: Record<string, MsgArg>) => t(l, key, args);
  return {
    abilities: { str: tr('stat.ability.str'), dex: tr('stat.ability.dex'), con: tr('stat.ability.con'), int: tr('stat.ability.int'), wis: tr('stat.ability.wis'), cha: tr('stat.ability.cha') } as Record<string, string>,
    success: { half: tr('stat.success.half'), none: tr('stat.success.none'), negates: tr('stat.success.negates') } as Record<string, string>,
    unit: { ft: [tr('stat.unit.ftOne'), tr('stat.unit.ftMany')], m: [tr('stat.unit.mOne'), tr('stat.unit.mMany')], mi: [tr('stat.unit.miOne'), tr('stat.unit.miMany')] } as Record<string, [string, string]>,
    perSlot: (dice: string, above: number | undefined, circle: boolean) => (above ? tr(circle ? 'stat.perCircleAbove' : 'stat.perSlotAbove', { dice, above: { ord: above } }) : tr('stat.perSlot', { dice })),
    cantripDice: (dice: string) => tr('stat.cantripDice', { dice }),
    atLevels: (pairs: string[]) => pairs.join(l === 'ja' ? '、' : ', '),
    atCharacterLevel: (level: string, dice: string) => tr('stat.atCharacterLevel', { level, dice }),
    atSlot: (level: number | string, dice: string) => (typeof level === 'number' ? tr('stat.atSlot', { level: { ord: level }, dice }) : tr('stat.atSlotText', { level, dice })),
    addModifier: tr('stat.addModifier'),
    perHighestCircle: (dice: string, above: number | undefined) => (above ? tr('stat.perHighestCircleAbove', { dice, above: { ord: above } }) : tr('stat.perHighestCircle', { dice })),
    atHighestCircle: (circle: number | string, dice: string) => (typeof circle === 'number' ? tr('stat.atHighestCircle', { circle: { ord: circle }, dice }) : tr('stat.atHighestCircleText', { circle, dice })),
    perCasterLevel: (dice: string, type: string, max: number | undefined) =>
      max ? tr('stat.perCasterLevelMax', { dice, type: type ? ' ' + type : '', max, die: dieOf(dice) }) : tr('stat.perCasterLevel', { dice, type: type ? ' ' + type : '' }),
    attack: (kind: string) => (kind === 'ray' ? tr('stat.attack.ray') : kind === 'melee' ? tr('stat.attack.melee') : kind === 'ranged' ? tr('stat.attack.ranged') : tr('stat.attack.other', { kind: cap(kind) })),
    template: (size: string) => (size === 'small' ? tr('stat.template.small') : size === 'large' ? tr('stat.template.large') : tr('stat.template.other', { size: cap(size) })),
    boosted: (cv: unknown, effect: unknown) => `${String(cv)}+: ${String(effect ?? '')}`,
    area: (key: MessageKey, args: Record<string, MsgArg>) => tr(key, args),
    label: (key: string) => tr(`stat.label.${key}` as MessageKey),
    numeral: (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? formatNumber(l, Math.round(v * 1000) / 1000) : String(v ?? '')),
  };
}

type Words = ReturnType<typeof makeWords>;
// Made once per locale (a pure memo of catalogue words).
const WORDS = new Map<Locale, Words>();

/** The words of the stat block in `l` (see {@link makeWords}). */
export function wordsFor(l: Locale): Words {
  let w = WORDS.get(l);
  if (!w) WORDS.set(l, (w = makeWords(l)));
  return w;
}

/**
 * The language of the format's own words: the plain forms a spell may be
 * written in ("1 action", "Instantaneous", "Touch", "60 feet", a range
 * mapping's `kind: touch`) are English. A reader of that language sees them
 * as the author wrote them; any other reader gets them in its own words.
 */
const FORMAT_WORDS_LOCALE: Locale = 'en';

/** A shape or area kind as a catalogue term (`term.shape.sphere`, `term.kind.burst`), or the value as written when it is no known word. */
function nounOf(word: string): MsgArg {
  if (['sphere', 'cylinder', 'cube', 'line', 'cone', 'square', 'hemisphere'].includes(word)) return { key: `term.shape.${word}` };
  if (['burst', 'spread', 'emanation'].includes(word)) return { key: `term.kind.${word}` };
  return word;
}

function cap(s: string): string {
  return s.replace(/(^|[\s/-])(\p{L})/gu, (_m, a: string, b: string) => a + b.toUpperCase());
}


function isObj(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Any value as one line of text (the fallback for values of a shape the stat block does not know). */
export function plainText(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (Array.isArray(v)) return v.map(plainText).join(', ');
  if (isObj(v)) return Object.entries(v).map(([k, x]) => `${k.replace(/_/g, ' ')} ${plainText(x)}`).join(', ');
  return String(v);
}

/** "30-foot cone", "20-foot-radius sphere", "10-foot-radius, 40-foot-high cylinder", "60-foot line, 5 feet wide" (in `l`'s words). */
export function areaText(a: unknown, l: Locale = 'en'): string {
  if (!isObj(a)) return plainText(a);
  const W = wordsFor(l);
  const [one, many] = W.unit[String(a.unit ?? 'ft')] ?? W.unit.ft!;
  const shape = String(a.shape ?? '');
  const noun = nounOf(typeof a.kind === 'string' && shape !== 'cone' && shape !== 'line' ? a.kind : shape);
  const n = W.numeral;
  let out: string;
  if (shape === 'sphere' || shape === 'cylinder') {
    out = a.height !== undefined ? W.area('stat.area.radiusHigh', { n: n(a.radius), h: n(a.height), one, noun }) : W.area('stat.area.radius', { n: n(a.radius), one, noun });
  } else if (shape === 'cube') out = W.area('stat.area.cube', { n: n(a.size), one, noun });
  else if (shape === 'line') out = a.width !== undefined ? W.area('stat.area.lineWide', { n: n(a.length), one, noun, w: n(a.width), wu: Number(a.width) === 1 ? one : many }) : W.area('stat.area.line', { n: n(a.length), one, noun });
  else if (shape === 'cone') out = typeof a.kind === 'string' ? W.area('stat.area.coneKind', { n: n(a.length), one, kind: nounOf(a.kind) }) : W.area('stat.area.cone', { n: n(a.length), one });
  else if (shape === 'emanation' && a.distance !== undefined) {
    // The 2024 emanation: its origin when not the caster, and "stationary" when it does not move with it.
    const known = ['shape', 'distance', 'unit', 'origin', 'origin_size', 'include_origin', 'stationary'];
    if (Object.keys(a).some((k) => !known.includes(k))) return plainText(a);
    out = W.area('stat.area.emanation', { n: n(a.distance), one, origin: typeof a.origin === 'string' ? a.origin : 'self' });
    if (a.stationary === true) out = W.area('stat.area.stationary', { area: out });
  } else return plainText(a);
  return a.shapeable === true ? W.area('stat.area.shapeable', { area: out }) : out;
}

/** "Constitution, half on a success"; the effect in words after it when written. */
export function saveText(s: unknown, l: Locale = 'en'): string {
  if (!isObj(s)) return plainText(s);
  const W = wordsFor(l);
  const ability = W.abilities[String(s.ability)] ?? plainText(s.ability);
  const success = typeof s.success === 'string' ? W.success[s.success] : undefined;
  const effect = typeof s.effect === 'string' && s.effect.trim() ? s.effect.trim() : '';
  return [ability, success].filter(Boolean).join(', ') + (effect ? `; ${effect}` : '');
}

/** The spell's level when it is 1-8 (a 9th-level spell cannot go above), shown as an ordinal ("2nd"). */
function spellLevel(spell: SpellModel): number | undefined {
  const n = spell.system === 'tov' ? spell.value.circle : spell.value.level;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 8 ? n : undefined;
}

/** One damage or healing roll: "3d8 cold, +1d8 per slot above 2nd". */
function rollText(spell: SpellModel, e: unknown, W: Words): string {
  if (!isObj(e)) return plainText(e);
  const type = typeof e.type === 'string' ? e.type : '';
  const parts: string[] = [];
  if (typeof e.per_caster_level === 'string') parts.push(W.perCasterLevel(e.per_caster_level, type, typeof e.max_dice === 'number' ? e.max_dice : undefined));
  if (e.dice !== undefined) parts.push(`${plainText(e.dice)}${type && typeof e.per_caster_level !== 'string' ? ' ' + type : ''}${e.add_modifier === true ? ` ${W.addModifier}` : ''}`);
  if (typeof e.per_slot === 'string') parts.push(W.perSlot(e.per_slot, spellLevel(spell), spell.system === 'tov'));
  if (typeof e.per_character_level === 'string') parts.push(W.cantripDice(e.per_character_level));
  else if (isObj(e.per_character_level)) parts.push(W.atLevels(Object.entries(e.per_character_level).map(([l, d]) => W.atCharacterLevel(l, plainText(d)))));
  if (isObj(e.at_slot_level)) parts.push(W.atLevels(Object.entries(e.at_slot_level).map(([l, d]) => W.atSlot(/^[0-9]$/.test(l) ? Number(l) : l, plainText(d)))));
  if (typeof e.per_highest_circle === 'string') parts.push(W.perHighestCircle(e.per_highest_circle, spellLevel(spell)));
  if (isObj(e.at_highest_circle)) parts.push(W.atLevels(Object.entries(e.at_highest_circle).map(([l, d]) => W.atHighestCircle(/^[0-9]$/.test(l) ? Number(l) : l, plainText(d)))));
  return parts.join(', ');
}

/** "V, S, M (a tiny ball of bat guano and sulfur)". */
function componentsText(v: Record<string, unknown>): string {
  const list = Array.isArray(v.components) ? v.components.map(plainText).join(', ') : plainText(v.components);
  const material = typeof v.material === 'string' && v.material.trim() ? ` (${v.material.trim()})` : '';
  return list + material;
}

/** The text of one row, or undefined when the spell does not have it. */
export function rowText(spell: SpellModel, key: string, l: Locale = 'en'): string | undefined {
  const v = spell.value;
  const W = wordsFor(l);
  const reword = l !== FORMAT_WORDS_LOCALE;
  const x = v[key];
  if (key === 'components' && x === undefined && typeof v.material === 'string') return `(${v.material})`;
  if (x === undefined || x === null || x === '') return undefined;
  switch (key) {
    case 'area':
      return areaText(x, l);
    case 'save':
      return saveText(x, l);
    case 'damage':
    case 'heal':
      return Array.isArray(x) ? x.map((e) => rollText(spell, e, W)).join('; ') : rollText(spell, x, W);
    case 'components':
      return componentsText(v);
    case 'attack':
      return typeof x === 'string' ? W.attack(x) : plainText(x);
    case 'template':
      return typeof x === 'string' ? W.template(x) : plainText(x);
    case 'type':
      return spell.system === 'wfb' && typeof x === 'string' ? cap(x) : plainText(x);
    case 'boosted':
      return Array.isArray(x) ? x.map((b) => (isObj(b) ? W.boosted(b.casting_value, b.effect) : plainText(b))).join('; ') : plainText(x);
    case 'classes':
      return Array.isArray(x) ? x.map((c) => cap(plainText(c))).join(', ') : cap(plainText(x));
    // A mapping in words; a text in the locale's words when it is one of the format's plain forms (in the format's own language: as written).
    case 'casting_time':
      if (Array.isArray(x)) return castingTimesText(x, l) ?? plainText(x);
      return isObj(x) ? (castingTimeText(x, l) ?? plainText(x)) : ((reword && typeof x === 'string' && castingTimeWords(x, l)) || plainText(x));
    case 'duration':
      return isObj(x) ? (durationText(x, l) ?? plainText(x)) : ((reword && typeof x === 'string' && durationWords(x, l)) || plainText(x));
    case 'range':
      if (isObj(x)) {
        if (typeof x.kind === 'string') return reword && RANGE_KINDS.includes(x.kind.toLowerCase()) ? t(l, `range.kind.${x.kind.toLowerCase()}` as MessageKey) : cap(x.kind);
        const [one, many] = W.unit[String(x.unit ?? 'ft')] ?? W.unit.ft!;
        return `${W.numeral(x.distance)} ${x.distance === 1 ? one : many}`;
      }
      return (reword && typeof x === 'string' && rangeWords(x, l, W.unit, W.numeral)) || plainText(x);
    default:
      return plainText(x);
  }
}

const RANGE_KINDS = ['touch', 'self', 'sight', 'unlimited', 'special'];
const RANGE_UNITS: Array<[RegExp, 'ft' | 'm' | 'mi']> = [
  [/^(\d{1,6}(?:\.\d{1,3})?) (?:feet|foot|ft\.?)$/, 'ft'],
  [/^(\d{1,6}(?:\.\d{1,3})?) ?(?:m|metres?|meters?)$/, 'm'],
  [/^(\d{1,6}(?:\.\d{1,3})?) miles?$/, 'mi'],
];

/**
 * A range written as text in `l`'s words when it is exactly one of the
 * format's plain forms (`Touch`, `Self`, `60 feet`, `18 m`, `1 mile`), as a
 * range mapping is shown; undefined for any other text (shown as written).
 */
function rangeWords(text: string, l: Locale, units: Record<string, [string, string]>, numeral: (v: unknown) => string): string | undefined {
  const s = text.trim().replace(/\s+/g, ' ').toLowerCase();
  if (RANGE_KINDS.includes(s)) return t(l, `range.kind.${s}` as MessageKey);
  for (const [re, unit] of RANGE_UNITS) {
    const m = re.exec(s);
    if (!m) continue;
    const n = Number(m[1]);
    const [one, many] = units[unit]!;
    return `${numeral(n)} ${n === 1 ? one : many}`;
  }
  return undefined;
}

/** The stat block's rows for a spell: label and text, in print order (the effect row only when a description holds the text). */
export function statRows(spell: SpellModel, l: Locale = 'en'): Array<[label: string, text: string]> {
  const out: Array<[string, string]> = [];
  const W = wordsFor(l);
  for (const [, key] of LABELS) {
    // The Warhammer `effect` is the spell's text (shown as its paragraphs), not a stat line.
    if (key === 'effect' && spell.system === 'wfb') continue;
    const text = rowText(spell, key, l);
    if (text !== undefined && text !== '') out.push([W.label(key), text]);
  }
  return out;
}
