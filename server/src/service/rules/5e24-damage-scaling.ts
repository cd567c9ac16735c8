/**
 * `5e24/damage-scaling`: the 2024 rules' `5e/damage-scaling`. A spell cast
 * with a higher slot may have an enhanced effect (SRD 5.2, Multiclassing:
 * Spell Slots); slots go up to level 9 (its Multiclass Spellcaster table);
 * cantrips grow at levels 5, 11 and 17 (the SRD 5.2's Cantrip Upgrade
 * texts). The check is the 2014 rule's; its basis is the SRD 5.2's.
 */
import type { DocumentedRule } from './rule';
import { damageScaling } from './5e-damage-scaling';

/** The `5e24/damage-scaling` rule; registered in `index.ts` (RULES), run on 2024 D&D 5e spells. */
export const damageScaling24: DocumentedRule = {
  code: '5e24/damage-scaling',
  title: 'Damage or healing scaling keys do not fit the spell level',
  doc:
    'SRD 5.2: "If a lower-level spell that you cast, like Burning Hands, has an enhanced effect when cast at a higher level, you can use the enhanced effect as normal." Spell slots run from level 1 to 9 (the Multiclass Spellcaster table), so an `at_slot_level` key is above the spell\'s level and at most 9, and a level 9 spell has no slot to grow into. ' +
    'Cantrips improve at character levels 5, 11 and 17, as every SRD 5.2 Cantrip Upgrade says ("The damage increases by 1d10 when you reach levels 5 (2d10), 11 (3d10), and 17 (4d10)."), so a `per_character_level` map has keys 5, 11, 17. A higher slot or level never deals less than a lower one.',
  basis: [
    { seed: 'srd52', section: 'Multiclassing: Spellcasting', quote: 'has an enhanced effect when cast at a higher level, you can use the enhanced effect as normal.', means: 'a spell cast with a higher slot may be enhanced' },
    { seed: 'srd52', section: 'Spells: Fire Bolt', quote: 'The damage increases by 1d10 when you reach levels 5 (2d10), 11 (3d10), and 17 (4d10).', means: 'cantrips grow at levels 5, 11 and 17' },
  ],
  scope: 'Rolling the dice, Resistance, Vulnerability and Critical Hits.',
  defaultSeverity: 'warning',
  systems: ['dnd5e'],
  editions: ['2024'],
  check: damageScaling.check,
};
