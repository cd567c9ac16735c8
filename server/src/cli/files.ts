/**
 * File discovery for the CLI: arguments (files, folders, globs) -> the spell
 * files to lint, honouring `.gitignore` (config ignore globs are applied by
 * main.ts), and every YAML/JSON file left out with the reason, so nothing is
 * skipped without a word. IO lives here, in walk.ts and in `main.ts`, never
 * in the service.
 */
import { existsSync, lstatSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { CONFIG_NAMES } from './config';
import { isDynamicPattern } from 'tinyglobby';
import picomatch from 'picomatch';
import ignore, { type Ignore } from 'ignore';
import { isFoundrySourceJson, isSpellPath, isYamlPath, spellFileReason, type SpellFileReason } from '../service/index';
import { isInside, kindTerm, readRegularFile, SMALL_FILE_CAP } from './safe-fs';
import { isLintableName, walkFolder, type Place, type UnfollowedLink, type WalkedFile } from './walk';
import { safeText } from './formats/escape';
import { usage } from './usage';
import type { MsgRef } from '../service/index';
import { gitRoot } from './git-root';

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
 * ~10 ms at 10,000 files). test/unit/cli/path-under.test.ts compares it with
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
 * is not resolved, path.relative answers. test/unit/cli/path-under.test.ts
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

/** One file to lint, and whether it was named on the command line (not found in a folder or by a glob). */
export interface FoundFile {
  path: string;
  explicit: boolean;
  /**
   * The file's real path (after symlinks) is not a YAML or JSON file by name
   * (a link to `secret.env`, a named `notes.txt`): its findings are reported
   * without quoting its text (main.ts).
   */
  unquoted?: true;
  /**
   * Named on the command line, but a symlink (the file, or a folder on its
   * path) leads outside the lint roots: not read; main.ts reports it as an
   * `internal/read` error naming where it leads (`--follow-symlinks` reads it).
   */
  outside?: { target: string; kind?: MsgRef };
}

/** Why a YAML/JSON file found in a folder or by a glob was not linted. */
export type SkipReason = Exclude<Place, undefined> | 'not-spell';

/** A YAML/JSON file found in a folder or by a glob and not linted. */
export interface SkippedFile {
  path: string;
  reason: SkipReason;
  /** For a hidden or skip-listed file: why it is a spell file all the same (name, modeline, Foundry item). */
  spell?: SpellFileReason;
}

/** A symlink a folder search or glob met and did not follow: it leads outside the lint roots (or nowhere). */
export interface RefusedLink extends UnfollowedLink {
  /** A file link whose own name makes it a spell file (`spells/x.yaml`, `x.spell.yaml`). */
  spell: boolean;
}

/** What {@link expandArgs} found: the files, and every YAML/JSON file it left out, with the reason. */
export interface Expansion {
  files: FoundFile[];
  /** Spell files found in folders or by globs that `.gitignore` rules left out. */
  gitignored: string[];
  /** Other YAML/JSON files found and not linted (hidden, in a skip-listed folder, not spell files). */
  skipped: SkippedFile[];
  /** Symlinks found in folders or by globs and not followed (outside the lint roots, or dangling). */
  links: RefusedLink[];
  /** Folders that could not be listed. */
  unreadable: string[];
}

/** How {@link expandArgs} searches. */
export interface ExpandOptions {
  /** `.gitignore` applies (false with `--no-ignore`). */
  useGitignore?: boolean;
  /** `--follow-symlinks`: follow links wherever they lead. */
  followSymlinks?: boolean;
  /** The most bytes read of a file to tell whether it is a spell file (the linter's size cap for it). */
  capFor?: (path: string) => number;
}

/** The default read cap for telling a file's kind: the default `maxFileSize` (64 Mi characters) at 4 bytes each. */
const DEFAULT_CAP = 256 * 1024 * 1024;

/**
 * Why the file at `path` is a spell file (by name, modeline, Foundry item),
 * reading it when its name does not say; undefined when it is not one. A
 * file too big to read is taken as one (the lint then says it is too big);
 * a FIFO, device or unreadable file is not.
 */
function spellReasonOf(path: string, capFor: (path: string) => number): SpellFileReason | undefined {
  if (isSpellPath(path)) return 'name';
  // Other JSON files (package.json, lockfiles) are never spell files: not read.
  if (!isYamlPath(path) && !isFoundrySourceJson(path)) return undefined;
  const r = readRegularFile(path, capFor(path));
  if (!r.ok) return r.code === 'yaml/too-large' ? 'foundry' : undefined;
  return spellFileReason(path, r.buf.toString('utf8'));
}

/** The folder part of a glob before its first dynamic segment (`spells/**\/*.yaml` -> `spells`). */
export function globBase(pattern: string): string {
  const parts = pattern.split('/');
  const fixed: string[] = [];
  for (const part of parts.slice(0, -1)) {
    if (isDynamicPattern(part)) break;
    fixed.push(part);
  }
  return fixed.length === 0 ? '.' : fixed.join('/') || '/';
}

/** The real path of `p`, or undefined when it does not resolve. */
function realOf(p: string): string | undefined {
  try {
    return realpathSync(p);
  } catch {
    return undefined;
  }
}

