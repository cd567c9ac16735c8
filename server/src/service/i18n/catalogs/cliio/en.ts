/**
 * The CLI's own lines around a run (server/src/cli: main.ts, interop-cmd.ts,
 * lint.ts, safe-fs.ts, cache.ts, files.ts, config.ts): cache and ignore
 * notices, why `--fix` did not write a file, import/export summaries and
 * usage errors. In English, byte for byte what the CLI printed before; spread
 * into ../en.ts. `{file}`, `{dir}`, `{target}` are paths; `{error}` an OS
 * error code or a parser's message (not translated); `{usage}` a usage line
 * (commands and placeholders, the same in every language).
 */

/** The CLI-lines part of the English catalogue. */
export const cliioEn = {
  // ---- lint (main.ts)
  'cli.cache.notUsed': 'grimoire: cache not used: {reason}.',
  'cli.cache.notSaved': 'grimoire: cache not saved: {error}.',
  'cli.cache.symlinkDir': 'the cache folder {dir} is a symlink',
  'cli.cache.notFolder': '{dir} is not a folder',
  'cli.cache.symlinkFile': 'the cache file {file} is a symlink',
  'cli.cache.cannotUse': 'cannot use the cache folder {dir}: {error}',
  'cli.ignored.namedError': 'grimoire: error: {file} is named on the command line but ignored by {config}; it was not checked (--no-ignore checks it).',
  'cli.ignored.namedWarning': 'grimoire: warning: {file} is named on the command line but ignored by {config}; it was not checked (--no-ignore checks it).',
  'cli.ignored.theConfig': 'the config',
  'cli.ignored.count': { plural: 'n', one: 'grimoire: {n} spell file ignored ({parts}); --no-ignore checks them.', other: 'grimoire: {n} spell files ignored ({parts}); --no-ignore checks them.' },
  'cli.ignored.byConfig': '{n} by config ignore globs',
  'cli.ignored.byGitignore': '{n} by .gitignore',
  'cli.ghSummary': 'Could not write $GITHUB_STEP_SUMMARY.',
  'cli.shardEmpty': 'grimoire: shard {index}/{count} has no files (of {total}).',
  'cli.usage.bothStdout': 'Formats {formats} would both go to standard output: give all but one an -o file after its -f',
  // ---- --fix writes (lint.ts, safe-fs.ts)
  'cli.fix.notWritten': '{file}: fixes not written: {reason}.',
  'cli.fix.notWrittenError': '{file}: fixes not written: {error}',
  'cli.fix.noTarget': 'it is a symlink whose target does not exist',
  'cli.fix.symlinkOutside': 'it is a symlink to {real}, outside {root}; fixes are not written through it',
  'cli.fix.folderOutside': 'it is reached through a symlinked folder to {real}, outside {root}; fixes are not written through it',
  'cli.fix.kind': 'it is {kind}',
  'cli.fix.changed': 'it changed since it was read',
  'cli.fix.readOnly': 'it is read-only',
  // ---- files and config (files.ts, config.ts)
  'cli.usage.cannotRead': 'Cannot read {file}: {error}',
  'cli.usage.noSuchPath': 'No such file or folder: {path}',
  'cli.config.cannotRead': 'Cannot read config {file}: {error}',
  'cli.config.notYaml': 'Config {file} is not valid YAML: {error}',
  'cli.config.notMapping': 'Config {file} must be a mapping.',
  // ---- import, export, merge-sarif (main.ts, interop-cmd.ts)
  'cli.usage.line': 'Usage: {usage}',
  'cli.usage.unknownOptionUsage': 'Unknown option {option}. Usage: {usage}',
  'cli.import.unknownOption': 'Unknown import option {option}',
  'cli.import.unknownImporter': 'Unknown importer "{kind}": 5e-database or psrd',
  'cli.import.notJson': 'Cannot read {file} as JSON: {error}',
  'cli.import.done': 'Imported {n} spells to {target}.',
  'cli.import.doneWarnings': 'Imported {n} spells to {target} with {w} warnings.',
  'cli.import.more': '  ... and {n} more',
  'cli.import.notRead': '  {file}: not read: {error}',
  'cli.import.dialectDone': 'Imported {n} spells to {target}.',
  'cli.import.dialectDoneSkipped': 'Imported {n} spells to {target} ({skipped} other documents skipped).',
  'cli.import.dialectDoneNotes': 'Imported {n} spells to {target}; {notes} notes on what the format cannot hold:',
  'cli.import.dialectDoneSkippedNotes': 'Imported {n} spells to {target} ({skipped} other documents skipped); {notes} notes on what the format cannot hold:',
  'cli.note': '  note: {spell}: {note}',
  'cli.export.noFoundry': '{system} spells have no Foundry item format here (dnd5e and tov only); not exported',
  'cli.export.no5etools': '{system} spells have no 5etools form; not exported',
  'cli.export.done': 'Exported {n} spells to {target}.',
  'cli.export.none': 'No dnd5e or tov spells to export.',
  'cli.sarif.notJson': 'Cannot read {file} as SARIF JSON: {error}',
  'cli.sarif.cannotMerge': 'Cannot merge: {error}',
  'cli.migrate.to': 'migrate needs --to 2024 (got "{got}"). Usage: {usage}',
  'cli.migrate.notRead': 'grimoire: {file}: not read: {error}',
  'cli.migrate.notWritten': 'grimoire: {file}: not written: {why}',
  'cli.migrate.changed': '{file}:{line}: {what}',
  'cli.migrate.left': '{file}:{line}: left as it is ({code}): {why}',
  'cli.migrate.leftSpell': '{file}:{line}: {spell}: left as it is ({code}): {why}',
  'cli.migrate.summary': '{file}: {changed} changes, {left} left for the author; {spells} D&D 5e spells under the 2024 rules.',
  'cli.migrate.summaryDry': '{file}: {changed} changes (not written: --dry-run), {left} left for the author; {spells} D&D 5e spells under the 2024 rules.',
  'mig.setRules': 'Set rules: {from} to rules: 2024',
  'mig.addRules': 'Added rules: 2024',
  'mig.noHeader': 'No file header to write rules: 2024 to (a bare list of spells): add the key yourself, to the file or to each spell',
  'mig.otherSystem': 'A {system} spell: the 2024 rules are D&D 5e\'s only',
  'mig.spellKeeps2014': 'The spell says rules: 2014 itself; it stays under the 2014 rules',
} as const;
