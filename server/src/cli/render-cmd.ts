/**
 * `grimoire render <file> [--spell NAME] --format svg|html|md [-o out]
 * [--method M] [--placement P] [--caster-level N ...]`: one spell (the first,
 * or the named one), with the caster-profile flags of `explain`, as
 * - `svg`: the footprint picture of its area;
 * - `html`: a standalone page with the preview card (the webview's CSS, a
 *   strict Content Security Policy, no scripts, all spell text escaped);
 * - `md`: a markdown stat block with the ASCII footprint and the numbers.
 */
import { t } from '../service/i18n';
import { subtitle } from '../service/features/preview';
import { statRows } from '../service/features/stat-block';
import { resolve } from 'node:path';
import { tellOutput, writeOutputFile } from './safe-output';
import { usage } from './files';
import { analyseFile, parseFileArgs } from './explain-cmd';
import type { SpellModel } from '../service/model';
import type { GrimoireSettings } from '../service/settings';
import { footprint, methodsFor, type GridMethod } from '../service/compute/geometry';
import { renderSvg } from '../service/compute/footprint-render';
import { previewHtml, escapeHtml } from '../service/features/preview';
import { PREVIEW_CSS } from '../service/features/preview-css';
import { profileFor, type ProfileOverrides } from '../service/features/figures/profile';
import { readPlacement, spellArea } from '../service/features/figures/area';
import { METHOD_NAMES } from '../service/features/method-names';
import { rangeSection } from '../service/features/sections/range';
import type { HoverContext } from '../service/features/sections/context';
import { areaMarkdown } from '../service/features/sections/area';
import { saveSection } from '../service/features/sections/save';
import { attackSection } from '../service/features/sections/attack';
import { levelSection } from '../service/features/sections/level';
import { damageSection } from '../service/features/sections/damage';
import { durationSection } from '../service/features/sections/duration';
import { warhammerSection } from '../service/features/sections/warhammer';
import { mdEscape } from '../service/features/sections/common';
import { areaLabelIn, methodName } from '../service/features/words';

const USAGE = 'grimoire render <file> [--spell NAME] --format svg|html|md [-o out [--force]] [--method M] [--placement orthogonal|diagonal|DEGREES] [--ability-score N] [--caster-level N] [--dc-bonus N] [--wizard-level N] [--locale LANG]';

/** The Content Security Policy of the standalone HTML page: nothing but inline styles and data: images. */
export const RENDER_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/** The standalone HTML page of one spell's preview card. */
export function renderHtmlPage(spell: SpellModel, settings: GrimoireSettings, method?: string, placement?: string, overrides?: ProfileOverrides): string {
  const r = previewHtml(spell, settings, method, placement, overrides);
  return `<!DOCTYPE html>
<html lang="${settings.locale}"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${RENDER_CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(r.name ?? t(settings.locale, 'render.pageTitle'))}</title>
<style>${PREVIEW_CSS}</style></head>
<body>
${r.html}
</body></html>
`;
}

/** The SVG footprint of one spell's area, or undefined when it names none. */
export function renderSpellSvg(spell: SpellModel, settings: GrimoireSettings, method?: string, placement?: string, overrides?: ProfileOverrides): string | undefined {
  const area = spellArea(spell, profileFor(spell, settings, overrides).resolved.level);
  if (!area) return undefined;
  const methods = methodsFor(spell.system);
  const m: GridMethod = (methods as string[]).includes(method ?? '') ? (method as GridMethod) : methods[0]!;
  const fp = footprint(area.spec, m, readPlacement(placement));
  const l = settings.locale;
  // English keeps explain.ts's label as it is (byte for byte what it printed); other locales say it the hover's way.
  const title = l === 'en' ? `${area.label}: ${METHOD_NAMES[m]}, ${fp.count} squares` : t(l, 'hover.area.svgTitle', { label: areaLabelIn(l, area.spec, spell.system === 'dnd35' ? 'dnd35' : undefined), method: methodName(l, m), n: fp.count });
  return renderSvg(fp, { cellPx: 16, title }) + '\n';
}


