/**
 * Where the keys of a `<<` merge come from (docs/format.md, "Merge keys").
 *
 * The loader (parse/schema.ts) applies `<<: *base` and `<<: [*a, *b]` the
 * way js-yaml does: keys written in the mapping win, then the merged
 * mappings in order, the first that has a key giving it. The node tree keeps
 * the `<<` entry with its alias node; this module finds the anchored mapping
 * behind each alias (the node whose loaded value is the alias' very object)
 * so that the hover can say "from &base, line N" (features/hover.ts).
 */
import type { YNode, YPair } from './yaml-tree';

/** One mapping merged into another. */
export interface MergeSource {
  /** The anchor's name, without `&`. */
  anchor: string;
  /** Offset of `&name` in the text (or of the anchored node when not found). */
  anchorAt: number;
  /** The anchored mapping's node. */
  node: YNode;
  /** The alias node of the `<<` entry that names it. */
  alias: YNode;
}

/** The `<<` entries of a mapping node (the hover's cheap test for a merge under the cursor). */
export function mergePairs(mapping: YNode): YPair[] {
  return (mapping.pairs ?? []).filter((p) => p.key.value === '<<' && !p.key.alias);
}

/** The first node under `root` (not an alias) whose loaded value is `value` itself. */
function anchoredNode(root: YNode, value: unknown): YNode | undefined {
  const todo: YNode[] = [root];
  while (todo.length > 0) {
    const n = todo.pop()!;
    if (!n.alias && n.value === value && n.pairs) return n;
    if (n.pairs) for (let i = n.pairs.length - 1; i >= 0; i--) todo.push(n.pairs[i]!.value);
    if (n.items) for (let i = n.items.length - 1; i >= 0; i--) todo.push(n.items[i]!);
  }
  return undefined;
}

/**
 * The mappings merged into `mapping`, in precedence order (for the hover of a
 * merge, features/hover-merge.ts). `text` is the text
 * the tree was parsed from and `root` its root (the anchors are found there).
 */
export function mergeSources(text: string, mapping: YNode, root: YNode): MergeSource[] {
  const out: MergeSource[] = [];
  for (const p of mergePairs(mapping)) {
    const aliases = p.value.alias ? [p.value] : (p.value.items ?? []).filter((n) => n.alias);
    for (const alias of aliases) {
      const node = anchoredNode(root, alias.value);
      if (!node) continue;
      const anchor = text.slice(alias.start + 1, alias.end);
      const at = text.lastIndexOf(`&${anchor}`, node.start);
      out.push({ anchor, anchorAt: at >= 0 && text.startsWith(`&${anchor}`, at) ? at : node.start, node, alias });
    }
  }
  return out;
}

/** For the hover: the source a merged key's value comes from and its entry there, or undefined when the key is written in `mapping` or not merged. */
export function mergedFrom(sources: readonly MergeSource[], mapping: YNode, key: string): { source: MergeSource; pair: YPair } | undefined {
  if ((mapping.pairs ?? []).some((p) => p.key.value === key)) return undefined;
  for (const source of sources) {
    const pair = source.node.pairs?.find((p) => p.key.value === key);
    if (pair) return { source, pair };
  }
  return undefined;
}
