/**
 * Every rule names the passage it rests on and what it
 * leaves to the table, and every passage is quoted exactly: each `basis`
 * quote, each table-only passage, and each quotation in Ukrainian, Japanese
 * or Russian inside a rule's doc is found in the seed it names (whitespace
 * normalised; a quotation shortened with "..." is checked piece by piece).
 * A 2024 rule's passages (`srd52`) are found in the SRD 5.2 of
 * ../shared/corpus/srd52: its glossary, conditions, rule sections and spells,
 * with 5etools' `{@tag ...}` markup read as the words it shows.
 * Skips with a message when ../shared/seeds or the SRD 5.2 is absent.
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

const SRD52 = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../shared/corpus/srd52');
const haveSrd52 = existsSync(join(SRD52, 'glossary.json'));
if (!haveSrd52) console.warn(`test/unit/service/rules/rule-basis.test.ts: ${SRD52} is absent; the SRD 5.2 quotations are not checked.`);

/** Every text of a JSON value, depth first (5etools' `{@tag text|source|shown}` as the words shown). */
function textsOf(v: unknown, out: string[] = []): string[] {
  if (typeof v === 'string') out.push(v.replace(/\{@\w+ ([^|}]*)(?:\|[^|}]*)?(?:\|([^}]*))?\}/g, (_m, text: string, shown?: string) => shown ?? text));
  else if (Array.isArray(v)) for (const x of v) textsOf(x, out);
  else if (v && typeof v === 'object') for (const x of Object.values(v)) textsOf(x, out);
  return out;
}

/** The SRD 5.2 as one normalised text (straight apostrophes, as the quotes are typed). */
const srd52Text = haveSrd52
  ? norm(
      ['glossary.json', 'conditions.json', 'open5e-Rule.json', 'open5e-Spell.json']
        .flatMap((f) => textsOf(JSON.parse(readFileSync(join(SRD52, f), 'utf8'))))
        .join('\n')
        .replace(/[\u2018\u2019]/g, "'")
        // Markdown emphasis (*Burning Hands*) is not part of the words.
        .replace(/[*_]{1,3}(?=\w)|(?<=\w)[*_]{1,3}/g, ''),
    )
  : '';

describe('every rule names its passage and what it leaves to the table', () => {
  it.each(rules.map((r) => [r.code, r] as const))('%s', (_code, r) => {
    expect(r.basis.length).toBeGreaterThan(0);
    for (const q of r.basis) {
      expect(['000', '002', '003', '004', 'srd52']).toContain(q.seed);
      // The 2024 rules rest on the SRD 5.2 only, the others on the seeds only.
      expect(q.seed === 'srd52', `${r.code}: ${q.quote}`).toBe(r.code.startsWith('5e24/'));
      expect(q.quote.trim().length).toBeGreaterThan(5);
      expect(q.means.trim().length).toBeGreaterThan(5);
    }
    expect(r.scope.trim().length).toBeGreaterThan(10);
  });
});

/** The SRD 5.2's sections by the name a basis gives them: `Rules Glossary: <entry>` (conditions too), `Spells: <spell>`, `<Chapter>: <section>` (open5e's ruleset slug). */
const srd52Sections: Map<string, string> = new Map();
if (haveSrd52) {
  const read = (f: string) => JSON.parse(readFileSync(join(SRD52, f), 'utf8')) as Array<Record<string, unknown>>;
  const text = (v: unknown) => norm(textsOf(v).join('\n').replace(/[\u2018\u2019]/g, "'").replace(/[*_]{1,3}(?=\w)|(?<=\w)[*_]{1,3}/g, ''));
  for (const e of [...read('glossary.json'), ...read('conditions.json')]) srd52Sections.set(`Rules Glossary: ${String(e.name)}`, text(e));
  for (const e of read('open5e-Spell.json')) srd52Sections.set(`Spells: ${String((e.fields as Record<string, unknown>).name)}`, text(e.fields));
  for (const e of read('open5e-Rule.json')) {
    const f = e.fields as Record<string, unknown>;
    // `srd-2024_multiclassing` -> `Multiclassing`.
    const chapter = String(f.ruleset).replace(/^srd-2024_/, '').split('-').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');
    srd52Sections.set(`${chapter}: ${String(f.name)}`, text(f));
  }
}

describe.skipIf(!haveSrd52)('the 2024 rules quote the SRD 5.2 exactly', () => {
  it.each(rules.filter((r) => r.code.startsWith('5e24/')).map((r) => [r.code, r] as const))('%s: each basis quote is in the SRD 5.2 section it names', (_code, r) => {
    for (const q of r.basis) {
      expect(q.section, `${r.code}: ${q.quote} names no section`).toBeTruthy();
      const body = srd52Sections.get(q.section!);
      expect(body, `${r.code}: no SRD 5.2 section "${q.section}"`).toBeDefined();
      expect(body!.includes(norm(q.quote)), `${r.code}: "${q.quote}" is not in ${q.section}`).toBe(true);
    }
  });

  it.each(rules.filter((r) => r.code.startsWith('5e24/')).map((r) => [r.code, r] as const))('%s: each basis quote, and each quotation in its doc, is in the SRD 5.2', (_code, r) => {
    for (const q of r.basis) expect(srd52Text.includes(norm(q.quote)), `${r.code}: ${q.quote}`).toBe(true);
    // Quotations of the SRD in the doc: "..." spans of a sentence's length (code in backticks and short words aside).
    const quotes = r.doc.split('"').filter((q, i) => i % 2 === 1 && q.length >= 25);
    expect(quotes.length).toBeGreaterThan(0);
    for (const q of quotes) expect(srd52Text.includes(norm(q)), `${r.code}: "${q}"`).toBe(true);
  });
});

describe.skipIf(!have)('quotations are exact', () => {
  it.each(rules.filter((r) => r.basis.some((q) => q.seed !== 'srd52')).map((r) => [r.code, r] as const))('%s: each basis quote is in its seed', (_code, r) => {
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
