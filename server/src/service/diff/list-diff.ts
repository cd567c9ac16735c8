/**
 * Class lists compared by meaning for `grimoire diff` (spell-diff.ts does
 * the spells): the lists of spell-list files (`spell_lists: { wizard: [...] }`)
 * matched by system, edition and class wherever they are written, and for
 * each, the spell names it gained and lost (case and spaces aside; the order
 * of a list is not a change). Pure: the facts come from the workspace
 * index's reader (workspace/extract.ts).
 */
import type { System } from '../types';
import type { FileFacts } from '../workspace/facts';
import { cleanName, nameKey } from '../workspace/names';

/** One class list of one side. */
export interface DiffList {
  class: string;
  system?: System;
  edition?: string;
  /** The spell names it holds, as written. */
  names: string[];
  /** The file, as the report shows it, and the 1-based line of the class key. */
  file: string;
  line: number;
}

/** A class list whose names differ between the sides (a list added or removed gains or loses all its names). */
export interface ListChange {
  class: string;
  system?: System;
  edition?: string;
  added: string[];
  removed: string[];
  /** Where the list is on the new side (the old side when it was removed). */
  file: string;
  line: number;
}

/** The class lists of a file's facts; `lineOf` gives a 1-based line of an offset. */
export function diffListsOf(facts: FileFacts, file: string, lineOf: (offset: number) => number): DiffList[] {
  return facts.lists.map((l) => ({
    class: l.class,
    ...(l.system ? { system: l.system } : {}),
    ...(l.edition ? { edition: l.edition } : {}),
    names: l.entries.map((i) => cleanName(facts.refs[i]!.name)),
    file,
    line: lineOf(l.keyStart),
  }));
}

/** A list's identity: system, edition, class. */
function listKey(l: DiffList): string {
  return [l.system ?? '', l.edition ?? '', l.class.toLowerCase()].join('\u0000');
}

/** The names of the lists of one identity, by name key (the first spelling kept). */
function namesOf(lists: readonly DiffList[]): Map<string, string> {
  const m = new Map<string, string>();
  for (const l of lists) for (const n of l.names) if (!m.has(nameKey(n))) m.set(nameKey(n), n);
  return m;
}

/**
 * The lists that changed: for each system, edition and class on either side
 * (lists of one identity in several files taken together), the names only
 * the new side has and those only the old side has, each in the order
 * written. Sorted by class, then system and edition.
 */
export function diffLists(old: readonly DiffList[], next: readonly DiffList[]): ListChange[] {
  const group = (ls: readonly DiffList[]) => {
    const m = new Map<string, DiffList[]>();
    for (const l of ls) m.set(listKey(l), [...(m.get(listKey(l)) ?? []), l]);
    return m;
  };
  const olds = group(old);
  const news = group(next);
  const out: ListChange[] = [];
  for (const key of new Set([...olds.keys(), ...news.keys()])) {
    const a = namesOf(olds.get(key) ?? []);
    const b = namesOf(news.get(key) ?? []);
    const added = [...b].filter(([k]) => !a.has(k)).map(([, n]) => n);
    const removed = [...a].filter(([k]) => !b.has(k)).map(([, n]) => n);
    if (added.length === 0 && removed.length === 0) continue;
    const at = (news.get(key) ?? olds.get(key))![0]!;
    out.push({ class: at.class, ...(at.system ? { system: at.system } : {}), ...(at.edition ? { edition: at.edition } : {}), added, removed, file: at.file, line: at.line });
  }
  const order = (c: ListChange) => [c.class.toLowerCase(), c.system ?? '', c.edition ?? ''].join('\u0000');
  return out.sort((x, y) => (order(x) < order(y) ? -1 : order(x) > order(y) ? 1 : 0));
}
