/**
 * Game rules through the service: every fixture under test/fixtures/rules/
 * (`<prefix>/<rule>/<name>.yaml`, code `<prefix>/<rule>`) is analysed and its
 * rule findings compared exactly with `<name>.expected.json`. Names say what
 * a fixture shows: `pass*` (a clean file, no finding at all), `fail*` (the
 * rule fires, every finding with a fix), `fail-nofix*` (fires, no fix),
 * `quiet*` (another check reports, the rule stays quiet). Fixable
 * fixtures are fixed with `fixAll` and compared byte for byte with
 * `<name>.fixed.yaml`, re-analysed (no finding of the rule left) and fixed
 * again (nothing changes). Plus: registry metadata, robustness on values of
 * any type (rules run on spells that failed the schema), and the samples.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { dump } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { createSpellService, fixAll } from '../../../../server/src/service/service';
import { DATASET_RULES, RULES } from '../../../../server/src/service/rules/index';
import type { Analysis } from '../../../../server/src/service/analysis';
import { corpusText } from '../../../helpers/corpus';
import { messageIn } from '../../../../server/src/service/i18n';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const FIXTURES = resolve(ROOT, 'test/fixtures/rules');
const service = createSpellService();
const RULE_CODES = new Set<string>([...RULES.map((r) => r.code), ...DATASET_RULES.map((r) => r.code)]);

/** Expected finding, 1-based like ESLint. */
interface Expected {
  code: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  severity: string;
}

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...walk(p));
    else out.push(p);
  }
  return out;
}

/** Rule findings (and internal failures) of an analysis, in the fixture format. */
function findings(a: Analysis): Expected[] {
  return a.diagnostics
    .filter((d) => RULE_CODES.has(d.code) || d.code.startsWith('internal/'))
    .map((d) => {
      const s = a.lines.positionAt(d.start);
      const e = a.lines.positionAt(d.end);
      return { code: d.code, line: s.line + 1, column: s.character + 1, endLine: e.line + 1, endColumn: e.character + 1, severity: d.severity };
    });
}

const fixtureFiles = walk(FIXTURES).filter((f) => f.endsWith('.yaml') && !f.endsWith('.fixed.yaml'));
const fixtures = fixtureFiles.map((file) => {
  const rel = relative(FIXTURES, file);
  const parts = rel.split('/');
  return { file, rel, code: `${parts[0]}/${parts[1]}`, name: parts[parts.length - 1]!.replace(/\.yaml$/, '') };
});

