/**
 * Hover on `attack`: 5e / ToV spell attack bonus for the profile and the rule
 * that ranged spell attacks within 5 ft of a hostile creature that can see
 * you have disadvantage; 3.5 rays and touch attacks: ranged touch attack, a
 * critical threat on a natural 20, double damage on a critical hit.
 */
import type { HoverContext } from './context';
import { castingAbilityLabel, profileFor, spellAttack } from '../figures/profile';
import { abilityIn, profileParagraphsIn, sourceTagIn } from '../words';
import { t } from '../../i18n';
import { mdEscape, plus, signed, topKey } from './common';
import { figureRulesOf, figureSource } from '../figures/sources';

/** The attack hover section. */
export function attackSection(ctx: HoverContext): string | undefined {
  const spell = ctx.spell;
  if (topKey(ctx) !== 'attack' || spell.value.attack === undefined || spell.value.attack === null) return undefined;
  const kind = typeof spell.value.attack === 'string' ? spell.value.attack.trim().toLowerCase() : '';
  const l = ctx.settings.locale;
  if (spell.system === 'dnd35') {
    if (kind === 'ray') {
      return [t(l, 'hover.attack.ray'), '', t(l, 'hover.attack.rayCrit'), t(l, 'hover.attack.rayDuration')].join('\n');
    }
    if (kind.includes('touch')) return t(l, kind.startsWith('ranged') ? 'hover.attack.rangedTouch' : 'hover.attack.meleeTouch');
    return undefined;
  }
  if (spell.system !== 'dnd5e' && spell.system !== 'tov') return undefined;
  const profile = profileFor(spell, ctx.settings, ctx.overrides);
  const p = profile.resolved;
  const bonus = spellAttack(profile);
  const label = castingAbilityLabel(spell);
  const lines: string[] = [];
  lines.push(kind ? t(l, 'hover.attack.headKind', { bonus: signed(bonus), kind: mdEscape(kind) }) : t(l, 'hover.attack.head', { bonus: signed(bonus) }));
  lines.push('');
  lines.push(p.attackBonus !== undefined ? t(l, 'hover.attack.fixed') : t(l, 'hover.attack.formula', { mod: String(p.abilityModifier), ability: abilityIn(l, label), prof: plus(p.proficiencyBonus), bonus: signed(bonus), src: sourceTagIn(l, figureSource('attackBonus', figureRulesOf(spell))) }));
  // The profile once: the formula above already shows its modifier and proficiency.
  for (const para of profileParagraphsIn(l, profile, label)) lines.push('', para);
  if (kind !== 'melee') lines.push('', t(l, 'hover.attack.disadvantage'));
  return lines.join('\n');
}
