/**
 * `5e/damage-scaling`: the scaling keys of a `damage:` or `heal:` entry do not
 * make sense for the spell's level: an `at_slot_level` key at or below the
 * spell's own level, upcasting a 9th-level spell, cantrip tiers other than
 * character levels 5, 11 and 17, or dice that shrink as the level grows.
 *
 * The dice syntax itself (`NdM+K`) is the schema's check (`schema/pattern`);
 * this rule skips values the schema rejects so each problem is said once.
 */
import { average, parseDice } from '../compute/dice';
import type { DocumentedRule } from './rule';
import { say, term } from './rule';
import { rangeOf } from './rule';
import { isRecord, levelTerm, r3, scalingEntries, spellLevel } from './read';

/** Character levels at which cantrips improve (PHB; the SRD texts say "5th level (2d6), 11th level (3d6), and 17th level (4d6)"). */
const CANTRIP_TIERS = [5, 11, 17];

/** Average of a dice text or a plain number (heal), undefined when unreadable. */
function avg(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && /^\s*\d+\s*$/.test(v)) return Number(v);
  const d = parseDice(v);
  return d ? average(d) : undefined;
}

/** The `5e/damage-scaling` rule; registered in `index.ts` (RULES), run by the analyzer on every spell of its systems. */
export const damageScaling: DocumentedRule = {
  code: '5e/damage-scaling',
  title: 'Damage or healing scaling keys do not fit the spell level',
  doc:
    'Upcasting uses a slot above the spell\'s level: "Коли чаротворець накладає заклинання слотом вищого рівня, ніж саме заклинання, воно набуває цього вищого рівня" ' +
    '(seed 000: cast with a higher slot, a spell takes that higher level), and slots go up to 9th. ' +
    'So an `at_slot_level` key must be above the spell\'s level and at most 9, and a 9th-level spell has no slot to upcast into (`per_slot`/`at_slot_level` on it are dead). ' +
    'Cantrips improve at character levels 5, 11 and 17 (PHB; the seed does not list the tiers, the SRD spell texts do: "when you reach 5th level (2d6), 11th level (3d6), and 17th level (4d6)"), ' +
    'so a `per_character_level` map has keys 5, 11, 17. A higher slot or tier never deals less than a lower one. ' +
    'A Tales of the Valiant ritual grows with the caster\'s highest circle instead ("自動的に強力になる", seed 002), and its `per_highest_circle` / `at_highest_circle` get the same checks. ' +
    'Cantrip-vs-slot confusion is `5e/scaling-kind`; dice syntax is the schema\'s `schema/pattern`.',
  basis: [
    { seed: '000', quote: 'Коли чаротворець накладає заклинання слотом вищого рівня, ніж саме заклинання, воно набуває цього вищого рівня', means: 'cast with a higher slot, a spell takes that higher level' },
  ],
  scope: 'Rolling the dice, resistance, vulnerability and critical hits.',
  defaultSeverity: 'warning',
  systems: ['dnd5e', 'tov'],
  check(spell, report) {
    const level = spellLevel(spell);
    if (level === undefined) return;
    const w = levelTerm(spell);
    for (const { key, path, entry } of scalingEntries(spell)) {
      const what = term(key === 'heal' ? 'term.Healing' : 'term.Damage');
      const base = avg(entry.dice);
      // A ToV ritual steps with the caster's highest circle as other spells step with the slot (seed 002): the same checks, on its keys.
      const ritual = spell.system === 'tov' && spell.value.ritual === true;
      const perKey = ritual ? 'per_highest_circle' : 'per_slot';
      const atKey = ritual ? 'at_highest_circle' : 'at_slot_level';
      const perSlot = avg(entry[perKey]);
      if (level >= 1) {
        if (level === 9 && entry[perKey] !== undefined) {
          report({ ...say(ritual ? 'rule.damageScaling.perAt9Ritual' : 'rule.damageScaling.perSlotAt9', { w }), ...rangeOf(spell, [...path, perKey], 'key') });
        }
        const at = entry[atKey];
        if (isRecord(at)) {
          const keys = Object.keys(at)
            .filter((k) => /^[1-9]$/.test(k))
            .map(Number)
            .sort((a, b) => a - b);
          let prev = base;
          let prevLevel = level;
          for (const k of keys) {
            if (k <= level) {
              report({
                ...say(ritual ? 'rule.damageScaling.keyNotAboveRitual' : 'rule.damageScaling.keyNotAbove', { k, w, level, ord: { ord: level } }),
                ...rangeOf(spell, [...path, atKey, String(k)], 'key'),
              });
              continue;
            }
            const a = avg(at[String(k)]);
            // The slot just below k: the last anchor plus per_slot for each slot after it.
            const below = prev === undefined ? undefined : prev + (perSlot ?? 0) * (k - 1 - prevLevel);
            if (a !== undefined && below !== undefined && a < below - 1e-9) {
              report({
                ...(k - 1 === level
                  ? say(ritual ? 'rule.damageScaling.lessThanBaseRitual' : 'rule.damageScaling.lessThanBase', { what, k, dice: String(at[String(k)]), avg: r3(a), w, level, below: r3(below) })
                  : say(ritual ? 'rule.damageScaling.lessThanCircleRitual' : 'rule.damageScaling.lessThanSlot', { what, k, dice: String(at[String(k)]), avg: r3(a), prev: k - 1, below: r3(below) })),
                ...rangeOf(spell, [...path, atKey, String(k)]),
              });
            }
            if (a !== undefined) {
              prev = a;
              prevLevel = k;
            }
          }
        }
      } else {
        const pcl = entry.per_character_level;
        if (isRecord(pcl)) {
          let prev = base;
          let prevLevel = 1;
          const keys = Object.keys(pcl)
            .filter((k) => /^\d+$/.test(k))
            .map(Number)
            .sort((a, b) => a - b);
          for (const k of keys) {
            if (!CANTRIP_TIERS.includes(k)) {
              report({
                ...say('rule.damageScaling.tierKey', { k }),
                ...rangeOf(spell, [...path, 'per_character_level', String(k)], 'key'),
              });
              continue;
            }
            const a = avg(pcl[String(k)]);
            if (a !== undefined && prev !== undefined && a < prev) {
              report({
                ...(prevLevel === 1
                  ? say('rule.damageScaling.tierLessThanBase', { what, k, dice: String(pcl[String(k)]), avg: r3(a), below: r3(prev) })
                  : say('rule.damageScaling.tierLessThanTier', { what, k, dice: String(pcl[String(k)]), avg: r3(a), prev: prevLevel, below: r3(prev) })),
                ...rangeOf(spell, [...path, 'per_character_level', String(k)]),
              });
            }
            if (a !== undefined) {
              prev = a;
              prevLevel = k;
            }
          }
        }
      }
    }
  },
};
