/**
 * Every rule names the passage it rests on and what it
 * leaves to the table, and every passage is quoted exactly: each `basis`
 * quote, each table-only passage, and each quotation in Ukrainian, Japanese
 * or Russian inside a rule's doc is found in the seed it names (whitespace
 * normalised; a quotation shortened with "..." is checked piece by piece).
 * Skips with a message when ../shared/seeds is absent.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DATASET_RULES, RULES } from '../../../../server/src/service/rules/index';
import { TABLE_ONLY } from '../../../../server/src/service/rules/catalog';

const SEEDS = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../shared/seeds');
const have = existsSync(SEEDS);
if (!have) console.warn(`test/unit/service/rules/rule-basis.test.ts: ${SEEDS} is absent; the quotations are not checked against the seeds.`);

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
const seedText = new Map<string, string>();
if (have) for (const f of readdirSync(SEEDS)) if (f.endsWith('.txt')) seedText.set(f.slice(0, 3), norm(readFileSync(join(SEEDS, f), 'utf8')));
const allSeeds = () => [...seedText.values()].join('\n');

const rules = [...RULES, ...DATASET_RULES];

describe('every rule names its passage and what it leaves to the table', () => {
  it.each(rules.map((r) => [r.code, r] as const))('%s', (_code, r) => {
    expect(r.basis.length).toBeGreaterThan(0);
    for (const q of r.basis) {
      expect(['000', '002', '003', '004']).toContain(q.seed);
      expect(q.quote.trim().length).toBeGreaterThan(5);
      expect(q.means.trim().length).toBeGreaterThan(5);
    }
    expect(r.scope.trim().length).toBeGreaterThan(10);
  });
});

describe.skipIf(!have)('quotations are exact', () => {
  it.each(rules.map((r) => [r.code, r] as const))('%s: each basis quote is in its seed', (_code, r) => {
    for (const q of r.basis) expect(seedText.get(q.seed), `${r.code}: ${q.quote}`).toContain(norm(q.quote));
  });

  it('each table-only passage is in its seed', () => {
    for (const x of TABLE_ONLY) expect(seedText.get(x.seed), x.topic).toContain(norm(x.quote));
  });

  it.each(rules.map((r) => [r.code, r] as const))('%s: each quotation in a seed language inside the doc is in a seed', (_code, r) => {
    // Quotations holding Cyrillic or Japanese text: "..." pairs, and Japanese 「」 are not used by the docs.
    const quotes = [...r.doc.matchAll(/"([^"]*[\u0400-\u04FF\u3040-\u30FF\u4E00-\u9FFF][^"]*)"/g)].map((m) => m[1]!);
    for (const q of quotes) {
      for (const piece of q.split(/\s*\.\.\.\s*/)) {
        if (piece.trim() === '') continue;
        expect(allSeeds(), `${r.code}: "${piece}"`).toContain(norm(piece));
      }
    }
  });
});
