/**
 * `5e24/wording-2014`: a 2024 spell written in the 2014 rules' words where
 * the SRD 5.2 says the same thing its own way: `1 action` (2024: `Action`),
 * `1 bonus action` (`Bonus Action`), `1 reaction, which you take when ...`
 * (`Reaction, which you take when ...`), `Up to 1 minute` (`Concentration,
 * up to 1 minute`), a cantrip's `higher_levels` (its Cantrip Upgrade) and
 * `Self (15-foot radius)` around the caster (`Self (15-foot Emanation)`, with
 * its area). The fixes are the edits `grimoire migrate --to 2024` applies;
 * where the meaning may differ (a sphere centred on the caster includes its
 * origin, an emanation does not) the finding has no fix and migrate says so.
 */
import type { Fix, TextEdit } from '../types';
import type { DocumentedRule, SpellInput } from './rule';
import { fixTitle, rangeOf, say, term } from './rule';
import { insertEntry, renameKey, setValue } from './edit';
import { fmt, readRange5e, spellLevel, str } from './read';
import { readArea24 } from './read24';

/** `1 action`, `1 bonus action`, `1 reaction` at the start of the text or after an `or`. */
const ONE_ACTION = /(^|\bor\s+)1\s+(bonus\s+action|action|reaction)\b/gi;
/** The SRD 5.1 shorthand for a concentration duration. */
const UP_TO = /^\s*up\s+to\s+(\d+\s+(?:rounds?|minutes?|hours?|days?))\s*$/i;

const WORDS: Record<string, string> = { action: 'Action', 'bonus action': 'Bonus Action', reaction: 'Reaction' };

/** The casting time in the 2024 words, or undefined when it has no 2014 words. The trigger after "reaction," is left as written. */
export function castingTime2024(text: string): string | undefined {
  const trig = /\breactions?\s*,/i.exec(text);
  const head = trig ? text.slice(0, trig.index + trig[0].length) : text;
  const tail = trig ? text.slice(trig.index + trig[0].length) : '';
  const out = head.replace(ONE_ACTION, (_m, before: string, word: string) => before + WORDS[word.toLowerCase().replace(/\s+/g, ' ')]!) + tail;
  return out !== text ? out : undefined;
}

/** The range and area as an emanation around the caster, as edits; undefined when not mechanical. */
function asEmanation(spell: SpellInput, text: string, distance: number, unit: 'ft' | 'm', hasArea: boolean): TextEdit[] | undefined {
  const range = setValue(spell, ['range'], text);
  const areaText = `{ shape: emanation, distance: ${fmt(distance)}${unit === 'm' ? ', unit: m' : ''} }`;
  const area = hasArea ? setValue(spell, ['area'], areaText) : insertEntry(spell, [], 'area', areaText);
  return range && area ? [range, area] : undefined;
}

