/**
 * Source maps of dialect documents: a node tree for the canonical spell whose
 * ranges are those of the source document's fields (so diagnostics, hovers and
 * inlay hints land on the Foundry field), and the way back for quick fixes (a
 * changed source document turned into text edits on its file). Pure.
 */
import { dump } from 'js-yaml';
import { nodeAtPath, type YNode, type YPair } from '../parse/yaml-tree';
import type { TextEdit } from '../types';
import { contentEnd } from '../rules/edit';
import { isObj, type Path, type SourceEntry } from './types';

const key = (p: Path) => p.join('\u0000');

/**
 * The canonical spell's node tree with source ranges. A canonical path with no
 * source entry takes its nearest mapped ancestor's range; top-level keys with
 * none (e.g. `system`) take the range of the document's `name`. In each
 * mapping, entries with tighter ranges come first so a position finds the most
 * specific field.
 */
export function sourceTree(value: Record<string, unknown>, sources: readonly SourceEntry[], root: YNode): YNode {
  const byPath = new Map<string, Path>();
  for (const e of sources) byPath.set(key(e.canonical), e.source);
  const namePair = root.pairs?.find((p) => p.key.value === 'name');
  const fallback = namePair ? namePair.value : { kind: 'null' as const, start: root.start, end: root.start + 1, value: null };
  const locate = (path: Path): { node: YNode; pair?: YPair } | undefined => {
    const s = byPath.get(key(path));
    if (!s) return undefined;
    const hit = nodeAtPath(root, s);
    return hit.exact ? { node: hit.node, pair: hit.pair } : { node: hit.node };
  };
  const build = (v: unknown, path: Path, parent: YNode): YNode => {
    const at = locate(path);
    const range = at?.node ?? parent;
    const n: YNode = { kind: 'scalar', start: range.start, end: range.end, value: v };
    if (Array.isArray(v)) {
      n.kind = 'sequence';
      n.items = v.map((x, i) => build(x, [...path, i], n));
    } else if (isObj(v)) {
      n.kind = 'mapping';
      const pairs: YPair[] = Object.entries(v).map(([k, x]) => {
        const child = path.length === 0 && !byPath.has(key([k])) ? fallback : undefined;
        const cv = build(x, [...path, k], child ?? n);
        const cl = locate([...path, k]);
        const kr = cl?.pair ? cl.pair.key : cv;
        return { key: { kind: 'scalar', start: kr.start, end: kr.end, value: k }, value: cv };
      });
      pairs.sort((a, b) => a.value.end - a.value.start - (b.value.end - b.value.start));
      n.pairs = pairs;
    } else if (v === null || v === undefined) n.kind = 'null';
    return n;
  };
  return build(value, [], root);
}

/** Render a value for insertion into the source file: JSON in JSON files, one-line flow YAML otherwise. */
function render(v: unknown, json: boolean): string {
  if (json) return JSON.stringify(v);
  return dump(v, { flowLevel: 0, lineWidth: -1 }).trimEnd();
}

/** Column of an offset (characters since its line start). */
function column(text: string, at: number): number {
  return at - (text.lastIndexOf('\n', at - 1) + 1);
}

/**
 * Text edits that turn `before` (the loaded source document, positioned by
 * `root` in `text`) into `after`. Scalars and lists are replaced in place,
 * new keys inserted at the end of their mapping in the file's own style;
 * undefined when a change cannot be written that way (a key removed, a
 * mapping where a scalar was).
 */
export function diffEdits(text: string, root: YNode, before: unknown, after: unknown, json: boolean): TextEdit[] | undefined {
  const edits: TextEdit[] = [];
  const walk = (node: YNode, a: unknown, b: unknown): boolean => {
    if (JSON.stringify(a) === JSON.stringify(b)) return true;
    if (isObj(a) && isObj(b) && node.pairs) {
      for (const k of Object.keys(a)) if (!(k in b)) return false;
      const added: string[] = [];
      for (const [k, bv] of Object.entries(b)) {
        if (!(k in a)) {
          added.push(k);
          continue;
        }
        const pair = node.pairs.find((p) => String(p.key.value) === k);
        if (!pair) return false;
        if (!walk(pair.value, a[k], bv)) return false;
      }
      if (added.length > 0) {
        const last = node.pairs[node.pairs.length - 1];
        if (!last) {
          edits.push({ start: node.start, end: node.end, newText: render(b, json) });
          return true;
        }
        const end = json ? last.value.end : contentEnd(text, last.value);
        const flow = text[node.start] === '{';
        if (json || flow) {
          edits.push({ start: end, end, newText: added.map((k) => `, ${JSON.stringify(k)}: ${render(b[k], true)}`).join('') });
        } else {
          const ind = ' '.repeat(column(text, node.pairs[0]!.key.start));
          edits.push({ start: end, end, newText: added.map((k) => `\n${ind}${k}: ${render(b[k], false)}`).join('') });
        }
      }
      return true;
    }
    if (isObj(a) || isObj(b)) return false;
    // Scalars and lists: replace the node.
    const blockSeq = !json && Array.isArray(b) && b.length > 0 && node.kind === 'sequence' && text[node.start] === '-' && b.every((x) => x === null || typeof x !== 'object');
    if (blockSeq) {
      const ind = ' '.repeat(column(text, node.start));
      edits.push({ start: node.start, end: contentEnd(text, node), newText: (b as unknown[]).map((x) => `- ${render(x, false)}`).join(`\n${ind}`) });
    } else {
      edits.push({ start: node.start, end: node.kind === 'sequence' || node.kind === 'mapping' ? contentEnd(text, node) : node.end, newText: render(b, json) });
    }
    return true;
  };
  return walk(root, before, after) ? edits : undefined;
}
