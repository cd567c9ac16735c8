/** Server entry point (bundled to dist/server.js): `--stdio` or `--node-ipc`, chosen by the library from argv. */
import { startServer } from './server';

startServer();
