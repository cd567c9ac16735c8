/**
 * Hover on `damage` and `heal`: average and maximum at the base level and at
 * every higher slot (character levels 1, 5, 11, 17 for cantrips; caster
 * levels for 3.5; the caster's highest circle for a ToV ritual that grows)
 * with the scaling applied, and, for damage, the concentration save DC its
 * average forces on a concentrating target (max(10, floor(average / 2));
 * 5e and ToV only). Each figure names its source.
 */
import type { HoverContext } from '../hover';
import { averageDamageConcentrationDc, damageTable, profileFor, type DamageTable } from '../explain';
import { figureSource, hasFigure, sourceTag, type Figure } from '../figures';
import { highestCircle } from './level';
import { mdEscape, mdTable, num, signed, topKey } from './common';

const HEAD: Record<string, string> = { slot: 'slot', characterLevel: 'character level', casterLevel: 'caster level', highestCircle: 'highest circle' };
const ROWS: Record<DamageTable['mode'], Figure> = { slot: 'slotScaling', characterLevel: 'cantripTiers', casterLevel: 'casterLevelRows', highestCircle: 'ritualGrowth' };

/** The damage / healing hover section. */
export function damageSection(ctx: HoverContext): string | undefined {
  const key = topKey(ctx);
  if (key !== 'damage' && key !== 'heal') return undefined;
  const table = damageTable(ctx.spell, key, profileFor(ctx.spell, ctx.settings, ctx.overrides).resolved.level);
  if (!table || table.rows.length === 0) return undefined;
  const first = table.rows[0]!;
  const lines: string[] = [];
  const what = key === 'heal' ? 'Healing' : 'Damage';
  const sys = ctx.spell.system;
  const mod = table.modifier ? profileFor(ctx.spell, ctx.settings, ctx.overrides).resolved.abilityModifier : undefined;
  const withMod = (avg: number) => (mod === undefined ? '' : ` (${num(avg + mod)} with the profile's ${signed(mod)})`);
  lines.push(`**${what} ${mdEscape(first.text)}**: average **${num(first.average)}**, maximum ${num(first.maximum)}${mod !== undefined ? `, dice only${withMod(first.average)}` : ''}`);
  if (table.rows.length > 1) {
    lines.push('');
    lines.push(mdTable([HEAD[table.mode] ?? 'level', 'dice', 'average', 'max'], table.rows.map((r) => [r.level, mdEscape(r.text), num(r.average), num(r.maximum)])));
    lines.push('', `Rows by ${HEAD[table.mode] ?? 'level'}${sourceTag(figureSource(ROWS[table.mode], sys))}; averages and maxima are the dice's arithmetic.`);
  }
  if (table.mode === 'highestCircle' && table.rows.length > 1) {
    const level = profileFor(ctx.spell, ctx.settings, ctx.overrides).resolved.level;
    const hi = highestCircle(level);
    const row = [...table.rows].reverse().find((r) => r.level <= hi) ?? first;
    lines.push('', `A level-${level} full caster reaches circle ${hi}: **${mdEscape(row.text)}**, average ${num(row.average)}${withMod(row.average)}${sourceTag(figureSource('ritualGrowth', sys))}.`);
  }
  if (key === 'damage' && hasFigure('concentrationDc', sys)) {
    const dc = averageDamageConcentrationDc(table);
    if (dc !== undefined) lines.push('', `A concentrating target hit for the average ${num(first.average)} makes a **DC ${dc}** Constitution save to keep concentrating (max(10, half the damage))${sourceTag(figureSource('concentrationDc', sys))}.`);
  }
  for (const n of table.notes) lines.push('', `_${mdEscape(n)}_`);
  return lines.join('\n');
}
