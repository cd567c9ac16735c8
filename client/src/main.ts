/**
 * The desktop client's entry point (bundled to dist/client.js, package.json
 * `main`): starts the language server, dist/server.js, as a Node process over
 * IPC. The rest of the client is shared with the web build (extension.ts).
 */
import * as path from 'node:path';
import type * as vscode from 'vscode';
import { LanguageClient, TransportKind, type ServerOptions } from 'vscode-languageclient/node';
import { activateGrimoire } from './extension';

export { deactivate } from './extension';

/** Activate: the server as a Node process over IPC (debug: with the inspector on port 6029). */
export function activate(context: vscode.ExtensionContext): Promise<void> {
  const serverModule = context.asAbsolutePath(path.join('dist', 'server.js'));
  const serverOptions: ServerOptions = {
    run: { module: serverModule, transport: TransportKind.ipc },
    debug: { module: serverModule, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6029'] } },
  };
  return activateGrimoire(context, (options) => new LanguageClient('grimoire', 'Grimoire', serverOptions, options));
}
