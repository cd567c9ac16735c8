/**
 * Whole-file analysis: split -> parse each spell item -> schema -> rules.
 *
 * Shaped by the performance budget (ARCHITECTURE.md): each `spells:` item is
 * loaded on its own with js-yaml's plain loader (no node tree); a node tree
 * with source ranges is built only for items that have findings or that a
 * feature asks about (hover, preview). After an edit, reanalyze.ts
 * re-splits and re-checks only the items the changed region touches, and
 * reuses every other item's result as is (shifted), so a keystroke costs one
 * spell whatever the file's size.
 *
 * Called by the service facade (`service.ts`) for every document version the
 * LSP adapter or the CLI hands in. No IO, never throws on user input.
 */
import { userWords } from './rules/sources';
import { LineIndex } from './parse/lines';
import { flatText, type DocText } from './parse/doc-text';
import { splitFile, type DocSplit, type FallbackReason, type Span } from './parse/split';
import { withLfForLoneCr } from './parse/line-breaks';
import { yaml11BreaksOutside } from './parse/yaml11-breaks';
import { parseYaml, aliasBomb, type ParsedYaml, type YNode } from './parse/yaml-tree';
import { longTextProblems } from './long-text';
import { parseItem, readItemValue } from './parse/item-reader';
import { commentOracle, type CommentOracle } from './parse/comments';
import { hasYaml11Candidate, yaml11Findings, YAML11_CODE } from './parse/yaml11';
import type { SchemaValidator } from './schema/validate';
import type { MsgRef } from './i18n';

import { severityLocked, type GrimoireSettings } from './settings';
import { isSystem, type Fix, type Severity, type SpellDiagnostic, type System } from './types';
import { DATASET_RULES, RULES } from './rules';
import { say, type Finding, type Rule, type SpellInput, type SpellSummary } from './rules/rule';
import { foundryKindOf, lintForeign, readForeign, readForeignJson, type Foreign } from './dialects/lint';
import { duplicateNames, NameIndex } from './rules/dataset-duplicate-names';
import { canonicalSpellText } from './compute/text-i18n';
import { ownString } from './compute/text-memo';
import { loadFast, nameKeyOf, SpellModel, type TextRef } from './model';

/** Keys beyond which a spell mapping is not validated key by key (the format has about 40). */
export const MAX_SPELL_KEYS = 500;

/** Keys that a single-spell document may carry at its top level for the file. */
const FILE_KEYS = ['caster', 'attribution', 'license'];

/** A finding relative to the text it was found in. */
export interface RelProblem {
  code: string;
  severity: Severity;
  message: string;
  /** The message as catalogue references (other locales); see i18n/. */
  msg?: MsgRef[];
  start: number;
  end: number;
  fixes?: Fix[];
}

/** The position-independent work on one `spells:` item; offsets relative to the item's text. Plain data (crosses worker threads). */
export interface ItemResult {
  problems: RelProblem[];
  system: System;
  /** Whether the item holds a spell mapping. */
  ok: boolean;
  name?: string;
  /** Normalised name for duplicate detection, computed once. */
  nameKey?: string;
  /** Offset of the spell mapping's first key in the item (for spans without a tree). */
  spellStart: number;
  /** The item uses an anchor it does not define (another item's, the header's): its document must be parsed whole. */
  alias?: true;
}

/** A file's header (dataset mapping minus `spells`, or a single spell's file keys). */
export interface HeaderModel {
  doc: number;
  value: Record<string, unknown>;
  system?: System;
  caster?: unknown;
  /** The header's mapping node, offsets in its own parsed text. */
  node?: YNode;
  /** Header-text offset -> file offset. */
  toFile: (o: number) => number;
  /** File offset -> header-text offset, or undefined when outside the header. */
  fromFile: (o: number) => number | undefined;
}

