import { describe, expect, it } from 'vitest';
import {
  castingOdds,
  type CastingOdds,
  castingOutcome,
  type CastingOutcome,
  castingTable,
  dispelOdds,
  type DispelOdds,
  dispelOutcome,
  maxResultWithoutIrresistible,
  minimumDiceToReach,
  reachableWithoutIrresistible,
} from '../../../../server/src/service/compute/warhammer';

function odds(cv: number, n: number, level: number): CastingOdds {
  const r = castingOdds(cv, n, level);
  if (r.error !== undefined) throw new Error(r.error);
  return r;
}

function outcome(values: number[], cv: number, level: number): CastingOutcome {
  const r = castingOutcome(values, cv, level);
  if (r.error !== undefined) throw new Error(r.error);
  return r;
}

/** Every roll of n six-sided dice, as arrays (6^n of them). */
function allRolls(n: number): number[][] {
  let rolls: number[][] = [[]];
  for (let i = 0; i < n; i++) {
    const next: number[][] = [];
    for (const r of rolls) for (let f = 1; f <= 6; f++) next.push([...r, f]);
    rolls = next;
  }
  return rolls;
}

const ROLLS = [1, 2, 3, 4, 5, 6].map(allRolls);

/**
 * The seed's rules applied to one roll, written out directly (not shared with
 * the code under test): returns what happens under each reading.
 */
function judge(roll: number[], cv: number, level: number) {
  let sum = 0;
  let ones = 0;
  let sixes = 0;
  for (const f of roll) {
    sum += f;
    if (f === 1) ones++;
    if (f === 6) sixes++;
  }
  const irresistible = sixes >= 2;
  const miscast = ones >= 2;
  let castRule: boolean;
  let castExample: boolean;
  if (irresistible) {
    castRule = true; // "сотворенным с Непреодолимой Силой, но маг немедленно проходит тест"
    castExample = !miscast; // "заклинание провалено"
  } else if (miscast) {
    castRule = castExample = false;
  } else if (sum <= 2) {
    castRule = castExample = false;
  } else {
    castRule = castExample = sum + level >= cv;
  }
  return { sum, result: sum + level, irresistible, miscast, castRule, castExample, dispellable: castRule && !irresistible };
}

describe('castingOdds against brute-force enumeration of all 6^n rolls', () => {
  it('agrees exactly for n 1..6, casting values 3..30, levels 1..4 (both readings)', () => {
    for (let n = 1; n <= 6; n++) {
      const rolls = ROLLS[n - 1]!;
      for (let level = 1; level <= 4; level++) {
        // Casting-value-independent tallies once per (n, level).
        let irr = 0;
        let mis = 0;
        let both = 0;
        const dist = new Map<number, number>();
        for (const roll of rolls) {
          const j = judge(roll, 0, level);
          if (j.irresistible) irr++;
          if (j.miscast) mis++;
          if (j.irresistible && j.miscast) both++;
          dist.set(j.result, (dist.get(j.result) ?? 0) + 1);
        }
        for (let cv = 3; cv <= 30; cv++) {
          let castRule = 0;
          let castExample = 0;
          let dispellable = 0;
          for (const roll of rolls) {
            const j = judge(roll, cv, level);
            if (j.castRule) castRule++;
            if (j.castExample) castExample++;
            if (j.dispellable) dispellable++;
          }
          const o = odds(cv, n, level);
          const where = `n=${n} level=${level} cv=${cv}`;
          expect(o.denominator, where).toBe(rolls.length);
          expect(o.counts.cast, where).toBe(castRule);
          expect(o.counts.castIfBothFails, where).toBe(castExample);
          expect(o.counts.castWithoutIrresistible, where).toBe(dispellable);
          expect(o.counts.irresistible, where).toBe(irr);
          expect(o.counts.miscast, where).toBe(mis);
          expect(o.counts.both, where).toBe(both);
          expect(o.counts.fail, where).toBe(rolls.length - castRule);
          expect(o.counts.failIfBothFails, where).toBe(rolls.length - castExample);
          expect(o.cast, where).toBeCloseTo(castRule / rolls.length, 15);
          expect(o.castIfBothFails, where).toBeCloseTo(castExample / rolls.length, 15);
          expect(o.resultDistribution.map((x) => [x.result, x.ways]), where).toEqual([...dist.entries()].sort((a, b) => a[0] - b[0]));
        }
      }
    }
  });
});

