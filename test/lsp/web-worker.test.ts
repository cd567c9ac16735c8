/**
 * The web build of the language server (dist/server-web.js, the one VS Code
 * for the Web runs in a web worker) answers as the Node build
 * (dist/server.js over stdio) does: both are started, sent the same
 * documents (the samples of every system, the schema, rule and e2e fixtures,
 * a Foundry item) in all five languages, and every answer is compared:
 * diagnostics, hovers on every key (pictures included), quick fixes,
 * symbols, inlay hints, code lenses, completions and the preview. The web
 * build runs in a stand-in worker with no Node in reach
 * (helpers/web-worker-client.ts); the real browser is
 * test/e2e/vscode-web.e2e.test.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_REQUEST, SPELL_DOCUMENT_NOTIFICATION, type SpellDocumentParams } from '../../server/src/protocol';
import { TestClient, type LspTestClient, type PublishParams } from '../helpers/lsp-client';
import { WorkerTestClient } from '../helpers/web-worker-client';

const ROOT = resolve(__dirname, '../..');
const LOCALES = ['en', 'uk', 'ja', 'ru', 'it'] as const;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : /\.ya?ml$/.test(n) && !n.endsWith('.fixed.yaml') ? [p] : [];
  });
}

/** The documents: every sample, schema and rule fixture, the e2e fixtures and the Foundry item (found by content: its folder is kept). */
const FILES = [...walk(join(ROOT, 'samples')), ...walk(join(ROOT, 'test/fixtures/schema')), ...walk(join(ROOT, 'test/fixtures/rules')), ...walk(join(ROOT, 'test/e2e/fixtures')), join(ROOT, 'test/fixtures/foundry/ember-ring.yml')];

/** The document's URI for a locale: each locale its own folder, so each document pulls its own settings. */
const uriOf = (file: string, locale: string) => `file:///grimoire-web/${locale}/${relative(ROOT, file)}`;

/** 0-based positions of every key on a text's lines (the first word character after the indentation and a list dash). */
function keyPositions(text: string): Array<{ line: number; character: number }> {
  return text.split('\n').flatMap((l, line) => {
    const m = /^[ -]*(?=[A-Za-z_])/.exec(l);
    return m && l.includes(':') ? [{ line, character: m[0].length }] : [];
  });
}

