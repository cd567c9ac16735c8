/**
 * A spell's level (5e), circle (ToV) or lowest class level (3.5), and
 * whether it is a concentration spell. Called by `explain`
 * (features/explain.ts), the damage table (figures/damage.ts) and the level
 * and duration hovers. Pure; nothing here throws on user input.
 */
import type { SpellModel } from '../../model';
import { parseDuration } from '../../text/duration';

/** The spell's level (5e), circle (ToV), or lowest class level (3.5); undefined when unreadable. */
export function spellLevel(spell: SpellModel): number | undefined {
  const v = spell.value;
  const ok = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 9;
  if (spell.system === 'dnd5e') return ok(v.level) ? v.level : undefined;
  if (spell.system === 'tov') return ok(v.circle) ? v.circle : ok(v.level) ? v.level : undefined;
  if (spell.system === 'dnd35' && v.levels && typeof v.levels === 'object') {
    const ls = Object.values(v.levels as Record<string, unknown>).filter(ok);
    return ls.length ? Math.min(...ls) : undefined;
  }
  return undefined;
}

/** Is the spell a concentration spell (`concentration: true`, or a concentration duration)? */
export function isConcentration(spell: SpellModel): boolean {
  const v = spell.value;
  if (v.concentration === true) return true;
  const d = v.duration;
  if (typeof d === 'string') return parseDuration(d, spell.system)?.concentration === true;
  if (d && typeof d === 'object') return (d as Record<string, unknown>).concentration === true;
  return false;
}
