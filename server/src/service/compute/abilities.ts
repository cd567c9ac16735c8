/**
 * Caster profile -> numbers: ability modifier, proficiency bonus, save DC,
 * spell attack bonus, the lowest caster level for a spell level, spell-point
 * costs, the identify and concentration DCs, and the Tales of the Valiant
 * ritual circle for dispelling.
 *
 * Pure: numbers in, numbers out. Nothing here throws; bad input gives
 * `undefined` (or, for a profile, the documented default plus a note).
 * Formulas and their sources are in docs/numbers.md.
 */
import type { MsgRef } from '../i18n/types';

/** Ability score range accepted in a profile (5e: 1-30). */
export const ABILITY_SCORE_RANGE = { min: 1, max: 30 } as const;
/** Ability modifier range accepted in a profile (the modifiers of scores 1-30). */
export const ABILITY_MODIFIER_RANGE = { min: -5, max: 10 } as const;
/** Character level range (1-20). */
export const CHARACTER_LEVEL_RANGE = { min: 1, max: 20 } as const;
/** Range accepted for the special DC modifier `dc_bonus`. */
export const DC_BONUS_RANGE = { min: -20, max: 20 } as const;
/** Range accepted for a fixed save DC `dc`. */
export const FIXED_DC_RANGE = { min: 1, max: 40 } as const;
/** Range accepted for a fixed spell attack bonus `attack_bonus`. */
export const ATTACK_BONUS_RANGE = { min: -20, max: 30 } as const;
/** Warhammer wizard level range (1-4). */
export const WIZARD_LEVEL_RANGE = { min: 1, max: 4 } as const;

/**
 * Defaults used when the file's `caster:` profile leaves a field out: a
 * typical 5th-level caster with a 16 in the casting ability (+3), proficiency
 * +3, so save DC 14 and spell attack +6; a level-2 Warhammer wizard.
 */
export const DEFAULT_PROFILE = {
  abilityScore: 16,
  level: 5,
  dcBonus: 0,
  wizardLevel: 2,
} as const;

/**
 * A caster profile as written in a file's `caster:` block (camelCase form of
 * `ability_score`, `ability_modifier`, `level`, `dc_bonus`, `dc`,
 * `attack_bonus`, `wizard_level`). Every field is optional. Values may come
 * straight from YAML, so `normaliseProfile` checks them at run time.
 */
export interface CasterProfile {
  /** Spellcasting ability score, 1-30. Ignored when `abilityModifier` is given. */
  abilityScore?: number;
  /** Spellcasting ability modifier, -5..10; wins over `abilityScore`. */
  abilityModifier?: number;
  /** Character level, 1-20 (gives the proficiency bonus). */
  level?: number;
  /** Special modifiers added to the save DC (items, features). */
  dcBonus?: number;
  /** A fixed save DC (monster stat blocks); replaces the formula. */
  dc?: number;
  /** A fixed spell attack bonus; replaces the formula. */
  attackBonus?: number;
  /** Warhammer wizard level, 1-4. */
  wizardLevel?: number;
}

/** A profile with every number decided: defaults filled, values clamped. */
export interface ResolvedProfile {
  /** The ability score used, or undefined when only a modifier was given. */
  abilityScore: number | undefined;
  /** The spellcasting ability modifier. */
  abilityModifier: number;
  /** Character level, 1-20. */
  level: number;
  /** Proficiency bonus for `level`. */
  proficiencyBonus: number;
  /** Special modifiers added to the save DC. */
  dcBonus: number;
  /** Fixed save DC, when the profile gives one. */
  dc: number | undefined;
  /** Fixed spell attack bonus, when the profile gives one. */
  attackBonus: number | undefined;
  /** Warhammer wizard level, 1-4. */
  wizardLevel: number;
  /** Fields that were missing (or unusable) and took their default. */
  defaulted: Array<keyof CasterProfile>;
  /** One note per value that was rounded, clamped or ignored: a catalogue reference (`profile.n.*`) with its figures. */
  notes: MsgRef[];
}

