/**
 * `5e24/ritual-tag`: the Ritual tag, the casting time and the level disagree.
 * The 2024 rules write the Ritual tag in the casting time (`1 minute or
 * Ritual`); the `ritual:` key, when present, says the same thing again. A
 * cantrip uses no slot, and a Ritual casting only spares one: the tag means
 * nothing on it.
 */
import type { Fix, TextEdit } from '../types';
import type { DocumentedRule, SpellInput } from './rule';
import { fixTitle, rangeOf, say } from './rule';
import { insertEntry, setValue } from './edit';
import { spellLevel, str } from './read';
import { readCastingTimes24, type CastingTimes24 } from './read24';
import { withoutRitualTag } from '../text/casting-times';

/** The casting time with the Ritual tag added (`Action` -> `Action or Ritual`), as an edit; undefined when not mechanical. */
function addTag(spell: SpellInput, ct: CastingTimes24): { edit: TextEdit; text?: string } | undefined {
  if (ct.form === 'text') {
    const v = str(spell.value.casting_time)!.trim();
    const text = `${v} or Ritual`;
    const edit = setValue(spell, ['casting_time'], text);
    return edit ? { edit, text } : undefined;
  }
  const edit = insertEntry(spell, ct.form === 'list' ? ['casting_time', 0] : ['casting_time'], 'ritual', 'true');
  return edit ? { edit } : undefined;
}

/** The casting time without its Ritual tag, as an edit. */
function dropTag(spell: SpellInput, ct: CastingTimes24): TextEdit | undefined {
  if (ct.form !== 'text') return undefined;
  const text = withoutRitualTag(str(spell.value.casting_time)!);
  return setValue(spell, ['casting_time'], text);
}

/** The `5e24/ritual-tag` rule; registered in `index.ts` (RULES), run on 2024 D&D 5e spells. */
export const ritualTag24: DocumentedRule = {
  code: '5e24/ritual-tag',
  title: 'The Ritual tag, the casting time and the level disagree',
  doc:
    'SRD 5.2: "If you have a spell prepared that has the Ritual tag, you can cast that spell as a Ritual." The 2024 rules write the tag in the casting time, `1 minute or Ritual`; the mapping form says `ritual: true` in the casting time, and the `ritual` key says the same again. ' +
    'Flagged: a casting time with the tag and `ritual: false`; `ritual: true` and a casting time written as text without the tag (a mapping or list without `ritual` says nothing of it, and the key is enough); and the tag on a cantrip, since "A cantrip is a level 0 spell, which is cast without a spell slot" and the Ritual version only spares the slot ("It also doesn\'t expend a spell slot").',
  basis: [
    { seed: 'srd52', section: 'Rules Glossary: Ritual', quote: 'If you have a spell prepared that has the Ritual tag, you can cast that spell as a Ritual.', means: 'a spell with the Ritual tag can be cast as a Ritual' },
    { seed: 'srd52', section: 'Rules Glossary: Ritual', quote: 'It also doesn\'t expend a spell slot, which means the ritual version of a spell can\'t be cast at a higher level.', means: 'a Ritual casting uses no slot' },
    { seed: 'srd52', section: 'Rules Glossary: Cantrip', quote: 'A cantrip is a level 0 spell, which is cast without a spell slot.', means: 'a cantrip uses no slot' },
  ],
  scope: 'Whether the caster has the spell prepared and the ten extra minutes at the table.',
  fix: 'Sets `ritual: true` when the casting time carries the tag, or adds the tag to the casting time when `ritual: true` says it (`Action or Ritual`); on a cantrip, offers to drop the tag.',
  defaultSeverity: 'warning',
  systems: ['dnd5e'],
  editions: ['2024'],
  check(spell, report) {
    const ct = readCastingTimes24(spell.value.casting_time);
    const key = spell.value.ritual;
    const level = spellLevel(spell);
    if (level === 0 && (ct?.ritual || key === true)) {
      const fixes: Fix[] = [];
      const drop = ct?.ritual ? dropTag(spell, ct) : undefined;
      if (drop) fixes.push({ ...fixTitle('fix24.ritual.dropTag'), edits: [drop], kind: 'suggestion' });
      const off = key === true ? setValue(spell, ['ritual'], 'false') : undefined;
      if (off) fixes.push({ ...fixTitle('fix24.ritual.setFalse'), edits: [off], kind: 'suggestion' });
      report({ ...say('rule24.ritualTag.cantrip'), ...rangeOf(spell, ct?.ritual ? ['casting_time'] : ['ritual']), ...(fixes.length ? { fixes } : {}) });
      return;
    }
    if (!ct) return;
    if (ct.ritual && key === false) {
      const fixes: Fix[] = [];
      const on = setValue(spell, ['ritual'], 'true');
      if (on) fixes.push({ ...fixTitle('fix24.ritual.setTrue'), edits: [on], kind: 'safe' });
      const drop = dropTag(spell, ct);
      if (drop) fixes.push({ ...fixTitle('fix24.ritual.dropTag'), edits: [drop], kind: 'suggestion' });
      report({ ...say('rule24.ritualTag.castingSays'), ...rangeOf(spell, ['ritual']), ...(fixes.length ? { fixes } : {}) });
    } else if (!ct.ritual && key === true && ct.form === 'text') {
      // Only the text form says the tag is absent (the SRD 5.2 writes it there); a mapping or list
      // without \`ritual\` is silent on it, and the key says it (as importers write it).
      const add = addTag(spell, ct);
      const fixes: Fix[] = add ? [{ ...fixTitle(add.text ? 'fix24.ritual.writeCastingTime' : 'fix24.ritual.addToMapping', add.text ? { text: add.text } : undefined), edits: [add.edit], kind: 'safe' }] : [];
      report({ ...say('rule24.ritualTag.keySays'), ...rangeOf(spell, ['casting_time']), ...(fixes.length ? { fixes } : {}) });
    }
  },
};
