/**
 * A minimal LSP client over stdio for the benchmark (scripts/bench.mjs): it
 * starts a server process, speaks JSON-RPC to it with vscode-jsonrpc (the
 * project has it through vscode-languageserver), and times what an editor
 * waits for: didOpen/didChange to publishDiagnostics, hover, completion.
 * Drives our server (dist/server.js) and yaml-language-server the same way
 * (../shared/E2E-RECIPE.md section 3). Every wait is bounded by a timeout.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const rpc = require('vscode-jsonrpc/node');

/** Thrown by a bounded wait that ran out of time. */
export class Timeout extends Error {
  constructor(what, ms) {
    super(`timeout after ${ms} ms: ${what}`);
    this.name = 'Timeout';
  }
}

/** Race a promise against a timer; the timer never keeps the process alive. */
export function within(promise, ms, what) {
  let timer;
  const t = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Timeout(what, ms)), ms);
    timer.unref?.();
  });
  return Promise.race([promise, t]).finally(() => clearTimeout(timer));
}

/** Peak and current resident memory of a process, in bytes (Linux /proc). */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => {
      const m = new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status);
      return m ? Number(m[1]) * 1024 : undefined;
    };
    return { peakRss: kb('VmHWM'), rss: kb('VmRSS') };
  } catch {
    return { peakRss: undefined, rss: undefined };
  }
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc, 100 ticks a second). */
export function cpuOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime (fields 14 and 15)
  } catch {
    return undefined;
  }
}

/**
 * One server process and its connection.
 *
 * `settings` answers workspace/configuration by section name; unknown
 * sections get null. Published diagnostics are kept per URI, and waiters
 * resolve on the first publish that matches.
 */
export class LspSession {
  /**
   * @param {object} o
   * @param {string} o.name     label for messages
   * @param {string[]} o.argv   node arguments (script first), e.g. ['dist/server.js', '--stdio']
   * @param {Record<string, unknown>} [o.settings] configuration sections
   * @param {string} [o.cwd]
   */
  constructor({ name, argv, settings = {}, cwd }) {
    this.name = name;
    this.settings = settings;
    this.proc = spawn(process.execPath, argv, { stdio: ['pipe', 'pipe', 'pipe'], cwd });
    this.pid = this.proc.pid;
    this.stderr = '';
    this.exited = undefined;
    this.proc.stderr.on('data', (d) => {
      if (this.stderr.length < 20000) this.stderr += String(d);
    });
    this.exitPromise = new Promise((resolve) => {
      this.proc.on('exit', (code, signal) => {
        this.exited = { code, signal };
        for (const w of this.waiters) w.reject(new Error(`${name} exited (code ${code}, signal ${signal})`));
        this.waiters = [];
        resolve(this.exited);
      });
    });
    this.waiters = [];
    /** Every publish, in order: { uri, version, count, at, diagnostics }. */
    this.published = [];
    this.conn = rpc.createMessageConnection(new rpc.StreamMessageReader(this.proc.stdout), new rpc.StreamMessageWriter(this.proc.stdin));
    this.conn.onNotification('textDocument/publishDiagnostics', (p) => {
      const rec = { uri: p.uri, version: p.version, count: p.diagnostics.length, at: performance.now(), diagnostics: p.diagnostics };
      this.published.push(rec);
      this.waiters = this.waiters.filter((w) => {
        if (w.pred(rec)) {
          w.resolve(rec);
          return false;
        }
        return true;
      });
    });
    this.conn.onRequest('workspace/configuration', (params) => params.items.map((it) => (it.section && it.section in this.settings ? this.settings[it.section] : null)));
    this.conn.onRequest('client/registerCapability', () => null);
    this.conn.onRequest('window/workDoneProgress/create', () => null);
    this.conn.onNotification('window/logMessage', () => undefined);
    this.conn.onNotification('window/showMessage', () => undefined);
    this.conn.onNotification('telemetry/event', () => undefined);
    this.conn.onError(() => undefined);
    this.conn.onClose(() => undefined);
    this.conn.listen();
    this.version = new Map();
  }

