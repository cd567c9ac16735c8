/**
 * File discovery for the CLI: arguments (files, folders, globs) -> the spell
 * files to lint, honouring `.gitignore` and config ignore globs. IO lives
 * here and in `main.ts`, never in the service.
 */
import { closeSync, existsSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { globSync, isDynamicPattern } from 'tinyglobby';
import ignore, { type Ignore } from 'ignore';
import { isSpellPath, hasSpellModeline, isYamlPath } from '../service/detect';

/** Folders never descended into. */
const SKIP = ['**/node_modules/**', '**/.git/**', '**/.cache/**', '**/dist/**'];

/** A file argument that matched nothing, or could not be read. */
export class UsageError extends Error {}

/** Find the git root above `dir` (where `.gitignore` files stop), or undefined. */
function gitRoot(dir: string): string | undefined {
  let d = dir;
  for (;;) {
    if (existsSync(join(d, '.git'))) return d;
    const up = dirname(d);
    if (up === d) return undefined;
    d = up;
  }
}

/** `.gitignore` rules between the git root and the files (root and cwd level). */
function gitignoreFor(cwd: string): { ig: Ignore; root: string } {
  const root = gitRoot(cwd) ?? cwd;
  const ig = ignore();
  for (const d of new Set([root, cwd])) {
    const f = join(d, '.gitignore');
    if (existsSync(f)) {
      const prefix = relative(root, d);
      const lines = readFileSync(f, 'utf8').split(/\r?\n/);
      ig.add(prefix ? lines.map((l) => (l && !l.startsWith('#') && !l.startsWith('!') ? `${prefix}/${l.replace(/^\//, '')}` : l)) : lines);
    }
  }
  return { ig, root };
}

function firstLine(file: string): string {
  try {
    const buf = Buffer.alloc(200);
    const fd = openSync(file, 'r');
    const n = readSync(fd, buf, 0, 200, 0);
    closeSync(fd);
    return buf.subarray(0, n).toString('utf8');
  } catch {
    return '';
  }
}

/**
 * Expand CLI arguments into absolute file paths, sorted and de-duplicated.
 * Explicit files are always linted; files found in folders or by globs are
 * linted when they are spell files (name, `spells/` folder, or modeline).
 */
export function expandArgs(args: string[], cwd: string, extraIgnores: string[] = []): string[] {
  const out = new Set<string>();
  const { ig, root } = gitignoreFor(cwd);
  if (extraIgnores.length) ig.add(extraIgnores);
  const ignored = (abs: string) => {
    const rel = relative(root, abs).split(sep).join('/');
    return rel !== '' && !rel.startsWith('..') && ig.ignores(rel);
  };
  for (const arg of args) {
    const abs = resolve(cwd, arg);
    let st: ReturnType<typeof statSync> | undefined;
    try {
      st = statSync(abs);
    } catch {
      st = undefined;
    }
    if (st?.isFile()) {
      out.add(abs);
      continue;
    }
    let found: string[];
    if (st?.isDirectory()) {
      found = globSync(['**/*.yaml', '**/*.yml'], { cwd: abs, absolute: true, ignore: SKIP, dot: false });
    } else if (isDynamicPattern(arg)) {
      found = globSync([arg], { cwd, absolute: true, ignore: SKIP, dot: false });
    } else {
      throw new UsageError(`No such file or folder: ${arg}`);
    }
    for (const f of found) {
      const p = resolve(f);
      if (ignored(p)) continue;
      if (!isYamlPath(p)) continue;
      if (isSpellPath(p) || hasSpellModeline(firstLine(p))) out.add(p);
    }
  }
  return [...out].sort();
}