describe('rule fixtures', () => {
  it('has fixtures', () => {
    expect(fixtures.length).toBeGreaterThan(40);
  });

  it.each(fixtures)('$rel: findings match the expected file', ({ file, code, name }) => {
    const text = readFileSync(file, 'utf8');
    const a = service.analyze(text);
    const expected = JSON.parse(readFileSync(file.replace(/\.yaml$/, '.expected.json'), 'utf8')) as Expected[];
    expect(findings(a)).toEqual(expected);
    expect(RULE_CODES.has(code)).toBe(true);
    if (name.startsWith('pass')) {
      // A passing fixture is a clean spell file: no schema, parser or rule finding at all.
      expect(a.diagnostics.map((d) => `${d.code}: ${messageIn('en', d)}`)).toEqual([]);
    } else if (name.startsWith('quiet')) {
      // The rule stays quiet where another check (the schema) already reports.
      expect(expected.some((e) => e.code === code)).toBe(false);
    } else {
      expect(expected.some((e) => e.code === code)).toBe(true);
    }
    const own = a.diagnostics.filter((d) => d.code === code);
    if (name.includes('nofix')) expect(own.filter((d) => d.fixes && d.fixes.length > 0)).toEqual([]);
    else if (name.startsWith('fail')) for (const d of own) expect(d.fixes?.length ?? 0, `${messageIn('en', d)} has no fix`).toBeGreaterThan(0);
  });

  const fixable = fixtures.filter((f) => existsSync(f.file.replace(/\.yaml$/, '.fixed.yaml')));
  it.each(fixable)('$rel: fixAll gives the .fixed.yaml text, fixes every finding, and is idempotent', ({ file, code }) => {
    const text = readFileSync(file, 'utf8');
    const want = readFileSync(file.replace(/\.yaml$/, '.fixed.yaml'), 'utf8');
    // Every fix of the rule (suggestions and info-level findings too): this checks the fixes' text, not what --fix picks.
    const all = { include: () => true, suggestions: true };
    const once = fixAll(service, text, undefined, all);
    expect(once.text).toBe(want);
    expect(once.fixed).toBeGreaterThan(0);
    expect(service.analyze(once.text).diagnostics.filter((d) => d.code === code)).toEqual([]);
    const twice = fixAll(service, once.text, undefined, all);
    expect(twice.text).toBe(once.text);
    expect(twice.fixed).toBe(0);
  });

  it('every fixture whose rule findings carry fixes has a .fixed.yaml', () => {
    const missing = fixtures.filter(({ file }) => {
      const a = service.analyze(readFileSync(file, 'utf8'));
      return a.diagnostics.some((d) => RULE_CODES.has(d.code) && d.fixes && d.fixes.length > 0) && !existsSync(file.replace(/\.yaml$/, '.fixed.yaml'));
    });
    expect(missing.map((f) => f.rel)).toEqual([]);
  });

  it('every rule has a passing and a failing fixture; every rule with a fix has a fixed one', () => {
    for (const rule of RULES) {
      const mine = fixtures.filter((f) => f.code === rule.code);
      expect(mine.some((f) => f.name.startsWith('pass')), `${rule.code}: pass fixture`).toBe(true);
      expect(mine.some((f) => f.name.startsWith('fail')), `${rule.code}: fail fixture`).toBe(true);
      if (rule.fix) expect(mine.some((f) => existsSync(f.file.replace(/\.yaml$/, '.fixed.yaml'))), `${rule.code}: fixed fixture`).toBe(true);
    }
  });
});

describe('rule registry', () => {
  it('has unique, well-formed codes and documented rules', () => {
    const codes = RULES.map((r) => r.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const r of RULES) {
      expect(r.code).toMatch(/^(5e|5e24|tov|dnd35|wfb)\/[a-z0-9-]+$/);
      expect(r.title.length).toBeGreaterThan(10);
      // The 2024 rules cite the SRD 5.2 by name; the others a numbered rule text.
      expect(r.doc).toMatch(r.code.startsWith('5e24/') ? /SRD 5\.2/ : /[Ss]eed 00[0234]/);
      expect(['error', 'warning', 'info', 'hint']).toContain(r.defaultSeverity);
      expect(r.systems.length).toBeGreaterThan(0);
      const prefix = r.code.split('/')[0];
      if (prefix === 'tov') expect(r.systems).toEqual(['tov']);
      if (prefix === 'dnd35') expect(r.systems).toEqual(['dnd35']);
      if (prefix === 'wfb') expect(r.systems).toEqual(['wfb']);
      if (prefix === '5e') expect([...r.systems].sort()).toEqual(['dnd5e', 'tov']);
      // A 2014 rule never runs on a 2024 spell and the other way round.
      if (prefix === '5e') expect(r.editions).toBeUndefined();
      if (prefix === '5e24') expect([r.systems, r.editions]).toEqual([['dnd5e'], ['2024']]);
    }
  });

  it('rules without a fix note never offer fixes in the fixtures', () => {
    const noFix = new Set(RULES.filter((r) => !r.fix).map((r) => r.code));
    for (const { file } of fixtures) {
      for (const d of service.analyze(readFileSync(file, 'utf8')).diagnostics) {
        if (noFix.has(d.code)) expect(d.fixes ?? [], `${d.code} in ${file}`).toEqual([]);
      }
    }
  });
});

