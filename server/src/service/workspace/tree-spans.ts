/**
 * Where things are written, from a YAML node tree (parse/yaml-tree.ts): a
 * scalar's own characters and quoting (a name a rename rewrites), the string
 * scalar that holds an offset (a tag inside a description), and where an
 * item can be appended to a sequence (a class added to `classes`, a spell to
 * a list). Offsets are the tree's plus `base` (where its text starts in the file).
 */
import type { YNode } from '../parse/yaml-tree';
import type { NameSpan } from './facts';

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

/** Does a collection node open with `[` or `{` (a flow collection)? */
export function isFlow(text: string, node: YNode, base = 0): boolean {
  const c = text.charCodeAt(base + node.start);
  return c === 91 /* [ */ || c === 123 /* { */;
}

/**
 * The characters of a string scalar `node` (absolute offsets: `base` added),
 * inside its quotes or after its block header, and how it is written.
 * `json`: the text is JSON (every string double-quoted, JSON escapes).
 */
export function spanOf(text: string, node: YNode, base: number, flow: boolean, json: boolean): NameSpan {
  const s = base + node.start;
  const e = base + node.end;
  const c = text.charCodeAt(s);
  if (c === 34 /* " */ && e - s >= 2) return { start: s + 1, end: e - 1, style: json ? 'json' : 'double', nodeStart: s, nodeEnd: e, ...(flow ? { flow } : {}) };
  if (c === 39 /* ' */ && e - s >= 2) return { start: s + 1, end: e - 1, style: 'single', nodeStart: s, nodeEnd: e, ...(flow ? { flow } : {}) };
  if (c === 124 /* | */ || c === 62 /* > */) {
    // The content starts on the line after the header, past its indentation.
    let i = text.indexOf('\n', s);
    if (i < 0 || i >= e) i = e;
    while (i < e && isSpace(text.charCodeAt(i))) i++;
    let j = e;
    while (j > i && isSpace(text.charCodeAt(j - 1))) j--;
    return { start: i, end: j, style: 'block', nodeStart: s, nodeEnd: e };
  }
  let j = e;
  while (j > s && isSpace(text.charCodeAt(j - 1))) j--;
  return { start: s, end: j, style: 'plain', nodeStart: s, nodeEnd: j, ...(flow ? { flow } : {}) };
}

/**
 * The string scalar of `root` whose characters hold [start, end) (absolute),
 * with whether it sits in a flow collection; undefined when none does (the
 * offsets are in a comment, a key, or between nodes). Keys are not looked in:
 * a reference is written in a value.
 */
export function stringScalarAt(text: string, root: YNode, base: number, start: number, end: number): { node: YNode; flow: boolean } | undefined {
  let node: YNode | undefined = root;
  let flow = false;
  while (node) {
    if (node.kind === 'scalar') return typeof node.value === 'string' && base + node.start <= start && end <= base + node.end ? { node, flow } : undefined;
    if (node.alias) return undefined;
    if (node.kind === 'mapping' || node.kind === 'sequence') flow ||= isFlow(text, node, base);
    let next: YNode | undefined;
    if (node.kind === 'mapping') {
      for (const p of node.pairs ?? []) if (base + p.value.start <= start && end <= base + p.value.end) next = p.value;
    } else if (node.kind === 'sequence') {
      for (const it of node.items ?? []) if (base + it.start <= start && end <= base + it.end) next = it;
    }
    node = next;
  }
  return undefined;
}

/** Column of offset `at` (characters since the line's start). */
export function columnOf(text: string, at: number): number {
  const nl = text.lastIndexOf('\n', at - 1);
  return at - (nl + 1);
}

/** How the items of a sequence are quoted (the first one's way), for an item added to it. */
function itemStyleOf(text: string, seq: YNode, base: number): 'plain' | 'double' | 'single' {
  const first = seq.items?.[0];
  if (!first) return 'plain';
  const c = text.charCodeAt(base + first.start);
  return c === 34 ? 'double' : c === 39 ? 'single' : 'plain';
}

/**
 * Where an item can be appended to sequence `seq`: its span, flow or block,
 * the column of its `-` indicators and the end of its last item. Undefined
 * for a sequence written in a way an append cannot follow (an alias, a
 * block sequence with nothing in it).
 */
export function sequenceSlot(text: string, seq: YNode, base: number): { start: number; end: number; flow: boolean; indent: number; last?: number; itemStyle: 'plain' | 'double' | 'single' } | undefined {
  if (seq.alias || seq.kind !== 'sequence') return undefined;
  const flow = isFlow(text, seq, base);
  const items = seq.items ?? [];
  const lastItem = items[items.length - 1];
  if (!flow && !lastItem) return undefined;
  let indent = 0;
  if (!flow && items[0]) {
    // The `-` before the first item.
    const dash = text.lastIndexOf('-', base + items[0].start);
    indent = dash >= 0 ? columnOf(text, dash) : columnOf(text, base + items[0].start);
  }
  return { start: base + seq.start, end: base + seq.end, flow, indent, ...(lastItem ? { last: base + lastItem.end } : {}), itemStyle: itemStyleOf(text, seq, base) };
}
