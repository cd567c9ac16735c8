/**
 * `5e/scaling-kind`: a cantrip scales by slot (`per_slot`, `at_slot_level`),
 * a leveled spell scales by character level (`per_character_level`), or a
 * spell other than a ToV ritual grows with the caster's highest circle
 * (`per_highest_circle`, `at_highest_circle`).
 *
 * Cantrips use no slot and cannot be upcast; they grow with the character's
 * level. Leveled spells grow only with the slot used (seed 000, seed 002).
 */
import type { Fix } from '../types';
import type { DocumentedRule } from './rule';
import { fixTitle, say } from './rule';
import { rangeOf } from './rule';
import { renameKey } from './edit';
import { levelTerm, scalingEntries, spellLevel } from './read';

/** The `5e/scaling-kind` rule; registered in `index.ts` (RULES), run by the analyzer on every spell of its systems. */
export const scalingKind: DocumentedRule = {
  code: '5e/scaling-kind',
  title: 'A cantrip scales by slot, or a leveled spell by character level',
  doc:
    'A cantrip (level or circle 0) uses no slot and cannot be cast at a higher level, so `per_slot` and `at_slot_level` mean nothing on it; it grows with the character\'s level (`per_character_level`). ' +
    'A leveled spell grows only when cast with a higher slot, so `per_character_level` means nothing on it. ' +
    'Seed 000 (5e): "Рівень замовляння — 0" (a cantrip\'s spell level is 0) and cantrips are cast "не витрачаючи слота" (without spending a slot); ' +
    '"Коли чаротворець накладає заклинання слотом вищого рівня, ніж саме заклинання, воно набуває цього вищого рівня" (cast with a higher slot, a spell takes that higher level). ' +
    'Seed 002 (ToV): "呪文発動者は呪文スロットを消費することなく初級呪文を発動でき" (a caster casts cantrips without spending a slot). ' +
    'A ToV ritual is the exception: seed 002 says some rituals "自動的に強力になる" (grow automatically) as the caster gains higher circles, so `per_character_level` on one is only a hint to write that growth as `per_highest_circle` (dice added per circle the caster reaches above the ritual\'s) or `at_highest_circle` (the total at a circle). ' +
    'Those two keys belong to ToV rituals only: any other spell grows with the slot it is cast with, or (a cantrip) with character level.',
  basis: [
    { seed: '000', quote: 'Рівень замовляння — 0', means: 'a cantrip is level 0' },
    { seed: '002', quote: '呪文発動者は呪文スロットを消費することなく初級呪文を発動でき', means: 'a caster casts cantrips without spending a slot' },
    { seed: '002', quote: '自動的に強力になるものもある', means: 'some (rituals) grow stronger automatically' },
  ],
  scope: 'Which slot a caster spends and the character\'s level in play; the hovers show the table for every slot or level.',
  fix: 'On a cantrip, renames `per_slot` to `per_character_level` (the same increment at character levels 5, 11 and 17) when the entry has no `per_character_level` yet.',
  defaultSeverity: 'warning',
  systems: ['dnd5e', 'tov'],
  check(spell, report) {
    const level = spellLevel(spell);
    if (level === undefined) return;
    const w = levelTerm(spell);
    for (const { key, path, entry } of scalingEntries(spell)) {
      for (const k of ['per_highest_circle', 'at_highest_circle'] as const) {
        if (entry[k] === undefined || (spell.system === 'tov' && spell.value.ritual === true && level >= 1)) continue;
        report({
          ...say(level === 0 ? 'rule.scalingKind.highestCantrip' : 'rule.scalingKind.highestLeveled', { key: k }),
          ...rangeOf(spell, [...path, k], 'key'),
        });
      }
      if (level === 0) {
        if (entry.per_slot !== undefined) {
          let fixes: Fix[] | undefined;
          if (key === 'damage' && entry.per_character_level === undefined && typeof entry.per_slot === 'string') {
            const edit = renameKey(spell, [...path, 'per_slot'], 'per_character_level');
            if (edit) fixes = [{ ...fixTitle('fix.scalingKind.rename'), edits: [edit], kind: 'safe' }];
          }
          report({
            ...say('rule.scalingKind.perSlot', { w }),
            ...rangeOf(spell, [...path, 'per_slot'], 'key'),
            fixes,
          });
        }
        if (entry.at_slot_level !== undefined) {
          report({
            ...say('rule.scalingKind.atSlot', { w }),
            ...rangeOf(spell, [...path, 'at_slot_level'], 'key'),
          });
        }
      } else if (entry.per_character_level !== undefined) {
        if (spell.system === 'tov' && spell.value.ritual === true) {
          // Seed 002: a ritual grows "自動的に" as the caster gains higher circles; that growth is
          // legal, and its key is `at_highest_circle` (the caster's circle, not character level).
          report({
            ...say('rule.scalingKind.tovRitual'),
            ...rangeOf(spell, [...path, 'per_character_level'], 'key'),
            severity: 'hint',
          });
          continue;
        }
        report({
          ...say('rule.scalingKind.leveled', { w, level }),
          ...rangeOf(spell, [...path, 'per_character_level'], 'key'),
        });
      }
    }
  },
};
