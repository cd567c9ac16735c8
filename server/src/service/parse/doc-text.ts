/**
 * A document's text as the analyser reads it: a plain string (the CLI, the
 * tests, a freshly opened document), or a {@link PieceText}, the language
 * server's edited document (a 50k-spell file is a 30 MB string).
 *
 * Why not one string per version: applying a one-character edit to a 30 MB
 * string makes V8 build a new 30 MB string as soon as anything reads it, and
 * the previous one stays on the heap until a full collection. That was ~14 ms
 * of copying and ~20 ms of forced collection per analysed keystroke, and a
 * third copy alive whenever a request arrived right behind an edit (peak RSS
 * over 200 MiB). A piece table keeps the opened text as it came and records
 * each edit as pieces pointing into it: an edit costs the pieces it touches,
 * and a version shares every byte it did not change with the one before.
 *
 * The keystroke path (reanalyze.ts, incremental.ts, lines.ts,
 * comments.ts) reads only the region of the edit and the lines of the
 * findings it re-finishes, through the methods of {@link DocText}; the full
 * analysis (open, fallbacks) reads a flat string ({@link flatText}), which
 * makes the piece table that flat string from then on (one copy, not two).
 *
 * Guarded by test/unit/service/parse/doc-text.test.ts (random edits against plain string
 * splicing, every method compared) and test/unit/service/random-edits.test.ts (incremental
 * analyses of piece texts equal fresh analyses of the flat text).
 */
import { ownString } from '../text/memo';

/**
 * What the analyser reads of a text. `string` has all of it, so every
 * caller that has a string passes it as it is.
 */
export interface DocText {
  readonly length: number;
  charCodeAt(index: number): number;
  slice(start?: number, end?: number): string;
  indexOf(search: string, position?: number): number;
  lastIndexOf(search: string, position?: number): number;
}

/** The whole text as one string (a {@link PieceText} is joined once and keeps the result as its only piece). */
export function flatText(text: DocText): string {
  return typeof text === 'string' ? text : text.toString();
}

/** Pieces at most before an edit joins the whole text into one again (a rare O(file) step: ~1,000 edits at distinct places). */
export const MAX_PIECES = 2048;

/** Pieces shorter than this are merged with the text inserted next to them (typing one character after another makes one piece). */
const SMALL = 256;

/**
 * An immutable text made of pieces of other strings: [from, to) of `srcs[k]`
 * for piece k. {@link edit} returns a new PieceText sharing the pieces it
 * did not touch; the old one stays valid (the analysis of the previous
 * version may still read it). Created by the LSP adapter's documents
 * (lsp/documents.ts) on the first ranged edit of a document.
 */
export class PieceText implements DocText {
  private srcs: string[];
  private froms: number[];
  /** Start offset of each piece in this text, plus the total length at the end. */
  private starts: number[];
  readonly length: number;
  /** Last piece found by {@link pieceAt} (reads are mostly sequential). */
  private hint = 0;

  private constructor(srcs: string[], froms: number[], starts: number[]) {
    this.srcs = srcs;
    this.froms = froms;
    this.starts = starts;
    this.length = starts[starts.length - 1]!;
  }

  /** A piece text of `text` (no copy). */
  static of(text: DocText): PieceText {
    if (text instanceof PieceText) return text;
    const s = text as string;
    return new PieceText([s], [0], [0, s.length]);
  }

  /** How many pieces (for tests and the trace). */
  get pieceCount(): number {
    return this.srcs.length;
  }

  /**
   * The text with [start, end) replaced by `text` (offsets clamped into the
   * text, as String.prototype.slice would). Work: the pieces' bookkeeping
   * (a copy of three arrays of at most {@link MAX_PIECES} numbers) and the
   * small pieces next to the edit, whatever the text's length.
   */
  edit(start: number, end: number, text: string): PieceText {
    const len = this.length;
    const a = clamp(start, len);
    const b = Math.max(a, clamp(end, len));
    const srcs: string[] = [];
    const froms: number[] = [];
    const starts: number[] = [];
    const n = this.srcs.length;
    let at = 0;
    const push = (src: string, from: number, to: number): void => {
      if (to <= from) return;
      srcs.push(src);
      froms.push(from);
      starts.push(at);
      at += to - from;
    };
    // Pieces wholly before the edit.
    let k = 0;
    while (k < n && this.starts[k + 1]! <= a) {
      push(this.srcs[k]!, this.froms[k]!, this.froms[k]! + this.starts[k + 1]! - this.starts[k]!);
      k++;
    }
    // Left remainder of the piece holding `a`, and a small piece just before it, merge with the insertion.
    let left = '';
    if (k < n && this.starts[k]! < a) {
      const src = this.srcs[k]!;
      const from = this.froms[k]!;
      const cut = from + (a - this.starts[k]!);
      if (a - this.starts[k]! < SMALL) left = src.slice(from, cut);
      else push(src, from, cut);
    } else if (srcs.length > 0 && at - starts[starts.length - 1]! < SMALL) {
      const last = srcs.length - 1;
      left = srcs[last]!.slice(froms[last]!, froms[last]! + at - starts[last]!);
      at = starts[last]!;
      srcs.pop();
      froms.pop();
      starts.pop();
    }
    // Skip the pieces the edit removes; keep the right remainder of the piece holding `b`.
    let j = k;
    while (j < n && this.starts[j + 1]! <= b) j++;
    let right = '';
    let rightPiece: [string, number, number] | undefined;
    if (j < n) {
      const src = this.srcs[j]!;
      const from = this.froms[j]! + (b - this.starts[j]!);
      const to = this.froms[j]! + this.starts[j + 1]! - this.starts[j]!;
      if (to - from < SMALL) right = src.slice(from, to);
      else rightPiece = [src, from, to];
      j++;
    }
    const mid = left + text + right;
    // A new string of its own (a sliced or joined string would keep its parents).
    if (mid.length > 0) push(ownString(mid), 0, mid.length);
    if (rightPiece) push(rightPiece[0], rightPiece[1], rightPiece[2]);
    for (; j < n; j++) push(this.srcs[j]!, this.froms[j]!, this.froms[j]! + this.starts[j + 1]! - this.starts[j]!);
    starts.push(at);
    const out = new PieceText(srcs, froms, starts);
    if (srcs.length > MAX_PIECES) out.toString();
    return out;
  }