/**
 * Expand CLI arguments into absolute file paths, sorted and de-duplicated.
 * Files named on the command line are always taken (a FIFO or a device too:
 * the lint step then refuses it with a message rather than "no such file"),
 * unless a symlink on the way leads outside the lint roots. Folders and globs
 * are walked (walk.ts); a YAML/JSON file found there is taken when it is a
 * spell file (detect.ts: name, `spells/` folder, modeline, Foundry spell
 * item), is neither hidden nor in a skip-listed folder, and (unless
 * `useGitignore` is false) is not left out by `.gitignore`. Everything else
 * found comes back with its reason. The lint roots are the folders named
 * (and the fixed folders of globs); a named file's own folder is a root for
 * that file. Config ignore globs are applied by the caller.
 */
export function expandArgs(args: string[], cwd: string, useGitignore = true, opts: ExpandOptions = {}): Expansion {
  const gitignore = opts.useGitignore ?? useGitignore;
  const followAll = opts.followSymlinks ?? false;
  const capFor = opts.capFor ?? (() => DEFAULT_CAP);
  const out = new Map<string, FoundFile>();
  const gitignored: string[] = [];
  const skipped = new Map<string, SkippedFile>();
  const links: RefusedLink[] = [];
  const unreadable: string[] = [];
  const { ig, root, empty } = gitignoreFor(cwd);
  const under = pathUnder(root);
  const ignored = (abs: string) => {
    // No .gitignore at all: nothing is ignored (skips a path computation and a match per file).
    if (!gitignore || empty) return false;
    const rel = under(abs);
    return rel !== undefined && rel !== '' && !rel.startsWith('..') && ig.ignores(rel);
  };
  const stats = args.map((arg) => {
    const abs = resolve(cwd, arg);
    let st: ReturnType<typeof statSync> | undefined;
    try {
      st = statSync(abs);
    } catch {
      st = lstatSync(abs, { throwIfNoEntry: false }); // a dangling symlink is still a named file
    }
    return { arg, abs, st };
  });
  // The lint roots: the folders named, and the fixed part of each glob.
  const roots: string[] = [];
  for (const { arg, abs, st } of stats) {
    const dir = st?.isDirectory() ? abs : !st && isDynamicPattern(arg) ? resolve(cwd, globBase(arg)) : undefined;
    const real = dir === undefined ? undefined : realOf(dir);
    if (real !== undefined) roots.push(real);
  }
  // Files met by more than one argument are looked at once.
  const seen = new Set<string>();
  const take = (f: WalkedFile) => {
    // The walk's paths come from resolved folders: already resolved, as a rule.
    const p = sep === '/' && isResolvedPosix(f.path) ? f.path : resolve(f.path);
    if (out.has(p) || seen.has(p)) return;
    seen.add(p);
    // Grimoire's own config file is read as the config: not a file left out.
    if (CONFIG_NAMES.includes(basename(p))) return;
    const reason = spellReasonOf(p, capFor);
    if (!reason) {
      skipped.set(p, { path: p, reason: f.place ?? 'not-spell' });
      return;
    }
    if (ignored(p)) {
      gitignored.push(p);
      return;
    }
    if (f.place) {
      skipped.set(p, { path: p, reason: f.place, spell: reason });
      return;
    }
    out.set(p, f.real !== undefined && !isLintableName(f.real) ? { path: p, explicit: false, unquoted: true } : { path: p, explicit: false });
  };
  const refuse = (l: UnfollowedLink) => links.push({ ...l, spell: l.kind !== 'folder' && isSpellPath(l.path) });
  for (const { arg, abs, st } of stats) {
    if (st && !st.isDirectory()) {
      const real = realOf(abs);
      if (real !== undefined && real !== abs && !followAll) {
        // A symlink on the way: read only when it leads inside the named file's own folder or a lint root.
        const home = realOf(dirname(abs)) ?? dirname(abs);
        if (!isInside(home, real) && !roots.some((r) => isInside(r, real))) {
          const target = statSync(real);
          out.set(abs, { path: abs, explicit: true, outside: target.isFile() ? { target: real } : { target: real, kind: kindTerm(target) } });
          continue;
        }
      }
      out.set(abs, real !== undefined && !isLintableName(real) ? { path: abs, explicit: true, unquoted: true } : { path: abs, explicit: true });
      continue;
    }
    const walkOpts = { roots, followAll };
    if (st?.isDirectory()) {
      walkFolder(abs, walkOpts, take, refuse, (d) => unreadable.push(d));
    } else if (isDynamicPattern(arg)) {
      const base = resolve(cwd, globBase(arg));
      if (!statSync(base, { throwIfNoEntry: false })?.isDirectory()) continue;
      // Names match in any case, as spell-file names do; `*` matches dot files, which are then counted as hidden.
      const match = picomatch(arg.replace(/^\.\//, ''), { dot: true, nocase: true });
      const rel = (p: string) => (isAbsolute(arg) ? p : relative(cwd, p)).split(sep).join('/');
      walkFolder(
        base,
        walkOpts,
        (f) => {
          if (match(rel(f.path))) take(f);
        },
        (l) => {
          if (l.kind === 'folder' || match(rel(l.path))) refuse(l);
        },
        (d) => unreadable.push(d),
      );
    } else {
      throw usage('cli.usage.noSuchPath', { path: safeText(arg) });
    }
  }
  for (const p of out.keys()) skipped.delete(p);
  // A link named on the command line and also met in a folder is reported once, as named.
  const saidLinks = links.filter((k) => !out.has(k.path));
  const byPath = <T extends { path: string }>(a: T, b: T) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  return {
    files: [...out.values()].sort(byPath),
    gitignored,
    skipped: [...skipped.values()].sort(byPath),
    links: saidLinks.sort(byPath),
    unreadable,
  };
}
