import { describe, expect, it } from 'vitest';
import {
  abilityModifier,
  concentrationDc,
  DEFAULT_PROFILE,
  identifyDc,
  minCasterLevel,
  normaliseProfile,
  proficiencyBonus,
  ritualDispelCircle,
  saveDc,
  saveDcTable,
  spellAttackBonus,
  spellPointCost,
} from '../../../../server/src/service/compute/abilities';
import { render } from '../../../../server/src/service/i18n';

describe('abilityModifier', () => {
  it('matches the 5e table written out by hand', () => {
    // Score -> modifier, from the PHB ability score table (not from the formula).
    const table: Array<[number, number]> = [
      [1, -5], [2, -4], [3, -4], [8, -1], [9, -1], [10, 0], [11, 0],
      [12, 1], [15, 2], [16, 3], [18, 4], [20, 5], [29, 9], [30, 10],
    ];
    for (const [score, mod] of table) expect(abilityModifier(score)).toBe(mod);
  });
  it('rejects non-finite input without throwing', () => {
    expect(abilityModifier(Number.NaN)).toBeUndefined();
    expect(abilityModifier(Infinity)).toBeUndefined();
    expect(abilityModifier('16' as unknown as number)).toBeUndefined();
  });
});

describe('proficiencyBonus', () => {
  it('follows the PHB level bands', () => {
    const bands: Array<[number[], number]> = [
      [[1, 2, 3, 4], 2], [[5, 6, 7, 8], 3], [[9, 10, 11, 12], 4], [[13, 14, 15, 16], 5], [[17, 18, 19, 20], 6],
    ];
    for (const [levels, pb] of bands) for (const l of levels) expect(proficiencyBonus(l)).toBe(pb);
  });
  it('is undefined outside 1-20', () => {
    for (const l of [0, 21, -3, 4.5, Number.NaN]) expect(proficiencyBonus(l)).toBeUndefined();
  });
});

describe('saveDc and spellAttackBonus', () => {
  it('INT 18 at character level 5: DC 15, attack +7', () => {
    // 8 + 4 (INT 18) + 3 (level 5) = 15; 4 + 3 = 7.
    expect(saveDc({ abilityScore: 18, level: 5 })).toBe(15);
    expect(spellAttackBonus({ abilityScore: 18, level: 5 })).toBe(7);
  });
  it('defaults: score 16 (+3), level 5 (+3): DC 14, attack +6', () => {
    expect(saveDc(undefined)).toBe(14);
    expect(spellAttackBonus({})).toBe(6);
  });
  it('adds dcBonus to the DC only', () => {
    expect(saveDc({ abilityScore: 20, level: 17, dcBonus: 2 })).toBe(8 + 5 + 6 + 2);
    expect(spellAttackBonus({ abilityScore: 20, level: 17, dcBonus: 2 })).toBe(11);
  });
  it('fixed dc / attackBonus replace the formula', () => {
    expect(saveDc({ dc: 17, abilityScore: 10 })).toBe(17);
    expect(spellAttackBonus({ attackBonus: 9, abilityScore: 10 })).toBe(9);
  });
  it('an explicit modifier wins over the score', () => {
    expect(saveDc({ abilityModifier: 5, abilityScore: 10, level: 1 })).toBe(15);
  });
  it('accepts a resolved profile (idempotent)', () => {
    const r = normaliseProfile({ abilityScore: 14, level: 9, dcBonus: 1 });
    expect(saveDc(r)).toBe(8 + 2 + 4 + 1);
    expect(normaliseProfile(r).abilityModifier).toBe(2);
  });
});

