/**
 * Offset <-> line/character conversion for one text version.
 * Built once per document version by the service; every feature that reports
 * positions (validate, hover, symbols) converts through it.
 */

import type { DocText } from './doc-text';

/** A zero-based line and UTF-16 character, like LSP's Position. */
export interface Position {
  line: number;
  character: number;
}

/**
 * Line starts kept with a lazy shift: the stored starts of lines `shiftFrom`
 * and after are `shiftBy` short of the true ones (modulo 2^32), the length
 * changes of the edits so far. {@link spliceStarts} moves this boundary to
 * each edit's line, which costs the lines between the previous edit and this
 * one (typing in one place: none), instead of adding the length change to
 * every later line (a million at 50k spells). `starts` has spare room at the
 * end for lines typed. Shared by {@link LineIndex} and the language server's
 * document store (lsp/documents.ts), whose line breaks differ (a lone CR).
 */
export interface LineStarts {
  readonly starts: Uint32Array;
  readonly count: number;
  readonly shiftFrom: number;
  readonly shiftBy: number;
}

/** Line starts from a list of true offsets (no pending shift). */
export function lineStartsFrom(offsets: Uint32Array | readonly number[], count = offsets.length): LineStarts {
  const starts = new Uint32Array(count + 16);
  for (let i = 0; i < count; i++) starts[i] = offsets[i]!;
  return { starts, count, shiftFrom: count, shiftBy: 0 };
}

/** The true start of line `i` (0 <= i < count). */
export function startOfLine(ls: LineStarts, i: number): number {
  const s = ls.starts[i]!;
  // A Uint32Array stores modulo 2^32, so an un-applied shift may have wrapped: read back with >>> 0.
  return i >= ls.shiftFrom ? (s + ls.shiftBy) >>> 0 : s;
}

/**
 * Lines `first + 1` .. `last` replaced by lines starting at `added` (true
 * offsets in the new text), and the lines after moved by `delta`. The buffer
 * is patched in place (grown into a copy when lines are added past its
 * room), so `ls` is stale afterwards: use the state returned.
 */
export function spliceStarts(ls: LineStarts, first: number, last: number, added: readonly number[], delta: number): LineStarts {
  let starts = ls.starts;
  const count = ls.count;
  const by = ls.shiftBy;
  const q = last + 1;
  // Lines up to `last` take their true starts; the later ones keep the pending shift.
  if (by !== 0) {
    if (ls.shiftFrom < q) for (let k = ls.shiftFrom, e = Math.min(q, count); k < e; k++) starts[k] = starts[k]! + by;
    else for (let k = q, e = Math.min(ls.shiftFrom, count); k < e; k++) starts[k] = starts[k]! - by;
  }
  const removed = last - first;
  const newCount = count - removed + added.length;
  if (newCount > starts.length) {
    const bigger = new Uint32Array(Math.max(newCount, Math.ceil(starts.length * 1.5)) + 16);
    bigger.set(starts.subarray(0, count));
    starts = bigger;
  }
  if (added.length !== removed) starts.copyWithin(first + 1 + added.length, last + 1, count);
  for (let j = 0; j < added.length; j++) starts[first + 1 + j] = added[j]!;
  // The lines after the edit moved down the array with their pending shift, which grows by the length change.
  return { starts, count: newCount, shiftFrom: first + 1 + added.length, shiftBy: by + delta };
}

/** Line starts of a text, with binary-search conversions. */
export class LineIndex {
  private readonly ls: LineStarts;

  constructor(
    readonly text: DocText,
    state?: LineStarts,
  ) {
    if (state) {
      this.ls = state;
      return;
    }
    let buf = new Uint32Array(Math.max(16, (text.length >> 5) + 16));
    let n = 1;
    let i = text.indexOf('\n');
    while (i !== -1) {
      if (n === buf.length) {
        const bigger = new Uint32Array(buf.length * 2);
        bigger.set(buf);
        buf = bigger;
      }
      buf[n++] = i + 1;
      i = text.indexOf('\n', i + 1);
    }
    this.ls = { starts: buf, count: n, shiftFrom: n, shiftBy: 0 };
  }

  /** The offset at which line `i` starts (0 <= i < lineCount). */
  lineStart(i: number): number {
    return startOfLine(this.ls, i);
  }

  /** Every line start (a copy; for tests). */
  lineStarts(): number[] {
    return Array.from({ length: this.ls.count }, (_, i) => this.lineStart(i));
  }

  /**
   * The index of `newText`, made from this one after [start, oldEnd) of the old
   * text became [start, newEnd): the edited lines are rescanned and the later
   * ones take the length change through the lazy shift ({@link spliceStarts}).
   * The line-start array is patched in place and shared by the new index (no
   * 4 MB copy per keystroke at 50k spells), so this index is stale afterwards.
   * Called by the analyzer's reanalyze, which consumes the previous analysis.
   */
  update(newText: DocText, start: number, oldEnd: number, newEnd: number): LineIndex {
    const first = this.lineAt(start); // lines starting at or before `start` are unchanged
    const last = this.lineAt(oldEnd); // lines after it start after the edited region
    const mid: number[] = [];
    let i = newText.indexOf('\n', Math.max(start, this.lineStart(first)));
    while (i !== -1 && i < newEnd) {
      mid.push(i + 1);
      i = newText.indexOf('\n', i + 1);
    }
    return new LineIndex(newText, spliceStarts(this.ls, first, last, mid, newEnd - oldEnd));
  }

  /** Number of lines (a text ending in a newline has an empty last line). */
  get lineCount(): number {
    return this.ls.count;
  }

  /** The line holding `offset` (clamped into the text). */
  lineAt(offset: number): number {
    const o = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = this.ls.count - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStart(mid) <= o) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** Offset -> position (clamped into the text). */
  positionAt(offset: number): Position {
    const o = Math.max(0, Math.min(offset, this.text.length));
    const line = this.lineAt(o);
    return { line, character: o - this.lineStart(line) };
  }

  /** Position -> offset (clamped to the line's end and the text). */
  offsetAt(pos: Position): number {
    if (pos.line < 0) return 0;
    if (pos.line >= this.ls.count) return this.text.length;
    const start = this.lineStart(pos.line);
    const next = pos.line + 1 < this.ls.count ? this.lineStart(pos.line + 1) : this.text.length + 1;
    return Math.max(start, Math.min(start + Math.max(0, pos.character), next - 1, this.text.length));
  }
}
