/**
 * Extra sections of the preview card added by the compute modules (the area
 * drawn on a grid, computed numbers). Each returns HTML with all spell text
 * escaped, and may name the grid methods the panel can switch between.
 *
 * - area: the footprint as inline SVG for the chosen method and placement
 *   (`orthogonal`, `diagonal`, or degrees as a string, `'30'`), the squares
 *   per method in a small table, and the footprint's notes;
 * - numbers: the profile, save DC, attack bonus, damage/healing tables,
 *   concentration and identify DCs, spell points, lowest caster levels, and
 *   Warhammer casting odds, from `figures/` like the hovers.
 */
import type { SpellModel } from '../model';
import type { GrimoireSettings } from '../settings';
import { footprint, type GridMethod } from '../compute/geometry';
import { renderSvg } from '../compute/footprint-render';
import { miscastTable } from '../compute/wfb-readings';
import { miscastResult } from './sections/warhammer';
import { explainSpell } from './explain';
import { areaCounts, isDirectional, readPlacement, spellArea } from './figures/area';
import { castingAbilityLabel, profileFor, type ProfileOverrides } from './figures/profile';
import { damageTable, type DamageTable } from './figures/damage';
import { castingRow, castingValues } from './figures/warhammer';
import { bandIn, localiseRange, spellRange } from './range-info';
import { abilityIn, describeProfileIn, methodName, numIn, pctIn, sourceTagIn } from './words';
import { formatLength, render, t, type Locale } from '../i18n';
import { notesIn } from './area-note';

/** A preview section. */
export type PreviewSection = (spell: SpellModel, settings: GrimoireSettings, method?: string, placement?: string | { angleDeg: number }, overrides?: ProfileOverrides) => { html: string; methods?: string[] } | undefined;

