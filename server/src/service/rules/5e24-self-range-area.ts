/**
 * `5e24/self-range-area`: a 2024 "Self (15-foot Emanation)" range names
 * another shape or size than the spell's `area`. SRD 5.2: the effect that
 * creates an area gives its size (an Emanation's distance, a Cone's length,
 * a Cube's side, a Sphere's radius), and the range restates it.
 */
import type { DocumentedRule } from './rule';
import { rangeOf, say, term } from './rule';
import { mainSize, r3, readRange5e, toFeet } from './read';
import { readArea24 } from './read24';

/** Which area shapes a word in "Self (N-foot <word>)" can name (`radius`, the 2014 word, names an emanation too). */
const SHAPES_FOR: Record<string, readonly string[]> = {
  cone: ['cone'],
  line: ['line'],
  cube: ['cube'],
  sphere: ['sphere'],
  hemisphere: ['sphere'],
  emanation: ['emanation'],
  radius: ['emanation', 'sphere', 'cylinder'],
};

/** The `5e24/self-range-area` rule; registered in `index.ts` (RULES), run on 2024 D&D 5e spells. */
export const selfRangeArea24: DocumentedRule = {
  code: '5e24/self-range-area',
  title: 'A "Self (N-foot shape)" range disagrees with the area',
  doc:
    'SRD 5.2: "The effect that creates an Emanation specifies the distance it extends." and "The effect that creates a Cone specifies its maximum length." A range such as "Self (15-foot Emanation)" or "Self (15-foot Cone)" restates the area that starts at the caster. ' +
    'When the spell also has an `area`, both must name the same shape (an emanation, cone, cube, line or sphere; the 2014 word `radius` names an emanation, a sphere or a cylinder) and the same size (an emanation\'s distance, a cone\'s or line\'s length, a cube\'s side, a sphere\'s or cylinder\'s radius), comparing 1.5 m as 5 ft. No fix: either side may be the wrong one.',
  basis: [
    { seed: 'srd52', section: 'Rules Glossary: Emanation [Area of Effect]', quote: 'The effect that creates an Emanation specifies the distance it extends.', means: 'the effect gives the emanation\'s distance' },
    { seed: 'srd52', section: 'Rules Glossary: Cone [Area of Effect]', quote: 'The effect that creates a Cone specifies its maximum length.', means: 'the effect gives the cone\'s length' },
  ],
  scope: 'Where the area is placed and whether its origin is included.',
  defaultSeverity: 'warning',
  systems: ['dnd5e'],
  editions: ['2024'],
  check(spell, report) {
    const range = readRange5e(spell.value.range);
    if (!range || range.kind !== 'self' || !range.area) return;
    const area = readArea24(spell.value.area);
    if (!area) return;
    const r = range.area;
    const shapes = SHAPES_FOR[r.word];
    if (!shapes) return;
    if (!shapes.includes(area.shape)) {
      report({ ...say('rule24.selfRange.shape', { word: term(`term.shape.${r.word as 'cone'}`), shape: term(`term.shape.${area.shape}`) }), ...rangeOf(spell, ['range']) });
      return;
    }
    const size = area.shape === 'emanation' ? area.distance : mainSize(area);
    if (size === undefined) return;
    const a = toFeet(size, area.unit);
    const b = toFeet(r.size, r.unit);
    if (Math.abs(a - b) > 1e-6) {
      const dim = area.shape === 'emanation' ? 'term.dim.distance' : area.shape === 'cube' ? 'term.dim.side' : area.shape === 'cone' || area.shape === 'line' ? 'term.dim.length' : 'term.dim.radius';
      report({
        ...say('rule.selfRange.size', { rsize: r3(r.size), runit: term(r.unit === 'm' ? 'unit.m' : r.unit === 'mi' ? 'unit.mile' : 'unit.feet'), dim: term(dim), size: r3(size), unit: term(area.unit === 'm' ? 'unit.m' : 'unit.feet') }),
        ...rangeOf(spell, ['range']),
      });
    }
  },
};