function isInt(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n);
}

/**
 * Ability modifier of an ability score: floor((score - 10) / 2).
 * Called by the profile normaliser and the DC table. Undefined for a
 * non-finite score.
 */
export function abilityModifier(score: number): number | undefined {
  if (typeof score !== 'number' || !Number.isFinite(score)) return undefined;
  return Math.floor((Math.floor(score) - 10) / 2);
}

/**
 * Proficiency bonus by character level: 2 + floor((level - 1) / 4), so +2 at
 * 1-4 up to +6 at 17-20. Undefined outside 1-20 or for non-integers.
 */
export function proficiencyBonus(characterLevel: number): number | undefined {
  if (!isInt(characterLevel) || characterLevel < CHARACTER_LEVEL_RANGE.min || characterLevel > CHARACTER_LEVEL_RANGE.max) {
    return undefined;
  }
  return 2 + Math.floor((characterLevel - 1) / 4);
}

/**
 * Reads one numeric field: missing -> undefined; not a finite number ->
 * undefined with a note; otherwise rounded to an integer and clamped.
 */
function readField(
  raw: unknown,
  name: keyof CasterProfile,
  range: { readonly min: number; readonly max: number },
  notes: MsgRef[],
): number | undefined {
  if (raw === undefined || raw === null) return undefined;
  const field: MsgRef = { key: `profile.f.${name}` };
  if (typeof raw !== 'number' || !Number.isFinite(raw)) {
    notes.push({ key: 'profile.n.notNumber', args: { field, value: String(JSON.stringify(raw)) } });
    return undefined;
  }
  let v = raw;
  if (!Number.isInteger(v)) {
    v = Math.round(v);
    notes.push({ key: 'profile.n.rounded', args: { field, value: String(raw), to: v } });
  }
  if (v < range.min || v > range.max) {
    const c = Math.min(range.max, Math.max(range.min, v));
    notes.push({ key: 'profile.n.clamped', args: { field, value: v, min: range.min, max: range.max, to: c } });
    v = c;
  }
  return v;
}

/**
 * Fills in and checks a caster profile, once, for hovers and previews.
 * Missing fields take `DEFAULT_PROFILE`; non-numbers are ignored (default
 * used); non-integers are rounded; out-of-range values are clamped; every
 * such change is described in `notes`. An explicit `abilityModifier` wins over
 * `abilityScore` (a note says so when both are given and disagree).
 */
export function normaliseProfile(p: CasterProfile | undefined): ResolvedProfile {
  const notes: MsgRef[] = [];
  const defaulted: Array<keyof CasterProfile> = [];
  const src: Record<string, unknown> = p !== null && typeof p === 'object' ? (p as Record<string, unknown>) : {};

  const score = readField(src['abilityScore'], 'abilityScore', ABILITY_SCORE_RANGE, notes);
  const mod = readField(src['abilityModifier'], 'abilityModifier', ABILITY_MODIFIER_RANGE, notes);
  let abilityScore: number | undefined;
  let abilityMod: number;
  if (mod !== undefined) {
    abilityMod = mod;
    abilityScore = undefined;
    if (score !== undefined) {
      const fromScore = abilityModifier(score)!;
      if (fromScore !== mod) {
        notes.push({ key: 'profile.n.modifierWins', args: { mod, score, fromScore } });
      } else {
        abilityScore = score;
      }
    }
  } else if (score !== undefined) {
    abilityScore = score;
    abilityMod = abilityModifier(score)!;
  } else {
    defaulted.push('abilityScore');
    abilityScore = DEFAULT_PROFILE.abilityScore;
    abilityMod = abilityModifier(abilityScore)!;
  }

  let level = readField(src['level'], 'level', CHARACTER_LEVEL_RANGE, notes);
  if (level === undefined) {
    defaulted.push('level');
    level = DEFAULT_PROFILE.level;
  }
  let dcBonus = readField(src['dcBonus'], 'dcBonus', DC_BONUS_RANGE, notes);
  if (dcBonus === undefined) {
    defaulted.push('dcBonus');
    dcBonus = DEFAULT_PROFILE.dcBonus;
  }
  const dc = readField(src['dc'], 'dc', FIXED_DC_RANGE, notes);
  const attackBonus = readField(src['attackBonus'], 'attackBonus', ATTACK_BONUS_RANGE, notes);
  let wizardLevel = readField(src['wizardLevel'], 'wizardLevel', WIZARD_LEVEL_RANGE, notes);
  if (wizardLevel === undefined) {
    defaulted.push('wizardLevel');
    wizardLevel = DEFAULT_PROFILE.wizardLevel;
  }

  return {
    abilityScore,
    abilityModifier: abilityMod,
    level,
    proficiencyBonus: proficiencyBonus(level)!,
    dcBonus,
    dc,
    attackBonus,
    wizardLevel,
    defaulted,
    notes,
  };
}

