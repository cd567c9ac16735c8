/**
 * The `grimoire` command line: `lint`, `import`, `explain`, `render`.
 * Exit codes: 0 no error, 1 errors found, 2 bad usage or internal failure.
 * Never prints a stack trace for user input.
 */
import { appendFileSync, readFileSync, existsSync, statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import ignore from 'ignore';
import { expandArgs, UsageError, usage } from './files';
import { failsOnIgnored, leftOutLines, leftOutSummary, type LeftOut } from './left-out';
import { isLintableName } from './walk';
import { settingsForPath } from '../service/detect';
import { DEFAULT_SETTINGS } from '../service/settings';
import { ConfigResolver, readConfig } from './config';
import { configReportLines, describeConfigs } from './config-report';
import { cacheInsideWorkTree, lintedTrees } from './cache-place';
import { lintText, service, decodeUtf8, fileProblem, byteCap, type FixOptions } from './lint';
import { lintAllFiles } from './lint-files';
import { safeText, jsonAscii } from './formats/escape';
import { tellOutput, writeOutputFile } from './safe-output';
import { resolveFormatter, formatNames, mergeSarif, githubStepSummary } from './formats';
import { githubLeftOutSummary } from './formats/github';
import { withoutQuotes } from './quotes';
import type { LintResult, ReportContext } from './report';
import { codeCatalog } from '../service/rules/catalog';
import { import5eDatabase } from '../service/import/srd5e';
import { importPsrd } from '../service/import/psrd';
import { EXTRA_COMMANDS } from './commands';
import { DIALECT_IMPORTS, runDialectImport } from './interop-cmd';
import { readDataFile } from './read-data';
import { rulesDocUrl } from './rules-url';
import { helpText } from './help';
import { localeOption } from './files';
import { LOCALES, codeTitle, isLocale, render, resolveLocale, t, type Locale, type MsgRef } from '../service/i18n';

/** The tool's version (package.json), reported in SARIF and part of cache keys. */
export const VERSION = '0.1.0';


/** Parsed lint options. */
export interface LintOptions {
  patterns: string[];
  outputs: Array<{ format: string; file?: string }>;
  fix: boolean;
  config?: string;
  /** `--rules-from-config-only`: every file's rules and ignore globs come from the `--config` file; nested configs give the rest. */
  rulesFromConfigOnly?: boolean;
  system?: string;
  maxWarnings?: number;
  quiet: boolean;
  failSeverity: 'error' | 'warning';
  cache: boolean;
  cacheLocation?: string;
  shard?: { index: number; count: number };
  stdinFilename?: string;
  /** `--no-ignore`: config ignore globs and .gitignore do not apply. */
  noIgnore?: boolean;
  /** `--fail-on-ignored`: a named file that config ignores, or a spell file the search left out (left-out.ts), fails the run. */
  failOnIgnored?: boolean;
  /** `--list-ignored`: name every YAML/JSON file found and not linted, with the reason. */
  listIgnored?: boolean;
  /** `--follow-symlinks`: follow symlinks wherever they lead (default: only inside the folders named). */
  followSymlinks?: boolean;
  /** `--no-error-on-unmatched-pattern`: no spell file found is a note and exit 0, not exit 2. */
  allowUnmatched?: boolean;
  /** `--locale`: the language of messages (checked by {@link localeOption}). */
  locale?: Locale;
}

export { localeOption } from './files';

function takeValue(args: string[], i: number, flag: string): string {
  const v = args[i + 1];
  if (v === undefined || (v.startsWith('-') && v !== '-')) throw usage('cli.usage.needsValue', { flag });
  return v;
}

/** Parse `lint` arguments. */
export function parseLintArgs(args: string[]): LintOptions {
  const o: LintOptions = { patterns: [], outputs: [], fix: false, quiet: false, failSeverity: 'error', cache: false };
  // -f and -o in the order given: each -o belongs to the -f just before it.
  const sequence: Array<{ kind: 'f' | 'o'; value: string }> = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const [flag, inline] = a.startsWith('--') && a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
    const val = () => {
      if (inline !== undefined) return inline;
      const v = takeValue(args, i, flag);
      i++;
      return v;
    };
    switch (flag) {
      case '-f':
      case '--format':
        sequence.push({ kind: 'f', value: val() });
        break;
      case '-o':
      case '--output':
      case '--output-file':
        sequence.push({ kind: 'o', value: val() });
        break;
      case '--fix':
        o.fix = true;
        break;
      case '--config':
      case '-c':
        o.config = val();
        break;
      case '--rules-from-config-only':
        o.rulesFromConfigOnly = true;
        break;
      case '--system':
        o.system = val();
        break;
      case '--max-warnings': {
        const n = Number(val());
        if (!Number.isInteger(n) || n < -1) throw usage('cli.usage.maxWarnings');
        o.maxWarnings = n;
        break;
      }
      case '--quiet':
        o.quiet = true;
        break;
      case '--fail-severity': {
        const v = val();
        if (v !== 'error' && v !== 'warning') throw usage('cli.usage.failSeverity');
        o.failSeverity = v;
        break;
      }
      case '--cache':
        o.cache = true;
        break;
      case '--cache-location':
        o.cacheLocation = val();
        break;
      case '--shard': {
        const m = /^(\d+)\/(\d+)$/.exec(val());
        const index = m ? Number(m[1]) : 0;
        const count = m ? Number(m[2]) : 0;
        if (!m || count < 1 || index < 1 || index > count) throw usage('cli.usage.shard');
        o.shard = { index, count };
        break;
      }
      case '--stdin-filename':
        o.stdinFilename = val();
        break;
      case '--no-ignore':
        o.noIgnore = true;
        break;
      case '--fail-on-ignored':
        o.failOnIgnored = true;
        break;
      case '--list-ignored':
        o.listIgnored = true;
        break;
      case '--follow-symlinks':
        o.followSymlinks = true;
        break;
      case '--no-error-on-unmatched-pattern':
        o.allowUnmatched = true;
        break;
      case '--locale':
        o.locale = localeOption(val());
        break;
      default:
        if (a.startsWith('-') && a !== '-') throw usage('cli.usage.unknownOption', { option: a });
        o.patterns.push(a);
    }
  }
  o.outputs = pairOutputs(sequence);
  for (const out of o.outputs) if (!resolveFormatter(out.format)) throw usage('cli.usage.unknownFormat', { format: out.format, formats: formatNames.join(', ') });
  if (o.patterns.length === 0) throw usage('cli.usage.noPatterns');
  if (o.rulesFromConfigOnly && o.config === undefined) throw usage('cfg.usage.needsConfig');
  return o;
}

