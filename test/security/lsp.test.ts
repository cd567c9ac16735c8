/**
 * Issue 17, the language server under the inputs: it must survive
 * each and say what it refused (a diagnostic naming the refusal), then keep
 * answering. The server runs with a 1 GB heap so a regression fails fast
 * instead of eating the machine's memory (the issue saw 4 GB, then SIGABRT).
 *
 * The alias amplification case needs the byte cap on alias expansion
 * (`yaml/alias-bomb` counted in bytes as well as nodes), which the parse
 * work of issue 17 adds; see test/security/parse.test.ts for the service side.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../helpers/lsp-client';

/** Race a promise against a deadline (a bound on an answer, not a timing measurement). */
function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  return Promise.race([p, new Promise<T>((_, rej) => (timer = setTimeout(() => rej(new Error(`${what}: no answer within ${ms} ms`)), ms)))]).finally(() => clearTimeout(timer));
}

/** A server with a 1 GB heap (a regression then dies fast instead of taking the machine's memory). */
function boundedClient(): TestClient {
  const saved = process.env.NODE_OPTIONS;
  process.env.NODE_OPTIONS = `${saved ?? ''} --max-old-space-size=1024`.trim();
  try {
    return new TestClient();
  } finally {
    if (saved === undefined) delete process.env.NODE_OPTIONS;
    else process.env.NODE_OPTIONS = saved;
  }
}

/** Stop a client whether it still runs or not. */
async function stop(c: TestClient): Promise<void> {
  if (c.proc.exitCode === null && c.proc.signalCode === null) {
    try {
      await within(c.close(), 5000, 'shutdown');
    } catch {
      c.proc.kill('SIGKILL');
    }
  }
}

/** Rejects when the server process exits (so a crash fails the test at once, not at a deadline). */
function death(c: TestClient): Promise<never> {
  return new Promise((_, rej) => c.proc.once('exit', (code, signal) => rej(new Error(`the server died (exit ${code}, signal ${signal})`))));
}

let client: TestClient;
beforeAll(async () => {
  client = boundedClient();
  await client.initialize();
});
afterAll(async () => {
  await stop(client);
});

/** Open `text`, wait for its diagnostics, check the server still answers a hover. */
async function openAndCheck(name: string, text: string, bound: number, client: TestClient) {
  const uri = `file:///tmp/security/${name}.spell.yaml`;
  await client.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text } });
  const p = await within(Promise.race([client.diagnostics((d) => d.uri === uri && d.version === 1), death(client)]), bound, `${name}: diagnostics`);
  const h = await within(client.conn.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 1 } }), 10_000, `${name}: hover`);
  expect(h === null || typeof h === 'object').toBe(true);
  await client.conn.sendNotification('textDocument/didClose', { textDocument: { uri } });
  expect(client.proc.exitCode).toBeNull();
  expect(client.proc.signalCode).toBeNull();
  return p.diagnostics;
}

describe('the language server survives the issue inputs and says what it refused', () => {
  it('a 1 MB string aliased 5,000 times in components: a yaml/alias-bomb error, no crash', async () => {
    // Its own server: if this one falls over, the other cases still run.
    const own = boundedClient();
    try {
      await own.initialize();
      const text = `name: Amplified\nlevel: 1\nschool: evocation\ncasting_time: 1 action\nrange: self\nduration: 1 round\nmaterial: &m "${'a'.repeat(1_000_000)}"\ncomponents: [${Array(5000).fill('*m').join(', ')}]\n`;
      const ds = await openAndCheck('alias-amplification', text, 30_000, own);
      expect(ds.some((d) => d.code === 'yaml/alias-bomb' && d.severity === 1)).toBe(true);
    } finally {
      own.proc.kill('SIGKILL');
    }
  });

  it('a document over maxFileSize: a yaml/too-large error saying it was not checked', async () => {
    client.settings = { maxFileSize: 1024 };
    await client.conn.sendNotification('workspace/didChangeConfiguration', { settings: {} });
    try {
      const ds = await openAndCheck('too-large', `name: Big\nlevel: 1\n# ${'x'.repeat(4000)}\n`, 10_000, client);
      expect(ds).toEqual([expect.objectContaining({ code: 'yaml/too-large', severity: 1, message: expect.stringContaining('not checked') })]);
    } finally {
      client.settings = {};
      await client.conn.sendNotification('workspace/didChangeConfiguration', { settings: {} });
    }
  });

  it('a lossy fix is offered as a quick fix that is not preferred; a safe one is preferred', async () => {
    const uri = 'file:///tmp/security/actions.spell.yaml';
    const text = 'name: Mat\nlevel: 1\nschool: evocation\ncasting_time: 1 action\nrange: 15 feet\ncomponents: [V, S, M]\nduration: Instantaneous\narea: { shape: cone, length: 15 }\ndescription: Frost blasts out from you.\n';
    await client.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text } });
    await within(client.diagnostics((d) => d.uri === uri && d.version === 1), 10_000, 'diagnostics');
    const actions = (await client.conn.sendRequest('textDocument/codeAction', { textDocument: { uri }, range: { start: { line: 0, character: 0 }, end: { line: 8, character: 0 } }, context: { diagnostics: [] } })) as Array<{ title: string; isPreferred?: boolean }>;
    const byTitle = new Map(actions.map((a) => [a.title, a.isPreferred]));
    expect(byTitle.get('Remove M from the components')).toBe(false);
    expect(byTitle.get('Set range to Self (15-foot cone)')).toBe(true);
    await client.conn.sendNotification('textDocument/didClose', { textDocument: { uri } });
  });
});