/**
 * Spell save DC = 8 + ability modifier + proficiency bonus + special
 * modifiers (`dcBonus`), or the profile's fixed `dc`. Used by hovers on
 * `save:`. Accepts a raw or an already resolved profile.
 */
export function saveDc(profile?: CasterProfile | ResolvedProfile): number {
  const r = normaliseProfile(profile);
  if (r.dc !== undefined) return r.dc;
  return 8 + r.abilityModifier + r.proficiencyBonus + r.dcBonus;
}

/**
 * Spell attack bonus = ability modifier + proficiency bonus, or the profile's
 * fixed `attackBonus`. Used by hovers on `attack:`.
 */
export function spellAttackBonus(profile?: CasterProfile | ResolvedProfile): number {
  const r = normaliseProfile(profile);
  if (r.attackBonus !== undefined) return r.attackBonus;
  return r.abilityModifier + r.proficiencyBonus;
}

/** One row of the save DC table: one ability score against each proficiency bonus. */
export interface SaveDcRow {
  /** The ability score. */
  abilityScore: number;
  /** Its modifier. */
  abilityModifier: number;
  /** Save DCs in the order of `SaveDcTable.proficiencyBonuses`. */
  dcs: number[];
}

/** Save DCs for ability scores 10..20 (step 2) by proficiency +2..+6. */
export interface SaveDcTable {
  /** Column headings: 10, 12, 14, 16, 18, 20. */
  abilityScores: number[];
  /** Proficiency bonuses: 2, 3, 4, 5, 6. */
  proficiencyBonuses: number[];
  /** One row per ability score. */
  rows: SaveDcRow[];
}

/**
 * The save DC table (8 + modifier + proficiency) shown in the preview and
 * docs: ability scores 10, 12, ..., 20 by proficiency +2..+6. Corners: 10/+2
 * -> 10, 10/+6 -> 14, 20/+2 -> 15, 20/+6 -> 19.
 */
export function saveDcTable(): SaveDcTable {
  const abilityScores = [10, 12, 14, 16, 18, 20];
  const proficiencyBonuses = [2, 3, 4, 5, 6];
  const rows = abilityScores.map((abilityScore) => {
    const mod = abilityModifier(abilityScore)!;
    return { abilityScore, abilityModifier: mod, dcs: proficiencyBonuses.map((pb) => 8 + mod + pb) };
  });
  return { abilityScores, proficiencyBonuses, rows };
}

/**
 * Lowest character level (in the class) that can cast a spell of a level, by
 * caster kind; undefined where that kind never gets such spells.
 */
export interface MinCasterLevels {
  /** Full casters (bard, cleric, druid, sorcerer, wizard): 2L-1, cantrips at 1. */
  full: number;
  /** Half casters (paladin, ranger): PHB class tables; no cantrips, nothing above 5th. */
  half: number | undefined;
  /** Third casters (Eldritch Knight, Arcane Trickster): PHB tables; cantrips at 3, nothing above 4th. */
  third: number | undefined;
}

