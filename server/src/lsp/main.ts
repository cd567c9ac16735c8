/**
 * The language server's Node entry point (bundled to dist/server.js): the VS
 * Code desktop client starts it over IPC, other editors with `--stdio`.
 * `--stdio` uses our own message reader (stdio.ts: no message held as one
 * block of bytes); the other transports (`--node-ipc`, sockets, pipes) are
 * chosen by vscode-languageserver from argv. What Node offers the shared
 * wiring (server.ts): the memory policy of memory.ts, the opt-in trace of
 * memtrace.ts, setImmediate for the checkpoints, the workspace folders on
 * disk for clients that do not read them for the server (disk-files.ts).
 * The web worker's entry is browser-main.ts.
 */
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import type { ServerHost } from './host';
import { diskFiles } from './disk-files';
import { MemoryKeeper } from './memory';
import { MEMTRACE, memtrace } from './memtrace';
import { startServer } from './server';
import { stdioConnection } from './stdio';

const nodeHost: ServerHost = {
  memory: (busy) => new MemoryKeeper(busy),
  nextTurn: () => new Promise<void>((resolve) => setImmediate(resolve)),
  trace: MEMTRACE ? memtrace : undefined,
  diskFiles,
  noWorkspaceIndex: process.env.GRIMOIRE_NO_WORKSPACE === '1',
};

startServer(process.argv.slice(2).includes('--stdio') ? stdioConnection() : createConnection(ProposedFeatures.all), nodeHost);
