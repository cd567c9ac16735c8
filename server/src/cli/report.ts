/**
 * The CLI's report model: one ESLint-compatible result per linted file.
 * Written by the lint command, read by every output format in `formats/`.
 */
import type { Locale } from '../service/i18n';

/** ESLint severity: 1 = warning, 2 = error. */
export type LintSeverity = 1 | 2;

/** One finding, positions 1-based (line and column), end exclusive like ESLint. */
export interface LintMessage {
  ruleId: string;
  severity: LintSeverity;
  message: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  /** Present when `--fix` could repair it mechanically. */
  fixable?: boolean;
}

/** One file's findings, the shape ESLint's `json` formatter writes. */
export interface LintResult {
  /** Absolute path. */
  filePath: string;
  messages: LintMessage[];
  errorCount: number;
  warningCount: number;
  fixableErrorCount: number;
  fixableWarningCount: number;
}

/** What a format needs to know about a rule (SARIF rule metadata, help text). */
export interface RuleMeta {
  /** Stable code, e.g. `5e/concentration-duration` or `schema/type`. */
  code: string;
  /** One-line summary. */
  title: string;
  /** The game rule it enforces and where the rule text says so (markdown). */
  doc: string;
  defaultSeverity: 'error' | 'warning' | 'info' | 'hint';
}

/** Everything a formatter receives. */
export interface ReportContext {
  /** Folder that relative paths in the output are relative to (usually cwd). */
  cwd: string;
  /** Metadata of every rule that can appear (schema, syntax and game rules). */
  rules: RuleMeta[];
  toolVersion: string;
  /**
   * Absolute URL of docs/rules.md for this version (see rulesDocUrl in
   * cli/rules-url.ts); SARIF rules get `helpUri` anchors under it.
   */
  rulesUrl?: string;
  /** The language of the report's own words (`--locale`; English when absent). Rule titles in `rules` come already in it. */
  locale?: Locale;
}

/** A formatter: results in, the text of the report out. */
export type Formatter = (results: LintResult[], ctx: ReportContext) => string;
