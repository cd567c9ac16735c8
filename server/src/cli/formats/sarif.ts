/**
 * `--format sarif`: a SARIF 2.1.0 log (OASIS Static Analysis Results
 * Interchange Format), as GitHub code scanning and other SARIF viewers read it.
 *
 * One run; `tool.driver.rules` holds every rule that appears in the results
 * (in order of first appearance), and each result points at its rule by
 * `ruleId` and `ruleIndex`. Locations are relative to `ctx.cwd` under the
 * `%SRCROOT%` base id, which `originalUriBaseIds` maps to `ctx.cwd`. Every
 * linted file, clean or not, is listed in `artifacts`, so a viewer can tell
 * which files were analysed.
 */

import { jsonAscii } from './escape';
import { isAbsolute, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Formatter, LintMessage, LintResult, ReportContext, RuleMeta } from '../report';
import { ruleDocIn, type Locale } from '../../service/index';

/** The `$schema` written into every log: SchemaStore's copy of the SARIF 2.1.0 schema. */
export const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';

/** The SARIF version written into every log. */
export const SARIF_VERSION = '2.1.0';

/** The base id that relative artifact URIs are resolved against. */
export const SRCROOT = '%SRCROOT%';

/** SARIF `level` values. */
export type SarifLevel = 'none' | 'note' | 'warning' | 'error';

/** A SARIF `message` (plain text, optionally markdown). */
export interface SarifMessage {
  text: string;
  markdown?: string;
  [key: string]: unknown;
}

/** A SARIF `artifactLocation`: a URI, relative to `uriBaseId` when that is set. */
export interface SarifArtifactLocation {
  uri?: string;
  uriBaseId?: string;
  index?: number;
  [key: string]: unknown;
}

/** A SARIF `region`, 1-based; `endColumn` is the column after the last character. */
export interface SarifRegion {
  startLine?: number;
  startColumn?: number;
  endLine?: number;
  endColumn?: number;
  [key: string]: unknown;
}

