/**
 * Which figures each game's rule text gives, and where each comes from.
 *
 * A figure is shown for a system only when that game's text has it (issue
 * 11 item 2): no 5e concentration DC on a 3.5 spell (seed 004 has none), no
 * identify DC, spell points or half/third-caster levels on a Tales of the
 * Valiant spell (seed 002 has none of them). Every figure a hover, `explain`
 * or the preview shows names its source: a seed (the rule texts in
 * ../shared/seeds) or, for the formulas the seeds leave out, the named
 * rulebook (PHB, DMG, SRD).
 *
 * Called by features/explain.ts (the `sources` of `explain --json`, and which
 * figures it reports), the hover sections and the preview card, so the three
 * agree; features/words.ts names the sources in the reader's locale. Pure
 * data and lookups.
 */
import type { SpellModel } from '../../model';
import type { System } from '../../types';

/** The rules a figure is looked up under: a system, or D&D 5e under the 2024 rules (SRD 5.2). */
export type FigureRules = System | 'dnd5e-2024';

/** The rules `spell`'s figures come from: `dnd5e-2024` for a D&D 5e spell read under the 2024 rules, else its system. */
export function figureRulesOf(spell: Pick<SpellModel, 'system' | 'edition'>): FigureRules {
  return spell.system === 'dnd5e' && spell.edition === '2024' ? 'dnd5e-2024' : spell.system;
}

/** The figures Grimoire computes. */
export type Figure =
  | 'saveDc'
  | 'attackBonus'
  | 'abilityModifier'
  | 'concentrationDc'
  | 'identifyDc'
  | 'spellPoints'
  | 'minLevelFull'
  | 'minLevelHalfThird'
  | 'cantripTiers'
  | 'slotScaling'
  | 'ritualGrowth'
  | 'ritualDispelCircle'
  | 'casterLevelRows'
  | 'areaSquares'
  | 'castingOdds';

/** Source per figure and system; a system that is absent has no such figure in its rule text. */
// The 2024 rules (`dnd5e-2024`) show only what the SRD 5.2 gives: the save DC and attack bonus formulas (Spellcasting),
// ability modifiers, the concentration DC with its cap of 30 (Concentration), cantrip upgrades at levels 5, 11 and 17 and
// higher-level slots (the spell texts), squares on the grid (Playing on a Grid). It has no identify DC, spell points or class
// tables, so those 2014 figures are not shown on a 2024 spell.
const SOURCES: Record<Figure, Partial<Record<FigureRules, string>>> = {
  // "СК ... = 8 + модифікатор вашої чаротворчої характеристики + ваш бонус майстерності + особливі модифікатори"; 002: "(8+君の呪文発動能力値の修正値+君の習熟ボーナス+その他のあらゆる修正値)".
  saveDc: { dnd5e: 'seed 000', tov: 'seed 002', 'dnd5e-2024': 'SRD 5.2' },
  attackBonus: { dnd5e: 'seed 000', tov: 'seed 002', 'dnd5e-2024': 'SRD 5.2' },
  // Ability modifier floor((score - 10) / 2) and proficiency by level: neither seed prints them.
  abilityModifier: { dnd5e: 'PHB', tov: 'PHB', 'dnd5e-2024': 'SRD 5.2' },
  // 000: "СК дорівнює 10 або половині отриманої шкоди"; 002: "その難易度は10もしくは、"自身が受けたダメージの半分"の内、どちらか高い方". Seed 004 has no concentration check.
  concentrationDc: { dnd5e: 'seed 000', tov: 'seed 002', 'dnd5e-2024': 'SRD 5.2' },
  // 000: "СК дорівнює 15 + рівень заклинання". Seed 002 has no identify check.
  identifyDc: { dnd5e: 'seed 000' },
  // Seed 000 names the variant; its cost table is missing from the seed: the DMG's.
  spellPoints: { dnd5e: 'DMG' },
  // 5e: the PHB class tables (seed 000 gives only "щонайменше 17-го рівня ... 9-го"); ToV: seed 002's examples (circle 2 at 3rd, 3 at 5th, 9 at 17th).
  minLevelFull: { dnd5e: 'PHB', tov: 'seed 002' },
  minLevelHalfThird: { dnd5e: 'PHB' },
  // Cantrip tiers 5, 11, 17: the PHB / SRD spell texts (neither seed lists them).
  cantripTiers: { dnd5e: 'PHB', tov: 'PHB', 'dnd5e-2024': 'SRD 5.2' },
  // 000: a spell cast with a higher slot takes that level; 002: "高サークル版".
  slotScaling: { dnd5e: 'seed 000', tov: 'seed 002', 'dnd5e-2024': 'SRD 5.2' },
  // 002: "自動的に強力になる" (the Prayer of Healing example).
  ritualGrowth: { tov: 'seed 002' },
  ritualDispelCircle: { tov: 'seed 002' },
  // 3.5 rows start at the lowest level a wizard casts the spell: the SRD class table.
  casterLevelRows: { dnd35: 'SRD' },
  // 000: the DMG grid rules (half a square, templates, tokens); 004: intersections, alternating diagonals; 003: the templates.
  areaSquares: { dnd5e: 'seed 000', tov: 'seed 000', dnd35: 'seed 004', wfb: 'seed 003', 'dnd5e-2024': 'SRD 5.2' },
  castingOdds: { wfb: 'seed 003' },
};

/** Where `figure` comes from for `system`, or undefined when that game's rule text has no such figure (then it is not shown). */
export function figureSource(figure: Figure, system: FigureRules): string | undefined {
  return SOURCES[figure]?.[system];
}

/** Does `system`'s rule text give `figure`? */
export function hasFigure(figure: Figure, system: FigureRules): boolean {
  return figureSource(figure, system) !== undefined;
}
