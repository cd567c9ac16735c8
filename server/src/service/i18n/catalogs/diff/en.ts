/**
 * `grimoire diff` (service/diff, cli/diff-cmd.ts): the report's words, the
 * notes on what was left out of the comparison, and the usage errors, in
 * English; spread into ../en.ts. Each other locale has the same keys in
 * ./<locale>.ts.
 */
export const diffEn = {
  'diff.none': '(none)',
  'diff.noChanges': 'No spell changed.',
  'diff.summary': 'Spells changed: {changed} (fields: {fields}); added: {added}; removed: {removed}; renamed: {renamed}; moved: {moved}; class lists changed: {lists}.',
  'diff.list': '{class} list',
  'diff.kind.added': 'added',
  'diff.kind.removed': 'removed',
  'diff.kind.renamed': 'renamed',
  'diff.kind.moved': 'moved',
  'diff.kind.changed': 'changed',
  'diff.heading': 'Spell changes: {old} -> {new}',
  'diff.col.spell': 'Spell',
  'diff.col.change': 'Change or field',
  'diff.col.old': 'Old',
  'diff.col.new': 'New',
  'diff.more': 'Changes not listed here: {n} (the json format lists them all).',
  'diff.note.unnamed': '{file}:{line}: a spell without a name is left out of the comparison.',
  'diff.note.yamlErrors': '{file}: YAML errors: {n}; spells after them may be missing from the comparison (grimoire lint shows them).',
  'diff.note.unread': '{file}: not compared: {reason}',
  'diff.note.tooLarge': 'larger than {bytes} bytes',
  'diff.note.leftOut': '{side}: files found and not compared (symlinks not followed, folders that could not be read): {n}.',
  'diff.usage.need': 'grimoire diff compares two sides: grimoire diff <old> <new> (each a file, a folder, a git revision, or REV:path)',
  'diff.usage.noGit': 'git is not installed, so a git revision cannot be read',
  'diff.usage.gitFailed': 'git could not read the revision: {error}',
  'diff.usage.badRevision': '"{rev}" is not taken as a git revision: a revision cannot start with "-"',
  'diff.usage.notFound': '"{side}" is neither a file, a folder nor a git revision of this repository',
  'diff.usage.format': 'Unknown format "{format}": stylish, json or github',
  'diff.usage.tooMuch': '{side}: the files to compare hold more than {bytes} bytes',
  'help.diffOptions': 'diff options:',
  'help.opt.diffFormat': 'stylish (default), json, or github (markdown for a job summary)',
  'help.opt.exitCode': 'exit 1 when a spell or a class list changed',
};
