/**
 * `grimoire import 5etools|foundry|black-flag|open5e <file|dir>... -o out.yaml`,
 * `grimoire import 5e-database|psrd <file.json> -o out.yaml` and
 * `grimoire export foundry|5etools <files...> -o <dir|file>`: the file side of
 * the service's importers and exporters. Notes on what a
 * format cannot hold go to stderr, one line each. Every file is written by
 * safe-output.ts (nothing replaced without `--force`, no symlink followed);
 * when nothing was produced, nothing is written.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { CORE_SCHEMA } from 'js-yaml';
import { localeOption, usage as usageError } from './usage';
import { readDataFile } from './read-data';
import { tellOutput, writeOutputFile, writeOutputs, type OutputFile } from './safe-output';
import { safeText } from './formats/escape';
import { createSpellService, fiveToolsHomebrew, fiveToolsRecordOf, foundryItemOf, import5eDatabase, importDialect, importPsrd, render, t, type DialectImport, type ExportNote, type ImportWarning, type Locale, type LoadedDoc } from '../service/index';
import { fieldReportLines } from './field-report';

/** The formats `grimoire import` reads through a dialect (the others, 5e-database and psrd, are older one-file importers: {@link runImport}). */
export const DIALECT_IMPORTS: readonly string[] = ['5etools', 'foundry', 'black-flag', 'open5e'];

/** Open5e keeps a spell's casting options and its document beside Spell.json: name Spell.json and they come along. */
const OPEN5E_SIBLINGS = ['SpellCastingOption.json', 'Document.json'];

function walk(p: string): string[] {
  const st = statSync(p);
  if (st.isFile()) return [p];
  return readdirSync(p)
    .sort()
    .flatMap((e) => (e.startsWith('.') || e === 'node_modules' ? [] : walk(join(p, e))))
    .filter((f) => /\.(ya?ml|json)$/i.test(f));
}

/** A note or warning line: the spell (or our label for the input), the message, and the field it names. */
function noteLine(locale: Locale, spell: string, msg: ExportNote['msg'], field: string | undefined): string {
  return field ? t(locale, 'cli.noteField', { spell, note: msg, field }) : t(locale, 'cli.note', { spell, note: msg });
}

/** An import warning as a note line. */
function warningLine(locale: Locale, w: ImportWarning): string {
  return noteLine(locale, w.label ? render(locale, w.label) : w.spell, w.msg, w.field);
}

/** Inputs, `-o`, `--force`, `--report` and `--locale` (English by default, like lint); `usage` is the command's usage line without "Usage: ". */
function parseArgs(args: string[], usage: string): { inputs: string[]; output: string; locale: Locale; force: boolean; report: boolean } {
  const inputs: string[] = [];
  let output: string | undefined;
  let locale: Locale = 'en';
  let force = false;
  let report = false;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '-o' || args[i] === '--output') output = args[++i];
    else if (args[i] === '--force') force = true;
    else if (args[i] === '--report') report = true;
    else if (args[i] === '--locale') locale = localeOption(args[++i] ?? '');
    else if (args[i]!.startsWith('--locale=')) locale = localeOption(args[i]!.slice('--locale='.length));
    else if (args[i]!.startsWith('-')) throw usageError('cli.usage.unknownOptionUsage', { option: args[i]!, usage });
    else inputs.push(args[i]!);
  }
  if (inputs.length === 0 || !output) throw usageError('cli.usage.line', { usage });
  return { inputs, output, locale, force, report };
}

