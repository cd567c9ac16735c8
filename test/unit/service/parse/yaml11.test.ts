/**
 * YAML 1.1 against 1.2 (parse/yaml11.ts): where a YAML 1.1 loader reads a
 * plain value otherwise than Grimoire (YAML 1.2 core), a `yaml/yaml11`
 * warning says what each reads, with a quick fix. Expected readings are from
 * the YAML 1.1 type repository (bool, int, float: yaml.org/type/) and the
 * YAML 1.2 core schema (spec 10.3.2), written out by hand here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BOOLEAN_KEYS, hasYaml11Candidate, read11, read12 } from '../../../../server/src/service/parse/yaml11';
import { createSpellService } from '../../../../server/src/service/service';
import { DEFAULT_SETTINGS } from '../../../../server/src/service/settings';
import { messageIn, fixTitleIn } from '../../../../server/src/service/i18n';

const service = createSpellService();

/** [plain scalar, YAML 1.1 reading, YAML 1.2 reading] */
const READINGS: Array<[string, unknown, unknown]> = [
  ['yes', true, 'yes'],
  ['No', false, 'No'],
  ['ON', true, 'ON'],
  ['off', false, 'off'],
  ['y', true, 'y'],
  ['n', false, 'n'],
  ['true', true, true],
  ['010', 8, 10],
  ['0b11', 3, '0b11'],
  ['1_000', 1000, '1_000'],
  ['0x1F', 31, 31],
  ['0x1_F', 31, '0x1_F'],
  ['0o17', '0o17', 15],
  ['08', '08', 8],
  ['1:30', 90, '1:30'],
  ['190:20:30', 685230, '190:20:30'],
  ['1e3', '1e3', 1000],
  ['1.5e+3', 1500, 1500],
  ['3', 3, 3],
  ['0', 0, 0],
  ['-7', -7, -7],
  ['Instantaneous', 'Instantaneous', 'Instantaneous'],
  ['~', null, null],
];

describe('the two readings', () => {
  it.each(READINGS)('%s: YAML 1.1 %j, YAML 1.2 %j', (raw, v11, v12) => {
    expect(read11(raw)).toEqual(v11);
    expect(read12(raw)).toEqual(v12);
  });

  it('read12 agrees with the yaml package (YAML 1.2 core) on every case', () => {
    for (const [raw] of READINGS) expect(read12(raw)).toEqual(parse(`v: ${raw}`).v);
  });

  it('read11 agrees with the yaml package in YAML 1.1 mode (but on 08 and 1e3, numbers there against the 1.1 int and float patterns, text in PyYAML)', () => {
    for (const [raw, v11] of READINGS) {
      if (raw !== '08' && raw !== '1e3') expect(parse(`v: ${raw}`, { version: '1.1' }).v).toEqual(v11);
    }
  });
});

function at(text: string, needle: string): number {
  const i = text.indexOf(needle);
  if (i < 0) throw new Error(needle);
  return i;
}

const SPELL = (extra: string) => `spells:
  - name: A
    level: 1
    school: evocation
    casting_time: 1 action
    range: 30 feet
    components: [V]
    duration: Instantaneous
  - name: B
    school: evocation
    casting_time: 1 action
    range: 30 feet
    components: [V]
    duration: Instantaneous
${extra}`;

describe('the quick screen misses nothing', () => {
  it('hasYaml11Candidate says yes exactly when the two readings of a plain value differ (generated tokens, as key values, list items and flow items)', () => {
    const tok = fc.stringMatching(/^[-+]?(?:[0-9._:box]{1,6}|[yYnNoOeEsSfF]{1,3}|0x[0-9a-f_]{1,3}|[0-9]{1,3}[eE][-+]?[0-9])$/);
    fc.assert(
      fc.property(tok, fc.constantFrom('v: %', '- %', 'v: [a, %]', 'v: [\n  %\n]', 'v: {k: %}'), (t, form) => {
        const differs = Number.isNaN(read11(t)) !== Number.isNaN(read12(t)) || (!Number.isNaN(read11(t)) && !Object.is(read11(t), read12(t)) && !(read11(t) === 0 && read12(t) === 0));
        expect(hasYaml11Candidate(form.replace('%', t))).toBe(differs);
      }),
      { numRuns: 2000, seed: 11 },
    );
  });
});

