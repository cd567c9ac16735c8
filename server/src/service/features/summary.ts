/**
 * One line of numbers per spell for inlay hints and code lenses, e.g.
 * `DC 15 | 8d6 avg 28 | 20-ft sphere: 52 sq (DMG)`. The figures come from
 * `figures/`, like the hovers and `grimoire explain`.
 */
import type { SpellModel } from '../model';
import type { GrimoireSettings } from '../settings';
import { formatFixed, t, type Locale } from '../i18n';
import { methodName, numIn } from './words';
import { areaCounts, spellArea } from './figures/area';
import { profileFor, spellAttack, spellSaveDc, type ProfileOverrides } from './figures/profile';
import { damageTable } from './figures/damage';
import { castingRow, castingValues } from './figures/warhammer';

/** A probability as a percentage with one decimal, the locale's way (`74.1%`, `74,1%`). */
function pct(l: Locale, p: number): string {
  return `${formatFixed(l, Math.round(p * 1000) / 10, 1)}%`;
}

/** One figure of the summary: its full words and a shorter form for the inlay hint. */
export interface SummaryPart {
  full: string;
  short: string;
}

/**
 * VS Code cuts an inlay hint longer than `editor.inlayHints.maximumLength`
 * (43 by default) with an ellipsis, mid-word; the hint is fitted to it here
 * and the full line goes in its tooltip.
 */
export const INLAY_MAX = 43;

/**
 * The figures of `spell`'s summary: save DC and attack bonus (5e, ToV), base
 * damage or healing with its average, the area with its squares under the
 * system's default grid method, and for Warhammer the best number of dice to
 * cast each casting value. Empty when there is nothing to compute.
 */
export function summaryParts(spell: SpellModel, settings: GrimoireSettings, overrides?: ProfileOverrides): SummaryPart[] {
  try {
    const parts: SummaryPart[] = [];
    const l = settings.locale;
    const num = (n: number) => numIn(l, n);
    const same = (s: string) => parts.push({ full: s, short: s });
    const profile = profileFor(spell, settings, overrides);
    const v = spell.value;
    if (spell.system === 'dnd5e' || spell.system === 'tov') {
      if (v.save && typeof v.save === 'object') same(t(l, 'summary.dc', { dc: spellSaveDc(profile) }));
      if (typeof v.attack === 'string') {
        const b = `${spellAttack(profile) >= 0 ? '+' : ''}${spellAttack(profile)}`;
        parts.push({ full: t(l, 'summary.toHit', { b }), short: t(l, 'summary.hit', { b }) });
      }
    }
    const dmg = damageTable(spell, 'damage');
    if (dmg?.rows[0]) parts.push({ full: t(l, 'summary.damage', { dice: dmg.rows[0].dice, avg: num(dmg.rows[0].average) }), short: `${dmg.rows[0].dice} ~${num(dmg.rows[0].average)}` });
    const heal = damageTable(spell, 'heal');
    if (heal?.rows[0]) parts.push({ full: t(l, 'summary.heal', { dice: heal.rows[0].dice, avg: num(heal.rows[0].average) }), short: t(l, 'summary.healShort', { dice: heal.rows[0].dice, avg: num(heal.rows[0].average) }) });
    const area = spellArea(spell, profile.resolved.level);
    if (area) {
      const c = areaCounts(area.spec, spell.system, area.methods);
      const m = c.methods[0];
      const label = area.label;
      if (m) parts.push({ full: spell.system === 'wfb' ? t(l, 'summary.area', { label, n: c.squares[m] ?? 0 }) : t(l, 'summary.areaMethod', { label, n: c.squares[m] ?? 0, method: methodName(l, m) }), short: t(l, 'summary.areaShort', { label, n: c.squares[m] ?? 0 }) });
    }
    if (spell.system === 'wfb') {
      const L = profile.resolved.wizardLevel;
      castingValues(spell).forEach((cv, i) => {
        const row = castingRow(cv, L);
        if (!row) return;
        let best = 0;
        row.odds.forEach((o, k) => {
          if (o.cast > row.odds[best]!.cast) best = k;
        });
        parts.push({
          full: t(l, i === 0 ? 'summary.wfb' : 'summary.wfbBoosted', { cv, n: best + 1, p: pct(l, row.odds[best]!.cast), L }),
          short: t(l, 'summary.wfbShort', { cv, n: best + 1, p: pct(l, row.odds[best]!.cast) }),
        });
      });
    }
    return parts;
  } catch {
    return [];
  }
}

/** The summary of `spell` as one line (code lenses, the inlay hint's tooltip, `grimoire explain`). Undefined when there is nothing to compute. */
export function summaryLine(spell: SpellModel, settings: GrimoireSettings, overrides?: ProfileOverrides): string | undefined {
  const parts = summaryParts(spell, settings, overrides);
  return parts.length ? parts.map((p) => p.full).join(' | ') : undefined;
}

/**
 * The summary fitted to `max` characters: the full line when it fits, else
 * the short forms, else as many whole short figures from the start as fit
 * (never a figure cut in the middle). Undefined when there is nothing.
 */
export function fitSummary(parts: readonly SummaryPart[], max = INLAY_MAX): string | undefined {
  if (parts.length === 0) return undefined;
  const full = parts.map((p) => p.full).join(' | ');
  if (full.length <= max) return full;
  const shorts = parts.map((p) => p.short);
  for (let n = shorts.length; n > 0; n--) {
    const line = shorts.slice(0, n).join(' | ');
    if (line.length <= max) return line;
  }
  // Even the first figure alone is too long (a huge custom area label): cut it at a word.
  const first = shorts[0]!;
  const cut = first.slice(0, max - 1);
  const sp = cut.lastIndexOf(' ');
  return (sp > max / 2 ? cut.slice(0, sp) : cut) + '…';
}
