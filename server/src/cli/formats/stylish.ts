/**
 * `--format stylish` (the default): ESLint's `stylish` look.
 *
 * ```
 *
 * /abs/path/spells/fire.yaml
 *   3:5   error    Fireball is a 3rd-level spell  5e/level
 *   12:1  warning  Unknown key `colour`           schema/unknown-key
 *
 * ✖ 2 problems (1 error, 1 warning)
 *   1 error and 0 warnings potentially fixable with the `--fix` option.
 *
 * ```
 *
 * The header is the file's path as given (absolute, as ESLint prints it, which
 * VS Code's `$eslint-stylish` problem matcher expects). Files with no messages
 * are skipped, and the whole output is empty when no file has a message.
 * Info findings (severity 0; ESLint has no such level) are rows of their own
 * (`info`) and counted after the problems (`and 2 info notes`); they never
 * make the run fail. Line breaks inside a message are shown as spaces so the
 * table stays aligned, other control characters are dropped, and bidi and
 * other invisible characters are written as visible escapes (`\u202e`).
 * ANSI colours (red errors, yellow warnings, blue info, dim positions and
 * rule ids, underlined headers, bold summary) only with `{ color: true }`.
 */

import type { Formatter, LintMessage } from '../report';
import { escapeInvisible, safeText } from './escape';
import { t, type Locale } from '../../service/index';

/** Options of {@link createStylish}. */
export interface StylishOptions {
  /** Emit ANSI colour codes (the CLI passes `process.stdout.isTTY`). Default false. */
  color?: boolean;
  /**
   * The language of the report (default English). Other locales also translate
   * the table's `error`/`warning`, which VS Code's `$eslint-stylish` problem
   * matcher reads: it matches English output only, so a task using it should
   * keep the default locale (or use `-f github` / `-f sarif`).
   */
  locale?: Locale;
}

type Style = (s: string) => string;

/** ANSI SGR wrapper, or the identity when colour is off. */
function sgr(on: boolean, open: number, close: number): Style {
  return on ? (s) => `\u001b[${open}m${s}\u001b[${close}m` : (s) => s;
}

/** Visible length of a string: ANSI escapes do not count. */
function visibleLength(s: string): number {
  // eslint-disable-next-line no-control-regex
  return s.replace(/\u001b\[[0-9;]*m/g, '').length;
}


/**
 * ESLint drops one trailing period from messages. Here line breaks also become
 * spaces, other control characters (NUL, ESC…) are dropped so a message
 * cannot move the cursor or change the terminal's colours, and bidi and other
 * invisible characters are shown as escapes so quoted spell text cannot
 * reorder the line or hide in it.
 */
function displayMessage(m: LintMessage): string {
  return escapeInvisible(
    m.message
      .replace(/\r\n|[\r\n\u2028\u2029]/g, ' ')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, ''),
  ).replace(/([^ ])\.$/u, '$1');
}

/** The word of a severity in the table (`gh.level.*`: in English as ESLint writes it, which VS Code's problem matcher reads). */
function levelWord(severity: LintMessage['severity'], locale: Locale): string {
  const key = severity === 2 ? 'gh.level.error' : severity === 1 ? 'gh.level.warning' : 'gh.level.info';
  return t(locale, key);
}

/**
 * Makes a stylish formatter.
 * @param opts `color: true` for ANSI colours; default plain text.
 */
export function createStylish(opts: StylishOptions = {}): Formatter {
  const color = opts.color === true;
  const locale = opts.locale ?? 'en';
  const red = sgr(color, 31, 39);
  const yellow = sgr(color, 33, 39);
  const blue = sgr(color, 34, 39);
  const dim = sgr(color, 2, 22);
  const bold = sgr(color, 1, 22);
  const underline = sgr(color, 4, 24);

  return (results) => {
    let output = '\n';
    let errors = 0;
    let warnings = 0;
    let fixableErrors = 0;
    let fixableWarnings = 0;
    let infos = 0;

    for (const result of results) {
      errors += result.errorCount;
      warnings += result.warningCount;
      fixableErrors += result.fixableErrorCount;
      fixableWarnings += result.fixableWarningCount;
      // Counted from the messages: a result from an older cache or another tool has no infoCount.
      for (const m of result.messages) if (m.severity === 0) infos++;
      if (result.messages.length === 0) continue;

      const rows = result.messages.map((m) => ({
        line: String(m.line || 0),
        column: String(m.column || 0),
        type: (m.severity === 2 ? red : m.severity === 1 ? yellow : blue)(levelWord(m.severity, locale)),
        message: displayMessage(m),
        ruleId: dim(safeText(m.ruleId || '')),
      }));
      const width = (pick: (r: (typeof rows)[number]) => string): number =>
        Math.max(...rows.map((r) => visibleLength(pick(r))));
      const wLine = width((r) => r.line);
      const wColumn = width((r) => r.column);
      const wType = width((r) => r.type);
      const wMessage = width((r) => r.message);
      const pad = (s: string, w: number): string => s + ' '.repeat(w - visibleLength(s));

      output += `${underline(safeText(result.filePath))}\n`;
      for (const r of rows) {
        const pos =
          ' '.repeat(wLine - r.line.length) + dim(`${r.line}:${r.column}`) + ' '.repeat(wColumn - r.column.length);
        const row = `  ${pos}  ${pad(r.type, wType)}  ${pad(r.message, wMessage)}  ${r.ruleId}`;
        // trimEnd, not /\s+$/: the row holds spell text, and the regex tried a long run of spaces from each of them.
        output += `${row.trimEnd()}\n`;
      }
      output += '\n';
    }

    const total = errors + warnings;
    if (total === 0 && infos === 0) return '';
    const summaryColor = errors > 0 ? red : warnings > 0 ? yellow : blue;
    const notes = { key: 'count.infos', args: { n: infos } };
    const problems = t(locale, 'cli.summary', { problems: { key: 'count.problems', args: { n: total } }, errors: { key: 'count.errors', args: { n: errors } }, warnings: { key: 'count.warnings', args: { n: warnings } } });
    const line = total === 0 ? t(locale, 'cli.summaryInfoOnly', { notes }) : infos === 0 ? problems : t(locale, 'cli.summaryWithInfo', { problems, notes });
    output += summaryColor(bold(line));
    output += '\n';
    if (fixableErrors > 0 || fixableWarnings > 0) {
      output += summaryColor(
        bold(`  ${t(locale, 'cli.fixable', { errors: { key: 'count.errors', args: { n: fixableErrors } }, warnings: { key: 'count.warnings', args: { n: fixableWarnings } } })}`),
      );
      output += '\n';
    }
    return color ? `\u001b[0m${output}\u001b[0m` : output;
  };
}

/** The stylish formatter without colours. */
export const stylish: Formatter = createStylish();
