/**
 * Hover on `material` (5e, ToV): its price, whether it is consumed, and
 * whether a component pouch or focus can stand in; for a 5e material that is
 * consumed but unpriced, both readings of seed 000, labelled.
 */
import type { HoverContext } from './context';
import { materialFocus } from '../material-focus';
import { topKey } from './common';
import { sourceNamesIn } from '../words';
import { t } from '../../i18n';

/** The material hover section. */
export function materialSection(ctx: HoverContext): string | undefined {
  if (topKey(ctx) !== 'material') return undefined;
  const f = materialFocus(ctx.spell);
  if (!f) return undefined;
  const l = ctx.settings.locale;
  const seed = sourceNamesIn(l, [ctx.spell.system === 'tov' ? 'seed 002' : 'seed 000'])[0]!;
  const lines: string[] = [];
  const facts = [f.costGp !== undefined ? t(l, 'hover.mat.costs', { gp: f.costGp }) : t(l, 'hover.mat.noPrice'), t(l, f.consumed ? 'hover.mat.consumed' : 'hover.mat.notConsumed')];
  lines.push(t(l, 'hover.mat.head', { facts: facts.join(l === 'ja' ? '；' : '; '), seed }));
  if (!f.disputed) {
    lines.push('', t(l, f.focusB ? 'hover.mat.focus' : 'hover.mat.noFocus', { seed }));
    return lines.join('\n');
  }
  lines.push('', t(l, 'hover.mat.twoWays'), '');
  lines.push(`- **(A)** ${t(l, 'hover.mat.readingA')}`);
  lines.push(`- **(B)** ${t(l, 'hover.mat.readingB')}`);
  return lines.join('\n');
}
