/**
 * Cancelled requests over the real protocol (the built server over stdio):
 * a request the client cancels is answered with LSP's RequestCancelled error
 * (-32800), whether the cancellation reaches the server before it takes the
 * request up or while the request waits, and the server goes on answering.
 * Waits on messages, never on sleeps.
 */
import { describe, expect, it } from 'vitest';
import { CancellationTokenSource } from 'vscode-jsonrpc/node';
import { TestClient, useTestClient } from '../helpers/lsp-client';
import { FIREBALL_BARE } from '../helpers/spells';

/** LSP's error code for a request the client cancelled and the server stopped. */
const REQUEST_CANCELLED = -32800;

const URI = 'file:///tmp/cancel-test/fire.spell.yaml';
const OTHER = 'file:///tmp/cancel-test/docker-compose.yaml';
/** `school:` of the spell: its hover is the schema's text on schools. */
const ON_SCHOOL = { textDocument: { uri: URI }, position: { line: 2, character: 2 } };

type Hover = { contents: { value: string } } | null;

/** One framed JSON-RPC message, as a client writes it. */
function frame(message: object): Buffer {
  const body = Buffer.from(JSON.stringify(message), 'utf8');
  return Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, 'ascii'), body]);
}

/** The server's answer to the request `id`, read off its stdout (for requests written with {@link frame}, which the connection does not know). */
function answerTo(client: TestClient, id: string): Promise<{ result?: unknown; error?: { code: number; message: string } }> {
  return new Promise((resolve) => {
    let buf = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      buf = Buffer.concat([buf, chunk]);
      for (;;) {
        const headerEnd = buf.indexOf('\r\n\r\n');
        if (headerEnd < 0) return;
        const length = Number(/Content-Length: (\d+)/i.exec(buf.subarray(0, headerEnd).toString('ascii'))?.[1]);
        if (buf.length < headerEnd + 4 + length) return;
        const message = JSON.parse(buf.subarray(headerEnd + 4, headerEnd + 4 + length).toString('utf8')) as { id?: unknown };
        buf = buf.subarray(headerEnd + 4 + length);
        if (message.id === id) {
          client.proc.stdout.off('data', onData);
          resolve(message as never);
          return;
        }
      }
    };
    client.proc.stdout.on('data', onData);
  });
}

describe('cancelled requests', () => {
  let client: TestClient;
  useTestClient((c) => (client = c));

  it('opens a spell file and a YAML file that is not one', async () => {
    await client.conn.sendNotification('textDocument/didOpen', { textDocument: { uri: URI, languageId: 'yaml', version: 1, text: FIREBALL_BARE } });
    await client.conn.sendNotification('textDocument/didOpen', { textDocument: { uri: OTHER, languageId: 'yaml', version: 1, text: 'services: {}\n' } });
    await client.diagnostics((d) => d.uri === URI && d.version === 1);
    const h = (await client.conn.sendRequest('textDocument/hover', ON_SCHOOL)) as Hover;
    expect(h?.contents.value).toMatch(/school/i);
  });

  it('a request cancelled while it waits for the settings gets RequestCancelled, and the server answers the next one', async () => {
    let release!: () => void;
    client.configurationGate = new Promise((r) => (release = r));
    const asked = client.configurationAsked();
    // New settings: the server forgets the old ones and asks again (held by the gate).
    await client.conn.sendNotification('workspace/didChangeConfiguration', { settings: {} });
    const source = new CancellationTokenSource();
    const hover = client.conn.sendRequest('textDocument/hover', ON_SCHOOL, source.token);
    const outcome = hover.then(() => 'answered', (e: { code?: number }) => e.code);
    // The server takes requests in order: once a later one is answered (a hover on a file that is
    // not a spell file needs no settings), the first is running, waiting for the settings.
    expect(await client.conn.sendRequest('textDocument/hover', { textDocument: { uri: OTHER }, position: { line: 0, character: 1 } })).toBeNull();
    await asked;
    source.cancel();
    // The connection writes in order: the cancellation reaches the server before the settings do.
    release();
    client.configurationGate = undefined;
    expect(await outcome).toBe(REQUEST_CANCELLED);
    const again = (await client.conn.sendRequest('textDocument/hover', ON_SCHOOL)) as Hover;
    expect(again?.contents.value).toMatch(/school/i);
  });

  it('a request cancelled before the server takes it up gets RequestCancelled, without running', async () => {
    const answer = answerTo(client, 'cancelled-early');
    // One write of both messages: the server reads them together, the cancellation before it starts the request.
    client.proc.stdin.write(
      Buffer.concat([
        frame({ jsonrpc: '2.0', id: 'cancelled-early', method: 'textDocument/documentSymbol', params: { textDocument: { uri: URI } } }),
        frame({ jsonrpc: '2.0', method: '$/cancelRequest', params: { id: 'cancelled-early' } }),
      ]),
    );
    expect(await answer).toMatchObject({ error: { code: REQUEST_CANCELLED } });
    const symbols = (await client.conn.sendRequest('textDocument/documentSymbol', { textDocument: { uri: URI } })) as Array<{ name: string }>;
    expect(symbols.map((s) => s.name)).toEqual(['Fireball']);
  });

  it('every kind of request is answered RequestCancelled when cancelled before it runs', async () => {
    const range = { start: { line: 0, character: 0 }, end: { line: 5, character: 0 } };
    const requests: Array<[string, object]> = [
      ['textDocument/hover', ON_SCHOOL],
      ['textDocument/completion', ON_SCHOOL],
      ['textDocument/codeAction', { textDocument: { uri: URI }, range, context: { diagnostics: [] } }],
      ['textDocument/documentSymbol', { textDocument: { uri: URI } }],
      ['textDocument/inlayHint', { textDocument: { uri: URI }, range }],
      ['textDocument/codeLens', { textDocument: { uri: URI } }],
      ['grimoire/preview', { uri: URI, position: { line: 0, character: 0 } }],
    ];
    for (const [method, params] of requests) {
      const id = `early-${method}`;
      const answer = answerTo(client, id);
      client.proc.stdin.write(Buffer.concat([frame({ jsonrpc: '2.0', id, method, params }), frame({ jsonrpc: '2.0', method: '$/cancelRequest', params: { id } })]));
      expect(await answer, method).toMatchObject({ error: { code: REQUEST_CANCELLED } });
    }
  });

  it('shuts down cleanly', async () => {
    expect(await client.close()).toBe(0);
  });
});
