/**
 * The one writer of what the user asked the CLI to produce: report files
 * (`lint -o`, `merge-sarif -o`), imports (`import -o`), exports (`export
 * 5etools -o`, `export foundry -o <folder>`), rendered pages (`render -o`),
 * and any later command that writes a file or a folder of files. It is built
 * on safe-fs.ts's exclusive temp files and atomic renames.
 *
 * The named output (a folder, or for one file the folder that holds it) is
 * the user's: it may be reached through their own symlinks (`/tmp` on macOS
 * is one), except that a path named inside the working folder may not lead
 * out of it through a symlink a repository committed. Below it:
 * - no symlink is followed: a symlinked folder is refused, and a symlink at a
 *   file's name is never written through (with `force`, the link itself is
 *   replaced, as a report's is);
 * - nothing lands outside it: relative paths with `..`, absolute paths or
 *   empty parts are refused;
 * - no existing file is replaced unless `force` (a folder or a device at a
 *   file's name never is);
 * - two files whose paths differ only in case (one file on macOS and Windows)
 *   are refused, naming what each would have held.
 * Every target is checked before any is written, so a refusal leaves the
 * output as it was. A write that then fails (a full disk) is reported; what
 * was written before it stays, and the caller says how many files were.
 *
 * What this defends against is a tree a repository committed, not a process
 * racing the writer: folders are checked, then created one level at a time.
 */
import { linkSync, lstatSync, mkdirSync, realpathSync, renameSync, statSync, unlinkSync, type Stats } from 'node:fs';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { render, t, type Locale, type MsgRef } from '../service/index';
import { safeText } from './formats/escape';
import { isInside, kindTerm, replaceAtomically, tempNameFor, writeNewFile } from './safe-fs';

/** One file of an output: where it goes below the output folder, what it holds, and whose it is. */
export interface OutputFile {
  /** Path relative to the output folder, parts separated by `/`. */
  path: string;
  data: string | Uint8Array;
  /** What the file holds, named in messages (a spell's name and the file it came from). */
  label?: string;
}

/** How {@link writeOutputs} may write. */
export interface OutputOptions {
  /** Replace files that exist (`--force`; reports always). Folders, devices and symlinked folders are refused even so. */
  force?: boolean;
  /** The working folder: an output named inside it may not lead outside it through a symlink. */
  cwd?: string;
}

/** Why one file was not written: the target's absolute path and the reason from the catalogue. */
export interface OutputProblem {
  file: string;
  msg: MsgRef;
}

/** What {@link writeOutputs} did: the files written (absolute paths, in order) and why others were not. */
export interface OutputResult {
  written: string[];
  problems: OutputProblem[];
}

/** A checked target: its absolute path, the folders to create above it (outermost first), and whether a file is replaced. */
interface Target {
  file: OutputFile;
  abs: string;
  folders: string[];
  existing?: Stats;
}

/** Case folding as macOS and Windows file systems do it (near enough: Unicode lower case of the NFC form). */
function fold(p: string): string {
  return p.normalize('NFC').toLowerCase();
}

/** The parts of a relative output path, or undefined when it could lead outside the output folder. */
function parts(path: string): string[] | undefined {
  if (path === '' || isAbsolute(path) || /^[a-zA-Z]:/.test(path) || path.includes('\\') || path.includes('\0')) return undefined;
  const ps = path.split('/');
  return ps.every((p) => p !== '' && p !== '.' && p !== '..') ? ps : undefined;
}

/** The real path of `p`, through its deepest existing ancestor (the rest of `p` appended as written). */
function realThroughAncestors(p: string): string {
  let head = p;
  const tail: string[] = [];
  for (;;) {
    try {
      return join(realpathSync(head), ...tail);
    } catch {
      const up = dirname(head);
      if (up === head) return p;
      tail.unshift(basename(head));
      head = up;
    }
  }
}

/**
 * Check every file against the output folder `root` without writing:
 * the targets to write, or the problems (all of them, not only the first).
 */