describe('castingOdds: hand values', () => {
  it('2 dice, level 1, CV 3+: everything but double 1 casts (35/36)', () => {
    const o = odds(3, 2, 1);
    expect(o.counts.cast).toBe(35);
    expect(o.denominator).toBe(36);
    expect(o.counts.miscast).toBe(1);
    expect(o.counts.irresistible).toBe(1);
    expect(o.counts.both).toBe(0);
  });
  it('P(irresistible): 2 dice 1/36, 3 dice 16/216, 4 dice 171/1296', () => {
    expect(odds(3, 2, 1).counts.irresistible).toBe(1);
    expect(odds(3, 3, 1).counts.irresistible).toBe(16); // 3 * 5 + 1
    expect(odds(3, 3, 1).counts.miscast).toBe(16);
    expect(odds(3, 4, 1).counts.irresistible).toBe(1296 - 625 - 500); // 1 - P(no 6) - P(one 6)
  });
  it('IF + miscast needs 4+ dice; with 4 dice exactly 6 rolls (two 1s, two 6s)', () => {
    for (const n of [1, 2, 3]) expect(odds(3, n, 1).counts.both).toBe(0);
    expect(odds(3, 4, 1).counts.both).toBe(6);
    expect(odds(3, 4, 1).cast - odds(3, 4, 1).castIfBothFails).toBeCloseTo(6 / 1296, 15);
  });
  it('1 die: never irresistible or miscast; a 1 or 2 fails even when it would reach', () => {
    const o = odds(3, 1, 4); // 1 + 4 >= 3 but natural 1 and 2 fail
    expect(o.counts.cast).toBe(4);
    expect(o.counts.irresistible + o.counts.miscast).toBe(0);
  });
  it('seed example spell: CV 11, level 2, 3 dice -> 160/216 (3d6 >= 9)', () => {
    // 56 of the 216 rolls total 8 or less; every IF roll totals >= 13.
    const o = odds(11, 3, 2);
    expect(o.counts.cast).toBe(160);
    expect(o.counts.castIfBothFails).toBe(160);
  });
  it('Purple Sun of Xereus boosted 25+, 4 dice, level 4: 175/1296 (rule text) vs 169/1296 (example)', () => {
    // Normal casts need 21 without two 6s: only 6,5,5,5 in 4 orders; IF: 171; both: 6.
    const o = odds(25, 4, 4);
    expect(o.counts.castWithoutIrresistible).toBe(4);
    expect(o.counts.cast).toBe(4 + 171);
    expect(o.counts.castIfBothFails).toBe(4 + 171 - 6);
  });
  it('probabilities sum consistently', () => {
    const o = odds(14, 5, 3);
    expect(o.cast + o.fail).toBeCloseTo(1, 15);
    expect(o.castIfBothFails + o.failIfBothFails).toBeCloseTo(1, 15);
    expect(o.resultDistribution.reduce((s, x) => s + x.probability, 0)).toBeCloseTo(1, 12);
  });
  it('returns an error, never throws, on bad input', () => {
    for (const [cv, n, l] of [[10, 0, 1], [10, 7, 1], [10, 2.5, 1], [10, 3, 0], [10, 3, 5], [Number.NaN, 3, 1]] as const) {
      const r = castingOdds(cv, n, l);
      expect(r.error).toEqual(expect.any(String));
    }
  });
});

