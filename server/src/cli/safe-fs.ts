/**
 * Bounded reads and careful writes for the CLI (lint, --fix, the cache,
 * config files). Everything the repository under lint controls goes through
 * here: a path may be a symlink to /dev/zero, a FIFO, a folder, a planted
 * symlink at a temp name, a read-only or hard-linked file.
 *
 * - Reads take regular files only (checked on the open descriptor) and stop
 *   at a byte cap while reading: the size `stat` reports is not trusted.
 * - Temp files are created exclusively (`wx`: O_CREAT|O_EXCL, which never
 *   follows a symlink) under a random name in the target's folder.
 * - Writes keep the file's permission bits, refuse read-only files, write
 *   through a symlink only when its target is inside the allowed root, and
 *   keep hard links by writing in place (after a recovery copy) when the
 *   file has more than one link.
 * - What the user asks the CLI to produce (reports, imports, exports,
 *   rendered pages) is written by safe-output.ts on these same primitives.
 */
import { render, type MsgRef } from '../service/index';
import { safeText } from './formats/escape';
import { constants, closeSync, fchmodSync, fstatSync, fsyncSync, ftruncateSync, lstatSync, openSync, readSync, realpathSync, renameSync, statSync, unlinkSync, writeSync, type Stats } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join, relative, isAbsolute, resolve } from 'node:path';

/** The most bytes of a `.gitignore` or config file read (they are small; a bigger one is refused). */
export const SMALL_FILE_CAP = 1024 * 1024;

/** A read that was refused, with the reason in words (and the lint rule it reports as). */
export interface ReadRefusal {
  code: 'yaml/too-large' | 'internal/read';
  message: string;
  /** The reason as a catalogue reference (the report shows it in the run's locale). */
  msg: MsgRef;
}

/** A refusal with its English text from the catalogue. */
function refusal(code: ReadRefusal['code'], msg: MsgRef): { ok: false } & ReadRefusal {
  return { ok: false, code, message: render('en', msg), msg };
}

/** What a path that is not a regular file is, as a catalogue term. */
export function kindTerm(st: Stats): MsgRef {
  if (st.isDirectory()) return { key: 'cli.kind.folder' };
  if (st.isFIFO()) return { key: 'cli.kind.fifo' };
  if (st.isCharacterDevice()) return { key: 'cli.kind.charDevice' };
  if (st.isBlockDevice()) return { key: 'cli.kind.blockDevice' };
  if (st.isSocket()) return { key: 'cli.kind.socket' };
  return { key: 'cli.kind.other' };
}

/** The result of {@link readRegularFile}. */
export type ReadResult = { ok: true; buf: Buffer; st: Stats } | ({ ok: false } & ReadRefusal);

/**
 * Read a regular file of at most `maxBytes` bytes. Symlinks are followed (to
 * a regular file only); FIFOs, devices, sockets and folders are refused before
 * a byte is read, and the cap is checked while reading, so `/dev/zero` or a
 * file that grows meanwhile cannot make the read unbounded.
 */
export function readRegularFile(path: string, maxBytes: number): ReadResult {
  let fd: number;
  try {
    const pre = statSync(path);
    if (!pre.isFile()) return refusal('internal/read', { key: 'cli.read.notFile', args: { kind: kindTerm(pre) } });
    // O_NONBLOCK: if the path was swapped for a FIFO since the stat, opening it does not wait for a writer.
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (err) {
    return refusal('internal/read', { key: 'cli.read.failed', args: { error: (err as NodeJS.ErrnoException).code ?? (err as Error).message } });
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return refusal('internal/read', { key: 'cli.read.notFile', args: { kind: kindTerm(st) } });
    const chunks: Buffer[] = [];
    let total = 0;
    // The first read is sized from fstat (one buffer for a typical file, not a 1 MiB one per file:
    // that allocation dominated linting 10,000 small files); a file that grows, or reports size 0
    // (/proc), is read on in chunks. The cap is checked on every chunk either way.
    let next = st.size > 0 ? st.size + 1 : 1 << 16;
    for (;;) {
      const want = Math.min(next, maxBytes + 1 - total);
      const buf = Buffer.allocUnsafe(want);
      const n = readSync(fd, buf, 0, want, null);
      if (n === 0) break;
      // After a short read the end is near: probe it with a small (pooled) buffer, not a fresh 1 MiB.
      next = n < want ? 4096 : 1 << 20;
      total += n;
      chunks.push(n === want ? buf : buf.subarray(0, n));
      if (total > maxBytes) return refusal('yaml/too-large', { key: 'cli.read.tooLarge', args: { max: { grouped: maxBytes } } });
    }
    return { ok: true, buf: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total), st };
  } catch (err) {
    return refusal('internal/read', { key: 'cli.read.failed', args: { error: (err as NodeJS.ErrnoException).code ?? (err as Error).message } });
  } finally {
    closeSync(fd);
  }
}