function plan(root: string, files: readonly OutputFile[], opts: OutputOptions): { targets: Target[]; problems: OutputProblem[] } {
  const problems: OutputProblem[] = [];
  const say = (file: string, key: string, args: MsgRef['args'] = {}) => problems.push({ file, msg: { key, args: { file: safeText(file), ...args } } });
  const rootSt = statSync(root, { throwIfNoEntry: false });
  if (rootSt && !rootSt.isDirectory()) {
    say(root, 'out.notFolder', { kind: kindTerm(rootSt) });
    return { targets: [], problems };
  }
  if (opts.cwd) {
    const cwd = resolve(opts.cwd);
    if (isInside(cwd, root)) {
      let realCwd = cwd;
      try {
        realCwd = realpathSync(cwd);
      } catch {
        // Keep it as given.
      }
      const real = realThroughAncestors(root);
      if (!isInside(realCwd, real)) {
        say(root, 'out.leavesCwd', { real: safeText(real), cwd: safeText(realCwd) });
        return { targets: [], problems };
      }
    }
  }
  // Each folder below the root is looked at once: missing (to create), a real folder, or refused.
  const folderState = new Map<string, 'ok' | 'missing' | 'bad'>();
  const byFold = new Map<string, OutputFile>();
  const folderFolds = new Set<string>();
  const targets: Target[] = [];
  for (const file of files) {
    const ps = parts(file.path);
    const abs = ps ? join(root, ...ps) : resolve(root, file.path);
    if (!ps) {
      say(abs, 'out.outside', { root: safeText(root) });
      continue;
    }
    const key = fold(ps.join('/'));
    const first = byFold.get(key);
    if (first) {
      say(abs, 'out.collision', { first: safeText(first.label ?? first.path), second: safeText(file.label ?? file.path) });
      continue;
    }
    byFold.set(key, file);
    const folders: string[] = [];
    let bad = false;
    for (let i = 1; i < ps.length && !bad; i++) {
      folderFolds.add(fold(ps.slice(0, i).join('/')));
      const dir = join(root, ...ps.slice(0, i));
      let state = folderState.get(dir);
      if (state === undefined) {
        const st = lstatSync(dir, { throwIfNoEntry: false });
        state = !st ? 'missing' : st.isDirectory() ? 'ok' : 'bad';
        // Said once for the folder, which covers every file below it.
        if (st?.isSymbolicLink()) say(dir, 'out.linkedFolder');
        else if (st && !st.isDirectory()) say(dir, 'out.notFolder', { kind: kindTerm(st) });
        folderState.set(dir, state);
      }
      if (state === 'bad') bad = true;
      else if (state === 'missing') folders.push(dir);
    }
    if (bad) continue;
    const st = lstatSync(abs, { throwIfNoEntry: false });
    if (st && !st.isFile() && !st.isSymbolicLink()) {
      say(abs, 'out.notFile', { kind: kindTerm(st) });
      continue;
    }
    if (st && !opts.force) {
      if (st.isSymbolicLink()) say(abs, 'out.existsLink');
      else say(abs, 'out.exists');
      continue;
    }
    targets.push({ file, abs, folders, existing: st });
  }
  // A path that is one file's name and another's folder (`a` and `a/b`) cannot be both.
  for (const tg of targets) {
    if (folderFolds.has(fold(parts(tg.file.path)!.join('/')))) say(tg.abs, 'out.fileAndFolder');
  }
  return { targets, problems };
}

/** Create a new file at `path` with `data`: complete or not at all, never through anything already there. */
function createFile(path: string, data: string | Uint8Array): void {
  const tmp = tempNameFor(path);
  writeNewFile(tmp, data);
  try {
    // link(2) fails if anything, a dangling symlink included, is at `path`; it never follows one.
    linkSync(tmp, path);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    // File systems without hard links (FAT, some network shares): a rename, after a last look.
    if ((code === 'EPERM' || code === 'ENOTSUP' || code === 'EOPNOTSUPP' || code === 'ENOSYS') && !lstatSync(path, { throwIfNoEntry: false })) {
      renameSync(tmp, path);
      return;
    }
    unlinkSync(tmp);
    throw err;
  }
  unlinkSync(tmp);
}

/** Create `dir` (whose parent exists), or accept a real folder that appeared there meanwhile. */
function makeFolder(dir: string): void {
  try {
    mkdirSync(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const st = lstatSync(dir);
    if (!st.isDirectory()) throw Object.assign(new Error(`${dir} is not a folder`), { code: 'ENOTDIR' });
  }
}

/**
 * Write `files` below the output folder `root` (absolute), as the module
 * comment says: every target checked first; on any problem nothing is
 * written and every problem is returned. `root` is created when missing.
 */
export function writeOutputs(root: string, files: readonly OutputFile[], opts: OutputOptions = {}): OutputResult {
  root = resolve(root);
  const failed = (file: string, err: unknown): OutputProblem => ({ file, msg: { key: 'out.failed', args: { file: safeText(file), error: errorCode(err) } } });
  let checked: ReturnType<typeof plan>;
  try {
    checked = plan(root, files, opts);
  } catch (err) {
    // A folder on the way that cannot be looked into (EACCES) or is not one (ENOTDIR).
    return { written: [], problems: [failed(root, err)] };
  }
  const { targets, problems } = checked;
  if (problems.length > 0) return { written: [], problems };
  const written: string[] = [];
  try {
    mkdirSync(root, { recursive: true });
  } catch (err) {
    return { written, problems: [failed(root, err)] };
  }
  const made = new Set<string>();
  for (const tg of targets) {
    try {
      for (const dir of tg.folders) {
        if (made.has(dir)) continue;
        makeFolder(dir);
        made.add(dir);
      }
      if (tg.existing) replaceAtomically(tg.abs, tg.file.data, tg.existing.isFile() ? tg.existing.mode & 0o7777 : undefined);
      else createFile(tg.abs, tg.file.data);
      written.push(tg.abs);
    } catch (err) {
      problems.push(failed(tg.abs, err));
    }
  }
  return { written, problems };
}

/** Write one file the user named (`-o file`): {@link writeOutputs} with the file's folder as the output folder. */
export function writeOutputFile(path: string, data: string | Uint8Array, opts: OutputOptions = {}): OutputResult {
  const abs = resolve(path);
  return writeOutputs(dirname(abs), [{ path: basename(abs), data }], opts);
}

/**
 * Say on stderr, in `locale`, why files were not written and, for an output
 * of several files, how many of `planned` were. Returns whether all were
 * written (the caller's exit code).
 */
export function tellOutput(r: OutputResult, planned: number, target: string, locale: Locale, err: (s: string) => void): boolean {
  for (const p of r.problems) err(render(locale, p.msg));
  if (r.problems.length === 0) return true;
  // One file's problem already says it was not written; a folder's output gets the count.
  if (planned > 1 && r.written.length === 0) err(t(locale, 'out.nothingWritten', { target: safeText(target) }));
  else if (planned > 1) err(t(locale, 'out.partial', { written: r.written.length, n: planned, target: safeText(target) }));
  return false;
}

/** An OS error's code (`ENOSPC`), or its message. */
function errorCode(err: unknown): string {
  return safeText((err as NodeJS.ErrnoException).code ?? (err as Error).message ?? String(err));
}
