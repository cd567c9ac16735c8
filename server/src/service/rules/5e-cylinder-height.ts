/**
 * `5e/cylinder-height`: a cylinder area has no height. Seed 000: the effect
 * "shoots up from the base or down from the top, to a distance equal to the
 * cylinder's height"; without one the area's extent is unknown.
 */
import type { DocumentedRule } from './rule';
import { rangeOf, say } from './rule';
import { readArea } from './read';

/** The `5e/cylinder-height` rule; registered in `index.ts` (RULES), run by the analyzer on every spell of its systems. */
export const cylinderHeight: DocumentedRule = {
  code: '5e/cylinder-height',
  title: 'A cylinder area has no height',
  doc:
    'Seed 000: "Тоді ефект вистрілює вгору від основи або вниз від верхівки на відстань, що дорівнює висоті циліндра" (the effect then shoots up from the base or down from the top, a distance equal to the cylinder\'s height); ' +
    'seed 002: "いずれの場合でも、その効果は円筒形の高さの距離だけ伸びる" (in either case the effect extends the cylinder\'s height). ' +
    'A `shape: cylinder` area without `height` gives its radius only. It is info: the squares on the grid depend on the radius alone, so the hover and preview still count them.',
  basis: [
    { seed: '000', quote: 'Тоді ефект вистрілює вгору від основи або вниз від верхівки на відстань, що дорівнює висоті циліндра', means: 'the effect shoots up from the base or down from the top, a distance equal to the cylinder\'s height' },
    { seed: '002', quote: 'いずれの場合でも、その効果は円筒形の高さの距離だけ伸びる', means: 'in either case the effect extends the cylinder\'s height' },
  ],
  scope: 'Whether the cylinder stands on the ground or hangs from its top, chosen when it is cast.',
  defaultSeverity: 'info',
  systems: ['dnd5e', 'tov'],
  check(spell, report) {
    const a = readArea(spell.value.area);
    if (!a || a.shape !== 'cylinder' || a.height !== undefined) return;
    report({ ...say('rule.cylinderHeight'), ...rangeOf(spell, ['area', 'shape']) });
  },
};