  /** initialize + initialized; returns the server's capabilities. */
  async initialize(rootUri = null, timeoutMs = 30000) {
    const caps = {
      workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: true } },
      textDocument: {
        synchronization: { dynamicRegistration: true, didSave: true },
        publishDiagnostics: { versionSupport: true, relatedInformation: true },
        hover: { contentFormat: ['markdown', 'plaintext'] },
        completion: { completionItem: { snippetSupport: true, documentationFormat: ['markdown', 'plaintext'] } },
      },
    };
    const r = await within(this.conn.sendRequest('initialize', { processId: process.pid, rootUri, capabilities: caps, clientInfo: { name: 'grimoire-bench' } }), timeoutMs, `${this.name} initialize`);
    await this.conn.sendNotification('initialized', {});
    this.capabilities = r.capabilities ?? {};
    return this.capabilities;
  }

  /** workspace/didChangeConfiguration with the given settings object. */
  async configure(settings) {
    await this.conn.sendNotification('workspace/didChangeConfiguration', { settings });
  }

  /** Resolve on the first publish (already seen after index `from`, or future) matching `pred`. */
  waitDiagnostics(pred, timeoutMs, what, from = 0) {
    for (let i = from; i < this.published.length; i++) if (pred(this.published[i])) return Promise.resolve(this.published[i]);
    if (this.exited) return Promise.reject(new Error(`${this.name} exited (code ${this.exited.code})`));
    let entry;
    const p = new Promise((resolve, reject) => {
      entry = { pred, resolve, reject };
      this.waiters.push(entry);
    });
    return within(p, timeoutMs, `${this.name} ${what}`).finally(() => {
      this.waiters = this.waiters.filter((w) => w !== entry);
    });
  }

  /** Wait until no publish for `uri` has arrived for `quietMs` (bounded by `timeoutMs`). */
  async settle(uri, quietMs, timeoutMs) {
    const start = performance.now();
    for (;;) {
      const last = [...this.published].reverse().find((p) => p.uri === uri);
      const since = performance.now() - (last?.at ?? start);
      if (since >= quietMs) return;
      if (performance.now() - start > timeoutMs) return;
      await new Promise((r) => setTimeout(r, Math.min(100, quietMs - since + 5)));
    }
  }

  /**
   * didOpen, then wait for the first publish for that URI.
   * @returns {Promise<{ ms: number, count: number, diagnostics: unknown[] }>}
   */
  async open(uri, text, timeoutMs) {
    this.version.set(uri, 1);
    const from = this.published.length;
    const t0 = performance.now();
    await this.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text } });
    const p = await this.waitDiagnostics((r) => r.uri === uri, timeoutMs, 'first diagnostics after didOpen', from);
    return { ms: p.at - t0, count: p.count, diagnostics: p.diagnostics };
  }

  /**
   * One incremental didChange (a range and its replacement); resolves with the
   * time from sending it to the first publish for the new version (or, when
   * the server does not echo versions, the first publish after sending).
   */
  async change(uri, range, text, timeoutMs) {
    const version = (this.version.get(uri) ?? 1) + 1;
    this.version.set(uri, version);
    const from = this.published.length;
    const t0 = performance.now();
    await this.conn.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ range, text }] });
    const p = await this.waitDiagnostics((r) => r.uri === uri && (r.version === undefined || r.version === null || r.version >= version), timeoutMs, `diagnostics for version ${version}`, from);
    return { ms: p.at - t0, count: p.count };
  }

  /** didClose (the server clears its diagnostics). */
  async closeDocument(uri) {
    this.version.delete(uri);
    await this.conn.sendNotification('textDocument/didClose', { textDocument: { uri } });
  }

  /** Send a didChange without waiting; returns the version. */
  async changeNoWait(uri, range, text) {
    const version = (this.version.get(uri) ?? 1) + 1;
    this.version.set(uri, version);
    await this.conn.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ range, text }] });
    return version;
  }

  /** textDocument/hover latency and whether it answered something. */
  async hover(uri, position, timeoutMs) {
    const t0 = performance.now();
    const r = await within(this.conn.sendRequest('textDocument/hover', { textDocument: { uri }, position }), timeoutMs, `${this.name} hover`);
    return { ms: performance.now() - t0, answered: !!r && !!r.contents };
  }

  /** textDocument/completion latency and the number of items. */
  async completion(uri, position, timeoutMs) {
    const t0 = performance.now();
    const r = await within(this.conn.sendRequest('textDocument/completion', { textDocument: { uri }, position }), timeoutMs, `${this.name} completion`);
    const items = Array.isArray(r) ? r.length : r?.items?.length ?? 0;
    return { ms: performance.now() - t0, items };
  }

  /** CPU time the server process has used so far (ms). */
  cpu() {
    return cpuOf(this.pid);
  }

  /** Peak and current RSS of the server process now. */
  memory() {
    return memoryOf(this.pid);
  }

  /** shutdown + exit, then kill the process (by its own pid) if it lingers. */
  async close(timeoutMs = 5000) {
    if (!this.exited) {
      try {
        await within(this.conn.sendRequest('shutdown'), timeoutMs, `${this.name} shutdown`);
        await this.conn.sendNotification('exit');
      } catch {
        /* a busy or dead server is killed below */
      }
      await within(this.exitPromise, 2000, `${this.name} exit`).catch(() => {
        try {
          this.proc.kill('SIGKILL');
        } catch {
          /* already gone */
        }
      });
    }
    this.conn.dispose();
  }
}

/** file:// URI of an absolute path. */
export function uriOf(path) {
  return pathToFileURL(path).href;
}
