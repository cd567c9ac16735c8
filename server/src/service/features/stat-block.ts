/**
 * A spell's fields as the lines of a printed stat block: "Area 30-foot cone",
 * "Saving Throw Constitution, half on a success", "Damage 3d8 cold, +1d8 per
 * slot above 2nd", "Classes Druid, Sorcerer, Wizard". Never a raw mapping.
 * Called by the preview card (preview.ts) and `grimoire render` (markdown).
 *
 * All the words are in {@link WORDS} and {@link LABELS}, in one place for the
 * message catalogues.
 */
import type { SpellModel } from '../analyze';

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

/** The words of the stat block (English). */
export const WORDS = {
  abilities: { str: 'Strength', dex: 'Dexterity', con: 'Constitution', int: 'Intelligence', wis: 'Wisdom', cha: 'Charisma' } as Record<string, string>,
  success: { half: 'half on a success', none: 'no effect on a success', negates: 'negates' } as Record<string, string>,
  unit: { ft: ['foot', 'feet'], m: ['metre', 'metres'], mi: ['mile', 'miles'] } as Record<string, [string, string]>,
  perSlot: (dice: string, above: string | undefined, circle: boolean) => (above ? `+${dice} per ${circle ? 'circle' : 'slot'} above ${above}` : `+${dice} per slot level above the spell's`),
  cantripDice: (dice: string) => `+${dice} at character levels 5, 11 and 17`,
  atLevels: (pairs: string[]) => `${pairs.join(', ')}`,
  atCharacterLevel: (level: string, dice: string) => `${dice} at character level ${level}`,
  atSlot: (level: string, dice: string) => `${dice} with a ${level} slot`,
  addModifier: 'plus your spellcasting modifier',
  perHighestCircle: (dice: string, above: string | undefined) => `+${dice} per circle the caster can reach above ${above ?? "the spell's"}`,
  atHighestCircle: (circle: string, dice: string) => `${dice} once the caster can reach ${circle}-circle spells`,
  perCasterLevel: (dice: string, type: string, max: number | undefined) => `${dice}${type ? ' ' + type : ''} per caster level${max ? ` (maximum ${max}d${dice.replace(/^\d+d/, '').replace(/[+-].*$/, '')})` : ''}`,
  attack: (kind: string) => (kind === 'ray' ? 'Ray (ranged touch attack)' : `${cap(kind)} spell attack`),
  template: (size: string) => `${cap(size)} round template`,
  boosted: (cv: unknown, effect: unknown) => `${String(cv)}+: ${String(effect ?? '')}`,
  shapeable: 'shapeable',
  wide: (n: string, unit: string) => `${n} ${unit} wide`,
  high: (n: string, unit: string) => `${n}-${unit}-high`,
} as const;

