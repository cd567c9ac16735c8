/**
 * `--format github`: GitHub Actions workflow commands, one annotation per
 * message, then a plain summary.
 *
 * ```
 * ::error file=spells/fire.yaml,line=3,col=5,endLine=3,endColumn=9,title=5e/level::Fireball is a 3rd-level spell
 * ```
 *
 * Paths are relative to `ctx.cwd` with forward slashes (GitHub resolves them
 * against the workspace). Values are escaped as `@actions/core` does: in the
 * message `%`, CR and LF become `%25`, `%0D`, `%0A`; in property values `:`
 * and `,` also become `%3A` and `%2C`. `col` and `endColumn` are written only
 * for a single-line range, since GitHub accepts columns only when the start
 * and end lines are the same.
 *
 * GitHub shows at most 10 annotations of each kind per step, so the output
 * ends with a summary (totals, then markdown tables of counts per rule and per
 * file) that lists everything. {@link githubStepSummary} renders a fuller
 * markdown report for `$GITHUB_STEP_SUMMARY`, with the configs that applied
 * and what each did to the rule set.
 *
 * Info findings are `::notice` annotations and counted apart from the
 * problems (an Info column appears in the tables when there are any).
 * Markdown cells quote spell text: besides HTML and markdown escapes, links
 * and mentions are made inert ({@link markdownCell}).
 */

import { t as tr, type Locale } from '../../service/index';
import type { Formatter, LintMessage, LintResult, ReportContext } from '../report';
import { relativePosixPath } from './sarif';
import { safeText } from './escape';
import type { LeftOutSummary } from '../left-out';
import { markdownCell } from './markdown-cell';
import { configSummaryLines } from './github-configs';

export { markdownCell } from './markdown-cell';

