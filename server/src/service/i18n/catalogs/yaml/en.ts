/**
 * YAML syntax errors in plain words (service/parse/friendly-yaml.ts) and the
 * tab-indentation quick fix (parse/tab-fix.ts), in English; spread into the
 * English catalogue (../en.ts). Each other locale has the same keys in ./<locale>.ts.
 */

/** The YAML part of the English catalogue. */
export const yamlEn = {
  // ---- YAML syntax errors in plain words (service/parse/friendly-yaml.ts) and the tab fix (parse/tab-fix.ts)
  'yaml.noColon': 'This line is not `key: value`: {line} has no colon. Add `: ` after the key, or, if it continues the value above, indent it under that key.',
  'yaml.noSpace': 'A colon after a key needs a space: write {code}.',
  'yaml.keyNoColon': 'A key here is not followed by `: ` (a colon and a space).',
  'yaml.unclosedDouble': 'This double-quoted text is never closed: add the closing `"` (the rest of the file was read as part of it).',
  'yaml.unclosedSingle': "This single-quoted text is never closed: add the closing `'` (the rest of the file was read as part of it).",
  'yaml.unclosedList': 'This `[` is never closed: add `]` at the end of the list.',
  'yaml.unclosedMapping': 'This `{` is never closed: add `}` at the end of the mapping.',
  'yaml.missingCommaList': 'Missing a comma between two entries of this `[ ]`.',
  'yaml.missingCommaMapping': 'Missing a comma between two entries of this `{ }`.',
  'yaml.emptyEntry': 'An empty entry in a `[ ]` or `{ }` list: two commas in a row, or a comma just after the opening bracket.',
  'yaml.colonInValue': 'A value with `: ` in it must be quoted: write {code}.',
  'yaml.textAfterQuote': 'Text follows the closing quote of this value: put the whole value in quotes, or write it without them.',
  'yaml.textAfterFlow': 'Text follows the closing `{close}`: a value is either a bracketed list or text, not both.',
  'yaml.reservedStart': 'A plain value cannot start with {ch} in YAML: put the value in quotes.',
  'yaml.overIndentedKey': 'This line is indented more than the key above it (`{key}`): keys of one mapping start in the same column.',
  'yaml.overIndented': 'This line is indented more than the key above it: keys of one mapping start in the same column.',
  'yaml.listIndent': 'This list item is indented differently from the items above it: items of one list start in the same column.',
  'yaml.indent': 'The indentation here does not fit the lines above: keys of one mapping, and items of one list, start in the same column.',
  'yaml.listAmongKeys': 'A list item (`- `) cannot stand among the keys of a mapping: put it under a key (for example `classes:`) and indent it.',
  'yaml.afterEnd': 'This line does not fit the structure above it: check its indentation.',
  'yaml.badEscape': 'Unknown escape `{esc}` in double-quoted text: write `\\\\` for a backslash, or put the value in single quotes.',
  'yaml.alias': '{alias} refers to an anchor {anchor} that is not defined above it in this document.',
  'yaml.control': 'The text holds a control character YAML does not allow (a NUL or similar): remove it.',
  'yaml.blockIndent': 'The text of this block (`|` or `>`) must be indented under its key.',
  'yaml.raw': 'This is not valid YAML here (the parser says: {reason}).',
  'fix.tab.safe': 'Replace tab indentation with spaces',
  'fix.tab.width': 'Replace tab indentation with spaces (a tab as {n} columns)',
  'fix.tab.align': 'Indent like the key above (spaces instead of the tab)',
  'fix.schema.renameKey': 'Rename `{from}` to `{to}`',
  'fix.schema.unquote': 'Write {text} without quotes',
  'yaml11.differs': '`{raw}` is read differently by YAML versions: Grimoire, as YAML 1.2, reads {v12}; a YAML 1.1 loader such as PyYAML reads {v11}. Write it so every tool reads the same value.',
  'yaml11.differsJsYaml': '`{raw}` is read differently by YAML versions: Grimoire, as YAML 1.2, reads {v12}; a YAML 1.1 loader such as PyYAML reads {v11} (js-yaml reads it so too). Write it so every tool reads the same value.',
  'yaml11.text': 'the text {v}',
  'yaml11.boolean': 'the boolean {v}',
  'yaml11.null': 'null',
  'yaml11.number': 'the number {v}',
  'fix.yaml11.quote': 'Quote it: {value}',
  'fix.yaml11.write12': 'Write {value} (the YAML 1.2 reading)',
  'fix.yaml11.write11': 'Write {value} (the YAML 1.1 reading)',
  "yaml.mismatchedList": "This `[` is closed by a `{close}`: close it with `]`, or remove it.",
  "yaml.mismatchedMapping": "This `{` is closed by a `{close}`: close it with `}`, or remove it.",
  "yaml.blockHeader": "`{ch}` starts a block of text (as in `description: {ch}`) and must end its line: put the text on the next lines, indented, or remove the `{ch}`.",
  "yaml.emptyAnchor": "`{ch}` starts an anchor and needs a name right after it (`{ch}base`); to write a value starting with `{ch}`, put it in quotes.",
  "yaml.emptyAlias": "`{ch}` starts an alias and needs a name right after it (`{ch}base`); to write a value starting with `{ch}`, put it in quotes.",
} as const;
