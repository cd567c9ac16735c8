/**
 * The footnote `grimoire explain` prints under an area that covers no square
 * (and `explain --json`'s `area.note`): the words of compute/geometry.ts's
 * structured `Footprint.why`, from the catalogue (i18n/catalogs/geo) in the
 * asked locale. Pure; called by features/explain.ts.
 */
import type { FootNote } from '../compute/geometry';
import { t, type Locale } from '../i18n';

/**
 * The footnote in `locale`: the catalogue's words for `why`, or `english`
 * (geometry's own note) when there is no `why` (a reason no spell line
 * reaches, kept in English) or the locale is English.
 */
export function areaNoteIn(locale: Locale, english: string, why: FootNote | undefined): string {
  if (locale === 'en' || !why) return english;
  if (why.code === 'tooLarge' && why.args) return t(locale, 'geo.tooLarge', { what: why.args.what, n: why.args.n, max: why.args.max });
  if (why.code === 'noHalfSquare') return t(locale, 'geo.noHalfSquare');
  if (why.code === 'boxTooLarge') return t(locale, 'geo.boxTooLarge');
  return english;
}
