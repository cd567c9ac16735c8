/**
 * `grimoire import 5etools|foundry|black-flag|open5e <file|dir>... -o out.yaml` and
 * `grimoire export foundry <files...> -o <dir>`: the file side of the dialect
 * converters (service/import/dialects.ts, service/dialects/). Notes on what a
 * format cannot hold go to stderr, one line each.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { dump, CORE_SCHEMA } from 'js-yaml';
import { localeOption, usage as usageError } from './files';
import { readDataFile } from './read-data';
import { t, type Locale } from '../service/i18n';
import { importDialect, type DialectImport, type LoadedDoc } from '../service/import/dialects';
import { exportFoundry } from '../service/export/foundry';
import { homebrew, write5etools } from '../service/dialects/5etools/write';
import { createSpellService } from '../service/service';
import { noteRef } from '../service/dialects/types';

/** The formats `grimoire import` reads through a dialect (the others, 5e-database and psrd, are older one-file importers in main.ts). */
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

/** Inputs, `-o` and `--locale` (English by default, like lint); `usage` is the command's usage line without "Usage: ". */
function parseArgs(args: string[], usage: string): { inputs: string[]; output: string; locale: Locale } {
  const inputs: string[] = [];
  let output: string | undefined;
  let locale: Locale = 'en';
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '-o' || args[i] === '--output') output = args[++i];
    else if (args[i] === '--locale') locale = localeOption(args[++i] ?? '');
    else if (args[i]!.startsWith('--locale=')) locale = localeOption(args[i]!.slice('--locale='.length));
    else if (args[i]!.startsWith('-')) throw usageError('cli.usage.unknownOptionUsage', { option: args[i]!, usage });
    else inputs.push(args[i]!);
  }
  if (inputs.length === 0 || !output) throw usageError('cli.usage.line', { usage });
  return { inputs, output, locale };
}

/** `import 5etools|foundry|black-flag|open5e ...`; returns the exit code. */
export function runDialectImport(kind: string, args: string[], cwd: string, err: (s: string) => void): number {
  const { inputs, output, locale } = parseArgs(args, `grimoire import ${kind} <file|folder>... -o <out.yaml>`);
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
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, r.text);
  const key = r.skipped ? (r.warnings.length ? 'cli.import.dialectDoneSkippedNotes' : 'cli.import.dialectDoneSkipped') : r.warnings.length ? 'cli.import.dialectDoneNotes' : 'cli.import.dialectDone';
  err(t(locale, key, { n: r.spells, target, skipped: r.skipped, notes: r.warnings.length }));
  for (const w of r.warnings) err(t(locale, 'cli.note', { spell: w.spell, note: w.msg ?? w.message }));
  return r.spells === 0 ? 1 : 0;
}

/** `export foundry <files...> -o <dir>`; returns the exit code. */
export function runExport(args: string[], cwd: string, _out: (s: string) => void, err: (s: string) => void): number {
  const kind = args[0];
  if (kind === '5etools') return runExport5etools(args.slice(1), cwd, err);
  if (kind !== 'foundry') throw usageError('cli.usage.line', { usage: 'grimoire export foundry <spell files...> -o <packs/_source/folder> | grimoire export 5etools <spell files...> -o <brew.json>' });
  const { inputs, output, locale } = parseArgs(args.slice(1), 'grimoire export foundry <spell files...> -o <dir>');
  const svc = createSpellService();
  const dir = resolve(cwd, output);
  let n = 0;
  for (const input of inputs) {
    for (const f of walk(resolve(cwd, input))) {
      const a = svc.analyze(readFileSync(f, 'utf8'));
      for (const s of a.spells) {
        const r = exportFoundry(s.value, s.system);
        if (!r) {
          err(t(locale, 'cli.note', { spell: s.name ?? relative(cwd, f), note: { key: 'cli.export.noFoundry', args: { system: s.system } } }));
          continue;
        }
        const file = join(dir, r.folder, `${r.slug}.yml`);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, dump(r.doc, { lineWidth: -1, noRefs: true }));
        r.notes.forEach((note, i) => err(t(locale, 'cli.note', { spell: String(s.name), note: noteRef(r.notes, i) ?? note })));
        n++;
      }
    }
  }
  err(t(locale, 'cli.export.done', { n, target: dir }));
  return n === 0 ? 1 : 0;
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
  const { inputs, output, locale } = parseArgs(rest, 'grimoire export 5etools <spell files...> -o <brew.json> [--source ID] [--full TITLE]');
  const svc = createSpellService();
  const records: Array<Record<string, unknown>> = [];
  for (const input of inputs) {
    for (const f of walk(resolve(cwd, input))) {
      const a = svc.analyze(readFileSync(f, 'utf8'));
      for (const s of a.spells) {
        if (s.system !== 'dnd5e' && s.system !== 'tov') {
          err(t(locale, 'cli.note', { spell: s.name ?? relative(cwd, f), note: { key: 'cli.export.no5etools', args: { system: s.system } } }));
          continue;
        }
        const r = write5etools(s.value, source);
        records.push(r.record);
        r.notes.forEach((note, i) => err(t(locale, 'cli.note', { spell: String(s.name), note: noteRef(r.notes, i) ?? note })));
      }
    }
  }
  if (records.length === 0) {
    err(t(locale, 'cli.export.none'));
    return 1;
  }
  const brew = homebrew(records, { json: source, full, abbreviation: source.slice(0, 8), version: '1.0.0', date: Math.floor(Date.now() / 1000) });
  const target = resolve(cwd, output);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, JSON.stringify(brew, null, '\t') + '\n');
  err(t(locale, 'cli.export.done', { n: records.length, target }));
  return 0;
}
