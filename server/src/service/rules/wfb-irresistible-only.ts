/**
 * `wfb/irresistible-only`: a casting value no roll of six power dice can
 * reach without irresistible force, even for a level 4 wizard.
 */
import { reachableWithoutIrresistible, WIZARD_LEVELS } from '../compute/warhammer';
import type { DocumentedRule } from './rule';
import { say } from './rule';
import { rangeOf } from './rule';
import { int, isRecord } from './read';

/** 6 + 5 * 5: six dice with at most one 6 (two 6s are irresistible force). */
const MAX_DICE_WITHOUT_IF = 31;

/** The `wfb/irresistible-only` rule; registered in `index.ts` (RULES), run by the analyzer on every spell of its systems. */
export const irresistibleOnly: DocumentedRule = {
  code: 'wfb/irresistible-only',
  title: 'A casting value is reachable only with irresistible force',
  doc:
    'Seed 003: a wizard casts with one to six dice, "маг может использовать от одного до шести кубиков", and the result is the dice plus the wizard level. ' +
    'Two or more sixes are irresistible force: "Если при сотворении заклинания на кубиках выпадает две и более 6-ки, то считается, что заклинание сотворено с непреодолимой силой". ' +
    'Without two sixes the best roll of six dice is 6 + 5 + 5 + 5 + 5 + 5 = 31; the seed\'s wizards go up to level 4 (its examples: "маг 4-ого уровня", a 4th-level wizard; the format allows 1-4), so 35 is the highest casting result ' +
    'a spell can be cast with normally. A casting value (base or boosted) above 35 can only ever be cast with irresistible force. ' +
    'Assumptions: the wizard level is at most 4 (no magic items or other bonuses); the caster profile\'s own level is not used, so the rule holds for every wizard.',
  basis: [
    { seed: '003', quote: 'Если при сотворении заклинания на кубиках выпадает две и более 6-ки, то считается, что заклинание сотворено с непреодолимой силой.', means: 'two or more sixes are irresistible force' },
  ],
  scope: 'Resolving a miscast, rerolls, and items that add dice; the hover shows the odds and both readings where the text contradicts itself.',
  defaultSeverity: 'warning',
  systems: ['wfb'],
  check(spell, report) {
    const level = WIZARD_LEVELS.max;
    const limit = MAX_DICE_WITHOUT_IF + level;
    const check = (v: number | undefined, path: Array<string | number>, key: 'rule.irresistible.base' | 'rule.irresistible.boosted') => {
      if (v === undefined || reachableWithoutIrresistible(v, level) !== false) return;
      report({
        ...say(key, { v, limit, level }),
        ...rangeOf(spell, path),
      });
    };
    check(int(spell.value.casting_value), ['casting_value'], 'rule.irresistible.base');
    const boosted = spell.value.boosted;
    if (Array.isArray(boosted)) boosted.forEach((b, i) => check(isRecord(b) ? int(b.casting_value) : undefined, ['boosted', i, 'casting_value'], 'rule.irresistible.boosted'));
  },
};
