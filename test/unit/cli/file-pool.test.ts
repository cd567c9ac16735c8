/**
 * The two-thread file pool (server/src/cli/file-pool.ts)
 * gives, file for file, what linting on the main thread gives. The worker is
 * made to take every chunk (so it is exercised whatever the timing), and a
 * worker that cannot start leaves its chunks to the main thread.
 */
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateDataset } from '../../../bench/gen.mjs';
import { lintFiles, lintTask, POOL_CHUNK, type FileTask } from '../../../server/src/cli/file-pool';
import { service } from '../../../server/src/cli/lint';
import { normaliseSettings } from '../../../server/src/service/settings';

const SCRIPT = resolve(__dirname, '../../../dist/cli.js');

function tasks(n: number): FileTask[] {
  const dir = mkdtempSync(join(tmpdir(), 'grimoire-pool-'));
  mkdirSync(join(dir, 'spells'));
  const fr = normaliseSettings({ locale: 'it', rules: { 'schema/enum': 'warning' } });
  const en = normaliseSettings({});
  const out: FileTask[] = [];
  for (let i = 0; i < n; i++) {
    const p = join(dir, 'spells', `s${i}.spells.yaml`);
    writeFileSync(p, generateDataset({ count: 1 + (i % 3), seed: 500 + i, mistakeRate: 0.4 }).text);
    out.push({ path: p, settings: i % 2 ? fr : en, ...(i % 4 === 0 ? { cacheConfig: `cfg${i % 2}` } : {}) });
  }
  // A file that cannot be read and one that is not UTF-8: problems come back the same way too.
  out.push({ path: join(dir, 'missing.spells.yaml'), settings: en });
  const bad = join(dir, 'spells', 'latin1.spells.yaml');
  writeFileSync(bad, Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x3a, 0x20, 0xe9, 0x0a]));
  out.push({ path: bad, settings: en });
  return out;
}

/** Outcomes without the read time (taken per read, so two reads differ by design). */
const comparable = (os: Array<{ result?: unknown; read?: { readAt: number } }>) => os.map((o) => ({ ...o, ...(o.read ? { read: { ...o.read, readAt: 0 } } : {}) }));

describe('file pool', () => {
  it('the worker lints every chunk exactly as the main thread does', async () => {
    const ts = tasks(POOL_CHUNK * 2 + 9);
    const svc = service();
    const plain = ts.map((t) => lintTask(svc, t, '9.9.9'));
    expect(plain.filter((o) => o.result!.messages.length > 0).length).toBeGreaterThan(20);
    const stats = { worker: 0 };
    const pooled = await lintFiles(svc, SCRIPT, ts, '9.9.9', false, stats);
    expect(stats.worker).toBe(ts.length);
    expect(comparable(pooled)).toEqual(comparable(plain));
    const shared = await lintFiles(svc, SCRIPT, ts, '9.9.9', true);
    expect(comparable(shared)).toEqual(comparable(plain));
  });

  it('a worker that cannot start leaves its chunks to the main thread', async () => {
    const ts = tasks(POOL_CHUNK + 3);
    const svc = service();
    const plain = ts.map((t) => lintTask(svc, t, '1'));
    const stats = { worker: 0 };
    const pooled = await lintFiles(svc, join(tmpdir(), 'no-such-grimoire-worker.js'), ts, '1', false, stats);
    expect(stats.worker).toBe(0);
    expect(comparable(pooled)).toEqual(comparable(plain));
  });

  it('a read whose content key is the cache entry\'s is not analysed, on either thread; any other read is', async () => {
    const ts = tasks(POOL_CHUNK + 11).filter((t) => t.cacheConfig !== undefined);
    const svc = service();
    const plain = ts.map((t) => lintTask(svc, t, '2'));
    // The keys of the plain reads become the "known" keys; every other file gets a stale one.
    const known = ts.map((t, i) => ({ ...t, known: i % 3 === 0 ? 'stale' : plain[i]!.read!.key }));
    // A service that must not be asked for the known files.
    let analysed = 0;
    const counting = { ...svc, analyze: (...args: Parameters<typeof svc.analyze>) => (analysed++, svc.analyze(...args)) };
    const onMain = known.map((t) => lintTask(counting, t, '2'));
    expect(analysed).toBe(known.filter((t) => t.known === 'stale').length);
    onMain.forEach((o, i) => {
      if (known[i]!.known === 'stale') expect(comparable([o])).toEqual(comparable([plain[i]!]));
      else expect({ hit: o.hit, key: o.read?.key }).toEqual({ hit: true, key: plain[i]!.read!.key });
    });
    // The worker answers the same way.
    const pooled = await lintFiles(svc, SCRIPT, known, '2', false);
    expect(comparable(pooled)).toEqual(comparable(onMain));
  });
});

