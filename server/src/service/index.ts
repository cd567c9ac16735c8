/**
 * The front door of the spell language service: everything the language
 * server (server/src/lsp), the command line (server/src/cli) and the VS Code
 * client (client/src) use of the service, and nothing else. Front ends import
 * this module only (eslint.config.mjs holds them to it; what they need and it
 * lacks is added here, not reached for inside).
 *
 * The shape follows vscode-json-languageservice: one service object made once
 * per process ({@link createSpellService}) that analyses a text and answers the
 * editor features on that analysis, plus plain functions for what needs no
 * analysis (settings, detection, messages) or works on one spell (preview,
 * explain, render, export). Everything here is pure: no IO, and user input
 * never makes it throw.
 */

// ---------------------------------------------------------------------------
// Analysis and the editor features
// ---------------------------------------------------------------------------

/**
 * The service: `analyze` a text version, then ask it for hover, completion,
 * code actions, symbols and summaries (inlay hints, code lenses) on that
 * analysis. The language server makes one at start; the CLI one per process
 * (and one per worker thread) for `lint`, `explain`, `render` and `export`.
 */
export {
  createSpellService,
  type SpellService,
  type Analysis,
  type SpellModel,
  type HoverResult,
  type CompletionEntry,
  type CodeAction,
  type SpellSymbol,
  type SpellSummaryHint,
  type EditHint,
  type ItemsChecker,
  type ItemResult,
  type Span,
} from './service';

/**
 * `--fix`: apply every safe fix of the findings the report shows, re-analysing
 * between passes; with what was fixed where. Called by the CLI's lint.
 */
export { fixAll, type FixAllOptions, type AppliedFix } from './service';
/** `grimoire migrate --to 2024`: a D&D 5e file moved to the 2024 rules by text edits, with what changed and what was left. */
export { migrateTo2024, type MigrateReport, type MigrateChange, type MigrateLeft } from './migrate';

/**
 * Findings and fixes as the CLI reports them: `shownByDefault` (errors and
 * warnings), `safeFixOf` (the fix `--fix` would apply: what makes a finding
 * "fixable" in the report) and `addTabFixes` (the tab-indentation fixes, worked
 * out on demand; the report asks for them to count fixable findings).
 */
export { shownByDefault, safeFixOf, addTabFixes } from './service';

/** What the analysis reports: a finding (offsets, severity, message and its catalogue reference, fixes) and its parts. */
export type { Problem, Severity, Fix, TextEdit, System, Edition } from './types';

// ---------------------------------------------------------------------------
// Document text (the language server's document store)
// ---------------------------------------------------------------------------

/**
 * The text the analyser reads: a string, or a piece table after ranged edits
 * that shares the unchanged bytes with earlier versions. The language server's
 * documents (lsp/documents.ts) keep their text in it and hand it to `analyze`.
 */
export { PieceText, flatText, type DocText } from './parse/doc-text';

/**
 * Line starts kept in one typed array and patched in place, and line-break
 * rules (LF, CRLF, lone CR as YAML 1.2 reads them). The language server's
 * documents keep the same store as the analysis, so both agree on every
 * position.
 */
export { lineStartsFrom, spliceStarts, startOfLine, type LineStarts, type LineIndex } from './parse/lines';
export { isBreakChar, lineStartsOf } from './parse/line-breaks';

// ---------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------

/**
 * The settings every analysis runs with, and the one normalisation of raw
 * settings: the editor's `grimoire.*` configuration (language server) and
 * `.grimoirerc.yaml` (CLI) go through `normaliseSettings` alike.
 * `severityLocked` says which codes a config cannot re-level (the CLI's config
 * report).
 */
export { DEFAULT_SETTINGS, normaliseSettings, severityLocked, type GrimoireSettings } from './settings';

// ---------------------------------------------------------------------------
// Which files are spell files
// ---------------------------------------------------------------------------

