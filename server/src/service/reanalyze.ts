/**
 * Re-analysis after an edit: find where the text changed, re-split and
 * re-check the items the change touches, and hand the previous analysis to
 * the keystroke path (incremental.ts) to patch in place, or re-assemble it
 * from the reused item results, or analyse from scratch when the change is
 * outside a dataset's items. Called by the service facade (service.ts) with
 * the previous analysis of the same document.
 */
import { analyzeText } from './analyze';
import type { Analysis, YamlDocAnalysis } from './analysis';
import { assemble } from './assemble';
import { checkItem } from './check-spell';
import { itemEnd, itemStart, moved, movedHeader, patchAnalysis, settleGaps, upperBoundItem } from './incremental';
import { SpellModel, type TextRef } from './model';
import { flatText, type DocText } from './parse/doc-text';
import { splitItems, type DocSplit, type Span } from './parse/split';
import { hasLoneCr } from './parse/line-breaks';
import type { SchemaValidator } from './schema/validate';
import type { GrimoireSettings } from './settings';

/** The region where two texts differ: [start, oldEnd) in the old text became [start, newEnd) in the new. */
export function changedRegion(oldText: string, newText: string): { start: number; oldEnd: number; newEnd: number } {
  const min = Math.min(oldText.length, newText.length);
  // Common prefix by galloping + binary search on substring equality (memcmp-fast in V8).
  let lo = 0;
  let step = 1024;
  while (lo + step <= min && oldText.slice(lo, lo + step) === newText.slice(lo, lo + step)) {
    lo += step;
    step *= 2;
  }
  let hi = Math.min(min, lo + step);
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (oldText.slice(lo, mid) === newText.slice(lo, mid)) lo = mid;
    else hi = mid - 1;
  }
  const start = lo;
  // Common suffix, not overlapping the prefix.
  const maxSuffix = min - start;
  let s = 0;
  step = 1024;
  const oe = oldText.length;
  const ne = newText.length;
  while (s + step <= maxSuffix && oldText.slice(oe - s - step, oe - s) === newText.slice(ne - s - step, ne - s)) {
    s += step;
    step *= 2;
  }
  let shi = Math.min(maxSuffix, s + step);
  while (s < shi) {
    const mid = (s + shi + 1) >> 1;
    if (oldText.slice(oe - mid, oe - s) === newText.slice(ne - mid, ne - s)) s = mid;
    else shi = mid - 1;
  }
  return { start, oldEnd: oe - s, newEnd: ne - s };
}

/** Where an edit happened, when the caller knows (an LSP didChange): [start, oldEnd) became [start, newEnd). */
export interface EditHint {
  start: number;
  oldEnd: number;
  newEnd: number;
}

/**
 * Re-analyse after an edit, reusing `prev`: when the changed region lies inside
 * one dataset document's items, only the items it touches are re-split and
 * re-checked; everything else is reused and shifted. Otherwise a full analysis.
 * `prev` is consumed: the keystroke path (incremental.ts) moves its spell
 * models and spans in place, so the caller must not use it afterwards.
 */
