/**
 * The range of a D&D 3.5 / Pathfinder spell at the caster's level, as
 * `grimoire explain --json` reports it (`range`), the range hover and the
 * preview's range section show it: the distance in feet and metres, the
 * working, and where the figures come from (the spell's own line, or the SRD
 * 3.5 band figures for a bare `medium`, which seed 004 does not give). Pure.
 */
import type { SpellModel } from '../model';
import { parseRange35, rangeAt, METRES_PER_FOOT, type Range35, type RangeAt } from '../text/range35';
import { parseRange } from '../text/range';
import { formatLength, t, type Locale, type MessageKey } from '../i18n';

/**
 * The `range` object of `explain --json`. Its words (`per`, `formula`,
 * `sourceNote`) are English in every locale, as the report has always given
 * them; {@link localiseRange} words them in a locale for hovers, the preview
 * and `explain`'s text.
 */
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
  /** The formula in words (`100 ft + 10 ft per level`; in the asked locale from {@link localiseRange}); absent for a fixed distance. */
  per?: string;
  /** The working at `level` (`100 ft + 10 ft x 7 = 170 ft`); absent for a fixed distance. */
  formula?: string;
  /** `written`: the spell's own figures; `srd`: a bare band, the SRD 3.5's figures. */
  source: 'written' | 'srd';
  /** The source in words, for hovers and the preview. */
  sourceNote: string;
}

/** The catalogue key of a range's source sentence (`ex.src.*`, shared with `grimoire explain`). */
export function rangeSourceKey(source: 'written' | 'srd', unit: 'ft' | 'm'): MessageKey {
  if (source === 'written') return unit === 'm' ? 'ex.src.writtenM' : 'ex.src.written';
  return unit === 'm' ? 'ex.src.srdM' : 'ex.src.srd';
}

/**
 * The source sentence of a range's figures, in the words a user reads (the
 * D&D 3.5 rule text is seed 004 inside the project; `rules/sources.ts`).
 * English unless `locale` is given.
 */
export function rangeSourceNote(source: 'written' | 'srd', unit: 'ft' | 'm', locale: Locale = 'en'): string {
  return t(locale, rangeSourceKey(source, unit));
}

/**
 * A length of a range's working in `locale`, Intl's short unit: `7.5 m`,
 * `170 ft` in English, `7,5 m`, `7,5 м`, `170 фт` elsewhere. Called by the
 * working and formula words below.
 */
export function rangeLength(locale: Locale, n: number, unit: 'ft' | 'm'): string {
  return formatLength(locale, Math.round(n * 1000) / 1000, unit);
}

/** The formula in words, e.g. `100 ft + 10 ft per level`, `7,5 m + 1,5 m ogni 2 livelli`. */
export function describeRangeIn(locale: Locale, r: Range35): string {
  const per = rangeLength(locale, r.per, r.unit);
  if (r.base > 0) return t(locale, 'range.per', { base: rangeLength(locale, r.base, r.unit), per, step: r.step });
  return t(locale, 'range.perOnly', { per, step: r.step });
}

/** The working at a level, e.g. `100 ft + 10 ft x 7 = 170 ft`, `7,5 м + 1,5 м × 3 (7 / 2) = 12 м`. */
export function rangeWorkingIn(locale: Locale, r: Range35, at: RangeAt): string {
  const args = { per: rangeLength(locale, r.per, r.unit), times: at.times, level: at.level, step: r.step, value: rangeLength(locale, at.value, r.unit) };
  return r.base > 0 ? t(locale, 'range.work', { ...args, base: rangeLength(locale, r.base, r.unit) }) : t(locale, 'range.workOnly', args);
}

/** The band's name in `locale` (`medium`, `medio`, `средняя`), or the text as is for one the catalogue does not know. */
export function bandIn(locale: Locale, band: string): string {
  return band === 'close' || band === 'medium' || band === 'long' ? t(locale, `range.band.${band}`) : band;
}

/**
 * The range with its words (formula, working, source) in `locale`; the
 * numbers and `band` (the enum `explain --json` reports) unchanged. Called by
 * the range hover, the preview's range section and `grimoire explain`.
 */
export function localiseRange(locale: Locale, r: ExplainedRange): ExplainedRange {
  const out: ExplainedRange = { ...r, sourceNote: rangeSourceNote(r.source, r.unit, locale) };
  const r35 = r.formula !== undefined ? parseRange35(r.written) : undefined;
  if (r35) {
    out.per = describeRangeIn(locale, r35);
    out.formula = rangeWorkingIn(locale, r35, rangeAt(r35, r.level));
  }
  return out;
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
    const out: ExplainedRange = { written: v, level: at.level, feet: at.feet, metres: at.metres, unit: r.unit, per: describeRangeIn('en', r), formula: rangeWorkingIn('en', r, at), source: r.source, sourceNote: rangeSourceNote(r.source, r.unit) };
    if (r.band) out.band = r.band;
    return out;
  }
  const p = parseRange(v, 'dnd35');
  if (!p || p.kind !== 'distance' || typeof p.feet !== 'number' || p.perLevelFeet) return undefined;
  const unit = p.metres !== undefined ? 'm' : 'ft';
  return { written: v, level: Math.max(1, Math.floor(level)), feet: p.feet, metres: p.metres ?? round(p.feet * METRES_PER_FOOT), unit, source: 'written', sourceNote: rangeSourceNote('written', unit) };
}