/**
 * Spell-file detection, decided in one place: by name (`*.spell.yaml`, a
 * `spells/` folder), `# grimoire` modeline, or structure (a Foundry spell
 * item). The language server asks `isSpellDocument` of every opened YAML
 * document; the CLI's file search asks the path tests and `spellFileReason`
 * (and says why each other YAML/JSON file was left out). `settingsForPath`
 * makes a `.json` file's settings say it is strict JSON; both front ends call it.
 */
export { isSpellDocument, isSpellPath, isYamlPath, isFoundrySourceJson, spellFileReason, settingsForPath, type SpellFileReason } from './detect';

// ---------------------------------------------------------------------------
// Data files that are not spell files
// ---------------------------------------------------------------------------

/**
 * The one capped loader for YAML/JSON that is not a spell file, with the
 * linter's size, depth and alias caps: the CLI reads `.grimoirerc.yaml`
 * (`loadDataYaml`) and the importers' inputs (`loadData`) with it.
 */
export { loadData, loadDataYaml, type Loaded, type LoadOptions, type DataYaml } from './parse/load-data';

// ---------------------------------------------------------------------------
// Messages in five languages
// ---------------------------------------------------------------------------

/**
 * The message catalogues (en, uk, ja, ru, it). Findings and notes carry a
 * catalogue reference (`MsgRef`); front ends render them in the user's locale:
 * `messageIn` (a finding), `fixTitleIn` (a quick fix's title), `codeTitle` (a
 * rule's title), `render`/`t` (any message, the CLI's own words among them),
 * `formatLength` (a length as the locale writes it). `resolveLocale` maps the
 * editor's display language to a locale Grimoire speaks (English when it
 * speaks none of it); `localeNamed` says which one a `--locale` value names.
 */
export { t, render, messageIn, fixTitleIn, codeTitle, formatLength, LOCALES, isLocale, localeNamed, resolveLocale, type Locale, type MsgRef, type MessageKey, type MsgArg } from './i18n';

// ---------------------------------------------------------------------------
// The rule catalogue
// ---------------------------------------------------------------------------

/**
 * Every code the analysis can report, with its title, English doc, default
 * severity and systems (`codeCatalog`), and a rule's doc in another language
 * (`ruleDocIn`): the CLI's SARIF rules and config report.
 */
export { codeCatalog, type CodeInfo } from './rules/catalog';
export { ruleDocIn } from './i18n/rule-docs';

// ---------------------------------------------------------------------------
// Preview
// ---------------------------------------------------------------------------

/**
 * The preview card of a spell (escaped HTML body, the spell's name and its
 * grid methods) and the page a YAML file that is not a spell file gets: the
 * language server's `grimoire/preview` answer (protocol.ts).
 */
export { previewHtml, notASpellHtml } from './features/preview';

/**
 * Pure data the VS Code client's preview panel needs: the card's stylesheet
 * (also the rendered HTML page's) and the grid methods' display names (its
 * method switch). Plain constants: the client bundle takes nothing else of the
 * service with them.
 */
export { PREVIEW_CSS } from './features/preview-css';
export { METHOD_NAMES } from './features/method-names';
export { newSpellSnippet, snippetDefaults, type SkeletonForm } from './features/new-spell';
export { SYSTEMS } from './types';

// ---------------------------------------------------------------------------
// Explain
// ---------------------------------------------------------------------------

/**
 * Every figure of every spell in an analysis (areas and squares, range, save
 * DC, attack bonus, damage tables, DCs, casting odds), each with its source,
 * for a caster profile (`ProfileOverrides`: the CLI's `--caster-level`...):
 * `explainSpells` gives the data (`grimoire explain --json`), `explainText`
 * one spell's readable lines in a locale (`grimoire explain`).
 */
export { explainSpells, type ExplainedSpell } from './features/explain';
export type { ProfileOverrides } from './features/figures/profile';
export { explainText } from './explain-text';

// ---------------------------------------------------------------------------
// Render
// ---------------------------------------------------------------------------

