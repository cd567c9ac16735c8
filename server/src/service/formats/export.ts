/**
 * Spells written out in other tools' formats, one spell at a time, for
 * `grimoire export`: a Foundry VTT item (dnd5e and ToV spells) and a
 * 5etools record (dnd5e and ToV), each with the notes on what the format
 * cannot hold. The writers themselves are export/foundry.ts and
 * formats/5etools/write.ts; this puts them behind one shape. Pure.
 */
import { dump } from 'js-yaml';
import { exportFoundry } from './foundry/export';
import { homebrew, write5etools } from './5etools/write';
import { noteRef } from './types';
import type { MsgRef } from '../i18n';
import type { SpellModel } from '../model';
import type { System } from '../types';

/** A note on what the target format cannot hold: its catalogue reference (shown in the run's locale), or its English text when it has none. */
export type ExportNote = MsgRef | string;

/** A spell exported, or the system the format has no place for. */
export type Exported<T> = ({ ok: true; notes: ExportNote[] } & T) | { ok: false; system: System };

function notesOf(notes: readonly string[]): ExportNote[] {
  return notes.map((n, i) => noteRef(notes, i) ?? n);
}

/** A spell as a Foundry item file of a `packs/_source` tree: its path (`<level folder>/<slug>.yml`) and YAML text. */
export function foundryItemOf(spell: SpellModel): Exported<{ path: string; yaml: string }> {
  const r = exportFoundry(spell.value, spell.system);
  if (!r) return { ok: false, system: spell.system };
  return { ok: true, notes: notesOf(r.notes), path: `${r.folder}/${r.slug}.yml`, yaml: dump(r.doc, { lineWidth: -1, noRefs: true }) };
}

/** A spell as a 5etools record under the homebrew source `source`. */
export function fiveToolsRecordOf(spell: SpellModel, source: string): Exported<{ record: Record<string, unknown> }> {
  if (spell.system !== 'dnd5e' && spell.system !== 'tov') return { ok: false, system: spell.system };
  const r = write5etools(spell.value, source);
  return { ok: true, notes: notesOf(r.notes), record: r.record };
}

/** The 5etools homebrew file around records made by {@link fiveToolsRecordOf}. */
export const fiveToolsHomebrew = homebrew;
