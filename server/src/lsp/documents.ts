/**
 * The LSP adapter's text documents: what `TextDocument` of
 * vscode-languageserver-textdocument does for open files (apply full and
 * ranged changes, position -> offset), with the line starts kept in one
 * typed array that is patched in place. TextDocument keeps them in a plain
 * array of numbers (8 bytes each, ~8 MB for a 50k-spell file) and splices it,
 * so an edit that adds or removes a line break re-allocates and shifts the
 * whole array; here a line break typed costs a `copyWithin` of the tail, and
 * the later lines take an edit's length change lazily (the same line-start
 * store as the analysis' LineIndex: service/parse/lines.ts).
 *
 * Same semantics as TextDocument, by construction (the algorithm is
 * TextDocument.update's, CRLF merges included) and by test:
 * test/unit/lsp/documents.test.ts applies random ranged edits (CRLF, lone CR,
 * multi-byte characters, positions past the line end) to both and compares
 * the texts and every line start after each edit.
 *
 * The text is a piece table after the first ranged edit
 * (service/parse/doc-text.ts): an edit costs the pieces it touches, not a
 * copy of the file, and the analyser reads it through {@link SpellTextDocument.text}.
 *
 * Created by server.ts's `TextDocuments` (its create/update hooks); the
 * server reads `text()`, `getText()` (small documents, the open), `version`,
 * `uri` and `offsetAt`.
 */
import type { Position, Range, TextDocumentContentChangeEvent } from 'vscode-languageserver';
import { flatText, PieceText, lineStartsFrom, spliceStarts, startOfLine, isBreakChar, lineStartsOf, type DocText, type LineStarts } from '../service/index';

const LF = 10;
const CR = 13;

/** One open document's text, version and line starts (LSP line breaks: `\n`, `\r\n`, `\r`). */
export class SpellTextDocument {
  /**
   * The text: the string the client sent, until the first ranged edit; then
   * a piece table (service/parse/doc-text.ts) that shares every unchanged
   * byte with the versions before it. Applying an edit to a 30 MB string
   * would make V8 copy the whole text as soon as anything reads it; the
   * piece table costs the pieces the edit touches.
   */
  private content: DocText;
  private length: number;
  /** Line starts (with their lazy shift: service/parse/lines.ts); undefined until first needed after a full change. */
  private ls: LineStarts | undefined;

  constructor(
    readonly uri: string,
    readonly languageId: string,
    public version: number,
    content: string,
  ) {
    this.content = content;
    this.length = content.length;
  }

  /** Create a document (the `create` hook of `TextDocuments`). */
  static create(uri: string, languageId: string, version: number, content: string): SpellTextDocument {
    return new SpellTextDocument(uri, languageId, version, content);
  }

  /** Apply changes in order and take the new version (the `update` hook of `TextDocuments`; mutates and returns `doc`). */
  static update(doc: SpellTextDocument, changes: readonly TextDocumentContentChangeEvent[], version: number): SpellTextDocument {
    doc.update(changes, version);
    return doc;
  }

  /**
   * The whole text as one string. After edits this joins the pieces once
   * (a copy of the file), so the server's analysis reads {@link text}
   * instead; this is for small reads and the TextDocument contract.
   */
  getText(): string {
    const flat = flatText(this.content);
    this.content = flat;
    return flat;
  }

  /** The text as the analyser reads it (no copy). */
  text(): DocText {
    return this.content;
  }

  /** The UTF-16 code unit at `i` of the current text (NaN outside). */
  private charCodeAt(i: number): number {
    return this.content.charCodeAt(i);
  }

  /** Number of lines (a text ending in a line break has an empty last line). */
  get lineCount(): number {
    return this.lines().count;
  }

  /** The line starts (a copy; for tests). */
  lineStarts(): number[] {
    const ls = this.lines();
    return Array.from({ length: ls.count }, (_, i) => startOfLine(ls, i));
  }

