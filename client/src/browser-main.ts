/**
 * The web client's entry point (bundled to dist/client-web.js, package.json
 * `browser`): VS Code for the Web (vscode.dev, github.dev; code-server's
 * browser extension host) runs it in its web worker extension host, and it
 * starts the language server, dist/server-web.js, as a web worker of its own.
 * The rest of the client is shared with the desktop build (extension.ts).
 * No Node here.
 */
import * as vscode from 'vscode';
import { BrowserMessageReader, BrowserMessageWriter, LanguageClient } from 'vscode-languageclient/browser';
import { activateGrimoire } from './extension';

export { deactivate } from './extension';

type ServerWorker = ConstructorParameters<typeof BrowserMessageReader>[0];
/** The worker constructor of the extension host's global scope (the DOM's; not in this project's type libraries). */
declare const Worker: new (scriptUrl: string, options?: { name?: string }) => ServerWorker;

/** The server worker's name (VS Code prefixes its own): what a debugger's list of workers shows. */
export const SERVER_WORKER_NAME = 'grimoire-language-server';

/**
 * The server's script as bytes, from wherever the extension was installed:
 * a web server (the Marketplace's CDN, a test server) by `fetch`, as VS Code
 * fetches the client; any other location (a VSIX installed into the browser,
 * a remote such as code-server) through VS Code's file system. VS Code for
 * the Web refuses `new Worker` on a remote extension's own URI ("Creating
 * workers from remote extensions is currently not supported"), so the worker
 * is always started from these bytes.
 */
async function serverScript(uri: vscode.Uri): Promise<Uint8Array> {
  if (uri.scheme !== 'http' && uri.scheme !== 'https') return vscode.workspace.fs.readFile(uri);
  const response = await fetch(uri.toString(true));
  if (!response.ok) throw new Error(`Grimoire cannot load its language server from ${uri.toString(true)}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Activate: the server in a web worker, spoken to by postMessage. */
export function activate(context: vscode.ExtensionContext): Promise<void> {
  const script = vscode.Uri.joinPath(context.extensionUri, 'dist', 'server-web.js');
  return activateGrimoire(
    context,
    (options) =>
      new LanguageClient('grimoire', 'Grimoire', async () => {
        const blob = new Blob([await serverScript(script)], { type: 'text/javascript' });
        const worker = new Worker(URL.createObjectURL(blob), { name: SERVER_WORKER_NAME });
        // The reader and writer made here: the library tells a worker from them by `instanceof Worker`,
        // which fails on VS Code's own Worker wrapper in the extension host.
        return { reader: new BrowserMessageReader(worker), writer: new BrowserMessageWriter(worker) };
      }, options),
  );
}
