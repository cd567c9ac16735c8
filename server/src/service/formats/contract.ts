/**
 * The contract every format keeps (ARCHITECTURE.md, "A contract per field"):
 * each field of a source record is mapped into the canonical spell (and
 * written back by the exporter), carried through unchanged in the spell's
 * pass-through block (`extra: { <format>: ... }`, docs/format.md), or named
 * in a note. This module holds the machinery shared by every format:
 *
 * - {@link importRecord}: read a record, keep what the reading did not use
 *   as the pass-through block, and beside it the original of every used
 *   field the writer would not write back as it was (Foundry's description
 *   HTML with its enrichers, 5etools' `{@tag}` markup, a `null` Foundry
 *   writes where the format reads 1);
 * - {@link exportRecord}: write a canonical spell over its pass-through
 *   block, then put back each original that still reads as the spell does
 *   (so an unchanged spell round-trips to its source record byte for byte,
 *   and an edited field is written from the edit);
 * - {@link accountFields}: the fate of every field of a record (kept,
 *   carried, noted, dropped), for `grimoire import --report` and the
 *   accounting tests.
 *
 * Pure; never throws on user input.
 */
import { clone, getAt, isObj, setAt, type FieldNote, type MappedSpell, type Path } from './types';

/** One format's reader and writer, as the contract runs them. */
export interface Codec {
  /** Read one source record. */
  read(record: Record<string, unknown>): MappedSpell;
  /** Write a canonical spell as a source record, over `base` (the pass-through block) when given. */
  write(spell: Record<string, unknown>, base?: Record<string, unknown>): { doc: Record<string, unknown>; notes: FieldNote[] };
}

/** Deep equality of JSON-like values, whatever the order of their keys. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => sameData(x, b[i]));
  if (isObj(a) && isObj(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => k in b && sameData(a[k], b[k]));
  }
  return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
}

const same = sameData;

/** Two canonical spells alike but for `system` (the file may say it) and the pass-through block. */
function sameSpell(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const strip = (v: Record<string, unknown>) => Object.fromEntries(Object.entries(v).filter(([k]) => k !== 'system' && k !== 'extra'));
  return same(strip(a), strip(b));
}

/** A path cut at its first list index: the whole list stands for any place in it. */
export function listFree(path: Path): Path {
  const i = path.findIndex((s) => typeof s === 'number');
  return i < 0 ? path : path.slice(0, i);
}

/** The used paths, each cut at its first list index, without duplicates or paths under another. */
function usedKeys(used: readonly Path[]): Path[] {
  const cut = used.map(listFree).filter((p) => p.length > 0);
  const keys = new Map(cut.map((p) => [JSON.stringify(p), p]));
  const all = [...keys.values()];
  return all.filter((p) => !all.some((q) => q.length < p.length && q.every((s, i) => s === p[i])));
}

/**
 * The record without the used fields: what the canonical spell does not hold,
 * carried for the round trip. Mappings left empty by the removal go too (an
 * empty mapping the record had on its own stays); undefined when nothing is
 * left.
 */
