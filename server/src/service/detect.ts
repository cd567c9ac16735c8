/**
 * Which files are spell files. The rule (documented in the README):
 * a name ending in `.spell.yaml`/`.spells.yaml` (or `.yml`, in any case), any
 * YAML file under a folder named `spells`, a first line that is a Grimoire
 * modeline (`# grimoire`, `# grimoire: spells`) or a yaml-language-server
 * modeline pointing at `spell.schema.json`, or a Foundry VTT spell item: a
 * YAML file, or a `.json` file under a `_source` or `spells` folder, whose
 * parsed top-level `type` is `spell` and whose `system` is a mapping,
 * however that is written; or a spell-list file (workspace/spell-list.ts:
 * `*.spell-list.yaml`, or a YAML file whose top level has `spell_lists`). Used by the LSP adapter to stay silent on other
 * YAML files, and by the CLI when it searches folders.
 */
import { loadAll } from 'js-yaml';
import { SPELL_YAML_SCHEMA } from './parse/schema';
import type { GrimoireSettings } from './settings';
import { isSpellListPath, isSpellListValue, mayHoldSpellList } from './workspace/spell-list';

const NAME = /\.spells?\.ya?ml$/i;
const FOLDER = /(^|[\\/])spells[\\/](.*[\\/])?[^\\/]+\.ya?ml$/i;
const MODELINE = /^\uFEFF?#\s*(grimoire\b|yaml-language-server:\s*\$schema=\S*spell\.schema\.json)/i;

/** Is `path` (a file path or URI path) a spell file by its name alone? */
export function isSpellPath(path: string): boolean {
  return NAME.test(path) || FOLDER.test(path);
}

/** Does the text start with a spell modeline? */
export function hasSpellModeline(text: string): boolean {
  return MODELINE.test(text.slice(0, 200));
}

/** Is `path` a YAML file at all (`.yaml`, `.yml`, any case)? */
export function isYamlPath(path: string): boolean {
  return /\.ya?ml$/i.test(path);
}

/** Is `path` a JSON file (`.json`, any case)? */
export function isJsonPath(path: string): boolean {
  return /\.json$/i.test(path);
}

/**
 * Is `path` a JSON file where Foundry pack sources live: under a folder named
 * `_source` (`packs/_source/...`, the Foundry CLI's layout) or `spells` (any
 * case)? Other JSON files (package.json, module.json, lockfiles) are never
 * spell files, so a folder search does not read them.
 */
export function isFoundrySourceJson(path: string): boolean {
  return isJsonPath(path) && /(^|[\\/])(_source|spells)[\\/]/i.test(path);
}

/** The syntax a file is read with, by its name: strict JSON for `.json`, YAML otherwise. */
export type Syntax = 'yaml' | 'json';

/** The syntax of `path`. */
export function syntaxOf(path: string): Syntax {
  return isJsonPath(path) ? 'json' : 'yaml';
}

/** Per settings object, its `.json` variant (one object each, so analyses and caches keyed by settings stay stable). */
const JSON_VARIANT = new WeakMap<GrimoireSettings, GrimoireSettings>();

/**
 * The settings to analyse the file at `path` with: `settings` itself for a
 * YAML file, and a variant with `syntax: 'json'` for a `.json` file (read as
 * strict JSON: no comments, no disable comments). The same object comes back
 * for the same `settings`, so a caller's identity checks still hold. Called
 * by the CLI for every file it lints and by the language server per document.
 */
export function settingsForPath(settings: GrimoireSettings, path: string): GrimoireSettings {
  if (syntaxOf(path) !== 'json' || settings.syntax === 'json') return settings;
  let v = JSON_VARIANT.get(settings);
  if (!v) JSON_VARIANT.set(settings, (v = { ...settings, syntax: 'json' }));
  return v;
}

/** A plain mapping (not null, not a list)? */
function isMapping(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Is a loaded document a Foundry spell item: a mapping whose `type` is `spell` and whose `system` is a mapping? */
export function isFoundrySpellValue(doc: unknown): boolean {
  return isMapping(doc) && doc.type === 'spell' && isMapping(doc.system);
}

/**
 * Could a text hold a document whose `type` is `spell` with a `system` key?
 * In YAML and in JSON a key or a string value reads as `type`, `spell` or
 * `system` only when those letters stand in the text, or when an escape
 * spells one of them: every escape in either syntax starts with a backslash
 * (`"sp\u0065ll"`, `"sys\` at a line break in double quotes). Tags, quotes,
 * anchors, aliases, merge keys and comments do not make letters. So a text
 * without the three words and without a backslash never holds one, and
 * {@link foundryShape} need not parse it (test/unit/service/detect.test.ts
 * compares this with parsing every text).
 */
export function mayHoldFoundrySpell(text: string): boolean {
  return text.includes('\\') || (text.includes('type') && text.includes('spell') && text.includes('system'));
}

/** JSON.parse, with a leading byte-order mark allowed; undefined when the text is not JSON. */
function parseJson(text: string): unknown[] | undefined {
  try {
    return [JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)];
  } catch {
    return undefined;
  }
}