/** Escapes the data part of a workflow command (after the `::`). */
export function escapeData(s: string): string {
  // Line breaks are encoded (GitHub decodes them); other controls (ESC, BEL, C1, bidi) are written as visible escapes.
  return safeText(s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A'));
}

/** Escapes a property value of a workflow command (`file=…`, `title=…`). */
export function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** Positive integer, or undefined. */
function positive(n: number | undefined): number | undefined {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? n : undefined;
}

/** The `key=value` properties of one message's annotation. */
function propertiesOf(m: LintMessage, file: string): string {
  const props: [string, string | number][] = [['file', file]];
  const line = positive(m.line) ?? 1;
  props.push(['line', line]);
  const endLine = positive(m.endLine);
  const singleLine = endLine === undefined || endLine === line;
  const col = positive(m.column);
  if (singleLine && col !== undefined) props.push(['col', col]);
  if (endLine !== undefined && endLine >= line) props.push(['endLine', endLine]);
  const endColumn = positive(m.endColumn);
  if (singleLine && endLine !== undefined && endColumn !== undefined && (col === undefined || endColumn >= col)) {
    props.push(['endColumn', endColumn]);
  }
  if (m.ruleId) props.push(['title', m.ruleId]);
  return props.map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(',');
}

/** One workflow command for one message. */
export function annotationOf(m: LintMessage, relPath: string): string {
  const command = m.severity === 2 ? 'error' : m.severity === 1 ? 'warning' : 'notice';
  return `::${command} ${propertiesOf(m, relPath)}::${escapeData(m.message)}`;
}

/** Counts of one table row. */
interface Counts {
  errors: number;
  warnings: number;
  infos: number;
}

/** Totals over every message. */
interface Tally {
  files: number;
  filesWithProblems: number;
  errors: number;
  warnings: number;
  infos: number;
  byRule: Map<string, Counts>;
  byFile: Map<string, Counts>;
}

/** Counts messages per rule and per file (from the messages, not the result counters). */
function tally(results: LintResult[], ctx: ReportContext): Tally {
  const t: Tally = { files: results.length, filesWithProblems: 0, errors: 0, warnings: 0, infos: 0, byRule: new Map(), byFile: new Map() };
  for (const r of results) {
    if (r.messages.length === 0) continue;
    if (r.messages.some((m) => m.severity > 0)) t.filesWithProblems += 1;
    const file = safeText(relativePosixPath(r.filePath, ctx.cwd));
    for (const m of r.messages) {
      const field = m.severity === 2 ? 'errors' : m.severity === 1 ? 'warnings' : 'infos';
      t[field] += 1;
      for (const [map, key] of [
        [t.byRule, m.ruleId || '(none)'],
        [t.byFile, file],
      ] as const) {
        const c = map.get(key) ?? { errors: 0, warnings: 0, infos: 0 };
        c[field] += 1;
        map.set(key, c);
      }
    }
  }
  return t;
}

/** The one-line totals, in the report's locale (info notes after the problems). */
function totalsLine(t: Tally, l: Locale): string {
  const total = t.errors + t.warnings;
  const files = { key: 'count.files', args: { n: t.files } };
  const line = total === 0 ? tr(l, 'gh.none', { files }) : tr(l, 'gh.totals', { problems: { key: 'count.problems', args: { n: total } }, errors: { key: 'count.errors', args: { n: t.errors } }, warnings: { key: 'count.warnings', args: { n: t.warnings } }, with: t.filesWithProblems, files });
  return t.infos === 0 ? line : `${line} ${tr(l, 'gh.infos', { notes: { key: 'count.infos', args: { n: t.infos } } })}`;
}

/** A markdown table of counts, sorted by most errors, then most warnings, then most info, then name; an Info column when there are info notes. */
function countsTable(header: string, rows: Map<string, Counts>, label: (key: string) => string, l: Locale, withInfo: boolean): string[] {
  const sorted = [...rows].sort(
    ([ka, a], [kb, b]) => b.errors - a.errors || b.warnings - a.warnings || b.infos - a.infos || (ka < kb ? -1 : ka > kb ? 1 : 0),
  );
  const info = (v: string) => (withInfo ? ` ${v} |` : '');
  return [
    `| ${header} | ${tr(l, 'gh.col.errors')} | ${tr(l, 'gh.col.warnings')} |${info(tr(l, 'gh.col.infos'))}`,
    `| --- | ---: | ---: |${info('---:')}`,
    ...sorted.map(([key, c]) => `| ${label(key)} | ${c.errors} | ${c.warnings} |${info(String(c.infos))}`),
  ];
}

/** The summary block: totals line, then the per-rule and per-file tables. */
function summaryLines(t: Tally, ruleLabel: (id: string) => string, l: Locale): string[] {
  const lines = [totalsLine(t, l)];
  if (t.errors + t.warnings + t.infos === 0) return lines;
  lines.push('', ...countsTable(tr(l, 'gh.col.rule'), t.byRule, ruleLabel, l, t.infos > 0));
  lines.push('', ...countsTable(tr(l, 'gh.col.file'), t.byFile, (f) => markdownCell(f), l, t.infos > 0));
  return lines;
}

/** The `github` formatter: one workflow command per message, then the summary. */
export const github: Formatter = (results, ctx) => {
  const lines: string[] = [];
  for (const r of results) {
    const file = safeText(relativePosixPath(r.filePath, ctx.cwd));
    for (const m of r.messages) lines.push(annotationOf(m, file));
  }
  if (lines.length > 0) lines.push('');
  lines.push(...summaryLines(tally(results, ctx), (id) => markdownCell(id), ctx.locale ?? 'en'));
  return `${lines.join('\n')}\n`;
};

/** How many problems {@link githubStepSummary} lists one by one before it stops. */
export const STEP_SUMMARY_MAX_PROBLEMS = 500;

/**
 * Markdown for `$GITHUB_STEP_SUMMARY`: a heading, the totals, counts per rule
 * (with the rule's title) and per file, and the problems themselves in a
 * collapsed section (at most {@link STEP_SUMMARY_MAX_PROBLEMS}; the rest is counted).
 */
export function githubStepSummary(results: LintResult[], ctx: ReportContext): string {
  const t = tally(results, ctx);
  const l = ctx.locale ?? 'en';
  const titles = new Map(ctx.rules.map((r) => [r.code, r.title] as const));
  const ruleLabel = (id: string): string => {
    const title = titles.get(id);
    return title ? `${markdownCell(id)}: ${markdownCell(title)}` : markdownCell(id);
  };
  const mark = t.errors > 0 ? ':x:' : t.warnings > 0 ? ':warning:' : ':white_check_mark:';
  const lines = ['## Grimoire lint', '', `${mark} ${totalsLine(t, l)}`];
  if (t.errors + t.warnings + t.infos > 0) {
    lines.push(...summaryLines(t, ruleLabel, l).slice(1));
    const rows: string[] = [];
    let total = 0;
    for (const r of results) {
      const file = markdownCell(safeText(relativePosixPath(r.filePath, ctx.cwd)));
      for (const m of r.messages) {
        total += 1;
        if (rows.length >= STEP_SUMMARY_MAX_PROBLEMS) continue;
        const level = tr(l, m.severity === 2 ? 'gh.level.error' : m.severity === 1 ? 'gh.level.warning' : 'gh.level.info');
        rows.push(`| ${file}:${m.line}:${m.column} | ${level} | ${markdownCell(m.message)} | ${markdownCell(m.ruleId)} |`);
      }
    }
    lines.push('', `<details><summary>${tr(l, 'gh.problems')}</summary>`, '', `| ${tr(l, 'gh.col.where')} | ${tr(l, 'gh.col.level')} | ${tr(l, 'gh.col.message')} | ${tr(l, 'gh.col.rule')} |`, '| --- | --- | --- | --- |', ...rows);
    if (total > rows.length) lines.push('', tr(l, 'gh.more', { n: total - rows.length }));
    lines.push('', '</details>');
  }
  lines.push(...configSummaryLines(ctx.configs, l));
  return `${lines.join('\n')}\n`;
}

/**
 * The job summary's section on what a run left out (cli/left-out.ts builds
 * it in the run's locale): a table of counts by reason, then the spell files
 * and symlinks among them by name. Every path and word is escaped for a table
 * cell. Appended by runLint after {@link githubStepSummary}.
 */
export function githubLeftOutSummary(s: LeftOutSummary): string {
  const lines = [`### ${markdownCell(s.title)}`, '', `| ${markdownCell(s.columns[0])} | ${markdownCell(s.columns[1])} |`, '| --- | ---: |'];
  for (const [label, n] of s.rows) lines.push(`| ${markdownCell(label)} | ${n} |`);
  if (s.named.items.length > 0) {
    lines.push('', markdownCell(s.named.heading), '');
    for (const [file, why] of s.named.items) lines.push(`- ${markdownCell(file)}: ${markdownCell(why)}`);
    if (s.more) lines.push('', markdownCell(s.more));
  }
  return `${lines.join('\n')}\n`;
}
