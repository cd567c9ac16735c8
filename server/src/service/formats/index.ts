/**
 * The dialect seam (ARCHITECTURE.md, "Dialects"): the one way the rest of the
 * service reaches a foreign spell layout. Each format lives in its own folder
 * (`formats/<name>/`: field table, reader, writer); this module gives the
 * service what it needs of them and nothing else:
 *
 * - in-place linting of Foundry documents (the analyzer): detect, read into
 *   the canonical spell with a source map, carry quick fixes back;
 * - `grimoire import`: a format's reader plus the canonical dataset writer;
 * - `grimoire export`: the canonical spell written in a format.
 *
 * ESLint holds the rest of the service to it (eslint.config.mjs). Pure.
 */

export { foundryKindOf, lintForeign, readForeign, readForeignJson, type Foreign, type ForeignSpell } from './lint';
export { importDialect, type DialectImport, type LoadedDoc } from './import';
export { import5eDatabase } from './5e-database/read';
export { importPsrd } from './psrd/read';
export type { ImportResult, ImportWarning } from './records';
export type { FieldReport, FateCounts } from './report';
export { foundryItemOf, fiveToolsRecordOf, fiveToolsHomebrew, type Exported, type ExportNote } from './export';
export { dialectWords, type DialectWords } from './vocabulary';
