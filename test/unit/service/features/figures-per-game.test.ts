/**
 * Each game shows only the figures its rule text
 * gives, every figure names its source, and a Tales of the Valiant ritual
 * grows with the caster's highest circle instead of a slot.
 *
 * Hand-derived values: 2d8 averages 9 (2 x 4.5), max 16; 3d8 averages 13.5,
 * max 24. Seed 002: a 3rd-level cleric reaches circle 2 and casts Prayer of
 * Healing for 2d8 + WIS; at 5th level (circle 3) it heals 3d8 + WIS. With an
 * ability score of 16 (+3): 12 and 16.5.
 */
import { describe, expect, it } from 'vitest';
import { createSpellService } from '../../../../server/src/service/service';
import { DEFAULT_SETTINGS } from '../../../../server/src/service/settings';
import { explainSpells, type ExplainedSpell } from '../../../../server/src/service/features/explain';
import { previewHtml } from '../../../../server/src/service/features/preview';
import { explainText } from '../../../../server/src/service/index';
import { FIREBALL } from '../../../helpers/spells';
import { highestCircleAt } from '../../../../server/src/service/compute/abilities';

const service = createSpellService();

function one(text: string): ExplainedSpell {
  return explainSpells(service.analyze(text, DEFAULT_SETTINGS), DEFAULT_SETTINGS).spells[0]!;
}
function hover(text: string, at: string): string {
  const i = text.indexOf(at);
  if (i < 0) throw new Error(`no ${at}`);
  return service.hover(service.analyze(text, DEFAULT_SETTINGS), i + 1, DEFAULT_SETTINGS, 'ascii')?.markdown ?? '';
}

const PRAYER = (level: number, heal = '{dice: 2d8, per_highest_circle: 1d8, add_modifier: true}') => `caster: { level: ${level}, ability_score: 16 }
name: Prayer of Healing
system: tov
circle: 2
source: divine
school: evocation
casting_time: 10 minutes
range: 30 feet
components: [V]
duration: Instantaneous
ritual: true
classes: [cleric]
heal: ${heal}
`;

const SCORCHER = `name: Scorcher
system: dnd35
levels: {wizard: 3}
school: evocation
casting_time: 1 standard action
range: long (400 ft. + 40 ft./level)
area: 20-ft.-radius spread
duration: instantaneous
saving_throw: Reflex half
spell_resistance: 'yes'
damage: { per_caster_level: 1d6, max_dice: 10, type: fire }
`;

const TOV_BOLT = `name: Bolt
system: tov
circle: 3
source: arcane
school: evocation
casting_time: 1 action
range: 150 feet
components: [V, S]
duration: Instantaneous
save: { ability: dex, success: half }
damage: { dice: 8d6, type: lightning, per_slot: 1d6 }
`;

describe('numbers per game, each with its source', () => {
  it('5e: every figure, with seed 000 for the formulas it prints, the PHB and the DMG for the rest', () => {
    const e = one(FIREBALL);
    expect(e.concentrationDc).toBe(14); // floor(28 / 2)
    expect(e.identifyDc).toBe(18); // 15 + 3
    expect(e.spellPoints).toBe(5);
    expect(e.minCasterLevel).toEqual({ full: 5, half: 9, third: 13 });
    expect(e.sources).toEqual({
      area: 'seed 000',
      save: 'seed 000',
      abilityModifier: 'PHB',
      damage: 'seed 000',
      concentrationDc: 'seed 000',
      identifyDc: 'seed 000',
      spellPoints: 'DMG',
      minCasterLevel: 'PHB',
      minCasterLevelHalfThird: 'PHB',
      material: 'seed 000',
    });
  });

  it('3.5: no 5e concentration DC in explain, hover or preview', () => {
    const e = one(SCORCHER);
    expect(e.damage?.length).toBeGreaterThan(0);
    expect(e.concentrationDc).toBeUndefined();
    expect(e.sources?.damage).toBe('SRD');
    expect(e.sources?.area).toBe('seed 004');
    expect(hover(SCORCHER, 'damage:')).not.toMatch(/Constitution|concentrat/i);
    expect(previewHtml(service.analyze(SCORCHER).spells[0]!, DEFAULT_SETTINGS).html).not.toMatch(/Concentration DC/);
  });

  it('ToV: no identify DC, spell points or half/third-caster levels; the concentration DC from seed 002', () => {
    const e = one(TOV_BOLT);
    expect(e.identifyDc).toBeUndefined();
    expect(e.spellPoints).toBeUndefined();
    expect(e.minCasterLevel).toEqual({ full: 5 }); // seed 002: circle 3 at 5th level
    expect(e.concentrationDc).toBe(14);
    expect(e.sources).toMatchObject({ save: 'seed 002', concentrationDc: 'seed 002', minCasterLevel: 'seed 002', damage: 'seed 002' });
    const md = hover(TOV_BOLT, 'circle:');
    expect(md).not.toMatch(/Spell points|Identify|third|half/);
    expect(md).toContain('Lowest level of a full caster that can cast it: **5** (Tales of the Valiant rules)');
    const html = previewHtml(service.analyze(TOV_BOLT).spells[0]!, DEFAULT_SETTINGS).html;
    expect(html).not.toMatch(/Identify DC|Spell points|third/);
    expect(html).toContain('Lowest caster level (full caster): 5 (Tales of the Valiant rules)');
    expect(explainText(e)).not.toMatch(/identify|spell points|third/);
  });

  it('hovers name the source of each figure', () => {
    expect(hover(FIREBALL, 'save:')).toContain('= 15 (D&D 5e rules); modifier and proficiency bonus by level (PHB)');
    expect(hover(FIREBALL, 'level:')).toContain('**DC 18** (15 + level) (D&D 5e rules)');
    expect(hover(FIREBALL, 'damage:')).toContain('max(10, half the damage)) (D&D 5e rules)');
    expect(hover(FIREBALL, 'area:')).toContain('origin on a grid intersection (D&D 5e rules):');
    expect(hover(TOV_BOLT, 'save:')).toContain('(Tales of the Valiant rules)');
  });
});

