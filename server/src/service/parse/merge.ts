/**
 * Where the keys of a `<<` merge come from (docs/format.md, "Merge keys").
 *
 * The loader (parse/schema.ts) applies `<<: *base` and `<<: [*a, *b]` the
 * way js-yaml does: keys written in the mapping win, then the merged
 * mappings in order, the first that has a key giving it. The node tree keeps
 * the `<<` entry with its alias node, and the alias its anchored node
 * (parse/yaml-tree.ts), so that the hover can say "from &base, line N"
 * (features/hover-merge.ts).
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

/**
 * The mappings merged into `mapping`, in precedence order (for the hover of a
 * merge, features/hover-merge.ts). `text` is the text the tree was parsed
 * from; each alias knows its anchored node (parse/yaml-tree.ts links them).
 */
export function mergeSources(text: string, mapping: YNode): MergeSource[] {
  const out: MergeSource[] = [];
  for (const p of mergePairs(mapping)) {
    const aliases = p.value.alias ? [p.value] : (p.value.items ?? []).filter((n) => n.alias);
    for (const alias of aliases) {
      const node = alias.target;
      if (!node || !node.pairs) continue;
      const anchor = text.slice(alias.start + 1, alias.end);
      const at = text.lastIndexOf(`&${anchor}`, node.start);
      out.push({ anchor, anchorAt: at >= 0 ? at : node.start, node, alias });
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
