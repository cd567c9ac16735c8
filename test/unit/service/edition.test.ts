/**
 * The D&D 5e edition a spell is read under, said once: a file's `rules:`
 * (beside `system:`) sets it for its D&D 5e spells, a spell's own `rules:`
 * overrides it, and a file that says none is 2014. A 2024 spell is validated
 * against the 2024 definition (the SRD 5.2's wording), a 2014 spell exactly
 * as before; other systems ignore the key. The keystroke path and the item
 * workers' path carry the file's edition as the whole-file path does.
 */
import { describe, expect, it } from 'vitest';
import { createSpellService } from '../../../server/src/service/service';
import { DEFAULT_SETTINGS, normaliseSettings } from '../../../server/src/service/settings';
import { splitFile } from '../../../server/src/service/parse/split';
import { readEdition } from '../../../server/src/service/types';

const svc = createSpellService();

/** A spell mapping's lines under `spells:` (indented two), with `casting_time` and `range` as given. */
function spell(name: string, castingTime: string, range: string, extra = ''): string {
  return [`  - name: ${name}`, '    level: 3', '    school: conjuration', `    casting_time: ${castingTime}`, `    range: ${range}`, '    components: [V, S]', '    duration: Instantaneous', ...(extra ? [extra] : [])].join('\n');
}

const codes = (text: string) => svc.analyze(text).diagnostics.map((d) => `${d.code}@${text.slice(d.start, d.end)}`);

describe('readEdition', () => {
  it('reads 2014 and 2024 as numbers or text, nothing else', () => {
    expect([2014, '2014', 2024, '2024'].map(readEdition)).toEqual(['2014', '2014', '2024', '2024']);
    for (const v of [2020, '2024 ', 'v2024', null, undefined, true, {}]) expect(readEdition(v)).toBeUndefined();
  });
});

