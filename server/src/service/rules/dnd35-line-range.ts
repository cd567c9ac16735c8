/**
 * `dnd35/line-range`: a line area is shorter or longer than the spell's
 * range. Seed 004: a line runs from the caster to the limit of the range.
 */
import type { DocumentedRule } from './rule';
import { fixTitle, say, term } from './rule';
import { rangeOf } from './rule';
import { setValue, valueSubRange } from './edit';
import { fmt, isRecord, lengthsInText, num, r3, readDistance35, str, toFeet } from './read';

/** The `dnd35/line-range` rule; registered in `index.ts` (RULES), run by the analyzer on every spell of its systems. */
export const lineRange: DocumentedRule = {
  code: 'dnd35/line-range',
  title: 'A line is not as long as the range',
  doc:
    'Seed 004: "Un incantesimo con area a linea si propaga dall\'incantatore in una linea ... e si estende fino al limite del suo raggio di azione" ' +
    '(a line-shaped spell shoots away from the caster in a line and extends to the limit of its range). ' +
    'So when the range is a fixed distance (`120 ft.`, `36 m`, `{ distance, unit }`) and the line\'s length is known (an `area` mapping with `shape: line`, ' +
    'or an `area`/`effect` line such as "120-ft. line"), they are equal (1.5 m counted as 5 ft). Ranges that grow with level (close, medium, long) are not compared.',
  basis: [
    { seed: '004', quote: 'si estende fino al limite del suo raggio di azione o fino a che non colpisce una barriera che blocca la linea di effetto', means: 'extends to the limit of its range or until it strikes a barrier that blocks line of effect' },
  ],
  scope: 'Barriers that stop the line short, and line of effect.',
  fix: 'For an `area` mapping, sets the line\'s `length` to the range (in the area\'s unit).',
  defaultSeverity: 'warning',
  systems: ['dnd35'],
  check(spell, report) {
    const range = readDistance35(spell.value.range);
    if (!range || range.unit === 'mi') return;
    const rangeFeet = toFeet(range.value, range.unit);
    const rv = r3(range.value);
    const ru = term(`unit.${range.unit}`);
    const area = spell.value.area;
    if (isRecord(area) && str(area.shape) === 'line') {
      const len = num(area.length);
      const unit = str(area.unit) === 'm' ? 'm' : 'ft';
      if (len !== undefined && len > 0 && Math.abs(toFeet(len, unit) - rangeFeet) > 1e-6) {
        const target = unit === range.unit ? range.value : unit === 'm' ? (rangeFeet / 5) * 1.5 : rangeFeet;
        const edit = setValue(spell, ['area', 'length'], fmt(target));
        report({
          ...say('rule.lineRange.length', { len: r3(len), unit: term(`unit.${unit}`), rv, ru }),
          ...rangeOf(spell, ['area', 'length']),
          fixes: edit ? [{ ...fixTitle('fix.lineRange.length', { len: r3(target), unit: term(`unit.${unit}`) }), edits: [edit], kind: 'suggestion' }] : undefined,
        });
      }
      return;
    }
    for (const key of ['area', 'effect'] as const) {
      const t = str(spell.value[key]);
      if (!t) continue;
      const line = lengthsInText(t).find((l) => !l.perLevel && (l.word === 'line' || l.word === 'linea'));
      if (!line) continue;
      if (Math.abs(toFeet(line.value, line.unit) - rangeFeet) > 1e-6) {
        report({
          ...say('rule.lineRange.text', { key: term(`term.field.${key}`), len: r3(line.value), unit: term(`unit.${line.unit}`), rv, ru }),
          ...valueSubRange(spell, [key], line.index, line.length),
        });
      }
      return;
    }
  },
};
