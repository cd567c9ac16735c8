/**
 * Issue 12, `--fix`: it applies only fixes for findings the report shows
 * (an info-level `concentration: true` is not added), never a lossy one
 * (removing `M` from `[V, S, M]` when the material text is missing is a
 * suggestion: a quick fix that is not preferred), and prints what it
 * changed. Issue 17: applyEdits and fixAll are one pass, and give exactly
 * what the former edit-by-edit algorithm gave.
 */
import fc from 'fast-check';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyEdits, createSpellService, fixAll } from '../../server/src/service/service';
import { DEFAULT_SETTINGS } from '../../server/src/service/settings';
import type { Fix, TextEdit } from '../../server/src/service/types';
import { spellAt } from '../../server/src/service/features/hover';
import { cli, put, tempRepo } from '../security/cli-env';

const service = createSpellService();

const HOLD = 'name: Hold\nlevel: 2\nschool: enchantment\ncasting_time: 1 action\nrange: 60 feet\ncomponents: [V, S]\nduration: Concentration, up to 1 minute\n';
const NO_MATERIAL = 'name: Mat\nlevel: 1\nschool: abjuration\ncasting_time: 1 action\nrange: self\ncomponents: [V, S, M]\nduration: 1 round\n';
const CONE = 'name: Cone\nlevel: 1\nschool: evocation\ncasting_time: 1 action\nrange: 15 feet\ncomponents: [V, S]\nduration: Instantaneous\narea: { shape: cone, length: 15 }\ndescription: Frost blasts out from you.\n';

describe('--fix touches only what the report showed, never lossily, and says what it did', () => {
  it('an info-level finding (concentration tag missing) is not fixed', () => {
    const { dir, home } = tempRepo();
    const p = put(dir, 'hold.spell.yaml', HOLD);
    // The finding is info-level: in the report as a note (severity 0), never fixed by --fix nor marked fixable.
    expect(service.analyze(HOLD).diagnostics.some((d) => d.code === '5e/concentration-duration' && d.severity === 'info')).toBe(true);
    const r = cli(dir, home, ['lint', '-f', 'json', '--fix', '.']);
    const msgs = JSON.parse(r.stdout)[0].messages as Array<{ ruleId: string; severity: number; fixable?: boolean }>;
    expect(msgs.map((m) => [m.ruleId, m.severity, m.fixable])).toEqual([['5e/concentration-duration', 0, undefined]]);
    expect(readFileSync(p, 'utf8')).toBe(HOLD);
    expect(r.stderr).toContain('No fixes applied.');
  });

  it('removing M when the material text is missing is a suggestion: shown, not applied, offered as a non-preferred quick fix', () => {
    const { dir, home } = tempRepo();
    const p = put(dir, 'mat.spell.yaml', NO_MATERIAL);
    const r = cli(dir, home, ['lint', '-f', 'json', '--fix', '.']);
    const msgs = JSON.parse(r.stdout)[0].messages as Array<{ ruleId: string; fixable?: boolean }>;
    expect(msgs.map((m) => m.ruleId)).toEqual(['5e/material-component']);
    expect(msgs[0]!.fixable).toBeUndefined(); // not "fixable with --fix"
    expect(readFileSync(p, 'utf8')).toBe(NO_MATERIAL);
    const a = service.analyze(NO_MATERIAL);
    const actions = service.codeActions(a, 0, NO_MATERIAL.length).filter((x) => x.diagnostic.code === '5e/material-component');
    expect(actions.map((x) => [x.title, x.kind, x.preferred])).toEqual([['Remove M from the components', 'suggestion', false]]);
  });

  it('a safe fix of a shown warning is applied and listed (file:line, rule, what); --quiet leaves warnings alone', () => {
    const { dir, home } = tempRepo();
    const p = put(dir, 'cone.spell.yaml', CONE);
    const quiet = cli(dir, home, ['lint', '--quiet', '--fix', '.']);
    expect(readFileSync(p, 'utf8')).toBe(CONE);
    expect(quiet.stderr).toContain('No fixes applied.');
    const r = cli(dir, home, ['lint', '--fix', '.']);
    expect(r.status).toBe(0);
    expect(readFileSync(p, 'utf8')).toBe(CONE.replace('range: 15 feet', 'range: Self (15-foot cone)'));
    expect(r.stderr).toContain('cone.spell.yaml:5  5e/cone-line-range  Set range to Self (15-foot cone)');
    expect(r.stderr).toContain('Fixed 1 problem in 1 file.');
  });

  it('every rule fix in the fixtures says whether it is safe or a suggestion', () => {
    const root = resolve(__dirname, '../fixtures/rules');
    const walk = (d: string): string[] => readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : [join(d, f)]));
    const kinds = new Map<string, Set<string>>();
    for (const f of walk(root).filter((x) => x.endsWith('.yaml') && !x.endsWith('.fixed.yaml'))) {
      for (const d of service.analyze(readFileSync(f, 'utf8')).diagnostics) {
        for (const fix of d.fixes ?? []) {
          expect(['safe', 'suggestion'], `${f}: ${d.code} "${fix.title}"`).toContain(fix.kind);
          const s = kinds.get(d.code) ?? new Set<string>();
          s.add(fix.kind!);
          kinds.set(d.code, s);
        }
      }
    }
    // The lossy ones, by hand from what each fix does: removing data, or choosing between two conflicting values.
    for (const code of ['5e/half-caster-level', 'dnd35/personal-no-save', '5e/cantrip-ritual', '5e/area-grid', 'dnd35/line-range']) {
      if (kinds.has(code)) expect([...kinds.get(code)!], code).toEqual(['suggestion']);
    }
    expect(kinds.size).toBeGreaterThan(5);
  });
});

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
