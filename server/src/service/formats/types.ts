/**
 * What every dialect (a foreign spell layout: Foundry VTT dnd5e items, Black
 * Flag items, 5etools records, Open5e fixtures) gives the service: the canonical spell (the
 * mapping the schema, the rules and the features already take), a source map
 * from canonical paths to where each value lives in the source document, and
 * the notes on what the canonical format cannot hold. Pure, no IO.
 */
import type { System } from '../types';
import { render, type MsgArg, type MsgRef } from '../i18n';
import type { dialectEn } from '../i18n/catalogs/dialect/en';

/** A key of the dialect notes' catalogue part. */
export type DialectNoteKey = keyof typeof dialectEn;

/** A path into a value: keys and list indexes. */
export type Path = ReadonlyArray<string | number>;

/** The formats with a dialect module. */
export type DialectName = 'foundry-dnd5e' | 'black-flag' | '5etools' | 'open5e';

/** One source-map entry: the canonical value at `canonical` came from `source` in the source document. */
export interface SourceEntry {
  canonical: Path;
  source: Path;
}

/** A source document read into the canonical spell. */
export interface MappedSpell {
  format: DialectName;
  system: System;
  /** The canonical spell mapping (docs/format.md). */
  value: Record<string, unknown>;
  /** Canonical path -> source path, most specific entries last. */
  sources: SourceEntry[];
  /** What the source holds that the canonical format cannot (losses), one sentence each. */
  notes: string[];
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

/**
 * The notes of one conversion: English sentences (what `notes` has always
 * held, and what tests and the English CLI print) with, beside each one made
 * by {@link note}, its catalogue reference (`dialect.n.*`), which
 * `grimoire import/export` render in the run's locale (cli/interop-cmd.ts,
 * through {@link noteRef}). A plain `string[]` for every other reader.
 */
export class NoteList extends Array<string> {
  /** The reference of the note at the same index; a hole for a note pushed as plain text. (Not enumerable: the list still equals its plain strings in tests.) */
  declare readonly refs: Array<MsgRef | undefined>;
  constructor(...items: string[]) {
    super(...items);
    Object.defineProperty(this, 'refs', { value: [], enumerable: false });
  }
}

/** Add a note by catalogue key: its English text, and its reference when `notes` is a {@link NoteList}. Called by every dialect reader and writer. */
export function note(notes: string[], key: DialectNoteKey, args?: Record<string, MsgArg>): void {
  const ref: MsgRef = args ? { key, args } : { key };
  notes.push(render('en', ref));
  if (notes instanceof NoteList) notes.refs[notes.length - 1] = ref;
}

/** The catalogue reference of note `i` of a conversion, when it was made by {@link note}; else undefined (the English text is all there is). */
export function noteRef(notes: readonly string[], i: number): MsgRef | undefined {
  return notes instanceof NoteList ? notes.refs[i] : undefined;
}
