/**
 * The inlay hint fits VS Code's 43-character default
 * (`editor.inlayHints.maximumLength`), so VS Code never cuts it mid-figure;
 * the full line is its tooltip. The short form is a shortcut of the full
 * line: on generated spells its figures are the full line's, in order.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSpellService } from '../../../../server/src/service/service';
import { DEFAULT_SETTINGS } from '../../../../server/src/service/settings';
import { fitSummary, INLAY_MAX, summaryLine } from '../../../../server/src/service/features/summary';

const service = createSpellService();

/** The numbers of a line, in order ("3d8 ~13.5" -> 3, 8, 13.5). */
const numbers = (s: string) => s.match(/\d+(?:\.\d+)?/g) ?? [];

/** Is `sub` a subsequence of `all`? */
function subsequence(sub: readonly string[], all: readonly string[]): boolean {
  let i = 0;
  for (const x of all) if (i < sub.length && sub[i] === x) i++;
  return i === sub.length;
}

describe('fitSummary', () => {
  it('keeps a line that fits; shortens one that does not, by whole figures', () => {
    expect(fitSummary([{ full: 'DC 15', short: 'DC 15' }])).toBe('DC 15');
    // A line of 46 characters, which VS Code cut as "... 24 sq (D…".
    const parts = [
      { full: 'DC 14', short: 'DC 14' },
      { full: '3d8 avg 13.5', short: '3d8 ~13.5' },
      { full: '30-ft cone: 24 sq (DMG)', short: '30-ft cone 24 sq' },
    ];
    expect(parts.map((p) => p.full).join(' | ')).toHaveLength(46);
    expect(fitSummary(parts)).toBe('DC 14 | 3d8 ~13.5 | 30-ft cone 24 sq');
    // Too many figures: the last whole ones go (the tooltip has them).
    expect(fitSummary([...parts, { full: 'heals 10d10 avg 55', short: 'heals 10d10 ~55' }])).toBe('DC 14 | 3d8 ~13.5 | 30-ft cone 24 sq');
    expect(fitSummary([])).toBeUndefined();
  });
});

describe('the hint the editor gets', () => {
  const spell = (area: string, dice: string, extra: string) =>
    `name: X\nlevel: 3\nschool: evocation\ncasting_time: 1 action\nrange: 150 feet\ncomponents: [V, S]\nduration: Instantaneous\narea: ${area}\nsave: { ability: dex, success: half }\ndamage: { dice: ${dice}, type: fire }\n${extra}`;

  it('on generated spells: at most 43 characters, its figures those of the full line (the tooltip)', () => {
    const area = fc.oneof(
      fc.integer({ min: 1, max: 40 }).map((r) => `{ shape: sphere, radius: ${r * 5} }`),
      fc.integer({ min: 1, max: 40 }).map((l) => `{ shape: cone, length: ${l * 5} }`),
      fc.tuple(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 4 })).map(([l, w]) => `{ shape: line, length: ${l * 5}, width: ${w * 5} }`),
      fc.integer({ min: 1, max: 20 }).map((s) => `{ shape: cube, size: ${s * 5} }`),
      fc.tuple(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 20 })).map(([r, h]) => `{ shape: cylinder, radius: ${r * 5}, height: ${h * 5} }`),
    );
    const dice = fc.tuple(fc.integer({ min: 1, max: 40 }), fc.constantFrom(4, 6, 8, 10, 12)).map(([n, d]) => `${n}d${d}`);
    const extra = fc.constantFrom('', 'attack: ranged\n', 'heal: { dice: 10d8 }\n', 'attack: melee\nheal: { dice: 2d4 }\n');
    fc.assert(
      fc.property(area, dice, extra, (a, d, x) => {
        const text = spell(a, d, x);
        const an = service.analyze(text);
        const hints = service.summaries(an, 0, text.length);
        expect(hints).toHaveLength(1);
        const h = hints[0]!;
        expect(h.short.length).toBeLessThanOrEqual(INLAY_MAX);
        expect(h.label).toBe(summaryLine(an.spells[0]!, DEFAULT_SETTINGS));
        expect(subsequence(numbers(h.short), numbers(h.label))).toBe(true);
        if (h.label.length <= INLAY_MAX) expect(h.short).toBe(h.label);
      }),
      { numRuns: 150 },
    );
  });
});

describe('the hint keeps its shape whatever the errors', () => {
  // Lightning Bolt of the SRD: a 100 ft x 5 ft line, 8d6 lightning, a Dexterity save.
  const bolt = (level: string, school: string) =>
    `name: Lightning Bolt\nlevel: ${level}\nschool: ${school}\ncasting_time: 1 action\nrange: Self (100-foot line)\ncomponents: [V, S, M]\nmaterial: fur\nduration: Instantaneous\narea: { shape: line, length: 100, width: 5 }\nsave: { ability: dex, success: half }\ndamage: { dice: 8d6, type: lightning, per_slot: 1d6 }\n`;
  const hint = (text: string) => {
    const an = service.analyze(text);
    return service.summaries(an, 0, text.length)[0]!;
  };

  it('valid, or with a bad level and school: the same figures, in the same order, the area kept', () => {
    // By hand: the default profile (score 16: +3, level 5: proficiency +3) gives DC 8 + 3 + 3 = 14;
    // 8d6 averages 8 x 3.5 = 28; a 5-ft-wide line laid along a grid line from an intersection
    // touches the row of squares on each side: 2 x 100/5 = 40 squares.
    const want = 'DC 14 | 8d6 ~28 | 40 sq';
    const valid = hint(bolt('3', 'evocation'));
    expect(valid.short).toBe(want);
    expect(valid.label).toBe('DC 14 | 8d6 avg 28 | 100-ft line, 5 ft wide: 40 sq (DMG)');
    for (const [level, school] of [['12', 'evx'], ['3', 'evx'], ['12', 'evocation'], ['"three"', 'evocation']] as const) {
      const h = hint(bolt(level, school));
      expect(h.short, `level ${level}, school ${school}`).toBe(want);
      expect(h.label, `level ${level}, school ${school}`).toBe(valid.label);
    }
  });
});