describe('findings and quick fixes', () => {
  it('ritual: yes: a warning saying both readings, fixed to true', () => {
    const text = SPELL('    level: 1\n    ritual: yes\n');
    const a = service.analyze(text);
    const d = a.diagnostics.find((x) => x.code === 'yaml/yaml11')!;
    expect(d.severity).toBe('warning');
    expect([d.start, d.end]).toEqual([at(text, 'yes'), at(text, 'yes') + 3]);
    expect(messageIn('en', d)).toContain('the text "yes"');
    expect(messageIn('en', d)).toContain('the boolean true');
    expect(fixTitleIn('en', d.fixes![0]!)).toBe('Write true');
    expect(d.fixes![0]!.edits).toEqual([{ start: at(text, 'yes'), end: at(text, 'yes') + 3, newText: 'true' }]);
    // The schema also says the value is not a boolean.
    expect(a.diagnostics.map((x) => x.code)).toContain('schema/type');
  });

  it('the preferred code action for ritual: yes writes true, and then nothing is left to report', () => {
    const text = SPELL('    level: 1\n    ritual: yes\n');
    const a = service.analyze(text);
    const at0 = at(text, 'yes');
    const actions = service.codeActions(a, at0, at0 + 3).filter((x) => x.diagnostic.code === 'yaml/yaml11');
    const preferred = actions.filter((x) => x.preferred);
    expect(preferred.map((x) => fixTitleIn('en', x))).toEqual(['Write true']);
    const e = preferred[0]!.edits[0]!;
    const fixed = text.slice(0, e.start) + e.newText + text.slice(e.end);
    expect(fixed).toContain('    ritual: true\n');
    expect(service.analyze(fixed).diagnostics).toEqual([]);
  });

  it('level: 010: 10 here, 8 in YAML 1.1; the safe fix keeps 10', () => {
    const text = SPELL('    level: 010\n');
    const a = service.analyze(text);
    const d = a.diagnostics.find((x) => x.code === 'yaml/yaml11')!;
    expect(messageIn('en', d)).toContain('the number 10');
    expect(messageIn('en', d)).toContain('the number 8');
    expect(d.fixes!.map((f) => [fixTitleIn('en', f), f.kind, f.edits[0]!.newText])).toEqual([
      ['Write 10 (the YAML 1.2 reading)', 'safe', '10'],
      ['Write 8 (the YAML 1.1 reading)', 'suggestion', '8'],
    ]);
    expect(a.spells[1]!.value.level).toBe(10);
  });

  it('level: 0b11: text here (a schema error), 3 in YAML 1.1 and js-yaml; fixed to 3', () => {
    const text = SPELL('    level: 0b11\n');
    const a = service.analyze(text);
    expect(a.spells[1]!.value.level).toBe('0b11');
    const d = a.diagnostics.find((x) => x.code === 'yaml/yaml11')!;
    expect(messageIn('en', d)).toContain('js-yaml');
    expect(d.fixes![0]!.edits[0]!.newText).toBe('3');
    expect(a.diagnostics.map((x) => x.code)).toEqual(['schema/type', 'yaml/yaml11']);
  });

  it('a name that YAML 1.1 reads as a boolean is quoted, not turned into true', () => {
    const text = SPELL('    level: 1\n').replace('name: B', 'name: No');
    const d = service.analyze(text).diagnostics.find((x) => x.code === 'yaml/yaml11')!;
    expect(d.fixes![0]!.edits[0]!.newText).toBe('"No"');
    expect(d.fixes![0]!.kind).toBe('safe');
  });

  it('in the header, in a single-spell document and in a flow list', () => {
    const header = service.analyze(`license: yes\n${SPELL('    level: 1\n')}`);
    expect(header.diagnostics.filter((x) => x.code === 'yaml/yaml11').map((x) => x.start)).toEqual([9]);
    const single = 'name: A\nlevel: 1\nschool: evocation\ncasting_time: 1 action\nrange: 30 feet\ncomponents: [V]\nduration: Instantaneous\nclasses: [wizard, on]\n';
    const s = service.analyze(single);
    expect(s.diagnostics.filter((x) => x.code === 'yaml/yaml11').map((x) => single.slice(x.start, x.end))).toEqual(['on']);
    const multi = single.replace('classes: [wizard, on]', 'classes: [\n  wizard,\n  on\n]');
    const m = service.analyze(multi);
    expect(m.diagnostics.filter((x) => x.code === 'yaml/yaml11').map((x) => multi.slice(x.start, x.end))).toEqual(['on']);
  });

  it('quoted, tagged and ordinary values are not flagged; samples have none', () => {
    const text = SPELL('    level: 1\n    description: "yes"\n    book: !!str 010\n');
    expect(service.analyze(text).diagnostics).toEqual([]);
    const root = resolve(__dirname, '../../../../samples');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.yaml'));
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) {
      const t = readFileSync(resolve(root, f), 'utf8');
      expect(service.analyze(t).diagnostics.filter((x) => x.code === 'yaml/yaml11')).toEqual([]);
    }
  });

  it('can be turned off and disabled, unlike the other yaml/* codes', () => {
    const text = SPELL('    level: 08\n');
    expect(service.analyze(text).diagnostics.map((x) => x.code)).toEqual(['yaml/yaml11']);
    const off = service.analyze(text, { ...DEFAULT_SETTINGS, rules: { 'yaml/yaml11': 'off' } });
    expect(off.diagnostics).toEqual([]);
    const disabled = service.analyze(SPELL('    # grimoire-disable-next-line yaml/yaml11\n    level: 08\n'));
    expect(disabled.diagnostics).toEqual([]);
  });
});

describe('BOOLEAN_KEYS', () => {
  it('are exactly the schema properties of type boolean (after $ref)', () => {
    const schema = JSON.parse(readFileSync(resolve(__dirname, '../../../../schemas/spell.schema.json'), 'utf8')) as Record<string, unknown>;
    const defs = schema.definitions as Record<string, Record<string, unknown>>;
    const deref = (n: Record<string, unknown>): Record<string, unknown> => (typeof n.$ref === 'string' ? deref(defs[n.$ref.replace('#/definitions/', '')]!) : n);
    const found = new Set<string>();
    const walk = (n: unknown): void => {
      if (Array.isArray(n)) return n.forEach(walk);
      if (!n || typeof n !== 'object') return;
      const o = n as Record<string, unknown>;
      if (o.properties && typeof o.properties === 'object') {
        for (const [k, v] of Object.entries(o.properties as Record<string, Record<string, unknown>>)) if (deref(v).type === 'boolean') found.add(k);
      }
      for (const v of Object.values(o)) walk(v);
    };
    walk(schema);
    expect([...found].sort()).toEqual([...BOOLEAN_KEYS].sort());
  });
});
