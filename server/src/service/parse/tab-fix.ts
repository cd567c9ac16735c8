/**
 * The quick fix for tab indentation (`yaml/tab-indent`). YAML forbids tabs
 * in indentation, and how deep a tab was meant to indent is a guess: the
 * same line read with tabs of 2, 4 or 8 columns can nest under a different
 * key. So the fix tries each width; when every width gives the same data the
 * fix is `safe` (the structure does not depend on the guess), otherwise each
 * width that reads differently is offered as a `suggestion`.
 *
 * Only lines the loader rejects are touched (a tab inside a block scalar's
 * text after its indentation is content, and stays). Called by parseYaml when
 * the loader reports a tab; pure, bounded work (a few loads of the text).
 */
import { load, YAMLException } from 'js-yaml';
import { SPELL_YAML_SCHEMA } from './schema';
import type { Fix, TextEdit } from '../types';
import type { MsgRef } from '../i18n';

/** The fix titles, as catalogue references. */
export const TAB_FIX_TITLES = {
  safe: (): { title: MsgRef } => ({ title: { key: 'fix.tab.safe' } }),
  width: (n: number): { title: MsgRef } => ({ title: { key: 'fix.tab.width', args: { n } } }),
  align: (): { title: MsgRef } => ({ title: { key: 'fix.tab.align' } }),
} as const;

/** Texts above this size get no tab fix (each try loads the whole text). */
const MAX_TEXT = 1_000_000;
/** Tab-indented lines fixed at most (one load each). */
const MAX_LINES = 50;
const WIDTHS = [2, 4, 8] as const;
/** The "indent like the line above" reading. */
const ALIGN = 0;

/** Leading whitespace with every tab expanded to the next multiple of `width` columns. */
function expand(indent: string, width: number): string {
  let col = 0;
  for (const ch of indent) col = ch === '\t' ? (Math.floor(col / width) + 1) * width : col + 1;
  return ' '.repeat(col);
}

interface Attempt {
  edits: TextEdit[];
  /** The loaded data as JSON, or undefined when the text still does not load. */
  data: string | undefined;
}

/** Expand the tabs of each line the loader rejects, one line at a time, until the text loads or fails otherwise. */
function attempt(text: string, width: number): Attempt | undefined {
  // width ALIGN: the line takes the indentation of the nearest line above with content.
  const edits: TextEdit[] = [];
  let cur = text;
  // Edits only replace a line's leading whitespace, so line numbers are the same in `cur` and `text`.
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  for (let i = 0; i <= MAX_LINES; i++) {
    try {
      const v = load(cur, { schema: SPELL_YAML_SCHEMA, json: true });
      return { edits, data: JSON.stringify(v) ?? 'undefined' };
    } catch (err) {
      if (!(err instanceof YAMLException) || !/tab characters/i.test(err.message) || i === MAX_LINES) return edits.length > 0 ? { edits, data: undefined } : undefined;
      const pos = err.mark?.position ?? 0;
      const ls = cur.lastIndexOf('\n', pos - 1) + 1;
      let le = ls;
      while (le < cur.length && (cur[le] === ' ' || cur[le] === '\t')) le++;
      const indent = cur.slice(ls, le);
      // A line fixed before has no tab left: a report without a tab here means the loader meant something else.
      if (!indent.includes('\t')) return edits.length > 0 ? { edits, data: undefined } : undefined;
      const spaces = width === ALIGN ? aboveIndent(cur, ls) : expand(indent, width);
      const line = countLines(cur, ls);
      const origStart = starts[line] ?? ls;
      edits.push({ start: origStart, end: origStart + indent.length, newText: spaces });
      cur = cur.slice(0, ls) + spaces + cur.slice(le);
    }
  }
  return undefined;
}

/**
 * The column of the nearest key above `ls` (`key:` or `- key:`), as spaces: a
 * line that starts a key, so block-scalar text (which may hold anything) and
 * comments are passed over.
 */
