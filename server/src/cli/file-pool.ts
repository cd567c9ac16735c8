/**
 * Many files on two threads (the Foundry-module layout of thousands
 * of one-spell files): `runLint` hands the files it must read to
 * {@link lintFiles}, which lints them in chunks on the main thread and on a
 * worker thread at once, each taking the next chunk when it is done (so a
 * busy core slows nothing down). Each file is linted by {@link lintTask}, on
 * whichever thread, exactly as the single-threaded path lints it (read, the
 * pure service, the same conversion); results go back in file order. A test
 * compares the reports with and without the pool (test/cli/cache-shortcuts.test.ts).
 */
import { Worker } from 'node:worker_threads';
import { availableParallelism, loadavg } from 'node:os';
import type { SpellService, GrimoireSettings } from '../service/index';
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

/**
 * One file to lint and the settings that apply; `cacheConfig` when `--cache`
 * wants its content key, and `known`, the content key of the file's cache
 * entry when it has one that its stat could not vouch for (a file read
 * within the racy window last time): a read with that key is not analysed.
 */
export interface FileTask {
  path: string;
  settings: GrimoireSettings;
  cacheConfig?: string;
  known?: string;
}

/** What the cache records of a read. */
export interface ReadStamp {
  key: string;
  length: number;
  st: FileStamp;
  readAt: number;
}

/**
 * A file's result and, for `--cache`, what the cache records of the read; or,
 * when the read's content key was the task's `known` one, no result (`hit`):
 * the caller takes the cache's (authenticated there, not on the worker).
 */
export type FileOutcome = { result: LintResult; read?: ReadStamp; hit?: undefined } | { hit: true; read: ReadStamp; result?: undefined };

/** Lint one file: read it (capped, regular files only), analyse, convert. Never throws on user input. */
export function lintTask(service: SpellService, task: FileTask, version: string): FileOutcome {
  const readAt = Date.now();
  const read = readSpellFile(task.path, task.settings);
  if ('problem' in read) return { result: read.problem };
  const stamp = task.cacheConfig === undefined ? undefined : { key: contentKeyOf(version, task.cacheConfig, read.buf), length: read.buf.length, st: stampOf(read.st), readAt };
  // The same bytes as the cache entry's: the entry answers (what `--cache` does on one thread with getByBytes).
  if (stamp && task.known !== undefined && stamp.key === task.known) return { hit: true, read: stamp };
  const result = toResult(task.path, service.analyze(read.text, task.settings));
  return stamp ? { result, read: stamp } : { result };
}

/**
 * Whether the pool pays for `count` files to read on this machine: enough
 * files, two cores or more, and one of them idle (1-minute load average at
 * least one below the core count). Measured on the shared 2-core machine at
 * load 6, 10,000 one-spell files took 1.74/2.78/3.14 s with the pool against
 * 1.73/2.04/2.29 s without (2.7 against 1.9 s of CPU: the worker's start-up,
 * and both threads slower per file while sharing the busy cores). With
 * `GRIMOIRE_POOL_MIN_FILES` set (tests), the load is not looked at.
 */
export function poolPays(count: number): boolean {
  if (count < POOL_MIN_FILES || availableParallelism() < 2) return false;
  return process.env.GRIMOIRE_POOL_MIN_FILES !== undefined || loadavg()[0]! + 1 <= availableParallelism();
}

/** A chunk job posted to the worker: the settings once per distinct config, each file pointing at one. */
interface FilesJob {
  id: number;
  version: string;
  settings: GrimoireSettings[];
  files: Array<{ path: string; s: number; cacheConfig?: string; known?: string }>;
}

/** Chunks kept in flight to the worker, so it never waits for the main thread to finish a chunk of its own. */
const IN_FLIGHT = 2;

/** The job for tasks [s, e): settings sent once per distinct object. */
function jobOf(id: number, tasks: FileTask[], [s, e]: [number, number], version: string): FilesJob {
  const settings: GrimoireSettings[] = [];
  const index = new Map<GrimoireSettings, number>();
  const files: FilesJob['files'] = [];
  for (let i = s; i < e; i++) {
    const t = tasks[i]!;
    let k = index.get(t.settings);
    if (k === undefined) {
      k = settings.push(t.settings) - 1;
      index.set(t.settings, k);
    }
    files.push({ path: t.path, s: k, ...(t.cacheConfig === undefined ? {} : { cacheConfig: t.cacheConfig }), ...(t.known === undefined ? {} : { known: t.known }) });
  }
  return { id, version, settings, files };
}

/**
 * Lint `tasks` on the main thread and one worker running `script` (the
 * bundled CLI), chunk by chunk; outcomes in the order of `tasks`. A worker
 * that fails or cannot start costs time, not results: its chunks are linted
 * on the main thread. `mainTakes: false` (tests) leaves every chunk to the
 * worker; `stats.worker` counts the files it linted.
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
  // Chunks posted to the worker and not answered yet, by job id.
  const inFlight = new Map<number, [number, number]>();
  let settle = () => {};
  const workerDone = new Promise<void>((resolve) => {
    let finished = false;
    // The worker is done (no more chunks) or failed: whatever it still holds is linted here.
    const finish = () => {
      if (finished) return;
      finished = true;
      for (const c of inFlight.values()) onMain(c);
      inFlight.clear();
      resolve();
    };
    const fill = () => {
      while (inFlight.size < IN_FLIGHT) {
        const c = take();
        if (!c) break;
        const id = ++ids;
        inFlight.set(id, c);
        worker.postMessage(jobOf(id, tasks, c, version));
      }
      if (inFlight.size === 0) finish();
    };
    worker.on('message', (m: { id: number; outcomes?: FileOutcome[]; error?: string }) => {
      const c = inFlight.get(m.id);
      if (!c || finished) return;
      if (!m.outcomes || m.outcomes.length !== c[1] - c[0]) return finish();
      inFlight.delete(m.id);
      for (let i = 0; i < m.outcomes.length; i++) out[c[0] + i] = m.outcomes[i]!;
      if (stats) stats.worker += m.outcomes.length;
      fill();
    });
    worker.on('error', finish);
    worker.on('exit', finish);
    worker.on('online', fill);
    // The main thread ran out of chunks: a worker with none in flight (or not started yet) is not waited for.
    settle = () => {
      if (inFlight.size === 0) finish();
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
  return { id: job.id, outcomes: job.files.map((f) => lintTask(service, { path: f.path, settings: job.settings[f.s]!, ...(f.cacheConfig === undefined ? {} : { cacheConfig: f.cacheConfig }), ...(f.known === undefined ? {} : { known: f.known }) }, job.version)) };
}

/** Is `m` a chunk job of {@link lintFiles}? */
export function isFilesJob(m: unknown): m is FilesJob {
  return typeof m === 'object' && m !== null && Array.isArray((m as FilesJob).files);
}
