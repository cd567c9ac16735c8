/**
 * `--cache`: remembers each file's lint result under a key made of the file's
 * content hash, the config that applied, and the tool version, so an
 * unchanged dataset re-lints by hashing alone.
 *
 * The repository under lint must not be able to supply results (a committed
 * cache saying "no problems" would turn a red check green), so:
 * - the cache lives in a per-user folder outside the checkout by default
 *   (`$XDG_CACHE_HOME/grimoire`, else `~/.cache/grimoire`; `--cache-location`
 *   overrides), one file per working folder;
 * - every entry carries an HMAC-SHA256 under a secret key kept beside the
 *   cache in a file created with mode 0600 (a key checked out by git has
 *   group/other read bits and is refused and replaced);
 * - each entry's shape is checked and its counts are recomputed from its
 *   messages; anything forged, stale or malformed is simply re-linted;
 * - the file as a whole carries one more HMAC (`fmac`, over the version and
 *   the exact text of its entries): when it verifies, every entry is as this
 *   tool wrote it, and an unchanged file's stat fingerprint is taken without
 *   its own HMAC (one HMAC per run instead of one per file: ~0.05 s of a warm
 *   run over 10,000 files); when it does not (an edited or older file), each
 *   entry is checked on its own as before;
 * - a cache folder, key or cache file that is a symlink is refused (the cache
 *   is then off for the run, with a note on stderr);
 * - a cache folder inside a git work tree being linted (or the working
 *   folder's), or inside a folder named on the command line, is refused
 *   outright (cache-place.ts, exit 2): files there can be committed, and a
 *   committed key under a runner's umask 077 would be private enough to be
 *   trusted;
 * - the cache file is parsed with caps: at most {@link MAX_CACHE_BYTES}, and
 *   (unless its file HMAC verifies) nested at most {@link MAX_CACHE_DEPTH}
 *   deep, checked before `JSON.parse` builds anything; a refused file is
 *   named on stderr and rebuilt;
 * - writes go through an exclusive, randomly named temp file.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { lstatSync, mkdirSync, renameSync, statSync, type Stats } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { jsonDeeperThan } from './cache-place';
import type { LintResult } from './report';
import { checkedResult, signedPart } from './cache-entry';
import { readRegularFile, replaceAtomically, tempNameFor, writeNewFile } from './safe-fs';
import { safeText } from './formats/escape';
import { render, type MsgRef } from '../service/index';

interface Entry {
  key: string;
  result: LintResult;
  mac: string;
  /**
   * The stat fingerprint of the bytes `key` was made from (device, inode, size,
   * mtime, ctime), the hash of version and config, and their HMAC (bound to
   * `key`): when all three match, {@link LintCache.getByStat} answers without
   * reading the file. Absent when the file had changed within
   * {@link RACY_MS} of being read (its timestamps could not tell a later change apart).
   */
  stat?: string;
  cfg?: string;
  smac?: string;
}

/**
 * A fingerprint is only recorded for a file whose mtime and ctime were at
 * least this old when it was read ("racy git": a change landing in the same
 * timestamp tick as the read would leave them equal).
 * `GRIMOIRE_CACHE_RACY_MS` overrides it (tests, which cannot wait 2 s).
 */
export const RACY_MS = process.env.GRIMOIRE_CACHE_RACY_MS !== undefined && Number(process.env.GRIMOIRE_CACHE_RACY_MS) >= 0 ? Number(process.env.GRIMOIRE_CACHE_RACY_MS) : 2000;

/** The stat fields a fingerprint is made of (a `Stats`, or these fields sent back by a worker thread). */
export type FileStamp = Pick<Stats, 'dev' | 'ino' | 'size' | 'mtimeMs' | 'ctimeMs'>;

/** The stamp of `st` as plain data (to post between threads). */
export function stampOf(st: FileStamp): FileStamp {
  return { dev: st.dev, ino: st.ino, size: st.size, mtimeMs: st.mtimeMs, ctimeMs: st.ctimeMs };
}

/**
 * Part of every content key and config hash: the shape of the results
 * stored (2: info findings are reported). An entry made before is not
 * answered from (it would lack the info findings) but re-linted.
 */
const RESULT_SHAPE = 'results-2';

/**
 * The content key of `bytes` under `config` and tool `version`: what an entry
 * is valid for. Pure, so a worker thread that read the file computes the same
 * key the main thread would (`file-pool.ts`).
 */
export function contentKeyOf(version: string, config: string, bytes: Uint8Array): string {
  return createHash('sha256').update(version).update('\0').update(RESULT_SHAPE).update('\0').update(config).update('\0').update(bytes).digest('hex');
}

