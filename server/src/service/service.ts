/**
 * The pure spell language service: the one entry point the LSP adapter, the
 * CLI and the tests call. Knows nothing of LSP, VS Code, files or the
 * network; the schema is passed in (bundled by callers). Every method is
 * guarded: user input never makes it throw.
 */
import schemaJson from '../../../schemas/spell.schema.json';
import { analyzeText, analyzeTextWith } from './analyze';
import type { Analysis, ItemResult, ItemsChecker } from './analysis';
import { checkItems } from './check-spell';
import { reanalyze, type EditHint } from './reanalyze';
import type { SpellModel } from './model';
import type { Span } from './parse/split';
import type { Edition, System } from './types';
import { hoverAt, spellAt, type HoverResult } from './features/hover';
import { SchemaValidator } from './schema/validate';
import { PRECOMPILED } from './schema/precompiled';
import { fitSummary, summaryParts } from './features/summary';
import { completeAt, type CompletionEntry } from './features/complete';
import type { GrimoireSettings } from './settings';
import { DEFAULT_SETTINGS } from './settings';
import type { Fix, Problem, TextEdit } from './types';
import { t, type Locale, type MsgRef } from './i18n';
import { say } from './rules/rule';
import { tabIndentFixes } from './parse/tab-fix';
import { flatText, type DocText } from './parse/doc-text';
import { lineBreakOf } from './parse/line-breaks';

export type { Analysis, SpellModel, HoverResult, EditHint, CompletionEntry, ItemResult, ItemsChecker, Span };
/** The one capped loader for data files that are not spell files (importers' inputs, the CLI's config): the linter's size, depth and alias caps. */
export { loadData, loadDataYaml, type Loaded, type LoadOptions, type DataYaml } from './parse/load-data';

/** A code action: a fix for diagnostics overlapping the asked range. */
export interface CodeAction {
  /** The title as a catalogue reference (front ends show `fixTitleIn(locale, action)`). */
  title: MsgRef;
  edits: TextEdit[];
  /** The diagnostic it fixes. */
  diagnostic: Problem;
  /** Mark as the preferred fix (one per diagnostic, and only a safe one). */
  preferred: boolean;
  /** `safe` fixes keep the spell's meaning; `suggestion`s change it (see {@link Fix}). */
  kind: 'safe' | 'suggestion';
}

/** A symbol per spell (outline, breadcrumbs, go to symbol). */
export interface SpellSymbol {
  name: string;
  detail: string;
  start: number;
  end: number;
  selectionStart: number;
  selectionEnd: number;
}

/** A one-line summary of a spell, placed at the end of its `name` line (inlay hint / code lens). */
export interface SpellSummaryHint {
  /** Absolute offset: the end of the spell's name value. */
  offset: number;
  /** Start of the spell (for code lenses). */
  start: number;
  /** The full line (code lenses, the inlay hint's tooltip). */
  label: string;
  /** The line fitted to VS Code's 43-character inlay hint (see summary.ts). */
  short: string;
}

/** The service instance; create one per process with {@link createSpellService}. */
export interface SpellService {
  readonly validator: SchemaValidator;
  /**
   * Analyse a text version (a string, or the language server's piece table:
   * parse/doc-text.ts). Pass the previous analysis of the same document to
   * re-check only what changed, and where the edit was when known. The
   * previous analysis is consumed (its models are moved in place): do not use
   * it afterwards.
   */
  analyze(text: DocText, settings?: GrimoireSettings, previous?: Analysis, hint?: EditHint): Analysis;
  /** Analyse from scratch with the spell items checked by `checker` (the CLI's worker threads); same result as {@link analyze}. */
  analyzeWith(text: string, settings: GrimoireSettings, checker: ItemsChecker): Promise<Analysis>;
  /** Check spell items (the work a worker thread does for its share of a file). */
  checkItems(text: string, spans: readonly Span[], fileSystem: System, fileEdition?: Edition): ItemResult[];
  /** Hover at an offset. */
  hover(analysis: Analysis, offset: number, settings?: GrimoireSettings, pictures?: 'svg' | 'ascii' | 'both'): HoverResult | undefined;
  /** Fixes for the diagnostics overlapping [start, end]. */
  codeActions(analysis: Analysis, start: number, end: number): CodeAction[];
  /**
   * One symbol per spell (the outline), its fallback name and detail in
   * `locale` (English when not given); only the spells overlapping
   * [start, end] when given (the language server asks a slice at a time, to
   * see a cancellation between slices).
   */
  symbols(analysis: Analysis, locale?: Locale, start?: number, end?: number): SpellSymbol[];
  /** The spell at an offset. */
  spellAt(analysis: Analysis, offset: number): SpellModel | undefined;
  /** Completion at an offset: keys the mapping can still take, or values for the key on the line. */
  complete(analysis: Analysis, offset: number, settings?: GrimoireSettings): CompletionEntry[];
  /** Summaries of the spells overlapping [start, end] (only those: a 50k-spell file asks for a screenful). */
  summaries(analysis: Analysis, start: number, end: number, settings?: GrimoireSettings): SpellSummaryHint[];
}