/** Escape text for HTML content and attribute values (as preview.ts does; kept here to avoid an import cycle). */
export function escapeHtml(s: unknown): string {
  return String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** An HTML table; every cell is escaped. */
function table(head: Array<string | number>, rows: Array<Array<string | number>>, chosen?: (i: number) => boolean): string {
  const th = head.map((h) => `<th>${escapeHtml(h)}</th>`).join('');
  const trs = rows
    .map((r, i) => `<tr${chosen?.(i) ? ' class="chosen"' : ''}>${r.map((c) => `<td${typeof c === 'number' ? ' class="n"' : ''}>${escapeHtml(c)}</td>`).join('')}</tr>`)
    .join('');
  return `<table><thead><tr>${th}</tr></thead><tbody>${trs}</tbody></table>`;
}

function placementLabel(p: ReturnType<typeof readPlacement>, l: Locale): string {
  if (typeof p !== 'string') return `${numIn(l, p.angleDeg)}°`;
  return p === 'orthogonal' ? t(l, 'hover.area.colOrthogonal') : p === 'diagonal' ? t(l, 'hover.area.colDiagonal') : p;
}

/** The area drawn on a grid for the chosen method and placement, with squares per method. */
export const areaPreview: PreviewSection = (spell, settings, method, placement, overrides) => {
  const area = spellArea(spell, profileFor(spell, settings, overrides).resolved.level);
  if (!area) return undefined;
  const methods = area.methods;
  const chosen: GridMethod = (methods as string[]).includes(method ?? '') ? (method as GridMethod) : methods[0]!;
  const pl = readPlacement(placement);
  const l = settings.locale;
  const label = render(l, area.label);
  const mname = (m: GridMethod) => methodName(l, m);
  const fp = footprint(area.spec, chosen, pl);
  const xs = fp.cells.map((c) => c[0]);
  const cols = xs.length ? Math.max(...xs) - Math.min(...xs) + 4 : 8;
  const cellPx = Math.max(4, Math.min(24, Math.floor(480 / cols)));
  const svg = renderSvg(fp, { cellPx, title: t(l, 'pv.svgTitle', { label, method: mname(chosen), pl: placementLabel(pl, l), n: fp.count }) });
  const c = areaCounts(area.spec, spell.system, methods);
  const dir = isDirectional(area.spec);
  const angle = typeof pl === 'object' && dir;
  const head = dir ? [t(l, 'hover.area.colMethod'), t(l, 'hover.area.colOrthogonal'), t(l, 'hover.area.colDiagonal'), ...(angle ? [placementLabel(pl, l)] : [])] : [t(l, 'hover.area.colMethod'), t(l, 'hover.area.colSquares')];
  const rows = methods.map((m) => {
    const r: Array<string | number> = [mname(m), c.squares[m] ?? 0];
    if (dir) r.push(c.squaresDiagonal?.[m] ?? 0);
    if (angle) r.push(footprint(area.spec, m, pl).count);
    return r;
  });
  const unit = spell.system === 'wfb' ? t(l, 'pv.inch') : formatLength(l, 5, 'ft');
  const notes = notesIn(l, [...area.notes, ...fp.notes]).map((n) => `<li>${escapeHtml(n)}</li>`).join('');
  const html = `<section class="footprint">
<h2>${escapeHtml(t(l, 'pv.area', { label }))}</h2>
<p>${escapeHtml(dir ? t(l, 'pv.areaLineDir', { method: mname(chosen), pl: placementLabel(pl, l), n: fp.count, unit }) : t(l, 'pv.areaLine', { method: mname(chosen), n: fp.count, unit }))}</p>
${svg}
${table(head, rows, (i) => methods[i] === chosen)}
<ul class="notes">${notes}</ul>
</section>`;
  return { html, methods: [...methods] };
};

function damageHtml(title: string, d: DamageTable, source: string | undefined, l: Locale): string {
  const head = t(l, d.mode === 'slot' ? 'hover.dmg.col.slot' : d.mode === 'characterLevel' ? 'hover.dmg.col.characterLevel' : d.mode === 'highestCircle' ? 'hover.dmg.col.highestCircle' : 'hover.dmg.col.casterLevel');
  const notes = d.mode === 'highestCircle' ? notesIn(l, d.notes).map((n) => `<p class="reading">${escapeHtml(n)}</p>`).join('') : '';
  // English keeps its figures as numbers, which mark their cells numeric (`class="n"`, right-aligned); the
  // other locales' are formatted text in plain cells. Kept as printed: one form for all would change the card.
  const n = (x: number) => (l === 'en' ? x : numIn(l, x));
  return `<h3>${escapeHtml(`${title}${sourceTagIn(l, source)}`)}</h3>${table([head, t(l, 'hover.dmg.colDice'), t(l, 'hover.dmg.colAverage'), t(l, 'hover.dmg.colMax')], d.rows.map((r) => [r.level, r.text, n(r.average), n(r.maximum)]))}${notes}`;
}

/** The computed numbers: DCs, attack, damage, levels, casting odds. */
export const numbersPreview: PreviewSection = (spell, settings, _method, _placement, overrides) => {
  const profile = profileFor(spell, settings, overrides);
  const e = explainSpell(spell, settings, 0, overrides);
  const items: string[] = [];
  const fiveE = spell.system === 'dnd5e' || spell.system === 'tov';
  const l = settings.locale;
  if (fiveE && (e.save || e.attack)) {
    const profileText = describeProfileIn(l, profile.resolved, castingAbilityLabel(spell));
    items.push(`<p>${escapeHtml(t(l, profile.resolved.defaulted.includes('abilityScore') ? 'pv.profileDefault' : 'pv.profile', { profile: profileText }))}</p>`);
  }
  const facts: string[] = [];
  // Each fact names its source (explain's `sources`: a seed, or the PHB/DMG/SRD for formulas the seeds leave out).
  const src = (k: string, k2?: string) => sourceTagIn(l, e.sources?.[k], k2 ? e.sources?.[k2] : undefined);
  if (e.save) facts.push(e.save.ability ? t(l, 'pv.saveDcAbil', { dc: e.save.dc, abil: abilityIn(l, e.save.ability.toUpperCase()), src: src('save', 'abilityModifier') }) : t(l, 'pv.saveDc', { dc: e.save.dc, src: src('save', 'abilityModifier') }));
  if (e.attack) facts.push(t(l, 'pv.attack', { b: `${e.attack.bonus >= 0 ? '+' : ''}${e.attack.bonus}`, src: src('attack', 'abilityModifier') }));
  if (e.concentrationDc !== undefined && e.damage?.[0]) facts.push(t(l, 'pv.concDc', { avg: numIn(l, e.damage[0].average), dc: e.concentrationDc, src: src('concentrationDc') }));
  if (e.identifyDc !== undefined) facts.push(t(l, 'pv.identify', { dc: e.identifyDc, src: src('identifyDc') }));
  if (e.spellPoints !== undefined) facts.push(t(l, 'pv.points', { n: e.spellPoints, src: src('spellPoints') }));
  if (e.minCasterLevel) {
    const m = e.minCasterLevel;
    facts.push(m.half !== undefined ? t(l, 'pv.lowest', { full: m.full, half: String(m.half ?? '-'), third: String(m.third ?? '-'), src: src('minCasterLevel', 'minCasterLevelHalfThird') }) : t(l, 'pv.lowestFull', { full: m.full, src: src('minCasterLevel') }));
  }
  if (facts.length) items.push(`<ul>${facts.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`);
  const dmg = damageTable(spell, 'damage', profile.resolved.level, l);
  if (dmg && dmg.rows.length) items.push(damageHtml(t(l, 'term.Damage'), dmg, e.sources?.damage, l));
  const heal = damageTable(spell, 'heal', profile.resolved.level, l);
  if (heal && heal.rows.length) items.push(damageHtml(t(l, 'term.Healing'), heal, e.sources?.heal, l));
  if (spell.system === 'wfb') {
    const L = profile.resolved.wizardLevel;
    for (const cv of castingValues(spell)) {
      const row = castingRow(cv, L);
      if (!row) continue;
      const p = (x: number | undefined) => pctIn(l, x);
      items.push(`<h3>${escapeHtml(t(l, 'pv.casting', { cv, L, src: src('casting') }))}</h3>`);
      items.push(table([t(l, 'hover.wfb.colDice'), t(l, 'hover.wfb.colCastA'), t(l, 'hover.wfb.colCastB'), t(l, 'hover.wfb.colIrresistible'), t(l, 'hover.wfb.colMiscast')], row.odds.map((o, i) => [i + 1, p(o.cast), p(o.castIfBothFails), p(o.irresistible), p(o.miscast)])));
    }
    const readingA = t(l, 'hover.wfb.readingA');
    const readingB = t(l, 'hover.wfb.readingB');
    if (castingValues(spell).length) items.push(`<p class="reading">${escapeHtml(`(A) ${readingA}`)}<br>${escapeHtml(`(B) ${readingB}`)}</p>`);
    if (castingValues(spell).length) {
      // Seed 003's miscast table overlaps at 3: each result's chance under both readings.
      items.push(`<h3>${escapeHtml(t(l, 'wfb.miscast.pvHead'))}</h3>`);
      items.push(table([t(l, 'wfb.miscast.colPrinted'), t(l, 'wfb.miscast.colResult'), t(l, 'wfb.miscast.colChanceA'), t(l, 'wfb.miscast.colChanceB')], miscastTable().map((r) => [r.printed, miscastResult(l, r), `${r.waysA}/36`, `${r.waysB}/36`])));
      items.push(`<p class="reading">${escapeHtml(`(A) ${t(l, 'wfb.miscast.readingA')}`)}<br>${escapeHtml(`(B) ${t(l, 'wfb.miscast.readingB')}`)}</p>`);
      items.push(`<p class="reading">${escapeHtml(t(l, 'wfb.dispelAfter.pv', { a: t(l, 'wfb.dispelAfter.a'), b: t(l, 'wfb.dispelAfter.b') }))}</p>`);
      items.push(`<p class="reading">${escapeHtml(t(l, 'wfb.reroll.pv', { a: t(l, 'wfb.reroll.a'), b: t(l, 'wfb.reroll.b') }))}</p>`);
    }
  }
  if (items.length === 0) return undefined;
  return { html: `<section class="numbers">\n<h2>${escapeHtml(t(l, 'pv.numbers'))}</h2>\n${items.join('\n')}\n</section>` };
};

/** 3.5: the range at the profile's caster level, in feet and metres, with the working and the figures' source. */
export const rangePreview: PreviewSection = (spell, settings, _method, _placement, overrides) => {
  const found = spellRange(spell, profileFor(spell, settings, overrides).resolved.level);
  if (!found || !found.formula) return undefined;
  const l = settings.locale;
  const r = localiseRange(l, found);
  const len = (n: number, unit: 'ft' | 'm') => formatLength(l, Math.round(n * 100) / 100, unit);
  const head = t(l, 'pv.range', { level: r.level, ft: len(r.feet, 'ft'), m: len(r.metres, 'm') });
  const args = { per: r.per ?? '', formula: r.formula ?? '' };
  const line = r.band ? t(l, 'range.pv.lineBand', { ...args, band: bandIn(l, r.band) }) : t(l, 'range.pv.line', args);
  return { html: `<section class="range">\n<h2>${escapeHtml(head)}</h2>\n<p>${escapeHtml(line)}</p>\n<p class="reading">${escapeHtml(t(l, 'range.pv.source', { note: r.sourceNote }))}</p>\n</section>` };
};

/** Every section, in display order. */
export const PREVIEW_SECTIONS: PreviewSection[] = [rangePreview, areaPreview, numbersPreview];