export function remainder(record: Record<string, unknown>, used: readonly Path[]): Record<string, unknown> | undefined {
  const out = clone(record);
  const touched = new Set<string>();
  for (const p of usedKeys(used)) {
    const parent = getAt(out, p.slice(0, -1));
    if (!isObj(parent)) continue;
    delete parent[String(p[p.length - 1])];
    for (let n = p.length - 1; n >= 1; n--) touched.add(JSON.stringify(p.slice(0, n)));
  }
  // Deepest first, so a parent emptied by its children's removal goes too.
  const paths = [...touched].map((k) => JSON.parse(k) as Path).sort((a, b) => b.length - a.length);
  for (const p of paths) {
    const v = getAt(out, p);
    if (isObj(v) && Object.keys(v).length === 0) {
      const parent = getAt(out, p.slice(0, -1));
      if (isObj(parent)) delete parent[String(p[p.length - 1])];
    }
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The record as one conversion gives it: the reading, the pass-through block, and the record written back from both. */
export interface Imported {
  mapped: MappedSpell;
  /** The pass-through block: the unused fields, and the originals of used fields the writer would not write as they were. */
  extra?: Record<string, unknown>;
  /** The record written back from the canonical spell and `extra` (the round trip the accounting checks). */
  written: Record<string, unknown>;
}

/** Read a record and make its pass-through block (see the module comment). */
export function importRecord(codec: Codec, record: Record<string, unknown>): Imported {
  const mapped = codec.read(record);
  const carried = remainder(record, mapped.used) ?? {};
  const plain = codec.write(mapped.value, clone(carried)).doc;
  const extra = clone(carried);
  for (const p of usedKeys(mapped.used)) {
    const original = getAt(record, p);
    if (original !== undefined && !same(getAt(plain, p), original)) setAt(extra, p, clone(original));
  }
  // A writer may place a field by what the base holds (Foundry writes damage parts where the base has some):
  // add the originals the full round trip still misses, until it writes every used field back (a few rounds at most).
  let written = exportRecord(codec, mapped.value, Object.keys(extra).length > 0 ? extra : undefined).doc;
  for (let round = 0; round < 3; round++) {
    const missing = usedKeys(mapped.used).filter((p) => getAt(record, p) !== undefined && !same(getAt(written, p), getAt(record, p)) && !same(getAt(extra, p), getAt(record, p)));
    if (missing.length === 0) break;
    for (const p of missing) setAt(extra, p, clone(getAt(record, p)));
    written = exportRecord(codec, mapped.value, extra).doc;
  }
  // Keys the writer adds that the record did not have (a `value: null`, a slot table filled up to 9th, a derived tag list):
  // named in the block, so the export leaves them out again.
  const added = addedPaths(written, record);
  if (added.length > 0) {
    extra[ABSENT_KEY] = added.map((p) => [...p]);
    written = exportRecord(codec, mapped.value, extra).doc;
  }
  const block = Object.keys(extra).length > 0 ? extra : undefined;
  return { mapped, ...(block ? { extra: block } : {}), written };
}

/**
 * The key, in a pass-through block, of the list of paths the record did not
 * have and the writer would add: the export removes each one again when the
 * record still reads the same without it.
 */
export const ABSENT_KEY = 'grimoire:absent';

/** The paths of mapping keys in `written` that `record` lacks at the same place (not below a list, where the whole list is compared). */
function addedPaths(written: unknown, record: unknown, at: Path = []): Path[] {
  if (!isObj(written) || !isObj(record)) return [];
  const out: Path[] = [];
  for (const [k, x] of Object.entries(written)) {
    if (at.length === 0 && k === ABSENT_KEY) continue;
    if (!(k in record)) out.push([...at, k]);
    else out.push(...addedPaths(x, record[k], [...at, k]));
  }
  return out;
}

/** Remove the value at `path` (a mapping key), if there. */
function deleteAt(root: Record<string, unknown>, path: Path): void {
  const parent = getAt(root, path.slice(0, -1));
  if (isObj(parent)) delete parent[String(path[path.length - 1])];
}

/**
 * Write a canonical spell over its pass-through block, then put back each
 * original the block holds for a field the writer wrote differently, when the
 * record still reads the same with it (the field was not edited since).
 */
export function exportRecord(codec: Codec, spell: Record<string, unknown>, block: Record<string, unknown> | undefined): { doc: Record<string, unknown>; notes: FieldNote[] } {
  const absent = block && Array.isArray(block[ABSENT_KEY]) ? (block[ABSENT_KEY] as unknown[]).filter((p): p is Path => Array.isArray(p) && p.every((s) => typeof s === 'string' || typeof s === 'number')) : [];
  let extra = block;
  if (block && ABSENT_KEY in block) {
    extra = { ...block };
    delete extra[ABSENT_KEY];
  }
  const out = codec.write(spell, extra ? clone(extra) : undefined);
  if (!extra) return out;
  let doc = out.doc;
  const reading = codec.read(doc);
  const differing = differingPaths(extra, doc);
  // Originals that belong together (a template's size in miles and its unit) go back together; then each on its own.
  const tryPut = (paths: readonly Path[]): boolean => {
    const tried = clone(doc);
    for (const p of paths) setAt(tried, p, clone(getAt(extra, p)));
    const back = codec.read(tried).value;
    // It reads as the spell being written, or as what the writer wrote (where the format cannot say all of it).
    if (!sameSpell(back, spell) && !sameSpell(back, reading.value)) return false;
    doc = tried;
    return true;
  };
  if (differing.length > 0 && !tryPut(differing)) for (const p of differing) tryPut([p]);
  // Then the keys the record did not have, together first, then each on its own.
  const tryDrop = (paths: readonly Path[]): boolean => {
    const tried = clone(doc);
    for (const p of paths) deleteAt(tried, p);
    const back = codec.read(tried).value;
    if (!sameSpell(back, spell) && !sameSpell(back, reading.value)) return false;
    doc = tried;
    return true;
  };
  const there = absent.filter((p) => getAt(doc, p) !== undefined);
  if (there.length > 0 && !tryDrop(there)) for (const p of there) tryDrop([p]);
  return { doc, notes: out.notes };
}

/** The paths (down to lists and scalars) where `extra` holds a value the written record does not have. */
function differingPaths(extra: Record<string, unknown>, doc: unknown, at: Path = []): Path[] {
  const out: Path[] = [];
  for (const [k, x] of Object.entries(extra)) {
    const p = [...at, k];
    const there = getAt(doc, p);
    if (isObj(x) && isObj(there)) out.push(...differingPaths(x, doc, p));
    else if (!same(x, there)) out.push(p);
  }
  return out;
}

/** The fate of a source field in a conversion. */
export type FieldFate = 'kept' | 'carried' | 'noted' | 'dropped';

/** One leaf of a source record and its fate. */
export interface FieldAccount {
  path: Path;
  fate: FieldFate;
}

/** Every leaf path of a value: scalars, empty lists and empty mappings. */
export function leafPaths(v: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(v)) return v.length === 0 ? [prefix] : v.flatMap((x, i) => leafPaths(x, [...prefix, i]));
  if (isObj(v)) {
    const keys = Object.keys(v);
    return keys.length === 0 ? [prefix] : keys.flatMap((k) => leafPaths(v[k], [...prefix, k]));
  }
  return [prefix];
}

const under = (p: Path, q: Path): boolean => q.length <= p.length && q.every((s, i) => s === p[i]);

/**
 * The fate of every leaf of `record` in `imported`: noted when a note names it
 * (or a field above it); kept when the reading used it and the round trip
 * wrote it back as it was; carried when the pass-through block holds it and
 * the round trip wrote it back; dropped otherwise (a silent loss).
 */
export function accountFields(record: Record<string, unknown>, imported: Imported): FieldAccount[] {
  const used = usedKeys(imported.mapped.used);
  const noted = imported.mapped.notes.map((n) => n.field).filter((f): f is Path => f !== undefined);
  return leafPaths(record)
    .filter((p) => p.length > 0)
    .map((path) => {
      const back = same(getAt(imported.written, path), getAt(record, path));
      let fate: FieldFate;
      if (noted.some((f) => under(path, f))) fate = 'noted';
      else if (back && used.some((u) => under(path, u))) fate = 'kept';
      else if (back && imported.extra !== undefined && same(getAt(imported.extra, path), getAt(record, path))) fate = 'carried';
      else fate = 'dropped';
      return { path, fate };
    });
}

/** A path with list indexes as `[]` and the keys under the given id-keyed mappings as `*` (`system.activities.*.damage.parts[].number`). */
export function generalPath(path: Path, idMaps: readonly string[] = []): string {
  let s = '';
  path.forEach((seg, i) => {
    if (typeof seg === 'number') s += '[]';
    else if (i > 0 && idMaps.includes(String(path[i - 1]))) s += '.*';
    else s += s === '' ? seg : `.${seg}`;
  });
  return s;
}
