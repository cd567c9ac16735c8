/**
 * Issue 17, unbounded reads: a spell file (or a config) that is a symlink to
 * /dev/zero was read without limit (14-17 GB) until killed, since the size
 * check saw 0 bytes. Only regular files are read now, and the byte cap is
 * checked while reading.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { closeSync, openSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI, cli, put, tempRepo, THREE_ERRORS } from './cli-env';
import { readRegularFile } from '../../server/src/cli/safe-fs';

const posix = process.platform !== 'win32';

describe.skipIf(!posix)('only regular files are read', () => {
  it('a spell file linked to /dev/zero and a FIFO named on the command line are refused with a message', () => {
    const { dir, home } = tempRepo();
    put(dir, 'bad.spell.yaml', THREE_ERRORS);
    symlinkSync('/dev/zero', join(dir, 'zero.spell.yaml'));
    execFileSync('mkfifo', [join(dir, 'pipe.spell.yaml')]);
    const r = cli(dir, home, ['lint', '-f', 'json', 'zero.spell.yaml', 'pipe.spell.yaml', 'bad.spell.yaml']);
    expect(r.status).toBe(1);
    const out = JSON.parse(r.stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string; message: string }> }>;
    const by = (n: string) => out.find((x) => x.filePath.endsWith(n))!.messages;
    expect(by('zero.spell.yaml')).toEqual([expect.objectContaining({ ruleId: 'internal/read', message: expect.stringContaining('character device') })]);
    expect(by('pipe.spell.yaml')).toEqual([expect.objectContaining({ ruleId: 'internal/read', message: expect.stringContaining('FIFO') })]);
    expect(by('bad.spell.yaml')).toHaveLength(3);
  });

  it('a folder scan refuses a /dev/zero link too: not followed out of the folder, and not read when followed', () => {
    const { dir, home } = tempRepo();
    symlinkSync('/dev/zero', join(dir, 'zero.spell.yaml'));
    const r = cli(dir, home, ['lint', '-f', 'json', '.', '--no-error-on-unmatched-pattern']);
    expect(r.stdout).toBe('[]\n');
    expect(r.stderr).toContain('zero.spell.yaml: a symlink to /dev/zero, outside the folders named on the command line');
    const followed = cli(dir, home, ['lint', '-f', 'json', '.', '--follow-symlinks']);
    expect(followed.status).toBe(1);
    expect(JSON.parse(followed.stdout)[0].messages[0].message).toContain('only regular files are checked');
  });

  it('a config that is a symlink to /dev/zero is a clear usage error (exit 2)', () => {
    const { dir, home } = tempRepo();
    put(dir, 'bad.spell.yaml', THREE_ERRORS);
    symlinkSync('/dev/zero', join(dir, '.grimoirerc.yaml'));
    const r = cli(dir, home, ['lint', '.']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('Cannot read config');
    expect(r.stderr).toContain('character device');
  });

  it('the size cap holds while reading, whatever stat says', () => {
    const { dir } = tempRepo();
    const p = join(dir, 'big.spell.yaml');
    writeFileSync(p, 'x'.repeat(5000));
    const over = readRegularFile(p, 4096);
    expect(over.ok).toBe(false);
    expect(!over.ok && over.code).toBe('yaml/too-large');
    const at = readRegularFile(p, 5000);
    expect(at.ok && at.buf.length).toBe(5000);
    // /proc files report size 0 and have content: the read still stops at the cap.
    if (process.platform === 'linux') {
      const proc = readRegularFile('/proc/self/status', 10);
      expect(proc.ok).toBe(false);
    }
  });

  it('standard input stops at the size cap (lint - < /dev/zero ends with a clear error)', () => {
    const { dir, home } = tempRepo();
    put(dir, '.grimoirerc.yaml', 'maxFileSize: 1024\n');
    const zero = openSync('/dev/zero', 'r');
    try {
      const r = spawnSync(process.execPath, [CLI, 'lint', '-f', 'json', '-'], { cwd: dir, stdio: [zero, 'pipe', 'pipe'], encoding: 'utf8', env: { ...process.env, XDG_CACHE_HOME: join(home, '.cache') }, timeout: 60_000 });
      expect(r.status).toBe(1);
      expect(JSON.parse(r.stdout)[0].messages[0]).toMatchObject({ ruleId: 'yaml/too-large', message: expect.stringContaining('4,096 bytes') });
    } finally {
      closeSync(zero);
    }
  });

  it('a .gitignore linked to /dev/zero is refused, not read forever', () => {
    const { dir, home } = tempRepo();
    put(dir, 'bad.spell.yaml', THREE_ERRORS);
    symlinkSync('/dev/zero', join(dir, '.gitignore'));
    const r = cli(dir, home, ['lint', '.']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('.gitignore');
  });
});
