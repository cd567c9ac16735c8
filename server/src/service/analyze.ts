/**
 * Whole-file analysis: split -> parse each spell item -> schema -> rules.
 *
 * Shaped by the performance budget (ARCHITECTURE.md): each `spells:` item is
 * loaded on its own with js-yaml's plain loader (no node tree); a node tree
 * with source ranges is built only for items that have findings or that a
 * feature asks about (hover, preview). After an edit, {@link reanalyze}
 * re-splits and re-checks only the items the changed region touches, and
 * reuses every other item's result as is (shifted), so a keystroke costs one
 * spell whatever the file's size.
 *
 * Called by the service facade (`service.ts`) for every document version the
 * LSP adapter or the CLI hands in. No IO, never throws on user input.
 */
import { load } from 'js-yaml';
import { userWords } from './rules/sources';
import { SPELL_YAML_SCHEMA } from './parse/schema';
import { LineIndex } from './parse/lines';
import { flatText, type DocText } from './parse/doc-text';
import { splitFile, splitItems, type DocSplit, type FallbackReason, type Span } from './parse/split';
import { parseYaml, aliasBomb, type YNode } from './parse/yaml-tree';
import { parseItem, readItemValue } from './parse/item-reader';
import { commentOracle, type CommentOracle } from './parse/comments';
import { hasYaml11Candidate, yaml11Findings, YAML11_CODE } from './parse/yaml11';
import type { SchemaValidator } from './schema/validate';
import type { MsgRef } from './i18n';

import type { GrimoireSettings } from './settings';
import { isSystem, type Fix, type Severity, type SpellDiagnostic, type System } from './types';
import { DATASET_RULES, RULES } from './rules';
import { say, type Finding, type Rule, type SpellInput, type SpellSummary } from './rules/rule';
import { lintForeign, readForeign } from './dialects/lint';
import { duplicateNames, NameIndex } from './rules/dataset-duplicate-names';
import { itemEnd, itemStart, patchAnalysis, settleGaps, upperBoundItem } from './incremental';
import { canonicalSpellText } from './compute/text-i18n';
import { ownString } from './compute/text-memo';

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

/**
 * The text of a document, shared by its spell models. The incremental path
 * (incremental.ts) points it at each new version, so models it keeps from one
 * version to the next read the new text without being rebuilt.
 */
export interface TextRef {
  text: DocText;
  /**
   * The keystroke path's lazy shift (incremental.ts): spells from index
   * `gapSpell` on have stored offsets `gapBy` short of their true ones.
   * Unset in a fresh analysis.
   */
  gapSpell?: number;
  gapBy?: number;
}

/**
 * One spell found in the file. Its value and node tree are built on first use
 * and kept: they are relative to the spell's own text, so the incremental path
 * keeps the model across edits elsewhere and only moves its offsets.
 */
export class SpellModel {
  private _text?: string;
  private _value?: Record<string, unknown>;
  private _node?: YNode;

  /**
   * @param src the analysed file text (shared)
   * @param base offset of the spell's parsed text (its item, or its whole document) in the file
   * @param length length of that text
   */
  constructor(
    private readonly src: TextRef,
    /** Stored offset of {@link base}; see {@link moveBy}. */
    private _base: number,
    readonly length: number,
    readonly system: System,
    /** Index of its `---` document. */
    readonly doc: number,
    /** The `caster:` block of its file or document (raw). */
    readonly caster: unknown,
    /** Stored offsets of {@link start} and {@link end}. */
    private _start: number,
    private _end: number,
    readonly name: string | undefined,
    eager?: { node: YNode; value: Record<string, unknown>; text: string },
    /** Normalised name for duplicate detection. */
    readonly nameKey: string | undefined = name === undefined ? undefined : nameKeyOf(system, name),
  ) {
    if (eager) {
      this._node = eager.node;
      this._value = eager.value;
      this._text = eager.text;
    }
  }

  /** Position of the spell in its file (0-based), set when the analysis is assembled. */
  index = 0;

  /** Offset of the spell's parsed text (its item, or its whole document) in the file. */
  get base(): number {
    return this._base + this.shift();
  }

  /** The spell's span in the file: start of its mapping. */
  get start(): number {
    return this._start + this.shift();
  }

  /** The spell's span in the file: end of its item (or document). */
  get end(): number {
    return this._end + this.shift();
  }

  /** The keystroke path's pending shift for this spell (0 unless it lies past the last edit: incremental.ts). */
  private shift(): number {
    const by = this.src.gapBy;
    return by !== undefined && this.index >= this.src.gapSpell! ? by : 0;
  }

