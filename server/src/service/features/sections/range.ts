/**
 * Hover on a D&D 3.5 / Pathfinder `range`: the distance at the caster
 * profile's level in feet and metres, the working, a short table at caster
 * levels 1, 5, 10, 15 and 20 for ranges that grow, and where the figures
 * come from (the spell's line, or the SRD 3.5 bands for a bare `medium`).
 * Words from the catalogue (i18n/catalogs/range) in the hover's locale; the
 * numbers are `text/range35.ts`'s.
 */
import type { HoverContext } from './context';
import { profileFor } from '../figures/profile';
import { bandIn, localiseRange, spellRange } from '../range-info';
import { formatLength, formatNumber, t, type Locale } from '../../i18n';
import { mdEscape, mdTable, topKey } from './common';

/** A figure of the table, rounded to two decimals, the locale's way (`10.5`, `10,5`). */
function fig(l: Locale, n: number): string {
  return formatNumber(l, Math.round(n * 100) / 100);
}

/** A length of the heading: `170 ft`, `10.5 m` in English, `10,5 m` in Italian, `51 м` in Russian. */
function len(l: Locale, n: number, unit: 'ft' | 'm'): string {
  return formatLength(l, Math.round(n * 100) / 100, unit);
}

/** The range hover section (3.5 only; 5e ranges do not grow). */
export function rangeSection(ctx: HoverContext): string | undefined {
  if (topKey(ctx) !== 'range' || ctx.spell.system !== 'dnd35') return undefined;
  const l = ctx.settings.locale;
  const profile = profileFor(ctx.spell, ctx.settings, ctx.overrides).resolved;
  const level = profile.level;
  const found = spellRange(ctx.spell, level);
  if (!found) return undefined;
  const r = localiseRange(l, found);
  const lines: string[] = [];
  const ft = len(l, r.feet, 'ft');
  const m = len(l, r.metres, 'm');
  if (!r.formula) {
    lines.push(t(l, 'range.h.fixed', { ft, m }));
  } else {
    lines.push(t(l, 'range.h.at', { level: r.level, ft, m }));
    const args = { per: mdEscape(r.per ?? ''), level: r.level, formula: mdEscape(r.formula) };
    lines.push('', r.band ? t(l, 'range.h.lineBand', { ...args, band: bandIn(l, r.band) }) : t(l, 'range.h.line', args));
    const levels = [...new Set([1, 5, 10, 15, 20, r.level])].sort((a, b) => a - b);
    const rows = levels.map((lv) => {
      const x = spellRange(ctx.spell, lv)!;
      return [lv === r.level ? `**${lv}**` : String(lv), fig(l, x.feet), fig(l, x.metres)];
    });
    lines.push('', mdTable([t(l, 'range.h.colLevel'), t(l, 'range.h.colFeet'), t(l, 'range.h.colMetres')], rows));
    if (profile.defaulted.includes('level')) lines.push('', t(l, 'range.h.default', { level: r.level }));
  }
  // The note is the service's own text (no spell text in it): shown as is, so "D&D" reads right.
  lines.push('', t(l, 'range.h.source', { note: r.sourceNote }));
  return lines.join('\n');
}
