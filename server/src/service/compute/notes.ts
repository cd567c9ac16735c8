/**
 * Remarks kept twice: English text and the same as data (a catalogue key and
 * its figures), side by side. Written by the area geometry (a footprint's
 * notes), the dice module (fields a damage block ignores) and the spell
 * figures (features/figures/: an area's remarks, a damage table's notes);
 * features/area-note.ts renders any of them in a locale.
 */

/**
 * One note as data: a catalogue key under `geo.n.` and its figures. The words
 * in each locale are built by features/area-note.ts (`areaNotesIn`); the
 * English words stay in `Footprint.notes`, equal to the catalogue's English.
 */
export interface GeoNote {
  /** Key suffix: `geo.n.<code>` for an area's notes, `dmg.n.<code>` for a damage table's (compute/damage-scaling.ts, features/figures/damage.ts). */
  code: string;
  /** Named figures and choices (`shape`, `what`, numbers in feet or inches). */
  args?: Record<string, string | number>;
}

/** English notes and their data side by side (data `null` for a note kept English only). */
export class Notes {
  readonly texts: string[] = [];
  readonly data: Array<GeoNote | null> = [];
  push(text: string, data?: GeoNote): void {
    this.texts.push(text);
    this.data.push(data ?? null);
  }
}