  /** @internal Add `d` to the stored offsets (incremental.ts, moving its lazy shift past this spell). */
  moveBy(d: number): void {
    this._base += d;
    this._start += d;
    this._end += d;
  }

  /** Absolute range of the spell's `name` value, or of its mapping when it has none (builds the node tree). */
  nameRange(): { start: number; end: number } {
    const pair = this.node.pairs?.find((p) => p.key.value === 'name');
    const n = pair ? pair.value : this.node;
    return { start: this.base + n.start, end: this.base + Math.max(n.end, n.start + 1) };
  }

  /** The text the spell was parsed from (its item, or its whole document). */
  get text(): string {
    this._text ??= this.src.text.slice(this.base, this.base + this.length);
    return this._text;
  }

  /** The spell mapping's node, offsets relative to {@link text}. */
  get node(): YNode {
    if (!this._node) {
      const p = parseItem(this.text);
      const n = p.root?.items?.[0];
      this._node = n && n.kind === 'mapping' ? n : { kind: 'mapping', start: 0, end: this.length, value: {}, pairs: [] };
      if (this._value === undefined) this._value = (this._node.value ?? {}) as Record<string, unknown>;
    }
    return this._node;
  }

  /** The loaded spell mapping. */
  get value(): Record<string, unknown> {
    if (this._value === undefined) {
      const v = readItemValue(this.text, false)?.value ?? loadFast(this.text);
      const spell = Array.isArray(v) ? v[0] : undefined;
      this._value = spell && typeof spell === 'object' && !Array.isArray(spell) ? (spell as Record<string, unknown>) : (this.node.value as Record<string, unknown>);
    }
    return this._value;
  }
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
  /** The text analysed: a string, or the language server's piece table after edits (parse/doc-text.ts). */
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
}

/** js-yaml's plain load (no positions): the fast path. Throws on syntax errors and duplicate keys. */
function loadFast(text: string): unknown {
  return load(text, { schema: SPELL_YAML_SCHEMA });
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
  return problems;
}

