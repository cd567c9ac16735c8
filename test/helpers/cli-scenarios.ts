/**
 * The CLI's own lines (not the lint report) in every locale: small temp
 * repositories that make `grimoire` print each notice, usage error and
 * import/export summary, and the built CLI run on them. Used by
 * test/cli/messages-i18n.test.ts, which pins the English text and checks
 * the other locales for English left (test/helpers/english-left.ts).
 */
import { chmodSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { cli, put, tempRepo, CLEAN } from '../security/cli-env';

const ROOT = resolve(__dirname, '../..');
const WFB = readFileSync(join(ROOT, 'samples/wfb/flaming-cage.spell.yaml'), 'utf8');
/** A cone with a fixable problem (the fix test's spell): `--fix` wants to write it. */
const CONE = 'name: Cone\nlevel: 1\nschool: evocation\ncasting_time: 1 action\nrange: 15 feet\ncomponents: [V, S]\nduration: Instantaneous\narea: { shape: cone, length: 15 }\ndescription: Frost blasts out from you.\n';
/** One 5etools spell, written by hand for this test (not from a corpus). */
const FIVE_ETOOLS = JSON.stringify({ spell: [{ name: 'Spark', source: 'Test', page: 1, level: 0, school: 'V', time: [{ number: 1, unit: 'action' }], range: { type: 'point', distance: { type: 'feet', amount: 60 } }, components: { v: true }, duration: [{ type: 'instant' }], entries: ['A spark leaps from your finger.'] }] });

/** Files the folder search leaves out: hidden, skip-listed, not a spell file, by modeline. */
const LEFT_OUT: Record<string, string> = {
  'ok.spell.yaml': CLEAN('Ok'),
  'spells/ok.yaml': CLEAN('Ok'),
  'spells/.hidden.yaml': CLEAN('Hidden'),
  'spells/.drafts/draft.json': '{}',
  'spells/node_modules/x.yaml': CLEAN('Dep'),
  'spells/.notes/notes.yaml': '# grimoire\n' + CLEAN('Note'),
  'lib/more/y.yaml': CLEAN('Y'),
  'lib/more/secret.env': 'x',
};

/** Links out of `spells/` (to a folder and a file elsewhere in the repository) and a dangling one. */
function leftOutLinks(d: string): void {
  symlinkSync('../lib/more', join(d, 'spells/out'));
  symlinkSync('../lib/more/secret.env', join(d, 'spells/leak.yaml'));
  symlinkSync('nowhere.yaml', join(d, 'spells/gone.yaml'));
}

/** Nine levels of ten aliases: a billion strings once expanded, in a few hundred bytes. */
const ALIAS_BOMB = ['a0: &a0 "lol"', ...Array.from({ length: 9 }, (_, i) => `a${i + 1}: &a${i + 1} [${Array(10).fill(`*a${i}`).join(', ')}]`), 'rules: *a9', ''].join('\n');

/** One way to make the CLI talk: what to put in the temp repository and the arguments (the locale added by the runner). */
export interface Scenario {
  name: string;
  files?: Record<string, string>;
  setup?: (dir: string) => void;
  args: string[];
}

export const SCENARIOS: Scenario[] = [
  { name: 'ignored files, one named', files: { '.grimoirerc.yaml': "ignore: ['skip/**']\n", 'skip/a.spell.yaml': CLEAN('A'), '.gitignore': 'g/\n', 'g/b.spell.yaml': CLEAN('B'), 'ok.spell.yaml': CLEAN('Ok') }, args: ['lint', 'skip/a.spell.yaml', '.'] },
  { name: 'one ignored file named, --fail-on-ignored', files: { '.grimoirerc.yaml': "ignore: ['skip/**']\n", 'skip/a.spell.yaml': CLEAN('A'), 'ok.spell.yaml': CLEAN('Ok') }, args: ['lint', '--fail-on-ignored', 'skip/a.spell.yaml', 'ok.spell.yaml'] },
  // Outside the repository (a cache folder inside it is refused before it is looked at: the scenario below).
  { name: 'cache folder is a symlink', files: { 'ok.spell.yaml': CLEAN('Ok') }, setup: (d) => (mkdirSync(join(d, '../real')), symlinkSync(join(d, '../real'), join(d, '../c'))), args: ['lint', '--cache', '--cache-location', '../c', 'ok.spell.yaml'] },
  { name: 'cache folder inside the repository', files: { 'ok.spell.yaml': CLEAN('Ok') }, args: ['lint', '--cache', '--cache-location', '.gcache', 'ok.spell.yaml'] },
  { name: 'config lowers rules', files: { '.grimoirerc.yaml': 'rules:\n  schema/range: off\n  schema/enum: hint\n  schema/type: info\n  yaml/syntax: off\n', 'ok.spell.yaml': CLEAN('Ok') }, args: ['lint', 'ok.spell.yaml'] },
  { name: 'nested rules not used', files: { '.grimoirerc.yaml': 'rules:\n  5e/reaction-trigger: off\n', 'sub/.grimoirerc.yaml': 'rules:\n  schema/range: off\n', 'sub/a.spell.yaml': CLEAN('A') }, args: ['lint', '--config', '.grimoirerc.yaml', '--rules-from-config-only', 'sub/a.spell.yaml'] },
  { name: '--rules-from-config-only without --config', files: { 'ok.spell.yaml': CLEAN('Ok') }, args: ['lint', '--rules-from-config-only', 'ok.spell.yaml'] },
  { name: 'config alias bomb', files: { '.grimoirerc.yaml': ALIAS_BOMB, 'ok.spell.yaml': CLEAN('Ok') }, args: ['lint', 'ok.spell.yaml'] },
  { name: 'empty shards', files: { 'ok.spell.yaml': CLEAN('Ok') }, args: ['lint', '--shard', '1/2', 'ok.spell.yaml'] },
  { name: 'empty shards 2', files: { 'ok.spell.yaml': CLEAN('Ok') }, args: ['lint', '--shard', '2/2', 'ok.spell.yaml'] },
  { name: '--fix on a read-only file', files: { 'cone.spell.yaml': CONE }, setup: (d) => chmodSync(join(d, 'cone.spell.yaml'), 0o444), args: ['lint', '--fix', 'cone.spell.yaml'] },
  { name: 'two formats to stdout', files: { 'ok.spell.yaml': CLEAN('Ok') }, args: ['lint', '-f', 'json', '-f', 'sarif', 'ok.spell.yaml'] },
  { name: 'no such path', args: ['lint', 'nope.spell.yaml'] },
  { name: 'config not YAML', files: { '.grimoirerc.yaml': 'a: [\n', 'ok.spell.yaml': CLEAN('Ok') }, args: ['lint', 'ok.spell.yaml'] },
  { name: 'config not a mapping', files: { '.grimoirerc.yaml': '- a\n', 'ok.spell.yaml': CLEAN('Ok') }, args: ['lint', 'ok.spell.yaml'] },
  { name: 'merge-sarif without files', args: ['merge-sarif'] },
  { name: 'merge-sarif of a non-JSON file', files: { 'a.sarif': 'nope' }, args: ['merge-sarif', 'a.sarif'] },
  { name: 'import without -o', files: { 's.json': FIVE_ETOOLS }, args: ['import', '5etools', 's.json'] },
  { name: 'import, unknown option', files: { 's.json': FIVE_ETOOLS }, args: ['import', '5etools', 's.json', '--bogus'] },
  { name: 'import, no such file', args: ['import', '5etools', 'nope.json', '-o', 'o.yaml'] },
  { name: 'import 5etools', files: { 's.json': FIVE_ETOOLS }, args: ['import', '5etools', 's.json', '-o', 'o.yaml'] },
  { name: 'import 5etools of another file', files: { 'x.json': '{"a":1}' }, args: ['import', '5etools', 'x.json', '-o', 'o.yaml'] },
  { name: 'import 5e-database of an object', files: { 'x.json': '{"a":1}' }, args: ['import', '5e-database', 'x.json', '-o', 'o.yaml'] },
  { name: 'import 5e-database, not JSON', files: { 'x.json': '{' }, args: ['import', '5e-database', 'x.json', '-o', 'o.yaml'] },
  { name: 'import, unknown importer', args: ['import', 'nosuch', 'x.json', '-o', 'o.yaml'] },
  { name: 'export foundry of a wfb spell', files: { 'w.spell.yaml': WFB }, args: ['export', 'foundry', 'w.spell.yaml', '-o', 'out'] },
  { name: 'export 5etools of a wfb spell', files: { 'w.spell.yaml': WFB }, args: ['export', '5etools', 'w.spell.yaml', '-o', 'b.json'] },
  { name: 'export foundry of a 5e spell', files: { 'ok.spell.yaml': CLEAN('Ok') }, args: ['export', 'foundry', 'ok.spell.yaml', '-o', 'out'] },
  { name: 'export foundry over an existing file', files: { 'ok.spell.yaml': CLEAN('Ok'), 'out/level-1/ok.yml': 'mine\n' }, args: ['export', 'foundry', 'ok.spell.yaml', '-o', 'out'] },
  { name: 'export foundry onto a folder', files: { 'ok.spell.yaml': CLEAN('Ok'), 'out/level-1/ok.yml/.keep': '' }, args: ['export', 'foundry', 'ok.spell.yaml', '-o', 'out', '--force'] },
  { name: 'export foundry, two spells for one file name', files: { 'a.spell.yaml': CLEAN('Spark'), 'b.spell.yaml': CLEAN('SPARK') }, args: ['export', 'foundry', 'a.spell.yaml', 'b.spell.yaml', '-o', 'out'] },
  { name: 'export foundry into a symlinked folder', files: { 'ok.spell.yaml': CLEAN('Ok'), 'out/.keep': '', 'elsewhere/.keep': '' }, setup: (d) => symlinkSync(join(d, 'elsewhere'), join(d, 'out/level-1')), args: ['export', 'foundry', 'ok.spell.yaml', '-o', 'out'] },
  { name: 'render -o over a symlink', files: { 'ok.spell.yaml': CLEAN('Ok'), 'victim.txt': 'precious\n' }, setup: (d) => symlinkSync(join(d, 'victim.txt'), join(d, 'card.md')), args: ['render', 'ok.spell.yaml', '--format', 'md', '-o', 'card.md'] },
  { name: 'export, no kind', args: ['export', 'nosuch', 'x.yaml', '-o', 'out'] },
  { name: 'files left out', files: LEFT_OUT, setup: leftOutLinks, args: ['lint', 'spells', 'ok.spell.yaml'] },
  { name: 'files left out, --fail-on-ignored', files: LEFT_OUT, setup: leftOutLinks, args: ['lint', '--fail-on-ignored', 'spells', 'spells/leak.yaml'] },
  { name: 'files left out, --list-ignored', files: LEFT_OUT, setup: leftOutLinks, args: ['lint', '--list-ignored', 'spells'] },
];

/** Run one scenario in a fresh temp repository with `--locale`; stdout and stderr with the repository's path written `<dir>`. */
export function runScenario(s: Scenario, locale: string): { status: number | null; stdout: string; stderr: string } {
  const { dir, home } = tempRepo();
  for (const [rel, text] of Object.entries(s.files ?? {})) put(dir, rel, text);
  mkdirSync(dir, { recursive: true });
  s.setup?.(dir);
  const r = cli(dir, home, [...s.args, '--locale', locale]);
  // The repository is <dir>; the folder holding it (and the home beside it) is <base>.
  const clean = (x: string) => x.split(dir).join('<dir>').split(dirname(dir)).join('<base>');
  return { status: r.status, stdout: clean(r.stdout), stderr: clean(r.stderr) };
}
