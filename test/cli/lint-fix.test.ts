/**
 * `grimoire lint --fix`, run as the built CLI: it applies only fixes for
 * findings the report shows (an info-level `concentration: true` is not
 * added), never a lossy one (removing `M` from `[V, S, M]` when the material
 * text is missing is a suggestion: a quick fix that is not preferred), and
 * prints what it changed; every rule fix in the fixtures says whether it is
 * safe or a suggestion; the schema's quick fixes (a misspelt key, a quoted
 * number, tab-indented items) applied from the command line. One-pass fixing
 * itself is compared with the plain way in test/unit/service/fix-all.test.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSpellService } from '../../server/src/service/service';
import { cli, put, tempRepo } from '../security/cli-env';
import { cleanSpell as spell } from '../helpers/spells';
import { fixTitleIn } from '../../server/src/service/i18n';

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
    expect(actions.map((x) => [fixTitleIn('en', x), x.kind, x.preferred])).toEqual([['Remove M from the components', 'suggestion', false]]);
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

describe('grimoire lint --fix and the quick fixes', () => {
  it('fixes a misspelt key, a quoted level and tab-indented list items; leaves a guessed nesting alone', () => {
    const { dir, home } = tempRepo();
    const good = spell({}) + 'classes:\n  - wizard\n';
    const a = put(dir, 'spells/a.spell.yaml', spell({ 2: 'level: "1"', 6: 'compnents: [V, S]' }) + 'classes:\n\t- wizard\n');
    const b = put(dir, 'spells/b.spell.yaml', spell({ 3: '\tschool: evocation' }));
    const before = readFileSync(b, 'utf8');
    const r = cli(dir, home, ['lint', '--fix', 'spells']);
    expect(readFileSync(a, 'utf8')).toBe(good);
    expect(readFileSync(b, 'utf8')).toBe(before);
    expect(r.stderr).toMatch(/Rename `compnents` to `components`/);
    expect(r.status).toBe(1); // b still has its tab: a suggestion is never applied unattended
  });
});
