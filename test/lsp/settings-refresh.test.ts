/**
 * A settings change reaches what the editor already shows: the server asks
 * the client to fetch its code lenses and inlay hints again
 * (`workspace/codeLens/refresh`, `workspace/inlayHint/refresh`) when the
 * client says it can be asked, so turning `grimoire.codeLens` on shows the
 * lenses of open files without an edit. The built server over stdio; waits
 * on the requests themselves, never on time.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { TestClient } from '../helpers/lsp-client';
import { FIREBALL_BARE } from '../helpers/spells';

const URI = 'file:///tmp/refresh-test/fire.spell.yaml';
const REFRESHES = ['workspace/codeLens/refresh', 'workspace/inlayHint/refresh'];

/** A client that records the refresh requests it is sent, in order among the answers it gets. */
async function start(refreshSupport: boolean): Promise<{ client: TestClient; seen: string[] }> {
  const client = new TestClient();
  const seen: string[] = [];
  for (const m of REFRESHES) client.conn.onRequest(m, () => void seen.push(m));
  await client.conn.sendRequest('initialize', {
    processId: process.pid,
    rootUri: null,
    capabilities: { workspace: { configuration: true, ...(refreshSupport ? { codeLens: { refreshSupport: true }, inlayHint: { refreshSupport: true } } : {}) } },
  });
  await client.conn.sendNotification('initialized', {});
  await client.conn.sendNotification('textDocument/didOpen', { textDocument: { uri: URI, languageId: 'yaml', version: 1, text: FIREBALL_BARE } });
  await client.diagnostics((d) => d.uri === URI);
  return { client, seen };
}

const lenses = (c: TestClient) => c.conn.sendRequest<Array<{ command?: { title: string } }>>('textDocument/codeLens', { textDocument: { uri: URI } });

let current: TestClient | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});

describe('LSP: a settings change refreshes code lenses and inlay hints', () => {
  it('asks a client that can be asked, and its lenses follow grimoire.codeLens', async () => {
    const { client, seen } = await start(true);
    current = client;
    // Off by default (settings.ts).
    expect(await lenses(client)).toEqual([]);
    client.settings = { codeLens: true };
    const asked = REFRESHES.map((m) => new Promise<void>((res) => client.conn.onRequest(m, () => void (seen.push(m), res()))));
    await client.conn.sendNotification('workspace/didChangeConfiguration', { settings: {} });
    await Promise.all(asked);
    expect([...seen].sort()).toEqual([...REFRESHES].sort());
    // One spell with a save, damage and an area: one lens, on its summary.
    const after = await lenses(client);
    expect(after).toHaveLength(1);
    expect(after[0]!.command?.title).toMatch(/^DC \d+/);
  });

  it('does not ask a client that did not say it can be asked', async () => {
    const { client, seen } = await start(false);
    current = client;
    client.settings = { codeLens: true };
    await client.conn.sendNotification('workspace/didChangeConfiguration', { settings: {} });
    // The server sends a refresh as it handles the notification, before it answers the next request.
    expect(await lenses(client)).toHaveLength(1);
    expect(seen).toEqual([]);
  });
});
