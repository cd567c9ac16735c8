/**
 * The hover of a `<<` merge entry, and of a key that overrides a merged one:
 * where each value came from ("from &base, line 3"), in the request's locale
 * (catalogue part i18n/catalogs/merge). Called by hoverAt (hover.ts) before
 * the schema text; docs/format.md, "Merge keys".
 */
import { formatList, t, type Locale } from '../i18n';
import type { Analysis } from '../analysis';
import type { SpellModel } from '../model';
import { mergedFrom, mergePairs, mergeSources, type MergeSource } from '../parse/merge';
import { nodeAtOffset, nodeAtPath } from '../parse/yaml-tree';

/** What the hover shows for a merge, or undefined when the cursor is not on one. */
export interface MergeHover {
  markdown: string;
  /** Relative to the spell's text. */
  start: number;
  end: number;
}

/** A code span of user text (anchor names, keys): backticks and line breaks dropped, so nothing can close it early. */
function code(s: string): string {
  return '`' + s.replace(/[`\r\n]/g, '') + '`';
}

/**
 * The merge note for the cursor at `rel` (relative to the spell's text):
 * on a `<<` entry, every merged key with its origin; on a written key that a
 * merge also brings, which value it overrides. Undefined when neither.
 */
export function mergeHover(analysis: Analysis, spell: SpellModel, rel: number, l: Locale = 'en'): MergeHover | undefined {
  const text = spell.text;
  const hit = nodeAtOffset(spell.node, rel);
  if (!hit.pair || hit.path.length === 0) return undefined;
  const mapping = nodeAtPath(spell.node, hit.path.slice(0, -1)).node;
  if (mergePairs(mapping).length === 0) return undefined;
  const sources = mergeSources(text, mapping);
  if (sources.length === 0) return undefined;
  const line = (relOffset: number) => analysis.lines.positionAt(spell.base + relOffset).line + 1;
  const origin = (s: MergeSource) => t(l, 'merge.from', { anchor: code('&' + s.anchor), line: line(s.anchorAt) });
  const key = hit.pair.key;
  if (key.value === '<<') {
    const merged = new Map<string, string>();
    const value = mapping.value as Record<string, unknown>;
    for (const k of Object.keys(value)) {
      const m = mergedFrom(sources, mapping, k);
      if (m) merged.set(k, t(l, 'merge.entry', { key: code(k), origin: origin(m.source), line: line(m.pair.key.start) }));
    }
    const overridden = (mapping.pairs ?? [])
      .filter((p) => p.key.value !== '<<' && sources.some((s) => s.node.pairs?.some((q) => q.key.value === p.key.value)))
      .map((p) => code(String(p.key.value)));
    // The sources in the order they merge: "from a, then from b".
    const origins = sources.map(origin).reduce((a, b) => t(l, 'merge.then', { a, b }));
    const parts = [t(l, 'merge.head', { op: code('<<'), origins })];
    if (merged.size > 0) parts.push([...merged.values()].map((s) => `- ${s}`).join('\n'));
    if (overridden.length > 0) parts.push(t(l, 'merge.overridden', { keys: formatList(l, overridden, 'comma') }));
    return { markdown: parts.join('\n\n'), start: key.start, end: Math.max(key.end, key.start + 1) };
  }
  // A written key that a merged mapping also has: say which value it overrides.
  const k = String(key.value);
  for (const s of sources) {
    const q = s.node.pairs?.find((p) => p.key.value === k);
    if (q) return { markdown: t(l, 'merge.overrides', { origin: origin(s), line: line(q.key.start) }), start: key.start, end: Math.max(key.end, key.start + 1) };
  }
  return undefined;
}
