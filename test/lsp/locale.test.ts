/**
 * The language server speaks the client's language: `initialize` params'
 * `locale` (VS Code's display language), overridden by `grimoire.locale`.
 * The built server over stdio; waits on published diagnostics, never sleeps.
 * Expected texts are the catalogue templates filled in by hand.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { TestClient } from '../helpers/lsp-client';
import { FIREBALL_BARE } from '../helpers/spells';

const URI = 'file:///tmp/locale-test/fire.spell.yaml';
const TEXT = FIREBALL_BARE.replace('level: 3', 'level: 12');

async function start(locale: string | undefined, settings: Record<string, unknown> = {}): Promise<TestClient> {
  const c = new TestClient();
  c.settings = settings;
  await c.conn.sendRequest('initialize', { processId: process.pid, rootUri: null, ...(locale ? { locale } : {}), capabilities: { workspace: { configuration: true } } });
  await c.conn.sendNotification('initialized', {});
  await c.conn.sendNotification('textDocument/didOpen', { textDocument: { uri: URI, languageId: 'yaml', version: 1, text: TEXT } });
  return c;
}

let client: TestClient | undefined;
afterEach(async () => {
  if (client) await client.close();
  client = undefined;
});

describe('LSP locale', () => {
  it('locale: ja gives the schema message in Japanese', async () => {
    client = await start('ja');
    const p = await client.diagnostics((d) => d.uri === URI && d.version === 1);
    expect(p.diagnostics.map((d) => [d.code, d.message])).toEqual([['schema/range', '`level`は9以下である必要がありますが、12です。']]);
  });

  it('grimoire.locale overrides the display language, also after a configuration change', async () => {
    client = await start('ja', { locale: 'uk' });
    const p = await client.diagnostics((d) => d.uri === URI && d.version === 1);
    expect(p.diagnostics[0]!.message).toBe('`level`: має бути щонайбільше 9, а не 12.');
    const before = client.published.length;
    client.settings = { locale: '' };
    await client.conn.sendNotification('workspace/didChangeConfiguration', { settings: {} });
    const q = await client.diagnostics((d) => d.uri === URI && client!.published.indexOf(d) >= before);
    expect(q.diagnostics[0]!.message).toBe('`level`は9以下である必要がありますが、12です。');
  });

  it('a display language Grimoire does not speak (pt-br) gives English', async () => {
    client = await start('pt-br');
    const p = await client.diagnostics((d) => d.uri === URI && d.version === 1);
    expect(p.diagnostics[0]!.message).toBe('`level` must be at most 9, not 12.');
  });
});