describe('castingTable', () => {
  it('has one entry per dice count, equal to castingOdds', () => {
    const t = castingTable(11, 2);
    if (t.error !== undefined) throw new Error(t.error);
    expect(t.byDice.map((o) => o.dice)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(t.byDice[2]!.counts.cast).toBe(160);
    expect(castingTable(11, 9).error).toEqual(expect.any(String));
  });
});

describe('castingOutcome: the seed examples', () => {
  it('level-2 wizard rolls 2, 4, 4 against 11+: 12, cast', () => {
    const o = outcome([2, 4, 4], 11, 2);
    expect(o.result).toBe(12);
    expect(o.cast).toBe(true);
    expect(o.dispellable).toBe(true);
  });
  it('level-4 wizard rolls 1, 3, 6: casting result 14', () => {
    expect(outcome([1, 3, 6], 5, 4).result).toBe(14);
  });
  it('level-4 wizard, one die showing 2 against 5+: fails though 6 >= 5', () => {
    const o = outcome([2], 5, 4);
    expect(o.result).toBe(6);
    expect(o.cast).toBe(false);
    expect(o.reason).toMatch(/below 3/);
  });
  it('level-1 wizard rolls 1, 2, 6, 6 against 18+: below 18, but irresistible force casts it', () => {
    // The seed writes "в сумме 16, +1 за уровень" but 1 + 2 + 6 + 6 = 15, so the result is 16.
    const o = outcome([1, 2, 6, 6], 18, 1);
    expect(o.natural).toBe(15);
    expect(o.result).toBe(16);
    expect(o.irresistible).toBe(true);
    expect(o.miscast).toBe(false);
    expect(o.cast).toBe(true);
    expect(o.dispellable).toBe(false);
  });
  it('6, 1, 6, 1 against 25+: irresistible and miscast; the two readings differ', () => {
    const o = outcome([6, 1, 6, 1], 25, 4);
    expect(o.irresistible && o.miscast).toBe(true);
    expect(o.cast).toBe(true);
    expect(o.castIfBothFails).toBe(false);
    expect(o.reason).toMatch(/Rule text/);
    expect(o.reason).toMatch(/Worked example/);
  });
  it('double 1 is a miscast even with a high result', () => {
    const o = outcome([1, 1, 6, 5, 5], 10, 4);
    expect(o.miscast).toBe(true);
    expect(o.cast).toBe(false);
  });
  it('agrees with castingOdds roll by roll (4 dice, CV 15, level 3)', () => {
    let cast = 0;
    for (const roll of ROLLS[3]!) if (outcome(roll, 15, 3).cast) cast++;
    expect(cast).toBe(odds(15, 4, 3).counts.cast);
  });
  it('rejects bad rolls', () => {
    expect(castingOutcome([], 10, 1).error).toEqual(expect.any(String));
    expect(castingOutcome([7], 10, 1).error).toEqual(expect.any(String));
    expect(castingOutcome([1, 2, 3, 4, 5, 6, 6], 10, 1).error).toEqual(expect.any(String));
    expect(castingOutcome('66' as unknown as number[], 10, 1).error).toEqual(expect.any(String));
  });
});

function dispel(cv: number, n: number, level: number, m: number, dl: number, strict = false): DispelOdds {
  const r = dispelOdds(cv, n, level, m, dl, { naturalBelow3Fails: strict });
  if (r.error !== undefined) throw new Error(r.error);
  return r;
}

describe('dispelOdds', () => {
  it('hand value: 1 die level 1 CV 3 vs 1 die level 1 -> 10/36 dispelled, 5/12 when attempted', () => {
    // Faces 3..6 cast (results 4..7); the dispel needs a die >= the cast face: 4+3+2+1 = 10 of 36.
    const d = dispel(3, 1, 1, 1, 1);
    expect(d.counts.dispelled).toBe(10);
    expect(d.denominator).toBe(36);
    expect(d.dispel).toBeCloseTo(5 / 12, 15);
    expect(d.castAndStands).toBeCloseTo(14 / 36, 15);
  });
  it('hand value: CV 11, 3 dice level 2 vs 2 dice level 1 -> 258 of 7776', () => {
    // Normal casts total 9..12 on 3d6 (25, 27, 27, 25 ways); the dispel needs 2d6 >= total + 1
    // (6, 3, 1, 0 ways): 25*6 + 27*3 + 27*1 = 258; normal casts 144 of 216 (160 minus 16 IF).
    const d = dispel(11, 3, 2, 2, 1);
    expect(d.counts.dispelled).toBe(258);
    expect(d.counts.dispellableCast).toBe(144 * 36);
    expect(d.dispel).toBeCloseTo(258 / 5184, 15);
    expect(d.counts.castAndStands).toBe(160 * 36 - 258);
  });
  it('agrees with brute force over cast x dispel rolls (both readings, both dispel options)', () => {
    const cases: Array<[number, number, number, number, number]> = [
      [7, 2, 1, 2, 1], [10, 3, 2, 2, 0], [15, 4, 3, 3, 4], [20, 4, 4, 1, 2], [5, 1, 4, 1, 4], [9, 3, 1, 4, 3],
    ];
    for (const [cv, n, level, m, dl] of cases) {
      for (const strict of [false, true]) {
        let dispelled = 0;
        let standsRule = 0;
        let standsExample = 0;
        let dispellable = 0;
        for (const c of ROLLS[n - 1]!) {
          const j = judge(c, cv, level);
          for (const d of ROLLS[m - 1]!) {
            const s = d.reduce((a, b) => a + b, 0);
            const ok = j.dispellable && s + dl >= j.result && !(strict && s < 3);
            if (j.dispellable) dispellable++;
            if (ok) dispelled++;
            if (j.castRule && !ok) standsRule++;
            if (j.castExample && !ok) standsExample++;
          }
        }
        const r = dispel(cv, n, level, m, dl, strict);
        const where = `${cv} ${n} ${level} ${m} ${dl} strict=${strict}`;
        expect(r.counts.dispelled, where).toBe(dispelled);
        expect(r.counts.dispellableCast, where).toBe(dispellable);
        expect(r.counts.castAndStands, where).toBe(standsRule);
        expect(r.counts.castAndStandsIfBothFails, where).toBe(standsExample);
        expect(r.denominator, where).toBe(6 ** (n + m));
      }
    }
  });
  it('irresistible casts are never dispelled: with only-IF reachable casting values, dispel is undefined', () => {
    const r = dispel(40, 6, 4, 14, 4);
    expect(r.counts.dispelled).toBe(0);
    expect(r.dispel).toBeUndefined();
    expect(r.castAndStands).toBeCloseTo(r.casting.irresistible, 15);
  });
  it('the strict option matters only for natural dispel totals below 3', () => {
    // Level-4 dispeller, one die: a 2 (+4 = 6) beats a casting result of 5 or 6 unless strict.
    const loose = dispel(3, 1, 1, 1, 4);
    const strict = dispel(3, 1, 1, 1, 4, true);
    expect(loose.counts.dispelled).toBeGreaterThan(strict.counts.dispelled);
  });
  it('seed example: level-3 dispeller rolls 1, 3, 4, 4, 5, 6 = 26 >= 23', () => {
    const r = dispelOutcome([1, 3, 4, 4, 5, 6], 23, 3);
    if (r.error !== undefined) throw new Error(r.error);
    expect(r.result).toBe(26);
    expect(r.dispelled).toBe(true);
    const anon = dispelOutcome([1, 3, 4, 4, 5, 6], 23, 0);
    expect(anon.error === undefined && anon.result).toBe(23);
  });
  it('errors on bad input', () => {
    expect(dispelOdds(10, 3, 2, 0, 1).error).toEqual(expect.any(String));
    expect(dispelOdds(10, 3, 2, 15, 1).error).toEqual(expect.any(String));
    expect(dispelOdds(10, 3, 2, 2, 5).error).toEqual(expect.any(String));
    expect(dispelOdds(10, 7, 2, 2, 1).error).toEqual(expect.any(String));
    expect(dispelOutcome([0], 10, 1).error).toEqual(expect.any(String));
  });
});

describe('reachability', () => {
  it('max without IF: 1 die 6, n dice 5n+1, plus level; checked by brute force', () => {
    for (let n = 1; n <= 6; n++) {
      for (let level = 1; level <= 4; level++) {
        let best = -Infinity;
        for (const roll of ROLLS[n - 1]!) {
          const j = judge(roll, -Infinity, level);
          if (j.dispellable) best = Math.max(best, j.result);
        }
        expect(maxResultWithoutIrresistible(n, level)).toBe(best);
      }
    }
  });
  it('six dice reach 31 + level without IF, not one more', () => {
    expect(reachableWithoutIrresistible(35, 4)).toBe(true);
    expect(reachableWithoutIrresistible(36, 4)).toBe(false);
    expect(reachableWithoutIrresistible(32, 1)).toBe(true);
    expect(reachableWithoutIrresistible(33, 1)).toBe(false);
    expect(reachableWithoutIrresistible(10, 0)).toBeUndefined();
  });
  it('minimumDiceToReach agrees with castingOdds (first n with a normal cast)', () => {
    for (let level = 1; level <= 4; level++) {
      for (let cv = 3; cv <= 40; cv++) {
        let expected: number | undefined;
        for (let n = 1; n <= 6 && expected === undefined; n++) {
          if (odds(cv, n, level).counts.castWithoutIrresistible > 0) expected = n;
        }
        expect(minimumDiceToReach(cv, level), `cv=${cv} level=${level}`).toBe(expected);
      }
    }
    expect(minimumDiceToReach(11, 2)).toBe(2); // 6 + 5 + 2 = 13 >= 11
    expect(minimumDiceToReach(8, 2)).toBe(1);
    expect(minimumDiceToReach(10, Number.NaN)).toBeUndefined();
  });
});