/** Per-document state kept for incremental re-analysis. */
export interface DocState {
  split: DocSplit;
  /** Problems outside the items (header, whole-document parse), absolute. */
  fixed: SpellDiagnostic[];
  /** Dataset documents: one result per item, aligned with `split.items`. */
  items: ItemResult[];
  /** Whole documents: spells found (absolute offsets). */
  wholeSpells: SpellModel[];
  /** Dataset documents: the model of each item (undefined when it holds no spell), aligned with `items`. */
  models?: (SpellModel | undefined)[];
  fileSystem: System;
  caster: unknown;
  header?: HeaderModel;
  /** Dataset documents: the header shows the split is not safe (see {@link FallbackReason}); parse the document whole. */
  needsWhole?: FallbackReason;
  /**
   * The keystroke path's lazy shift (incremental.ts): the spans of items
   * `from` and after (and their models) are stored `by` short of their true
   * offsets. Read spans through incremental.ts's itemStart/itemEnd, or
   * settle it first (settleGaps).
   */
  gap?: { from: number; by: number };
}

/** The result of analysing one text version. */
export interface Analysis {
  /**
   * The text analysed: a string, or the language server's piece table after edits (parse/doc-text.ts).
   * It holds no lone CR: one in the text given is read as an LF (parse/line-breaks.ts), same length and offsets.
   */
  text: DocText;
  lines: LineIndex;
  spells: SpellModel[];
  headers: HeaderModel[];
  diagnostics: SpellDiagnostic[];
  /**
   * Items (re)checked this time, for tests and the benchmark; `fallback`: documents
   * that looked like datasets but were parsed whole because the split could not
   * be proved safe (props on `---`, aliases across items...). Ordinary files have none.
   */
  readonly stats: { items: number; reparsed: number; incremental: boolean; patched?: boolean; fallback: number };
  /** @internal state for {@link reanalyze}. */
  readonly docs: DocState[];
  /** @internal the settings this analysis was made with. */
  readonly settings: GrimoireSettings;
  /** @internal the text shared by this analysis' models (incremental.ts moves it to the next version). */
  ref?: TextRef;
  /** @internal the duplicate-name rule's state (incremental.ts). */
  names?: NameIndex;
  /**
   * @internal the text given held a lone CR, read as an LF (`text` is the text so read:
   * parse/line-breaks.ts); re-analysis after an edit is then done in full.
   */
  loneCr?: true;
}

/** The rules of `RULES` that apply to each system, in registry order (filtered once, not per spell). */
const RULES_BY_SYSTEM = new Map<string, readonly Rule[]>();

function rulesFor(rules: readonly Rule[], system: System): readonly Rule[] {
  if (rules !== RULES) return rules.filter((r) => r.systems.includes(system));
  let list = RULES_BY_SYSTEM.get(system);
  if (list === undefined) RULES_BY_SYSTEM.set(system, (list = rules.filter((r) => r.systems.includes(system))));
  return list;
}

/** Run the per-spell rules of a system; never throws. One reporter per spell (not one closure per rule and spell). */
function runRules(input: SpellInput, rules: readonly Rule[], out: RelProblem[]): void {
  let rule: Rule | undefined;
  const report = (f: Finding): void => {
    const r = rule!;
    out.push({ code: r.code, severity: f.severity ?? r.defaultSeverity, message: userWords(f.message), ...(f.msg ? { msg: f.msg } : {}), start: f.start, end: Math.max(f.end, f.start + 1), fixes: f.fixes });
  };
  for (rule of rulesFor(rules, input.system)) {
    try {
      rule.check(input, report);
    } catch (err) {
      out.push({ code: 'internal/rule-failed', severity: 'warning', ...say('analysis.ruleFailedSpell', { code: rule.code, error: String(err) }), start: input.node.start, end: input.node.start + 1 });
    }
  }
}

/**
 * A SpellInput whose node tree is built only if a rule or the schema mapping
 * needs ranges. A class, not an object literal with a getter: each such
 * literal got its own hidden class (V8 keeps a literal's accessor in its map),
 * so every spell made a new map, every rule's reads of it were megamorphic,
 * and the scavenger promoted ~2 KB per spell (issue 15; 50k spells: 100 MB).
 */
class LazyInput implements SpellInput {
  private built: YNode | undefined;
  constructor(
    readonly value: Record<string, unknown>,
    readonly system: System,
    readonly text: string,
    private readonly nodeOf: () => YNode,
  ) {}

  get node(): YNode {
    this.built ??= this.nodeOf();
    return this.built;
  }
}

function lazyInput(value: Record<string, unknown>, system: System, text: string, nodeOf: () => YNode): SpellInput {
  return new LazyInput(value, system, text, nodeOf);
}

