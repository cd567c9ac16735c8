/**
 * A Foundry item's own words where Grimoire's differ: the codes of a closed
 * field (a dnd5e school is `evo`, a Black Flag one `evocation`; a save
 * ability `dex` or `dexterity`) and the item's field names. A schema finding
 * on such a field is worded with the item's codes, its did-you-mean points at
 * one of them and its quick fix writes one; hovers name the item's field and
 * show its codes, not Grimoire's `school: evocation`. Used by lint.ts and,
 * through {@link DialectWords}, by the hover. Pure, no IO.
 */
import type { Fix, Problem } from '../types';
import type { MsgRef } from '../i18n';
import { closest } from '../schema/did-you-mean';
import { describeValue } from '../schema/error-words';
import { nodeAtPath, type YNode } from '../parse/yaml-tree';
import { FOUNDRY_PROFILES } from './detect';
import type { Path } from './types';

type Format = keyof typeof FOUNDRY_PROFILES;

/** What the hover needs to speak a dialect: its name, a canonical path's source field, and that field's codes. */
export interface DialectWords {
  format: Format;
  /** The item's dotted field name for a canonical path (`system.school`), when the spell came from one. */
  fieldOf(path: Path): string | undefined;
  /** The item's codes for the field at a canonical path (`abj`, `con`, ... for `school`), when it has a closed set. */
  codesOf(path: Path): string[] | undefined;
}

/** Item code -> canonical value, for the canonical fields whose item values are codes. */
export function vocabularyOf(format: Format, canonical: Path): Record<string, string> | undefined {
  const p = FOUNDRY_PROFILES[format];
  const key = canonical.filter((x) => typeof x === 'string').join('.');
  if (key === 'school') return p.schools;
  if (key === 'save.ability') return p.abilities;
  return undefined;
}

/** The {@link DialectWords} of a read item: `sources` maps canonical paths to item paths. */
export function dialectWords(format: Format, sources: ReadonlyArray<{ canonical: Path; source: Path }>): DialectWords {
  const sourceOf = (path: Path): Path | undefined => {
    for (let n = path.length; n > 0; n--) {
      const k = path.slice(0, n).join('\u0000');
      for (let i = sources.length - 1; i >= 0; i--) if (sources[i]!.canonical.join('\u0000') === k) return sources[i]!.source;
    }
    return undefined;
  };
  return {
    format,
    fieldOf: (path) => sourceOf(path)?.map(String).join('.'),
    codesOf: (path) => {
      const v = vocabularyOf(format, path);
      return v ? Object.keys(v) : undefined;
    },
  };
}

/**
 * A `schema/enum` finding on an item field with codes, reworded in the item's
 * terms: the field by its item name, the allowed item codes, the closest code,
 * and a quick fix writing it in the text's own quoting. Undefined when the
 * field has no codes (the finding stays as it is).
 */
export function dialectEnumProblem(p: Problem, format: Format, source: Path, canonical: Path, root: YNode, text: string, json: boolean): Problem | undefined {
  const vocab = vocabularyOf(format, canonical);
  if (!vocab) return undefined;
  const hit = nodeAtPath(root, source);
  if (!hit.exact) return undefined;
  const written = hit.node.value;
  const codes = Object.keys(vocab);
  const field = '`' + source.map(String).join('.') + '`';
  const actual = describeValue(written);
  const hint = typeof written === 'string' ? closest(written, codes) : undefined;
  const msg: MsgRef[] = [
    { key: 'schema.enum', args: { field, actual, allowed: codes.map((c) => `"${c}"`).join(', ') } },
    ...(hint ? [{ key: 'schema.hint.didYouMeanValue', args: { value: hint } } as MsgRef] : []),
  ];
  const out: Problem = { code: p.code, severity: p.severity, msg, start: p.start, end: p.end };
  if (hint && typeof written === 'string') {
    const raw = text.slice(hit.node.start, hit.node.end);
    const quote = json ? '"' : raw[0] === '"' || raw[0] === "'" ? raw[0] : '';
    const fix: Fix = {
      title: { key: 'fix.schema.setValue', args: { from: written, to: hint } },
      edits: [{ start: hit.node.start, end: hit.node.end, newText: quote === '"' ? JSON.stringify(hint) : `${quote}${hint}${quote}` }],
      kind: 'suggestion',
    };
    out.fixes = [fix];
  }
  return out;
}
