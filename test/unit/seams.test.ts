/**
 * The architecture's seams, enforced (ARCHITECTURE.md, CONTRIBUTING.md):
 * - the front ends (server/src/cli, server/src/lsp, client/src) use the
 *   service only through its front door, server/src/service/index.ts, and
 *   share one protocol module (server/src/protocol.ts);
 * - the service imports no protocol, editor or Node module and no front end;
 * - the language server neither parses YAML nor validates;
 * - the client takes no server code but the protocol and the front door;
 * - the browser builds' entry points (server/src/lsp/browser-main.ts,
 *   client/src/browser-main.ts) reach no Node module and no Node-only module,
 *   however deep (the web worker has no Node);
 * - no import cycle among the front ends' modules.
 * eslint.config.mjs states the import rules (`npm run lint:code`); this test
 * runs them, shows that each one catches what it is for, and checks the same
 * seams a second way, on the imports resolved to files.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const SRC = join(ROOT, 'server/src');
const SERVICE = join(SRC, 'service');
const FRONT_DOOR = join(SERVICE, 'index.ts');
const PROTOCOL = join(SRC, 'protocol.ts');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return n === 'generated' ? [] : files(p);
    return p.endsWith('.ts') ? [p] : [];
  });
}

/** Every module specifier a file imports or re-exports (static, dynamic, require). */
function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|(?:require|import)\(\s*['"]([^'"]+)['"]\s*\)/gm)].map((m) => m[1] ?? m[2] ?? m[3]!);
}

/** The file a relative specifier names (as the bundler resolves it), or undefined for a package. */
function resolved(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec);
  for (const p of [base, `${base}.ts`, join(base, 'index.ts')]) if (existsSync(p) && statSync(p).isFile()) return p;
  throw new Error(`${relative(ROOT, from)}: cannot resolve ${spec}`);
}

const rel = (p: string) => relative(ROOT, p);
const FRONT_ENDS = [...files(join(SRC, 'cli')), ...files(join(SRC, 'lsp')), ...files(join(ROOT, 'client/src'))];

