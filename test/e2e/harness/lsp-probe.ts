/**
 * A minimal LSP client over stdio (Content-Length framing, no dependencies)
 * to ask the built server a question outside any editor. The suites use it as
 * an oracle: does the server offer a quick fix yet (if it does, the editor
 * must show it; if not, the quick-fix test skips with the reason)? What
 * markdown does it send for a hover, and which inlay hints (so that when an
 * editor does not show something, the failure says whether the server sent it)?
 */
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { SERVER_JS, killGroup } from './env';

interface Message {
  id?: number;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { message: string };
}

interface Range {
  start: { line: number; character: number };
  end: { line: number; character: number };
}

/** A code action as the server sends it (the parts the suites read). */
export interface LspCodeAction {
  title: string;
  isPreferred?: boolean;
  diagnostics?: Array<{ range: Range; code?: string | number; message: string; severity?: 1 | 2 | 3 | 4 }>;
  edit?: { changes?: Record<string, Array<{ range: Range; newText: string }>> };
}

/** An inlay hint as the server sends it (the parts the suites read). */
export interface LspInlayHint {
  position: { line: number; character: number };
  label: string | Array<{ value: string }>;
}

/** A server started on stdio with one document open. */
export interface LspSession {
  /** The document's URI. */
  uri: string;
  request<T>(method: string, params: unknown): Promise<T>;
}

/** What the probe tells the server about itself. */
export interface ProbeClient {
  /** `clientInfo.name` (the server picks ASCII pictures for terminal editors by it). */
  name?: string;
  /** `capabilities` sent in `initialize`. */
  capabilities?: Record<string, unknown>;
  /** The `grimoire` settings it answers `workspace/configuration` with (default: null, the server's defaults; the server asks only if `capabilities.workspace.configuration`). */
  settings?: Record<string, unknown>;
}

/**
 * Start `dist/server.js --stdio`, initialize, open `text` as `filePath`, wait
 * for its first diagnostics, run `fn`, shut down. The server's process group
 * is always killed; the whole exchange has a deadline.
 */
export async function withServer<T>(filePath: string, text: string, fn: (s: LspSession) => Promise<T>, client: ProbeClient = {}, timeoutMs = 15_000): Promise<T> {
  const child = spawn('node', [SERVER_JS, '--stdio'], { detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
  const pending = new Map<number, (m: Message) => void>();
  let buf = Buffer.alloc(0);
  let nextId = 1;
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const send = (m: Message) => {
    const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', ...m }), 'utf8');
    child.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    child.stdin.write(body);
  };
  let diagnosticsSeen: () => void = () => undefined;
  const diagnostics = new Promise<void>((r) => (diagnosticsSeen = r));
  child.stdout.on('data', (d: Buffer) => {
    buf = Buffer.concat([buf, d]);
    for (;;) {
      const sep = buf.indexOf('\r\n\r\n');
      if (sep < 0) return;
      const len = Number(/Content-Length: (\d+)/i.exec(buf.subarray(0, sep).toString())?.[1]);
      if (buf.length < sep + 4 + len) return;
      const msg = JSON.parse(buf.subarray(sep + 4, sep + 4 + len).toString('utf8')) as Message;
      buf = buf.subarray(sep + 4 + len);
      if (msg.method === 'textDocument/publishDiagnostics') diagnosticsSeen();
      if (msg.id !== undefined && msg.method) {
        // A request from the server (workspace/configuration and the like): the settings asked for, else nulls.
        const items = (msg.params as { items?: unknown[] } | undefined)?.items;
        send({ id: msg.id, result: items ? items.map(() => (msg.method === 'workspace/configuration' ? client.settings ?? null : null)) : null });
      } else if (msg.id !== undefined) {
        pending.get(msg.id)?.(msg);
      }
    }
  });
  const request = <R>(method: string, params: unknown) =>
    new Promise<R>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, (m) => (m.error ? reject(new Error(`${method}: ${m.error.message}`)) : resolve(m.result as R)));
      send({ id, method, params });
    });
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const timer = new Promise<never>((_, reject) => {
    timeout = setTimeout(() => reject(new Error(`LSP probe timed out; server stderr: ${stderr.slice(-2000)}`)), timeoutMs);
    // A server that dies (not built, crashed) fails the probe at once rather than at the deadline.
    child.once('exit', (code, signal) => reject(new Error(`the server exited (code ${code}, signal ${signal}) during the LSP probe; stderr: ${stderr.slice(-2000)}`)));
  });
  try {
    return await Promise.race([
      timer,
      (async () => {
        await request('initialize', { processId: process.pid, rootUri: null, capabilities: client.capabilities ?? {}, clientInfo: { name: client.name ?? 'grimoire-e2e-probe' } });
        send({ method: 'initialized', params: {} });
        const uri = pathToFileURL(filePath).toString();
        send({ method: 'textDocument/didOpen', params: { textDocument: { uri, languageId: 'yaml', version: 1, text } } });
        await diagnostics;
        const out = await fn({ uri, request });
        await request('shutdown', null).catch(() => undefined);
        send({ method: 'exit' });
        return out;
      })(),
    ]);
  } finally {
    clearTimeout(timeout);
    killGroup(child, 'SIGKILL');
  }
}

