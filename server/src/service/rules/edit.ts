/**
 * Text edits for rule fixes that keep comments, key order and formatting:
 * each edit touches one value's range, one key, or one inserted line. Every
 * helper returns `undefined` when the edit would not be mechanical (a comment
 * inside the replaced range, a node that is not where the path says), so a
 * rule then reports without a fix. Offsets are relative to `SpellInput.text`.
 */
import { nodeAtPath, type Path, type YNode } from '../parse/yaml-tree';
import type { TextEdit } from '../types';
import type { SpellInput } from './rule';

/** Does `text[start, end)` hold a YAML comment (a `#` at a line start or after a space)? */
function hasComment(text: string, start: number, end: number): boolean {
  for (let i = text.indexOf('#', start); i !== -1 && i < end; i = text.indexOf('#', i + 1)) {
    if (i === 0 || /\s/.test(text[i - 1]!)) return true;
  }
  return false;
}

/**
 * End of a node's content: for a block collection, the end of its last
 * descendant scalar. The loader may end a block collection after the comment
 * lines that follow it, and those comments belong to what comes next; scalar
 * ends are exact (a literal block's own `#` lines stay inside it).
 */
export function contentEnd(text: string, node: YNode): number {
  const c = text[node.start];
  if (c === '[' || c === '{') return node.end;
  if (node.kind === 'mapping' && node.pairs && node.pairs.length > 0) {
    const last = node.pairs[node.pairs.length - 1]!;
    return Math.max(last.key.end, contentEnd(text, last.value));
  }
  if (node.kind === 'sequence' && node.items && node.items.length > 0) return Math.max(node.start + 1, contentEnd(text, node.items[node.items.length - 1]!));
  return node.end;
}

/** The node at `path` when it exists. */
export function nodeAt(spell: SpellInput, path: Path): YNode | undefined {
  const hit = nodeAtPath(spell.node, path);
  return hit.exact ? hit.node : undefined;
}

/** Is the node written in flow style (`[...]`, `{...}`)? */
export function isFlow(spell: SpellInput, node: YNode): boolean {
  const c = spell.text[node.start];
  return c === '[' || c === '{';
}

/**
 * Replace the whole value of the entry at `path` with `newText` (a scalar or
 * flow text). Scalars and flow collections are replaced in place; a block
 * collection is replaced from just after its `key:` so the result reads
 * `key: newText`. Undefined when absent or when the range holds a comment.
 */
export function setValue(spell: SpellInput, path: Path, newText: string): TextEdit | undefined {
  const hit = nodeAtPath(spell.node, path);
  if (!hit.exact) return undefined;
  const node = hit.node;
  const text = spell.text;
  const block = (node.kind === 'mapping' || node.kind === 'sequence') && !isFlow(spell, node);
  if (!block) {
    if (node.kind === 'mapping' || node.kind === 'sequence') {
      if (hasComment(text, node.start, node.end)) return undefined;
    }
    if (node.end <= node.start) {
      // An empty value (`key:` with nothing): write after the colon.
      if (!hit.pair) return undefined;
      const at = hit.pair.key.end;
      const colon = text.indexOf(':', at);
      if (colon === -1) return undefined;
      return { start: colon + 1, end: colon + 1, newText: ` ${newText}` };
    }
    return { start: node.start, end: node.end, newText };
  }
  if (!hit.pair) return undefined;
  const colon = text.indexOf(':', hit.pair.key.end);
  if (colon === -1 || colon > node.start) return undefined;
  const end = contentEnd(text, node);
  if (hasComment(text, colon, end)) return undefined;
  return { start: colon + 1, end, newText: ` ${newText}` };
}

/** Rename the key of the entry at `path` (the key text only). */
export function renameKey(spell: SpellInput, path: Path, newKey: string): TextEdit | undefined {
  const hit = nodeAtPath(spell.node, path);
  if (!hit.exact || !hit.pair) return undefined;
  return { start: hit.pair.key.start, end: hit.pair.key.end, newText: newKey };
}

/**
 * Add `key: valueText` to the mapping at `path` (`[]` = the spell itself):
 * a flow mapping gets `, key: value` before its `}`; a block mapping gets a
 * new line after its last entry at its keys' indentation.
 */
export function insertEntry(spell: SpellInput, path: Path, key: string, valueText: string): TextEdit | undefined {
  const node = path.length === 0 ? spell.node : nodeAt(spell, path);
  if (!node || node.kind !== 'mapping' || !node.pairs || node.pairs.length === 0) return undefined;
  const text = spell.text;
  if (text[node.start] === '{') {
    let at = node.end - 1;
    if (text[at] !== '}') return undefined;
    while (at > node.start && /[ \t]/.test(text[at - 1]!)) at--;
    return { start: at, end: at, newText: `, ${key}: ${valueText}` };
  }
  const firstKey = node.pairs[0]!.key;
  const lineStart = text.lastIndexOf('\n', firstKey.start - 1) + 1;
  const indent = firstKey.start - lineStart;
  const last = node.pairs[node.pairs.length - 1]!;
  const lastEnd = Math.max(contentEnd(text, last.value), last.key.end);
  const eol = text.indexOf('\n', lastEnd);
  const at = eol === -1 ? text.length : eol + 1;
  const nl = eol === -1 ? '\n' : '';
  return { start: at, end: at, newText: `${nl}${' '.repeat(indent)}${key}: ${valueText}\n` };
}

