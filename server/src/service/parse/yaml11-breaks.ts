/**
 * NEL (U+0085), LS (U+2028) and PS (U+2029): line breaks to a YAML 1.1
 * reader (PyYAML, libyaml, SnakeYAML), text to YAML 1.2 (Grimoire, js-yaml,
 * the `yaml` package). `# note\u0085level: 99` is a comment here and a
 * `level` key to PyYAML; `name: Fire\u2028ball` is one name here and a
 * syntax error there. Each such character gets a `yaml/yaml11` warning that
 * says what the YAML 1.1 reader does with it, where the two readings differ:
 *
 * - in a comment, when what follows it on the line (up to the next line
 *   break of either kind) is not spaces alone or spaces and another comment:
 *   YAML 1.1 reads it as YAML. Fix: a space instead (the comment's text only).
 * - in a quoted scalar: NEL always (YAML 1.1 folds it into a space); LS or
 *   PS when a space, tab or line break stands next to it (YAML 1.1 keeps the
 *   character but trims the spaces around it). Fix: the escape `\N`, `\L`,
 *   `\P` (the same text to both readers).
 * - in a plain scalar: NEL always, and LS or PS but in a flow collection
 *   (`[a\u2028b]` reads alike) when nothing blank stands next to it: YAML 1.1
 *   ends the line there and reads the rest as a new line. Fix: the value
 *   double-quoted with the escape.
 * - in a block scalar (`|`, `>`): always (the next YAML 1.1 "line" starts at
 *   column 0 and ends the block); no fix offered.
 * - anywhere else (a key's anchor, a directive): always; no fix.
 *
 * These readings were taken from PyYAML 6 (test/unit/service/parse/yaml11-breaks.test.ts
 * pins them case by case). Called by yaml11Findings (parse/yaml11.ts) on each
 * item, header and whole document, and by the analyzer on the text between
 * documents (no tree: comments and markers only).
 */
import type { MsgRef } from '../i18n';
import type { Fix } from '../types';
import type { YNode } from './yaml-tree';
import { hasYaml11Break, isYaml11BreakChar, yaml11BreaksIn } from './line-breaks';

/** A finding on one character, offsets relative to the text searched (the shape of parse/yaml11.ts's findings). */
export interface Yaml11BreakFinding {
  msg: MsgRef[];
  start: number;
  end: number;
  fixes: Fix[];
}

const NAMES: Record<number, string> = { 0x85: 'U+0085 (NEL)', 0x2028: 'U+2028 (LS)', 0x2029: 'U+2029 (PS)' };
const ESCAPES: Record<number, string> = { 0x85: '\\N', 0x2028: '\\L', 0x2029: '\\P' };

/** Where a character stands, as far as its YAML 1.1 reading goes. */
type Place = { kind: 'quoted' | 'plain' | 'block'; node: YNode; from: number; inFlow: boolean } | { kind: 'comment' } | { kind: 'other' };

function isBlank(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || isYaml11BreakChar(c);
}

/** Where the scalar's own text starts: after its properties (`!!str `, `&a `). */
function styleStart(text: string, node: YNode): number {
  let i = node.start;
  for (;;) {
    const c = text.charCodeAt(i);
    if (c !== 33 /* ! */ && c !== 38 /* & */) return i;
    while (i < node.end && !isBlank(text.charCodeAt(i))) i++;
    while (i < node.end && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9 || text.charCodeAt(i) === 10)) i++;
  }
}

/** The scalar node holding offset `p` under `root`, and whether it sits in a flow collection. */
function scalarAt(text: string, root: YNode | undefined, p: number): { node: YNode; inFlow: boolean } | undefined {
  let node = root;
  let inFlow = false;
  while (node && p >= node.start && p < node.end) {
    if (node.kind === 'scalar') return node.alias ? undefined : { node, inFlow };
    if (node.alias) return undefined;
    const open = text.charCodeAt(styleStart(text, node));
    if (open === 91 /* [ */ || open === 123 /* { */) inFlow = true;
    let next: YNode | undefined;
    if (node.pairs) {
      for (const pr of node.pairs) {
        if (p >= pr.key.start && p < pr.key.end) next = pr.key;
        else if (p >= pr.value.start && p < pr.value.end) next = pr.value;
        if (next) break;
      }
    } else if (node.items) {
      for (const it of node.items) if (p >= it.start && p < it.end) next = it;
    }
    node = next;
  }
  return undefined;
}

/** Does a comment start on the line before `p`, outside every scalar? */
function inComment(text: string, root: YNode | undefined, p: number): boolean {
  const ls = text.lastIndexOf('\n', p - 1) + 1;
  for (let h = text.indexOf('#', ls); h !== -1 && h < p; h = text.indexOf('#', h + 1)) {
    const before = h === ls ? 32 : text.charCodeAt(h - 1);
    if ((before === 32 || before === 9 || isYaml11BreakChar(before)) && !scalarAt(text, root, h)) return true;
  }
  return false;
}

function placeOf(text: string, root: YNode | undefined, p: number): Place {
  const s = scalarAt(text, root, p);
  if (s) {
    const from = styleStart(text, s.node);
    const c = text.charCodeAt(from);
    const kind = c === 34 || c === 39 ? 'quoted' : c === 124 || c === 62 ? 'block' : 'plain';
    return { kind, node: s.node, from, inFlow: s.inFlow };
  }
  return inComment(text, root, p) ? { kind: 'comment' } : { kind: 'other' };
}