/** Schema + rules on one spell value; offsets relative to `input.text`. */
function checkSpell(validator: SchemaValidator, input: SpellInput, dropKeys: readonly string[] = []): RelProblem[] {
  let v = input.value;
  if (dropKeys.some((k) => k in v)) {
    v = { ...v };
    for (const k of dropKeys) delete v[k];
  }
  // A casting time or duration in the author's language is read as its English form (compute/text-i18n.ts).
  v = canonicalSpellText(v);
  const problems: RelProblem[] = [];
  // A spell has a few dozen keys; a huge mapping is hostile input, not a spell to validate key by key.
  let keys = 0;
  for (const _k in v) if (++keys > MAX_SPELL_KEYS) break;
  if (keys > MAX_SPELL_KEYS) {
    const n = input.node;
    problems.push({ code: 'schema/size', severity: 'error', ...say('analysis.tooManyKeys', { max: MAX_SPELL_KEYS, n: Object.keys(v).length }), start: n.start, end: Math.max(n.start + 1, Math.min(n.end, n.start + 80)) });
    return problems;
  }
  const errs = validator.validateRaw(v, input.system);
  if (errs) {
    for (const p of validator.mapSpellErrors(errs, input.node)) problems.push({ code: p.code, severity: 'error', message: p.message, msg: p.msg, start: p.start, end: p.end, ...(p.fixes ? { fixes: p.fixes } : {}) });
  }
  runRules(v === input.value ? input : new LazyInput(v, input.system, input.text, () => input.node), RULES, problems);
  // Stat lines the text readers did not read for their length (long-text.ts).
  for (const p of longTextProblems(input)) problems.push(p);
  return problems;
}

function spellSystem(value: Record<string, unknown>, fallback: System): System {
  return isSystem(value.system) ? value.system : fallback;
}

const NOT_A_SPELL = say('analysis.notASpellItem');

/** Check one `spells:` item's text (starting at its line, with its `- `). */
export function checkItem(validator: SchemaValidator, text: string, fileSystem: System): ItemResult {
  let value: unknown;
  let slow = false;
  // The item reader takes the common shape of an item (parse/item-reader.ts); js-yaml reads the rest.
  const read = readItemValue(text, false);
  if (read) value = read.value;
  else {
    try {
      value = loadFast(text);
      if (text.includes('*') && aliasBomb(value, text.length)) slow = true;
    } catch {
      slow = true;
    }
  }
  let tree: YNode | undefined;
  const problems: RelProblem[] = [];
  if (slow) {
    // Syntax errors, duplicate keys and alias bombs: the positioned parser says where.
    const parsed = parseYaml(text);
    for (const p of parsed.problems) problems.push({ ...p, severity: 'error' });
    if (parsed.unresolvedAlias) return { problems, system: fileSystem, ok: false, spellStart: 0, alias: true };
    if (parsed.failed || !parsed.root) return { problems, system: fileSystem, ok: false, spellStart: 0 };
    value = parsed.value;
    tree = parsed.root;
  }
  const spell = Array.isArray(value) ? value[0] : undefined;
  const treeOf = (): YNode => {
    tree ??= parseItem(text).root;
    const n = tree?.items?.[0];
    return n ?? { kind: 'null', start: 0, end: text.length, value: null };
  };
  if (!spell || typeof spell !== 'object' || Array.isArray(spell)) {
    const at = treeOf();
    problems.push({ code: 'schema/type', severity: 'error', ...NOT_A_SPELL, start: at.start, end: Math.max(at.end, at.start + 1) });
    return { problems, system: fileSystem, ok: false, spellStart: 0 };
  }
  const sv = spell as Record<string, unknown>;
  const system = spellSystem(sv, fileSystem);
  const input = lazyInput(sv, system, text, treeOf);
  for (const p of checkSpell(validator, input)) problems.push(p);
  // The reader saw every plain value (read.yaml11 is exact); else the text screen.
  if (read ? read.yaml11 : hasYaml11Candidate(text)) yaml11Into(text, treeOf(), problems);
  const name = typeof sv.name === 'string' ? ownString(sv.name) : undefined;
  return { problems, system, ok: true, name, nameKey: name === undefined ? undefined : nameKeyOf(system, name), spellStart: firstContent(text) };
}

