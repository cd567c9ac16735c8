/**
 * Warhammer casting odds of a spell: its casting values (its own, then each
 * boosted one) and the exact odds of each with 1 to 6 power dice at the
 * profile's wizard level. Called by `explain` (features/explain.ts), the
 * Warhammer hover, the preview's numbers and `summaryLine`. Pure.
 */
import type { SpellModel } from '../../model';
import { castingTable, type CastingOdds } from '../../compute/warhammer';

/** Casting odds with one number of dice, as `explain --json` reports them. */
export interface DiceOdds {
  /** P(cast), rule-text reading (irresistible force + miscast counts as cast). */
  cast: number;
  /** P(two or more natural 6s). */
  irresistible: number;
  /** P(two or more natural 1s). */
  miscast: number;
  /** P(cast), worked-example reading (irresistible force + miscast fails). */
  castIfBothFails: number;
}

/** Casting odds of one casting value for 1 to 6 dice. */
export interface CastingRow {
  castingValue: number;
  /** Keys "1" .. "6". */
  byDice: Record<string, DiceOdds>;
  /** The full odds per dice count, index 0 = one die (for hovers). */
  odds: CastingOdds[];
}

/** The casting values of a Warhammer spell: its own, then each boosted one. */
export function castingValues(spell: SpellModel): number[] {
  const v = spell.value;
  const out: number[] = [];
  const ok = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 60;
  if (ok(v.casting_value)) out.push(v.casting_value);
  if (Array.isArray(v.boosted)) for (const b of v.boosted) if (b && typeof b === 'object' && ok((b as Record<string, unknown>).casting_value)) out.push((b as Record<string, unknown>).casting_value as number);
  return out;
}

/** Exact casting odds for a casting value at a wizard level, 1 to 6 dice; undefined for invalid input. */
export function castingRow(castingValue: number, wizardLevel: number): CastingRow | undefined {
  const t = castingTable(castingValue, wizardLevel);
  if (t.error !== undefined) return undefined;
  const byDice: Record<string, DiceOdds> = {};
  t.byDice.forEach((o, i) => {
    byDice[String(i + 1)] = { cast: o.cast, irresistible: o.irresistible, miscast: o.miscast, castIfBothFails: o.castIfBothFails };
  });
  return { castingValue, byDice, odds: t.byDice };
}
