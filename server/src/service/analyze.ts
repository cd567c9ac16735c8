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
import { LineIndex } from './parse/lines';
import { flatText } from './parse/doc-text';
import { splitFile, type DocSplit, type FallbackReason } from './parse/split';
import { withLfForLoneCr } from './parse/line-breaks';
import { yaml11BreaksOutside } from './parse/yaml11-breaks';
import { parseYaml, type ParsedYaml, type YNode } from './parse/yaml-tree';
import { hasYaml11Candidate, YAML11_CODE } from './parse/yaml11';
import type { SchemaValidator } from './schema/validate';
import type { GrimoireSettings } from './settings';
import { isSystem, readEdition, type Edition, type Severity, type Problem, type System } from './types';
import { say } from './rules/rule';
import { dialectWords, foundryKindOf, lintForeign, readForeign, readForeignJson, type Foreign } from './formats/index';
import { SpellModel, type TextRef } from './model';
import type { Analysis, YamlDocAnalysis, HeaderModel, ItemsChecker } from './analysis';
import { checkItems, checkSpell, NOT_A_SPELL, spellEdition, spellSystem, yaml11Into } from './check-spell';
import { assemble, finish, placeInto } from './assemble';
import { isSpellListValue } from './workspace/spell-list';
import { listAnalysis } from './workspace/list-analysis';

/** Keys that a single-spell document may carry at its top level for the file. */
const FILE_KEYS = ['caster', 'attribution', 'license'];

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
  // A `.json` file is strict JSON; a Foundry VTT item document in it (formats/) is mapped to the canonical spell.
  if (settings.syntax === 'json') {
    const foreign = readForeignJson(text);
    if (foreign) return { analysis: foreignAnalysis(validator, analysis, foreign, text), done: true };
  }
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const splits = splitFile(text, bom);
  // A YAML document whose parsed top level is a Foundry item (formats/), however its `type` and `system`
  // are written: read from the parse the canonical path makes anyway (the whole document, or a dataset's header).
  let wholeParse: ParsedYaml | undefined;
  let firstHeader: YamlDocAnalysis | undefined;
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
    // A spell-list file (workspace/spell-list.ts): its lists, checked against their own schema.
    if (only.kind === 'whole' && wholeParse?.root && isSpellListValue(top)) return { analysis: listAnalysis(validator, analysis, wholeParse, only.span.start), done: true };
  }
  splits.forEach((split, di) => {
    if (di === 0 && firstHeader) analysis.docs.push(firstHeader);
    else analysis.docs.push(split.kind === 'dataset' ? datasetHeader(validator, text, split, di, settings) : wholeDoc(validator, text, split, di, settings, di === 0 ? wholeParse : undefined));
  });
  // Findings outside every document go with the document after them (the last one for those after it), which
  // moves them as its own on re-analysis; a file of comments alone has no document and is finished here.
  const outside: Problem[] = yaml11BreaksOutside(text, splits, bom).map((f) => ({ code: YAML11_CODE, severity: 'warning', msg: f.msg, start: f.start, end: f.end, fixes: f.fixes }));
  if (outside.length > 0 && analysis.docs.length === 0) {
    analysis.diagnostics = finish(outside, settings, lines, text);
    return { analysis, done: true };
  }
  for (const d of outside) (analysis.docs.find((st) => st.split.span.start >= d.start) ?? analysis.docs[analysis.docs.length - 1]!).fixed.push(d);
  return { analysis, done: false };
}

/** The analysis of a Foundry document (formats/lint.ts): findings on its own fields. */
function foreignAnalysis(validator: SchemaValidator, analysis: Analysis, foreign: Foreign, text: string): Analysis {
  const r = lintForeign(foreign, text, (input) => checkSpell(validator, input));
  if (r.spell) analysis.spells = [new SpellModel({ text }, 0, text.length, r.spell.system, 0, undefined, r.spell.start, r.spell.end, r.spell.name, { node: r.spell.node, value: r.spell.value, text })];
  if (foreign.kind === 'spell') analysis.dialect = dialectWords(foreign.format, foreign.mapped.sources);
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
  for (const st of analysis.docs) if (st.split.kind === 'dataset' && !st.needsWhole) st.items = checkItems(validator, read, st.split.items, st.fileSystem, st.fileEdition);
  settle(validator, analysis);
  return finishFull(analysis);
}

/** {@link analyzeText} with the items checked by `checker` (e.g. on worker threads); the same result. */
export async function analyzeTextWith(validator: SchemaValidator, text: string, settings: GrimoireSettings, checker: ItemsChecker): Promise<Analysis> {
  const { analysis, done } = prepare(validator, text, settings);
  if (done) return analysis;
  const read = analysis.text as string;
  for (const st of analysis.docs) if (st.split.kind === 'dataset' && !st.needsWhole) st.items = await checker(read, st.split.items, st.fileSystem, st.fileEdition);
  settle(validator, analysis);
  return finishFull(analysis);
}

