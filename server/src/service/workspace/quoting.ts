/**
 * Writing a name where another was: the edit a rename (or a quick fix) makes
 * at a name's characters, escaped for how the text around them is quoted
 * (facts.ts TextStyle), so the file reads back the new name and nothing
 * else changes; and an item appended to a sequence (a class to `classes`, a
 * spell to a list). Pure; a name that cannot be written in a place is
 * refused (undefined), never written broken.
 */
import type { TextEdit } from '../types';
import type { NameSpan } from './facts';

/** YAML 1.2 core values that are not strings, and YAML 1.1's booleans: a plain scalar so written would not read as the name. */
const NOT_TEXT = /^(?:null|Null|NULL|~|true|True|TRUE|false|False|FALSE|yes|Yes|YES|no|No|NO|on|On|ON|off|Off|OFF|y|Y|n|N|\.inf|\.Inf|\.INF|-\.inf|\.nan|\.NaN|\.NAN)$/;
const NUMBER = /^[-+]?(?:[0-9][0-9_]*(?:\.[0-9_]*)?|\.[0-9_]+)(?:[eE][-+]?[0-9]+)?$|^0[xXoObB][0-9a-fA-F_]+$|^[0-9][0-9_]*(?::[0-5]?[0-9])+$/;

/** Does `s` hold a control character or a line break? */
function hasControl(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x7f || c === 0x85 || c === 0x2028 || c === 0x2029) return true;
  }
  return false;
}

/** Can `s` be written as a plain YAML scalar (in a flow collection when `flow`) and read back as the same string? */
export function plainSafe(s: string, flow: boolean): boolean {
  if (s === '' || s !== s.trim() || hasControl(s)) return false;
  if ('-?:,[]{}#&*!|>\'"%@`'.includes(s[0]!)) return false;
  if (s.includes(': ') || s.includes(' #') || s.endsWith(':')) return false;
  if (flow && /[,[\]{}]/.test(s)) return false;
  return !NOT_TEXT.test(s) && !NUMBER.test(s);
}

/** `s` as a YAML (and JSON) double-quoted scalar. */
export function doubleQuoted(s: string): string {
  return JSON.stringify(s);
}

/** `s` as a YAML single-quoted scalar's inside. */
function singleInside(s: string): string {
  return s.replace(/'/g, "''");
}

/** `s` as a scalar of the given style (an item added to a sequence whose items are so written). */
export function scalarText(s: string, style: 'plain' | 'double' | 'single', flow: boolean): string {
  if (style === 'single' && !hasControl(s)) return `'${singleInside(s)}'`;
  if (style === 'plain' && plainSafe(s, flow)) return s;
  return doubleQuoted(s);
}

/**
 * The edit that writes `name` as the whole value of the scalar at `span` (a
 * spell's `name`, a list entry): its characters replaced in the same
 * quoting, or the scalar quoted when a plain one cannot hold the name.
 */
export function scalarNameEdit(span: NameSpan, name: string): TextEdit | undefined {
  if (name.trim() === '' || name.includes('\n') || name.includes('\r')) return undefined;
  switch (span.style) {
    case 'double':
    case 'json':
      return { start: span.start, end: span.end, newText: doubleQuoted(name).slice(1, -1) };
    case 'single':
      return hasControl(name) ? { start: span.nodeStart, end: span.nodeEnd, newText: doubleQuoted(name) } : { start: span.start, end: span.end, newText: singleInside(name) };
    case 'plain':
      return plainSafe(name, span.flow === true) ? { start: span.start, end: span.end, newText: name } : { start: span.nodeStart, end: span.nodeEnd, newText: doubleQuoted(name) };
    case 'block':
      return { start: span.nodeStart, end: span.nodeEnd, newText: doubleQuoted(name) };
  }
}

/** Characters a name written inside a tag or link cannot hold: they would end it. */
const REF_ENDERS: Record<'tag' | 'link', string> = { tag: '{}|', link: '{}[]' };

/**
 * The edit that writes `name` over the name inside a tag (`{@spell X}`) or
 * a Foundry link label (`{X}`), escaped for the text's quoting (and as HTML
 * in a Foundry description); undefined when the name cannot be written
 * there (it would end the tag, or a plain scalar cannot hold it).
 */
export function refNameEdit(span: NameSpan, name: string, kind: 'tag' | 'link'): TextEdit | undefined {
  if (name.trim() === '' || hasControl(name)) return undefined;
  for (const c of REF_ENDERS[kind]) if (name.includes(c)) return undefined;
  let text = span.html ? name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') : name;
  switch (span.style) {
    case 'double':
    case 'json':
      text = doubleQuoted(text).slice(1, -1);
      break;
    case 'single':
      text = singleInside(text);
      break;
    case 'plain':
      // Inside a plain scalar, `: ` or ` #` would end the text, and in a flow collection so would `,[]{}`.
      if (text.includes(':') || text.includes('#') || (span.flow && /[,[\]{}]/.test(text))) return undefined;
      break;
    case 'block':
      break;
  }
  return { start: span.start, end: span.end, newText: text };
}

/** The line break a text uses (its first one), for lines added to it. */
function eolOf(text: string): string {
  const i = text.indexOf('\n');
  return i > 0 && text[i - 1] === '\r' ? '\r\n' : '\n';
}

/**
 * The edit that appends `item` (already written as a scalar) to a sequence:
 * after the last item of a flow sequence (or inside an empty one), or on a
 * new line after the last item's line of a block sequence, at its items'
 * column. Comments after the last item stay on its line.
 */
export function appendItemEdit(text: string, seq: { start: number; end: number; flow: boolean; indent: number; last?: number }, item: string): TextEdit | undefined {
  if (seq.flow) {
    if (seq.last !== undefined) return { start: seq.last, end: seq.last, newText: `, ${item}` };
    const close = text.lastIndexOf(']', seq.end);
    return close > seq.start ? { start: close, end: close, newText: item } : undefined;
  }
  if (seq.last === undefined) return undefined;
  let lineEnd = text.indexOf('\n', seq.last);
  if (lineEnd < 0) lineEnd = text.length;
  else if (text[lineEnd - 1] === '\r') lineEnd--;
  return { start: lineEnd, end: lineEnd, newText: `${eolOf(text)}${' '.repeat(seq.indent)}- ${item}` };
}
