/**
 * `npm test` says why tests are skipped. Its closing summary
 * (scripts/test-summary.mjs) lists each file with skipped tests and the
 * reason: the real datasets in ../shared/corpus that a clone does not have,
 * or the editor suites' set-up. Run on vitest-shaped reports made here.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script, no type declarations
import { skipReason, summarise } from '../../../scripts/test-summary.mjs';

const ROOT = resolve(__dirname, '../../..');
const file = (rel: string) => join(ROOT, rel);
const report = (files: Array<[string, string[]]>) => ({
  numPassedTests: files.reduce((n, [, s]) => n + s.filter((x) => x === 'passed').length, 0),
  numFailedTests: 0,
  numPendingTests: files.reduce((n, [, s]) => n + s.filter((x) => x === 'pending').length, 0),
  testResults: files.map(([name, statuses]) => ({ name: file(name), assertionResults: statuses.map((status) => ({ status })) })),
});

describe('the closing summary of npm test', () => {
  it('keeps the one-line totals CI reads, then names each skipping file and why', () => {
    const noCorpus = { root: ROOT, exists: () => false, read: (f: string) => readFileSync(f, 'utf8') };
    const { lines, ok } = summarise(
      [report([['test/unit/service/formats/importers.test.ts', ['pending', 'pending', 'passed']], ['test/unit/service/compute/dice.test.ts', ['passed']]]), report([['test/e2e/preview-injection.e2e.test.ts', ['pending']]])],
      noCorpus,
    );
    expect(ok).toBe(true);
    expect(lines[0]).toBe('tests: 2 passed, 0 failed, 3 skipped');
    expect(lines[1]).toBe('skipped, and why:');
    expect(lines).toContain('  test/unit/service/formats/importers.test.ts: 2 (needs the real datasets in ../shared/corpus, which are not part of a clone (see CONTRIBUTING.md))');
    expect(lines.find((l: string) => l.startsWith('  test/e2e/preview-injection.e2e.test.ts: 1 '))).toMatch(/scripts\/e2e-setup\.sh/);
    expect(lines.some((l: string) => l.includes('dice.test.ts'))).toBe(false);
  });

  it('every test file that reads the corpora is recognised by what it reads', () => {
    for (const f of ['test/unit/service/formats/importers.test.ts', 'test/unit/service/rules/rule-fixtures.test.ts', 'test/unit/service/schema/spell-schema.test.ts', 'test/unit/service/formats/5etools.test.ts', 'test/unit/service/rules/no-false-positives.test.ts', 'test/unit/scripts/generated-docs.test.ts']) {
      expect(skipReason(file(f), readFileSync(file(f), 'utf8'), { root: ROOT, exists: () => false }), f).toMatch(/\.\.\/shared\/corpus/);
    }
  });

  it('nothing skipped: the totals line alone', () => {
    expect(summarise([report([['test/unit/service/compute/dice.test.ts', ['passed']]])]).lines).toEqual(['tests: 1 passed, 0 failed, 0 skipped']);
  });
});
