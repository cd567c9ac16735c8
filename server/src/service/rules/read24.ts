/**
 * Defensive readers for the 2024 rules' checks (`5e24/*`): a casting time as
 * the SRD 5.2 writes it (several ways to cast, the Ritual tag), in text, as
 * one mapping or as a list of them; and an area, the emanation among its
 * shapes. As read.ts: any value in, a small typed view or `undefined` out,
 * never a throw. The 2014 rules keep read.ts's readers, which read exactly
 * what they always did.
 */
import { parseCastingTimes, type CastingTimes } from '../text/casting-times';
import { TextMemo } from '../text/memo';
import { MAX_TEXT } from '../text/normalise';
import type { CastingUnit } from '../text/casting-time';
import { int, isRecord, num, readArea, str, type Area } from './read';

/** One way to cast a spell. */
export interface CastOption {
  amount: number;
  unit: CastingUnit;
  trigger?: string;
}

/** A 2024 casting time read: each way to cast, the Ritual tag, and the form it was written in. */
export interface CastingTimes24 {
  options: readonly CastOption[];
  /** `... or Ritual` in the text, `ritual: true` in a mapping. */
  ritual: boolean;
  form: 'text' | 'mapping' | 'list';
}

const UNITS: readonly string[] = ['action', 'bonus_action', 'reaction', 'round', 'minute', 'hour', 'day'];

/** The memo of the text form (several rules read each spell's casting time). */
const MEMO = new TextMemo<CastingTimes>((a) => Object.freeze({ options: Object.freeze(a.options.map((o) => Object.freeze(o))) as CastingTimes['options'], ritual: a.ritual }));

function optionOf(v: unknown): CastOption | undefined {
  if (!isRecord(v)) return undefined;
  const amount = int(v.amount);
  const unit = str(v.unit);
  if (amount === undefined || amount < 1 || !unit || !UNITS.includes(unit)) return undefined;
  const trigger = str(v.trigger);
  return { amount, unit: unit as CastingUnit, ...(trigger !== undefined ? { trigger } : {}) };
}

/**
 * Read a 2024 casting time: `Action`, `Bonus Action`, `Action or 8 hours`,
 * `1 minute or Ritual`, `Reaction, which you take when ...` (and the 2014
 * wording), a mapping `{ amount, unit, trigger, ritual }`, or a list of
 * mappings. Undefined when it cannot be read.
 */
export function readCastingTimes24(v: unknown): CastingTimes24 | undefined {
  if (typeof v === 'string') {
    if (v.length > MAX_TEXT) return undefined;
    const r = MEMO.get(v, parseCastingTimes);
    return r ? { options: r.options, ritual: r.ritual, form: 'text' } : undefined;
  }
  if (isRecord(v)) {
    const o = optionOf(v);
    return o ? { options: [o], ritual: v.ritual === true, form: 'mapping' } : undefined;
  }
  if (Array.isArray(v) && v.length > 0) {
    const options: CastOption[] = [];
    for (const item of v) {
      const o = optionOf(item);
      if (!o) return undefined;
      options.push(o);
    }
    return { options, ritual: v.some((i) => isRecord(i) && i.ritual === true), form: 'list' };
  }
  return undefined;
}

/** Creature sizes, smallest first (SRD 5.2, Creature Size and Space). */
export const SIZES = ['tiny', 'small', 'medium', 'large', 'huge', 'gargantuan'] as const;
/** A creature or object size. */
export type Size = (typeof SIZES)[number];

/** An emanation read from an `area:` mapping (SRD 5.2 glossary, Emanation). */
export interface Emanation {
  shape: 'emanation';
  unit: 'ft' | 'm';
  unitWritten: boolean;
  /** How far it extends, when written as a positive number. */
  distance?: number;
  /** What it extends from: the caster (`self`, the default), another creature or an object. */
  origin: 'self' | 'creature' | 'object';
  /** The origin's size (Medium when not written). */
  originSize: Size;
  /** The origin is in the area (its creator decides so). */
  includeOrigin: boolean;
  /** It stays where it was created instead of moving with its origin. */
  stationary: boolean;
}

/** Read an `area:` mapping under the 2024 rules: an emanation, or any shape read.ts reads. */
export function readArea24(v: unknown): Area | Emanation | undefined {
  if (!isRecord(v) || str(v.shape)?.toLowerCase() !== 'emanation') return readArea(v);
  const unitRaw = str(v.unit);
  const d = num(v.distance);
  const origin = v.origin === 'creature' || v.origin === 'object' ? v.origin : 'self';
  const size = (SIZES as readonly string[]).includes(str(v.origin_size) ?? '') ? (v.origin_size as Size) : 'medium';
  return {
    shape: 'emanation',
    unit: unitRaw === 'm' ? 'm' : 'ft',
    unitWritten: unitRaw === 'm' || unitRaw === 'ft',
    ...(d !== undefined && d > 0 ? { distance: d } : {}),
    origin,
    originSize: size,
    includeOrigin: v.include_origin === true,
    stationary: v.stationary === true,
  };
}
