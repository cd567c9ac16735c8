/**
 * `5e24/material-cost`: a 2024 material that is priced (`worth 50+ GP`) or
 * consumed does not say so as data, or its data contradicts its text.
 * SRD 5.2 (Spellcasting Focus): a focus replaces a spell's materials only if
 * they aren't consumed and don't have a cost; `cost_gp` and `consumed` are
 * how the format says that, so the hovers, `explain` and other tools get it
 * right without reading prose.
 */
import type { MsgList } from '../i18n';
import type { Fix } from '../types';
import type { DocumentedRule, SpellInput } from './rule';
import { fixTitle, rangeOf, say } from './rule';
import { insertEntry, setValue } from './edit';
import { fmt, isRecord, num, str } from './read';
import { CONSUMES, pricesIn2024, type Price2024 } from '../text/price';
import { EACH, isWholeMultiple } from './5e-material-cost';

/** The prices as the text writes them (`50+ GP`), for a message. */
function shownOf(prices: readonly Price2024[]): MsgList {
  return { list: prices.map((p) => `${fmt(p.gp)}${p.atLeast ? '+' : ''} GP`), join: 'comma' };
}

/** Does `cost` agree with the text's prices: one of them, their sum, or a whole multiple of one the text gives "each"? */
function agrees(cost: number, prices: readonly Price2024[], text: string): boolean {
  const each = EACH.test(text);
  const sum = prices.reduce((a, p) => a + p.gp, 0);
  return prices.some((p) => Math.abs(p.gp - cost) < 1e-9 || (each && isWholeMultiple(cost, p.gp))) || Math.abs(sum - cost) < 1e-9;
}

/** The material written as a mapping with its cost and consuming, from its text form (a YAML double-quoted text). */
function asMapping(spell: SpellInput, text: string, cost: number | undefined, consumed: boolean): Fix | undefined {
  const parts = [`text: ${JSON.stringify(text)}`, ...(cost !== undefined ? [`cost_gp: ${fmt(cost)}`] : []), ...(consumed ? ['consumed: true'] : [])];
  const edit = setValue(spell, ['material'], `{ ${parts.join(', ')} }`);
  return edit ? { ...fixTitle('fix24.material.asData'), edits: [edit], kind: 'safe' } : undefined;
}

/** The `5e24/material-cost` rule; registered in `index.ts` (RULES), run on 2024 D&D 5e spells. */
export const materialCost24: DocumentedRule = {
  code: '5e24/material-cost',
  title: 'A priced or consumed material does not say its cost or consuming as data',
  doc:
    'SRD 5.2: "A Spellcasting Focus is an object that certain creatures can use in place of a spell\'s Material components if those materials aren\'t consumed by the spell and don\'t have a cost specified." ' +
    'The 2024 texts price a material as "worth 50+ GP" (at least 50 GP; also "1,000+ GP", "2 Copper Pieces") and say "which the spell consumes". The format says both as data, `cost_gp` and `consumed: true`, so whether a focus can stand in is known without reading prose. ' +
    'Warning: a priced or consumed material written as plain text; a mapping whose text names a price but has no `cost_gp`, or a `cost_gp` that is none of the text\'s prices (nor their sum, nor a whole multiple of a price given "each"); a text that says the spell consumes the material with `consumed` false or left out. ' +
    'Info: `consumed: true` when neither the material nor the description says it is consumed.',
  basis: [
    { seed: 'srd52', section: 'Rules Glossary: Spellcasting Focus', quote: 'A Spellcasting Focus is an object that certain creatures can use in place of a spell\'s Material components if those materials aren\'t consumed by the spell and don\'t have a cost specified.', means: 'a focus cannot replace a consumed or priced material' },
  ],
  scope: 'Buying the component (one worth more than the price will do) and keeping count of consumed ones.',
  fix: 'Writes a plain-text material as `{ text, cost_gp, consumed }` with the price and the consuming its text states; adds `cost_gp` or `consumed: true` to a mapping whose text states them.',
  defaultSeverity: 'warning',
  systems: ['dnd5e'],
  editions: ['2024'],
  check(spell, report) {
    const m = spell.value.material;
    if (typeof m === 'string') {
      const prices = pricesIn2024(m);
      const consumes = CONSUMES.test(m);
      if (prices.length === 0 && !consumes) return;
      const fix = prices.length <= 1 ? asMapping(spell, m, prices[0]?.gp, consumes) : undefined;
      report({
        ...say(prices.length > 0 ? 'rule24.materialCost.textPriced' : 'rule24.materialCost.textConsumed', prices.length > 0 ? { shown: shownOf(prices) } : undefined),
        ...rangeOf(spell, ['material']),
        ...(fix ? { fixes: [fix] } : {}),
      });
      return;
    }
    if (!isRecord(m)) return;
    const text = str(m.text)?.trim() ?? '';
    const cost = num(m.cost_gp);
    const prices = pricesIn2024(text);
    if (prices.length > 0) {
      const shown = shownOf(prices);
      if (cost === undefined) {
        const edit = prices.length === 1 ? insertEntry(spell, ['material'], 'cost_gp', fmt(prices[0]!.gp)) : undefined;
        report({ ...say('rule24.materialCost.missing', { shown }), ...rangeOf(spell, ['material', 'text']), ...(edit ? { fixes: [{ ...fixTitle('fix24.material.addCost', { cost: fmt(prices[0]!.gp) }), edits: [edit], kind: 'safe' }] } : {}) });
      } else if (cost === 0) {
        report({ ...say('rule.materialCost.zero', { shown }), ...rangeOf(spell, ['material', 'cost_gp']) });
      } else if (!agrees(cost, prices, text)) {
        report({ ...say('rule.materialCost.differs', { cost: fmt(cost), shown }), ...rangeOf(spell, ['material', 'cost_gp']) });
      }
    }
    const textSays = CONSUMES.test(text);
    if (m.consumed === false && textSays) {
      report({ ...say('rule.materialCost.notConsumed'), ...rangeOf(spell, ['material', 'consumed']) });
    } else if (m.consumed === undefined && textSays) {
      const edit = insertEntry(spell, ['material'], 'consumed', 'true');
      report({ ...say('rule24.materialCost.consumedUnsaid'), ...rangeOf(spell, ['material', 'text']), ...(edit ? { fixes: [{ ...fixTitle('fix24.material.addConsumed'), edits: [edit], kind: 'safe' }] } : {}) });
    } else if (m.consumed === true && !textSays && !CONSUMES.test(str(spell.value.description) ?? '')) {
      report({ ...say('rule.materialCost.consumed'), ...rangeOf(spell, ['material', 'consumed']), severity: 'info' });
    }
  },
};
