/**
 * The VS Code client: starts the Grimoire language server (dist/server.js,
 * over IPC) for YAML documents and owns the preview panel. The server decides
 * which YAML files are spell files (name, `spells/` folder, or modeline), so
 * other YAML stays untouched.
 */
import * as path from 'node:path';
import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';
import { PREVIEW_CSS } from '../../server/src/service/features/preview-css';
import { METHOD_NAMES } from '../../server/src/service/features/method-names';

let client: LanguageClient | undefined;

/** `grimoire/preview`: see server/src/lsp/protocol.ts. */
const PREVIEW_REQUEST = 'grimoire/preview';

interface PreviewResult {
  name?: string;
  html: string;
  methods: string[];
}

/** Activate: start the client, register commands. */
export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const serverModule = context.asAbsolutePath(path.join('dist', 'server.js'));
  const serverOptions: ServerOptions = {
    run: { module: serverModule, transport: TransportKind.ipc },
    debug: { module: serverModule, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6029'] } },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: 'file', language: 'yaml' },
      { scheme: 'untitled', language: 'yaml' },
      { scheme: 'vscode-remote', language: 'yaml' },
    ],
    synchronize: { configurationSection: 'grimoire' },
    outputChannelName: 'Grimoire',
  };
  client = new LanguageClient('grimoire', 'Grimoire', serverOptions, clientOptions);
  await client.start();
  context.subscriptions.push({ dispose: () => void client?.stop() });
  context.subscriptions.push(vscode.commands.registerCommand('grimoire.openPreviewToSide', () => openPreview(context)));
}

/** Deactivate: stop the client. */
export async function deactivate(): Promise<void> {
  await client?.stop();
  client = undefined;
}


let panel: vscode.WebviewPanel | undefined;
let panelState = { method: '', placement: 'orthogonal' };

function openPreview(context: vscode.ExtensionContext): void {
  if (panel) {
    panel.reveal(vscode.ViewColumn.Beside, true);
  } else {
    panel = vscode.window.createWebviewPanel('grimoirePreview', vscode.l10n.t('Spell Preview'), { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true }, {
      enableScripts: true,
      localResourceRoots: [],
      retainContextWhenHidden: false,
    });
    const subs: vscode.Disposable[] = [];
    panel.onDidDispose(() => {
      panel = undefined;
      subs.forEach((d) => d.dispose());
    });
    panel.webview.onDidReceiveMessage(
      (msg: { method?: string; placement?: string }) => {
        if (typeof msg.method === 'string') panelState.method = msg.method;
        if (typeof msg.placement === 'string') panelState.placement = msg.placement;
        void refresh();
      },
      undefined,
      subs,
    );
    subs.push(vscode.window.onDidChangeTextEditorSelection(() => void refresh()));
    subs.push(vscode.workspace.onDidChangeTextDocument((e) => {
      if (e.document === vscode.window.activeTextEditor?.document) scheduleRefresh();
    }));
    subs.push(vscode.window.onDidChangeActiveTextEditor(() => void refresh()));
    context.subscriptions.push(...subs);
  }
  void refresh();
}

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
function scheduleRefresh(): void {
  if (refreshTimer) clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => void refresh(), 200);
}

let lastEditor: vscode.TextEditor | undefined;

async function refresh(): Promise<void> {
  if (!panel || !client) return;
  const editor = vscode.window.activeTextEditor?.document.languageId === 'yaml' ? vscode.window.activeTextEditor : lastEditor;
  if (!editor) return;
  lastEditor = editor;
  let result: PreviewResult;
  try {
    result = await client.sendRequest<PreviewResult>(PREVIEW_REQUEST, {
      uri: editor.document.uri.toString(),
      position: editor.selection.active,
      method: panelState.method || undefined,
      placement: panelState.placement,
    });
  } catch {
    return;
  }
  if (!panel) return;
  panel.title = result.name ? vscode.l10n.t('Preview: {0}', result.name) : vscode.l10n.t('Spell Preview');
  panel.webview.html = page(result, panel.webview);
}

/** The webview page: strict CSP, a nonce for the one script, no remote content. The body HTML arrives escaped from the server. */
function page(r: PreviewResult, webview: vscode.Webview): string {
  const nonce = randomBytes(16).toString('base64');
  const csp = [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    `img-src ${webview.cspSource} data:`,
  ].join('; ');
  const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const methodOptions = r.methods.map((m) => `<option value="${esc(m)}"${m === panelState.method ? ' selected' : ''}>${esc((METHOD_NAMES as Record<string, string>)[m] ?? m)}</option>`).join('');
  const placements = ['orthogonal', 'diagonal']
    .map((p) => `<option value="${p}"${p === panelState.placement ? ' selected' : ''}>${p}</option>`)
    .join('');
  const angle = /^\d+$/.test(panelState.placement) ? panelState.placement : '';
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style nonce="${nonce}">${PREVIEW_CSS}</style></head>
<body>
${r.methods.length ? `<div class="controls"><label>Method <select id="method">${methodOptions}</select></label> <label>Placement <select id="placement">${placements}<option value=""${angle ? ' selected' : ''}>angle</option></select></label> <label>Angle <input id="angle" type="number" min="0" max="359" step="1" value="${esc(angle)}" placeholder="degrees"></label></div>` : ''}
${r.html}
<script nonce="${nonce}">
const vscode = acquireVsCodeApi();
for (const id of ['method', 'placement']) {
  const el = document.getElementById(id);
  if (el) el.addEventListener('change', () => { if (el.value) vscode.postMessage({ [id]: el.value }); });
}
// Any angle: degrees from the grid's x axis, sent as the placement.
const angle = document.getElementById('angle');
if (angle) angle.addEventListener('change', () => {
  const deg = Math.round(Number(angle.value));
  if (Number.isFinite(deg)) vscode.postMessage({ placement: String(((deg % 360) + 360) % 360) });
});
</script>
</body></html>`;
}
