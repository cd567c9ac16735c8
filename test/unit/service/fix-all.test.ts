/**
 * One-pass fixing (service.ts `applyEdits` and `fixAll`, behind `--fix` and
 * the editor's "fix all"): they give exactly what the former edit-by-edit
 * algorithm gave, kept below as the plain way, on random edits and on a
 * dataset whose spells carry several fixes each.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEdits, createSpellService, fixAll } from '../../../server/src/service/service';
import { DEFAULT_SETTINGS } from '../../../server/src/service/settings';
import type { Fix, TextEdit } from '../../../server/src/service/types';
import { spellAt } from '../../../server/src/service/features/hover';

const service = createSpellService();

/** The former applyEdits: sorted, overlapping dropped, then applied one by one from the end (re-slicing per edit). */
function applyEditsPlain(text: string, edits: readonly TextEdit[]): { text: string; applied: number } {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  const kept: TextEdit[] = [];
  let lastEnd = -1;
  for (const e of sorted) {
    if (e.start < lastEnd || e.start < 0 || e.end > text.length || e.end < e.start) continue;
    kept.push(e);
    lastEnd = Math.max(e.end, e.start === e.end ? e.start + 0.5 : e.end);
  }
  let out = text;
  for (let i = kept.length - 1; i >= 0; i--) out = out.slice(0, kept[i]!.start) + kept[i]!.newText + out.slice(kept[i]!.end);
  return { text: out, applied: kept.length };
}

/** The former fixAll (every first fix, one per spell per pass, first in diagnostic order wins), for comparison. */
function fixAllPlain(text: string): string {
  let cur = text;
  let analysis = service.analyze(cur);
  for (let pass = 0; pass < 10; pass++) {
    const fixes: Fix[] = analysis.diagnostics.filter((d) => d.fixes && d.fixes.length > 0).map((d) => d.fixes![0]!);
    if (fixes.length === 0) break;
    const edits: TextEdit[] = [];
    const taken: Array<[number, number]> = [];
    for (const f of fixes) {
      const lo = Math.min(...f.edits.map((e) => e.start));
      const hi = Math.max(...f.edits.map((e) => e.end));
      const s = spellAt(analysis, lo);
      const span: [number, number] = s ? [s.start, s.end + 1] : [lo, hi];
      if (taken.some(([a, b]) => span[0] < b && a < span[1])) continue;
      taken.push(span);
      edits.push(...f.edits);
    }
    const r = applyEditsPlain(cur, edits);
    if (r.text === cur) break;
    cur = r.text;
    analysis = service.analyze(cur);
  }
  return cur;
}

describe('one-pass fixing gives exactly what the plain way gave', () => {
  it('applyEdits equals the edit-by-edit application on random edits', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 60 }),
        fc.array(fc.record({ a: fc.nat(70), b: fc.nat(70), t: fc.string({ maxLength: 4 }) }), { maxLength: 20 }),
        (text, raw) => {
          const edits = raw.map(({ a, b, t }) => ({ start: Math.min(a, b), end: Math.max(a, b), newText: t }));
          expect(applyEdits(text, edits)).toEqual(applyEditsPlain(text, edits));
        },
      ),
      { numRuns: 500, seed: 17 },
    );
  });

  it('fixAll (all fixes) equals the former fixAll on a list of spells with several fixes each', () => {
    const item = (i: number) =>
      `  - name: S${i}\n    level: ${i % 4 === 0 ? 0 : 1}\n    school: evocation\n    casting_time: 1 action\n    range: ${i % 3 === 0 ? '30 feet' : 'self'}\n` +
      `    components: [${i % 2 ? 'v, S, V' : 'V, S, M'}]\n    duration: ${i % 5 === 0 ? 'Concentration, up to 1 minute' : 'Instantaneous'}\n` +
      `    concentration: ${i % 7 === 0 ? 'true' : 'false'}\n${i % 4 === 0 ? '    ritual: true\n' : ''}    area: { shape: ${i % 3 === 0 ? 'cone' : 'sphere'}, ${i % 3 === 0 ? 'length' : 'radius'}: 30 }\n`;
    const text = `# grimoire: spells\nspells:\n${Array.from({ length: 60 }, (_, i) => item(i)).join('')}`;
    const plain = fixAllPlain(text);
    expect(plain).not.toBe(text);
    expect(fixAll(service, text, DEFAULT_SETTINGS, { include: () => true, suggestions: true }).text).toBe(plain);
  });
});
