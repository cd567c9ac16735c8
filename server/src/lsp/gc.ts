/**
 * Garbage collection on demand for the LSP server (memory with a
 * 50k-spell file). `--expose-gc` is set at start-up and `gc` taken from a
 * fresh context, so no command-line flag is needed. Used by memory.ts (full
 * collections around big analyses and between edits) and stdio.ts (young
 * collections while a big message arrives).
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** V8's `gc`, which takes `{ type: 'minor' }` for a young-generation collection (a scavenge). */
type GcFunction = (options?: { type?: 'major' | 'minor' }) => void;

let cached: GcFunction | null | undefined;

function gcFunction(): GcFunction | undefined {
  if (cached === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      const gc = runInNewContext('gc') as unknown;
      cached = typeof gc === 'function' ? (gc as GcFunction) : null;
    } catch {
      cached = null;
    }
  }
  return cached ?? undefined;
}

/**
 * A full collection, or undefined when the runtime does not allow it. V8
 * grows the heap rather than collect when a 30 MB document's analysis is
 * made anew (a full-text change, a spell added or removed); memory.ts
 * collects at the points where that garbage is known to be large.
 */
export function fullCollector(): (() => void) | undefined {
  const gc = gcFunction();
  return gc ? () => gc() : undefined;
}

/**
 * A young-generation collection (a scavenge, about a millisecond with the
 * small young generation memory.ts keeps), or undefined. The chunks a big
 * message arrives in are garbage as soon as they are copied, but their bytes
 * live outside V8's heap and are freed only when a collection finds them;
 * while a 30 MB message arrives almost nothing else is allocated, so no
 * collection comes and all of them piled up in the C heap.
 */
export function youngCollector(): (() => void) | undefined {
  const gc = gcFunction();
  return gc ? () => gc({ type: 'minor' }) : undefined;
}
