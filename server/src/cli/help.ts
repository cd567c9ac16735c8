/**
 * `grimoire --help` in the asked language. Command syntax and option names
 * stay as they are typed; the explanations come from the catalogue (keys
 * `help.*`, catalogs/cli). English is byte for byte the text printed before
 * the catalogues (test/cli/locale.test.ts). Called by cli/main.ts.
 */
import { formatNames } from './formats';
import { LOCALES, t, type Locale } from '../service/index';

/** One option line: the syntax padded to the explanation column (27), or on its own line when longer. */
function opt(syntax: string, text: string): string {
  const head = `  ${syntax}`;
  return head.length <= 25 ? `${head.padEnd(25)}  ${text}` : `${head}\n${' '.repeat(27)}${text}`;
}

/** The help text in `l`, for the tool version `version`. */
export function helpText(l: Locale, version: string): string {
  const more = (text: string) => `${' '.repeat(27)}${text}`;
  return [
    `grimoire ${version}: ${t(l, 'help.title')}`,
    '',
    t(l, 'help.usage'),
    '  grimoire lint [options] <files|folders|globs...>',
    `  grimoire lint - --stdin-filename <name>          (${t(l, 'help.stdin')})`,
    '  grimoire import 5e-database <file.json> -o <out.yaml> [--report]',
    '  grimoire import psrd <file.json> -o <out.yaml> [--report]',
    '  grimoire import 5etools|foundry|black-flag|open5e <file|folder>... -o <out.yaml> [--report]',
    '  grimoire export foundry <spell files...> -o <packs/_source/folder>',
    '  grimoire export 5etools <spell files...> -o <brew.json> [--source ID] [--full TITLE]',
    '  grimoire explain <file> [--json] [profile flags] [--locale <lang>]',
    '  grimoire render <file> [--spell NAME] --format svg|html|md [--caster-level N] [--locale <lang>]',
    '  grimoire merge-sarif <a.sarif> <b.sarif>... [-o merged.sarif]',
    '  grimoire migrate --to 2024 [--dry-run] [--locale <lang>] <files...>',
    '  grimoire diff <old|REV[:path]> <new|REV[:path]> [-f stylish|json|github] [-o <file>] [--exit-code]',
    '',
    t(l, 'help.lintOptions'),
    opt('-f, --format <name>', t(l, 'help.opt.format', { formats: formatNames.join(', ') })),
    opt('-o, --output <file>', t(l, 'help.opt.output')),
    opt('--fix', t(l, 'help.opt.fix')),
    more(t(l, 'help.opt.fix2')),
    opt('--config <file>', t(l, 'help.opt.config')),
    opt('--rules-from-config-only', t(l, 'help.opt.rulesFromConfigOnly')),
    opt('--system <name>', t(l, 'help.opt.system', { systems: 'dnd5e, tov, dnd35, wfb' })),
    opt('--max-warnings <n>', t(l, 'help.opt.maxWarnings')),
    opt('--quiet', t(l, 'help.opt.quiet')),
    opt('--fail-severity <level>', t(l, 'help.opt.failSeverity')),
    opt('--cache', t(l, 'help.opt.cache')),
    opt('--cache-location <dir>', t(l, 'help.opt.cacheLocation')),
    opt('--no-ignore', t(l, 'help.opt.noIgnore')),
    opt('--fail-on-ignored', t(l, 'help.opt.failOnIgnored')),
    opt('--list-ignored', t(l, 'help.opt.listIgnored')),
    opt('--follow-symlinks', t(l, 'help.opt.followSymlinks')),
    opt('--no-error-on-unmatched-pattern', t(l, 'help.opt.noErrorOnUnmatched')),
    opt('--shard <i/n>', t(l, 'help.opt.shard')),
    opt('--no-cross-file', t(l, 'help.opt.noCrossFile')),
    opt('--stdin-filename <name>', t(l, 'help.opt.stdinFilename')),
    opt('--locale <lang>', t(l, 'help.opt.locale', { locales: LOCALES.join(', ') })),
    opt('-h, --help', t(l, 'help.opt.help')),
    '',
    // import, export and merge-sarif read no config: English unless --locale says otherwise (cli/interop-cmd.ts, main.ts).
    t(l, 'help.otherOptions'),
    opt('--locale <lang>', t(l, 'help.opt.localeOther', { locales: LOCALES.join(', ') })),
    opt('--force', t(l, 'help.opt.force')),
    opt('--report', t(l, 'help.opt.report')),
    '',
    t(l, 'help.diffOptions'),
    opt('-f, --format <name>', t(l, 'help.opt.diffFormat')),
    opt('--exit-code', t(l, 'help.opt.exitCode')),
    '',
  ].join('\n');
}
