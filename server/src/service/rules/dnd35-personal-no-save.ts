/**
 * `dnd35/personal-no-save`: a spell whose target is the caster lists a
 * saving throw or spell resistance. Seed 004: such spells get neither, and
 * the two entries are left out.
 */
import type { DocumentedRule } from './rule';
import { fixTitle, say } from './rule';
import { rangeOf } from './rule';
import { removeEntry } from './edit';
import { str } from './read';

/** Target lines that mean "the caster only". */
const CASTER = /^(you|yourself|self|caster|the caster|incantatore|l'incantatore)\.?$/i;
/** Entries that grant nothing: none, no, nessuno. */
const NOTHING = /^(none|no|nessuno|nessuna)\b/i;
/** Entries that point to the text: the save or resistance of a secondary effect on other creatures. */
const DEFERS = /\bsee (text|below|description)\b|\bspecial\b|\bvedi (testo|sotto)\b|\bspeciale\b/i;

/**
 * Does the spell affect only its caster? Its target is the caster (or it has
 * range personal and no target), and it has no area or effect line whose
 * creatures could be the ones saving.
 */
function targetsCaster(v: Record<string, unknown>): boolean {
  if (v.area !== undefined || v.effect !== undefined) return false;
  const target = str(v.target)?.trim();
  if (target !== undefined) return CASTER.test(target);
  const range = str(v.range)?.trim().toLowerCase();
  return range === 'personal' || range === 'personale';
}

/** The `dnd35/personal-no-save` rule; registered in `index.ts` (RULES), run by the analyzer on every spell of its systems. */
export const personalNoSave: DocumentedRule = {
  code: 'dnd35/personal-no-save',
  title: 'A spell that targets its caster lists a save or spell resistance',
  doc:
    'Seed 004 (D&D 3.5, Italian): "Se il bersaglio di un incantesimo è l\'incantatore ... questi non riceve un tiro salvezza e non si applica la resistenza agli incantesimi. ' +
    'Le voci "Tiro salvezza" e "Resistenza agli incantesimi" sono omesse da tali incantesimi" (if a spell\'s target is the caster, they get no saving throw and spell resistance does not apply; ' +
    'the Saving Throw and Spell Resistance entries are omitted from such spells). ' +
    'A spell targets its caster when its `target` is "you" / "caster", or when it has range `personal` and no target, and it has no area or effect line (whose creatures may be the ones saving). ' +
    'Entries reading none or no are accepted (they say the same thing). When either entry points to the text ("Fortitude negates (see text)", "special, see below"), both describe a secondary effect on other creatures ' +
    '(a gaze, an aura, a foe struck: the Pathfinder stat-block convention) and the rule stays quiet.',
  basis: [
    { seed: '004', quote: 'Le voci "Tiro salvezza" e "Resistenza agli incantesimi" sono omesse da tali incantesimi.', means: 'the Saving Throw and Spell Resistance entries are omitted from such spells' },
  ],
  scope: 'Secondary effects on other creatures, which the spell text decides.',
  fix: 'Removes the `saving_throw` or `spell_resistance` line (not offered for a flow-style spell or the spell\'s first line).',
  defaultSeverity: 'warning',
  systems: ['dnd35'],
  check(spell, report) {
    if (!targetsCaster(spell.value)) return;
    // A save or resistance that points to the text belongs to a secondary effect on others (a gaze, an aura, a struck foe); both entries then describe that effect.
    if ([spell.value.saving_throw, spell.value.spell_resistance].some((e) => typeof e === 'string' && DEFERS.test(e))) return;
    for (const key of ['saving_throw', 'spell_resistance'] as const) {
      const v = spell.value[key];
      if (v === undefined || v === null || v === false) continue;
      if (typeof v === 'string' && (NOTHING.test(v.trim()) || v.trim() === '')) continue;
      if (typeof v !== 'string' && v !== true) continue;
      const edit = removeEntry(spell, key);
      report({
        ...say(key === 'saving_throw' ? 'rule.personal.save' : 'rule.personal.sr', { value: String(v) }),
        ...rangeOf(spell, [key], 'key'),
        fixes: edit ? [{ ...fixTitle('fix.removeKey', { key }), edits: [edit], kind: 'suggestion' }] : undefined,
      });
    }
  },
};
