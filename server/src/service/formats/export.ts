/**
 * Spells written out in other tools' formats, one spell at a time, for
 * `grimoire export`: a Foundry VTT item (dnd5e and ToV spells) and a 5etools
 * record (dnd5e and ToV), each with the notes on what the format cannot hold.
 * A spell's pass-through block for the format (`extra: { <format>: ... }`,
 * docs/format.md) is the base the record is written over (contract.ts). Pure.
 */
import { dump } from 'js-yaml';
import { exportFoundry } from './foundry/export';
import { homebrew, write5etools } from './5etools/write';
import { read5etools as read5etoolsRecord } from './5etools/read';
import { exportRecord } from './contract';
import { EXTRA_KEY } from './import';
import { isObj, type FieldNote, type FormatName } from './types';
import type { SpellModel } from '../model';
import type { System } from '../types';

/** A note on what the target format cannot hold: a catalogue reference and the canonical field it is about. */
export type ExportNote = FieldNote;

/** A spell exported, or the system the format has no place for. */
export type Exported<T> = ({ ok: true; notes: ExportNote[] } & T) | { ok: false; system: System };

/** A spell's pass-through block for `format`, if it has one. */
export function extraOf(spell: Record<string, unknown>, format: FormatName): Record<string, unknown> | undefined {
  const all = spell[EXTRA_KEY];
  const mine = isObj(all) ? all[format] : undefined;
  return isObj(mine) ? mine : undefined;
}

/** The canonical spell without its pass-through block (what the writers take). */
export function withoutExtra(spell: Record<string, unknown>): Record<string, unknown> {
  if (!(EXTRA_KEY in spell)) return spell;
  const out = { ...spell };
  delete out[EXTRA_KEY];
  return out;
}

/** A spell as a Foundry item file of a `packs/_source` tree: its path (`<level folder>/<slug>.yml`) and YAML text. */
export function foundryItemOf(spell: SpellModel): Exported<{ path: string; yaml: string }> {
  const format = spell.system === 'tov' ? 'black-flag' : 'foundry-dnd5e';
  const r = exportFoundry(withoutExtra(spell.value), spell.system, extraOf(spell.value, format));
  if (!r) return { ok: false, system: spell.system };
  return { ok: true, notes: r.notes, path: `${r.folder}/${r.slug}.yml`, yaml: dump(r.doc, { lineWidth: -1, noRefs: true }) };
}

/** A spell as a 5etools record under the homebrew source `source` (when its `book` names no 5etools source). */
export function fiveToolsRecordOf(spell: SpellModel, source: string): Exported<{ record: Record<string, unknown> }> {
  if (spell.system !== 'dnd5e' && spell.system !== 'tov') return { ok: false, system: spell.system };
  const codec = {
    read: (r: Record<string, unknown>) => read5etoolsRecord(r),
    write: (s: Record<string, unknown>, b?: Record<string, unknown>) => {
      const w = write5etools(s, source, b);
      return { doc: w.record, notes: w.notes };
    },
  };
  const r = exportRecord(codec, withoutExtra(spell.value), extraOf(spell.value, '5etools'));
  return { ok: true, notes: r.notes, record: r.doc };
}

/** The 5etools homebrew file around records made by {@link fiveToolsRecordOf}. */
export const fiveToolsHomebrew = homebrew;
