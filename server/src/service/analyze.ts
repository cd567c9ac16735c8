/**
 * Whole-file analysis: split -> parse each spell item -> schema -> rules,
 * with per-item results cached by (system, item text) so that re-analysing
 * an edited file redoes only the items whose text changed.
 *
 * Called by the service facade (`service.ts`) for every document version the
 * LSP adapter or the CLI hands in; the previous {@link Analysis} is passed
 * back in to reuse its cache. No IO, never throws on user input.
 */
import { LineIndex } from './parse/lines';
import { splitFile, type Span } from './parse/split';
import { parseYaml, type ParsedYaml, type YNode } from './parse/yaml-tree';
import type { SchemaValidator } from './schema/validate';
import type { GrimoireSettings } from './settings';
import { isSystem, type Fix, type Severity, type SpellDiagnostic, type System } from './types';
import { DATASET_RULES, RULES } from './rules';
import type { Rule, SpellInput } from './rules/rule';

/** One spell found in the file. */
export interface SpellModel {
  /** Offset of `text` in the file: add it to node offsets to get file offsets. */
  base: number;
  /** The text the spell was parsed from (its item, or its whole document). */
  text: string;
  /** The spell's mapping node, offsets relative to `text`. */
  node: YNode;
  value: Record<string, unknown>;
  system: System;
  /** Index of its `---` document. */
  doc: number;
  /** The spell's span in the file (absolute). */
  start: number;
  end: number;
  /** The `caster:` block of its file or document, if any (raw). */
  caster?: unknown;
}

/** A file's header (dataset mapping minus `spells`, or nothing). */
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

/** The cached, position-independent work on one item. Offsets relative to the item text. */
interface ItemResult {
  parsed: ParsedYaml;
  spell?: { node: YNode; value: Record<string, unknown> };
  system: System;
  problems: RelProblem[];
}

interface RelProblem {
  code: string;
  severity: Severity;
  message: string;
  start: number;
  end: number;
  fixes?: Fix[];
}

/** The result of analysing one text version. */
export interface Analysis {
  text: string;
  lines: LineIndex;
  spells: SpellModel[];
  headers: HeaderModel[];
  diagnostics: SpellDiagnostic[];
  /** Item results by cache key, for the next version's analysis. */
  readonly cache: Map<string, ItemResult>;
  /** Items re-parsed this time (for tests and the benchmark). */
  readonly stats: { items: number; reparsed: number };
}

/** Keys that a single-spell document may carry at its top level for the file. */
const FILE_KEYS = ['caster', 'attribution', 'license'];

/** Severity of a rule by code, after the user's overrides; undefined = off. */
function severityFor(code: string, def: Severity, settings: GrimoireSettings): Severity | undefined {
  const s = settings.rules[code];
  if (s === 'off') return undefined;
  return s ?? def;
}

/** Run the per-spell rules of a system; never throws. */
function runRules(input: SpellInput, rules: readonly Rule[]): RelProblem[] {
  const out: RelProblem[] = [];
  for (const rule of rules) {
    if (!rule.systems.includes(input.system)) continue;
    try {
      rule.check(input, (f) => {
        out.push({ code: rule.code, severity: f.severity ?? rule.defaultSeverity, message: f.message, start: f.start, end: Math.max(f.end, f.start + 1), fixes: f.fixes });
      });
    } catch (err) {
      out.push({ code: 'internal/rule-failed', severity: 'warning', message: `Rule ${rule.code} failed on this spell: ${String(err)}`, start: input.node.start, end: input.node.start + 1 });
    }
  }
  return out;
}

/** Validate one parsed spell mapping (schema + rules); offsets relative to `text`. */
function checkSpell(validator: SchemaValidator, text: string, node: YNode, value: Record<string, unknown>, system: System, dropKeys: readonly string[] = []): RelProblem[] {
  let v = value;
  if (dropKeys.some((k) => k in value)) {
    v = { ...value };
    for (const k of dropKeys) delete v[k];
  }
  const problems: RelProblem[] = validator.validateSpell(v, node, system).map((p) => ({ code: p.code, severity: 'error' as Severity, message: p.message, start: p.start, end: p.end }));
  problems.push(...runRules({ value: v, system, node, text }, RULES));
  return problems;
}

function spellSystem(value: Record<string, unknown>, fallback: System): System {
  return isSystem(value.system) ? value.system : fallback;
}

function parseItem(validator: SchemaValidator, text: string, fileSystem: System): ItemResult {
  const parsed = parseYaml(text);
  const problems: RelProblem[] = parsed.problems.map((p) => ({ ...p, severity: 'error' as Severity }));
  if (parsed.failed || !parsed.root) return { parsed, system: fileSystem, problems };
  const seq = parsed.root;
  const node = seq.items?.[0];
  if (!node || node.kind !== 'mapping') {
    const at = node ?? seq;
    problems.push({ code: 'schema/type', severity: 'error', message: 'Each entry of `spells` must be a spell mapping (`- name: ...`).', start: at.start, end: Math.max(at.end, at.start + 1) });
    return { parsed, system: fileSystem, problems };
  }
  const value = node.value as Record<string, unknown>;
  const system = spellSystem(value, fileSystem);
  problems.push(...checkSpell(validator, text, node, value, system));
  return { parsed, spell: { node, value }, system, problems };
}

