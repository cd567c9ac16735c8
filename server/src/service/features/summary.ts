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
import { baseRoll } from './figures/damage';
import { castingRow, castingValues } from './figures/warhammer';

/** A probability as a percentage with one decimal, the locale's way (`74.1%`, `74,1%`). */
function pct(l: Locale, p: number): string {
  return `${formatFixed(l, Math.round(p * 1000) / 10, 1)}%`;
}

/** One figure of the summary: its full words, a shorter form for the inlay hint, and a shortest one when even those do not fit. */
export interface SummaryPart {
  full: string;
  short: string;
  /** The figure at its barest (an area's squares without its label); `short` when absent. */
  tiny?: string;
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
    // The roll at the spell's own level, even when the level itself is broken: the hint keeps its shape.
    const dmg = baseRoll(spell, 'damage');
    if (dmg) parts.push({ full: t(l, 'summary.damage', { dice: dmg.dice, avg: num(dmg.average) }), short: `${dmg.dice} ~${num(dmg.average)}` });
    const heal = baseRoll(spell, 'heal');
    if (heal) parts.push({ full: t(l, 'summary.heal', { dice: heal.dice, avg: num(heal.average) }), short: t(l, 'summary.healShort', { dice: heal.dice, avg: num(heal.average) }) });
    const area = spellArea(spell, profile.resolved.level);
    if (area) {
      const c = areaCounts(area.spec, spell.system, area.methods);
      const m = c.methods[0];
      const label = area.label;
      if (m) parts.push({ full: spell.system === 'wfb' ? t(l, 'summary.area', { label, n: c.squares[m] ?? 0 }) : t(l, 'summary.areaMethod', { label, n: c.squares[m] ?? 0, method: methodName(l, m) }), short: t(l, 'summary.areaShort', { label, n: c.squares[m] ?? 0 }), tiny: t(l, 'summary.areaTiny', { n: c.squares[m] ?? 0 }) });
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
 * the short forms, else the shortest forms from the last figure back, so
 * every figure stays and in the same order whatever the spell's errors;
 * only when even that is too long do the last whole figures go (never a
 * figure cut in the middle). Undefined when there is nothing.
 */
export function fitSummary(parts: readonly SummaryPart[], max = INLAY_MAX): string | undefined {
  if (parts.length === 0) return undefined;
  const full = parts.map((p) => p.full).join(' | ');
  if (full.length <= max) return full;
  const forms = parts.map((p) => p.short);
  const line = (n = forms.length) => forms.slice(0, n).join(' | ');
  for (let i = parts.length - 1; i >= 0 && line().length > max; i--) forms[i] = parts[i]!.tiny ?? parts[i]!.short;
  for (let n = forms.length; n > 0; n--) if (line(n).length <= max) return line(n);
  // Even the first figure alone is too long (a huge custom area label): cut it at a word.
  const first = forms[0]!;
  const cut = first.slice(0, max - 1);
  const sp = cut.lastIndexOf(' ');
  return (sp > max / 2 ? cut.slice(0, sp) : cut) + '…';
}
