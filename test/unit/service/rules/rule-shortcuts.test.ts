/**
 * Shortcuts in rules give exactly what the plain checks give (they cut the
 * CLI's per-spell cost).
 *
 * `5e/components` returns at once for a list already written as distinct
 * upper-case V, S, M in order; `checkComponents` is the check without that
 * shortcut. Both run on generated component lists (letters in any case and
 * order, repeats, spaces, the seed's Cyrillic В С М, other strings, numbers,
 * nulls, empty lists, non-lists) inside a spell whose node tree is built by
 * the service, and must report the same findings (messages, ranges, fixes).
 *
 * `dnd35/area-shape` memoises the shape it reads from an area line (its
 * findings depend on the line only through that shape and the area's kind,
 * read apart); `shapeOf` with the memo and `shapeOfPlain` without it must
 * agree on generated 3.5 area lines (English and Italian shapes, kinds,
 * sizes, units, heights, counts, "(S)", random text), each asked several
 * times, and after the memo was refilled.
 *
 * The schema's "did you mean" `distance` (schema/validate.ts) works in two
 * reused rows; it must equal the plain table (an array per row, as it was) on
 * generated pairs of keys, near misses, long and empty strings, astral and
 * Cyrillic text, called back to back so the rows are reused and regrown.
 *
 * Mutation check: a shortcut that also accepts repeats (`i < last` instead of
 * `i <= last`) fails on the first run with this seed; a memo keyed by the
 * line's first 12 characters fails the area test after 21 runs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseItem } from '../../../../server/src/service/parse/item-reader';
import { components, checkComponents } from '../../../../server/src/service/rules/5e-components';
import { shapeOf, shapeOfPlain } from '../../../../server/src/service/rules/dnd35-area-shape';
import { distance } from '../../../../server/src/service/schema/did-you-mean';
import type { Finding, SpellInput } from '../../../../server/src/service/rules/rule';

const itemArb = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('V', 'S', 'M') },
  { weight: 2, arbitrary: fc.constantFrom('v', 's', 'm', ' V', 'S ', 'В', 'С', 'М', 'X', 'VS', '') },
  { weight: 1, arbitrary: fc.constantFrom(1, null, true) },
);

const listArb = fc.oneof(
  { weight: 8, arbitrary: fc.array(itemArb, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.constantFrom('V, S', undefined, 3) },
);

function yamlItem(v: unknown): string {
  if (v === null) return 'null';
  if (typeof v === 'string') return JSON.stringify(v);
  return String(v);
}

function spellFor(list: unknown): SpellInput {
  const comp = Array.isArray(list) ? `[${list.map(yamlItem).join(', ')}]` : list === undefined ? '' : yamlItem(list);
  const text = `- name: Test\n  level: 1\n${list === undefined ? '' : `  components: ${comp}\n`}  duration: Instantaneous\n`;
  const parsed = parseItem(text);
  const node = parsed.root!.items![0]!;
  return { value: node.value as Record<string, unknown>, system: 'dnd5e', node, text };
}

function findings(check: (s: SpellInput, r: (f: Finding) => void) => void, s: SpellInput): Finding[] {
  const out: Finding[] = [];
  check(s, (f) => out.push(f));
  return out;
}

describe('rule shortcuts = plain checks', () => {
  it('5e/components on generated lists', () => {
    let canonical = 0;
    fc.assert(
      fc.property(listArb, (list) => {
        const s = spellFor(list);
        const fast = findings(components.check.bind(components), s);
        expect(fast).toEqual(findings(checkComponents, s));
        if (Array.isArray(list) && list.length > 0 && fast.length === 0) canonical++;
      }),
      { numRuns: 1000, seed: 20261202 },
    );
    expect(canonical).toBeGreaterThan(50);
  });

  it('dnd35/area-shape: memoised shapes on generated area lines', () => {
    const n = fc.constantFrom('5', '10', '20', '30', '60', '120', '1,5', '6', '0', '-5');
    const lineArb = fc.oneof(
      fc.tuple(n, fc.constantFrom('ft.', 'feet', 'm'), fc.constantFrom('radius', 'line', 'cone', 'cube', 'square'), fc.constantFrom('spread', 'burst', 'emanation', '', 'emanating from you')).map(([a, u, sh, k]) => `${a}-${u}-${sh} ${k}`.trim()),
      fc.tuple(n, n).map(([r, h]) => `cylinder (${r}-ft. radius, ${h} ft. high)`),
      fc.tuple(n, fc.constantFrom('Cylinder', 'cloud spreads in')).map(([r, w]) => `${w} ${r}-ft. radius, 20 ft. high`),
      fc.constantFrom('cone-shaped burst', 'cone-shaped emanation', '120-ft. line', 'Cone-Shaped Burst', 'two 10-ft. cubes per level (S)', 'one creature/level', 'see text', ''),
      fc.constantFrom('propagazione del raggio di 6 m', 'esplosione del raggio di 6 m', 'linea di 30 m', 'cono di 9 m', 'cilindro (raggio di 6 m, alto 12 m)', 'dieci cubi di 3 m (F)', 'Cilindro (raggio di 6 m)'),
      fc.string({ maxLength: 20 }),
    );
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 20 }), (lines) => {
        for (const line of [...lines, ...lines.slice().reverse(), ...lines]) {
          expect(shapeOf(line), line).toEqual(shapeOfPlain(line));
        }
      }),
      { numRuns: 300, seed: 20261202 },
    );
    for (let i = 0; i < 3000; i++) shapeOf(`${i}-ft.-radius spread`);
    expect(shapeOf('20-ft.-radius spread')).toEqual(shapeOfPlain('20-ft.-radius spread'));
    expect(shapeOf('20-ft.-radius spread')).toEqual({ shape: 'sphere', height: false });
    expect(shapeOf({ shape: 'cylinder', height: 10 })).toEqual({ shape: 'cylinder', height: true });
  });

  it('schema distance: reused rows give the plain table', () => {
    const plain = (a: string, b: string): number => {
      if (Math.abs(a.length - b.length) > 3) return 99;
      let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
      for (let i = 1; i <= a.length; i++) {
        const cur = [i];
        for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
        prev = cur;
      }
      return prev[b.length]!;
    };
    const key = fc.constantFrom('casting_time', 'duration', 'range', 'components', 'material', 'level', 'circle', 'school', 'ritual', 'concentration', 'higher_levels', 'damage', 'name', 'V', 'Шкіль', '');
    const edit = (k: string) => fc.tuple(fc.nat({ max: k.length }), fc.string({ maxLength: 2 }), fc.nat({ max: 2 })).map(([at, ins, del]) => k.slice(0, at) + ins + k.slice(at + del));
    const any = fc.oneof(key, key.chain(edit), fc.string({ maxLength: 90, unit: 'grapheme' }), fc.string({ minLength: 60, maxLength: 120 }));
    const pair = fc.oneof(fc.tuple(any, any), key.chain((k) => fc.tuple(fc.constant(k), edit(k))));
    let close = 0;
    fc.assert(
      fc.property(fc.array(pair, { minLength: 1, maxLength: 8 }), (pairs) => {
        for (const [a, b] of pairs) {
          const d = distance(a, b);
          expect(d, `${a} / ${b}`).toBe(plain(a, b));
          if (d <= 2) close++;
        }
      }),
      { numRuns: 1500, seed: 20261202 },
    );
    expect(close).toBeGreaterThan(500);
  });
});
