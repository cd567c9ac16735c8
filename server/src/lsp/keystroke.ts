/**
 * The LSP adapter's per-keystroke bookkeeping, kept out of server.ts: where a
 * document changed since its last analysis ({@link EditRegions}), and the
 * converted diagnostics that an edit did not move ({@link ConvertedDiagnostics}).
 * Both are shortcuts; test/lsp/editing-bursts.test.ts compares what the server
 * publishes with a fresh analysis after bursts of edits, and
 * test/unit/lsp/documents.test.ts checks {@link samePosition} against positionAt.
 */
import type { Range, TextDocumentContentChangeEvent } from 'vscode-languageserver';
import type { EditHint, LineIndex } from '../service/index';
import { composeRegions, SpellTextDocument } from './documents';

/**
 * Where each document changed since version `from`: the hull of the ranged
 * edits since, composed as they arrive. Lets the service re-check only the
 * items they touched without diffing two texts, also when several edits
 * arrive before an analysis (typing faster than the debounce). A full-text
 * change drops it. Used by server.ts's `TextDocuments` update hook and its
 * analysis step.
 */
export class EditRegions {
  private readonly chains = new Map<string, { from: number; to: number; hint: EditHint }>();

  /** Apply `changes` to `doc` (mutated, returned) and extend its chain of edit regions. */
  apply(doc: SpellTextDocument, changes: readonly TextDocumentContentChangeEvent[], version: number): SpellTextDocument {
    const before = doc.version;
    let h = this.chains.get(doc.uri);
    if (h && h.to !== before) h = undefined;
    this.chains.delete(doc.uri);
    let whole = false;
    for (const change of changes) {
      const range = 'range' in change ? (change.range as Range | undefined) : undefined;
      if (range && !whole) {
        const a = doc.offsetAt(range.start);
        const b = doc.offsetAt(range.end);
        const region = { start: Math.min(a, b), oldEnd: Math.max(a, b), newEnd: Math.min(a, b) + change.text.length };
        h = h ? { ...h, hint: composeRegions(h.hint, region) } : { from: before, to: before, hint: region };
      } else whole = true; // a full text: no region for this version
      SpellTextDocument.update(doc, [change], version);
    }
    if (h && !whole) this.chains.set(doc.uri, { ...h, to: version });
    doc.version = version;
    return doc;
  }

  /** The region from `analysedVersion` to `version`, when the chain runs exactly so; the chain ends at `version` either way. */
  take(uri: string, version: number, analysedVersion: number | undefined): EditHint | undefined {
    const h = this.chains.get(uri);
    if (!h || h.to !== version) return undefined;
    this.chains.delete(uri);
    return h.from === analysedVersion ? h.hint : undefined;
  }
}

/**
 * Is `p` what `lines.positionAt(offset)` gives? True exactly when the line
 * starts at `offset - p.character` and the next line starts after `offset`.
 */
export function samePosition(lines: LineIndex, offset: number, p: { line: number; character: number }): boolean {
  const o = Math.max(0, Math.min(offset, lines.text.length));
  const n = lines.lineCount;
  return p.line >= 0 && p.line < n && p.character >= 0 && lines.lineStart(p.line) === o - p.character && (p.line + 1 >= n || lines.lineStart(p.line + 1) > o);
}

/**
 * Converted diagnostics by the service's diagnostic object: the keystroke path
 * (service/incremental.ts) keeps the objects of the spells an edit did not
 * touch, so only the touched ones are converted again. A cached conversion is
 * used only when its positions are still those of its offsets (checked exactly,
 * O(1), on the line index: a line break typed above moves them) and the locale
 * is the same. Used by server.ts when it publishes.
 */
export class ConvertedDiagnostics<K extends { start: number; end: number }, D extends { range: Range }> {
  private readonly cache = new WeakMap<K, { locale: string; diag: D }>();

  /** The conversion of `d` under `lines`, from the cache or made by `make`. */
  get(lines: LineIndex, d: K, locale: string, make: () => D): D {
    const c = this.cache.get(d);
    if (c && c.locale === locale && samePosition(lines, d.start, c.diag.range.start) && samePosition(lines, d.end, c.diag.range.end)) return c.diag;
    const diag = make();
    this.cache.set(d, { locale, diag });
    return diag;
  }
}
