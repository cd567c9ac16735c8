/**
 * What the two Foundry VTT item layouts (the dnd5e system's and Black
 * Flag's) have in common, and the profile that says where each system keeps
 * each field ({@link FoundryProfile}: paths and vocabularies). The dnd5e and
 * Black Flag tables (../foundry-dnd5e/table.ts, ../black-flag/table.ts) are
 * profiles; the reader (read.ts, activities.ts) and the writer (write.ts) run
 * from them. Pure data and small helpers.
 */
import type { System } from '../../types';
import { isObj, numeric, text, type DialectName, type DialectNoteKey, type Path } from '../types';

/** One Foundry system's field correspondences. */
export interface FoundryProfile {
  format: DialectName;
  /** Canonical system the spells are read into. */
  system: System;
  /** Canonical key of the spell level (`level`, or ToV's `circle`). */
  levelKey: 'level' | 'circle';
  levelPath: Path;
  /** Foundry school value -> canonical school. */
  schools: Record<string, string>;
  /** Casting time mapping: `{ type, value, condition }`. */
  activationPath: Path;
  /** Foundry activation type -> canonical unit. */
  castUnits: Record<string, string>;
  /** Range units: Foundry -> canonical distance unit (`ft`, `mi`) or kind (`self`...). */
  rangeUnits: Record<string, { unit?: 'ft' | 'mi'; kind?: string }>;
  /** Duration units: Foundry -> canonical unit (`minute`...) or fixed text. */
  durationUnits: Record<string, { unit?: string; text?: string }>;
  /** Where V, S, M live (a list) and their words. */
  componentsPath: Path;
  componentWords: { V: string; S: string; M: string };
  /** Where the concentration and ritual flags live (a list) and their words. */
  flagsPath: Path;
  /** Material component: the mapping and its text/cost/consumed keys. */
  materialPath: Path;
  materialText: string;
  /** Template: `{ type, size, width, height, units }`; Foundry's unit word for feet and miles. */
  templatePath: Path;
  feetWord: string;
  milesWord: string;
  /** Activity type words. */
  activity: { save: string; attack: string; damage: string; heal: string };
  /** Other activity type words read as the same kind (older data). */
  activityAliases?: Record<string, 'save' | 'attack' | 'damage' | 'heal'>;
  /** Where an activity keeps its data (`''` at its root, or a `system` sub-mapping). */
  activityData: Path;
  /** Save ability: path in the activity data, and Foundry word -> canonical ability. */
  saveAbilityPath: Path;
  abilities: Record<string, string>;
  /** Damage type of a part: a `types` list or a `type` string. */
  partTypeKey: 'types' | 'type';
  /** Healing of a heal activity, in the activity data. */
  healingPath: Path;
  /** Attack type (melee/ranged) in the activity data. */
  attackTypePath: Path;
  /** ToV `source` list (Black Flag): path and word table. */
  sourcePath?: Path;
  sources?: Record<string, string>;
}

/** The six abilities' short names. */
const SHORT_ABILITIES: Record<string, string> = { str: 'str', dex: 'dex', con: 'con', int: 'int', wis: 'wis', cha: 'cha' };
export const LONG_ABILITIES: Record<string, string> = { strength: 'str', dexterity: 'dex', constitution: 'con', intelligence: 'int', wisdom: 'wis', charisma: 'cha' };
export { SHORT_ABILITIES };

/** Canonical area shapes from Foundry template types (Foundry's ground shapes keep their footprint). */
export const TEMPLATE_SHAPES: Record<string, { shape: string; dim: 'radius' | 'size' | 'length'; note?: DialectNoteKey }> = {
  sphere: { shape: 'sphere', dim: 'radius' },
  cone: { shape: 'cone', dim: 'length' },
  cube: { shape: 'cube', dim: 'size' },
  line: { shape: 'line', dim: 'length' },
  cylinder: { shape: 'cylinder', dim: 'radius' },
  radius: { shape: 'sphere', dim: 'radius', note: 'dialect.n.fdy.tpl.radius' },
  circle: { shape: 'sphere', dim: 'radius', note: 'dialect.n.fdy.tpl.circle' },
  square: { shape: 'cube', dim: 'size', note: 'dialect.n.fdy.tpl.square' },
  wall: { shape: 'line', dim: 'length', note: 'dialect.n.fdy.tpl.wall' },
};

/** A dice expression from a Foundry damage part `{ number, denomination, bonus, custom }`. */
export function partDice(part: Record<string, unknown>): string | undefined {
  const custom = isObj(part.custom) ? part.custom : undefined;
  if (custom && custom.enabled === true) return text(custom.formula);
  const n = numeric(part.number);
  const d = numeric(part.denomination);
  const bonus = typeof part.bonus === 'string' ? part.bonus.trim() : typeof part.bonus === 'number' ? String(part.bonus) : '';
  let out = n && d ? `${n}d${d}` : '';
  if (bonus) {
    if (/^\d+$/.test(bonus)) out = out ? `${out}+${bonus}` : bonus;
    else return out ? `${out}+${bonus}` : bonus;
  }
  return out || undefined;
}

/** An activity's type word, aliases resolved to the profile's own word. */
export function kindOf(type: unknown, p: FoundryProfile): unknown {
  const alias = typeof type === 'string' ? p.activityAliases?.[type] : undefined;
  return alias ? p.activity[alias] : type;
}

/**
 * The dice before a trailing `+ @mod` (what `^(.*?)\s*\+\s*@mod$` captured), or undefined. The `+` is found
 * once from the end; the lazy pattern tried every split of a long run of spaces. Exposed for
 * test/unit/service/linear-readers.test.ts.
 */
export function modBase(dice: string): string | undefined {
  const m = /\+\s*@mod$/i.exec(dice);
  if (!m) return undefined;
  const base = dice.slice(0, m.index).trimEnd();
  // `.` of the lazy group did not cross a line break.
  return /[\n\r\u2028\u2029]/.test(base) ? undefined : base;
}


/** The format's dice: `NdM`, `NdM+K` or a flat `K`. */
export const SIMPLE_DICE = /^(?:\d+d\d+(?:\+\d+)?|\d+)$/;

/** The damage types the canonical format names. */
export const DAMAGE_TYPES: ReadonlySet<string> = new Set(['acid', 'bludgeoning', 'cold', 'fire', 'force', 'lightning', 'necrotic', 'piercing', 'poison', 'psychic', 'radiant', 'slashing', 'thunder']);