/** The `5e24/wording-2014` rule; registered in `index.ts` (RULES), run on 2024 D&D 5e spells. */
export const wording2014: DocumentedRule = {
  code: '5e24/wording-2014',
  title: 'A 2024 spell is written in the 2014 rules\' words',
  doc:
    'The SRD 5.2 names a spell\'s casting time by the action it takes ("the action, Bonus Action, or Reaction used to cast it is wasted", Counterspell) and writes an area around the caster as an Emanation ("Protective spirits flit around you in a 15-foot Emanation for the duration.", Spirit Guardians). ' +
    'In a 2024 file the 2014 words still read, and this info says how the 2024 rules write the same thing: `1 action` is `Action`, `1 bonus action` `Bonus Action`, `1 reaction, which you take when ...` `Reaction, which you take when ...`, the shorthand `Up to 1 minute` `Concentration, up to 1 minute`, a cantrip\'s `higher_levels` its `cantrip_upgrade`, and `Self (15-foot radius)` around the caster `Self (15-foot Emanation)` with `area: { shape: emanation, distance: 15 }`. ' +
    'A `Self (N-foot-radius sphere)` or hemisphere has no fix: a Sphere includes its point of origin and an Emanation leaves its origin out unless its creator decides otherwise, so which the spell means is the author\'s call. `grimoire migrate --to 2024` applies exactly these fixes.',
  basis: [
    { seed: 'srd52', section: 'Spells: Counterspell', quote: 'the action, Bonus Action, or Reaction used to cast it is wasted', means: 'a casting time is an action, a Bonus Action or a Reaction' },
    { seed: 'srd52', section: 'Spells: Spirit Guardians', quote: 'Protective spirits flit around you in a 15-foot Emanation for the duration.', means: 'an area around the caster is an Emanation' },
    { seed: 'srd52', section: 'Rules Glossary: Emanation [Area of Effect]', quote: 'An Emanation\'s origin (creature or object) isn\'t included in the area of effect unless its creator decides otherwise.', means: 'an emanation leaves its origin out' },
  ],
  scope: 'Nothing: the 2014 words mean the same; this is how the 2024 books write them.',
  fix: 'Writes the 2024 words: `Action`, `Bonus Action`, `Reaction, ...`, `Concentration, up to ...`, `cantrip_upgrade`, and `Self (N-foot Emanation)` with its emanation area.',
  defaultSeverity: 'info',
  systems: ['dnd5e'],
  editions: ['2024'],
  check(spell, report) {
    const ct = str(spell.value.casting_time);
    const newCt = ct === undefined ? undefined : castingTime2024(ct);
    if (newCt !== undefined) {
      const edit = setValue(spell, ['casting_time'], newCt);
      report({ ...say('rule24.wording.castingTime', { text: newCt }), ...rangeOf(spell, ['casting_time']), ...(edit ? { fixes: [{ ...fixTitle('fix24.wording.write', { text: newCt }), edits: [edit], kind: 'safe' }] } : {}) });
    }
    const dur = str(spell.value.duration);
    const up = dur === undefined ? null : UP_TO.exec(dur);
    if (up) {
      const text = `Concentration, up to ${up[1]!.replace(/\s+/g, ' ')}`;
      const edit = setValue(spell, ['duration'], text);
      report({ ...say('rule24.wording.duration', { text }), ...rangeOf(spell, ['duration']), ...(edit ? { fixes: [{ ...fixTitle('fix24.wording.write', { text }), edits: [edit], kind: 'safe' }] } : {}) });
    }
    if (spellLevel(spell) === 0 && spell.value.higher_levels !== undefined && spell.value.cantrip_upgrade === undefined) {
      const edit = renameKey(spell, ['higher_levels'], 'cantrip_upgrade');
      report({ ...say('rule24.wording.cantripUpgrade'), ...rangeOf(spell, ['higher_levels'], 'key'), ...(edit ? { fixes: [{ ...fixTitle('fix24.scalingKind.rename', { from: 'higher_levels', to: 'cantrip_upgrade' }), edits: [edit], kind: 'safe' }] } : {}) });
    }
    const range = readRange5e(spell.value.range);
    if (!range || range.kind !== 'self' || !range.area || range.area.unit === 'mi') return;
    const { word, size, unit } = range.area;
    const text = unit === 'm' ? `Self (${fmt(size)} m Emanation)` : `Self (${fmt(size)}-foot Emanation)`;
    if (word === 'radius') {
      const area = readArea24(spell.value.area);
      const same = (n: number | undefined, u: 'ft' | 'm') => n !== undefined && u === unit && Math.abs(n - size) < 1e-9;
      const mechanical = area === undefined ? spell.value.area === undefined : (area.shape === 'sphere' && same(area.radius, area.unit)) || (area.shape === 'emanation' && same(area.distance, area.unit));
      if (!mechanical) {
        report({ ...say('rule24.wording.radiusUndecided', { text, shape: term(`term.shape.${area?.shape ?? 'radius'}` as 'term.shape.cone') }), ...rangeOf(spell, ['range']) });
        return;
      }
      const edits = area?.shape === 'emanation' ? (setValue(spell, ['range'], text) ? [setValue(spell, ['range'], text)!] : undefined) : asEmanation(spell, text, size, unit, area !== undefined);
      const fixes: Fix[] | undefined = edits ? [{ ...fixTitle('fix24.wording.emanation', { text }), edits, kind: 'safe' }] : undefined;
      report({ ...say('rule24.wording.radius', { text, n: fmt(size) }), ...rangeOf(spell, ['range']), ...(fixes ? { fixes } : {}) });
    } else if (word === 'sphere' || word === 'hemisphere') {
      report({ ...say('rule24.wording.sphere', { text, shape: term(`term.shape.${word}`) }), ...rangeOf(spell, ['range']) });
    }
  },
};