  /** Position -> offset, as TextDocument.offsetAt: clamped into the text and to the line's end before its line break. */
  offsetAt(position: Position): number {
    const ls = this.lines();
    if (position.line >= ls.count) return this.length;
    if (position.line < 0) return 0;
    const lineOffset = startOfLine(ls, position.line);
    if (position.character <= 0) return lineOffset;
    const next = position.line + 1 < ls.count ? startOfLine(ls, position.line + 1) : this.length;
    let offset = Math.min(lineOffset + position.character, next);
    while (offset > lineOffset && isBreakChar(this.charCodeAt(offset - 1))) offset--;
    return offset;
  }

  /** Offset -> position, as TextDocument.positionAt (tests compare the two). */
  positionAt(offset: number): Position {
    const ls = this.lines();
    let o = Math.max(Math.min(offset, this.length), 0);
    let lo = 0;
    let hi = ls.count;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (startOfLine(ls, mid) > o) hi = mid;
      else lo = mid + 1;
    }
    const line = lo - 1;
    const lineOffset = startOfLine(ls, line);
    while (o > lineOffset && isBreakChar(this.charCodeAt(o - 1))) o--;
    return { line, character: o - lineOffset };
  }

  /** Apply changes in order (full texts, or ranges in the text as each previous change left it). */
  update(changes: readonly TextDocumentContentChangeEvent[], version: number): void {
    for (const change of changes) {
      const range = 'range' in change ? (change.range as Range | undefined) : undefined;
      if (!range) {
        this.content = change.text;
        this.length = change.text.length;
        this.ls = undefined;
        continue;
      }
      const r = wellFormed(range);
      const startOffset = this.offsetAt(r.start);
      const endOffset = this.offsetAt(r.end);
      this.content = PieceText.of(this.content).edit(startOffset, endOffset, change.text);
      this.length += change.text.length - (endOffset - startOffset);
      if (!this.ls) continue;
      const insertedEnd = startOffset + change.text.length;
      // A `\r` and a `\n` meeting at either end of the edit make one line break: count the lines again.
      const crlfAtStart = this.charCodeAt(startOffset - 1) === CR && this.charCodeAt(startOffset) === LF;
      const crlfAtEnd = this.charCodeAt(insertedEnd - 1) === CR && this.charCodeAt(insertedEnd) === LF;
      if (crlfAtStart || crlfAtEnd) {
        this.ls = undefined;
        continue;
      }
      const last = this.ls.count - 1;
      const startLine = Math.min(Math.max(r.start.line, 0), last);
      const endLine = Math.min(Math.max(r.end.line, 0), last);
      this.ls = spliceStarts(this.ls, startLine, endLine, lineStartsOf(change.text, startOffset), change.text.length - (endOffset - startOffset));
    }
    this.version = version;
  }

  private lines(): LineStarts {
    this.ls ??= lineStartsFrom(lineStartsOf(this.getText(), 0, true));
    return this.ls;
  }
}

function wellFormed(range: Range): Range {
  const { start, end } = range;
  if (start.line > end.line || (start.line === end.line && start.character > end.character)) return { start: end, end: start };
  return range;
}

/** Where two versions of a text differ: [start, oldEnd) of the old became [start, newEnd) of the new; the rest is equal. */
export interface ChangedRegion {
  start: number;
  oldEnd: number;
  newEnd: number;
}

/**
 * The changed region from version A to C, given A -> B (`first`) and B -> C
 * (`second`): the hull of the two, so that everything outside it is equal in
 * A and C. Used by server.ts when several edits arrive before an analysis
 * (typing faster than the debounce): the service then re-checks the items
 * the hull touches without diffing two 30 MB texts.
 */
export function composeRegions(first: ChangedRegion, second: ChangedRegion): ChangedRegion {
  const start = Math.min(first.start, second.start);
  // In B, the text equal to A's tail starts at first.newEnd and the text equal to C's tail at second.oldEnd.
  const tailInB = Math.max(first.newEnd, second.oldEnd);
  return { start, oldEnd: first.oldEnd + (tailInB - first.newEnd), newEnd: second.newEnd + (tailInB - second.oldEnd) };
}
