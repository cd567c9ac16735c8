/**
 * Issue 17, forged cache: a repository cannot supply lint results through
 * `--cache`. Before the fix, a committed `.grimoire-cache/lint-cache.json`
 * whose entry key was the SHA-256 of public inputs made `lint . --cache`
 * exit 0 on a file with three errors; an entry listing errors with
 * `errorCount: 0` also exited 0.
 */
import { createHash, createHmac } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, CLEAN, errorsIn, put, tempRepo, THREE_ERRORS } from './cli-env';
import { normaliseSettings } from '../../server/src/service/settings';
import { VERSION } from '../../server/src/cli/main';

/** The cache key the old CLI used (public inputs only): version, config text + settings, file bytes. */
function publicKey(bytes: string, configRaw = ''): string {
  const config = configRaw + JSON.stringify(normaliseSettings({}));
  return createHash('sha256').update(VERSION).update('\0').update(config).update('\0').update(bytes).digest('hex');
}

/** A result claiming the file is clean. */
const cleanResult = (filePath: string) => ({ filePath, messages: [], errorCount: 0, warningCount: 0, fixableErrorCount: 0, fixableWarningCount: 0 });

describe('a committed cache cannot turn a red check green', () => {
  it('the old forged .grimoire-cache entry is not trusted (default location is outside the checkout)', () => {
    const { dir, home } = tempRepo();
    const file = put(dir, 'bad.spell.yaml', THREE_ERRORS);
    put(dir, '.grimoire-cache/lint-cache.json', JSON.stringify({ version: VERSION, entries: { [file]: { key: publicKey(THREE_ERRORS), result: cleanResult(file) } } }));
    const r = cli(dir, home, ['lint', '-f', 'json', '--cache', '.']);
    expect(r.status).toBe(1);
    expect(errorsIn(r.stdout)).toBe(3);
    // Nothing is written into the checkout; the cache is under the per-user folder.
    expect(readdirSync(join(dir, '.grimoire-cache'))).toEqual(['lint-cache.json']);
    const cacheDir = join(home, '.cache', 'grimoire');
    expect(readdirSync(cacheDir).some((f) => /^lint-cache-[0-9a-f]{16}\.json$/.test(f))).toBe(true);
    expect(lstatSync(join(cacheDir, 'key')).mode & 0o777).toBe(0o600);
  });

  it('pointing --cache-location at a committed cache with a committed key does not help either', () => {
    const { dir, home } = tempRepo();
    const file = put(dir, 'bad.spell.yaml', THREE_ERRORS);
    // The attacker commits a key too (git checks files out 0644) and MACs the forged entry with it.
    const key = 'ab'.repeat(32);
    put(dir, 'c/key', key);
    const ck = publicKey(THREE_ERRORS);
    const result = cleanResult(file);
    const mac = createHmac('sha256', Buffer.from(key, 'hex')).update(JSON.stringify([VERSION, file, ck, result])).digest('hex');
    const name = `lint-cache-${createHash('sha256').update(dir).digest('hex').slice(0, 16)}.json`;
    put(dir, `c/${name}`, JSON.stringify({ version: VERSION, entries: { [file]: { key: ck, result, mac } } }));
    const r = cli(dir, home, ['lint', '-f', 'json', '--cache', '--cache-location', 'c', '.']);
    expect(r.status).toBe(1);
    expect(errorsIn(r.stdout)).toBe(3);
    // The readable key was replaced by a private one.
    expect(readFileSync(join(dir, 'c/key'), 'utf8')).not.toBe(key);
    expect(lstatSync(join(dir, 'c/key')).mode & 0o777).toBe(0o600);
  });

  it('an authentic entry whose counts disagree with its messages is re-linted (counts come from the messages)', () => {
    const { dir, home } = tempRepo();
    const file = put(dir, 'bad.spell.yaml', THREE_ERRORS);
    expect(cli(dir, home, ['lint', '--cache', '.']).status).toBe(1);
    const cacheDir = join(home, '.cache', 'grimoire');
    const cacheFile = join(cacheDir, readdirSync(cacheDir).find((f) => f.startsWith('lint-cache-'))!);
    const key = Buffer.from(readFileSync(join(cacheDir, 'key'), 'utf8'), 'hex');
    const data = JSON.parse(readFileSync(cacheFile, 'utf8'));
    const e = data.entries[file];
    // Lists the three errors but says errorCount 0, MACed with the real key as stored.
    e.result.errorCount = 0;
    e.mac = createHmac('sha256', key).update(JSON.stringify([VERSION, file, e.key, e.result])).digest('hex');
    writeFileSync(cacheFile, JSON.stringify(data));
    const r = cli(dir, home, ['lint', '-f', 'json', '--cache', '.']);
    expect(r.status).toBe(1);
    expect(errorsIn(r.stdout)).toBe(3);
  });

  it('an entry of the wrong shape is re-linted, not crashed on', () => {
    const { dir, home } = tempRepo();
    const file = put(dir, 'bad.spell.yaml', THREE_ERRORS);
    expect(cli(dir, home, ['lint', '--cache', '.']).status).toBe(1);
    const cacheDir = join(home, '.cache', 'grimoire');
    const cacheFile = join(cacheDir, readdirSync(cacheDir).find((f) => f.startsWith('lint-cache-'))!);
    for (const bad of [null, 7, { key: 1 }, { key: 'x', mac: 'y', result: { filePath: file, messages: 'none' } }, { key: 'x', mac: 'y', result: { filePath: file, messages: [{ severity: 3 }] } }]) {
      writeFileSync(cacheFile, JSON.stringify({ version: VERSION, entries: { [file]: bad, ['__proto__']: bad } }));
      const r = cli(dir, home, ['lint', '-f', 'json', '--cache', '.']);
      expect(r.status, JSON.stringify(bad)).toBe(1);
      expect(errorsIn(r.stdout)).toBe(3);
    }
  });

  it('a symlinked cache folder is refused with a message, and the lint is still right', () => {
    const { dir, home } = tempRepo();
    put(dir, 'bad.spell.yaml', THREE_ERRORS);
    const elsewhere = join(home, 'elsewhere');
    mkdirSync(elsewhere);
    symlinkSync(elsewhere, join(dir, 'cachelink'));
    const r = cli(dir, home, ['lint', '-f', 'json', '--cache', '--cache-location', 'cachelink', '.']);
    expect(r.status).toBe(1);
    expect(errorsIn(r.stdout)).toBe(3);
    expect(r.stderr).toMatch(/cache not used: .*is a symlink/);
    expect(readdirSync(elsewhere)).toEqual([]);
  });

  it('the cache still works: an unchanged file is answered from an authentic entry', () => {
    const { dir, home } = tempRepo();
    const file = put(dir, 'ok.spell.yaml', CLEAN('A'));
    expect(cli(dir, home, ['lint', '--cache', '.']).status).toBe(0);
    const cacheDir = join(home, '.cache', 'grimoire');
    const cacheFile = join(cacheDir, readdirSync(cacheDir).find((f) => f.startsWith('lint-cache-'))!);
    const key = Buffer.from(readFileSync(join(cacheDir, 'key'), 'utf8'), 'hex');
    const data = JSON.parse(readFileSync(cacheFile, 'utf8'));
    const e = data.entries[file];
    // A marker only the cache can produce, MACed with the user's key (what the tool itself would write).
    e.result = { filePath: file, messages: [{ ruleId: 'cached/marker', severity: 1, message: 'from cache', line: 1, column: 1, endLine: 1, endColumn: 1 }], errorCount: 0, warningCount: 1, fixableErrorCount: 0, fixableWarningCount: 0 };
    e.mac = createHmac('sha256', key).update(JSON.stringify([VERSION, file, e.key, e.result])).digest('hex');
    writeFileSync(cacheFile, JSON.stringify(data));
    const r = cli(dir, home, ['lint', '-f', 'json', '--cache', '.']);
    expect(JSON.parse(r.stdout)[0].messages.map((m: { ruleId: string }) => m.ruleId)).toEqual(['cached/marker']);
    // The file changed: re-linted.
    writeFileSync(file, CLEAN('B'));
    expect(JSON.parse(cli(dir, home, ['lint', '-f', 'json', '--cache', '.']).stdout)[0].messages).toEqual([]);
    expect(existsSync(join(dir, '.grimoire-cache'))).toBe(false);
  });
});
