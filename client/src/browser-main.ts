/**
 * The web client's entry point (bundled to dist/client-web.js, package.json
 * `browser`): VS Code for the Web (vscode.dev, github.dev) runs it in its web
 * worker extension host, and it starts the language server,
 * dist/server-web.js, as a web worker of its own. The rest of the client is
 * shared with the desktop build (extension.ts). No Node here.
 */
import * as vscode from 'vscode';
import { LanguageClient } from 'vscode-languageclient/browser';
import { activateGrimoire } from './extension';

export { deactivate } from './extension';

/** The worker constructor of the extension host's global scope (the DOM's; not in this project's type libraries). */
declare const Worker: new (scriptUrl: string) => ConstructorParameters<typeof LanguageClient>[2];

/** Activate: the server in a web worker, spoken to by postMessage. */
export function activate(context: vscode.ExtensionContext): Promise<void> {
  const serverMain = vscode.Uri.joinPath(context.extensionUri, 'dist', 'server-web.js');
  return activateGrimoire(context, (options) => new LanguageClient('grimoire', 'Grimoire', new Worker(serverMain.toString(true)), options));
}
