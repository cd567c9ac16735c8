/**
 * Hover on `duration` (and `concentration`) of a concentration spell: what
 * breaks concentration.
 */
import type { HoverContext } from '../hover';
import { isConcentration } from '../explain';
import { topKey } from './common';
import { parseDuration } from '../../compute/text';
import { figureSource, sourceTag } from '../figures';

/** The concentration hover section. */
export function durationSection(ctx: HoverContext): string | undefined {
  const key = topKey(ctx);
  if (key !== 'duration' && key !== 'concentration') return undefined;
  if (ctx.spell.system === 'wfb' || !isConcentration(ctx.spell)) return undefined;
  if (ctx.spell.system === 'dnd35') {
    const d = typeof ctx.spell.value.duration === 'string' ? parseDuration(ctx.spell.value.duration, 'dnd35') : undefined;
    return `**Concentration** (3.5): the spell lasts as long as you concentrate on it${d?.dismissible ? '; (D): you can dismiss it' : ''}.`;
  }
  return [
    '**Concentration**: one concentration spell at a time. It ends when you:',
    '',
    '- cast another spell that needs concentration;',
    '- are incapacitated or killed;',
    `- fail a **Constitution save** after taking damage: **DC = max(10, half the damage)**, one save per source of damage${sourceTag(figureSource('concentrationDc', ctx.spell.system))}.`,
  ].join('\n');
}