/**
 * Pair `-f` and `-o` as written: an `-o` writes the report of the `-f` just
 * before it (`-f github -f sarif -o x.sarif` sends SARIF to x.sarif and the
 * annotations to stdout). A second `-o` after the same `-f` writes that format
 * again to another file. `-o` given before any `-f` goes with the first `-f`
 * (or with stylish when there is none), so `-o out.json -f json` also works.
 * Called by parseLintArgs.
 */
export function pairOutputs(sequence: ReadonlyArray<{ kind: 'f' | 'o'; value: string }>): Array<{ format: string; file?: string }> {
  const outputs: Array<{ format: string; file?: string }> = [];
  const leading: string[] = [];
  for (const item of sequence) {
    const last = outputs[outputs.length - 1];
    if (item.kind === 'f') outputs.push({ format: item.value });
    else if (!last) leading.push(item.value);
    else if (last.file === undefined) last.file = item.value;
    else outputs.push({ format: last.format, file: item.value });
  }
  if (leading.length) {
    const first = outputs[0];
    const format = first?.format ?? 'stylish';
    const extra = leading.map((file) => ({ format, file }));
    if (first && first.file === undefined) {
      first.file = extra.shift()!.file;
    }
    outputs.splice(first ? 1 : 0, 0, ...extra);
  }
  if (outputs.length === 0) outputs.push({ format: 'stylish' });
  const toStdout = outputs.filter((x) => x.file === undefined);
  if (toStdout.length > 1) throw usage('cli.usage.bothStdout', { formats: { list: toStdout.map((x) => x.format), join: 'and' } });
  return outputs;
}

