/**
 * `dnd35/shapeable-min`: a shapeable area or effect, "(S)" (Italian "(F)"),
 * has a fixed dimension under 10 ft (3 m). Seed 004: a shaped area or effect
 * has no dimension smaller than 3 metres.
 */
import type { DocumentedRule } from './rule';
import { rangeOf } from './rule';
import { valueSubRange } from './edit';
import { AREA_SIZE_KEYS, fmt, isRecord, lengthsInText, num, str, toFeet } from './read';

/** Ends with the shapeable mark: "(S)", or the Italian "(F)" for formabile. */
const SHAPEABLE = /\((S|F)\)\s*$/;
/** 10 ft, and 3 m as the seed writes it. */
const MIN_FEET = 10;

/** The `dnd35/shapeable-min` rule; registered in `index.ts` (RULES), run by the analyzer on every spell of its systems. */
export const shapeableMin: DocumentedRule = {
  code: 'dnd35/shapeable-min',
  title: 'A shapeable area has a dimension under 10 ft',
  doc:
    'Seed 004: "Se una voce "Area" o "Effetto" finisce con "(F)", è possibile dare forma all\'incantesimo. Un effetto o un\'area formati non possono avere dimensioni inferiori a 3 metri" ' +
    '(if an Area or Effect entry ends with "(F)" [English "(S)"], the spell can be shaped; a shaped effect or area cannot have dimensions under 3 metres, i.e. 10 ft). ' +
    'Checked: an `area` mapping with `shapeable: true` (every size key), and `area`/`effect` text ending in "(S)" or "(F)" (every fixed length in it). ' +
    'Lengths that grow per level ("10 ft./level") and building blocks counted per level ("two 5-ft. cubes/level") are not dimensions of the shape and are skipped: the caster shapes the blocks into a form that respects the minimum.',
  defaultSeverity: 'warning',
  systems: ['dnd35'],
  check(spell, report) {
    const area = spell.value.area;
    if (isRecord(area) && area.shapeable === true) {
      const unit = str(area.unit) === 'm' ? 'm' : 'ft';
      for (const k of AREA_SIZE_KEYS) {
        const n = num(area[k]);
        if (n === undefined || n <= 0) continue;
        if (toFeet(n, unit) < MIN_FEET - 1e-9) {
          report({
            message: `A shapeable area has no dimension under 10 ft (3 m); its ${k} is ${fmt(n)} ${unit}.`,
            ...rangeOf(spell, ['area', k]),
          });
        }
      }
    }
    for (const key of ['area', 'effect'] as const) {
      const t = str(spell.value[key]);
      if (!t || !SHAPEABLE.test(t)) continue;
      for (const l of lengthsInText(t)) {
        if (l.perLevel || l.square) continue;
        if (toFeet(l.value, l.unit) < MIN_FEET - 1e-9) {
          report({
            message: `A shapeable ${key} has no dimension under 10 ft (3 m); this one has ${fmt(l.value)} ${l.unit}${l.word ? ` (${l.word})` : ''}.`,
            ...valueSubRange(spell, [key], l.index, l.length),
          });
          break;
        }
      }
    }
  },
};