/** The stat fingerprint of a file: what must be unchanged for the content to be taken as unchanged. */
export function fingerprint(st: FileStamp): string {
  return `${st.dev}:${st.ino}:${st.size}:${st.mtimeMs}:${st.ctimeMs}`;
}

/**
 * The largest cache file read (bytes), the linter's own cap on a file (the
 * default `maxFileSize`, 64 Mi characters of at most 4 bytes); a bigger one
 * is ignored (with a note) and rebuilt.
 */
export const MAX_CACHE_BYTES = 256 * 1024 * 1024;

/**
 * The deepest nesting of a cache file's JSON that is parsed when its file
 * HMAC does not verify (the linter's YAML depth cap): the tool writes 6
 * levels; `JSON.parse` of a few megabytes of `[` would build millions of arrays.
 */
export const MAX_CACHE_DEPTH = 100;

/** The default cache folder: `$XDG_CACHE_HOME/grimoire`, else `~/.cache/grimoire` (Windows: `%LOCALAPPDATA%\grimoire`). */
export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.XDG_CACHE_HOME && env.XDG_CACHE_HOME.startsWith('/')) return join(env.XDG_CACHE_HOME, 'grimoire');
  if (process.platform === 'win32' && env.LOCALAPPDATA) return join(env.LOCALAPPDATA, 'grimoire');
  return join(homedir(), '.cache', 'grimoire');
}

/** A persistent map file path -> (key, result, HMAC). */
export class LintCache {
  readonly file: string;
  private entries: Record<string, Entry> = Object.create(null) as Record<string, Entry>;
  /** Entries read from a cache file whose `fmac` verified: written by this tool under this key, unchanged since. */
  private readonly sealed = new WeakSet<Entry>();
  private dirty = false;
  private secret: Buffer | undefined;
  /** Why the cache is off for this run, when it is (English). */
  readonly disabled: string | undefined;
  /** The same reason as a catalogue reference, which main.ts shows in the run's locale. */
  readonly disabledMsg: MsgRef | undefined;
  /** Why the cache file on disk was not used (too big, too deep, not JSON), when it was not; it is rebuilt. main.ts shows it. */
  readonly refusedMsg: MsgRef | undefined;

  /**
   * @param dir the cache folder (created 0700 when missing).
   * @param version the tool version (part of every key).
   * @param scope what the cache file is for (the working folder): one file per scope.
   */
  constructor(private readonly dir: string, private readonly version: string, scope: string) {
    this.file = join(dir, `lint-cache-${createHash('sha256').update(resolve(scope)).digest('hex').slice(0, 16)}.json`);
    this.disabledMsg = this.open();
    this.disabled = this.disabledMsg && render('en', this.disabledMsg);
    if (this.disabled) return;
    const r = readRegularFile(this.file, MAX_CACHE_BYTES);
    if (!r.ok) {
      // Missing: start empty. Over the cap: say so, and start empty (save replaces it).
      if (r.code === 'yaml/too-large') this.refusedMsg = { key: 'cfg.cache.fileTooBig', args: { file: safeText(this.file), max: { grouped: MAX_CACHE_BYTES } } };
      return;
    }
    try {
      const text = r.buf.toString('utf8');
      const sealed = this.sealedEntries(text);
      // A file this tool wrote under this key is 6 levels deep; any other is scanned before JSON.parse builds it.
      if (!sealed && jsonDeeperThan(text, MAX_CACHE_DEPTH)) {
        this.refusedMsg = { key: 'cfg.cache.fileTooDeep', args: { file: safeText(this.file), max: MAX_CACHE_DEPTH } };
        this.dirty = true;
        return;
      }
      const data = JSON.parse(text) as { version?: unknown; entries?: unknown };
      if (data.version === version && data.entries && typeof data.entries === 'object' && !Array.isArray(data.entries)) {
        for (const [k, e] of Object.entries(data.entries as Record<string, unknown>)) {
          if (e && typeof e === 'object' && typeof (e as Entry).key === 'string' && typeof (e as Entry).mac === 'string') {
            this.entries[k] = e as Entry;
            if (sealed) this.sealed.add(e as Entry);
          }
        }
      }
    } catch {
      // Not JSON: said, and rebuilt.
      this.refusedMsg = { key: 'cfg.cache.fileNotJson', args: { file: safeText(this.file) } };
    }
  }

  /** The start of a cache file as {@link save} writes it, up to the file HMAC. */
  private sealPrefix(): string {
    return `{"version":${JSON.stringify(this.version)},"fmac":"`;
  }

  /** The file HMAC: over the version and the exact text of the entries. */
  private fileMac(entriesText: string): string {
    return createHmac('sha256', this.secret!).update(JSON.stringify([this.version, 'file'])).update('\0').update(entriesText).digest('hex');
  }

