// Shared pieces of the output snapshot (scripts/snapshot-outputs.mjs): running
// the built CLI (and keeping the children it starts, so an interrupted run can
// stop them), writing the snapshot tree, and a small task pool so two CLI
// processes run at once.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/** The environment every child process gets: no CI, cache or debug variables of the caller leak in. */
export function cleanEnv(tmp, extra = {}) {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: join(tmp, 'home'),
    XDG_CACHE_HOME: join(tmp, 'home', '.cache'),
    LANG: 'C.UTF-8',
    TZ: 'UTC',
    ...extra,
  };
}

/** The child processes running now (CLI runs and language servers), so an interrupted snapshot can stop them. */
export const liveChildren = new Set();

let stopping = false;

/** Keep `child` in {@link liveChildren} while it runs (once the snapshot is stopping, stop it at once). */
export function track(child) {
  if (stopping) child.kill('SIGTERM');
  liveChildren.add(child);
  child.once('exit', () => liveChildren.delete(child));
  child.once('error', () => liveChildren.delete(child));
  return child;
}

/** Stop every running child (SIGTERM) and resolve once all have exited. */
export function stopChildren() {
  stopping = true;
  const exits = [...liveChildren].map(
    (c) =>
      new Promise((resolve) => {
        c.once('exit', resolve);
        c.kill('SIGTERM');
      }),
  );
  return Promise.all(exits);
}

/**
 * Run a command to completion; resolves with stdout, stderr (as text) and the
 * exit code. `input` is written to stdin.
 */
export function run(cmd, args, { cwd, env, input } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = track(spawn(cmd, args, { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] }));
    const out = [];
    const err = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => err.push(d));
    child.on('error', reject);
    // A child that exits without reading its input must not fail the write.
    child.stdin.on('error', () => undefined);
    child.on('close', (code, signal) => resolvePromise({ stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8'), code: code ?? `signal ${signal}` }));
    child.stdin.end(input ?? '');
  });
}

/** The snapshot tree: every file is written through here, with the placeholders applied. */
export class SnapshotTree {
  constructor(dir, placeholders) {
    this.dir = dir;
    this.placeholders = placeholders;
    this.written = new Set();
  }

  /** How many files the tree holds. */
  get files() {
    return this.written.size;
  }

  /** Write `text` (placeholders applied) at `rel`, a '/'-separated path inside the tree. */
  write(rel, text) {
    const file = join(this.dir, ...rel.split('/'));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, this.placeholders.apply(text));
    this.written.add(rel);
  }

  /** Write a value as pretty JSON (two spaces, trailing newline). */
  writeJson(rel, value) {
    this.write(rel, JSON.stringify(value, null, 2) + '\n');
  }
}

/** One command's capture as text: the command line, exit code, stdout, stderr and any extra sections. */
export function commandRecord(argv, result, extra = []) {
  const parts = [`$ grimoire ${argv.map(quoteArg).join(' ')}`, `exit: ${result.code}`, '--- stdout', result.stdout, '--- stderr', result.stderr];
  for (const [title, body] of extra) parts.push(`--- ${title}`, body);
  return parts.join('\n') + '\n';
}

function quoteArg(a) {
  return /^[\w@%+=:,./<>-]+$/.test(a) ? a : `'${a.replace(/'/g, "'\\''")}'`;
}

/** Every file under `dir`, as sorted '/'-separated paths relative to it. */
export function listFiles(dir) {
  const out = [];
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(relative(dir, p).split(sep).join('/'));
    }
  };
  walk(dir);
  return out;
}

/**
 * A folder's files as one text: each file's path, size and sha256, then its
 * contents. Written whole so a compare shows the changed lines, not only a hash.
 */
export function folderRecord(dir) {
  const parts = [];
  for (const rel of listFiles(dir)) {
    const bytes = readFileSync(join(dir, rel));
    parts.push(`=== ${rel} (${bytes.length} bytes, sha256 ${createHash('sha256').update(bytes).digest('hex')})`, bytes.toString('utf8'));
  }
  return parts.join('\n') + '\n';
}

/** Run async tasks with at most `limit` at a time; resolves when all are done (the first failure rejects). */
export async function pool(tasks, limit) {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++];
      await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

/** A file name part from a spell name: lower case, letters and digits joined by '-'. */
export function slug(name) {
  return String(name).normalize('NFKD').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'unnamed';
}