/** A markdown stat block: header, rows, text, the area with its ASCII footprint, and the numbers (hover sections). */
export function renderMarkdown(spell: SpellModel, settings: GrimoireSettings, overrides?: ProfileOverrides): string {
  const v = spell.value;
  const l = settings.locale;
  const out: string[] = [];
  out.push(`# ${mdEscape(v.name ?? t(l, 'preview.unnamed'))}`, '', `*${mdEscape(subtitle(spell, l))}*`, '');
  for (const [label, line] of statRows(spell, l)) out.push(`**${label}:** ${mdEscape(line)}  `);
  const text = typeof v.description === 'string' ? v.description : '';
  for (const para of text.split(/\n\s*\n/).filter((p) => p.trim())) out.push('', mdEscape(para.trim()));
  if (typeof v.higher_levels === 'string') out.push('', `**${t(l, 'preview.higher')}** ${mdEscape(v.higher_levels)}`);
  const area = spellArea(spell, profileFor(spell, settings, overrides).resolved.level);
  // The heading says "Area" already: the hover's first line keeps only the label.
  if (area) out.push('', `## ${t(l, 'stat.label.area')}`, '', areaMarkdown(spell.system, area, 'ascii', l).replace(l === 'en' ? /^\*\*Area: / : /^\*\*[^*:：]+[:：] ?/, '**'));
  const ctx = (path: Array<string | number>): HoverContext => ({ spell, path, settings, pictures: 'ascii', overrides });
  const numbers = [
    rangeSection(ctx(['range'])),
    saveSection(ctx(['save'])),
    attackSection(ctx(['attack'])),
    levelSection(ctx([spell.system === 'tov' ? 'circle' : 'level'])),
    damageSection(ctx(['damage'])),
    damageSection(ctx(['heal'])),
    durationSection(ctx(['duration'])),
    warhammerSection(ctx(['casting_value'])),
    ...(Array.isArray(v.boosted) ? v.boosted.map((_, i) => warhammerSection(ctx(['boosted', i, 'casting_value']))) : []),
  ].filter((x): x is string => !!x);
  if (numbers.length) out.push('', `## ${t(l, 'pv.numbers')}`, '', numbers.join('\n\n'));
  return out.join('\n') + '\n';
}

/** Run `render`; returns the exit code. */
export function runRender(args: string[], cwd: string, out: (s: string) => void, err: (s: string) => void): number {
  const o = parseFileArgs(args, ['--spell', '--format', '-f', '-o', '--output', '--method', '--placement', '--locale'], ['--force']);
  const format = String(o.extra.get('--format') ?? o.extra.get('-f') ?? 'html');
  if (!['svg', 'html', 'md'].includes(format)) throw usage('render.usage.format', { format });
  const placement = o.extra.get('--placement') as string | undefined;
  if (placement !== undefined && !/^(orthogonal|diagonal|-?\d+(\.\d+)?)$/.test(placement)) throw usage('render.usage.placement');
  const method = o.extra.get('--method') as string | undefined;
  const { analysis, settings } = analyseFile(o.file, cwd, USAGE, o.extra.get('--locale') as string | undefined);
  const wanted = o.extra.get('--spell') as string | undefined;
  const spells = analysis.spells;
  if (spells.length === 0) throw usage('render.usage.noSpells', { file: String(o.file) });
  const spell = wanted === undefined ? spells[0]! : spells.find((s) => typeof s.value.name === 'string' && s.value.name.trim().toLowerCase() === wanted.trim().toLowerCase());
  if (!spell) {
    const names = spells.map((s) => String(s.value.name ?? '?')).slice(0, 10);
    throw usage('render.usage.noSpell', { wanted: String(wanted), file: String(o.file), names: `${names.join(', ')}${spells.length > 10 ? ', ...' : ''}` });
  }
  if (method !== undefined && !(methodsFor(spell.system) as string[]).includes(method)) throw usage('render.usage.method', { system: spell.system, methods: methodsFor(spell.system).join(', ') });
  let text: string;
  if (format === 'svg') {
    const svg = renderSpellSvg(spell, settings, method, placement, o.overrides);
    if (svg === undefined) {
      const name = spell.value.name;
      throw name === undefined || name === null ? usage('render.usage.noAreaUnnamed') : usage('render.usage.noArea', { name: String(name) });
    }
    text = svg;
  } else if (format === 'html') {
    text = renderHtmlPage(spell, settings, method, placement, o.overrides);
  } else {
    text = renderMarkdown(spell, settings, o.overrides);
  }
  const file = (o.extra.get('-o') ?? o.extra.get('--output')) as string | undefined;
  if (file) {
    const p = resolve(cwd, file);
    if (!tellOutput(writeOutputFile(p, text, { force: o.extra.has('--force'), cwd }), 1, p, settings.locale, err)) return 2;
    err(t(settings.locale, 'render.wrote', { file }));
  } else out(text);
  return 0;
}
