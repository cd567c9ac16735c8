/**
 * Property tests over random edit sequences on valid spell files:
 * - the service never throws and every diagnostic range lies inside the text;
 * - incremental re-analysis (reusing the previous analysis) gives exactly the
 *   diagnostics a from-scratch analysis gives, with and without edit hints,
 *   from a string or from the language server's piece table;
 * - hover and code actions answer anywhere without throwing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createSpellService, type Analysis } from '../../../server/src/service/service';
import type { Problem } from '../../../server/src/service/types';
import { PieceText } from '../../../server/src/service/parse/doc-text';
import { messageIn } from '../../../server/src/service/i18n';

const service = createSpellService();
const SAMPLE = readFileSync(resolve(__dirname, '../../../samples/dnd5e/wizard-staples.spells.yaml'), 'utf8');
const MULTI = readFileSync(resolve(__dirname, '../../../samples/dnd5e/cantrips.spells.yaml'), 'utf8');

/** Fragments an author might type, valid and broken. */
const FRAGMENTS = ['\n', '  ', '- ', ': ', 'name: X\n', '  - name: New\n    level: 1\n', '#', '"', "'", '[', ']', '{', '}', '---\n', '\t', 'level: 12', 'x', '9', '&a ', '*a', '|\n  text\n', 'spells:\n', '\u00e9', 'concentration: true\n'];

type Edit = { at: number; del: number; ins: string };

const editArb = fc.record({
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  del: fc.integer({ min: 0, max: 12 }),
  ins: fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 6 })),
});

function apply(text: string, e: Edit): { text: string; start: number; oldEnd: number; newEnd: number } {
  const start = Math.floor(e.at * text.length);
  const oldEnd = Math.min(text.length, start + e.del);
  return { text: text.slice(0, start) + e.ins + text.slice(oldEnd), start, oldEnd, newEnd: start + e.ins.length };
}

function norm(ds: Problem[]): string[] {
  return ds.map((d) => `${d.start}-${d.end} ${d.code} ${d.severity} ${messageIn('en', d)}`);
}

function checkInvariants(a: Analysis): void {
  for (const d of a.diagnostics) {
    expect(d.start).toBeGreaterThanOrEqual(0);
    expect(d.end).toBeLessThanOrEqual(Math.max(a.text.length, 1));
    expect(d.end).toBeGreaterThanOrEqual(d.start);
    for (const f of d.fixes ?? []) for (const e of f.edits) expect(e.end).toBeLessThanOrEqual(a.text.length);
  }
}

describe('random edit sequences', () => {
  for (const [name, base] of [['dataset', SAMPLE], ['multi-document', MULTI]] as const) {
    it(`incremental analysis equals full analysis (${name})`, () => {
      fc.assert(
        fc.property(fc.array(editArb, { minLength: 1, maxLength: 12 }), fc.boolean(), fc.boolean(), (edits, useHints, usePieces) => {
          let text = base;
          // The language server's piece table (parse/doc-text.ts), edited along, or a plain string.
          let pieces = PieceText.of(text);
          let prev = service.analyze(text);
          for (const e of edits) {
            const r = apply(text, e);
            text = r.text;
            pieces = pieces.edit(r.start, r.oldEnd, e.ins);
            const inc = service.analyze(usePieces ? pieces : text, undefined, prev, useHints ? { start: r.start, oldEnd: r.oldEnd, newEnd: r.newEnd } : undefined);
            const full = service.analyze(text);
            checkInvariants(inc);
            expect(norm(inc.diagnostics)).toEqual(norm(full.diagnostics));
            expect(inc.spells.map((s) => [s.start, s.end, s.name])).toEqual(full.spells.map((s) => [s.start, s.end, s.name]));
            prev = inc;
          }
        }),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 150), seed: Number(process.env.FUZZ_SEED ?? 20261129) },
      );
    });
  }

  it('hover, code actions and symbols answer anywhere without throwing', () => {
    fc.assert(
      fc.property(fc.array(editArb, { maxLength: 6 }), fc.double({ min: 0, max: 1, noNaN: true }), (edits, where) => {
        let text = SAMPLE;
        for (const e of edits) text = apply(text, e).text;
        const a = service.analyze(text);
        const off = Math.floor(where * text.length);
        service.hover(a, off);
        service.codeActions(a, Math.max(0, off - 20), off);
        service.symbols(a);
        checkInvariants(a);
      }),
      { numRuns: 200, seed: 7 },
    );
  });
});
