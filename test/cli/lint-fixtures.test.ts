/**
 * The built CLI on the broken fixtures: `grimoire lint test/fixtures` exits 1
 * and reports each expected diagnostic (the `.expected.json` beside each
 * fixture) at its expected place; `grimoire lint samples` exits 0.
 * `npm test` builds dist/ before running this.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const CLI = join(ROOT, 'bin/grimoire.js');

function run(args: string[], input?: string) {
  return spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, encoding: 'utf8', input, maxBuffer: 64 * 1024 * 1024 });
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

interface Expected {
  code: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  severity?: string;
}

describe('grimoire lint on fixtures and samples', () => {
  it('lints the samples with exit code 0', () => {
    const r = run(['lint', 'samples']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('exits 1 on test/fixtures and reports every expected diagnostic at its place', () => {
    const r = run(['lint', '-f', 'json', 'test/fixtures']);
    expect(r.status).toBe(1);
    const results = JSON.parse(r.stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string; line: number; column: number; endLine: number; endColumn: number; severity: number }> }>;
    const byFile = new Map(results.map((x) => [x.filePath, x.messages]));
    const expectedFiles = walk(join(ROOT, 'test/fixtures')).filter((f) => f.endsWith('.expected.json'));
    expect(expectedFiles.length).toBeGreaterThan(5);
    let checked = 0;
    for (const ef of expectedFiles) {
      const yamlFile = ['.yaml', '.yml'].map((ext) => ef.replace(/\.expected\.json$/, ext)).find((f) => existsSync(f));
      if (!yamlFile) continue;
      const got = byFile.get(yamlFile);
      expect(got, `${yamlFile} was not linted`).toBeDefined();
      const expected = JSON.parse(readFileSync(ef, 'utf8')) as Expected[];
      // The CLI reports errors (2), warnings (1) and info findings (0); hint findings stay in the editor.
      const SEVERITY: Record<string, number> = { error: 2, warning: 1, info: 0 };
      for (const e of expected.filter((x) => x.severity !== 'hint')) {
        const hit = got!.find((m) => m.ruleId === e.code && m.line === e.line && m.column === e.column && (e.endLine === undefined || (m.endLine === e.endLine && m.endColumn === e.endColumn)) && (e.severity === undefined || m.severity === SEVERITY[e.severity]));
        expect(hit, `${yamlFile}: expected ${e.code} at ${e.line}:${e.column}; got ${JSON.stringify(got)}`).toBeDefined();
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('exits 2 with a message (no stack trace) on bad usage', () => {
    for (const args of [['lint'], ['lint', 'no/such/file.yaml'], ['lint', '-f', 'nope', 'samples'], ['frobnicate'], ['lint', '--shard', '5/2', 'samples']]) {
      const r = run(args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(/^grimoire: /);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('reads standard input with --stdin-filename', () => {
    const r = run(['lint', '-f', 'json', '-', '--stdin-filename', 'x.spell.yaml'], 'name: X\nlevel: 99\n');
    expect(r.status).toBe(1);
    const [res] = JSON.parse(r.stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string }> }>;
    expect(res!.filePath).toBe(join(ROOT, 'x.spell.yaml'));
    expect(res!.messages.map((m) => m.ruleId)).toContain('schema/range');
  });

  it('exits 1 with a message on invalid UTF-8 and binary files, never a stack trace', () => {
    const r = run(['lint', 'test/fixtures-hostile']);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/not valid UTF-8/);
    expect(r.stdout).toMatch(/binary/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
