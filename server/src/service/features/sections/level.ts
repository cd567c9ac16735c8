/**
 * Hover on `level` (5e) and `circle` (ToV): the lowest character level that
 * casts it for full, half and third casters, its spell-point cost (DMG
 * variant), the DC to identify it (15 + level), cantrip rules, and what
 * ritual casting changes (5e: +10 minutes, no slot, no upcasting; ToV: the
 * circle used for dispelling is the higher of its own and the caster's
 * highest circle).
 */
import type { HoverContext } from '../hover';
import { identifyDc, minCasterLevel, ritualDispelCircle, spellPointCost } from '../../compute/abilities';
import { profileFor, spellLevel } from '../explain';
import { mdTable, ordinal, topKey } from './common';

/** Highest spell level (circle) a full caster of character level `level` reaches: ceil(level / 2), at most 9. */
export function highestCircle(level: number): number {
  return Math.min(9, Math.ceil(level / 2));
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
  const m = minCasterLevel(level)!;
  const lines: string[] = [];
  lines.push(level === 0 ? `**Cantrip** (${word} 0)` : `**${ordinal(level)}-${word} spell**`);
  lines.push('', 'Lowest character level that can cast it:', '');
  const never = '-';
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
  if (level === 0) {
    lines.push('', 'Cast at will: uses no slot and cannot be upcast; damage grows with character level (5th, 11th, 17th).');
  } else {
    lines.push('', `Spell points (DMG variant): **${spellPointCost(level)}**${level >= 6 ? '; only one slot of 6th level or higher per long rest' : ''}.`);
  }
  lines.push('', `Identify it (Intelligence (Arcana)): **DC ${identifyDc(level)}** (15 + ${word}).`);
  if (spell.value.ritual === true) {
    if (tov) {
      const p = profileFor(spell, ctx.settings, ctx.overrides).resolved;
      const hi = highestCircle(p.level);
      lines.push('', `**Ritual**: takes 1 minute or longer, uses no slot and cannot be cast at a higher circle. For dispelling it counts as the higher of its circle and the caster's highest circle: a level-${p.level} full caster (circle ${hi}) casts it as **circle ${ritualDispelCircle(level, hi)}**.`);
    } else {
      lines.push('', '**Ritual**: cast as a ritual it takes **10 minutes longer**, uses **no slot**, and so cannot be cast at a higher level.');
    }
  }
  return lines.join('\n');
}
