/**
 * Starts the built server (dist/server.js, built by `npm test` first) over
 * stdio and speaks LSP to it: initialize, didOpen, publishDiagnostics,
 * didChange, hover, codeAction, documentSymbol, shutdown, exit.
 * Waits on notifications, never on sleeps.
 */
import { describe, expect, it } from 'vitest';
import { TestClient, useTestClient } from '../helpers/lsp-client';
import { FIREBALL_BARE } from '../helpers/spells';

const URI = 'file:///tmp/protocol-test/fire.spell.yaml';
const TEXT = FIREBALL_BARE.replace('level: 3', 'level: 12');

describe('LSP over stdio', () => {
  let client: TestClient;
  useTestClient((c, i) => {
    client = c;
    const init = i as { capabilities: Record<string, unknown> };
    expect(init.capabilities.hoverProvider).toBe(true);
  });

  it('publishes diagnostics on open, at the right place', async () => {
    await client.conn.sendNotification('textDocument/didOpen', { textDocument: { uri: URI, languageId: 'yaml', version: 1, text: TEXT } });
    const p = await client.diagnostics((d) => d.uri === URI && d.version === 1);
    expect(p.diagnostics).toHaveLength(1);
    expect(p.diagnostics[0]).toMatchObject({ code: 'schema/range', range: { start: { line: 1, character: 7 }, end: { line: 1, character: 9 } } });
  });

  it('re-validates after didChange (incremental)', async () => {
    await client.conn.sendNotification('textDocument/didChange', {
      textDocument: { uri: URI, version: 2 },
      contentChanges: [{ range: { start: { line: 1, character: 7 }, end: { line: 1, character: 9 } }, text: '3' }],
    });
    const p = await client.diagnostics((d) => d.uri === URI && d.version === 2);
    expect(p.diagnostics).toEqual([]);
  });

  it('only the latest of rapid changes is published', async () => {
    for (let v = 3; v <= 6; v++) {
      await client.conn.sendNotification('textDocument/didChange', {
        textDocument: { uri: URI, version: v },
        contentChanges: [{ range: { start: { line: 2, character: 8 }, end: { line: 2, character: 17 } }, text: v % 2 ? 'evocation' : 'evocaton' }],
      });
    }
    const p = await client.diagnostics((d) => d.uri === URI && d.version === 6);
    expect(p.diagnostics.map((d) => d.code)).toEqual(['schema/enum']);
    expect(client.published.filter((d) => d.uri === URI && d.version !== undefined && d.version > 2 && d.version < 6)).toEqual([]);
  });

  it('answers hover with the schema text', async () => {
    const h = (await client.conn.sendRequest('textDocument/hover', { textDocument: { uri: URI }, position: { line: 2, character: 2 } })) as { contents: { kind: string; value: string } } | null;
    expect(h?.contents.kind).toBe('markdown');
    expect(h?.contents.value).toMatch(/school/i);
  });

  it('answers document symbols', async () => {
    const s = (await client.conn.sendRequest('textDocument/documentSymbol', { textDocument: { uri: URI } })) as Array<{ name: string }>;
    expect(s.map((x) => x.name)).toEqual(['Fireball']);
  });

  it('stays silent on YAML that is not a spell file', async () => {
    const other = 'file:///tmp/protocol-test/docker-compose.yaml';
    await client.conn.sendNotification('textDocument/didOpen', { textDocument: { uri: other, languageId: 'yaml', version: 1, text: 'services: {}\n' } });
    const h = await client.conn.sendRequest('textDocument/hover', { textDocument: { uri: other }, position: { line: 0, character: 1 } });
    expect(h).toBeNull();
    expect(client.published.some((d) => d.uri === other)).toBe(false);
  });

  it('shuts down and exits with code 0', async () => {
    expect(await client.close()).toBe(0);
  });
});

describe('editor settings reach the server', () => {
  it('a rule turned off or re-levelled in grimoire.rules changes the published diagnostics', async () => {
    const c = new TestClient();
    c.settings = { rules: { 'schema/range': 'off', '5e/reaction-trigger': 'error' } };
    await c.initialize();
    const uri = 'file:///tmp/protocol-test/settings.spell.yaml';
    const text = TEXT.replace('1 action', '1 reaction');
    await c.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text } });
    const p = await c.diagnostics((d) => d.uri === uri && d.version === 1);
    expect(p.diagnostics.map((d) => [d.code, d.severity])).toEqual([['5e/reaction-trigger', 1]]);
    // A configuration change re-validates with the new settings.
    c.settings = {};
    await c.conn.sendNotification('workspace/didChangeConfiguration', { settings: {} });
    const p2 = await c.diagnostics((d) => d.uri === uri && d.diagnostics.some((x) => x.code === 'schema/range'));
    expect(p2.diagnostics.map((d) => [d.code, d.severity])).toEqual([['schema/range', 1], ['5e/reaction-trigger', 2]]);
    expect(await c.close()).toBe(0);
  });
});
