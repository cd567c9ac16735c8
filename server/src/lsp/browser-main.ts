/**
 * The language server's web-worker entry point (bundled to
 * dist/server-web.js): VS Code for the Web (vscode.dev, github.dev) runs the
 * extension's browser client (client/src/browser-main.ts), which starts this
 * file as a Worker and speaks LSP to it by postMessage. The same wiring as
 * the Node server (server.ts); what a worker offers it: no control over
 * garbage collection, a message channel for the checkpoints, no trace.
 * Neither this file nor anything it imports may use Node (eslint.config.mjs;
 * scripts/build.mjs fails the browser bundle on a Node module).
 */
import { BrowserMessageReader, BrowserMessageWriter, createConnection, ProposedFeatures } from 'vscode-languageserver/browser';
import { messageChannelTurn, NO_MEMORY_POLICY, type ServerHost } from './host';
import { startServer } from './server';

/** The worker's global scope: its messages are the client's. */
const scope = globalThis as unknown as ConstructorParameters<typeof BrowserMessageReader>[0];

const workerHost: ServerHost = {
  memory: () => NO_MEMORY_POLICY,
  nextTurn: messageChannelTurn(),
};

startServer(createConnection(ProposedFeatures.all, new BrowserMessageReader(scope), new BrowserMessageWriter(scope)), workerHost);
