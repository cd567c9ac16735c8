/**
 * A spell's damage or healing table: average and maximum at the base level
 * and at every higher slot (5e, ToV), at character levels for cantrips, at
 * caster levels for 3.5, at the caster's highest circle for a ToV ritual;
 * and the concentration DC its average damage sets.
 *
 * Called by `explain` (features/explain.ts), the damage hover, the preview's
 * numbers and `summaryLine`. Pure; nothing here throws on user input.
 */
import type { SpellModel } from '../../model';
import { concentrationDc, minCasterLevel } from '../../compute/abilities';
import { scaledDamage } from '../../compute/damage-scaling';
import { parseDice, sumDice, formatDice, average, maximum, type Dice } from '../../compute/dice';
import { t, type Locale, type MsgRef } from '../../i18n';
import { castingAbilityLabel } from './profile';
import { spellLevel } from './levels';
import { abilityIn } from '../words';

/** One row of a damage or healing table, as `explain --json` reports it. */
export interface DamageLine {
  /** Slot level (leveled 5e/ToV spells), character level (cantrips) or caster level (3.5). */
  level: number;
  /** Dice at that level, all types together: `8d6`, `2d8 + 4d6`. */
  dice: string;
  /** Exact mean. */
  average: number;
  /** Largest total. */
  maximum: number;
}

/** A table row with the dice per damage type, for hovers: `2d8 bludgeoning + 4d6 cold`. */
export interface DamageRowText extends DamageLine {
  text: string;
}

/** A damage (or healing) table. */
export interface DamageTable {
  /** What the rows are: slot levels, character levels (cantrips), caster levels (3.5), the caster's highest circle (ToV rituals). */
  mode: 'slot' | 'characterLevel' | 'casterLevel' | 'highestCircle';
  rows: DamageRowText[];
  /** Remarks under the table (a field ignored, what the rows are for 3.5 and ToV rituals): catalogue references (`dmg.n.<code>`), worded where they are shown. */
  notes: MsgRef[];
  /** The spellcasting ability added to the roll (`add_modifier: true`): `WIS`, or `modifier` when the classes do not say. Not in the averages. */
  modifier?: string;
}

const FLAT_RE = /^\s*(\d{1,4})\s*$/;

/** A flat amount (`"20"`) as a dice string the dice module reads (`1d1+19`); d1 terms are folded back later. */
function flatToDice(v: unknown): unknown {
  const s = typeof v === 'number' && Number.isInteger(v) && v >= 0 ? String(v) : v;
  if (typeof s !== 'string') return v;
  const m = FLAT_RE.exec(s);
  if (!m) return v;
  const n = Number(m[1]);
  return n === 1 ? '1d1' : n === 0 ? '1d1-1' : `1d1+${n - 1}`;
}

function foldD1(dice: readonly Dice[]): Dice[] {
  return sumDice(dice.map((d) => (d.sides === 1 ? { count: 0, sides: 1, bonus: d.count + d.bonus } : d)));
}

function entries(raw: unknown): Array<Record<string, unknown>> {
  const list = Array.isArray(raw) ? raw : [raw];
  return list.filter((e): e is Record<string, unknown> => !!e && typeof e === 'object' && !Array.isArray(e));
}

/**
 * 3.5 damage: `dice` plus `per_caster_level` (capped at `max_dice`) at caster
 * levels from the lowest that casts it, with a row at the profile's
 * `casterLevel` when it can cast the spell.
 */
function damage35(raw: unknown, level: number | undefined, casterLevel?: number): DamageTable | undefined {
  const list = entries(raw);
  if (list.length === 0) return undefined;
  const minCl = level === undefined ? 1 : (minCasterLevel(level)?.full ?? 1);
  const parsed = list.map((e) => ({ base: parseDice(flatToDice(e.dice)), per: parseDice(e.per_caster_level), cap: pos(e.max_dice), type: typeof e.type === 'string' ? e.type : undefined }));
  if (parsed.some((p) => !p.base && !p.per)) return undefined;
  const caps = parsed.map((p) => (p.per && p.cap !== undefined ? Math.ceil(p.cap / p.per.count) : undefined)).filter((x): x is number => x !== undefined);
  const perLevel = parsed.some((p) => p.per);
  const cl0 = casterLevel !== undefined && Number.isFinite(casterLevel) ? Math.floor(casterLevel) : undefined;
  const profileRow = cl0 !== undefined && cl0 >= minCl && cl0 <= 20 ? [cl0] : [];
  const levels = perLevel ? [...new Set([minCl, 5, 10, 15, 20, ...caps, ...profileRow].filter((l) => l >= minCl && l <= 20))].sort((a, b) => a - b) : [minCl];
  const rows = levels.map((cl) => {
    const parts: string[] = [];
    const all: Dice[] = [];
    for (const p of parsed) {
      const terms: Dice[] = [];
      if (p.base) terms.push(p.base);
      if (p.per) {
        const n = Math.min(p.per.count * cl, p.cap ?? Number.POSITIVE_INFINITY);
        terms.push({ count: n, sides: p.per.sides, bonus: p.per.bonus * cl });
      }
      const d = foldD1(terms);
      all.push(...d);
      parts.push(`${formatDice(d)}${p.type ? ` ${p.type}` : ''}`);
    }
    const d = foldD1(all);
    return { level: cl, dice: formatDice(d), text: parts.join(' + '), average: average(d), maximum: maximum(d) };
  });
  const notes: MsgRef[] = [];
  if (perLevel) notes.push({ key: 'dmg.n.casterRows', args: { min: minCl, level: level ?? '?' } });
  if (perLevel && cl0 !== undefined && profileRow.length === 0) notes.push({ key: 'dmg.n.belowMin', args: { cl: cl0, min: minCl } });
  return { mode: 'casterLevel', rows, notes };
}