describe('the edition of each spell', () => {
  it('a file that says nothing is 2014; `rules: 2024` makes its D&D 5e spells 2024; a spell overrides it', () => {
    const a = svc.analyze(['rules: 2024', 'spells:', spell('A', 'Action', '60 feet'), spell('B', '1 action', '60 feet', '    rules: 2014'), spell('C', 'Action', "60 feet", "    rules: '2024'")].join('\n') + '\n');
    expect(a.spells.map((s) => `${s.name}:${s.edition}`)).toEqual(['A:2024', 'B:2014', 'C:2024']);
    const b = svc.analyze(['spells:', spell('A', '1 action', '60 feet'), spell('B', 'Action', '60 feet', '    rules: 2024')].join('\n') + '\n');
    expect(b.spells.map((s) => `${s.name}:${s.edition}`)).toEqual(['A:2014', 'B:2024']);
    expect(b.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('a single-spell document says its rules as a spell key', () => {
    const one = ['name: Spirit Guardians', 'rules: 2024', 'level: 3', 'school: conjuration', 'casting_time: Action', 'range: Self (15-foot Emanation)', 'components: [V, S, M]', 'material: a prayer scroll', 'duration: Concentration, up to 10 minutes', 'concentration: true', 'area: { shape: emanation, distance: 15 }', ''].join('\n');
    const a = svc.analyze(one);
    expect(a.spells[0]!.edition).toBe('2024');
    expect(a.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('the other systems ignore the file\'s rules and refuse a spell\'s own', () => {
    const text = ['system: tov', 'rules: 2024', 'spells:', '  - {name: A, circle: 1, source: arcane, school: evocation, casting_time: 1 action, range: 60 feet, components: [V], duration: Instantaneous}', '  - {name: B, circle: 1, source: arcane, school: evocation, casting_time: 1 action, range: 60 feet, components: [V], duration: Instantaneous, rules: 2024}', ''].join('\n');
    const a = svc.analyze(text);
    expect(a.spells.map((s) => s.edition)).toEqual(['2014', '2014']);
    expect(codes(text)).toEqual(['schema/unknown-key@rules']);
  });

  it('a rules value other than 2014 or 2024 is a schema error, in the header and in a spell', () => {
    const text = ['rules: 2020', 'spells:', spell('A', '1 action', '60 feet', '    rules: 5.2')].join('\n') + '\n';
    expect(codes(text)).toEqual(['schema/enum@2020', 'schema/enum@5.2']);
  });
});

describe('2024 wording is read in a 2024 file only', () => {
  const forms: Array<[string, string]> = [
    ['Action', '60 feet'],
    ['Bonus Action', '60 feet'],
    ['Reaction, which you take when a creature you can see within 60 feet of yourself casts a spell', '60 feet'],
    ['Action or 8 hours', '150 feet'],
    ['1 minute or Ritual', 'Touch'],
    ['Action or Ritual', 'Self'],
    ['{ amount: 1, unit: minute, ritual: true }', 'Touch'],
    ['[{ amount: 1, unit: action }, { amount: 8, unit: hour }]', '150 feet'],
    ['Action', 'Self (15-foot Emanation)'],
  ];
  it.each(forms)('%s with range %s: clean under 2024, a schema error under 2014 (as before)', (ct, range) => {
    const body = ['spells:', spell('X', ct, range)].join('\n') + '\n';
    const in2024 = svc.analyze('rules: 2024\n' + body).diagnostics.filter((d) => d.code.startsWith('schema/'));
    expect(in2024).toEqual([]);
    const in2014 = svc.analyze(body).diagnostics.filter((d) => d.code.startsWith('schema/'));
    expect(in2014.length).toBeGreaterThan(0);
  });

  it('an emanation takes `distance` and the glossary\'s keys; a sphere does not', () => {
    const ok = ['rules: 2024', 'spells:', spell('X', 'Action', 'Self (15-foot Emanation)', '    area: { shape: emanation, distance: 15, origin: creature, origin_size: large, include_origin: true, stationary: true }')].join('\n') + '\n';
    expect(codes(ok)).toEqual([]);
    const bad = ['rules: 2024', 'spells:', spell('X', 'Action', 'Self (15-foot Emanation)', '    area: { shape: emanation, radius: 15 }'), spell('Z', 'Action', '150 feet', '    area: { shape: sphere, radius: 20, distance: 20 }')].join('\n') + '\n';
    expect(codes(bad)).toEqual(['schema/required@area', 'schema/not-allowed@15', 'schema/not-allowed@20']);
  });
});

describe('every path carries the file\'s edition', () => {
  const text = ['rules: 2024', 'spells:', ...Array.from({ length: 6 }, (_, i) => spell(`S${i}`, 'Action', '60 feet'))].join('\n') + '\n';

  it('an edit in one item is re-checked under the file\'s rules, as a fresh analysis checks it', () => {
    const prev = svc.analyze(text, DEFAULT_SETTINGS);
    const at = text.indexOf('casting_time: Action', text.indexOf('S2'));
    const next = text.slice(0, at) + 'casting_time: Bonus Action' + text.slice(at + 'casting_time: Action'.length);
    const incremental = svc.analyze(next, DEFAULT_SETTINGS, prev);
    const fresh = svc.analyze(next, DEFAULT_SETTINGS);
    expect(incremental.stats.incremental).toBe(true);
    expect(incremental.spells.map((s) => s.edition)).toEqual(fresh.spells.map((s) => s.edition));
    expect(incremental.diagnostics).toEqual(fresh.diagnostics);
    expect(fresh.diagnostics).toEqual([]);
  });

  it('checkItems (the CLI workers\' entry) takes the file\'s edition', () => {
    const split = splitFile(text, 0)[0]!;
    const as2024 = svc.checkItems(text, split.items, 'dnd5e', '2024');
    const as2014 = svc.checkItems(text, split.items, 'dnd5e', '2014');
    expect(as2024.every((r) => r.edition === '2024' && r.problems.length === 0)).toBe(true);
    expect(as2014.every((r) => r.edition === '2014' && r.problems.some((p) => p.code === 'schema/pattern'))).toBe(true);
  });

  it('the header\'s rules change re-checks every spell', () => {
    const prev = svc.analyze(text, DEFAULT_SETTINGS);
    const next = text.replace('rules: 2024', 'rules: 2014');
    const after = svc.analyze(next, normaliseSettings({}), prev);
    expect(after.spells.every((s) => s.edition === '2014')).toBe(true);
    expect(after.diagnostics.filter((d) => d.code === 'schema/pattern')).toHaveLength(6);
  });
});

describe('names: the 2014 and the 2024 spell of one name are two spells', () => {
  it('no duplicate-name finding across editions; one within an edition', () => {
    const text = ['spells:', spell('Fireball', '1 action', '150 feet'), spell('Fireball', 'Action', '150 feet', '    rules: 2024'), spell('fireball', 'Action', '150 feet', '    rules: 2024')].join('\n') + '\n';
    expect(codes(text)).toEqual(['dataset/duplicate-name@fireball']);
  });
});
