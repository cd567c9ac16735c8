/**
 * `dnd35/metric-steps`: a distance in metres is not a whole number of feet
 * at the metric rules' rate (1.5 m per 5 ft, so 0.3 m per foot). Sizes off
 * the 5-ft grid are legal ("1,5 m per 2,4 m" is Passwall's 5 ft by 8 ft);
 * what is caught is a length converted at another rate (6,1 m for 20 ft) or
 * mistyped (10 m).
 */
import type { DocumentedRule } from './rule';
import { say } from './rule';
import { rangeOf } from './rule';
import { valueSubRange } from './edit';
import { AREA_SIZE_KEYS, FEET_PER_SQUARE, isMultiple, isRecord, lengthsInText, METRES_PER_SQUARE, num, r3, readDistance35, str } from './read';

/** Metres per foot at the metric rules' rate: 1.5 m per 5 ft. */
const METRES_PER_FOOT = METRES_PER_SQUARE / FEET_PER_SQUARE;

/** Is `m` metres a whole number of feet at 0.3 m per foot? */
function wholeFeet(m: number): boolean {
  return isMultiple(m, METRES_PER_FOOT);
}

/** The placeholders of a length that fails: the length, the nearest whole feet and their metric length. */
function advice(m: number): { m: number; feet: number; fm: number } {
  const feet = Math.max(1, Math.round(m / METRES_PER_FOOT));
  return { m: r3(m), feet, fm: r3(feet * METRES_PER_FOOT) };
}

/** The `dnd35/metric-steps` rule; registered in `index.ts` (RULES), run by the analyzer on every spell of its systems. */
export const metricSteps: DocumentedRule = {
  code: 'dnd35/metric-steps',
  title: 'A distance in metres is not a whole number of feet at 1.5 m per 5 ft',
  doc:
    'The metric 3.5 rules count one 5-ft square as 1.5 m: seed 004 writes "gli 1,5 metri di muro" (the 1.5 metres of wall, one 5-ft section) and "3 metri" for 10 ft, ' +
    'and its example "La piaga degli insetti apparirà 6 metri dentro" (the insect plague appears 6 metres inside) uses 6 m = 20 ft. So a metric length is its length in feet times 0.3 (1.5 m / 5 ft). ' +
    'Sizes off the 5-ft grid are legal in metres as in feet (Passwall\'s 5 ft by 8 ft is "1,5 m per 2,4 m"), but a metric length that is no whole number of feet at 0.3 m per foot ' +
    '(6,1 m, the exact conversion of 20 ft; 10 m; 5 m) was converted at another rate or mistyped. Checked: range, area, effect and target lines and an `area` mapping with `unit: m`; ' +
    'lengths that grow per level are checked too.',
  basis: [
    { seed: '004', quote: 'gli 1,5 metri di muro', means: 'the 1.5 metres of wall (one square)' },
  ],
  scope: 'Rounding a length the table measures with a ruler.',
  defaultSeverity: 'warning',
  systems: ['dnd35'],
  check(spell, report) {
    const range = readDistance35(spell.value.range);
    if (range && range.unit === 'm' && !wholeFeet(range.value)) {
      report({ ...say('rule.metric.range', advice(range.value)), ...rangeOf(spell, ['range']) });
    }
    const area = spell.value.area;
    if (isRecord(area) && str(area.unit) === 'm') {
      for (const k of AREA_SIZE_KEYS) {
        const n = num(area[k]);
        if (n !== undefined && n > 0 && !wholeFeet(n)) {
          // The dimension by its name in the locale (term.dim.* is the key's own word in English).
          report({ ...say('rule.metric.area', { key: { key: `term.dim.${k}` }, ...advice(n) }), ...rangeOf(spell, ['area', k]) });
        }
      }
    }
    for (const key of ['range', 'area', 'effect', 'target'] as const) {
      const t = str(spell.value[key]);
      if (!t || (key === 'range' && range)) continue;
      for (const l of lengthsInText(t)) {
        if (l.unit !== 'm' || l.square || wholeFeet(l.value)) continue;
        report({ ...say('rule.metric.text', advice(l.value)), ...valueSubRange(spell, [key], l.index, l.length) });
      }
    }
  },
};
