/**
 * `5e/material-cost`: a material's `cost_gp` or `consumed` flag contradicts
 * its own text: a price in the text that `cost_gp` does not give, a
 * `cost_gp` other than the text's price, or a consumed material marked
 * `consumed: false` (and the other way round).
 *
 * The flags decide what the tool says about the material (whether a pouch or
 * focus can stand in, whether it is needed again each casting), so a flag
 * that disagrees with the text misleads. Only the mapping form has flags; a
 * material written as text says what it says.
 */
import type { MsgList } from '../i18n';
import type { DocumentedRule } from './rule';
import { rangeOf, say } from './rule';
import { fmt, isRecord, num, str } from './read';
import { CONSUMES, pricesInText } from '../text/price';

/** "each item worth at least 5 gp", "50 gp each": the cost is a whole multiple of the price. */
export const EACH = /\beach\b/i;

export function isWholeMultiple(cost: number, price: number): boolean {
  if (!(price > 0)) return false;
  const q = cost / price;
  return q >= 1 && Math.abs(q - Math.round(q)) < 1e-9;
}

/** The `5e/material-cost` rule; registered in `index.ts` (RULES), run by the analyzer on every spell of its systems. */
export const materialCost: DocumentedRule = {
  code: '5e/material-cost',
  title: 'A material\'s cost or consumed flag contradicts its text',
  doc:
    'Seed 000: "якщо для компонента вказано вартість, персонаж мусить мати саме цей компонент" (if a cost is given for a component, the character must have that very component) and ' +
    '"Якщо заклинання каже, що матеріальний компонент витрачається, чаротворець мусить мати його на кожне накладання" (if the spell says the material is consumed, the caster must supply it for each casting); ' +
    'seed 002: "構成要素に価格が書かれている場合は呪文構成要素ポーチや焦点具では代用できず" (a component with a price cannot be replaced by a pouch or focus) and "その呪文によって物質要素が消費されると書かれている場合、発動者はその呪文を発動する毎に物質構成要素を準備せねばならない" (when the spell says the material is consumed, the caster must provide it for every casting). ' +
    'The price and the consuming are what the text says; `cost_gp` and `consumed` repeat them as data. ' +
    'Warning: a `cost_gp` that is none of the prices in the material\'s text (nor their sum, nor a whole multiple of a price the text gives "each"); `consumed: false` on a material whose text says the spell consumes (destroys, shatters) it. ' +
    'Info: a text with a price and no `cost_gp` (the tool then reads the price from the text); `consumed: true` when neither the material nor the description says it is consumed. ' +
    'A `cost_gp` with no price in the text is accepted (the text may name the object only).',
  basis: [
    { seed: '000', quote: 'якщо для компонента вказано вартість, персонаж мусить мати саме цей компонент', means: 'if a cost is given for a component, the character must have that very component' },
    { seed: '000', quote: 'Якщо заклинання каже, що матеріальний компонент витрачається, чаротворець мусить мати його на кожне накладання', means: 'if the spell says the material is consumed, the caster must have it for each casting' },
    { seed: '002', quote: '構成要素に価格が書かれている場合は呪文構成要素ポーチや焦点具では代用できず', means: 'a component with a price cannot be replaced by a pouch or focus' },
  ],
  scope: 'Buying the component, one worth more than the price (seed 002 allows it), and keeping count of consumed ones.',
  defaultSeverity: 'warning',
  systems: ['dnd5e', 'tov'],
  check(spell, report) {
    const m = spell.value.material;
    if (!isRecord(m)) return;
    const text = str(m.text)?.trim() ?? '';
    const cost = num(m.cost_gp);
    const prices = pricesInText(text);
    if (prices.length > 0) {
      const sum = prices.reduce((a, b) => a + b, 0);
      const shown: MsgList = { list: prices.map((p) => `${fmt(p)} gp`), join: 'comma' };
      // Read once: tested inside the loop below it read the whole text again for every price.
      const each = EACH.test(text);
      if (cost === undefined || cost === 0) {
        if (cost === 0) {
          report({ ...say('rule.materialCost.zero', { shown }), ...rangeOf(spell, ['material', 'cost_gp']) });
        } else {
          report({ ...say('rule.materialCost.missing', { shown }), ...rangeOf(spell, ['material', 'text']), severity: 'info' });
        }
      } else if (!prices.some((p) => Math.abs(p - cost) < 1e-9 || (each && isWholeMultiple(cost, p))) && Math.abs(sum - cost) > 1e-9) {
        report({ ...say('rule.materialCost.differs', { cost: fmt(cost), shown }), ...rangeOf(spell, ['material', 'cost_gp']) });
      }
    }
    const textSays = CONSUMES.test(text);
    if (m.consumed === false && textSays) {
      report({ ...say('rule.materialCost.notConsumed'), ...rangeOf(spell, ['material', 'consumed']) });
    } else if (m.consumed === true && !textSays && !CONSUMES.test(str(spell.value.description) ?? '')) {
      report({ ...say('rule.materialCost.consumed'), ...rangeOf(spell, ['material', 'consumed']), severity: 'info' });
    }
  },
};