/** Create the service, compiling the schema once. */
export function createSpellService(schema?: Record<string, unknown>): SpellService {
  // The bundled schema may use the validators generated from it at build time; a schema passed in compiles.
  const validator = schema ? new SchemaValidator(schema) : new SchemaValidator(schemaJson as Record<string, unknown>, PRECOMPILED);
  return {
    validator,
    analyze(text, settings = DEFAULT_SETTINGS, previous, hint) {
      try {
        return previous ? reanalyze(validator, previous, text, settings, hint) : analyzeText(validator, flatText(text), settings);
      } catch (err) {
        // A bug of ours must not take the editor down: report it as one diagnostic.
        const a = analyzeText(validator, '', settings);
        a.text = text;
        a.diagnostics = [{ code: 'internal/error', severity: 'error', ...say('analysis.internal', { error: String(err) }), start: 0, end: Math.min(1, text.length) }];
        return a;
      }
    },
    async analyzeWith(text, settings, checker) {
      try {
        return await analyzeTextWith(validator, text, settings, checker);
      } catch {
        return this.analyze(text, settings);
      }
    },
    checkItems(text, spans, fileSystem, fileEdition) {
      return checkItems(validator, text, spans, fileSystem, fileEdition);
    },
    hover(analysis, offset, settings = DEFAULT_SETTINGS, pictures) {
      // A spell-list file's hovers are over its entries (workspace/assist.ts).
      if (analysis.spellList) return undefined;
      try {
        return hoverAt(validator, analysis, offset, settings, pictures ?? settings.hoverPictures);
      } catch {
        return undefined;
      }
    },
    codeActions(analysis, start, end) {
      const out: CodeAction[] = [];
      for (const d of analysis.diagnostics) {
        if (d.end < start || d.start > end) continue;
        if (d.code === 'yaml/tab-indent') addTabFixes(analysis, d);
        if (!d.fixes) continue;
        const preferred = safeFixOf(d);
        for (const f of d.fixes) out.push({ title: f.title, edits: f.edits, diagnostic: d, preferred: f === preferred, kind: f.kind === 'safe' ? 'safe' : 'suggestion' });
      }
      return out;
    },
    symbols(analysis, locale = 'en', start = 0, end = analysis.text.length) {
      const [from, to] = overlapping(analysis.spells, start, end);
      return analysis.spells.slice(from, to).map((s) => {
        const namePair = s.node.pairs?.find((p) => p.key.value === 'name');
        const name = typeof s.value.name === 'string' && s.value.name.trim() ? s.value.name : t(locale, 'preview.unnamed');
        const lvl = s.value.level ?? s.value.circle;
        const detail = s.system === 'wfb' ? `${String(s.value.lore ?? '')} ${String(s.value.casting_value ?? '')}+`.trim() : lvl !== undefined ? t(locale, 'symbol.detail', { system: s.system, w: { key: s.value.circle !== undefined ? 'term.circle' : 'term.level' }, level: String(lvl) }) : s.system;
        const sel = namePair ? namePair.value : s.node;
        return { name, detail, start: s.start, end: s.end, selectionStart: s.base + sel.start, selectionEnd: s.base + sel.end };
      });
    },
    spellAt(analysis, offset) {
      return spellAt(analysis, offset);
    },
    complete(analysis, offset, settings = DEFAULT_SETTINGS) {
      // A spell-list file holds no spell keys: its completion is the spells' names (workspace/assist.ts).
      if (analysis.spellList) return [];
      try {
        return completeAt(validator, analysis, offset, settings.defaultSystem, settings.locale);
      } catch {
        return [];
      }
    },
    summaries(analysis, start, end, settings = DEFAULT_SETTINGS) {
      const out: SpellSummaryHint[] = [];
      const spells = analysis.spells;
      const [from, to] = overlapping(spells, start, end);
      for (let i = from; i < to; i++) {
        const s = spells[i]!;
        try {
          const parts = summaryParts(s, settings);
          const label = parts.map((p) => p.full).join(' | ');
          const short = fitSummary(parts);
          if (!label || !short) continue;
          const namePair = s.node.pairs?.find((p) => p.key.value === 'name');
          const at = namePair ? namePair.value : s.node.pairs?.[0]?.value;
          if (!at) continue;
          out.push({ offset: s.base + at.end, start: s.start, label, short });
        } catch {
          // One spell's summary failing leaves the others.
        }
      }
      return out;
    },
  };
}

