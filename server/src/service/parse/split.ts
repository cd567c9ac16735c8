/**
 * Cheap structural split of a spell file into YAML documents and, inside each
 * dataset document, the text span of every top-level `spells:` item.
 *
 * One linear scan over the lines, no YAML parsing: the service then parses and
 * validates each item on its own and caches the result by the item's text, so
 * an edit costs one spell whatever the file's size (ARCHITECTURE.md,
 * "The shape performance forces"). The split is only an optimisation: it
 * must never change what is checked. Every line is accounted for (blank
 * lines may hold any mix of spaces and tabs; comments may sit at any
 * column), and a document the scan cannot prove safe to split is marked
 * `whole` with a {@link DocSplit.fallback} reason, and the caller parses it
 * as one document: props on its `---` line (`--- !!map`, `--- &a`), a
 * tab-indented line inside the list, a `spells:` key with props or a flow
 * value. Aliases that reach outside their item are found after the items
 * are parsed (analyze.ts), and fall back the same way.
 */

/** A span of the file's text, end exclusive. */
export interface Span {
  start: number;
  end: number;
}

/** One `---` document of the file. */
export interface DocSplit {
  /** The document's content: after its `---` line (or from it, when the line carries props or content), before the next one. */
  span: Span;
  /**
   * `dataset`: a top-level `spells:` block sequence was found and split;
   * `whole`: parse the document as one (a single spell, or a shape the scan does not split).
   */
  kind: 'dataset' | 'whole';
  /** Item spans (dataset only), each from its line start to the next item. */
  items: Span[];
  /** Header text spans (dataset only): before the first item, and after the sequence. */
  header: [Span, Span];
  /** Column of the items' `-` indicators (dataset only). */
  indent: number;
  /**
   * Why a document that holds a top-level `spells:` key is parsed whole
   * instead of item by item; counted in the
   * analysis stats. Undefined for datasets split normally and for single-spell
   * documents (which are whole by nature, not by fallback).
   */
  fallback?: FallbackReason;
}

/** Why a document is parsed whole although it looks like a dataset (see {@link DocSplit.fallback}). */
export type FallbackReason = 'marker-props' | 'spells-shape' | 'tab-indent' | 'alias' | 'header-spells' | 'header-alias';

function isBlankChar(c: number): boolean {
  return c === 32 || c === 9;
}

function lineEnd(text: string, i: number): number {
  const nl = text.indexOf('\n', i);
  return nl === -1 ? text.length : nl + 1;
}

/**
 * Indentation of the line at `i` (spaces only: YAML indents with spaces),
 * whether it is blank (only spaces and tabs, in any mix) or a comment line
 * (`#` after any spaces and tabs), and whether a tab comes before its first
 * character (then the spaces before the tab are not the whole indentation).
 */
function lineInfo(text: string, i: number, end: number): { indent: number; blank: boolean; tab: boolean } {
  let j = i;
  while (j < end && text.charCodeAt(j) === 32) j++;
  const indent = j - i;
  let tab = false;
  while (j < end && isBlankChar(text.charCodeAt(j))) {
    tab = true;
    j++;
  }
  const c = j < end ? text.charCodeAt(j) : 10;
  const blank = c === 10 || c === 13 || c === 35 /* # */;
  return { indent, blank, tab };
}

/** What follows `---` on its line: nothing (or only a comment), or props or content. */
function markerRest(text: string, i: number, e: number): 'empty' | 'content' {
  let j = i + 3;
  while (j < e && isBlankChar(text.charCodeAt(j))) j++;
  const c = j < e ? text.charCodeAt(j) : 10;
  return c === 10 || c === 13 || c === 35 ? 'empty' : 'content';
}

/** A `---` document start marker at `i` (a line start). */
export function isDocMarker(text: string, i: number): boolean {
  if (!text.startsWith('---', i)) return false;
  const c = text.charCodeAt(i + 3);
  return Number.isNaN(c) || c === 32 || c === 10 || c === 13 || c === 9;
}

function isDocEnd(text: string, i: number): boolean {
  if (!text.startsWith('...', i)) return false;
  const c = text.charCodeAt(i + 3);
  return Number.isNaN(c) || c === 32 || c === 10 || c === 13 || c === 9;
}

/** Is the line at `i` (indent `ind`) a block sequence entry `- ...` or a bare `-`? */
function isSeqEntry(text: string, i: number, ind: number): boolean {
  if (text.charCodeAt(i + ind) !== 45 /* - */) return false;
  const c = text.charCodeAt(i + ind + 1);
  return Number.isNaN(c) || c === 32 || c === 10 || c === 13;
}

/** Match a top-level `spells:` line whose value starts on the next line. */
function isSpellsKeyLine(text: string, i: number, end: number): boolean {
  if (!text.startsWith('spells', i)) return false;
  let j = i + 6;
  while (j < end && isBlankChar(text.charCodeAt(j))) j++;
  if (text.charCodeAt(j) !== 58 /* : */) return false;
  j++;
  const afterColon = j;
  while (j < end && isBlankChar(text.charCodeAt(j))) j++;
  const c = j < end ? text.charCodeAt(j) : 10;
  // `spells:#x` is one plain scalar: `#` starts a comment only after a space.
  return c === 10 || c === 13 || (c === 35 && j > afterColon);
}

/** A top-level `spells:` key with something on its line (props, an alias, a flow value): not split. */
function isSpellsKeyWithValue(text: string, i: number, end: number): boolean {
  if (!text.startsWith('spells', i)) return false;
  let j = i + 6;
  while (j < end && isBlankChar(text.charCodeAt(j))) j++;
  if (text.charCodeAt(j) !== 58 /* : */) return false;
  const c = text.charCodeAt(j + 1);
  return c === 32 || c === 9;
}

