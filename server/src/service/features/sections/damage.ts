/**
 * Hover on `damage` and `heal`: average and maximum at the base level and at
 * every higher slot (character levels 1, 5, 11, 17 for cantrips; caster
 * levels for 3.5) with the scaling applied, and, for damage, the
 * concentration save DC its average forces on a concentrating target
 * (max(10, floor(average / 2))).
 */
import type { HoverContext } from '../hover';
import { averageDamageConcentrationDc, damageTable, profileFor } from '../explain';
import { mdEscape, mdTable, num, topKey } from './common';

const HEAD: Record<string, string> = { slot: 'slot', characterLevel: 'character level', casterLevel: 'caster level' };

/** The damage / healing hover section. */
export function damageSection(ctx: HoverContext): string | undefined {
  const key = topKey(ctx);
  if (key !== 'damage' && key !== 'heal') return undefined;
  const table = damageTable(ctx.spell, key, profileFor(ctx.spell, ctx.settings, ctx.overrides).resolved.level);
  if (!table || table.rows.length === 0) return undefined;
  const first = table.rows[0]!;
  const lines: string[] = [];
  const what = key === 'heal' ? 'Healing' : 'Damage';
  lines.push(`**${what} ${mdEscape(first.text)}**: average **${num(first.average)}**, maximum ${num(first.maximum)}`);
  if (table.rows.length > 1) {
    lines.push('');
    lines.push(mdTable([HEAD[table.mode] ?? 'level', 'dice', 'average', 'max'], table.rows.map((r) => [r.level, mdEscape(r.text), num(r.average), num(r.maximum)])));
  }
  if (key === 'damage') {
    const dc = averageDamageConcentrationDc(table);
    if (dc !== undefined) lines.push('', `A concentrating target hit for the average ${num(first.average)} makes a **DC ${dc}** Constitution save to keep concentrating (max(10, half the damage)).`);
  }
  for (const n of table.notes) lines.push('', `_${mdEscape(n)}_`);
  return lines.join('\n');
}
