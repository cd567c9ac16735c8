/**
 * The VS Code client: starts the Grimoire language server (dist/server.js,
 * over IPC) for YAML documents, owns the preview panel and the compendium
 * view (compendium-view.ts). The server decides
 * which YAML files are spell files (name, `spells/` folder, or modeline), so
 * other YAML stays untouched.
 */
import * as path from 'node:path';
import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';
import { previewPage } from './preview-page';
import { registerCompendium } from './compendium-view';
import { PREVIEW_REQUEST, SPELL_DOCUMENT_NOTIFICATION, type GrimoireInitOptions, type PreviewParams, type PreviewResult, type SpellDocumentParams } from '../../server/src/protocol';

let client: LanguageClient | undefined;

/** The context key the preview button's `when` clause reads (package.json). */
const SPELL_CONTEXT_KEY = 'grimoire.isSpellFile';

/** The documents the server says are spell files. */
const spellUris = new Set<string>();

/** Set the context key for the active editor. */
function updateSpellContext(): void {
  const uri = vscode.window.activeTextEditor?.document.uri.toString();
  void vscode.commands.executeCommand('setContext', SPELL_CONTEXT_KEY, uri !== undefined && spellUris.has(uri));
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
    // The compendium view wants to hear when the workspace index changes.
    initializationOptions: { compendium: true } satisfies GrimoireInitOptions,
  };
  client = new LanguageClient('grimoire', 'Grimoire', serverOptions, clientOptions);
  client.onNotification(SPELL_DOCUMENT_NOTIFICATION, (p: SpellDocumentParams) => {
    if (p.isSpell) spellUris.add(p.uri);
    else spellUris.delete(p.uri);
    updateSpellContext();
  });
  context.subscriptions.push(vscode.window.onDidChangeActiveTextEditor(() => updateSpellContext()));
  await client.start();
  updateSpellContext();
  registerCompendium(context, client);
  context.subscriptions.push({ dispose: () => void client?.stop() });
  context.subscriptions.push(
    vscode.commands.registerCommand('grimoire.openPreviewToSide', async () => {
      const doc = vscode.window.activeTextEditor?.document;
      // Run from the palette on another file: say plainly why there is no preview. The server
      // decides (its notification may not have arrived yet for a file opened a moment ago).
      if (!panel && doc && !spellUris.has(doc.uri.toString()) && client) {
        const r = doc.languageId === 'yaml' ? await client.sendRequest<PreviewResult>(PREVIEW_REQUEST, { uri: doc.uri.toString(), position: { line: 0, character: 0 } } satisfies PreviewParams).catch(() => undefined) : undefined;
        if (!r || r.notSpell) {
          void vscode.window.showInformationMessage(vscode.l10n.t('This file is not a spell file, so Grimoire has no preview for it. Spell files end in .spell.yaml or .spells.yaml, sit in a spells/ folder, or start with a "# grimoire" line.'));
          return;
        }
        spellUris.add(doc.uri.toString());
      }
      openPreview(context);
    }),
  );
}

/** Deactivate: stop the client. */
export async function deactivate(): Promise<void> {
  await client?.stop();
  client = undefined;
}


let panel: vscode.WebviewPanel | undefined;
const panelState = { method: '', placement: 'orthogonal' };

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
  // The panel follows the active editor while it shows a spell file, and keeps the last spell otherwise.
  const active = vscode.window.activeTextEditor;
  const editor = active && spellUris.has(active.document.uri.toString()) ? active : lastEditor;
  if (!editor) return;
  lastEditor = editor;
  let result: PreviewResult;
  try {
    const params: PreviewParams = {
      uri: editor.document.uri.toString(),
      position: editor.selection.active,
      method: panelState.method || undefined,
      placement: panelState.placement,
    };
    result = await client.sendRequest<PreviewResult>(PREVIEW_REQUEST, params);
  } catch {
    return;
  }
  if (!panel) return;
  panel.title = result.name ? vscode.l10n.t('Preview: {0}', result.name) : vscode.l10n.t('Spell Preview');
  panel.webview.html = page(result, panel.webview);
}

/** The webview page (preview-page.ts), with a fresh nonce. */
function page(r: PreviewResult, webview: vscode.Webview): string {
  return previewPage(r, panelState, webview.cspSource, randomBytes(16).toString('base64'));
}
