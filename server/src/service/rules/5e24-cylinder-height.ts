/**
 * `5e24/cylinder-height`: a 2024 cylinder area has no height. SRD 5.2: the
 * effect that creates a Cylinder specifies its radius and its height.
 */
import type { DocumentedRule } from './rule';
import { rangeOf, say } from './rule';
import { readArea } from './read';

/** The `5e24/cylinder-height` rule; registered in `index.ts` (RULES), run on 2024 D&D 5e spells. */
export const cylinderHeight24: DocumentedRule = {
  code: '5e24/cylinder-height',
  title: 'A cylinder area has no height',
  doc:
    'SRD 5.2: "The effect that creates a Cylinder specifies the radius of the Cylinder\'s base and the Cylinder\'s height." A `shape: cylinder` area without `height` gives its radius only. ' +
    'It is info: the squares on the grid depend on the radius alone, so the hover and preview still count them.',
  basis: [{ seed: 'srd52', section: 'Rules Glossary: Cylinder [Area of Effect]', quote: 'The effect that creates a Cylinder specifies the radius of the Cylinder\'s base and the Cylinder\'s height.', means: 'a cylinder has a radius and a height' }],
  scope: 'Whether the cylinder stands on the ground or hangs from its top, chosen when it is cast.',
  defaultSeverity: 'info',
  systems: ['dnd5e'],
  editions: ['2024'],
  check(spell, report) {
    const a = readArea(spell.value.area);
    if (!a || a.shape !== 'cylinder' || a.height !== undefined) return;
    report({ ...say('rule24.cylinderHeight'), ...rangeOf(spell, ['area', 'shape']) });
  },
};
