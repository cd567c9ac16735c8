/**
 * Writes of what the user asked the CLI to produce (export foundry, export
 * 5etools, import -o, render -o): file names unique and readable in any
 * script, no symlink followed, nothing outside the named output, nothing
 * replaced without --force, nothing written when nothing was produced, and
 * a refusal leaves the output as it was. On the former main, five spells
 * named in Ukrainian, Chinese and English case variants were "Exported 5
 * spells" into 2 files, and every writer wrote through planted symlinks and
 * over existing files.
 */
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { writeOutputs } from '../../server/src/cli/safe-output';
import { cli, put, tempRepo } from './cli-env';

const posix = process.platform !== 'win32';

/** A dnd5e spells file of level-`level` spells with these names (quoted, so `!!!` or `../x` stay plain text). */
function spellsFile(names: string[], level = 3): string {
  const items = names.map((n) => `  - name: ${JSON.stringify(n)}\n    level: ${level}\n    school: evocation\n    casting_time: 1 action\n    range: 150 feet\n    components: [V, S]\n    duration: Instantaneous\n`);
  return `system: dnd5e\nspells:\n${items.join('')}`;
}

/** Every path below `dir` (relative, `/`-separated, sorted), symlinks listed and not followed. */
function tree(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const e of readdirSync(join(dir, rel)).sort()) {
      const r = rel ? `${rel}/${e}` : e;
      out.push(r);
      const st = lstatSync(join(dir, r));
      if (st.isDirectory()) walk(r);
    }
  };
  walk('');
  return out;
}

/** The count in "Exported N spells to ..." (undefined when the line is missing). */
function exportedCount(stderr: string): number | undefined {
  const m = /Exported (\d+) spells to /.exec(stderr);
  return m ? Number(m[1]) : undefined;
}

const FIVE = ['Вогняна куля', 'Блискавка', '火球', 'Fireball', 'FIREBALL!'];

