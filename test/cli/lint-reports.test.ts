/**
 * Where `grimoire lint` reports go and what it says when nothing matched, run
 * as the built CLI: -f/-o pair as written (each -o with the -f just before
 * it); a path or glob that matches no spell file exits 2 unless
 * --no-error-on-unmatched-pattern, and so does a set every file of which is
 * ignored, while an empty shard is fine; SARIF rules carry a helpUri to
 * docs/rules.md anchors. Needs dist/ (npm run build).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pairOutputs, parseLintArgs } from '../../server/src/cli/lint-args';
import { repositoryWebUrl, rulesDocUrl } from '../../server/src/cli/rules-url';
import { ruleAnchor } from '../../server/src/cli/formats/sarif';
import { CLEAN, cli, put, tempRepo, THREE_ERRORS } from '../security/cli-env';

const ROOT = resolve(__dirname, '../..');

describe('-f / -o pairing', () => {
  const outs = (...a: string[]) => parseLintArgs([...a, 'x']).outputs;

  it('each -o goes with the -f just before it', () => {
    expect(outs('-f', 'github', '-f', 'sarif', '-o', 'g.sarif')).toEqual([{ format: 'github' }, { format: 'sarif', file: 'g.sarif' }]);
    expect(outs('-f', 'sarif', '-o', 'g.sarif', '-f', 'github')).toEqual([{ format: 'sarif', file: 'g.sarif' }, { format: 'github' }]);
    expect(outs('-f', 'json', '-o', 'a.json', '-f', 'sarif', '-o', 'b.sarif', '-f', 'junit', '-o', 'c.xml')).toEqual([
      { format: 'json', file: 'a.json' },
      { format: 'sarif', file: 'b.sarif' },
      { format: 'junit', file: 'c.xml' },
    ]);
    expect(outs('--format=sarif', '--output=x.sarif', '-f', 'stylish')).toEqual([{ format: 'sarif', file: 'x.sarif' }, { format: 'stylish' }]);
  });

  it('-o alone, -o before -f, and two -o after one -f', () => {
    expect(outs('-o', 'r.txt')).toEqual([{ format: 'stylish', file: 'r.txt' }]);
    expect(outs('-o', 'r.json', '-f', 'json')).toEqual([{ format: 'json', file: 'r.json' }]);
    expect(outs('-f', 'json', '-o', 'a.json', '-o', 'b.json')).toEqual([{ format: 'json', file: 'a.json' }, { format: 'json', file: 'b.json' }]);
    expect(outs()).toEqual([{ format: 'stylish' }]);
  });

  it('two reports on standard output is a usage error, not a mixed stream', () => {
    expect(() => outs('-f', 'json', '-f', 'sarif')).toThrow(/both go to standard output/);
    expect(pairOutputs([{ kind: 'f', value: 'github' }, { kind: 'f', value: 'sarif' }, { kind: 'o', value: 's' }])[1]).toEqual({ format: 'sarif', file: 's' });
  });

  it('the CLI writes each report where its pair says', () => {
    const { dir, home } = tempRepo();
    put(dir, 'bad.spell.yaml', THREE_ERRORS);
    const r = cli(dir, home, ['lint', '.', '-f', 'github', '-f', 'sarif', '-o', 'out.sarif']);
    expect(r.status).toBe(1);
    expect(r.stdout.split('\n').filter((l) => l.startsWith('::error ')).length).toBe(3);
    const log = JSON.parse(readFileSync(join(dir, 'out.sarif'), 'utf8'));
    expect(log.version).toBe('2.1.0');
    expect(log.runs[0].results).toHaveLength(3);
  });
});

describe('nothing matched', () => {
  it('exits 2 with the pattern named; --no-error-on-unmatched-pattern makes it exit 0 with a note', () => {
    const { dir, home } = tempRepo();
    put(dir, 'spels/a.yaml', CLEAN('A')); // a typo'd folder name: not a spells/ folder, no spell file names
    const r = cli(dir, home, ['lint', 'spels']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('grimoire: no spell files matched "spels"');
    expect(r.stderr).toContain('--no-error-on-unmatched-pattern');
    const ok = cli(dir, home, ['lint', '--no-error-on-unmatched-pattern', 'spels']);
    expect(ok.status).toBe(0);
    expect(ok.stderr).toContain('no spell files matched "spels"');
  });

  it('a glob that matches nothing exits 2; every found file ignored by config exits 2 too', () => {
    const { dir, home } = tempRepo();
    put(dir, 'x.spell.yaml', CLEAN('X'));
    expect(cli(dir, home, ['lint', 'nope/**/*.yaml']).status).toBe(2);
    put(dir, '.grimoirerc.yaml', "ignore: ['**']\n");
    const r = cli(dir, home, ['lint', '.']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('every spell file found is ignored (1; --no-ignore checks them)');
  });

  it('an empty shard of a non-empty set is fine (small repositories, big matrices)', () => {
    const { dir, home } = tempRepo();
    put(dir, 'x.spell.yaml', CLEAN('X'));
    const codes = [1, 2, 3, 4].map((i) => cli(dir, home, ['lint', '.', '--shard', `${i}/4`]).status);
    expect(codes).toEqual([0, 0, 0, 0]);
  });
});

describe('SARIF helpUri', () => {
  it('anchors follow GitHub slugs of docs/rules.md headings', () => {
    const doc = readFileSync(join(ROOT, 'docs/rules.md'), 'utf8');
    // Slug by hand: `### \`5e/components\`` -> lower case, punctuation but - and _ dropped.
    expect(ruleAnchor('5e/components')).toBe('5ecomponents');
    expect(ruleAnchor('dataset/duplicate-name')).toBe('datasetduplicate-name');
    expect(ruleAnchor('schema/enum')).toBe('parser-and-schema-codes');
    expect(doc).toContain('### `5e/components`');
    expect(doc).toContain('## Parser and schema codes');
  });

  it('comes from GRIMOIRE_RULES_URL, else package.json repository and version; placeholders give none', () => {
    expect(rulesDocUrl({ GRIMOIRE_RULES_URL: 'https://github.com/acme/grimoire/blob/v1/docs/rules.md' })).toBe('https://github.com/acme/grimoire/blob/v1/docs/rules.md');
    expect(rulesDocUrl({ GRIMOIRE_RULES_URL: 'javascript:alert(1)' })).toBeUndefined();
    expect(repositoryWebUrl({ type: 'git', url: 'git+https://gitlab.com/acme/grimoire.git' })).toBe('https://gitlab.com/acme/grimoire');
    expect(repositoryWebUrl('https://example.invalid/grimoire.git')).toBeUndefined();
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    const web = repositoryWebUrl(pkg.repository);
    expect(rulesDocUrl({})).toBe(web ? `${web}/blob/v${pkg.version}/docs/rules.md` : undefined);
  });

  it('is written on every rule of a SARIF log', () => {
    const { dir, home } = tempRepo();
    put(dir, 'bad.spell.yaml', THREE_ERRORS);
    const r = cli(dir, home, ['lint', '.', '-f', 'sarif'], { GRIMOIRE_RULES_URL: 'https://git.example.org/g/blob/v0.1.0/docs/rules.md' });
    const rules = JSON.parse(r.stdout).runs[0].tool.driver.rules as Array<{ helpUri?: string }>;
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) expect(rule.helpUri).toBe('https://git.example.org/g/blob/v0.1.0/docs/rules.md#parser-and-schema-codes');
  });
});
