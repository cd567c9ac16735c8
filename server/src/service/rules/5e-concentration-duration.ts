/**
 * `5e/concentration-duration`: the `concentration` tag disagrees with the
 * duration ("Concentration, up to ..."), or a concentration spell is
 * instantaneous.
 *
 * 5e (seed 000): concentration is stated in the Duration entry. ToV (seed
 * 002) says the same. The duration is the authority; the tag follows it.
 */
import type { DocumentedRule } from './rule';
import { fixTitle, say } from './rule';
import { rangeOf } from './rule';
import { insertEntry, setValue } from './edit';
import { readDuration } from './read';

/** The `5e/concentration-duration` rule; registered in `index.ts` (RULES), run by the analyzer on every spell of its systems. */
export const concentrationDuration: DocumentedRule = {
  code: '5e/concentration-duration',
  title: 'The concentration tag disagrees with the duration',
  doc:
    'Concentration is written in the duration: "Concentration, up to 1 minute". Seed 000 (5e): ' +
    '"Якщо заклинання треба підтримувати концентрацією, це зазначено в його записі «Тривалість»" ' +
    '(if a spell must be kept up with concentration, its Duration entry says so); seed 002 (ToV): ' +
    '"精神集中し続ける必要がある呪文はその持続時間の項目にそのことが明記されており" (a spell that needs concentration says so in its duration). ' +
    'So `concentration: true` needs a concentration duration and `concentration: false` must not have one; ' +
    'an instantaneous spell has nothing to keep up, so it is never a concentration spell. ' +
    'A `Special` duration defers to the spell\'s text, and the format has no "Concentration, special" form, so `concentration: true` on it is the only way to say the text\'s concentration ' +
    '(Deep Magic\'s Staff of Violet Fire: "if you have maintained concentration on the spell"): it is not flagged. ' +
    'A concentration duration without the tag is reported as info, with a fix that adds it: the tag is optional, but a dataset that tags some concentration spells and not others cannot be filtered by it.',
  basis: [
    { seed: '000', quote: 'Якщо заклинання треба підтримувати концентрацією, це зазначено в його записі «Тривалість»', means: 'if a spell must be kept up with concentration, its Duration entry says so' },
    { seed: '002', quote: '精神集中し続ける必要がある呪文はその持続時間の項目にそのことが明記されており', means: 'a spell that needs concentration says so in its duration entry' },
  ],
  scope: 'What breaks concentration in play (damage and the Constitution save, incapacitation, a second concentration spell) and how long the caster has kept it up.',
  fix: 'Makes the tag agree with the duration: sets `concentration` to true or false, or adds `concentration: true`.',
  defaultSeverity: 'warning',
  systems: ['dnd5e', 'tov'],
  check(spell, report) {
    const dur = readDuration(spell.value.duration);
    if (!dur) return;
    const tag = spell.value.concentration;
    if (typeof tag === 'boolean') {
      if (tag && dur.kind === 'instantaneous') {
        const edit = setValue(spell, ['concentration'], 'false');
        report({
          ...say('rule.concentration.instantaneous'),
          ...rangeOf(spell, ['concentration']),
          fixes: edit ? [{ ...fixTitle('fix.concentration.falseInstant'), edits: [edit], kind: 'suggestion' }] : undefined,
        });
        return;
      }
      // A Special duration cannot be written "Concentration, special": the tag is the only place for it.
      if (tag && dur.kind === 'special') return;
      if (tag !== dur.concentration) {
        const edit = setValue(spell, ['concentration'], String(dur.concentration));
        report({
          ...say(dur.concentration ? 'rule.concentration.tagFalse' : 'rule.concentration.tagTrue'),
          ...rangeOf(spell, ['concentration']),
          fixes: edit ? [{ ...fixTitle('fix.concentration.asDuration', { value: String(dur.concentration) }), edits: [edit], kind: dur.concentration ? 'safe' : 'suggestion' }] : undefined,
        });
      }
      return;
    }
    if (tag === undefined && dur.concentration) {
      const edit = insertEntry(spell, [], 'concentration', 'true');
      report({
        ...say('rule.concentration.missingTag'),
        ...rangeOf(spell, ['duration']),
        severity: 'info',
        fixes: edit ? [{ ...fixTitle('fix.concentration.add'), edits: [edit], kind: 'safe' }] : undefined,
      });
    }
  },
};
