/**
 * The language server's incremental path against a fresh open: the styled spell files of test/unit/service/parse/split-differential.test.ts
 * (lone CRs, CRLF, NEL/LS/PS among their styles)
 * are opened clean, the mistake is typed in with an incremental didChange,
 * and the published diagnostics must equal those of a fresh open of the
 * same text, which must hold the mistake at its line. Through the real
 * server (dist/server.js) over stdio; waits on published diagnostics, never
 * on time.
 */
import fc from 'fast-check';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { describe, expect, it } from 'vitest';
import { TestClient, useTestClient, type PublishParams } from '../helpers/lsp-client';
import { styledFile, type StyledFile } from '../helpers/spell-styles';

const RUNS = Number(process.env.SPLIT_LSP_RUNS ?? 40);

let client: TestClient;
useTestClient((c) => (client = c));

/** Does a line start at `i` of `t` (after an LF, or after a CR that is not half of a CRLF)? */
function lineStartAt(t: string, i: number): boolean {
  return i === 0 || t[i - 1] === '\n' || (t[i - 1] === '\r' && t[i] !== '\n');
}

/** The lines that differ: [start, oldEnd) of `a` (whole lines; LF, CRLF and lone CR end them) became [start, newEnd) of `b`. */
function lineRegion(a: string, b: string): { start: number; oldEnd: number; newEnd: number } {
  let p = 0;
  while (p < a.length && p < b.length && a[p] === b[p]) p++;
  let start = p;
  while (start > 0 && !(lineStartAt(a, start) && lineStartAt(b, start))) start--;
  let s = 0;
  while (s < a.length - start && s < b.length - start && a[a.length - 1 - s] === b[b.length - 1 - s]) s++;
  // Keep the common tail to whole lines: it must start right after a line break in both.
  while (s > 0 && !(lineStartAt(a, a.length - s) && lineStartAt(b, b.length - s))) s--;
  return { start, oldEnd: a.length - s, newEnd: b.length - s };
}

function shape(p: PublishParams): string[] {
  return p.diagnostics.map((d) => `${d.range.start.line}:${d.range.start.character}-${d.range.end.line}:${d.range.end.character} ${d.code} ${d.message}`);
}

describe('the server: typing the mistake in gives what a fresh open gives', () => {
  it(`${RUNS} styled files`, async () => {
    const files: StyledFile[] = fc.sample(fc.array(fc.nat({ max: 60 }), { minLength: 400, maxLength: 400 }), { numRuns: RUNS, seed: 20261202 }).map(styledFile);
    await Promise.all(
      files.map(async (f, i) => {
        const edited = `file:///tmp/split-diff/edited-${i}.spells.yaml`;
        const fresh = `file:///tmp/split-diff/fresh-${i}.spells.yaml`;
        let doc = TextDocument.create(edited, 'yaml', 1, f.clean);
        await client.conn.sendNotification('textDocument/didOpen', { textDocument: { uri: edited, languageId: 'yaml', version: 1, text: f.clean } });
        await client.diagnostics((d) => d.uri === edited && d.version === 1);
        const r = lineRegion(f.clean, f.text);
        const change = { range: { start: doc.positionAt(r.start), end: doc.positionAt(r.oldEnd) }, text: f.text.slice(r.start, r.newEnd) };
        doc = TextDocument.update(doc, [change], 2);
        expect(doc.getText()).toBe(f.text);
        await client.conn.sendNotification('textDocument/didChange', { textDocument: { uri: edited, version: 2 }, contentChanges: [change] });
        await client.conn.sendNotification('textDocument/didOpen', { textDocument: { uri: fresh, languageId: 'yaml', version: 1, text: f.text } });
        const [a, b] = await Promise.all([client.diagnostics((d) => d.uri === edited && d.version === 2), client.diagnostics((d) => d.uri === fresh && d.version === 1)]);
        expect(shape(a), f.styles.join(', ')).toEqual(shape(b));
        expect(b.diagnostics.some((d) => d.code === f.mistake.code && d.range.start.line === f.mistake.line)).toBe(true);
        await client.conn.sendNotification('textDocument/didClose', { textDocument: { uri: edited } });
        await client.conn.sendNotification('textDocument/didClose', { textDocument: { uri: fresh } });
      }),
    );
    expect(client.proc.exitCode).toBeNull();
  });
});