/** The index range [from, to) of the spells overlapping [start, end] (spells are in file order, so a binary search finds the first). */
function overlapping(spells: readonly SpellModel[], start: number, end: number): [number, number] {
  // First spell ending at or after `start`.
  let lo = 0;
  let hi = spells.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (spells[mid]!.end < start) lo = mid + 1;
    else hi = mid;
  }
  let to = lo;
  while (to < spells.length && spells[to]!.start <= end) to++;
  return [lo, to];
}

/**
 * Attach the tab-indentation fixes (parse/tab-fix.ts) to `yaml/tab-indent`
 * findings (all of them, or only `only`). They are worked out on the whole
 * YAML document holding the tab, not on the spell item or header the finding
 * came from: a new indentation can move a line out of its item, and only the
 * whole document tells. Lazy, because each costs a few loads of the
 * document: the service's code actions ask for the findings in their range,
 * `fixAll` and the CLI's report (its `fixable` flags) for all; the keystroke
 * path never pays for it. Idempotent: a finding that has fixes keeps them.
 */
export function addTabFixes(analysis: Analysis, only?: Problem): void {
  for (const d of only ? [only] : analysis.diagnostics) {
    if (d.code !== 'yaml/tab-indent' || d.fixes) continue;
    const doc = analysis.docs.find((x) => d.start >= x.split.span.start && d.start <= x.split.span.end)?.split.span ?? { start: 0, end: analysis.text.length };
    const fixes = tabIndentFixes(analysis.text.slice(doc.start, doc.end));
    d.fixes = fixes.map((f) => ({ ...f, edits: f.edits.map((e) => ({ start: e.start + doc.start, end: e.end + doc.start, newText: e.newText })) }));
  }
}

/**
 * Apply non-overlapping edits to a text. Edits are taken in order of position;
 * one that overlaps an edit already taken (or falls outside the text) is
 * dropped. One pass over the text whatever the number of edits (the text is
 * cut once and joined once), so 20,000 fixes cost what one does.
 * Returns the new text and how many edits applied.
 */
export function applyEdits(text: string, edits: readonly TextEdit[]): { text: string; applied: number } {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  const parts: string[] = [];
  let pos = 0;
  let lastEnd = -1;
  let applied = 0;
  for (const e of sorted) {
    if (e.start < lastEnd || e.start < 0 || e.end > text.length || e.end < e.start) continue;
    parts.push(text.slice(pos, e.start), e.newText);
    pos = e.end;
    // An insertion blocks a second insertion at the same place (their order would be a guess).
    lastEnd = Math.max(e.end, e.start === e.end ? e.start + 0.5 : e.end);
    applied++;
  }
  if (applied === 0) return { text, applied: 0 };
  parts.push(text.slice(pos));
  return { text: parts.join(''), applied };
}

/** One fix `--fix` applied: where (in the fixed text), which rule, and what it did. */
export interface AppliedFix {
  /** Offset in the returned text where the fix's first edit starts. */
  offset: number;
  code: string;
  /** The fix's title as a catalogue reference (the CLI lists it in its locale). */
  title: MsgRef;
}

/** Options of {@link fixAll}. */
export interface FixAllOptions {
  /** Re-analysis passes at most (default 10). */
  maxPasses?: number;
  /**
   * Which findings may be fixed: the CLI passes "what the report shows"
   * (severity thresholds, `--quiet`), so nothing the user did not see is changed.
   * Default: errors and warnings.
   */
  include?: (d: Problem) => boolean;
  /** Apply `suggestion` fixes too (tests of the fixes' text; never the CLI). Default false. */
  suggestions?: boolean;
}

/** Errors and warnings: what `grimoire lint` reports by default. */
export function shownByDefault(d: Problem): boolean {
  return d.severity === 'error' || d.severity === 'warning';
}

/** The fix `--fix` would apply for a finding: its first `safe` one (suggestions are never applied unattended). */
export function safeFixOf(d: Problem): Fix | undefined {
  return d.fixes?.find((f) => f.kind === 'safe' && f.edits.length > 0);
}

