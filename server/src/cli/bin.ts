/** CLI entry point (bundled to dist/cli-bundle.js, which dist/cli.js loads with the code cache; started by bin/grimoire.js; also the worker script for big files). */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { main } from './main';
import { workerMain } from './parallel';
import { service } from './lint';

if (!isMainThread && parentPort && (workerData as { grimoireWorker?: boolean } | undefined)?.grimoireWorker) {
  workerMain(service(), parentPort);
} else {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err) => {
      process.stderr.write(`grimoire: internal error: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exitCode = 2;
    },
  );
}
