/**
 * No regular expression of ours takes time super-linear in the text it reads.
 * scslre (test/helpers/regex-audit.ts) looks at every regex literal in
 * server/src, every `pattern` of the JSON schema (ajv runs them on spell
 * text), and every regex the service builds at run time while it reads the
 * samples, the fixtures and a document of each format. A regex it flags must
 * be rewritten (test/unit/service/linear-readers.test.ts shows how the present ones
 * were, reading the same), or be listed below with the reason it cannot be
 * made slow. test/security/linear-time.test.ts then times the readers on
 * hostile strings, which also catches what scslre does not model (an opener
 * of several characters repeated, work repeated per match).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtRegexes, regexLiterals, schemaPatterns, superLinear } from '../helpers/regex-audit';

const ROOT = resolve(__dirname, '../..');

/** Normalised text (text/normalise.ts normalise(): at most MAX_TEXT characters, each run of blanks one space). */
const NORMALISED = 'the stat-line readers (text/) read normalise()d text: at most 2,000 characters (MAX_TEXT), every run of blanks one space, so a blank is never matched two ways for long';

/**
 * Regexes scslre flags that cannot be made slow, by `/source/flags` (literals
 * also by file), with the reason. Keep it short: a new entry needs a reason
 * that holds for every input.
 */
const ALLOWED: ReadonlyArray<{ file?: string; regex: RegExp | string; why: string }> = [
  { file: 'server/src/cli/formats/sarif.ts', regex: String.raw`/!?\[([^\]]*)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g`, why: 'markdownToPlainText reads our own rule docs, never spell text' },
  { file: 'server/src/cli/rules-url.ts', regex: String.raw`/\/+$/`, why: "reads package.json's repository URL, ours" },
  { file: 'server/src/cli/rules-url.ts', regex: String.raw`/#.*$/`, why: 'reads GRIMOIRE_RULES_URL, set by whoever runs the CI job, after /^https:\/\/\S+$/ (no line break, so .*$ matches at the first #)' },
  { file: 'server/src/service/text/normalise.ts', regex: String.raw`/\s+(?:or|and|then)\s+|,\s*then\s+/`, why: `${NORMALISED} (clauses splits a normalised text)` },
  { file: 'server/src/service/text/html.ts', regex: String.raw`/<[^>]*>/g`, why: 'applied by replaceBefore only up to the last >, where every attempt from a < reaches a > and matches' },
  { file: 'server/src/service/parse/friendly-yaml.ts', regex: String.raw`/^(\s*(?:-\s+)*)([^:#]+?):(?:\s|$)/`, why: 'keyLine runs it only on a line it matches (checked first), where it finds its split within two tries' },
  { file: 'server/src/service/parse/friendly-yaml.ts', regex: String.raw`/^(\s*(?:-\s+)*)([^:#\s][^:#]*?):\s+(.*)$/`, why: 'keyValueLine runs it only on a line it can match (checked first)' },
  { file: 'server/src/service/parse/yaml11.ts', regex: String.raw`/(?:^|[:\-[{,])[ \t]*([^\s,[\]{}#'"!&*|>][^\s,[\]{}#]*)[ \t]*(?=\r?$|[,\]}]|[ \t]#)/gm`, why: 'someToken tries this TOKEN only where an attempt can start, and skips past a token an attempt read and failed after' },
];