describe('export foundry: file names are unique and readable in any script', () => {
  it('the five names of the report: the case variants are refused, naming both spells, and nothing is written', () => {
    const { dir, home } = tempRepo();
    put(dir, 'five.spells.yaml', spellsFile(FIVE));
    const r = cli(dir, home, ['export', 'foundry', 'five.spells.yaml', '-o', 'out']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`${join(dir, 'out/level-3/fireball.yml')}: not written: "Fireball" (five.spells.yaml) and "FIREBALL!" (five.spells.yaml) would both be written to this file`);
    expect(r.stderr).toContain('Rename one of them.');
    expect(exportedCount(r.stderr)).toBeUndefined();
    expect(existsSync(join(dir, 'out'))).toBe(false);
  });

  it('non-Latin names are transliterated (Cyrillic and Chinese romanised by hand here), one file per spell, and the count is the files written', () => {
    const { dir, home } = tempRepo();
    put(dir, 'four.spells.yaml', spellsFile(FIVE.slice(0, 4)));
    const r = cli(dir, home, ['export', 'foundry', 'four.spells.yaml', '-o', 'out']);
    expect(r.status, r.stderr).toBe(0);
    // В-о-г-н-я-н-а к-у-л-я: v o g n ya n a, k u l ya; Б-л-и-с-к-а-в-к-а: b l i s k a v k a; 火球: huǒ qiú in pinyin.
    expect(tree(join(dir, 'out'))).toEqual(['level-3', 'level-3/bliskavka.yml', 'level-3/fireball.yml', 'level-3/huoqiu.yml', 'level-3/vognyana-kulya.yml']);
    expect(exportedCount(r.stderr)).toBe(4);
    const named = (f: string) => (load(readFileSync(join(dir, 'out/level-3', f), 'utf8')) as { name: string }).name;
    expect(named('vognyana-kulya.yml')).toBe('Вогняна куля');
    expect(named('bliskavka.yml')).toBe('Блискавка');
    expect(named('huoqiu.yml')).toBe('火球');
    expect(named('fireball.yml')).toBe('Fireball');
  });

  it('names that differ only in case, in two source files, are refused naming both spells and both files', () => {
    const { dir, home } = tempRepo();
    put(dir, 'a.spells.yaml', spellsFile(['Fireball']));
    put(dir, 'b.spells.yaml', spellsFile(['fireball']));
    const r = cli(dir, home, ['export', 'foundry', 'a.spells.yaml', 'b.spells.yaml', '-o', 'out']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('"Fireball" (a.spells.yaml) and "fireball" (b.spells.yaml) would both be written to this file');
    expect(existsSync(join(dir, 'out'))).toBe(false);
  });

  it('a name that leaves no letters falls back to the spell\'s id; Windows device names get a suffix', () => {
    const { dir, home } = tempRepo();
    put(dir, 'odd.spells.yaml', spellsFile(['!!!', 'Con']));
    const r = cli(dir, home, ['export', 'foundry', 'odd.spells.yaml', '-o', 'out']);
    expect(r.status, r.stderr).toBe(0);
    const files = tree(join(dir, 'out/level-3'));
    expect(files).toContain('con-spell.yml');
    const byId = files.filter((f) => f !== 'con-spell.yml');
    expect(byId).toHaveLength(1);
    const item = load(readFileSync(join(dir, 'out/level-3', byId[0]!), 'utf8')) as { _id: string; name: string };
    expect(item.name).toBe('!!!');
    expect(byId[0]).toBe(`spell-${item._id.toLowerCase()}.yml`);
  });

  it('names shaped like paths stay inside the output folder', () => {
    const { dir, home } = tempRepo();
    put(dir, 'paths.spells.yaml', spellsFile(['../../escape', '/etc/passwd', '..', 'C:\\Windows\\x']));
    const before = tree(join(dir, '..'));
    const r = cli(dir, home, ['export', 'foundry', 'paths.spells.yaml', '-o', 'out']);
    expect(r.status, r.stderr).toBe(0);
    const files = tree(join(dir, 'out')).filter((f) => f.endsWith('.yml'));
    expect(files).toHaveLength(4);
    expect(files).toEqual(expect.arrayContaining(['level-3/escape.yml', 'level-3/etc-passwd.yml', 'level-3/c-windows-x.yml']));
    expect(files.every((f) => /^level-3\/[a-z0-9-]+\.yml$/.test(f))).toBe(true);
    // Nothing new beside the repository: only its own tree changed.
    expect(tree(join(dir, '..')).filter((f) => !f.startsWith('repo/'))).toEqual(before.filter((f) => !f.startsWith('repo/')));
  });
});

describe.skipIf(!posix)('export foundry: the output folder is never written through or over', () => {
  it('an existing file is not replaced without --force: the file is named, --force suggested, and no other file is written', () => {
    const { dir, home } = tempRepo();
    put(dir, 'two.spells.yaml', spellsFile(['Fireball', 'Lightning Bolt']));
    const mine = put(dir, 'out/level-3/fireball.yml', 'my own notes\n');
    const r = cli(dir, home, ['export', 'foundry', 'two.spells.yaml', '-o', 'out']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`${mine}: not written: a file is already there (--force replaces it).`);
    expect(r.stderr).toContain(`Nothing written to ${join(dir, 'out')}.`);
    expect(readFileSync(mine, 'utf8')).toBe('my own notes\n');
    expect(tree(join(dir, 'out'))).toEqual(['level-3', 'level-3/fireball.yml']);
    const f = cli(dir, home, ['export', 'foundry', 'two.spells.yaml', '-o', 'out', '--force']);
    expect(f.status, f.stderr).toBe(0);
    expect(exportedCount(f.stderr)).toBe(2);
    expect((load(readFileSync(mine, 'utf8')) as { name: string }).name).toBe('Fireball');
  });

  it('--force keeps a replaced file\'s permission bits', () => {
    const { dir, home } = tempRepo();
    put(dir, 'one.spells.yaml', spellsFile(['Fireball']));
    const mine = put(dir, 'out/level-3/fireball.yml', 'old\n');
    chmodSync(mine, 0o640);
    expect(cli(dir, home, ['export', 'foundry', 'one.spells.yaml', '-o', 'out', '--force']).status).toBe(0);
    expect(statSync(mine).mode & 0o777).toBe(0o640);
  });

  it('a symlink planted at a file\'s name is not written through; --force replaces the link itself', () => {
    const { dir, home } = tempRepo();
    put(dir, 'one.spells.yaml', spellsFile(['Fireball']));
    const victim = put(home, 'victim.txt', 'precious\n');
    mkdirSync(join(dir, 'out/level-3'), { recursive: true });
    symlinkSync(victim, join(dir, 'out/level-3/fireball.yml'));
    const r = cli(dir, home, ['export', 'foundry', 'one.spells.yaml', '-o', 'out']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('fireball.yml: not written: a symlink is there, and Grimoire never writes through one');
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(cli(dir, home, ['export', 'foundry', 'one.spells.yaml', '-o', 'out', '--force']).status).toBe(0);
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(lstatSync(join(dir, 'out/level-3/fireball.yml')).isFile()).toBe(true);
  });

  it('a symlinked folder planted in the output tree is refused, even with --force', () => {
    const { dir, home } = tempRepo();
    put(dir, 'one.spells.yaml', spellsFile(['Fireball']));
    mkdirSync(join(dir, 'out'));
    mkdirSync(join(home, 'elsewhere'));
    symlinkSync(join(home, 'elsewhere'), join(dir, 'out/level-3'));
    for (const extra of [[], ['--force']]) {
      const r = cli(dir, home, ['export', 'foundry', 'one.spells.yaml', '-o', 'out', ...extra]);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(`${join(dir, 'out/level-3')}: nothing written into it: it is a symlink`);
      expect(readdirSync(join(home, 'elsewhere'))).toEqual([]);
    }
  });

  it('an output folder named inside the working folder may not lead out of it through a symlink', () => {
    const { dir, home } = tempRepo();
    put(dir, 'one.spells.yaml', spellsFile(['Fireball']));
    mkdirSync(join(home, 'elsewhere'));
    symlinkSync(join(home, 'elsewhere'), join(dir, 'packs'));
    const r = cli(dir, home, ['export', 'foundry', 'one.spells.yaml', '-o', 'packs/_source', '--force']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`not written: it leads through a symlink to ${join(home, 'elsewhere/_source')}, outside the working folder`);
    expect(readdirSync(join(home, 'elsewhere'))).toEqual([]);
  });

  it('zero spells to export: a non-zero exit, said on stderr, and the output is not created', () => {
    const { dir, home } = tempRepo();
    put(dir, 'w.spell.yaml', 'system: wfb\nname: Curse\ncasting_value: 7\nrange: 12 inches\n');
    const r = cli(dir, home, ['export', 'foundry', 'w.spell.yaml', '-o', 'out']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('No dnd5e or tov spells to export.');
    expect(r.stderr).toContain(`Nothing written to ${join(dir, 'out')}.`);
    expect(existsSync(join(dir, 'out'))).toBe(false);
  });
});

describe.skipIf(!posix)('export 5etools, import -o and render -o use the same writer', () => {
  it('export 5etools: an existing brew is kept without --force, a planted symlink is never followed', () => {
    const { dir, home } = tempRepo();
    put(dir, 'one.spells.yaml', spellsFile(['Fireball']));
    const mine = put(dir, 'brew.json', '{"mine": true}\n');
    const r = cli(dir, home, ['export', '5etools', 'one.spells.yaml', '-o', 'brew.json']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`${mine}: not written: a file is already there (--force replaces it).`);
    expect(readFileSync(mine, 'utf8')).toBe('{"mine": true}\n');
    const victim = put(home, 'victim.txt', 'precious\n');
    symlinkSync(victim, join(dir, 'linked.json'));
    expect(cli(dir, home, ['export', '5etools', 'one.spells.yaml', '-o', 'linked.json', '--force']).status).toBe(0);
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(JSON.parse(readFileSync(join(dir, 'linked.json'), 'utf8')).spell).toHaveLength(1);
  });

  it('import -o: a planted symlink is not written through (with --force the link is replaced); an existing file needs --force', () => {
    const { dir, home } = tempRepo();
    put(dir, 'src.json', JSON.stringify({ spell: [{ name: 'Fireball', source: 'PHB', level: 3, school: 'V', time: [{ number: 1, unit: 'action' }], range: { type: 'point', distance: { type: 'feet', amount: 150 } }, components: { v: true, s: true }, duration: [{ type: 'instant' }], entries: ['A bright streak.'] }] }));
    const victim = put(home, 'victim.txt', 'precious\n');
    symlinkSync(victim, join(dir, 'spells.yaml'));
    const r = cli(dir, home, ['import', '5etools', 'src.json', '-o', 'spells.yaml']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('spells.yaml: not written: a symlink is there');
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(cli(dir, home, ['import', '5etools', 'src.json', '-o', 'spells.yaml', '--force']).status).toBe(0);
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(readFileSync(join(dir, 'spells.yaml'), 'utf8')).toContain('name: Fireball');
    const mine = put(dir, 'mine.yaml', 'my spells\n');
    const again = cli(dir, home, ['import', '5etools', 'src.json', '-o', 'mine.yaml']);
    expect(again.status).toBe(2);
    expect(again.stderr).toContain(`${mine}: not written: a file is already there (--force replaces it).`);
    expect(readFileSync(mine, 'utf8')).toBe('my spells\n');
  });

  it('import 5e-database -o: an existing file needs --force', () => {
    const { dir, home } = tempRepo();
    put(dir, 'db.json', JSON.stringify([{ index: 'fireball', name: 'Fireball', level: 3, school: { name: 'Evocation' }, casting_time: '1 action', range: '150 feet', components: ['V', 'S'], duration: 'Instantaneous', desc: ['A bright streak.'] }]));
    const mine = put(dir, 'srd.yaml', 'my spells\n');
    const r = cli(dir, home, ['import', '5e-database', 'db.json', '-o', 'srd.yaml']);
    expect(r.status).toBe(2);
    expect(readFileSync(mine, 'utf8')).toBe('my spells\n');
    expect(cli(dir, home, ['import', '5e-database', 'db.json', '-o', 'srd.yaml', '--force']).status).toBe(0);
    expect(readFileSync(mine, 'utf8')).toContain('name: Fireball');
  });

  it('import of zero spells leaves its target untouched, even with --force, and says so', () => {
    const { dir, home } = tempRepo();
    put(dir, 'empty.json', '{"spell": []}');
    put(dir, 'empty-db.json', '[]');
    const mine = put(dir, 'spells.yaml', 'my spells\n');
    for (const args of [['import', '5etools', 'empty.json'], ['import', '5e-database', 'empty-db.json']]) {
      const r = cli(dir, home, [...args, '-o', 'spells.yaml', '--force']);
      expect(r.status, args.join(' ')).toBe(1);
      expect(r.stderr).toContain(`No spells imported; nothing written to ${mine}.`);
      expect(readFileSync(mine, 'utf8')).toBe('my spells\n');
    }
  });

  it('render -o: a planted symlink is not written through; an existing page needs --force', () => {
    const { dir, home } = tempRepo();
    put(dir, 'one.spells.yaml', spellsFile(['Fireball']));
    const victim = put(home, 'victim.txt', 'precious\n');
    symlinkSync(victim, join(dir, 'card.html'));
    const r = cli(dir, home, ['render', 'one.spells.yaml', '--format', 'html', '-o', 'card.html']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('card.html: not written: a symlink is there');
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(cli(dir, home, ['render', 'one.spells.yaml', '--format', 'html', '-o', 'card.html', '--force']).status).toBe(0);
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(readFileSync(join(dir, 'card.html'), 'utf8')).toMatch(/^<!DOCTYPE html>/);
    const page = put(dir, 'page.md', 'my page\n');
    expect(cli(dir, home, ['render', 'one.spells.yaml', '--format', 'md', '-o', 'page.md']).status).toBe(2);
    expect(readFileSync(page, 'utf8')).toBe('my page\n');
  });
});

describe.skipIf(!posix)('report files keep their promise: replaced, never followed', () => {
  it('lint -o and merge-sarif -o replace an older report without --force', () => {
    const { dir, home } = tempRepo();
    put(dir, 'a.spell.yaml', 'name: A\nlevel: 12\n');
    put(dir, 'grimoire.sarif', 'old report\n');
    put(dir, 'merged.sarif', 'old merged\n');
    expect(cli(dir, home, ['lint', 'a.spell.yaml', '-f', 'sarif', '-o', 'grimoire.sarif']).status).toBe(1);
    expect(JSON.parse(readFileSync(join(dir, 'grimoire.sarif'), 'utf8')).version).toBe('2.1.0');
    expect(cli(dir, home, ['merge-sarif', 'grimoire.sarif', '-o', 'merged.sarif']).status).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'merged.sarif'), 'utf8')).version).toBe('2.1.0');
  });

  it('a report named inside the working folder is not written through a committed folder symlink leading out of it', () => {
    const { dir, home } = tempRepo();
    put(dir, 'a.spell.yaml', 'name: A\nlevel: 12\n');
    mkdirSync(join(home, 'elsewhere'));
    symlinkSync(join(home, 'elsewhere'), join(dir, 'reports'));
    const r = cli(dir, home, ['lint', 'a.spell.yaml', '-f', 'sarif', '-o', 'reports/grimoire.sarif']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('outside the working folder');
    expect(readdirSync(join(home, 'elsewhere'))).toEqual([]);
  });
});

describe('the writer (safe-output.ts), as a later command would call it', () => {
  it('refuses relative paths that would leave the output folder, and writes nothing at all', () => {
    const { dir } = tempRepo();
    const root = join(dir, 'cards');
    const r = writeOutputs(root, [
      { path: 'ok.html', data: 'fine' },
      { path: '../x.html', data: 'x' },
      { path: 'a/../../y.html', data: 'y' },
      { path: '/tmp/z.html', data: 'z' },
      { path: '', data: 'e' },
      { path: 'a//b.html', data: 'b' },
    ]);
    expect(r.written).toEqual([]);
    expect(r.problems.map((p) => p.msg.key)).toEqual(['out.outside', 'out.outside', 'out.outside', 'out.outside', 'out.outside']);
    expect(existsSync(root)).toBe(false);
    expect(existsSync(join(dir, 'x.html'))).toBe(false);
  });

  it('writes a tree of new files, creating folders, and reports each file written', () => {
    const { dir } = tempRepo();
    const root = join(dir, 'cards');
    const r = writeOutputs(root, [
      { path: 'index.html', data: 'index' },
      { path: 'level-1/a.html', data: 'a' },
      { path: 'level-1/b.html', data: new Uint8Array([98]) },
    ]);
    expect(r.problems).toEqual([]);
    expect(r.written).toEqual([join(root, 'index.html'), join(root, 'level-1/a.html'), join(root, 'level-1/b.html')]);
    expect(tree(root)).toEqual(['index.html', 'level-1', 'level-1/a.html', 'level-1/b.html']);
    expect(readFileSync(join(root, 'level-1/b.html'), 'utf8')).toBe('b');
  });

  it('refuses paths that fold to the same name, and a path that would be both a file and a folder', () => {
    const { dir } = tempRepo();
    const same = writeOutputs(join(dir, 'c1'), [{ path: 'A.html', data: '1', label: 'first' }, { path: 'a.HTML', data: '2', label: 'second' }]);
    expect(same.problems.map((p) => [p.msg.key, p.msg.args?.first, p.msg.args?.second])).toEqual([['out.collision', 'first', 'second']]);
    const both = writeOutputs(join(dir, 'c2'), [{ path: 'a', data: '1' }, { path: 'a/b', data: '2' }]);
    expect(both.problems.map((p) => p.msg.key)).toEqual(['out.fileAndFolder']);
    expect(existsSync(join(dir, 'c1'))).toBe(false);
    expect(existsSync(join(dir, 'c2'))).toBe(false);
  });

  it('a folder at a file\'s name is refused even with force', () => {
    const { dir } = tempRepo();
    mkdirSync(join(dir, 'out/x.html'), { recursive: true });
    writeFileSync(join(dir, 'out/keep.txt'), 'keep');
    const r = writeOutputs(join(dir, 'out'), [{ path: 'x.html', data: 'x' }], { force: true });
    expect(r.problems.map((p) => p.msg.key)).toEqual(['out.notFile']);
    expect(statSync(join(dir, 'out/x.html')).isDirectory()).toBe(true);
  });
});
