/**
 * The `--stdio` server under broken message framing: a Content-Length that
 * is negative, not a number, or larger than any message can be. Each is
 * refused with an error in the server's log (a `window/logMessage` of type
 * Error), the reader skips to the next message header, and the server goes
 * on answering. Before, `-23` sent the reader's byte loop backwards forever
 * (no answer again) and `99999999999999` threw from the body's allocation
 * and ended the process. Real process, raw bytes on its stdin, and events
 * (the log message, the answer, the exit) instead of sleeps.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { TestClient } from '../helpers/lsp-client';

/** Race a promise against a deadline (a bound on an answer, not a timing measurement). */
function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  return Promise.race([p, new Promise<T>((_, rej) => (timer = setTimeout(() => rej(new Error(`${what}: no answer within ${ms} ms`)), ms)))]).finally(() => clearTimeout(timer));
}

/** Rejects when the server process exits (a crash fails the test at once). */
function death(c: TestClient): Promise<never> {
  return new Promise((_, rej) => c.proc.once('exit', (code, signal) => rej(new Error(`the server exited (code ${code}, signal ${signal})`))));
}

/** Resolves with the first error logged by the server (`window/logMessage`, type 1) after this call. */
function nextErrorLog(c: TestClient): Promise<string> {
  return new Promise((res) => {
    c.conn.onNotification('window/logMessage', (p: { type: number; message: string }) => {
      if (p.type === 1) res(p.message);
    });
  });
}

const URI = 'file:///tmp/security/framing.spell.yaml';
const TEXT = 'name: Fireball\nlevel: 3\nschool: evocation\ncasting_time: 1 action\nrange: 150 feet\ncomponents: [V]\nduration: Instantaneous\n';

let client: TestClient | undefined;
afterEach(async () => {
  const c = client;
  client = undefined;
  if (c && c.proc.exitCode === null && c.proc.signalCode === null) {
    try {
      await within(c.close(), 5000, 'shutdown');
    } catch {
      c.proc.kill('SIGKILL');
    }
  }
});

/**
 * Start a server, send `raw` bytes straight to its stdin (a header block and
 * a body that do not agree), then open a spell and hover: the server must log
 * the refusal and answer the hover.
 */
async function afterRaw(raw: string): Promise<{ log: string; hover: unknown }> {
  const c = (client = new TestClient());
  const dead = death(c);
  await within(Promise.race([c.initialize(), dead]), 20_000, 'initialize');
  const logged = nextErrorLog(c);
  c.proc.stdin.write(Buffer.from(raw, 'latin1'));
  const log = await within(Promise.race([logged, dead]), 10_000, 'the error log');
  await c.conn.sendNotification('textDocument/didOpen', { textDocument: { uri: URI, languageId: 'yaml', version: 1, text: TEXT } });
  await within(Promise.race([c.diagnostics((d) => d.uri === URI), dead]), 10_000, 'diagnostics');
  const hover = await within(Promise.race([c.conn.sendRequest('textDocument/hover', { textDocument: { uri: URI }, position: { line: 1, character: 8 } }), dead]), 10_000, 'hover');
  expect(c.proc.exitCode).toBeNull();
  return { log, hover };
}

/** A body as a client would send it (the part the broken header claims). */
const BODY = JSON.stringify({ jsonrpc: '2.0', method: 'initialized', params: {} });

describe('the stdio reader refuses a broken Content-Length, logs it and reads on', () => {
  it('Content-Length: -23 (the byte loop stepped backwards forever before)', async () => {
    const { log, hover } = await afterRaw(`Content-Length: -23\r\n\r\n${BODY}`);
    expect(log).toMatch(/Content-Length value must be a number\. Got -23; skipping to the next message header/);
    // The level hover of a 3rd-level spell: the server read the messages after the broken one.
    expect(JSON.stringify(hover)).toMatch(/3/);
  });

  it('Content-Length: 99999999999999 (the process ended on the allocation before)', async () => {
    const { log, hover } = await afterRaw(`Content-Length: 99999999999999\r\n\r\n${BODY}`);
    expect(log).toMatch(/Content-Length 99999999999999 is over the \d+ bytes a message may have; skipping/);
    expect(hover).not.toBeNull();
  });

  it('Content-Length: abc', async () => {
    const { log, hover } = await afterRaw(`Content-Length: abc\r\n\r\n${BODY}`);
    expect(log).toMatch(/Got abc; skipping/);
    expect(hover).not.toBeNull();
  });

  it('a header line without a colon', async () => {
    const { log, hover } = await afterRaw(`no colon here\r\n\r\n${BODY}`);
    expect(log).toMatch(/must separate key and value using ':'/);
    expect(hover).not.toBeNull();
  });
});