/**
 * Every document of a YAML text, loaded as the linter loads spell text (YAML
 * 1.2 core and merge keys); undefined when it does not load (a syntax error,
 * an unknown tag, nesting deeper than the loader's stack). Aliases are not
 * expanded here: the loader shares the anchored value, and only the top
 * level is looked at.
 */
function loadYaml(text: string): unknown[] | undefined {
  try {
    return loadAll(text, undefined, { schema: SPELL_YAML_SCHEMA, json: true });
  } catch {
    return undefined;
  }
}

/** What a text's structure says: a Foundry spell item, something else, or unreadable (it may hold one but does not parse). */
export type FoundryShape = 'spell' | 'other' | 'unreadable';

/**
 * Parse `text` (strict JSON for `json`, YAML otherwise) and say whether a
 * document of it is a Foundry spell item ({@link isFoundrySpellValue}).
 * Texts that {@link mayHoldFoundrySpell} rules out are not parsed (`other`,
 * even when they would not parse: they hold no spell item either way). Texts
 * longer than `maxChars` (the linter's file-size cap) are not parsed either:
 * they are `unreadable`.
 */
export function foundryShape(text: string, syntax: Syntax, maxChars = Number.POSITIVE_INFINITY): FoundryShape {
  if (!mayHoldFoundrySpell(text)) return 'other';
  if (text.length > maxChars) return 'unreadable';
  const docs = syntax === 'json' ? parseJson(text) : loadYaml(text);
  if (docs === undefined) return 'unreadable';
  return docs.some(isFoundrySpellValue) ? 'spell' : 'other';
}

/**
 * Is `text` a Foundry spell item, or a text that does not parse but names
 * the three words of one (`type`, `spell`, `system`)? A broken item is
 * linted, so its syntax error is reported rather than the file left alone;
 * other unreadable YAML (a template with `{{ }}`) is not a spell file.
 */
export function isFoundrySpellText(text: string, syntax: Syntax = 'yaml', maxChars?: number): boolean {
  const shape = foundryShape(text, syntax, maxChars);
  return shape === 'spell' || (shape === 'unreadable' && text.includes('type') && text.includes('spell') && text.includes('system'));
}

/**
 * Is `text` a spell-list file by its structure: its first YAML document a
 * mapping with a `spell_lists` key (workspace/spell-list.ts)? Texts without
 * the word, or longer than `maxChars`, are not parsed.
 */
export function isSpellListText(text: string, maxChars = Number.POSITIVE_INFINITY): boolean {
  if (!mayHoldSpellList(text) || text.length > maxChars) return false;
  const docs = loadYaml(text);
  return docs !== undefined && docs.length === 1 && isSpellListValue(docs[0]);
}

/** Why a file is a spell file, or undefined when it is not one. `spell-list`: a file of class spell lists (by name or structure). */
export type SpellFileReason = 'name' | 'modeline' | 'foundry' | 'spell-list';

/**
 * Why the file at `path` with `text` is a spell file (by name or folder, by
 * its modeline, or as a Foundry spell item), or undefined. `text` is only
 * read when the name does not decide. `maxChars`: texts longer than this are
 * not parsed (see {@link isFoundrySpellText}).
 */
export function spellFileReason(path: string, text: string, maxChars?: number): SpellFileReason | undefined {
  if (isSpellPath(path)) return 'name';
  if (isSpellListPath(path)) return 'spell-list';
  // A `#` line is a syntax error in JSON, never a modeline.
  if (!isJsonPath(path) && hasSpellModeline(text)) return 'modeline';
  if (isYamlPath(path)) return isFoundrySpellText(text, 'yaml', maxChars) ? 'foundry' : isSpellListText(text, maxChars) ? 'spell-list' : undefined;
  if (isFoundrySourceJson(path)) return isFoundrySpellText(text, 'json', maxChars) ? 'foundry' : undefined;
  return undefined;
}

/**
 * Is this document a spell file (by name, folder, modeline, or as a Foundry
 * spell item)? The language server asks this of every document it is sent.
 */
export function isSpellDocument(path: string, text: string, maxChars?: number): boolean {
  return spellFileReason(path, text, maxChars) !== undefined;
}
