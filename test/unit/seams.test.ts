/**
 * The architecture's one seam, enforced (ARCHITECTURE.md suggests a
 * no-restricted-imports lint rule; this test is that rule): the pure service
 * imports no protocol, editor, file system or network module, and the LSP
 * adapter parses and validates only through the service.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '../../server/src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return n === 'generated' ? [] : files(p);
    return p.endsWith('.ts') ? [p] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|require\(\s*['"]([^'"]+)['"]\s*\)/gm)].map((m) => m[1] ?? m[2] ?? m[3]!);
}

describe('import seams', () => {
  it('the service imports no protocol, editor, IO or network module', () => {
    const banned = /^(vscode|vscode-languageserver|vscode-languageclient|vscode-jsonrpc|node:(fs|net|http|https|child_process|worker_threads|dgram|tls)|fs|net|http|https|child_process)(\/|$)/;
    const bad = files(join(SRC, 'service')).flatMap((f) => imports(f).filter((i) => banned.test(i)).map((i) => `${f}: ${i}`));
    expect(bad).toEqual([]);
  });

  it('the LSP adapter does not parse or validate on its own', () => {
    const banned = /^(yaml|js-yaml|ajv)(\/|$)/;
    const bad = files(join(SRC, 'lsp')).flatMap((f) => imports(f).filter((i) => banned.test(i)).map((i) => `${f}: ${i}`));
    expect(bad).toEqual([]);
  });

  it('the CLI reaches the service through its entry points, not the parser', () => {
    const bad = files(join(SRC, 'cli')).flatMap((f) => imports(f).filter((i) => /service\/(parse|schema)\//.test(i)).map((i) => `${f}: ${i}`));
    expect(bad).toEqual([]);
  });
});