/** The regexes the stat-line readers (text/) build (their area, band, distance and self-area readers), all on normalised text. */
const BUILT_BY_TEXT_TS = [/^\/\^\(\\d\+\(\?:\[\.,\]\\d\+\)\?\)\\s\*\(\?:-\\s\*\)\?\(feet/, /^\/\^\(\\d\+\)\\s\*\(\?:ft/, /\(\?<!\[\\d\.,\]\)\(\\d\{1,6\}/, /^\/cylinder\\s\*\\\(/, /^\/\\b(?:raggio|cono|linea|cub|quadrat)/];

/** The entries of ALLOWED that let a flagged literal through (each must, or it is stale). */
const used = new Set<number>();

function allowed(file: string, regex: string): string | undefined {
  for (const [i, a] of ALLOWED.entries()) {
    if (a.file !== undefined && !file.startsWith(a.file)) continue;
    if (typeof a.regex === 'string' ? a.regex === regex : a.regex.test(regex)) {
      used.add(i);
      return a.why;
    }
  }
  return undefined;
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((e) => {
    const p = join(dir, e);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

describe('no regex of ours is super-linear (scslre)', () => {
  it('every regex literal in server/src', () => {
    const literals = regexLiterals(ROOT, join(ROOT, 'server/src'));
    expect(literals.length).toBeGreaterThan(400);
    const flagged = literals
      .map((l) => ({ ...l, reports: superLinear(l.source, l.flags), regex: `/${l.source}/${l.flags}` }))
      .filter((l) => l.reports.length > 0 && !allowed(l.where, l.regex));
    expect(flagged.map((l) => `${l.where} ${l.regex}: ${l.reports.join('; ')}`)).toEqual([]);
    // Every allowance is still needed: a rewritten regex takes its entry with it.
    expect(ALLOWED.filter((_a, i) => !used.has(i)).map((a) => `${a.file} ${String(a.regex)}`)).toEqual([]);
  });

  it('every pattern of the spell schema (ajv runs them on spell text)', () => {
    const patterns = schemaPatterns(JSON.parse(readFileSync(join(ROOT, 'schemas/spell.schema.json'), 'utf8')));
    expect(patterns.length).toBeGreaterThan(10);
    const flagged = patterns.map((p) => ({ ...p, reports: superLinear(p.source, p.flags) })).filter((p) => p.reports.length > 0);
    expect(flagged.map((p) => `${p.where} /${p.source}/: ${p.reports.join('; ')}`)).toEqual([]);
  });

  it('every regex the service builds while reading the samples, fixtures and a document of each format', async () => {
    const built = await builtRegexes(async () => {
      // Imported here, inside the proxy, so that the regexes modules build when they load are seen too.
      const { createSpellService } = await import('../../server/src/service/service');
      const { readSpellText, runImporter } = await import('../helpers/readers');
      const adv = await import('../helpers/adversarial');
      const svc = createSpellService();
      const texts = [...files(join(ROOT, 'samples')), ...files(join(ROOT, 'test/fixtures'))].filter((f) => /\.(ya?ml|json)$/.test(f)).map((f) => readFileSync(f, 'utf8'));
      for (const t of [...texts, ...Object.values(adv.SPELLS).map((s) => adv.spellYaml(s)), JSON.stringify(adv.FOUNDRY_ITEM, null, 1), JSON.stringify(adv.BLACK_FLAG_ITEM, null, 1)]) readSpellText(svc, t);
      runImporter('foundry', adv.FOUNDRY_ITEM);
      runImporter('black-flag', adv.BLACK_FLAG_ITEM);
      runImporter('5etools', { spell: [adv.FIVETOOLS_RECORD] });
      runImporter('open5e', adv.OPEN5E_RECORDS);
      runImporter('5e-database', adv.SRD5E_RECORDS);
      runImporter('psrd', adv.PSRD_RECORDS);
    });
    expect(built.length).toBeGreaterThan(20);
    const flagged = built
      .map((b) => ({ regex: `/${b.source}/${b.flags}`, reports: superLinear(b.source, b.flags) }))
      .filter((b) => b.reports.length > 0 && !BUILT_BY_TEXT_TS.some((re) => re.test(b.regex)));
    expect(flagged.map((b) => `${b.regex}: ${b.reports.join('; ')}`)).toEqual([]);
  });

  it('the audit finds what it is for: the patterns replaced are flagged', () => {
    // The 3.5 length reader and the tab-fix indentation as they were (40 s at 100 KB; 18 s for 26 dashes).
    expect(superLinear(String.raw`(\d+(?:[.,]\d+)?)(\s*-?\s*)(sq\.\s*)?(ft\.?|feet|foot|metri|metres|meters|m)(?![a-z])`, 'gi').join()).toMatch(/Move|Trade/);
    expect(superLinear(String.raw`^((?: *- +)*| *)[^\s#\-][^:#]*:(?:\s|$)`, '').join()).toMatch(/exponential/);
    expect(superLinear(String.raw`(?<!\d)(\d+(?:[.,]\d+)?)(\s*(?:-\s*)?)(sq\.\s*)?(ft\.?|feet|foot|metri|metres|meters|m)(?![a-z])`, 'gi')).toEqual([]);
  });
});
