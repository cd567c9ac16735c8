/**
 * `tov/source`: a Tales of the Valiant spell names no source, writes one of
 * the four sources in the wrong case, or writes `primal` for `primordial`.
 *
 * Values outside arcane, divine, primordial, wyrd (and the older `primal`)
 * are the schema's (`schema/enum`); for a case-only mistake (`Arcane`) and
 * for `primal` this rule adds a hint that carries the fix, so the user reads
 * one message and gets one fix.
 */
import type { Fix } from '../types';
import type { DocumentedRule } from './rule';
import { fixTitle, say } from './rule';
import { rangeOf } from './rule';
import { setValue } from './edit';

/** The four ToV sources, as the published game and Black Flag's data write them. */
export const TOV_SOURCES = ['arcane', 'divine', 'primordial', 'wyrd'] as const;

/** Older spellings read as a source, and the source they mean. */
export const TOV_SOURCE_ALIASES: Readonly<Record<string, (typeof TOV_SOURCES)[number]>> = { primal: 'primordial' };

/** The canonical source a written source means (`Primal` -> `primordial`), or undefined when it is none of them. */
export function canonicalSource(s: unknown): (typeof TOV_SOURCES)[number] | undefined {
  if (typeof s !== 'string') return undefined;
  const lower = s.trim().toLowerCase();
  if ((TOV_SOURCES as readonly string[]).includes(lower)) return lower as (typeof TOV_SOURCES)[number];
  return TOV_SOURCE_ALIASES[lower];
}

/** The `tov/source` rule; registered in `index.ts` (RULES), run by the analyzer on every spell of its systems. */
export const tovSource: DocumentedRule = {
  code: 'tov/source',
  title: 'A ToV spell names no source',
  doc:
    'Every Tales of the Valiant spell belongs to one or more of four sources, arcane, divine, primordial and wyrd (seed 002: "秘術", "神聖", "始原", "異界"; ' +
    'the published English game and Black Flag\'s data write 始原 `primordial`), ' +
    'and casters draw on the lists of their source: "発動者は自身の根源の呪文リストにある儀式呪文のみを発動できる" (a caster can cast only rituals on their own source\'s spell list). ' +
    'A spell with no `source` is on no list. A source outside the four is the schema\'s error; a case-only slip (`Arcane`) gets a hint carrying the fix. ' +
    '`primal`, an older translation of 始原, is still read as `primordial`, with a hint carrying the fix.',
  basis: [
    { seed: '002', quote: '発動者は自身の根源の呪文リストにある儀式呪文のみを発動できる', means: 'a caster can cast only rituals on their own source\'s spell list' },
  ],
  scope: 'Which class draws on which source, and features that add spells from other lists.',
  fix: 'Lower-cases a source written in the wrong case (`Arcane` -> `arcane`); writes `primal` as `primordial`.',
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
      const canon = canonicalSource(s);
      if (canon === undefined || canon === s) continue;
      const alias = TOV_SOURCE_ALIASES[s.trim().toLowerCase()] !== undefined;
      // A list that already holds the canonical word would get a repeat: no fix then (the user removes one).
      const repeat = Array.isArray(v) && v.some((o, j) => o === canon && j !== path[1]);
      const edit = repeat ? undefined : setValue(spell, path, canon);
      const fixes: Fix[] | undefined = edit ? [{ ...fixTitle('fix.write', { value: canon }), edits: [edit], kind: 'safe' }] : undefined;
      const said = alias ? say(repeat ? 'rule.tovSource.aliasRepeat' : 'rule.tovSource.alias', { value: s }) : say('rule.tovSource.case', { value: canon });
      report({ ...said, ...rangeOf(spell, path), severity: 'hint', fixes });
    }
  },
};
