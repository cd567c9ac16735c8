/**
 * Dice expressions (`8d6`, `1d10+4`, `2d6 + 3`): read, written, summed, and
 * their average, maximum, minimum and exact distribution. For hovers, the
 * damage preview, damage scaling (damage-scaling.ts) and rules that check a
 * spell's dice.
 *
 * Pure: strings and numbers in, numbers out; nothing here throws. A bad
 * expression gives `undefined`. Formulas and worked examples are in
 * docs/numbers.md.
 */

/** One dice term `NdM+K`: `count` dice of `sides` faces plus a flat `bonus`. */
export interface Dice {
  /** Number of dice, >= 0 (0 only in computed sums; `parseDice` needs >= 1). */
  count: number;
  /** Faces per die, >= 1. */
  sides: number;
  /** Flat bonus (may be negative). */
  bonus: number;
}

/** Largest dice count `parseDice` accepts. */
export const MAX_DICE_COUNT = 999;
/** Largest die size `parseDice` accepts. */
export const MAX_DICE_SIDES = 1000;
/** Largest absolute flat bonus `parseDice` accepts. */
export const MAX_DICE_BONUS = 9999;

const DICE_RE = /^(\d{1,4})[dD](\d{1,5})(?:\s*([+-])\s*(\d{1,5}))?$/;

/**
 * Parses `NdM`, `NdM+K`, `NdM-K` (spaces allowed around the sign, `d` or
 * `D`, surrounding spaces ignored). The count is required (`d6` is rejected,
 * as in the format). Undefined for anything else, or for a count outside
 * 1..MAX_DICE_COUNT, sides outside 1..MAX_DICE_SIDES, |bonus| > MAX_DICE_BONUS.
 */
export function parseDice(text: unknown): Dice | undefined {
  if (typeof text !== 'string') return undefined;
  const m = DICE_RE.exec(text.trim());
  if (!m) return undefined;
  const count = Number(m[1]);
  const sides = Number(m[2]);
  const magnitude = m[4] === undefined ? 0 : Number(m[4]);
  const bonus = m[3] === '-' ? -magnitude : magnitude;
  if (count < 1 || count > MAX_DICE_COUNT) return undefined;
  if (sides < 1 || sides > MAX_DICE_SIDES) return undefined;
  if (Math.abs(bonus) > MAX_DICE_BONUS) return undefined;
  return { count, sides, bonus: bonus === 0 ? 0 : bonus };
}

function isDice(d: unknown): d is Dice {
  if (d === null || typeof d !== 'object') return false;
  const x = d as Record<string, unknown>;
  return (
    Number.isInteger(x['count']) &&
    (x['count'] as number) >= 0 &&
    Number.isInteger(x['sides']) &&
    (x['sides'] as number) >= 1 &&
    typeof x['bonus'] === 'number' &&
    Number.isFinite(x['bonus'])
  );
}

function validList(d: unknown): readonly Dice[] | undefined {
  const list = Array.isArray(d) ? d : [d];
  return list.every(isDice) ? (list as Dice[]) : undefined;
}

/**
 * Formats one term (`8d6`, `1d10+4`, `2d6-1`) or a sum of terms
 * (`8d6 + 2d4 + 3`: dice in order, then the total bonus; a sum with one dice
 * size formats like a term, `3d6+2`). Zero-count terms
 * are left out; an empty sum formats as its bonus (`0`).
 */
export function formatDice(d: Dice | readonly Dice[]): string {
  const list = validList(d);
  if (!list) return '';
  if (!Array.isArray(d)) {
    const x = d as Dice;
    const b = x.bonus > 0 ? `+${x.bonus}` : x.bonus < 0 ? `-${-x.bonus}` : '';
    return x.count > 0 ? `${x.count}d${x.sides}${b}` : String(x.bonus);
  }
  const parts = list.filter((x) => x.count > 0).map((x) => `${x.count}d${x.sides}`);
  const bonus = list.reduce((s, x) => s + x.bonus, 0);
  if (parts.length === 0) return String(bonus);
  if (parts.length === 1) return `${parts[0]!}${bonus > 0 ? `+${bonus}` : bonus < 0 ? `-${-bonus}` : ''}`;
  if (bonus > 0) parts.push(String(bonus));
  let out = parts.join(' + ');
  if (bonus < 0) out += ` - ${-bonus}`;
  return out;
}

/**
 * Mean of a term or sum: count * (sides + 1) / 2 + bonus per term. Exact (a
 * multiple of 0.5). NaN for an invalid value.
 */
export function average(d: Dice | readonly Dice[]): number {
  const list = validList(d);
  if (!list) return Number.NaN;
  return list.reduce((s, x) => s + (x.count * (x.sides + 1)) / 2 + x.bonus, 0);
}

