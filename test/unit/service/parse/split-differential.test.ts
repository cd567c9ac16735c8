/**
 * The item split against an independent whole-file parse.
 *
 * Spell files in many legal styles (test/helpers/spell-styles.ts: BOM, CRLF,
 * lone CRs as line breaks, NEL/LS/PS in comments and values, directives, documents with props on `---`, indentation 0-4, block and flow
 * items, comments at any column, blank lines with tabs, block scalars whose
 * content looks like structure, anchors, aliases and merges within and across
 * items and from the header, non-ASCII, long lines), each with one mistake
 * in a spell that is not the first. For every file:
 * - the reference is `yaml`'s parseAllDocuments (YAML 1.2 core, merge keys
 *   on; lone CRs given as LFs, the break YAML 1.2 reads them as, which
 *   `yaml` does not), which must read it without error, plus the same JSON
 *   Schema; by it exactly the mistaken spell is invalid; js-yaml, reading the
 *   text as written, must read the same spells;
 * - the service finds the same spells with the same loaded data, the same
 *   headers, reports the mistake's code on its line, nothing outside the
 *   mistaken spell (but duplicate names where an item aliases another), and
 *   no yaml/* finding but yaml/yaml11 on NEL, LS or PS (one on each put in
 *   a comment before text);
 * - typing the mistake into the clean file (and taking it out again) through
 *   the service's incremental path gives what a fresh analysis gives.
 *
 * Mutation check (each bug the split once had put back alone, this file run with its
 * fixed seed and 300 runs; the figure is fast-check's count of cases run up
 * to the first failing one, so the margin is 300 / figure):
 * - aliases across items not detected (no fallback on an unresolved alias,
 *   none for an alias after the list): fails after 5 cases
 * - a blank line holding a tab ends the list (the old line scan): after 3
 *   (the header's `spells` net turns the silence into a fallback, which the
 *   "ordinary documents split" check catches; with the net removed too, the
 *   spells after the tab line go missing: also after 3)
 * - props on the `---` line (the document cut after `---`): after 1
 * - a disable comment inside a block scalar counted: after 66
 * - a BOM keeps the document from being split (found by this test): after 4
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { loadAll } from 'js-yaml';
import { createSpellService, type Analysis } from '../../../../server/src/service/service';
import { COMMENT_SPOTS, styledFile, type StyledFile } from '../../../helpers/spell-styles';
import { messageIn } from '../../../../server/src/service/i18n';

const service = createSpellService();
const RUNS = Number(process.env.SPLIT_RUNS ?? 300);
const SEED = Number(process.env.SPLIT_SEED ?? 20261202);

const picksArb = fc.array(fc.nat({ max: 60 }), { minLength: 400, maxLength: 400 });

/**
 * The reference reading: every document's spells and header, by `yaml` alone.
 * `yaml` reads a lone CR as text, which YAML 1.2 (spec 5.4) reads as a line
 * break like LF: it is given the text with lone CRs written as LFs.
 */
function reference(text: string): { spells: Array<Record<string, unknown>>; headers: Array<Record<string, unknown>> } {
  const docs = parseAllDocuments(text.replace(/\r(?!\n)/g, '\n'), { merge: true, version: '1.2' });
  if (!Array.isArray(docs)) throw new Error('not a document list');
  const spells: Array<Record<string, unknown>> = [];
  const headers: Array<Record<string, unknown>> = [];
  for (const doc of docs) {
    if (doc.errors.length > 0) throw new Error(`the generator wrote invalid YAML: ${doc.errors[0]!.message}`);
    const v = doc.toJS({ maxAliasCount: -1 }) as Record<string, unknown>;
    const { spells: list, ...header } = v;
    if (!Array.isArray(list)) throw new Error('the generator wrote a document without a spells list');
    headers.push(header);
    for (const s of list) spells.push(s as Record<string, unknown>);
  }
  return { spells, headers };
}

function lineOf(a: Analysis, offset: number): number {
  return a.lines.positionAt(offset).line;
}

function norm(a: Analysis): string[] {
  return a.diagnostics.map((d) => `${d.start}-${d.end} ${d.code} ${d.severity} ${messageIn('en', d)}`);
}

function spans(a: Analysis): Array<[number, number, string | undefined]> {
  return a.spells.map((s) => [s.start, s.end, s.name]);
}

/** A second reference on the text as written: js-yaml breaks lines at a lone CR itself. Every document's spells. */
function jsYamlSpells(text: string): unknown[] {
  const out: unknown[] = [];
  loadAll(text, (doc) => {
    const list = (doc as { spells?: unknown }).spells;
    if (Array.isArray(list)) out.push(...list);
  });
  return out;
}

/** Offsets of NEL, LS and PS in `text`, and those of them the generator put in comments with text after them. */
function yaml11Breaks(text: string): { all: number[]; inComments: number[] } {
  const all = [...text.matchAll(/[\u0085\u2028\u2029]/g)].map((m) => m.index!);
  const inComments: number[] = [];
  for (const [, to] of COMMENT_SPOTS) {
    const [before] = to.split('\u0000');
    for (const m of text.matchAll(new RegExp(`${before!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\u0085\u2028\u2029]`, 'g'))) inComments.push(m.index! + before!.length);
  }
  return { all, inComments };
}

