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
  /** Offsets at which each line starts; lineStarts[0] is 0. A typed array: cheap to copy and shift. */
  readonly lineStarts: Uint32Array;

  constructor(readonly text: DocText, lineStarts?: Uint32Array) {
    if (lineStarts) {
      this.lineStarts = lineStarts;
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
    this.lineStarts = buf.subarray(0, n);
  }

  /**
   * The index of `newText`, made from this one after [start, oldEnd) of the old
   * text became [start, newEnd): line starts up to the edit are copied, the
   * edited region is rescanned, and the rest are shifted. When the edit keeps
   * the number of lines (typing within a line), this index's array is patched
   * in place and shared by the new index instead (no 4 MB copy per keystroke
   * at 50k spells): this index is then stale. Called by the analyzer's
   * reanalyze, which consumes the previous analysis.
   */
  update(newText: DocText, start: number, oldEnd: number, newEnd: number): LineIndex {
    const old = this.lineStarts;
    const delta = newEnd - oldEnd;
    const first = this.lineAt(start); // lines starting at or before `start` are unchanged
    const mid: number[] = [];
    let i = newText.indexOf('\n', Math.max(start, old[first]!));
    while (i !== -1 && i < newEnd) {
      mid.push(i + 1);
      i = newText.indexOf('\n', i + 1);
    }
    // Old line starts strictly after the edited region, shifted.
    let k = this.lineAt(oldEnd) + 1;
    if (mid.length === k - first - 1) {
      for (let j = 0; j < mid.length; j++) old[first + 1 + j] = mid[j]!;
      if (delta !== 0) for (; k < old.length; k++) old[k] = old[k]! + delta;
      return new LineIndex(newText, old);
    }
    const rest = old.length - k;
    const out = new Uint32Array(first + 1 + mid.length + rest);
    out.set(old.subarray(0, first + 1), 0);
    for (let j = 0; j < mid.length; j++) out[first + 1 + j] = mid[j]!;
    let o = first + 1 + mid.length;
    for (; k < old.length; k++) out[o++] = old[k]! + delta;
    return new LineIndex(newText, out);
  }

  /** Number of lines (a text ending in a newline has an empty last line). */
  get lineCount(): number {
    return this.lineStarts.length;
  }

  /** The line holding `offset` (clamped into the text). */
  lineAt(offset: number): number {
    const starts = this.lineStarts;
    const o = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= o) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** Offset -> position (clamped into the text). */
  positionAt(offset: number): Position {
    const o = Math.max(0, Math.min(offset, this.text.length));
    const line = this.lineAt(o);
    return { line, character: o - this.lineStarts[line]! };
  }

  /** Position -> offset (clamped to the line's end and the text). */
  offsetAt(pos: Position): number {
    if (pos.line < 0) return 0;
    if (pos.line >= this.lineStarts.length) return this.text.length;
    const start = this.lineStarts[pos.line]!;
    const next = pos.line + 1 < this.lineStarts.length ? this.lineStarts[pos.line + 1]! : this.text.length + 1;
    return Math.max(start, Math.min(start + Math.max(0, pos.character), next - 1, this.text.length));
  }
}
