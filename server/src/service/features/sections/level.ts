/**
 * Hover on `level` (5e) and `circle` (ToV): the lowest character level that
 * casts it (5e: full, half and third casters; ToV: full casters, the only
 * ones seed 002 gives), and for 5e its spell-point cost (DMG variant) and the
 * DC to identify it (15 + level, seed 000); cantrip rules, and what ritual
 * casting changes (5e: +10 minutes, no slot, no upcasting; ToV: the circle
 * used for dispelling is the higher of its own and the caster's highest
 * circle, and growth with that circle). Each figure names its source.
 */
import type { HoverContext } from './context';
import { highestCircleAt, identifyDc, minCasterLevel, ritualDispelCircle, spellPointCost } from '../../compute/abilities';
import { profileFor } from '../figures/profile';
import { spellLevel } from '../figures/levels';
import { mdTable, topKey } from './common';
import { sourceTagIn } from '../words';
import { t, type MsgRef } from '../../i18n';
import { figureRulesOf, figureSource, hasFigure } from '../figures/sources';

/** Highest spell level (circle) a full caster of character level `level` reaches: ceil(level / 2), at most 9 (compute/abilities.ts). */
export function highestCircle(level: number): number {
  return highestCircleAt(level) ?? Math.min(9, Math.max(1, Math.ceil(level / 2)));
}

/** The level / circle hover section. */
export function levelSection(ctx: HoverContext): string | undefined {
  const spell = ctx.spell;
  const key = topKey(ctx);
  const tov = spell.system === 'tov';
  if (!((spell.system === 'dnd5e' && key === 'level') || (tov && (key === 'circle' || key === 'level')))) return undefined;
  const level = spellLevel(spell);
  if (level === undefined) return undefined;
  const l = ctx.settings.locale;
  const w: MsgRef = { key: tov ? 'term.circle' : 'term.level' };
  const sys = figureRulesOf(spell);
  const m = minCasterLevel(level)!;
  const lines: string[] = [];
  lines.push(level === 0 ? t(l, 'hover.level.cantrip', { w }) : t(l, 'hover.level.spell', { ord: { ord: level }, w }));
  const never = '-';
  if (hasFigure('minLevelHalfThird', sys)) {
    lines.push('', t(l, 'hover.level.lowest', { src: sourceTagIn(l, figureSource('minLevelFull', sys)) }), '');
    lines.push(
      mdTable(
        [t(l, 'hover.level.colCaster'), t(l, 'hover.level.colLevel')],
        [
          [t(l, 'hover.level.full'), m.full],
          [t(l, 'hover.level.half'), m.half ?? never],
          [t(l, 'hover.level.third'), m.third ?? never],
        ],
      ),
    );
  } else if (hasFigure('minLevelFull', sys)) {
    // Seed 002 gives full casters only (circle 2 at 3rd level, circle 3 at 5th, circle 9 at 17th): no half or third casters.
    lines.push('', t(l, 'hover.level.lowestFull', { n: m.full, src: sourceTagIn(l, figureSource('minLevelFull', sys)) }));
  }
  if (level === 0) {
    lines.push('', t(l, 'hover.level.atWill', { src: sourceTagIn(l, figureSource('cantripTiers', sys)) }));
  } else if (hasFigure('spellPoints', sys)) {
    lines.push('', t(l, level >= 6 ? 'hover.level.pointsHigh' : 'hover.level.points', { n: String(spellPointCost(level)), src: sourceTagIn(l, figureSource('spellPoints', sys)) }));
  }
  if (hasFigure('identifyDc', sys)) lines.push('', t(l, 'hover.level.identify', { dc: String(identifyDc(level)), w, src: sourceTagIn(l, figureSource('identifyDc', sys)) }));
  if (spell.value.ritual === true) {
    if (tov) {
      const p = profileFor(spell, ctx.settings, ctx.overrides).resolved;
      const hi = highestCircle(p.level);
      lines.push('', t(l, 'hover.level.ritualTov', { level: p.level, hi, c: String(ritualDispelCircle(level, hi)), src: sourceTagIn(l, figureSource('ritualDispelCircle', sys)) }));
    } else {
      lines.push('', t(l, 'hover.level.ritual5e'));
    }
  }
  return lines.join('\n');
}
