/**
 * Completion from the schema: keys a spell (or a nested mapping such as
 * `area`, `save`, `damage`) can still take, and values for the key on the
 * current line (enums: schools, shapes, abilities, systems; otherwise the
 * schema's examples). Works on the text of the current and preceding lines,
 * so it answers while the spell is half-typed and does not parse.
 */
import { renderArg, t, type Locale } from '../i18n';
import { titleArg } from '../schema/error-words';
import type { Analysis } from '../analysis';
import { spellAt } from './hover';
import type { SchemaValidator } from '../schema/validate';
import { isSystem, readEdition, SYSTEMS, type Edition, type System } from '../types';
import { newSpellSnippet } from './new-spell';
import { schemaText } from '../i18n/schema-docs';
import type { DocText } from '../parse/doc-text';

/** One completion item; the adapter maps `kind` to its own enum. */
export interface CompletionEntry {
  label: string;
  /** A `snippet` entry's insertText has tab stops (`${1:default}`) and is inserted as written, its indentation included. */
  kind: 'property' | 'value' | 'snippet';
  detail?: string;
  documentation?: string;
  /** Text to insert (a key gets `key: `). */
  insertText: string;
  /** Where the entry sorts among the others (the label when absent). */
  sortText?: string;
}

type Json = Record<string, unknown>;

/**
 * Does a line of `text` start with `key`, then whitespace (line breaks
 * included), then `:`? What `/^key\s*:/m.test(text)` answers, read through
 * {@link DocText} (the language server's piece table is not a string, and
 * joining it for one completion would copy a 30 MB file). Exported for
 * test/unit/service/features/complete.test.ts, which compares it with the regular expression.
 */
export function hasLineStartingWith(text: DocText, key: string): boolean {
  for (let i = text.indexOf(key); i !== -1; i = text.indexOf(key, i + 1)) {
    const before = i === 0 ? 10 : text.charCodeAt(i - 1);
    // `^` with the m flag: the text's start or after \n, \r, U+2028, U+2029.
    if (before !== 10 && before !== 13 && before !== 0x2028 && before !== 0x2029) continue;
    let j = i + key.length;
    while (j < text.length && WHITE.test(text.slice(j, j + 1))) j++;
    if (text.charCodeAt(j) === 58 /* : */) return true;
  }
  return false;
}

const WHITE = /^\s$/;

function lineAt(text: DocText, offset: number): { start: number; line: string } {
  // lastIndexOf(_, -1) looks at index 0 (a negative start counts as 0): at the very start there is no line before.
  const start = offset === 0 ? 0 : text.lastIndexOf('\n', offset - 1) + 1;
  return { start, line: text.slice(start, offset) };
}

function indentOf(line: string): number {
  const m = /^(\s*)(- )?/.exec(line)!;
  return m[0].length;
}

/**
 * Keys of the mappings enclosing a line whose keys start at column `indent`,
 * outermost first: walk up to less indented `key:` lines, stopping at the
 * spell's own mapping (an item's `- ` line, or a top-level key).
 */
