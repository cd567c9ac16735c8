/**
 * Exact casting and dispel odds for the Warhammer Fantasy Battle magic phase
 * (seed 003, Russian; it is the authority, RULES.md section 3 a digest).
 *
 * Casting: 1-6 power dice; casting result = dice total + wizard level (1-4);
 * cast if result >= casting value. A natural total below 3 always fails.
 * Two or more natural 6s: irresistible force (cast, cannot be dispelled, even
 * below the casting value). Two or more natural 1s: miscast (the spell fails,
 * 2D6 on the miscast table).
 *
 * The seed contradicts itself when both happen (possible with 4+ dice): the
 * rule text says the spell is cast with irresistible force and the miscast is
 * also resolved; its worked example (6, 1, 6, 1) says the spell fails. Both
 * readings are computed and labelled: `cast` (rule text) and
 * `castIfBothFails` (worked example).
 *
 * Pure; nothing throws: invalid input gives `{ error }` or `undefined`.
 * Probabilities are exact: every count is an integer over 6^dice.
 */

/** The two readings of "irresistible force and miscast together", for labels in hovers. */
export const IF_AND_MISCAST_READINGS = {
  ruleText:
    'Rule text: the spell is cast with irresistible force, and the wizard immediately rolls on the miscast table.',
  workedExample:
    'Worked example (6, 1, 6, 1 against 25+): the miscast is resolved and the spell fails.',
} as const;

/** Smallest and largest number of power dice a wizard may cast with. */
export const CASTING_DICE_RANGE = { min: 1, max: 6 } as const;
/** Wizard levels. */
export const WIZARD_LEVELS = { min: 1, max: 4 } as const;
/** Dispeller levels: 0 is the army dispelling anonymously (no level added). */
export const DISPELLER_LEVELS = { min: 0, max: 4 } as const;
/**
 * Most dispel dice `dispelOdds` accepts. The seed sets no upper limit; this
 * cap keeps every count an exact integer (6^(6+14) < 2^53).
 */
export const MAX_DISPEL_DICE = 14;

/** A computation that could not be done, with the reason. */
export interface WarhammerError {
  /** Why, as a sentence. */
  error: string;
}

/** Integer numerators (over `denominator` = 6^dice) of `CastingOdds`. */
export interface CastingCounts {
  /** Rolls that cast the spell, rule-text reading (IF + miscast counts as cast). */
  cast: number;
  /** Rolls that cast the spell, worked-example reading (IF + miscast fails). */
  castIfBothFails: number;
  /** Rolls that cast it normally: no IF, no miscast, natural >= 3, result >= casting value (these can be dispelled). */
  castWithoutIrresistible: number;
  /** Rolls with two or more natural 6s (includes `both`). */
  irresistible: number;
  /** Rolls with two or more natural 1s (includes `both`). */
  miscast: number;
  /** Rolls with two or more 6s and two or more 1s. */
  both: number;
  /** Rolls that fail, rule-text reading (= denominator - cast). */
  fail: number;
  /** Rolls that fail, worked-example reading. */
  failIfBothFails: number;
}

/** One casting result (dice total + level) with its exact chance. */
export interface ResultProbability {
  /** Casting result: natural total + wizard level. */
  result: number;
  /** Rolls giving it (over 6^dice). */
  ways: number;
  /** ways / 6^dice. */
  probability: number;
}

/** Exact odds of one casting attempt. */
export interface CastingOdds {
  /** Absent on success. */
  error?: undefined;
  /** Casting value (difficulty) asked. */
  castingValue: number;
  /** Power dice rolled. */
  dice: number;
  /** Wizard level added. */
  wizardLevel: number;
  /** P(spell cast), rule-text reading. */
  cast: number;
  /** P(spell cast), worked-example reading. */
  castIfBothFails: number;
  /** P(cast normally, i.e. dispellable). */
  castWithoutIrresistible: number;
  /** P(irresistible force). */
  irresistible: number;
  /** P(miscast). */
  miscast: number;
  /** P(irresistible force and miscast together). */
  both: number;
  /** P(fail), rule-text reading: 1 - cast. */
  fail: number;
  /** P(fail), worked-example reading: 1 - castIfBothFails. */
  failIfBothFails: number;
  /** Exact numerators of the above. */
  counts: CastingCounts;
  /** 6^dice. */
  denominator: number;
  /** Distribution of the casting result over all rolls, ascending. */
  resultDistribution: ResultProbability[];
}

