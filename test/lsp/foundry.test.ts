/**
 * A Foundry VTT spell item over LSP: the built server, stdio. The
 * file is not under `spells/` nor named `.spell.yaml`: it is found by content.
 * Diagnostic on the Foundry field's line, hover on the template with the area
 * figures, a quick fix whose edit leaves a Foundry item that re-validates clean.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load, CORE_SCHEMA } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { TestClient, useTestClient } from '../helpers/lsp-client';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const TEXT = readFileSync(resolve(ROOT, 'test/fixtures/foundry/ember-ring.yml'), 'utf8');
const URI = 'file:///tmp/foundry-lsp/packs/_source/homebrew/ember-ring.yml';
const lineWith = (needle: string) => TEXT.split('\n').findIndex((l) => l.includes(needle));

interface Range { start: { line: number; character: number }; end: { line: number; character: number } }

/** Apply LSP text edits (single-line or multi-line ranges) to a text. */
function applyLsp(text: string, edits: Array<{ range: Range; newText: string }>): string {
  const lines = text.split('\n');
  const off = (p: { line: number; character: number }) => lines.slice(0, p.line).reduce((n, l) => n + l.length + 1, 0) + p.character;
  let out = text;
  for (const e of [...edits].sort((a, b) => off(b.range.start) - off(a.range.start))) out = out.slice(0, off(e.range.start)) + e.newText + out.slice(off(e.range.end));
  return out;
}

describe('LSP on a Foundry spell item', () => {
  let client: TestClient;
  useTestClient((c) => (client = c));

  let diag: { code: string; range: Range } | undefined;
  it('publishes the rule finding on the Foundry field line', async () => {
    await client.conn.sendNotification('textDocument/didOpen', { textDocument: { uri: URI, languageId: 'yaml', version: 1, text: TEXT } });
    const p = await client.diagnostics((d) => d.uri === URI && d.version === 1);
    diag = p.diagnostics.find((d) => d.code === '5e/concentration-duration') as typeof diag;
    expect(diag).toBeDefined();
    expect(diag!.range.start.line).toBe(lineWith('- concentration'));
  });

  it('hovers the template size with the area figures', async () => {
    const line = lineWith("size: '15'");
    const h = (await client.conn.sendRequest('textDocument/hover', { textDocument: { uri: URI }, position: { line, character: 8 } })) as { contents: { value: string }; range: Range } | null;
    expect(h).not.toBeNull();
    expect(h!.contents.value).toMatch(/15/);
    expect(h!.contents.value).toMatch(/sphere/i);
    expect(h!.range.start.line).toBe(line);
  });

  it('offers a quick fix that edits the Foundry properties and keeps a valid item', async () => {
    const actions = (await client.conn.sendRequest('textDocument/codeAction', { textDocument: { uri: URI }, range: diag!.range, context: { diagnostics: [diag] } })) as Array<{ title: string; edit: { changes: Record<string, Array<{ range: Range; newText: string }>> } }>;
    const fix = actions.find((a) => /concentration/i.test(a.title))!;
    expect(fix).toBeDefined();
    const fixed = applyLsp(TEXT, fix.edit.changes[URI]!);
    const doc = load(fixed, { schema: CORE_SCHEMA }) as { type: string; system: { properties: string[] } };
    expect(doc.type).toBe('spell');
    expect(doc.system.properties).toEqual(['vocal', 'somatic', 'material']);
    await client.conn.sendNotification('textDocument/didChange', { textDocument: { uri: URI, version: 2 }, contentChanges: [{ text: fixed }] });
    const p = await client.diagnostics((d) => d.uri === URI && d.version === 2);
    expect(p.diagnostics.filter((d) => d.code === '5e/concentration-duration')).toEqual([]);
  });

  it('shows the summary inlay hint on the name line', async () => {
    const hints = (await client.conn.sendRequest('textDocument/inlayHint', { textDocument: { uri: URI }, range: { start: { line: 0, character: 0 }, end: { line: 80, character: 0 } } })) as Array<{ position: { line: number }; label: string; tooltip?: string }> | null;
    expect(hints && hints.length).toBeGreaterThan(0);
    expect(hints![0]!.position.line).toBe(lineWith('name: Ember Ring'));
    // By hand: default caster (ability 16: +3, level 5: proficiency +3) -> DC 8+3+3 = 14; 3d6 averages 3 x 3.5 = 10.5;
    // a 15-ft sphere from a grid intersection holds, per quadrant, the square centres (2.5+5i, 2.5+5j) ft within 15 ft:
    // 8 of the 9 (only (12.5, 12.5), 17.7 ft, is out) -> 32 squares by the DMG rule.
    // The full line (48 characters) is the tooltip; the hint itself fits VS Code's 43 (its default inlay hint length).
    expect(hints![0]!.tooltip).toBe('DC 14 | 3d6 avg 10.5 | 15-ft sphere: 32 sq (DMG)');
    expect(hints![0]!.label).toBe('DC 14 | 3d6 ~10.5 | 15-ft sphere 32 sq');
  });

  it('shuts down', async () => {
    expect(await client.close()).toBe(0);
  });
});