describe('a ToV ritual grows with the caster\'s highest circle', () => {
  it('explain: rows by highest circle from the ritual\'s own, 2d8 then 3d8, plus WIS', () => {
    const e = one(PRAYER(3));
    expect(e.scaling).toEqual({ heal: 'highestCircle', healModifier: 'WIS' });
    expect(e.heal?.[0]).toEqual({ level: 2, dice: '2d8', average: 9, maximum: 16 });
    expect(e.heal?.[1]).toEqual({ level: 3, dice: '3d8', average: 13.5, maximum: 24 });
    expect(e.heal?.map((r) => r.level)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(e.sources?.heal).toBe('seed 002');
  });

  it('hover: a 3rd-level caster (circle 2) heals 2d8 + WIS; a 5th-level one (circle 3) 3d8 + WIS', () => {
    const at3 = hover(PRAYER(3), 'heal:');
    expect(at3).toContain('A level-3 full caster reaches circle 2: **2d8 + WIS**, average 9 (12 with the profile\'s +3) (Tales of the Valiant rules)');
    const at5 = hover(PRAYER(5), 'heal:');
    expect(at5).toContain('A level-5 full caster reaches circle 3: **3d8 + WIS**, average 13.5 (16.5 with the profile\'s +3) (Tales of the Valiant rules)');
    expect(at5).toMatch(/\| highest circle \| dice \|/);
  });

  it('explain: the profile\'s highest circle and the dice there, as seed 002 tells it (level 3: 2d8 + WIS; level 5: 3d8 + WIS)', () => {
    expect(one(PRAYER(3)).ritualGrowth).toEqual({ casterLevel: 3, highestCircle: 2, heal: { dice: '2d8', average: 9, modifier: 'WIS', averageWithModifier: 12 } });
    const at5 = one(PRAYER(5));
    expect(at5.ritualGrowth).toEqual({ casterLevel: 5, highestCircle: 3, heal: { dice: '3d8', average: 13.5, modifier: 'WIS', averageWithModifier: 16.5 } });
    expect(explainText(at5)).toContain('ritual healing at level 5 (highest circle 3): 3d8 + WIS avg 13.5 (16.5 with the modifier)');
    // Level 17 reaches circle 9: 9d8, average 40.5.
    expect(one(PRAYER(17)).ritualGrowth?.heal).toMatchObject({ dice: '9d8', average: 40.5 });
    // No growth key, no growth figure.
    expect(one(PRAYER(5, '{dice: 2d8}')).ritualGrowth).toBeUndefined();
  });

  it('highest circle by level: seed 002\'s examples (3rd level circle 2, 5th circle 3, 17th circle 9) and the ends', () => {
    expect([1, 2, 3, 4, 5, 16, 17, 20].map((l) => highestCircleAt(l))).toEqual([1, 1, 2, 2, 3, 8, 9, 9]);
    expect(highestCircleAt(0)).toBeUndefined();
    expect(highestCircleAt(2.5)).toBeUndefined();
  });

  it('at_highest_circle gives the total at a circle, as at_slot_level does for slots', () => {
    const e = one(PRAYER(5, '{dice: 2d8, at_highest_circle: {3: 3d8}}'));
    expect(e.heal?.slice(0, 3).map((r) => r.dice)).toEqual(['2d8', '3d8', '3d8']);
  });

  it('a ritual that does not grow, or is written with slot keys, shows one row: no per-slot table', () => {
    expect(one(PRAYER(5, '{dice: 2d8}')).heal).toEqual([{ level: 2, dice: '2d8', average: 9, maximum: 16 }]);
    const slots = one(PRAYER(5, '{dice: 2d8, per_slot: 1d8}'));
    expect(slots.heal).toHaveLength(1);
    expect(slots.scaling?.heal).toBe('highestCircle');
    const md = hover(PRAYER(5, '{dice: 2d8, per_slot: 1d8}'), 'heal:');
    expect(md).not.toMatch(/\| slot \|/);
  });

  it('the same keys on a spell that is not a ritual do not change its slot table', () => {
    const e = one(TOV_BOLT.replace('per_slot: 1d6', 'per_slot: 1d6, per_highest_circle: 1d6'));
    expect(e.scaling?.damage).toBe('slot');
    expect(e.damage?.[1]).toEqual({ level: 4, dice: '9d6', average: 31.5, maximum: 54 });
  });
});
