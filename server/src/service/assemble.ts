/**
 * An analysis put together from its documents' states: the spell models in
 * file order, the headers, the dataset rules (duplicate names) and the final
 * diagnostics, with severities applied and disable comments honoured. Called
 * by analyze.ts when a whole file was checked, by reanalyze.ts after an edit,
 * and (finish, placeInto, itemModel) by the keystroke path (incremental.ts).
 */
import type { LineIndex } from './parse/lines';
import type { DocText } from './parse/doc-text';
import type { Span } from './parse/split';
import { commentOracle, type CommentOracle } from './parse/comments';
import { severityLocked, type GrimoireSettings } from './settings';
import type { Problem } from './types';
import { DATASET_RULES } from './rules';
import { say, type SpellSummary } from './rules/rule';
import { duplicateNames, NameIndex } from './rules/dataset-duplicate-names';
import { SpellModel, type TextRef } from './model';
import type { Analysis, YamlDocAnalysis, ItemResult } from './analysis';

export function placeInto(problems: Problem[], base: number, out: Problem[]): void {
  for (const p of problems) {
    const d: Problem = { code: p.code, severity: p.severity, msg: p.msg, start: base + p.start, end: base + p.end };
    if (p.fixes && p.fixes.length > 0) d.fixes = p.fixes.map((f) => ({ ...f, edits: f.edits.map((e) => ({ start: base + e.start, end: base + e.end, newText: e.newText })) }));
    out.push(d);
  }
}

/** The problems of every item that has none, once assembled (never added to). */
const NO_PROBLEMS: Problem[] = Object.freeze([]) as unknown as Problem[];

/** Build spells, headers and the final diagnostics from the per-document states. */
export function assemble(analysis: Analysis): void {
  const raw: Problem[] = [];
  const text = analysis.text;
  const ref: TextRef = { text };
  analysis.ref = ref;
  analysis.spells = [];
  analysis.headers = [];
  analysis.docs.forEach((st, di) => {
    for (const d of st.fixed) raw.push(d);
    if (st.header) analysis.headers.push(st.header);
    if (st.split.kind === 'dataset') {
      const spans = st.split.items;
      const models: (SpellModel | undefined)[] = (st.models = new Array(spans.length));
      for (let i = 0; i < spans.length; i++) {
        const span = spans[i]!;
        const r = st.items[i]!;
        analysis.stats.items++;
        if (r.problems.length > 0) placeInto(r.problems, span.start, raw);
        // Kept for the session: one shared empty list instead of 50k (1.6 MB at 50k spells).
        else r.problems = NO_PROBLEMS;
        const m = r.ok ? itemModel(ref, span, r, di, st.caster) : undefined;
        models[i] = m;
        if (m) analysis.spells.push(m);
      }
    } else {
      analysis.stats.items += st.wholeSpells.length;
      for (const sp of st.wholeSpells) analysis.spells.push(sp);
    }
  });
  analysis.spells.forEach((s, i) => (s.index = i));
  analysis.stats.fallback = analysis.docs.reduce((n, d) => n + (d.split.fallback ? 1 : 0), 0);
  const summaries: readonly SpellSummary[] = analysis.spells;
  analysis.names = DATASET_RULES.length === 1 && DATASET_RULES[0] === duplicateNames ? new NameIndex(summaries) : undefined;
  for (const rule of DATASET_RULES) {
    try {
      rule.check(summaries, (f) => raw.push({ code: rule.code, severity: f.severity ?? rule.defaultSeverity, msg: f.msg, start: f.start, end: f.end, fixes: f.fixes }));
    } catch (err) {
      raw.push({ code: 'internal/rule-failed', severity: 'warning', ...say('analysis.ruleFailed', { code: rule.code, error: String(err) }), start: 0, end: 1 });
    }
  }
  analysis.diagnostics = finish(raw, analysis.settings, analysis.lines, text, docComments(text, analysis.docs));
}

/** The model of a dataset item holding a spell. */
export function itemModel(ref: TextRef, span: Span, r: ItemResult, doc: number, caster: unknown): SpellModel {
  return new SpellModel(ref, span.start, span.end - span.start, r.system, doc, caster, span.start + r.spellStart, span.end, r.name, undefined, r.edition, r.nameKey);
}

const DISABLE = 'grimoire-disable-next-line';

/**
 * Apply severities, honour disable comments, sort. Called when an analysis is
 * assembled and by the keystroke path (incremental.ts) for the region it
 * re-finishes. `comments` says which `#` start a real YAML comment (a
 * disable comment inside a block scalar or a quoted string is text); without
 * it the whole text is lexed when a disable comment is a candidate.
 */
export function finish(raw: Problem[], settings: GrimoireSettings, lines: LineIndex, text: DocText, comments?: CommentOracle): Problem[] {
  const out: Problem[] = [];
  let oracle = comments;
  const real = (from: number, to: number): boolean => (oracle ??= commentOracle(text))(from, to);
  for (const d of raw) {
    const override = settings.rules[d.code];
    // yaml/yaml11 is a hint about how the text reads, not "this was not checked": it may be configured and disabled.
    const protectedCode = severityLocked(d.code);
    if (override === 'off' && !protectedCode) continue;
    const sev = override && override !== 'off' && !protectedCode ? override : d.severity;
    // A disable comment never hides `yaml/*` (or internal) findings: "this was not checked" cannot be silenced.
    // JSON has no comments, so a `.json` file has no disable comments.
    if (!protectedCode && settings.syntax !== 'json' && isDisabled(d, lines, text, real)) continue;
    out.push(sev === d.severity ? d : { ...d, severity: sev });
  }
  out.sort((a, b) => a.start - b.start || a.end - b.end);
  return out;
}

function isDisabled(d: Problem, lines: LineIndex, text: DocText, real: CommentOracle): boolean {
  const line = lines.lineAt(d.start);
  if (line === 0) return false;
  const from = lines.lineStart(line - 1);
  const prev = text.slice(from, lines.lineStart(line));
  const i = prev.indexOf(DISABLE);
  if (i === -1 || prev.lastIndexOf('#', i) === -1) return false;
  // Only a real comment counts: one that starts on that line before the directive.
  if (!real(from, from + i)) return false;
  const codes = prev
    .slice(i + DISABLE.length)
    .split(/[\s,]+/)
    .filter((c) => c.length > 0 && !c.startsWith('--'));
  return codes.length === 0 || codes.includes(d.code);
}

/** The comment oracle of an analysis' documents (for {@link finish}). */
export function docComments(text: DocText, docs: readonly YamlDocAnalysis[]): CommentOracle {
  return commentOracle(text, { docs: docs.map((d) => (d.gap ? { ...d.split, gap: d.gap } : d.split)) });
}
