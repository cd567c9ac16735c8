import { describe, expect, it } from 'vitest';
import { scaledDamage, type ScaledDamage } from '../../../../server/src/service/compute/damage-scaling';
import { render } from '../../../../server/src/service/i18n';

function ok(r: ReturnType<typeof scaledDamage>): ScaledDamage {
  if (r.error !== undefined) throw new Error(r.error);
  return r;
}

describe('scaledDamage: leveled spells', () => {
  it('Fireball (3rd, 8d6 + 1d6 per slot): slots 3..9 are 8d6..14d6', () => {
    const r = ok(scaledDamage({ dice: '8d6', type: 'fire', per_slot: '1d6' }, 3));
    expect(r.mode).toBe('slot');
    expect(r.rows.map((x) => x.level)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(r.rows.map((x) => x.byType[0]!.text)).toEqual(['8d6', '9d6', '10d6', '11d6', '12d6', '13d6', '14d6']);
    expect(r.rows.map((x) => x.average)).toEqual([28, 31.5, 35, 38.5, 42, 45.5, 49]);
    expect(r.rows.map((x) => x.maximum)).toEqual([48, 54, 60, 66, 72, 78, 84]);
    expect(r.rows[0]!.text).toBe('8d6 fire');
    expect(r.notes).toEqual([]);
  });
  it('no scaling: the same dice in every row', () => {
    const r = ok(scaledDamage({ dice: '3d8', type: 'necrotic' }, 7));
    expect(r.rows.map((x) => x.text)).toEqual(['3d8 necrotic', '3d8 necrotic', '3d8 necrotic']);
  });
  it('at_slot_level entries anchor the scaling', () => {
    // Spiritual-weapon style: 1d8 at 2nd, 2d8 from 4th, 3d8 from 6th, 4d8 from 8th.
    const r = ok(scaledDamage({ dice: '1d8', type: 'force', at_slot_level: { 4: '2d8', 6: '3d8', 8: '4d8' } }, 2));
    expect(r.rows.map((x) => x.byType[0]!.text)).toEqual(['1d8', '1d8', '2d8', '2d8', '3d8', '3d8', '4d8', '4d8']);
    // With per_slot too, increments continue from the nearest anchor below.
    const s = ok(scaledDamage({ dice: '2d6', per_slot: '1d6', at_slot_level: { '5': '6d6' } }, 3));
    expect(s.rows.map((x) => x.byType[0]!.text)).toEqual(['2d6', '3d6', '6d6', '7d6', '8d6', '9d6', '10d6']);
  });
  it('several types are kept apart and summed per row', () => {
    // Ice-storm style: 2d8 bludgeoning (+1d8 per slot) + 4d6 cold, at 4th.
    const r = ok(
      scaledDamage(
        [
          { dice: '2d8', type: 'bludgeoning', per_slot: '1d8' },
          { dice: '4d6', type: 'cold' },
        ],
        4,
      ),
    );
    expect(r.rows[0]!.text).toBe('2d8 bludgeoning + 4d6 cold');
    expect(r.rows[0]!.average).toBe(9 + 14);
    expect(r.rows[1]!.text).toBe('3d8 bludgeoning + 4d6 cold');
    expect(r.rows[1]!.average).toBe(13.5 + 14);
    expect(r.rows[1]!.maximum).toBe(24 + 24);
    // Two entries of one type merge into one.
    const m = ok(scaledDamage([{ dice: '1d6+2', type: 'fire' }, { dice: '2d6', type: 'Fire' }], 1));
    expect(m.rows[0]!.byType).toHaveLength(1);
    expect(m.rows[0]!.byType[0]!.text).toBe('3d6+2');
    expect(m.rows[0]!.average).toBe(12.5);
  });
  it('maxSlot option limits rows', () => {
    const r = ok(scaledDamage({ dice: '3d4+3', per_slot: '1d4+1' }, 1, { maxSlot: 3 }));
    expect(r.rows.map((x) => x.byType[0]!.text)).toEqual(['3d4+3', '4d4+4', '5d4+5']);
  });
});

describe('scaledDamage: cantrips', () => {
  it('Fire Bolt (1d10, per_character_level 1d10): 1d10..4d10 at 1/5/11/17', () => {
    const r = ok(scaledDamage({ dice: '1d10', type: 'fire', per_character_level: '1d10' }, 0));
    expect(r.mode).toBe('characterLevel');
    expect(r.rows.map((x) => x.level)).toEqual([1, 5, 11, 17]);
    expect(r.rows.map((x) => x.byType[0]!.text)).toEqual(['1d10', '2d10', '3d10', '4d10']);
    expect(r.rows.map((x) => x.average)).toEqual([5.5, 11, 16.5, 22]);
  });
  it('explicit map form', () => {
    const r = ok(scaledDamage({ dice: '1d8', type: 'radiant', per_character_level: { 5: '2d8', 11: '3d8', 17: '4d8' } }, 0, { characterLevels: [1, 4, 5, 10, 11, 20] }));
    expect(r.rows.map((x) => x.byType[0]!.text)).toEqual(['1d8', '1d8', '2d8', '2d8', '3d8', '4d8']);
  });
  it('notes fields that do not apply', () => {
    const r = ok(scaledDamage({ dice: '1d10', per_slot: '1d10' }, 0));
    expect(r.notes.map((n) => render('en', n))).toEqual(['damage[0].per_slot is ignored: a cantrip is not cast with a slot.']);
    const s = ok(scaledDamage({ dice: '1d10', per_character_level: '1d10' }, 2));
    expect(s.notes.map((n) => render('en', n))).toEqual(['damage[0].per_character_level is ignored: it applies to cantrips only.']);
    expect(s.rows[1]!.byType[0]!.text).toBe('1d10');
  });
});

describe('scaledDamage: bad input gives an error, never throws', () => {
  it.each([
    [{ dice: 'lots' }, 3],
    [{ dice: '8d6', per_slot: 'x' }, 3],
    [{ dice: '8d6', at_slot_level: { 4: 'nine' } }, 3],
    [{ dice: '8d6', at_slot_level: 'every level' }, 3],
    [null, 3],
    [[], 3],
    [{ dice: '8d6' }, 10],
    [{ dice: '8d6' }, 2.5],
  ])('%j at level %s', (spec, level) => {
    const r = scaledDamage(spec, level);
    expect(r.error).toEqual(expect.any(String));
  });
  it('out-of-range at_slot_level keys are ignored with a note', () => {
    const r = ok(scaledDamage({ dice: '8d6', at_slot_level: { 2: '1d6', 12: '20d6' } }, 3));
    expect(r.notes).toHaveLength(2);
    expect(r.rows[6]!.byType[0]!.text).toBe('8d6');
  });
});
