/**
 * The capped loader for data files that are not spell files: what `grimoire
 * import` reads (5etools, Foundry and Black Flag items, Open5e fixtures,
 * 5e-database and PSRD JSON) and the CLI's config file
 * ({@link loadDataYaml}). The same caps as the linter's parser
 * (yaml-tree.ts): size, nesting depth, and alias expansion by nodes and by
 * characters, so an alias bomb or a 100,000-deep JSON file is refused with a
 * message instead of eating the memory or the stack of whatever walks the
 * data next. Pure: text in, a value or the reason it was refused out; never
 * throws.
 */
import { CORE_SCHEMA, load, type Schema } from 'js-yaml';
import { render, type MsgRef } from '../i18n';
import { aliasBomb } from './yaml-tree';

/**
 * Collections may nest at most this deep, less one: js-yaml's own `maxDepth`
 * (its default, which the linter's parser runs with) refuses the collection
 * that opens at this depth, and JSON is held to the same.
 */
export const MAX_DEPTH = 100;

/** What {@link loadData} read, or why it did not: a cap (a catalogue reference), or the parser's own words. */
export type Loaded = { ok: true; value: unknown } | { ok: false; reason: MsgRef | string };

/** Options of {@link loadData}. */
export interface LoadOptions {
  /** `json`: strict JSON (JSON.parse); `yaml` (default): YAML 1.2, of which JSON is nearly a subset. */
  format?: 'yaml' | 'json';
  /** The js-yaml schema of a YAML load (default js-yaml's). */
  schema?: Schema;
  /** Most characters taken (the caller's `maxFileSize`). */
  maxChars: number;
}

/** js-yaml's load options: the schema, and `maxDepth` (js-yaml 4.3's option, which its type definitions predate). */
function yamlOptions(schema: Schema | undefined): Parameters<typeof load>[1] {
  return { ...(schema ? { schema } : {}), maxDepth: MAX_DEPTH } as Parameters<typeof load>[1];
}

/** Does `value` hold collections nested {@link MAX_DEPTH} deep? Iterative, so the check itself needs no stack. */
export function tooDeep(value: unknown, limit = MAX_DEPTH): boolean {
  const todo: Array<[unknown, number]> = [[value, 1]];
  while (todo.length > 0) {
    const [v, depth] = todo.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) if (child !== null && typeof child === 'object') todo.push([child, depth + 1]);
  }
  return false;
}

/**
 * Load a data file's text with the linter's caps: over `maxChars` characters,
 * aliases that expand past the linter's node or character limit
 * (`aliasBomb`), or collections nested {@link MAX_DEPTH} deep are refused, as
 * is text that is not YAML (or JSON). Aliases are checked before depth, so the
 * depth walk sees at most the text's own nodes plus the alias allowance.
 */
export function loadData(text: string, options: LoadOptions): Loaded {
  if (text.length > options.maxChars) return { ok: false, reason: { key: 'analysis.tooLarge', args: { n: { grouped: text.length }, max: { grouped: options.maxChars } } } };
  let value: unknown;
  try {
    value = options.format === 'json' ? JSON.parse(text) : load(text, yamlOptions(options.schema));
  } catch (err) {
    const reason = String((err as Error).message ?? err).split('\n')[0]!;
    return { ok: false, reason: /nesting exceeded maxDepth/.test(reason) ? { key: 'parse.tooDeep', args: { max: MAX_DEPTH - 1 } } : reason };
  }
  if (options.format !== 'json') {
    const bomb = aliasBomb(value, text.length);
    if (bomb) return { ok: false, reason: bomb };
  }
  if (tooDeep(value)) return { ok: false, reason: { key: 'parse.tooDeep', args: { max: MAX_DEPTH - 1 } } };
  return { ok: true, value };
}

/** What {@link loadDataYaml} gives: the value, or why there is none. */
export type DataYaml =
  | { ok: true; value: unknown }
  /** Not YAML (or nested too deeply): the parser's own message, untranslated. */
  | { ok: false; kind: 'syntax'; error: string }
  /** An alias bomb: what it expands past, in the catalogue's words. */
  | { ok: false; kind: 'alias-bomb'; msg: MsgRef };

/**
 * One YAML document of plain data (the CLI's `.grimoirerc.yaml`; YAML 1.2
 * core schema), through {@link loadData}: the same depth and alias caps (the
 * caller caps the size while reading). Never throws.
 */
export function loadDataYaml(text: string): DataYaml {
  const r = loadData(text, { schema: CORE_SCHEMA, maxChars: Number.MAX_SAFE_INTEGER });
  if (r.ok) return r;
  if (typeof r.reason === 'string') return { ok: false, kind: 'syntax', error: r.reason };
  if (r.reason.key === 'parse.aliasNodes' || r.reason.key === 'parse.aliasChars') return { ok: false, kind: 'alias-bomb', msg: r.reason };
  return { ok: false, kind: 'syntax', error: render('en', r.reason) };
}