/** YAML 1.1 readings that differ from ours (parse/yaml11.ts), as warnings relative to `text`. */
function yaml11Into(text: string, root: YNode, out: RelProblem[]): void {
  for (const f of yaml11Findings(text, root)) out.push({ code: YAML11_CODE, severity: 'warning', message: f.message, msg: f.msg, start: f.start, end: f.end, fixes: f.fixes });
}

/** Offset of the first character after the item's `- ` indicator. */
function firstContent(text: string): number {
  const dash = text.indexOf('-');
  let i = dash + 1;
  while (i < text.length && (text[i] === ' ' || text[i] === '\n' || text[i] === '\r')) i++;
  return i;
}

function looksBinary(text: string): boolean {
  const sample = text.length > 8192 ? text.slice(0, 8192) : text;
  if (sample.includes('\u0000')) return true;
  let bad = 0;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 0xfffd) bad++;
  }
  return sample.length > 0 && bad / sample.length > 0.1;
}

export function placeInto(problems: RelProblem[], base: number, out: SpellDiagnostic[]): void {
  for (const p of problems) {
    const d: SpellDiagnostic = { code: p.code, severity: p.severity, message: p.message, start: base + p.start, end: base + p.end };
    if (p.msg) d.msg = p.msg;
    if (p.fixes && p.fixes.length > 0) d.fixes = p.fixes.map((f) => ({ ...f, edits: f.edits.map((e) => ({ start: base + e.start, end: base + e.end, newText: e.newText })) }));
    out.push(d);
  }
}

/**
 * Checks the items of one dataset document: spans of `text`, with the file's
 * system. The service checks them in line ({@link checkItems}); the CLI may
 * fan them out over worker threads (see cli/parallel.ts).
 */
export type ItemsChecker = (text: string, spans: Span[], fileSystem: System) => Promise<ItemResult[]>;

/** Check item spans (pure; what a worker thread runs for its share of a file). */
export function checkItems(validator: SchemaValidator, text: string, spans: readonly Span[], fileSystem: System): ItemResult[] {
  return spans.map((span) => checkItem(validator, text.slice(span.start, span.end), fileSystem));
}

/**
 * Split and check headers; returns the analysis shell and the item work left, or a finished analysis.
 * The analysis reads `source` with its lone CRs as LFs (parse/line-breaks.ts): `analysis.text` is that text.
 */
function prepare(validator: SchemaValidator, source: string, settings: GrimoireSettings): { analysis: Analysis; done: boolean } {
  if (source.length > settings.maxFileSize) {
    const analysis: Analysis = { text: source, lines: new LineIndex(source), spells: [], headers: [], diagnostics: [], stats: { items: 0, reparsed: 0, incremental: false, fallback: 0 }, docs: [], settings };
    analysis.diagnostics = [{ code: 'yaml/too-large', severity: 'error', ...say('analysis.tooLarge', { n: { grouped: source.length }, max: { grouped: settings.maxFileSize } }), start: 0, end: Math.min(1, source.length) }];
    return { analysis, done: true };
  }
  const text = withLfForLoneCr(source);
  const lines = new LineIndex(text);
  const analysis: Analysis = { text, lines, spells: [], headers: [], diagnostics: [], stats: { items: 0, reparsed: 0, incremental: false, fallback: 0 }, docs: [], settings };
  if (text !== source) analysis.loneCr = true;
  if (looksBinary(text)) {
    analysis.diagnostics = [{ code: 'yaml/binary', severity: 'error', ...say('analysis.binary'), start: 0, end: Math.min(1, text.length) }];
    return { analysis, done: true };
  }
  // A `.json` file is strict JSON; a Foundry VTT item document in it (dialects/) is mapped to the canonical spell.
  if (settings.syntax === 'json') {
    const foreign = readForeignJson(text);
    if (foreign) return { analysis: foreignAnalysis(validator, analysis, foreign, text), done: true };
  }
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const splits = splitFile(text, bom);
  // A YAML document whose parsed top level is a Foundry item (dialects/), however its `type` and `system`
  // are written: read from the parse the canonical path makes anyway (the whole document, or a dataset's header).
  let wholeParse: ParsedYaml | undefined;
  let firstHeader: DocState | undefined;
  if (splits.length === 1 && settings.syntax !== 'json') {
    const only = splits[0]!;
    let top: unknown;
    if (only.kind === 'whole') {
      wholeParse = parseYaml(text.slice(only.span.start, only.span.end));
      top = wholeParse.failed ? undefined : wholeParse.value;
    } else {
      firstHeader = datasetHeader(validator, text, only, 0, settings);
      // A header the split cannot vouch for is not the document's top level: the document is read whole to tell.
      top = firstHeader.needsWhole ? parseYaml(text).value : firstHeader.header?.value;
    }
    if (foundryKindOf(top)) {
      const sameText = only.kind === 'whole' && only.span.start === 0 && only.span.end === text.length;
      const foreign = readForeign(text, sameText ? wholeParse : undefined);
      if (foreign) return { analysis: foreignAnalysis(validator, analysis, foreign, text), done: true };
    }
  }
  splits.forEach((split, di) => {
    if (di === 0 && firstHeader) analysis.docs.push(firstHeader);
    else analysis.docs.push(split.kind === 'dataset' ? datasetHeader(validator, text, split, di, settings) : wholeDoc(validator, text, split, di, settings, di === 0 ? wholeParse : undefined));
  });
  // Findings outside every document go with the document after them (the last one for those after it), which
  // moves them as its own on re-analysis; a file of comments alone has no document and is finished here.
  const outside: SpellDiagnostic[] = yaml11BreaksOutside(text, splits, bom).map((f) => ({ code: YAML11_CODE, severity: 'warning', message: f.message, msg: f.msg, start: f.start, end: f.end, fixes: f.fixes }));
  if (outside.length > 0 && analysis.docs.length === 0) {
    analysis.diagnostics = finish(outside, settings, lines, text);
    return { analysis, done: true };
  }
  for (const d of outside) (analysis.docs.find((st) => st.split.span.start >= d.start) ?? analysis.docs[analysis.docs.length - 1]!).fixed.push(d);
  return { analysis, done: false };
}

