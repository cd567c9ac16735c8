/**
 * Damage scaling: a spell's `damage:` (or `heal:`) block as a table by slot
 * level (leveled spells) or character level (cantrips), each row with its
 * dice per damage type, average, maximum and minimum. For hovers, the damage
 * preview and rules that check a spell's `damage:` block.
 *
 * Pure: raw parsed YAML and numbers in, numbers out; nothing here throws. A
 * bad damage block gives `{ error }`, a field it ignores a note. Formulas and
 * worked examples are in docs/numbers.md.
 */
import type { MsgRef } from '../i18n/types';
import { average, formatDice, maximum, minimum, parseDice, sumDice, times, type Dice } from './dice';

/**
 * One `damage:` (or `heal:`) entry as it appears in a spell, snake_case as in
 * the YAML. Fields are checked at run time, so raw parsed YAML may be passed.
 */
export interface DamageSpec {
  /** Base dice, `NdM[+K]`. */
  dice: string;
  /** Damage type (`fire`); absent for healing or untyped damage. */
  type?: string;
  /** Dice added per slot level above the base. */
  per_slot?: string;
  /** Cantrip scaling: dice added at character levels 5, 11 and 17, or an explicit map level -> total dice. */
  per_character_level?: string | Record<string | number, string>;
  /** Explicit total dice at given slot levels. */
  at_slot_level?: Record<string | number, string>;
}

/** Options for `scaledDamage`. */
export interface ScaleOptions {
  /** Highest slot shown for a leveled spell (default 9). */
  maxSlot?: number;
  /** Character levels shown for a cantrip (default 1, 5, 11, 17). */
  characterLevels?: number[];
  /** Levels at which a string `per_character_level` adds one increment (default 5, 11, 17). */
  cantripSteps?: number[];
}

/** Dice of one damage type in one row. */
export interface DamageTypeRow {
  /** Damage type, or undefined for untyped entries. */
  type: string | undefined;
  /** Dice in normal form (see `sumDice`). */
  dice: Dice[];
  /** `8d6` (formatted dice). */
  text: string;
  /** Exact mean. */
  average: number;
  /** Largest total. */
  maximum: number;
  /** Smallest total. */
  minimum: number;
}

/** One row of a scaling table: one slot level, or one character level for a cantrip. */
export interface DamageRow {
  /** The slot level (leveled spells) or character level (cantrips). */
  level: number;
  /** Per damage type, in first-seen order; entries of the same type summed. */
  byType: DamageTypeRow[];
  /** All types together, normal form. */
  dice: Dice[];
  /** `8d6 fire + 2d6 cold`. */
  text: string;
  /** Exact mean of the whole row. */
  average: number;
  /** Largest total of the whole row. */
  maximum: number;
  /** Smallest total of the whole row. */
  minimum: number;
}

/** A damage scaling table. */
export interface ScaledDamage {
  /** Absent on success (lets callers test `result.error`). */
  error?: undefined;
  /** `slot`: rows are slot levels base..maxSlot; `characterLevel`: a cantrip's rows. */
  mode: 'slot' | 'characterLevel';
  /** The spell's level (0 = cantrip). */
  baseLevel: number;
  /** The rows, ascending. */
  rows: DamageRow[];
  /** Ignored fields or keys, one note each: a catalogue reference (`dmg.n.<code>`) with its figures, worded where it is shown. */
  notes: MsgRef[];
}

/** A computation that could not be done, with the reason. */
export interface ComputeError {
  /** Why, as a sentence for a diagnostic or hover. */
  error: string;
}

interface ParsedSpec {
  type: string | undefined;
  base: Dice;
  perSlot: Dice | undefined;
  perLevelStep: Dice | undefined;
  perLevelMap: Map<number, Dice> | undefined;
  atSlot: Map<number, Dice>;
}

