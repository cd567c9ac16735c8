/**
 * The repository a path lies in: where the config lookup stops
 * (config.ts), where `.gitignore` is read from (files.ts), and which work
 * trees the cache must stay out of (cache-place.ts).
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Find the git root at or above `dir` (the folder holding `.git`), or undefined. */
export function gitRoot(dir: string): string | undefined {
  let d = dir;
  for (;;) {
    if (existsSync(join(d, '.git'))) return d;
    const up = dirname(d);
    if (up === d) return undefined;
    d = up;
  }
}
