/**
 * `5e24/reaction-trigger`: a 2024 reaction spell does not state its trigger.
 * SRD 5.2: a Reaction is taken in response to a trigger its description
 * defines. Any of the spell's ways to cast may be the reaction (`Action or
 * Reaction, which you take when ...`).
 */
import type { DocumentedRule } from './rule';
import { rangeOf, say } from './rule';
import { str } from './read';
import { readCastingTimes24 } from './read24';
import { TRIGGER_IN_TEXT } from './5e-reaction-trigger';

/** The `5e24/reaction-trigger` rule; registered in `index.ts` (RULES), run on 2024 D&D 5e spells. */
export const reactionTrigger24: DocumentedRule = {
  code: '5e24/reaction-trigger',
  title: 'A reaction spell does not state its trigger',
  doc:
    'SRD 5.2: "A Reaction is a special action taken in response to a trigger defined in the Reaction\'s description." A spell cast as a Reaction says what it answers, as the SRD 5.2 writes it in the casting time: `Reaction, which you take when ...` (Counterspell: "which you take when you see a creature within 60 feet of yourself casting a spell"). ' +
    'Write it there, as `trigger` in the mapping form, or in the description ("when", "in response to", "as soon as" count). Only a reaction whose casting time and description say nothing of when is flagged.',
  basis: [{ seed: 'srd52', section: 'Rules Glossary: Reaction', quote: 'A Reaction is a special action taken in response to a trigger defined in the Reaction\'s description.', means: 'a Reaction answers a trigger its description defines' }],
  scope: 'Whether the trigger happens in play, and whether the caster still has a Reaction that round.',
  defaultSeverity: 'warning',
  systems: ['dnd5e'],
  editions: ['2024'],
  check(spell, report) {
    const ct = readCastingTimes24(spell.value.casting_time);
    const reaction = ct?.options.find((o) => o.unit === 'reaction');
    if (!ct || !reaction) return;
    if (reaction.trigger && reaction.trigger.trim() !== '') return;
    const desc = str(spell.value.description);
    if (desc && TRIGGER_IN_TEXT.test(desc)) return;
    report({ ...say(ct.form === 'text' ? 'rule24.reactionTrigger.text' : 'rule.reactionTrigger.object'), ...rangeOf(spell, ['casting_time']) });
  },
};