/** The analysis of a Foundry document (dialects/lint.ts): findings on its own fields. */
function foreignAnalysis(validator: SchemaValidator, analysis: Analysis, foreign: Foreign, text: string): Analysis {
  const r = lintForeign(foreign, text, (input) => checkSpell(validator, input));
  if (r.spell) analysis.spells = [new SpellModel({ text }, 0, text.length, r.spell.system, 0, undefined, r.spell.start, r.spell.end, r.spell.name, { node: r.spell.node, value: r.spell.value, text })];
  analysis.diagnostics = finish(r.diagnostics, analysis.settings, analysis.lines, text);
  return analysis;
}

function finishFull(analysis: Analysis): Analysis {
  assemble(analysis);
  analysis.stats.reparsed = analysis.stats.items;
  return analysis;
}

/**
 * Documents whose split turned out unsafe (an item uses an anchor it does not
 * define; the header said so) are parsed whole instead: never silence.
 */
function settle(validator: SchemaValidator, analysis: Analysis): void {
  analysis.docs.forEach((st, di) => {
    if (st.split.kind !== 'dataset') return;
    const why = st.needsWhole ?? (st.items.some((r) => r.alias) ? 'alias' : undefined);
    if (why) analysis.docs[di] = wholeDoc(validator, flatText(analysis.text), wholeSplit(st.split, why), di, analysis.settings);
  });
}

/** A dataset's split turned into a whole-document one, with the reason. */
function wholeSplit(split: DocSplit, fallback: FallbackReason): DocSplit {
  const { span } = split;
  return { span, kind: 'whole', items: [], header: [span, { start: span.end, end: span.end }], indent: 0, fallback };
}

/** Analyse `text` from scratch. */
export function analyzeText(validator: SchemaValidator, text: string, settings: GrimoireSettings): Analysis {
  const { analysis, done } = prepare(validator, text, settings);
  if (done) return analysis;
  const read = analysis.text as string;
  for (const st of analysis.docs) if (st.split.kind === 'dataset' && !st.needsWhole) st.items = checkItems(validator, read, st.split.items, st.fileSystem);
  settle(validator, analysis);
  return finishFull(analysis);
}

