/**
 * `--cache`: remembers each file's lint result under a key made of the file's
 * content hash, the config that applied, and the tool version, so an
 * unchanged dataset re-lints by hashing alone. One JSON file per run folder.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LintResult } from './report';

interface Entry {
  key: string;
  result: LintResult;
}

/** A persistent map file path -> (key, result). */
export class LintCache {
  private readonly file: string;
  private entries: Record<string, Entry> = {};
  private dirty = false;

  constructor(private readonly dir: string, private readonly version: string) {
    this.file = join(dir, 'lint-cache.json');
    try {
      if (existsSync(this.file)) {
        const data = JSON.parse(readFileSync(this.file, 'utf8')) as { version?: string; entries?: Record<string, Entry> };
        if (data.version === version && data.entries && typeof data.entries === 'object') this.entries = data.entries;
      }
    } catch {
      this.entries = {}; // a corrupt cache is simply rebuilt
    }
  }

  private key(file: string, config: string): string | undefined {
    try {
      const h = createHash('sha256');
      h.update(this.version).update('\0').update(config).update('\0').update(readFileSync(file));
      return h.digest('hex');
    } catch {
      return undefined;
    }
  }

  /** The cached result when the file, config and version are unchanged. */
  get(file: string, config: string): LintResult | undefined {
    const e = this.entries[file];
    if (!e) return undefined;
    const k = this.key(file, config);
    return k !== undefined && k === e.key ? e.result : undefined;
  }

  /** Remember a result (computed from the file as it is now). */
  set(file: string, config: string, result: LintResult): void {
    const k = this.key(file, config);
    if (k === undefined) return;
    this.entries[file] = { key: k, result };
    this.dirty = true;
  }

  /** Write the cache (atomically). */
  save(): void {
    if (!this.dirty) return;
    mkdirSync(this.dir, { recursive: true });
    const tmp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify({ version: this.version, entries: this.entries }));
    renameSync(tmp, this.file);
  }
}
