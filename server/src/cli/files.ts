/**
 * File discovery for the CLI: arguments (files, folders, globs) -> the spell
 * files to lint, honouring `.gitignore` and config ignore globs. IO lives
 * here and in `main.ts`, never in the service.
 */
import { closeSync, constants, existsSync, fstatSync, lstatSync, openSync, readSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { globSync, isDynamicPattern } from 'tinyglobby';
import ignore, { type Ignore } from 'ignore';
import { isSpellPath, hasSpellModeline, isYamlPath, isFoundrySourceJson, isFoundrySpellText } from '../service/detect';
import { readRegularFile } from './safe-fs';
import { safeText } from './formats/escape';
import { LOCALES, render, resolveLocale, type Locale, type MessageKey, type MsgArg, type MsgRef } from '../service/i18n';

/** Folders never descended into. */
const SKIP = ['**/node_modules/**', '**/.git/**', '**/.cache/**', '**/dist/**'];

/** A file argument that matched nothing, or could not be read. */
export class UsageError extends Error {
  /**
   * `msg`: the message as a catalogue reference, shown in the CLI's locale
   * (the `Error` message stays English for logs and tests).
   */
  constructor(message: string, readonly msg?: MsgRef) {
    super(message);
  }
}

/**
 * The locale a `--locale` value names: exactly, or by its language (`uk-UA`).
 * Unlike the editor's display language, a value given by hand that names no
 * locale of ours is a usage error, not a silent English. Called by `lint`,
 * `explain` and `render`.
 */
export function localeOption(v: string): Locale {
  const r = resolveLocale(v);
  if (r === 'en' && !/^en(?:[-_]|$)/i.test(v.trim())) throw usage('cli.usage.unknownLocale', { locale: v, locales: LOCALES.join(', ') });
  return r;
}

/** A usage error whose text comes from the catalogues. */
export function usage(key: MessageKey, args?: Record<string, MsgArg>): UsageError {
  const ref: MsgRef = args ? { key, args } : { key };
  return new UsageError(render('en', ref), ref);
}

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

/** The most bytes of a `.gitignore` or config file read (they are small; a bigger one is refused). */
export const SMALL_FILE_CAP = 1024 * 1024;

/** `.gitignore` rules between the git root and the files (root and cwd level). */
function gitignoreFor(cwd: string): { ig: Ignore; root: string; empty: boolean } {
  const root = gitRoot(cwd) ?? cwd;
  const ig = ignore();
  let empty = true;
  for (const d of new Set([root, cwd])) {
    const f = join(d, '.gitignore');
    if (existsSync(f)) {
      const r = readRegularFile(f, SMALL_FILE_CAP);
      if (!r.ok) throw usage('cli.usage.cannotRead', { file: safeText(f), error: r.msg });
      const prefix = relative(root, d);
      const lines = r.buf.toString('utf8').split(/\r?\n/);
      empty = false;
      ig.add(prefix ? lines.map((l) => (l && !l.startsWith('#') && !l.startsWith('!') ? `${prefix}/${l.replace(/^\//, '')}` : l)) : lines);
    }
  }
  return { ig, root, empty };
}

/**
 * Is `p` a POSIX path that path.resolve leaves as it is: absolute, with no
 * empty, `.` or `..` segment and no trailing `/` (except `/` itself)? Then
 * `resolve(p) === p` on POSIX, and {@link expandArgs} and {@link pathUnder}
 * skip the resolve (it asks the process for its working folder each time:
 * ~10 ms at 10,000 files). test/unit/cli-path-under.test.ts compares it with
 * path.resolve on generated paths.
 */
export function isResolvedPosix(p: string): boolean {
  return p.charCodeAt(0) === 47 && !p.includes('//') && !/\/\.\.?(?:\/|$)/.test(p) && (p.length === 1 || !p.endsWith('/'));
}

/**
 * A path's place below `root`, for the `.gitignore` match of each file
 * {@link expandArgs} finds: `relative(root, abs)` with `/` separators when
 * `abs` is `root` or below it, undefined when it lies outside (path.relative
 * then gives `..` or `../...`). On POSIX a resolved path is cut by its
 * prefix, without path.relative's two resolves per call (~20 ms at 10,000
 * files); on Windows, which compares paths without case, and for a path that
 * is not resolved, path.relative answers. test/unit/cli-path-under.test.ts
 * compares it with path.relative on generated paths.
 */
export function pathUnder(root: string): (abs: string) => string | undefined {
  const plain = (abs: string): string | undefined => {
    const r = relative(root, abs);
    return r === '..' || r.startsWith('..' + sep) ? undefined : r.split(sep).join('/');
  };
  if (sep !== '/') return plain;
  const base = resolve(root);
  const prefix = base.endsWith('/') ? base : base + '/';
  return (abs) => {
    if (!isResolvedPosix(abs)) return plain(abs);
    if (abs === base) return '';
    return abs.startsWith(prefix) ? abs.slice(prefix.length) : undefined;
  };
}

/** The first 200 bytes of a regular file (for the `# grimoire` modeline); '' for anything else. */
function firstLine(file: string): string {
  return head(file, 200);
}

/** The first `size` bytes of a regular file as text; '' for anything else or when unreadable. */
function head(file: string, size: number): string {
  let fd: number | undefined;
  try {
    // O_NONBLOCK: a FIFO found by a glob must not block the run waiting for a writer.
    fd = openSync(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    if (!fstatSync(fd).isFile()) return '';
    const buf = Buffer.alloc(size);
    const n = readSync(fd, buf, 0, size, 0);
    return buf.subarray(0, n).toString('utf8');
  } catch {
    return '';
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** One file to lint, and whether it was named on the command line (not found in a folder or by a glob). */
export interface FoundFile {
  path: string;
  explicit: boolean;
}

/** What {@link expandArgs} found: the files, and how many `.gitignore` left out. */
export interface Expansion {
  files: FoundFile[];
  /** Files found in folders or by globs that `.gitignore` rules left out. */
  gitignored: number;
}

/**
 * Expand CLI arguments into absolute file paths, sorted and de-duplicated.
 * Files named on the command line are always taken (a FIFO or a device too:
 * the lint step then refuses it with a message rather than "no such file");
 * files found in folders or by globs are taken when they are spell files
 * (name, `spells/` folder, or modeline) and, unless `useGitignore` is false,
 * not left out by `.gitignore`. Config ignore globs are applied by the caller.
 */
export function expandArgs(args: string[], cwd: string, useGitignore = true): Expansion {
  const out = new Map<string, boolean>();
  const { ig, root, empty } = gitignoreFor(cwd);
  let gitignored = 0;
  const under = pathUnder(root);
  const ignored = (abs: string) => {
    // No .gitignore at all: nothing is ignored (skips a path computation and a match per file).
    if (!useGitignore || empty) return false;
    const rel = under(abs);
    return rel !== undefined && rel !== '' && !rel.startsWith('..') && ig.ignores(rel);
  };
  for (const arg of args) {
    const abs = resolve(cwd, arg);
    let st: ReturnType<typeof statSync> | undefined;
    try {
      st = statSync(abs);
    } catch {
      st = lstatSync(abs, { throwIfNoEntry: false }); // a dangling symlink is still a named file
    }
    if (st && !st.isDirectory()) {
      out.set(abs, true);
      continue;
    }
    let found: string[];
    if (st?.isDirectory()) {
      found = globSync(['**/*.yaml', '**/*.yml', '**/*.json'], { cwd: abs, absolute: true, ignore: SKIP, dot: false });
    } else if (isDynamicPattern(arg)) {
      found = globSync([arg], { cwd, absolute: true, ignore: SKIP, dot: false });
    } else {
      throw usage('cli.usage.noSuchPath', { path: safeText(arg) });
    }
    for (const f of found) {
      // The glob's paths are absolute (from an absolute cwd): already resolved, as a rule.
      const p = sep === '/' && isResolvedPosix(f) ? f : resolve(f);
      if (out.has(p)) continue;
      let spell: boolean;
      if (isFoundrySourceJson(p)) {
        // Foundry JSON pack sources: only spell items (folders and other items are left alone).
        spell = isFoundrySpellText(head(p, 65536));
      } else {
        spell = isYamlPath(p) && (isSpellPath(p) || hasSpellModeline(firstLine(p)) || isFoundrySpellText(head(p, 65536)));
      }
      if (!spell) continue;
      if (ignored(p)) {
        gitignored++;
        continue;
      }
      out.set(p, false);
    }
  }
  return { files: [...out].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([path, explicit]) => ({ path, explicit })), gitignored };
}
