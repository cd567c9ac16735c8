/**
 * `grimoire diff` run as a process on real folders and a real git
 * repository: files, folders, revisions and `REV:path` as sides; the exit
 * code; what is left out said on standard error; revisions that look like
 * options or carry shell syntax refused without running anything; and a
 * corpus (SRD 5.1, converted in memory) against an edited copy, where every
 * edit made is reported once. Expected changes are the edits this file
 * makes, written down as it makes them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, put } from '../security/cli-env';
import { corpusText, haveCorpus, skipMessage } from '../helpers/corpus';

/** A 5e spell as a one-spell file. */
const spell = (name: string, dice = '8d6', range = '150 feet') =>
  `name: ${name}\nlevel: 3\nschool: evocation\ncasting_time: 1 action\nrange: ${range}\ncomponents: [V, S]\nduration: Instantaneous\ndamage: { dice: ${dice}, type: fire }\ndescription: The ${name} text.\n`;

/** A temp git repository with a per-test home (no user config, no hooks of the machine). */
function gitRepo(): { dir: string; home: string; git: (...args: string[]) => string } {
  const base = mkdtempSync(join(tmpdir(), 'grimoire-diff-'));
  const dir = join(base, 'repo');
  const home = join(base, 'home');
  for (const d of [dir, home]) spawnSync('mkdir', ['-p', d]);
  const env = { ...process.env, HOME: home, GIT_CONFIG_NOSYSTEM: '1', GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.invalid', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.invalid' };
  const git = (...args: string[]) => {
    const r = spawnSync('git', args, { cwd: dir, env, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    return r.stdout;
  };
  git('init', '-q', '-b', 'main');
  return { dir, home, git };
}

const haveGit = spawnSync('git', ['--version']).status === 0;

describe('grimoire diff: folders and files', () => {
  it('two folders: a changed field, a rename, a move, an addition, a removal (each once), a class list; --exit-code', () => {
    const base = mkdtempSync(join(tmpdir(), 'grimoire-diff-'));
    const home = join(base, 'home');
    put(base, 'old/spells/fireball.yaml', spell('Fireball'));
    put(base, 'old/spells/shield.yaml', spell('Shield', '1d4'));
    put(base, 'old/spells/a/sleep.yaml', spell('Sleep', '5d8'));
    put(base, 'old/spells/slow.yaml', spell('Slow', '2d4'));
    put(base, 'new/spells/fireball.yaml', spell('Fireball', '10d6'));
    put(base, 'new/spells/shield.yaml', spell('Shield', '1d4').replace('name: Shield', 'name: Aegis'));
    put(base, 'new/spells/b/sleep.yaml', spell('Sleep', '5d8'));
    put(base, 'new/spells/haste.yaml', spell('Haste', '1d6'));
    put(base, 'old/lists/classes.spell-list.yaml', 'system: dnd5e\nspell_lists:\n  wizard: [Fireball, Shield, Slow]\n');
    put(base, 'new/lists/classes.spell-list.yaml', 'system: dnd5e\nspell_lists:\n  wizard: [Fireball, Aegis, Haste]\n');
    const r = cli(base, home, ['diff', 'old', 'new', '--exit-code']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(1);
    expect(r.stdout).toBe(
      [
        '~ Fireball  changed  new/spells/fireball.yaml:1',
        '    damage.dice: 8d6 -> 10d6',
        '+ Haste  added  new/spells/haste.yaml:1',
        // Only the name line was changed: the same content under a new name.
        '~ Shield -> Aegis  renamed  new/spells/shield.yaml:1',
        '~ Sleep  moved  old/spells/a/sleep.yaml:1 -> new/spells/b/sleep.yaml:1',
        '- Slow  removed  old/spells/slow.yaml:1',
        // The list follows the rename (Shield -> Aegis), gains Haste and loses Slow.
        '~ wizard list (dnd5e)  changed  new/lists/classes.spell-list.yaml:3',
        '    + Aegis',
        '    + Haste',
        '    - Shield',
        '    - Slow',
        '',
        'Spells changed: 1 (fields: 1); added: 1; removed: 1; renamed: 1; moved: 1; class lists changed: 1.',
      ].join('\n') + '\n',
    );
  });

  it('a rename keeps content; the same folder twice is no change (exit 0 with --exit-code)', () => {
    const base = mkdtempSync(join(tmpdir(), 'grimoire-diff-'));
    const home = join(base, 'home');
    const text = 'name: Shield\nlevel: 1\nschool: abjuration\ncasting_time: 1 reaction\nrange: Self\ncomponents: [V, S]\nduration: 1 round\ndescription: A barrier.\n';
    put(base, 'a/shield.spell.yaml', text);
    put(base, 'b/shield.spell.yaml', text.replace('Shield', 'Aegis'));
    const r = cli(base, home, ['diff', 'a/shield.spell.yaml', 'b/shield.spell.yaml', '-f', 'json']);
    expect(r.status).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.summary).toEqual({ added: 0, removed: 0, renamed: 1, moved: 0, changed: 0, fields: 0, lists: 0 });
    expect(j.changes[0].from.name).toBe('Shield');
    expect(j.changes[0].to.name).toBe('Aegis');
    const same = cli(base, home, ['diff', 'a', 'a', '--exit-code']);
    expect(same.status).toBe(0);
    expect(same.stdout).toBe('No spell changed.\n');
  });

  it('what cannot be compared is said on standard error and in the report: an unnamed spell, a file that is not UTF-8', () => {
    const base = mkdtempSync(join(tmpdir(), 'grimoire-diff-'));
    const home = join(base, 'home');
    put(base, 'a/x.spell.yaml', 'level: 1\nschool: abjuration\n');
    writeFileSync(join(base, 'a/bad.spell.yaml'), Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x3a, 0x20, 0xff, 0xfe, 0x0a]));
    put(base, 'b/x.spell.yaml', 'level: 1\nschool: abjuration\n');
    const r = cli(base, home, ['diff', 'a', 'b', '-f', 'json']);
    expect(r.status).toBe(0);
    expect(r.stderr).toContain('a/x.spell.yaml:1: a spell without a name is left out of the comparison.');
    expect(r.stderr).toContain('b/x.spell.yaml:1: a spell without a name is left out of the comparison.');
    expect(r.stderr).toMatch(/a\/bad\.spell\.yaml: not compared: /);
    expect(JSON.parse(r.stdout).notes).toHaveLength(3);
  });

  it('usage: one side, an unknown format, a side that is nothing: exit 2 with the message', () => {
    const base = mkdtempSync(join(tmpdir(), 'grimoire-diff-'));
    const home = join(base, 'home');
    put(base, 'a/x.spell.yaml', spell('X'));
    expect(cli(base, home, ['diff', 'a']).stderr).toContain('grimoire diff compares two sides');
    expect(cli(base, home, ['diff', 'a', 'a', '-f', 'sarif']).stderr).toContain('Unknown format "sarif": stylish, json or github');
    const r = cli(base, home, ['diff', 'a', 'nowhere']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('"nowhere" is neither a file, a folder nor a git revision');
  });
});

describe.skipIf(!haveGit)('grimoire diff: git revisions', () => {
  it('HEAD against the working tree, a revision against a revision, REV:path against a folder', () => {
    const { dir, home, git } = gitRepo();
    put(dir, 'spells/fireball.yaml', spell('Fireball'));
    put(dir, 'spells/shield.yaml', spell('Shield', '1d4'));
    put(dir, 'notes/readme.yaml', 'title: not a spell file\n');
    git('add', '.');
    git('commit', '-q', '-m', 'one');
    put(dir, 'spells/fireball.yaml', spell('Fireball', '10d6', '120 feet'));
    const work = cli(dir, home, ['diff', 'HEAD', '.']);
    expect(work.stderr).toBe('');
    expect(work.stdout).toBe(['~ Fireball  changed  spells/fireball.yaml:1', '    range: 150 feet -> 120 feet', '    damage.dice: 8d6 -> 10d6', '', 'Spells changed: 1 (fields: 2); added: 0; removed: 0; renamed: 0; moved: 0; class lists changed: 0.', ''].join('\n'));
    git('commit', '-q', '-am', 'two');
    const revs = JSON.parse(cli(dir, home, ['diff', 'HEAD~1', 'HEAD', '-f', 'json']).stdout);
    expect(revs.changes.map((c: { kind: string; to: { file: string } }) => `${c.kind} ${c.to.file}`)).toEqual(['changed HEAD:spells/fireball.yaml']);
    const sub = JSON.parse(cli(dir, home, ['diff', 'HEAD~1:spells', 'spells', '-f', 'json']).stdout);
    // Places are relative to what was named on each side: the same files, so nothing moved.
    expect(sub.summary).toEqual({ added: 0, removed: 0, renamed: 0, moved: 0, changed: 1, fields: 2, lists: 0 });
  });

  it('a revision that looks like an option is refused before git sees it; shell syntax is a name, never run', () => {
    const { dir, home, git } = gitRepo();
    put(dir, 'spells/fireball.yaml', spell('Fireball'));
    git('add', '.');
    git('commit', '-q', '-m', 'one');
    const opt = cli(dir, home, ['diff', '--', '--output=pwned', 'HEAD']);
    expect(opt.status).toBe(2);
    expect(opt.stderr).toContain('"--output=pwned" is not taken as a git revision: a revision cannot start with "-"');
    const shell = cli(dir, home, ['diff', 'HEAD', '$(touch pwned2)`touch pwned3`;touch pwned4']);
    expect(shell.status).toBe(2);
    expect(shell.stderr).toContain('is neither a file, a folder nor a git revision');
    // A pathspec that git would read as magic (every file) is a literal path that names nothing: Fireball is not on that side.
    const magic = cli(dir, home, ['diff', 'HEAD:spells', 'HEAD::(glob)**', '-f', 'json']);
    expect(magic.status, magic.stderr).toBe(0);
    expect(JSON.parse(magic.stdout).summary.removed).toBe(1);
    expect(readdirSync(dir).filter((n) => n.startsWith('pwned'))).toEqual([]);
  });
});

describe.skipIf(!haveCorpus('srd'))('grimoire diff: a corpus and its edited copy', () => {
  it('SRD 5.1: every edit made (a field, a rename, a removal, an addition) is reported once, nothing else', () => {
    const text = corpusText('srd')!;
    const base = mkdtempSync(join(tmpdir(), 'grimoire-diff-'));
    const home = join(base, 'home');
    put(base, 'old/srd.spells.yaml', text);
    // Edits made on the text's lines, each found by its own line.
    const lines = text.split('\n');
    const edits: string[] = [];
    const itemAt = (name: string) => lines.indexOf(`  - name: ${name}`);
    const itemEnd = (i: number) => {
      let j = i + 1;
      while (j < lines.length && !lines[j]!.startsWith('  - ')) j++;
      return j;
    };
    const fb = itemAt('Fireball');
    const lv = lines.slice(fb, itemEnd(fb)).indexOf('    level: 3');
    expect(fb > 0 && lv > 0).toBe(true);
    lines[fb + lv] = '    level: 4';
    edits.push('changed Fireball');
    const sh = itemAt('Shield');
    expect(sh).toBeGreaterThan(0);
    lines[sh] = '  - name: Aegis of Test';
    edits.push('renamed Shield -> Aegis of Test');
    const sl = itemAt('Sleep');
    expect(sl).toBeGreaterThan(0);
    lines.splice(sl, itemEnd(sl) - sl);
    edits.push('removed Sleep');
    const edited = `${lines.join('\n').trimEnd()}\n  - name: Test Added Spell\n    level: 1\n    school: evocation\n    casting_time: 1 action\n    range: Self\n    components: [V]\n    duration: Instantaneous\n    description: Added by the test.\n`;
    edits.push('added Test Added Spell');
    put(base, 'new/srd.spells.yaml', edited);
    const r = cli(base, home, ['diff', 'old/srd.spells.yaml', 'new/srd.spells.yaml', '-f', 'json']);
    expect(r.status, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout);
    const got = j.changes.map((c: { kind: string; spell?: { name: string }; from?: { name: string }; to?: { name: string } }) =>
      c.kind === 'renamed' ? `renamed ${c.from!.name} -> ${c.to!.name}` : `${c.kind} ${(c.spell ?? c.to)!.name}`,
    );
    expect(got.sort()).toEqual(edits.sort());
    const fireball = j.changes.find((c: { kind: string }) => c.kind === 'changed');
    expect(fireball.fields).toEqual([{ path: 'level', old: 3, new: 4 }]);
    expect(existsSync(join(base, 'new/srd.spells.yaml'))).toBe(true);
    expect(readFileSync(join(base, 'old/srd.spells.yaml'), 'utf8')).toBe(text);
  }, 120_000);
});

if (!haveCorpus('srd')) console.warn(skipMessage('test/cli/diff.test.ts', ['srd']));
