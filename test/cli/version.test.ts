/**
 * One version string: package.json's `version`, put into the bundles at
 * build time (server/src/version.ts), is what the CLI prints and writes into
 * SARIF and what the language server names in `serverInfo`; no source file
 * writes it out again.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TestClient } from '../helpers/lsp-client';

const ROOT = resolve(__dirname, '../..');
const CLI = join(ROOT, 'bin/grimoire.js');
const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return n === 'generated' ? [] : sources(p);
    return p.endsWith('.ts') ? [p] : [];
  });
}

describe('the version', () => {
  it('grimoire --version prints package.json\'s version', () => {
    const r = spawnSync(process.execPath, [CLI, '--version'], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(`${version}\n`);
  });

  it('the SARIF report names it as the tool\'s version', () => {
    const r = spawnSync(process.execPath, [CLI, 'lint', '-f', 'sarif', 'samples'], { cwd: ROOT, encoding: 'utf8' });
    const log = JSON.parse(r.stdout) as { runs: Array<{ tool: { driver: { version: string } } }> };
    expect(log.runs[0]!.tool.driver.version).toBe(version);
  });

  it('the language server names it in serverInfo', async () => {
    const c = new TestClient();
    const init = (await c.initialize()) as { serverInfo?: { name: string; version: string } };
    expect(init.serverInfo).toEqual({ name: 'grimoire', version });
    expect(await c.close()).toBe(0);
  });

  it('no source file writes it out', () => {
    const literal = new RegExp(`['"\`]v?${version.replace(/\./g, '\\.')}['"\`]`);
    const bad = [...sources(join(ROOT, 'server/src')), ...sources(join(ROOT, 'client/src'))].filter((f) => literal.test(readFileSync(f, 'utf8')));
    expect(bad).toEqual([]);
  });
});
