/**
 * CLI options end to end (the built CLI in a temp folder): config lookup and
 * rule severities, ignore globs and .gitignore, --max-warnings, --quiet,
 * --fail-severity, several -f/-o pairs, --cache, --shard, --fix.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';

const CLI = resolve(__dirname, '../../bin/grimoire.js');

const CLEAN = (name: string) => `name: ${name}\nlevel: 1\nschool: abjuration\ncasting_time: 1 action\nrange: self\ncomponents: [V, S]\nduration: 1 round\n`;
/** A reaction without its trigger: a 5e/reaction-trigger warning. */
const WARN = (name: string) => CLEAN(name).replace('1 action', '1 reaction');
const ERROR = (name: string) => CLEAN(name).replace('level: 1', 'level: 12');

let dir: string;
function write(rel: string, text: string): string {
  const p = join(dir, rel);
  mkdirSync(join(p, '..'), { recursive: true });
  writeFileSync(p, text);
  return p;
}
function run(...args: string[]) {
  return spawnSync(process.execPath, [CLI, ...args], { cwd: dir, encoding: 'utf8' });
}
function json(...args: string[]): Array<{ filePath: string; messages: Array<{ ruleId: string; severity: number }> }> {
  return JSON.parse(run('lint', '-f', 'json', ...args).stdout);
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'grimoire-cli-'));
});

describe('exit codes and thresholds', () => {
  it('warnings alone exit 0; --max-warnings and --fail-severity turn them into failure', () => {
    write('a.spell.yaml', WARN('A'));
    expect(run('lint', '.').status).toBe(0);
    expect(run('lint', '--max-warnings', '0', '.').status).toBe(1);
    expect(run('lint', '--max-warnings', '1', '.').status).toBe(0);
    expect(run('lint', '--fail-severity', 'warning', '.').status).toBe(1);
  });

  it('--quiet reports errors only', () => {
    write('a.spell.yaml', WARN('A'));
    write('b.spell.yaml', ERROR('B'));
    const r = json('--quiet', '.');
    expect(r.flatMap((f) => f.messages.map((m) => m.severity))).toEqual([2]);
  });
});

describe('config', () => {
  it('.grimoirerc.yaml is found upward and sets severities and the default system', () => {
    write('.grimoirerc.yaml', 'rules:\n  5e/reaction-trigger: error\n');
    write('deep/er/a.spell.yaml', WARN('A'));
    const r = run('lint', '-f', 'json', '.');
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout)[0].messages[0]).toMatchObject({ ruleId: '5e/reaction-trigger', severity: 2 });
    write('deep/.grimoirerc.yaml', 'rules:\n  5e/reaction-trigger: off\n');
    expect(json('.')[0]!.messages).toEqual([]);
  });

  it('a config sets the default system; --config overrides the lookup', () => {
    write('tov/.grimoirerc.yaml', 'system: tov\n');
    write('tov/a.spell.yaml', CLEAN('A'));
    expect(json('.')[0]!.messages.map((m) => m.ruleId)).toContain('schema/required'); // tov wants `circle`
    write('other.yaml', 'system: dnd5e\n');
    expect(json('--config', 'other.yaml', '.')[0]!.messages).toEqual([]);
  });

  it('a broken config is a usage error (exit 2)', () => {
    write('.grimoirerc.yaml', 'rules: [\n');
    write('a.spell.yaml', CLEAN('A'));
    const r = run('lint', '.');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/Config .* is not valid YAML/);
  });

  it('honours config ignore globs and .gitignore', () => {
    write('.grimoirerc.yaml', 'ignore: [drafts/**]\n');
    write('.gitignore', 'build/\n');
    mkdirSync(join(dir, '.git'));
    write('drafts/x.spell.yaml', ERROR('X'));
    write('build/y.spell.yaml', ERROR('Y'));
    write('ok.spell.yaml', CLEAN('OK'));
    const r = json('.');
    expect(r.map((f) => f.filePath)).toEqual([join(dir, 'ok.spell.yaml')]);
  });
});

describe('outputs', () => {
  it('writes several -f/-o pairs in one run', () => {
    write('a.spell.yaml', ERROR('A'));
    const r = run('lint', '-f', 'json', '-o', 'out/r.json', '-f', 'sarif', '-o', 'out/r.sarif', '-f', 'junit', '-o', 'out/r.xml', '.');
    expect(r.status).toBe(1);
    expect(JSON.parse(readFileSync(join(dir, 'out/r.json'), 'utf8'))[0].errorCount).toBe(1);
    expect(JSON.parse(readFileSync(join(dir, 'out/r.sarif'), 'utf8')).version).toBe('2.1.0');
    expect(readFileSync(join(dir, 'out/r.xml'), 'utf8')).toMatch(/<testsuites/);
  });
});

