/**
 * The `--cache` file seal (cli/cache.ts `fmac`). A cache
 * file carries one HMAC over its version and the exact text of its entries;
 * when it verifies, an unchanged file's fingerprint is taken without the
 * entry's own HMAC (one HMAC per run instead of one per file). The shortcut
 * must give exactly what the per-entry checks give, and a file changed by
 * anyone without the key must not be taken whole. The seal is recomputed
 * here from the key file by hand (a second method), not read back from the code.
 */
import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateDataset } from '../../bench/gen.mjs';
import { VERSION } from '../../server/src/version';
import { cli, put, tempRepo } from '../security/cli-env';

type Report = Array<{ filePath: string; messages: unknown[]; errorCount: number }>;

function repo(n: number): { dir: string; home: string } {
  const { dir, home } = tempRepo();
  for (let i = 0; i < n; i++) put(dir, `spells/${i % 4}/s${i}.spells.yaml`, generateDataset({ count: 1, seed: 500 + i, mistakeRate: 0.5 }).text);
  return { dir, home };
}

/** `lint -f json --cache .` (or without the cache), fingerprints recorded at once (racy window 0). */
function lint(dir: string, home: string, cache: boolean): { status: number | null; report: Report } {
  const r = cli(dir, home, ['lint', '-f', 'json', ...(cache ? ['--cache'] : []), '.'], { GRIMOIRE_CACHE_RACY_MS: '0' });
  expect(r.stderr).toBe('');
  return { status: r.status, report: JSON.parse(r.stdout) as Report };
}

function cacheDir(home: string): string {
  return join(home, '.cache', 'grimoire');
}

function cacheFile(home: string): string {
  return join(cacheDir(home), readdirSync(cacheDir(home)).find((x) => x.startsWith('lint-cache-'))!);
}

/** The seal as its design states it: HMAC-SHA256 under the key file's 32 bytes over JSON ["<version>","file"], a NUL, and the entries' text. */
function seal(key: Buffer, entriesText: string): string {
  return createHmac('sha256', key).update(JSON.stringify([VERSION, 'file'])).update('\0').update(entriesText).digest('hex');
}

const SEALED = /^\{"version":("[^"]*"),"fmac":"([0-9a-f]{64})","entries":([\s\S]*)\}$/;

describe('--cache file seal', () => {
  it('is the HMAC of the entries under the key; a warm run over a sealed file and over the same entries unsealed give the plain report', () => {
    const { dir, home } = repo(40);
    const plain = lint(dir, home, false);
    expect(plain.report.filter((r) => r.messages.length > 0).length).toBeGreaterThan(5);
    expect(lint(dir, home, true)).toEqual(plain);
    const text = readFileSync(cacheFile(home), 'utf8');
    const m = SEALED.exec(text);
    expect(m).not.toBeNull();
    expect(JSON.parse(m![1]!)).toBe(VERSION);
    const key = Buffer.from(readFileSync(join(cacheDir(home), 'key'), 'utf8'), 'hex');
    expect(m![2]).toBe(seal(key, m![3]!));
    // Warm over the sealed file (every file answered by its fingerprint under the seal).
    expect(lint(dir, home, true)).toEqual(plain);
    expect(readFileSync(cacheFile(home), 'utf8')).toBe(text); // nothing re-linted, nothing rewritten
    // The same entries without the seal (a file from before it): each fingerprint's own HMAC answers, same report.
    writeFileSync(cacheFile(home), JSON.stringify({ version: VERSION, entries: JSON.parse(m![3]!) as unknown }));
    expect(lint(dir, home, true)).toEqual(plain);
    expect(lint(dir, home, true)).toEqual(plain);
  });

  it('a sealed file changed without the key is not taken whole: the changed entry is re-linted', () => {
    const { dir, home } = repo(24);
    const plain = lint(dir, home, false);
    lint(dir, home, true);
    const text = readFileSync(cacheFile(home), 'utf8');
    const m = SEALED.exec(text)!;
    const entries = JSON.parse(m[3]!) as Record<string, { result: { messages: unknown[]; errorCount: number } }>;
    const bad = Object.keys(entries).find((f) => entries[f]!.result.errorCount > 0)!;
    expect(bad).toBeDefined();
    // "No problems" for a file that has some: what a committed or planted cache would claim.
    entries[bad]!.result = { ...entries[bad]!.result, messages: [], errorCount: 0 };
    const forged = JSON.stringify(entries);
    const key = Buffer.from(readFileSync(join(cacheDir(home), 'key'), 'utf8'), 'hex');
    for (const fmac of [m[2]!, seal(Buffer.alloc(32), forged), seal(Buffer.alloc(32, 7), forged)]) {
      writeFileSync(cacheFile(home), `{"version":${JSON.stringify(VERSION)},"fmac":"${fmac}","entries":${forged}}`);
      expect(lint(dir, home, true)).toEqual(plain);
    }
    // Whoever holds the key can write the cache (as with the per-entry HMACs): the seal is what is trusted.
    writeFileSync(cacheFile(home), `{"version":${JSON.stringify(VERSION)},"fmac":"${seal(key, forged)}","entries":${forged}}`);
    const trusted = lint(dir, home, true);
    // The file's own findings come from the trusted cache; checks across files (workspace/*) are made fresh each run.
    const own = trusted.report.find((r) => r.filePath === bad)!.messages.filter((msg) => !String((msg as { ruleId?: unknown }).ruleId).startsWith('workspace/'));
    expect(own).toEqual([]);
  });
});
