// Where the snapshot asks the language server: spell starts and names (read
// with the `yaml` package, independently of the tool under test), and the
// cursor positions of hovers and completions (read from each line's text).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const YAML = require('yaml');

/**
 * The spells of a file: each with its name and the position and line span of
 * its node. A `spells:` list gives its items; any other mapping document
 * (one spell, a Foundry item, JSON or YAML) is one spell. Unreadable YAML
 * gives what the parser could still read, else nothing.
 * @returns {Array<{ name: string | undefined, line: number, character: number, endLine: number }>}
 */
export function spellsOf(text) {
  const lines = new YAML.LineCounter();
  let docs;
  try {
    docs = YAML.parseAllDocuments(text, { lineCounter: lines, uniqueKeys: false });
  } catch {
    return [];
  }
  if (!Array.isArray(docs)) docs = [docs];
  const out = [];
  const add = (node) => {
    if (!node?.range) return;
    const start = lines.linePos(node.range[0]);
    const end = lines.linePos(Math.max(node.range[0], node.range[1] - 1));
    const name = YAML.isMap(node) ? node.get('name') : undefined;
    out.push({ name: typeof name === 'string' ? name : undefined, line: start.line - 1, character: start.col - 1, endLine: end.line - 1 });
  };
  for (const doc of docs) {
    const c = doc.contents;
    if (!YAML.isMap(c)) continue;
    const list = c.get('spells', true);
    if (YAML.isSeq(list)) for (const item of list.items) add(item);
    else add(c);
  }
  return out;
}

// A mapping key at the start of a line (after indentation and any `- `), then `:` and a space or the line's end.
const KEY_LINE = /^(\s*)((?:-\s+)*)("(?:[^"\\]|\\.)*"|'[^']*'|[^\s#'"{}[\],:][^#:]*?)\s*:(?=\s|$)\s*/;
// A sequence item holding a scalar (`- V`).
const ITEM_LINE = /^(\s*-\s+)(?=[^\s#])/;

/**
 * The cursor positions of one line: its first non-space character, the start
 * of a value after `key: `, and the start of a scalar after `- `. `emptyValue`
 * adds the end of a `key:` line with nothing after it (where a user types a value).
 * @returns {{ keys: number[], values: number[], first: number | undefined }}
 */
export function linePositions(line, emptyValue = false) {
  const first = line.search(/\S/);
  const keys = [];
  const values = [];
  const m = KEY_LINE.exec(line);
  if (m) {
    keys.push(m[1].length + m[2].length);
    const rest = line.slice(m[0].length);
    if (rest && !rest.startsWith('#')) {
      values.push(m[0].length);
      if (/^[[{]/.test(rest)) flowPositions(line, m[0].length, keys, values);
    } else if (!rest && emptyValue) values.push(line.length);
  } else {
    const item = ITEM_LINE.exec(line);
    if (item) values.push(item[1].length);
  }
  return { keys, values, first: first >= 0 ? first : undefined };
}

/**
 * Inside a one-line flow collection (`{ shape: sphere, radius: 20 }`,
 * `[V, S, M]`): the start of every entry (a key, or an item) and of every
 * value after `key: `. Quoted text is skipped; a collection that does not
 * close on the line is read as far as it goes.
 */
function flowPositions(line, from, keys, values) {
  let entryStart = true;
  for (let i = from; i < line.length; i++) {
    const c = line[i];
    if (c === '"' || c === "'") {
      if (entryStart) values.push(i);
      entryStart = false;
      const close = line.indexOf(c, i + 1);
      if (close < 0) return;
      i = close;
    } else if (c === '{' || c === '[' || c === ',') entryStart = true;
    else if (c === '#' && /\s/.test(line[i - 1] ?? '')) return;
    else if (c === ':' && /\s/.test(line[i + 1] ?? '')) {
      const v = line.slice(i + 1).search(/\S/);
      if (v >= 0 && !/[,}\]]/.test(line[i + 1 + v])) values.push(i + 1 + v);
      i += v >= 0 ? v : 0;
      entryStart = false;
      // The value just recorded is not an entry start; skip over it to the next separator.
      while (i + 1 < line.length && !/[,}\]{[]/.test(line[i + 1])) i++;
    } else if (entryStart && !/[\s}\]]/.test(c)) {
      keys.push(i);
      entryStart = false;
    }
  }
}

/** The text's lines without their line ends. */
export function linesOf(text) {
  return text.split(/\r?\n/);
}

/**
 * Hover positions of the given lines: each line's first non-space character
 * and the start of every value after `key: `, no position twice.
 * @param {number[] | undefined} only the line numbers to use (all lines when undefined)
 */
export function hoverPositions(text, only) {
  const lines = linesOf(text);
  const out = [];
  const pick = only ?? lines.map((_, i) => i);
  for (const i of pick) {
    const p = linePositions(lines[i] ?? '');
    const chars = new Set([p.first, ...p.keys, ...p.values].filter((c) => c !== undefined));
    for (const c of [...chars].sort((a, b) => a - b)) out.push({ line: i, character: c });
  }
  return out;
}

/** Completion positions in a line span: the start of every key and every value, and the end of an empty `key:`. */
export function completionPositions(text, fromLine, toLine) {
  const lines = linesOf(text);
  const out = [];
  for (let i = fromLine; i <= toLine && i < lines.length; i++) {
    const p = linePositions(lines[i], true);
    for (const c of [...new Set([...p.keys, ...p.values])].sort((a, b) => a - b)) out.push({ line: i, character: c });
  }
  return out;
}

/**
 * The spells a big file is sampled by: `count` spread evenly over the list
 * (the first and the last included), in order.
 */
export function spreadSample(items, count) {
  if (items.length <= count) return items;
  const picked = new Set();
  for (let k = 0; k < count; k++) picked.add(Math.round((k * (items.length - 1)) / (count - 1)));
  return [...picked].sort((a, b) => a - b).map((i) => items[i]);
}