/** {@link analyzeText} with the items checked by `checker` (e.g. on worker threads); the same result. */
export async function analyzeTextWith(validator: SchemaValidator, text: string, settings: GrimoireSettings, checker: ItemsChecker): Promise<Analysis> {
  const { analysis, done } = prepare(validator, text, settings);
  if (done) return analysis;
  const read = analysis.text as string;
  for (const st of analysis.docs) if (st.split.kind === 'dataset' && !st.needsWhole) st.items = await checker(read, st.split.items, st.fileSystem);
  settle(validator, analysis);
  return finishFull(analysis);
}

/** A dataset document's header checked; its items are checked by the caller. */
function datasetHeader(validator: SchemaValidator, text: string, split: DocSplit, di: number, settings: GrimoireSettings): DocState {
  const [pre, post] = split.header;
  const hText = text.slice(pre.start, pre.end) + text.slice(post.start, post.end);
  // The closures below live as long as the document's analysis: they keep numbers only (a cut of
  // `text` would be a view that keeps the whole 30 MB text of the version first opened alive).
  const preLen = pre.end - pre.start;
  const preStart = pre.start;
  const preEnd = pre.end;
  const postStart = post.start;
  const postEnd = post.end;
  const toFile = (o: number) => (o < preLen ? preStart + o : postStart + (o - preLen));
  const fromFile = (o: number) => (o >= preStart && o <= preEnd ? o - preStart : o >= postStart && o <= postEnd ? preLen + o - postStart : undefined);
  const fixed: SpellDiagnostic[] = [];
  const hp = parseYaml(hText);
  for (const p of hp.problems) fixed.push({ code: p.code, severity: 'error', message: p.message, ...(p.msg ? { msg: p.msg } : {}), start: toFile(p.start), end: toFile(p.end) });
  if (!hp.failed && hp.root && hasYaml11Candidate(hText)) {
    const rel: RelProblem[] = [];
    yaml11Into(hText, hp.root, rel);
    for (const p of rel) fixed.push({ code: p.code, severity: p.severity, message: p.message, ...(p.msg ? { msg: p.msg } : {}), start: toFile(p.start), end: toFile(p.end), fixes: p.fixes?.map((f) => ({ ...f, edits: f.edits.map((e) => ({ ...e, start: toFile(e.start), end: toFile(e.end) })) })) });
  }
  let fileSystem = settings.defaultSystem;
  let caster: unknown;
  let header: HeaderModel | undefined;
  if (!hp.failed && hp.root && hp.root.kind === 'mapping') {
    const hv = { ...(hp.root.value as Record<string, unknown>) };
    if (isSystem(hv.system)) fileSystem = hv.system;
    caster = hv.caster;
    header = { doc: di, value: hv, system: isSystem(hv.system) ? hv.system : undefined, caster, node: hp.root, toFile, fromFile };
    for (const p of validator.validateHeader({ ...hv, spells: [] }, hp.root)) fixed.push({ code: p.code, severity: 'error', message: p.message, msg: p.msg, start: toFile(p.start), end: toFile(p.end) });
  }
  // The header parsed alone must be the header alone: a `spells` value in it means the list scan
  // stopped early (a second `spells:`, a line it could not place); an alias in it or after the
  // list may name an item's anchor. Either way the document is parsed whole.
  let needsWhole: FallbackReason | undefined;
  if (hp.unresolvedAlias || text.slice(post.start, post.end).includes('*')) needsWhole = 'header-alias';
  else if (!hp.failed && hp.root?.kind === 'mapping' && (hp.root.value as Record<string, unknown>).spells != null) needsWhole = 'header-spells';
  const st: DocState = { split, fixed, items: [], wholeSpells: [], fileSystem, caster, header };
  if (needsWhole) st.needsWhole = needsWhole;
  return st;
}