function isIntIn(n: unknown, range: { readonly min: number; readonly max: number }): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= range.min && n <= range.max;
}

function checkCastingValue(v: unknown): string | undefined {
  if (typeof v !== 'number' || !Number.isFinite(v)) return `Casting value ${String(v)} is not a number.`;
  return undefined;
}

/**
 * Roll classes for n dice: ways[sum][ones][sixes], ones and sixes capped at 2
 * ("two or more"). Built by adding one die at a time (a convolution that
 * carries the two counters), so each class is an exact integer count.
 */
function rollClasses(n: number): number[][][] {
  const maxSum = 6 * n;
  const empty = (): number[][][] =>
    Array.from({ length: maxSum + 1 }, () => Array.from({ length: 3 }, () => [0, 0, 0]));
  let cur = empty();
  cur[0]![0]![0] = 1;
  for (let die = 0; die < n; die++) {
    const next = empty();
    for (let s = 0; s <= 6 * die; s++) {
      for (let o = 0; o < 3; o++) {
        for (let x = 0; x < 3; x++) {
          const w = cur[s]![o]![x]!;
          if (w === 0) continue;
          for (let f = 1; f <= 6; f++) {
            const o2 = f === 1 ? Math.min(2, o + 1) : o;
            const x2 = f === 6 ? Math.min(2, x + 1) : x;
            next[s + f]![o2]![x2]! += w;
          }
        }
      }
    }
    cur = next;
  }
  return cur;
}

/** How one roll class resolves (shared by the odds and the concrete outcome). */
function classify(natural: number, ones: number, sixes: number, castingValue: number, wizardLevel: number) {
  const irresistible = sixes >= 2;
  const miscast = ones >= 2;
  const result = natural + wizardLevel;
  const normal = !irresistible && !miscast && natural >= 3 && result >= castingValue;
  return {
    result,
    irresistible,
    miscast,
    normal,
    cast: normal || irresistible,
    castIfBothFails: normal || (irresistible && !miscast),
  };
}

interface Tally {
  counts: CastingCounts;
  denominator: number;
  byResult: Map<number, number>;
  /** Normal (dispellable) casts by casting result. */
  normalByResult: Map<number, number>;
}

function tally(castingValue: number, dice: number, wizardLevel: number): Tally {
  const classes = rollClasses(dice);
  const counts: CastingCounts = {
    cast: 0,
    castIfBothFails: 0,
    castWithoutIrresistible: 0,
    irresistible: 0,
    miscast: 0,
    both: 0,
    fail: 0,
    failIfBothFails: 0,
  };
  const byResult = new Map<number, number>();
  const normalByResult = new Map<number, number>();
  const denominator = 6 ** dice;
  for (let s = dice; s <= 6 * dice; s++) {
    for (let o = 0; o < 3; o++) {
      for (let x = 0; x < 3; x++) {
        const w = classes[s]![o]![x]!;
        if (w === 0) continue;
        const c = classify(s, o, x, castingValue, wizardLevel);
        byResult.set(c.result, (byResult.get(c.result) ?? 0) + w);
        if (c.cast) counts.cast += w;
        if (c.castIfBothFails) counts.castIfBothFails += w;
        if (c.normal) {
          counts.castWithoutIrresistible += w;
          normalByResult.set(c.result, (normalByResult.get(c.result) ?? 0) + w);
        }
        if (c.irresistible) counts.irresistible += w;
        if (c.miscast) counts.miscast += w;
        if (c.irresistible && c.miscast) counts.both += w;
      }
    }
  }
  counts.fail = denominator - counts.cast;
  counts.failIfBothFails = denominator - counts.castIfBothFails;
  return { counts, denominator, byResult, normalByResult };
}

