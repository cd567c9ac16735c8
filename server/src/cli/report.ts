/**
 * The CLI's report model: one ESLint-compatible result per linted file.
 * Written by the lint command, read by every output format in `formats/`.
 */
import type { Locale } from '../service/index';

/**
 * ESLint severity: 1 = warning, 2 = error; 0 = info, a note that never fails
 * the run (ESLint's type allows 0; its tools treat it as "not a problem").
 * Hints stay in the editor and are not reported.
 */
export type LintSeverity = 0 | 1 | 2;

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
  /** Info findings (severity 0); absent in results that did not count them. */
  infoCount?: number;
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
  /**
   * The config files the run used and what each did to the rule set
   * (config-report.ts); shown in the job summary and SARIF run properties.
   * Absent: not known (a formatter called on its own); empty: no config file, the defaults.
   */
  configs?: ConfigUse[];
}

/** A rule's level as a config sets it. */
export type RuleLevelName = 'error' | 'warning' | 'info' | 'hint' | 'off';

/** One rule a config turned off or set below its default level. */
export interface LoweredRule {
  rule: string;
  /** The level the config sets: `off` and `hint` hide the rule from every CLI report; `info` keeps it as a note. */
  level: RuleLevelName;
  /** The rule's default level. */
  default: RuleLevelName;
}

/** One config file the run used. */
export interface ConfigUse {
  /** Its path relative to the working folder, forward slashes (escaped for output by each format). */
  file: string;
  /** `option`: named with `--config`; `found`: found by the lookup from the linted files. */
  via: 'option' | 'found';
  /** How many linted files it applied to. */
  files: number;
  /** The rules it turned off or lowered below their defaults (none when its `rules:` were ignored). */
  lowered: LoweredRule[];
  /** Its `rules:` (and `ignore:`) were not used: `--rules-from-config-only` takes them from the `--config` file. */
  rulesIgnored?: boolean;
}

/** A formatter: results in, the text of the report out. */
export type Formatter = (results: LintResult[], ctx: ReportContext) => string;
