/**
 * Two versions of a dataset compared by meaning (`grimoire diff`): spells
 * matched by system, edition and name (case and spaces aside), whatever file
 * holds them, then reported once each as added, removed, renamed (the same
 * content under a new name), moved (the same spell in another file) or
 * changed, field by field (`damage.dice: 8d6 -> 10d6`). Text compares with
 * its runs of spaces and line breaks as one space: a re-wrapped paragraph is
 * not a change. Pure; the CLI reads the files and git revisions
 * (cli/diff-cmd.ts).
 */
import type { Analysis } from '../analysis';
import type { System } from '../types';
import { editionOf, nameKey } from '../workspace/names';

/** One spell of one side. */
export interface DiffSpell {
  name: string;
  system: System;
  edition?: string;
  /** The file that holds it, as the report shows it. */
  file: string;
  /**
   * Where the file lies within its side (relative to the folder or revision
   * compared; the same on both sides when two single files are compared):
   * the same spell under another `place` is moved.
   */
  place: string;
  /** 1-based line of the spell's start. */
  line: number;
  value: Record<string, unknown>;
}

/** One field that differs: absent on a side means the key is not there. */
export interface FieldChange {
  path: string;
  old?: unknown;
  new?: unknown;
}

/** One change of the comparison. */
export type SpellChange =
  | { kind: 'added'; spell: DiffSpell }
  | { kind: 'removed'; spell: DiffSpell }
  | { kind: 'renamed'; from: DiffSpell; to: DiffSpell }
  | { kind: 'moved'; from: DiffSpell; to: DiffSpell }
  | { kind: 'changed'; from: DiffSpell; to: DiffSpell; fields: FieldChange[] };

/** What one file gives the comparison: its spells, and what it could not give. */
export interface DiffFileSpells {
  spells: DiffSpell[];
  /** 1-based lines of spells without a name: left out of the comparison (the caller says so). */
  unnamed: number[];
  /** YAML errors of the file: spells after them may be missing or partial (the caller says so). */
  yamlErrors: number;
}

/**
 * The spells of an analysed file (a Foundry item's canonical fields), for
 * {@link diffSpells}; `place` is where the file lies within its side (see
 * {@link DiffSpell.place}), its display name by default.
 */
export function diffSpellsOf(analysis: Analysis, file: string, place = file): DiffFileSpells {
  const spells: DiffSpell[] = [];
  const unnamed: number[] = [];
  for (const s of analysis.spells) {
    const value = s.value;
    const name = typeof value.name === 'string' ? value.name.replace(/\s+/g, ' ').trim() : '';
    const line = analysis.lines.positionAt(s.start).line + 1;
    if (name === '') {
      unnamed.push(line);
      continue;
    }
    const header = analysis.headers.find((h) => h.doc === s.doc);
    const edition = editionOf(value.edition) ?? editionOf(header?.value.edition);
    spells.push({ name, system: s.system, ...(edition ? { edition } : {}), file, place, line, value });
  }
  const yamlErrors = analysis.diagnostics.filter((d) => d.severity === 'error' && d.code.startsWith('yaml/')).length;
  return { spells, unnamed, yamlErrors };
}

/** A spell's identity: system, edition, name key. */
function identity(s: DiffSpell): string {
  return [s.system, s.edition ?? '', nameKey(s.name)].join('\u0000');
}

/** A value with every text's whitespace runs read as one space, trimmed (the form compared). */
function normal(v: unknown): unknown {
  if (typeof v === 'string') return v.replace(/\s+/g, ' ').trim();
  if (Array.isArray(v)) return v.map(normal);
  if (v && typeof v === 'object') {
    const o: Record<string, unknown> = {};
    for (const k of Object.keys(v as Record<string, unknown>).sort()) o[k] = normal((v as Record<string, unknown>)[k]);
    return o;
  }
  return v;
}

/** The content of a spell without its name (what a rename keeps). */
function contentKey(s: DiffSpell): string {
  const { name: _name, ...rest } = s.value;
  return JSON.stringify([s.system, s.edition ?? '', normal(rest)]);
}

/** Is `v` a list of plain values (compared whole, shown `[a, b]`)? */
function isPlainList(v: unknown): boolean {
  return Array.isArray(v) && v.every((x) => x === null || typeof x !== 'object');
}

/** Every leaf of a value by its path (`damage.dice`, `damage[1].type`); lists of plain values are leaves. */
function leaves(v: unknown, path: string, out: Map<string, unknown>): void {
  if (v && typeof v === 'object' && !isPlainList(v)) {
    if (Array.isArray(v)) v.forEach((x, i) => leaves(x, `${path}[${i}]`, out));
    else for (const k of Object.keys(v as Record<string, unknown>)) leaves((v as Record<string, unknown>)[k], path ? `${path}.${k}` : k, out);
    if ((Array.isArray(v) ? v.length : Object.keys(v as object).length) === 0) out.set(path, v);
    return;
  }
  out.set(path, v);
}