/**
 * `--fix`: apply the first safe fix of every included finding, re-analysing
 * until nothing more applies (at most `maxPasses`), so fixes that touch the
 * same spell land one after another without clobbering each other. Each pass
 * is linear in the text and the number of fixes.
 */
export function fixAll(service: SpellService, text: string, settings: GrimoireSettings = DEFAULT_SETTINGS, options: FixAllOptions | number = {}): { text: string; fixed: number; analysis: Analysis; applied: AppliedFix[] } {
  const opts: FixAllOptions = typeof options === 'number' ? { maxPasses: options } : options;
  const maxPasses = opts.maxPasses ?? 10;
  const include = opts.include ?? shownByDefault;
  let cur = text;
  let fixed = 0;
  let applied: AppliedFix[] = [];
  let analysis = service.analyze(cur, settings);
  addTabFixes(analysis);
  // The file's line ending is that of its first line break (LF, CRLF or a lone CR: parse/line-breaks.ts).
  const eol = lineBreakOf(text);
  for (let pass = 0; pass < maxPasses; pass++) {
    // One fix per spell per pass keeps every fix's edits consistent with the text it was made for.
    const candidates: Array<{ span: [number, number]; fix: Fix; d: Problem; order: number }> = [];
    for (const d of analysis.diagnostics) {
      if (!include(d)) continue;
      const f = opts.suggestions ? d.fixes?.find((x) => x.edits.length > 0) : safeFixOf(d);
      if (!f) continue;
      let lo = Infinity;
      let hi = -Infinity;
      for (const e of f.edits) {
        if (e.start < lo) lo = e.start;
        if (e.end > hi) hi = e.end;
      }
      const s = spellAt(analysis, lo);
      candidates.push({ span: s ? [s.start, s.end + 1] : [lo, hi], fix: f, d, order: candidates.length });
    }
    if (candidates.length === 0) break;
    // By position (stable: the first finding of a spell wins, as in the diagnostics' order); a span that
    // overlaps one taken before is left for the next pass.
    candidates.sort((a, b) => a.span[0] - b.span[0] || a.order - b.order);
    const edits: TextEdit[] = [];
    const taken: typeof candidates = [];
    let reach = -Infinity;
    for (const c of candidates) {
      if (c.span[0] < reach) continue;
      reach = Math.max(reach, c.span[1]);
      taken.push(c);
      // Fixes write LF; a CRLF (or CR) file gets its own line break in what they insert.
      for (const e of c.fix.edits) edits.push(eol !== '\n' ? { ...e, newText: e.newText.replace(/\r?\n/g, eol) } : e);
    }
    const r = applyEdits(cur, edits);
    if (r.text === cur) break;
    // Offsets of fixes from earlier passes, and of this pass's, move with this pass's edits.
    const shift = offsetMapper(edits, cur.length);
    applied = applied.map((a) => ({ ...a, offset: shift(a.offset) }));
    for (const c of taken) applied.push({ offset: shift(Math.min(...c.fix.edits.map((e) => e.start))), code: c.d.code, title: c.fix.title });
    cur = r.text;
    fixed += taken.length;
    analysis = service.analyze(cur, settings);
    addTabFixes(analysis);
  }
  applied.sort((a, b) => a.offset - b.offset);
  return { text: cur, fixed, analysis, applied };
}

/** Maps an offset before `edits` (as {@link applyEdits} applies them) to the offset after. */
function offsetMapper(edits: readonly TextEdit[], length: number): (offset: number) => number {
  const kept = applyOrder(edits, length);
  const starts = kept.map((e) => e.start);
  const before: number[] = []; // total length change of the edits before index i
  let acc = 0;
  for (const e of kept) {
    before.push(acc);
    acc += e.newText.length - (e.end - e.start);
  }
  return (offset) => {
    // Last edit starting at or before the offset.
    let lo = 0;
    let hi = starts.length - 1;
    let i = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid]! <= offset) {
        i = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (i < 0) return offset;
    const e = kept[i]!;
    if (offset >= e.end && offset > e.start) return offset + before[i]! + e.newText.length - (e.end - e.start);
    return e.start + before[i]!; // inside (or at the start of) the edit: its start
  };
}

/** The edits {@link applyEdits} keeps, in order. */
function applyOrder(edits: readonly TextEdit[], length: number): TextEdit[] {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  const kept: TextEdit[] = [];
  let lastEnd = -1;
  for (const e of sorted) {
    if (e.start < lastEnd || e.start < 0 || e.end > length || e.end < e.start) continue;
    kept.push(e);
    lastEnd = Math.max(e.end, e.start === e.end ? e.start + 0.5 : e.end);
  }
  return kept;
}
