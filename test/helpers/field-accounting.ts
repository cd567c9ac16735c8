/**
 * Field accounting by perturbation: a second method, independent of the
 * readers' own bookkeeping, for what a conversion does with each field of a
 * source record. For every leaf of the record (a scalar, or an empty list or
 * mapping) the record is converted again with that leaf changed, then with it
 * removed, and the outputs are compared with the plain conversion's:
 *
 * - kept: the canonical spell changes;
 * - carried: only the pass-through block changes;
 * - noted: only the notes change (or, failing that, removing the nearest
 *   ancestor changes the notes and nothing else: a note that names a whole
 *   list, "`conditionInflict` has no place in the format");
 * - dropped: nothing changes: the conversion ignores the field without a word.
 *
 * It sees behaviour only, so it measures the code before and after a change
 * alike (the figures of docs/interop.md's accounting) and checks the readers'
 * own per-field table (`--report`) a second way. Slow (two conversions per
 * leaf): for tests and scripts, never the CLI.
 */

/** What one conversion of a record gives, in comparable form. */
export interface Converted {
  /** The canonical spell without its pass-through block. */
  canonical: unknown;
  /** The pass-through block (undefined when the format keeps none). */
  carried: unknown;
  /** The notes on this record, rendered (any stable form). */
  notes: readonly string[];
}

/** Convert one record; undefined when it gives no spell. */
export type Convert = (record: unknown) => Converted | undefined;

/** The fate of a field. */
export type FieldStatus = 'kept' | 'carried' | 'noted' | 'dropped';

/** A path into a record. */
export type LeafPath = Array<string | number>;

/** One leaf's accounting. */
export interface LeafAccount {
  path: LeafPath;
  status: FieldStatus;
}

const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Every leaf path of a value: scalars, empty lists and empty mappings. */
export function leafPaths(v: unknown, prefix: LeafPath = []): LeafPath[] {
  if (Array.isArray(v)) return v.length === 0 ? [prefix] : v.flatMap((x, i) => leafPaths(x, [...prefix, i]));
  if (isObj(v)) {
    const keys = Object.keys(v);
    return keys.length === 0 ? [prefix] : keys.flatMap((k) => leafPaths(v[k], [...prefix, k]));
  }
  return [prefix];
}

function parentOf(root: unknown, path: LeafPath): unknown {
  let cur = root;
  for (const seg of path.slice(0, -1)) cur = (cur as Record<string | number, unknown>)[seg];
  return cur;
}

/** A copy with the leaf at `path` changed to another value of a kind a reader would take. */
function changed(root: unknown, path: LeafPath): unknown {
  const copy = structuredClone(root);
  if (path.length === 0) return copy;
  const parent = parentOf(copy, path) as Record<string | number, unknown>;
  const k = path[path.length - 1]!;
  const v = parent[k];
  if (typeof v === 'string') parent[k] = v === '' ? 'zq' : /^\d+$/.test(v) ? String(Number(v) + 7) : `${v}zq`;
  else if (typeof v === 'number') parent[k] = v + 7;
  else if (typeof v === 'boolean') parent[k] = !v;
  else if (v === null) parent[k] = 'zq';
  else if (Array.isArray(v)) parent[k] = ['zq'];
  else if (isObj(v)) parent[k] = { zq: 'zq' };
  return copy;
}

/** A copy with the value at `path` removed (a list item spliced out). */
function removed(root: unknown, path: LeafPath): unknown {
  const copy = structuredClone(root);
  if (path.length === 0) return copy;
  const parent = parentOf(copy, path);
  const k = path[path.length - 1]!;
  if (Array.isArray(parent)) parent.splice(k as number, 1);
  else delete (parent as Record<string, unknown>)[k as string];
  return copy;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

type Change = 'canonical' | 'carried' | 'notes' | 'none';

function changeOf(base: Converted | undefined, next: Converted | undefined): Change {
  if (!base || !next) return base === next ? 'none' : 'canonical';
  if (!same(base.canonical, next.canonical)) return 'canonical';
  if (!same(base.carried, next.carried)) return 'carried';
  if (!same(base.notes, next.notes)) return 'notes';
  return 'none';
}

/** The accounting of every leaf of `record` under `convert`. `skip` leaves out paths that are not the spell's (a Foundry actor's own fields). */
export function accountRecord(record: unknown, convert: Convert, skip: (path: LeafPath) => boolean = () => false): LeafAccount[] {
  const base = convert(record);
  const out: LeafAccount[] = [];
  for (const path of leafPaths(record)) {
    if (path.length === 0 || skip(path)) continue;
    const a = changeOf(base, convert(changed(record, path)));
    const b = a === 'canonical' ? a : changeOf(base, convert(removed(record, path)));
    const worst = [a, b].includes('canonical') ? 'canonical' : [a, b].includes('carried') ? 'carried' : [a, b].includes('notes') ? 'notes' : 'none';
    let status: FieldStatus = worst === 'canonical' ? 'kept' : worst === 'carried' ? 'carried' : worst === 'notes' ? 'noted' : 'dropped';
    if (status === 'dropped') {
      // A note may name the whole list or mapping the leaf sits in.
      for (let n = path.length - 1; n >= 1; n--) {
        const c = changeOf(base, convert(removed(record, path.slice(0, n))));
        if (c === 'none') continue;
        if (c === 'notes') status = 'noted';
        break;
      }
    }
    out.push({ path, status });
  }
  return out;
}

/** A path with list indexes as `[]` and the given mapping keys (ids) as `*`: `system.activities.*.damage.parts[].types[]`. */
export function generalPath(path: LeafPath, idMaps: ReadonlyArray<string> = []): string {
  let s = '';
  path.forEach((seg, i) => {
    if (typeof seg === 'number') s += '[]';
    else if (i > 0 && idMaps.includes(String(path[i - 1]))) s += '.*';
    else s += s === '' ? seg : `.${seg}`;
  });
  return s;
}

/** Counts of each status. */
export type Tally = Record<FieldStatus, number>;

/** An empty tally. */
export function tally(): Tally {
  return { kept: 0, carried: 0, noted: 0, dropped: 0 };
}

/** Add leaf accounts to a tally (and, when given, to a per-path table). */
export function addTo(t: Tally, leaves: readonly LeafAccount[], byPath?: Map<string, Tally>, general: (p: LeafPath) => string = (p) => generalPath(p)): void {
  for (const l of leaves) {
    t[l.status]++;
    if (byPath) {
      const k = general(l.path);
      const row = byPath.get(k) ?? tally();
      row[l.status]++;
      byPath.set(k, row);
    }
  }
}
