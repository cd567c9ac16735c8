/**
 * Hover on `material` (5e, ToV): its price, whether it is consumed, and
 * whether a component pouch or focus can stand in; for a 5e material that is
 * consumed but unpriced, both readings of seed 000, labelled.
 */
import type { HoverContext } from '../hover';
import { materialFocus } from '../material-focus';
import { topKey } from './common';
import { rulesName } from '../../rules/sources';

/** The material hover section. */
export function materialSection(ctx: HoverContext): string | undefined {
  if (topKey(ctx) !== 'material') return undefined;
  const f = materialFocus(ctx.spell);
  if (!f) return undefined;
  const seed = ctx.spell.system === 'tov' ? rulesName('002') : rulesName('000');
  const lines: string[] = [];
  const facts = [f.costGp !== undefined ? `costs **${f.costGp} gp**` : 'no price', f.consumed ? 'the spell **consumes** it (supply it at every casting)' : 'not consumed'];
  lines.push(`**Material**: ${facts.join('; ')} (${seed}).`);
  if (!f.disputed) {
    lines.push('', f.focusB ? `A component pouch or spellcasting focus can stand in for it (${seed}).` : `No pouch or focus can stand in: a material with a price is needed itself (${seed}).`);
    return lines.join('\n');
  }
  lines.push('', 'Can a pouch or focus stand in for a consumed, unpriced material? The D&D 5e rules read two ways:', '');
  lines.push(`- **(A)** summary line, "Коштовні та витратні компоненти не можна замінити фокусуванням" (costly and consumed components cannot be replaced by a focus): **no**, the item itself is needed.`);
  lines.push(`- **(B)** detailed text, "якщо для компонента вказано вартість, персонаж мусить мати саме цей компонент" (only a component with a stated cost must be had itself): **yes**.`);
  return lines.join('\n');
}