/** Run `import`: a dialect's files (`runDialectImport`), or one JSON file of the 5e-database or PSRD; returns the exit code. The `--report` table goes to `out`. */
export function runImport(args: string[], cwd: string, out: (s: string) => void, err: (s: string) => void): number {
  const kind = args[0];
  if (kind && DIALECT_IMPORTS.includes(kind)) return runDialectImport(kind, args.slice(1), cwd, out, err);
  const input = args[1];
  let output: string | undefined;
  let locale: Locale = 'en';
  let force = false;
  let report = false;
  for (let i = 2; i < args.length; i++) {
    if (args[i] === '-o' || args[i] === '--output') output = args[++i];
    else if (args[i] === '--force') force = true;
    else if (args[i] === '--report') report = true;
    else if (args[i] === '--locale' || args[i]!.startsWith('--locale=')) locale = localeOption(args[i] === '--locale' ? (args[++i] ?? '') : args[i]!.slice('--locale='.length));
    else throw usageError('cli.import.unknownOption', { option: args[i]! });
  }
  if (!kind || !input || !output) throw usageError('cli.usage.line', { usage: 'grimoire import 5e-database|psrd <file.json> -o <out.yaml> [--force] [--report]' });
  const importer = kind === '5e-database' ? import5eDatabase : kind === 'psrd' ? importPsrd : undefined;
  if (!importer) throw usageError('cli.import.unknownImporter', { kind });
  // The linter's caps: a size cap while reading, and depth (a 100,000-deep file is refused, not walked).
  const read = readDataFile(resolve(cwd, input), 'json', locale);
  if (!read.ok) throw usageError('cli.import.notJson', { file: input, error: read.error });
  const r = importer(read.value);
  let target = resolve(cwd, output);
  // An existing folder (or a name ending in /) gets the importer's own file name inside it.
  if ((existsSync(target) && statSync(target).isDirectory()) || output.endsWith('/')) target = resolve(target, kind === 'psrd' ? 'pathfinder-1e.spells.yaml' : 'srd-5.1.spells.yaml');
  // Nothing imported: the target (perhaps an earlier import) is left as it is, and the warnings say why.
  const none = r.spells === 0;
  if (none) err(t(locale, 'out.import.none', { target: safeText(target) }));
  else if (!tellOutput(writeOutputFile(target, r.text, { force, cwd }), 1, target, locale, err)) return 2;
  else err(r.warnings.length ? t(locale, 'cli.import.doneWarnings', { n: r.spells, target, w: r.warnings.length }) : t(locale, 'cli.import.done', { n: r.spells, target }));
  for (const w of r.warnings.slice(0, 20)) err(`  ${w.label ? render(locale, w.label) : w.spell}: ${render(locale, w.msg)}${w.field ? ` (${w.field})` : ''}`);
  if (r.warnings.length > 20) err(t(locale, 'cli.import.more', { n: r.warnings.length - 20 }));
  if (report && r.report) out(fieldReportLines(locale, r.report).join('\n') + '\n');
  return none ? 1 : 0;
}

/** `import 5etools|foundry|black-flag|open5e ...`; returns the exit code. The `--report` table goes to `out`. */
export function runDialectImport(kind: string, args: string[], cwd: string, out: (s: string) => void, err: (s: string) => void): number {
  const { inputs, output, locale, force, report } = parseArgs(args, `grimoire import ${kind} <file|folder>... -o <out.yaml> [--force] [--report]`);
  const docs: LoadedDoc[] = [];
  for (const input of inputs) {
    const abs = resolve(cwd, input);
    let files: string[];
    try {
      files = walk(abs);
    } catch {
      throw usageError('cli.usage.noSuchPath', { path: input });
    }
    if (kind === 'open5e' && files.length === 1 && basename(abs) === 'Spell.json') {
      for (const sib of OPEN5E_SIBLINGS) {
        const p = join(dirname(abs), sib);
        if (!inputs.some((i) => resolve(cwd, i) === p) && existsSync(p)) files.push(p);
      }
    }
    for (const f of files) {
      // The linter's caps: a size cap while reading, alias expansion and depth (an alias bomb is refused here, not walked).
      const read = readDataFile(f, 'yaml', locale, CORE_SCHEMA);
      if (read.ok) docs.push({ label: relative(cwd, f), doc: read.value });
      else err(t(locale, 'cli.import.notRead', { file: relative(cwd, f), error: read.error }));
    }
  }
  const r = importDialect(kind as DialectImport, docs);
  const target = resolve(cwd, output);
  // Nothing imported: the target (perhaps an earlier import) is left as it is.
  if (r.spells === 0) {
    err(t(locale, 'out.import.none', { target: safeText(target) }));
    for (const w of r.warnings) err(warningLine(locale, w));
    if (report && r.report) out(fieldReportLines(locale, r.report).join('\n') + '\n');
    return 1;
  }
  if (!tellOutput(writeOutputFile(target, r.text, { force, cwd }), 1, target, locale, err)) return 2;
  const key = r.skipped ? (r.warnings.length ? 'cli.import.dialectDoneSkippedNotes' : 'cli.import.dialectDoneSkipped') : r.warnings.length ? 'cli.import.dialectDoneNotes' : 'cli.import.dialectDone';
  err(t(locale, key, { n: r.spells, target, skipped: r.skipped, notes: r.warnings.length }));
  for (const w of r.warnings) err(warningLine(locale, w));
  if (report && r.report) out(fieldReportLines(locale, r.report).join('\n') + '\n');
  return 0;
}

