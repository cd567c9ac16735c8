/**
 * The pure spell language service: the one entry point the LSP adapter, the
 * CLI and the tests call. Knows nothing of LSP, VS Code, files or the
 * network; the schema is passed in (bundled by callers). Every method is
 * guarded: user input never makes it throw.
 */
import schemaJson from '../../../schemas/spell.schema.json';
import { analyzeText, analyzeTextWith, checkItems, reanalyze, type Analysis, type EditHint, type ItemResult, type ItemsChecker, type SpellModel } from './analyze';
import type { Span } from './parse/split';
import type { System } from './types';
import { hoverAt, spellAt, type HoverResult } from './features/hover';
import { SchemaValidator } from './schema/validate';
import { PRECOMPILED } from './schema/precompiled';
import { summaryLine } from './features/summary';
import { completeAt, type CompletionEntry } from './features/complete';
import type { GrimoireSettings } from './settings';
import { DEFAULT_SETTINGS } from './settings';
import type { Fix, SpellDiagnostic, TextEdit } from './types';

export type { Analysis, SpellModel, HoverResult, EditHint, CompletionEntry, ItemResult, ItemsChecker, Span };

/** A code action: a fix for diagnostics overlapping the asked range. */
export interface CodeAction {
  title: string;
  edits: TextEdit[];
  /** The diagnostic it fixes. */
  diagnostic: SpellDiagnostic;
  /** Mark as the preferred fix (one per diagnostic). */
  preferred: boolean;
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
  label: string;
}

/** The service instance; create one per process with {@link createSpellService}. */
export interface SpellService {
  readonly validator: SchemaValidator;
  /**
   * Analyse a text version. Pass the previous analysis of the same document to
   * re-check only what changed, and where the edit was when known.
   */
  analyze(text: string, settings?: GrimoireSettings, previous?: Analysis, hint?: EditHint): Analysis;
  /** Analyse from scratch with the spell items checked by `checker` (the CLI's worker threads); same result as {@link analyze}. */
  analyzeWith(text: string, settings: GrimoireSettings, checker: ItemsChecker): Promise<Analysis>;
  /** Check spell items (the work a worker thread does for its share of a file). */
  checkItems(text: string, spans: readonly Span[], fileSystem: System): ItemResult[];
  /** Hover at an offset. */
  hover(analysis: Analysis, offset: number, settings?: GrimoireSettings, pictures?: 'svg' | 'ascii' | 'both'): HoverResult | undefined;
  /** Fixes for the diagnostics overlapping [start, end]. */
  codeActions(analysis: Analysis, start: number, end: number): CodeAction[];
  /** One symbol per spell. */
  symbols(analysis: Analysis): SpellSymbol[];
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
        return previous ? reanalyze(validator, previous, text, settings, hint) : analyzeText(validator, text, settings);
      } catch (err) {
        // A bug of ours must not take the editor down: report it as one diagnostic.
        const a = analyzeText(validator, '', settings);
        a.text = text;
        a.diagnostics = [{ code: 'internal/error', severity: 'error', message: `Grimoire failed to analyse this file: ${String(err)}`, start: 0, end: Math.min(1, text.length) }];
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
    checkItems(text, spans, fileSystem) {
      return checkItems(validator, text, spans, fileSystem);
    },
    hover(analysis, offset, settings = DEFAULT_SETTINGS, pictures) {
      try {
        return hoverAt(validator, analysis, offset, settings, pictures ?? settings.hoverPictures);
      } catch {
        return undefined;
      }
    },
    codeActions(analysis, start, end) {
      const out: CodeAction[] = [];
      for (const d of analysis.diagnostics) {
        if (!d.fixes || d.end < start || d.start > end) continue;
        d.fixes.forEach((f, i) => out.push({ title: f.title, edits: f.edits, diagnostic: d, preferred: i === 0 }));
      }
      return out;
    },
    symbols(analysis) {
      return analysis.spells.map((s) => {
        const namePair = s.node.pairs?.find((p) => p.key.value === 'name');
        const name = typeof s.value.name === 'string' && s.value.name.trim() ? s.value.name : '(unnamed spell)';
        const lvl = s.value.level ?? s.value.circle;
        const detail = s.system === 'wfb' ? `${String(s.value.lore ?? '')} ${String(s.value.casting_value ?? '')}+`.trim() : lvl !== undefined ? `${s.system} ${s.value.circle !== undefined ? 'circle' : 'level'} ${String(lvl)}` : s.system;
        const sel = namePair ? namePair.value : s.node;
        return { name, detail, start: s.start, end: s.end, selectionStart: s.base + sel.start, selectionEnd: s.base + sel.end };
      });
    },
    spellAt(analysis, offset) {
      return spellAt(analysis, offset);
    },
    complete(analysis, offset, settings = DEFAULT_SETTINGS) {
      try {
        return completeAt(validator, analysis, offset, settings.defaultSystem);
      } catch {
        return [];
      }
    },
    summaries(analysis, start, end, settings = DEFAULT_SETTINGS) {
      const out: SpellSummaryHint[] = [];
      const spells = analysis.spells;
      // First spell ending at or after `start` (spells are in file order).
      let lo = 0;
      let hi = spells.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (spells[mid]!.end < start) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < spells.length && spells[i]!.start <= end; i++) {
        const s = spells[i]!;
        try {
          const label = summaryLine(s, settings);
          if (!label) continue;
          const namePair = s.node.pairs?.find((p) => p.key.value === 'name');
          const at = namePair ? namePair.value : s.node.pairs?.[0]?.value;
          if (!at) continue;
          out.push({ offset: s.base + at.end, start: s.start, label });
        } catch {
          // One spell's summary failing leaves the others.
        }
      }
      return out;
    },
  };
}

