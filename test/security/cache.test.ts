/**
 * Forged cache: a repository cannot supply lint results through `--cache`.
 * A committed `.grimoire-cache/lint-cache.json` whose entry key was the
 * SHA-256 of public inputs made `lint . --cache` exit 0 on a file with three
 * errors; an entry listing errors with `errorCount: 0` also exited 0. Then,
 * with `--cache-location` inside the checkout and a runner umask of 077, a
 * committed `key` (checked out 0600, so private enough to be trusted) signed
 * the pull request's own entries: a cache folder inside a work tree being
 * linted is now refused. A cache file nested millions deep made `JSON.parse`
 * take the run down; it is now refused before parsing.
 */
import { createHash, createHmac } from 'node:crypto';
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, CLEAN, errorsIn, put, tempRepo, THREE_ERRORS } from './cli-env';
import { normaliseSettings } from '../../server/src/service/settings';
import { VERSION } from '../../server/src/version';

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

  /**
   * A committed cache folder `rel` under `dir` that signs a clean result for
   * `file`: key mode 0600, as a checkout under umask 077 leaves it; the cache
   * file named for a run in `scope` (the working folder).
   */
  function committedCache(dir: string, rel: string, file: string, scope = dir): string {
    const key = 'ab'.repeat(32);
    put(dir, `${rel}/key`, key);
    chmodSync(join(dir, rel, 'key'), 0o600);
    const ck = publicKey(THREE_ERRORS);
    const result = cleanResult(file);
    const mac = createHmac('sha256', Buffer.from(key, 'hex')).update(JSON.stringify([VERSION, file, ck, result])).digest('hex');
    const name = `lint-cache-${createHash('sha256').update(scope).digest('hex').slice(0, 16)}.json`;
    put(dir, `${rel}/${name}`, JSON.stringify({ version: VERSION, entries: { [file]: { key: ck, result, mac } } }));
    return key;
  }

  it.each([
    ['a folder in the checkout', () => '.gcache'],
    ['the same folder by its absolute path', (dir: string) => join(dir, '.gcache')],
    ['the same folder through a symlinked parent outside the checkout', (dir: string) => (symlinkSync(dir, join(dir, '../link')), join(dir, '../link/.gcache'))],
  ])('a cache folder inside the work tree being linted is refused (exit 2), even with a committed private key: %s', (_, where) => {
    const { dir, home } = tempRepo();
    const file = put(dir, 'bad.spell.yaml', THREE_ERRORS);
    const key = committedCache(dir, '.gcache', file);
    const r = cli(dir, home, ['lint', '-f', 'json', '--cache', '--cache-location', where(dir), '.']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`The cache folder `);
    expect(r.stderr).toContain(`is inside ${dir}, which is being linted`);
    expect(r.stdout).toBe('');
    // Nothing read from it or written to it.
    expect(readFileSync(join(dir, '.gcache/key'), 'utf8')).toBe(key);
    expect(readdirSync(join(dir, '.gcache')).length).toBe(2);
  });

  it('a cache folder inside another linted work tree (a second repository named on the command line) is refused too', () => {
    const { dir, home } = tempRepo();
    const other = join(home, 'other');
    mkdirSync(join(other, '.git'), { recursive: true });
    const file = put(other, 'bad.spell.yaml', THREE_ERRORS);
    committedCache(other, '.gcache', file, dir);
    const r = cli(dir, home, ['lint', '-f', 'json', '--cache', '--cache-location', join(other, '.gcache'), join(other, 'bad.spell.yaml')]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`is inside ${other}, which is being linted`);
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
    // Outside the checkout (one inside is refused outright, above).
    symlinkSync(elsewhere, join(home, 'cachelink'));
    const r = cli(dir, home, ['lint', '-f', 'json', '--cache', '--cache-location', join(home, 'cachelink'), '.']);
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

  it('a cache file nested five million deep is refused before parsing, with a note, in bounded memory', () => {
    const { dir, home } = tempRepo();
    put(dir, 'bad.spell.yaml', THREE_ERRORS);
    const cacheDir = join(home, '.cache', 'grimoire');
    mkdirSync(cacheDir, { recursive: true });
    const cacheFile = join(cacheDir, `lint-cache-${createHash('sha256').update(dir).digest('hex').slice(0, 16)}.json`);
    const depth = 5_000_000;
    writeFileSync(cacheFile, '['.repeat(depth) + ']'.repeat(depth));
    // A 128 MB heap: parsing this file whole needs several times that (the run aborted).
    const r = cli(dir, home, ['lint', '-f', 'json', '--cache', '.'], { NODE_OPTIONS: '--max-old-space-size=128' });
    expect(r.status).toBe(1);
    expect(errorsIn(r.stdout)).toBe(3);
    expect(r.stderr).toContain(`grimoire: cache file not used, it is rebuilt: ${cacheFile} is nested deeper than 100 levels.`);
    // Rebuilt: the next run reads the new file without a word.
    const again = cli(dir, home, ['lint', '-f', 'json', '--cache', '.']);
    expect(errorsIn(again.stdout)).toBe(3);
    expect(again.stderr).toBe('');
  });
});