/** `export foundry <files...> -o <dir>`; returns the exit code. */
export function runExport(args: string[], cwd: string, _out: (s: string) => void, err: (s: string) => void): number {
  const kind = args[0];
  if (kind === '5etools') return runExport5etools(args.slice(1), cwd, err);
  if (kind !== 'foundry') throw usageError('cli.usage.line', { usage: 'grimoire export foundry <spell files...> -o <packs/_source/folder> | grimoire export 5etools <spell files...> -o <brew.json>' });
  const { inputs, output, locale, force } = parseArgs(args.slice(1), 'grimoire export foundry <spell files...> -o <dir> [--force]');
  const svc = createSpellService();
  const dir = resolve(cwd, output);
  // Every item first, then one checked write: a name clash or an existing file leaves the folder untouched.
  const files: OutputFile[] = [];
  for (const input of inputs) {
    for (const f of walk(resolve(cwd, input))) {
      const a = svc.analyze(readFileSync(f, 'utf8'));
      for (const s of a.spells) {
        const r = foundryItemOf(s);
        if (!r.ok) {
          err(t(locale, 'cli.note', { spell: s.name ?? relative(cwd, f), note: { key: 'cli.export.noFoundry', args: { system: r.system } } }));
          continue;
        }
        for (const note of r.notes) err(noteLine(locale, String(s.name), note.msg, note.field?.join('.')));
        files.push({ path: r.path, data: r.yaml, label: spellLabel(s.name, relative(cwd, f)) });
      }
    }
  }
  if (files.length === 0) {
    err(t(locale, 'cli.export.none'));
    err(t(locale, 'out.nothingWritten', { target: safeText(dir) }));
    return 1;
  }
  const w = writeOutputs(dir, files, { force, cwd });
  const complete = tellOutput(w, files.length, dir, locale, err);
  if (w.written.length > 0) err(t(locale, 'cli.export.done', { n: w.written.length, target: dir }));
  return complete ? 0 : 2;
}

/** A spell as messages name it: its name (quoted, as JSON writes it) and the file it came from. */
function spellLabel(name: unknown, file: string): string {
  return `${JSON.stringify(typeof name === 'string' ? name : String(name ?? '?'))} (${file})`;
}

/** `export 5etools <files...> -o brew.json [--source JSON] [--full "Title"]`: one homebrew file. */
function runExport5etools(args: string[], cwd: string, err: (s: string) => void): number {
  let source = 'Grimoire';
  let full = 'Spells exported by Grimoire';
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--source') source = args[++i] ?? source;
    else if (args[i] === '--full') full = args[++i] ?? full;
    else rest.push(args[i]!);
  }
  const { inputs, output, locale, force } = parseArgs(rest, 'grimoire export 5etools <spell files...> -o <brew.json> [--source ID] [--full TITLE] [--force]');
  const svc = createSpellService();
  const records: Array<Record<string, unknown>> = [];
  for (const input of inputs) {
    for (const f of walk(resolve(cwd, input))) {
      const a = svc.analyze(readFileSync(f, 'utf8'));
      for (const s of a.spells) {
        const r = fiveToolsRecordOf(s, source);
        if (!r.ok) {
          err(t(locale, 'cli.note', { spell: s.name ?? relative(cwd, f), note: { key: 'cli.export.no5etools', args: { system: r.system } } }));
          continue;
        }
        records.push(r.record);
        for (const note of r.notes) err(noteLine(locale, String(s.name), note.msg, note.field?.join('.')));
      }
    }
  }
  const target = resolve(cwd, output);
  if (records.length === 0) {
    err(t(locale, 'cli.export.none'));
    err(t(locale, 'out.nothingWritten', { target: safeText(target) }));
    return 1;
  }
  const brew = fiveToolsHomebrew(records, { json: source, full, abbreviation: source.slice(0, 8), version: '1.0.0', date: Math.floor(Date.now() / 1000) });
  if (!tellOutput(writeOutputFile(target, JSON.stringify(brew, null, '\t') + '\n', { force, cwd }), 1, target, locale, err)) return 2;
  err(t(locale, 'cli.export.done', { n: records.length, target }));
  return 0;
}