describe('the seams as ESLint states them (eslint.config.mjs)', () => {
  const eslint = new ESLint({ cwd: ROOT });

  it('no import in server/src or client/src crosses a seam', async () => {
    const results = await eslint.lintFiles(['server/src', 'client/src']);
    const crossings = results.flatMap((r) => r.messages.filter((m) => m.ruleId === 'no-restricted-imports' || m.fatal).map((m) => `${rel(r.filePath)}:${m.line} ${m.message}`));
    expect(crossings).toEqual([]);
  }, 120_000);

  /** The seam messages ESLint gives `code` as if it were the file `file`. */
  async function seamErrors(file: string, code: string): Promise<string[]> {
    const [r] = await eslint.lintText(code, { filePath: join(ROOT, file) });
    return r!.messages.filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-globals').map((m) => m.message);
  }

  it.each([
    ['server/src/cli/x.ts', "import { hoverAt } from '../service/features/hover';"],
    ['server/src/cli/formats/x.ts', "import { t } from '../../service/i18n';"],
    ['server/src/cli/x.ts', "export { t } from '../service/i18n/index';"],
    ['server/src/cli/x.ts', "import { startServer } from '../lsp/server';"],
    ['server/src/lsp/x.ts', "import type { Analysis } from '../service/analyze';"],
    ['server/src/lsp/x.ts', "import { parse } from 'yaml';"],
    ['server/src/lsp/x.ts', "import { load } from 'js-yaml';"],
    ['server/src/lsp/x.ts', "import Ajv from 'ajv';"],
    ['server/src/lsp/x.ts', "import { runLint } from '../cli/lint-cmd';"],
    ['server/src/service/x.ts', "import { readFileSync } from 'node:fs';"],
    ['server/src/service/x.ts', "import { createHash } from 'crypto';"],
    ['server/src/service/features/x.ts', "import { join } from 'path/posix';"],
    ['server/src/service/x.ts', "import type { Connection } from 'vscode-languageserver/node';"],
    ['server/src/service/x.ts', "import * as vscode from 'vscode';"],
    ['server/src/service/features/x.ts', "import { main } from '../../cli/main';"],
    ['server/src/service/x.ts', "import { PREVIEW_REQUEST } from '../protocol';"],
    ['client/src/x.ts', "import { PREVIEW_CSS } from '../../server/src/service/features/preview-css';"],
    ['client/src/x.ts', "import { startServer } from '../../server/src/lsp/server';"],
    ['client/src/x.ts', "import { createConnection } from 'vscode-languageserver/node';"],
    ['server/src/lsp/browser-main.ts', "import { readFileSync } from 'node:fs';"],
    ['server/src/lsp/server.ts', "import { performance } from 'perf_hooks';"],
    ['server/src/lsp/server.ts', "import { MemoryKeeper } from './memory';"],
    ['server/src/lsp/documents.ts', "import type { Range } from 'vscode-languageserver/node';"],
    ['server/src/lsp/x.ts', "export const pid = process.pid;"],
    ['server/src/service/x.ts', "export const bytes = Buffer.from('x');"],
    ['client/src/browser-main.ts', "import { LanguageClient } from 'vscode-languageclient/node';"],
    ['client/src/extension.ts', "import { randomBytes } from 'node:crypto';"],
    ['client/src/extension.ts', "import { activate } from './main';"],
    ['client/src/x.ts', "setImmediate(() => undefined);"],
    ['server/src/service/analyze.ts', "import { readFoundry } from './formats/foundry/read';"],
    ['server/src/service/features/x.ts', "import { read5etools } from '../formats/5etools/read';"],
  ])('%s: `%s` is refused', async (file, code) => {
    expect(await seamErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['server/src/cli/x.ts', "import { t, type Locale } from '../service/index';"],
    ['server/src/cli/formats/x.ts', "import type { Locale } from '../../service/index';"],
    ['server/src/cli/x.ts', "import { VERSION } from '../version';"],
    ['server/src/lsp/x.ts', "import { createSpellService } from '../service/index';\nimport { PREVIEW_REQUEST } from '../protocol';"],
    ['server/src/service/x.ts', "import { t } from './i18n';\nimport { load } from 'js-yaml';\nimport { sha256 } from '@noble/hashes/sha2.js';"],
    ['server/src/service/i18n/catalogs/x.ts', "import { cliEn } from './cli/en';"],
    ['server/src/service/analyze.ts', "import { readForeign } from './formats/index';"],
    ['server/src/service/formats/5etools/x.ts', "import { isObj } from '../types';\nimport { htmlToText } from '../../text/html';"],
    ['client/src/x.ts', "import { PREVIEW_CSS } from '../../server/src/service/index';\nimport type { PreviewResult } from '../../server/src/protocol';"],
    ['server/src/lsp/main.ts', "import { createConnection } from 'vscode-languageserver/node';\nimport { MemoryKeeper } from './memory';\nsetImmediate(() => process.exit(0));"],
    ['server/src/lsp/stdio.ts', "import { constants } from 'node:buffer';\nexport const b = Buffer.alloc(constants.MAX_LENGTH > 0 ? 1 : 0);"],
    ['server/src/lsp/browser-main.ts', "import { createConnection } from 'vscode-languageserver/browser';\nimport { TextDocuments } from 'vscode-languageserver';"],
    ['client/src/main.ts', "import * as path from 'node:path';\nimport { LanguageClient } from 'vscode-languageclient/node';"],
    ['client/src/browser-main.ts', "import { LanguageClient } from 'vscode-languageclient/browser';\nexport const bytes = new TextEncoder().encode(btoa('x'));"],
  ])('%s: `%s` is allowed', async (file, code) => {
    expect(await seamErrors(file, code)).toEqual([]);
  });
});

describe('the seams on the imports resolved to files', () => {
  it('the front ends reach the service only through its front door', () => {
    const bad = FRONT_ENDS.flatMap((f) =>
      imports(f)
        .map((s) => [s, resolved(f, s)] as const)
        .filter(([, p]) => p !== undefined && p.startsWith(SERVICE + '/') && p !== FRONT_DOOR)
        .map(([s]) => `${rel(f)}: ${s}`),
    );
    expect(bad).toEqual([]);
  });

  it('the client takes from the server only the protocol module and the front door', () => {
    const bad = files(join(ROOT, 'client/src')).flatMap((f) =>
      imports(f)
        .map((s) => [s, resolved(f, s)] as const)
        .filter(([, p]) => p !== undefined && p.startsWith(SRC + '/') && p !== PROTOCOL && p !== FRONT_DOOR)
        .map(([s]) => `${rel(f)}: ${s}`),
    );
    expect(bad).toEqual([]);
  });

  it('the protocol module imports nothing (the client bundle takes no server code with it)', () => {
    expect(imports(PROTOCOL)).toEqual([]);
  });

  it('the service imports no protocol, editor or Node module, and no front end', () => {
    const node = new Set(builtinModules);
    const banned = (s: string) => s.startsWith('node:') || node.has(s) || node.has(s.split('/')[0]!) || /^(vscode|vscode-languageserver|vscode-languageserver-textdocument|vscode-languageserver-protocol|vscode-languageclient|vscode-jsonrpc)(\/|$)/.test(s);
    const bad = files(SERVICE).flatMap((f) =>
      imports(f)
        .filter((s) => {
          const p = resolved(f, s);
          return p === undefined ? banned(s) : p.startsWith(SRC + '/') && !p.startsWith(SERVICE + '/');
        })
        .map((s) => `${rel(f)}: ${s}`),
    );
    expect(bad).toEqual([]);
  });

  it.each(['server/src/lsp/browser-main.ts', 'client/src/browser-main.ts'])('%s reaches no Node module and no Node entry point, however deep', (entry) => {
    const node = new Set(builtinModules);
    const nodeOnly = (s: string) => s.startsWith('node:') || node.has(s) || node.has(s.split('/')[0]!) || /^vscode-(languageserver|languageclient|jsonrpc)\/node$/.test(s);
    const nodeEntries = [join(SRC, 'lsp/main.ts'), join(ROOT, 'client/src/main.ts')];
    const seen = new Set<string>();
    const bad: string[] = [];
    const visit = (f: string): void => {
      if (seen.has(f)) return;
      seen.add(f);
      for (const spec of imports(f)) {
        const p = resolved(f, spec);
        if (p === undefined) {
          if (nodeOnly(spec)) bad.push(`${rel(f)}: ${spec}`);
        } else if (nodeEntries.includes(p) || /[/]lsp[/](stdio|gc|memory|memtrace)\.ts$/.test(p)) bad.push(`${rel(f)}: ${spec} (Node-only)`);
        else visit(p);
      }
    };
    visit(join(ROOT, entry));
    // The walk went through the shared wiring and into the service.
    expect([...seen].some((f) => f.startsWith(SERVICE + '/'))).toBe(true);
    expect(bad).toEqual([]);
  });

  it('the rest of the service reaches a spell format only through the dialect seam (formats/index.ts)', () => {
    const FORMATS = join(SERVICE, 'formats');
    const SEAM = join(FORMATS, 'index.ts');
    const bad = files(SERVICE)
      .filter((f) => !f.startsWith(FORMATS + '/'))
      .flatMap((f) =>
        imports(f)
          .map((s) => [s, resolved(f, s)] as const)
          .filter(([, p]) => p !== undefined && p.startsWith(FORMATS + '/') && p !== SEAM)
          .map(([s]) => `${rel(f)}: ${s}`),
      );
    expect(bad).toEqual([]);
  });

  it('the language server does not parse or validate on its own', () => {
    const bad = files(join(SRC, 'lsp')).flatMap((f) => imports(f).filter((i) => /^(yaml|js-yaml|ajv|ajv-formats)(\/|$)/.test(i)).map((i) => `${rel(f)}: ${i}`));
    expect(bad).toEqual([]);
  });

  it('no import cycle among the front ends\' modules', () => {
    const front = new Set(FRONT_ENDS);
    const edges = new Map(FRONT_ENDS.map((f) => [f, imports(f).map((s) => resolved(f, s)).filter((p): p is string => p !== undefined && front.has(p))]));
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (f: string, path: string[]): void => {
      state.set(f, 'open');
      for (const g of edges.get(f) ?? []) {
        if (state.get(g) === 'open') cycles.push([...path.slice(path.indexOf(g)), g].map(rel).join(' -> '));
        else if (!state.has(g)) visit(g, [...path, g]);
      }
      state.set(f, 'done');
    };
    for (const f of FRONT_ENDS) if (!state.has(f)) visit(f, [f]);
    expect(cycles).toEqual([]);
  });
});
