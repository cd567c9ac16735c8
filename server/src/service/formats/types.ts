/**
 * What every format module (a foreign spell layout: Foundry VTT dnd5e items,
 * Black Flag items, 5etools records, Open5e fixtures, the 5e-database and
 * PSRD JSON) gives the service: the canonical spell (the mapping the schema,
 * the rules and the features already take), a source map from canonical
 * paths to where each value lives in the source record, the source fields the
 * reading used, and the notes on what the canonical format cannot hold, each
 * naming its field. Pure, no IO.
 */
import type { System } from '../types';
import type { MsgArg, MsgRef } from '../i18n';
import type { dialectEn } from '../i18n/catalogs/dialect/en';

/** A key of the dialect notes' catalogue part. */
export type DialectNoteKey = keyof typeof dialectEn;

/** A path into a value: keys and list indexes. */
export type Path = ReadonlyArray<string | number>;

/** The formats with a module under formats/. */
export type FormatName = 'foundry-dnd5e' | 'black-flag' | '5etools' | 'open5e' | '5e-database' | 'psrd';

/** The formats read through the dialect readers (the older name, kept where only these four are meant). */
export type DialectName = 'foundry-dnd5e' | 'black-flag' | '5etools' | 'open5e';

/** One source-map entry: the canonical value at `canonical` came from `source` in the source document. */
export interface SourceEntry {
  canonical: Path;
  source: Path;
}

/**
 * A note on one conversion: a catalogue reference (rendered at the edge, in
 * the run's locale) and the field it is about: a path of the source record
 * (a reader's note) or of the canonical spell (a writer's note).
 */
export interface FieldNote {
  msg: MsgRef;
  field?: Path;
}

/** A source record read into the canonical spell. */
export interface MappedSpell {
  format: FormatName;
  system: System;
  /** The canonical spell mapping (docs/format.md), without the pass-through block. */
  value: Record<string, unknown>;
  /** Canonical path -> source path, most specific entries last. */
  sources: SourceEntry[];
  /**
   * The source fields the canonical value was read from (a mapping key
   * covers everything under it; a path into a list stands for the whole
   * list). Everything else of the record is carried in the pass-through
   * block (contract.ts).
   */
  used: Path[];
  /** What the canonical format cannot hold of this record, each naming its source field. */
  notes: FieldNote[];
}

/** A plain mapping (not null, not a list)? */
export function isObj(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** The value at `path` under `root`, or undefined. */
export function getAt(root: unknown, path: Path): unknown {
  let cur: unknown = root;
  for (const seg of path) {
    if (Array.isArray(cur) && typeof seg === 'number') cur = cur[seg];
    else if (isObj(cur)) cur = cur[String(seg)];
    else return undefined;
  }
  return cur;
}

/** Set `value` at `path` under `root`, creating mappings on the way (mutates). */
export function setAt(root: Record<string, unknown>, path: Path, value: unknown): void {
  let cur: Record<string, unknown> = root;
  for (let i = 0; i < path.length - 1; i++) {
    const seg = String(path[i]);
    const next = cur[seg];
    if (!isObj(next)) cur[seg] = {};
    cur = cur[seg] as Record<string, unknown>;
  }
  cur[String(path[path.length - 1])] = value;
}

/** A number from a number or a numeric string (Foundry stores sizes as strings), else undefined. */
export function numeric(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && /^\s*\d+(?:\.\d+)?\s*$/.test(v)) return Number(v);
  return undefined;
}

/** A trimmed non-empty string, else undefined. */
export function text(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

/** Swap keys and values of a small table (the writer's direction). */
export function invert(table: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(table)) if (!(v in out)) out[v] = k;
  return out;
}

/** Deep clone of JSON-like data. */
export function clone<T>(v: T): T {
  return v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T);
}

/** Add a note by catalogue key, naming the field it is about. Called by every reader and writer. */
export function note(notes: FieldNote[], key: DialectNoteKey, args?: Record<string, MsgArg>, field?: Path): void {
  const msg: MsgRef = args ? { key, args } : { key };
  notes.push(field ? { msg, field } : { msg });
}

/** A dotted path for messages and tables: `system.activities.x.damage.parts.0`. */
export function dotted(path: Path): string {
  return path.map(String).join('.');
}

/** Put `base`'s fields into `target` where `target` has none, mapping by mapping (mutates `target`; a field of `target` wins). */
export function mergeUnder(target: Record<string, unknown>, base: Record<string, unknown>): Record<string, unknown> {
  for (const [k, x] of Object.entries(base)) {
    if (!(k in target)) target[k] = clone(x);
    else if (isObj(target[k]) && isObj(x)) mergeUnder(target[k] as Record<string, unknown>, x);
  }
  return target;
}
