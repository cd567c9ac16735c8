/**
 * Opt-in memory and timing trace of the LSP server, for measuring:
 * with `GRIMOIRE_MEMTRACE=1` in the environment, server.ts and memory.ts
 * write one line per event to stderr (`process.memoryUsage()`, each V8
 * space's committed/used size and the C heap's resident size, in MiB, and
 * the duration of the step when it has one: analyses, publishes, forced
 * collections, hovers). Off by default: nothing is written and nothing
 * is measured. The benchmark drivers ignore stderr; a copy of the driver that
 * captures it shows where the server's peak RSS is reached and of what it
 * consists.
 */
import { readFileSync } from 'node:fs';
import { getHeapSpaceStatistics } from 'node:v8';

/** Whether the trace is on (read once at start-up). */
export const MEMTRACE = process.env.GRIMOIRE_MEMTRACE === '1';

const MiB = 1024 * 1024;

/** The Rss of the C heap (glibc's brk heap and the other anonymous mappings that are not V8's), from /proc (Linux only). */
function mallocHeap(): string {
  try {
    const lines = readFileSync('/proc/self/smaps', 'utf8').split('\n');
    let name = '';
    let heap = 0;
    let anon = 0;
    for (const l of lines) {
      if (/^[0-9a-f]+-[0-9a-f]+ /.test(l)) name = l.split(/\s+/)[5] ?? '';
      else if (l.startsWith('Rss:')) {
        const kb = Number(l.split(/\s+/)[1]);
        if (name === '[heap]') heap += kb;
        else if (name === '') anon += kb;
      }
    }
    return ` [heap]=${(heap / 1024).toFixed(1)} anon=${(anon / 1024).toFixed(1)}`;
  } catch {
    return '';
  }
}

/** Write `event` (and `ms`, when given) with the process' memory now; a no-op unless {@link MEMTRACE}. Called by server.ts and memory.ts. */
export function memtrace(event: string, ms?: number): void {
  if (!MEMTRACE) return;
  const m = process.memoryUsage();
  const f = (n: number) => (n / MiB).toFixed(1);
  const took = ms === undefined ? '' : ` ms=${ms.toFixed(1)}`;
  // Committed size of each V8 space (new, old, large objects...), to see which one grows.
  const spaces = getHeapSpaceStatistics()
    .filter((s) => s.space_size > MiB)
    .map((s) => `${s.space_name.replace(/_space$/, '')}=${f(s.space_size)}/${f(s.space_used_size)}`)
    .join(' ');
  process.stderr.write(`[memtrace] ${event}${took} rss=${f(m.rss)}${mallocHeap()} heapTotal=${f(m.heapTotal)} heapUsed=${f(m.heapUsed)} external=${f(m.external)} arrayBuffers=${f(m.arrayBuffers)} | ${spaces}\n`);
}