/** The `locale:` of the config for the working folder (or of `--config`); English when there is none or it cannot be read (linting reports that). */
function configLocale(explicit: ReturnType<typeof readConfig> | undefined, cwd: string): Locale {
  try {
    return new ConfigResolver(explicit, undefined, cwd).forFile(resolve(cwd, '.grimoirerc.yaml')).settings.locale;
  } catch {
    return 'en';
  }
}

/** Which shard a file belongs to: a stable hash of its path relative to cwd. */
export function shardOf(relPath: string, count: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < relPath.length; i++) {
    h ^= relPath.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return (h % count) + 1;
}

/** Standard input, or undefined once it passes `maxBytes` (reading stops there: `< /dev/zero` ends). */
async function readStdin(maxBytes: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const c of process.stdin) {
    total += (c as Buffer).length;
    if (total > maxBytes) {
      process.stdin.destroy();
      return undefined;
    }
    chunks.push(c as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Run `lint`; returns the exit code. */
export async function runLint(args: string[], cwd: string, out: (s: string) => void, err: (s: string) => void): Promise<number> {
  const o = parseLintArgs(args);
  const explicit = o.config ? readConfig(resolve(cwd, o.config)) : undefined;
  const system = o.system;
  if (system && !['dnd5e', 'tov', 'dnd35', 'wfb'].includes(system)) throw usage('cli.usage.unknownSystem', { system });
  // One language for the whole run: --locale, else the config's `locale:` (--config, or the one for the working folder), else English.
  const locale: Locale = o.locale ?? configLocale(explicit, cwd);
  const resolver = new ConfigResolver(explicit, (s) => ({ ...s, locale, ...(system ? { defaultSystem: system as 'dnd5e' } : {}) }), cwd, o.rulesFromConfigOnly === true);
  const svc = service();
  const results: LintResult[] = [];
  // Files whose real name is not YAML or JSON (a link to `secret.env`, a named `notes.txt`): never quoted in the report.
  const unquoted = new Set<string>();
  const stdinName = o.patterns.includes('-') ? resolve(cwd, o.stdinFilename ?? 'stdin.spells.yaml') : undefined;
  if (stdinName !== undefined) {
    const name = stdinName;
    if (!isLintableName(name)) unquoted.add(name);
    const cfg = resolver.forFile(name);
    const buf = await readStdin(byteCap(cfg.settings));
    const text = buf === undefined ? undefined : decodeUtf8(buf);
    if (buf === undefined) results.push(fileProblem(name, 'yaml/too-large', { key: 'cli.read.stdinTooLarge', args: { max: { grouped: byteCap(cfg.settings) } } }, locale));
    else results.push(text === undefined ? fileProblem(name, 'yaml/encoding', { key: 'cli.read.stdinNotUtf8' }, locale) : lintText(svc, name, text, settingsForPath(cfg.settings, name), false).result);
    if (o.fix) err(t(locale, 'cli.stdinFix'));
  }
  const patterns = o.patterns.filter((p) => p !== '-');
  // A file is read to tell whether it is a spell file up to the size cap its config sets (the default cap when its
  // config cannot be read: a file in node_modules is not to fail the run for its package's config).
  const capFor = (f: string) => {
    try {
      return byteCap(resolver.forFile(f).settings);
    } catch {
      return byteCap(DEFAULT_SETTINGS);
    }
  };
  const found = patterns.length ? expandArgs(patterns, cwd, !o.noIgnore, { followSymlinks: o.followSymlinks, capFor }) : { files: [], gitignored: [], skipped: [], links: [], unreadable: [] };
  // Config ignore globs apply to the files under each config's folder (--config: under the working folder).
  // Every file they leave out is counted, and a file named on the command line is named (pre-commit names files).
  const configIgnored: string[] = [];
  let namedIgnored = 0;
  let files = found.files
    .filter(({ path: f, explicit: named }) => {
      if (o.noIgnore) return true;
      const cfg = resolver.forFile(f);
      if (cfg.ignore.length === 0) return true;
      const base = explicit ? cwd : cfg.path ? dirname(cfg.path) : cwd;
      if (!isIgnoredBy(cfg.ignore, base, f)) return true;
      configIgnored.push(f);
      if (named) {
        namedIgnored++;
        err(t(locale, o.failOnIgnored ? 'cli.ignored.namedError' : 'cli.ignored.namedWarning', { file: safeText(relativePosix(cwd, f)), config: cfg.path ? safeText(relativePosix(cwd, cfg.path)) : { key: 'cli.ignored.theConfig' } }));
      }
      return false;
    })
    .map((x) => x.path);
  if (configIgnored.length > 0 || found.gitignored.length > 0) {
    const parts: MsgRef[] = [];
    if (configIgnored.length > 0) parts.push({ key: 'cli.ignored.byConfig', args: { n: configIgnored.length } });
    if (found.gitignored.length > 0) parts.push({ key: 'cli.ignored.byGitignore', args: { n: found.gitignored.length } });
    err(t(locale, 'cli.ignored.count', { n: configIgnored.length + found.gitignored.length, parts: { list: parts, join: 'comma' } }));
  }
  // Every YAML/JSON file the search found and left out, and every symlink not followed, is counted and named.
  const leftOut: LeftOut = { skipped: found.skipped, links: found.links, unreadable: found.unreadable, gitignored: found.gitignored, configIgnored };
  for (const line of leftOutLines(leftOut, cwd, locale, { failOnIgnored: !!o.failOnIgnored, list: !!o.listIgnored })) err(line);
  for (const f of found.files) if (f.unquoted) unquoted.add(f.path);
  // Nothing to lint (before sharding: a small repository leaves some shards empty) is a usage error,
  // as in ESLint: a mistyped path must not pass CI.
  // A named file that config ignores has its own warning above (pre-commit names files): not an error here.
  const noFiles = files.length === 0 && !o.patterns.includes('-') && namedIgnored === 0;
  if (noFiles) {
    const ignoredAll = found.files.length + found.gitignored.length;
    const why =
      ignoredAll > 0
        ? t(locale, 'cli.noFiles.allIgnored', { count: ignoredAll })
        : t(locale, 'cli.noFiles.unmatched', { patterns: patterns.map((p) => `"${safeText(p)}"`).join(', ') });
    if (!o.allowUnmatched) throw new UsageError(t(locale, 'cli.noFiles.fail', { why }));
    err(`grimoire: ${why}.`);
  }
  if (o.shard) {
    const { index, count } = o.shard;
    files = files.filter((f) => shardOf(relativePosix(cwd, f), count) === index);
  }
  // A named file behind a symlink that leads outside the lint roots is not read: an error naming where it leads.
  const outside = new Map(found.files.filter((f) => f.outside).map((f) => [f.path, f.outside!] as const));
  const refused = files.filter((f) => outside.has(f)).map((f) => {
    const o2 = outside.get(f)!;
    return fileProblem(f, 'internal/read', { key: o2.kind ? 'cli.read.linkOutsideKind' : 'cli.read.linkOutside', args: { target: safeText(o2.target), ...(o2.kind ? { kind: o2.kind } : {}) } }, locale);
  });
  if (refused.length > 0) files = files.filter((f) => !outside.has(f));
  // Which configs applied and what each did to the rule set: said on every run that used one.
  const configs = describeConfigs(stdinName === undefined ? files : [stdinName, ...files], resolver, cwd);
  for (const line of configReportLines(configs, locale)) err(line);
  const { LintCache, defaultCacheDir } = await import('./cache');
  let cache: InstanceType<typeof LintCache> | undefined;
  if (o.cache) {
    const dir = o.cacheLocation ? resolve(cwd, o.cacheLocation) : defaultCacheDir();
    // Not inside a work tree being linted: the repository could commit the key and entries signed with it.
    const tree = cacheInsideWorkTree(dir, lintedTrees(cwd, found.files.map((x) => x.path), patterns, stdinName));
    if (tree !== undefined) throw usage('cfg.cache.insideWorkTree', { dir: safeText(dir), tree: safeText(tree) });
    cache = new LintCache(dir, VERSION, cwd);
    if (cache.disabled) {
      err(t(locale, 'cli.cache.notUsed', { reason: cache.disabledMsg ?? cache.disabled }));
      cache = undefined;
    } else if (cache.refusedMsg) err(t(locale, 'cfg.cache.fileRefused', { reason: cache.refusedMsg }));
  }
  // --fix fixes only what the report shows: errors, and warnings unless --quiet.
  const changes: Array<{ file: string; line: number; code: string; title: string }> = [];
  const fixOpts: FixOptions | false = o.fix
    ? { include: (d) => d.severity === 'error' || (!o.quiet && d.severity === 'warning'), root: cwd, changed: (file, cs) => { for (const c of cs) changes.push({ file, ...c }); } }
    : false;
  const linted = await lintAllFiles(files, { service: svc, resolver, cache, fix: fixOpts, log: err, version: VERSION });
  results.push(...(refused.length > 0 ? [...linted, ...refused].sort((a, b) => (a.filePath < b.filePath ? -1 : a.filePath > b.filePath ? 1 : 0)) : linted));
  try {
    cache?.save();
  } catch (e) {
    err(t(locale, 'cli.cache.notSaved', { error: safeText((e as NodeJS.ErrnoException).code ?? (e as Error).message) }));
  }
  if (o.fix) {
    // What --fix changed, on stderr (stdout holds the report): file:line, rule, what.
    for (const c of changes) err(`${safeText(relativePosix(cwd, c.file))}:${c.line}  ${safeText(c.code)}  ${safeText(unquoted.has(c.file) ? codeTitle(locale, c.code, c.code) : c.title)}`);
    const nFiles = new Set(changes.map((c) => c.file)).size;
    err(changes.length ? t(locale, 'cli.fixed', { n: changes.length, files: nFiles }) : t(locale, 'cli.noFixes'));
  }
  let shown = unquoted.size > 0 ? results.map((r) => (unquoted.has(r.filePath) ? withoutQuotes(r, locale) : r)) : results;
  if (o.quiet) {
    shown = shown.map((r) => ({ ...r, messages: r.messages.filter((m) => m.severity === 2), warningCount: 0, fixableWarningCount: 0, infoCount: 0 }));
  }
  const ctx: ReportContext = { cwd, rules: codeCatalog().map((c) => ({ code: c.code, title: codeTitle(locale, c.code, c.title), doc: c.doc, defaultSeverity: c.defaultSeverity })), toolVersion: VERSION, rulesUrl: rulesDocUrl(), locale, configs };
  // A report file is the run's own product: an older report (or a symlink planted at its name) is replaced, never followed.
  let reportsWritten = true;
  for (const output of o.outputs) {
    const fmt = resolveFormatter(output.format, { color: !output.file && !!process.stdout.isTTY, locale })!;
    const text = fmt(shown, ctx);
    if (output.file) {
      const p = resolve(cwd, output.file);
      const w = writeOutputFile(p, text.endsWith('\n') || text === '' ? text : text + '\n', { force: true, cwd });
      reportsWritten = tellOutput(w, 1, p, locale, err) && reportsWritten;
    } else if (text) out(text.endsWith('\n') ? text : text + '\n');
  }
  // In GitHub Actions, the github format also writes a job summary (annotations show only a few per step).
  const summaryFile = process.env.GITHUB_STEP_SUMMARY;
  if (summaryFile && o.outputs.some((x) => x.format === 'github')) {
    try {
      const left = leftOutSummary(leftOut, cwd, locale);
      appendFileSync(summaryFile, githubStepSummary(shown, ctx) + (left ? '\n' + githubLeftOutSummary(left) : '') + '\n');
    } catch {
      err(t(locale, 'cli.ghSummary'));
    }
  }
  const errors = results.reduce((n, r) => n + r.errorCount, 0);
  const warnings = results.reduce((n, r) => n + r.warningCount, 0);
  if (!noFiles && files.length === 0 && o.shard) err(t(locale, 'cli.shardEmpty', { index: o.shard.index, count: o.shard.count, total: found.files.length }));
  if (!reportsWritten) return 2;
  if (errors > 0) return 1;
  if (o.failOnIgnored && (namedIgnored > 0 || failsOnIgnored(leftOut) > 0)) return 1;
  if (o.failSeverity === 'warning' && warnings > 0 && !o.quiet) return 1;
  if (o.maxWarnings !== undefined && o.maxWarnings >= 0 && warnings > o.maxWarnings) {
    err(t(locale, 'cli.tooManyWarnings', { n: warnings, max: o.maxWarnings }));
    return 1;
  }
  return 0;
}

function relativePosix(cwd: string, f: string): string {
  return relative(cwd, f).split(sep).join('/');
}

function isIgnoredBy(globs: string[], base: string, file: string): boolean {
  const ig = ignore();
  ig.add(globs);
  const rel = relativePosix(base, file);
  return !rel.startsWith('..') && ig.ignores(rel);
}

/** Run `import`; returns the exit code. */
export function runImport(args: string[], cwd: string, err: (s: string) => void): number {
  const kind = args[0];
  if (kind && DIALECT_IMPORTS.includes(kind)) return runDialectImport(kind, args.slice(1), cwd, err);
  const input = args[1];
  let output: string | undefined;
  let locale: Locale = 'en';
  let force = false;
  for (let i = 2; i < args.length; i++) {
    if (args[i] === '-o' || args[i] === '--output') output = args[++i];
    else if (args[i] === '--force') force = true;
    else if (args[i] === '--locale' || args[i]!.startsWith('--locale=')) locale = localeOption(args[i] === '--locale' ? (args[++i] ?? '') : args[i]!.slice('--locale='.length));
    else throw usage('cli.import.unknownOption', { option: args[i]! });
  }
  if (!kind || !input || !output) throw usage('cli.usage.line', { usage: 'grimoire import 5e-database|psrd <file.json> -o <out.yaml> [--force]' });
  const importer = kind === '5e-database' ? import5eDatabase : kind === 'psrd' ? importPsrd : undefined;
  if (!importer) throw usage('cli.import.unknownImporter', { kind });
  // The linter's caps: a size cap while reading, and depth (a 100,000-deep file is refused, not walked).
  const read = readDataFile(resolve(cwd, input), 'json', locale);
  if (!read.ok) throw usage('cli.import.notJson', { file: input, error: read.error });
  const r = importer(read.value);
  let target = resolve(cwd, output);
  // An existing folder (or a name ending in /) gets the importer's own file name inside it.
  if ((existsSync(target) && statSync(target).isDirectory()) || output.endsWith('/')) target = resolve(target, kind === 'psrd' ? 'pathfinder-1e.spells.yaml' : 'srd-5.1.spells.yaml');
  // Nothing imported: the target (perhaps an earlier import) is left as it is, and the warnings say why.
  const none = r.spells === 0;
  if (none) err(t(locale, 'out.import.none', { target: safeText(target) }));
  else if (!tellOutput(writeOutputFile(target, r.text, { force, cwd }), 1, target, locale, err)) return 2;
  else err(r.warnings.length ? t(locale, 'cli.import.doneWarnings', { n: r.spells, target, w: r.warnings.length }) : t(locale, 'cli.import.done', { n: r.spells, target }));
  for (const w of r.warnings.slice(0, 20)) err(`  ${w.label ? render(locale, w.label) : w.spell}: ${w.msg ? render(locale, w.msg) : w.message}`);
  if (r.warnings.length > 20) err(t(locale, 'cli.import.more', { n: r.warnings.length - 20 }));
  return none ? 1 : 0;
}

/** `merge-sarif a.sarif b.sarif ... [-o out]`: one SARIF log from the shards' logs. */
export function runMergeSarif(args: string[], cwd: string, out: (s: string) => void, err: (s: string) => void): number {
  let output: string | undefined;
  const inputs: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '-o' || args[i] === '--output') output = args[++i];
    // The language of its usage errors (main's errorLocale reads it from the arguments); nothing else is said.
    else if (args[i] === '--locale') i++;
    else if (!args[i]!.startsWith('--locale=')) inputs.push(args[i]!);
  }
  if (inputs.length === 0) throw usage('cli.usage.line', { usage: 'grimoire merge-sarif <a.sarif> <b.sarif>... [-o merged.sarif]' });
  const logs = inputs.map((f) => {
    try {
      return JSON.parse(readFileSync(resolve(cwd, f), 'utf8')) as unknown;
    } catch (e) {
      throw usage('cli.sarif.notJson', { file: f, error: (e as Error).message });
    }
  });
  let merged: unknown;
  try {
    merged = mergeSarif(logs);
  } catch (e) {
    throw usage('cli.sarif.cannotMerge', { error: (e as Error).message });
  }
  const text = jsonAscii(JSON.stringify(merged, null, 2)) + '\n';
  if (!output) {
    out(text);
    return 0;
  }
  // Like lint's -o: the merged report replaces an older one (or a planted symlink), never following it.
  const target = resolve(cwd, output);
  return tellOutput(writeOutputFile(target, text, { force: true, cwd }), 1, target, errorLocale(args), err) ? 0 : 2;
}

