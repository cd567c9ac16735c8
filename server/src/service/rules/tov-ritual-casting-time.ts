/**
 * `tov/ritual-casting-time`: a Tales of the Valiant ritual casts in less than
 * one minute. Seed 002: rituals take 1 minute or longer.
 */
import type { DocumentedRule } from './rule';
import { say } from './rule';
import { rangeOf } from './rule';
import { castingSeconds, readCastingTime } from './read';

/** The `tov/ritual-casting-time` rule; registered in `index.ts` (RULES), run by the analyzer on every spell of its systems. */
export const tovRitualCastingTime: DocumentedRule = {
  code: 'tov/ritual-casting-time',
  title: 'A ToV ritual casts in less than 1 minute',
  doc:
    'In Tales of the Valiant a ritual is a long casting: seed 002, "儀式呪文は発動するのに1分以上を要し" ' +
    '(ritual spells take 1 minute or more to cast). A spell with `ritual: true` and a casting time of an action, a bonus action, a reaction or fewer than 10 rounds breaks that. ' +
    '(5e differs: any spell with the ritual tag may be cast as a ritual by adding 10 minutes, so this rule is ToV only.)',
  basis: [
    { seed: '002', quote: '儀式呪文は発動するのに1分以上を要し', means: 'ritual spells take 1 minute or more to cast' },
  ],
  scope: 'Concentration during the long casting and what interrupts it.',
  defaultSeverity: 'warning',
  systems: ['tov'],
  check(spell, report) {
    if (spell.value.ritual !== true) return;
    const ct = readCastingTime(spell.value.casting_time);
    if (!ct || castingSeconds(ct) >= 60) return;
    report({
      ...say('rule.tovRitualTime'),
      ...rangeOf(spell, ['casting_time']),
    });
  },
};