/** A random temp name beside `target`: `.<name>.grimoire-<16 hex>.tmp`. */
export function tempNameFor(target: string): string {
  return join(dirname(target), `.${basename(target)}.grimoire-${randomBytes(8).toString('hex')}.tmp`);
}

/**
 * Create a new file exclusively (`wx`: fails if anything, a symlink included,
 * is at that path) with exactly `mode` (the umask does not apply; without a
 * mode, 0666 less the umask, as any new file), write `data`, flush it to
 * disk, close. Returns the path.
 */
export function writeNewFile(path: string, data: string | Uint8Array, mode?: number): string {
  const fd = openSync(path, 'wx', mode === undefined ? 0o666 : mode & 0o7777);
  try {
    if (mode !== undefined) fchmodSync(fd, mode & 0o7777);
    const buf = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    let off = 0;
    while (off < buf.length) off += writeSync(fd, buf, off, buf.length - off);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return path;
}

/**
 * Replace `target` with `data` through an exclusive random temp file and a
 * rename (atomic: a symlink at `target` is replaced, not followed), with
 * `mode` (see {@link writeNewFile}). The temp file is removed on failure.
 */
export function replaceAtomically(target: string, data: string | Uint8Array, mode?: number): void {
  const tmp = tempNameFor(target);
  writeNewFile(tmp, data, mode);
  try {
    renameSync(tmp, target);
  } catch (err) {
    try {
      unlinkSync(tmp);
    } catch {
      // Already gone.
    }
    throw err;
  }
}

/** Is `p` inside `root` (or `root` itself)? Both absolute, real paths. */
export function isInside(root: string, p: string): boolean {
  const rel = relative(root, p);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** Why a fixed file was not written (the CLI prints it; `reason` in English, `msg` for the run's locale), or `written`. */
export type WriteOutcome = { written: true; path: string; inPlace: boolean } | { written: false; reason: string; msg: MsgRef };

/** A write that did not happen, with its reason from the catalogue. */
function notWritten(msg: MsgRef): WriteOutcome {
  return { written: false, reason: render('en', msg), msg };
}

/**
 * `--fix`'s write of a file it read as `before.text`:
 * - unchanged since it was read (size, mtime and content), else not written;
 * - a symlink (the file, or a folder on its path) is written through to its
 *   target when the target is inside `root` (the working folder), and refused
 *   otherwise; the link stays a link;
 * - only regular files; read-only files (no write permission for us) refused;
 * - permission bits kept exactly;
 * - a file with more than one hard link is written in place (the links keep
 *   sharing the new content) after a recovery copy is made beside it, which is
 *   removed once the write succeeded; otherwise temp file + rename (atomic).
 */
export function writeFixed(file: string, text: string, before: { mtimeMs: number; size: number; text: string }, root: string): WriteOutcome {
  let target = file;
  let real: string;
  try {
    real = realpathSync(file);
  } catch {
    return notWritten({ key: 'cli.fix.noTarget' });
  }
  if (real !== resolve(file)) {
    // A symlink on the way (the file, or a folder above it): write through it only to a place inside the root.
    let realRoot = root;
    try {
      realRoot = realpathSync(root);
    } catch {
      // Keep the root as given.
    }
    const key = lstatSync(file).isSymbolicLink() ? 'cli.fix.symlinkOutside' : 'cli.fix.folderOutside';
    if (!isInside(realRoot, real)) return notWritten({ key, args: { real: safeText(real), root: safeText(realRoot) } });
    target = real;
  }
  const st = statSync(target);
  if (!st.isFile()) return notWritten({ key: 'cli.fix.kind', args: { kind: kindTerm(st) } });
  if (st.mtimeMs !== before.mtimeMs || st.size !== before.size) return notWritten({ key: 'cli.fix.changed' });
  const now = readRegularFile(target, Math.max(before.size, Buffer.byteLength(before.text)) + 1);
  if (!now.ok || now.buf.toString('utf8') !== before.text) return notWritten({ key: 'cli.fix.changed' });
  if ((st.mode & 0o222) === 0 || !canWrite(target)) return notWritten({ key: 'cli.fix.readOnly' });
  const mode = st.mode & 0o7777;
  if (st.nlink > 1) {
    // A rename would give this name a new inode and leave the other links with the old text.
    const recovery = tempNameFor(target);
    writeNewFile(recovery, before.text, mode);
    const fd = openSync(target, constants.O_WRONLY | (constants.O_NOFOLLOW ?? 0));
    try {
      const buf = Buffer.from(text, 'utf8');
      let off = 0;
      while (off < buf.length) off += writeSync(fd, buf, off, buf.length - off, off);
      ftruncateSync(fd, buf.length);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    unlinkSync(recovery);
    return { written: true, path: target, inPlace: true };
  }
  replaceAtomically(target, text, mode);
  return { written: true, path: target, inPlace: false };
}

/** Whether this process may write `path` (open for writing without changing it). */
function canWrite(path: string): boolean {
  try {
    closeSync(openSync(path, constants.O_WRONLY | (constants.O_NOFOLLOW ?? 0)));
    return true;
  } catch {
    return false;
  }
}
