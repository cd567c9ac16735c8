/**
 * The output-snapshot tools (scripts/compare-snapshots.mjs and the snapshot's
 * normalisation, scripts/snapshot/normalise.mjs): the comparer must report
 * every byte change, missing and extra file of two small trees written here,
 * exit 1 on any difference and 0 on none; the normalisation must rewrite the
 * known paths and the export time stamps and nothing else. Every expected
 * value is written out by hand from the inputs.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compareTrees, lineDifferences } from '../../../scripts/compare-snapshots.mjs';
import { normaliseBrewDates, Placeholders } from '../../../scripts/snapshot/normalise.mjs';

const COMPARE = join(__dirname, '../../../scripts/compare-snapshots.mjs');
const base = mkdtempSync(join(tmpdir(), 'grimoire-compare-test-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

/** A tree of files (path -> content) under a new folder. */
function tree(name: string, files: Record<string, string>): string {
  const dir = join(base, name);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
  return dir;
}

const A = { 'cli/lint.txt': 'exit: 1\nline one\nline two\n', 'lsp/en/hover.json': '[\n  "Squares: 12"\n]\n', 'only-a.txt': 'a\n' };
const B = { 'cli/lint.txt': 'exit: 1\nline one\nline two\n', 'lsp/en/hover.json': '[\n  "Squares; 12"\n]\n', 'only-b.txt': 'b\n' };

describe('compareTrees', () => {
  it('finds nothing between two equal trees', () => {
    const lines: string[] = [];
    const r = compareTrees(tree('same1', A), tree('same2', A), { print: (l) => lines.push(l) });
    expect(r).toEqual({ identical: 3, differing: [], onlyA: [], onlyB: [] });
    expect(lines).toEqual(['3 of 3 files identical; 0 differ, 0 only in a, 0 only in b.']);
  });

  it('reports a one-character change with its line, and the files only on one side', () => {
    const lines: string[] = [];
    const r = compareTrees(tree('a', A), tree('b', B), { print: (l) => lines.push(l) });
    expect(r).toEqual({ identical: 1, differing: ['lsp/en/hover.json'], onlyA: ['only-a.txt'], onlyB: ['only-b.txt'] });
    expect(lines).toEqual([
      'differs: lsp/en/hover.json',
      '  @@ a line 2, b line 2: 1 line(s) in a, 1 in b',
      '  -   "Squares: 12"',
      '  +   "Squares; 12"',
      'only in a: only-a.txt',
      'only in b: only-b.txt',
      '1 of 4 files identical; 1 differ, 1 only in a, 1 only in b.',
    ]);
  });

  it('exits 1 on a difference and 0 on none, as a command', () => {
    const diff = spawnSync(process.execPath, [COMPARE, join(base, 'a'), join(base, 'b')], { encoding: 'utf8' });
    expect(diff.status).toBe(1);
    expect(diff.stdout).toContain('differs: lsp/en/hover.json');
    const same = spawnSync(process.execPath, [COMPARE, join(base, 'same1'), join(base, 'same2')], { encoding: 'utf8' });
    expect(same.status).toBe(0);
    const bad = spawnSync(process.execPath, [COMPARE, join(base, 'a')], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
  });
});

describe('lineDifferences', () => {
  it('gives a changed line, an inserted line and a removed line as separate regions', () => {
    const a = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11'].join('\n');
    const b = ['1', 'two', '3', '4', '5', 'new', '6', '7', '8', '10', '11'].join('\n');
    expect(lineDifferences(a, b, 5)).toEqual([
      { lineA: 2, lineB: 2, a: ['2'], b: ['two'] },
      { lineA: 6, lineB: 6, a: [], b: ['new'] },
      { lineA: 9, lineB: 10, a: ['9'], b: [] },
    ]);
  });

  it('stops after the regions asked for and says there are more', () => {
    expect(lineDifferences('a\nx\ny\nz\nb\nx\ny\nz\nc', 'A\nx\ny\nz\nB\nx\ny\nz\nC', 2)).toEqual([
      { lineA: 1, lineB: 1, a: ['a'], b: ['A'] },
      { lineA: 5, lineB: 5, a: ['b'], b: ['B'] },
      { more: true },
    ]);
  });

  it('keeps two changes one equal line apart in one region (a lone equal line such as `},` is no resync point)', () => {
    expect(lineDifferences('a\n},\nb\nend\nend\nend', 'A\n},\nB\nend\nend\nend')).toEqual([{ lineA: 1, lineB: 1, a: ['a', '},', 'b'], b: ['A', '},', 'B'] }]);
  });

  it('takes a change at the end of the text as one region to the end', () => {
    expect(lineDifferences('same\nold tail', 'same\nnew tail\nand more')).toEqual([{ lineA: 2, lineB: 2, a: ['old tail'], b: ['new tail', 'and more'] }]);
  });
});

describe('snapshot normalisation', () => {
  it('replaces the longer of two nested paths first, as written and JSON-escaped', () => {
    const p = new Placeholders([
      ['/work/repo', '<inputs>'],
      ['/work/repo/tmp-x', '<tmp>'],
      ['C:\\w', '<win>'],
    ]);
    expect(p.apply('/work/repo/tmp-x/a.yaml and /work/repo/samples')).toBe('<tmp>/a.yaml and <inputs>/samples');
    expect(p.apply('{"filePath":"C:\\\\w\\\\a.yaml"}')).toBe('{"filePath":"<win>\\\\a.yaml"}');
    expect(p.apply('/work/other stays')).toBe('/work/other stays');
  });

  it('rewrites only the 5etools export time stamps', () => {
    const brew = '{\n\t"_meta": {\n\t\t"dateAdded": 1764880000,\n\t\t"dateLastModified": 1764880000,\n\t\t"edition": "classic"\n\t},\n\t"spell": [{ "level": 3, "date": 17 }]\n}\n';
    expect(normaliseBrewDates(brew)).toBe('{\n\t"_meta": {\n\t\t"dateAdded": "<export time>",\n\t\t"dateLastModified": "<export time>",\n\t\t"edition": "classic"\n\t},\n\t"spell": [{ "level": 3, "date": 17 }]\n}\n');
  });
});
