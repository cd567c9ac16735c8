/**
 * The notes under a damage or healing table (features/figures/damage.ts
 * `DamageTable.notes`, compute/damage-scaling.ts `ScaledDamage.notes`: references
 * to these keys), worded by features/area-note.ts `notesIn`. English, spread
 * into ../en.ts; byte for byte the notes damage-scaling.ts and figures/damage.ts
 * wrote when they wrote English text. `{i}` is the entry's
 * index and `{field}` its key (`per_slot`, `at_slot_level`), the file's own
 * words; `{level}` is a spell level or `?`.
 */

/** The damage-note part of the English catalogue. */
export const dmgEn = {
  // The modifier added to a roll when the classes name no ability (`2d8 + modifier`); figures/damage.ts `damageTable`.
  'dmg.modifier': 'modifier',
  'dmg.n.keyOutside': 'damage[{i}].{field}: key {key} is outside {min}..{max}; ignored.',
  'dmg.n.cantripNoSlot': 'damage[{i}].{field} is ignored: a cantrip is not cast with a slot.',
  'dmg.n.cantripsOnly': 'damage[{i}].per_character_level is ignored: it applies to cantrips only.',
  'dmg.n.maxSlot': 'maxSlot {value} is not an integer {base}-9; 9 used.',
  'dmg.n.casterRows': 'Rows are caster levels from {min}, the lowest a full caster casts a level-{level} spell at.',
  'dmg.n.belowMin': "The profile's caster level {cl} is below {min}: no row for it.",
  'dmg.n.ritualGrows': 'A ritual uses no slot; rows are the highest circle the caster can reach, and the ritual grows with it (Tales of the Valiant rules).',
  'dmg.n.ritualOneRow': 'A ritual uses no slot and cannot be cast at a higher circle (Tales of the Valiant rules): one row.',
} as const;
