/**
 * The compendium's tree, as data: the workspace's spells (the server's
 * `grimoire/compendium` answer) grouped by system, then level (or circle),
 * then school, or by class, then level, with the number of spells under each
 * group. No VS Code here (compendium-view.ts shows it), so the grouping is
 * tested on its own. Labels are returned as parts the view words in the
 * display language.
 */
import type { CompendiumEntry } from '../../server/src/protocol';

/** How the tree groups the spells. */
export type GroupBy = 'system' | 'class';

/** What a group stands for; the view turns it into words. */
export type GroupLabel =
  | { kind: 'system'; system: string; edition?: string }
  | { kind: 'level'; system?: string; level?: number }
  | { kind: 'school'; school?: string }
  | { kind: 'class'; name?: string };

/** A node of the tree: a group with its spells' count, or a spell. */
export type CompendiumNode = { type: 'group'; id: string; label: GroupLabel; count: number; children: CompendiumNode[] } | { type: 'spell'; id: string; entry: CompendiumEntry };

/** Group `items` by `key` (undefined last), groups and items in order. */
function groups<T, K extends string | number>(items: readonly T[], key: (t: T) => K | undefined, order: (a: K, b: K) => number): Array<[K | undefined, T[]]> {
  const m = new Map<K | undefined, T[]>();
  for (const t of items) {
    const k = key(t);
    const l = m.get(k);
    if (l) l.push(t);
    else m.set(k, [t]);
  }
  return [...m.entries()].sort(([a], [b]) => (a === undefined ? (b === undefined ? 0 : 1) : b === undefined ? -1 : order(a, b)));
}

const byText = (a: string, b: string) => a.localeCompare(b);
const byNumber = (a: number, b: number) => a - b;

/** The spells as leaves, sorted by name, then file, then line. */
function leaves(spells: readonly CompendiumEntry[], parent: string): CompendiumNode[] {
  return [...spells]
    .sort((a, b) => a.name.localeCompare(b.name) || (a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : a.line - b.line))
    .map((entry) => ({ type: 'spell', id: `${parent}/${entry.uri}#${entry.line}:${entry.character}`, entry }));
}

/** A group node; its count is the spells below it. */
function group(id: string, label: GroupLabel, children: CompendiumNode[], count: number): CompendiumNode {
  return { type: 'group', id, label, count, children };
}

/** The level groups of some spells of one system (or of any, for a class), each holding `inner` of its spells. */
function levels(spells: readonly CompendiumEntry[], parent: string, system: string | undefined, inner: (s: CompendiumEntry[], id: string) => CompendiumNode[]): CompendiumNode[] {
  return groups(spells, (s) => s.level, byNumber).map(([level, ss]) => {
    const id = `${parent}/level:${level ?? '-'}`;
    return group(id, { kind: 'level', ...(system !== undefined ? { system } : {}), ...(level !== undefined ? { level } : {}) }, inner(ss, id), ss.length);
  });
}

/**
 * The tree of `spells`: by system (and edition) > level or circle > school >
 * spells, or by class > level > spells. A spell with several classes is under
 * each; one with none under a "no class" group. Ids are stable across
 * refreshes, so the view keeps what was expanded.
 */
export function compendiumTree(spells: readonly CompendiumEntry[], by: GroupBy): CompendiumNode[] {
  if (by === 'class') {
    type Placed = { cls: string | undefined; s: CompendiumEntry };
    const withClass = spells.flatMap((s): Placed[] => (s.classes.length > 0 ? s.classes.map((cls) => ({ cls, s })) : [{ cls: undefined, s }]));
    return groups(withClass, (x) => x.cls, byText).map(([cls, xs]) => {
      const id = `class:${cls ?? '-'}`;
      const ss = xs.map((x) => x.s);
      return group(id, { kind: 'class', ...(cls !== undefined ? { name: cls } : {}) }, levels(ss, id, undefined, leaves), ss.length);
    });
  }
  const systemKey = (s: CompendiumEntry) => `${s.system}\u0000${s.edition ?? ''}`;
  return groups(spells, systemKey, byText).map(([key, ss]) => {
    const first = ss[0]!;
    const id = `system:${key}`;
    const schools = (xs: CompendiumEntry[], parent: string) =>
      groups(xs, (s) => s.school, byText).map(([school, ys]) => {
        const sid = `${parent}/school:${school ?? '-'}`;
        return group(sid, { kind: 'school', ...(school !== undefined ? { school } : {}) }, leaves(ys, sid), ys.length);
      });
    return group(id, { kind: 'system', system: first.system, ...(first.edition ? { edition: first.edition } : {}) }, levels(ss, id, first.system, schools), ss.length);
  });
}
