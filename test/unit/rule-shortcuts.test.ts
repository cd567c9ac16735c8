/**
 * Shortcuts in rules give exactly what the plain checks give (issue 15 item 3:
 * the CLI's per-spell cost).
 *
 * `5e/components` returns at once for a list already written as distinct
 * upper-case V, S, M in order; `checkComponents` is the check without that
 * shortcut. Both run on generated component lists (letters in any case and
 * order, repeats, spaces, the seed's Cyrillic В С М, other strings, numbers,
 * nulls, empty lists, non-lists) inside a spell whose node tree is built by
 * the service, and must report the same findings (messages, ranges, fixes).
 *
 * Mutation check: a shortcut that also accepts repeats (`i < last` instead of
 * `i <= last`) fails on the first run with this seed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseItem } from '../../server/src/service/parse/item-reader';
import { components, checkComponents } from '../../server/src/service/rules/5e-components';
import type { Finding, SpellInput } from '../../server/src/service/rules/rule';

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
});
