/**
 * Cheap structural split of a spell file into YAML documents and, inside each
 * dataset document, the text span of every top-level `spells:` item.
 *
 * One linear scan over the lines, no YAML parsing: the service then parses and
 * validates each item on its own and caches the result by the item's text, so
 * an edit costs one spell whatever the file's size (ARCHITECTURE.md,
 * "The shape performance forces"). Anything the scan cannot split safely (a
 * flow-style `spells: [...]`, aliases across items) is left whole and parsed
 * as one document by the caller.
 */

/** A span of the file's text, end exclusive. */
export interface Span {
  start: number;
  end: number;
}

/** One `---` document of the file. */
export interface DocSplit {
  /** The document's content (after its `---` line, before the next one). */
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
}

function lineEnd(text: string, i: number): number {
  const nl = text.indexOf('\n', i);
  return nl === -1 ? text.length : nl + 1;
}

/** Indentation of the line at `i` (spaces only) and whether it is blank or a comment. */
function lineInfo(text: string, i: number, end: number): { indent: number; blank: boolean; first: number } {
  let j = i;
  while (j < end && text.charCodeAt(j) === 32) j++;
  const c = j < end ? text.charCodeAt(j) : 10;
  const blank = c === 10 || c === 13 || c === 35 /* # */ || (j >= end);
  return { indent: j - i, blank, first: c };
}

function isDocMarker(text: string, i: number): boolean {
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
  while (j < end && text.charCodeAt(j) === 32) j++;
  if (text.charCodeAt(j) !== 58 /* : */) return false;
  j++;
  while (j < end && text.charCodeAt(j) === 32) j++;
  const c = j < end ? text.charCodeAt(j) : 10;
  return c === 10 || c === 13 || c === 35;
}

/** Split a file's text (BOM already removed) into documents and items. */
export function splitFile(text: string, base = 0): DocSplit[] {
  const docs: DocSplit[] = [];
  const n = text.length;
  let docStart = base;
  let i = base;
  let sawContent = false;
  // Find document boundaries: a line that is `---` (optionally followed by content) or `...`.
  const bounds: Span[] = [];
  while (i < n) {
    const e = lineEnd(text, i);
    if (isDocMarker(text, i)) {
      if (sawContent || i > docStart) {
        if (sawContent) bounds.push({ start: docStart, end: i });
      }
      // Content after `--- ` on the same line belongs to the new document.
      docStart = i + 3;
      sawContent = false;
      const rest = text.slice(i + 3, e).trim();
      if (rest.length > 0 && !rest.startsWith('#')) sawContent = true;
    } else if (isDocEnd(text, i)) {
      if (sawContent) bounds.push({ start: docStart, end: i });
      docStart = e;
      sawContent = false;
    } else if (!sawContent) {
      const info = lineInfo(text, i, e);
      if (!info.blank && !(info.indent === 0 && text.charCodeAt(i) === 37 /* % directive */)) sawContent = true;
    }
    i = e;
  }
  if (sawContent) bounds.push({ start: docStart, end: n });
  if (bounds.length === 0) return docs;
  for (const b of bounds) docs.push(splitDocument(text, b));
  return docs;
}

function splitDocument(text: string, span: Span): DocSplit {
  const whole: DocSplit = { span, kind: 'whole', items: [], header: [span, { start: span.end, end: span.end }], indent: 0 };
  const end = span.end;
  let i = span.start;
  // A document that starts mid-line (after `--- `) is parsed whole.
  if (i > 0 && text.charCodeAt(i - 1) !== 10) return whole;
  // Look for a top-level `spells:` key.
  let seqLine = -1;
  while (i < end) {
    const e = Math.min(lineEnd(text, i), end);
    if (isSpellsKeyLine(text, i, e)) {
      seqLine = e;
      break;
    }
    i = e;
  }
  if (seqLine === -1) return whole;
  // The sequence: first non-blank line after `spells:`.
  i = seqLine;
  let indent = -1;
  while (i < end) {
    const e = Math.min(lineEnd(text, i), end);
    const info = lineInfo(text, i, e);
    if (!info.blank) {
      if (text.charCodeAt(i + info.indent) === 9) return whole;
      if (!isSeqEntry(text, i, info.indent)) return whole;
      indent = info.indent;
      break;
    }
    i = e;
  }
  if (indent === -1) return whole;
  const headerEnd = i;
  const { items, stop: seqEnd } = scanItems(text, i, end, indent);
  return { span, kind: 'dataset', items, header: [{ start: span.start, end: headerEnd }, { start: seqEnd, end }], indent };
}

/**
 * Scan `spells:` item lines from `i` to `end`: an item starts at each `-`
 * line at `indent` and runs to the next; a non-blank line indented at most
 * `indent` that is not an item (a key at the file's top level, say) stops the
 * scan, and so does content before the first item.
 */
function scanItems(text: string, i: number, end: number, indent: number): { items: Span[]; stop: number } {
  const items: Span[] = [];
  while (i < end) {
    const e = Math.min(lineEnd(text, i), end);
    const info = lineInfo(text, i, e);
    if (!info.blank) {
      const entry = info.indent === indent && isSeqEntry(text, i, indent);
      if (entry) {
        if (items.length > 0) items[items.length - 1]!.end = i;
        items.push({ start: i, end });
      } else if (info.indent <= indent || items.length === 0) {
        if (items.length > 0) items[items.length - 1]!.end = i;
        return { items, stop: i };
      }
    }
    i = e;
  }
  return { items, stop: end };
}

/**
 * Re-split a region of a dataset's items after an edit: [start, end) must
 * begin at an item line (`-` at `indent`) and hold only whole items at that
 * indent. Returns their spans, or undefined when the edit changed the
 * structure (then the caller re-analyses the whole file).
 */
export function splitItems(text: string, start: number, end: number, indent: number): Span[] | undefined {
  const { items, stop } = scanItems(text, start, end, indent);
  return stop === end && items.length > 0 && items[0]!.start === start ? items : undefined;
}