/** Largest total: count * sides + bonus per term. NaN for an invalid value. */
export function maximum(d: Dice | readonly Dice[]): number {
  const list = validList(d);
  if (!list) return Number.NaN;
  return list.reduce((s, x) => s + x.count * x.sides + x.bonus, 0);
}

/**
 * Smallest total: count + bonus per term (raw arithmetic: a negative bonus can
 * make it below zero; clamping damage at 0 is the caller's call). NaN for an
 * invalid value.
 */
export function minimum(d: Dice | readonly Dice[]): number {
  const list = validList(d);
  if (!list) return Number.NaN;
  return list.reduce((s, x) => s + x.count + x.bonus, 0);
}

/**
 * Adds two terms: one term when they have the same sides (counts and bonuses
 * summed), otherwise the list `[a, b]`.
 */
export function addDice(a: Dice, b: Dice): Dice | Dice[] {
  if (a.sides === b.sides) return { count: a.count + b.count, sides: a.sides, bonus: a.bonus + b.bonus };
  return [a, b];
}

/**
 * Normal form of a sum of terms: terms of equal sides merged, zero-count terms
 * dropped, sorted by sides (largest first), the total bonus carried by the
 * first term (a lone `{ count: 0, sides: 1, bonus }` when no dice are left).
 * Used for damage rows so equal sums compare equal.
 */
export function sumDice(terms: readonly Dice[]): Dice[] {
  const bySides = new Map<number, number>();
  let bonus = 0;
  for (const t of terms) {
    bonus += t.bonus;
    if (t.count > 0) bySides.set(t.sides, (bySides.get(t.sides) ?? 0) + t.count);
  }
  const out: Dice[] = [...bySides.entries()]
    .sort((x, y) => y[0] - x[0])
    .map(([sides, count]) => ({ count, sides, bonus: 0 }));
  if (out.length === 0) return [{ count: 0, sides: 1, bonus }];
  out[0] = { ...out[0]!, bonus };
  return out;
}

/** `k` copies of a term: count and bonus times k. */
export function times(d: Dice, k: number): Dice {
  return { count: d.count * k, sides: d.sides, bonus: d.bonus * k };
}

/** Exact distribution of a dice total. */
export interface DiceDistribution {
  /** Smallest total (index 0 of the arrays). */
  minimum: number;
  /** Largest total. */
  maximum: number;
  /** probabilities[i] = P(total = minimum + i). */
  probabilities: number[];
  /** ways[i] = number of equally likely outcomes with total minimum + i; only when `outcomes` is a safe integer. */
  ways: number[] | undefined;
  /** Number of equally likely outcomes (product of sides^count). */
  outcomes: number;
  /** Mean of the distribution (sum of total * probability). */
  mean: number;
}

/** Cap on the number of dice `damageDistribution` convolves. */
export const MAX_DISTRIBUTION_DICE = 200;

/**
 * Exact distribution of a term or sum by convolution, one die at a time.
 * Used by tests as an independent check of `average`, and by previews. Counts
 * (`ways`) are given while the outcome count stays a safe integer.
 * Undefined for invalid input, more than MAX_DISTRIBUTION_DICE dice, or dice
 * with more than MAX_DICE_SIDES sides.
 */
export function damageDistribution(d: Dice | readonly Dice[]): DiceDistribution | undefined {
  const list = validList(d);
  if (!list) return undefined;
  const totalDice = list.reduce((s, x) => s + x.count, 0);
  if (totalDice > MAX_DISTRIBUTION_DICE || list.some((x) => x.sides > MAX_DICE_SIDES)) return undefined;
  const bonus = list.reduce((s, x) => s + x.bonus, 0);
  const outcomes = list.reduce((p, x) => p * x.sides ** x.count, 1);
  const exact = Number.isSafeInteger(outcomes);
  let probs = [1];
  let ways = [1];
  for (const t of list) {
    for (let i = 0; i < t.count; i++) {
      const nextP = new Array<number>(probs.length + t.sides - 1).fill(0);
      const nextW = new Array<number>(probs.length + t.sides - 1).fill(0);
      for (let j = 0; j < probs.length; j++) {
        const pj = probs[j]! / t.sides;
        const wj = ways[j]!;
        for (let f = 0; f < t.sides; f++) {
          nextP[j + f] += pj;
          if (exact) nextW[j + f] += wj;
        }
      }
      probs = nextP;
      ways = nextW;
    }
  }
  const min = totalDice + bonus;
  const mean = probs.reduce((s, p, i) => s + p * (min + i), 0);
  return {
    minimum: min,
    maximum: min + probs.length - 1,
    probabilities: probs,
    ways: exact ? ways : undefined,
    outcomes,
    mean,
  };
}
