/**
 * `5e24/concentration-duration`: the 2024 rules' `5e/concentration-duration`.
 * SRD 5.2 (Concentration): a spell that needs Concentration says so, and its
 * description gives how long the caster can concentrate ("up to 1 minute").
 * The check is the 2014 rule's (the duration is the authority, the tag
 * follows it); only its basis is the SRD 5.2's.
 */
import type { DocumentedRule } from './rule';
import { concentrationDuration } from './5e-concentration-duration';

/** The `5e24/concentration-duration` rule; registered in `index.ts` (RULES), run on 2024 D&D 5e spells. */
export const concentrationDuration24: DocumentedRule = {
  code: '5e24/concentration-duration',
  title: 'The concentration tag disagrees with the duration',
  doc:
    'SRD 5.2 (Concentration): "Some spells and other effects require Concentration to remain active, as specified in their descriptions." and "If the effect has a maximum duration, the effect\'s description specifies how long the creator can concentrate on it: up to 1 minute, 1 hour, or some other duration." ' +
    'The 2024 spells write it in the duration, `Concentration, up to 10 minutes`. So `concentration: true` needs a concentration duration and `concentration: false` must not have one; an instantaneous spell has nothing to keep up. ' +
    'A `Special` duration defers to the spell\'s text, so `concentration: true` on it is not flagged. A concentration duration without the tag is reported as info, with a fix that adds it.',
  basis: [
    { seed: 'srd52', section: 'Rules Glossary: Concentration', quote: 'Some spells and other effects require Concentration to remain active, as specified in their descriptions.', means: 'a spell says when it needs Concentration' },
    { seed: 'srd52', section: 'Rules Glossary: Concentration', quote: 'If the effect has a maximum duration, the effect\'s description specifies how long the creator can concentrate on it: up to 1 minute, 1 hour, or some other duration.', means: 'the duration says how long Concentration lasts' },
  ],
  scope: 'What breaks Concentration in play (damage and the Constitution saving throw, the Incapacitated condition, another Concentration spell) and how long the caster has kept it up.',
  fix: concentrationDuration.fix,
  defaultSeverity: 'warning',
  systems: ['dnd5e'],
  editions: ['2024'],
  check: concentrationDuration.check,
};
