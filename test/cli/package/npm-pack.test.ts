/**
 * Installing from the repository (a pre-commit hook, a git URL, a tarball):
 * `npm pack` holds the built CLI, the package.json the CLI reads and
 * docs/rules.md (SARIF links point into it), and no tests or node_modules;
 * `prepare` builds the CLI from a clone.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../../..');

describe('installing from the repository (pre-commit, git URL, tarball)', () => {
  it('npm pack holds the built CLI, and prepare builds it from a clone', async () => {
    const { spawnSync } = await import('node:child_process');
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(pkg.scripts.prepare).toBe('node scripts/build.mjs');
    const r = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8' });
    const files = (JSON.parse(r.stdout)[0].files as Array<{ path: string }>).map((f) => f.path);
    for (const f of ['bin/grimoire.js', 'dist/cli.js', 'package.json', 'docs/rules.md']) expect(files).toContain(f);
    expect(files.some((f) => f.startsWith('test/') || f.startsWith('node_modules/'))).toBe(false);
  });
});
