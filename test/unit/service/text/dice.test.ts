/** Dice sums: a value longer than any stat line is not read as dice (MAX_TEXT), so the importers report it rather than spend time on it. */
import { describe, expect, it } from 'vitest';
import { parseDiceSum } from '../../../../server/src/service/text/dice';
import { MAX_TEXT } from '../../../../server/src/service/text/normalise';

describe('parseDiceSum', () => {
  it('reads a sum up to MAX_TEXT characters and nothing longer', () => {
    // 500 terms of "1d6+" is 2,000 characters less the last "+": 499 + 1 = 500 d6 by hand.
    const atLimit = `${'1d6+'.repeat(499)}1d6`;
    expect(atLimit.length).toBeLessThanOrEqual(MAX_TEXT);
    expect(parseDiceSum(atLimit)?.dice.get(6)).toBe(500);
    expect(parseDiceSum(`${atLimit}+1d6+1d6`)).toBeUndefined();
  });
});