/**
 * Rewrite the sequence at `path` to hold `items` (plain texts), keeping its
 * style: a flow list keeps its brackets and spacing after commas; a block
 * list keeps one `- item` per line at its indentation. Undefined when the
 * list holds a comment, is empty in block style, or is not a list.
 */
export function rewriteList(spell: SpellInput, path: Path, items: readonly string[]): TextEdit | undefined {
  const found = nodeAt(spell, path);
  if (!found || found.kind !== 'sequence') return undefined;
  const text = spell.text;
  const node = { ...found, end: contentEnd(text, found) };
  if (hasComment(text, node.start, node.end)) return undefined;
  if (isFlow(spell, node)) {
    const inner = text.slice(node.start + 1, node.end - 1);
    const padded = /^\s/.test(inner) && inner.trim() !== '';
    const sep = /,\s/.test(inner) || !/,/.test(inner) ? ', ' : ',';
    const body = items.join(sep);
    const newText = padded && body ? `[ ${body} ]` : `[${body}]`;
    return { start: node.start, end: node.end, newText };
  }
  if (items.length === 0) return setValue(spell, path, '[]');
  const lineStart = text.lastIndexOf('\n', node.start - 1) + 1;
  const indent = text.slice(lineStart, node.start);
  // The first `-` may follow its key on the same line (`key: - a` is invalid YAML), so it starts a line.
  if (indent.trim() !== '') return undefined;
  return { start: node.start, end: node.end, newText: items.map((i) => `- ${i}`).join(`\n${indent}`) };
}

/** The source texts of a sequence's items (undefined unless every item has a node). */
export function itemTexts(spell: SpellInput, path: Path): string[] | undefined {
  const node = nodeAt(spell, path);
  if (!node || node.kind !== 'sequence' || !node.items || !Array.isArray(node.value)) return undefined;
  if (node.items.length !== (node.value as unknown[]).length) return undefined;
  return node.items.map((i) => spell.text.slice(i.start, i.end));
}

/**
 * Remove the top-level entry `key` of a block-style spell: its key line and
 * the lines of its value, nothing else (comment lines after it stay).
 * Undefined for flow-style spells, for the entry on the spell's `- ` line,
 * or when absent.
 */
export function removeEntry(spell: SpellInput, key: string): TextEdit | undefined {
  const pairs = spell.node.pairs;
  const p = pairs?.find((x) => String(x.key.value) === key);
  if (!p || isFlow(spell, spell.node)) return undefined;
  const text = spell.text;
  const lineStart = text.lastIndexOf('\n', p.key.start - 1) + 1;
  if (text.slice(lineStart, p.key.start).trim() !== '') return undefined;
  const last = Math.max(contentEnd(text, p.value), p.key.end);
  const eol = text.indexOf('\n', last);
  return { start: lineStart, end: eol === -1 ? text.length : eol + 1, newText: '' };
}

/**
 * The range of `value.slice(index, index + length)` inside the scalar at
 * `path`, when the scalar is written plainly or in quotes on one line;
 * else the whole value's range. For pointing at one length in a stat line.
 */
export function valueSubRange(spell: SpellInput, path: Path, index: number, length: number): { start: number; end: number } {
  const node = nodeAt(spell, path);
  if (!node) return { start: spell.node.start, end: spell.node.start + 1 };
  const whole = { start: node.start, end: Math.max(node.end, node.start + 1) };
  if (typeof node.value !== 'string') return whole;
  const offset = valueOffset(spell.text, node);
  if (offset < 0) return whole;
  return { start: node.start + offset + index, end: node.start + offset + index + length };
}

/** Where a scalar's value starts in its text (0 plain, 1 quoted), -1 when written otherwise; once per node. */
const OFFSETS = new WeakMap<YNode, number>();

/** {@link valueSubRange}'s offset of a string node, remembered: a rule pointing at each of thousands of lengths in one line compared the whole line every time. */
function valueOffset(text: string, node: YNode): number {
  const known = OFFSETS.get(node);
  if (known !== undefined) return known;
  const raw = text.slice(node.start, node.end);
  let offset = -1;
  if (raw === node.value) offset = 0;
  else if ((raw.startsWith('"') || raw.startsWith("'")) && raw.slice(1, -1) === node.value) offset = 1;
  OFFSETS.set(node, offset);
  return offset;
}
