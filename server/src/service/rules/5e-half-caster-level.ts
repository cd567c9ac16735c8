/**
 * `5e/half-caster-level`: a spell above 5th level (circle) is on a half
 * caster's class list (paladin, ranger, artificer), or above 4th on a third
 * caster's (Eldritch Knight, Arcane Trickster).
 */
import { minCasterLevel } from '../compute/abilities';
import type { DocumentedRule } from './rule';
import { fixTitle, say } from './rule';
import { rangeOf } from './rule';
import { itemTexts, rewriteList } from './edit';
import { classList, levelTerm, spellLevel } from './read';

/** Half casters: slots up to 5th level. */
const HALF = ['paladin', 'ranger', 'artificer'];
/** Third casters (subclass names as class-list entries): slots up to 4th level. */
const THIRD = ['eldritch knight', 'arcane trickster'];

/** A class-list name in one spelling: lower case, `-`/`_` as spaces. */
function norm(name: string): string {
  return name.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
}

/** The `5e/half-caster-level` rule; registered in `index.ts` (RULES), run by the analyzer on every spell of its systems. */
export const halfCasterLevel: DocumentedRule = {
  code: '5e/half-caster-level',
  title: 'A spell is above the highest level its class can cast',
  doc:
    'Half casters (paladin, ranger; also the artificer) use half their class level to reach spell levels, third casters (Eldritch Knight, Arcane Trickster) a third. ' +
    'Seed 000 (5e, spell points): "Для паладина чи слідопита поділіть рівень персонажа в цьому класі навпіл ... Для воїна (Потойбічний лицар) чи пройдисвіта (Містичний спритник) поділіть рівень персонажа в цьому класі на три" ' +
    '(for a paladin or ranger halve the class level; for an Eldritch Knight or Arcane Trickster divide it by three), and a caster reaches spell level L at character level 2L-1. ' +
    'At class level 20 the seed\'s arithmetic gives at most 5th-level spells for half casters and 3rd for third casters; the PHB class tables give 5th (at 17th level) and 4th (at 19th). ' +
    'The rule uses the PHB limits, the more permissive (`minCasterLevel` in compute/abilities.ts). ' +
    'So a 6th-level or higher spell on a paladin, ranger or artificer list, or a 5th-level or higher one on an Eldritch Knight or Arcane Trickster list, can never be cast from that list. ' +
    'ToV circles work the same way.',
  basis: [
    { seed: '000', quote: 'Для паладина чи слідопита поділіть рівень персонажа в цьому класі навпіл', means: 'for a paladin or ranger halve the class level' },
  ],
  scope: 'Multiclass spell slots and the class tables\' other features.',
  fix: 'Removes the class from the `classes` list (keeping the list\'s style); not offered when the list holds a comment.',
  defaultSeverity: 'warning',
  systems: ['dnd5e', 'tov'],
  check(spell, report) {
    const level = spellLevel(spell);
    if (level === undefined || level < 5) return;
    const limits = minCasterLevel(level);
    const classes = classList(spell);
    // Node-tree reads (item texts, ranges) only once a class is known to be out of reach: the analyzer builds trees lazily.
    let texts: string[] | undefined | null = null;
    for (const { name, index } of classes) {
      const n = norm(name);
      const kind = HALF.includes(n) ? 'half' : THIRD.includes(n) ? 'third' : undefined;
      if (!kind || limits?.[kind] !== undefined) continue;
      const max = kind === 'half' ? 5 : 4;
      let fixes;
      if (texts === null) texts = itemTexts(spell, ['classes']);
      if (texts) {
        const edit = rewriteList(spell, ['classes'], texts.filter((_, i) => i !== index));
        if (edit) fixes = [{ ...fixTitle('fix.halfCaster.remove', { name }), edits: [edit], kind: 'suggestion' as const }];
      }
      report({
        ...say(kind === 'half' ? 'rule.halfCaster.half' : 'rule.halfCaster.third', { name, max: { ord: max }, level: { ord: level }, w: levelTerm(spell) }),
        ...rangeOf(spell, ['classes', index]),
        fixes,
      });
    }
  },
};
