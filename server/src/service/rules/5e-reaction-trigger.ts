/**
 * `5e/reaction-trigger`: a reaction spell does not say what triggers it.
 * Seed 000 and seed 002: a spell cast as a reaction states the event it
 * answers.
 */
import type { DocumentedRule } from './rule';
import { say } from './rule';
import { rangeOf } from './rule';
import { readCastingTime, str } from './read';

/**
 * Wording by which a description says when the spell is cast ("Cast this
 * spell when a creature you can see hits you", "in response to", "as soon
 * as"): seed 000 asks only that the description say when.
 */
export const TRIGGER_IN_TEXT = /\b(?:when|whenever|in response to|as soon as|triggers?|triggered|right after|immediately after|just before)\b/i;

/** The `5e/reaction-trigger` rule; registered in `index.ts` (RULES), run by the analyzer on every spell of its systems. */
export const reactionTrigger: DocumentedRule = {
  code: '5e/reaction-trigger',
  title: 'A reaction spell does not state its trigger',
  doc:
    'A reaction answers an event, and the spell must say which. Seed 000 (5e): "Якщо заклинання можна накласти реакцією, його опис точно каже, коли саме" ' +
    '(if a spell can be cast as a reaction, its description says exactly when); seed 002 (ToV): "その説明には君がその呪文を発動する前に合致する必要がある状況がどのようなものかについて記載がある" ' +
    '(its description states the situation that must occur before you cast it). ' +
    'Write it in the casting time ("1 reaction, which you take when you are hit by an attack"), as `trigger` in the mapping form, ' +
    'or anywhere in the description ("Cast this spell when a creature you can see hits you"; "in response to", "as soon as" also count). ' +
    'Only a reaction spell whose casting time and description say nothing of when is flagged.',
  basis: [
    { seed: '000', quote: 'Якщо заклинання можна накласти реакцією, його опис точно каже, коли саме', means: 'if a spell can be cast as a reaction, its description says exactly when' },
    { seed: '002', quote: 'その説明には君がその呪文を発動する前に合致する必要がある状況がどのようなものかについて記載がある', means: 'its description states the situation that must occur before you cast it' },
  ],
  scope: 'Whether the trigger happens in play, and whether the caster still has a reaction that round.',
  defaultSeverity: 'warning',
  systems: ['dnd5e', 'tov'],
  check(spell, report) {
    const ct = readCastingTime(spell.value.casting_time);
    if (!ct || ct.unit !== 'reaction') return;
    if (ct.trigger && ct.trigger.trim() !== '') return;
    const desc = str(spell.value.description);
    if (desc && TRIGGER_IN_TEXT.test(desc)) return;
    report({
      ...say(ct.object ? 'rule.reactionTrigger.object' : 'rule.reactionTrigger.text'),
      ...rangeOf(spell, ['casting_time']),
    });
  },
};