/**
 * The damage (`key` `damage`) or healing (`heal`) table of a spell: average
 * and maximum at the base level and at every higher slot (5e, ToV), at
 * character levels 1, 5, 11, 17 for cantrips, or at caster levels for 3.5
 * (with a row at `casterLevel`, the profile's, when given). Flat amounts (`"20"`) are read as fixed numbers. Undefined when the spell
 * has no such block or it cannot be read. `locale` words the modifier added
 * to the roll when the classes name no ability (English "modifier").
 */
export function damageTable(spell: SpellModel, key: 'damage' | 'heal' = 'damage', casterLevel?: number, locale: Locale = 'en'): DamageTable | undefined {
  const raw = spell.value[key];
  if (raw === undefined || raw === null || spell.system === 'wfb') return undefined;
  const level = spellLevel(spell);
  if (spell.system === 'dnd35') return damage35(raw, level, casterLevel);
  if (level === undefined) return undefined;
  // Seed 002: a ToV ritual uses no slot and is never cast at a higher circle; it may grow on its own with the
  // caster's highest circle (`per_highest_circle`, `at_highest_circle`), which steps like a slot would.
  const ritual = spell.system === 'tov' && spell.value.ritual === true && level >= 1;
  const src = ritual ? (Array.isArray(raw) ? raw.map(ritualAsSlots) : ritualAsSlots(raw)) : raw;
  const fixed = Array.isArray(src) ? src.map(fixEntry) : fixEntry(src);
  const r = scaledDamage(fixed, level);
  if (r.error !== undefined) return undefined;
  // The ability's abbreviation (`WIS`) as the rules print it; the word "modifier" in the locale when the classes name none.
  const label = castingAbilityLabel(spell);
  const modifier = entries(raw).some((e) => e.add_modifier === true) ? (label === 'ability' ? t(locale, 'dmg.modifier') : abilityIn(locale, label)) : undefined;
  const rows = r.rows.map((row) => {
    const text = row.byType.map((t) => `${formatDice(foldD1(t.dice))}${t.type ? ` ${t.type}` : ''}`).join(' + ') + (modifier ? ` + ${modifier}` : '');
    return { level: row.level, dice: formatDice(foldD1(row.dice)), text, average: row.average, maximum: row.maximum };
  });
  if (ritual) {
    const grows = entries(raw).some((e) => e.per_highest_circle !== undefined || e.at_highest_circle !== undefined);
    const notes: MsgRef[] = [];
    if (grows) notes.push({ key: 'dmg.n.ritualGrows' });
    else notes.push({ key: 'dmg.n.ritualOneRow' });
    return { mode: 'highestCircle', rows: grows ? rows : rows.slice(0, 1), notes, ...(modifier ? { modifier } : {}) };
  }
  return { mode: r.mode, rows, notes: r.notes, ...(modifier ? { modifier } : {}) };
}

/** A ToV ritual's entry with its growth by highest circle in the slot keys the dice module steps through (slot keys dropped: a ritual uses no slot). */
function ritualAsSlots(e: unknown): unknown {
  if (!e || typeof e !== 'object' || Array.isArray(e)) return e;
  const { per_slot: _ps, at_slot_level: _as, per_character_level: _pc, per_highest_circle, at_highest_circle, ...rest } = e as Record<string, unknown>;
  return { ...rest, ...(per_highest_circle !== undefined ? { per_slot: per_highest_circle } : {}), ...(at_highest_circle !== undefined ? { at_slot_level: at_highest_circle } : {}) };
}

function fixEntry(e: unknown): unknown {
  if (!e || typeof e !== 'object' || Array.isArray(e)) return e;
  const o = { ...(e as Record<string, unknown>) };
  o.dice = flatToDice(o.dice);
  if (o.per_slot !== undefined) o.per_slot = flatToDice(o.per_slot);
  return o;
}

/** The concentration DC a concentrating target faces from the spell's average damage at its base level. */
export function averageDamageConcentrationDc(table: DamageTable | undefined, edition: '2014' | '2024' = '2014'): number | undefined {
  const first = table?.rows[0];
  return first ? concentrationDc(first.average, edition) : undefined;
}

/** A positive finite number, else undefined (a `max_dice` of 0 or text caps nothing). */
function pos(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : undefined;
}

/**
 * The roll at the spell's own level, for one-line summaries: the table's
 * first row, or, when the table cannot be built (an invalid level), the
 * entries' own `dice` added up, so a broken level never hides the damage.
 */
export function baseRoll(spell: SpellModel, key: 'damage' | 'heal'): { dice: string; average: number } | undefined {
  const table = damageTable(spell, key);
  if (table?.rows[0]) return { dice: table.rows[0].dice, average: table.rows[0].average };
  const raw = spell.value[key];
  if (raw === undefined || raw === null || spell.system === 'wfb') return undefined;
  const dice: Dice[] = [];
  for (const e of entries(raw)) {
    const d = parseDice(flatToDice(e.dice));
    if (!d) return undefined;
    dice.push(d);
  }
  if (dice.length === 0) return undefined;
  const sum = sumDice(dice);
  const avg = average(sum);
  return Number.isFinite(avg) ? { dice: formatDice(foldD1(sum)), average: avg } : undefined;
}