/** A clean spell of each system, as a starting point for mutations. */
const BASES: Record<string, Record<string, unknown>> = {
  dnd5e: {
    name: 'Base',
    level: 3,
    school: 'evocation',
    casting_time: '1 action',
    range: '150 feet',
    components: ['V', 'S', 'M'],
    material: 'A tiny ball of bat guano.',
    duration: 'Concentration, up to 1 minute',
    concentration: true,
    area: { shape: 'sphere', radius: 20 },
    damage: { dice: '8d6', type: 'fire', per_slot: '1d6', at_slot_level: { 5: '10d6' } },
    classes: ['wizard', 'paladin'],
  },
  tov: {
    name: 'Base',
    circle: 2,
    source: 'arcane',
    school: 'evocation',
    casting_time: '10 minutes',
    range: 'Self (15-foot cone)',
    components: ['V', 'S'],
    duration: 'Instantaneous',
    ritual: true,
    area: { shape: 'cone', length: 15 },
    damage: [{ dice: '2d6', type: 'cold' }],
  },
  dnd35: {
    name: 'Base',
    levels: { wizard: 3 },
    school: 'evocation',
    range: '120 ft.',
    area: '120-ft. line',
    target: 'you',
    effect: 'ray',
    saving_throw: 'Reflex half',
    spell_resistance: 'yes',
    attack: 'ranged touch',
  },
  wfb: { name: 'Base', lore: 'fire', casting_value: 8, boosted: [{ casting_value: 11, effect: 'more' }] },
};

const ODD_VALUES: unknown[] = [
  null, 0, -3, 2.5, 40, 1e9, '', ' ', 'x', '1 reaction', '1 Reaction, ', 'Concentration, up to 1 minute', 'Self (15-foot cone)', 'Self (0-foot line)',
  '60 ft.', '18 m', '10-ft.-radius (S)', '5 ft. cube (S)', '7+', 'you', 'personal', 'ray', [], [null], ['V', 'V', 7], ['m', 'x'], [[]], [{}], {},
  { shape: 'cone' }, { shape: 'line', length: -5, unit: 'm' }, { shape: 'cube', size: 'big' }, { dice: 7 }, { dice: '1d6', per_slot: 3, at_slot_level: [1, 2] },
  { dice: '1d6', per_character_level: { 0: 'x', 5: null } }, { amount: 'one', unit: 'reaction', trigger: 5 }, { distance: -1, unit: 'm' }, { kind: 'self' },
  { casting_value: '2' }, true, false,
];

/** Analyse one spell (dumped to YAML) and return internal failures. */
function internalFailures(system: string, spell: Record<string, unknown>): string[] {
  const text = dump({ system, spells: [spell] }, { noRefs: true, lineWidth: -1 });
  return service
    .analyze(text)
    .diagnostics.filter((d) => d.code.startsWith('internal/'))
    .map((d) => `${d.code}: ${messageIn('en', d)}`);
}

