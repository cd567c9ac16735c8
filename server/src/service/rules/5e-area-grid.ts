/**
 * `5e/area-grid`: an area size is not a whole number of 5-ft squares
 * (metres: 1.5 m steps). Where the unit is clearly mixed (the numbers fit
 * the other unit's grid, and the range is written in that unit) the fix
 * switches the area's unit.
 *
 * Sizes of 0 or less are the schema's (`schema/range`) and are skipped here.
 */
import type { TextEdit } from '../types';
import type { DocumentedRule } from './rule';
import { rangeOf } from './rule';
import { insertEntry, setValue } from './edit';
import { AREA_SIZE_KEYS, fmt, isMultiple, readArea, readRange5e, type Area } from './read';

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
  title: 'An area size is not whole 5-ft squares',
  doc:
    'Areas are played on a grid of 5-ft squares: seed 000 (5e, areas on a grid) turns every area into squares, "Кожні 5 футів області дорівнюють 1 дюйму розміру шаблона" ' +
    '(every 5 feet of an area is 1 inch of template) and "Щоб визначити, скільки рядів має конус, поділіть його довжину на 5" (a cone has length / 5 rows). ' +
    'So every size of an `area` (radius, length, side, height, width) is a positive multiple of 5 ft, or of 1.5 m in metres (seed 004: "1,5 metri" is one square). ' +
    'When the sizes fit the other unit\'s grid and not their own, and the range is written in that other unit, the unit is clearly mixed (e.g. `range: 18 m` with `radius: 6` in the default feet). ' +
    'Non-positive sizes are the schema\'s (`schema/range`).',
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
    let edit: TextEdit | undefined;
    if (mixed) edit = area.unitWritten ? setValue(spell, ['area', 'unit'], other) : insertEntry(spell, ['area'], 'unit', other);
    for (const [k, n] of bad) {
      const unitText = area.unit === 'ft' ? 'ft' : 'm';
      report({
        message: mixed
          ? `Area ${k} ${fmt(n)} ${unitText} is not a whole number of ${area.unit === 'ft' ? '5-ft squares' : '1.5 m squares'}, but ${fmt(n)} ${other} is, and the range is in ${other === 'm' ? 'metres' : 'feet'}: the area's unit looks mixed up.`
          : `Area ${k} ${fmt(n)} ${unitText} is not a whole number of ${area.unit === 'ft' ? '5-ft squares (a multiple of 5)' : '1.5 m squares (a multiple of 1.5)'}.`,
        ...rangeOf(spell, ['area', k]),
        fixes: edit ? [{ title: `Set the area's unit to ${other}`, edits: [edit], kind: 'suggestion' }] : undefined,
      });
    }
  },
};