/** The code actions the server offers for `text` (as file `filePath`) over lines [fromLine, toLine] (0-based). */
export async function codeActions(filePath: string, text: string, fromLine: number, toLine: number, timeoutMs = 15_000): Promise<LspCodeAction[]> {
  return withServer(filePath, text, async (s) => {
    const actions = await s.request<LspCodeAction[] | null>('textDocument/codeAction', {
      textDocument: { uri: s.uri },
      range: { start: { line: fromLine, character: 0 }, end: { line: toLine, character: 1000 } },
      context: { diagnostics: [], only: ['quickfix'] },
    });
    return actions ?? [];
  }, {}, timeoutMs);
}

/** VS Code's hover capability, as its language client declares it. */
export const VSCODE_LIKE: ProbeClient = { name: 'Visual Studio Code', capabilities: { textDocument: { hover: { contentFormat: ['markdown', 'plaintext'] } } } };

/** The hover markdown the server sends for 0-based `line`/`character` ('' for none). */
export async function hoverMarkdown(filePath: string, text: string, line: number, character: number, client: ProbeClient = VSCODE_LIKE): Promise<string> {
  return withServer(filePath, text, async (s) => {
    const h = await s.request<{ contents: string | { value: string } } | null>('textDocument/hover', { textDocument: { uri: s.uri }, position: { line, character } });
    if (!h) return '';
    return typeof h.contents === 'string' ? h.contents : h.contents.value;
  }, client);
}

/** The inlay hints the server sends for the whole of `text`. */
export async function inlayHints(filePath: string, text: string): Promise<LspInlayHint[]> {
  return withServer(filePath, text, async (s) => {
    const n = text.split('\n').length;
    return (await s.request<LspInlayHint[] | null>('textDocument/inlayHint', { textDocument: { uri: s.uri }, range: { start: { line: 0, character: 0 }, end: { line: n, character: 0 } } })) ?? [];
  }, VSCODE_LIKE);
}

/** An inlay hint's label as text. */
export function hintText(h: LspInlayHint): string {
  return typeof h.label === 'string' ? h.label : h.label.map((p) => p.value).join('');
}

/** The names of the symbols (the outline) the server sends for `text`. */
export async function symbolNames(filePath: string, text: string): Promise<string[]> {
  return withServer(filePath, text, async (s) => ((await s.request<Array<{ name: string }> | null>('textDocument/documentSymbol', { textDocument: { uri: s.uri } })) ?? []).map((x) => x.name));
}

/** The labels of the completion items the server offers at 0-based `line`/`character` of `text`. */
export async function completionLabels(filePath: string, text: string, line: number, character: number): Promise<string[]> {
  return withServer(filePath, text, async (s) => {
    const r = await s.request<Array<{ label: string }> | { items: Array<{ label: string }> } | null>('textDocument/completion', { textDocument: { uri: s.uri }, position: { line, character } });
    return (Array.isArray(r) ? r : r?.items ?? []).map((i) => i.label);
  });
}

/** The code lenses the server sends for `text` with `grimoire.codeLens` on: 0-based line and title. */
export async function codeLenses(filePath: string, text: string): Promise<Array<{ line: number; title: string }>> {
  return withServer(filePath, text, async (s) => {
    const lenses = await s.request<Array<{ range: Range; command?: { title: string } }> | null>('textDocument/codeLens', { textDocument: { uri: s.uri } });
    return (lenses ?? []).map((l) => ({ line: l.range.start.line, title: l.command?.title ?? '' }));
  }, { name: VSCODE_LIKE.name, capabilities: { ...VSCODE_LIKE.capabilities, workspace: { configuration: true } }, settings: { codeLens: true } });
}
