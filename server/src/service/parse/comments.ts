/**
 * Which `#` characters of a spell file start a real YAML comment.
 *
 * A `# grimoire-disable-next-line` inside a block scalar or a quoted string is
 * text, not a comment, and must not silence anything. A regex on lines cannot
 * tell the two apart; the `yaml` package's lexer can: it yields a comment
 * token only for a real comment. Lexing a whole large file on every
 * keystroke would cost what the split saves, so the lexer runs only on the
 * piece of text that holds a candidate line (its `spells:` item, header part
 * or document, whose starts are safe places to begin lexing), only when a
 * finding sits under a line naming the disable comment, and once per piece.
 *
 * Called by the analyzer's `finish` (assemble.ts) through {@link CommentOracle}.
 */
import { Lexer } from 'yaml';
import type { Span } from './split';
import type { DocText } from './doc-text';

/**
 * Answers whether a real comment starts in [from, to) of the file text.
 * Built per analysis by {@link commentOracle}; lazily lexes what it is asked about.
 */
export type CommentOracle = (from: number, to: number) => boolean;

/** The lexer's zero-width marker tokens (document, flow end, scalar): not source text. */
function isVirtual(tok: string): boolean {
  return tok.length === 1 && (tok === '\u0002' || tok === '\u0018' || tok === '\u001f');
}

/** Offsets (relative to `src`) where a comment token starts, ascending (for {@link commentOracle}). */
function commentStarts(src: string): number[] {
  const out: number[] = [];
  let at = 0;
  try {
    for (const tok of new Lexer().lex(src)) {
      if (isVirtual(tok)) continue;
      if (tok.charCodeAt(0) === 35 /* # */) out.push(at);
      at += tok.length;
    }
  } catch {
    // The lexer does not throw on bad input; if it ever did, no comment is trusted.
  }
  return out;
}

/** The pieces of a file that can be lexed on their own: a document's items, header parts, or the document (assemble.ts passes each document's split). */
export interface LexPieces {
  /** Document spans, ascending; `gap`: items from `gap.from` on are stored `gap.by` short (the keystroke path's lazy shift, incremental.ts). */
  docs: ReadonlyArray<{ span: Span; items: readonly Span[]; header: readonly [Span, Span]; gap?: { from: number; by: number } }>;
}

/**
 * A {@link CommentOracle} over `text`. `pieces` gives the split (assemble.ts
 * passes each document's split); without it the whole text is lexed once.
 * A line outside every document (a `---` line, a directive, a comment
 * between documents) is lexed on its own: no construct reaches into it.
 */
export function commentOracle(text: DocText, pieces?: LexPieces): CommentOracle {
  const memo = new Map<string, { base: number; starts: number[] }>();
  const lexed = (span: Span): { base: number; starts: number[] } => {
    const key = `${span.start}:${span.end}`;
    let hit = memo.get(key);
    if (!hit) {
      hit = { base: span.start, starts: commentStarts(text.slice(span.start, span.end)) };
      memo.set(key, hit);
    }
    return hit;
  };
  const pieceOf = (offset: number): Span => {
    if (!pieces) return { start: 0, end: text.length };
    for (const d of pieces.docs) {
      if (offset < d.span.start || offset >= d.span.end) continue;
      const items = d.items;
      const g = d.gap;
      const at = (k: number): number => (g && k >= g.from ? g.by : 0);
      if (items.length > 0 && offset >= items[0]!.start + at(0) && offset < items[items.length - 1]!.end + at(items.length - 1)) {
        let lo = 0;
        let hi = items.length - 1;
        while (lo < hi) {
          const mid = (lo + hi + 1) >> 1;
          if (items[mid]!.start + at(mid) <= offset) lo = mid;
          else hi = mid - 1;
        }
        const it = items[lo]!;
        const sh = at(lo);
        return sh === 0 ? it : { start: it.start + sh, end: it.end + sh };
      }
      const [pre, post] = d.header;
      if (items.length > 0 && offset >= pre.start && offset < pre.end) return pre;
      if (items.length > 0 && offset >= post.start && offset < post.end) return post;
      return d.span;
    }
    const ls = text.lastIndexOf('\n', offset - 1) + 1;
    const nl = text.indexOf('\n', offset);
    return { start: ls, end: nl === -1 ? text.length : nl + 1 };
  };
  return (from, to) => {
    const { base, starts } = lexed(pieceOf(from));
    for (const s of starts) {
      const abs = base + s;
      if (abs >= to) break;
      if (abs >= from) return true;
    }
    return false;
  };
}