describe('cache', () => {
  it('re-lints only changed files, and a config change invalidates', async () => {
    const { createHmac } = await import('node:crypto');
    const { readdirSync } = await import('node:fs');
    const { VERSION } = await import('../../server/src/version');
    const a = write('a.spell.yaml', ERROR('A'));
    write('b.spell.yaml', CLEAN('B'));
    // The cache goes to a folder of the test's own (by default it is the user's ~/.cache/grimoire), outside the linted folder.
    const cacheDir = mkdtempSync(join(tmpdir(), 'grimoire-cli-cache-'));
    const loc = ['--cache', '--cache-location', cacheDir];
    expect(json(...loc, '.').map((f) => f.messages.length)).toEqual([1, 0]);
    const cacheFile = join(cacheDir, readdirSync(cacheDir).find((f) => f.startsWith('lint-cache-'))!);
    expect(existsSync(cacheFile)).toBe(true);
    // Replace the cached result for b, signed with the cache's key: a cache hit must return it unchanged.
    const key = Buffer.from(readFileSync(join(cacheDir, 'key'), 'utf8'), 'hex');
    const c = JSON.parse(readFileSync(cacheFile, 'utf8'));
    const b = join(dir, 'b.spell.yaml');
    const e = c.entries[b];
    e.result = { filePath: b, messages: [{ ruleId: 'cached/marker', severity: 1, message: 'from cache', line: 1, column: 1, endLine: 1, endColumn: 1 }], errorCount: 0, warningCount: 1, fixableErrorCount: 0, fixableWarningCount: 0 };
    e.mac = createHmac('sha256', key).update(JSON.stringify([VERSION, b, e.key, e.result])).digest('hex');
    writeFileSync(cacheFile, JSON.stringify(c));
    writeFileSync(a, CLEAN('A'));
    const second = json(...loc, '.');
    expect(second[0]!.messages).toEqual([]); // a changed: re-linted
    expect(second[1]!.messages.map((m) => m.ruleId)).toEqual(['cached/marker']); // b unchanged: from cache
    write('.grimoirerc.yaml', 'rules: {}\n');
    expect(json(...loc, '.')[1]!.messages).toEqual([]); // config changed: re-linted
  });
});

describe('shards', () => {
  it('split files deterministically and completely', () => {
    for (let i = 0; i < 20; i++) write(`s${i}.spell.yaml`, CLEAN(`S${i}`));
    const all = json('.').map((f) => f.filePath).sort();
    const parts = [1, 2, 3].map((i) => json('--shard', `${i}/3`, '.').map((f) => f.filePath));
    expect(parts.flat().sort()).toEqual(all);
    expect(new Set(parts.flat()).size).toBe(all.length);
    expect(parts.every((p) => p.length > 0)).toBe(true);
    expect(json('--shard', '2/3', '.').map((f) => f.filePath)).toEqual(parts[1]);
  });
});

describe('--fix', () => {
  it('fixes in place, keeps comments, is idempotent, and leaves clean files untouched', () => {
    const src = `# my notes\nname: Cone # keep me\nlevel: 5\nschool: evocation\ncasting_time: 1 action\nrange: 60 feet # was wrong\ncomponents: [V, S]\nduration: Instantaneous\narea: { shape: cone, length: 60 }\ndescription: Frost blasts out from you.\n`;
    const p = write('cone.spell.yaml', src);
    const clean = write('clean.spell.yaml', CLEAN('C'));
    const before = statSync(clean).mtimeMs;
    utimesSync(clean, new Date(before - 10_000), new Date(before - 10_000));
    const cleanM = statSync(clean).mtimeMs;
    expect(run('lint', '--fix', '.').status).toBe(0);
    const fixed = readFileSync(p, 'utf8');
    expect(fixed).toBe(src.replace('range: 60 feet', 'range: Self (60-foot cone)'));
    expect(run('lint', '--fix', '.').status).toBe(0);
    expect(readFileSync(p, 'utf8')).toBe(fixed);
    expect(statSync(clean).mtimeMs).toBe(cleanM);
  });
});

describe('atomic writes', () => {
  it('refuse a file that changed since it was read, and never leave a temp file', async () => {
    const { writeAtomically } = await import('../../server/src/cli/lint');
    const p = write('x.spell.yaml', 'name: A\n');
    const st = statSync(p);
    const before = { mtimeMs: st.mtimeMs, size: st.size, text: 'name: A\n' };
    writeFileSync(p, 'name: B, edited meanwhile\n');
    expect(writeAtomically(p, 'name: fixed\n', before)).toBe(false);
    expect(readFileSync(p, 'utf8')).toBe('name: B, edited meanwhile\n');
    const st2 = statSync(p);
    expect(writeAtomically(p, 'name: fixed\n', { mtimeMs: st2.mtimeMs, size: st2.size, text: 'name: B, edited meanwhile\n' })).toBe(true);
    expect(readFileSync(p, 'utf8')).toBe('name: fixed\n');
    expect(spawnSync('ls', ['-a', dir], { encoding: 'utf8' }).stdout).not.toMatch(/\.tmp/);
  });
});

describe('worker threads for big files', () => {
  it('give exactly the single-thread result', () => {
    const items: string[] = [];
    for (let i = 0; i < 5000; i++) {
      let s = CLEAN(`Spell ${i}`).trimEnd().replace(/^/gm, '    ').replace(/^    name/, '  - name') + '\n';
      if (i % 97 === 0) s = s.replace('level: 1', 'level: 12');
      if (i % 89 === 0) s = s.replace('1 action', '1 reaction');
      items.push(s + `    description: ${'Lorem ipsum dolor sit amet. '.repeat(12)}\n`);
    }
    write('big.spells.yaml', `system: dnd5e\nspells:\n${items.join('')}`);
    expect(statSync(join(dir, 'big.spells.yaml')).size).toBeGreaterThan(2 * 1024 * 1024);
    const one = spawnSync(process.execPath, [CLI, 'lint', '-f', 'json', 'big.spells.yaml'], { cwd: dir, encoding: 'utf8', env: { ...process.env, GRIMOIRE_WORKERS: '0' }, maxBuffer: 1 << 26 });
    const two = spawnSync(process.execPath, [CLI, 'lint', '-f', 'json', 'big.spells.yaml'], { cwd: dir, encoding: 'utf8', env: { ...process.env, GRIMOIRE_PARALLEL_MIN_BYTES: String(1024 * 1024) }, maxBuffer: 1 << 26 });
    expect(two.status).toBe(1);
    const a = JSON.parse(one.stdout);
    expect(a[0].messages.length).toBe(Math.ceil(5000 / 97) + Math.ceil(5000 / 89));
    expect(JSON.parse(two.stdout)).toEqual(a);
  });
});
