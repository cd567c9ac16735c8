/**
 * The config report of a lint run: which config files applied (to how many
 * of the linted files), and which rules each turned off or set below its
 * default level, so a config a pull request adds cannot quiet a check
 * unseen. `runLint` prints it on stderr ({@link configReportLines}) and hands
 * it to the formats (the GitHub job summary, SARIF run properties).
 */
import { relative, sep } from 'node:path';
import { codeCatalog, severityLocked, t, type Locale, type MsgRef } from '../service/index';
import type { ConfigResolver, CliConfig } from './config';
import { touchesRuleSet } from './config';
import type { ConfigUse, LoweredRule, RuleLevelName } from './report';
import { safeText } from './formats/escape';

/** Levels from the loudest down: a level is lowered when it comes later than the rule's default. */
const RANK: Record<RuleLevelName, number> = { error: 4, warning: 3, info: 2, hint: 1, off: 0 };

let defaults: Map<string, RuleLevelName> | undefined;

/** Every rule's default level, by code. */
function defaultLevels(): Map<string, RuleLevelName> {
  defaults ??= new Map(codeCatalog().map((c) => [c.code, c.defaultSeverity] as const));
  return defaults;
}

/**
 * The rules `rules` turns off or sets below their defaults, by code. Codes
 * no setting can change (`yaml/*`, `internal/*`) and unknown codes change
 * nothing and are left out.
 */
export function loweredRules(rules: Readonly<Record<string, RuleLevelName>>): LoweredRule[] {
  const out: LoweredRule[] = [];
  for (const [rule, level] of Object.entries(rules)) {
    const def = defaultLevels().get(rule);
    if (def === undefined || severityLocked(rule)) continue;
    if (RANK[level] < RANK[def]) out.push({ rule, level, default: def });
  }
  return out.sort((a, b) => (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0));
}

function relPosix(cwd: string, p: string): string {
  return relative(cwd, p).split(sep).join('/');
}

/**
 * Which configs applied to `files` (absolute paths, the ones linted) and
 * what each did to the rule set: the `--config` file first, then the found
 * ones by path. Empty when no config file applied (the defaults).
 */
export function describeConfigs(files: readonly string[], resolver: ConfigResolver, cwd: string): ConfigUse[] {
  const explicit = resolver.explicit;
  const found = new Map<CliConfig, number>();
  for (const f of files) {
    const c = resolver.foundFor(f);
    if (c?.path !== undefined && !resolver.isExplicit(c)) found.set(c, (found.get(c) ?? 0) + 1);
  }
  const uses: ConfigUse[] = [];
  if (explicit?.path !== undefined) uses.push({ file: relPosix(cwd, explicit.path), via: 'option', files: files.length, lowered: loweredRules(explicit.settings.rules) });
  const locked = explicit !== undefined && resolver.rulesOnlyFromExplicit;
  const rest = [...found].map(([c, n]): ConfigUse => {
    const ignored = locked && touchesRuleSet(c);
    return { file: relPosix(cwd, c.path!), via: 'found', files: n, lowered: locked ? [] : loweredRules(c.settings.rules), ...(ignored ? { rulesIgnored: true } : {}) };
  });
  rest.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  return [...uses, ...rest];
}

/** One lowered rule as the report writes it: `rule: level (default level)`. */
function loweredRef(r: LoweredRule): MsgRef {
  return { key: r.level === 'hint' ? 'cfg.rule.hint' : 'cfg.rule.lowered', args: { rule: safeText(r.rule), level: r.level, default: r.default } };
}

/**
 * The stderr lines of the config report, one per config (nothing when no
 * config applied): where it is, how many files it applied to, and what it
 * turned off or lowered; a config whose `rules:` were not used says so.
 */
export function configReportLines(uses: readonly ConfigUse[], locale: Locale): string[] {
  const option = uses.find((u) => u.via === 'option');
  return uses.map((u) => {
    const args = { file: safeText(u.file), files: { key: 'count.files', args: { n: u.files } } };
    if (u.rulesIgnored) return t(locale, 'cfg.line.rulesIgnored', { ...args, option: safeText(option?.file ?? '') });
    if (u.lowered.length === 0) return t(locale, u.via === 'option' ? 'cfg.line.optionPlain' : 'cfg.line.plain', args);
    return t(locale, u.via === 'option' ? 'cfg.line.optionLowers' : 'cfg.line.lowers', { ...args, n: u.lowered.length, rules: { list: u.lowered.map(loweredRef), join: 'comma' } });
  });
}
