/**
 * Issue 17, writes that go where they should not. Before the fix `--fix`
 * wrote through a symlink planted at its predictable temp name
 * (`.<name>.grimoire-<pid>.tmp`), replaced a symlinked spell file with a
 * regular file, rewrote read-only files, broke hard links, dropped group
 * write permission, and inserted LF lines into CRLF files.
 */
import { chmodSync, existsSync, linkSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runLint } from '../../server/src/cli/lint-cmd';
import { tempNameFor, writeNewFile } from '../../server/src/cli/safe-fs';
import { cli, put, tempRepo } from './cli-env';

/** A cone with a numeric range: `5e/cone-line-range` (warning) has a safe fix to `Self (15-foot cone)`. */
const CONE = 'name: Cone\nlevel: 1\nschool: evocation\ncasting_time: 1 action\nrange: 15 feet\ncomponents: [V, S]\nduration: Instantaneous\narea: { shape: cone, length: 15 }\ndescription: Frost blasts out from you.\n';
const CONE_FIXED = CONE.replace('range: 15 feet', 'range: Self (15-foot cone)');

const posix = process.platform !== 'win32';

/** Run `lint` in-process (so the planted temp name can use this process's pid). */
async function lintHere(dir: string, args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runLint(args, dir, (s) => (out += s), (s) => (err += s + '\n'));
  return { code, out, err };
}

