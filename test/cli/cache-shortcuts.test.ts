/**
 * The many-small-files shortcuts of `grimoire lint`: the
 * sized single read, the per-config settings object, `--cache` reading and
 * hashing each file once, and the stat fingerprint that answers an unchanged
 * file without reading it. Each must give exactly what the plain way gives:
 * the same generated files are linted without a cache, with a cold cache and
 * with a warm one (fingerprint path and content-hash path), before and after
 * edits, and the full JSON reports and exit codes are compared.
 */
import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateDataset } from '../../bench/gen.mjs';
import { cli, put, tempRepo } from '../security/cli-env';

/** `n` one-spell files (a Foundry-module-like layout), a share with one known mistake, and one 40-spell file. */
function repoWithSpells(n: number): { dir: string; home: string; files: string[] } {
  const { dir, home } = tempRepo();
  const files: string[] = [];
  for (let i = 0; i < n; i++) files.push(put(dir, `spells/${i % 3}/s${i}.spells.yaml`, generateDataset({ count: 1, seed: 100 + i, mistakeRate: 0.4 }).text));
  files.push(put(dir, 'packs/big.spells.yaml', generateDataset({ count: 40, seed: 7, mistakeRate: 0.2 }).text));
  return { dir, home, files };
}

/** The run's report and exit code, with the temp folder's paths as they are (the same in every run of a repo). */
function lint(dir: string, home: string, cache: boolean, racyMs?: number, env: Record<string, string> = {}): { status: number | null; report: unknown } {
  const r = cli(dir, home, ['lint', '-f', 'json', ...(cache ? ['--cache'] : []), '.'], { ...(racyMs === undefined ? {} : { GRIMOIRE_CACHE_RACY_MS: String(racyMs) }), ...env });
  // Nothing but the config report (once a config is added) goes to stderr.
  expect(r.stderr.replace(/^grimoire: config \S+ applied to .*\n/gm, '')).toBe('');
  return { status: r.status, report: JSON.parse(r.stdout) };
}

/** The entries of the one cache file under `home`. */
function cacheEntries(home: string): Record<string, { stat?: string; key: string; result: unknown; mac: string; smac?: string; cfg?: string }> {
  const d = join(home, '.cache', 'grimoire');
  const f = readdirSync(d).find((x) => x.startsWith('lint-cache-'))!;
  return (JSON.parse(readFileSync(join(d, f), 'utf8')) as { entries: Record<string, never> }).entries;
}

