/**
 * Hover on `level` (5e) and `circle` (ToV): the lowest character level that
 * casts it (5e: full, half and third casters; ToV: full casters, the only
 * ones seed 002 gives), and for 5e its spell-point cost (DMG variant) and the
 * DC to identify it (15 + level, seed 000); cantrip rules, and what ritual
 * casting changes (5e: +10 minutes, no slot, no upcasting; ToV: the circle
 * used for dispelling is the higher of its own and the caster's highest
 * circle, and growth with that circle). Each figure names its source.
 */
import type { HoverContext } from '../hover';
import { highestCircleAt, identifyDc, minCasterLevel, ritualDispelCircle, spellPointCost } from '../../compute/abilities';
import { profileFor, spellLevel } from '../explain';
import { mdTable, ordinal, topKey } from './common';
import { figureSource, hasFigure, sourceTag } from '../figures';

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
  const word = tov ? 'circle' : 'level';
  const sys = spell.system;
  const m = minCasterLevel(level)!;
  const lines: string[] = [];
  lines.push(level === 0 ? `**Cantrip** (${word} 0)` : `**${ordinal(level)}-${word} spell**`);
  const never = '-';
  if (hasFigure('minLevelHalfThird', sys)) {
    lines.push('', `Lowest character level that can cast it${sourceTag(figureSource('minLevelFull', sys))}:`, '');
    lines.push(
      mdTable(
        ['caster', 'level'],
        [
          ['full (bard, cleric, druid, sorcerer, wizard)', m.full],
          ['half (paladin, ranger)', m.half ?? never],
          ['third (Eldritch Knight, Arcane Trickster)', m.third ?? never],
        ],
      ),
    );
  } else {
    // Seed 002 gives full casters only (circle 2 at 3rd level, circle 3 at 5th, circle 9 at 17th): no half or third casters.
    lines.push('', `Lowest level of a full caster that can cast it: **${m.full}**${sourceTag(figureSource('minLevelFull', sys))}.`);
  }
  if (level === 0) {
    lines.push('', `Cast at will: uses no slot and cannot be upcast; damage grows with character level (5th, 11th, 17th)${sourceTag(figureSource('cantripTiers', sys))}.`);
  } else if (hasFigure('spellPoints', sys)) {
    lines.push('', `Spell points (variant): **${spellPointCost(level)}**${level >= 6 ? '; only one slot of 6th level or higher per long rest' : ''}${sourceTag(figureSource('spellPoints', sys))}.`);
  }
  if (hasFigure('identifyDc', sys)) lines.push('', `Identify it (Intelligence (Arcana)): **DC ${identifyDc(level)}** (15 + ${word})${sourceTag(figureSource('identifyDc', sys))}.`);
  if (spell.value.ritual === true) {
    if (tov) {
      const p = profileFor(spell, ctx.settings, ctx.overrides).resolved;
      const hi = highestCircle(p.level);
      lines.push('', `**Ritual**: takes 1 minute or longer, uses no slot and cannot be cast at a higher circle. For dispelling it counts as the higher of its circle and the caster's highest circle: a level-${p.level} full caster (circle ${hi}) casts it as **circle ${ritualDispelCircle(level, hi)}**${sourceTag(figureSource('ritualDispelCircle', sys))}.`);
    } else {
      lines.push('', '**Ritual**: cast as a ritual it takes **10 minutes longer**, uses **no slot**, and so cannot be cast at a higher level.');
    }
  }
  return lines.join('\n');
}