function checkCasting(castingValue: number, dice: number, wizardLevel: number): string | undefined {
  return (
    checkCastingValue(castingValue) ??
    (isIntIn(dice, CASTING_DICE_RANGE) ? undefined : `Power dice ${String(dice)} is not an integer 1-6.`) ??
    (isIntIn(wizardLevel, WIZARD_LEVELS) ? undefined : `Wizard level ${String(wizardLevel)} is not an integer 1-4.`)
  );
}

/**
 * Exact odds of casting a spell of `castingValue` with `dice` power dice
 * (1-6) by a wizard of `wizardLevel` (1-4): cast under both readings of the
 * IF + miscast contradiction, irresistible force, miscast, both, fail, and
 * the casting-result distribution, with integer numerators over 6^dice.
 * Used by the spell hover and preview. `{ error }` for invalid input.
 */
export function castingOdds(castingValue: number, dice: number, wizardLevel: number): CastingOdds | WarhammerError {
  const bad = checkCasting(castingValue, dice, wizardLevel);
  if (bad) return { error: bad };
  const t = tally(castingValue, dice, wizardLevel);
  const d = t.denominator;
  const c = t.counts;
  const resultDistribution = [...t.byResult.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([result, ways]) => ({ result, ways, probability: ways / d }));
  return {
    castingValue,
    dice,
    wizardLevel,
    cast: c.cast / d,
    castIfBothFails: c.castIfBothFails / d,
    castWithoutIrresistible: c.castWithoutIrresistible / d,
    irresistible: c.irresistible / d,
    miscast: c.miscast / d,
    both: c.both / d,
    fail: c.fail / d,
    failIfBothFails: c.failIfBothFails / d,
    counts: { ...c },
    denominator: d,
    resultDistribution,
  };
}

/** Casting odds for 1 to 6 dice. */
export interface CastingTable {
  /** Absent on success. */
  error?: undefined;
  /** Casting value asked. */
  castingValue: number;
  /** Wizard level. */
  wizardLevel: number;
  /** byDice[i] = odds with i + 1 dice. */
  byDice: CastingOdds[];
}

/**
 * `castingOdds` for every dice count 1..6, for the preview's "how many dice"
 * table. `{ error }` for invalid input.
 */
export function castingTable(castingValue: number, wizardLevel: number): CastingTable | WarhammerError {
  const byDice: CastingOdds[] = [];
  for (let n = CASTING_DICE_RANGE.min; n <= CASTING_DICE_RANGE.max; n++) {
    const r = castingOdds(castingValue, n, wizardLevel);
    if (r.error !== undefined) return { error: r.error };
    byDice.push(r);
  }
  return { castingValue, wizardLevel, byDice };
}

/** Options for the dispel computations. */
export interface DispelOptions {
  /**
   * Apply "a natural total below 3 fails" to the dispel roll too. Default
   * false: the seed states that sentence for the casting roll; it repeats it,
   * word for word ("бросок на сотворение", the casting roll), inside the
   * dispel section, which may or may not be meant for dispels.
   */
  naturalBelow3Fails?: boolean;
}

/** Integer numerators (over `denominator` = 6^(castDice + dispelDice)) of `DispelOdds`. */
export interface DispelCounts {
  /** Normal (dispellable) casts, times 6^dispelDice. */
  dispellableCast: number;
  /** Normal casts that are then dispelled. */
  dispelled: number;
  /** Cast and not dispelled, rule-text reading (IF + miscast stands). */
  castAndStands: number;
  /** Cast and not dispelled, worked-example reading. */
  castAndStandsIfBothFails: number;
}

