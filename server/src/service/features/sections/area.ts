/**
 * Hover on `area` (5e/ToV mapping, 3.5 area line), on a `range` that names an
 * area (`Self (60-foot cone)`) and on a Warhammer `template`: the shape and
 * size in feet and metres, the squares under each grid method of the system
 * (orthogonal and diagonal for cones, lines and cubes), and a picture (SVG
 * image and/or ASCII grid, per `ctx.pictures`).
 */
import { figureSource } from '../figures/sources';
import { methodName, numIn, sourceTagIn } from '../words';
import { formatLength, render, t, type Locale } from '../../i18n';
import type { HoverContext } from './context';
import { feetToMetres, footprint, type Footprint } from '../../compute/geometry';
import { renderAscii, renderSvg, svgDataUri } from '../../compute/footprint-render';
import { areaCounts, areaFromRange, isDirectional, spellArea, type SpellArea } from '../figures/area';
import { profileFor } from '../figures/profile';
import type { System } from '../../types';
import { mdEscape, mdTable, topKey } from './common';
import { notesIn, writtenIn } from '../area-note';

/** Most ASCII rows shown in a hover; larger areas get the SVG (or a note) only. */
const MAX_ASCII_ROWS = 24;

function sizeLine(a: SpellArea, system: System, l: Locale): string {
  const s = a.spec;
  if (s.shape === 'template') return '';
  const parts: string[] = [];
  for (const k of ['radius', 'length', 'size', 'width', 'height'] as const) {
    const v = s[k] ?? (k === 'width' && s.shape === 'line' && system !== 'dnd35' ? 5 : undefined);
    if (v !== undefined) {
      const ft = formatLength(l, Math.round(v * 100) / 100, 'ft');
      const m = formatLength(l, Math.round(feetToMetres(v) * 100) / 100, 'm');
      parts.push(t(l, 'hover.area.size', { dim: { key: k === 'size' ? 'term.dim.side' : `term.dim.${k}` }, ft, m }));
    }
  }
  return parts.join(l === 'ja' ? '、' : ', ');
}

/**
 * The largest SVG a hover shows, in CSS pixels. VS Code caps a hover's height
 * (a little over 300 px at its default size), so the picture must fit under
 * the area's heading with room to spare: it comes first, its table after.
 */
export const HOVER_SVG_MAX = { width: 260, height: 200 } as const;

/** The picture(s) of a footprint for a hover, per the pictures setting: the main picture first (SVG, or ASCII when SVG is off). */
export function footprintPictures(fp: Footprint, title: string, pictures: HoverContext['pictures'], l: Locale = 'en'): string[] {
  const out: string[] = [];
  if (fp.count === 0 && !fp.outline) return out;
  if (pictures === 'svg' || pictures === 'both') {
    // Measured at 16 px a cell, then scaled down to fit the hover's box.
    const probe = renderSvg(fp, { cellPx: 16, title });
    const w = Number(/ width="([\d.]+)"/.exec(probe)?.[1] ?? 0);
    const h = Number(/ height="([\d.]+)"/.exec(probe)?.[1] ?? 0);
    const cellPx = Math.max(2, Math.min(16, Math.floor((16 * HOVER_SVG_MAX.width) / Math.max(w, 1)), Math.floor((16 * HOVER_SVG_MAX.height) / Math.max(h, 1))));
    out.push(`![footprint](${svgDataUri(cellPx === 16 ? probe : renderSvg(fp, { cellPx, title }))})`);
  }
  if (pictures === 'ascii' || pictures === 'both') {
    const ascii = renderAscii(fp, (n, c, space) => t(l, space ? 'hover.area.legendSpace' : 'hover.area.legend', { n, cell: c.unit === 'in' ? t(l, 'pv.inch') : formatLength(l, c.size, 'ft') }));
    const rows = ascii.split('\n').length;
    if (rows <= MAX_ASCII_ROWS + 2) out.push('```text\n' + ascii + '\n```');
    else out.push(t(l, 'hover.area.asciiLeft', { rows: rows - 1 }));
  }
  return out;
}

/**
 * Markdown for an area: size, squares per method, picture. `head`: the first
 * line says "Area: <label>" (a hover), or only the label (`bare`: under a
 * heading that says "Area" already, as the rendered stat block has).
 */