/**
 * One spell written out whole (`grimoire render`): `renderSpell` as an SVG
 * footprint, a standalone HTML page (with `RENDER_CSP`) or a markdown stat
 * block; `gridMethodsOf` says which `--method` values a system takes.
 */
export { renderSpell, renderHtmlPage, renderSpellSvg, renderMarkdown, gridMethodsOf, RENDER_CSP, RENDER_FORMATS, type RenderFormat, type RenderOptions } from './render';

// ---------------------------------------------------------------------------
// Import and export
// ---------------------------------------------------------------------------

/**
 * Importers (`grimoire import`): parsed source data in, a whole Grimoire
 * dataset file out, with a warning for everything the format could not give.
 * `importDialect` reads 5etools, Foundry, Black Flag and Open5e documents;
 * `import5eDatabase` and `importPsrd` one JSON file of their database each.
 */
export { importDialect, import5eDatabase, importPsrd, type DialectImport, type LoadedDoc, type ImportResult, type ImportWarning, type FieldReport, type FateCounts } from './formats/index';
export { foundryItemOf, fiveToolsRecordOf, fiveToolsHomebrew, type Exported, type ExportNote } from './formats/index';

// ---------------------------------------------------------------------------
// Spells across files
// ---------------------------------------------------------------------------

/**
 * The workspace index (service/workspace): every file's spells, references
 * (spell-list entries, `{@spell}` tags, Foundry links) and class lists, read
 * by `extractFacts` without the checks and kept by `WorkspaceIndex` one file
 * at a time. The language server keeps one for the workspace (updated from
 * file-watcher events and edits), the CLI one per `lint` run over the files
 * it is given.
 */
export { WorkspaceIndex, type IndexedFile, type SpellAt, type RefAt, type IndexOptions } from './workspace/workspace-index';
export { extractFacts, factsSteps, type ExtractOptions } from './workspace/extract';
export type { FileFacts, SpellFact, RefFact, ListFact, NameSpan, FileKind } from './workspace/facts';

/**
 * The editor features across files, on the index: definition, references,
 * rename (one set of edits per file, or a refusal with its message),
 * workspace symbols and document links; hovers over references and
 * completion of spell names; the compendium's data (`grimoire/compendium`,
 * protocol.ts). Offsets in and out; the index converts them to positions.
 */
export { definition, references, prepareRename, rename, workspaceSymbols, documentLinks, nameAt, type Place, type Refusal, type WorkspaceSymbolHit, type RefLink } from './workspace/navigate';
export { refHover, completeNames, spellDetail, type NameCompletion } from './workspace/assist';
export { compendium, type CompendiumSpell } from './workspace/compendium';

/**
 * The cross-file checks (`workspace/*` codes): the findings of one indexed
 * file, with quick fixes that may edit other files, and `settleFindings`,
 * which applies the file's settings and disable comments to them.
 */
export { crossFileFindings, type WorkspaceFinding, type WorkspaceFix, type FileEdits } from './workspace/cross-checks';
export { settleFindings } from './workspace/settle';
export { WORKSPACE_CODES } from './workspace/codes';

// ---------------------------------------------------------------------------
// Dataset diffs
// ---------------------------------------------------------------------------

/**
 * Two versions of a dataset compared by meaning (`grimoire diff`): the
 * spells of each analysed file (`diffSpellsOf`), the changes between two
 * sides (`diffSpells`: added, removed, renamed, moved, changed field by
 * field), the class lists of spell-list files and the names each gained or
 * lost (`diffListsOf`, `diffLists`, on `extractFacts`'s facts) and the report
 * in the stylish, json or github format (`diffReport`).
 */
export { diffSpellsOf, diffSpells, diffSummary, fieldChanges, showValue, type DiffSpell, type DiffFileSpells, type FieldChange, type SpellChange } from './diff/spell-diff';
export { diffListsOf, diffLists, type DiffList, type ListChange } from './diff/list-diff';
export { diffReport, DIFF_FORMATS, GITHUB_MAX_CHANGES, type DiffFormat, type DiffReportInput } from './diff/diff-report';
