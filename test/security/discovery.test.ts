/**
 * Which files a lint looks at: a pull request must not hide a broken spell
 * by how it writes a Foundry item, by a file name's case, by a dot or a
 * skip-listed folder on the path, or by writing a `.json` source that only
 * a YAML reader accepts. Each attack below passed on the CLI before
 * detection became structural and the folder search said what it left out
 * (run with GRIMOIRE_TEST_CLI=<main>/bin/grimoire.js and
 * GRIMOIRE_TEST_SERVER=<main>/dist/server.js to see them pass there).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { load, CORE_SCHEMA } from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, CLEAN, errorsIn, put, tempRepo, THREE_ERRORS } from './cli-env';
import { TestClient } from '../helpers/lsp-client';

const FIXTURE = readFileSync(resolve(__dirname, '../fixtures/foundry/ember-ring.yml'), 'utf8');
/**
 * The fixture made broken: `level: 99` (over 9: schema/range) and `school:
 * bogus` (not a school: schema/enum): two errors, counted by hand. Its
 * concentration finding is a warning.
 */
const BROKEN = FIXTURE.replace(/^ {2}level: 2$/m, '  level: 99').replace('school: evo', 'school: bogus');
/** The broken item as a JSON source. */
const BROKEN_JSON = JSON.stringify(load(BROKEN, { schema: CORE_SCHEMA }), null, 2);

/** `lint <args> -f json` in a repository holding `files`: exit code, errors per file (relative path), stderr. */
function lint(files: Record<string, string>, args: string[], env: Record<string, string> = {}) {
  const { dir, home } = tempRepo();
  for (const [rel, text] of Object.entries(files)) put(dir, rel, text);
  const r = cli(dir, home, ['lint', ...args, '-f', 'json'], env);
  const results = r.stdout ? (JSON.parse(r.stdout) as Array<{ filePath: string; errorCount: number; messages: Array<{ ruleId: string; line: number; column: number; message: string }> }>) : [];
  const errors = Object.fromEntries(results.map((x) => [x.filePath.slice(dir.length + 1), x.errorCount]));
  return { status: r.status, errors, results, stderr: r.stderr, dir };
}

describe('a Foundry item is a spell by its parsed type, however it is written', () => {
  const forms: Array<[string, string]> = [
    ['type: spell  # comment', BROKEN.replace(/^type: spell$/m, 'type: spell  # comment')],
    ['"type": spell', BROKEN.replace(/^type: spell$/m, '"type": spell')],
    ['type: !!str spell', BROKEN.replace(/^type: spell$/m, 'type: !!str spell')],
    ['64 KiB before system:', `flavour: "${'x'.repeat(70_000)}"\n${BROKEN}`],
  ];
  it.each(forms)('`lint packs/_source` reports the item written with %s (2 errors)', (_, text) => {
    const r = lint({ 'packs/_source/ok.yml': FIXTURE, 'packs/_source/bad.yml': text }, ['packs/_source']);
    expect(r.errors).toEqual({ 'packs/_source/bad.yml': 2, 'packs/_source/ok.yml': 0 });
    expect(r.status).toBe(1);
  });

  it('a .json source with "type": "sp\\u0065ll" is reported (2 errors)', () => {
    const text = BROKEN_JSON.replace('"type": "spell"', '"type": "sp\\u0065ll"');
    expect(text).toContain('sp\\u0065ll');
    const r = lint({ 'packs/_source/ok.yml': FIXTURE, 'packs/_source/bad.json': text }, ['packs/_source']);
    expect(r.errors).toEqual({ 'packs/_source/bad.json': 2, 'packs/_source/ok.yml': 0 });
  });
});