/** A document the splitter left whole: a single spell, or a dataset it could not split. */
function wholeDoc(validator: SchemaValidator, text: string, split: DocSplit, di: number, settings: GrimoireSettings, parsedAlready?: ParsedYaml): DocState {
  const span = split.span;
  const docText = text.slice(span.start, span.end);
  const base = span.start;
  const parsed = parsedAlready ?? parseYaml(docText);
  const rel: RelProblem[] = parsed.problems.map((p) => ({ ...p, severity: 'error' as Severity }));
  const st: DocState = { split, fixed: [], items: [], wholeSpells: [], fileSystem: settings.defaultSystem, caster: undefined };
  const root = parsed.root;
  if (!parsed.failed && root && hasYaml11Candidate(docText)) yaml11Into(docText, root, rel);
  const ref: TextRef = { text };
  const model = (node: YNode, value: Record<string, unknown>, system: System, caster: unknown) =>
    new SpellModel(ref, base, docText.length, system, di, caster, base + node.start, base + node.end, typeof value.name === 'string' ? value.name : undefined, { node, value, text: docText });
  if (!parsed.failed && root) {
    if (root.kind !== 'mapping') {
      rel.push({ code: 'yaml/not-spell', severity: 'error', ...say('analysis.notSpellDoc'), start: root.start, end: Math.max(root.end, root.start + 1) });
    } else {
      const value = root.value as Record<string, unknown>;
      // The last `spells` key is the one loaded (a duplicate key is reported by the parser).
      const spellsPair = root.pairs?.filter((p) => p.key.value === 'spells').pop();
      const fromFile = (o: number) => (o >= span.start && o <= span.end ? o - base : undefined);
      if (spellsPair) {
        const hv = { ...value };
        st.fileSystem = isSystem(hv.system) ? hv.system : settings.defaultSystem;
        st.caster = hv.caster;
        st.header = { doc: di, value: hv, system: isSystem(hv.system) ? hv.system : undefined, caster: hv.caster, node: root, toFile: (o) => base + o, fromFile };
        for (const p of validator.validateHeader({ ...hv, spells: Array.isArray(hv.spells) ? [] : hv.spells }, root)) rel.push({ code: p.code, severity: 'error', message: p.message, msg: p.msg, start: p.start, end: p.end });
        for (const item of spellsPair.value.items ?? []) {
          if (item.kind !== 'mapping') {
            rel.push({ code: 'schema/type', severity: 'error', ...NOT_A_SPELL, start: item.start, end: Math.max(item.end, item.start + 1) });
            continue;
          }
          const sv = item.value as Record<string, unknown>;
          const sys = spellSystem(sv, st.fileSystem);
          for (const p of checkSpell(validator, { value: sv, system: sys, node: item, text: docText })) rel.push(p);
          st.wholeSpells.push(model(item, sv, sys, hv.caster));
        }
      } else {
        const sys = spellSystem(value, settings.defaultSystem);
        const fileKeys: Record<string, unknown> = {};
        for (const k of FILE_KEYS) if (k in value) fileKeys[k] = value[k];
        st.caster = value.caster;
        if (Object.keys(fileKeys).length > 0) {
          st.header = { doc: di, value: fileKeys, caster: value.caster, toFile: (o) => base + o, fromFile: () => undefined };
          for (const p of validator.validateHeader({ ...fileKeys, spells: [] }, root)) rel.push({ code: p.code, severity: 'error', message: p.message, msg: p.msg, start: p.start, end: p.end });
        }
        for (const p of checkSpell(validator, { value, system: sys, node: root, text: docText }, FILE_KEYS)) rel.push(p);
        st.wholeSpells.push(model(root, value, sys, value.caster));
      }
    }
  }
  placeInto(rel, base, st.fixed);
  return st;
}

/** The problems of every item that has none, once assembled (never added to). */
const NO_PROBLEMS: RelProblem[] = Object.freeze([]) as unknown as RelProblem[];