/**
 * Split a file's text into documents and items. `base` is where the text
 * starts (1 after a byte order mark, which the caller leaves in the text so
 * that offsets stay the editor's).
 */
export function splitFile(text: string, base = 0): DocSplit[] {
  const docs: DocSplit[] = [];
  const n = text.length;
  let docStart = base;
  let i = base;
  let sawContent = false;
  /** The current document's `---` line carries props or content (then it is part of the document). */
  let markerContent = false;
  // Find document boundaries: a line that is `---` (optionally followed by content) or `...`.
  const bounds: Array<Span & { markerContent: boolean }> = [];
  while (i < n) {
    const e = lineEnd(text, i);
    if (isDocMarker(text, i)) {
      if (sawContent) bounds.push({ start: docStart, end: i, markerContent });
      // Props or content after `---` (`--- !!map`, `--- &a`, `--- {name: X}`): the marker line is
      // part of the document, which is then parsed whole. A comment after it is only a comment.
      markerContent = markerRest(text, i, e) === 'content';
      docStart = markerContent ? i : e;
      sawContent = markerContent;
    } else if (isDocEnd(text, i)) {
      if (sawContent) bounds.push({ start: docStart, end: i, markerContent });
      docStart = e;
      sawContent = false;
      markerContent = false;
    } else if (!sawContent) {
      const info = lineInfo(text, i, e);
      if (!info.blank && !(info.indent === 0 && !info.tab && text.charCodeAt(i) === 37 /* % directive */)) sawContent = true;
    }
    i = e;
  }
  if (sawContent) bounds.push({ start: docStart, end: n, markerContent });
  for (const b of bounds) docs.push(splitDocument(text, { start: b.start, end: b.end }, b.markerContent, base));
  return docs;
}

function splitDocument(text: string, span: Span, markerContent: boolean, base: number): DocSplit {
  const whole = (fallback?: FallbackReason): DocSplit => {
    const d: DocSplit = { span, kind: 'whole', items: [], header: [span, { start: span.end, end: span.end }], indent: 0 };
    if (fallback) d.fallback = fallback;
    return d;
  };
  const end = span.end;
  let i = span.start;
  // Documents start at a line start (or right after the byte order mark); anything else is not understood.
  if (i > base && text.charCodeAt(i - 1) !== 10) return whole();
  // Look for a top-level `spells:` key.
  let seqLine = -1;
  while (i < end) {
    const e = Math.min(lineEnd(text, i), end);
    if (isSpellsKeyLine(text, i, e)) {
      seqLine = e;
      break;
    }
    if (isSpellsKeyWithValue(text, i, e)) return whole('spells-shape');
    i = e;
  }
  if (seqLine === -1) return whole();
  if (markerContent) return whole('marker-props');
  // The sequence: first non-blank line after `spells:`.
  i = seqLine;
  let indent = -1;
  while (i < end) {
    const e = Math.min(lineEnd(text, i), end);
    const info = lineInfo(text, i, e);
    if (!info.blank) {
      if (info.tab) return whole('tab-indent');
      if (!isSeqEntry(text, i, info.indent)) return whole('spells-shape');
      indent = info.indent;
      break;
    }
    i = e;
  }
  if (indent === -1) return whole('spells-shape');
  const headerEnd = i;
  const { items, stop: seqEnd, tab } = scanItems(text, i, end, indent);
  if (tab) return whole('tab-indent');
  return { span, kind: 'dataset', items, header: [{ start: span.start, end: headerEnd }, { start: seqEnd, end }], indent };
}

/**
 * Scan `spells:` item lines from `i` to `end`: an item starts at each `-`
 * line at `indent` and runs to the next; a non-blank line indented at most
 * `indent` that is not an item (a key at the file's top level, say) stops the
 * scan, and so does content before the first item. Blank lines (any spaces
 * and tabs) and comment lines belong to the item before them. A line whose
 * first characters hold a tab and that is not deeper than the items cannot be
 * placed by counting spaces: `tab` is set and the caller parses the document
 * whole.
 */
function scanItems(text: string, i: number, end: number, indent: number): { items: Span[]; stop: number; tab: boolean } {
  const items: Span[] = [];
  while (i < end) {
    const e = Math.min(lineEnd(text, i), end);
    const info = lineInfo(text, i, e);
    if (!info.blank) {
      if (info.tab && info.indent <= indent) return { items, stop: i, tab: true };
      const entry = info.indent === indent && isSeqEntry(text, i, indent);
      if (entry) {
        if (items.length > 0) items[items.length - 1]!.end = i;
        items.push({ start: i, end });
      } else if (info.indent <= indent || items.length === 0) {
        if (items.length > 0) items[items.length - 1]!.end = i;
        return { items, stop: i, tab: false };
      }
    }
    i = e;
  }
  return { items, stop: end, tab: false };
}

/**
 * Re-split a region of a dataset's items after an edit: [start, end) must
 * begin at an item line (`-` at `indent`) and hold only whole items at that
 * indent. Returns their spans, or undefined when the edit changed the
 * structure (then the caller re-analyses the whole file).
 */
export function splitItems(text: string, start: number, end: number, indent: number): Span[] | undefined {
  const { items, stop, tab } = scanItems(text, start, end, indent);
  return !tab && stop === end && items.length > 0 && items[0]!.start === start ? items : undefined;
}