const ORDINALS = ['0th', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th'];

function cap(s: string): string {
  return s.replace(/(^|[\s/-])(\p{L})/gu, (_m, a: string, b: string) => a + b.toUpperCase());
}

function num(v: unknown): string {
  return typeof v === 'number' && Number.isFinite(v) ? String(Math.round(v * 1000) / 1000) : String(v ?? '');
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

/** "30-foot cone", "20-foot-radius sphere", "10-foot-radius, 40-foot-high cylinder", "60-foot line, 5 feet wide". */
export function areaText(a: unknown): string {
  if (!isObj(a)) return plainText(a);
  const [one, many] = WORDS.unit[String(a.unit ?? 'ft')] ?? WORDS.unit.ft!;
  const shape = String(a.shape ?? '');
  const noun = typeof a.kind === 'string' && shape !== 'cone' && shape !== 'line' ? a.kind : shape;
  let out: string;
  if (shape === 'sphere' || shape === 'cylinder') {
    const h = a.height !== undefined ? `, ${WORDS.high(num(a.height), one)}` : '';
    out = `${num(a.radius)}-${one}-radius${h} ${noun}`;
  } else if (shape === 'cube') out = `${num(a.size)}-${one} ${noun}`;
  else if (shape === 'line') out = `${num(a.length)}-${one} ${noun}${a.width !== undefined ? `, ${WORDS.wide(num(a.width), Number(a.width) === 1 ? one : many)}` : ''}`;
  else if (shape === 'cone') out = `${num(a.length)}-${one} ${typeof a.kind === 'string' ? `cone-shaped ${a.kind}` : 'cone'}`;
  else return plainText(a);
  return a.shapeable === true ? `${out} (${WORDS.shapeable})` : out;
}

/** "Constitution, half on a success"; the effect in words after it when written. */
export function saveText(s: unknown): string {
  if (!isObj(s)) return plainText(s);
  const ability = WORDS.abilities[String(s.ability)] ?? plainText(s.ability);
  const success = typeof s.success === 'string' ? WORDS.success[s.success] : undefined;
  const effect = typeof s.effect === 'string' && s.effect.trim() ? s.effect.trim() : '';
  return [ability, success].filter(Boolean).join(', ') + (effect ? `; ${effect}` : '');
}

/** The spell's level as an ordinal ("2nd") when it is 1-8 (a 9th-level spell cannot go above). */
function spellLevel(spell: SpellModel): string | undefined {
  const n = spell.system === 'tov' ? spell.value.circle : spell.value.level;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 8 ? ORDINALS[n] : undefined;
}

/** One damage or healing roll: "3d8 cold, +1d8 per slot above 2nd". */
function rollText(spell: SpellModel, e: unknown): string {
  if (!isObj(e)) return plainText(e);
  const type = typeof e.type === 'string' ? e.type : '';
  const parts: string[] = [];
  if (typeof e.per_caster_level === 'string') parts.push(WORDS.perCasterLevel(e.per_caster_level, type, typeof e.max_dice === 'number' ? e.max_dice : undefined));
  if (e.dice !== undefined) parts.push(`${plainText(e.dice)}${type && typeof e.per_caster_level !== 'string' ? ' ' + type : ''}${e.add_modifier === true ? ` ${WORDS.addModifier}` : ''}`);
  if (typeof e.per_slot === 'string') parts.push(WORDS.perSlot(e.per_slot, spellLevel(spell), spell.system === 'tov'));
  if (typeof e.per_character_level === 'string') parts.push(WORDS.cantripDice(e.per_character_level));
  else if (isObj(e.per_character_level)) parts.push(WORDS.atLevels(Object.entries(e.per_character_level).map(([l, d]) => WORDS.atCharacterLevel(l, plainText(d)))));
  if (isObj(e.at_slot_level)) parts.push(WORDS.atLevels(Object.entries(e.at_slot_level).map(([l, d]) => WORDS.atSlot(ORDINALS[Number(l)] ?? l, plainText(d)))));
  if (typeof e.per_highest_circle === 'string') parts.push(WORDS.perHighestCircle(e.per_highest_circle, spellLevel(spell)));
  if (isObj(e.at_highest_circle)) parts.push(WORDS.atLevels(Object.entries(e.at_highest_circle).map(([l, d]) => WORDS.atHighestCircle(ORDINALS[Number(l)] ?? l, plainText(d)))));
  return parts.join(', ');
}

/** "V, S, M (a tiny ball of bat guano and sulfur)". */
function componentsText(v: Record<string, unknown>): string {
  const list = Array.isArray(v.components) ? v.components.map(plainText).join(', ') : plainText(v.components);
  const material = typeof v.material === 'string' && v.material.trim() ? ` (${v.material.trim()})` : '';
  return list + material;
}

/** The text of one row, or undefined when the spell does not have it. */
export function rowText(spell: SpellModel, key: string): string | undefined {
  const v = spell.value;
  const x = v[key];
  if (key === 'components' && x === undefined && typeof v.material === 'string') return `(${v.material})`;
  if (x === undefined || x === null || x === '') return undefined;
  switch (key) {
    case 'area':
      return areaText(x);
    case 'save':
      return saveText(x);
    case 'damage':
    case 'heal':
      return Array.isArray(x) ? x.map((e) => rollText(spell, e)).join('; ') : rollText(spell, x);
    case 'components':
      return componentsText(v);
    case 'attack':
      return typeof x === 'string' ? WORDS.attack(x) : plainText(x);
    case 'template':
      return typeof x === 'string' ? WORDS.template(x) : plainText(x);
    case 'type':
      return spell.system === 'wfb' && typeof x === 'string' ? cap(x) : plainText(x);
    case 'boosted':
      return Array.isArray(x) ? x.map((b) => (isObj(b) ? WORDS.boosted(b.casting_value, b.effect) : plainText(b))).join('; ') : plainText(x);
    case 'classes':
      return Array.isArray(x) ? x.map((c) => cap(plainText(c))).join(', ') : cap(plainText(x));
    case 'range':
      if (isObj(x)) {
        if (typeof x.kind === 'string') return cap(x.kind);
        const [one, many] = WORDS.unit[String(x.unit ?? 'ft')] ?? WORDS.unit.ft!;
        return `${num(x.distance)} ${x.distance === 1 ? one : many}`;
      }
      return plainText(x);
    default:
      return plainText(x);
  }
}

/** The stat block's rows for a spell: label and text, in print order (the effect row only when a description holds the text). */
export function statRows(spell: SpellModel): Array<[label: string, text: string]> {
  const out: Array<[string, string]> = [];
  for (const [label, key] of LABELS) {
    // The Warhammer `effect` is the spell's text (shown as its paragraphs), not a stat line.
    if (key === 'effect' && spell.system === 'wfb') continue;
    const t = rowText(spell, key);
    if (t !== undefined && t !== '') out.push([label, t]);
  }
  return out;
}
