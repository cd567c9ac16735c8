/**
 * `grimoire lint`: find the files (files.ts, walk.ts), apply config ignore
 * globs and shards, lint each file (lint-files.ts, with `--cache` and
 * `--fix`), write the reports (formats/) and choose the exit code: 0 no
 * error, 1 errors found (or warnings past a threshold), 2 bad usage.
 * Everything left out is counted on stderr (left-out.ts).
 */
import { appendFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import ignore from 'ignore';
import { expandArgs } from './files';
import { UsageError, usage } from './usage';
import { failsOnIgnored, leftOutLines, leftOutSummary, type LeftOut } from './left-out';
import { isLintableName } from './walk';
import { DEFAULT_SETTINGS, codeCatalog, codeTitle, settingsForPath, t, type Locale, type MsgRef } from '../service/index';
import { ConfigResolver, readConfig } from './config';
import { configReportLines, describeConfigs } from './config-report';
import { cacheInsideWorkTree, lintedTrees } from './cache-place';
import { lintText, service, decodeUtf8, fileProblem, byteCap, type FixOptions } from './lint';
import { lintAllFiles } from './lint-files';
import { addCrossFileFindings } from './cross-file';
import { safeText } from './formats/escape';
import { tellOutput, writeOutputFile } from './safe-output';
import { resolveFormatter, githubStepSummary } from './formats';
import { githubLeftOutSummary } from './formats/github';
import { withoutQuotes } from './quotes';
import type { LintResult, ReportContext } from './report';
import { rulesDocUrl } from './rules-url';
import { parseLintArgs } from './lint-args';
import { VERSION } from '../version';

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
  let stdinText: string | undefined;
  if (stdinName !== undefined) {
    const name = stdinName;
    if (!isLintableName(name)) unquoted.add(name);
    const cfg = resolver.forFile(name);
    const buf = await readStdin(byteCap(cfg.settings));
    const text = buf === undefined ? undefined : decodeUtf8(buf);
    stdinText = text;
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
  // Across the files (cross-file.ts): every file found is indexed (a shard's references reach the others), the shard's reported.
  if (!o.noCrossFile) {
    const ignoredSet = new Set(configIgnored);
    const everyFile = found.files.map((x) => x.path).filter((f) => !ignoredSet.has(f) && !outside.has(f));
    const extra = new Map<string, string>();
    if (stdinName !== undefined && stdinText !== undefined) extra.set(stdinName, stdinText);
    addCrossFileFindings(stdinName !== undefined ? [stdinName, ...everyFile] : everyFile, extra, new Set(stdinName !== undefined ? [stdinName, ...files] : files), results, resolver, cwd, locale);
  }
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
