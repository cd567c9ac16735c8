/**
 * CLI words in English (report formats' fixed words, `--help`, `explain`'s
 * notes): the reference the other locales match key for key. Used by
 * cli/formats/junit.ts, cli/commands.ts (help) and cli/explain-cmd.ts.
 */
export const cliEn = {
  'junit.caseName': '{rule} at {line}:{col}',
  "help.title": "lint, explain and import tabletop-RPG spell data in YAML",
  "help.usage": "Usage:",
  "help.stdin": "read standard input",
  "help.lintOptions": "lint options:",
  "help.opt.format": "{formats} (default stylish); repeatable, pairs with -o",
  "help.opt.output": "write the report of the matching -f to a file",
  "help.opt.fix": "apply the safe fixes of the problems reported, in place, and list them",
  "help.opt.fix2": "(suggestions that change a spell's rules are left to the editor)",
  "help.opt.config": "use this config instead of .grimoirerc.yaml lookup",
  "help.opt.system": "default system: {systems}",
  "help.opt.maxWarnings": "exit 1 when there are more than n warnings",
  "help.opt.quiet": "report errors only",
  "help.opt.failSeverity": "error (default) or warning: what makes the exit code 1",
  "help.opt.cache": "skip files unchanged since the last run (cache in ~/.cache/grimoire)",
  "help.opt.cacheLocation": "where the cache lives (default $XDG_CACHE_HOME/grimoire or ~/.cache/grimoire)",
  "help.opt.noIgnore": "lint files that .gitignore or config ignore globs leave out",
  "help.opt.failOnIgnored": "a file named on the command line that config ignores is an error",
  "help.opt.noErrorOnUnmatched": "no spell file found is not an error (default: exit 2, a typo in a path fails CI)",
  "help.opt.shard": "lint only shard i of n (1-based), split deterministically",
  "help.opt.stdinFilename": "file name for text read from standard input",
  "help.opt.locale": "language of messages: {locales} (default en, or locale: in .grimoirerc.yaml)",
  "help.opt.help": "this text",
} as const;
