/**
 * Many files on two threads (issue 15, the Foundry-module layout of thousands
 * of one-spell files): `runLint` hands the files it must read to
 * {@link lintFiles}, which lints them in chunks on the main thread and on a
 * worker thread at once, each taking the next chunk when it is done (so a
 * busy core slows nothing down). Each file is linted by {@link lintTask}, on
 * whichever thread, exactly as the single-threaded path lints it (read, the
 * pure service, the same conversion); results go back in file order. A test
 * compares the reports with and without the pool (test/unit/cli-cache-shortcut.test.ts).
 */
import { Worker } from 'node:worker_threads';
import { availableParallelism, loadavg } from 'node:os';
import type { SpellService } from '../service/service';
import type { GrimoireSettings } from '../service/settings';
import type { LintResult } from './report';
import { readSpellFile, toResult } from './lint';
import { contentKeyOf, stampOf, type FileStamp } from './cache';

/**
 * The pool starts only for at least this many files to read: a worker costs
 * ~150 ms of the other core to start (loading the bundle), and one small
 * spell file ~0.2 ms to lint, so below a few hundred files it cannot pay.
 * `GRIMOIRE_POOL_MIN_FILES` overrides it (tests).
 */
export const POOL_MIN_FILES = Number(process.env.GRIMOIRE_POOL_MIN_FILES) > 0 ? Number(process.env.GRIMOIRE_POOL_MIN_FILES) : 400;

/** Files per chunk: small enough to balance two threads, big enough that messages cost little. */
export const POOL_CHUNK = 64;

/** One file to lint and the settings that apply; `cacheConfig` when `--cache` wants its content key. */
export interface FileTask {
  path: string;
  settings: GrimoireSettings;
  cacheConfig?: string;
}

/** A file's result and, for `--cache`, what the cache records of the read. */
export interface FileOutcome {
  result: LintResult;
  read?: { key: string; length: number; st: FileStamp; readAt: number };
}

/** Lint one file: read it (capped, regular files only), analyse, convert. Never throws on user input. */
export function lintTask(service: SpellService, task: FileTask, version: string): FileOutcome {
  const readAt = Date.now();
  const read = readSpellFile(task.path, task.settings);
  if ('problem' in read) return { result: read.problem };
  const result = toResult(task.path, service.analyze(read.text, task.settings));
  if (task.cacheConfig === undefined) return { result };
  return { result, read: { key: contentKeyOf(version, task.cacheConfig, read.buf), length: read.buf.length, st: stampOf(read.st), readAt } };
}

/**
 * Whether the pool pays for `count` files to read on this machine: enough
 * files, two cores or more, and one of them idle (1-minute load average at
 * least one below the core count). Measured on the shared 2-core machine at
 * load 4-12, a worker there only competed for a busy core: 10,000 files took
 * 4.1-5.4 s with it against 2.2-3.8 s without. With `GRIMOIRE_POOL_MIN_FILES`
 * set (tests), the load is not looked at.
 */
export function poolPays(count: number): boolean {
  if (count < POOL_MIN_FILES || availableParallelism() < 2) return false;
  return process.env.GRIMOIRE_POOL_MIN_FILES !== undefined || loadavg()[0]! + 1 <= availableParallelism();
}

/** A chunk job posted to the worker. */
interface FilesJob {
  id: number;
  files: FileTask[];
  version: string;
}

/**
 * Lint `tasks` on the main thread and one worker running `script` (the
 * bundled CLI), chunk by chunk; outcomes in the order of `tasks`. A worker
 * that fails or cannot start costs time, not results: its chunk is linted on
 * the main thread. `mainTakes: false` (tests) leaves every chunk to the worker; `stats.worker` counts the files it linted.
 */
export async function lintFiles(service: SpellService, script: string, tasks: FileTask[], version: string, mainTakes = true, stats?: { worker: number }): Promise<FileOutcome[]> {
  const out = new Array<FileOutcome>(tasks.length);
  let next = 0;
  const take = (): [number, number] | undefined => {
    if (next >= tasks.length) return undefined;
    const start = next;
    next = Math.min(tasks.length, next + POOL_CHUNK);
    return [start, next];
  };
  const onMain = ([s, e]: [number, number]) => {
    for (let i = s; i < e; i++) out[i] = lintTask(service, tasks[i]!, version);
  };
  const worker = new Worker(script, { workerData: { grimoireWorker: true } });
  let ids = 0;
  // The worker's loop: post a chunk, take its outcomes, post the next; on failure the main thread lints the chunk.
  let settle = () => {};
  const workerDone = new Promise<void>((resolve) => {
    let current: [number, number] | undefined;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      if (current) onMain(current);
      current = undefined;
      resolve();
    };
    const post = () => {
      current = take();
      if (!current) return finish();
      const job: FilesJob = { id: ++ids, files: tasks.slice(current[0], current[1]), version };
      worker.postMessage(job);
    };
    worker.on('message', (m: { id: number; outcomes?: FileOutcome[]; error?: string }) => {
      if (!current || m.id !== ids) return;
      if (!m.outcomes || m.outcomes.length !== current[1] - current[0]) return finish();
      for (let i = 0; i < m.outcomes.length; i++) out[current[0] + i] = m.outcomes[i]!;
      if (stats) stats.worker += m.outcomes.length;
      post();
    });
    worker.on('error', finish);
    worker.on('exit', finish);
    worker.on('online', post);
    // The main thread ran out of chunks: a worker with none in flight (or not started yet) is not waited for.
    settle = () => {
      if (!current) finish();
    };
  });
  for (let c = mainTakes ? take() : undefined; c; c = take()) {
    onMain(c);
    // Let the worker's messages in between chunks.
    await new Promise<void>((r) => setImmediate(r));
  }
  if (mainTakes) settle();
  await workerDone;
  await worker.terminate();
  // Whatever a failed worker left.
  for (let c = take(); c; c = take()) onMain(c);
  return out;
}

/** The worker side of {@link lintFiles}: answers a chunk job with its outcomes. Called by `workerMain`. */
export function answerFilesJob(service: SpellService, job: FilesJob): { id: number; outcomes: FileOutcome[] } {
  return { id: job.id, outcomes: job.files.map((t) => lintTask(service, { ...t, settings: interned(t.settings) }, job.version)) };
}

/** One settings object per distinct settings in a worker (each message brings fresh copies; the service keys work on the object). */
const settingsSeen = new Map<string, GrimoireSettings>();
function interned(s: GrimoireSettings): GrimoireSettings {
  const k = JSON.stringify(s);
  let hit = settingsSeen.get(k);
  if (!hit) settingsSeen.set(k, (hit = s));
  return hit;
}

/** Is `m` a chunk job of {@link lintFiles}? */
export function isFilesJob(m: unknown): m is FilesJob {
  return typeof m === 'object' && m !== null && Array.isArray((m as FilesJob).files);
}
