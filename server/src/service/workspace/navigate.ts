/**
 * The editor features across the workspace, answered from the index
 * (workspace-index.ts): go to definition from a reference, find every
 * reference of a spell, rename a spell and every reference to it in one
 * edit, workspace symbols and document links. Offsets in and out; the
 * language server turns them into positions with the index's line starts.
 */
import type { MsgRef } from '../i18n';
import type { TextEdit } from '../types';
import type { NameSpan, RefFact, SpellFact } from './facts';
import { cleanName, nameKey } from './names';
import { refNameEdit, scalarNameEdit } from './quoting';
import type { IndexedFile, RefAt, SpellAt, WorkspaceIndex } from './workspace-index';

/** A place in a file: the name's characters, or a spell's start when its name is not written. */
export interface Place {
  uri: string;
  start: number;
  end: number;
}

/** What stands at an offset: a spell's written name, or a reference. */
export type NameAt = { kind: 'spell'; spell: SpellAt; span: NameSpan } | { kind: 'ref'; ref: RefAt; span: NameSpan };

/** Is `offset` on (or just after) the characters of `span`? */
function on(span: NameSpan, offset: number): boolean {
  return offset >= span.start && offset <= span.end;
}

/** The spell name or reference at `offset` of the indexed file `uri`. */
export function nameAt(index: WorkspaceIndex, uri: string, offset: number): NameAt | undefined {
  const file = index.file(uri);
  if (!file) return undefined;
  const refs = file.facts.refs;
  for (let i = 0; i < refs.length; i++) if (on(refs[i]!.span, offset)) return { kind: 'ref', ref: { file, i }, span: refs[i]!.span };
  const spells = file.facts.spells;
  for (let i = 0; i < spells.length; i++) {
    const sp = spells[i]!.nameSpan;
    if (sp && on(sp, offset)) return { kind: 'spell', spell: { file, i }, span: sp };
  }
  return undefined;
}

/** Where a spell is: its name's characters, or its start. */
export function placeOf(index: WorkspaceIndex, s: SpellAt): Place {
  const f = index.spell(s);
  return f.nameSpan ? { uri: s.file.uri, start: f.nameSpan.start, end: f.nameSpan.end } : { uri: s.file.uri, start: f.start, end: f.start };
}

/** The spells the name at `offset` stands for: the spell itself, or those a reference names. */
export function targetsAt(index: WorkspaceIndex, uri: string, offset: number): { at: NameAt; spells: SpellAt[] } | undefined {
  const at = nameAt(index, uri, offset);
  if (!at) return undefined;
  return { at, spells: at.kind === 'spell' ? [at.spell] : index.resolve(index.ref(at.ref)) };
}

/** Go to definition: the spells a reference at `offset` names (a spell's own name goes to itself). */
export function definition(index: WorkspaceIndex, uri: string, offset: number): Place[] {
  const t = targetsAt(index, uri, offset);
  return t ? t.spells.map((s) => placeOf(index, s)) : [];
}

/** Is `s` among `spells`? */
function among(spells: readonly SpellAt[], s: SpellAt): boolean {
  return spells.some((x) => x.file === s.file && x.i === s.i);
}

/** The references that name one of `targets` (and no other spell). */
export function referencesTo(index: WorkspaceIndex, targets: readonly SpellAt[]): RefAt[] {
  const keys = new Set(targets.map((s) => index.spell(s).key));
  const ids = new Set(targets.map((s) => index.spell(s).foundryId).filter((x): x is string => x !== undefined));
  const out: RefAt[] = [];
  const seen = new Set<string>();
  const consider = (r: RefAt) => {
    const k = `${r.file.uri}\u0000${r.i}`;
    if (seen.has(k)) return;
    seen.add(k);
    const named = index.resolve(index.ref(r));
    if (named.length > 0 && named.every((s) => among(targets, s))) out.push(r);
  };
  for (const key of keys) for (const r of index.refsNamed(key)) consider(r);
  // Foundry links name an item by its id, whatever their label says.
  if (ids.size > 0) for (const f of index.allFiles()) f.facts.refs.forEach((r, i) => r.foundryId && ids.has(r.foundryId) && consider({ file: f, i }));
  return out;
}

