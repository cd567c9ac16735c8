/**
 * `dnd35/ray`: a ray is given a melee attack or an area. Seed 004: a ray is
 * aimed like a ranged weapon, usually with a ranged touch attack, and is an
 * effect, not an area.
 */
import type { DocumentedRule } from './rule';
import { fixTitle, say } from './rule';
import { rangeOf } from './rule';
import { insertEntry, setValue } from './edit';
import { str } from './read';

/** An effect line that is a ray: "ray", "one or more rays", "ray of negative energy" (Italian "raggio"). */
const RAY = /^(?:(?:one|two|three|one or more|a|an)\s+)?(?:rays?|raggio|raggi)\b/i;

/** The `dnd35/ray` rule; registered in `index.ts` (RULES), run by the analyzer on every spell of its systems. */
export const ray: DocumentedRule = {
  code: 'dnd35/ray',
  title: 'A ray has a melee attack or an area',
  doc:
    'Seed 004: "Si dirige il raggio come se si usasse un\'arma a distanza, anche se di solito si compie un attacco di contatto a distanza piuttosto che un normale attacco a distanza" ' +
    '(you aim a ray as if using a ranged weapon, though usually you make a ranged touch attack rather than a normal ranged attack). ' +
    'A ray is what the Effect line creates ("Raggio" is its own aiming category next to Target, Effect and Area), so it has no `area`. ' +
    'A spell is a ray when `attack: ray` or its `effect` line is a ray ("ray", "one or more rays", "ray of negative energy"). ' +
    'A melee or melee touch attack on a ray is a warning; a normal ranged attack is info (the seed says "usually"), and so is a ray with no `attack` at all, neither as data nor in its description (its attack roll is what aims it).',
  basis: [
    { seed: '004', quote: 'Si dirige il raggio come se si usasse un\'arma a distanza, anche se di solito si compie un attacco di contatto a distanza piuttosto che un normale attacco a distanza.', means: 'you aim a ray like a ranged weapon, usually with a ranged touch attack' },
  ],
  scope: 'Cover, concealment and the critical hit on a natural 20, rolled at the table.',
  fix: 'Sets `attack` to `ranged touch` (adds the line when there is none).',
  defaultSeverity: 'warning',
  systems: ['dnd35'],
  check(spell, report) {
    const attack = str(spell.value.attack)?.trim().toLowerCase();
    const effect = str(spell.value.effect)?.trim();
    if (attack !== 'ray' && !(effect && RAY.test(effect))) return;
    if (spell.value.attack === undefined) {
      // The text may say it ("make a ranged touch attack"): then the attack is there, only not as data.
      if (/\battack\b|\battacco\b/i.test(str(spell.value.description) ?? '')) return;
      const edit = insertEntry(spell, [], 'attack', 'ranged touch');
      report({
        ...say('rule.ray.noAttack'),
        ...rangeOf(spell, ['effect']),
        severity: 'info',
        fixes: edit ? [{ ...fixTitle('fix.ray.addRangedTouch'), edits: [edit], kind: 'suggestion' }] : undefined,
      });
    } else if (attack === 'melee' || attack === 'melee touch' || attack === 'ranged') {
      const edit = setValue(spell, ['attack'], 'ranged touch');
      report({
        ...(attack === 'ranged' ? say('rule.ray.ranged') : say('rule.ray.melee', { attack })),
        ...rangeOf(spell, ['attack']),
        severity: attack === 'ranged' ? 'info' : undefined,
        fixes: edit ? [{ ...fixTitle('fix.ray.rangedTouch'), edits: [edit], kind: 'suggestion' }] : undefined,
      });
    }
    if (spell.value.area !== undefined && spell.value.area !== null) {
      report({ ...say('rule.ray.area'), ...rangeOf(spell, ['area'], 'key') });
    }
  },
};
