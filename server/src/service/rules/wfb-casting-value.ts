/**
 * `wfb/casting-value`: a casting value written as text ("7+") instead of a
 * number.
 *
 * The minimum of 3 itself is the schema's (`minimum: 3`, reported as
 * `schema/range`; text is `schema/type`). To give the user one clear message,
 * this rule skips every value the schema already rejects for its size and
 * adds only a hint carrying the fix when the value is the usual "N+" text.
 */
import type { DocumentedRule } from './rule';
import { fixTitle, say } from './rule';
import { rangeOf } from './rule';
import { setValue } from './edit';

/** "7+", "7", " 11+ " */
const PLUS = /^\s*(\d{1,3})\s*(?:\+\s*)?$/;

/** The `wfb/casting-value` rule; registered in `index.ts` (RULES), run by the analyzer on every spell of its systems. */
export const castingValue: DocumentedRule = {
  code: 'wfb/casting-value',
  title: 'A casting value written as text',
  doc:
    'Seed 003 (Warhammer, Russian): "Самые простые заклинания имеют сложность 3" (the easiest spells have casting value 3), and ' +
    '"Если суммарный результат броска на сотворение заклинания меньше 3-х, то заклинание считается автоматически проваленным" (a casting roll totalling under 3 always fails). ' +
    'So a casting value is a whole number of 3 or more. The schema already says so (`schema/range` below 3, `schema/type` for text); to show one clear message, this rule ' +
    'reports nothing the schema reports, and only adds a hint with a quick fix when a value is written the way the rulebooks print it, "7+" (text), and the number is 3 or more.',
  basis: [
    { seed: '003', quote: 'Самые простые заклинания имеют сложность 3', means: 'the easiest spells have casting value 3' },
  ],
  scope: 'The roll itself, and bonuses from magic items.',
  fix: 'Rewrites "7+" as the number 7.',
  defaultSeverity: 'hint',
  systems: ['wfb'],
  check(spell, report) {
    const paths: Array<Array<string | number>> = [['casting_value']];
    const boosted = spell.value.boosted;
    if (Array.isArray(boosted)) boosted.forEach((_, i) => paths.push(['boosted', i, 'casting_value']));
    for (const path of paths) {
      let v: unknown = spell.value;
      for (const seg of path) v = v !== null && typeof v === 'object' ? (v as Record<string | number, unknown>)[seg] : undefined;
      if (typeof v !== 'string') continue;
      const m = PLUS.exec(v);
      if (!m || Number(m[1]) < 3) continue;
      const edit = setValue(spell, path, String(Number(m[1])));
      report({
        ...say('rule.castingValue.text', { text: v, n: Number(m[1]) }),
        ...rangeOf(spell, path),
        fixes: edit ? [{ ...fixTitle('fix.write', { value: String(Number(m[1])) }), edits: [edit], kind: 'safe' }] : undefined,
      });
    }
  },
};