/** Find all references from the name at `offset`; with `includeDeclaration`, the spells' own names too. */
export function references(index: WorkspaceIndex, uri: string, offset: number, includeDeclaration: boolean): Place[] {
  const t = targetsAt(index, uri, offset);
  if (!t || t.spells.length === 0) return [];
  const out: Place[] = includeDeclaration ? t.spells.map((s) => placeOf(index, s)) : [];
  for (const r of referencesTo(index, t.spells)) {
    const sp = index.ref(r).span;
    out.push({ uri: r.file.uri, start: sp.start, end: sp.end });
  }
  return out;
}

/** A refusal, as a catalogue reference the front end renders in the user's language. */
export interface Refusal {
  error: MsgRef;
}

/** The range a rename would replace at `offset`, and the name there; or why nothing there can be renamed. */
export function prepareRename(index: WorkspaceIndex, uri: string, offset: number): { start: number; end: number; placeholder: string } | Refusal {
  const t = targetsAt(index, uri, offset);
  if (!t) return { error: { key: 'ws.rename.nothing' } };
  const chosen = chooseTargets(index, t);
  if ('error' in chosen) return chosen;
  const name = t.at.kind === 'spell' ? index.spell(t.at.spell).name : index.ref(t.at.ref).name;
  return { start: t.at.span.start, end: t.at.span.end, placeholder: name };
}

/** The spells a rename from `t` renames, or why it cannot: a reference that names none, or several. */
function chooseTargets(index: WorkspaceIndex, t: { at: NameAt; spells: SpellAt[] }): SpellAt[] | Refusal {
  if (t.spells.length === 0) return { error: { key: 'ws.rename.unknown', args: { name: index.ref((t.at as { ref: RefAt }).ref).name } } };
  if (t.spells.length > 1) return { error: { key: 'ws.rename.ambiguous', args: { name: index.spell(t.spells[0]!).name, n: t.spells.length, where: { list: t.spells.map((s) => whereOf(index, s)), join: 'and' } } } };
  return t.spells;
}

/** "spells/fireball.yaml:3" for a spell. */
export function whereOf(index: WorkspaceIndex, s: SpellAt): string {
  const p = placeOf(index, s);
  return `${index.label(s.file.uri)}:${index.positionAt(s.file.uri, p.start).line + 1}`;
}

/** "spells/lists.yaml:7" for an offset of a file. */
export function whereAt(index: WorkspaceIndex, file: IndexedFile, offset: number): string {
  return `${index.label(file.uri)}:${index.positionAt(file.uri, offset).line + 1}`;
}

/** The edit writing `name` over a reference, keeping a lower-case tag lower-case; undefined when it cannot be written there. */
export function refEdit(ref: RefFact, name: string): TextEdit | undefined {
  if (ref.kind === 'list') return scalarNameEdit(ref.span, name);
  return refNameEdit(ref.span, ref.lowerCase ? name.toLowerCase() : name, ref.kind);
}

/**
 * Rename the spell at `offset` (its name, or a reference that names exactly
 * one spell) to `newName`: its name and every reference that names it, in
 * every file, as one set of edits per file; or a refusal, and no edit at
 * all, when the name is empty, another spell of the same system and edition
 * has it, or some place cannot hold it. A Foundry link whose label is not the
 * spell's name keeps its label (it is the author's text).
 */
