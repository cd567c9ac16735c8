/**
 * The range of a D&D 3.5 / Pathfinder spell at the caster's level, as
 * `grimoire explain --json` reports it (`range`), the range hover and the
 * preview's range section show it: the distance in feet and metres, the
 * working, and where the figures come from (the spell's own line, or the SRD
 * 3.5 band figures for a bare `medium`, which seed 004 does not give). Pure.
 */
import type { SpellModel } from '../analyze';
import { describeRange35, parseRange35, rangeAt, METRES_PER_FOOT } from '../compute/range';
import { parseRange } from '../compute/text';

/** The `range` object of `explain --json`. */
export interface ExplainedRange {
  /** The range line as written. */
  written: string;
  /** `close`, `medium`, `long`, or absent for a plain formula or distance. */
  band?: string;
  /** The caster level it is worked out at (the profile's). */
  level: number;
  /** The distance in feet at that level (from metres at 1.5 m per 5 ft when written in metres). */
  feet: number;
  /** The distance in metres (from feet at 1.5 m per 5 ft when written in feet). */
  metres: number;
  /** The unit the line's figures are in. */
  unit: 'ft' | 'm';
  /** The formula in words (`100 ft + 10 ft per level`); absent for a fixed distance. */
  per?: string;
  /** The working at `level` (`100 ft + 10 ft x 7 = 170 ft`); absent for a fixed distance. */
  formula?: string;
  /** `written`: the spell's own figures; `srd`: a bare band, the SRD 3.5's figures. */
  source: 'written' | 'srd';
  /** The source in words, for hovers and the preview. */
  sourceNote: string;
}

/**
 * The source sentence of a range's figures, in the words a user reads (the
 * D&D 3.5 rule text is seed 004 inside the project; `rules/sources.ts`).
 */
export function rangeSourceNote(source: 'written' | 'srd', unit: 'ft' | 'm'): string {
  if (source === 'written') return "figures as written in the spell's range line" + (unit === 'm' ? "; feet at 1.5 m per 5 ft (the D&D 3.5 rules' metric rate)" : '');
  return (
    'SRD 3.5 figures (close 25 ft + 5 ft per 2 levels, medium 100 ft + 10 ft per level, long 400 ft + 40 ft per level); the D&D 3.5 rule text gives no band figures' +
    (unit === 'm' ? ', so they are given in metres at its rate of 1.5 m per 5 ft' : '')
  );
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The range of a 3.5 spell at caster level `level`, or undefined when the
 * spell is of another system or its range has no distance (personal, touch,
 * unlimited, see text).
 */
export function spellRange(spell: SpellModel, level: number): ExplainedRange | undefined {
  if (spell.system !== 'dnd35') return undefined;
  const v = spell.value.range;
  if (typeof v !== 'string') {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const o = v as Record<string, unknown>;
      const d = typeof o.distance === 'number' && Number.isFinite(o.distance) && o.distance >= 0 ? o.distance : undefined;
      if (d === undefined) return undefined;
      const unit = o.unit === 'm' ? 'm' : o.unit === undefined || o.unit === 'ft' ? 'ft' : undefined;
      if (!unit) return undefined;
      const feet = unit === 'ft' ? d : round(d / METRES_PER_FOOT);
      return { written: `${d} ${unit}`, level: Math.max(1, Math.floor(level)), feet, metres: unit === 'm' ? d : round(d * METRES_PER_FOOT), unit, source: 'written', sourceNote: rangeSourceNote('written', unit) };
    }
    return undefined;
  }
  const r = parseRange35(v);
  if (r) {
    const at = rangeAt(r, level);
    const out: ExplainedRange = { written: v, level: at.level, feet: at.feet, metres: at.metres, unit: r.unit, per: describeRange35(r), formula: at.formula, source: r.source, sourceNote: rangeSourceNote(r.source, r.unit) };
    if (r.band) out.band = r.band;
    return out;
  }
  const p = parseRange(v, 'dnd35');
  if (!p || p.kind !== 'distance' || typeof p.feet !== 'number' || p.perLevelFeet) return undefined;
  const unit = p.metres !== undefined ? 'm' : 'ft';
  return { written: v, level: Math.max(1, Math.floor(level)), feet: p.feet, metres: p.metres ?? round(p.feet * METRES_PER_FOOT), unit, source: 'written', sourceNote: rangeSourceNote('written', unit) };
}
