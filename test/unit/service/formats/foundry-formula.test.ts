/**
 * Foundry's scaling formulas in numeric fields (formats/foundry/formula.ts),
 * evaluated at the spell's level: the packs' own formulas by hand, generated
 * arithmetic against JavaScript's own evaluation, and what is not such a
 * formula left unread; and the reader using them (Animal Messenger's 24 hours,
 * Magic Circle's 1 hour) with a note naming the field.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formulaAt } from '../../../../server/src/service/formats/foundry/formula';
import { readDialect } from '../../../../server/src/service/formats/detect';

describe('formulaAt', () => {
  it('the packs\' formulas, by hand', () => {
    expect(formulaAt('24 + (@item.level - 2) * 48', 2)).toBe(24); // Animal Messenger at 2nd level
    expect(formulaAt('24 + (@item.level - 2) * 48', 3)).toBe(72);
    expect(formulaAt('@item.level - 2', 3)).toBe(1); // Magic Circle
    expect(formulaAt('8 * min(3, floor((@item.level - 2) / 2))', 7)).toBe(16);
    expect(formulaAt('20 * @item.level', 4)).toBe(80);
  });
  it('is not a formula: other references, dice, junk, too long or too deep', () => {
    expect(formulaAt('@abilities.wis.mod', 1)).toBeUndefined();
    expect(formulaAt('1d6 + @item.level', 1)).toBeUndefined();
    expect(formulaAt('(1 + 2', 1)).toBeUndefined();
    expect(formulaAt('1 / 0', 1)).toBeUndefined();
    expect(formulaAt(`${'1 + '.repeat(60)}1`, 1)).toBeUndefined();
    expect(formulaAt(`${'('.repeat(30)}1${')'.repeat(30)}`, 1)).toBeUndefined();
  });
  it('agrees with JavaScript on generated arithmetic of +, -, *, parentheses and @item.level', () => {
    const leaf = fc.oneof(fc.integer({ min: 0, max: 99 }).map(String), fc.constant('@item.level'));
    const expr = fc.letrec((tie) => ({
      e: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, fc.tuple(tie('e'), fc.constantFrom('+', '-', '*'), tie('e')).map(([a, op, b]) => `${a} ${op} ${b}`), tie('e').map((x) => `(${x})`)),
    })).e as fc.Arbitrary<string>;
    fc.assert(
      fc.property(expr, fc.integer({ min: 0, max: 9 }), (f, level) => {
        // Within the bounds (length 200, nesting 20): beyond them the formula is refused, not evaluated.
        let depth = 0;
        let deepest = 0;
        for (const ch of f) deepest = Math.max(deepest, (depth += ch === '(' ? 1 : ch === ')' ? -1 : 0));
        fc.pre(f.length <= 200 && deepest < 15);
        const plain = Function(`"use strict"; return (${f.replaceAll('@item.level', `(${level})`)});`)() as number;
        expect(formulaAt(f, level)).toBe(plain);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the Foundry reader reads a formula at the spell\'s level', () => {
  const item = (duration: unknown, template?: unknown) => ({
    name: 'X', type: 'spell',
    system: { level: 2, school: 'enc', duration, ...(template ? { target: { template } } : {}) },
  });
  it('duration: the value at the spell\'s level, with a note naming the field', () => {
    const m = readDialect(item({ value: '24 + (@item.level - 2) * 48', units: 'hour' }), 'foundry-dnd5e');
    expect(m.value.duration).toEqual({ amount: 24, unit: 'hour' });
    expect(m.notes.map((n) => [n.msg.key, n.field])).toEqual([['dialect.n.fdy.formulaDuration', ['system', 'duration', 'value']]]);
  });
  it('template size: the same', () => {
    const m = readDialect(item({ value: 1, units: 'minute' }, { type: 'sphere', size: '10 * @item.level', units: 'ft' }), 'foundry-dnd5e');
    expect(m.value.area).toEqual({ shape: 'sphere', radius: 20 });
    expect(m.notes.map((n) => n.msg.key)).toEqual(['dialect.n.fdy.formulaSize']);
  });
  it('a value that is no formula is still read as 1, with its note', () => {
    const m = readDialect(item({ value: '@scale.bard.x', units: 'hour' }), 'foundry-dnd5e');
    expect(m.value.duration).toEqual({ amount: 1, unit: 'hour' });
    expect(m.notes.map((n) => n.msg.key)).toEqual(['dialect.n.fdy.durationNoNumber']);
  });
});
