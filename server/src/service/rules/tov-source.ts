/**
 * `tov/source`: a Tales of the Valiant spell names no source, or writes one
 * of the four sources in the wrong case.
 *
 * Values outside arcane, divine, primal, wyrd are the schema's
 * (`schema/enum`); for a case-only mistake (`Arcane`) this rule adds a hint
 * that carries the fix, so the user reads one message and gets one fix.
 */
import type { Fix } from '../types';
import type { DocumentedRule } from './rule';
import { fixTitle, say } from './rule';
import { rangeOf } from './rule';
import { setValue } from './edit';

/** The four ToV sources. */
export const TOV_SOURCES = ['arcane', 'divine', 'primal', 'wyrd'] as const;

/** The `tov/source` rule; registered in `index.ts` (RULES), run by the analyzer on every spell of its systems. */
export const tovSource: DocumentedRule = {
  code: 'tov/source',
  title: 'A ToV spell names no source',
  doc:
    'Every Tales of the Valiant spell belongs to one or more of four sources, arcane, divine, primal and wyrd (seed 002: "秘術", "神聖", "始原", "異界"), ' +
    'and casters draw on the lists of their source: "発動者は自身の根源の呪文リストにある儀式呪文のみを発動できる" (a caster can cast only rituals on their own source\'s spell list). ' +
    'A spell with no `source` is on no list. A source outside the four is the schema\'s error; a case-only slip (`Arcane`) gets a hint carrying the fix.',
  fix: 'Lower-cases a source written in the wrong case (`Arcane` -> `arcane`).',
  defaultSeverity: 'warning',
  systems: ['tov'],
  check(spell, report) {
    const v = spell.value.source;
    if (v === undefined || v === null) {
      report({ ...say('rule.tovSource.missing'), ...rangeOf(spell, ['name'], 'key') });
      return;
    }
    const items: Array<[unknown, Array<string | number>]> = Array.isArray(v) ? v.map((s, i) => [s, ['source', i]]) : [[v, ['source']]];
    for (const [s, path] of items) {
      if (typeof s !== 'string') continue;
      const lower = s.trim().toLowerCase();
      if (lower === s || !(TOV_SOURCES as readonly string[]).includes(lower)) continue;
      const edit = setValue(spell, path, lower);
      const fixes: Fix[] | undefined = edit ? [{ ...fixTitle('fix.write', { value: lower }), edits: [edit], kind: 'safe' }] : undefined;
      report({ ...say('rule.tovSource.case', { value: lower }), ...rangeOf(spell, path), severity: 'hint', fixes });
    }
  },
};
