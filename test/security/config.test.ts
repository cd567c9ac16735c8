/**
 * A config file a pull request commits cannot quiet a check unseen: a nested
 * `spells/new/.grimoirerc.yaml` setting every `schema/*` code to `off`,
 * `hint` or `info` turned five errors into "no problems", exit 0, and nothing
 * said which config applied or what it lowered (info and hint findings were
 * in no CLI format). Now every run names the configs and what each lowered
 * (stderr, job summary, SARIF), info findings are in every format, and
 * `--config <file> --rules-from-config-only` takes the rule set from the
 * named config alone. A config alias bomb is refused like a spell file's.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, errorsIn, put, tempRepo } from './cli-env';

/**
 * Five errors, counted by hand against the schema: `duration` is missing
 * (schema/required, line 1), `level: 12` is over 9 (schema/range, line 2),
 * `pyromancy` is no school (schema/enum, line 3), `casting_time: 3` is
 * neither text nor a mapping (schema/alternatives, line 4), `colour` is no
 * key of a spell (schema/unknown-key, line 7).
 */
const FIVE_ERRORS = 'name: Bad\nlevel: 12\nschool: pyromancy\ncasting_time: 3\nrange: self\ncomponents: [V, S]\ncolour: red\n';

/** Every schema code lowered: off, one to hint and one to info (the attack). */
const QUIETING = `rules:
  schema/required: off
  schema/unknown-key: off
  schema/type: off
  schema/enum: hint
  schema/range: off
  schema/pattern: off
  schema/size: off
  schema/alternatives: info
  schema/not-allowed: off
  schema/other: off
`;

/** The ten lowerings as the report writes them, by code (every schema code defaults to error). */
const LOWERED = [
  'schema/alternatives: info (default error)',
  'schema/enum: hint (default error; the command line does not report hints)',
  'schema/not-allowed: off (default error)',
  'schema/other: off (default error)',
  'schema/pattern: off (default error)',
  'schema/range: off (default error)',
  'schema/required: off (default error)',
  'schema/size: off (default error)',
  'schema/type: off (default error)',
  'schema/unknown-key: off (default error)',
];

/** A repository with the five-error spell under spells/new and the quieting config beside it. */
function attacked(): { dir: string; home: string } {
  const r = tempRepo();
  put(r.dir, 'spells/new/bad.yaml', FIVE_ERRORS);
  put(r.dir, 'spells/new/.grimoirerc.yaml', QUIETING);
  return r;
}

describe('a config that lowers rules is named, with what it lowered', () => {
  it('stderr names the nested config and each rule it turned off or lowered', () => {
    const { dir, home } = attacked();
    const r = cli(dir, home, ['lint', 'spells']);
    expect(r.stderr).toBe(`grimoire: config spells/new/.grimoirerc.yaml applied to 1 file and lowers 10 rules below their defaults: ${LOWERED.join(', ')}.\n`);
  });

  it('the GitHub job summary has the same, in a table', () => {
    const { dir, home } = attacked();
    const summary = join(mkdtempSync(join(tmpdir(), 'grimoire-summary-')), 'summary.md');
    writeFileSync(summary, '');
    cli(dir, home, ['lint', '-f', 'github', 'spells'], { GITHUB_STEP_SUMMARY: summary });
    const md = readFileSync(summary, 'utf8');
    expect(md).toContain('### Configs\n\n| Config | Files | Rules turned off or lowered |\n| --- | ---: | --- |\n');
    const row = md.split('\n').find((l) => l.startsWith('| spells/new/.grimoirerc.yaml |'))!;
    expect(row).toBe(`| spells/new/.grimoirerc.yaml | 1 | :warning: ${LOWERED.join('<br>')} |`);
  });

  it('SARIF carries it in the run properties', () => {
    const { dir, home } = attacked();
    const log = JSON.parse(cli(dir, home, ['lint', '-f', 'sarif', 'spells']).stdout);
    const level = (s: string) => s.split(': ')[1]!.split(' ')[0];
    expect(log.runs[0].properties.configs).toEqual([
      { file: 'spells/new/.grimoirerc.yaml', via: 'found', files: 1, lowered: LOWERED.map((l) => ({ rule: l.split(':')[0], level: level(l), default: 'error' })) },
    ]);
  });

  it('a config cannot lower yaml/* (it never could): the finding stays an error and no lowering is reported', () => {
    const { dir, home } = tempRepo();
    put(dir, 'spells/broken.yaml', 'name: [unclosed\n');
    put(dir, 'spells/.grimoirerc.yaml', 'rules:\n  yaml/syntax: off\n  yaml/alias-bomb: off\n  internal/error: off\n');
    const r = cli(dir, home, ['lint', '-f', 'json', 'spells']);
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout)[0].messages.map((m: { ruleId: string }) => m.ruleId)).toEqual(['yaml/syntax']);
    expect(r.stderr).toBe('grimoire: config spells/.grimoirerc.yaml applied to 1 file.\n');
  });
});

