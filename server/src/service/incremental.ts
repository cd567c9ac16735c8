/**
 * The per-keystroke path of {@link reanalyze}: after an edit inside a dataset's
 * items, patch the previous analysis in place instead of re-assembling it.
 *
 * Work per edit: the touched items are re-checked (by the caller), their spell
 * models replaced, the duplicate-name state updated for the names they hold,
 * and the diagnostics of the touched items (plus the next item, whose first
 * line a `grimoire-disable-next-line` comment at the end of the touched ones
 * may govern) re-finished and spliced into the sorted list.
 *
 * The items after the edit (their spans and spell models) are not walked:
 * they take the edit's length change through a lazy shift (YamlDocAnalysis.gap for
 * the spans, TextRef.gapSpell/gapBy for the models' offsets), whose boundary
 * moves to each edit's item; only the items between the previous edit and
 * this one are settled (typing in one place: none). What stays proportional
 * to the file: the findings after the edit are moved by the length change
 * (in place, no copies) and the list's tail is shifted by the splice; the
 * LSP publishes up to 1,001 of them per version anyway.
 *
 * The previous analysis is consumed: its spell models, spans and spell list
 * are the new analysis' own, moved in place. Callers (the LSP adapter) drop
 * it. Falls back (returns undefined, nothing touched) when the edit changes
 * the number of spells (spell numbers in messages would move), when the
 * document is not the file's last, or when the previous analysis has no
 * incremental state; the caller then assembles in full.
 *
 * Guarded by test/unit/service/random-edits.test.ts and test/unit/service/incremental.test.ts: random
 * edits, and typing runs at places before and after each other (the lazy
 * shift moving both ways), on generated datasets with duplicate names and
 * disable comments give exactly a fresh analysis' diagnostics, spells,
 * hovers, completions, code actions and symbols.
 */
import type { LineIndex } from './parse/lines';
import type { DocText } from './parse/doc-text';
import type { Span } from './parse/split';
import type { GrimoireSettings } from './settings';
import type { Problem } from './types';
import type { Analysis, YamlDocAnalysis, ItemResult } from './analysis';
import { docComments, finish, itemModel, placeInto } from './assemble';
import type { SpellModel, TextRef } from './model';
import { duplicateNames } from './rules/dataset-duplicate-names';

/** What the caller of {@link patchAnalysis} has computed about the edit. */
export interface ItemPatch {
  prev: Analysis;
  /** Index of the dataset document edited. */
  di: number;
  /** Items [i0, i1] of the previous analysis were replaced by `fresh`. */
  i0: number;
  i1: number;
  fresh: Span[];
  freshItems: ItemResult[];
  text: DocText;
  lines: LineIndex;
  /** Where the edit began (old and new text agree before it), and the length change. */
  start: number;
  delta: number;
  settings: GrimoireSettings;
}

const DUP = duplicateNames.code;

