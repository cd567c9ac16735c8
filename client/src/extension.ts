/**
 * The VS Code client: starts the Grimoire language server (dist/server.js,
 * over IPC) for YAML documents and owns the preview panel. The server decides
 * which YAML files are spell files (name, `spells/` folder, or modeline), so
 * other YAML stays untouched.
 */
import * as path from 'node:path';
import * as vscode from 'vscode';
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';
import { PreviewPanel, PREVIEW_VIEW_TYPE } from './preview-panel';
import { PREVIEW_REQUEST, SPELL_DOCUMENT_NOTIFICATION, type PreviewParams, type PreviewResult, type SpellDocumentParams } from '../../server/src/protocol';

let client: LanguageClient | undefined;
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
    // Hovers may link to the preview ("more" behind a click); no other command runs from a hover.
    markdown: { isTrusted: { enabledCommands: ['grimoire.openPreviewToSide'] } },
  };
  client = new LanguageClient('grimoire', 'Grimoire', serverOptions, clientOptions);
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
