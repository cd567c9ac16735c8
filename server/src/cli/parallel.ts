/**
 * Worker threads for big files: the CLI checks the second half of a large
 * `spells:` list on a worker while the main thread checks the first half,
 * so a 50k-spell file uses both cores. The work is the service's pure
 * `checkItems`; results are plain data and merge to exactly what one thread
 * would produce (a test compares them).
 */
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import type { Edition, ItemResult, ItemsChecker, Span, SpellService, System } from '../service/index';
import { answerFilesJob, isFilesJob } from './file-pool';

/** Where the list is cut: the main thread checks this share, the worker the rest. */
export const WORKER_SHARE_SPLIT = 0.54;

/** Lists shorter than this are checked on the main thread (a worker costs ~100 ms to start). */
export const PARALLEL_MIN_ITEMS = 3000;

/**
 * Whether the item worker pays: only when asked for (`GRIMOIRE_PARALLEL_MIN_BYTES`
 * set, as the tests do) on two cores or more. Measured on the shared 2-core
 * machine at 50k spells (27 MB) since the item reader made one thread faster:
 * with the worker 1.43-2.27 s against 1.21-1.67 s on one thread (load 2.3-2.5,
 * three runs alternated, reports byte-identical); before the reader, at load
 * 0.6, 2.17 s with it against ajv-cli's 1.53 s. The worker loads the bundle and
 * warms its JIT again (~0.6 s more CPU) and copies its results back, which a
 * second core does not win back here. Called by the checker below and by
 * lint-files.ts before warming the worker up.
 */
export function itemWorkerPays(): boolean {
  if (availableParallelism() < 2) return false;
  return process.env.GRIMOIRE_PARALLEL_MIN_BYTES !== undefined;
}

interface Job {
  id: number;
  text: string;
  spans: Span[];
  fileSystem: System;
  fileEdition: Edition;
}

/** A lazily started worker that checks item spans; `close()` ends it. */
export class ItemWorkers {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (r: ItemResult[]) => void; reject: (e: Error) => void }>();

  /** `script`: the bundled CLI (it runs {@link workerMain} when started as a worker). */
  constructor(private readonly service: SpellService, private readonly script: string, private readonly minItems = PARALLEL_MIN_ITEMS) {}

  /** Start the worker now (when a big file is coming), so its start-up overlaps the main thread's reading and splitting. */
  warmUp(): void {
    this.start();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const w = new Worker(this.script, { workerData: { grimoireWorker: true } });
    w.on('message', (m: { id: number; results?: ItemResult[]; error?: string }) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      if (m.results) p.resolve(m.results);
      else p.reject(new Error(m.error ?? 'worker failed'));
    });
    w.on('error', (e) => {
      for (const p of this.pending.values()) p.reject(e);
      this.pending.clear();
      this.worker = undefined;
    });
    this.worker = w;
    return w;
  }

  private run(job: Omit<Job, 'id'>): Promise<ItemResult[]> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.start().postMessage({ ...job, id });
    });
  }

  /** The checker to hand to `service.analyzeWith`. */
  readonly checker: ItemsChecker = async (text, spans, fileSystem, fileEdition) => {
    if (spans.length < this.minItems || !itemWorkerPays()) return this.service.checkItems(text, spans, fileSystem, fileEdition);
    // The worker starts later and receives its text by copy: give it a little less than half.
    const half = Math.floor(spans.length * WORKER_SHARE_SPLIT);
    const base = spans[half]!.start;
    // Send only the second half's text; item results are relative to their own item, so no offsets change.
    const rest = spans.slice(half).map((s) => ({ start: s.start - base, end: s.end - base }));
    const theirs = this.run({ text: text.slice(base, spans[spans.length - 1]!.end), spans: rest, fileSystem, fileEdition });
    const ours = this.service.checkItems(text, spans.slice(0, half), fileSystem, fileEdition);
    try {
      return ours.concat(await theirs);
    } catch {
      // A failed worker costs time, not correctness.
      return ours.concat(this.service.checkItems(text, spans.slice(half), fileSystem, fileEdition));
    }
  };

  /** End the worker (the CLI calls this before exiting). */
  async close(): Promise<void> {
    const w = this.worker;
    this.worker = undefined;
    if (w) await w.terminate();
  }
}

/** The worker side: answer check jobs with the service's pure item checker, and chunks of files with `file-pool.ts`. */
export function workerMain(service: SpellService, port: { on(ev: 'message', fn: (j: Job) => void): void; postMessage(m: unknown): void }): void {
  port.on('message', (job) => {
    if (isFilesJob(job)) {
      // A chunk of whole files (file-pool.ts).
      try {
        port.postMessage(answerFilesJob(service, job));
      } catch (err) {
        port.postMessage({ id: job.id, error: String(err) });
      }
      return;
    }
    try {
      port.postMessage({ id: job.id, results: service.checkItems(job.text, job.spans, job.fileSystem, job.fileEdition) });
    } catch (err) {
      port.postMessage({ id: job.id, error: String(err) });
    }
  });
}
