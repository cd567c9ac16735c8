/**
 * The memos of the casting-time and duration readers (rules/read.ts; the
 * CLI read each spell's casting time and duration once for the schema pass
 * and again in several rules) give exactly what the plain readers give.
 *
 * Texts are drawn from the forms the readers know (English, Ukrainian,
 * Japanese, Russian, Italian; with and without a reaction's trigger), with
 * case, spacing and width changes, and from random text; each is asked
 * several times in a random order, so answers come from the memo as well as
 * from a first reading, and also with the memo refilled after it was
 * cleared (more distinct texts than it holds).
 *
 * `lengthsInText` (the 3.5 area/effect/range lines three rules read) is
 * memoised the same way; generated lines (feet and metres, decimals with a
 * point or comma, per-level and square forms, Italian words, random text)
 * are read with and without the memo, repeatedly and after it was refilled.
 *
 * Mutation checks: a lengthsInText memo keyed by the first 12 characters
 * fails its test; the read.ts memo keyed by the lower-cased text (so
 * `1 Reaction; when hit` answers with another case's trigger) fails the
 * first test after 23 runs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalCastingTime, canonicalCastingTimeUncached, canonicalDuration, canonicalDurationUncached } from '../../../../server/src/service/text/canonical';
import { lengthsInText, lengthsInTextUncached, readCastingTime, readCastingTimeUncached, readDuration, readDurationUncached } from '../../../../server/src/service/rules/read';

const FORMS = [
  '1 action', '1 bonus action', '1 reaction', '1 reaction, which you take when you are hit', '1 Reaction; when hit', '10 minutes', '1 minute', '8 hours', '1 round', '2 days', '1 actions',
  'Instantaneous', 'Concentration, up to 1 minute', 'concentration, up to 10 minutes', 'Until dispelled', 'Special', 'Permanent', '1 hour', 'Up to 8 hours', 'see text',
  '1 дія', '1 бонусна дія', '1 реакція, яку ви виконуєте, коли вас атакують', '10 хвилин', '1 година', 'миттєва', 'концентрація, до 1 хвилини', 'до розсіювання',
  '1 アクション', '1回のアクション', 'ボーナス・アクション', '１回のリアクション', '10分', '8時間', '瞬間', '精神集中、最大1分',
  '1 действие', '1 бонусное действие', '1 реакция, которую вы совершаете, когда видите падение', '10 минут', '24 часа', 'мгновенная', 'концентрация, вплоть до 1 минуты',
  '1 azione standard', '1 azione veloce', '1 reazione, che si effettua quando', 'istantanea', 'permanente', 'concentrazione, fino a 1 minuto', '1 round (I)', 'vedi testo',
  '', ' ', 'x'.repeat(501), `1 reaction, which you take when ${'a '.repeat(60)}`, 'Concentration, up to 1 minute'.padEnd(121, '.'), '1\u00a0action', 'ＡＣＴＩＯＮ',
];

const textArb = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FORMS) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...FORMS), fc.constantFrom('upper', 'lower', 'pad', 'double', 'digits')).map(([t, how]) => (how === 'upper' ? t.toUpperCase() : how === 'lower' ? t.toLowerCase() : how === 'pad' ? `  ${t} ` : how === 'double' ? t.replace(/ /g, '  ') : t.replace(/\d+/, '37'))) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
);

function plain(v: unknown): unknown {
  return v === undefined ? 'undefined' : JSON.parse(JSON.stringify(v));
}

describe('memoised readers = plain readers', () => {
  it('on generated casting times and durations, asked repeatedly', () => {
    fc.assert(
      fc.property(fc.array(textArb, { minLength: 1, maxLength: 40 }), (texts) => {
        for (const t of [...texts, ...texts.slice().reverse(), ...texts]) {
          expect(plain(canonicalCastingTime(t)), t).toEqual(plain(canonicalCastingTimeUncached(t)));
          expect(plain(canonicalDuration(t)), t).toEqual(plain(canonicalDurationUncached(t)));
          expect(plain(readCastingTime(t)), t).toEqual(plain(readCastingTimeUncached(t)));
          expect(plain(readDuration(t)), t).toEqual(plain(readDurationUncached(t)));
        }
      }),
      { numRuns: 300, seed: 20261202 },
    );
  });

  it('after the memo was cleared (more distinct texts than it holds)', () => {
    for (let i = 0; i < 3000; i++) readCastingTime(`${i} minutes`);
    for (const t of FORMS) {
      expect(plain(readCastingTime(t)), t).toEqual(plain(readCastingTimeUncached(t)));
      expect(plain(readCastingTime(t)), t).toEqual(plain(readCastingTimeUncached(t)));
    }
    expect(readCastingTime('2999 minutes')).toEqual({ amount: 2999, unit: 'minute', object: false });
  });

  it('mapping forms are read, not memoised by identity', () => {
    const v = { amount: 1, unit: 'reaction', trigger: 'when hit' };
    expect(readCastingTime(v)).toEqual(readCastingTimeUncached(v));
    v.trigger = 'when seen';
    expect(readCastingTime(v)).toEqual({ amount: 1, unit: 'reaction', object: true, trigger: 'when seen' });
  });

  it('lengths in 3.5 lines, asked repeatedly and after the memo was refilled', () => {
    const num = fc.constantFrom('5', '10', '20', '30', '1,5', '4.5', '6', '0', '120', '12');
    const unit = fc.constantFrom('ft.', 'ft', 'feet', 'foot', 'm', 'metri', 'metres', 'meters', 'FT.', 'M', 'mi', 'ftx');
    const line = fc.oneof(
      fc.tuple(num, fc.constantFrom('-', ' ', ' - ', ''), fc.constantFrom('', 'sq. '), unit, fc.constantFrom(' radius', '-radius spread', ' line', ' high', './level', ' per level', ' ogni livello', ' cubes/level', '', '.', ' wide')).map(([n, sep, sq, u, w]) => `${n}${sep}${sq}${u}${w}`),
      fc.tuple(num, num).map(([a, b]) => `cylinder (${a}-ft. radius, ${b} ft. high)`),
      fc.tuple(num, num).map(([a, b]) => `cilindro (raggio di ${a} m, alto ${b} m)`),
      fc.string({ maxLength: 30 }),
    );
    const lines = fc.array(fc.tuple(line, fc.option(line)).map(([a, b]) => (b === null ? a : `${a}; ${b}`)), { minLength: 1, maxLength: 30 });
    let found = 0;
    fc.assert(
      fc.property(lines, (ts) => {
        for (const t of [...ts, ...ts.slice().reverse(), ...ts]) {
          const memo = lengthsInText(t);
          expect(plain(memo), t).toEqual(plain(lengthsInTextUncached(t)));
          found += memo.length;
        }
      }),
      { numRuns: 300, seed: 20261202 },
    );
    expect(found).toBeGreaterThan(1000);
    for (let i = 0; i < 3000; i++) lengthsInText(`${i} ft. line`);
    expect(plain(lengthsInText('20-ft.-radius spread'))).toEqual(plain(lengthsInTextUncached('20-ft.-radius spread')));
    expect(lengthsInText('2999 ft. line')).toEqual([{ value: 2999, unit: 'ft', index: 0, length: 8, perLevel: false, square: false, word: 'line' }]);
    const long = `${'x'.repeat(130)} 30 m line`;
    expect(plain(lengthsInText(long))).toEqual(plain(lengthsInTextUncached(long)));
  });
});
