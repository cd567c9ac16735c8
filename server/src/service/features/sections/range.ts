/**
 * Hover on a D&D 3.5 / Pathfinder `range`: the distance at the caster
 * profile's level in feet and metres, the working, a short table at caster
 * levels 1, 5, 10, 15 and 20 for ranges that grow, and where the figures
 * come from (the spell's line, or the SRD 3.5 bands for a bare `medium`).
 */
import type { HoverContext } from '../hover';
import { profileFor } from '../explain';
import { spellRange } from '../range-info';
import { mdEscape, mdTable, num, topKey } from './common';

/** The range hover section (3.5 only; 5e ranges do not grow). */
export function rangeSection(ctx: HoverContext): string | undefined {
  if (topKey(ctx) !== 'range' || ctx.spell.system !== 'dnd35') return undefined;
  const profile = profileFor(ctx.spell, ctx.settings, ctx.overrides).resolved;
  const level = profile.level;
  const r = spellRange(ctx.spell, level);
  if (!r) return undefined;
  const lines: string[] = [];
  const both = (feet: number, metres: number) => `${num(feet)} ft (${num(metres)} m)`;
  if (!r.formula) {
    lines.push(`**Range ${both(r.feet, r.metres)}**`);
  } else {
    lines.push(`**Range at caster level ${r.level}: ${both(r.feet, r.metres)}**`);
    lines.push('', `${r.band ? `${r.band}: ` : ''}${mdEscape(r.per)}; at level ${r.level}: ${mdEscape(r.formula)}.`);
    const levels = [...new Set([1, 5, 10, 15, 20, r.level])].sort((a, b) => a - b);
    const rows = levels.map((l) => {
      const x = spellRange(ctx.spell, l)!;
      return [l === r.level ? `**${l}**` : String(l), num(x.feet), num(x.metres)];
    });
    lines.push('', mdTable(['caster level', 'feet', 'metres'], rows));
    if (profile.defaulted.includes('level')) lines.push('', `_Caster level ${r.level} is the default: set \`caster: { level: N }\` in the file or the \`grimoire.caster\` setting._`);
  }
  // The note is the service's own text (no spell text in it): shown as is, so "D&D" reads right.
  lines.push('', `_Source: ${r.sourceNote}._`);
  return lines.join('\n');
}
