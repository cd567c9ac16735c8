/**
 * One spell rendered whole, for `grimoire render` and any front end that
 * writes a spell out rather than showing it in an editor:
 * - `svg`: the footprint picture of its area;
 * - `html`: a standalone page with the preview card (the webview's CSS, a
 *   strict Content Security Policy, no scripts, all spell text escaped);
 * - `md`: a markdown stat block with the ASCII footprint and the numbers
 *   (the hover sections, each as the hover says it).
 * Pure; the caller picks the spell and writes the text.
 */
import { t } from './i18n';
import { subtitle, previewHtml, escapeHtml } from './features/preview';
import { statRows } from './features/stat-block';
import type { SpellModel } from './model';
import type { GrimoireSettings } from './settings';
import type { Edition, System } from './types';
import { footprint, methodsFor, type GridMethod } from './compute/geometry';
import { renderSvg } from './compute/footprint-render';
import { PREVIEW_CSS } from './features/preview-css';
import { profileFor, type ProfileOverrides } from './features/figures/profile';
import { readPlacement, spellArea } from './features/figures/area';
import { rangeSection } from './features/sections/range';
import type { HoverContext } from './features/sections/context';
import { areaMarkdown } from './features/sections/area';
import { saveSection } from './features/sections/save';
import { attackSection } from './features/sections/attack';
import { levelSection } from './features/sections/level';
import { damageSection } from './features/sections/damage';
import { durationSection } from './features/sections/duration';
import { warhammerSection } from './features/sections/warhammer';
import { mdEscape } from './features/sections/common';
import { methodName } from './features/words';

/** What a spell renders to. */
export type RenderFormat = 'svg' | 'html' | 'md';

/** The formats {@link renderSpell} writes. */
export const RENDER_FORMATS: readonly RenderFormat[] = ['svg', 'html', 'md'];

/** How to draw: the grid method (one of {@link gridMethodsOf}; else the system's first), the placement, and the caster profile. */
export interface RenderOptions {
  method?: string;
  /** `orthogonal`, `diagonal`, or an angle in degrees from the grid's x axis. */
  placement?: string;
  overrides?: ProfileOverrides;
}

/** The Content Security Policy of the standalone HTML page: nothing but inline styles and data: images. */
export const RENDER_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/** The grid methods a system's areas are counted with, its default first (`--method`, the preview's switch); a 2024 D&D 5e spell's are the 2024 grid's. */
export function gridMethodsOf(system: System, edition: Edition = '2014'): readonly GridMethod[] {
  return methodsFor(system, edition);
}

/**
 * One spell as `format`: the text to write, or undefined for `svg` when the
 * spell names no area (the only format that can have nothing to draw).
 */
export function renderSpell(spell: SpellModel, format: RenderFormat, settings: GrimoireSettings, options: RenderOptions = {}): string | undefined {
  if (format === 'svg') return renderSpellSvg(spell, settings, options.method, options.placement, options.overrides);
  if (format === 'html') return renderHtmlPage(spell, settings, options.method, options.placement, options.overrides);
  return renderMarkdown(spell, settings, options.overrides);
}

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
  const methods = area.methods;
  const m: GridMethod = (methods as string[]).includes(method ?? '') ? (method as GridMethod) : methods[0]!;
  const fp = footprint(area.spec, m, readPlacement(placement));
  const l = settings.locale;
  const title = t(l, 'hover.area.svgTitle', { label: area.label, method: methodName(l, m), n: fp.count });
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
  // The heading says "Area" already: the area's first line is its bare label.
  if (area) out.push('', `## ${t(l, 'stat.label.area')}`, '', areaMarkdown(spell.system, area, 'ascii', l, 'bare'));
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