/** A dataset document's header checked; its items are checked by the caller. */
function datasetHeader(validator: SchemaValidator, text: string, split: DocSplit, di: number, settings: GrimoireSettings): YamlDocAnalysis {
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
  const fixed: Problem[] = [];
  const hp = parseYaml(hText);
  for (const p of hp.problems) fixed.push({ code: p.code, severity: 'error', msg: p.msg, start: toFile(p.start), end: toFile(p.end) });
  if (!hp.failed && hp.root && hasYaml11Candidate(hText)) {
    const rel: Problem[] = [];
    yaml11Into(hText, hp.root, rel);
    for (const p of rel) fixed.push({ code: p.code, severity: p.severity, msg: p.msg, start: toFile(p.start), end: toFile(p.end), fixes: p.fixes?.map((f) => ({ ...f, edits: f.edits.map((e) => ({ ...e, start: toFile(e.start), end: toFile(e.end) })) })) });
  }
  let fileSystem = settings.defaultSystem;
  let fileEdition: Edition = '2014';
  let caster: unknown;
  let header: HeaderModel | undefined;
  if (!hp.failed && hp.root && hp.root.kind === 'mapping') {
    const hv = { ...(hp.root.value as Record<string, unknown>) };
    if (isSystem(hv.system)) fileSystem = hv.system;
    const edition = readEdition(hv.rules);
    if (edition) fileEdition = edition;
    caster = hv.caster;
    header = { doc: di, value: hv, system: isSystem(hv.system) ? hv.system : undefined, ...(edition ? { edition } : {}), caster, node: hp.root, toFile, fromFile };
    for (const p of validator.validateHeader({ ...hv, spells: [] }, hp.root)) fixed.push({ code: p.code, severity: 'error', msg: p.msg, start: toFile(p.start), end: toFile(p.end) });
  }
  // The header parsed alone must be the header alone: a `spells` value in it means the list scan
  // stopped early (a second `spells:`, a line it could not place); an alias in it or after the
  // list may name an item's anchor. Either way the document is parsed whole.
  let needsWhole: FallbackReason | undefined;
  if (hp.unresolvedAlias || text.slice(post.start, post.end).includes('*')) needsWhole = 'header-alias';
  else if (!hp.failed && hp.root?.kind === 'mapping' && (hp.root.value as Record<string, unknown>).spells != null) needsWhole = 'header-spells';
  const st: YamlDocAnalysis = { split, fixed, items: [], wholeSpells: [], fileSystem, fileEdition, caster, header };
  if (needsWhole) st.needsWhole = needsWhole;
  return st;
}

/** A document the splitter left whole: a single spell, or a dataset it could not split. */
function wholeDoc(validator: SchemaValidator, text: string, split: DocSplit, di: number, settings: GrimoireSettings, parsedAlready?: ParsedYaml): YamlDocAnalysis {
  const span = split.span;
  const docText = text.slice(span.start, span.end);
  const base = span.start;
  const parsed = parsedAlready ?? parseYaml(docText);
  const rel: Problem[] = parsed.problems.map((p) => ({ ...p, severity: 'error' as Severity }));
  const st: YamlDocAnalysis = { split, fixed: [], items: [], wholeSpells: [], fileSystem: settings.defaultSystem, fileEdition: '2014', caster: undefined };
  const root = parsed.root;
  if (!parsed.failed && root && hasYaml11Candidate(docText)) yaml11Into(docText, root, rel);
  const ref: TextRef = { text };
  const model = (node: YNode, value: Record<string, unknown>, system: System, edition: Edition, caster: unknown) =>
    new SpellModel(ref, base, docText.length, system, di, caster, base + node.start, base + node.end, typeof value.name === 'string' ? value.name : undefined, { node, value, text: docText }, edition);
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
        const edition = readEdition(hv.rules);
        if (edition) st.fileEdition = edition;
        st.caster = hv.caster;
        st.header = { doc: di, value: hv, system: isSystem(hv.system) ? hv.system : undefined, ...(edition ? { edition } : {}), caster: hv.caster, node: root, toFile: (o) => base + o, fromFile };
        for (const p of validator.validateHeader({ ...hv, spells: Array.isArray(hv.spells) ? [] : hv.spells }, root)) rel.push({ code: p.code, severity: 'error', msg: p.msg, start: p.start, end: p.end });
        for (const item of spellsPair.value.items ?? []) {
          if (item.kind !== 'mapping') {
            rel.push({ code: 'schema/type', severity: 'error', ...NOT_A_SPELL, start: item.start, end: Math.max(item.end, item.start + 1) });
            continue;
          }
          const sv = item.value as Record<string, unknown>;
          const sys = spellSystem(sv, st.fileSystem);
          const ed = spellEdition(sv, sys, st.fileEdition);
          for (const p of checkSpell(validator, { value: sv, system: sys, edition: ed, node: item, text: docText })) rel.push(p);
          st.wholeSpells.push(model(item, sv, sys, ed, hv.caster));
        }
      } else {
        const sys = spellSystem(value, settings.defaultSystem);
        const fileKeys: Record<string, unknown> = {};
        for (const k of FILE_KEYS) if (k in value) fileKeys[k] = value[k];
        st.caster = value.caster;
        if (Object.keys(fileKeys).length > 0) {
          st.header = { doc: di, value: fileKeys, caster: value.caster, toFile: (o) => base + o, fromFile: () => undefined };
          for (const p of validator.validateHeader({ ...fileKeys, spells: [] }, root)) rel.push({ code: p.code, severity: 'error', msg: p.msg, start: p.start, end: p.end });
        }
        const ed = spellEdition(value, sys, '2014');
        for (const p of checkSpell(validator, { value, system: sys, edition: ed, node: root, text: docText }, FILE_KEYS)) rel.push(p);
        st.wholeSpells.push(model(root, value, sys, ed, value.caster));
      }
    }
  }
  placeInto(rel, base, st.fixed);
  return st;
}
