/**
 * Hover on `damage` and `heal`: average and maximum at the base level and at
 * every higher slot (character levels 1, 5, 11, 17 for cantrips; caster
 * levels for 3.5; the caster's highest circle for a ToV ritual that grows)
 * with the scaling applied, and, for damage, the concentration save DC its
 * average forces on a concentrating target (max(10, floor(average / 2));
 * 5e and ToV only). Each figure names its source.
 */
import type { HoverContext } from './context';
import { averageDamageConcentrationDc, damageTable, type DamageTable } from '../figures/damage';
import { profileFor } from '../figures/profile';
import { figureRulesOf, figureSource, hasFigure, type Figure } from '../figures/sources';
import { numIn, sourceTagIn } from '../words';
import { t, type MessageKey, type MsgRef } from '../../i18n';
import { highestCircle } from './level';
import { notesIn } from '../area-note';
import { mdEscape, mdTable, signed, topKey } from './common';

const HEAD: Record<string, MessageKey> = { slot: 'hover.dmg.col.slot', characterLevel: 'hover.dmg.col.characterLevel', casterLevel: 'hover.dmg.col.casterLevel', highestCircle: 'hover.dmg.col.highestCircle' };
const ROWS: Record<DamageTable['mode'], Figure> = { slot: 'slotScaling', characterLevel: 'cantripTiers', casterLevel: 'casterLevelRows', highestCircle: 'ritualGrowth' };

/** The damage / healing hover section. */
export function damageSection(ctx: HoverContext): string | undefined {
  const key = topKey(ctx);
  if (key !== 'damage' && key !== 'heal') return undefined;
  const table = damageTable(ctx.spell, key, profileFor(ctx.spell, ctx.settings, ctx.overrides).resolved.level, ctx.settings.locale);
  if (!table || table.rows.length === 0) return undefined;
  const first = table.rows[0]!;
  const lines: string[] = [];
  const l = ctx.settings.locale;
  const what: MsgRef = { key: key === 'heal' ? 'term.Healing' : 'term.Damage' };
  const sys = figureRulesOf(ctx.spell);
  const mod = table.modifier ? profileFor(ctx.spell, ctx.settings, ctx.overrides).resolved.abilityModifier : undefined;
  const n = (x: number) => numIn(l, x);
  const head = HEAD[table.mode] ?? 'hover.level.colLevel';
  lines.push(
    mod === undefined
      ? t(l, 'hover.dmg.head', { what, dice: mdEscape(first.text), avg: n(first.average), max: n(first.maximum) })
      : t(l, 'hover.dmg.headMod', { what, dice: mdEscape(first.text), avg: n(first.average), max: n(first.maximum), withMod: n(first.average + mod), mod: signed(mod) }),
  );
  if (table.rows.length > 1) {
    lines.push('');
    lines.push(mdTable([t(l, head), t(l, 'hover.dmg.colDice'), t(l, 'hover.dmg.colAverage'), t(l, 'hover.dmg.colMax')], table.rows.map((r) => [r.level, mdEscape(r.text), n(r.average), n(r.maximum)])));
    lines.push('', t(l, 'hover.dmg.rowsBy', { head: { key: head }, src: sourceTagIn(l, figureSource(ROWS[table.mode], sys)) }));
  }
  if (table.mode === 'highestCircle' && table.rows.length > 1) {
    const level = profileFor(ctx.spell, ctx.settings, ctx.overrides).resolved.level;
    const hi = highestCircle(level);
    const row = [...table.rows].reverse().find((r) => r.level <= hi) ?? first;
    const src = sourceTagIn(l, figureSource('ritualGrowth', sys));
    lines.push('', mod === undefined ? t(l, 'hover.dmg.reach', { level, hi, dice: mdEscape(row.text), avg: n(row.average), src }) : t(l, 'hover.dmg.reachMod', { level, hi, dice: mdEscape(row.text), avg: n(row.average), withMod: n(row.average + mod), mod: signed(mod), src }));
  }
  if (key === 'damage' && hasFigure('concentrationDc', sys)) {
    const dc = averageDamageConcentrationDc(table, sys === 'dnd5e-2024' ? '2024' : '2014');
    if (dc !== undefined) lines.push('', t(l, sys === 'dnd5e-2024' ? 'hover.dmg.concDc24' : 'hover.dmg.concDc', { avg: n(first.average), dc, src: sourceTagIn(l, figureSource('concentrationDc', sys)) }));
  }
  for (const n of notesIn(l, table.notes)) lines.push('', `_${mdEscape(n)}_`);
  return lines.join('\n');
}
