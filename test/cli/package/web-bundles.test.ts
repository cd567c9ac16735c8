/**
 * The browser bundles as built (dist/client-web.js, dist/server-web.js) use
 * nothing of Node: a web worker has no Node modules and no Node globals. The
 * build refuses Node modules as it bundles (scripts/build.mjs); this reads
 * the bundles it wrote, a second way: esbuild parses each one again and lists
 * the modules it still imports and the Node globals it names as free
 * identifiers (`define` swaps each for a marker, which touches no property
 * and no local of that name), and each bundle is loaded with a worker's
 * globals and none of Node's.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as vm from 'node:vm';
import { build, type BuildOptions, type PluginBuild } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { WorkerTestClient } from '../../helpers/web-worker-client';

const ROOT = resolve(__dirname, '../../..');
const CLIENT = join(ROOT, 'dist/client-web.js');
const SERVER = join(ROOT, 'dist/server-web.js');
/** Globals Node has and a browser's worker has not. */
const NODE_GLOBALS = ['process', 'Buffer', 'global', 'setImmediate', 'clearImmediate', '__dirname', '__filename', 'require', 'module', 'exports'];
const marker = (name: string) => `__NODE_GLOBAL_${name}__`;

/** What a bundle imports and which Node globals it names (how many times), read back by esbuild. */
async function nodeUse(bundle: string): Promise<{ imports: string[]; globals: Record<string, number>; text: string }> {
  if (!existsSync(bundle)) throw new Error(`${bundle} not built: run \`npm run build\` first (npm test does)`);
  const imports: string[] = [];
  const recordImports = {
    name: 'record-imports',
    setup(b: PluginBuild) {
      b.onResolve({ filter: /.*/ }, (a) => (a.kind === 'entry-point' ? undefined : (imports.push(a.path), { path: a.path, external: true })));
    },
  };
  const opts: BuildOptions & { write: false } = { entryPoints: [bundle], bundle: true, write: false, format: 'esm', platform: 'neutral', logLevel: 'silent' };
  await build({ ...opts, plugins: [recordImports] });
  const marked = await build({ ...opts, plugins: [recordImports], define: Object.fromEntries(NODE_GLOBALS.map((n) => [n, marker(n)])) });
  const text = marked.outputFiles[0]!.text;
  const globals: Record<string, number> = {};
  for (const n of NODE_GLOBALS) {
    const count = text.split(marker(n)).length - 1;
    if (count) globals[n] = count;
  }
  return { imports: [...new Set(imports)], globals, text };
}

/** A dedicated worker's globals (the ones a bundle may use), none of Node's. */
function workerScope(extra: Record<string, unknown>): vm.Context {
  const scope = vm.createContext({ console, setTimeout, clearTimeout, setInterval, clearInterval, queueMicrotask, structuredClone, MessageChannel, TextEncoder, TextDecoder, URL, crypto, btoa, atob, performance, ...extra });
  scope.self = scope;
  scope.globalThis = scope;
  return scope;
}

/** A stand-in for the `vscode` module: any member is another stand-in, callable and constructible. */
function vscodeStub(): unknown {
  const f = function () {};
  return new Proxy(f, { get: (_t, k) => (k === 'prototype' ? f.prototype : k === Symbol.toPrimitive ? () => '' : vscodeStub()), construct: () => ({}), apply: () => vscodeStub() });
}

describe('the browser bundles use no Node', () => {
  it('the web worker server imports nothing and names no Node global but `process`', async () => {
    const { imports, globals } = await nodeUse(SERVER);
    expect(imports).toEqual([]);
    expect(Object.keys(globals)).toEqual(['process']);
  });

  it('the web worker server names `process` only in vscode-uri, where it asks whether there is one and in a path function the server does not call', async () => {
    const { globals, text } = await nodeUse(SERVER);
    const p = marker('process');
    // `typeof process == "object" ? isWindows = process.platform === "win32" : <navigator>`: in a worker, the navigator side.
    const guarded = [...text.matchAll(new RegExp(`typeof ${p} == "object" \\? \\w+ = ${p}\\.platform === "win32" :`, 'g'))];
    expect(guarded).toHaveLength(1);
    // Its bundled path module's resolve() falls back to process.cwd() for a relative path: reached only through
    // vscode-uri's Utils, which eslint.config.mjs forbids in the language server.
    const cwd = [...text.matchAll(new RegExp(`=== void 0 && \\(\\w+ = ${p}\\.cwd\\(\\)\\)`, 'g'))];
    expect(cwd).toHaveLength(1);
    expect(guarded[0]![0].split(p).length - 1 + cwd.length).toBe(globals.process);
  });

  it('the web client imports `vscode` only, through the CommonJS wrapper the web extension host gives it', async () => {
    const { imports, globals, text } = await nodeUse(CLIENT);
    expect(imports).toEqual(['vscode']);
    // Every require is require("vscode"): the web extension host answers that one and no other.
    expect(text.split(`${marker('require')}("vscode")`).length - 1).toBe(globals.require);
    // (esbuild reads the bundle as CommonJS, so `module` and `exports` are its wrapper's locals, not globals.)
    expect(Object.keys(globals).sort()).toEqual(['process', 'require']);
  });

  it("the web client names `process` only where minimatch (in vscode-languageclient) asks whether there is one", async () => {
    const { globals, text } = await nodeUse(CLIENT);
    const p = marker('process');
    // `typeof process == "object" && process ? <reads of process> : "posix"`: in a browser, the "posix" side.
    const guarded = [...text.matchAll(new RegExp(`typeof ${p} == "object" && ${p} \\?[^:]*:`, 'g'))];
    expect(guarded.length).toBeGreaterThan(0);
    expect(guarded.reduce((n, m) => n + m[0].split(p).length - 1, 0)).toBe(globals.process);
  });

  it('the web client loads with a worker\'s globals and a require that has `vscode` only, and exports activate and deactivate', () => {
    const requested = new Set<string>();
    const mod = { exports: {} as Record<string, unknown> };
    const scope = workerScope({
      module: mod,
      exports: mod.exports,
      require: (name: string) => {
        requested.add(name);
        if (name !== 'vscode') throw new Error(`the web extension host has no module ${name}`);
        return vscodeStub();
      },
    });
    vm.runInContext(readFileSync(CLIENT, 'utf8'), scope, { filename: CLIENT });
    expect([...requested]).toEqual(['vscode']);
    expect(typeof mod.exports.activate).toBe('function');
    expect(typeof mod.exports.deactivate).toBe('function');
  });

  it('the web worker server starts with a worker\'s globals and answers initialize', async () => {
    const client = new WorkerTestClient(SERVER);
    const init = (await client.conn.sendRequest('initialize', { processId: null, rootUri: null, capabilities: {} })) as { serverInfo?: { name?: string } };
    expect(init.serverInfo?.name).toBe('grimoire');
    await client.close();
  });
});