/** Patch `p.prev` into the analysis of `p.text`, or undefined when this path does not apply (nothing changed then). */
export function patchAnalysis(p: ItemPatch): Analysis | undefined {
  const { prev, di, i0, i1, fresh, freshItems, text, lines, delta, settings } = p;
  const doc = prev.docs[di];
  const names = prev.names;
  const ref = prev.ref;
  if (!doc || !doc.models || !names || !ref || di !== prev.docs.length - 1 || doc.split.kind !== 'dataset') return undefined;
  const spans = doc.split.items;
  const models = doc.models;
  if (i1 + 1 >= spans.length || models.length !== spans.length) return undefined;
  // The same number of spells: every spell keeps its number (and the messages that cite it).
  let oldCount = 0;
  for (let k = i0; k <= i1; k++) if (models[k]) oldCount++;
  let newCount = 0;
  for (const r of freshItems) if (r.ok) newCount++;
  if (oldCount !== newCount) return undefined;

  // Where the region's spells sit in the file's spell list.
  let pos = -1;
  for (let k = i0; k < models.length && pos === -1; k++) if (models[k]) pos = models[k]!.index;
  if (pos === -1) pos = prev.spells.length;

  // Old extent of the re-finished diagnostics: the touched items and the next one.
  const r0 = itemStart(doc, i0);
  const r1Old = itemEnd(doc, i1 + 1);

  // From here on the previous analysis is changed in place. The items after the edit take its
  // length change through the lazy shift: its boundary moves to this edit (the items between
  // the previous edit and this one are settled now), not a walk over every later item.
  moveGap(doc, ref, i1 + 1);
  ref.text = text;
  const removed = models.slice(i0, i1 + 1).filter((m): m is SpellModel => m !== undefined);
  const added: (SpellModel | undefined)[] = fresh.map((s, k) => (freshItems[k]!.ok ? itemModel(ref, s, freshItems[k]!, di, doc.caster) : undefined));
  spans.splice(i0, i1 - i0 + 1, ...fresh);
  doc.items.splice(i0, i1 - i0 + 1, ...freshItems);
  models.splice(i0, i1 - i0 + 1, ...added);
  let n = pos;
  const addedSpells: SpellModel[] = [];
  for (const m of added) if (m) {
    m.index = n++;
    addedSpells.push(m);
  }
  prev.spells.splice(pos, addedSpells.length, ...addedSpells);
  const gap = doc.gap!;
  gap.from = i0 + fresh.length;
  gap.by += delta;
  pointGap(doc, ref);

  // Duplicate names: the names that left or arrived are the only ones whose findings change.
  const touched = new Set<string>();
  for (const m of removed) {
    const k = names.remove(m);
    if (k !== undefined) touched.add(k);
  }
  for (const m of addedSpells) {
    const k = names.add(m);
    if (k !== undefined) touched.add(k);
  }

  // Real comments (for disable comments) are read from the document as it now stands.
  const split = { ...doc.split, span: { start: doc.split.span.start, end: doc.split.span.end + delta }, header: [doc.split.header[0], { start: doc.split.header[1].start + delta, end: doc.split.header[1].end + delta }] as [Span, Span] };
  const comments = docComments(text, prev.docs.map((d, k) => (k === di ? { ...d, split } : d)));

  // Re-finish the region: items i0 .. i0 + fresh.length (the one after the touched ones included).
  const regionEnd = i0 + fresh.length; // index of the item after the touched ones, now
  const raw: Problem[] = [];
  for (let k = i0; k <= regionEnd; k++) {
    const r = doc.items[k]!;
    if (r.problems.length > 0) placeInto(r.problems, itemStart(doc, k), raw);
  }
  for (let k = i0; k <= regionEnd; k++) {
    const m = models[k];
    const f = m && names.findingOn(m);
    if (f) raw.push(dupDiagnostic(f));
  }
  const region = finish(raw, settings, lines, text, comments);

  // The new list is the previous one (consumed), changed in place: the region's findings replaced, the
  // later ones moved by the length change. No copies, and the LSP's conversions of the moved findings
  // stay valid when their line and column did not change (keystroke.ts checks).
  const edited = prev.docs[di]!;
  const fixedPre = edited.fixed.filter((x) => x.start < p.start);
  const fixedAfter = edited.fixed.filter((x) => x.start >= p.start);
  const fixedSet = new Set(fixedAfter);
  const shiftedFixed = new Set<Problem>();
  const out = prev.diagnostics;
  const lo = lowerBound(out, r0);
  const hi = lowerBound(out, r1Old);
  if (delta !== 0) {
    for (let k = hi; k < out.length; k++) {
      const d = out[k]!;
      if (fixedSet.has(d)) shiftedFixed.add(d);
      moveInPlace(d, delta);
    }
  }
  out.splice(lo, hi - lo, ...region);

  // Spells outside the region whose name changed company: replace their duplicate finding.
  const regionSet = new Set(added);
  for (const key of touched) {
    for (const m of names.spellsOf(key)) {
      if (regionSet.has(m as SpellModel)) continue;
      const at = m.nameRange();
      removeDup(out, at.start);
      const f = names.findingOn(m);
      if (f) for (const d of finish([dupDiagnostic(f)], settings, lines, text, comments)) insertSorted(out, d);
    }
  }

  // Findings outside the items that the list held were moved with it; the others are moved copies.
  const fixedPost = fixedAfter.map((d) => (delta === 0 || shiftedFixed.has(d) ? d : moved(d, delta)));
  const header = edited.header ? movedHeader(edited.header, doc.split.header[0].end, delta) : undefined;
  const docState: YamlDocAnalysis = { ...edited, split, fixed: [...fixedPre, ...fixedPost], header };
  const docs = prev.docs.map((d, k) => (k === di ? docState : d));
  const headers = prev.headers.map((h) => (h === edited.header && header ? header : h));
  return {
    text,
    lines,
    spells: prev.spells,
    headers,
    diagnostics: out,
    stats: { items: prev.stats.items + fresh.length - (i1 - i0 + 1), reparsed: fresh.length, incremental: true, patched: true, fallback: prev.stats.fallback },
    docs,
    settings,
    ref,
    names,
  };
}

function dupDiagnostic(f: { msg: Problem['msg']; start: number; end: number; severity?: Problem['severity'] }): Problem {
  return { code: DUP, severity: f.severity ?? duplicateNames.defaultSeverity, msg: f.msg, start: f.start, end: f.end };
}

/** Move a finding by `delta` in place; its fixes are replaced by moved copies (a fix may be shared with a finding of the document's `fixed` list). */
function moveInPlace(d: Problem, delta: number): void {
  d.start += delta;
  d.end += delta;
  if (d.fixes) d.fixes = movedFixes(d.fixes, delta);
}

