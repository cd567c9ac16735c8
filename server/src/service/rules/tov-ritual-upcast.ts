/**
 * `tov/ritual-upcast`: a Tales of the Valiant ritual scales with the slot it
 * is cast with. Seed 002: rituals use no slot and cannot be cast at a higher
 * circle (they may grow automatically with the caster's highest circle).
 */
import type { DocumentedRule } from './rule';
import { fixTitle, rangeOf, say } from './rule';
import { renameKey } from './edit';
import { scalingEntries, str } from './read';

/** Words by which `higher_levels` says the growth is the automatic kind. */
const AUTOMATIC = /automatic|highest circle|gains? access|access to/i;

/** The `tov/ritual-upcast` rule; registered in `index.ts` (RULES), run by the analyzer on every spell of its systems. */
export const tovRitualUpcast: DocumentedRule = {
  code: 'tov/ritual-upcast',
  title: 'A ToV ritual scales by slot',
  doc:
    'Seed 002: "儀式呪文は呪文スロットを使用せず、(通常の呪文ができるような)高サークル版での発動もできない" ' +
    '(ritual spells use no spell slot and cannot be cast at a higher circle as normal spells can). ' +
    'So `per_slot` and `at_slot_level` on a ToV ritual describe a casting that cannot happen. ' +
    'Some rituals do grow "自動的に" (automatically) as the caster gains access to higher circles (the seed\'s Prayer of Healing example); ' +
    'that growth is written `per_highest_circle` / `at_highest_circle`. When `higher_levels` says the growth is automatic or follows the caster\'s highest circle, the slot key is only a hint to rename it.',
  basis: [
    { seed: '002', quote: '儀式呪文は呪文スロットを使用せず、(通常の呪文ができるような)高サークル版での発動もできない', means: 'ritual spells use no slot and cannot be cast at a higher circle' },
  ],
  scope: 'The caster\'s highest circle in play (the hover takes it from the caster profile) and dispelling a ritual.',
  fix: 'Renames `per_slot` to `per_highest_circle` and `at_slot_level` to `at_highest_circle` (a suggestion: only right when the ritual does grow with the caster\'s highest circle).',
  defaultSeverity: 'warning',
  systems: ['tov'],
  check(spell, report) {
    if (spell.value.ritual !== true) return;
    const hl = str(spell.value.higher_levels);
    const automatic = !!hl && AUTOMATIC.test(hl);
    const RENAME = { per_slot: 'per_highest_circle', at_slot_level: 'at_highest_circle' } as const;
    for (const { path, entry } of scalingEntries(spell)) {
      for (const k of ['per_slot', 'at_slot_level'] as const) {
        if (entry[k] === undefined) continue;
        const to = RENAME[k];
        const edit = entry[to] === undefined ? renameKey(spell, [...path, k], to) : undefined;
        report({
          ...say(automatic ? 'rule.tovRitualUpcast.automatic' : 'rule.tovRitualUpcast', { key: k, to }),
          ...rangeOf(spell, [...path, k], 'key'),
          ...(automatic ? { severity: 'hint' as const } : {}),
          fixes: edit ? [{ ...fixTitle('fix.renameKey', { from: k, to }), edits: [edit], kind: 'suggestion' }] : undefined,
        });
      }
    }
  },
};