  charCodeAt(index: number): number {
    if (!(index >= 0 && index < this.length)) return NaN;
    const k = this.pieceAt(index);
    return this.srcs[k]!.charCodeAt(this.froms[k]! + index - this.starts[k]!);
  }

  slice(start?: number, end?: number): string {
    const len = this.length;
    const a = start === undefined ? 0 : relative(start, len);
    const b = end === undefined ? len : relative(end, len);
    if (b <= a) return '';
    const k = this.pieceAt(a);
    if (b <= this.starts[k + 1]!) {
      const from = this.froms[k]! + a - this.starts[k]!;
      return this.srcs[k]!.slice(from, from + b - a);
    }
    const parts: string[] = [];
    for (let i = k; i < this.srcs.length && this.starts[i]! < b; i++) {
      const s = Math.max(a, this.starts[i]!);
      const e = Math.min(b, this.starts[i + 1]!);
      const from = this.froms[i]! + s - this.starts[i]!;
      parts.push(this.srcs[i]!.slice(from, from + e - s));
    }
    return parts.join('');
  }

  indexOf(search: string, position = 0): number {
    const len = this.length;
    const m = search.length;
    let p = Math.min(Math.max(Math.trunc(position) || 0, 0), len);
    if (m === 0) return p;
    for (let k = p < len ? this.pieceAt(p) : this.srcs.length; k < this.srcs.length; k++) {
      const ps = this.starts[k]!;
      const pe = this.starts[k + 1]!;
      const src = this.srcs[k]!;
      const from = this.froms[k]!;
      // Matches that start in this piece and end in it.
      const i = src.indexOf(search, from + p - ps);
      if (i !== -1 && i - from + m <= pe - ps) return ps + i - from;
      // Matches that start in this piece and cross into the next ones.
      if (m > 1 && k + 1 < this.srcs.length) {
        const lo = Math.max(p, pe - m + 1);
        const w = this.slice(lo, Math.min(len, pe + m - 1));
        const c = w.indexOf(search);
        if (c !== -1 && lo + c < pe) return lo + c;
      }
      p = pe;
    }
    return -1;
  }

  lastIndexOf(search: string, position = Infinity): number {
    const len = this.length;
    const m = search.length;
    const pos = Number.isNaN(position) ? Infinity : position;
    // The last match starting at or before p.
    const p = Math.min(Math.max(Math.trunc(Math.min(pos, len)), 0), len - m);
    if (p < 0) return -1;
    if (m === 0) return p;
    for (let k = this.pieceAt(p); k >= 0; k--) {
      const ps = this.starts[k]!;
      const pe = this.starts[k + 1]!;
      const src = this.srcs[k]!;
      const from = this.froms[k]!;
      const top = Math.min(p, pe - 1);
      // Matches that start in this piece and cross into the next ones.
      if (m > 1 && pe - m < top) {
        const lo = Math.max(ps, pe - m + 1);
        const w = this.slice(lo, Math.min(len, top + m));
        const c = w.lastIndexOf(search);
        if (c !== -1) return lo + c;
      }
      // Matches wholly inside this piece.
      const last = Math.min(top, pe - m) - ps;
      if (last >= 0) {
        const i = src.lastIndexOf(search, from + last);
        if (i !== -1 && i >= from) return ps + i - from;
      }
    }
    return -1;
  }

  /** The whole text; a text of several pieces is joined once and keeps the result as its one piece. */
  toString(): string {
    if (this.srcs.length === 1) {
      const s = this.srcs[0]!;
      if (this.froms[0] === 0 && s.length === this.length) return s;
    }
    const flat = ownString(this.slice(0, this.length));
    this.srcs = [flat];
    this.froms = [0];
    this.starts = [0, flat.length];
    this.hint = 0;
    return flat;
  }

  /** The piece holding offset `i` (0 <= i < length). */
  private pieceAt(i: number): number {
    const starts = this.starts;
    let h = this.hint;
    if (h < starts.length - 1 && starts[h]! <= i && i < starts[h + 1]!) return h;
    let lo = 0;
    let hi = starts.length - 2;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= i) lo = mid;
      else hi = mid - 1;
    }
    h = lo;
    this.hint = h;
    return h;
  }
}

function clamp(i: number, len: number): number {
  return Math.min(Math.max(Math.trunc(i) || 0, 0), len);
}

/** String.prototype.slice's reading of an index: negative counts from the end. */
function relative(i: number, len: number): number {
  const t = Math.trunc(i) || 0;
  return t < 0 ? Math.max(len + t, 0) : Math.min(t, len);
}
