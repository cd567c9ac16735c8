/**
 * The cross-file checks (codes.ts): a reference that names no spell, a
 * spell defined again in another file, and class lists that disagree with
 * the spells' own classes. Findings for one file at a time (the language
 * server asks for each open document; the CLI for each file it linted),
 * offsets into that file; fixes that edit another file come as
 * {@link WorkspaceFix}es. Severities are the codes' defaults: the caller
 * applies the settings and disable comments (assemble.ts finish).
 */
import type { MsgRef } from '../i18n';
import { say, fixTitle } from '../rules/rule';
import { distance } from '../schema/did-you-mean';
import type { Fix, Problem, TextEdit } from '../types';
import type { ListFact, RefFact, SpellFact } from './facts';
import { appendItemEdit, scalarText } from './quoting';
import { refEdit, whereAt, whereOf } from './navigate';
import type { IndexedFile, SpellAt, WorkspaceIndex } from './workspace-index';
import { idOf, membersOf } from './membership';

/** Edits of one file. */
export interface FileEdits {
  uri: string;
  edits: TextEdit[];
}

/** A quick fix whose edits reach other files (add a class to a spell, a spell to a list). Always a suggestion. */
export interface WorkspaceFix {
  /** The title as a catalogue reference, like a {@link Fix}'s. */
  title: MsgRef;
  changes: FileEdits[];
}

/** A cross-file finding: a diagnostic of its file, with fixes that may edit other files. */
export interface WorkspaceFinding extends Problem {
  workspaceFixes?: WorkspaceFix[];
}

/** A finding's message of several sentences: their references (front ends render them). */
function said(sentences: MsgRef[]): { msg: MsgRef[] } {
  return { msg: sentences };
}

/** The closest spell name to `name` (at most two edits apart, case aside) among those `ref` may name. */
function nearMiss(index: WorkspaceIndex, ref: RefFact): string | undefined {
  if (ref.key.length < 4) return undefined;
  let best: string | undefined;
  let bestD = 3;
  for (const key of index.spellKeys()) {
    if (Math.abs(key.length - ref.key.length) > 2) continue;
    const d = distance(ref.key, key);
    if (d >= bestD) continue;
    const s = index.spellsNamed(key).find((x) => !ref.system || index.spell(x).system === ref.system);
    if (!s) continue;
    bestD = d;
    best = index.spell(s).name;
  }
  return best;
}

/** `workspace/unknown-spell` on a reference that names no spell. */
function unknownSpell(index: WorkspaceIndex, ref: RefFact): WorkspaceFinding {
  const sentences: MsgRef[] = [ref.system ? { key: 'ws.unknownSpellIn', args: { name: ref.name, system: ref.system } } : { key: 'ws.unknownSpell', args: { name: ref.name } }];
  if (ref.system) {
    const elsewhere = [...new Set(index.spellsNamed(ref.key).map((s) => index.spell(s).system))];
    if (elsewhere.length > 0) sentences.push({ key: 'ws.inOtherSystems', args: { systems: { list: elsewhere, join: 'and' } } });
  }
  const fixes: Fix[] = [];
  const near = nearMiss(index, ref);
  if (near !== undefined) {
    sentences.push({ key: 'ws.didYouMean', args: { name: near } });
    const e = refEdit(ref, near);
    if (e) fixes.push({ ...fixTitle('ws.fix.rename', { name: near }), edits: [e], kind: 'suggestion' });
  }
  return { code: 'workspace/unknown-spell', severity: 'error', ...said(sentences), start: ref.span.start, end: Math.max(ref.span.end, ref.span.start + 1), ...(fixes.length ? { fixes } : {}) };
}

/** A finding at a spell's name (or its start). */
function atSpell(f: SpellFact): { start: number; end: number } {
  return f.nameSpan ? { start: f.nameSpan.start, end: Math.max(f.nameSpan.end, f.nameSpan.start + 1) } : { start: f.start, end: f.start + 1 };
}

/** The fix adding class `cls` to spell `s`'s `classes` sequence, when it can be written. */
function addClassFix(index: WorkspaceIndex, s: SpellAt, cls: string): WorkspaceFix | undefined {
  const f = index.spell(s);
  if (f.system === 'dnd35' || f.classesAt?.kind !== 'sequence') return undefined;
  const slot = f.classesAt;
  const e = appendItemEdit(s.file.text, slot, scalarText(cls, slot.itemStyle, slot.flow));
  if (!e) return undefined;
  return { ...fixTitle('ws.fix.addClass', { class: cls, name: f.name, where: whereOf(index, s) }), changes: [{ uri: s.file.uri, edits: [e] }] };
}