describe.skipIf(!posix)('--fix writes only where it should', () => {
  it('a symlink planted at the old predictable temp name is not written through', async () => {
    const { dir, home } = tempRepo();
    const spell = put(dir, 'cone.spell.yaml', CONE);
    const victim = join(home, 'outside.txt');
    symlinkSync(victim, join(dir, `.cone.spell.yaml.grimoire-${process.pid}.tmp`));
    await lintHere(dir, ['--fix', '.']);
    expect(existsSync(victim)).toBe(false);
    expect(readFileSync(spell, 'utf8')).toBe(CONE_FIXED);
  });

  it('temp files get random names and are created exclusively (never through an existing symlink)', () => {
    const { dir, home } = tempRepo();
    const t = join(dir, 'a.yaml');
    const names = new Set(Array.from({ length: 50 }, () => tempNameFor(t)));
    expect(names.size).toBe(50);
    for (const n of names) expect(n).toMatch(/\/\.a\.yaml\.grimoire-[0-9a-f]{16}\.tmp$/);
    const victim = join(home, 'victim.txt');
    const planted = [...names][0]!;
    symlinkSync(victim, planted);
    expect(() => writeNewFile(planted, 'x', 0o644)).toThrow(/EEXIST/);
    expect(existsSync(victim)).toBe(false);
  });

  it('a symlinked spell file inside the working folder is written through and stays a link', async () => {
    const { dir } = tempRepo();
    const real = put(dir, 'data/cone.yaml', CONE);
    symlinkSync('data/cone.yaml', join(dir, 'cone.spell.yaml'));
    const r = await lintHere(dir, ['--fix', 'cone.spell.yaml']);
    expect(r.code).toBe(0);
    expect(lstatSync(join(dir, 'cone.spell.yaml')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(dir, 'cone.spell.yaml'))).toBe('data/cone.yaml');
    expect(readFileSync(real, 'utf8')).toBe(CONE_FIXED);
  });

  it('a symlinked spell file pointing outside the working folder is refused with a message', async () => {
    const { dir, home } = tempRepo();
    const outside = put(home, 'cone.yaml', CONE);
    symlinkSync(outside, join(dir, 'cone.spell.yaml'));
    // Read only with --follow-symlinks (a link out of the folder is otherwise not read at all: symlinks.test.ts).
    const r = await lintHere(dir, ['--fix', '--follow-symlinks', 'cone.spell.yaml']);
    expect(r.err).toMatch(/cone\.spell\.yaml: fixes not written: it is a symlink to .*outside/);
    expect(readFileSync(outside, 'utf8')).toBe(CONE);
    expect(lstatSync(join(dir, 'cone.spell.yaml')).isSymbolicLink()).toBe(true);
  });

  it('a spell folder that is a symlink to a place outside the working folder is not written through', async () => {
    const { dir, home } = tempRepo();
    const outside = put(home, 'elsewhere/cone.spell.yaml', CONE);
    symlinkSync(join(home, 'elsewhere'), join(dir, 'spells'));
    const r = await lintHere(dir, ['--fix', '--follow-symlinks', '.']);
    expect(r.err).toMatch(/fixes not written: it is reached through a symlinked folder to .*outside/);
    expect(readFileSync(outside, 'utf8')).toBe(CONE);
  });

  it('a read-only file is refused with a message and left as it was', async () => {
    const { dir } = tempRepo();
    const p = put(dir, 'cone.spell.yaml', CONE);
    chmodSync(p, 0o444);
    const r = await lintHere(dir, ['-f', 'json', '--fix', '.']);
    expect(r.err).toContain('cone.spell.yaml: fixes not written: it is read-only');
    // The report is of the file as it stays, not of the fix that was not written.
    expect(JSON.parse(r.out)[0].messages.map((m: { ruleId: string }) => m.ruleId)).toEqual(['5e/cone-line-range']);
    expect(readFileSync(p, 'utf8')).toBe(CONE);
    expect(statSync(p).mode & 0o777).toBe(0o444);
  });

  it('permission bits are kept exactly (group write too, whatever the umask)', async () => {
    const { dir } = tempRepo();
    const p = put(dir, 'cone.spell.yaml', CONE);
    chmodSync(p, 0o664);
    const old = process.umask(0o022);
    try {
      await lintHere(dir, ['--fix', '.']);
    } finally {
      process.umask(old);
    }
    expect(readFileSync(p, 'utf8')).toBe(CONE_FIXED);
    expect(statSync(p).mode & 0o7777).toBe(0o664);
  });

  it('hard links keep sharing the file: written in place, same inode, no temp left behind', async () => {
    const { dir, home } = tempRepo();
    const p = put(dir, 'cone.spell.yaml', CONE);
    const other = join(home, 'other-name.yaml');
    linkSync(p, other);
    const ino = statSync(p).ino;
    await lintHere(dir, ['--fix', '.']);
    expect(readFileSync(p, 'utf8')).toBe(CONE_FIXED);
    expect(readFileSync(other, 'utf8')).toBe(CONE_FIXED);
    expect(statSync(p).ino).toBe(ino);
    expect(statSync(p).nlink).toBe(2);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('a single-link file is replaced atomically (new inode) and no temp file is left', async () => {
    const { dir } = tempRepo();
    const p = put(dir, 'cone.spell.yaml', CONE);
    await lintHere(dir, ['--fix', '.']);
    expect(readFileSync(p, 'utf8')).toBe(CONE_FIXED);
    expect(readdirSync(dir).sort()).toEqual(['.git', 'cone.spell.yaml']);
  });

  it('a fix that inserts a line into a CRLF file inserts CRLF', () => {
    const { dir, home } = tempRepo();
    // The duration needs concentration and the tag is missing: the safe fix adds `concentration: true` on a new line.
    // That finding is info-level, so the config raises it to a warning to make --fix apply it.
    put(dir, '.grimoirerc.yaml', 'rules:\n  5e/concentration-duration: warning\n');
    const lf = 'name: Hold\nlevel: 2\nschool: enchantment\ncasting_time: 1 action\nrange: 60 feet\ncomponents: [V, S]\nduration: Concentration, up to 1 minute\n';
    const p = put(dir, 'hold.spell.yaml', lf.replace(/\n/g, '\r\n'));
    const r = cli(dir, home, ['lint', '--fix', '.']);
    expect(r.status).toBe(0);
    const fixed = readFileSync(p, 'utf8');
    expect(fixed).toContain('concentration: true');
    expect(fixed.split('\r\n').length - 1).toBe(8); // 7 lines + the inserted one
    expect(fixed.replace(/\r\n/g, '')).not.toContain('\n');
  });
});

describe.skipIf(!posix)('report files (-o) replace a planted symlink instead of following it', () => {
  it('lint -o and merge-sarif -o', () => {
    const { dir, home } = tempRepo();
    put(dir, 'a.spell.yaml', 'name: A\nlevel: 12\n');
    const victim = put(home, 'victim.txt', 'precious\n');
    symlinkSync(victim, join(dir, 'grimoire-1.sarif'));
    symlinkSync(victim, join(dir, 'merged.sarif'));
    expect(cli(dir, home, ['lint', 'a.spell.yaml', '-f', 'sarif', '-o', 'grimoire-1.sarif']).status).toBe(1);
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(lstatSync(join(dir, 'grimoire-1.sarif')).isFile()).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, 'grimoire-1.sarif'), 'utf8')).version).toBe('2.1.0');
    expect(cli(dir, home, ['merge-sarif', 'grimoire-1.sarif', '-o', 'merged.sarif']).status).toBe(0);
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(lstatSync(join(dir, 'merged.sarif')).isFile()).toBe(true);
  });
});

describe.skipIf(!posix)('the cache writes safely too', () => {
  it('its folder is created private and its files through exclusive temp files', () => {
    const { dir, home } = tempRepo();
    put(dir, 'a.spell.yaml', 'name: A\nlevel: 1\nschool: abjuration\ncasting_time: 1 action\nrange: self\ncomponents: [V, S]\nduration: 1 round\n');
    mkdirSync(join(home, '.cache'), { recursive: true });
    expect(cli(dir, home, ['lint', '--cache', '.']).status).toBe(0);
    const folder = join(home, '.cache', 'grimoire');
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    for (const f of readdirSync(folder)) expect(statSync(join(folder, f)).mode & 0o777).toBe(0o600);
  });
});
