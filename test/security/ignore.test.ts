/**
 * Issue 17, silent ignores: a committed `.grimoirerc.yaml` with
 * `ignore: ['**']` ignored even files named on the command line (what
 * pre-commit passes) and said only "No spell files matched"; a partial ignore
 * printed nothing; the config lookup climbed past the repository root.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, CLEAN, errorsIn, put, tempRepo, THREE_ERRORS } from './cli-env';

describe('suppression is visible', () => {
  it('a named file that config ignores is warned about; --fail-on-ignored fails; --no-ignore lints it', () => {
    const { dir, home } = tempRepo();
    put(dir, '.grimoirerc.yaml', "ignore: ['**']\n");
    put(dir, 'bad.spell.yaml', THREE_ERRORS);
    const warned = cli(dir, home, ['lint', 'bad.spell.yaml']);
    expect(warned.stderr).toContain('warning: bad.spell.yaml is named on the command line but ignored by .grimoirerc.yaml');
    expect(warned.stderr).toContain('1 spell file ignored (1 by config ignore globs)');
    const failed = cli(dir, home, ['lint', '--fail-on-ignored', 'bad.spell.yaml']);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('error: bad.spell.yaml is named on the command line');
    const all = cli(dir, home, ['lint', '-f', 'json', '--no-ignore', 'bad.spell.yaml']);
    expect(all.status).toBe(1);
    expect(errorsIn(all.stdout)).toBe(3);
  });

  it('a partial ignore says how many files it left out (config and .gitignore)', () => {
    const { dir, home } = tempRepo();
    put(dir, '.grimoirerc.yaml', "ignore: ['hidden/**']\n");
    put(dir, '.gitignore', 'gi/\n');
    put(dir, 'shown.spell.yaml', CLEAN('A'));
    put(dir, 'hidden/a.spell.yaml', THREE_ERRORS);
    put(dir, 'hidden/b.spell.yaml', THREE_ERRORS);
    put(dir, 'gi/c.spell.yaml', THREE_ERRORS);
    const r = cli(dir, home, ['lint', '.']);
    expect(r.status).toBe(0);
    expect(r.stderr).toContain('3 spell files ignored (2 by config ignore globs, 1 by .gitignore); --no-ignore checks them.');
    const all = cli(dir, home, ['lint', '-f', 'json', '--no-ignore', '.']);
    expect(all.status).toBe(1);
    expect(errorsIn(all.stdout)).toBe(9);
  });

  it('the config lookup stops at the repository root: a config above it does not apply', () => {
    const { dir, home } = tempRepo();
    // A config in the folder above the repository (the runner's work folder) that ignores everything and turns rules off.
    put(join(dir, '..'), '.grimoirerc.yaml', "ignore: ['**']\nrules: { schema/range: off }\n");
    put(dir, 'sub/bad.spell.yaml', THREE_ERRORS);
    const r = cli(join(dir, 'sub'), home, ['lint', '-f', 'json', '.']);
    expect(r.status).toBe(1);
    expect(errorsIn(r.stdout)).toBe(3);
  });

  it('outside any repository the lookup stops at the working folder', () => {
    const { dir, home } = tempRepo();
    const plain = join(dir, '..', 'plain');
    mkdirSync(join(plain, 'work'), { recursive: true });
    put(plain, '.grimoirerc.yaml', "ignore: ['**']\n");
    put(plain, 'work/bad.spell.yaml', THREE_ERRORS);
    const r = cli(join(plain, 'work'), home, ['lint', '-f', 'json', '.']);
    expect(errorsIn(r.stdout)).toBe(3);
  });
});
