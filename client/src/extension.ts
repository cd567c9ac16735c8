/**
 * The VS Code client, shared by the desktop build (main.ts: the server as a
 * Node process over IPC) and the web build (browser-main.ts: the server in a
 * web worker, for vscode.dev and github.dev). The entry point makes the
 * language client; everything else is here: the spell-file context key, the
 * preview panel, and the answers to the server's requests for workspace
 * files (through `vscode.workspace.fs`, in both builds). The server decides
 * which YAML files are spell files (name, `spells/` folder, or modeline), so
 * other YAML stays untouched. Nothing here may use Node (eslint.config.mjs).
 */
import * as vscode from 'vscode';
import type { BaseLanguageClient, LanguageClientOptions } from 'vscode-languageclient';
import { DOCUMENT_SELECTOR } from './document-selector';
import { previewPage } from './preview-page';
import { answerFindFiles, answerReadFile, type FileAccess } from './workspace-files';
import {
  FIND_FILES_REQUEST,
  PREVIEW_REQUEST,
  READ_FILE_REQUEST,
  SPELL_DOCUMENT_NOTIFICATION,
  WORKSPACE_FILES_OPTION,
  type FindFilesParams,
  type PreviewParams,
  type PreviewResult,
  type ReadFileParams,
  type SpellDocumentParams,
} from '../../server/src/protocol';

/** Makes the language client for the given options: the desktop's (Node process) or the web's (worker). */
export type ClientFactory = (options: LanguageClientOptions) => BaseLanguageClient;

let client: BaseLanguageClient | undefined;

/** The context key the preview button's `when` clause reads (package.json). */
const SPELL_CONTEXT_KEY = 'grimoire.isSpellFile';

/** The documents the server says are spell files. */
const spellUris = new Set<string>();

/** Set the context key for the active editor. */
function updateSpellContext(): void {
  const uri = vscode.window.activeTextEditor?.document.uri.toString();
  void vscode.commands.executeCommand('setContext', SPELL_CONTEXT_KEY, uri !== undefined && spellUris.has(uri));
}

/** The editor's file access, for the server's requests (workspace-files.ts). */
const editorFiles: FileAccess = {
  inWorkspace: (uri) => vscode.workspace.getWorkspaceFolder(vscode.Uri.parse(uri)) !== undefined,
  stat: (uri) => vscode.workspace.fs.stat(vscode.Uri.parse(uri)),
  read: (uri) => vscode.workspace.fs.readFile(vscode.Uri.parse(uri)),
  find: async (include, exclude, max) => (await vscode.workspace.findFiles(include, exclude, max)).map((u) => u.toString()),
};

/** Activate (called by the build's entry point with its way to make the client): start the client, register commands. */
export async function activateGrimoire(context: vscode.ExtensionContext, createClient: ClientFactory): Promise<void> {
  const clientOptions: LanguageClientOptions = {
    documentSelector: DOCUMENT_SELECTOR,
    synchronize: { configurationSection: 'grimoire' },
    outputChannelName: 'Grimoire',
    initializationOptions: { [WORKSPACE_FILES_OPTION]: true },
  };
  client = createClient(clientOptions);
  client.onRequest(READ_FILE_REQUEST, (p: ReadFileParams) => answerReadFile(editorFiles, p));
  client.onRequest(FIND_FILES_REQUEST, (p: FindFilesParams) => answerFindFiles(editorFiles, p));
  client.onNotification(SPELL_DOCUMENT_NOTIFICATION, (p: SpellDocumentParams) => {
    if (p.isSpell) spellUris.add(p.uri);
    else spellUris.delete(p.uri);
    updateSpellContext();
  });
  context.subscriptions.push(vscode.window.onDidChangeActiveTextEditor(() => updateSpellContext()));
  await client.start();
  updateSpellContext();
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
  return previewPage(r, panelState, webview.cspSource, nonce());
}

/** 128 random bits in base64, from the Web Crypto API (in the desktop's Node and in browsers alike). */
function nonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