describe('a .json source is strict JSON, with no disable comments', () => {
  /** The single finding of a JSON source, as `rule@line:column`. */
  const only = (text: string) => {
    const r = lint({ 'packs/_source/bad.json': text }, ['packs/_source']);
    expect(r.status).toBe(1);
    return r.results[0]!.messages.map((m) => `${m.ruleId}@${m.line}:${m.column}`);
  };
  // The lines and columns below are where each mistake stands in the text, read off by hand.
  it('a comment is a syntax error at the comment (line 2, column 3)', () => {
    expect(only(BROKEN_JSON.replace('{\n', '{\n  // a comment\n'))).toEqual(['yaml/syntax@2:3']);
  });
  it('single quotes are a syntax error at the quote (line 2, column 3)', () => {
    expect(only(BROKEN_JSON.replace('"_id"', "'_id'"))).toEqual(['yaml/syntax@2:3']);
  });
  it('a trailing comma is a syntax error at the closing brace after it (the last line)', () => {
    const text = BROKEN_JSON.replace(/\n}$/, ',\n}');
    expect(only(text)).toEqual([`yaml/syntax@${text.split('\n').length}:1`]);
  });
  it('`# grimoire-disable-next-line` inside JSON is a syntax error, not a disable comment', () => {
    // Only the level is broken here (school valid): a working disable comment would leave no error at all.
    const item = JSON.stringify(load(FIXTURE.replace(/^ {2}level: 2$/m, '  level: 99'), { schema: CORE_SCHEMA }), null, 2);
    const text = item.replace('    "level": 99', '# grimoire-disable-next-line schema/range\n    "level": 99');
    const line = text.split('\n').findIndex((l) => l.startsWith('# grimoire')) + 1;
    expect(only(text)).toEqual([`yaml/syntax@${line}:1`]);
  });
});

describe('the folder search matches names in any case and says what it leaves out', () => {
  it('FIREBALL.SPELL.YAML, spells/Broken.Yaml and x/fire.Spell.Yml are linted (3 errors each)', () => {
    const r = lint({ 'ok.spell.yaml': CLEAN('Ok'), 'FIREBALL.SPELL.YAML': THREE_ERRORS, 'spells/Broken.Yaml': THREE_ERRORS, 'x/fire.Spell.Yml': THREE_ERRORS }, ['.']);
    expect(r.errors).toEqual({ 'FIREBALL.SPELL.YAML': 3, 'ok.spell.yaml': 0, 'spells/Broken.Yaml': 3, 'x/fire.Spell.Yml': 3 });
    expect(r.status).toBe(1);
  });

  /** Hidden and skip-listed files: four spell files (by folder or modeline) and two that are not spell files. */
  const LEFT_OUT = {
    'ok.spell.yaml': CLEAN('Ok'),
    'spells/.hidden.yaml': THREE_ERRORS,
    '.spells/fire.yaml': THREE_ERRORS,
    '.spells/modeline.yaml': `# grimoire\n${THREE_ERRORS}`,
    'spells/dist/fire.yaml': THREE_ERRORS,
    'spells/node_modules/x.yaml': THREE_ERRORS,
    'x/ci.yaml': 'on: push\n',
    '.grimoirerc.yaml': 'system: dnd5e\n',
  };

  it('hidden and skip-listed files are counted by reason on stderr, and the spell files among them named', () => {
    const r = lint(LEFT_OUT, ['.']);
    expect(r.errors).toEqual({ 'ok.spell.yaml': 0 });
    // By hand: hidden are spells/.hidden.yaml, .spells/fire.yaml, .spells/modeline.yaml; skip-listed spells/dist/fire.yaml and
    // spells/node_modules/x.yaml; not a spell file x/ci.yaml; the config is the config. `.spells/fire.yaml` is not a spell file
    // by any rule (`.spells` is not `spells`), so it is counted but not named.
    expect(r.stderr).toContain('grimoire: 6 YAML/JSON files found were not linted (3 hidden, 2 in node_modules, dist or .cache, 1 not a spell file); --list-ignored names them.\n');
    const named = r.stderr.split('\n').filter((l) => l.startsWith('grimoire: warning: '));
    expect(named).toEqual([
      'grimoire: warning: .spells/modeline.yaml is a spell file (by its modeline) but hidden (a name on its path starts with a dot); it was not linted (name it on the command line to lint it).',
      'grimoire: warning: spells/.hidden.yaml is a spell file (by its name or folder) but hidden (a name on its path starts with a dot); it was not linted (name it on the command line to lint it).',
      'grimoire: warning: spells/dist/fire.yaml is a spell file (by its name or folder) but in a skip-listed folder (node_modules, dist, .cache); it was not linted (name it on the command line to lint it).',
      'grimoire: warning: spells/node_modules/x.yaml is a spell file (by its name or folder) but in a skip-listed folder (node_modules, dist, .cache); it was not linted (name it on the command line to lint it).',
    ]);
    expect(r.status).toBe(0);
  });

  it('--fail-on-ignored fails on the spell files left out; --list-ignored names every file left out', () => {
    const failed = lint(LEFT_OUT, ['.', '--fail-on-ignored']);
    expect(failed.status).toBe(1);
    expect(failed.stderr.split('\n').filter((l) => l.startsWith('grimoire: error: '))).toHaveLength(4);
    const listed = lint(LEFT_OUT, ['.', '--list-ignored']);
    expect(listed.stderr.split('\n').filter((l) => l.startsWith('grimoire: not linted: ')).map((l) => l.split(': ')[2])).toEqual([
      '.spells/fire.yaml',
      '.spells/modeline.yaml',
      'spells/.hidden.yaml',
      'spells/dist/fire.yaml',
      'spells/node_modules/x.yaml',
      'x/ci.yaml',
    ]);
    // Named on the command line, a hidden or skip-listed file is linted.
    expect(lint(LEFT_OUT, ['spells/.hidden.yaml', 'spells/node_modules/x.yaml']).errors).toEqual({ 'spells/.hidden.yaml': 3, 'spells/node_modules/x.yaml': 3 });
  });

  it('the GitHub job summary carries the counts and the spell files left out', () => {
    const { dir, home } = tempRepo();
    for (const [rel, text] of Object.entries(LEFT_OUT)) put(dir, rel, text);
    const summary = join(dir, '..', 'summary.md');
    put(dir, '../summary.md', '');
    cli(dir, home, ['lint', '.', '-f', 'github'], { GITHUB_STEP_SUMMARY: summary });
    const md = readFileSync(summary, 'utf8');
    expect(md).toContain('### Files not linted\n\n| Reason | Files |\n| --- | ---: |\n| Hidden (a name on the path starts with a dot) | 3 |\n| In node\\_modules, dist or .cache | 2 |\n| Not spell files (by name, folder, modeline or content) | 1 |\n');
    expect(md).toContain('- spells/node\\_modules/x.yaml: a spell file (by its name or folder) but in a skip-listed folder (node\\_modules, dist, .cache)\n');
  });
});

