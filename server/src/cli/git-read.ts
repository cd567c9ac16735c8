/**
 * A git revision's files for `grimoire diff` (diff-sources.ts), read through
 * the local `git` in a child process and nothing else: no shell (`execFile`
 * with the arguments as a list), a revision that starts with `-` refused and the others
 * after `--end-of-options`, no network (`protocol.allow=never`, lazy fetches
 * of a partial clone off, no prompt), no hook or filesystem monitor run (only
 * plumbing commands that read objects: rev-parse, ls-tree, cat-file), and
 * every blob capped in size before it is read.
 */
import { execFileSync } from 'node:child_process';
import { usage } from './usage';

/**
 * Environment of every git call: never ask, never fetch, never take a lock;
 * a path is a path (no `:(glob)` pathspec magic); no pager, no external diff.
 */
function gitEnv(): NodeJS.ProcessEnv {
  return { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_NO_LAZY_FETCH: '1', GIT_OPTIONAL_LOCKS: '0', GIT_LITERAL_PATHSPECS: '1', GIT_PAGER: 'cat', GIT_ASKPASS: '', SSH_ASKPASS: '' };
}

/** What git answered: its exit status, output and error text; `missing` when git itself is not there. */
interface GitRun {
  status: number;
  stdout: Buffer;
  stderr: string;
  missing?: true;
}

/** Run git with an argument list (never a shell: `execFileSync` with `shell` off) in `cwd`. */
function run(cwd: string, args: string[], input?: string, maxBuffer = 64 * 1024 * 1024): GitRun {
  try {
    const stdout = execFileSync('git', [...SAFE, ...args], { cwd, env: gitEnv(), input, maxBuffer, shell: false, windowsHide: true, stdio: ['pipe', 'pipe', 'pipe'] });
    return { status: 0, stdout, stderr: '' };
  } catch (e) {
    const x = e as NodeJS.ErrnoException & { status?: number | null; stdout?: Buffer; stderr?: Buffer };
    if (x.code === 'ENOENT') return { status: -1, stdout: Buffer.alloc(0), stderr: '', missing: true };
    const stderr = x.stderr?.toString('utf8').trim() ?? '';
    return { status: typeof x.status === 'number' ? x.status : -1, stdout: x.stdout ?? Buffer.alloc(0), stderr: stderr || String(x.code ?? x.message) };
  }
}

/** Options before every git command: no protocol may be used (a partial clone's missing object is not fetched). */
const SAFE = ['-c', 'protocol.allow=never', '-c', 'core.fsmonitor=false'];

/** Run git with `args` in `cwd`; its stdout, or a usage error with git's message. */
function git(cwd: string, args: string[], input?: string, maxBuffer?: number): Buffer {
  const r = run(cwd, args, input, maxBuffer);
  if (r.missing) throw usage('diff.usage.noGit');
  if (r.status !== 0) throw usage('diff.usage.gitFailed', { error: r.stderr.split('\n')[0] || `exit ${r.status}` });
  return r.stdout;
}

/** Is `rev` a commit of the repository at `cwd`? (Never a usage error: the caller tells paths from revisions.) */
export function isRevision(cwd: string, rev: string): boolean {
  if (rev.startsWith('-') || rev === '') return false;
  return run(cwd, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`]).status === 0;
}

/** One file of a revision: its path relative to `cwd`, and its blob. */
export interface RevisionFile {
  path: string;
  oid: string;
  size: number;
}

/**
 * The files of `rev` under `pathspecs` (relative to `cwd`; the whole of
 * `cwd`'s part of the tree when none), with their sizes; `keep` chooses by
 * path. Paths are written relative to `cwd`, as git prints them there.
 */
export function revisionFiles(cwd: string, rev: string, pathspecs: readonly string[], keep: (path: string) => boolean): RevisionFile[] {
  if (rev.startsWith('-')) throw usage('diff.usage.badRevision', { rev });
  const out = git(cwd, ['ls-tree', '-r', '-z', '--long', '--end-of-options', rev, '--', ...(pathspecs.length > 0 ? pathspecs : ['.'])]);
  const files: RevisionFile[] = [];
  for (const rec of out.toString('utf8').split('\0')) {
    // <mode> SP <type> SP <object> SP+ <size> TAB <path>
    const tab = rec.indexOf('\t');
    if (tab < 0) continue;
    const [mode, type, oid, size] = rec.slice(0, tab).trim().split(/\s+/);
    const path = rec.slice(tab + 1);
    // Regular files only: no symlink (120000) or submodule is followed.
    if (type !== 'blob' || (mode !== '100644' && mode !== '100755') || !oid || !keep(path)) continue;
    files.push({ path, oid, size: Number(size) });
  }
  return files;
}

/** The contents of `files`' blobs (one `cat-file --batch` process), in order. */
export function readBlobs(cwd: string, files: readonly RevisionFile[]): Buffer[] {
  if (files.length === 0) return [];
  const total = files.reduce((n, f) => n + f.size + 128, 0);
  const out = git(cwd, ['cat-file', '--batch'], files.map((f) => f.oid).join('\n') + '\n', total + 1024 * 1024);
  const blobs: Buffer[] = [];
  let at = 0;
  for (const f of files) {
    const nl = out.indexOf(10, at);
    if (nl < 0) break;
    const header = out.subarray(at, nl).toString('utf8').split(' ');
    const size = Number(header[2]);
    if (header[1] !== 'blob' || !Number.isFinite(size)) throw usage('diff.usage.gitFailed', { error: `cat-file: ${f.path}` });
    blobs.push(out.subarray(nl + 1, nl + 1 + size));
    at = nl + 1 + size + 1;
  }
  return blobs;
}
