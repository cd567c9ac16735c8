import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDice,
  average,
  damageDistribution,
  type Dice,
  formatDice,
  maximum,
  minimum,
  parseDice,
  sumDice,
} from '../../../../server/src/service/compute/dice';

/** Independent check: enumerate every face combination and take the mean. */
function bruteForceMean(terms: Dice[]): number {
  const dice: number[] = terms.flatMap((t) => Array<number>(t.count).fill(t.sides));
  const bonus = terms.reduce((s, t) => s + t.bonus, 0);
  let total = 0;
  let outcomes = 0;
  const faces = dice.map(() => 1);
  for (;;) {
    total += faces.reduce((s, f) => s + f, 0) + bonus;
    outcomes++;
    let i = 0;
    while (i < dice.length && faces[i] === dice[i]) faces[i++] = 1;
    if (i === dice.length) break;
    faces[i]!++;
  }
  return total / outcomes;
}

describe('parseDice / formatDice', () => {
  it('parses the documented forms', () => {
    expect(parseDice('8d6')).toEqual({ count: 8, sides: 6, bonus: 0 });
    expect(parseDice('1d10+4')).toEqual({ count: 1, sides: 10, bonus: 4 });
    expect(parseDice('2d6 + 3')).toEqual({ count: 2, sides: 6, bonus: 3 });
    expect(parseDice(' 2D6-1 ')).toEqual({ count: 2, sides: 6, bonus: -1 });
  });
  it('rejects everything else without throwing', () => {
    for (const bad of ['', 'd6', '8d', '8x6', '0d6', '2d0', '2d6+', '2d6+3+1', '1d6 fire', '8 d6', 'abc', '1d1001', '1000d6']) {
      expect(parseDice(bad), bad).toBeUndefined();
    }
    for (const bad of [undefined, null, 8, {}, ['1d6']]) expect(parseDice(bad)).toBeUndefined();
  });
  it('formats canonically and round-trips', () => {
    expect(formatDice({ count: 1, sides: 10, bonus: 4 })).toBe('1d10+4');
    expect(formatDice({ count: 2, sides: 6, bonus: -1 })).toBe('2d6-1');
    expect(formatDice([{ count: 8, sides: 6, bonus: 0 }, { count: 2, sides: 4, bonus: 3 }])).toBe('8d6 + 2d4 + 3');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1, max: 1000 }), fc.integer({ min: -9999, max: 9999 }), (count, sides, bonus) => {
        const d = { count, sides, bonus };
        expect(parseDice(formatDice(d))).toEqual(d);
      }),
    );
  });
});

describe('average / maximum / minimum / addDice', () => {
  it('8d6: avg 28, max 48, min 8', () => {
    const d = parseDice('8d6')!;
    expect(average(d)).toBe(28);
    expect(maximum(d)).toBe(48);
    expect(minimum(d)).toBe(8);
  });
  it('1d10+4: avg 9.5, max 14, min 5', () => {
    const d = parseDice('1d10+4')!;
    expect(average(d)).toBe(9.5);
    expect(maximum(d)).toBe(14);
    expect(minimum(d)).toBe(5);
  });
  it('adds same-sized dice into one term, otherwise lists', () => {
    expect(addDice(parseDice('8d6')!, parseDice('2d6+1')!)).toEqual({ count: 10, sides: 6, bonus: 1 });
    expect(addDice(parseDice('1d8')!, parseDice('1d6')!)).toEqual([parseDice('1d8'), parseDice('1d6')]);
  });
  it('averages agree with a brute-force enumeration for small dice', () => {
    const cases = ['1d4', '2d6', '3d6+2', '1d10+4', '2d8-1', '4d4', '1d20', '1d12'].map((s) => [parseDice(s)!]);
    cases.push([parseDice('2d6')!, parseDice('1d4+1')!]);
    cases.push([parseDice('1d8')!, parseDice('1d6')!, parseDice('1d4')!]);
    for (const terms of cases) {
      expect(average(terms)).toBeCloseTo(bruteForceMean(terms), 12);
      const dist = damageDistribution(terms)!;
      expect(dist.mean).toBeCloseTo(bruteForceMean(terms), 12);
      expect(dist.minimum).toBe(minimum(terms));
      expect(dist.maximum).toBe(maximum(terms));
    }
  });
  it('damageDistribution gives exact counts (2d6: 1,2,3,4,5,6,5,4,3,2,1)', () => {
    const d = damageDistribution(parseDice('2d6')!)!;
    expect(d.ways).toEqual([1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
    expect(d.outcomes).toBe(36);
    const p = damageDistribution(parseDice('3d6')!)!;
    // 3d6 rolls of 10: 27 of 216 (hand count).
    expect(p.ways![10 - 3]).toBe(27);
    expect(damageDistribution({ count: 201, sides: 6, bonus: 0 })).toBeUndefined();
    expect(damageDistribution({ count: -1, sides: 6, bonus: 0 })).toBeUndefined();
  });
  it('average is exact for random expressions (mean of convolution)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.constantFrom(4, 6, 8, 10, 12, 20), fc.integer({ min: -5, max: 10 }), (count, sides, bonus) => {
        const d = { count, sides, bonus };
        expect(damageDistribution(d)!.mean).toBeCloseTo(average(d), 9);
        expect(average(d) * 2).toBe(Math.round(average(d) * 2));
      }),
    );
  });
  it('sumDice merges equal sides and keeps the total bonus', () => {
    expect(sumDice([parseDice('1d6+1')!, parseDice('2d8')!, parseDice('3d6+2')!])).toEqual([
      { count: 2, sides: 8, bonus: 3 },
      { count: 4, sides: 6, bonus: 0 },
    ]);
  });
});
