/**
 * `grimoire migrate --to 2024`, run as the built CLI (`node bin/grimoire.js
 * migrate ...`): the file is written in place with its comments, each change
 * and each thing left is listed by line, `--dry-run` writes nothing, and the
 * exit code says whether anything was left (1) or the usage was wrong (2).
 * The service's edits themselves are pinned in test/unit/service/migrate.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const BIN = join(ROOT, 'bin/grimoire.js');
const CLI = join(ROOT, 'dist/cli.js');

function newestSource(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newestSource(p) : statSync(p).mtimeMs);
  }
  return t;
}

function run(args: string[], cwd: string): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', timeout: 30_000 });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

const CLEAN = '# keep this\nspells:\n  - name: Shield\n    level: 1\n    school: abjuration\n    casting_time: 1 reaction, which you take when you are hit by an attack  # trigger\n    range: Self\n    components: [V, S]\n    duration: 1 round\n    description: A barrier appears.\n';
const CLEAN_2024 = '# keep this\nrules: 2024\nspells:\n  - name: Shield\n    level: 1\n    school: abjuration\n    casting_time: Reaction, which you take when you are hit by an attack  # trigger\n    range: Self\n    components: [V, S]\n    duration: 1 round\n    description: A barrier appears.\n';
const SPHERE = 'spells:\n  - name: Dome\n    level: 2\n    school: evocation\n    casting_time: Action\n    range: Self (10-foot-radius sphere)\n    components: [V]\n    duration: Instantaneous\n    description: x\n';

let dir: string;

beforeAll(() => {
  if (!existsSync(CLI) || statSync(CLI).mtimeMs < newestSource(join(ROOT, 'server/src'))) {
    const b = spawnSync(process.execPath, [join(ROOT, 'scripts/build.mjs')], { cwd: ROOT, encoding: 'utf8' });
    if (b.status !== 0) throw new Error(`build failed: ${b.stderr}`);
  }
  dir = mkdtempSync(join(tmpdir(), 'grimoire-migrate-'));
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('grimoire migrate --to 2024', () => {
  it('writes the file in place, comments kept, lists each change by line and exits 0 when nothing is left', () => {
    writeFileSync(join(dir, 'shield.yaml'), CLEAN);
    const r = run(['migrate', '--to', '2024', 'shield.yaml'], dir);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(readFileSync(join(dir, 'shield.yaml'), 'utf8')).toBe(CLEAN_2024);
    expect(r.stdout).toBe('shield.yaml:2: Added rules: 2024\nshield.yaml:7: Write "Reaction, which you take when you are hit by an attack"\nshield.yaml: 2 changes, 0 left for the author; 1 D&D 5e spells under the 2024 rules.\n');
  });

  it('--dry-run writes nothing; what it cannot decide is listed and the exit code is 1', () => {
    writeFileSync(join(dir, 'dome.yaml'), SPHERE);
    const r = run(['migrate', '--to=2024', '--dry-run', 'dome.yaml'], dir);
    expect(r.code).toBe(1);
    expect(readFileSync(join(dir, 'dome.yaml'), 'utf8')).toBe(SPHERE);
    expect(r.stdout).toContain('dome.yaml:1: Added rules: 2024');
    expect(r.stdout).toContain('dome.yaml:7: Dome: left as it is (5e24/wording-2014): ');
    expect(r.stdout).toContain('dome.yaml: 1 changes (not written: --dry-run), 1 left for the author');
  });

  it('refuses any other target, and no file, with exit 2', () => {
    expect(run(['migrate', 'dome.yaml'], dir).code).toBe(2);
    expect(run(['migrate', '--to', '2014', 'dome.yaml'], dir).stderr).toContain('migrate needs --to 2024');
    expect(run(['migrate', '--to', '2024'], dir).code).toBe(2);
  });
});
