/**
 * What the importers share about records and warnings: the result of an
 * import, warnings collected per spell (catalogue references, rendered in the
 * run's locale by `grimoire import`), the walk over a JSON array of records,
 * and small guards. Pure: the importers run in the CLI, the language server
 * or a test alike.
 */
import type { MsgArg, MsgRef } from '../i18n';
import { dotted, type FieldNote, type FormatName, type Path } from './types';
import { accountFields, importRecord, type Codec, type Imported } from './contract';
import { orderKeys } from './dataset';
import { addAccounts, emptyReport, type FieldReport } from './report';
import type { SpellRecord } from './dataset';

export type { SpellRecord } from './dataset';

/**
 * One problem found while converting a record, as a catalogue reference and
 * its data (rendered in the run's locale by `grimoire import`): `spell` names
 * the record (its name, or `#N`), `label` stands for it when it is a label of
 * ours rather than the source's ("(input)"), `field` names the source field.
 */
export interface ImportWarning {
  spell: string;
  msg: MsgRef;
  label?: MsgRef;
  field?: string;
}

/** The result of an importer: the whole YAML dataset file, how many spells it holds, and what went wrong. */
export interface ImportResult {
  /** A whole YAML dataset file (header comment, `system`, `attribution`, `license`, `spells`). */
  text: string;
  /** Number of spells written to `text`. */
  spells: number;
  /** Problems of the source data or of the conversion; never thrown. */
  warnings: ImportWarning[];
  /** The fate of every field of the input records (`--report`). */
  report?: FieldReport;
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

  /** The source field of each warning, as a path (undefined where none), at the same index as {@link list}. */
  readonly paths: Array<Path | undefined> = [];

  /** Records a warning about `spell` (its name, or a label of ours as a catalogue reference), naming the source field when there is one. */
  add(spell: string | MsgRef, message: MsgRef, field?: Path): void {
    const who = typeof spell === 'string' ? { spell } : { spell: '', label: spell };
    this.list.push({ ...who, msg: message, ...(field ? { field: dotted(field) } : {}) });
    this.paths.push(field);
  }

  /** The warnings as notes of a reading (a reference and a field each). */
  notes(): FieldNote[] {
    return this.list.map((w, i) => (this.paths[i] ? { msg: w.msg, field: this.paths[i] } : { msg: w.msg }));
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


/** The key of the pass-through block in a canonical spell (docs/format.md). */
export const EXTRA_KEY = 'extra';

/** A spell of the dataset: the canonical value without its `system` (the file says it), in `order`, with the pass-through block last. */
export function spellRecordOf(imported: Imported, format: FormatName, order: readonly string[]): SpellRecord {
  const v: Record<string, unknown> = { ...imported.mapped.value };
  delete v.system;
  if (imported.extra) v[EXTRA_KEY] = { [format]: imported.extra };
  return orderKeys(v, order);
}

/**
 * Import every record of a JSON array through a format's codec: each record
 * read, its pass-through block kept, its fields accounted for; a record that
 * is not an object, or gives no name, is left out with a warning (`label`
 * names it: its name, its `labelKey`, else `#N`); duplicate names are kept
 * with a warning. Shared by the 5e-database and PSRD importers; never throws.
 */
export function importRecords(json: unknown, codec: Codec, format: FormatName, order: readonly string[], labelKey: string): Conversion & { report: FieldReport } {
  const warnings = new Warnings();
  const report = emptyReport();
  if (!Array.isArray(json)) {
    warnings.add({ key: 'import.w.input' }, { key: 'import.w.notArray', args: { got: json === null ? 'null' : typeof json } });
    return { spells: [], warnings: warnings.list, report };
  }
  const spells: SpellRecord[] = [];
  const seen = new Set<string>();
  json.forEach((record, index) => {
    const label = recordLabel(record, index, labelKey);
    if (!isRecord(record)) return warnings.add(label, notObject(record));
    const imported = importRecord(codec, record);
    const name = typeof imported.mapped.value.name === 'string' ? imported.mapped.value.name : undefined;
    for (const n of imported.mapped.notes) warnings.add(name ?? label, n.msg, n.field);
    if (name === undefined) return;
    if (seen.has(name.toLowerCase())) warnings.add(name, { key: 'import.w.duplicate' });
    seen.add(name.toLowerCase());
    spells.push(spellRecordOf(imported, format, order));
    addAccounts(report, accountFields(record, imported), []);
  });
  return { spells, warnings: warnings.list, report };
}
