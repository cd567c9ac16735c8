/**
 * The footnote `grimoire explain` prints under an area that covers no square
 * (and `explain --json`'s `area.note`): the words of compute/geometry's
 * structured `Footprint.why`, from the catalogue (i18n/catalogs/geo) in the
 * asked locale. Also every note under the squares table (`areaNotesIn`).
 * Also the notes under a damage or healing table (`damageNotesIn`: a field
 * the dice module ignores, what a 3.5 table's or a ToV ritual's rows are),
 * and an area's size as written in metres or miles (`writtenIn`): every
 * remark the service keeps as English text beside its data, worded here.
 * Pure; called by features/explain.ts, features/sections/area.ts (the area
 * hover), features/sections/damage.ts (the damage hover) and
 * features/preview-sections.ts (the preview's area and numbers sections).
 */
import type { FootNote, Footprint } from '../compute/geometry';
import type { GeoNote } from '../compute/notes';
import { formatLength, t, type Locale, type MessageKey } from '../i18n';
import type { WrittenSize } from './figures/area';

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

/** One note's words in `locale` from its data (`geo.n.<code>`). */
export function geoNoteIn(locale: Locale, note: GeoNote): string {
  return t(locale, `geo.n.${note.code}` as MessageKey, note.args);
}

/**
 * The notes of `fp` in `locale`, one per `fp.notes` entry: English is
 * `fp.notes` itself (byte for byte what geometry.ts writes); other locales
 * build each note from `fp.noteData`, and the empty footprint's size-limit
 * note from `fp.why`. A note without data stays English.
 */
export function areaNotesIn(locale: Locale, fp: Footprint): string[] {
  const out = notesIn(locale, fp.notes, fp.noteData);
  const last = fp.notes.length - 1;
  // The empty footprint's size-limit note has no data of its own: its words come from `fp.why`.
  if (locale !== 'en' && last >= 0 && !fp.noteData?.[last] && fp.why) out[last] = areaNoteIn(locale, fp.notes[last]!, fp.why);
  return out;
}

/**
 * The remarks of a spell's area (features/figures/area.ts `SpellArea`: metres
 * converted, a hemisphere drawn as a sphere, a 3.5 line's count...) in
 * `locale`: English is `notes` itself; other locales build each from its
 * data (`geo.n.sa.<code>`); a remark without data stays English.
 */
export function spellAreaNotesIn(locale: Locale, area: { notes: readonly string[]; noteData?: ReadonlyArray<GeoNote | null> }): string[] {
  return notesIn(locale, area.notes, area.noteData);
}

/**
 * The notes under a damage or healing table (features/figures/damage.ts
 * `DamageTable`: a field compute/damage-scaling.ts ignores, a key out of range, what
 * a 3.5 table's or a ToV ritual's rows are) in `locale`: English is
 * `table.notes` itself; other locales build each from its data
 * (`dmg.n.<code>`). Called by the damage hover and the preview's numbers.
 */
export function damageNotesIn(locale: Locale, table: { notes: readonly string[]; noteData?: ReadonlyArray<GeoNote | null> }): string[] {
  return notesIn(locale, table.notes, table.noteData, 'dmg.n.');
}

/** English notes as they are, or each rebuilt from its data (`<prefix><code>`) in `locale` (a note without data stays English). */
function notesIn(locale: Locale, notes: readonly string[], data: ReadonlyArray<GeoNote | null> | undefined, prefix: 'geo.n.' | 'dmg.n.' = 'geo.n.'): string[] {
  if (locale === 'en') return notes.slice();
  return notes.map((english, i) => {
    const d = data?.[i];
    return d ? t(locale, `${prefix}${d.code}` as MessageKey, d.args) : english;
  });
}

/**
 * The size of a spell's area as written when it was not in feet (`length 9
 * m, side 3 m`, `1 mile`) in `locale`: English is `area.written` itself;
 * other locales name each dimension with the catalogue's term and write the
 * number the locale's way ("довжина 9 м", "lunghezza 4,5 m"). Called by the
 * area hover (features/sections/area.ts) and `explain` (features/explain.ts).
 */
export function writtenIn(locale: Locale, area: { written?: string; writtenParts?: readonly WrittenSize[] }): string | undefined {
  if (locale === 'en' || !area.written || !area.writtenParts?.length) return area.written;
  const parts = area.writtenParts.map((p) => {
    // Miles by CLDR's long unit names, which decline with the number ("1 миля", "5 миль", "1 miglio").
    const size = p.unit === 'm' ? formatLength(locale, p.n, 'm') : new Intl.NumberFormat(locale, { style: 'unit', unit: 'mile', unitDisplay: 'long', useGrouping: false, maximumFractionDigits: 2 }).format(p.n);
    return p.dim ? `${t(locale, `term.dim.${p.dim}` as MessageKey)} ${size}` : size;
  });
  return parts.join(locale === 'ja' ? '、' : ', ');
}