/** Convert relative problems to absolute diagnostics. */
function place(problems: RelProblem[], base: number, out: SpellDiagnostic[]): void {
  for (const p of problems) {
    const d: SpellDiagnostic = { code: p.code, severity: p.severity, message: p.message, start: base + p.start, end: base + p.end };
    if (p.fixes && p.fixes.length > 0) d.fixes = p.fixes.map((f) => ({ title: f.title, edits: f.edits.map((e) => ({ start: base + e.start, end: base + e.end, newText: e.newText })) }));
    out.push(d);
  }
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

/**
 * Analyse `text`. `previous` (the last analysis of the same document) lends its
 * item cache. Diagnostics come back sorted by position, with the user's
 * severities applied and `# grimoire-disable-next-line` comments honoured.
 */
export function analyzeText(validator: SchemaValidator, text: string, settings: GrimoireSettings, previous?: Analysis): Analysis {
  const lines = new LineIndex(text);
  const cache = new Map<string, ItemResult>();
  const stats = { items: 0, reparsed: 0 };
  const analysis: Analysis = { text, lines, spells: [], headers: [], diagnostics: [], cache, stats };
  const raw: SpellDiagnostic[] = [];
  if (text.length > settings.maxFileSize) {
    raw.push({ code: 'yaml/too-large', severity: 'error', message: `File is ${text.length.toLocaleString('en-US')} characters, over the ${settings.maxFileSize.toLocaleString('en-US')} limit (setting maxFileSize); it was not checked.`, start: 0, end: Math.min(1, text.length) });
    analysis.diagnostics = raw;
    return analysis;
  }
  if (looksBinary(text)) {
    raw.push({ code: 'yaml/binary', severity: 'error', message: 'This file looks binary (NUL or control characters), not YAML text; it was not checked.', start: 0, end: Math.min(1, text.length) });
    analysis.diagnostics = raw;
    return analysis;
  }
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const docs = splitFile(text, bom);
  const prevCache = previous?.cache;
  docs.forEach((doc, di) => {
    if (doc.kind === 'dataset') analyseSplitDataset(validator, text, doc.header, doc.items, di, settings, analysis, raw, prevCache);
    else analyseWholeDocument(validator, text, doc.span, di, settings, analysis, raw);
  });
  // Whole-file rules.
  const inputs = analysis.spells.map((s) => ({ input: { value: s.value, system: s.system, node: s.node, text: s.text }, base: s.base }));
  for (const rule of DATASET_RULES) {
    try {
      rule.check(inputs, (f) => raw.push({ code: rule.code, severity: f.severity ?? rule.defaultSeverity, message: f.message, start: f.start, end: f.end, fixes: f.fixes }));
    } catch (err) {
      raw.push({ code: 'internal/rule-failed', severity: 'warning', message: `Rule ${rule.code} failed: ${String(err)}`, start: 0, end: 1 });
    }
  }
  analysis.diagnostics = finish(raw, settings, lines, text);
  return analysis;
}

function analyseSplitDataset(
  validator: SchemaValidator,
  text: string,
  header: [Span, Span],
  items: Span[],
  di: number,
  settings: GrimoireSettings,
  analysis: Analysis,
  raw: SpellDiagnostic[],
  prevCache: Map<string, ItemResult> | undefined,
): void {
  // Header: the text before the first item and after the sequence, parsed together.
  const [pre, post] = header;
  const preText = text.slice(pre.start, pre.end);
  const hText = preText + text.slice(post.start, post.end);
  const toFile = (o: number) => (o < preText.length ? pre.start + o : post.start + (o - preText.length));
  const hp = parseYaml(hText);
  for (const p of hp.problems) raw.push({ code: p.code, severity: 'error', message: p.message, start: toFile(p.start), end: toFile(p.end) });
  let fileSystem = settings.defaultSystem;
  let caster: unknown;
  if (!hp.failed && hp.root && hp.root.kind === 'mapping') {
    let hv = { ...(hp.root.value as Record<string, unknown>) };
    if (isSystem(hv.system)) fileSystem = hv.system;
    caster = hv.caster;
    const fromFile = (o: number) => (o >= pre.start && o <= pre.end ? o - pre.start : o >= post.start && o <= post.end ? preText.length + o - post.start : undefined);
    analysis.headers.push({ doc: di, value: hv, system: isSystem(hv.system) ? hv.system : undefined, caster, node: hp.root, toFile, fromFile });
    hv = { ...hv };
    hv.spells = [];
    for (const p of validator.validateHeader(hv, hp.root)) raw.push({ code: p.code, severity: 'error', message: p.message, start: toFile(p.start), end: toFile(p.end) });
  }
  for (const span of items) {
    analysis.stats.items++;
    const itemText = text.slice(span.start, span.end);
    const key = `${fileSystem}\u0000${itemText}`;
    let r = analysis.cache.get(key) ?? prevCache?.get(key);
    if (!r) {
      r = parseItem(validator, itemText, fileSystem);
      analysis.stats.reparsed++;
    }
    analysis.cache.set(key, r);
    place(r.problems, span.start, raw);
    if (r.spell) {
      analysis.spells.push({ base: span.start, text: itemText, node: r.spell.node, value: r.spell.value, system: r.system, doc: di, start: span.start + r.spell.node.start, end: span.start + r.spell.node.end, caster });
    }
  }
}

function analyseWholeDocument(validator: SchemaValidator, text: string, span: Span, di: number, settings: GrimoireSettings, analysis: Analysis, raw: SpellDiagnostic[]): void {
  const docText = text.slice(span.start, span.end);
  const base = span.start;
  const parsed = parseYaml(docText);
  const rel: RelProblem[] = parsed.problems.map((p) => ({ ...p, severity: 'error' as Severity }));
  const root = parsed.root;
  if (!parsed.failed && root) {
    if (root.kind !== 'mapping') {
      rel.push({ code: 'yaml/not-spell', severity: 'error', message: 'A spell document must be a spell mapping (`name: ...`) or a dataset with a `spells:` list.', start: root.start, end: Math.max(root.end, root.start + 1) });
    } else {
      const value = root.value as Record<string, unknown>;
      const spellsPair = root.pairs?.find((p) => p.key.value === 'spells');
      if (spellsPair) {
        // A dataset the splitter could not split (flow style, aliases...): validate in place.
        const hv = { ...value };
        const fileSystem = isSystem(hv.system) ? hv.system : settings.defaultSystem;
        analysis.headers.push({ doc: di, value: { ...hv }, system: isSystem(hv.system) ? hv.system : undefined, caster: hv.caster, node: root, toFile: (o) => base + o, fromFile: (o) => (o >= span.start && o <= span.end ? o - base : undefined) });
        hv.spells = Array.isArray(hv.spells) ? [] : hv.spells;
        rel.push(...validator.validateHeader(hv, root).map((p) => ({ code: p.code, severity: 'error' as Severity, message: p.message, start: p.start, end: p.end })));
        for (const item of spellsPair.value.items ?? []) {
          analysis.stats.items++;
          if (item.kind !== 'mapping') {
            rel.push({ code: 'schema/type', severity: 'error', message: 'Each entry of `spells` must be a spell mapping (`- name: ...`).', start: item.start, end: Math.max(item.end, item.start + 1) });
            continue;
          }
          const sv = item.value as Record<string, unknown>;
          const sys = spellSystem(sv, fileSystem);
          rel.push(...checkSpell(validator, docText, item, sv, sys));
          analysis.spells.push({ base, text: docText, node: item, value: sv, system: sys, doc: di, start: base + item.start, end: base + item.end, caster: hv.caster });
        }
      } else {
        analysis.stats.items++;
        const sys = spellSystem(value, settings.defaultSystem);
        const fileKeys: Record<string, unknown> = { spells: [] };
        for (const k of FILE_KEYS) if (k in value) fileKeys[k] = value[k];
        if (Object.keys(fileKeys).length > 1) {
          analysis.headers.push({ doc: di, value: fileKeys, caster: value.caster, toFile: (o) => base + o, fromFile: () => undefined });
          rel.push(...validator.validateHeader(fileKeys, root).map((p) => ({ code: p.code, severity: 'error' as Severity, message: p.message, start: p.start, end: p.end })));
        }
        rel.push(...checkSpell(validator, docText, root, value, sys, FILE_KEYS));
        analysis.spells.push({ base, text: docText, node: root, value, system: sys, doc: di, start: base + root.start, end: base + root.end, caster: value.caster });
      }
    }
  }
  place(rel, base, raw);
}

const DISABLE = 'grimoire-disable-next-line';

/** Apply severities, honour disable comments, sort. */
function finish(raw: SpellDiagnostic[], settings: GrimoireSettings, lines: LineIndex, text: string): SpellDiagnostic[] {
  const out: SpellDiagnostic[] = [];
  const hasDisable = text.includes(DISABLE);
  for (const d of raw) {
    const sev = d.code.startsWith('yaml/') || d.code.startsWith('internal/') ? d.severity : severityFor(d.code, d.severity, settings);
    if (!sev) continue;
    if (hasDisable && isDisabled(d, lines, text)) continue;
    out.push(sev === d.severity ? d : { ...d, severity: sev });
  }
  out.sort((a, b) => a.start - b.start || a.end - b.end);
  return out;
}

function isDisabled(d: SpellDiagnostic, lines: LineIndex, text: string): boolean {
  const line = lines.lineAt(d.start);
  if (line === 0) return false;
  const prev = text.slice(lines.lineStarts[line - 1], lines.lineStarts[line]);
  const i = prev.indexOf(DISABLE);
  if (i === -1 || prev.lastIndexOf('#', i) === -1) return false;
  const codes = prev
    .slice(i + DISABLE.length)
    .split(/[\s,]+/)
    .filter((c) => c.length > 0 && !c.startsWith('--'));
  return codes.length === 0 || codes.includes(d.code);
}
