/**
 * A minimal LSP client over stdio (Content-Length framing, no dependencies)
 * to ask the built server a question outside any editor. The VS Code suite
 * uses it as an oracle: does the server offer a quick fix yet? If it does,
 * the editor must show it; if not, the quick-fix test skips with the reason.
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

/** The code actions the server offers for `text` (as file `filePath`) over lines [fromLine, toLine] (0-based). */
export async function codeActions(filePath: string, text: string, fromLine: number, toLine: number, timeoutMs = 15_000): Promise<LspCodeAction[]> {
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
        // A request from the server (workspace/configuration and the like): answer with nulls.
        const items = (msg.params as { items?: unknown[] } | undefined)?.items;
        send({ id: msg.id, result: items ? items.map(() => null) : null });
      } else if (msg.id !== undefined) {
        pending.get(msg.id)?.(msg);
      }
    }
  });
  const request = (method: string, params: unknown) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, (m) => (m.error ? reject(new Error(`${method}: ${m.error.message}`)) : resolve(m.result)));
      send({ id, method, params });
    });
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const timer = new Promise<never>((_, reject) => {
    timeout = setTimeout(() => reject(new Error(`LSP probe timed out; server stderr: ${stderr.slice(-2000)}`)), timeoutMs);
  });
  try {
    return await Promise.race([
      timer,
      (async () => {
        await request('initialize', { processId: process.pid, rootUri: null, capabilities: {}, clientInfo: { name: 'grimoire-e2e-probe' } });
        send({ method: 'initialized', params: {} });
        const uri = pathToFileURL(filePath).toString();
        send({ method: 'textDocument/didOpen', params: { textDocument: { uri, languageId: 'yaml', version: 1, text } } });
        await diagnostics;
        const actions = (await request('textDocument/codeAction', {
          textDocument: { uri },
          range: { start: { line: fromLine, character: 0 }, end: { line: toLine, character: 1000 } },
          context: { diagnostics: [], only: ['quickfix'] },
        })) as LspCodeAction[] | null;
        await request('shutdown', null).catch(() => undefined);
        send({ method: 'exit' });
        return actions ?? [];
      })(),
    ]);
  } finally {
    clearTimeout(timeout);
    killGroup(child, 'SIGKILL');
  }
}