export function areaMarkdown(system: System, area: SpellArea, pictures: HoverContext['pictures'], l: Locale = 'en', head: 'labelled' | 'bare' = 'labelled'): string {
  const spec = area.spec;
  const lines: string[] = [];
  const plainLabel = render(l, area.label);
  const label = mdEscape(plainLabel);
  const written = area.written ? mdEscape(writtenIn(l, area.written)) : undefined;
  if (head === 'bare') lines.push(`**${label}**${written !== undefined ? t(l, 'hover.area.writtenAfter', { written }) : ''}`);
  else lines.push(written !== undefined ? t(l, 'hover.area.headWritten', { label, written }) : t(l, 'hover.area.head', { label }));
  const c = areaCounts(spec, system, area.methods);
  const def = c.methods[0]!;
  const fp = footprint(spec, def, 'orthogonal');
  // The picture first: a hover has a capped height, and the picture is what the author hovers for.
  const svgTitle = t(l, 'hover.area.svgTitle', { label: plainLabel, method: methodName(l, def), n: fp.count });
  const pics = footprintPictures(fp, svgTitle, pictures, l);
  if (pics.length) lines.push('', t(l, isDirectional(spec) ? 'hover.area.pictureDir' : 'hover.area.picture', { method: methodName(l, def) }), '', ...pics[0]!.split('\n'));
  const sl = sizeLine(area, system, l);
  if (sl) lines.push('', sl);
  if (spec.shape === 'template') {
    const src = sourceTagIn(l, figureSource('areaSquares', area.methods[0] === 'grid24' ? 'dnd5e-2024' : system));
    lines.push('', fp.area !== undefined ? t(l, 'hover.area.templateArea', { n: c.squares.wfb ?? 0, a: numIn(l, fp.area), src }) : t(l, 'hover.area.template', { n: c.squares.wfb ?? 0, src }));
    for (const n of notesIn(l, fp.notes)) lines.push('', `_${mdEscape(n)}_`);
  } else {
    const grid24 = def === 'grid24';
    lines.push('', t(l, grid24 ? 'hover.area.squares24' : isDirectional(spec) ? 'hover.area.squaresDir' : 'hover.area.squares', { src: sourceTagIn(l, figureSource('areaSquares', grid24 ? 'dnd5e-2024' : system)) }), '');
    const rows = c.methods.map((m) => (c.squaresDiagonal ? [methodName(l, m), c.squares[m] ?? 0, c.squaresDiagonal[m] ?? 0] : [methodName(l, m), c.squares[m] ?? 0]));
    lines.push(mdTable(c.squaresDiagonal ? [t(l, 'hover.area.colMethod'), t(l, 'hover.area.colOrthogonal'), t(l, 'hover.area.colDiagonal')] : [t(l, 'hover.area.colMethod'), t(l, 'hover.area.colSquares')], rows));
  }
  // The 2024 grid's notes are the rule as the SRD 5.2 states it (the counting, the emanation's origin): said in the hover.
  if (def === 'grid24' && fp.count > 0) for (const n of notesIn(l, fp.notes)) lines.push('', `_${mdEscape(n)}_`);
  for (const n of notesIn(l, area.notes)) lines.push('', `_${mdEscape(n)}_`);
  if (fp.count === 0 && fp.notes.length) lines.push('', `_${mdEscape(render(l, fp.notes[fp.notes.length - 1]!))}_`);
  // The ASCII grid as well ("both"): for terminal editors, after the table.
  for (const p of pics.slice(1)) lines.push('', ...p.split('\n'));
  return lines.join('\n');
}

/** The area hover section. */
export function areaSection(ctx: HoverContext): string | undefined {
  const key = topKey(ctx);
  const spell = ctx.spell;
  let area: SpellArea | undefined;
  if (key === 'area' || (key === 'template' && spell.system === 'wfb') || (key === 'effect' && spell.system === 'dnd35' && spell.value.area === undefined)) area = spellArea(spell, profileFor(spell, ctx.settings, ctx.overrides).resolved.level);
  else if (key === 'range') area = areaFromRange(spell);
  if (!area) return undefined;
  return areaMarkdown(spell.system, area, ctx.pictures, ctx.settings.locale);
}
