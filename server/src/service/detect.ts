/**
 * Which YAML files are spell files. The rule (documented in the README):
 * a name ending in `.spell.yaml`/`.spells.yaml` (or `.yml`), any YAML file
 * under a folder named `spells`, or a first line that is a Grimoire modeline
 * (`# grimoire`, `# grimoire: spells`) or a yaml-language-server modeline
 * pointing at `spell.schema.json`. Used by the LSP adapter to stay silent on
 * other YAML files, and by the CLI when it expands folders.
 */

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

/** Is this document a spell file (by name, folder, or modeline)? */
export function isSpellDocument(path: string, text: string): boolean {
  return isSpellPath(path) || hasSpellModeline(text);
}

/** Is `path` a YAML file at all (for folder expansion with a modeline check)? */
export function isYamlPath(path: string): boolean {
  return /\.ya?ml$/i.test(path);
}
