/**
 * The web build of the language server (dist/server-web.js) in a stand-in
 * for a browser's web worker, for tests: a `vm` context whose global scope
 * has what a DedicatedWorkerGlobalScope offers the bundle (postMessage,
 * onmessage, timers, MessageChannel, TextEncoder, crypto, btoa...) and none
 * of Node's (no process, require, Buffer, setImmediate, global), so a bundle
 * that touches Node fails here as it would in a browser. Messages cross as
 * structured clones, as between a worker and its page. The real browser is
 * test/e2e/vscode-web.e2e.test.ts; this one runs in the unit tier, beside
 * the Node server, so the two builds' answers can be compared.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as vm from 'node:vm';
import { AbstractMessageReader, AbstractMessageWriter, createMessageConnection, type DataCallback, type Disposable, type Message } from 'vscode-jsonrpc/node';
import { LspTestClient } from './lsp-client';

/** The built web server; `GRIMOIRE_TEST_WEB_SERVER` runs a test against another build. */
export const WEB_SERVER = process.env.GRIMOIRE_TEST_WEB_SERVER ? resolve(process.env.GRIMOIRE_TEST_WEB_SERVER) : resolve(__dirname, '../../dist/server-web.js');

/** The globals a dedicated worker has that the bundle may use (the context gets its own Object, Array, JSON...). */
function workerGlobals(): Record<string, unknown> {
  return {
    console,
    setTimeout,
    clearTimeout,
    setInterval,
    clearInterval,
    queueMicrotask,
    structuredClone,
    MessageChannel,
    TextEncoder,
    TextDecoder,
    performance,
    crypto,
    btoa,
    atob,
    URL,
  };
}

/** The worker side: the vm context running the bundle, and the page's side of its messages. */
class FakeWorker {
  readonly errors: unknown[] = [];
  private readonly scope: vm.Context & { onmessage?: (e: { data: unknown }) => void };
  private toPage: ((m: unknown) => void) | undefined;

  constructor(bundle: string) {
    const listeners = new Map<string, Array<(e: unknown) => void>>();
    const scope = vm.createContext({
      ...workerGlobals(),
      postMessage: (m: unknown) => this.toPage?.(structuredClone(m)),
      addEventListener: (type: string, f: (e: unknown) => void) => listeners.set(type, [...(listeners.get(type) ?? []), f]),
      removeEventListener: (type: string, f: (e: unknown) => void) => listeners.set(type, (listeners.get(type) ?? []).filter((g) => g !== f)),
    });
    scope.self = scope;
    scope.globalThis = scope;
    this.scope = scope;
    vm.runInContext(readFileSync(bundle, 'utf8'), scope, { filename: bundle });
  }

  /** The page posts a message to the worker (what `worker.postMessage` does). */
  post(m: unknown): void {
    const data = structuredClone(m);
    setTimeout(() => this.scope.onmessage?.({ data }), 0);
  }

  /** Receive what the worker posts. */
  onMessage(f: (m: unknown) => void): void {
    this.toPage = f;
  }
}

class PageReader extends AbstractMessageReader {
  constructor(private readonly worker: FakeWorker) {
    super();
  }
  listen(callback: DataCallback): Disposable {
    this.worker.onMessage((m) => callback(m as Message));
    return { dispose: () => this.worker.onMessage(() => undefined) };
  }
}

class PageWriter extends AbstractMessageWriter {
  constructor(private readonly worker: FakeWorker) {
    super();
  }
  async write(msg: Message): Promise<void> {
    this.worker.post(msg);
  }
  end(): void {}
}

/** An LSP client speaking to the web build in a stand-in worker. */
export class WorkerTestClient extends LspTestClient {
  constructor(bundle = WEB_SERVER) {
    const worker = new FakeWorker(bundle);
    super(createMessageConnection(new PageReader(worker), new PageWriter(worker)));
  }

  /** Shut the server down (a worker has no process to exit: VS Code terminates it). */
  async close(): Promise<void> {
    await this.conn.sendRequest('shutdown');
    this.conn.dispose();
  }
}