/** Fixes whose edits are moved by `delta` (copies). */
function movedFixes(fixes: NonNullable<Problem['fixes']>, delta: number): NonNullable<Problem['fixes']> {
  return fixes.map((f) => ({ ...f, edits: f.edits.map((e) => ({ ...e, start: e.start + delta, end: e.end + delta })) }));
}

/** A copy of a finding (and its fixes) moved by `delta`. Also used by reanalyze.ts for the findings outside the items. */
export function moved(d: Problem, delta: number): Problem {
  const m: Problem = { ...d, start: d.start + delta, end: d.end + delta };
  if (d.fixes) m.fixes = movedFixes(d.fixes, delta);
  return m;
}

/**
 * A dataset header whose post-items part moved by `delta` (its pre-items part,
 * ending at `preEnd`, did not). Also used by reanalyze.ts.
 */
export function movedHeader(h: NonNullable<YamlDocAnalysis['header']>, preEnd: number, delta: number): NonNullable<YamlDocAnalysis['header']> {
  return {
    ...h,
    toFile: (o) => {
      const f = h.toFile(o);
      return f >= preEnd ? f + delta : f;
    },
    fromFile: (o) => (o < preEnd ? h.fromFile(o) : h.fromFile(o - delta)),
  };
}

/** First index whose diagnostic starts at or after `offset`. */
function lowerBound(ds: readonly Problem[], offset: number): number {
  let lo = 0;
  let hi = ds.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ds[mid]!.start < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Remove the duplicate-name diagnostic starting at `start`, if any. */
function removeDup(ds: Problem[], start: number): void {
  for (let k = lowerBound(ds, start); k < ds.length && ds[k]!.start === start; k++) {
    if (ds[k]!.code === DUP) {
      ds.splice(k, 1);
      return;
    }
  }
}

/** Insert after every diagnostic sorting at or before it (the order a stable sort of the full list gives: the rule's findings come last). */
function insertSorted(ds: Problem[], d: Problem): void {
  let lo = 0;
  let hi = ds.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const x = ds[mid]!;
    if (x.start < d.start || (x.start === d.start && x.end <= d.end)) lo = mid + 1;
    else hi = mid;
  }
  ds.splice(lo, 0, d);
}

/** The start of item `k` of a dataset document, through its lazy shift. */
export function itemStart(doc: YamlDocAnalysis, k: number): number {
  const g = doc.gap;
  const s = doc.split.items[k]!.start;
  return g && k >= g.from ? s + g.by : s;
}

/** The end of item `k` of a dataset document, through its lazy shift. */
export function itemEnd(doc: YamlDocAnalysis, k: number): number {
  const g = doc.gap;
  const e = doc.split.items[k]!.end;
  return g && k >= g.from ? e + g.by : e;
}

/** First index of a dataset document's items whose start is after `offset` (the items read through the lazy shift). */
export function upperBoundItem(doc: YamlDocAnalysis, offset: number): number {
  let lo = 0;
  let hi = doc.split.items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (itemStart(doc, mid) <= offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Move a dataset document's lazy shift to start at item `q`: the items (and
 * their spell models) between the old boundary and `q` take or give back the
 * pending shift now. Cost: the items between the two (typing in one place:
 * none), not the items after.
 */
function moveGap(doc: YamlDocAnalysis, ref: TextRef, q: number): void {
  const spans = doc.split.items;
  const models = doc.models!;
  const g = (doc.gap ??= { from: spans.length, by: 0 });
  const by = g.by;
  if (by !== 0) {
    const sign = g.from < q ? 1 : -1;
    const d = sign * by;
    for (let k = Math.min(g.from, q), e = Math.min(Math.max(g.from, q), spans.length); k < e; k++) {
      const s = spans[k]!;
      s.start += d;
      s.end += d;
      models[k]?.moveBy(d);
    }
  }
  g.from = q;
  pointGap(doc, ref);
}

/** Point the spell models' side of the lazy shift (by spell index, see TextRef) at the document's boundary item. */
function pointGap(doc: YamlDocAnalysis, ref: TextRef): void {
  const g = doc.gap!;
  const models = doc.models!;
  let k = g.from;
  while (k < models.length && !models[k]) k++;
  ref.gapSpell = k < models.length ? models[k]!.index : Infinity;
  ref.gapBy = g.by;
}

/**
 * Apply every document's pending lazy shift to its spans and models, so that
 * code reading `split.items` and model offsets directly sees true offsets
 * (the non-keystroke paths of reanalyze). O(items after the boundary), once.
 */
export function settleGaps(a: Analysis): void {
  for (const d of a.docs) {
    if (!d.gap || !d.models || !a.ref) continue;
    moveGap(d, a.ref, d.split.items.length);
    d.gap = undefined;
    a.ref.gapSpell = undefined;
    a.ref.gapBy = undefined;
  }
}