/** A plain-data copy (js-yaml and yaml give equal data, but not the same prototypes or shared objects). */
function plain(v: unknown): unknown {
  return JSON.parse(JSON.stringify(v));
}

/** Every check of one generated file; throws (via expect) on the first disagreement. */
function agree(f: StyledFile): void {
  const ref = reference(f.text);
  const a = service.analyze(f.text);
  // Ordinary documents are split item by item; only those the split cannot prove safe fall back.
  expect(a.docs.map((d) => d.split.kind === 'whole'), f.styles.join(', ')).toEqual(f.fallback);
  expect(a.stats.fallback).toBe(f.fallback.filter(Boolean).length);
  // Same spells, same loaded data (and js-yaml, reading lone CRs itself, reads them too).
  expect(a.spells.map((s) => plain(s.value))).toEqual(plain(ref.spells));
  expect(plain(jsYamlSpells(f.text))).toEqual(plain(ref.spells));
  // Same headers (the service keeps `spells` out of, or empty in, its header value).
  expect(a.headers.map((h) => plain({ ...h.value, spells: undefined }))).toEqual(plain(ref.headers));
  // By the reference, exactly the mistaken spell breaks the schema.
  const invalid = ref.spells.map((s, i) => (service.validator.validateRaw(s, 'dnd5e') ? i : -1)).filter((i) => i >= 0);
  expect(invalid).toHaveLength(1);
  // The mistake reported at its line, nothing invented.
  const m = f.mistake;
  expect(m.line).toBeGreaterThan(0);
  const at = a.diagnostics.filter((d) => d.code === m.code && lineOf(a, d.start) === m.line);
  expect(at.length, `${m.code} on line ${m.line}`).toBeGreaterThan(0);
  // NEL, LS and PS: a yaml/yaml11 finding on each one put in a comment before text, none but on such characters.
  const y11 = yaml11Breaks(f.text);
  const at11 = a.diagnostics.filter((d) => d.code === 'yaml/yaml11').map((d) => d.start);
  for (const p of y11.inComments) expect(at11, `yaml/yaml11 at ${p}`).toContain(p);
  for (const p of at11) expect(y11.all).toContain(p);
  for (const d of a.diagnostics) {
    if (d.code === 'yaml/yaml11') continue;
    const line = lineOf(a, d.start);
    expect(d.code.startsWith('yaml/'), `${d.code} ${messageIn('en', d)}`).toBe(false);
    const inMistake = line >= m.spellLines[0] && line <= m.spellLines[1];
    const aliasDup = d.code === 'dataset/duplicate-name' && f.aliasLines.includes(line);
    expect(inMistake || aliasDup, `${d.code} at line ${line}: ${messageIn('en', d)}`).toBe(true);
  }
  // The clean file: no finding but the duplicate names of alias items.
  const clean = service.analyze(f.clean);
  expect(clean.diagnostics.filter((d) => d.code !== 'dataset/duplicate-name' && d.code !== 'yaml/yaml11').map((d) => `${d.code}@${lineOf(clean, d.start)}`)).toEqual([]);
  expect(clean.diagnostics.filter((d) => d.code === 'yaml/yaml11').map((d) => d.start).every((p) => yaml11Breaks(f.clean).all.includes(p))).toBe(true);
}

/** Where two texts differ: [start, oldEnd) of `a` became [start, newEnd) of `b`. */
function region(a: string, b: string): { start: number; oldEnd: number; newEnd: number } {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let s = 0;
  while (s < a.length - start && s < b.length - start && a[a.length - 1 - s] === b[b.length - 1 - s]) s++;
  return { start, oldEnd: a.length - s, newEnd: b.length - s };
}

/** Typing the mistake in and out through the incremental path gives a fresh analysis' answer. */
function incrementalAgrees(f: StyledFile): void {
  for (const hinted of [true, false]) {
    const prev = service.analyze(f.clean);
    const inc = service.analyze(f.text, undefined, prev, hinted ? region(f.clean, f.text) : undefined);
    const fresh = service.analyze(f.text);
    expect(norm(inc)).toEqual(norm(fresh));
    expect(spans(inc)).toEqual(spans(fresh));
    const back = service.analyze(f.clean, undefined, inc, hinted ? region(f.text, f.clean) : undefined);
    const freshBack = service.analyze(f.clean);
    expect(norm(back)).toEqual(norm(freshBack));
    expect(spans(back)).toEqual(spans(freshBack));
  }
}

describe('the item split agrees with a whole-file parse, in every legal style', () => {
  it(`service analysis = yaml parseAllDocuments + schema (${RUNS} files, seed ${SEED})`, () => {
    fc.assert(
      fc.property(picksArb, (picks) => {
        agree(styledFile(picks));
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it(`incremental re-analysis = fresh analysis (${Math.ceil(RUNS / 2)} files, seed ${SEED})`, () => {
    fc.assert(
      fc.property(picksArb, (picks) => {
        incrementalAgrees(styledFile(picks));
      }),
      { numRuns: Math.ceil(RUNS / 2), seed: SEED },
    );
  });
});
