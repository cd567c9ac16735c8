/**
 * The CLI's own lines (notices, `--fix` refusals, usage errors, import and
 * export summaries: server/src/cli, catalogs/cliio) in every locale, through
 * the built CLI (`npm run build`) on small temp repositories
 * (test/helpers/cli-scenarios.ts).
 * - English: byte for byte what the CLI printed before these lines moved to
 *   the catalogue (the texts below were checked against the CLI built from
 *   main before the move, with the same scenarios).
 * - uk, ja, ru, it: no English word (4+ letters) of the English run is left
 *   (test/helpers/english-left.ts), outside what is not the tool's to
 *   translate: paths, usage lines (commands and placeholders), spell names,
 *   and the error texts of the OS, JSON and YAML parsers.
 * - `grimoire import` on the corpora (../shared/corpus, read in place;
 *   skipped with a warning when absent): every note in uk, ja, ru and it,
 *   line by line against the English run.
 */
import { describe, expect, it } from 'vitest';
import { SCENARIOS, runScenario } from '../helpers/cli-scenarios';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { authorText, englishLeft, type AuthorText } from '../helpers/english-left';
import { cli, tempRepo } from '../security/cli-env';
import type { Locale } from '../../server/src/service/i18n';

/** English stderr per scenario (exit code, then the text), `<dir>` for the temp repository. */
const ENGLISH: Record<string, [number, string]> = {
  // The config report (which config applied, what it lowered) came with --rules-from-config-only: after the lines before it.
  'ignored files, one named': [0, 'grimoire: warning: skip/a.spell.yaml is named on the command line but ignored by .grimoirerc.yaml; it was not checked (--no-ignore checks it).\ngrimoire: 2 spell files ignored (1 by config ignore globs, 1 by .gitignore); --no-ignore checks them.\ngrimoire: config .grimoirerc.yaml applied to 1 file.\n'],
  'one ignored file named, --fail-on-ignored': [1, 'grimoire: error: skip/a.spell.yaml is named on the command line but ignored by .grimoirerc.yaml; it was not checked (--no-ignore checks it).\ngrimoire: 1 spell file ignored (1 by config ignore globs); --no-ignore checks them.\ngrimoire: config .grimoirerc.yaml applied to 1 file.\n'],
  'cache folder is a symlink': [0, 'grimoire: cache not used: the cache folder <base>/c is a symlink.\n'],
  'cache folder inside the repository': [2, 'grimoire: The cache folder <dir>/.gcache is inside <dir>, which is being linted: a repository could commit a cache there, key included. Give --cache-location a folder outside it (the default is ~/.cache/grimoire).\n'],
  // Three rules lowered, by code; yaml/syntax: off changes nothing (yaml/* cannot be lowered) and is not listed.
  'config lowers rules': [0, 'grimoire: config .grimoirerc.yaml applied to 1 file and lowers 3 rules below their defaults: schema/enum: hint (default error; the command line does not report hints), schema/range: off (default error), schema/type: info (default error).\n'],
  'nested rules not used': [0, 'grimoire: config .grimoirerc.yaml (--config) applied to 1 file and lowers 1 rule below its default: 5e/reaction-trigger: off (default warning).\ngrimoire: config sub/.grimoirerc.yaml applied to 1 file, but not its rules: and ignore: (--rules-from-config-only takes them from .grimoirerc.yaml).\n'],
  '--rules-from-config-only without --config': [2, 'grimoire: --rules-from-config-only needs --config <file>: the config the rules come from\n'],
  // 556 characters of text (the node cap is the text's length plus 100,000 when no exact node count is at hand).
  'config alias bomb': [2, 'grimoire: Config <dir>/.grimoirerc.yaml is refused: Aliases expand to more than 100,556 nodes (the text\'s 556 plus 100,000; an "alias bomb"); this document was not checked.\n'],
  // ok.spell.yaml hashes to shard 1 of 2 (main.ts shardOf): shard 1 says nothing, shard 2 is empty.
  'empty shards': [0, ''],
  'empty shards 2': [0, 'grimoire: shard 2/2 has no files (of 1).\n'],
  '--fix on a read-only file': [0, '<dir>/cone.spell.yaml: fixes not written: it is read-only.\nNo fixes applied.\n'],
  'two formats to stdout': [2, 'grimoire: Formats json and sarif would both go to standard output: give all but one an -o file after its -f\n'],
  'no such path': [2, 'grimoire: No such file or folder: nope.spell.yaml\n'],
  'config not YAML': [2, 'grimoire: Config <dir>/.grimoirerc.yaml is not valid YAML: unexpected end of the stream within a flow collection (2:1)\n'],
  'config not a mapping': [2, 'grimoire: Config <dir>/.grimoirerc.yaml must be a mapping.\n'],
  'merge-sarif without files': [2, 'grimoire: Usage: grimoire merge-sarif <a.sarif> <b.sarif>... [-o merged.sarif]\n'],
  'merge-sarif of a non-JSON file': [2, 'grimoire: Cannot read a.sarif as SARIF JSON: Unexpected token \'o\', "nope" is not valid JSON\n'],
  'import without -o': [2, 'grimoire: Usage: grimoire import 5etools <file|folder>... -o <out.yaml> [--force] [--report]\n'],
  'import, unknown option': [2, 'grimoire: Unknown option --bogus. Usage: grimoire import 5etools <file|folder>... -o <out.yaml> [--force] [--report]\n'],
  'import, no such file': [2, 'grimoire: No such file or folder: nope.json\n'],
  'import 5etools': [0, 'Imported 1 spells to <dir>/o.yaml.\n'],
  // Nothing imported, nothing written (o.yaml is not created), and the notes say why.
  'import 5etools of another file': [1, 'No spells imported; nothing written to <dir>/o.yaml.\n  note: x.json: not a 5etools spell file (no "spell" list); skipped\n'],
  'import 5e-database of an object': [1, 'No spells imported; nothing written to <dir>/o.yaml.\n  (input): expected a JSON array of spells, got object; nothing imported\n'],
  'import 5e-database, not JSON': [2, "grimoire: Cannot read x.json as JSON: Expected property name or '}' in JSON at position 1\n"],
  'import, unknown importer': [2, 'grimoire: Unknown importer "nosuch": 5e-database or psrd\n'],
  'export foundry of a wfb spell': [1, '  note: Flaming Cage: wfb spells have no Foundry item format here (dnd5e and tov only); not exported\nNo dnd5e or tov spells to export.\nNothing written to <dir>/out.\n'],
  'export 5etools of a wfb spell': [1, '  note: Flaming Cage: wfb spells have no 5etools form; not exported\nNo dnd5e or tov spells to export.\nNothing written to <dir>/b.json.\n'],
  'export foundry of a 5e spell': [0, 'Exported 1 spells to <dir>/out.\n'],
  'export foundry over an existing file': [2, '<dir>/out/level-1/ok.yml: not written: a file is already there (--force replaces it).\n'],
  'export foundry onto a folder': [2, '<dir>/out/level-1/ok.yml: not written: a folder is there.\n'],
  'export foundry, two spells for one file name': [2, '<dir>/out/level-1/spark.yml: not written: "Spark" (a.spell.yaml) and "SPARK" (b.spell.yaml) would both be written to this file (their names differ only in case or in characters a file name leaves out; macOS and Windows fold case too). Rename one of them.\nNothing written to <dir>/out.\n'],
  'export foundry into a symlinked folder': [2, '<dir>/out/level-1: nothing written into it: it is a symlink, and Grimoire does not write through symlinked folders in its output.\n'],
  'render -o over a symlink': [2, '<dir>/card.md: not written: a symlink is there, and Grimoire never writes through one (--force replaces the link itself, not what it points to).\n'],
  'export, no kind': [2, 'grimoire: Usage: grimoire export foundry <spell files...> -o <packs/_source/folder> | grimoire export 5etools <spell files...> -o <brew.json>\n'],
  // What the folder search left out (cli/left-out.ts); counted by hand from the scenario: hidden are spells/.hidden.yaml,
  // spells/.drafts/draft.json and spells/.notes/notes.yaml; skip-listed spells/node_modules/x.yaml; three links out of spells/.
  'files left out': [0, "grimoire: 4 YAML/JSON files found were not linted (3 hidden, 1 in node_modules, dist or .cache); --list-ignored names them.\ngrimoire: warning: spells/.hidden.yaml is a spell file (by its name or folder) but hidden (a name on its path starts with a dot); it was not linted (name it on the command line to lint it).\ngrimoire: warning: spells/.notes/notes.yaml is a spell file (by its name or folder) but hidden (a name on its path starts with a dot); it was not linted (name it on the command line to lint it).\ngrimoire: warning: spells/node_modules/x.yaml is a spell file (by its name or folder) but in a skip-listed folder (node_modules, dist, .cache); it was not linted (name it on the command line to lint it).\ngrimoire: warning: 3 symlinks not followed: they lead outside the folders named on the command line, or nowhere (--follow-symlinks follows them):\ngrimoire:   spells/gone.yaml: a symlink to nowhere.yaml, which does not exist\ngrimoire:   spells/leak.yaml: a symlink to lib/more/secret.env, outside the folders named on the command line\ngrimoire:   spells/out: a symlink to lib/more, outside the folders named on the command line\n"],
  'files left out, --fail-on-ignored': [1, "grimoire: 4 YAML/JSON files found were not linted (3 hidden, 1 in node_modules, dist or .cache); --list-ignored names them.\ngrimoire: error: spells/.hidden.yaml is a spell file (by its name or folder) but hidden (a name on its path starts with a dot); it was not linted (name it on the command line to lint it).\ngrimoire: error: spells/.notes/notes.yaml is a spell file (by its name or folder) but hidden (a name on its path starts with a dot); it was not linted (name it on the command line to lint it).\ngrimoire: error: spells/node_modules/x.yaml is a spell file (by its name or folder) but in a skip-listed folder (node_modules, dist, .cache); it was not linted (name it on the command line to lint it).\ngrimoire: error: 2 symlinks not followed: they lead outside the folders named on the command line, or nowhere (--follow-symlinks follows them):\ngrimoire:   spells/gone.yaml: a symlink to nowhere.yaml, which does not exist\ngrimoire:   spells/out: a symlink to lib/more, outside the folders named on the command line\n"],
  'files left out, --list-ignored': [0, "grimoire: 4 YAML/JSON files found were not linted (3 hidden, 1 in node_modules, dist or .cache); --list-ignored names them.\ngrimoire: warning: 3 symlinks not followed: they lead outside the folders named on the command line, or nowhere (--follow-symlinks follows them):\ngrimoire: not linted: spells/.drafts/draft.json: hidden (a name on its path starts with a dot).\ngrimoire: not linted: spells/.hidden.yaml: a spell file (by its name or folder) but hidden (a name on its path starts with a dot).\ngrimoire: not linted: spells/.notes/notes.yaml: a spell file (by its name or folder) but hidden (a name on its path starts with a dot).\ngrimoire: not linted: spells/gone.yaml: a symlink to nowhere.yaml, which does not exist.\ngrimoire: not linted: spells/leak.yaml: a symlink to lib/more/secret.env, outside the folders named on the command line.\ngrimoire: not linted: spells/node_modules/x.yaml: a spell file (by its name or folder) but in a skip-listed folder (node_modules, dist, .cache).\ngrimoire: not linted: spells/out: a symlink to lib/more, outside the folders named on the command line.\n"],
};

