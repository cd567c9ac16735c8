/**
 * The running server under hostile input and random edits: it never freezes
 * the editor. For each hostile text: didOpen gets a diagnostic
 * answer in bounded time and the server answers the next request. Then
 * random edit sequences through the real protocol: every version's
 * diagnostics arrive, every range lies inside the document, hovers answer
 * within a time budget, and the server never dies.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { describe, expect, it } from 'vitest';
import { TestClient, useTestClient } from '../helpers/lsp-client';

const SAMPLE = readFileSync(resolve(__dirname, '../../samples/dnd5e/wizard-staples.spells.yaml'), 'utf8');

/** Race a promise against a deadline; rejects with `what` when it passes. */
function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  return Promise.race([p, new Promise<T>((_, rej) => (timer = setTimeout(() => rej(new Error(`${what} took over ${ms} ms`)), ms))) as Promise<T>]).finally(() => clearTimeout(timer));
}

let client: TestClient;
useTestClient((c) => (client = c));

const item = (i: number) => `  - name: S${i}\n    level: 1\n    school: evocation\n    casting_time: 1 action\n    range: self\n    components: [V]\n    duration: Instantaneous\n`;
const HOSTILE: Array<[string, () => string, number]> = [
  ['alias bomb', () => `name: x\n${['a: &a [x,x,x,x,x,x,x,x,x,x]', ...Array.from({ length: 8 }, (_, i) => `${'bcdefghi'[i]}: &${'bcdefghi'[i]} [${Array(10).fill('*' + 'abcdefghi'[i]).join(',')}]`)].join('\n')}\n`, 5000],
  ['a million lines', () => `name: long\n${'# c\n'.repeat(1_000_000)}`, 15000],
  ['a 10 MB line', () => `name: ${'a'.repeat(10_000_000)}`, 15000],
  ['nesting 10,000 deep', () => `name: ${'['.repeat(10_000)}${']'.repeat(10_000)}`, 5000],
  ['binary bytes', () => '\u0000\u0001\u0002\u0003PNG\u0000', 5000],
  ['a 100k-spell list', () => `spells:\n${Array.from({ length: 100_000 }, (_, i) => item(i)).join('')}`, 30000],
  ['a syntax error on every line', () => `spells:\n${Array.from({ length: 10_000 }, () => '  - a: [b: {c').join('\n')}`, 15000],
  ['an empty file', () => '', 5000],
];

describe('hostile documents over LSP', () => {
  it.each(HOSTILE)('%s: diagnostics within the bound, then the server still answers', async (name, make, bound) => {
    const uri = `file:///tmp/hostile/${name.replace(/\W+/g, '-')}.spell.yaml`;
    await client.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text: make() } });
    const p = await within(client.diagnostics((d) => d.uri === uri && d.version === 1), bound, `${name}: diagnostics`);
    expect(p.diagnostics.length).toBeLessThanOrEqual(1001); // capped per publish
    const h = await within(client.conn.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 1 } }), 5000, 'hover');
    expect(h === null || typeof h === 'object').toBe(true);
    await client.conn.sendNotification('textDocument/didClose', { textDocument: { uri } });
    expect(client.proc.exitCode).toBeNull();
  });
});

describe('random edits over LSP', () => {
  it('every version gets diagnostics inside the document; hovers answer in budget', async () => {
    const runs = fc.sample(
      fc.array(fc.record({ at: fc.double({ min: 0, max: 1, noNaN: true }), del: fc.integer({ min: 0, max: 10 }), ins: fc.constantFrom('x', '\n', ': ', '- ', '[', '"', 'level: 99\n', '  ', '') }), { minLength: 5, maxLength: 25 }),
      { numRuns: 8, seed: 42 },
    );
    let n = 0;
    for (const edits of runs) {
      const uri = `file:///tmp/fuzz/run-${n++}.spells.yaml`;
      let doc = TextDocument.create(uri, 'yaml', 1, SAMPLE);
      await client.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text: SAMPLE } });
      for (const e of edits) {
        const text = doc.getText();
        const start = Math.floor(e.at * text.length);
        const end = Math.min(text.length, start + e.del);
        const range = { start: doc.positionAt(start), end: doc.positionAt(end) };
        doc = TextDocument.update(doc, [{ range, text: e.ins }], doc.version + 1);
        await client.conn.sendNotification('textDocument/didChange', { textDocument: { uri, version: doc.version }, contentChanges: [{ range, text: e.ins }] });
      }
      // Debounced: the last version must be published; check its ranges against the final text.
      const p = await within(client.diagnostics((d) => d.uri === uri && d.version === doc.version), 10000, 'final diagnostics');
      const lines = doc.getText().split('\n');
      for (const d of p.diagnostics) {
        for (const pos of [d.range.start, d.range.end]) {
          expect(pos.line).toBeLessThan(lines.length);
          expect(pos.character).toBeLessThanOrEqual(lines[pos.line]!.length + 1);
        }
      }
      const t = performance.now();
      await within(client.conn.sendRequest('textDocument/hover', { textDocument: { uri }, position: doc.positionAt(Math.floor(doc.getText().length / 2)) }), 2000, 'hover');
      expect(performance.now() - t).toBeLessThan(2000);
      await client.conn.sendNotification('textDocument/didClose', { textDocument: { uri } });
    }
    expect(client.proc.exitCode).toBeNull();
  });
});
