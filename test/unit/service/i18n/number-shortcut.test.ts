/**
 * `formatNumber` prints whole numbers >= 0 with `String(n)` instead
 * of `Intl.NumberFormat` (whose first construction costs ~60 ms per CLI run).
 * The shortcut must print exactly what Intl prints, in every locale we ship:
 * compared here with a fresh Intl formatter (the second method), over
 * generated whole numbers, and the cases left to Intl still go through it.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatNumber, LOCALES } from '../../../../server/src/service/i18n';

const intl = (locale: string, n: number) => new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 6 }).format(n);

describe('formatNumber: the whole-number shortcut equals Intl', () => {
  it('for every locale, on edge values and generated whole numbers', () => {
    const edges = [0, 1, 9, 10, 999, 1000, 12345, 1_000_000, 2 ** 31, Number.MAX_SAFE_INTEGER];
    for (const locale of LOCALES) {
      for (const n of edges) expect(formatNumber(locale, n), `${locale} ${n}`).toBe(intl(locale, n));
      fc.assert(fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => formatNumber(locale, n) === intl(locale, n)), { numRuns: 300 });
    }
  });

  it('negative, fractional and -0 still print the locale way', () => {
    for (const locale of LOCALES) {
      for (const n of [-0, -1, -42, 0.5, 12.5, 1e-7, 2 ** 60]) expect(formatNumber(locale, n), `${locale} ${n}`).toBe(intl(locale, n));
    }
    // it/uk/ru write a decimal comma (hand-checked, not from the code).
    expect(formatNumber('it', 12.5)).toBe('12,5');
    expect(formatNumber('en', 12.5)).toBe('12.5');
  });
});
