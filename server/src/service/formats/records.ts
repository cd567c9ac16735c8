/**
 * What the importers share about records and warnings: the result of an
 * import, warnings collected per spell (catalogue references, rendered in the
 * run's locale by `grimoire import`), the walk over a JSON array of records,
 * and small guards. Pure: the importers run in the CLI, the language server
 * or a test alike.
 */
import { render, type MsgArg, type MsgRef } from '../i18n';
import type { SpellRecord } from './dataset';

export type { SpellRecord } from './dataset';

/** One problem found while converting a record; `spell` names the record (or `#N` when it has no name). */
export interface ImportWarning {
  spell: string;
  /** In English (what tests and the English CLI print). */
  message: string;
  /** The same as a catalogue reference, when the importer has one: `grimoire import` shows it in the run's locale. */
  msg?: MsgRef;
  /** `spell` as a catalogue reference when it is a label of ours rather than the source's name ("(input)"): `grimoire import` shows it in the run's locale. */
  label?: MsgRef;
}

/** The result of an importer: the whole YAML dataset file, how many spells it holds, and what went wrong. */
export interface ImportResult {
  /** A whole YAML dataset file (header comment, `system`, `attribution`, `license`, `spells`). */
  text: string;
  /** Number of spells written to `text`. */
  spells: number;
  /** Problems of the source data or of the conversion; never thrown. */
  warnings: ImportWarning[];
}

/** The pure conversion step of an importer, before YAML output (exposed for tests and tooling). */
export interface Conversion {
  spells: SpellRecord[];
  warnings: ImportWarning[];
}

/** The eight schools of magic shared by every D&D-like system. */
export const SCHOOLS: readonly string[] = [
  'abjuration',
  'conjuration',
  'divination',
  'enchantment',
  'evocation',
  'illusion',
  'necromancy',
  'transmutation',
];

/** Damage types of the `dnd5e` format. */
export const DAMAGE_TYPES: readonly string[] = [
  'acid',
  'bludgeoning',
  'cold',
  'fire',
  'force',
  'lightning',
  'necrotic',
  'piercing',
  'poison',
  'psychic',
  'radiant',
  'slashing',
  'thunder',
];

/** Collects warnings for one import run. */
export class Warnings {
  /** The collected warnings, in emission order. */
  readonly list: ImportWarning[] = [];

  /** Records a warning about `spell`: English text, or a catalogue reference (`import.w.*`), kept beside its English text for `grimoire import --locale`. */
  add(spell: string | MsgRef, message: string | MsgRef): void {
    const label = typeof spell === 'string' ? {} : { label: spell };
    const name = typeof spell === 'string' ? spell : render('en', spell);
    if (typeof message === 'string') this.list.push({ spell: name, message, ...label });
    else this.list.push({ spell: name, message: render('en', message), msg: message, ...label });
  }
}

/**
 * The warning on a record that is not an object (null, an array, a string,
 * a number or a boolean), which both importers' convertRecord skip.
 * `{got}` is JSON's own word for the value (kept in every locale), or
 * "an array" from the catalogue.
 */
export function notObject(record: unknown): MsgRef {
  const got: MsgArg = record === null ? 'null' : Array.isArray(record) ? { key: 'import.w.anArray' } : typeof record;
  return { key: 'import.w.notObject', args: { got } };
}

/**
 * Convert every record of an importer's JSON array with `convertRecord`,
 * warning on a non-array input and on duplicate names (both kept).
 * Shared by the 5e-database and PSRD importers; never throws.
 */
export function convertAll(json: unknown, convertRecord: (record: unknown, index: number, warnings: Warnings) => SpellRecord | undefined): Conversion {
  const warnings = new Warnings();
  if (!Array.isArray(json)) {
    warnings.add({ key: 'import.w.input' }, { key: 'import.w.notArray', args: { got: json === null ? 'null' : typeof json } });
    return { spells: [], warnings: warnings.list };
  }
  const spells: SpellRecord[] = [];
  const seen = new Set<string>();
  json.forEach((record, index) => {
    const spell = convertRecord(record, index, warnings);
    if (!spell) return;
    const name = spell.name as string;
    if (seen.has(name.toLowerCase())) warnings.add(name, { key: 'import.w.duplicate' });
    seen.add(name.toLowerCase());
    spells.push(spell);
  });
  return { spells, warnings: warnings.list };
}

/** True for a non-null, non-array object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A trimmed non-empty string, or undefined for anything else. */
export function nonEmptyString(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A label for a record in warnings: its name, else its fallback id, else `#index` (1-based). */
export function recordLabel(record: unknown, index: number, fallbackKey?: string): string {
  if (isRecord(record)) {
    const name = nonEmptyString(record.name);
    if (name) return name;
    if (fallbackKey) {
      const other = nonEmptyString(record[fallbackKey]);
      if (other) return other;
    }
  }
  return `#${index + 1}`;
}