/** Spaces, or `- ` items (`-  - ` ...) with the spaces before a key: `(?: *- +)*| *` in one unambiguous form. */
const ITEMS = /^(?: *| *-(?: +-)* +)$/;

/**
 * The column of the key a line starts (`key:`, `- key:`, `-  - key:`), or undefined: what
 * `/^((?: *- +)*| *)[^\s#\-][^:#]*:(?:\s|$)/` captured. The indentation is every space and dash before the key
 * (the key starts with neither), when they are spaces or `- ` items. The old pattern said the same but tried
 * every split of the spaces between dashes: time exponential in the number of dashes on a line with no key
 * (26 took 18 s). Exposed for test/unit/service/linear-readers.test.ts.
 */
export function keyIndent(line: string): number | undefined {
  const m = /^([ -]*)[^\s#\-][^:#]*:(?:\s|$)/.exec(line);
  return m && ITEMS.test(m[1]!) ? m[1]!.length : undefined;
}

function aboveIndent(text: string, ls: number): string {
  let end = ls - 1;
  while (end > 0) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    const indent = keyIndent(text.slice(start, end) + '\n');
    if (indent !== undefined) return ' '.repeat(indent);
    end = start - 1;
  }
  return '';
}

/** The indentation (in columns, tabs as 8) of the next line with content after the line starting at `ls`. */
function belowIndent(text: string, ls: number | undefined): number | undefined {
  if (ls === undefined) return undefined;
  let i = text.indexOf('\n', ls);
  while (i !== -1) {
    const start = i + 1;
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end === -1 ? text.length : end).replace(/\r$/, '');
    const body = line.trimStart();
    if (body !== '' && !body.startsWith('#')) return expand(line.slice(0, line.length - body.length), 8).length;
    i = end;
  }
  return undefined;
}

function countLines(text: string, upTo: number): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < upTo; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** Fixes for a text whose loading failed on a tab in indentation (see the file comment). */
export function tabIndentFixes(text: string): Fix[] {
  if (text.length > MAX_TEXT) return [];
  const tries = WIDTHS.map((w) => ({ width: w, a: attempt(text, w) }));
  const loaded = tries.filter((t) => t.a && t.a.data !== undefined);
  if (loaded.length === WIDTHS.length && new Set(loaded.map((t) => t.a!.data)).size === 1) {
    return [{ ...TAB_FIX_TITLES.safe(), edits: tries[0]!.a!.edits, kind: 'safe' }];
  }
  // The structure depends on the guess: each reading once. First the one that indents the first
  // tab line like the next line below it (a stray tab among space-indented siblings), then "like
  // the key above", then the widths that load (narrowest first), then those that still do not load.
  const align = { width: ALIGN, a: attempt(text, ALIGN) };
  const below = belowIndent(text, align.a?.edits[0]?.start ?? tries.find((t) => t.a)?.a?.edits[0]?.start);
  const first = (t: { a: Attempt | undefined }) => (below !== undefined && t.a?.data !== undefined && t.a.edits[0]?.newText.length === below ? 0 : 1);
  const ordered = [align, ...loaded, ...tries].filter((t) => t.a).map((t, i) => ({ t, i })).sort((x, y) => first(x.t) - first(y.t) || x.i - y.i).map((x) => x.t);
  const anyLoads = ordered.some((t) => t.a!.data !== undefined);
  const out: Fix[] = [];
  const seen = new Set<string>();
  for (const t of ordered) {
    const key = t.a!.data ?? `!${t.width}`;
    if (seen.has(key) || (anyLoads && t.a!.data === undefined)) continue;
    seen.add(key);
    out.push({ ...(t.width === ALIGN ? TAB_FIX_TITLES.align() : TAB_FIX_TITLES.width(t.width)), edits: t.a!.edits, kind: 'suggestion' });
  }
  return out.slice(0, 3);
}
