/**
 * The .vsix itself, as vsce packages it and VS Code unpacks it: one file for
 * the desktop and for VS Code for the Web. Its manifest names both entry
 * points (`main` for the Node extension host, `browser` for the web worker
 * one), and the archive holds each entry and the language server it starts,
 * byte for byte the build in dist/. (manifest.test.ts checks the file list
 * vsce would package; this reads the package it made.)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPromise } from 'yauzl';

const ROOT = resolve(__dirname, '../../..');
/** Each build's client and the server script it starts (client/src/main.ts, client/src/browser-main.ts). */
const BUILDS = [
  { entry: 'main', client: 'dist/client.js', server: 'dist/server.js' },
  { entry: 'browser', client: 'dist/client-web.js', server: 'dist/server-web.js' },
] as const;

async function readAll(s: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const p of s) parts.push(p as Buffer);
  return Buffer.concat(parts);
}

/** Every file in a zip archive, by name, with its bytes. */
async function unzip(file: string): Promise<Map<string, Buffer>> {
  const zip = await openPromise(file, { lazyEntries: true });
  const out = new Map<string, Buffer>();
  try {
    for await (const entry of zip.eachEntry()) {
      if (!entry.fileName.endsWith('/')) out.set(entry.fileName, await readAll(await zip.openReadStreamPromise(entry)));
    }
  } finally {
    zip.close();
  }
  return out;
}

describe('the .vsix: one package, both builds', () => {
  const dir = mkdtempSync(join(tmpdir(), 'grimoire-vsix-'));
  const vsix = join(dir, 'grimoire.vsix');
  let files = new Map<string, Buffer>();
  let manifest: Record<string, unknown> = {};

  beforeAll(async () => {
    const missing = BUILDS.flatMap((b) => [b.client, b.server]).filter((f) => !existsSync(join(ROOT, f)));
    if (missing.length) throw new Error(`${missing.join(', ')} not built: run \`npm run build\` first (npm test does)`);
    const r = spawnSync(process.execPath, [join(ROOT, 'node_modules/@vscode/vsce/vsce'), 'package', '--no-dependencies', '--no-rewrite-relative-links', '-o', vsix], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
    if (r.status !== 0) throw new Error(`vsce package failed (status ${r.status}): ${r.stderr}${r.stdout}`);
    files = await unzip(vsix);
    manifest = JSON.parse(files.get('extension/package.json')?.toString('utf8') ?? '{}') as Record<string, unknown>;
  }, 150_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(BUILDS)('names $client as `$entry` and holds it and $server as built', ({ entry, client, server }) => {
    expect(manifest[entry]).toBe(`./${client}`);
    for (const f of [client, server]) {
      const packed = files.get(posix.join('extension', f));
      expect(packed, `${f} in the .vsix`).toBeDefined();
      expect(packed!.equals(readFileSync(join(ROOT, f))), `${f} in the .vsix is dist/'s`).toBe(true);
    }
  });

  it('declares what VS Code for the Web asks of a web extension: virtual workspaces, and the schema it contributes', () => {
    expect((manifest.capabilities as { virtualWorkspaces?: unknown }).virtualWorkspaces).toBe(true);
    const url = (manifest.contributes as { yamlValidation: Array<{ url: string }> }).yamlValidation[0]!.url;
    expect(files.has(posix.join('extension', posix.normalize(url)))).toBe(true);
  });
});
