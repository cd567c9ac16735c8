/**
 * dist/cli.js (scripts/cli-loader.cjs) loads the CLI bundle
 * with the V8 code cache that scripts/build.mjs writes. The shortcut must give
 * exactly what running the bundle plainly gives, and a cache made from another
 * bundle must never be used (V8 itself only compares the source's length).
 * Runs the built files (`npm run build` first), copied to a temporary folder.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import Module from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { generateDataset } from '../../bench/gen.mjs';

const DIST = resolve(__dirname, '../../dist');
const built = existsSync(join(DIST, 'cli-bundle.js.cache'));

function copyDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'grimoire-cc-'));
  for (const f of ['cli.js', 'cli-bundle.js', 'cli-bundle.js.cache']) copyFileSync(join(DIST, f), join(dir, f));
  return dir;
}

function run(script: string, args: string[], input?: string): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', input, env: { ...process.env, GRIMOIRE_WORKERS: '0' }, timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The V8 flags the loader sets before compiling (its `const V8_FLAGS = '...';` line). */
function loaderFlags(dir: string): string {
  const m = /^const V8_FLAGS = '([^']*)';$/m.exec(readFileSync(join(dir, 'cli.js'), 'utf8'));
  expect(m).not.toBeNull();
  return m![1]!;
}

/**
 * Whether V8 takes the cache for the bundle in `dir`: the loader's compile,
 * done by hand in a child process under the loader's V8 flags (a cache is
 * rejected under other flags, and this test's own process must keep its own).
 */
function v8Accepts(dir: string): boolean {
  const file = join(dir, 'cli-bundle.js');
  const code = `require('node:v8').setFlagsFromString(${JSON.stringify(loaderFlags(dir))});
const fs = require('node:fs'), vm = require('node:vm'), Module = require('node:module');
const file = ${JSON.stringify(file)};
const s = new vm.Script(Module.wrap(fs.readFileSync(file, 'utf8')), { filename: file, cachedData: fs.readFileSync(file + '.cache').subarray(32) });
process.stdout.write(s.cachedDataRejected ? 'rejected' : 'accepted');`;
  const r = spawnSync(process.execPath, ['-e', code], { encoding: 'utf8', timeout: 60_000 });
  expect(r.stdout).toMatch(/^(accepted|rejected)$/);
  return r.stdout === 'accepted';
}

/** Without the loader's flags V8 refuses the cache: the flags line is what the build trained under. */
function v8AcceptsWithoutFlags(dir: string): boolean {
  const file = join(dir, 'cli-bundle.js');
  const s = new vm.Script(Module.wrap(readFileSync(file, 'utf8')), { filename: file, cachedData: readFileSync(file + '.cache').subarray(32) });
  return !s.cachedDataRejected;
}

describe.skipIf(!built)('CLI code cache (dist/cli.js)', () => {
  it('lints as the plain bundle does, with the cache taken by V8', () => {
    const dir = copyDist();
    expect(v8Accepts(dir)).toBe(true);
    // The flags matter (a cache trained without them would be silently refused at every start).
    if (loaderFlags(dir) !== '') expect(v8AcceptsWithoutFlags(dir)).toBe(false);
    const data = join(dir, 'mixed.spells.yaml');
    writeFileSync(data, generateDataset({ count: 400, seed: 71, mistakeRate: 0.3 }).text);
    for (const args of [['lint', '-f', 'json', data], ['lint', '-f', 'sarif', data], ['lint', data, '--locale', 'uk']]) {
      const viaCache = run(join(dir, 'cli.js'), args);
      const plain = run(join(dir, 'cli-bundle.js'), args);
      expect(viaCache.status).toBe(1);
      expect(viaCache).toEqual(plain);
    }
    // Without a cache, or with a cut one, the loader compiles plainly.
    const plain = run(join(dir, 'cli-bundle.js'), ['lint', '-f', 'json', data]);
    writeFileSync(join(dir, 'cli-bundle.js.cache'), readFileSync(join(DIST, 'cli-bundle.js.cache')).subarray(0, 40));
    expect(run(join(dir, 'cli.js'), ['lint', '-f', 'json', data])).toEqual(plain);
    rmSync(join(dir, 'cli-bundle.js.cache'));
    expect(run(join(dir, 'cli.js'), ['lint', '-f', 'json', data])).toEqual(plain);
  });

  it('never uses a cache made from another bundle of the same length', () => {
    const dir = copyDist();
    const file = join(dir, 'cli-bundle.js');
    const before = 'This `[` is never closed';
    const after = 'THIS `[` IS never closed';
    const text = readFileSync(file, 'utf8');
    expect(text.split(before).length).toBe(2);
    writeFileSync(file, text.replace(before, after));
    // V8 alone would take the old cache for the edited bundle (and run the old text).
    expect(v8Accepts(dir)).toBe(true);
    const r = run(join(dir, 'cli.js'), ['lint', '-'], 'x: [\n');
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(after);
    expect(r.stdout).not.toContain(before);
  });
});
