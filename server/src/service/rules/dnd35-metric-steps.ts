/**
 * `dnd35/metric-steps`: a distance in metres is not a whole number of
 * 1.5 m squares. Seed 004 counts 1.5 m per 5-ft square.
 */
import type { DocumentedRule } from './rule';
import { rangeOf } from './rule';
import { valueSubRange } from './edit';
import { AREA_SIZE_KEYS, fmt, isMultiple, isRecord, lengthsInText, METRES_PER_SQUARE, num, readDistance35, str } from './read';

/** The `dnd35/metric-steps` rule; registered in `index.ts` (RULES), run by the analyzer on every spell of its systems. */
export const metricSteps: DocumentedRule = {
  code: 'dnd35/metric-steps',
  title: 'A distance in metres is not a whole number of 1.5 m squares',
  doc:
    'The metric 3.5 rules count one 5-ft square as 1.5 m: seed 004 writes "gli 1,5 metri di muro" (the 1.5 metres of wall, one 5-ft section) and "3 metri" for 10 ft, ' +
    'and its example "La piaga degli insetti apparirà 6 metri dentro" uses 6 m = 20 ft. So every metric length (range, area, effect, target lines, and an `area` mapping with `unit: m`) ' +
    'is a multiple of 1.5 m. Lengths that grow per level are checked too: each step is a number of squares.',
  defaultSeverity: 'warning',
  systems: ['dnd35'],
  check(spell, report) {
    const range = readDistance35(spell.value.range);
    if (range && range.unit === 'm' && !isMultiple(range.value, METRES_PER_SQUARE)) {
      report({ message: `Range ${fmt(range.value)} m is not a whole number of 1.5 m squares.`, ...rangeOf(spell, ['range']) });
    }
    const area = spell.value.area;
    if (isRecord(area) && str(area.unit) === 'm') {
      for (const k of AREA_SIZE_KEYS) {
        const n = num(area[k]);
        if (n !== undefined && n > 0 && !isMultiple(n, METRES_PER_SQUARE)) {
          report({ message: `Area ${k} ${fmt(n)} m is not a whole number of 1.5 m squares.`, ...rangeOf(spell, ['area', k]) });
        }
      }
    }
    for (const key of ['range', 'area', 'effect', 'target'] as const) {
      const t = str(spell.value[key]);
      if (!t || (key === 'range' && range)) continue;
      for (const l of lengthsInText(t)) {
        if (l.unit !== 'm' || l.square || isMultiple(l.value, METRES_PER_SQUARE)) continue;
        report({ message: `${fmt(l.value)} m is not a whole number of 1.5 m squares.`, ...valueSubRange(spell, [key], l.index, l.length) });
      }
    }
  },
};
