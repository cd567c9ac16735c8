/**
 * Can a component pouch or spellcasting focus stand in for a spell's
 * material? Seed 000 answers two ways for a material the spell consumes but
 * does not price:
 *
 * - (A) its summary line: "Коштовні та витратні компоненти не можна замінити
 *   фокусуванням" (costly and consumed components cannot be replaced by a
 *   focus): a consumed material needs the real item;
 * - (B) its detailed text: "якщо для компонента вказано вартість, персонаж
 *   мусить мати саме цей компонент" (if a cost is given, the character must
 *   have that very component): only a priced material does.
 *
 * Seed 002 (ToV) has only the detailed rule ("構成要素に価格が書かれている場合は
 * ... 代用できず"), so a ToV spell gets one answer. Called by the material
 * hover and `explain --json` (`material`). Pure.
 */
import type { SpellModel } from '../model';
// The same reading of prices and of "consumes" as the rule that checks the flags against the text.
import { CONSUMES, pricesInText } from '../text/price';

/** What the spell's material says, and whether a focus can stand in under each reading. */
export interface MaterialFocus {
  /** The material's price in gp (`cost_gp`, else the first price in its text), when it has one. */
  costGp?: number;
  /** The spell consumes the material (`consumed: true`, or the text says so). */
  consumed: boolean;
  /** Can a pouch or focus stand in? Reading A (5e summary line: costly and consumed components cannot be replaced). */
  focusA: boolean;
  /** Reading B (5e detailed text, and ToV's only rule: a component with a cost cannot be replaced). */
  focusB: boolean;
  /** Do the readings disagree for this material? Only then is the contradiction shown. */
  disputed: boolean;
}


/** The focus question for a 5e or ToV spell with a material; undefined when it has none. */
export function materialFocus(spell: SpellModel): MaterialFocus | undefined {
  if (spell.system !== 'dnd5e' && spell.system !== 'tov') return undefined;
  const m = spell.value.material;
  let text = '';
  let cost: number | undefined;
  let consumed = false;
  if (typeof m === 'string') text = m;
  else if (m && typeof m === 'object' && !Array.isArray(m)) {
    const o = m as Record<string, unknown>;
    text = typeof o.text === 'string' ? o.text : '';
    if (typeof o.cost_gp === 'number' && Number.isFinite(o.cost_gp) && o.cost_gp > 0) cost = o.cost_gp;
    if (o.consumed === true) consumed = true;
  } else return undefined;
  if (text.trim() === '' && cost === undefined) return undefined;
  if (cost === undefined) cost = pricesInText(text)[0];
  if (CONSUMES.test(text)) consumed = true;
  const costly = cost !== undefined && cost > 0;
  const focusB = !costly;
  // ToV has only the detailed rule; 5e's summary line also bars a consumed material.
  const focusA = spell.system === 'tov' ? focusB : !costly && !consumed;
  return { ...(cost !== undefined ? { costGp: cost } : {}), consumed, focusA, focusB, disputed: focusA !== focusB };
}