export function rename(index: WorkspaceIndex, uri: string, offset: number, newName: string): Map<string, TextEdit[]> | Refusal {
  const t = targetsAt(index, uri, offset);
  if (!t) return { error: { key: 'ws.rename.nothing' } };
  const chosen = chooseTargets(index, t);
  if ('error' in chosen) return chosen;
  const name = cleanName(newName);
  if (name === '' || /[\r\n]/.test(newName)) return { error: { key: 'ws.rename.empty' } };
  const key = nameKey(name);
  const edits = new Map<string, TextEdit[]>();
  const add = (u: string, e: TextEdit) => {
    const l = edits.get(u);
    if (!l) edits.set(u, [e]);
    else if (!l.some((x) => x.start === e.start && x.end === e.end)) l.push(e);
  };
  for (const s of chosen) {
    const f: SpellFact = index.spell(s);
    const clash = index.spellsWithIdentity(f.system, f.edition, key).find((x) => !among(chosen, x));
    if (clash) return { error: { key: 'ws.rename.exists', args: { system: f.system, name, where: whereOf(index, clash) } } };
    if (!f.nameSpan) return { error: { key: 'ws.rename.notWritten', args: { name: f.name, where: whereOf(index, s) } } };
    const e = scalarNameEdit(f.nameSpan, name);
    if (!e) return { error: { key: 'ws.rename.notWritable', args: { name, where: whereOf(index, s) } } };
    add(s.file.uri, e);
  }
  const oldKeys = new Set(chosen.map((s) => index.spell(s).key));
  for (const r of referencesTo(index, chosen)) {
    const ref = index.ref(r);
    // A link's label that is not the spell's name is the author's own text.
    if (ref.kind === 'link' && !oldKeys.has(ref.key)) continue;
    const e = refEdit(ref, name);
    if (!e) return { error: { key: 'ws.rename.notWritable', args: { name, where: whereAt(index, r.file, ref.span.start) } } };
    add(r.file.uri, e);
  }
  for (const l of edits.values()) l.sort((a, b) => a.start - b.start);
  return edits;
}

/** A spell for workspace symbols (Ctrl+T). */
export interface WorkspaceSymbolHit {
  name: string;
  place: Place;
  spell: SpellFact;
}

/**
 * Does `query` match `name` as VS Code's symbol search does: its characters
 * in order (case aside)? The empty query matches every name.
 */
export function fuzzyMatch(query: string, name: string): boolean {
  const q = query.toLowerCase();
  const n = name.toLowerCase();
  let j = 0;
  for (let i = 0; i < n.length && j < q.length; i++) if (n[i] === q[j]) j++;
  return j === q.length;
}

/** Workspace symbols: the spells whose names match `query`, names that start with it first, at most `limit`. */
export function workspaceSymbols(index: WorkspaceIndex, query: string, limit = 1000): WorkspaceSymbolHit[] {
  const q = query.trim();
  const hits: Array<WorkspaceSymbolHit & { rank: number }> = [];
  const lower = q.toLowerCase();
  for (const file of index.allFiles()) {
    file.facts.spells.forEach((s, i) => {
      if (!fuzzyMatch(q, s.name)) return;
      const rank = s.key.startsWith(lower) ? 0 : s.key.includes(lower) ? 1 : 2;
      hits.push({ name: s.name, place: placeOf(index, { file, i }), spell: s, rank });
    });
  }
  hits.sort((a, b) => a.rank - b.rank || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || (a.place.uri < b.place.uri ? -1 : a.place.uri > b.place.uri ? 1 : a.place.start - b.place.start));
  return hits.slice(0, limit).map(({ rank: _rank, ...h }) => h);
}

/** A document link: a reference's name, and the place of the spell it names. */
export interface RefLink {
  start: number;
  end: number;
  target: Place;
}

/** The document links of `uri`: each reference that names a spell (the first, when it names several) links to it. */
export function documentLinks(index: WorkspaceIndex, uri: string): RefLink[] {
  const file = index.file(uri);
  if (!file) return [];
  const out: RefLink[] = [];
  for (const ref of file.facts.refs) {
    const named = index.resolve(ref);
    if (named.length === 0) continue;
    out.push({ start: ref.span.start, end: ref.span.end, target: placeOf(index, named[0]!) });
  }
  return out;
}