/** Exact odds of a cast followed by one dispel attempt. */
export interface DispelOdds {
  /** Absent on success. */
  error?: undefined;
  /** P(the dispel succeeds | the spell was cast without irresistible force), i.e. when the enemy gets to roll; undefined if such a cast is impossible. */
  dispel: number | undefined;
  /** P(spell cast normally and then dispelled), unconditional. */
  dispelledUnconditional: number;
  /** P(cast and not dispelled), rule-text reading. */
  castAndStands: number;
  /** P(cast and not dispelled), worked-example reading. */
  castAndStandsIfBothFails: number;
  /** Exact numerators. */
  counts: DispelCounts;
  /** 6^(castDice + dispelDice). */
  denominator: number;
  /** The casting odds the dispel was computed from. */
  casting: CastingOdds;
}

/** Counts of dispel dice totals: totals[s] = ways of rolling s on m dice. */
function sumCounts(m: number): number[] {
  let cur = [1];
  for (let i = 0; i < m; i++) {
    const next = new Array<number>(cur.length + 6).fill(0);
    for (let s = 0; s < cur.length; s++) {
      const w = cur[s]!;
      if (w === 0) continue;
      for (let f = 1; f <= 6; f++) next[s + f]! += w;
    }
    cur = next;
  }
  return cur;
}

/**
 * Exact odds that the enemy dispels a spell: the caster rolls `castDice` at
 * `wizardLevel` against `castingValue`; if it is cast without irresistible
 * force, the enemy rolls `dispelDice` (1..MAX_DISPEL_DICE) and adds
 * `dispellerLevel` (0 = the army dispelling anonymously, 1-4 a wizard); the
 * dispel succeeds if that result >= the casting result. The seed gives dispel
 * dice no natural-6 or natural-1 rule (see `DispelOptions` for the one
 * ambiguous sentence). Also gives P(cast and not dispelled) under both IF +
 * miscast readings. `{ error }` for invalid input.
 */
export function dispelOdds(
  castingValue: number,
  castDice: number,
  wizardLevel: number,
  dispelDice: number,
  dispellerLevel: number,
  options: DispelOptions = {},
): DispelOdds | WarhammerError {
  const casting = castingOdds(castingValue, castDice, wizardLevel);
  if (casting.error !== undefined) return { error: casting.error };
  if (!isIntIn(dispelDice, { min: 1, max: MAX_DISPEL_DICE })) {
    return { error: `Dispel dice ${String(dispelDice)} is not an integer 1-${MAX_DISPEL_DICE}.` };
  }
  if (!isIntIn(dispellerLevel, DISPELLER_LEVELS)) {
    return { error: `Dispeller level ${String(dispellerLevel)} is not an integer 0-4 (0 = the army, anonymously).` };
  }
  const strict = options !== null && typeof options === 'object' && options.naturalBelow3Fails === true;
  const t = tally(castingValue, castDice, wizardLevel);
  const totals = sumCounts(dispelDice);
  const dispelOutcomes = 6 ** dispelDice;
  let dispelled = 0;
  for (const [result, ways] of t.normalByResult) {
    let succeed = 0;
    for (let s = dispelDice; s < totals.length; s++) {
      if (strict && s < 3) continue;
      if (s + dispellerLevel >= result) succeed += totals[s]!;
    }
    dispelled += ways * succeed;
  }
  const dispellableCast = t.counts.castWithoutIrresistible * dispelOutcomes;
  const ifCasts = t.counts.irresistible * dispelOutcomes;
  const ifCastsExample = (t.counts.irresistible - t.counts.both) * dispelOutcomes;
  const denominator = t.denominator * dispelOutcomes;
  const counts: DispelCounts = {
    dispellableCast,
    dispelled,
    castAndStands: dispellableCast - dispelled + ifCasts,
    castAndStandsIfBothFails: dispellableCast - dispelled + ifCastsExample,
  };
  return {
    dispel: dispellableCast === 0 ? undefined : dispelled / dispellableCast,
    dispelledUnconditional: dispelled / denominator,
    castAndStands: counts.castAndStands / denominator,
    castAndStandsIfBothFails: counts.castAndStandsIfBothFails / denominator,
    counts,
    denominator,
    casting,
  };
}