function parseLevelMap(
  raw: unknown,
  field: string,
  index: number,
  range: { min: number; max: number },
  notes: MsgRef[],
): Map<number, Dice> | string {
  const out = new Map<number, Dice>();
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return `damage[${index}].${field} must be a map of level -> dice.`;
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    const level = Number(k);
    const d = parseDice(v);
    if (!d) return `damage[${index}].${field}.${k}: ${JSON.stringify(v)} is not a dice expression (NdM or NdM+K).`;
    if (!/^\d+$/.test(k.trim()) || level < range.min || level > range.max) {
      notes.push({ key: 'dmg.n.keyOutside', args: { i: index, field, key: k, min: range.min, max: range.max } });
      continue;
    }
    out.set(level, d);
  }
  return out;
}

function parseSpec(raw: unknown, index: number, baseLevel: number, notes: MsgRef[]): ParsedSpec | string {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return `damage[${index}] must be a mapping with a dice field.`;
  const s = raw as Record<string, unknown>;
  const base = parseDice(s['dice']);
  if (!base) return `damage[${index}].dice: ${JSON.stringify(s['dice'])} is not a dice expression (NdM or NdM+K).`;
  const type = typeof s['type'] === 'string' ? (s['type'] as string) : undefined;
  let perSlot: Dice | undefined;
  if (s['per_slot'] !== undefined) {
    perSlot = parseDice(s['per_slot']);
    if (!perSlot) return `damage[${index}].per_slot: ${JSON.stringify(s['per_slot'])} is not a dice expression.`;
  }
  let perLevelStep: Dice | undefined;
  let perLevelMap: Map<number, Dice> | undefined;
  const pcl = s['per_character_level'];
  if (pcl !== undefined) {
    if (typeof pcl === 'string') {
      perLevelStep = parseDice(pcl);
      if (!perLevelStep) return `damage[${index}].per_character_level: ${JSON.stringify(pcl)} is not a dice expression.`;
    } else {
      const m = parseLevelMap(pcl, 'per_character_level', index, { min: 1, max: 20 }, notes);
      if (typeof m === 'string') return m;
      perLevelMap = m;
    }
  }
  let atSlot = new Map<number, Dice>();
  if (s['at_slot_level'] !== undefined) {
    const m = parseLevelMap(s['at_slot_level'], 'at_slot_level', index, { min: Math.max(baseLevel, 1), max: 9 }, notes);
    if (typeof m === 'string') return m;
    atSlot = m;
  }
  if (baseLevel === 0) {
    if (perSlot) notes.push({ key: 'dmg.n.cantripNoSlot', args: { i: index, field: 'per_slot' } });
    if (atSlot.size > 0) notes.push({ key: 'dmg.n.cantripNoSlot', args: { i: index, field: 'at_slot_level' } });
  } else if (perLevelStep || perLevelMap) {
    notes.push({ key: 'dmg.n.cantripsOnly', args: { i: index } });
  }
  return { type, base, perSlot, perLevelStep, perLevelMap, atSlot };
}

/** Greatest key <= level in a level map, with its dice. */
function anchorAt(map: Map<number, Dice> | undefined, level: number): [number, Dice] | undefined {
  if (!map) return undefined;
  let best: [number, Dice] | undefined;
  for (const [k, d] of map) if (k <= level && (!best || k > best[0])) best = [k, d];
  return best;
}

function diceForSlot(p: ParsedSpec, baseLevel: number, slot: number): Dice[] {
  // The nearest explicit entry at or below the slot is the anchor (the base
  // dice anchor the spell's own level); per_slot adds from the anchor up.
  const a = anchorAt(p.atSlot, slot);
  const [anchorLevel, anchor] = a ?? [baseLevel, p.base];
  const terms = [anchor];
  if (p.perSlot) terms.push(times(p.perSlot, slot - anchorLevel));
  return sumDice(terms);
}

function diceForCharacterLevel(p: ParsedSpec, level: number, steps: readonly number[]): Dice[] {
  if (p.perLevelMap) {
    const a = anchorAt(p.perLevelMap, level);
    return sumDice([a ? a[1] : p.base]);
  }
  if (p.perLevelStep) {
    const k = steps.filter((s) => s <= level).length;
    return sumDice([p.base, times(p.perLevelStep, k)]);
  }
  return sumDice([p.base]);
}

