/**
 * Where the `--cache` folder may be, and how much of a cache file is parsed
 * (cache.ts): a folder inside a git work tree being linted is refused, since
 * a pull request could commit the key and entries signed with it; a cache
 * file the tool cannot vouch for is scanned for depth before `JSON.parse`.
 */
import { realpathSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { gitRoot } from './git-root';

/**
 * Whether JSON `text` nests deeper than `max` (brackets outside strings): a
 * linear scan that builds nothing, run before `JSON.parse` on a cache file
 * that the tool cannot vouch for.
 */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** `p` with its deepest existing ancestor resolved through symlinks (the rest appended): where it really is, even before it exists. */
function realPathOf(p: string): string {
  let head = resolve(p);
  const tail: string[] = [];
  for (;;) {
    try {
      return join(realpathSync(head), ...tail.reverse());
    } catch {
      const up = dirname(head);
      if (up === head) return resolve(p);
      tail.push(head.slice(up.length).replace(/^[\\/]+/, ''));
      head = up;
    }
  }
}

/** Whether `inner` is `outer` or lies under it. */
function isWithin(inner: string, outer: string): boolean {
  const rel = relative(outer, inner);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/**
 * The work tree of `roots` (git work trees holding a linted path, and the
 * working folder's) that `dir` lies in, as written or through symlinks; else
 * undefined. A cache there could come from the repository itself (a
 * committed `key` and entries signed with it), so `runLint` refuses it.
 */
export function cacheInsideWorkTree(dir: string, roots: Iterable<string>): string | undefined {
  const asWritten = resolve(dir);
  const real = realPathOf(dir);
  for (const root of roots) {
    const r = resolve(root);
    if (isWithin(asWritten, r) || isWithin(real, r) || isWithin(real, realPathOf(r))) return r;
  }
  return undefined;
}

/**
 * The folders the cache may not lie in: the git work tree of the working
 * folder and of every linted file (or standard input's name), and each
 * folder named on the command line.
 */
export function lintedTrees(cwd: string, files: readonly string[], patterns: readonly string[], stdinName: string | undefined): Set<string> {
  const trees = new Set<string>();
  const byDir = new Map<string, string | undefined>();
  const add = (dir: string) => {
    if (!byDir.has(dir)) byDir.set(dir, gitRoot(dir));
    const root = byDir.get(dir);
    if (root !== undefined) trees.add(root);
  };
  add(resolve(cwd));
  for (const f of files) add(dirname(f));
  if (stdinName !== undefined) add(dirname(stdinName));
  for (const p of patterns) {
    const abs = resolve(cwd, p);
    try {
      if (statSync(abs).isDirectory()) trees.add(abs);
    } catch {
      // A glob or a missing path: its files are above.
    }
  }
  return trees;
}
