/**
 * Warhammer hover on `casting_value` and on each boosted `casting_value`:
 * exact odds of casting with 1 to 6 power dice at the profile's wizard level
 * (cast under both readings of irresistible force + miscast, irresistible
 * force, miscast), the chance an enemy wizard dispels a normal cast with 1, 2
 * or 3 dice (dispeller assumed to be of the same level), and the seed's
 * contradictions where a figure depends on them, both readings labelled:
 * irresistible force + miscast, the miscast table's overlapping rows (the
 * chance of each result), rerolls, and dispelling after a miscast.
 */
import { defaultsNoteIn, pctIn } from '../words';
import { render, t, type Locale } from '../../i18n';
import type { HoverContext } from './context';
import { dispelOdds, minimumDiceToReach } from '../../compute/warhammer';
import { profileFor } from '../figures/profile';
import { castingRow } from '../figures/warhammer';
import { mdTable, topKey } from './common';
import { miscastTable, type MiscastRow } from '../../compute/wfb-readings';

/** The casting value under the cursor: `casting_value`, or `boosted[i].casting_value`. */
function castingValueAt(ctx: HoverContext): { cv: number; boosted: boolean } | undefined {
  const v = ctx.spell.value;
  const path = ctx.path;
  if (path.length === 1 && path[0] === 'casting_value' && typeof v.casting_value === 'number') return { cv: v.casting_value, boosted: false };
  if (path.length === 3 && path[0] === 'boosted' && typeof path[1] === 'number' && path[2] === 'casting_value' && Array.isArray(v.boosted)) {
    const b = v.boosted[path[1]] as Record<string, unknown> | undefined;
    if (b && typeof b.casting_value === 'number') return { cv: b.casting_value, boosted: true };
  }
  return undefined;
}

/** The preview command as a markdown link target (the VS Code client trusts this one command in hovers). */
export const PREVIEW_COMMAND_LINK = 'command:grimoire.openPreviewToSide';

/** The Warhammer casting-odds hover section. */
export function warhammerSection(ctx: HoverContext): string | undefined {
  if (ctx.spell.system !== 'wfb' || (topKey(ctx) !== 'casting_value' && topKey(ctx) !== 'boosted')) return undefined;
  const at = castingValueAt(ctx);
  if (!at) return undefined;
  const profile = profileFor(ctx.spell, ctx.settings, ctx.overrides);
  const L = profile.resolved.wizardLevel;
  const row = castingRow(at.cv, L);
  if (!row) return undefined;
  const lines: string[] = [];
  const l = ctx.settings.locale;
  const pct = (p: number | undefined) => pctIn(l, p);
  lines.push(t(l, at.boosted ? 'hover.wfb.headBoosted' : 'hover.wfb.head', { cv: at.cv, L }));
  // The answer first: the number of dice most likely to cast it (reading A), then the odds behind it.
  let best = 0;
  row.odds.forEach((o, k) => {
    if (o.cast > row.odds[best]!.cast) best = k;
  });
  lines.push('', t(l, 'hover.wfb.best', { n: best + 1, p: pct(row.odds[best]!.cast) }));
  const rows = row.odds.map((o, i) => {
    const disp = [1, 2, 3].map((k) => {
      const r = dispelOdds(at.cv, i + 1, L, k, L);
      return r.error === undefined ? pct(r.dispel) : '-';
    });
    return [i + 1, pct(o.cast), pct(o.castIfBothFails), pct(o.irresistible), pct(o.miscast), disp.join(' / ')];
  });
  lines.push('', mdTable([t(l, 'hover.wfb.colDice'), t(l, 'hover.wfb.colCastA'), t(l, 'hover.wfb.colCastB'), t(l, 'hover.wfb.colIrresistible'), t(l, 'hover.wfb.colMiscast'), t(l, 'hover.wfb.colDispel')], rows));
  const min = minimumDiceToReach(at.cv, L);
  lines.push('', min === undefined ? t(l, 'hover.wfb.none') : t(l, 'hover.wfb.min', { n: min }));
  lines.push('', t(l, 'hover.wfb.dispel', { L }));
  const d = defaultsNoteIn(l, profile, ['wizardLevel']);
  if (d) lines.push('', `_${d}_`);
  // The two readings, the miscast table and the rule texts are a screen more: one click away, in the preview.
  lines.push('', t(l, 'hover.wfb.more', { link: PREVIEW_COMMAND_LINK }));
  return lines.join('\n');
}

/** A miscast row's result in `l` (`wfb.result.<printed range>`). */
export function miscastResult(l: Locale, r: MiscastRow): string {
  return render(l, r.result);
}

/**
 * The miscast table under both readings of its overlapping rows, then the
 * dispel-after-miscast and reroll readings (seed 003), in `l`; quotes from
 * the rule text stay in Russian. Called by {@link warhammerSection}.
 */
export function miscastMarkdown(l: Locale = 'en'): string[] {
  const pc = (p: number) => pctIn(l, p);
  const rows = miscastTable().map((r) => [r.printed, miscastResult(l, r), `${r.waysA}/36 (${pc(r.waysA / 36)})`, `${r.waysB}/36 (${pc(r.waysB / 36)})`]);
  return [
    t(l, 'wfb.miscast.head'),
    '',
    `- **(A)** ${t(l, 'wfb.miscast.readingA')}`,
    `- **(B)** ${t(l, 'wfb.miscast.readingB')}`,
    '',
    mdTable([t(l, 'wfb.miscast.colPrinted'), t(l, 'wfb.miscast.colResult'), t(l, 'wfb.miscast.colChanceA'), t(l, 'wfb.miscast.colChanceB')], rows),
    '',
    t(l, 'wfb.dispelAfter.head'),
    '',
    `- **(A)** ${t(l, 'wfb.dispelAfter.a')}`,
    `- **(B)** ${t(l, 'wfb.dispelAfter.b')}`,
    '',
    t(l, 'wfb.reroll.head'),
    '',
    `- **(A)** ${t(l, 'wfb.reroll.a')}`,
    `- **(B)** ${t(l, 'wfb.reroll.b')}`,
  ];
}
