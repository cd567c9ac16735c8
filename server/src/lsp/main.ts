/**
 * Server entry point (bundled to dist/server.js). `--stdio` uses our own
 * message reader (stdio.ts: no message held as one block of bytes); the
 * other transports (`--node-ipc` from the VS Code client, sockets, pipes)
 * are chosen by vscode-languageserver from argv.
 */
import { startServer } from './server';
import { stdioConnection } from './stdio';

startServer(process.argv.slice(2).includes('--stdio') ? stdioConnection() : undefined);