/** PHB: paladin/ranger first get spell level L (index) at this class level. */
const HALF_CASTER_LEVELS: ReadonlyArray<number | undefined> = [undefined, 2, 5, 9, 13, 17];
/** PHB: Eldritch Knight / Arcane Trickster first get spell level L (index) at this level. */
const THIRD_CASTER_LEVELS: ReadonlyArray<number | undefined> = [3, 3, 7, 13, 19];

/**
 * Lowest character level that can cast a spell of `spellLevel` (0-9), for
 * full, half and third casters. Used by the rule that flags a spell level a
 * class list cannot reach. Full casters follow the seed (2L-1; 9th at 17th);
 * half and third casters follow the 5e PHB class tables. Undefined for a
 * level outside 0-9.
 */
export function minCasterLevel(spellLevel: number): MinCasterLevels | undefined {
  if (!isInt(spellLevel) || spellLevel < 0 || spellLevel > 9) return undefined;
  return {
    full: spellLevel === 0 ? 1 : 2 * spellLevel - 1,
    half: HALF_CASTER_LEVELS[spellLevel],
    third: THIRD_CASTER_LEVELS[spellLevel],
  };
}

/** Spell point cost of a slot of level 1..9 (index 1..9); index 0 is a cantrip. */
const SPELL_POINT_COSTS: readonly number[] = [0, 2, 3, 5, 6, 7, 9, 10, 11, 13];

/**
 * Spell point cost (5e spell points variant) of casting at a level: 2, 3, 5,
 * 6, 7, 9, 10, 11, 13 for 1..9; 0 for a cantrip. Undefined outside 0-9.
 */
export function spellPointCost(level: number): number | undefined {
  if (!isInt(level) || level < 0 || level > 9) return undefined;
  return SPELL_POINT_COSTS[level];
}

/**
 * DC of the Intelligence (Arcana) check to identify a spell: 15 + spell level.
 * Undefined outside 0-9.
 */
export function identifyDc(level: number): number | undefined {
  if (!isInt(level) || level < 0 || level > 9) return undefined;
  return 15 + level;
}

/**
 * Constitution save DC to keep concentration after taking damage:
 * max(10, floor(damage / 2)), one save per damage source; under the 2024
 * rules capped at 30 (SRD 5.2, Concentration: "The DC equals 10 or half the
 * damage taken (round down), whichever number is higher, up to a maximum DC
 * of 30"). Undefined for negative or non-finite damage.
 */
export function concentrationDc(damage: number, edition: '2014' | '2024' = '2014'): number | undefined {
  if (typeof damage !== 'number' || !Number.isFinite(damage) || damage < 0) return undefined;
  const dc = Math.max(10, Math.floor(damage / 2));
  return edition === '2024' ? Math.min(30, dc) : dc;
}

/**
 * Highest spell circle (level) a full caster of character level `level`
 * reaches: ceil(level / 2), at most 9 (seed 002: circle 2 at 3rd level,
 * circle 3 at 5th, circle 9 at 17th). Used for ToV ritual growth and the
 * ritual's dispel circle; undefined outside 1-20.
 */
export function highestCircleAt(level: number): number | undefined {
  if (!isInt(level) || level < CHARACTER_LEVEL_RANGE.min || level > CHARACTER_LEVEL_RANGE.max) return undefined;
  return Math.min(9, Math.ceil(level / 2));
}

/**
 * Tales of the Valiant: the circle a ritual counts as for dispelling (and
 * similar checks) = the higher of its listed circle and the caster's highest
 * accessible circle. Both must be integers 0-9, else undefined.
 */
export function ritualDispelCircle(circle: number, casterHighestCircle: number): number | undefined {
  if (!isInt(circle) || circle < 0 || circle > 9) return undefined;
  if (!isInt(casterHighestCircle) || casterHighestCircle < 0 || casterHighestCircle > 9) return undefined;
  return Math.max(circle, casterHighestCircle);
}