/**
 * What a YAML 1.1 reader reads after the break at `p` on its new line (up to
 * the next break of either kind), or undefined when that changes nothing:
 * only spaces, then the line's end or a comment. (A tab there is already an
 * error to PyYAML.)
 */
function restOf(text: string, p: number): string | undefined {
  let i = p + 1;
  while (text.charCodeAt(i) === 32) i++;
  let e = i;
  while (e < text.length) {
    const c = text.charCodeAt(e);
    if (c === 10 || c === 13 || isYaml11BreakChar(c)) break;
    e++;
  }
  return e === i || text.charCodeAt(i) === 35 /* # */ ? undefined : text.slice(i, e);
}

/** A value as a double-quoted YAML scalar that every reader reads alike (JSON escapes, and \N \L \P for the YAML 1.1 breaks). */
function doubleQuoted(v: string): string {
  return JSON.stringify(v).replace(/[\u0085\u2028\u2029]/g, (ch) => ESCAPES[ch.charCodeAt(0)]!);
}

/** A short, one-line form of a text for a message or a fix title. */
function shortText(s: string): string {
  // eslint-disable-next-line no-control-regex -- every control character goes
  const one = s.replace(/[`\u0000-\u001f\u0085\u2028\u2029]/g, ' ');
  return one.length > 40 ? `${one.slice(0, 39)}…` : one;
}

function titled(key: string, args: Record<string, string>): { title: MsgRef } {
  return { title: { key, args } };
}

/** The finding for the character at `p`, or undefined when both readers read the text alike. */
function findingAt(text: string, root: YNode | undefined, p: number): Yaml11BreakFinding | undefined {
  const code = text.charCodeAt(p);
  const char = NAMES[code]!;
  const place = placeOf(text, root, p);
  const blankBeside = isBlank(text.charCodeAt(p - 1)) || isBlank(text.charCodeAt(p + 1));
  let ref: MsgRef;
  const fixes: Fix[] = [];
  if (place.kind === 'comment') {
    const rest = restOf(text, p);
    if (rest === undefined) return undefined;
    ref = { key: 'yaml11.breakComment', args: { char, rest: shortText(rest) } };
    fixes.push({ ...titled('fix.yaml11.breakSpace', { char }), edits: [{ start: p, end: p + 1, newText: ' ' }], kind: 'safe' });
  } else if (place.kind === 'quoted' || place.kind === 'plain') {
    if (code !== 0x85 && !blankBeside && (place.kind === 'quoted' || place.inFlow)) return undefined;
    ref = { key: 'yaml11.breakText', args: { char, esc: ESCAPES[code]! } };
    const double = text.charCodeAt(place.from) === 34;
    if (double) fixes.push({ ...titled('fix.write', { value: ESCAPES[code]! }), edits: [{ start: p, end: p + 1, newText: ESCAPES[code]! }], kind: 'safe' });
    else if (typeof place.node.value === 'string') {
      const q = doubleQuoted(place.node.value);
      fixes.push({ ...titled('fix.yaml11.quote', { value: shortText(q) }), edits: [{ start: place.from, end: place.node.end, newText: q }], kind: 'safe' });
    }
  } else if (place.kind === 'block') {
    ref = { key: 'yaml11.breakText', args: { char, esc: ESCAPES[code]! } };
  } else {
    ref = { key: 'yaml11.breakLine', args: { char } };
  }
  return { msg: [ref], start: p, end: p + 1, fixes };
}

/**
 * The `yaml/yaml11` findings for NEL, LS and PS in `text` (parsed into
 * `root`; undefined for text outside every document, which holds comments,
 * markers and directives only). Nothing for text without them (three indexOf).
 */
export function yaml11BreakFindings(text: string, root: YNode | undefined): Yaml11BreakFinding[] {
  const out: Yaml11BreakFinding[] = [];
  for (const p of yaml11BreaksIn(text)) {
    const f = findingAt(text, root, p);
    if (f) out.push(f);
  }
  return out;
}

/**
 * The findings for NEL, LS and PS outside every document of a file (comments,
 * directives, `---` and `...` lines before, between and after the `spans`),
 * offsets in `text`. `from` is where the text starts (after a byte order mark).
 */
export function yaml11BreaksOutside(text: string, docs: ReadonlyArray<{ span: { start: number; end: number } }>, from: number): Yaml11BreakFinding[] {
  const out: Yaml11BreakFinding[] = [];
  let at = from;
  const gap = (end: number): void => {
    if (end <= at) return;
    const g = text.slice(at, end);
    if (!hasYaml11Break(g)) return;
    const by = at;
    for (const f of yaml11BreakFindings(g, undefined)) {
      out.push({ ...f, start: f.start + by, end: f.end + by, fixes: f.fixes.map((x) => ({ ...x, edits: x.edits.map((e) => ({ ...e, start: e.start + by, end: e.end + by })) })) });
    }
  };
  for (const d of docs) {
    gap(d.span.start);
    at = Math.max(at, d.span.end);
  }
  gap(text.length);
  return out;
}
