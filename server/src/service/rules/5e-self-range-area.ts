/**
 * `5e/self-range-area`: a "Self (15-foot cone)" range names another shape
 * or size than the spell's `area`.
 */
import type { DocumentedRule } from './rule';
import { say, term } from './rule';
import { rangeOf } from './rule';
import { mainSize, r3, readArea, readRange5e, toFeet, type Shape } from './read';

/** Which area shapes a word in "Self (N-foot <word>)" can name. */
const SHAPES_FOR: Record<string, readonly Shape[]> = {
  cone: ['cone'],
  line: ['line'],
  cube: ['cube'],
  sphere: ['sphere'],
  hemisphere: ['sphere'],
  radius: ['sphere', 'cylinder'],
};

/** The `5e/self-range-area` rule; registered in `index.ts` (RULES), run by the analyzer on every spell of its systems. */
export const selfRangeArea: DocumentedRule = {
  code: '5e/self-range-area',
  title: 'A "Self (N-foot shape)" range disagrees with the area',
  doc:
    'A range such as "Self (15-foot cone)" restates the area that starts at the caster (seed 000: cones and lines that start from you "мають дальність «на себе»", have a range of self; ' +
    'the size is the cone\'s length, "Область дії конуса визначає його найбільшу довжину", a cone\'s area gives its greatest length). ' +
    'When the spell also has an `area`, both must name the same shape (cone, line, cube, sphere; radius = sphere or cylinder; hemisphere = sphere) ' +
    'and the same size (cone/line length, cube side, sphere/cylinder radius), comparing 1.5 m as 5 ft. No fix: either side may be the wrong one.',
  basis: [
    { seed: '000', quote: 'Область дії конуса визначає його найбільшу довжину', means: 'a cone\'s area gives its greatest length' },
  ],
  scope: 'Where the area is placed and whether the caster includes the origin.',
  defaultSeverity: 'warning',
  systems: ['dnd5e', 'tov'],
  check(spell, report) {
    const range = readRange5e(spell.value.range);
    if (!range || range.kind !== 'self' || !range.area) return;
    const area = readArea(spell.value.area);
    if (!area) return;
    const r = range.area;
    const shapes = SHAPES_FOR[r.word];
    if (!shapes) return;
    if (!shapes.includes(area.shape)) {
      report({ ...say('rule.selfRange.shape', { word: term(`term.shape.${r.word as 'cone'}`), shape: term(`term.shape.${area.shape}`) }), ...rangeOf(spell, ['range']) });
      return;
    }
    const size = mainSize(area);
    if (size === undefined) return;
    const a = toFeet(size, area.unit);
    const b = toFeet(r.size, r.unit);
    if (Math.abs(a - b) > 1e-6) {
      report({
        ...say('rule.selfRange.size', {
          rsize: r3(r.size),
          runit: term(r.unit === 'm' ? 'unit.m' : r.unit === 'mi' ? 'unit.mile' : 'unit.feet'),
          dim: term(area.shape === 'cube' ? 'term.dim.side' : area.shape === 'cone' || area.shape === 'line' ? 'term.dim.length' : 'term.dim.radius'),
          size: r3(size),
          unit: term(area.unit === 'm' ? 'unit.m' : 'unit.feet'),
        }),
        ...rangeOf(spell, ['range']),
      });
    }
  },
};