/**
 * Apply non-overlapping edits to a text (later edits first). Overlapping
 * edits after the first are dropped; returns the new text and how many applied.
 */
export function applyEdits(text: string, edits: readonly TextEdit[]): { text: string; applied: number } {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  const kept: TextEdit[] = [];
  let lastEnd = -1;
  for (const e of sorted) {
    if (e.start < lastEnd || e.start < 0 || e.end > text.length || e.end < e.start) continue;
    kept.push(e);
    lastEnd = Math.max(e.end, e.start === e.end ? e.start + 0.5 : e.end);
  }
  let out = text;
  for (let i = kept.length - 1; i >= 0; i--) {
    const e = kept[i]!;
    out = out.slice(0, e.start) + e.newText + out.slice(e.end);
  }
  return { text: out, applied: kept.length };
}

/**
 * `--fix`: apply the first fix of every fixable diagnostic, re-analysing until
 * nothing more applies (at most `maxPasses`), so fixes that touch the same
 * spell land one after another without clobbering each other.
 */
export function fixAll(service: SpellService, text: string, settings: GrimoireSettings = DEFAULT_SETTINGS, maxPasses = 10): { text: string; fixed: number; analysis: Analysis } {
  let cur = text;
  let fixed = 0;
  let analysis = service.analyze(cur, settings);
  for (let pass = 0; pass < maxPasses; pass++) {
    const fixes: Fix[] = analysis.diagnostics.filter((d) => d.fixes && d.fixes.length > 0).map((d) => d.fixes![0]!);
    if (fixes.length === 0) break;
    // One fix per spell per pass keeps every fix's edits consistent with the text it was made for.
    const edits: TextEdit[] = [];
    const taken: Array<[number, number]> = [];
    let applied = 0;
    for (const f of fixes) {
      const lo = Math.min(...f.edits.map((e) => e.start));
      const hi = Math.max(...f.edits.map((e) => e.end));
      const s = spellAt(analysis, lo);
      const span: [number, number] = s ? [s.start, s.end + 1] : [lo, hi];
      if (taken.some(([a, b]) => span[0] < b && a < span[1])) continue;
      taken.push(span);
      edits.push(...f.edits);
      applied++;
    }
    const r = applyEdits(cur, edits);
    if (r.text === cur) break;
    cur = r.text;
    fixed += applied;
    analysis = service.analyze(cur, settings);
  }
  return { text: cur, fixed, analysis };
}