describe('rules never throw on values of any type', () => {
  it.each(Object.keys(BASES))('%s: each top-level key set to odd values', (system) => {
    const base = BASES[system]!;
    const keys = [...new Set([...Object.keys(BASES.dnd5e!), ...Object.keys(BASES.tov!), ...Object.keys(BASES.dnd35!), ...Object.keys(BASES.wfb!), 'heal', 'higher_levels', 'description', 'material'])];
    for (const key of keys) {
      for (const v of ODD_VALUES) {
        expect(internalFailures(system, { ...base, [key]: v }), `${system} ${key}=${JSON.stringify(v)}`).toEqual([]);
      }
    }
  });

  it.each(Object.keys(BASES))('%s: nested keys (area, damage, boosted, casting time) set to odd values', (system) => {
    const base = BASES[system]!;
    const nested: Array<[string, string[]]> = [
      ['area', ['shape', 'radius', 'length', 'size', 'height', 'width', 'unit', 'shapeable']],
      ['damage', ['dice', 'type', 'per_slot', 'per_character_level', 'at_slot_level']],
      ['heal', ['dice', 'per_slot', 'at_slot_level']],
      ['casting_time', ['amount', 'unit', 'trigger']],
      ['duration', ['amount', 'unit', 'concentration', 'until_dispelled']],
      ['material', ['text', 'cost_gp', 'consumed']],
    ];
    for (const [key, subs] of nested) {
      for (const sub of subs) {
        for (const v of ODD_VALUES) {
          const inner = { shape: 'line', length: 30, dice: '1d6', amount: 1, unit: 'reaction', text: 'x', [sub]: v };
          expect(internalFailures(system, { ...base, [key]: inner }), `${system} ${key}.${sub}=${JSON.stringify(v)}`).toEqual([]);
          expect(internalFailures(system, { ...base, [key]: [inner, v] }), `${system} ${key}[].${sub}=${JSON.stringify(v)}`).toEqual([]);
        }
      }
      for (const v of ODD_VALUES) {
        expect(internalFailures(system, { ...base, boosted: [{ casting_value: v, effect: 'x' }, v] }), `${system} boosted ${JSON.stringify(v)}`).toEqual([]);
      }
    }
  });

  it('random spells (fast-check) produce no internal failure', () => {
    const key = fc.constantFrom(
      'name', 'level', 'circle', 'source', 'casting_time', 'range', 'components', 'material', 'duration', 'concentration', 'ritual', 'area',
      'damage', 'heal', 'classes', 'target', 'effect', 'saving_throw', 'spell_resistance', 'attack', 'casting_value', 'boosted', 'higher_levels', 'description',
    );
    fc.assert(
      fc.property(fc.constantFrom('dnd5e', 'tov', 'dnd35', 'wfb'), fc.dictionary(key, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 8 }), (system, extra) => {
        expect(internalFailures(system, { ...BASES[system]!, ...extra })).toEqual([]);
      }),
      { numRuns: 300, seed: 20240601 },
    );
  });
});

describe('samples', () => {
  const files = existsSync(resolve(ROOT, 'samples')) ? walk(resolve(ROOT, 'samples')).filter((f) => /\.ya?ml$/.test(f)) : [];

  it('hand-written samples have no rule errors or warnings (deliberately broken samples excepted)', () => {
    const problems: string[] = [];
    for (const file of files) {
      const rel = relative(ROOT, file);
      if (/broken|invalid|errors?|bad/i.test(rel)) continue;
      const a = service.analyze(readFileSync(file, 'utf8'));
      for (const d of a.diagnostics) {
        if ((RULE_CODES.has(d.code) || d.code.startsWith('internal/')) && (d.severity === 'error' || d.severity === 'warning')) {
          problems.push(`${rel}:${a.lines.positionAt(d.start).line + 1} ${d.code}: ${messageIn('en', d)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('no sample, broken or not, makes a rule fail', () => {
    for (const file of files) {
      const a = service.analyze(readFileSync(file, 'utf8'));
      expect(a.diagnostics.filter((d) => d.code.startsWith('internal/')).map((d) => messageIn('en', d)), relative(ROOT, file)).toEqual([]);
    }
  });
});

describe('rules read node trees only to report', () => {
  // The analyzer builds a spell's node tree lazily (only when a rule or the
  // schema mapping asks for ranges), so a rule that finds nothing must not
  // touch `spell.node`: run each rule with a node that throws, and when it
  // throws, check that the rule does report on that spell.
  const texts = [
    ...fixtures.map((f) => readFileSync(f.file, 'utf8')),
    // The real corpora, converted in memory from ../shared/corpus (absent: the fixtures alone).
    ...(['srd', 'psrd'] as const).map((n) => corpusText(n)).filter((t): t is string => t !== undefined),
  ];
  it('no rule touches spell.node unless it reports', () => {
    const offenders: string[] = [];
    let checked = 0;
    for (const text of texts) {
      for (const s of service.analyze(text).spells) {
        for (const rule of RULES) {
          if (!rule.systems.includes(s.system)) continue;
          checked++;
          const lazy = { value: s.value, system: s.system, text: s.text, get node(): never { throw new Error('node read'); } };
          try {
            rule.check(lazy, () => undefined);
          } catch {
            let reported = 0;
            rule.check({ value: s.value, system: s.system, text: s.text, node: s.node }, () => reported++);
            if (reported === 0) offenders.push(`${rule.code} on ${String(s.value.name)}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(offenders).toEqual([]);
  });
});