/** The fix adding spell `s` to list `i` of `file`. */
function addToListFix(index: WorkspaceIndex, s: SpellAt, file: IndexedFile, i: number): WorkspaceFix | undefined {
  const l: ListFact = file.facts.lists[i]!;
  const f = index.spell(s);
  const e = appendItemEdit(file.text, l.seq, scalarText(f.name, l.seq.itemStyle, l.seq.flow));
  if (!e) return undefined;
  return { ...fixTitle('ws.fix.addToList', { name: f.name, class: l.class, where: whereAt(index, file, l.keyStart) }), changes: [{ uri: file.uri, edits: [e] }] };
}

/** The first `most` spells of `list` in files other than `file` (a name defined in thousands of files names three). */
function otherFiles(list: readonly SpellAt[], file: IndexedFile, most: number): SpellAt[] {
  const out: SpellAt[] = [];
  for (const x of list) {
    if (x.file === file) continue;
    out.push(x);
    if (out.length === most) break;
  }
  return out;
}

/** Does a list of system `system` and edition `edition` hold spells of spell `f`'s? */
function listFits(l: ListFact, f: SpellFact): boolean {
  return (!l.system || l.system === f.system) && (!l.edition || !f.edition || l.edition === f.edition);
}

/** The cross-file findings of the indexed file `uri`, in file order. */
export function crossFileFindings(index: WorkspaceIndex, uri: string): WorkspaceFinding[] {
  const file = index.file(uri);
  if (!file) return [];
  const out: WorkspaceFinding[] = [];
  const { refs, spells } = file.facts;
  refs.forEach((ref) => {
    const named = index.resolve(ref);
    if (named.length === 0) {
      if (ref.kind !== 'link') out.push(unknownSpell(index, ref));
      return;
    }
    if (ref.kind !== 'list' || !ref.listClass) return;
    const cls = ref.listClass;
    const stating = named.filter((s) => index.spell(s).classesStated);
    if (stating.length === 0 || stating.some((s) => index.spell(s).classes.includes(cls))) return;
    const s = stating[0]!;
    const f = index.spell(s);
    const fix = stating.length === 1 ? addClassFix(index, s, cls) : undefined;
    out.push({
      code: 'workspace/list-class-missing',
      severity: 'warning',
      ...say('ws.listClassMissing', { name: f.name, class: cls, where: whereOf(index, s), classes: f.classes.length ? f.classes.join(', ') : '[]' }),
      start: ref.span.start,
      end: Math.max(ref.span.end, ref.span.start + 1),
      ...(fix ? { workspaceFixes: [fix] } : {}),
    });
  });
  spells.forEach((f, i) => {
    const s: SpellAt = { file, i };
    const others = otherFiles(index.spellsWithIdentity(f.system, f.edition, f.key), file, 3);
    if (others.length > 0) {
      const where = others.map((x) => whereOf(index, x));
      out.push({ code: 'workspace/duplicate-spell', severity: 'warning', ...say('ws.duplicateSpell', { name: f.name, system: f.system, where: { list: where, join: 'and' } }), ...atSpell(f) });
    }
    if (!f.classesStated) return;
    f.classes.forEach((cls, j) => {
      const lists = index.listsOf(cls).filter((l) => listFits(l.file.facts.lists[l.i]!, f));
      if (lists.length === 0) return;
      const id = idOf(s);
      if (lists.some((l) => membersOf(index, l.file, l.i).has(id))) return;
      const first = [...lists].sort((a, b) => (a.file.uri < b.file.uri ? -1 : a.file.uri > b.file.uri ? 1 : a.i - b.i))[0]!;
      const fix = addToListFix(index, s, first.file, first.i);
      const span = f.classSpans[j] ?? atSpell(f);
      out.push({
        code: 'workspace/class-not-listed',
        severity: 'warning',
        ...say('ws.classNotListed', { name: f.name, class: cls, where: whereAt(index, first.file, first.file.facts.lists[first.i]!.keyStart) }),
        start: span.start,
        end: Math.max(span.end, span.start + 1),
        ...(fix ? { workspaceFixes: [fix] } : {}),
      });
    });
  });
  out.sort((a, b) => a.start - b.start || a.end - b.end);
  return out;
}
