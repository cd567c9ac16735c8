/**
 * What a lint run says about itself (server/src/cli: config-report.ts,
 * main.ts, cache-place.ts, formats): which config files applied and which
 * rules each turned off or lowered, info findings in the reports, where the
 * cache may not be and why a cache file was not used. Spread into ../en.ts.
 * `{file}`, `{dir}`, `{tree}`, `{option}` are paths; `{rule}` a rule code;
 * `{level}` and `{default}` rule levels as a config writes them (error,
 * warning, info, hint, off: the same in every language).
 */

/** The lint-run part of the English catalogue. */
export const lintrunEn = {
  // ---- info findings in the reports (formats)
  'count.infos': { plural: 'n', one: '{n} info note', other: '{n} info notes' },
  'cli.summaryWithInfo': '{problems} and {notes}',
  'cli.summaryInfoOnly': '\u2139 {notes}, no problems',
  'gh.infos': 'Also {notes}.',
  'gh.col.infos': 'Info',
  'gh.level.info': 'info',
  // ---- the config report (config-report.ts, formats/github-configs.ts)
  'cfg.line.plain': 'grimoire: config {file} applied to {files}.',
  'cfg.line.optionPlain': 'grimoire: config {file} (--config) applied to {files}.',
  'cfg.line.lowers': {
    plural: 'n',
    one: 'grimoire: config {file} applied to {files} and lowers {n} rule below its default: {rules}.',
    other: 'grimoire: config {file} applied to {files} and lowers {n} rules below their defaults: {rules}.',
  },
  'cfg.line.optionLowers': {
    plural: 'n',
    one: 'grimoire: config {file} (--config) applied to {files} and lowers {n} rule below its default: {rules}.',
    other: 'grimoire: config {file} (--config) applied to {files} and lowers {n} rules below their defaults: {rules}.',
  },
  'cfg.line.rulesIgnored': 'grimoire: config {file} applied to {files}, but not its rules: and ignore: (--rules-from-config-only takes them from {option}).',
  'cfg.rule.lowered': '{rule}: {level} (default {default})',
  'cfg.rule.hint': '{rule}: {level} (default {default}; the command line does not report hints)',
  'cfg.gh.heading': 'Configs',
  'cfg.gh.none': 'No config file applied: the default rules.',
  'cfg.gh.col.config': 'Config',
  'cfg.gh.col.files': 'Files',
  'cfg.gh.col.lowered': 'Rules turned off or lowered',
  'cfg.gh.rulesIgnored': 'its rules: and ignore: not used (--rules-from-config-only)',
  'cfg.usage.needsConfig': '--rules-from-config-only needs --config <file>: the config the rules come from',
  'cli.config.aliasBomb': 'Config {file} is refused: {reason}',
  'help.opt.rulesFromConfigOnly': 'rules and ignore globs only from --config (nested configs keep the rest)',
  // ---- the cache's place and file (cache-place.ts, cache.ts)
  'cfg.cache.insideWorkTree': 'The cache folder {dir} is inside {tree}, which is being linted: a repository could commit a cache there, key included. Give --cache-location a folder outside it (the default is ~/.cache/grimoire).',
  'cfg.cache.fileRefused': 'grimoire: cache file not used, it is rebuilt: {reason}.',
  'cfg.cache.fileTooBig': '{file} is over {max} bytes',
  'cfg.cache.fileTooDeep': '{file} is nested deeper than {max} levels',
  'cfg.cache.fileNotJson': '{file} is not JSON',
} as const;
