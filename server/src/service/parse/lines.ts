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

/** Line starts of a text, with binary-search conversions. */
export class LineIndex {
  /** Line starts in [0, count), read through {@link lineStart}; spare room at the end for lines typed. */
  private readonly starts: Uint32Array;
  private readonly count: number;
  /**
   * The stored starts of lines `shiftFrom` and after are `shiftBy` short of
   * the true ones (modulo 2^32): the length changes of the edits so far,
   * applied lazily. {@link update} moves this boundary to the edited line,
   * which costs the lines between the previous edit and this one (typing
   * in one place: none), instead of adding the length change to every
   * later line (a million at 50k spells).
   */
  private readonly shiftFrom: number;
  private readonly shiftBy: number;

  constructor(
    readonly text: DocText,
    state?: { starts: Uint32Array; count: number; shiftFrom: number; shiftBy: number },
  ) {
    if (state) {
      this.starts = state.starts;
      this.count = state.count;
      this.shiftFrom = state.shiftFrom;
      this.shiftBy = state.shiftBy;
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
    this.starts = buf;
    this.count = n;
    this.shiftFrom = n;
    this.shiftBy = 0;
  }

  /** The offset at which line `i` starts (0 <= i < lineCount). */
  lineStart(i: number): number {
    const s = this.starts[i]!;
    return i >= this.shiftFrom ? (s + this.shiftBy) >>> 0 : s;
  }

  /** Every line start (a copy; for tests). */
  lineStarts(): number[] {
    return Array.from({ length: this.count }, (_, i) => this.lineStart(i));
  }

  /**
   * The index of `newText`, made from this one after [start, oldEnd) of the old
   * text became [start, newEnd): the edited lines are rescanned and the later
   * ones take the length change through the lazy shift. The line-start array
   * is patched in place and shared by the new index (no 4 MB copy per
   * keystroke at 50k spells), so this index is stale afterwards. Called by
   * the analyzer's reanalyze, which consumes the previous analysis.
   */
  update(newText: DocText, start: number, oldEnd: number, newEnd: number): LineIndex {
    let starts = this.starts;
    const count = this.count;
    const first = this.lineAt(start); // lines starting at or before `start` are unchanged
    const last = this.lineAt(oldEnd); // lines after it start after the edited region
    const mid: number[] = [];
    let i = newText.indexOf('\n', Math.max(start, this.lineStart(first)));
    while (i !== -1 && i < newEnd) {
      mid.push(i + 1);
      i = newText.indexOf('\n', i + 1);
    }
    // Lines up to `last` take their true starts; the later ones keep the pending shift.
    let shiftFrom = this.shiftFrom;
    const by = this.shiftBy;
    const q = last + 1;
    if (by !== 0) {
      // A Uint32Array stores modulo 2^32, so an un-applied shift may wrap; lineStart reads it back with >>> 0.
      if (shiftFrom < q) for (let k = shiftFrom, e = Math.min(q, count); k < e; k++) starts[k] = starts[k]! + by;
      else for (let k = q, e = Math.min(shiftFrom, count); k < e; k++) starts[k] = starts[k]! - by;
    }
    shiftFrom = q;
    const removed = last - first;
    const newCount = count - removed + mid.length;
    if (newCount > starts.length) {
      const bigger = new Uint32Array(Math.max(newCount, Math.ceil(starts.length * 1.5)) + 16);
      bigger.set(starts.subarray(0, count));
      starts = bigger;
    }
    if (mid.length !== removed) starts.copyWithin(first + 1 + mid.length, last + 1, count);
    for (let j = 0; j < mid.length; j++) starts[first + 1 + j] = mid[j]!;
    return new LineIndex(newText, { starts, count: newCount, shiftFrom: first + 1 + mid.length, shiftBy: by + (newEnd - oldEnd) });
  }

  /** Number of lines (a text ending in a newline has an empty last line). */
  get lineCount(): number {
    return this.count;
  }

  /** The line holding `offset` (clamped into the text). */
  lineAt(offset: number): number {
    const o = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = this.count - 1;
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
    if (pos.line >= this.count) return this.text.length;
    const start = this.lineStart(pos.line);
    const next = pos.line + 1 < this.count ? this.lineStart(pos.line + 1) : this.text.length + 1;
    return Math.max(start, Math.min(start + Math.max(0, pos.character), next - 1, this.text.length));
  }
}
