/**
 * `tov/source-hint`: the seed's "likely source" guidance disagrees with the
 * spell's source(s): acid, cold, fire, lightning and thunder lean arcane;
 * radiant and necrotic, and healing, lean divine. Hints only: the seed says
 * "likely", and many spells are rightly on other lists.
 */
import type { MsgRef } from '../i18n';
import type { DocumentedRule } from './rule';
import { say, term } from './rule';
import { rangeOf } from './rule';
import { scalingEntries, str } from './read';

const ARCANE_TYPES = ['acid', 'cold', 'fire', 'lightning', 'thunder'];
const DIVINE_TYPES = ['radiant', 'necrotic'];

/** The `tov/source-hint` rule; registered in `index.ts` (RULES), run by the analyzer on every spell of its systems. */
export const tovSourceHint: DocumentedRule = {
  code: 'tov/source-hint',
  title: 'The energy the spell uses leans to another source',
  doc:
    'Seed 002 lists what makes a source likely ("可能性が高い"). Arcane: "元素的なエネルギーを利用する(［酸］／酸、［冷気］／冷気、［火］／火、［電撃］／電撃、［雷鳴］／雷鳴)" ' +
    '(uses elemental energy: acid, cold, fire, lightning, thunder). Divine: "［光輝］／光輝または［死霊］／死霊エネルギーを利用する" (uses radiant or necrotic energy) and ' +
    '"それが癒すにしろ害するにしろ、他のクリーチャーの生命エネルギーに作用する" (affects other creatures\' life energy, healing or harming). ' +
    'The other signs (sensing or ending magic, deceiving the senses, biology, natural phenomena, summoning from other planes, unnatural energy) need the rules text and are not checked. ' +
    'When the damage types and healing of a spell all lean to sources it does not have, this hint names them. It is a hint, never a warning: the seed says "likely".',
  defaultSeverity: 'hint',
  systems: ['tov'],
  check(spell, report) {
    const v = spell.value.source;
    const sources = (Array.isArray(v) ? v : [v]).filter((s): s is string => typeof s === 'string').map((s) => s.trim().toLowerCase());
    if (sources.length === 0) return;
    const leans = new Map<string, MsgRef[]>();
    const add = (src: string, why: MsgRef) => {
      const l = leans.get(src) ?? [];
      if (!l.some((x) => JSON.stringify(x) === JSON.stringify(why))) l.push(why);
      leans.set(src, l);
    };
    for (const { key, entry } of scalingEntries(spell)) {
      if (key === 'heal') add('divine', term('term.healing'));
      const t = str(entry.type)?.toLowerCase();
      if (!t) continue;
      if (ARCANE_TYPES.includes(t)) add('arcane', term('rule.sourceHint.damage', { type: t }));
      if (DIVINE_TYPES.includes(t)) add('divine', term('rule.sourceHint.damage', { type: t }));
    }
    if (leans.size === 0 || [...leans.keys()].some((s) => sources.includes(s))) return;
    const parts = [...leans].map(([src, why]) => term('rule.sourceHint.part', { count: why.length, why: { list: why, join: 'and' }, source: src }));
    report({ ...say('rule.sourceHint', { parts: { list: parts, join: 'semi' }, sources: { list: sources, join: 'comma' } }), ...rangeOf(spell, ['source']) });
  },
};
