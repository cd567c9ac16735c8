/**
 * Timing a reader on hostile text the way a loaded two-core machine allows:
 * each call of a run (analysis, hover, explain...) is timed on its own, at
 * 10 KB and at 100 KB; a call over its budget is run again (up to three
 * times, the fastest kept), so a garbage collection or a busy core does not
 * fail a linear reader, while a quadratic one (seconds, every time) does.
 * Used by the linear-time tests.
 */
import type { Timer } from './readers';

/** Each call's budget at 100 KB. */
export const BUDGET_MS = 100;
/** Each call's budget at 10 KB: tried first, so a quadratic reader fails in a second, not in minutes. */
export const SMALL_BUDGET_MS = 50;
/** 100 KB against 10 KB: about 10 for a linear reader, 100 for a quadratic one. */
export const MAX_RATIO = 30;
/** Below this, a 100 KB time is too small for its ratio to mean anything. */
const RATIO_FLOOR_MS = 15;

/** The slowest time of each kind of call in one run. */
export function timesOf(run: (time: Timer) => void): Map<string, number> {
  const times = new Map<string, number>();
  run((what, ms) => times.set(what, Math.max(times.get(what) ?? 0, ms)));
  return times;
}

/** Like {@link timesOf}, the run repeated (at most three times in all) while a call is over `budget`; each call's fastest time. */
export function settledTimes(run: (time: Timer) => void, budget: number): Map<string, number> {
  let best = timesOf(run);
  for (let k = 1; k < 3 && [...best.values()].some((ms) => ms > budget); k++) {
    const again = timesOf(run);
    best = new Map([...best].map(([what, ms]) => [what, Math.min(ms, again.get(what) ?? ms)]));
  }
  return best;
}

/** What went over in one measurement of `run` at 10 KB, then 100 KB. */
function measureOnce(run: (n: number, time: Timer) => void): string[] {
  const small = settledTimes((time) => run(10_000, time), SMALL_BUDGET_MS);
  const slowSmall = [...small].filter(([, ms]) => ms > SMALL_BUDGET_MS).map(([what, ms]) => `${what} ${ms.toFixed(0)} ms at 10 KB`);
  if (slowSmall.length) return slowSmall;
  const big = settledTimes((time) => run(100_000, time), BUDGET_MS);
  const out: string[] = [];
  for (const [what, ms] of big) {
    if (ms > BUDGET_MS) out.push(`${what} ${ms.toFixed(0)} ms at 100 KB`);
    else if (ms > RATIO_FLOOR_MS && ms / Math.max(small.get(what) ?? 0, 1) > MAX_RATIO) out.push(`${what} ${ms.toFixed(0)} ms at 100 KB, ${(small.get(what) ?? 0).toFixed(1)} ms at 10 KB`);
  }
  return out;
}

/**
 * What went over: `[]` when every call of `run(n)` kept its budgets at 10 KB
 * and 100 KB and grew linearly. A measurement that goes over is taken again
 * (three in all) before it counts: a quadratic reader goes over every time.
 */
export function overBudget(run: (n: number, time: Timer) => void): string[] {
  let last: string[] = [];
  for (let k = 0; k < 3; k++) {
    last = measureOnce(run);
    if (last.length === 0) return last;
    // Over at 10 KB already is seconds at 100 KB: no second look needed.
    if (last.some((l) => l.endsWith('at 10 KB')) && last.some((l) => Number(/ (\d+) ms/.exec(l)?.[1]) > 10 * SMALL_BUDGET_MS)) return last;
  }
  return last;
}