function parentPath(text: DocText, lineStart: number, indent: number): { path: string[] } {
  const path: string[] = [];
  let want = indent;
  let pos = lineStart;
  while (pos > 0 && want > 0) {
    const prevEnd = pos - 1;
    const prevStart = text.lastIndexOf('\n', prevEnd - 1) + 1;
    const line = text.slice(prevStart, prevEnd);
    pos = prevStart;
    if (/^\s*(#.*)?$/.test(line)) continue;
    const col = indentOf(line);
    const item = /^\s*- /.test(line);
    if (col > want || (col === want && !item)) continue; // deeper content, or a sibling key
    if (col === want && item) break; // the first key of the same mapping
    const m = /^\s*(- )?([A-Za-z_][\w-]*)\s*:\s*(#.*)?$/.exec(line);
    if (!m || m[2] === 'spells') break;
    path.unshift(m[2]!);
    if (item) break;
    want = col;
  }
  return { path };
}

/** A key's documentation: the schema's reference text in the completion's locale (i18n/schema-docs.ts). */
function docOf(s: Json | undefined, locale: Locale): string | undefined {
  return schemaText(s, locale);
}

function collectValues(v: SchemaValidator, s: Json | undefined, out: Set<string>, depth = 0): void {
  if (!s || depth > 4) return;
  if (Array.isArray(s.enum)) for (const e of s.enum) out.add(String(e));
  if (typeof s.const === 'string') out.add(s.const);
  for (const k of ['oneOf', 'anyOf', 'allOf'] as const) {
    const alts = s[k];
    if (Array.isArray(alts)) for (const a of alts) collectValues(v, v.resolve(a), out, depth + 1);
  }
  if (out.size === 0 && Array.isArray(s.examples)) for (const e of s.examples) if (typeof e === 'string' || typeof e === 'number') out.add(String(e));
}

function properties(v: SchemaValidator, s: Json | undefined): Record<string, Json> {
  const out: Record<string, Json> = {};
  if (!s) return out;
  const props = s.properties as Record<string, unknown> | undefined;
  if (props) for (const [k, p] of Object.entries(props)) out[k] = v.resolve(p) ?? {};
  for (const k of ['oneOf', 'anyOf', 'allOf'] as const) {
    const alts = s[k];
    if (Array.isArray(alts)) for (const a of alts) Object.assign(out, properties(v, v.resolve(a)));
  }
  return out;
}

/**
 * Keys already present at the same indentation in the current mapping. On an
 * item's first line (`- `) the mapping starts there: the lines above belong
 * to the item before.
 */
function siblingKeys(text: DocText, lineStart: number, indent: number, startsItem: boolean): Set<string> {
  const keys = new Set<string>();
  const scan = (from: number, dir: 1 | -1) => {
    let pos = from;
    for (let guard = 0; guard < 200; guard++) {
      let s: number;
      let e: number;
      if (dir === -1) {
        if (pos <= 0) return;
        e = pos - 1;
        s = text.lastIndexOf('\n', e - 1) + 1;
        pos = s;
      } else {
        s = pos;
        if (s >= text.length) return;
        const nl = text.indexOf('\n', s);
        e = nl === -1 ? text.length : nl;
        pos = e + 1;
      }
      const line = text.slice(s, e);
      if (/^\s*(#.*)?$/.test(line)) continue;
      const ind = indentOf(line);
      const m = /^\s*(- )?([A-Za-z_][\w-]*)\s*:/.exec(line);
      if (ind < indent) {
        if (m?.[1] && ind === indent) keys.add(m[2]!);
        return;
      }
      if (ind === indent && m) {
        keys.add(m[2]!);
        if (m[1] && dir === -1) return; // the item's first line
        if (m[1] && dir === 1) return; // the next item
      }
    }
  };
  if (!startsItem) scan(lineStart, -1);
  const nl = text.indexOf('\n', lineStart);
  if (nl !== -1) scan(nl + 1, 1);
  return keys;
}

/** The system in force at `offset`: the spell's own, else the file's, else the default. */
function systemAt(analysis: Analysis, text: DocText, offset: number, fallback: System): System {
  const spell = spellAt(analysis, offset) ?? spellAt(analysis, offset - 1);
  if (spell) return spell.system;
  const m = /^system:\s*([a-z0-9]+)/m.exec(text.slice(Math.max(0, text.lastIndexOf('\n---', offset)), offset));
  if (m && isSystem(m[1])) return m[1];
  for (const h of analysis.headers) if (h.system) return h.system;
  return fallback;
}

/** The D&D 5e rules in force at `offset`: the spell's own, else the file's `rules:`, else 2014. */
function editionAt(analysis: Analysis, text: DocText, offset: number): Edition {
  const spell = spellAt(analysis, offset) ?? spellAt(analysis, offset - 1);
  if (spell) return spell.edition;
  const m = /^rules:\s*['"]?(\d{4})\b/m.exec(text.slice(Math.max(0, text.lastIndexOf('\n---', offset)), offset));
  const said = m ? readEdition(m[1]) : undefined;
  if (said) return said;
  for (const h of analysis.headers) if (h.edition) return h.edition;
  return '2014';
}

/** Completion entries at `offset`. */
export function completeAt(validator: SchemaValidator, analysis: Analysis, offset: number, defaultSystem: System, locale: Locale = 'en'): CompletionEntry[] {
  const text = analysis.text;
  const { start, line } = lineAt(text, offset);
  const system = systemAt(analysis, text, offset, defaultSystem);
  const edition = editionAt(analysis, text, offset);
  const def = validator.spellDefinition(system, edition);
  // The value starts after all the spaces (`(?!\s)`): a match takes them all anyway, and then a long run before a `#`
  // is not tried split every way.
  const valueMatch = /^(\s*)(- )?([A-Za-z_][\w-]*)\s*:\s*(?!\s)([^#{[]*)$/.exec(line);
  if (valueMatch) {
    const indent = valueMatch[1]!.length + (valueMatch[2]?.length ?? 0);
    const { path } = parentPath(text, start, indent);
    const s = validator.schemaAt(def, [...path, valueMatch[3]!]) ?? (path.length === 0 && indent === 0 ? validator.schemaAt(validator.headerDefinition(), [valueMatch[3]!]) : undefined);
    const values = new Set<string>();
    collectValues(validator, s, values);
    return [...values].map((v) => ({ label: v, kind: 'value' as const, insertText: v, detail: `${valueMatch[3]} (${system})` }));
  }
  const keyMatch = /^(\s*)(- )?([A-Za-z_][\w-]*)?$/.exec(line);
  if (!keyMatch) return [];
  const indent = keyMatch[1]!.length + (keyMatch[2]?.length ?? 0);
  const { path } = parentPath(text, start, indent);
  const atHeader = indent === 0 && hasLineStartingWith(text, 'spells');
  const target = atHeader ? validator.headerDefinition() : path.length === 0 ? def : validator.schemaAt(def, path);
  const props = properties(validator, target);
  const present = siblingKeys(text, start, indent, keyMatch[2] !== undefined);
  const skeletons = present.size > 0 || path.length > 0 ? [] : newSpellEntries(text, start, line, keyMatch[2] !== undefined, indent, system, edition, locale);
  return [...skeletons, ...Object.entries(props)
    .filter(([k]) => !present.has(k))
    .map(([k, p]) => ({ label: k, kind: 'property' as const, insertText: `${k}: `, detail: typeof p.title === 'string' ? renderArg(locale, titleArg(p.title)) : undefined, documentation: docOf(p, locale) }))];
}

/** The last non-blank, non-comment line before `lineStart`, or undefined at the top of the file. */
function lineBefore(text: DocText, lineStart: number): string | undefined {
  let pos = lineStart;
  while (pos > 0) {
    const s = pos >= 2 ? text.lastIndexOf('\n', pos - 2) + 1 : 0;
    const l = text.slice(s, pos - 1);
    pos = s;
    if (!/^\s*(#.*)?$/.test(l)) return l;
  }
  return undefined;
}

/** Does a line after the one at `lineStart` hold anything but blanks and comments? Stops at the first that does. */
function contentAfter(text: DocText, lineStart: number): boolean {
  for (let nl = text.indexOf('\n', lineStart); nl !== -1; ) {
    const next = text.indexOf('\n', nl + 1);
    if (!/^\s*(#.*)?$/.test(text.slice(nl + 1, next === -1 ? text.length : next))) return true;
    nl = next;
  }
  return false;
}

/** The games' names, the same in every language (proper names). */
const GAME_NAMES: Record<System, string> = { dnd5e: 'D&D 5e', tov: 'Tales of the Valiant', dnd35: 'D&D 3.5 / Pathfinder', wfb: 'Warhammer' };
/** The name of D&D 5e under the 2024 rules (the 2014 rules keep the plain name). */
const DND5E_2024_NAME = 'D&D 5e 2024';

/**
 * New-spell skeletons where a spell can start and has no key yet: an empty
 * item under `spells:` (the file's system), or a one-spell file with nothing
 * in it but comments (every system, the default first; D&D 5e under the
 * 2014 and the 2024 rules).
 */
function newSpellEntries(text: DocText, lineStart: number, line: string, item: boolean, indent: number, system: System, edition: Edition, locale: Locale): CompletionEntry[] {
  const entry = (sys: System, form: 'file' | 'item', sortText: string, rules: Edition = '2014'): CompletionEntry => {
    const game = sys === 'dnd5e' && rules === '2024' ? DND5E_2024_NAME : GAME_NAMES[sys];
    return { label: t(locale, 'complete.newSpell', { game }), kind: 'snippet', detail: t(locale, 'complete.newSpellDetail', { game }), insertText: newSpellSnippet(sys, form, indent, rules), sortText };
  };
  if (item) {
    const before = lineBefore(text, lineStart);
    // Right under `spells:`, or after another item's lines: both sit in the dataset's list.
    if (before === undefined || !(/^spells\s*:\s*(#.*)?$/.test(before) || /^\s+\S/.test(before))) return [];
    return [entry(system, 'item', '0', edition)];
  }
  if (indent !== 0 || lineBefore(text, lineStart) !== undefined) return [];
  if (contentAfter(text, lineStart)) return [];
  // D&D 5e twice, under the 2014 and the 2024 rules, side by side.
  const games = [system, ...SYSTEMS.filter((s) => s !== system)].flatMap((s): Array<[System, Edition]> => (s === 'dnd5e' ? [['dnd5e', '2014'], ['dnd5e', '2024']] : [[s, '2014']]));
  return games.map(([s, rules], i) => entry(s, 'file', String(i), rules));
}