export function reanalyze(validator: SchemaValidator, prev: Analysis, text: DocText, settings: GrimoireSettings, hint?: EditHint): Analysis {
  // A text read with its lone CRs as LFs (parse/line-breaks.ts) is analysed anew: its analysed text is not the editor's.
  if (prev.settings !== settings || prev.docs.length === 0 || prev.loneCr || text.length > settings.maxFileSize) return analyzeText(validator, flatText(text), settings);
  if (!hint && prev.text === text) return prev;
  const valid = hint && hint.start >= 0 && hint.start <= hint.oldEnd && hint.oldEnd <= prev.text.length && hint.newEnd >= hint.start && text.length - hint.newEnd === prev.text.length - hint.oldEnd;
  const { start, oldEnd, newEnd } = valid ? hint : changedRegion(flatText(prev.text), flatText(text));
  const delta = newEnd - oldEnd;
  // The edit made a lone CR (typed one, or split a CRLF): that line break must be read as YAML 1.2 reads it.
  if (hasLoneCr(text, start - 1, newEnd)) return analyzeText(validator, flatText(text), settings);
  const di = prev.docs.findIndex((d) => d.split.kind === 'dataset' && d.split.items.length > 0 && start >= itemStart(d, 0) && oldEnd <= d.split.header[1].start);
  if (di === -1) return analyzeText(validator, flatText(text), settings);
  const doc = prev.docs[di]!;
  const spans = doc.split.items;
  // Items touched: the one holding `start` (and the one before, since an edit at an item's
  // first line can merge it into its predecessor) through the one holding `oldEnd`.
  let i0 = upperBoundItem(doc, start) - 1;
  if (i0 > 0) i0--;
  if (i0 < 0) i0 = 0;
  let i1 = upperBoundItem(doc, Math.max(oldEnd - 1, start)) - 1;
  if (i1 < i0) i1 = i0;
  // Touching the last item could change where the sequence ends: redo the file.
  if (i1 >= spans.length - 1) return analyzeText(validator, flatText(text), settings);
  const regionStart = itemStart(doc, i0);
  const regionEnd = itemEnd(doc, i1) + delta;
  const fresh = splitRegion(text, regionStart, regionEnd, doc.split.indent);
  if (!fresh) return analyzeText(validator, flatText(text), settings);
  const lines = prev.lines.update(text, start, oldEnd, newEnd);
  const freshItems = fresh.map((s) => checkItem(validator, text.slice(s.start, s.end), doc.fileSystem, doc.fileEdition));
  // An item that now uses an anchor it does not define: the document is parsed whole.
  if (freshItems.some((r) => r.alias)) return analyzeText(validator, flatText(text), settings);
  // The keystroke path: patch the previous analysis in place (incremental.ts) when it applies.
  const patched = patchAnalysis({ prev, di, i0, i1, fresh, freshItems, text, lines, start, delta, settings });
  if (patched) return patched;
  // The paths below read spans and spell offsets directly: the keystroke path's lazy shift is applied first.
  settleGaps(prev);
  const shift = (s: Span): Span => shiftSpan(s, delta);
  const newSpans = [...spans.slice(0, i0), ...fresh, ...spans.slice(i1 + 1).map(shift)];
  const newItems = [...doc.items.slice(0, i0), ...freshItems, ...doc.items.slice(i1 + 1)];
  const docs: YamlDocAnalysis[] = prev.docs.map((d, k) => {
    if (k < di) return d;
    if (k === di) {
      const [pre, post] = d.split.header;
      const split: DocSplit = { ...d.split, span: { start: d.split.span.start, end: d.split.span.end + delta }, items: newSpans, header: [pre, shift(post)] };
      const fixedPre = d.fixed.filter((x) => x.start < start);
      const fixedPost = d.fixed.filter((x) => x.start >= start).map((x) => moved(x, delta));
      const header = d.header ? movedHeader(d.header, pre.end, delta) : undefined;
      return { ...d, split, items: newItems, fixed: [...fixedPre, ...fixedPost], header };
    }
    return shiftDoc(d, delta, text);
  });
  const analysis: Analysis = { text, lines, spells: [], headers: [], diagnostics: [], stats: { items: 0, reparsed: fresh.length, incremental: true, fallback: 0 }, docs, settings };
  assemble(analysis);
  return analysis;
}

/**
 * {@link splitItems} on [start, end) of a text that may be a piece table: a
 * string is read in place; a piece table through a flat copy of the region
 * and one character past it (the most splitItems reads: it looks at the
 * character after an item line's `-`), with the spans moved back.
 */
function splitRegion(text: DocText, start: number, end: number, indent: number): Span[] | undefined {
  if (typeof text === 'string') return splitItems(text, start, end, indent);
  const window = text.slice(start, end + 1);
  const items = splitItems(window, 0, end - start, indent);
  return items?.map((s) => ({ start: s.start + start, end: s.end + start }));
}

/** A later document moved by `delta`. */
function shiftDoc(d: YamlDocAnalysis, delta: number, text: DocText): YamlDocAnalysis {
  const sh = (s: Span): Span => shiftSpan(s, delta);
  const split: DocSplit = { ...d.split, span: sh(d.split.span), items: d.split.items.map(sh), header: [sh(d.split.header[0]), sh(d.split.header[1])] };
  const fixed = d.fixed.map((x) => moved(x, delta));
  const ref: TextRef = { text };
  const wholeSpells = d.wholeSpells.map((s) => new SpellModel(ref, s.base + delta, s.length, s.system, s.doc, s.caster, s.start + delta, s.end + delta, s.name, { node: s.node, value: s.value, text: s.text }, s.edition, s.nameKey));
  const header = d.header ? { ...d.header, toFile: (o: number) => d.header!.toFile(o) + delta, fromFile: (o: number) => d.header!.fromFile(o - delta) } : undefined;
  return { ...d, split, fixed, wholeSpells, header };
}

/** A span moved by `delta`. */
function shiftSpan(s: Span, delta: number): Span {
  return { start: s.start + delta, end: s.end + delta };
}
