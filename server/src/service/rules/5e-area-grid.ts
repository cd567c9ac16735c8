/**
 * `5e/area-grid`: an area's unit is mixed up with the range's: its sizes are
 * not whole squares in their own unit but are in the range's unit (`range:
 * 18 m` with `radius: 6` in the default feet). Sizes off the grid are
 * otherwise legal: the grid methods of seed 000 work for any size (SRD Wall
 * of Fire is 1 foot thick, Wall of Stone 6 inches).
 *
 * Sizes of 0 or less are the schema's (`schema/range`) and are skipped here.
 */
import type { TextEdit } from '../types';
import type { DocumentedRule } from './rule';
import { fixTitle, say } from './rule';
import { rangeOf } from './rule';
import { insertEntry, setValue } from './edit';
import { AREA_SIZE_KEYS, isMultiple, r3, readArea, readRange5e, type Area } from './read';

/** Grid step of a unit. */
function step(unit: 'ft' | 'm'): number {
  return unit === 'ft' ? 5 : 1.5;
}

/** The sizes of an area with their keys. */
function sizes(a: Area): Array<[string, number]> {
  return AREA_SIZE_KEYS.filter((k) => a[k] !== undefined).map((k) => [k, a[k]!]);
}

/** The `5e/area-grid` rule; registered in `index.ts` (RULES), run by the analyzer on every spell of its systems. */
export const areaGrid: DocumentedRule = {
  code: '5e/area-grid',
  title: 'An area\'s unit looks mixed up with the range\'s',
  doc:
    'Seed 000 (5e, areas on a grid) plays areas on 5-ft squares, "Кожні 5 футів області дорівнюють 1 дюйму розміру шаблона" (every 5 feet of an area is 1 inch of template), ' +
    'and seed 004 counts "1,5 metri" per square in metres. Nothing there requires an area to be a whole number of squares: the template covers any size and the DMG rule counts half-covered squares, ' +
    'so SRD Wall of Fire (1 foot thick), Wall of Stone (6 inches) and Wind Wall (1 foot) are legal. ' +
    'What the rule does catch is a unit mixed up with the range\'s: when none of the sizes that are off the grid fit their own unit\'s squares but all sizes fit the other unit\'s, ' +
    'and the range is written in that other unit (e.g. `range: 18 m` with `radius: 6` in the default feet, which is 6 ft and not 6 m). ' +
    'Non-positive sizes are the schema\'s (`schema/range`).',
  basis: [
    { seed: '000', quote: 'Якщо область дії кругла й покриває щонайменше половину клітинки, вона на цю клітинку діє.', means: 'a round area affects a square it covers at least half of' },
  ],
  scope: 'Which grid method a table plays and where it places the area (the hover and preview show every method).',
  fix: 'When the unit is clearly mixed, sets the area\'s `unit` to the range\'s unit (`unit: m` or `unit: ft`), adding the key if absent.',
  defaultSeverity: 'warning',
  systems: ['dnd5e', 'tov'],
  check(spell, report) {
    const area = readArea(spell.value.area);
    if (!area) return;
    const all = sizes(area);
    const bad = all.filter(([, n]) => !isMultiple(n, step(area.unit)));
    if (bad.length === 0) return;
    const other = area.unit === 'ft' ? 'm' : 'ft';
    const range = readRange5e(spell.value.range);
    const rangeUnit = range?.kind === 'distance' ? range.unit : range?.kind === 'self' ? range.area?.unit : undefined;
    const mixed = rangeUnit === other && all.every(([, n]) => isMultiple(n, step(other)));
    // Off-grid sizes in a consistent unit are legal (a 1-ft-thick wall): only the mixed-up unit is reported.
    if (!mixed) return;
    const edit: TextEdit | undefined = area.unitWritten ? setValue(spell, ['area', 'unit'], other) : insertEntry(spell, ['area'], 'unit', other);
    for (const [k, n] of bad) {
      report({
        // The dimension by its name in the locale (English `radius`, Ukrainian `радіус`): term.dim.* is the key's own word in English.
        ...say(area.unit === 'ft' ? 'rule.areaGrid.ftToM' : 'rule.areaGrid.mToFt', { key: { key: `term.dim.${k}` }, n: r3(n) }),
        ...rangeOf(spell, ['area', k]),
        fixes: edit ? [{ ...fixTitle('fix.areaGrid.unit', { unit: other }), edits: [edit], kind: 'suggestion' }] : undefined,
      });
    }
  },
};