/** The language of a usage error: a valid `--locale` among the arguments, else English (the config may be what is broken). */
function errorLocale(argv: string[]): Locale {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const v = a === '--locale' ? argv[i + 1] : a.startsWith('--locale=') ? a.slice('--locale='.length) : undefined;
    if (v !== undefined) {
      const r = resolveLocale(v);
      if (isLocale(r)) return r;
    }
  }
  return 'en';
}

/** Entry: dispatch a command; returns the exit code. */
export async function main(argv: string[], cwd = process.cwd()): Promise<number> {
  const out = (s: string) => process.stdout.write(s);
  const err = (s: string) => process.stderr.write(s.endsWith('\n') ? s : s + '\n');
  const [cmd, ...rest] = argv;
  try {
    if (!cmd || cmd === '-h' || cmd === '--help' || rest.includes('--help') || rest.includes('-h')) {
      out(helpText(errorLocale(argv), VERSION));
      return cmd ? 0 : 2;
    }
    if (cmd === '--version' || cmd === '-v') {
      out(`${VERSION}\n`);
      return 0;
    }
    if (cmd === 'lint') return await runLint(rest, cwd, out, err);
    if (cmd === 'import') return runImport(rest, cwd, err);
    if (cmd === 'merge-sarif') return runMergeSarif(rest, cwd, out, err);
    const extra = EXTRA_COMMANDS[cmd];
    if (extra) return await extra(rest, cwd, out, err);
    throw usage('cli.usage.unknownCommand', { command: cmd });
  } catch (e) {
    if (e instanceof UsageError) {
      err(`grimoire: ${e.msg ? render(errorLocale(argv), e.msg) : e.message}`);
      return 2;
    }
    err(`grimoire: internal error: ${e instanceof Error ? e.message : String(e)}`);
    if (process.env.GRIMOIRE_DEBUG) err(String((e as Error).stack));
    return 2;
  }
}