/** The fields that differ between two versions of a spell, in the new version's key order, then the removed ones. */
export function fieldChanges(a: Record<string, unknown>, b: Record<string, unknown>): FieldChange[] {
  const la = new Map<string, unknown>();
  const lb = new Map<string, unknown>();
  leaves(a, '', la);
  leaves(b, '', lb);
  const out: FieldChange[] = [];
  for (const [p, nv] of lb) {
    if (!la.has(p)) out.push({ path: p, new: nv });
    else if (JSON.stringify(normal(la.get(p))) !== JSON.stringify(normal(nv))) out.push({ path: p, old: la.get(p), new: nv });
  }
  for (const [p, ov] of la) if (!lb.has(p)) out.push({ path: p, old: ov });
  return out;
}

/** Group spells by a key, keeping their order. */
function groupBy(spells: readonly DiffSpell[], key: (s: DiffSpell) => string): Map<string, DiffSpell[]> {
  const m = new Map<string, DiffSpell[]>();
  for (const s of spells) {
    const k = key(s);
    const l = m.get(k);
    if (l) l.push(s);
    else m.set(k, [s]);
  }
  return m;
}

/**
 * Compare two versions: every spell of either side in exactly one change
 * (or in none, when it is the same spell in the same file). Spells of one
 * identity on a side pair up in order; what is left over is added or
 * removed, unless a left-over spell of the old side has the content of a
 * left-over spell of the new side under another name (renamed). Sorted by
 * name, then kind.
 */
export function diffSpells(old: readonly DiffSpell[], next: readonly DiffSpell[]): SpellChange[] {
  const changes: SpellChange[] = [];
  const olds = groupBy(old, identity);
  const news = groupBy(next, identity);
  const removed: DiffSpell[] = [];
  const added: DiffSpell[] = [];
  for (const [k, os] of olds) {
    const ns = news.get(k) ?? [];
    const n = Math.min(os.length, ns.length);
    for (let i = 0; i < n; i++) {
      const from = os[i]!;
      const to = ns[i]!;
      const fields = fieldChanges(from.value, to.value);
      if (fields.length > 0) changes.push({ kind: 'changed', from, to, fields });
      else if (from.place !== to.place) changes.push({ kind: 'moved', from, to });
    }
    removed.push(...os.slice(n));
  }
  for (const [k, ns] of news) added.push(...ns.slice(Math.min(ns.length, olds.get(k)?.length ?? 0)));
  // Renames: the same content under another name.
  const addedByContent = groupBy(added, contentKey);
  const renamedTo = new Set<DiffSpell>();
  for (const from of removed) {
    const cands = addedByContent.get(contentKey(from));
    const to = cands?.shift();
    if (to) {
      renamedTo.add(to);
      changes.push({ kind: 'renamed', from, to });
    } else changes.push({ kind: 'removed', spell: from });
  }
  for (const s of added) if (!renamedTo.has(s)) changes.push({ kind: 'added', spell: s });
  const nameOf = (c: SpellChange) => ('spell' in c ? c.spell.name : c.kind === 'renamed' ? c.from.name : c.to.name).toLowerCase();
  const order = { removed: 0, renamed: 1, changed: 2, moved: 3, added: 4 } as const;
  changes.sort((a, b) => (nameOf(a) < nameOf(b) ? -1 : nameOf(a) > nameOf(b) ? 1 : order[a.kind] - order[b.kind]));
  return changes;
}

/** Counts of each kind of change. */
export function diffSummary(changes: readonly SpellChange[]): Record<SpellChange['kind'], number> & { fields: number } {
  const s = { added: 0, removed: 0, renamed: 0, moved: 0, changed: 0, fields: 0 };
  for (const c of changes) {
    s[c.kind]++;
    if (c.kind === 'changed') s.fields += c.fields.length;
  }
  return s;
}

/** A field value as one line: text as written (cut past `max` characters), lists `[a, b]`, mappings `{ k: v }`. */
export function showValue(v: unknown, max = 80): string {
  const one = (x: unknown): string => {
    if (x === undefined) return '';
    if (x === null) return 'null';
    if (typeof x === 'string') return x.replace(/\s+/g, ' ').trim();
    if (Array.isArray(x)) return `[${x.map(one).join(', ')}]`;
    if (typeof x === 'object') return `{ ${Object.entries(x as Record<string, unknown>).map(([k, y]) => `${k}: ${one(y)}`).join(', ')} }`;
    return String(x);
  };
  const s = one(v);
  return s.length > max ? `${s.slice(0, max - 1)}\u2026` : s;
}