  /**
   * Whether `text` is a cache file exactly as {@link save} wrote it under this
   * key and version: `{"version":...,"fmac":"<64 hex>","entries":<entries>}`
   * with `fmac` the HMAC of those entries' text. Anything else (an older
   * file, an edit, another key) is false, and each entry is then checked by
   * its own HMACs.
   */
  private sealedEntries(text: string): boolean {
    if (!this.secret) return false;
    const prefix = this.sealPrefix();
    const mid = '","entries":';
    if (!text.startsWith(prefix) || text.slice(prefix.length + 64, prefix.length + 64 + mid.length) !== mid || !text.endsWith('}')) return false;
    const fmac = text.slice(prefix.length, prefix.length + 64);
    return LintCache.same(fmac, this.fileMac(text.slice(prefix.length + 64 + mid.length, -1)));
  }

  /** Check the folder and load (or create) the key; a reason when the cache cannot be used. */
  private open(): MsgRef | undefined {
    try {
      mkdirSync(this.dir, { recursive: true, mode: 0o700 });
      const st = lstatSync(this.dir);
      if (st.isSymbolicLink()) return { key: 'cli.cache.symlinkDir', args: { dir: safeText(this.dir) } };
      if (!st.isDirectory()) return { key: 'cli.cache.notFolder', args: { dir: safeText(this.dir) } };
      if (lstatSync(this.file, { throwIfNoEntry: false })?.isSymbolicLink()) return { key: 'cli.cache.symlinkFile', args: { file: safeText(this.file) } };
      this.secret = this.loadKey();
      return undefined;
    } catch (err) {
      return { key: 'cli.cache.cannotUse', args: { dir: safeText(this.dir), error: (err as NodeJS.ErrnoException).code ?? (err as Error).message } };
    }
  }

  /** The HMAC key: 32 random bytes in `<dir>/key`, mode 0600; anything else there is replaced. */
  private loadKey(): Buffer {
    const path = join(this.dir, 'key');
    const st = lstatSync(path, { throwIfNoEntry: false });
    if (st && st.isFile() && (st.mode & 0o077) === 0 && (typeof process.getuid !== 'function' || st.uid === process.getuid())) {
      const r = readRegularFile(path, 64);
      if (r.ok && /^[0-9a-f]{64}$/.test(r.buf.toString('ascii'))) return Buffer.from(r.buf.toString('ascii'), 'hex');
    }
    // Missing, a symlink, readable by others, or malformed: a new key (every old entry is then re-linted).
    const key = randomBytes(32);
    const tmp = tempNameFor(path);
    writeNewFile(tmp, key.toString('hex'), 0o600);
    renameSync(tmp, path);
    return key;
  }

  private contentKey(file: string, config: string): string | undefined {
    const r = readRegularFile(file, MAX_CACHE_BYTES);
    if (!r.ok) return undefined;
    return this.keyOf(config, r.buf);
  }

  /** The content key of `bytes` under `config` and this version. */
  private keyOf(config: string, bytes: Uint8Array): string {
    return contentKeyOf(this.version, config, bytes);
  }

  /** The hash of version and config (one per config, not per file). */
  private readonly cfgHashes = new Map<string, string>();
  private cfgHash(config: string): string {
    let h = this.cfgHashes.get(config);
    if (h === undefined) {
      h = createHash('sha256').update(this.version).update('\0').update(RESULT_SHAPE).update('\0').update(config).digest('hex');
      this.cfgHashes.set(config, h);
    }
    return h;
  }

  private mac(file: string, key: string, result: LintResult): string {
    return createHmac('sha256', this.secret!).update(JSON.stringify([this.version, file, key, signedPart(result)])).digest('hex');
  }

  /** The fingerprint's HMAC: over the entry's key and result too, so the stat path checks one HMAC, not two. */
  private statMac(file: string, key: string, stat: string, cfg: string, result: LintResult): string {
    return createHmac('sha256', this.secret!).update(JSON.stringify([this.version, file, key, signedPart(result), 'stat', stat, cfg])).digest('hex');
  }

  /** Is `mac` (untrusted) equal to `want` (64 lowercase hex digits), in constant time? Compared as text: anything else differs. */
  private static same(mac: unknown, want: string): boolean {
    if (typeof mac !== 'string' || mac.length !== want.length) return false;
    const got = Buffer.from(mac, 'utf8');
    return got.length === want.length && timingSafeEqual(got, Buffer.from(want, 'utf8'));
  }

  private entry(file: string): Entry | undefined {
    if (this.disabled || !this.secret) return undefined;
    return Object.prototype.hasOwnProperty.call(this.entries, file) ? this.entries[file] : undefined;
  }

