/**
 * The LSP server's memory policy for big documents (a 50k-spell
 * file, 30 MB, must stay under 200 MiB of peak RSS while opened and edited):
 * when to collect garbage and which V8 heap settings to run with. Kept out of
 * server.ts, which calls {@link MemoryKeeper} at the points of a document's
 * life where big garbage is known to appear. The figures quoted are from
 * docs/performance.md ("Editor at 50k spells").
 */
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { fullCollector } from './gc';
import { MEMTRACE, memtrace } from './memtrace';

/** Documents at least this long (characters) get the collections below. */
export const BIG_DOCUMENT = 4 * 1024 * 1024;

/** Idle time after the last validation of a big document before collecting garbage (ms). */
export const IDLE_GC_MS = 1000;

/**
 * Big documents' texts and analyses left behind (characters) before a
 * collection is run in the next debounce window. Typing no longer leaves
 * any: the analyser reads the document's piece table (service/parse/doc-text.ts)
 * and the keystroke path patches the analysis in place, so an edit's garbage
 * is a few kilobytes the young generation takes. What does leave a 30 MB
 * text and its per-spell state behind is an analysis that is not patched:
 * a full-text change, or an edit that adds or removes a spell (the pieces
 * are joined into one new string then, and the previous analysis is
 * dropped). Only a full collection frees those, and V8 let them pile up to
 * its heap limit (RSS 550-700 MiB after 10-20 such versions, measured
 * before this policy), so one is collected per such version at 50k spells.
 */
export const GC_GARBAGE_CHARS = 16 * 1024 * 1024;

/**
 * Keep V8's young generation at its start size (1 MiB semi-spaces) instead
 * of letting it grow to 16 MiB ones (32 MiB of resident memory) while a big
 * file is analysed. `--semi-space-growth-factor` (listed by `node
 * --v8-options`) is read each time V8 considers growing the young
 * generation, so setting it at run time takes effect, unlike
 * `--max-semi-space-size`, which is read once when the heap is set up.
 * Measured at 50k spells: new space 32 -> 4 MiB committed, peak RSS
 * -25..30 MiB; the open's analysis and the edits were no slower.
 */
function keepYoungGenerationSmall(): void {
  try {
    setFlagsFromString('--semi-space-growth-factor=1');
  } catch {
    // Not V8, or flags locked: the default young generation.
  }
}

/**
 * Run a full analysis of a big document with V8's old generation allowed to
 * grow only 10% past its live size before the next major collection
 * (`--heap-growing-percent`, listed by `node --v8-options` and read each time
 * V8 sets the next limit), then back to V8's own heuristics (0). The open of
 * 50k spells promotes ~30 MB of per-item garbage to the old generation; with
 * V8's default limit no major collection came during the 2-3 s analysis in
 * most runs, so the live per-spell state ended up spread over 57 MiB of
 * pages, which later collections compacted only a few pages at a time (the
 * first edits then peaked at 203-207 MiB). With the tight limit 5-7 major
 * collections (4-16 ms each) run during the analysis and reuse the freed
 * space: 30 MiB committed at its end, for about the same analysis time.
 */
function withTightHeap<T>(run: () => T): T {
  try {
    setFlagsFromString('--heap-growing-percent=10');
  } catch {
    return run();
  }
  try {
    return run();
  } finally {
    setFlagsFromString('--heap-growing-percent=0');
  }
}

/** When to collect garbage around the analyses of big documents; one per server (server.ts). */
export class MemoryKeeper {
  private readonly gc = fullCollector();
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  /** Characters of big-document texts superseded since the last collection. */
  private garbageChars = 0;

  /** @param busy whether a validation is pending (the idle collection waits for it) */
  constructor(private readonly busy: () => boolean) {
    keepYoungGenerationSmall();
  }

  /**
   * Run the analysis of a document from scratch (opened, or settings changed).
   * A big one gets a collection first, so that the didOpen message (its bytes,
   * their decoded JSON and the parsed text: three 30 MB copies at 50k spells)
   * is freed before the analysis allocates, and runs {@link withTightHeap}.
   */
  fullAnalysis<T>(textLength: number, run: () => T): T {
    if (textLength < BIG_DOCUMENT) return run();
    this.collectNow('before a full analysis');
    return withTightHeap(run);
  }

  /** An analysis of `textLength` characters was replaced by one made anew, not patched (its state, and maybe its text, is garbage). */
  superseded(textLength: number): void {
    if (textLength >= BIG_DOCUMENT) this.garbageChars += textLength;
  }

  /**
   * An analysis is about to be published. After a full analysis of a big
   * document its garbage (every item's loaded value) is collected before the
   * first edit lands on it: in that edit's debounce window, not at once (the
   * edit would wait for it). Called before sending: the client may
   * answer the diagnostics with an edit before the send completes.
   */
  analysed(textLength: number, full: boolean): void {
    if (textLength >= BIG_DOCUMENT && full) this.garbageChars = Math.max(this.garbageChars, GC_GARBAGE_CHARS);
  }

  /** An analysis was published: a big document is collected again when editing pauses. */
  published(textLength: number): void {
    if (textLength >= BIG_DOCUMENT) this.collectWhenIdle();
  }

  /** A document changed (its validation is now waiting for the debounce): collect now when enough big texts were left behind. */
  edited(): void {
    if (!this.gc || this.garbageChars < GC_GARBAGE_CHARS) return;
    this.garbageChars = 0;
    setImmediate(() => this.collectNow('in the debounce window'));
  }

  /** Stop the idle timer (shutdown). */
  dispose(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
  }

  private collectWhenIdle(): void {
    if (!this.gc) return;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.idleTimer = undefined;
      if (this.busy()) this.collectWhenIdle();
      else this.collectNow('when idle');
    }, IDLE_GC_MS);
  }

  private collectNow(why: string): void {
    if (!this.gc) return;
    const t0 = MEMTRACE ? performance.now() : 0;
    this.gc();
    if (MEMTRACE) memtrace(`gc ${why}`, performance.now() - t0);
  }
}
