/**
 * The words of the remarks the figures keep as data, in the asked locale:
 * an area's notes (compute/geometry's `Footprint.notes`, among them why a
 * footprint is empty; features/figures/area.ts's `SpellArea.notes`), the
 * notes under a damage or healing table (`DamageTable.notes`), each a
 * catalogue reference rendered like any other message; and an area's size as
 * written in metres or miles (`writtenIn`). Pure; called by
 * features/explain.ts, the area and damage hovers (sections/area.ts,
 * sections/damage.ts) and the preview's sections (preview-sections.ts).
 */
import { formatLength, render, t, type Locale, type MessageKey, type MsgRef } from '../i18n';
import type { WrittenSize } from './figures/area';

/** Remarks in `locale`, one text per note. */
export function notesIn(locale: Locale, notes: readonly MsgRef[]): string[] {
  return notes.map((n) => render(locale, n));
}

/**
 * The size of a spell's area as written when it was not in feet, in
 * `locale`: each dimension named with the catalogue's term, the number the
 * locale's way ("length 9 m, side 3 m", "довжина 9 м", "lunghezza 4,5 m",
 * "1 mile"). Called by the area hover and `explain`.
 */
export function writtenIn(locale: Locale, written: readonly WrittenSize[]): string {
  const parts = written.map((p) => {
    // Miles by CLDR's long unit names, which decline with the number ("1 mile", "1 миля", "5 миль", "1 miglio").
    const size = p.unit === 'm' ? formatLength(locale, p.n, 'm') : new Intl.NumberFormat(locale, { style: 'unit', unit: 'mile', unitDisplay: 'long', useGrouping: false, maximumFractionDigits: 2 }).format(p.n);
    return p.dim ? `${t(locale, `term.dim.${p.dim}` as MessageKey)} ${size}` : size;
  });
  return parts.join(locale === 'ja' ? '、' : ', ');
}
