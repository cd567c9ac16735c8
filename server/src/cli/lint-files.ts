/**
 * The file loop of `grimoire lint` (called by `runLint` in main.ts once the
 * files are found, filtered and sharded): each file's config, `--cache`
 * (stat fingerprint first, then one read that is both hashed and linted),
 * the two-thread file pool for many files, the item worker for big files,
 * and `--fix`. Results come back in the order of `files`, the same whichever
 * path a file took (test/cli/cache-shortcuts.test.ts, test/unit/cli/file-pool.test.ts).
 */
import { statSync } from 'node:fs';
import { settingsForPath, type SpellService, type GrimoireSettings } from '../service/index';
import type { ConfigResolver } from './config';
import type { LintCache } from './cache';
import type { LintResult } from './report';
import { lintFileAsync, lintRead, readSpellFile, PARALLEL_MIN_BYTES, type FixOptions } from './lint';
import { ItemWorkers, itemWorkerPays } from './parallel';
import { lintFiles, lintTask, poolPays, type FileTask } from './file-pool';

/** What the loop needs from `runLint`. */
export interface LintFilesContext {
  service: SpellService;
  resolver: ConfigResolver;
  cache?: LintCache;
  fix: FixOptions | false;
  /** stderr, for `--fix` writes that did not happen. */
  log: (s: string) => void;
  /** The tool version (part of cache keys). */
  version: string;
}

function sizeOf(f: string): number {
  try {
    return statSync(f).size;
  } catch {
    return 0;
  }
}

/** Lint `files` (absolute paths, in report order); one result per file, in that order. */
export async function lintAllFiles(files: string[], ctx: LintFilesContext): Promise<LintResult[]> {
  const { service: svc, resolver, cache, fix } = ctx;
  const results: LintResult[] = [];
  // Worker threads run the CLI bundle (dist/cli-bundle.js, this code's own __filename; dist/cli.js only loads it with the code cache) as their script; not from the TypeScript sources (tests) or with GRIMOIRE_WORKERS=0.
  const script = typeof __filename === 'string' && __filename.endsWith('.js') && process.env.GRIMOIRE_WORKERS !== '0' ? __filename : undefined;
  // Big files check half their spells on a worker thread.
  const workers = script ? new ItemWorkers(svc, script) : undefined;
  // Only the first files are looked at: a stat of each of 10,000 small files cost more than the
  // warm-up saves, and a big file further down starts the worker when it comes (same results either way).
  if (workers && !fix && itemWorkerPays() && files.slice(0, 32).some((f) => sizeOf(f) >= PARALLEL_MIN_BYTES)) workers.warmUp();
  // The cache's config part, once per settings object (one per config, and its `.json` variant: detect.ts settingsForPath).
  const cacheConfigs = new Map<object, string>();
  const cacheConfig = (cfg: ReturnType<typeof resolver.forFile>, settings: GrimoireSettings) => {
    let c = cacheConfigs.get(settings);
    if (c === undefined) cacheConfigs.set(settings, (c = cfg.raw + JSON.stringify(settings)));
    return c;
  };
  try {
    // Many files (not --fix): the stat-fingerprint hits are answered here, the rest linted on two threads.
    if (script !== undefined && !fix && poolPays(files.length)) {
      const fileResults = new Array<LintResult>(files.length);
      const tasks: FileTask[] = [];
      const slots: number[] = [];
      files.forEach((f, i) => {
        const cfg = resolver.forFile(f);
        const settings = settingsForPath(cfg.settings, f);
        const ck = cache ? cacheConfig(cfg, settings) : undefined;
        const fast = ck === undefined ? undefined : cache!.getByStat(f, ck);
        if (fast) fileResults[i] = fast;
        else {
          const known = ck === undefined ? undefined : cache!.knownKey(f);
          tasks.push({ path: f, settings, ...(ck === undefined ? {} : { cacheConfig: ck }), ...(known === undefined ? {} : { known }) });
          slots.push(i);
        }
      });
      const outcomes = poolPays(tasks.length) ? await lintFiles(svc, script, tasks, ctx.version) : tasks.map((t) => lintTask(svc, t, ctx.version));
      outcomes.forEach((oc, j) => {
        const t = tasks[j]!;
        // Same bytes as the entry's: its result, when the entry is authentic (else the file is linted here after all).
        let result = oc.hit ? cache?.getByKey(t.path, oc.read.key) : oc.result;
        let read = oc.read;
        if (!result) {
          const again = lintTask(svc, { path: t.path, settings: t.settings, ...(t.cacheConfig === undefined ? {} : { cacheConfig: t.cacheConfig }) }, ctx.version);
          result = again.result!;
          read = again.read;
        }
        fileResults[slots[j]!] = result;
        // Recorded again: a file now past the racy window gets its stat fingerprint, so the next run does not read it.
        if (cache && read && t.cacheConfig !== undefined) cache.setKeyed(t.path, t.cacheConfig, read.key, read.length, read.st, read.readAt, result);
      });
      return fileResults;
    }
    for (const f of files) {
      const cfg = resolver.forFile(f);
      // A `.json` file is read as strict JSON (its own settings object).
      const settings = settingsForPath(cfg.settings, f);
      if (cache && !fix) {
        // --cache: an unchanged stat answers without reading; else read once, hash and lint the same bytes.
        const ck = cacheConfig(cfg, settings);
        const fast = cache.getByStat(f, ck);
        if (fast) {
          results.push(fast);
          continue;
        }
        const readAt = Date.now();
        const read = readSpellFile(f, settings);
        if ('problem' in read) {
          results.push(read.problem);
          continue;
        }
        const hit = cache.getByBytes(f, ck, read.buf);
        if (hit) {
          results.push(hit);
          // Recorded again: a file now past the racy window gets its stat fingerprint, so the next run does not read it.
          cache.setRead(f, ck, read.buf, read.st, readAt, hit);
          continue;
        }
        const r = await lintRead(svc, f, read, settings, workers?.checker);
        results.push(r);
        cache.setRead(f, ck, read.buf, read.st, readAt, r);
        continue;
      }
      const r = await lintFileAsync(svc, f, settings, fix, ctx.log, workers?.checker);
      results.push(r);
      cache?.set(f, cacheConfig(cfg, settings), r);
    }
    return results;
  } finally {
    await workers?.close();
  }
}
