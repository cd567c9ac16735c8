/**
 * An LSP client for tests: starts the built server (dist/server.js) over stdio
 * and queues published diagnostics so tests wait on them, never on sleeps.
 * {@link LspTestClient} is the client side over any connection
 * (web-worker-client.ts runs the web build, dist/server-web.js, over postMessage).
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from 'vscode-jsonrpc/node';

/** The built server; `GRIMOIRE_TEST_SERVER` runs a test against another build (e.g. main's). */
const SERVER = process.env.GRIMOIRE_TEST_SERVER ? resolve(process.env.GRIMOIRE_TEST_SERVER) : resolve(__dirname, '../../dist/server.js');

export interface PublishParams {
  uri: string;
  version?: number;
  diagnostics: Array<{ range: { start: { line: number; character: number }; end: { line: number; character: number } }; code?: string; message: string; severity?: number }>;
}

/** The client side of an LSP connection, with a queue of published diagnostics. */
export class LspTestClient {
  readonly conn: MessageConnection;
  private waiters: Array<{ pred: (p: PublishParams) => boolean; resolve: (p: PublishParams) => void }> = [];
  readonly published: PublishParams[] = [];
  /** The server's log lines (window/logMessage), in order. */
  readonly logs: string[] = [];
  /** Registrations the server asked for (client/registerCapability). */
  readonly registrations: Array<{ method: string; registerOptions?: unknown }> = [];
  /** Notifications by method (custom ones: grimoire/compendiumChanged...), counted. */
  readonly notified = new Map<string, number>();
  private notifyWaiters: Array<{ method: string; count: number; resolve: () => void }> = [];
  stderr = '';

  /** What the client answers to `workspace/configuration` for the `grimoire` section. */
  settings: Record<string, unknown> = {};

  /** While set, answers to `workspace/configuration` wait for it: a test holds the server inside a request. */
  configurationGate: Promise<void> | undefined;
  private configurationWaiters: Array<() => void> = [];

  constructor(conn: MessageConnection) {
    this.conn = conn;
    this.conn.onNotification('textDocument/publishDiagnostics', (p: PublishParams) => {
      this.published.push(p);
      this.waiters = this.waiters.filter((w) => {
        if (w.pred(p)) {
          w.resolve(p);
          return false;
        }
        return true;
      });
    });
    this.conn.onRequest('workspace/configuration', async (params: { items: unknown[] }) => {
      const asked = this.configurationWaiters;
      this.configurationWaiters = [];
      for (const w of asked) w();
      if (this.configurationGate) await this.configurationGate;
      return params.items.map(() => this.settings);
    });
    this.conn.onNotification('window/logMessage', (p: { message: string }) => void this.logs.push(p.message));
    this.conn.onRequest('client/registerCapability', (p: { registrations: Array<{ method: string; registerOptions?: unknown }> }) => {
      this.registrations.push(...p.registrations);
      return null;
    });
    this.conn.onNotification('grimoire/compendiumChanged', () => this.count('grimoire/compendiumChanged'));
    this.conn.listen();
  }

  /** Resolve with the first publish (already received or future) matching `pred`. */
  diagnostics(pred: (p: PublishParams) => boolean): Promise<PublishParams> {
    const seen = this.published.find(pred);
    if (seen) return Promise.resolve(seen);
    return new Promise((res) => this.waiters.push({ pred, resolve: res }));
  }

  private count(method: string): void {
    const n = (this.notified.get(method) ?? 0) + 1;
    this.notified.set(method, n);
    this.notifyWaiters = this.notifyWaiters.filter((w) => {
      if (w.method === method && n >= w.count) {
        w.resolve();
        return false;
      }
      return true;
    });
  }

  /** Resolves once `method` has been notified `count` times in all. */
  notifiedTimes(method: string, count: number): Promise<void> {
    if ((this.notified.get(method) ?? 0) >= count) return Promise.resolve();
    return new Promise((res) => this.notifyWaiters.push({ method, count, resolve: res }));
  }

  /** Resolves when the server next asks for `workspace/configuration`. */
  configurationAsked(): Promise<void> {
    return new Promise((res) => this.configurationWaiters.push(res));
  }

  /** `initialize` (a workspace folder `rootUri`, `initializationOptions`, and file watching when asked) and `initialized`. */
  async initialize(options: { rootUri?: string; initializationOptions?: unknown; watch?: boolean } = {}): Promise<unknown> {
    const workspace = { configuration: true, ...(options.watch ? { didChangeWatchedFiles: { dynamicRegistration: true } } : {}) };
    const r = await this.conn.sendRequest('initialize', { processId: process.pid, rootUri: options.rootUri ?? null, capabilities: { workspace, textDocument: { hover: { contentFormat: ['markdown'] } } }, ...(options.initializationOptions ? { initializationOptions: options.initializationOptions } : {}) });
    await this.conn.sendNotification('initialized', {});
    return r;
  }
}

/** An LSP client over a child process running the built server. */
export class TestClient extends LspTestClient {
  readonly proc: ChildProcessWithoutNullStreams;

  constructor(args: string[] = ['--stdio']) {
    const proc = spawn(process.execPath, [SERVER, ...args], { stdio: 'pipe' });
    super(createMessageConnection(new StreamMessageReader(proc.stdout), new StreamMessageWriter(proc.stdin)));
    this.proc = proc;
    this.proc.stderr.on('data', (d) => (this.stderr += String(d)));
  }

  async close(): Promise<number | null> {
    const exited = new Promise<number | null>((res) => this.proc.once('exit', (code) => res(code)));
    await this.conn.sendRequest('shutdown');
    await this.conn.sendNotification('exit');
    const code = await exited;
    this.conn.dispose();
    return code;
  }
}


/**
 * Start one initialised {@link TestClient} for the enclosing `describe` (or file)
 * and stop it afterwards: registers the `beforeAll`/`afterAll` pair the LSP test
 * files share. `onStart` receives the client and the `initialize` result (tests
 * keep the client in their own variable and may check the capabilities).
 */
export function useTestClient(onStart: (client: TestClient, init: unknown) => void): void {
  let client: TestClient | undefined;
  beforeAll(async () => {
    client = new TestClient();
    onStart(client, await client.initialize());
  });
  afterAll(async () => {
    if (client && client.proc.exitCode === null) await client.close().catch(() => client!.proc.kill());
  });
}
