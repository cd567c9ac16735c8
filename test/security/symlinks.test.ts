/**
 * Reads stay inside the lint root: a symlink a pull request commits must not
 * make the report quote a file outside the repository (a token in
 * `../../secret.env` copied into annotations and SARIF), nor make the lint
 * walk a folder elsewhere (`spells/usr -> /usr`). Links are followed only to
 * places inside the folders named on the command line; `--follow-symlinks`
 * follows the rest. Whatever the links, a file whose real name is not YAML
 * or JSON is never quoted. Each attack passed on the CLI before (run with
 * GRIMOIRE_TEST_CLI=<main>/bin/grimoire.js to see it).
 */
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, CLEAN, errorsIn, put, tempRepo, THREE_ERRORS } from './cli-env';

/** A secret beside the repository whose first line the YAML reader quotes when it reads it ("... has no colon"). */
const SECRET = 'API_URL: https://example.invalid\nTOKEN ghp_0123456789abcdef\n';
const TOKEN = 'ghp_0123456789abcdef';

/** A repository with a clean spell and `spells/leak.yaml -> ../../secret.env` (the secret outside the repository). */
function leakRepo() {
  const { dir, home } = tempRepo();
  put(dir, '../secret.env', SECRET);
  put(dir, 'spells/ok.yaml', CLEAN('Ok'));
  symlinkSync('../../secret.env', join(dir, 'spells/leak.yaml'));
  return { dir, home };
}

describe('a symlink to a file outside the folders named', () => {
  it.each(['sarif', 'github', 'json'])('is not read in a folder search: the -f %s report never holds the secret, stderr names the link', (format) => {
    const { dir, home } = leakRepo();
    const r = cli(dir, home, ['lint', 'spells', '-f', format]);
    expect(r.stdout).not.toContain(TOKEN);
    expect(r.stdout).not.toContain('leak.yaml');
    expect(r.stderr).toContain('grimoire: warning: 1 symlink not followed: it leads outside the folders named on the command line, or nowhere (--follow-symlinks follows it):\n');
    expect(r.stderr).toContain(`grimoire:   spells/leak.yaml: a symlink to ${join(dir, '..', 'secret.env')}, outside the folders named on the command line\n`);
    expect(r.status).toBe(0);
  });

  it('named on the command line (as pre-commit names files), it is not read either: an error naming where it leads', () => {
    const { dir, home } = leakRepo();
    const r = cli(dir, home, ['lint', 'spells/leak.yaml', 'spells/ok.yaml', '-f', 'json']);
    expect(r.stdout).not.toContain(TOKEN);
    const [leak, ok] = JSON.parse(r.stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string; message: string }> }>;
    expect(leak!.filePath).toBe(join(dir, 'spells/leak.yaml'));
    expect(leak!.messages).toEqual([expect.objectContaining({ ruleId: 'internal/read', message: `Not read: it is a symlink to ${join(dir, '..', 'secret.env')}, outside the folders named on the command line (--follow-symlinks reads it).` })]);
    expect(ok!.messages).toEqual([]);
    expect(r.status).toBe(1);
  });

  it('--follow-symlinks reads it, and still quotes nothing of a file that is not YAML or JSON by its real name', () => {
    const { dir, home } = leakRepo();
    const r = cli(dir, home, ['lint', 'spells', '--follow-symlinks', '-f', 'sarif']);
    expect(r.status).toBe(1);
    expect(r.stdout).not.toContain(TOKEN);
    expect(r.stdout).toContain('not quoted: the file read is not a YAML or JSON file by name');
    // The same text in a YAML file is the author's own spell file: its line is quoted (that is what the message is for).
    put(dir, 'spells/own.yaml', SECRET);
    expect(cli(dir, home, ['lint', 'spells/own.yaml', '-f', 'json']).stdout).toContain(TOKEN);
  });

  it('a named file that is not YAML or JSON is reported without quotations', () => {
    const { dir, home } = tempRepo();
    put(dir, 'notes.txt', SECRET);
    const r = cli(dir, home, ['lint', 'notes.txt', '-f', 'json']);
    expect(r.status).toBe(1);
    expect(r.stdout).not.toContain(TOKEN);
    const [result] = JSON.parse(r.stdout) as Array<{ messages: Array<{ ruleId: string; line: number; message: string }> }>;
    // The finding keeps its rule and place (line 2, the line without a colon), with the rule's title for a message.
    expect(result!.messages.map((m) => `${m.ruleId}@${m.line}`)).toEqual(['yaml/syntax@2']);
    expect(result!.messages[0]!.message).toBe('YAML syntax error (not quoted: the file read is not a YAML or JSON file by name)');
    // Every format and filter: --quiet too.
    for (const f of ['stylish', 'github', 'sarif', 'junit']) expect(cli(dir, home, ['lint', 'notes.txt', '--quiet', '-f', f]).stdout, f).not.toContain(TOKEN);
  });
});

describe('a symlink to a folder outside the folders named', () => {
  /** A repository whose `spells/out` links to a folder beside it holding a broken spell (3 errors). */
  function outsideRepo() {
    const { dir, home } = tempRepo();
    put(dir, '../outside/x.yaml', THREE_ERRORS);
    put(dir, 'spells/ok.yaml', CLEAN('Ok'));
    symlinkSync('../../outside', join(dir, 'spells/out'));
    return { dir, home };
  }

  it('is not walked: nothing outside is read, and stderr names the link', () => {
    const { dir, home } = outsideRepo();
    const r = cli(dir, home, ['lint', 'spells', '-f', 'json']);
    expect((JSON.parse(r.stdout) as Array<{ filePath: string }>).map((x) => x.filePath)).toEqual([join(dir, 'spells/ok.yaml')]);
    expect(r.stderr).toContain(`grimoire:   spells/out: a symlink to ${join(dir, '..', 'outside')}, outside the folders named on the command line\n`);
    expect(r.status).toBe(0);
  });

  it('--follow-symlinks walks it (3 errors)', () => {
    const { dir, home } = outsideRepo();
    expect(errorsIn(cli(dir, home, ['lint', 'spells', '--follow-symlinks', '-f', 'json']).stdout)).toBe(3);
  });
});

describe('links inside the folders named are followed, loops end', () => {
  it('a link to a folder elsewhere in the repository: followed under `lint .`, not under `lint spells`', () => {
    const { dir, home } = tempRepo();
    put(dir, 'common/y.yaml', THREE_ERRORS);
    put(dir, 'spells/ok.yaml', CLEAN('Ok'));
    symlinkSync('../common', join(dir, 'spells/shared'));
    // Under `.`, spells/shared/y.yaml is a spell file by its folder (common/y.yaml by itself is not).
    expect(errorsIn(cli(dir, home, ['lint', '.', '-f', 'json']).stdout)).toBe(3);
    const r = cli(dir, home, ['lint', 'spells', '-f', 'json']);
    expect(errorsIn(r.stdout)).toBe(0);
    expect(r.stderr).toContain('spells/shared: a symlink to');
  });

  it('a link loop is walked once', () => {
    const { dir, home } = tempRepo();
    mkdirSync(join(dir, 'spells'));
    put(dir, 'spells/bad.yaml', THREE_ERRORS);
    symlinkSync('.', join(dir, 'spells/loop'));
    symlinkSync('..', join(dir, 'spells/up'));
    const r = cli(dir, home, ['lint', '.', '-f', 'json']);
    expect((JSON.parse(r.stdout) as Array<{ filePath: string }>).map((x) => x.filePath)).toEqual([join(dir, 'spells/bad.yaml')]);
  });
});
