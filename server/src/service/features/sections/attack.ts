/**
 * Hover on `attack`: 5e / ToV spell attack bonus for the profile and the rule
 * that ranged spell attacks within 5 ft of a hostile creature that can see
 * you have disadvantage; 3.5 rays and touch attacks: ranged touch attack, a
 * critical threat on a natural 20, double damage on a critical hit.
 */
import type { HoverContext } from '../hover';
import { castingAbilityLabel, defaultsNote, describeProfile, profileFor, spellAttack } from '../explain';
import { mdEscape, plus, signed, topKey } from './common';
import { figureSource, sourceTag } from '../figures';

/** The attack hover section. */
export function attackSection(ctx: HoverContext): string | undefined {
  const spell = ctx.spell;
  if (topKey(ctx) !== 'attack' || spell.value.attack === undefined || spell.value.attack === null) return undefined;
  const kind = typeof spell.value.attack === 'string' ? spell.value.attack.trim().toLowerCase() : '';
  if (spell.system === 'dnd35') {
    if (kind === 'ray') {
      return [
        '**Ray**: aimed like a ranged weapon, a **ranged touch attack** (the target\'s touch AC).',
        '',
        '- Threatens a critical hit on a **natural 20**; a critical hit deals **double damage**.',
        '- The ray\'s duration is that of its effect.',
      ].join('\n');
    }
    if (kind.includes('touch')) return `**${kind.startsWith('ranged') ? 'Ranged' : 'Melee'} touch attack**: against the target's touch AC (armour, shield and natural armour do not count).`;
    return undefined;
  }
  if (spell.system !== 'dnd5e' && spell.system !== 'tov') return undefined;
  const profile = profileFor(spell, ctx.settings, ctx.overrides);
  const p = profile.resolved;
  const bonus = spellAttack(profile);
  const ability = castingAbilityLabel(spell);
  const lines: string[] = [];
  lines.push(`**Spell attack ${signed(bonus)}**${kind ? ` (${mdEscape(kind)})` : ''}`);
  lines.push('');
  lines.push(p.attackBonus !== undefined ? `Fixed attack bonus from the profile.` : `${p.abilityModifier} (${ability} modifier) ${plus(p.proficiencyBonus)} (proficiency) = ${signed(bonus)}${sourceTag(figureSource('attackBonus', spell.system))}; a DC bonus does not apply to attacks.`);
  lines.push('', `Profile: ${describeProfile(p, ability)}.`);
  const d = defaultsNote(profile, ['abilityScore', 'level']);
  if (d) lines.push('', `_${d}_`);
  if (kind !== 'melee') lines.push('', '**Ranged spell attacks** have **disadvantage** while a hostile creature that can see you is within 5 ft of you.');
  return lines.join('\n');
}