/** Build spells, headers and the final diagnostics from the per-document states. */
export function assemble(analysis: Analysis): void {
  const raw: SpellDiagnostic[] = [];
  const text = analysis.text;
  const ref: TextRef = { text };
  analysis.ref = ref;
  analysis.spells = [];
  analysis.headers = [];
  analysis.docs.forEach((st, di) => {
    for (const d of st.fixed) raw.push(d);
    if (st.header) analysis.headers.push(st.header);
    if (st.split.kind === 'dataset') {
      const spans = st.split.items;
      const models: (SpellModel | undefined)[] = (st.models = new Array(spans.length));
      for (let i = 0; i < spans.length; i++) {
        const span = spans[i]!;
        const r = st.items[i]!;
        analysis.stats.items++;
        if (r.problems.length > 0) placeInto(r.problems, span.start, raw);
        // Kept for the session: one shared empty list instead of 50k (1.6 MB at 50k spells).
        else r.problems = NO_PROBLEMS;
        const m = r.ok ? itemModel(ref, span, r, di, st.caster) : undefined;
        models[i] = m;
        if (m) analysis.spells.push(m);
      }
    } else {
      analysis.stats.items += st.wholeSpells.length;
      for (const sp of st.wholeSpells) analysis.spells.push(sp);
    }
  });
  analysis.spells.forEach((s, i) => (s.index = i));
  analysis.stats.fallback = analysis.docs.reduce((n, d) => n + (d.split.fallback ? 1 : 0), 0);
  const summaries: readonly SpellSummary[] = analysis.spells;
  analysis.names = DATASET_RULES.length === 1 && DATASET_RULES[0] === duplicateNames ? new NameIndex(summaries) : undefined;
  for (const rule of DATASET_RULES) {
    try {
      rule.check(summaries, (f) => raw.push({ code: rule.code, severity: f.severity ?? rule.defaultSeverity, message: f.message, ...(f.msg ? { msg: f.msg } : {}), start: f.start, end: f.end, fixes: f.fixes }));
    } catch (err) {
      raw.push({ code: 'internal/rule-failed', severity: 'warning', ...say('analysis.ruleFailed', { code: rule.code, error: String(err) }), start: 0, end: 1 });
    }
  }
  analysis.diagnostics = finish(raw, analysis.settings, analysis.lines, text, docComments(text, analysis.docs));
}

/** The model of a dataset item holding a spell. */
export function itemModel(ref: TextRef, span: Span, r: ItemResult, doc: number, caster: unknown): SpellModel {
  return new SpellModel(ref, span.start, span.end - span.start, r.system, doc, caster, span.start + r.spellStart, span.end, r.name, undefined, r.nameKey);
}

const DISABLE = 'grimoire-disable-next-line';

/**
 * Apply severities, honour disable comments, sort. Called when an analysis is
 * assembled and by the keystroke path (incremental.ts) for the region it
 * re-finishes. `comments` says which `#` start a real YAML comment (a
 * disable comment inside a block scalar or a quoted string is text); without
 * it the whole text is lexed when a disable comment is a candidate.
 */
export function finish(raw: SpellDiagnostic[], settings: GrimoireSettings, lines: LineIndex, text: DocText, comments?: CommentOracle): SpellDiagnostic[] {
  const out: SpellDiagnostic[] = [];
  let oracle = comments;
  const real = (from: number, to: number): boolean => (oracle ??= commentOracle(text))(from, to);
  for (const d of raw) {
    const override = settings.rules[d.code];
    // yaml/yaml11 is a hint about how the text reads, not "this was not checked": it may be configured and disabled.
    const protectedCode = severityLocked(d.code);
    if (override === 'off' && !protectedCode) continue;
    const sev = override && override !== 'off' && !protectedCode ? override : d.severity;
    // A disable comment never hides `yaml/*` (or internal) findings: "this was not checked" cannot be silenced.
    // JSON has no comments, so a `.json` file has no disable comments.
    if (!protectedCode && settings.syntax !== 'json' && isDisabled(d, lines, text, real)) continue;
    out.push(sev === d.severity ? d : { ...d, severity: sev });
  }
  out.sort((a, b) => a.start - b.start || a.end - b.end);
  return out;
}

function isDisabled(d: SpellDiagnostic, lines: LineIndex, text: DocText, real: CommentOracle): boolean {
  const line = lines.lineAt(d.start);
  if (line === 0) return false;
  const from = lines.lineStart(line - 1);
  const prev = text.slice(from, lines.lineStart(line));
  const i = prev.indexOf(DISABLE);
  if (i === -1 || prev.lastIndexOf('#', i) === -1) return false;
  // Only a real comment counts: one that starts on that line before the directive.
  if (!real(from, from + i)) return false;
  const codes = prev
    .slice(i + DISABLE.length)
    .split(/[\s,]+/)
    .filter((c) => c.length > 0 && !c.startsWith('--'));
  return codes.length === 0 || codes.includes(d.code);
}

/** The comment oracle of an analysis' documents (for {@link finish}). */
export function docComments(text: DocText, docs: readonly DocState[]): CommentOracle {
  return commentOracle(text, { docs: docs.map((d) => (d.gap ? { ...d.split, gap: d.gap } : d.split)) });
}
