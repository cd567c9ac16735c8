/**
 * `5e24/scaling-kind`: the 2024 rules' `5e/scaling-kind`, and its headings.
 * A cantrip grows with character level (its Cantrip Upgrade) and a leveled
 * spell with the slot (Using a Higher-Level Spell Slot); the scaling keys
 * and the two headings' keys (`cantrip_upgrade`, `higher_levels`) go with
 * their kind of spell (a cantrip's `higher_levels` is the 2014 word for its
 * Cantrip Upgrade: `5e24/wording-2014`).
 */
import type { DocumentedRule } from './rule';
import { fixTitle, rangeOf, say } from './rule';
import { renameKey } from './edit';
import { spellLevel } from './read';
import { scalingKind } from './5e-scaling-kind';

/** The `5e24/scaling-kind` rule; registered in `index.ts` (RULES), run on 2024 D&D 5e spells. */
export const scalingKind24: DocumentedRule = {
  code: '5e24/scaling-kind',
  title: 'A cantrip scales by slot, or a leveled spell by character level',
  doc:
    'SRD 5.2: "A cantrip is a level 0 spell, which is cast without a spell slot." and "If a cantrip of yours increases in power at higher levels, the increase is based on your total character level". ' +
    'So a cantrip has no `per_slot` or `at_slot_level` (it grows by `per_character_level`; its text is its Cantrip Upgrade, `cantrip_upgrade`). ' +
    'A leveled spell grows only with the slot it is cast with, so `per_character_level` and `cantrip_upgrade` mean nothing on it.',
  basis: [
    { seed: 'srd52', section: 'Rules Glossary: Cantrip', quote: 'A cantrip is a level 0 spell, which is cast without a spell slot.', means: 'a cantrip uses no slot' },
    { seed: 'srd52', section: 'Multiclassing: Spellcasting', quote: 'If a cantrip of yours increases in power at higher levels, the increase is based on your total character level', means: 'a cantrip grows with character level' },
  ],
  scope: 'Which slot a caster spends and the character\'s level in play; the hovers show the table for every slot or level.',
  fix: 'On a cantrip, renames `per_slot` to `per_character_level`; on a leveled spell, `cantrip_upgrade` to `higher_levels` (when the other key is not there yet).',
  defaultSeverity: 'warning',
  systems: ['dnd5e'],
  editions: ['2024'],
  check(spell, report) {
    scalingKind.check(spell, report);
    const level = spellLevel(spell);
    if (level === undefined) return;
    const has = (k: string) => spell.value[k] !== undefined;
    if (level > 0 && has('cantrip_upgrade')) {
      const edit = has('higher_levels') ? undefined : renameKey(spell, ['cantrip_upgrade'], 'higher_levels');
      report({ ...say('rule24.scalingKind.upgradeOnLeveled', { level }), ...rangeOf(spell, ['cantrip_upgrade'], 'key'), ...(edit ? { fixes: [{ ...fixTitle('fix24.scalingKind.rename', { from: 'cantrip_upgrade', to: 'higher_levels' }), edits: [edit], kind: 'safe' }] } : {}) });
    }
  },
};
