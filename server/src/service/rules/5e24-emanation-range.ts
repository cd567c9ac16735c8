/**
 * `5e24/emanation-range`: an emanation around the caster has a range other
 * than Self. SRD 5.2: an Emanation extends from a creature or an object;
 * when that creature is the caster (the area's `origin` is `self`, its
 * default), the spell's range is the caster's own: `Self (N-foot Emanation)`.
 * An emanation from another creature or an object (`origin: creature`,
 * `origin: object`, as Darkness cast on an object within 60 feet) may have
 * any range.
 */
import type { Fix } from '../types';
import type { DocumentedRule } from './rule';
import { fixTitle, rangeOf, say } from './rule';
import { insertEntry, setValue } from './edit';
import { fmt, readRange5e } from './read';
import { readArea24 } from './read24';

/** The `5e24/emanation-range` rule; registered in `index.ts` (RULES), run on 2024 D&D 5e spells. */
export const emanationRange24: DocumentedRule = {
  code: '5e24/emanation-range',
  title: 'An emanation around the caster has a range other than Self',
  doc:
    'SRD 5.2: "An Emanation is an area of effect that extends in straight lines from a creature or an object in all directions." ' +
    'An `area: { shape: emanation }` extends from the caster unless it says otherwise (`origin: self`, the default), and an area around the caster goes with the range Self, written with the area as the SRD 5.2 writes it: `Self (15-foot Emanation)`. ' +
    'So an emanation from the caster with a distance, Touch, Sight or other range is flagged. An emanation from another creature (`origin: creature`) or an object (`origin: object`: the SRD 5.2\'s Darkness, "a 15-foot Emanation originating from that object", range 60 feet) may have any range.',
  basis: [
    { seed: 'srd52', section: 'Rules Glossary: Emanation [Area of Effect]', quote: 'An Emanation is an area of effect that extends in straight lines from a creature or an object in all directions.', means: 'an emanation starts from a creature or an object' },
    { seed: 'srd52', section: 'Rules Glossary: Emanation [Area of Effect]', quote: 'The effect that creates an Emanation specifies the distance it extends.', means: 'the effect gives the emanation\'s distance' },
  ],
  scope: 'Which creature or object the spell is cast on in play, and where that creature stands.',
  fix: 'Sets the range to "Self (N-foot Emanation)" from the area\'s distance; or, when the emanation surrounds a creature the spell targets, adds `origin: creature` to the area.',
  defaultSeverity: 'warning',
  systems: ['dnd5e'],
  editions: ['2024'],
  check(spell, report) {
    const area = readArea24(spell.value.area);
    if (!area || area.shape !== 'emanation' || area.origin !== 'self') return;
    const range = readRange5e(spell.value.range);
    if (!range || range.kind === 'self') return;
    const shown = typeof spell.value.range === 'string' ? spell.value.range : range.kind === 'distance' ? `${fmt(range.value)} ${range.unit}` : range.kind;
    const text = area.distance === undefined ? 'Self' : area.unit === 'm' ? `Self (${fmt(area.distance)} m Emanation)` : `Self (${fmt(area.distance)}-foot Emanation)`;
    const fixes: Fix[] = [];
    const toSelf = setValue(spell, ['range'], text);
    if (toSelf) fixes.push({ ...fixTitle('fix.setRange', { text }), edits: [toSelf], kind: 'suggestion' });
    const toCreature = insertEntry(spell, ['area'], 'origin', 'creature');
    if (toCreature) fixes.push({ ...fixTitle('fix24.emanation.originCreature'), edits: [toCreature], kind: 'suggestion' });
    report({ ...say('rule24.emanationRange', { range: shown, text }), ...rangeOf(spell, ['range']), ...(fixes.length ? { fixes } : {}) });
  },
};
