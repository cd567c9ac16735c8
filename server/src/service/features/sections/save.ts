/**
 * Hover on `save` (5e, ToV): the save DC for the caster profile (8 + ability
 * modifier + proficiency bonus + DC bonus, or the fixed `dc`), the profile
 * spelled out, and a compact table of DCs over ability scores and
 * proficiency bonuses with the profile's cell in bold.
 */
import type { HoverContext } from '../hover';
import { saveDcTable } from '../../compute/abilities';
import { castingAbilityLabel, defaultsNote, describeProfile, profileFor, spellSaveDc } from '../explain';
import { mdEscape, mdTable, plus, signed, topKey } from './common';
import { figureSource, sourceTag } from '../figures';

const SUCCESS: Record<string, string> = { half: 'half damage on a success', none: 'no effect on a success', negates: 'a success negates it', other: 'see the text' };

/** The save hover section. */
export function saveSection(ctx: HoverContext): string | undefined {
  const spell = ctx.spell;
  if (topKey(ctx) !== 'save' || (spell.system !== 'dnd5e' && spell.system !== 'tov') || !spell.value.save) return undefined;
  const save = spell.value.save && typeof spell.value.save === 'object' ? (spell.value.save as Record<string, unknown>) : {};
  const profile = profileFor(spell, ctx.settings, ctx.overrides);
  const p = profile.resolved;
  const dc = spellSaveDc(profile);
  const ability = castingAbilityLabel(spell);
  const abil = typeof save.ability === 'string' ? save.ability.toUpperCase() : undefined;
  const success = typeof save.success === 'string' ? SUCCESS[save.success] : undefined;
  const lines: string[] = [];
  lines.push(`**Save DC ${dc}**${abil ? ` (${mdEscape(abil)} save${success ? `, ${success}` : ''})` : ''}`);
  lines.push('');
  if (p.dc !== undefined) lines.push(`Fixed DC ${p.dc} from the profile (replaces 8 + modifier + proficiency).`);
  else lines.push(`8 ${plus(p.abilityModifier)} (${ability} modifier) ${plus(p.proficiencyBonus)} (proficiency)${p.dcBonus !== 0 ? ` ${plus(p.dcBonus)} (DC bonus)` : ''} = ${dc}${sourceTag(figureSource('saveDc', spell.system))}; modifier and proficiency bonus by level${sourceTag(figureSource('abilityModifier', spell.system))}.`);
  lines.push('', `Profile: ${describeProfile(p, ability)}.`);
  const d = defaultsNote(profile, ['abilityScore', 'level']);
  if (d) lines.push('', `_${d}_`);
  const t = saveDcTable();
  const rows = t.rows.map((r) => [
    `${r.abilityScore} (${signed(r.abilityModifier)})`,
    ...r.dcs.map((x, i) => {
      const v = x + p.dcBonus;
      const mine = p.dc === undefined && r.abilityModifier === p.abilityModifier && t.proficiencyBonuses[i] === p.proficiencyBonus;
      return mine ? `**${v}**` : String(v);
    }),
  ]);
  lines.push('', `Save DC by score and proficiency bonus${p.dcBonus !== 0 ? ` (with the DC bonus ${signed(p.dcBonus)})` : ''}:`, '');
  lines.push(mdTable(['score', ...t.proficiencyBonuses.map((b) => `prof ${signed(b)}`)], rows));
  return lines.join('\n');
}
