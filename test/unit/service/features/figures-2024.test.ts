/**
 * The figures of a spell read under the 2024 rules: its area counted on the
 * 2024 grid and named after the SRD 5.2, the concentration DC capped at 30,
 * and none of the 2014-only figures (identify DC, spell points, the PHB's
 * class tables). The same spell under the 2014 rules keeps its 2014 figures.
 * Every number is worked out by hand from the SRD 5.2 text (see the comments).
 */
import { describe, expect, it } from 'vitest';
import { createSpellService } from '../../../../server/src/service/service';
import { normaliseSettings } from '../../../../server/src/service/settings';
import { explainSpells } from '../../../../server/src/service/features/explain';
import { explainText } from '../../../../server/src/service/index';

const svc = createSpellService();
const settings = normaliseSettings({});

const SPIRIT_GUARDIANS = (rules: string, area: string) =>
  [`rules: ${rules}`, 'spells:', '  - name: Spirit Guardians', '    level: 3', '    school: conjuration', `    casting_time: ${rules === '2024' ? 'Action' : '1 action'}`, `    range: ${rules === '2024' ? 'Self (15-foot Emanation)' : 'Self (15-foot radius)'}`, ...(area ? [`    area: ${area}`] : []), '    components: [V, S, M]', '    material: a prayer scroll', '    duration: Concentration, up to 10 minutes', '    concentration: true', '    description: Protective spirits flit around you.', ''].join('\n');

const METEOR = (rules: string) =>
  [`rules: ${rules}`, 'spells:', '  - name: Meteor Swarm', '    level: 9', '    school: evocation', `    casting_time: ${rules === '2024' ? 'Action' : '1 action'}`, '    range: 1 mile', '    components: [V, S]', '    duration: Instantaneous', '    damage: { dice: 40d6, type: fire }', '    description: Blazing orbs of fire plummet to the ground.', ''].join('\n');

const explain = (text: string) => {
  const a = svc.analyze(text, settings);
  expect(a.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return explainSpells(a, settings).spells[0]!;
};

describe('a 2024 spell\'s area', () => {
  it('Spirit Guardians from its range alone: 48 squares on the 2024 grid (7 x 7 around a Medium caster, less its square), SRD 5.2', () => {
    const s = explain(SPIRIT_GUARDIANS('2024', ''));
    expect(s.area?.squares).toEqual({ grid24: 48 });
    expect(s.area?.origin).toEqual({ size: 'medium', included: false });
    expect(s.sources?.area).toBe('SRD 5.2');
    expect(explainText(s, 'en')).toContain('area: 15-ft emanation, Medium origin: 2024 grid 48 squares [SRD 5.2]');
  });

  it('its area mapping says the origin: a Large caster 60 (8 x 8 - 4), the caster\'s square included 49', () => {
    expect(explain(SPIRIT_GUARDIANS('2024', '{ shape: emanation, distance: 15, origin_size: large }')).area?.squares).toEqual({ grid24: 60 });
    expect(explain(SPIRIT_GUARDIANS('2024', '{ shape: emanation, distance: 15, include_origin: true }')).area?.squares).toEqual({ grid24: 49 });
  });

  it('the same spell under the 2014 rules is a 15-ft radius counted by the 2014 methods, never the 2024 grid', () => {
    const s = explain(SPIRIT_GUARDIANS('2014', ''));
    expect(Object.keys(s.area?.squares ?? {})).toEqual(['dmg', 'template', 'token']);
    expect(s.sources?.area).not.toBe('SRD 5.2');
  });
});

describe('2024 numbers', () => {
  it('the concentration DC of a 40d6 hit (average 140, half 70) is 30 under the 2024 rules, 70 under the 2014 rules', () => {
    expect(explain(METEOR('2024')).concentrationDc).toBe(30);
    expect(explain(METEOR('2014')).concentrationDc).toBe(70);
    expect(explain(METEOR('2024')).sources?.concentrationDc).toBe('SRD 5.2');
  });

  it('a 2024 spell gets no 2014-only figure: no identify DC, spell points or lowest caster level from the PHB', () => {
    const s = explain(METEOR('2024'));
    expect(s.identifyDc).toBeUndefined();
    expect(s.spellPoints).toBeUndefined();
    expect(s.minCasterLevel).toBeUndefined();
    const old = explain(METEOR('2014'));
    expect(old.identifyDc).toBe(24);
    expect(old.minCasterLevel?.full).toBe(17);
  });
});

describe('the area hover of a 2024 spell', () => {
  it('says the 2024 grid, its 48 squares and the SRD 5.2', () => {
    const text = SPIRIT_GUARDIANS('2024', '{ shape: emanation, distance: 15 }');
    const a = svc.analyze(text, settings);
    const h = svc.hover(a, text.indexOf('shape: emanation'), settings, 'ascii');
    expect(h?.markdown).toContain('2024 grid');
    expect(h?.markdown).toContain('48');
    expect(h?.markdown).toContain('SRD 5.2');
  });
});

describe('the 2014 methods on a 2024 spell, only where it asks for them', () => {
  const FIREBALL = (extra: string) =>
    ['rules: 2024', 'spells:', '  - name: Fireball', '    level: 3', '    school: evocation', '    casting_time: Action', '    range: 150 feet', '    area: { shape: sphere, radius: 20 }', ...(extra ? [`    ${extra}`] : []), '    components: [V]', '    duration: Instantaneous', '    description: x', ''].join('\n');
  it('a 20-ft sphere: 8 x 8 = 64 on the 2024 grid; with grid_methods [dmg, token] also the DMG rule\'s 52 and the token method\'s 64 (docs/geometry.md anchors)', () => {
    expect(explain(FIREBALL('')).area?.squares).toEqual({ grid24: 64 });
    expect(explain(FIREBALL('grid_methods: [dmg, token]')).area?.squares).toEqual({ grid24: 64, dmg: 52, token: 64 });
  });
  it('an emanation is counted on the 2024 grid only, whatever grid_methods asks', () => {
    expect(explain(SPIRIT_GUARDIANS('2024', '{ shape: emanation, distance: 15 }\n    grid_methods: [dmg]')).area?.squares).toEqual({ grid24: 48 });
  });
  it('grid_methods is a 2024 key: a 2014 spell that writes it gets a schema finding', () => {
    const text = FIREBALL('grid_methods: [dmg]').replace('rules: 2024', 'rules: 2014').replace('casting_time: Action', 'casting_time: 1 action');
    expect(svc.analyze(text, settings).diagnostics.map((d) => d.code)).toContain('schema/unknown-key');
  });
});
