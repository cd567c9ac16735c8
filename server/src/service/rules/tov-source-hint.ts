/**
 * `tov/source-hint`: the seed's "likely source" guidance disagrees with the
 * spell's source(s). Acid, cold, fire, lightning and thunder lean arcane
 * (elemental energy), and all but acid also primordial (they mimic natural
 * phenomena: frost, wildfire, lightning, storms); radiant and necrotic, and
 * healing, lean divine; force and psychic energy, and summoning from other
 * planes, lean wyrd. Hints only: the seed says "likely", and many spells are
 * rightly on other lists.
 */
import type { MsgRef } from '../i18n';
import type { DocumentedRule } from './rule';
import { say, term } from './rule';
import { rangeOf } from './rule';
import { scalingEntries, str } from './read';
import { canonicalSource } from './tov-source';

/** Damage types and the sources they lean to (seed 002). */
const TYPE_LEANS: Readonly<Record<string, readonly string[]>> = {
  acid: ['arcane'],
  cold: ['arcane', 'primordial'],
  fire: ['arcane', 'primordial'],
  lightning: ['arcane', 'primordial'],
  thunder: ['arcane', 'primordial'],
  radiant: ['divine'],
  necrotic: ['divine'],
  force: ['wyrd'],
  psychic: ['wyrd'],
};

/** "summons a creature from another plane": calling from other planes leans wyrd. */
const SUMMONS_FROM_PLANES = /\bsummons?\b[\s\S]*\bplanes?\b|\bplanes?\b[\s\S]*\bsummons?\b/i;


/** The `tov/source-hint` rule; registered in `index.ts` (RULES), run by the analyzer on every spell of its systems. */
export const tovSourceHint: DocumentedRule = {
  code: 'tov/source-hint',
  title: 'The energy the spell uses leans to another source',
  doc:
    'Seed 002 lists what makes a source likely ("可能性が高い"). Arcane: "元素的なエネルギーを利用する(［酸］／酸、［冷気］／冷気、［火］／火、［電撃］／電撃、［雷鳴］／雷鳴)" ' +
    '(uses elemental energy: acid, cold, fire, lightning, thunder). Divine: "［光輝］／光輝または［死霊］／死霊エネルギーを利用する" (uses radiant or necrotic energy) and ' +
    '"それが癒すにしろ害するにしろ、他のクリーチャーの生命エネルギーに作用する" (affects other creatures\' life energy, healing or harming). ' +
    'Primordial: "自然現象として発生する可能性のある効果を模倣する" (mimics an effect that can occur as a natural phenomenon): frost, wildfire, lightning and storms, so cold, fire, lightning and thunder lean primordial as well as arcane. ' +
    'Wyrd: "自然に存在する元素とは異なるエネルギーを利用する" (uses an energy other than the naturally occurring elements: force and psychic energy) and ' +
    '"異なる次元や、存在の次元界の領域からクリーチャーを召喚する" (summons creatures from other planes: a description that summons from a plane). ' +
    'The other signs (sensing or ending magic, deceiving the senses, dealings with gods, changing a creature\'s biology) need the rules text and are not checked. ' +
    'When no sign of a spell leans to a source it has, this hint names them. It is a hint, never a warning: the seed says "likely".',
  basis: [
    { seed: '002', quote: '元素的なエネルギーを利用する', means: 'uses elemental energy (arcane)' },
    { seed: '002', quote: '［光輝］／光輝または［死霊］／死霊エネルギーを利用する', means: 'uses radiant or necrotic energy (divine)' },
    { seed: '002', quote: '自然現象として発生する可能性のある効果を模倣する', means: 'mimics a natural phenomenon (primordial)' },
    { seed: '002', quote: '自然に存在する元素とは異なるエネルギーを利用する', means: 'uses an energy other than the natural elements (wyrd)' },
  ],
  scope: 'The designer\'s choice of source, and the signs that need the rules text (sensing magic, deceiving the senses, dealings with gods, changes to a body).',
  defaultSeverity: 'hint',
  systems: ['tov'],
  check(spell, report) {
    const v = spell.value.source;
    const sources: string[] = (Array.isArray(v) ? v : [v]).map(canonicalSource).filter((s) => s !== undefined);
    if (sources.length === 0) return;
    // Each sign and the sources it leans to.
    const signs: Array<{ id: string; why: MsgRef; to: readonly string[] }> = [];
    const add = (id: string, why: MsgRef, to: readonly string[]) => {
      if (!signs.some((s) => s.id === id)) signs.push({ id, why, to });
    };
    for (const { key, entry } of scalingEntries(spell)) {
      if (key === 'heal') add('healing', term('term.healing'), ['divine']);
      const t = str(entry.type)?.toLowerCase();
      const to = t ? TYPE_LEANS[t] : undefined;
      if (t && to) add(`${t} damage`, term('rule.sourceHint.damage', { type: t }), to);
    }
    if (SUMMONS_FROM_PLANES.test(str(spell.value.description) ?? '')) add('summoning', term('rule.sourceHint.summoning'), ['wyrd']);
    if (signs.length === 0 || signs.some((s) => s.to.some((src) => sources.includes(src)))) return;
    const parts = signs.map((s) => term('rule.sourceHint.part', { count: 1, why: s.why, source: { list: [...s.to], join: 'or' } }));
    const written = (Array.isArray(v) ? v : [v]).filter((s): s is string => typeof s === 'string').map((s) => s.trim().toLowerCase());
    report({ ...say('rule.sourceHint', { parts: { list: parts, join: 'semi' }, sources: { list: written, join: 'comma' } }), ...rangeOf(spell, ['source']) });
  },
};