function makeRow(level: number, parts: Array<{ type: string | undefined; dice: Dice[] }>): DamageRow {
  const groups = new Map<string, { type: string | undefined; terms: Dice[] }>();
  for (const part of parts) {
    const key = part.type === undefined ? '\u0000' : part.type.toLowerCase();
    const g = groups.get(key);
    if (g) g.terms.push(...part.dice);
    else groups.set(key, { type: part.type, terms: [...part.dice] });
  }
  const byType: DamageTypeRow[] = [...groups.values()].map((g) => {
    const dice = sumDice(g.terms);
    return {
      type: g.type,
      dice,
      text: formatDice(dice),
      average: average(dice),
      maximum: maximum(dice),
      minimum: minimum(dice),
    };
  });
  const dice = sumDice(byType.flatMap((t) => t.dice));
  return {
    level,
    byType,
    dice,
    text: byType.map((t) => (t.type ? `${t.text} ${t.type}` : t.text)).join(' + '),
    average: byType.reduce((s, t) => s + t.average, 0),
    maximum: byType.reduce((s, t) => s + t.maximum, 0),
    minimum: byType.reduce((s, t) => s + t.minimum, 0),
  };
}

/**
 * Damage (or healing) table for a spell's `damage:` block, a single entry or
 * an array of entries (several types).
 *
 * - Leveled spell (`baseLevel` 1-9): one row per slot from the base to
 *   `maxSlot` (9). Dice at slot s = the nearest `at_slot_level` entry at or
 *   below s (else the base dice at the base level), plus `per_slot` times the
 *   slots above that anchor.
 * - Cantrip (`baseLevel` 0): rows at character levels 1, 5, 11, 17. A string
 *   `per_character_level` adds one increment at each of 5, 11 and 17; a map
 *   gives the total dice from each listed level on.
 *
 * Entries of the same type are summed per row. Averages are exact.
 * `{ error }` when the block or the level cannot be read.
 */
export function scaledDamage(
  spec: DamageSpec | readonly DamageSpec[] | unknown,
  baseLevel: number,
  opts: ScaleOptions = {},
): ScaledDamage | ComputeError {
  if (!Number.isInteger(baseLevel) || baseLevel < 0 || baseLevel > 9) {
    return { error: `Spell level ${String(baseLevel)} is not an integer 0-9.` };
  }
  const entries: unknown[] = Array.isArray(spec) ? spec : [spec];
  if (entries.length === 0) return { error: 'The damage list is empty.' };
  const notes: MsgRef[] = [];
  const parsed: ParsedSpec[] = [];
  for (let i = 0; i < entries.length; i++) {
    const p = parseSpec(entries[i], i, baseLevel, notes);
    if (typeof p === 'string') return { error: p };
    parsed.push(p);
  }
  const options = opts !== null && typeof opts === 'object' ? opts : {};

  if (baseLevel === 0) {
    const levels = Array.isArray(options.characterLevels)
      ? [...new Set(options.characterLevels.filter((l) => Number.isInteger(l) && l >= 1 && l <= 20))].sort((a, b) => a - b)
      : [1, 5, 11, 17];
    const steps = Array.isArray(options.cantripSteps) ? options.cantripSteps.filter((l) => Number.isFinite(l)) : [5, 11, 17];
    const rows = levels.map((lvl) =>
      makeRow(
        lvl,
        parsed.map((p) => ({ type: p.type, dice: diceForCharacterLevel(p, lvl, steps) })),
      ),
    );
    return { mode: 'characterLevel', baseLevel, rows, notes };
  }

  let maxSlot = 9;
  if (options.maxSlot !== undefined) {
    if (Number.isInteger(options.maxSlot) && options.maxSlot >= baseLevel && options.maxSlot <= 9) maxSlot = options.maxSlot;
    else notes.push({ key: 'dmg.n.maxSlot', args: { value: String(options.maxSlot), base: baseLevel } });
  }
  const rows: DamageRow[] = [];
  for (let slot = baseLevel; slot <= maxSlot; slot++) {
    rows.push(
      makeRow(
        slot,
        parsed.map((p) => ({ type: p.type, dice: diceForSlot(p, baseLevel, slot) })),
      ),
    );
  }
  return { mode: 'slot', baseLevel, rows, notes };
}
