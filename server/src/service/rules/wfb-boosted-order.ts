/**
 * `wfb/boosted-order`: a boosted casting value is not above the base value,
 * or boosted values are not in ascending order.
 */
import type { DocumentedRule } from './rule';
import { say } from './rule';
import { rangeOf } from './rule';
import { int, isRecord } from './read';

/** The `wfb/boosted-order` rule; registered in `index.ts` (RULES), run by the analyzer on every spell of its systems. */
export const boostedOrder: DocumentedRule = {
  code: 'wfb/boosted-order',
  title: 'A boosted casting value is not above the previous one',
  doc:
    'Seed 003: boosting puts more power into a spell for more range, duration or damage, "там же указана дополнительная сложность, которую надо преодолеть" ' +
    '(the description gives the extra casting value to beat); its example is "со сложностью в 14+ вместо 11+" (casting value 14+ instead of 11+). ' +
    'So each boosted casting value is strictly above the base value, and a list of boosts goes up: each above the one before. Integers only; other values are the schema\'s.',
  basis: [
    { seed: '003', quote: 'там же указана дополнительная сложность, которую надо преодолеть', means: 'the description gives the extra casting value to beat' },
  ],
  scope: 'Declaring the boost before the roll ("Игрок должен до всех бросков указать").',
  defaultSeverity: 'warning',
  systems: ['wfb'],
  check(spell, report) {
    const base = int(spell.value.casting_value);
    const boosted = spell.value.boosted;
    if (!Array.isArray(boosted)) return;
    let prev = base;
    let prevBoost = 0;
    boosted.forEach((b, i) => {
      const v = isRecord(b) ? int(b.casting_value) : undefined;
      if (v === undefined) return;
      if (prev !== undefined && v <= prev) {
        report({
          ...(prevBoost === 0 ? say('rule.boostedOrder.base', { v, prev }) : say('rule.boostedOrder.boost', { v, n: prevBoost, prev })),
          ...rangeOf(spell, ['boosted', i, 'casting_value']),
        });
      }
      if (prev === undefined || v > prev) {
        prev = v;
        prevBoost = i + 1;
      }
    });
  },
};