/** How one concrete casting roll resolves. */
export interface CastingOutcome {
  /** Absent on success. */
  error?: undefined;
  /** The dice as given. */
  dice: number[];
  /** Natural total of the dice. */
  natural: number;
  /** Casting result: natural + wizard level (the value a dispel must reach). */
  result: number;
  /** Cast, rule-text reading. */
  cast: boolean;
  /** Cast, worked-example reading (differs only when `irresistible && miscast`). */
  castIfBothFails: boolean;
  /** Two or more natural 6s. */
  irresistible: boolean;
  /** Two or more natural 1s. */
  miscast: boolean;
  /** Cast and open to a dispel (cast without irresistible force). */
  dispellable: boolean;
  /** One sentence saying why. */
  reason: string;
}

function checkDiceValues(values: unknown, range: { min: number; max: number }, what: string): string | undefined {
  if (!Array.isArray(values)) return `${what} must be a list of die values.`;
  if (values.length < range.min || values.length > range.max) {
    return `${what}: ${values.length} dice; ${range.min}-${range.max} allowed.`;
  }
  const bad = values.find((v) => !isIntIn(v, { min: 1, max: 6 }));
  if (bad !== undefined || values.some((v) => !isIntIn(v, { min: 1, max: 6 }))) {
    return `${what}: ${JSON.stringify(bad)} is not a die value 1-6.`;
  }
  return undefined;
}

/**
 * Resolves one concrete casting roll, e.g. the seed's examples: a level-2
 * wizard rolling 2, 4, 4 against 11+ casts at 12; a level-1 wizard rolling
 * 1, 2, 6, 6 against 18+ casts with irresistible force (result 16; the seed
 * miscounts the dice as 16, making it 17). Used by the
 * hover's "try a roll" and by tests. `{ error }` for invalid input.
 */
export function castingOutcome(values: number[], castingValue: number, wizardLevel: number): CastingOutcome | WarhammerError {
  const bad =
    checkDiceValues(values, CASTING_DICE_RANGE, 'Power dice') ??
    checkCastingValue(castingValue) ??
    (isIntIn(wizardLevel, WIZARD_LEVELS) ? undefined : `Wizard level ${String(wizardLevel)} is not an integer 1-4.`);
  if (bad) return { error: bad };
  const natural = values.reduce((s, v) => s + v, 0);
  const ones = values.filter((v) => v === 1).length;
  const sixes = values.filter((v) => v === 6).length;
  const c = classify(natural, Math.min(ones, 2), Math.min(sixes, 2), castingValue, wizardLevel);
  let reason: string;
  if (c.irresistible && c.miscast) {
    reason = `Irresistible force (${sixes} sixes) and miscast (${ones} ones) together; the Warhammer Fantasy Battle rules read two ways here: ${IF_AND_MISCAST_READINGS.ruleText} ${IF_AND_MISCAST_READINGS.workedExample}`;
  } else if (c.miscast) {
    reason = `Miscast: ${ones} natural 1s; the spell fails and the wizard rolls 2D6 on the miscast table.`;
  } else if (c.irresistible) {
    reason = `Irresistible force: ${sixes} natural 6s; cast whatever the result (${c.result}), and it cannot be dispelled.`;
  } else if (natural < 3) {
    reason = `Natural total ${natural} is below 3: the spell fails whatever the modifiers.`;
  } else if (c.normal) {
    reason = `${natural} + level ${wizardLevel} = ${c.result} >= ${castingValue}: cast (casting result ${c.result}).`;
  } else {
    reason = `${natural} + level ${wizardLevel} = ${c.result} < ${castingValue}: not cast.`;
  }
  return {
    dice: [...values],
    natural,
    result: c.result,
    cast: c.cast,
    castIfBothFails: c.castIfBothFails,
    irresistible: c.irresistible,
    miscast: c.miscast,
    dispellable: c.normal,
    reason,
  };
}