/** What no locale translates in these lines: usage lines, parsers' errors, names from the files. */
const NOT_OURS = [
    'grimoire merge-sarif <a.sarif> <b.sarif>... [-o merged.sarif]',
    'grimoire import 5etools <file|folder>... -o <out.yaml> [--force] [--report]',
    'grimoire export foundry <spell files...> -o <packs/_source/folder> | grimoire export 5etools <spell files...> -o <brew.json>',
    'unexpected end of the stream within a flow collection (2:1)',
    'Unexpected token \'o\', "nope" is not valid JSON',
    "Expected property name or '}' in JSON at position 1",
    'Flaming Cage',
    // Spell names, and the names of systems and of the tool.
    '"Spark" (a.spell.yaml)',
    '"SPARK" (b.spell.yaml)',
    'macOS',
    'Windows',
    'Grimoire',
    'nope.spell.yaml',
].sort((a, b) => b.length - a.length);

/** A line with what is not ours taken out (before english-left's HTML stripping takes `<spell files...>` for a tag), and the `grimoire:` every error starts with. */
function scrub(s: string): string {
  for (const x of NOT_OURS) s = s.split(x).join(' ');
  // Options, paths and file names, format and importer names: the command line's own words.
  return s
    .replace(/^grimoire: /gm, '')
    // The source field a note names, as the source's own keys (`system.activities.x.damage.parts.0`).
    .replace(/ ?[(（][\w.-]+[)）]$/gm, ' ')
    .replace(/<dir>/g, ' ')
    // The 5e-database importer's label for the whole input, and JavaScript's name of what it got instead of an array
    // (still English: the label is the warning's spell name, see the report).
    .replace(/^ {2}\(input\): /gm, '  ')
    .replace(/\b(object|string|number|boolean)(?=[;；。、]|\s*[;；。、])/g, ' ')
    // A PSRD components entry as the source writes it (`{type: null, text: "; see text"}`).
    .replace(/\{type: null, text: "[^"]*"\}/g, ' ')
    // Rule levels and keys as a config writes them (the config report): `schema/type: info (default error)`, `rules:`.
    .replace(/\b(error|warning|info|hint|off)\b(?=[)）;；,、.。]|\s*$)/gm, ' ')
    .replace(/(?<![A-Za-z])(error|warning|info|hint|off)(?=\s*[(（])/g, ' ')
    .replace(/\brules:/g, ' ')
    // An option is one wherever it stands ("(--config)", "。--cache-location").
    .replace(/(?<![\w-])--?[a-z][a-z-]*/g, ' ')
    // YAML's own word, glossed after the translation ("Псевдоніми (aliases)").
    .replace(/\((aliases)\)/g, ' ')
    .replace(/\S*[/.]\S+/g, ' ')
    // `ignore` is the config's key ("the config's ignore globs"), named as it is written; so are the skip-listed folders.
    .replace(/\b(json|sarif|JSON|SARIF|5e-database|psrd|ignore|node_modules|dist)\b/g, ' ');
}

/** Words Italian takes from English for the same thing ("la cache", "lo standard output"), "un array", and its own "note" (plural of nota). */
const IT_LOANS = new Set(['cache', 'standard', 'output', 'note', 'array']);

const NONE: AuthorText = { scalars: [], proseWords: new Set() };

/** The English words of the English line left in the translated one. */
function left(locale: Locale, en: string, got: string): string[] {
  return englishLeft(locale, scrub(en), scrub(got), NONE).filter((w) => !(locale === 'it' && IT_LOANS.has(w)));
}

describe('the CLI lines in English: as before the catalogue', () => {
  it('every scenario has its English text', () => expect(Object.keys(ENGLISH).sort()).toEqual(SCENARIOS.map((s) => s.name).sort()));
  it.each(SCENARIOS.map((s) => [s.name, s] as const))('%s', (_, s) => {
    const r = runScenario(s, 'en');
    expect([r.status, r.stderr]).toEqual(ENGLISH[s.name]);
  });
});

describe.each(['uk', 'ja', 'ru', 'it'] as Locale[])('the CLI lines in %s: no English left', (locale) => {
  it.each(SCENARIOS.filter((s) => ENGLISH[s.name]![1]).map((s) => [s.name, s] as const))('%s', (_, s) => {
    const r = runScenario(s, locale);
    expect(r.status).toBe(ENGLISH[s.name]![0]);
    expect(r.stderr.split('\n').length).toBe(ENGLISH[s.name]![1].split('\n').length);
    expect(left(locale, ENGLISH[s.name]![1], r.stderr), r.stderr).toEqual([]);
  });
});

describe('the check itself', () => {
  it('finds the English of a line left in a Ukrainian one', () => {
    const en = ENGLISH['--fix on a read-only file']![1];
    expect(left('uk', en, '<dir>/cone.spell.yaml: виправлення не записано: it is read-only.\n')).toEqual(['read', 'only']);
  });
});

/**
 * `grimoire import` on the real corpora (read in place from ../shared/corpus,
 * never copied): the notes on what each format cannot hold, in uk, ja, ru and
 * it. Every scalar of the source files is the source's own text (spell
 * names, units, damage types, formulas quoted in a note) and is not checked.
 */
const CORPUS = join(__dirname, '../../../shared/corpus');
const CORPORA = [
  { kind: '5etools', input: '5etools/spells-phb.srd51.json' },
  { kind: 'foundry', input: 'foundry-dnd5e/spells' },
  { kind: 'black-flag', input: 'black-flag/spells' },
  { kind: 'open5e', input: 'open5e' },
  // The older one-file importers print their first 20 warnings.
  { kind: '5e-database', input: '5e-srd-spells.json' },
  { kind: 'psrd', input: 'pf1-psrd-spells.json' },
];
const haveCorpus = CORPORA.every((c) => existsSync(join(CORPUS, c.input)));
if (!haveCorpus) console.warn(`test/cli/messages-i18n.test.ts: the corpus (${CORPUS}) is absent; the import runs on it are skipped.`);

function sourceFiles(p: string): string[] {
  if (statSync(p).isFile()) return [p];
  return readdirSync(p).sort().flatMap((e) => sourceFiles(join(p, e))).filter((f) => /\.(ya?ml|json)$/i.test(f));
}

/** Every scalar of the source files: what a note quotes from them. */
function sourceText(input: string): AuthorText {
  const scalars = new Set<string>();
  const prose = new Set<string>();
  for (const f of sourceFiles(input)) {
    const a = authorText(readFileSync(f, 'utf8'));
    a.scalars.forEach((s) => scalars.add(s));
    a.proseWords.forEach((w) => prose.add(w));
  }
  return { scalars: [...scalars].sort((a, b) => b.length - a.length), proseWords: prose };
}

function importRun(kind: string, input: string, locale: string): { status: number | null; stderr: string } {
  const { dir, home } = tempRepo();
  const r = cli(dir, home, ['import', kind, input, '-o', 'out.spells.yaml', '--locale', locale]);
  return { status: r.status, stderr: r.stderr.split(dir).join(' ') };
}

describe.skipIf(!haveCorpus)('grimoire import on the corpora: the notes in the locale', () => {
  for (const c of CORPORA) {
    it(`import ${c.kind}: uk, ja, ru and it leave no English word the English run prints`, () => {
      const input = join(CORPUS, c.input);
      const src = sourceText(input);
      const en = importRun(c.kind, input, 'en');
      expect(en.status).toBe(0);
      // The notes are there to check: the English run has some (`  note: spell: ...`, or `  spell: ...` from the older importers).
      const noteLines = en.stderr.split('\n').filter((l) => /^ {2}\S/.test(l) && !l.startsWith('  ... and '));
      // (5etools has 15 since its several damage types are read as parts.)
      expect(noteLines.length).toBeGreaterThanOrEqual(10);
      // And the check can fail on them: the English notes themselves, taken for Ukrainian, are flagged.
      expect(noteLines.filter((l) => englishLeft('uk', scrub(l), scrub(l), src).length > 0).length).toBe(noteLines.length);
      const leaks: string[] = [];
      for (const locale of ['uk', 'ja', 'ru', 'it'] as Locale[]) {
        const got = importRun(c.kind, input, locale);
        expect(got.status).toBe(0);
        expect(got.stderr.split('\n').length, locale).toBe(en.stderr.split('\n').length);
        // Line by line: each note against the same note in English.
        const enLines = en.stderr.split('\n');
        got.stderr.split('\n').forEach((line, i) => {
          const w = englishLeft(locale, scrub(enLines[i]!), scrub(line), src).filter((x) => !(locale === 'it' && IT_LOANS.has(x)));
          if (w.length) leaks.push(`${locale}: ${w.join(', ')}\n    ${line}`);
        });
      }
      expect(leaks.slice(0, 30), leaks.slice(0, 30).join('\n')).toEqual([]);
    });
  }
});

/** `grimoire export` of the project's samples (dnd5e, tov, wfb): every note on what the target format cannot hold, in the locale. */
describe('grimoire export of the samples: the notes in the locale', () => {
  const SAMPLES = ['dnd5e', 'tov', 'wfb'].map((d) => join(__dirname, '../../samples', d));
  const src = (() => {
    const a = SAMPLES.flatMap(sourceFiles).map((f) => authorText(readFileSync(f, 'utf8')));
    return { scalars: [...new Set(a.flatMap((x) => x.scalars))].sort((x, y) => y.length - x.length), proseWords: new Set(a.flatMap((x) => [...x.proseWords])) };
  })();
  function exportRun(kind: string, locale: string): { status: number | null; stderr: string } {
    const { dir, home } = tempRepo();
    const r = cli(dir, home, ['export', kind, ...SAMPLES, '-o', kind === 'foundry' ? 'out' : 'brew.json', '--locale', locale]);
    return { status: r.status, stderr: r.stderr.split(dir).join(' ') };
  }
  for (const kind of ['foundry', '5etools']) {
    it(`export ${kind}: uk, ja, ru and it leave no English word the English run prints`, () => {
      const en = exportRun(kind, 'en');
      expect(en.status).toBe(0);
      const noteLines = en.stderr.split('\n').filter((l) => l.startsWith('  note: '));
      expect(noteLines.length).toBeGreaterThan(10);
      expect(noteLines.filter((l) => englishLeft('uk', scrub(l), scrub(l), src).length > 0).length).toBe(noteLines.length);
      const leaks: string[] = [];
      for (const locale of ['uk', 'ja', 'ru', 'it'] as Locale[]) {
        const got = exportRun(kind, locale);
        expect(got.status).toBe(0);
        const enLines = en.stderr.split('\n');
        expect(got.stderr.split('\n').length, locale).toBe(enLines.length);
        got.stderr.split('\n').forEach((line, i) => {
          const w = englishLeft(locale, scrub(enLines[i]!), scrub(line), src).filter((x) => !(locale === 'it' && IT_LOANS.has(x)));
          if (w.length) leaks.push(`${locale}: ${w.join(', ')}\n    ${line}`);
        });
      }
      expect(leaks.slice(0, 30), leaks.slice(0, 30).join('\n')).toEqual([]);
    });
  }
});