describe('the web build answers as the Node build', () => {
  const node = new TestClient();
  const web = new WorkerTestClient();
  const both: LspTestClient[] = [node, web];
  /** What each server said of each document: a spell file or not (`grimoire/spellDocument`). */
  const told = both.map(() => new Map<string, boolean>());
  const toldWaiters: Array<() => void> = [];
  both.forEach((c, i) =>
    c.conn.onNotification(SPELL_DOCUMENT_NOTIFICATION, (p: SpellDocumentParams) => {
      told[i]!.set(p.uri, p.isSpell);
      toldWaiters.splice(0).forEach((w) => w());
    }),
  );
  /** Whether both servers take `uri` for a spell file, once both have said. */
  async function isSpell(uri: string): Promise<boolean> {
    while (!told.every((m) => m.has(uri))) await new Promise<void>((r) => toldWaiters.push(r));
    const [n, w] = told.map((m) => m.get(uri));
    expect(w, uri).toBe(n);
    return n!;
  }

  /** Per document and locale: whether both took it for a spell file, and the two first publications. */
  const opened: Array<{ file: string; locale: string; uri: string; spell: boolean; node?: PublishParams; web?: PublishParams }> = [];

  // Every document opened in every language, in both servers, before the tests (each test can then run alone).
  beforeAll(async () => {
    for (const c of both) await c.initialize();
    for (const locale of LOCALES) {
      for (const c of both) c.settings = { codeLens: true, locale };
      for (const file of FILES) {
        const uri = uriOf(file, locale);
        const textDocument = { uri, languageId: 'yaml', version: 1, text: readFileSync(file, 'utf8') };
        for (const c of both) await c.conn.sendNotification('textDocument/didOpen', { textDocument });
        // A YAML file that is not a spell file (the e2e's config.yaml) gets no diagnostics from either.
        const spell = await isSpell(uri);
        const [n, w] = spell ? await Promise.all(both.map((c) => c.diagnostics((p) => p.uri === uri))) : [];
        opened.push({ file, locale, uri, spell, node: n, web: w });
      }
    }
  }, 120_000);

  afterAll(async () => {
    await web.close().catch(() => undefined);
    await node.close().catch(() => node.proc.kill());
  });

  /** The same request to both servers: [node's answer, web's answer]. */
  const ask = (method: string, params: unknown) => Promise.all(both.map((c) => c.conn.sendRequest(method, params)));

  it(`publishes the same diagnostics for ${FILES.length} documents in every language`, () => {
    expect(FILES.length).toBeGreaterThan(80);
    expect(opened).toHaveLength(FILES.length * LOCALES.length);
    for (const o of opened) expect(o.web, `${relative(ROOT, o.file)} (${o.locale})`).toEqual(o.node);
    // Not all clean: the fixtures carry findings, so the comparison compared messages.
    expect(opened.reduce((n, o) => n + (o.node?.diagnostics.length ?? 0), 0)).toBeGreaterThan(100 * LOCALES.length);
    expect(opened.filter((o) => !o.spell)).toHaveLength(LOCALES.length);
  });

  it('gives the same hovers on every key, pictures included (English and Ukrainian)', async () => {
    let pictures = 0;
    for (const locale of ['en', 'uk']) {
      for (const file of FILES) {
        const uri = uriOf(file, locale);
        for (const position of keyPositions(readFileSync(file, 'utf8'))) {
          const [n, w] = await ask('textDocument/hover', { textDocument: { uri }, position });
          expect(w, `${relative(ROOT, file)}:${position.line + 1} (${locale})`).toEqual(n);
          if (JSON.stringify(n).includes('data:image/svg+xml;base64,')) pictures++;
        }
      }
    }
    expect(pictures).toBeGreaterThan(10);
  }, 120_000);

  it('offers the same quick fixes, symbols, inlay hints, code lenses and previews', async () => {
    let fixes = 0;
    for (const locale of ['en', 'ja']) {
      for (const file of FILES) {
        const uri = uriOf(file, locale);
        const lines = readFileSync(file, 'utf8').split('\n').length;
        const whole = { start: { line: 0, character: 0 }, end: { line: lines, character: 0 } };
        const where = `${relative(ROOT, file)} (${locale})`;
        const [na, wa] = await ask('textDocument/codeAction', { textDocument: { uri }, range: whole, context: { diagnostics: [] } });
        expect(wa, where).toEqual(na);
        fixes += (na as unknown[]).length;
        const [ns, ws] = await ask('textDocument/documentSymbol', { textDocument: { uri } });
        expect(ws, where).toEqual(ns);
        const [nh, wh] = await ask('textDocument/inlayHint', { textDocument: { uri }, range: whole });
        expect(wh, where).toEqual(nh);
        const [nl, wl] = await ask('textDocument/codeLens', { textDocument: { uri } });
        expect(wl, where).toEqual(nl);
        const [np, wp] = await ask(PREVIEW_REQUEST, { uri, position: { line: 1, character: 0 } });
        expect(wp, where).toEqual(np);
      }
    }
    expect(fixes).toBeGreaterThan(50);
  }, 120_000);

  it('completes the same at the end of every `school:` and `level:` line', async () => {
    let items = 0;
    for (const file of FILES) {
      const uri = uriOf(file, 'en');
      const lines = readFileSync(file, 'utf8').split('\n');
      for (let line = 0; line < lines.length; line++) {
        if (!/^\s*(school|level):/.test(lines[line]!)) continue;
        const [n, w] = await ask('textDocument/completion', { textDocument: { uri }, position: { line, character: lines[line]!.length } });
        expect(w, `${relative(ROOT, file)}:${line + 1}`).toEqual(n);
        items += (n as unknown[]).length;
      }
    }
    expect(items).toBeGreaterThan(0);
  }, 60_000);

  it('re-validates an edit the same way', async () => {
    const file = join(ROOT, 'test/e2e/fixtures/bad.spell.yaml');
    const uri = uriOf(file, 'en');
    const text = readFileSync(file, 'utf8');
    const line = text.split('\n').findIndex((l) => l.startsWith('level:'));
    for (const c of both) await c.conn.sendNotification('textDocument/didChange', { textDocument: { uri, version: 2 }, contentChanges: [{ range: { start: { line, character: 7 }, end: { line, character: 9 } }, text: '3' }] });
    const [n, w] = await Promise.all(both.map((c) => c.diagnostics((p) => p.uri === uri && p.version === 2)));
    expect(w).toEqual(n);
    expect(n!.diagnostics.map((d) => d.code)).not.toContain('schema/range');
  });
});
