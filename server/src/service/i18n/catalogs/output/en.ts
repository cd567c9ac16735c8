/**
 * Why the CLI did not write a file it was asked to produce (cli/safe-output.ts:
 * reports, imports, exports, rendered pages), and the summaries around it.
 * Spread into ../en.ts. `{file}`, `{root}`, `{real}`, `{cwd}`,
 * `{target}` are paths; `{first}` and `{second}` say what two files would
 * hold (a spell's name and its source file); `{kind}` a `cli.kind.*` term;
 * `{error}` an OS error code (not translated).
 */

/** The output-writing part of the English catalogue. */
export const outputEn = {
  'out.exists': '{file}: not written: a file is already there (--force replaces it).',
  'out.existsLink': '{file}: not written: a symlink is there, and Grimoire never writes through one (--force replaces the link itself, not what it points to).',
  'out.notFile': '{file}: not written: {kind} is there.',
  'out.linkedFolder': '{file}: nothing written into it: it is a symlink, and Grimoire does not write through symlinked folders in its output.',
  'out.notFolder': '{file}: nothing written into it: it is {kind}, not a folder.',
  'out.leavesCwd': '{file}: not written: it leads through a symlink to {real}, outside the working folder {cwd}.',
  'out.outside': '{file}: not written: the name leads outside {root}.',
  'out.collision': '{file}: not written: {first} and {second} would both be written to this file (their names differ only in case or in characters a file name leaves out; macOS and Windows fold case too). Rename one of them.',
  'out.fileAndFolder': '{file}: not written: this path would be both a file and a folder.',
  'out.failed': '{file}: not written: {error}.',
  'out.nothingWritten': 'Nothing written to {target}.',
  'out.partial': 'Files written to {target}: {written} of {n}; the others were not (see above).',
  'out.import.none': 'No spells imported; nothing written to {target}.',
} as const;
