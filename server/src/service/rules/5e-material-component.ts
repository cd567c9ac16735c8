/**
 * `5e/material-component`: `M` is listed without a material, or a material
 * (a cost, a consumed item) is described without `M`.
 */
import type { DocumentedRule } from './rule';
import { fixTitle, say } from './rule';
import { rangeOf } from './rule';
import { rewriteList } from './edit';
import { isRecord, num, str } from './read';
import { componentLetter } from './5e-components';

const ORDER = ['V', 'S', 'M'];

/** Does the spell describe a material, and with a cost or as consumed? */
function material(v: unknown): { described: boolean; costly: boolean; consumed: boolean } {
  if (isRecord(v)) {
    const text = str(v.text)?.trim() ?? '';
    const cost = num(v.cost_gp);
    return {
      described: text !== '' || cost !== undefined || v.consumed === true,
      costly: (cost ?? 0) > 0 || /\bworth\b|\d\s*gp\b/i.test(text),
      consumed: v.consumed === true || /\bconsume/i.test(text),
    };
  }
  const text = str(v)?.trim() ?? '';
  return { described: text !== '', costly: /\bworth\b|\d\s*gp\b/i.test(text), consumed: /\bconsume/i.test(text) };
}

/** The `5e/material-component` rule; registered in `index.ts` (RULES), run by the analyzer on every spell of its systems. */
export const materialComponent: DocumentedRule = {
  code: '5e/material-component',
  title: 'M listed without a material, or a material without M',
  doc:
    'The material is named with the M component, and only then. Seed 000 (5e): "Деякі заклинання потребують певних предметів, зазначених у дужках у записі компонентів" ' +
    '(some spells need particular objects, named in parentheses in the components entry); seed 002 (ToV): "その呪文の構成要素の部分に( )で示されている物質が必要になる" (the material shown in parentheses in the components entry is needed). ' +
    'A material with a cost cannot be replaced by a pouch or focus, and a consumed one must be supplied at each casting ("якщо для компонента вказано вартість, персонаж мусить мати саме цей компонент"; ' +
    '"Якщо заклинання каже, що матеріальний компонент витрачається, чаротворець мусить мати його на кожне накладання"): both are material components, so they need `M`. ' +
    'So `M` is listed if and only if `material` describes something.',
  basis: [
    { seed: '000', quote: 'Деякі заклинання потребують певних предметів, зазначених у дужках у записі компонентів', means: 'some spells need particular objects, named in parentheses in the components entry' },
    { seed: '002', quote: 'その呪文の構成要素の部分に( )で示されている物質が必要になる', means: 'the material shown in parentheses in the components entry is needed' },
  ],
  scope: 'Whether the caster carries the component, a pouch or a focus, and has a hand free to hold it.',
  fix: 'Adds `M` to the components (in V, S, M order) when a material is described, or removes `M` when none is; keeps the list\'s style, not offered when the list holds a comment.',
  defaultSeverity: 'warning',
  systems: ['dnd5e', 'tov'],
  check(spell, report) {
    const list = spell.value.components;
    if (!Array.isArray(list)) return;
    // The seed's Ukrainian letters (В, С, М) count as V, S, M here; `5e/components` offers to rewrite them.
    const comps = list.map((c) => componentLetter(c) ?? (typeof c === 'string' ? c.trim().toUpperCase() : ''));
    const hasM = comps.includes('M');
    const m = material(spell.value.material);
    const known = comps.filter((c) => ORDER.includes(c));
    const clean = known.length === list.length; // only V/S/M strings: safe to rewrite
    if (hasM && !m.described) {
      const items = ORDER.filter((c) => c !== 'M' && known.includes(c));
      const edit = clean && items.length > 0 ? rewriteList(spell, ['components'], items) : undefined;
      report({
        ...say('rule.material.noMaterial'),
        ...rangeOf(spell, ['components']),
        fixes: edit ? [{ ...fixTitle('fix.material.removeM'), edits: [edit], kind: 'suggestion' }] : undefined,
      });
    } else if (!hasM && m.described) {
      const why = m.costly && m.consumed ? 'rule.material.missingM.costlyConsumed' : m.costly ? 'rule.material.missingM.costly' : m.consumed ? 'rule.material.missingM.consumed' : 'rule.material.missingM.plain';
      const items = ORDER.filter((c) => c === 'M' || known.includes(c));
      const edit = clean ? rewriteList(spell, ['components'], items) : undefined;
      report({
        ...say(why),
        ...rangeOf(spell, ['components']),
        fixes: edit ? [{ ...fixTitle('fix.material.addM'), edits: [edit], kind: 'safe' }] : undefined,
      });
    }
  },
};