describe('the language server decides by the same structure', () => {
  let client: TestClient;
  const spellDoc = new Map<string, boolean>();
  beforeAll(async () => {
    client = new TestClient();
    client.conn.onNotification('grimoire/spellDocument', (p: { uri: string; isSpell: boolean }) => void spellDoc.set(p.uri, p.isSpell));
    await client.initialize();
  });
  afterAll(async () => {
    await client.close();
  });

  /** Open a document and wait for its diagnostics (the server publishes only for spell documents). */
  async function open(uri: string, text: string) {
    await client.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text } });
    // The server says at once whether it is a spell document; a hover round trip orders the notification before this check.
    await client.conn.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 0 } });
    expect(spellDoc.get(uri), uri).toBe(true);
    return (await client.diagnostics((d) => d.uri === uri)).diagnostics.map((d) => d.code);
  }

  it('an item written `type: spell  # comment` gets its findings', async () => {
    const codes = await open('file:///tmp/grimoire-discovery/packs/_source/a.yml', BROKEN.replace(/^type: spell$/m, 'type: spell  # comment'));
    expect(codes).toContain('schema/range');
    expect(codes).toContain('schema/enum');
  });

  it('a .json source is strict JSON: a comment is a syntax error', async () => {
    const codes = await open('file:///tmp/grimoire-discovery/packs/_source/b.json', BROKEN_JSON.replace('{\n', '{\n  // a comment\n'));
    expect(codes).toEqual(['yaml/syntax']);
  });
});