/** How one concrete dispel roll resolves. */
export interface DispelOutcome {
  /** Absent on success. */
  error?: undefined;
  /** Natural total of the dispel dice. */
  natural: number;
  /** Dispel result: natural + dispeller level. */
  result: number;
  /** Whether the spell is dispelled. */
  dispelled: boolean;
  /** One sentence saying why. */
  reason: string;
}

/**
 * Resolves one concrete dispel roll against a casting result, e.g. the seed's
 * example: a level-3 wizard rolling 1, 3, 4, 4, 5, 6 (26) dispels a casting
 * result of 23. `dispellerLevel` 0 is the army dispelling anonymously.
 * `{ error }` for invalid input.
 */
export function dispelOutcome(
  values: number[],
  castingResult: number,
  dispellerLevel: number,
  options: DispelOptions = {},
): DispelOutcome | WarhammerError {
  const bad =
    checkDiceValues(values, { min: 1, max: Number.MAX_SAFE_INTEGER }, 'Dispel dice') ??
    (typeof castingResult === 'number' && Number.isFinite(castingResult) ? undefined : `Casting result ${String(castingResult)} is not a number.`) ??
    (isIntIn(dispellerLevel, DISPELLER_LEVELS) ? undefined : `Dispeller level ${String(dispellerLevel)} is not an integer 0-4.`);
  if (bad) return { error: bad };
  const natural = values.reduce((s, v) => s + v, 0);
  const result = natural + dispellerLevel;
  const strict = options !== null && typeof options === 'object' && options.naturalBelow3Fails === true;
  if (strict && natural < 3) {
    return { natural, result, dispelled: false, reason: `Natural total ${natural} is below 3: the dispel fails (strict reading).` };
  }
  const dispelled = result >= castingResult;
  return {
    natural,
    result,
    dispelled,
    reason: dispelled
      ? `${natural} + level ${dispellerLevel} = ${result} >= ${castingResult}: dispelled.`
      : `${natural} + level ${dispellerLevel} = ${result} < ${castingResult}: not dispelled.`,
  };
}

/**
 * Highest casting result reachable with `dice` power dice without
 * irresistible force (or a miscast, or a natural total below 3): one die 6;
 * two or more dice one 6 and the rest 5s, 5 * dice + 1; plus the level.
 * Undefined for invalid input.
 */
export function maxResultWithoutIrresistible(dice: number, wizardLevel: number): number | undefined {
  if (!isIntIn(dice, CASTING_DICE_RANGE) || !isIntIn(wizardLevel, WIZARD_LEVELS)) return undefined;
  return (dice === 1 ? 6 : 5 * dice + 1) + wizardLevel;
}

/**
 * Fewest power dice with which some roll casts the spell without
 * irresistible force (so with a chance of a normal, dispellable cast).
 * Undefined when even six dice cannot (only irresistible force casts it) or
 * for invalid input. Used by the rule check on `casting_value`.
 */
export function minimumDiceToReach(castingValue: number, wizardLevel: number): number | undefined {
  if (checkCastingValue(castingValue) || !isIntIn(wizardLevel, WIZARD_LEVELS)) return undefined;
  for (let n = CASTING_DICE_RANGE.min; n <= CASTING_DICE_RANGE.max; n++) {
    if (maxResultWithoutIrresistible(n, wizardLevel)! >= castingValue) return n;
  }
  return undefined;
}

/**
 * Whether any roll of up to six dice reaches `castingValue` without
 * irresistible force: castingValue <= 31 + level (one 6 and five 5s). When
 * false, the spell can be cast only with irresistible force. Undefined for
 * invalid input. Used by the rule check on `casting_value`.
 */
export function reachableWithoutIrresistible(castingValue: number, wizardLevel: number): boolean | undefined {
  if (checkCastingValue(castingValue) || !isIntIn(wizardLevel, WIZARD_LEVELS)) return undefined;
  return castingValue <= 31 + wizardLevel;
}
