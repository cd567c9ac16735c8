/**
 * Quick fixes for schema findings whose repair is obvious from the text: a
 * misspelt key renamed to the closest known key, and a number or boolean
 * written in quotes (`level: "3"`) unquoted. Called by the schema mapper
 * (validate.ts) while it maps each ajv error, so the fix travels with the
 * finding to the editor (code actions) and to `grimoire lint --fix`.
 *
 * The titles are in the message catalogues (i18n/catalogs/yaml/*.ts).
 */
import type { YNode } from '../parse/yaml-tree';
import type { Fix } from '../types';
import type { MsgRef } from '../i18n';

/** The fix titles, as catalogue references (shown in the user's locale). */
export const FIX_TITLES = {
  renameKey: (from: string, to: string): { title: MsgRef } => ({ title: { key: 'fix.schema.renameKey', args: { from, to } } }),
  unquote: (text: string): { title: MsgRef } => ({ title: { key: 'fix.schema.unquote', args: { text } } }),
} as const;

/**
 * Rename a key. `safe` when the key is a plain misspelling of exactly one
 * known key (the spell means the same after it); a guess between several
 * keys, or a rename that changes which rule applies (`level` to `circle`),
 * is a suggestion.
 */
export function renameKeyFix(key: YNode, to: string, safe: boolean): Fix | undefined {
  const from = String(key.value);
  // A quoted key or one with properties is not a plain word to replace.
  if (key.end - key.start !== from.length) return undefined;
  return { ...FIX_TITLES.renameKey(from, to), edits: [{ start: key.start, end: key.end, newText: to }], kind: safe ? 'safe' : 'suggestion' };
}

/**
 * The unquoted form of a quoted scalar when it reads as one of the expected
 * types: `"3"` for an integer, `"2.5"` for a number, `"true"` for a boolean.
 * Returns undefined when the text is not exactly such a value (`"3rd"`,
 * `"03"`, `"1e3"` stay as they are: unquoting them would change or guess).
 */
export function unquotedValue(data: unknown, expected: readonly string[]): string | undefined {
  if (typeof data !== 'string') return undefined;
  const s = data.trim();
  if (s !== data) return undefined;
  const integer = /^-?(0|[1-9]\d*)$/.test(s);
  if ((expected.includes('integer') || expected.includes('number')) && integer) return s;
  if (expected.includes('number') && /^-?(0|[1-9]\d*)\.\d+$/.test(s)) return s;
  if (expected.includes('boolean') && /^(true|false)$/i.test(s)) return s.toLowerCase();
  return undefined;
}

/**
 * Unquote a number or boolean written as text. Safe: the author wrote the
 * value; only its quotes go. Offered only when the node is exactly the
 * quoted text (no tag, anchor or escapes in between).
 */
export function unquoteFix(node: YNode, data: unknown, expected: readonly string[]): Fix | undefined {
  const bare = unquotedValue(data, expected);
  if (bare === undefined || typeof data !== 'string') return undefined;
  if (node.kind !== 'scalar' || node.end - node.start !== data.length + 2) return undefined;
  return { ...FIX_TITLES.unquote(bare), edits: [{ start: node.start, end: node.end, newText: bare }], kind: 'safe' };
}
