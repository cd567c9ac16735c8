/**
 * What a lint run left out and why (server/src/cli/left-out.ts, files.ts):
 * YAML/JSON files found and not linted, symlinks not followed, findings
 * reported without quotations; and the strict-JSON syntax error of a `.json`
 * file (service/formats/lint.ts). Spread into ../en.ts. `{file}`, `{dir}`,
 * `{target}` are paths; `{ch}` a character of the file.
 */

/** The discovery part of the English catalogue. */
export const discoveryEn = {
  // ---- files found and not linted (cli/left-out.ts)
  'cli.leftOut.count': { plural: 'n', one: 'grimoire: {n} YAML/JSON file found was not linted ({parts}); --list-ignored names it.', other: 'grimoire: {n} YAML/JSON files found were not linted ({parts}); --list-ignored names them.' },
  'cli.leftOut.part.hidden': '{n} hidden',
  'cli.leftOut.part.folder': '{n} in node_modules, dist or .cache',
  'cli.leftOut.part.notSpell': { plural: 'n', one: '{n} not a spell file', other: '{n} not spell files' },
  'cli.leftOut.spell.warning': 'grimoire: warning: {file} is {reason}; it was not linted (name it on the command line to lint it).',
  'cli.leftOut.spell.error': 'grimoire: error: {file} is {reason}; it was not linted (name it on the command line to lint it).',
  'cli.leftOut.more': 'grimoire:   ... and {n} more (--list-ignored names them).',
  'cli.leftOut.why.name': 'by its name or folder',
  'cli.leftOut.why.modeline': 'by its modeline',
  'cli.leftOut.why.foundry': 'a Foundry spell item',
  'cli.leftOut.reason.spell': 'a spell file ({why}) but {where}',
  'cli.leftOut.reason.hidden': 'hidden (a name on its path starts with a dot)',
  'cli.leftOut.reason.folder': 'in a skip-listed folder (node_modules, dist, .cache)',
  'cli.leftOut.reason.notSpell': 'not a spell file (by name, folder, modeline or content)',
  'cli.leftOut.reason.link': 'a symlink to {target}, outside the folders named on the command line',
  'cli.leftOut.reason.linkMissing': 'a symlink to {target}, which does not exist',
  'cli.leftOut.reason.gitignore': 'ignored by .gitignore',
  'cli.leftOut.reason.config': 'ignored by config ignore globs',
  'cli.leftOut.links.warning': { plural: 'n', one: 'grimoire: warning: {n} symlink not followed: it leads outside the folders named on the command line, or nowhere (--follow-symlinks follows it):', other: 'grimoire: warning: {n} symlinks not followed: they lead outside the folders named on the command line, or nowhere (--follow-symlinks follows them):' },
  'cli.leftOut.links.error': { plural: 'n', one: 'grimoire: error: {n} symlink not followed: it leads outside the folders named on the command line, or nowhere (--follow-symlinks follows it):', other: 'grimoire: error: {n} symlinks not followed: they lead outside the folders named on the command line, or nowhere (--follow-symlinks follows them):' },
  'cli.leftOut.unreadable.warning': 'grimoire: warning: the folder {dir} could not be listed; its files were not searched.',
  'cli.leftOut.unreadable.error': 'grimoire: error: the folder {dir} could not be listed; its files were not searched.',
  'cli.leftOut.listed': 'grimoire: not linted: {file}: {reason}.',
  // ---- the job summary's section (formats/github.ts)
  'cli.leftOut.summary.title': 'Files not linted',
  'cli.leftOut.summary.reason': 'Reason',
  'cli.leftOut.summary.files': 'Files',
  'cli.leftOut.summary.named': 'Spell files not linted, and symlinks not followed:',
  'cli.leftOut.summary.more': '... and {n} more (--list-ignored names them).',
  'cli.leftOut.row.hidden': 'Hidden (a name on the path starts with a dot)',
  'cli.leftOut.row.folder': 'In node_modules, dist or .cache',
  'cli.leftOut.row.notSpell': 'Not spell files (by name, folder, modeline or content)',
  'cli.leftOut.row.gitignore': 'Spell files ignored by .gitignore',
  'cli.leftOut.row.config': 'Spell files ignored by config ignore globs',
  'cli.leftOut.row.links': 'Symlinks not followed',
  'cli.leftOut.row.unreadable': 'Folders that could not be listed',
  // ---- a finding of a file that is not YAML or JSON by its real name (cli/main.ts)
  'cli.read.linkOutside': 'Not read: it is a symlink to {target}, outside the folders named on the command line (--follow-symlinks reads it).',
  'cli.read.linkOutsideKind': 'Not read: it is a symlink to {target} ({kind}), outside the folders named on the command line (--follow-symlinks reads it).',
  'cli.unquoted': '{title} (not quoted: the file read is not a YAML or JSON file by name)',
  // ---- lint options (cli/help.ts)
  'help.opt.followSymlinks': 'follow symlinks that lead outside the folders named (by default they are named, not read)',
  'help.opt.listIgnored': 'name every YAML/JSON file found and not linted, with the reason',
  // ---- strict JSON (service/formats/lint.ts)
  'parse.json': 'Not valid JSON: {found}. A .json file is read as strict JSON: comments, single quotes, unquoted keys and trailing commas are errors.',
  'parse.jsonFound': '{ch} is not expected here',
  'parse.jsonEnd': 'the text ends too early',
} as const;
