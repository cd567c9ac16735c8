/**
 * Hover on `duration` (and `concentration`) of a concentration spell: what
 * breaks concentration.
 */
import type { HoverContext } from './context';
import { isConcentration } from '../figures/levels';
import { topKey } from './common';
import { parseDuration } from '../../text/duration';
import { figureRulesOf, figureSource } from '../figures/sources';
import { sourceTagIn } from '../words';
import { t } from '../../i18n';

/** The concentration hover section. */
export function durationSection(ctx: HoverContext): string | undefined {
  const key = topKey(ctx);
  if (key !== 'duration' && key !== 'concentration') return undefined;
  if (ctx.spell.system === 'wfb' || !isConcentration(ctx.spell)) return undefined;
  const l = ctx.settings.locale;
  if (ctx.spell.system === 'dnd35') {
    const d = typeof ctx.spell.value.duration === 'string' ? parseDuration(ctx.spell.value.duration, 'dnd35') : undefined;
    return t(l, d?.dismissible ? 'hover.conc.35d' : 'hover.conc.35');
  }
  return [
    t(l, 'hover.conc.head'),
    '',
    t(l, 'hover.conc.another'),
    t(l, 'hover.conc.incapacitated'),
    t(l, figureRulesOf(ctx.spell) === 'dnd5e-2024' ? 'hover.conc.damage24' : 'hover.conc.damage', { src: sourceTagIn(l, figureSource('concentrationDc', figureRulesOf(ctx.spell))) }),
  ].join('\n');
}
