/**
 * Which spells each class list names, its entries resolved once per index
 * version (workspace-index.ts counts versions): the cross-file checks ask it
 * for every class of every spell, the compendium for every spell's lists.
 */
import type { IndexedFile, SpellAt, WorkspaceIndex } from './workspace-index';

/** The id of a spell in the derived tables. */
export function idOf(s: SpellAt): string {
  return `${s.file.uri}\u0000${s.i}`;
}

/** Per index version, the spells each list names (list entries resolved once). */
const MEMBERS = new WeakMap<WorkspaceIndex, { version: number; lists: Map<IndexedFile, Array<Set<string>>> }>();

/** The ids of the spells list `i` of `file` names. */
export function membersOf(index: WorkspaceIndex, file: IndexedFile, i: number): Set<string> {
  let memo = MEMBERS.get(index);
  if (!memo || memo.version !== index.version) MEMBERS.set(index, (memo = { version: index.version, lists: new Map() }));
  let sets = memo.lists.get(file);
  if (!sets) {
    sets = file.facts.lists.map((l) => {
      const ids = new Set<string>();
      for (const e of l.entries) for (const s of index.resolve(file.facts.refs[e]!)) ids.add(idOf(s));
      return ids;
    });
    memo.lists.set(file, sets);
  }
  return sets[i]!;
}

/** For every spell some class list names (by {@link idOf}), the classes of those lists. */
export function listedClasses(index: WorkspaceIndex): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const file of index.allFiles()) {
    file.facts.lists.forEach((l, i) => {
      for (const id of membersOf(index, file, i)) {
        const cs = out.get(id);
        if (!cs) out.set(id, [l.class]);
        else if (!cs.includes(l.class)) cs.push(l.class);
      }
    });
  }
  return out;
}
