/**
 * The English catalogue: the reference every other locale must match key for
 * key and placeholder for placeholder (test/unit/service/i18n/catalogue.test.ts).
 * English output is byte-identical to what Grimoire printed before the
 * catalogues existed.
 */
import { rulesEn } from './rules/en';
import { yamlEn } from './yaml/en';
import { titlesEn } from './titles/en';
import { hoverEn } from './hover/en';
import { statEn } from './stat/en';
import { wfbEn } from './wfb/en';
import { cliEn } from './cli/en';
import { rangeEn } from './range/en';
import { geoEn } from './geo/en';
import { renderEn } from './render/en';
import { dmgEn } from './dmg/en';
import { timeEn } from './time/en';
import { mergeEn } from './merge/en';
import { cliioEn } from './cliio/en';
import { lintrunEn } from './lintrun/en';
import { dialectEn } from './dialect/en';
import { importwEn } from './importw/en';
import { discoveryEn } from './discovery/en';
import { outputEn } from './output/en';
import { workspaceEn } from './workspace/en';
import { diffEn } from './diff/en';

export const en = {
  ...rulesEn,
  ...yamlEn,
  ...titlesEn,
  ...hoverEn,
  ...statEn,
  ...wfbEn,
  ...cliEn,
  ...rangeEn,
  ...geoEn,
  ...renderEn,
  ...dmgEn,
  ...timeEn,
  ...mergeEn,
  ...cliioEn,
  ...lintrunEn,
  ...dialectEn,
  ...importwEn,
  ...discoveryEn,
  ...outputEn,
  ...workspaceEn,
  ...diffEn,
  // ---- the outline (service.ts symbols): a spell's detail, "dnd5e level 3"
  'symbol.detail': '{system} {w} {level}',
  // ---- schema validation (service/schema/validate.ts)
  'schema.field.root': 'The spell',
  'schema.required': '{field} is missing the required key `{key}`.',
  'schema.unknownKey': 'Unknown key `{key}`.',
  'schema.unknownKeyIn': 'Unknown key `{key}` in {field}.',
  'schema.propertyNames': '{field}: the key `{key}` is not one this mapping takes.',
  'schema.hint.tovCircle': 'Tales of the Valiant spells have a `circle`, not a `level`.',
  'schema.hint.dnd5eLevel': '`circle` is Tales of the Valiant; D&D 5e spells have a `level` (set `system: tov` for ToV).',
  'schema.hint.didYouMeanKey': 'Did you mean `{key}`?',
  'schema.hint.didYouMeanValue': 'Did you mean "{value}"?',
  'schema.type': '{field} must be {expected}, not {actual}.',
  'schema.enum': '{field}: {actual} is not one of {allowed}.',
  'schema.const': '{field} must be {value}.',
  'schema.minimum': '{field} must be at least {limit}, not {actual}.',
  'schema.maximum': '{field} must be at most {limit}, not {actual}.',
  'schema.exclusiveMinimum': '{field} must be more than {limit}, not {actual}.',
  'schema.exclusiveMaximum': '{field} must be less than {limit}, not {actual}.',
  'schema.pattern': '{field}: {actual} is not in a form Grimoire reads.',
  'schema.examples': 'Examples: {examples}.',
  'schema.minLength': '{field} must NOT have fewer than {limit} characters.',
  'schema.minLength.empty': '{field} must NOT have fewer than {limit} characters (it is empty).',
  'schema.maxLength': '{field} must NOT have more than {limit} characters.',
  'schema.minItems': '{field} must NOT have fewer than {limit} items.',
  'schema.maxItems': '{field} must NOT have more than {limit} items.',
  'schema.minProperties': '{field} must NOT have fewer than {limit} properties.',
  'schema.uniqueItems': '{field} must NOT have duplicate items (items ## {j} and {i} are identical).',
  'schema.notAllowed': '{field} is not allowed here.',
  'schema.other': '{field} {detail}.',
  'schema.tooMany': 'More than {max} schema problems in this spell ({total} in all); only the first {max} are shown.',
  'schema.alt.any': 'one of the allowed forms',
  'schema.alt.mapping': 'a mapping {shape}',
  'schema.alt.textLike': 'text like {examples}',
  'schema.alt.oneOf': 'one of {values}',
  'schema.title.damageList': 'a list of damage mappings',
  'schema.title.sourceList': 'a list of sources like [arcane, primal]',
  'schema.title.levelDice': 'a mapping of character level to dice like { 5: 2d10, 11: 3d10, 17: 4d10 }',
  'schema.title.cantripDice': 'dice like "1d10" (added at 5th, 11th and 17th level)',
  'schema.title.wfbRange': 'text like 24" or "self"',
  'type.string': 'text',
  'type.integer': 'an integer',
  'type.number': 'a number',
  'type.boolean': 'true or false',
  'type.object': 'a mapping',
  'type.array': 'a list',
  'type.null': 'null',
  'value.null': 'nothing (null)',
  'value.list': 'a list',
  'value.mapping': 'a mapping',
  'value.text': 'text "{text}"',
  'value.integer': 'the integer {value}',
  'value.number': 'the number {value}',
  'value.boolean': 'the boolean {value}',

  // ---- the CLI's own lines (server/src/cli)
  'count.problems': { plural: 'n', one: '{n} problem', other: '{n} problems' },
  'count.errors': { plural: 'n', one: '{n} error', other: '{n} errors' },
  'count.warnings': { plural: 'n', one: '{n} warning', other: '{n} warnings' },
  'cli.summary': '\u2716 {problems} ({errors}, {warnings})',
  'cli.fixable': '{errors} and {warnings} potentially fixable with the `--fix` option.',
  'cli.noFiles': 'No spell files matched (a folder is searched for *.spell.yaml, *.spells.yaml, spells/**/*.yaml and files with a "# grimoire" first line).',
  'cli.noFiles.unmatched': 'no spell files matched {patterns} (a folder is searched for *.spell.yaml, *.spells.yaml, spells/**/*.yaml, Foundry spell items and files with a "# grimoire" first line)',
  'cli.noFiles.allIgnored': 'every spell file found is ignored ({count}; --no-ignore checks them)',
  'cli.noFiles.fail': '{why}. Check the path, or pass --no-error-on-unmatched-pattern to allow it.',
  'cli.fixed': {
    plural: 'n',
    one: { plural: 'files', one: 'Fixed {n} problem in {files} file.', other: 'Fixed {n} problem in {files} files.' },
    other: { plural: 'files', one: 'Fixed {n} problems in {files} file.', other: 'Fixed {n} problems in {files} files.' },
  },
  'cli.noFixes': 'No fixes applied.',
  'cli.stdinFix': '--fix is ignored for standard input.',
  'cli.tooManyWarnings': 'Too many warnings ({n}, the maximum is {max}).',
  'cli.usage.needsValue': '{flag} needs a value',
  'cli.usage.maxWarnings': '--max-warnings takes a whole number',
  'cli.usage.failSeverity': '--fail-severity takes error or warning',
  'cli.usage.shard': '--shard takes i/n with 1 <= i <= n, e.g. 2/4',
  'cli.usage.unknownOption': 'Unknown option {option}',
  'cli.usage.moreOutputs': 'More -o than -f: pair each output file with a format',
  'cli.usage.unknownFormat': 'Unknown format "{format}". Formats: {formats}',
  'cli.usage.noPatterns': 'lint needs files, folders or globs (or - for standard input)',
  'cli.usage.unknownSystem': 'Unknown system "{system}"',
  'cli.usage.unknownCommand': 'Unknown command "{command}". Run grimoire --help.',
  'cli.usage.unknownLocale': 'Unknown locale "{locale}": {locales}',
  'cli.read.notFile': 'Not read: it is {kind}, and only regular files are checked.',
  'cli.read.failed': 'Cannot read file: {error}',
  'cli.read.tooLarge': 'File is over the size limit of {max} bytes; it was not checked.',
  'cli.read.notUtf8': 'File is not valid UTF-8 text; it was not checked.',
  'cli.read.stdinTooLarge': 'Standard input is over the size limit of {max} bytes; it was not checked.',
  'cli.read.stdinNotUtf8': 'Standard input is not valid UTF-8.',
  'cli.kind.folder': 'a folder',
  'cli.kind.fifo': 'a FIFO (named pipe)',
  'cli.kind.charDevice': 'a character device',
  'cli.kind.blockDevice': 'a block device',
  'cli.kind.socket': 'a socket',
  'cli.kind.other': 'not a regular file',
  'analysis.internal': 'Grimoire failed to analyse this file: {error}',
  'lsp.more': { plural: 'n', one: '{count} more problem is not shown here; run `grimoire lint` for the full list.', other: '{count} more problems are not shown here; run `grimoire lint` for the full list.' },
  'count.files': { plural: 'n', one: '{n} file', other: '{n} files' },
  'gh.none': 'Grimoire: no problems in {files}.',
  'gh.totals': 'Grimoire: {problems} ({errors}, {warnings}) in {with} of {files}.',
  'gh.col.rule': 'Rule',
  'gh.col.file': 'File',
  'gh.col.errors': 'Errors',
  'gh.col.warnings': 'Warnings',
  'gh.col.where': 'Where',
  'gh.col.level': 'Level',
  'gh.col.message': 'Message',
  'gh.level.error': 'error',
  'gh.level.warning': 'warning',
  'gh.problems': 'Problems',
  'gh.more': '…and {n} more.',
} as const;

/** Every message key. */
export type MessageKey = keyof typeof en;
