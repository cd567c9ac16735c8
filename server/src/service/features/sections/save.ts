/**
 * Hover on `save` (5e, ToV): the save DC for the caster profile (8 + ability
 * modifier + proficiency bonus + DC bonus, or the fixed `dc`), the profile
 * spelled out, and a compact table of DCs over ability scores and
 * proficiency bonuses with the profile's cell in bold.
 */
import type { HoverContext } from './context';
import { saveDcTable } from '../../compute/abilities';
import { castingAbilityLabel, profileFor, spellSaveDc } from '../figures/profile';
import { abilityIn, profileParagraphsIn, sourceTagIn } from '../words';
import { t, type MessageKey } from '../../i18n';
import { mdEscape, mdTable, plus, signed, topKey } from './common';
import { figureRulesOf, figureSource } from '../figures/sources';

const SUCCESS: Record<string, MessageKey> = { half: 'hover.save.success.half', none: 'hover.save.success.none', negates: 'hover.save.success.negates', other: 'hover.save.success.other' };

/** The save hover section. */
export function saveSection(ctx: HoverContext): string | undefined {
  const spell = ctx.spell;
  if (topKey(ctx) !== 'save' || (spell.system !== 'dnd5e' && spell.system !== 'tov') || !spell.value.save) return undefined;
  const save = spell.value.save && typeof spell.value.save === 'object' ? (spell.value.save as Record<string, unknown>) : {};
  const profile = profileFor(spell, ctx.settings, ctx.overrides);
  const p = profile.resolved;
  const dc = spellSaveDc(profile);
  const l = ctx.settings.locale;
  const label = castingAbilityLabel(spell);
  const ability = abilityIn(l, label);
  const abil = typeof save.ability === 'string' ? abilityIn(l, save.ability.toUpperCase()) : undefined;
  const successKey = typeof save.success === 'string' ? SUCCESS[save.success] : undefined;
  const lines: string[] = [];
  lines.push(!abil ? t(l, 'hover.save.head', { dc }) : successKey ? t(l, 'hover.save.headAbilSuccess', { dc, abil: mdEscape(abil), success: { key: successKey } }) : t(l, 'hover.save.headAbil', { dc, abil: mdEscape(abil) }));
  lines.push('');
  if (p.dc !== undefined) lines.push(t(l, 'hover.save.fixed', { dc: p.dc }));
  else {
    const args = { mod: plus(p.abilityModifier), ability, prof: plus(p.proficiencyBonus), bonus: plus(p.dcBonus), dc, src: sourceTagIn(l, figureSource('saveDc', figureRulesOf(spell))), src2: sourceTagIn(l, figureSource('abilityModifier', figureRulesOf(spell))) };
    lines.push(t(l, p.dcBonus !== 0 ? 'hover.save.formulaBonus' : 'hover.save.formula', args));
  }
  // The profile once: the formula above already shows its modifier and proficiency.
  for (const para of profileParagraphsIn(l, profile, label)) lines.push('', para);
  const table = saveDcTable();
  const rows = table.rows.map((r) => [
    `${r.abilityScore} (${signed(r.abilityModifier)})`,
    ...r.dcs.map((x, i) => {
      const v = x + p.dcBonus;
      const mine = p.dc === undefined && r.abilityModifier === p.abilityModifier && table.proficiencyBonuses[i] === p.proficiencyBonus;
      return mine ? `**${v}**` : String(v);
    }),
  ]);
  lines.push('', p.dcBonus !== 0 ? t(l, 'hover.save.tableBonus', { bonus: signed(p.dcBonus) }) : t(l, 'hover.save.table'), '');
  lines.push(mdTable([t(l, 'hover.save.colScore'), ...table.proficiencyBonuses.map((b) => t(l, 'hover.save.colProf', { b: signed(b) }))], rows));
  return lines.join('\n');
}
