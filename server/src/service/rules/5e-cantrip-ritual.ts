/**
 * `5e/cantrip-ritual`: a level 0 (cantrip) or circle 0 spell is tagged as a
 * ritual.
 *
 * A ritual's point is to cast without a slot; a cantrip never uses a slot,
 * so the tag means nothing on one (seed 000 for 5e, seed 002 for ToV).
 */
import type { DocumentedRule } from './rule';
import { fixTitle, say } from './rule';
import { rangeOf } from './rule';
import { setValue } from './edit';
import { levelTerm, spellLevel } from './read';

/** The `5e/cantrip-ritual` rule; registered in `index.ts` (RULES), run by the analyzer on every spell of its systems. */
export const cantripRitual: DocumentedRule = {
  code: '5e/cantrip-ritual',
  title: 'A cantrip is tagged as a ritual',
  doc:
    'A ritual is a way to cast a spell without spending a slot; a cantrip (level or circle 0) never spends one. ' +
    'Seed 000 (5e): "Заклинання з тегом «ритуал» можна накласти без витрати слоту заклинання, додавши 10 хвилин" ' +
    '(a spell with the ritual tag can be cast without spending a slot by adding 10 minutes) and ' +
    '"Замовляння — це заклинання, яке можна накладати за бажання, не витрачаючи слота" (a cantrip is cast at will, spending no slot). ' +
    'Seed 002 (ToV): "初級呪文のサークルは0である" (cantrips are circle 0) and "儀式呪文は呪文スロットを使用せず" (ritual spells use no slot). ' +
    'No cantrip in the 5e or ToV rules is a ritual.',
  basis: [
    { seed: '000', quote: 'Заклинання з тегом «ритуал» можна накласти без витрати слоту заклинання, додавши 10 хвилин до часу накладання.', means: 'a spell with the ritual tag can be cast without spending a slot by adding 10 minutes' },
    { seed: '002', quote: '初級呪文のサークルは0である', means: 'cantrips are circle 0' },
  ],
  scope: 'Whether the caster\'s class lets them cast rituals, and the ten extra minutes spent at the table.',
  fix: 'Sets `ritual: false`.',
  defaultSeverity: 'warning',
  systems: ['dnd5e', 'tov'],
  check(spell, report) {
    if (spell.value.ritual !== true || spellLevel(spell) !== 0) return;
    const edit = setValue(spell, ['ritual'], 'false');
    report({
      ...say('rule.cantripRitual', { w: levelTerm(spell) }),
      ...rangeOf(spell, ['ritual']),
      fixes: edit ? [{ ...fixTitle('fix.ritualFalse'), edits: [edit], kind: 'suggestion' }] : undefined,
    });
  },
};
