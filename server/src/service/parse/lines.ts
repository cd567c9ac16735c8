/**
 * Offset <-> line/character conversion for one text version.
 * Built once per document version by the service; every feature that reports
 * positions (validate, hover, symbols) converts through it.
 */

/** A zero-based line and UTF-16 character, like LSP's Position. */
export interface Position {
  line: number;
  character: number;
}

/** Line starts of a text, with binary-search conversions. */
export class LineIndex {
  /** Offsets at which each line starts; lineStarts[0] is 0. */
  readonly lineStarts: number[];

  constructor(readonly text: string) {
    const starts = [0];
    let i = text.indexOf('\n');
    while (i !== -1) {
      starts.push(i + 1);
      i = text.indexOf('\n', i + 1);
    }
    this.lineStarts = starts;
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