  /** The entry's result when it is authentic for content key `k`; else undefined. */
  private authentic(file: string, e: Entry, k: string): LintResult | undefined {
    if (k !== e.key) return undefined;
    const result = checkedResult(e.result, file);
    if (!result) return undefined;
    return LintCache.same(e.mac, this.mac(file, k, result)) ? result : undefined;
  }

  /**
   * The cached result without reading the file: when the file's stat
   * fingerprint, the config and the version are those recorded (and
   * authentic) with an authentic entry. Else undefined, and the caller reads
   * the file and asks {@link getByBytes}. Called first for every file by `runLint`.
   */
  getByStat(file: string, config: string): LintResult | undefined {
    const e = this.entry(file);
    if (!e || typeof e.stat !== 'string' || typeof e.key !== 'string' || e.cfg !== this.cfgHash(config)) return undefined;
    let st: Stats;
    try {
      st = statSync(file);
    } catch {
      return undefined;
    }
    if (!st.isFile() || fingerprint(st) !== e.stat) return undefined;
    const result = checkedResult(e.result, file);
    if (!result) return undefined;
    // A sealed entry is authentic as a whole (the file HMAC); any other needs its fingerprint's HMAC.
    if (this.sealed.has(e)) return result;
    return LintCache.same(e.smac, this.statMac(file, e.key, e.stat, e.cfg, result)) ? result : undefined;
  }

  /**
   * The content key of the file's entry, when it has one: the file pool
   * (file-pool.ts) compares it with the key of its own read and, when equal,
   * asks {@link getByKey} instead of analysing.
   */
  knownKey(file: string): string | undefined {
    const e = this.entry(file);
    return e && typeof e.key === 'string' ? e.key : undefined;
  }

  /** The cached result for a read whose content key (under its config) is `key`, when the entry is authentic; else undefined. */
  getByKey(file: string, key: string): LintResult | undefined {
    const e = this.entry(file);
    return e ? this.authentic(file, e, key) : undefined;
  }

  /** The cached result for these bytes (already read by the caller) under `config`; else undefined. */
  getByBytes(file: string, config: string, bytes: Uint8Array): LintResult | undefined {
    const e = this.entry(file);
    if (!e) return undefined;
    return this.authentic(file, e, this.keyOf(config, bytes));
  }

  /**
   * Remember the result of linting `bytes` (read by the caller, with `st`
   * the fstat of that read and `readAt` the time just before it). The stat
   * fingerprint is recorded only when the file was older than {@link RACY_MS} then.
   */
  setRead(file: string, config: string, bytes: Uint8Array, st: Stats, readAt: number, result: LintResult): void {
    if (this.disabled || !this.secret || !st.isFile()) return;
    this.setKeyed(file, config, this.keyOf(config, bytes), bytes.length, st, readAt, result);
  }

  /**
   * {@link setRead} with the content key already computed (by a worker
   * thread, with {@link contentKeyOf}) from `length` bytes of a regular file
   * whose fstat was `st`.
   */
  setKeyed(file: string, config: string, k: string, length: number, st: FileStamp, readAt: number, result: LintResult): void {
    if (this.disabled || !this.secret) return;
    const checked = checkedResult(result, file);
    if (!checked) return;
    const e: Entry = { key: k, result: checked, mac: this.mac(file, k, checked) };
    if (st.size === length && st.mtimeMs < readAt - RACY_MS && st.ctimeMs < readAt - RACY_MS) {
      e.stat = fingerprint(st);
      e.cfg = this.cfgHash(config);
      e.smac = this.statMac(file, k, e.stat, e.cfg, checked);
    }
    this.entries[file] = e;
    this.dirty = true;
  }

  /** The cached result when the file, config and version are unchanged and the entry is authentic; else undefined. */
  get(file: string, config: string): LintResult | undefined {
    const e = this.entry(file);
    if (!e) return undefined;
    const k = this.contentKey(file, config);
    return k === undefined ? undefined : this.authentic(file, e, k);
  }

  /** Remember a result (computed from the file as it is now). */
  set(file: string, config: string, result: LintResult): void {
    if (this.disabled || !this.secret) return;
    const k = this.contentKey(file, config);
    const checked = checkedResult(result, file);
    if (k === undefined || !checked) return;
    this.entries[file] = { key: k, result: checked, mac: this.mac(file, k, checked) };
    this.dirty = true;
  }

  /** Write the cache (atomically, through an exclusive temp file, mode 0600), sealed with the file HMAC. */
  save(): void {
    if (!this.dirty || this.disabled) return;
    const entries = JSON.stringify(this.entries);
    replaceAtomically(this.file, `${this.sealPrefix()}${this.fileMac(entries)}","entries":${entries}}`, 0o600);
  }
}
