/**
 * The VS Code client, shared by the desktop build (main.ts: the server as a
 * Node process over IPC) and the web build (browser-main.ts: the server in a
 * web worker, for vscode.dev and github.dev). The entry point makes the
 * language client; everything else is here: the spell-file context key, the
 * preview panel (preview-panel.ts), the compendium view (compendium-view.ts),
 * and the answers to the server's requests for workspace files (through
 * `vscode.workspace.fs`, in both builds). The server decides
 * which YAML files are spell files (name, `spells/` folder, or modeline), so
 * other YAML stays untouched. Nothing here may use Node (eslint.config.mjs).
 */
import * as vscode from 'vscode';
import type { BaseLanguageClient, LanguageClientOptions } from 'vscode-languageclient';
import { DOCUMENT_SELECTOR } from './document-selector';
import { PreviewPanel, PREVIEW_VIEW_TYPE } from './preview-panel';
import { registerNewSpell } from './new-spell';
import { registerCompendium } from './compendium-view';
import { answerFindFiles, answerReadFile, type FileAccess } from './workspace-files';
import {
  FIND_FILES_REQUEST,
  PREVIEW_REQUEST,
  READ_FILE_REQUEST,
  SPELL_DOCUMENT_NOTIFICATION,
  WORKSPACE_FILES_OPTION,
  type FindFilesParams,
  type GrimoireInitOptions,
  type PreviewParams,
  type PreviewResult,
  type ReadFileParams,
  type SpellDocumentParams,
} from '../../server/src/protocol';

/** Makes the language client for the given options: the desktop's (Node process) or the web's (worker). */
export type ClientFactory = (options: LanguageClientOptions) => BaseLanguageClient;

let client: BaseLanguageClient | undefined;
let preview: PreviewPanel | undefined;

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
  registerNewSpell(context);
  const clientOptions: LanguageClientOptions = {
    documentSelector: DOCUMENT_SELECTOR,
    synchronize: { configurationSection: 'grimoire' },
    outputChannelName: 'Grimoire',
    // The server reads the workspace's files through this client (workspace-files.ts), and the compendium view wants to hear when its index changes.
    initializationOptions: { [WORKSPACE_FILES_OPTION]: true, compendium: true } satisfies GrimoireInitOptions,
    // Hovers may link to the preview ("more" behind a click); no other command runs from a hover.
    markdown: { isTrusted: { enabledCommands: ['grimoire.openPreviewToSide'] } },
  };
  client = createClient(clientOptions);
  client.onRequest(READ_FILE_REQUEST, (p: ReadFileParams) => answerReadFile(editorFiles, p));
  client.onRequest(FIND_FILES_REQUEST, (p: FindFilesParams) => answerFindFiles(editorFiles, p));
  client.onNotification(SPELL_DOCUMENT_NOTIFICATION, (p: SpellDocumentParams) => {
    if (p.isSpell) spellUris.add(p.uri);
    else spellUris.delete(p.uri);
    updateSpellContext();
    preview?.spellStatusChanged(p.uri);
  });
  context.subscriptions.push(vscode.window.onDidChangeActiveTextEditor(() => updateSpellContext()));
  preview = new PreviewPanel(client, (uri) => spellUris.has(uri));
  context.subscriptions.push(preview, vscode.window.registerWebviewPanelSerializer(PREVIEW_VIEW_TYPE, preview.serializer()));
  await client.start();
  updateSpellContext();
  registerCompendium(context, client);
  context.subscriptions.push({ dispose: () => void client?.stop() });
  context.subscriptions.push(
    vscode.commands.registerCommand('grimoire.openPreviewToSide', async () => {
      const doc = vscode.window.activeTextEditor?.document;
      // Run from the palette on another file: say plainly why there is no preview, and close a
      // preview of an earlier spell rather than leave it looking like this file's. The server
      // decides (its notification may not have arrived yet for a file opened a moment ago).
      if (!doc || !spellUris.has(doc.uri.toString())) {
        const r = doc?.languageId === 'yaml' && client ? await client.sendRequest<PreviewResult>(PREVIEW_REQUEST, { uri: doc.uri.toString(), position: { line: 0, character: 0 } } satisfies PreviewParams).catch(() => undefined) : undefined;
        if (!doc || !r || r.notSpell) {
          preview?.close();
          void vscode.window.showInformationMessage(vscode.l10n.t('This file is not a spell file, so Grimoire has no preview for it. Spell files end in .spell.yaml or .spells.yaml, sit in a spells/ folder, or start with a "# grimoire" line.'));
          return;
        }
        spellUris.add(doc.uri.toString());
      }
      preview?.open();
    }),
  );
}

/** Deactivate: stop the client. */
export async function deactivate(): Promise<void> {
  await client?.stop();
  client = undefined;
}