describe('info findings are in every format', () => {
  // Under the quieting config one finding is left: schema/alternatives at info, line 4, column 15 (after `casting_time: `).
  it('json: severity 0 and infoCount, no error', () => {
    const { dir, home } = attacked();
    const r = cli(dir, home, ['lint', '-f', 'json', 'spells']);
    expect(r.status).toBe(0);
    const [res] = JSON.parse(r.stdout);
    expect(res.messages.map((m: { ruleId: string; severity: number; line: number; column: number }) => [m.ruleId, m.severity, m.line, m.column])).toEqual([['schema/alternatives', 0, 4, 15]]);
    expect([res.errorCount, res.warningCount, res.infoCount]).toEqual([0, 0, 1]);
  });

  it('sarif: level note', () => {
    const { dir, home } = attacked();
    const log = JSON.parse(cli(dir, home, ['lint', '-f', 'sarif', 'spells']).stdout);
    expect(log.runs[0].results.map((x: { ruleId: string; level: string }) => [x.ruleId, x.level])).toEqual([['schema/alternatives', 'note']]);
  });

  it('stylish: an info row and a count', () => {
    const { dir, home } = attacked();
    const out = cli(dir, home, ['lint', 'spells']).stdout;
    expect(out).toMatch(/^ {2}4:15 {2}info {2}`casting_time` must be text like .* schema\/alternatives$/m);
    expect(out.trimEnd().split('\n').pop()).toBe('\u2139 1 info note, no problems');
  });

  it('junit: a passing case whose output says info', () => {
    const { dir, home } = attacked();
    const xml = cli(dir, home, ['lint', '-f', 'junit', 'spells']).stdout;
    expect(xml).toContain('<testsuites name="grimoire" tests="1" failures="0"');
    expect(xml).toMatch(/<system-out>spells\/new\/bad.yaml:4:15: info: `casting_time` must be text like .* \[schema\/alternatives\]<\/system-out>/);
  });

  it('github: a notice annotation, counted apart from problems', () => {
    const { dir, home } = attacked();
    const out = cli(dir, home, ['lint', '-f', 'github', 'spells']).stdout;
    expect(out).toMatch(/^::notice file=spells\/new\/bad.yaml,line=4,col=15,endLine=4,endColumn=16,title=schema\/alternatives::`casting_time` must be text/m);
    expect(out).toContain('Grimoire: no problems in 1 file. Also 1 info note.');
  });

  it('info never fails a run: --max-warnings 0 and --fail-severity warning pass; a warning still fails them; --quiet hides info', () => {
    const { dir, home } = tempRepo();
    put(dir, 'spells/a.yaml', 'name: A\nlevel: 12\nschool: abjuration\ncasting_time: 1 action\nrange: self\ncomponents: [V, S]\nduration: 1 round\n');
    put(dir, 'spells/.grimoirerc.yaml', 'rules:\n  schema/range: info\n');
    expect(cli(dir, home, ['lint', '--max-warnings', '0', 'spells']).status).toBe(0);
    expect(cli(dir, home, ['lint', '--fail-severity', 'warning', 'spells']).status).toBe(0);
    expect(JSON.parse(cli(dir, home, ['lint', '-f', 'json', '--quiet', 'spells']).stdout)[0].messages).toEqual([]);
    put(dir, 'spells/.grimoirerc.yaml', 'rules:\n  schema/range: warning\n');
    const r = cli(dir, home, ['lint', '--max-warnings', '0', 'spells']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('Too many warnings (1, the maximum is 0).');
  });

  it('a cached run reports the same info findings as a cold one', () => {
    const { dir, home } = attacked();
    const cold = cli(dir, home, ['lint', '-f', 'json', '--cache', 'spells'], { GRIMOIRE_CACHE_RACY_MS: '0' }).stdout;
    const warm = cli(dir, home, ['lint', '-f', 'json', '--cache', 'spells'], { GRIMOIRE_CACHE_RACY_MS: '0' }).stdout;
    expect(JSON.parse(cold)[0].infoCount).toBe(1);
    expect(warm).toBe(cold);
  });
});

describe('--config <file> --rules-from-config-only: the rule set comes from the named config alone', () => {
  it('the nested config no longer quiets anything: five errors, exit 1, and stderr says its rules were not used', () => {
    const { dir, home } = attacked();
    put(dir, '.grimoirerc.yaml', 'rules: {}\n');
    const r = cli(dir, home, ['lint', '-f', 'json', '--config', '.grimoirerc.yaml', '--rules-from-config-only', 'spells']);
    expect(r.status).toBe(1);
    expect(errorsIn(r.stdout)).toBe(5);
    expect(r.stderr).toBe(
      'grimoire: config .grimoirerc.yaml (--config) applied to 1 file.\n' +
        'grimoire: config spells/new/.grimoirerc.yaml applied to 1 file, but not its rules: and ignore: (--rules-from-config-only takes them from .grimoirerc.yaml).\n',
    );
  });

  it('nor can a nested ignore: hide the file', () => {
    const { dir, home } = tempRepo();
    put(dir, 'spells/new/bad.yaml', FIVE_ERRORS);
    put(dir, 'spells/new/.grimoirerc.yaml', "ignore: ['**']\n");
    put(dir, 'ci.yaml', 'rules: {}\n');
    const r = cli(dir, home, ['lint', '-f', 'json', '--config', 'ci.yaml', '--rules-from-config-only', 'spells']);
    expect(errorsIn(r.stdout)).toBe(5);
    expect(r.stderr).toContain('config spells/new/.grimoirerc.yaml applied to 1 file, but not its rules: and ignore:');
  });

  it('the nested config still gives its folder the rest (here the system): a 3.5 spell there is read as 3.5', () => {
    const { dir, home } = tempRepo();
    // A clean D&D 3.5 spell (Magic Missile as samples/dnd35 writes it): under the default 5e system it is full of errors.
    put(dir, 'spells/35/mm.yaml', "name: Magic Missile\nlevels: { sorcerer: 1, wizard: 1 }\nschool: evocation\ncasting_time: 1 standard action\nrange: medium (100 ft. + 10 ft./level)\ncomponents: [V, S]\ntarget: up to five creatures, no two of which can be more than 15 ft. apart\nduration: instantaneous\nsaving_throw: none\nspell_resistance: 'yes'\n");
    put(dir, 'spells/35/.grimoirerc.yaml', 'system: dnd35\n');
    put(dir, 'ci.yaml', 'rules: {}\n');
    const locked = cli(dir, home, ['lint', '-f', 'json', '--config', 'ci.yaml', '--rules-from-config-only', 'spells']);
    const plain = cli(dir, home, ['lint', '-f', 'json', '--config', 'ci.yaml', 'spells']);
    expect(errorsIn(locked.stdout)).toBe(0);
    expect(errorsIn(plain.stdout)).toBeGreaterThan(0);
  });

  it('without --config it is a usage error (exit 2)', () => {
    const { dir, home } = attacked();
    const r = cli(dir, home, ['lint', '--rules-from-config-only', 'spells']);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('grimoire: --rules-from-config-only needs --config <file>: the config the rules come from\n');
  });
});

describe('the config file is parsed with the linter caps', () => {
  it('an alias bomb (nine levels of ten, a billion strings) is refused with a clear message, exit 2, in bounded memory', () => {
    const { dir, home } = tempRepo();
    put(dir, 'spells/ok.yaml', 'name: A\nlevel: 1\nschool: abjuration\ncasting_time: 1 action\nrange: self\ncomponents: [V, S]\nduration: 1 round\n');
    const lol = 'lol'.repeat(250);
    const bomb = [`a0: &a0 "${lol}"`, ...Array.from({ length: 9 }, (_, i) => `a${i + 1}: &a${i + 1} [${Array(10).fill(`*a${i}`).join(', ')}]`), 'rules: *a9', 'caster: *a9', 'ignore: *a9', ''].join('\n');
    expect(bomb.length).toBeGreaterThan(1300);
    expect(bomb.length).toBeLessThan(1500);
    put(dir, '.grimoirerc.yaml', bomb);
    const r = cli(dir, home, ['lint', 'spells'], { NODE_OPTIONS: '--max-old-space-size=128' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(new RegExp(`^grimoire: Config ${join(dir, '.grimoirerc.yaml').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is refused: Aliases expand to more than [\\d,]+ (nodes|characters of data) .*"alias bomb"`));
  });
});