/** A SARIF `location` (only its physical part is written here). */
export interface SarifLocation {
  physicalLocation?: {
    artifactLocation?: SarifArtifactLocation;
    region?: SarifRegion;
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

/** A SARIF `reportingDescriptor`: one rule's metadata. */
export interface SarifReportingDescriptor {
  id: string;
  name?: string;
  shortDescription?: SarifMessage;
  fullDescription?: SarifMessage;
  help?: SarifMessage;
  defaultConfiguration?: { level?: SarifLevel; [key: string]: unknown };
  [key: string]: unknown;
}

/** A SARIF `toolComponent` (the driver). */
export interface SarifToolComponent {
  name: string;
  version?: string;
  semanticVersion?: string;
  informationUri?: string;
  rules?: SarifReportingDescriptor[];
  [key: string]: unknown;
}

/** A SARIF `result`. */
export interface SarifResult {
  ruleId?: string;
  ruleIndex?: number;
  rule?: { id?: string; index?: number; [key: string]: unknown };
  level?: SarifLevel;
  message: SarifMessage;
  locations?: SarifLocation[];
  [key: string]: unknown;
}

/** A SARIF `artifact`. */
export interface SarifArtifact {
  location?: SarifArtifactLocation;
  parentIndex?: number;
  [key: string]: unknown;
}

/** A SARIF `run`: one tool's results. */
export interface SarifRun {
  tool: { driver: SarifToolComponent; [key: string]: unknown };
  originalUriBaseIds?: Record<string, SarifArtifactLocation>;
  artifacts?: SarifArtifact[];
  results?: SarifResult[];
  columnKind?: 'utf16CodeUnits' | 'unicodeCodePoints';
  [key: string]: unknown;
}

/** A SARIF log, the top-level object of a `.sarif` file. */
export interface SarifLog {
  $schema?: string;
  version: '2.1.0';
  runs: SarifRun[];
  [key: string]: unknown;
}

/**
 * `filePath` relative to `cwd`, with forward slashes (`spells/fire.yaml`).
 * A path outside `cwd` comes back as a `../` path; one on another drive
 * (Windows) comes back absolute, with forward slashes.
 */
export function relativePosixPath(filePath: string, cwd: string): string {
  const rel = relative(cwd, filePath);
  const out = rel === '' ? filePath : rel;
  return out.split(sep).join('/');
}

/** Maps a rule's default severity to a SARIF level. */
export function sarifLevelOf(severity: RuleMeta['defaultSeverity']): SarifLevel {
  switch (severity) {
    case 'error':
      return 'error';
    case 'warning':
      return 'warning';
    default:
      return 'note';
  }
}

/**
 * A rough plain-text rendering of a rule's markdown doc, for the `text`
 * members (SARIF asks for plain text there; `markdown` carries the original):
 * links become `label (url)`, emphasis and code marks are dropped.
 */
export function markdownToPlainText(md: string): string {
  return md
    .replace(/!?\[([^\]]*)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g, (_m, label: string, url: string) =>
      label && label !== url ? `${label} (${url})` : url,
    )
    .replace(/`([^`]+)`/g, '$1')
    .replace(/(\*\*|__)(?=\S)([^]*?\S)\1/g, '$2')
    .replace(/(^|[^\w*])\*(?=\S)([^*\n]*?\S)\*(?!\w)/g, '$1$2')
    .replace(/^#{1,6}\s+/gm, '')
    .trim();
}

/**
 * The URI of a linted file: relative to `%SRCROOT%` (percent-encoded per
 * segment) when it lies under `cwd`, else an absolute `file:` URI.
 */
function artifactLocationOf(filePath: string, cwd: string): SarifArtifactLocation {
  const rel = relative(cwd, filePath);
  if (rel !== '' && !rel.startsWith('..') && !isAbsolute(rel)) {
    const uri = rel.split(sep).join('/').split('/').map(encodeURIComponent).join('/');
    return { uri, uriBaseId: SRCROOT };
  }
  return { uri: pathToFileURL(filePath).href };
}

/** `file:` URI of a folder, with the trailing slash SARIF requires of base URIs. */
function folderUri(dir: string): string {
  const href = pathToFileURL(dir).href;
  return href.endsWith('/') ? href : `${href}/`;
}

/**
 * A rule descriptor from its metadata, or a bare one for an unknown rule id.
 * In a locale other than en, fullDescription and help take the rule's doc in
 * that locale (service/i18n/rule-docs) where it has one.
 */
function descriptorOf(id: string, meta: RuleMeta | undefined, rulesUrl: string | undefined, locale: Locale): SarifReportingDescriptor {
  if (!meta) {
    return { id, shortDescription: { text: id } };
  }
  const helpUri = rulesUrl ? { helpUri: `${rulesUrl}#${ruleAnchor(id)}` } : {};
  const doc = ruleDocIn(locale, id) ?? (meta.doc.trim() === '' ? meta.title : meta.doc);
  const plain = markdownToPlainText(doc);
  return {
    id,
    shortDescription: { text: meta.title },
    fullDescription: { text: plain, markdown: doc },
    help: { text: plain, markdown: doc },
    ...helpUri,
    defaultConfiguration: { level: sarifLevelOf(meta.defaultSeverity) },
  };
}

/**
 * The anchor of a rule in docs/rules.md as GitHub (and most markdown
 * renderers) slug it: a game rule has its own heading (`### \`5e/components\``
 * -> `5ecomponents`); parser and schema codes share the table under
 * "Parser and schema codes".
 */
export function ruleAnchor(code: string): string {
  if (/^(yaml|schema|internal)\//.test(code)) return 'parser-and-schema-codes';
  return code.toLowerCase().replace(/[^a-z0-9 _-]/g, '').replace(/ /g, '-');
}

/** A positive integer, or undefined. */
function positive(n: number | undefined): number | undefined {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? n : undefined;
}

/** The region of a message; an end that is missing or before the start is left out. */
function regionOf(m: LintMessage): SarifRegion {
  const startLine = positive(m.line) ?? 1;
  const region: SarifRegion = { startLine };
  const startColumn = positive(m.column);
  if (startColumn !== undefined) region.startColumn = startColumn;
  const endLine = positive(m.endLine);
  const endColumn = positive(m.endColumn);
  if (endLine !== undefined && endLine >= startLine) {
    region.endLine = endLine;
    if (
      endColumn !== undefined &&
      (endLine > startLine || startColumn === undefined || endColumn >= startColumn)
    ) {
      region.endColumn = endColumn;
    }
  }
  return region;
}

/** Builds the SARIF log object (what {@link sarif} serialises). */
export function buildSarifLog(results: LintResult[], ctx: ReportContext): SarifLog {
  const metaById = new Map(ctx.rules.map((r) => [r.code, r] as const));
  const rules: SarifReportingDescriptor[] = [];
  const ruleIndex = new Map<string, number>();
  const artifacts: SarifArtifact[] = [];
  const sarifResults: SarifResult[] = [];

  for (const file of results) {
    const artifactLocation = artifactLocationOf(file.filePath, ctx.cwd);
    const artifactIndex = artifacts.push({ location: artifactLocation }) - 1;
    for (const m of file.messages) {
      let index = ruleIndex.get(m.ruleId);
      if (index === undefined) {
        index = rules.push(descriptorOf(m.ruleId, metaById.get(m.ruleId), ctx.rulesUrl, ctx.locale ?? 'en')) - 1;
        ruleIndex.set(m.ruleId, index);
      }
      sarifResults.push({
        ruleId: m.ruleId,
        ruleIndex: index,
        level: m.severity === 2 ? 'error' : m.severity === 1 ? 'warning' : 'note',
        message: { text: m.message },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { ...artifactLocation, index: artifactIndex },
              region: regionOf(m),
            },
          },
        ],
      });
    }
  }

  return {
    $schema: SARIF_SCHEMA_URI,
    version: SARIF_VERSION,
    runs: [
      {
        tool: {
          driver: {
            name: 'grimoire',
            version: ctx.toolVersion,
            rules,
          },
        },
        originalUriBaseIds: { [SRCROOT]: { uri: folderUri(ctx.cwd) } },
        artifacts,
        results: sarifResults,
        columnKind: 'utf16CodeUnits',
        // The configs that applied and what each turned off or lowered (config-report.ts); merge-sarif unites them.
        ...(ctx.configs ? { properties: { configs: ctx.configs } } : {}),
      },
    ],
  };
}

/** The `sarif` formatter: a SARIF 2.1.0 log, pretty-printed, ending in a newline. */
export const sarif: Formatter = (results, ctx) =>
  `${jsonAscii(JSON.stringify(buildSarifLog(results, ctx), null, 2))}\n`;