describe('normaliseProfile', () => {
  it('fills documented defaults and lists them', () => {
    const r = normaliseProfile(undefined);
    expect(r.abilityScore).toBe(DEFAULT_PROFILE.abilityScore);
    expect(r.abilityModifier).toBe(3);
    expect(r.level).toBe(5);
    expect(r.proficiencyBonus).toBe(3);
    expect(r.dcBonus).toBe(0);
    expect(r.wizardLevel).toBe(2);
    expect(r.dc).toBeUndefined();
    expect(r.attackBonus).toBeUndefined();
    expect(r.defaulted.sort()).toEqual(['abilityScore', 'dcBonus', 'level', 'wizardLevel']);
    expect(r.notes).toEqual([]);
  });
  it('clamps, rounds and ignores bad values with notes, never throws', () => {
    const r = normaliseProfile({ abilityScore: 40, level: 0, wizardLevel: 9, dc: 99, dcBonus: 1.6 });
    expect(r.abilityScore).toBe(30);
    expect(r.abilityModifier).toBe(10);
    expect(r.level).toBe(1);
    expect(r.proficiencyBonus).toBe(2);
    expect(r.wizardLevel).toBe(4);
    expect(r.dc).toBe(40);
    expect(r.dcBonus).toBe(2);
    // Each note says what was done to which value, in the order the fields are read (the words as written before they were catalogue references).
    expect(r.notes.map((n) => render('en', n))).toEqual([
      'ability score: 40 is outside 1..30; clamped to 30.',
      'level: 0 is outside 1..20; clamped to 1.',
      'dc bonus: 1.6 rounded to 2.',
      'dc: 99 is outside 1..40; clamped to 40.',
      'wizard level: 9 is outside 1..4; clamped to 4.',
    ]);
    expect(render('uk', r.notes[0]!)).toBe('значення характеристики: 40 поза межами 1..30; обмежено до 30.');
    const s = normaliseProfile({ abilityScore: 'high' as unknown as number, level: Number.NaN });
    expect(s.abilityScore).toBe(16);
    expect(s.level).toBe(5);
    expect(s.notes.map((n) => render('en', n))).toEqual(['ability score: "high" is not a number; ignored.', 'level: null is not a number; ignored.']);
    expect(() => normaliseProfile(42 as unknown as undefined)).not.toThrow();
    expect(normaliseProfile({ abilityModifier: -9 }).abilityModifier).toBe(-5);
  });
  it('notes a score that disagrees with the modifier', () => {
    const r = normaliseProfile({ abilityScore: 10, abilityModifier: 4 });
    expect(r.abilityModifier).toBe(4);
    expect(r.abilityScore).toBeUndefined();
    // Score 10 has modifier floor((10 - 10) / 2) = 0.
    expect(r.notes.map((n) => render('en', n))).toEqual(['ability modifier 4 is used; ability score 10 (modifier 0) is ignored.']);
  });
});

describe('saveDcTable', () => {
  it('has the right shape and corners', () => {
    const t = saveDcTable();
    expect(t.abilityScores).toEqual([10, 12, 14, 16, 18, 20]);
    expect(t.proficiencyBonuses).toEqual([2, 3, 4, 5, 6]);
    const first = t.rows[0]!;
    const last = t.rows[t.rows.length - 1]!;
    expect(first.dcs[0]).toBe(10); // 10 / +2
    expect(first.dcs[4]).toBe(14); // 10 / +6
    expect(last.dcs[0]).toBe(15); // 20 / +2
    expect(last.dcs[4]).toBe(19); // 20 / +6
    // Every cell against saveDc through a profile (score, level with that proficiency).
    const levelFor: Record<number, number> = { 2: 1, 3: 5, 4: 9, 5: 13, 6: 17 };
    for (const row of t.rows) {
      row.dcs.forEach((dc, i) => {
        const pb = t.proficiencyBonuses[i]!;
        expect(dc).toBe(saveDc({ abilityScore: row.abilityScore, level: levelFor[pb]! }));
      });
    }
  });
});

describe('minCasterLevel', () => {
  it('full casters: 2L-1, cantrips at 1, 9th at 17', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((l) => minCasterLevel(l)!.full)).toEqual([1, 1, 3, 5, 7, 9, 11, 13, 15, 17]);
  });
  it('half casters follow the PHB paladin/ranger table', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map((l) => minCasterLevel(l)!.half)).toEqual([
      undefined, 2, 5, 9, 13, 17, undefined, undefined,
    ]);
  });
  it('third casters follow the PHB Eldritch Knight / Arcane Trickster table', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((l) => minCasterLevel(l)!.third)).toEqual([3, 3, 7, 13, 19, undefined, undefined]);
  });
  it('is undefined outside 0-9', () => {
    for (const l of [-1, 10, 2.5, Number.NaN]) expect(minCasterLevel(l)).toBeUndefined();
  });
});

describe('spell points, identify, concentration, ToV ritual circle', () => {
  it('spell point costs', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((l) => spellPointCost(l))).toEqual([0, 2, 3, 5, 6, 7, 9, 10, 11, 13]);
    expect(spellPointCost(10)).toBeUndefined();
  });
  it('identify DC = 15 + level', () => {
    expect(identifyDc(0)).toBe(15);
    expect(identifyDc(3)).toBe(18);
    expect(identifyDc(9)).toBe(24);
    expect(identifyDc(12)).toBeUndefined();
  });
  it('concentration DC: 28 damage -> 14, 12 -> 10', () => {
    expect(concentrationDc(28)).toBe(14);
    expect(concentrationDc(12)).toBe(10);
    expect(concentrationDc(0)).toBe(10);
    expect(concentrationDc(21)).toBe(10);
    expect(concentrationDc(22)).toBe(11);
    expect(concentrationDc(23)).toBe(11);
    expect(concentrationDc(-1)).toBeUndefined();
    expect(concentrationDc(Number.NaN)).toBeUndefined();
  });
  it('ritual circle for dispelling = max(listed, caster highest)', () => {
    expect(ritualDispelCircle(2, 3)).toBe(3);
    expect(ritualDispelCircle(4, 1)).toBe(4);
    expect(ritualDispelCircle(2, 2)).toBe(2);
    expect(ritualDispelCircle(2, 10)).toBeUndefined();
    expect(ritualDispelCircle(-1, 3)).toBeUndefined();
  });
});
