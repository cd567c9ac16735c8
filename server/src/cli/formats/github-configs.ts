/**
 * The config section of the GitHub job summary (github.ts
 * `githubStepSummary`): which config files applied, to how many files, and
 * which rules each turned off or set below its default, so a reviewer sees
 * a config that quiets a check. Every path and rule goes through
 * `markdownCell` (escaped, links and mentions inert).
 */
import { render, t as tr, type Locale, type MsgRef } from '../../service/index';
import type { ConfigUse } from '../report';
import { markdownCell } from './markdown-cell';

/** One lowered rule: `rule: level (default level)`, as on stderr. */
function loweredText(u: ConfigUse, l: Locale): string {
  return u.lowered
    .map((r): MsgRef => ({ key: r.level === 'hint' ? 'cfg.rule.hint' : 'cfg.rule.lowered', args: { rule: r.rule, level: r.level, default: r.default } }))
    .map((m) => markdownCell(render(l, m)))
    .join('<br>');
}

/**
 * The lines of the section: a heading and a table (config, files, what it
 * turned off or lowered), or one line saying no config file applied. None
 * when `configs` is unknown (a formatter called on its own).
 */
export function configSummaryLines(configs: readonly ConfigUse[] | undefined, l: Locale): string[] {
  if (configs === undefined) return [];
  const lines = ['', `### ${tr(l, 'cfg.gh.heading')}`, ''];
  if (configs.length === 0) return [...lines, tr(l, 'cfg.gh.none')];
  lines.push(`| ${tr(l, 'cfg.gh.col.config')} | ${tr(l, 'cfg.gh.col.files')} | ${tr(l, 'cfg.gh.col.lowered')} |`, '| --- | ---: | --- |');
  for (const u of configs) {
    const name = u.via === 'option' ? `${markdownCell(u.file)} (--config)` : markdownCell(u.file);
    const what = u.rulesIgnored ? markdownCell(tr(l, 'cfg.gh.rulesIgnored')) : u.lowered.length === 0 ? '' : `:warning: ${loweredText(u, l)}`;
    lines.push(`| ${name} | ${u.files} | ${what} |`);
  }
  return lines;
}
