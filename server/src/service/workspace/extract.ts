/**
 * A file's facts for the workspace index (facts.ts), read without the
 * checks: the document split (parse/split.ts), each document parsed with
 * positions (parse/yaml-tree.ts; a big dataset item by item), Foundry items
 * through the dialect reader (dialects/lint.ts), spell lists (spell-list.ts),
 * and the references written in text (markers.ts). About a sixth of what an
 * analysis costs, which is what lets the language server index 10,000 files
 * at start and the CLI check references across the files it lints. It finds
 * the spells an analysis finds, with the same names, systems and name
 * ranges (test/unit/service/workspace/extract.test.ts compares the two on
 * generated files of every style). Pure; never throws.
 */
import { splitFile, type DocSplit } from '../parse/split';
import { parseYaml, type YNode } from '../parse/yaml-tree';
import { parseItem } from '../parse/item-reader';
import { withLfForLoneCr } from '../parse/line-breaks';
import { foundryKindOf, readForeign, readForeignJson, type ForeignSpell } from '../formats/index';
import type { System } from '../types';
import type { FileFacts, RefFact, SpellFact } from './facts';
import { cleanName, editionOfSource, nameKey, statedEdition, systemOf } from './names';
import { foundryLinks, spellTags } from './markers';
import { isSpellListValue, listFacts, mayHoldSpellList } from './spell-list';
import { isFlow, sequenceSlot, spanOf, stringScalarAt } from './tree-spans';

/** What extraction needs of the settings. */
export interface ExtractOptions {
  defaultSystem: System;
  /** `json`: the file is strict JSON (a Foundry item). */
  syntax?: 'json';
  /** Texts longer than this are not read (the analysis reports them too large). */
  maxFileSize: number;
}

/** A dataset whose text names `spell_lists` (it may be a spell-list file, or a Foundry item) is parsed whole when it is no bigger than this. */
const WHOLE_LIMIT = 256 * 1024;

/** Facts of a file that holds nothing for the index. */
export function noFacts(): FileFacts {
  return { kind: 'none', spells: [], refs: [], lists: [] };
}

/** A spell found, with its node (kept while its file is read, for the references in its text). */
interface Found {
  fact: SpellFact;
  node: YNode;
  base: number;
}

