// A language-server client for the snapshot: starts a checkout's built
// dist/server.js over stdio and keeps what the server sends unasked
// (published diagnostics, the spell-document notification, log messages),
// so the snapshot waits on those events, never on a clock.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { track } from './common.mjs';

const require = createRequire(import.meta.url);
const { createMessageConnection, StreamMessageReader, StreamMessageWriter } = require('vscode-jsonrpc/node');

/** How long to wait for a notification the server owes before writing that it never came. */
const OWED_MS = 30_000;

/** One server process and its connection. */
export class LspSession {
  /**
   * @param {string} serverJs the checkout's dist/server.js
   * @param {object} opts `env`, `settings` (the `grimoire` section answered to
   *   workspace/configuration), `clientName` (clientInfo.name: terminal editors get ASCII pictures)
   */
  constructor(serverJs, { env, settings, clientName }) {
    this.settings = settings;
    this.clientName = clientName;
    this.stderr = '';
    this.logs = [];
    this.events = new Map(); // key -> params of the first such event
    this.waiters = new Map(); // key -> resolvers
    this.proc = track(spawn(process.execPath, [serverJs, '--stdio'], { env, stdio: 'pipe' }));
    this.proc.stderr.on('data', (d) => (this.stderr += String(d)));
    this.conn = createMessageConnection(new StreamMessageReader(this.proc.stdout), new StreamMessageWriter(this.proc.stdin));
    this.conn.onNotification('textDocument/publishDiagnostics', (p) => this.event(`diagnostics ${p.uri}`, p));
    this.conn.onNotification('grimoire/spellDocument', (p) => this.event(`spell ${p.uri} ${p.isSpell}`, p));
    this.conn.onNotification('window/logMessage', (p) => this.logs.push(p));
    this.conn.onNotification('window/showMessage', (p) => this.logs.push({ showMessage: p }));
    this.conn.onRequest('workspace/configuration', (params) => params.items.map(() => this.settings));
    this.conn.listen();
  }

  event(key, params) {
    if (this.events.has(key)) return;
    this.events.set(key, params);
    for (const resolve of this.waiters.get(key) ?? []) resolve(params);
    this.waiters.delete(key);
  }

  /** The first event of `key` (already received or to come); `undefined` when it does not come in time. */
  waitFor(key) {
    if (this.events.has(key)) return Promise.resolve(this.events.get(key));
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(undefined), OWED_MS);
      timer.unref();
      const list = this.waiters.get(key) ?? [];
      list.push((p) => {
        clearTimeout(timer);
        resolve(p);
      });
      this.waiters.set(key, list);
    });
  }

  /** Whichever of several events comes first (by key). */
  waitForAny(keys) {
    return Promise.race(keys.map((k) => this.waitFor(k).then((p) => (p === undefined ? undefined : { key: k, params: p }))));
  }

  /** `initialize` as VS Code sends it (markdown hovers, pulled configuration); returns the server's answer. */
  async initialize() {
    const result = await this.conn.sendRequest('initialize', {
      processId: process.pid,
      clientInfo: { name: this.clientName },
      locale: 'en',
      rootUri: null,
      capabilities: { workspace: { configuration: true }, textDocument: { hover: { contentFormat: ['markdown', 'plaintext'] } } },
    });
    await this.conn.sendNotification('initialized', {});
    return result;
  }

  request(method, params) {
    return this.conn.sendRequest(method, params);
  }

  notify(method, params) {
    return this.conn.sendNotification(method, params);
  }

  /** The log messages received since the last call. */
  takeLogs() {
    const out = this.logs;
    this.logs = [];
    return out;
  }

  /** shutdown + exit; resolves with the exit code. */
  async close() {
    const exited = new Promise((resolve) => this.proc.once('exit', (code) => resolve(code)));
    try {
      await this.conn.sendRequest('shutdown');
      await this.conn.sendNotification('exit');
    } catch {
      this.proc.kill();
    }
    const code = await exited;
    this.conn.dispose();
    return code;
  }
}