describe('--cache gives exactly the plain report', () => {
  it('cold, warm by stat fingerprint, and after edits, deletions, additions and a config change', () => {
    const { dir, home, files } = repoWithSpells(45);
    const plain = lint(dir, home, false);
    // The generated files carry mistakes: the comparison is over real findings, not empty reports.
    expect((plain.report as Array<{ messages: unknown[] }>).filter((r) => r.messages.length > 0).length).toBeGreaterThan(5);
    expect(plain.status).toBe(1);
    expect(lint(dir, home, true, 0)).toEqual(plain);
    // Every entry got a fingerprint (the files are older than the 0 ms racy window), so the next run reads none of them.
    const entries = cacheEntries(home);
    expect(Object.keys(entries).length).toBe(files.length);
    expect(Object.values(entries).every((e) => typeof e.stat === 'string')).toBe(true);
    expect(lint(dir, home, true, 0)).toEqual(plain);
    expect(lint(dir, home, true, 0)).toEqual(plain);

    // Edits: same size with the mtime put back (only the ctime tells), a new mistake, a deletion, a new file.
    const a = files[0]!;
    const before = statSync(a);
    const text = readFileSync(a, 'utf8');
    const swapped = text.replace(/level: (\d)/, (_m, d: string) => `level: ${d === '9' ? '8' : 'X'}`);
    expect(swapped.length).toBe(text.length);
    expect(swapped).not.toBe(text);
    writeFileSync(a, swapped);
    utimesSync(a, before.atime, before.mtime);
    writeFileSync(files[1]!, generateDataset({ count: 1, seed: 9001, mistakeRate: 1 }).text);
    unlinkSync(files[2]!);
    put(dir, 'spells/new.spells.yaml', generateDataset({ count: 2, seed: 4242, mistakeRate: 1 }).text);
    const plain2 = lint(dir, home, false);
    expect(plain2).not.toEqual(plain);
    expect(lint(dir, home, true, 0)).toEqual(plain2);
    expect(lint(dir, home, true, 0)).toEqual(plain2);

    // A config change (rule severities) invalidates every entry, fingerprint or not.
    put(dir, '.grimoirerc.yaml', 'rules:\n  schema/unknown-key: off\n  schema/enum: warning\n  5e/cone-line-range: off\n');
    const plain3 = lint(dir, home, false);
    expect(plain3).not.toEqual(plain2);
    expect(lint(dir, home, true, 0)).toEqual(plain3);
    expect(lint(dir, home, true, 0)).toEqual(plain3);
  });

  it('the two-thread file pool (forced on for a few files) gives the plain report, with and without --cache', () => {
    const { dir, home, files } = repoWithSpells(150);
    // The plain way: one thread, no worker of any kind, no cache.
    const plain = lint(dir, home, false, undefined, { GRIMOIRE_WORKERS: '0' });
    const pool = { GRIMOIRE_POOL_MIN_FILES: '2' };
    expect(lint(dir, home, false, undefined, pool)).toEqual(plain);
    expect(lint(dir, home, true, 0, pool)).toEqual(plain);
    // Warm: every file answered by its fingerprint; then one edited file goes through the pool with the rest cached.
    expect(lint(dir, home, true, 0, pool)).toEqual(plain);
    writeFileSync(files[5]!, generateDataset({ count: 1, seed: 777, mistakeRate: 1 }).text);
    writeFileSync(files[6]!, generateDataset({ count: 1, seed: 778, mistakeRate: 1 }).text);
    const plain2 = lint(dir, home, false, undefined, { GRIMOIRE_WORKERS: '0' });
    expect(plain2).not.toEqual(plain);
    expect(lint(dir, home, true, 0, pool)).toEqual(plain2);
    expect(lint(dir, home, true, 0, pool)).toEqual(plain2);
  });

  it('with the default racy window (files just written): no fingerprints, the content hash answers, same report', () => {
    const { dir, home } = repoWithSpells(12);
    const plain = lint(dir, home, false);
    expect(lint(dir, home, true)).toEqual(plain);
    expect(Object.values(cacheEntries(home)).some((e) => e.stat !== undefined)).toBe(false);
    expect(lint(dir, home, true)).toEqual(plain);
    // Once the files are past the racy window (here: a 0 ms window), a run answered by the content hash
    // records their fingerprints, so the run after it reads none of them; with and without the pool.
    expect(lint(dir, home, true, 0)).toEqual(plain);
    expect(Object.values(cacheEntries(home)).every((e) => typeof e.stat === 'string')).toBe(true);
    expect(lint(dir, home, true, 0)).toEqual(plain);
    const b = repoWithSpells(12);
    const pool = { GRIMOIRE_POOL_MIN_FILES: '2' };
    expect(lint(b.dir, b.home, true, undefined, pool)).toEqual(lint(b.dir, b.home, false));
    expect(Object.values(cacheEntries(b.home)).some((e) => e.stat !== undefined)).toBe(false);
    lint(b.dir, b.home, true, 0, pool);
    expect(Object.values(cacheEntries(b.home)).every((e) => typeof e.stat === 'string')).toBe(true);
  });

  it('the file pool with the default racy window (files just written): the warm run answers from the content hash, same report', () => {
    const { dir, home } = repoWithSpells(60);
    const pool = { GRIMOIRE_POOL_MIN_FILES: '2' };
    const plain = lint(dir, home, false, undefined, { GRIMOIRE_WORKERS: '0' });
    expect(lint(dir, home, true, undefined, pool)).toEqual(plain);
    expect(Object.values(cacheEntries(home)).some((e) => e.stat !== undefined)).toBe(false);
    // Each entry's result is moved to another file's entry (MACs kept): a warm run that answered from the
    // content key without checking the entry would report the wrong file's problems; it must re-lint instead.
    const d = join(home, '.cache', 'grimoire');
    const cf = join(d, readdirSync(d).find((x) => x.startsWith('lint-cache-'))!);
    const good = readFileSync(cf, 'utf8');
    expect(lint(dir, home, true, undefined, pool)).toEqual(plain);
    const data = JSON.parse(good) as { entries: Record<string, { result: unknown }> };
    const names = Object.keys(data.entries);
    const results = names.map((n) => data.entries[n]!.result);
    names.forEach((n, i) => (data.entries[n]!.result = results[(i + 1) % results.length]));
    writeFileSync(cf, JSON.stringify(data));
    expect(lint(dir, home, true, undefined, pool)).toEqual(plain);
  });

  it('a fingerprint moved onto a changed file without its HMAC is not trusted', () => {
    const { dir, home, files } = repoWithSpells(3);
    lint(dir, home, true, 0);
    const f = files[0]!;
    writeFileSync(f, generateDataset({ count: 1, seed: 31337, mistakeRate: 1 }).text);
    const plain = lint(dir, home, false);
    // Someone rewrites the entry's fingerprint to the changed file's (they do not have the key).
    const d = join(home, '.cache', 'grimoire');
    const cf = join(d, readdirSync(d).find((x) => x.startsWith('lint-cache-'))!);
    const data = JSON.parse(readFileSync(cf, 'utf8')) as { entries: Record<string, { stat: string; smac: string }> };
    const st = statSync(f);
    data.entries[f]!.stat = `${st.dev}:${st.ino}:${st.size}:${st.mtimeMs}:${st.ctimeMs}`;
    data.entries[f]!.smac = createHmac('sha256', Buffer.alloc(32)).update('forged').digest('hex');
    writeFileSync(cf, JSON.stringify(data));
    expect(lint(dir, home, true, 0)).toEqual(plain);
  });
});