/** Read the facts of a file's text. */
export function extractFacts(source: string, opts: ExtractOptions): FileFacts {
  const steps = factsSteps(source, opts);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/** Items of a big dataset read between two pauses of {@link factsSteps}. */
const ITEMS_PER_STEP = 500;

/**
 * {@link extractFacts} in steps: the generator pauses (yields) every
 * {@link ITEMS_PER_STEP} items of a big dataset, so the language server can
 * index a 50,000-spell file it has open without keeping a request waiting;
 * its return value is what extractFacts returns.
 */
export function* factsSteps(source: string, opts: ExtractOptions): Generator<void, FileFacts, void> {
  if (source.length > opts.maxFileSize) return noFacts();
  try {
    // Lone CRs read as LFs (same length): the offsets are the file's.
    const text = withLfForLoneCr(source);
    if (opts.syntax === 'json') {
      const f = readForeignJson(text);
      if (f?.kind === 'spell') return foundryFacts(text, f);
      if (f) return noFacts();
    }
    const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
    const splits = splitFile(text, bom);
    const out: FileFacts = { kind: 'spells', spells: [], refs: [], lists: [] };
    for (const split of splits) {
      const found: Found[] = [];
      let byItems = false;
      // A dataset is read item by item, as the analysis reads it (the item reader's fast path); a single document whole.
      if (split.kind === 'dataset' && (splits.length > 1 || split.span.end - split.span.start > WHOLE_LIMIT || !mayHoldSpellList(text))) byItems = yield* datasetByItems(text, split, opts.defaultSystem, found);
      if (!byItems) {
        found.length = 0;
        const parsed = parseYaml(text.slice(split.span.start, split.span.end));
        if (parsed.failed || !parsed.root) continue;
        if (splits.length === 1 && opts.syntax !== 'json') {
          const kind = foundryKindOf(parsed.value);
          if (kind === 'spell') {
            const f = readForeign(text);
            return f?.kind === 'spell' ? foundryFacts(text, f) : noFacts();
          }
          if (kind === 'other') return noFacts();
          if (isSpellListValue(parsed.value)) return listFacts(text, parsed.root, split.span.start);
        }
        spellsOfDoc(text, parsed.root, split.span.start, opts.defaultSystem, found);
      }
      const first = out.spells.length;
      for (const f of found) out.spells.push(f.fact);
      refsInSpells(text, found, first, split.span.start, split.span.end, false, false, out.refs);
    }
    return out;
  } catch {
    return noFacts();
  }
}

/** The spells of one parsed document (a single spell, or a dataset's `spells:`). */
function spellsOfDoc(text: string, root: YNode, base: number, defaultSystem: System, found: Found[]): void {
  if (root.kind !== 'mapping' || root.alias) return;
  const value = root.value as Record<string, unknown>;
  const spellsPair = root.pairs?.filter((p) => p.key.value === 'spells').pop();
  if (!spellsPair) {
    const system = systemOf(value.system) ?? defaultSystem;
    addSpell(text, root, base, system, statedEdition(value, system), isFlow(text, root, base), false, found);
    return;
  }
  const fileSystem = systemOf(value.system) ?? defaultSystem;
  const fileEdition = statedEdition(value, fileSystem);
  const flow = isFlow(text, root, base) || isFlow(text, spellsPair.value, base);
  for (const item of spellsPair.value.items ?? []) if (item.kind === 'mapping') addSpell(text, item, base, fileSystem, fileEdition, flow, false, found);
}

/**
 * A big dataset read item by item, as the analysis reads it; false when the
 * split cannot be followed (an alias across items, a header holding the list),
 * and the caller parses the document whole.
 */
function* datasetByItems(text: string, split: DocSplit, defaultSystem: System, found: Found[]): Generator<void, boolean, void> {
  const [pre, post] = split.header;
  if (text.slice(post.start, post.end).includes('*')) return false;
  const header = parseYaml(text.slice(pre.start, pre.end) + text.slice(post.start, post.end));
  if (header.unresolvedAlias) return false;
  const hv = (header.root?.kind === 'mapping' ? header.root.value : {}) as Record<string, unknown>;
  if (hv.spells != null) return false;
  const fileSystem = systemOf(hv.system) ?? defaultSystem;
  const fileEdition = statedEdition(hv, fileSystem);
  let n = 0;
  for (const span of split.items) {
    if (++n % ITEMS_PER_STEP === 0) yield;
    const parsed = parseItem(text.slice(span.start, span.end));
    if (parsed.unresolvedAlias) return false;
    const node = parsed.root?.items?.[0];
    if (parsed.failed || !node || node.kind !== 'mapping') continue;
    addSpell(text, node, span.start, fileSystem, fileEdition, false, false, found);
  }
  return true;
}

/** The string scalar of a mapping's key `key` (the last such pair), if it is one. */
function stringPair(node: YNode, key: string): YNode | undefined {
  const p = node.pairs?.find((q) => q.key.value === key);
  return p && p.value.kind === 'scalar' && typeof p.value.value === 'string' ? p.value : undefined;
}

/** One spell mapping's facts; spells without a name are not indexed (the analysis says the name is missing). */
function addSpell(text: string, node: YNode, base: number, fileSystem: System, fileEdition: string | undefined, parentFlow: boolean, json: boolean, found: Found[], canonical?: Record<string, unknown>, foundryId?: string): void {
  const v = canonical ?? (node.value as Record<string, unknown>);
  if (typeof v !== 'object' || v === null) return;
  const name = typeof v.name === 'string' && v.name.trim() !== '' ? cleanName(v.name) : undefined;
  if (name === undefined) return;
  const system = canonical ? fileSystem : systemOf(v.system) ?? fileSystem;
  const edition = statedEdition(v, system) ?? fileEdition;
  const flow = parentFlow || (!node.alias && isFlow(text, node, base));
  const nameNode = node.alias ? undefined : stringPair(node, 'name');
  const fact: SpellFact = {
    name,
    key: nameKey(name),
    system,
    ...(edition !== undefined ? { edition } : {}),
    classes: [],
    classSpans: [],
    start: base + node.start,
    end: base + node.end,
    ...(nameNode ? { nameSpan: spanOf(text, nameNode, base, flow, json) } : {}),
    ...(foundryId ? { foundryId } : {}),
  };
  const level = typeof v.level === 'number' ? v.level : typeof v.circle === 'number' ? v.circle : undefined;
  if (level !== undefined) fact.level = level;
  if (typeof v.school === 'string') fact.school = v.school;
  classesOf(text, node, base, v, system, fact, canonical !== undefined);
  found.push({ fact, node, base });
}

/** A spell's classes: `classes`, and for D&D 3.5 the classes of `levels`, with where each is written. */
function classesOf(text: string, node: YNode, base: number, v: Record<string, unknown>, system: System, fact: SpellFact, foreign: boolean): void {
  const seen = new Set<string>();
  const add = (c: unknown, span?: { start: number; end: number }) => {
    if (typeof c !== 'string' || c.trim() === '') return;
    const k = c.trim().toLowerCase();
    if (seen.has(k)) return;
    seen.add(k);
    fact.classes.push(k);
    fact.classSpans.push(span);
  };
  const own = foreign || node.alias ? undefined : node.pairs?.find((p) => p.key.value === 'classes');
  if (Array.isArray(v.classes)) {
    fact.classesStated = true;
    const seq = own?.value.kind === 'sequence' ? own.value : undefined;
    if (seq) {
      for (const it of seq.items ?? []) add(it.value, it.kind === 'scalar' ? { start: base + it.start, end: base + it.end } : undefined);
      const slot = sequenceSlot(text, seq, base);
      if (slot) fact.classesAt = { kind: 'sequence', ...slot };
    } else for (const c of v.classes) add(c);
  }
  if (system === 'dnd35' && typeof v.levels === 'object' && v.levels !== null && !Array.isArray(v.levels)) {
    fact.classesStated = true;
    const lv = foreign || node.alias ? undefined : node.pairs?.find((p) => p.key.value === 'levels')?.value;
    const levels = v.levels as Record<string, unknown>;
    let lowest: number | undefined;
    for (const [c, l] of Object.entries(levels)) {
      const kp = lv?.pairs?.find((p) => p.key.value === c);
      add(c, kp ? { start: base + kp.key.start, end: base + kp.key.end } : undefined);
      if (typeof l === 'number' && (lowest === undefined || l < lowest)) lowest = l;
    }
    if (fact.level === undefined && lowest !== undefined) fact.level = lowest;
  }
}

/**
 * The references written in the spells' texts in [from, to): 5etools tags
 * and Foundry links inside a string value of a spell (not in a comment or a
 * key). `first`: index of found[0] in the file's spells.
 */
function refsInSpells(text: string, found: Found[], first: number, from: number, to: number, json: boolean, html: boolean, out: RefFact[]): void {
  if (found.length === 0) return;
  const hasTag = occursIn(text, '{@spell', from, to);
  const hasLink = occursIn(text, '@UUID[', from, to) || occursIn(text, '@Compendium[', from, to);
  if (!hasTag && !hasLink) return;
  const hits: Array<{ kind: 'tag' | 'link'; nameStart: number; nameEnd: number; name: string; source?: string; id?: string; documentType?: string }> = [];
  if (hasTag) for (const t of spellTags(text, from, to)) hits.push({ kind: 'tag', ...t });
  if (hasLink) for (const l of foundryLinks(text, from, to)) hits.push({ kind: 'link', nameStart: l.nameStart, nameEnd: l.nameEnd, name: l.name, id: l.id, ...(l.documentType ? { documentType: l.documentType } : {}) });
  hits.sort((a, b) => a.nameStart - b.nameStart);
  let si = 0;
  for (const h of hits) {
    while (si < found.length && found[si]!.fact.end <= h.nameStart) si++;
    const f = found[si];
    if (!f || f.fact.start > h.nameStart) continue;
    const at = stringScalarAt(text, f.node, f.base, h.nameStart, h.nameEnd);
    if (!at) continue;
    const scalar = spanOf(text, at.node, f.base, at.flow, json);
    const span = { start: h.nameStart, end: h.nameEnd, style: scalar.style, nodeStart: scalar.nodeStart, nodeEnd: scalar.nodeEnd, ...(scalar.flow ? { flow: true } : {}), ...(html ? { html: true } : {}) };
    const preferEdition = h.kind === 'tag' ? editionOfSource(h.source) : undefined;
    const lower = h.kind === 'tag' && h.name === h.name.toLowerCase() && h.name !== h.name.toUpperCase();
    out.push({
      kind: h.kind,
      name: h.name,
      key: nameKey(h.name),
      span,
      preferSystem: f.fact.system,
      ...(preferEdition ? { preferEdition } : {}),
      inSpell: first + si,
      ...(h.id ? { foundryId: h.id } : {}),
      ...(h.documentType ? { documentType: h.documentType } : {}),
      ...(lower ? { lowerCase: true } : {}),
    });
  }
}

/** Does `needle` occur in `text` within [from, to)? */
function occursIn(text: string, needle: string, from: number, to: number): boolean {
  const i = text.indexOf(needle, from);
  return i >= 0 && i + needle.length <= to;
}

/** A Foundry spell item's facts: its name, id, canonical fields, and the links and tags in its texts. */
function foundryFacts(text: string, f: ForeignSpell): FileFacts {
  const out: FileFacts = { kind: 'foundry', spells: [], refs: [], lists: [] };
  const found: Found[] = [];
  const id = typeof f.doc._id === 'string' ? f.doc._id : undefined;
  addSpell(text, f.root, 0, f.mapped.system, undefined, isFlow(text, f.root, 0), f.json, found, f.mapped.value, id);
  // The name is the Foundry item's own `name` field.
  const fact = found[0];
  if (fact) {
    const nameNode = stringPair(f.root, 'name');
    if (nameNode) fact.fact.nameSpan = spanOf(text, nameNode, 0, isFlow(text, f.root, 0), f.json);
    out.spells.push(fact.fact);
    refsInSpells(text, found, 0, 0, text.length, f.json, true, out.refs);
  }
  return out;
}
