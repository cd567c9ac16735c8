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

/**
 * Does the text start like a Foundry VTT spell item (a top-level `type: spell`
 * and a `system:` mapping, YAML or JSON)? Such a document is a spell file
 * wherever it is (dialects/: it is linted in place).
 */
export function isFoundrySpellText(text: string): boolean {
  const head = text.length > 65536 ? text.slice(0, 65536) : text;
  if (/^\uFEFF?\s*\{/.test(head)) return /"type"\s*:\s*"spell"/.test(head) && /"system"\s*:\s*\{/.test(head);
  return /(^|\n)type:[ \t]*['"]?spell['"]?[ \t]*(\r?\n|$)/.test(head) && /(^|\n)system:[ \t]*(#.*)?\r?\n[ \t]+\S/.test(head);
}

/** Is this document a spell file (by name, folder, modeline, or as a Foundry spell item)? */
export function isSpellDocument(path: string, text: string): boolean {
  return isSpellPath(path) || hasSpellModeline(text) || (isYamlPath(path) && isFoundrySpellText(text));
}

/** Is `path` a JSON file of a Foundry pack source tree (`packs/_source/...`, or under a `spells/` folder)? */
export function isFoundrySourceJson(path: string): boolean {
  return /\.json$/i.test(path) && /(^|[\\/])(_source|spells)[\\/]/.test(path);
}

/** Is `path` a YAML file at all (for folder expansion with a modeline check)? */
export function isYamlPath(path: string): boolean {
  return /\.ya?ml$/i.test(path);
}