/** The key under which two spells count as the same name. */
export function nameKeyOf(system: System, name: string): string {
  // join makes one flat string; a template literal makes a rope of three (96 bytes a spell against ~40).
  return [system, name.trim().toLowerCase()].join('\u0000');
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

/** Split and check headers; returns the analysis shell and the item work left, or a finished analysis. */
function prepare(validator: SchemaValidator, text: string, settings: GrimoireSettings): { analysis: Analysis; done: boolean } {
  const lines = new LineIndex(text);
  const analysis: Analysis = { text, lines, spells: [], headers: [], diagnostics: [], stats: { items: 0, reparsed: 0, incremental: false, fallback: 0 }, docs: [], settings };
  if (text.length > settings.maxFileSize) {
    analysis.diagnostics = [{ code: 'yaml/too-large', severity: 'error', ...say('analysis.tooLarge', { n: { grouped: text.length }, max: { grouped: settings.maxFileSize } }), start: 0, end: Math.min(1, text.length) }];
    return { analysis, done: true };
  }
  if (looksBinary(text)) {
    analysis.diagnostics = [{ code: 'yaml/binary', severity: 'error', ...say('analysis.binary'), start: 0, end: Math.min(1, text.length) }];
    return { analysis, done: true };
  }
  // A Foundry VTT item document (dialects/): mapped to the canonical spell, findings on its own fields.
  const foreign = readForeign(text);
  if (foreign) {
    const r = lintForeign(foreign, text, (input) => checkSpell(validator, input));
    if (r.spell) analysis.spells = [new SpellModel({ text }, 0, text.length, r.spell.system, 0, undefined, r.spell.start, r.spell.end, r.spell.name, { node: r.spell.node, value: r.spell.value, text })];
    analysis.diagnostics = finish(r.diagnostics, settings, lines, text);
    return { analysis, done: true };
  }
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  splitFile(text, bom).forEach((split, di) => {
    analysis.docs.push(split.kind === 'dataset' ? datasetHeader(validator, text, split, di, settings) : wholeDoc(validator, text, split, di, settings));
  });
  return { analysis, done: false };
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
  for (const st of analysis.docs) if (st.split.kind === 'dataset' && !st.needsWhole) st.items = checkItems(validator, text, st.split.items, st.fileSystem);
  settle(validator, analysis);
  return finishFull(analysis);
}

/** {@link analyzeText} with the items checked by `checker` (e.g. on worker threads); the same result. */
export async function analyzeTextWith(validator: SchemaValidator, text: string, settings: GrimoireSettings, checker: ItemsChecker): Promise<Analysis> {
  const { analysis, done } = prepare(validator, text, settings);
  if (done) return analysis;
  for (const st of analysis.docs) if (st.split.kind === 'dataset' && !st.needsWhole) st.items = await checker(text, st.split.items, st.fileSystem);
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
function wholeDoc(validator: SchemaValidator, text: string, split: DocSplit, di: number, settings: GrimoireSettings): DocState {
  const span = split.span;
  const docText = text.slice(span.start, span.end);
  const base = span.start;
  const parsed = parseYaml(docText);
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
function assemble(analysis: Analysis): void {
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

/** The region where two texts differ: [start, oldEnd) in the old text became [start, newEnd) in the new. */
export function changedRegion(oldText: string, newText: string): { start: number; oldEnd: number; newEnd: number } {
  const min = Math.min(oldText.length, newText.length);
  // Common prefix by galloping + binary search on substring equality (memcmp-fast in V8).
  let lo = 0;
  let step = 1024;
  while (lo + step <= min && oldText.slice(lo, lo + step) === newText.slice(lo, lo + step)) {
    lo += step;
    step *= 2;
  }
  let hi = Math.min(min, lo + step);
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (oldText.slice(lo, mid) === newText.slice(lo, mid)) lo = mid;
    else hi = mid - 1;
  }
  const start = lo;
  // Common suffix, not overlapping the prefix.
  const maxSuffix = min - start;
  let s = 0;
  step = 1024;
  const oe = oldText.length;
  const ne = newText.length;
  while (s + step <= maxSuffix && oldText.slice(oe - s - step, oe - s) === newText.slice(ne - s - step, ne - s)) {
    s += step;
    step *= 2;
  }
  let shi = Math.min(maxSuffix, s + step);
  while (s < shi) {
    const mid = (s + shi + 1) >> 1;
    if (oldText.slice(oe - mid, oe - s) === newText.slice(ne - mid, ne - s)) s = mid;
    else shi = mid - 1;
  }
  return { start, oldEnd: oe - s, newEnd: ne - s };
}

/** Where an edit happened, when the caller knows (an LSP didChange): [start, oldEnd) became [start, newEnd). */
export interface EditHint {
  start: number;
  oldEnd: number;
  newEnd: number;
}

/**
 * Re-analyse after an edit, reusing `prev`: when the changed region lies inside
 * one dataset document's items, only the items it touches are re-split and
 * re-checked; everything else is reused and shifted. Otherwise a full analysis.
 * `prev` is consumed: the keystroke path (incremental.ts) moves its spell
 * models and spans in place, so the caller must not use it afterwards.
 */
export function reanalyze(validator: SchemaValidator, prev: Analysis, text: DocText, settings: GrimoireSettings, hint?: EditHint): Analysis {
  if (prev.settings !== settings || prev.docs.length === 0 || text.length > settings.maxFileSize) return analyzeText(validator, flatText(text), settings);
  if (!hint && prev.text === text) return prev;
  const valid = hint && hint.start >= 0 && hint.start <= hint.oldEnd && hint.oldEnd <= prev.text.length && hint.newEnd >= hint.start && text.length - hint.newEnd === prev.text.length - hint.oldEnd;
  const { start, oldEnd, newEnd } = valid ? hint : changedRegion(flatText(prev.text), flatText(text));
  const delta = newEnd - oldEnd;
  const di = prev.docs.findIndex((d) => d.split.kind === 'dataset' && d.split.items.length > 0 && start >= itemStart(d, 0) && oldEnd <= d.split.header[1].start);
  if (di === -1) return analyzeText(validator, flatText(text), settings);
  const doc = prev.docs[di]!;
  const spans = doc.split.items;
  // Items touched: the one holding `start` (and the one before, since an edit at an item's
  // first line can merge it into its predecessor) through the one holding `oldEnd`.
  let i0 = upperBoundItem(doc, start) - 1;
  if (i0 > 0) i0--;
  if (i0 < 0) i0 = 0;
  let i1 = upperBoundItem(doc, Math.max(oldEnd - 1, start)) - 1;
  if (i1 < i0) i1 = i0;
  // Touching the last item could change where the sequence ends: redo the file.
  if (i1 >= spans.length - 1) return analyzeText(validator, flatText(text), settings);
  const regionStart = itemStart(doc, i0);
  const regionEnd = itemEnd(doc, i1) + delta;
  const fresh = splitRegion(text, regionStart, regionEnd, doc.split.indent);
  if (!fresh) return analyzeText(validator, flatText(text), settings);
  const lines = prev.lines.update(text, start, oldEnd, newEnd);
  const freshItems = fresh.map((s) => checkItem(validator, text.slice(s.start, s.end), doc.fileSystem));
  // An item that now uses an anchor it does not define: the document is parsed whole.
  if (freshItems.some((r) => r.alias)) return analyzeText(validator, flatText(text), settings);
  // The keystroke path: patch the previous analysis in place (incremental.ts) when it applies.
  const patched = patchAnalysis({ prev, di, i0, i1, fresh, freshItems, text, lines, start, delta, settings });
  if (patched) return patched;
  // The paths below read spans and spell offsets directly: the keystroke path's lazy shift is applied first.
  settleGaps(prev);
  const shift = (s: Span): Span => ({ start: s.start + delta, end: s.end + delta });
  const newSpans = [...spans.slice(0, i0), ...fresh, ...spans.slice(i1 + 1).map(shift)];
  const newItems = [...doc.items.slice(0, i0), ...freshItems, ...doc.items.slice(i1 + 1)];
  const shiftDiag = (d: SpellDiagnostic): SpellDiagnostic => ({ ...d, start: d.start + delta, end: d.end + delta, fixes: d.fixes?.map((f) => ({ ...f, edits: f.edits.map((e) => ({ ...e, start: e.start + delta, end: e.end + delta })) })) });
  const docs: DocState[] = prev.docs.map((d, k) => {
    if (k < di) return d;
    if (k === di) {
      const [pre, post] = d.split.header;
      const split: DocSplit = { ...d.split, span: { start: d.split.span.start, end: d.split.span.end + delta }, items: newSpans, header: [pre, shift(post)] };
      const fixedPre = d.fixed.filter((x) => x.start < start);
      const fixedPost = d.fixed.filter((x) => x.start >= start).map(shiftDiag);
      const header = d.header ? shiftHeader(d.header, pre.end, delta) : undefined;
      return { ...d, split, items: newItems, fixed: [...fixedPre, ...fixedPost], header };
    }
    return shiftDoc(d, delta, text);
  });
  const analysis: Analysis = { text, lines, spells: [], headers: [], diagnostics: [], stats: { items: 0, reparsed: fresh.length, incremental: true, fallback: 0 }, docs, settings };
  assemble(analysis);
  return analysis;
}

/**
 * {@link splitItems} on [start, end) of a text that may be a piece table: a
 * string is read in place; a piece table through a flat copy of the region
 * and one character past it (the most splitItems reads: it looks at the
 * character after an item line's `-`), with the spans moved back.
 */
function splitRegion(text: DocText, start: number, end: number, indent: number): Span[] | undefined {
  if (typeof text === 'string') return splitItems(text, start, end, indent);
  const window = text.slice(start, end + 1);
  const items = splitItems(window, 0, end - start, indent);
  return items?.map((s) => ({ start: s.start + start, end: s.end + start }));
}

function shiftHeader(h: HeaderModel, preEnd: number, delta: number): HeaderModel {
  return {
    ...h,
    toFile: (o) => {
      const f = h.toFile(o);
      return f >= preEnd ? f + delta : f;
    },
    fromFile: (o) => (o < preEnd ? h.fromFile(o) : h.fromFile(o - delta)),
  };
}

/** A later document moved by `delta`. */
function shiftDoc(d: DocState, delta: number, text: DocText): DocState {
  const sh = (s: Span): Span => ({ start: s.start + delta, end: s.end + delta });
  const split: DocSplit = { ...d.split, span: sh(d.split.span), items: d.split.items.map(sh), header: [sh(d.split.header[0]), sh(d.split.header[1])] };
  const fixed = d.fixed.map((x) => ({ ...x, start: x.start + delta, end: x.end + delta, fixes: x.fixes?.map((f) => ({ ...f, edits: f.edits.map((e) => ({ ...e, start: e.start + delta, end: e.end + delta })) })) }));
  const ref: TextRef = { text };
  const wholeSpells = d.wholeSpells.map((s) => new SpellModel(ref, s.base + delta, s.length, s.system, s.doc, s.caster, s.start + delta, s.end + delta, s.name, { node: s.node, value: s.value, text: s.text }, s.nameKey));
  const header = d.header ? { ...d.header, toFile: (o: number) => d.header!.toFile(o) + delta, fromFile: (o: number) => d.header!.fromFile(o - delta) } : undefined;
  return { ...d, split, fixed, wholeSpells, header };
}

/** First index whose span starts after `offset`. */
export function upperBound(spans: Span[], offset: number): number {
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (spans[mid]!.start <= offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
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
    const protectedCode = (d.code.startsWith('yaml/') && d.code !== YAML11_CODE) || d.code.startsWith('internal/');
    if (override === 'off' && !protectedCode) continue;
    const sev = override && override !== 'off' && !protectedCode ? override : d.severity;
    // A disable comment never hides `yaml/*` (or internal) findings: "this was not checked" cannot be silenced.
    if (!protectedCode && isDisabled(d, lines, text, real)) continue;
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
