/**
 * The warnings of the 5e-database and PSRD importers (service/import/srd5e.ts,
 * psrd.ts) that the corpora produce, which `grimoire import` prints; in
 * English, byte for byte the sentences they wrote before (Warnings.add
 * renders these); spread into ../en.ts. `{what}` and `{key}` are source field
 * names; quoted values are the source's text.
 */

/** The importer-warnings part of the English catalogue. */
export const importwEn = {
  'import.w.selfArea': 'range is "Self" with a {size}-foot {shape} area_of_effect (the printed SRD gives "Self ({size}-foot {shape})"); kept as in the source',
  'import.w.noTrigger': 'casting_time "{value}" has no trigger (the SRD data omits reaction triggers); kept as in the source',
  'import.w.mod': '{what}: "+ MOD" (spellcasting ability modifier) left out of the dice; the format has no field for it and the description states it',
  'import.w.cylinder': 'cylinder area (radius {size}): the source has no height; left out',
  'import.w.sum': '{what}: dice {dice} is a sum of {n} rolls; written as a damage list (the source gives one damage_type, kept on the first roll)',
  'import.w.flat': '{what}: flat damage {dice} without dice; kept (damage dice are NdM[+K] in the format)',
  'import.w.noDamageType': 'damage has no damage_type; type left out',
  'import.w.noMaterial': 'component M without a material text',
  'import.w.noFocus': 'component F without a focus text',
  'import.w.descriptorsText': 'descriptors given only as text "{text}"; kept as one entry',
  'import.w.rejoined': 'broken components parse repaired: {parts} rejoined as M "{text}"',
  'import.w.componentNote': 'component {letter} has the note "{text}", which has no place in the format; dropped',
  'import.w.brokenEntry': 'broken components parse repaired: entry {entry} dropped',
  'import.w.divineFocus': 'divine focus note "{text}" has no place in the format; dropped',
  'import.w.statLine': 'stat line "{name}: {text}" has no key of its own; written as target',
  'import.w.noDescription': 'no description and no body text; description left out',
  'import.w.fffd': 'description contains U+FFFD (character lost in the source encoding); kept',
  'import.w.blanks': '{key} {value} has surrounding blanks; trimmed',
  'import.w.notOpen5e': 'not an Open5e v2 fixture (a list of {shape}); skipped',
  'import.w.notFixtureRecord': 'not a fixture record; skipped',
  'import.w.not5etools': 'not a 5etools spell file (no "spell" list); skipped',
  'import.w.notSpellRecord': 'not a spell record; skipped',
  'import.w.otherFormat': 'a {fmt} spell, not a {kind} one; skipped (use `import {use}`)',
  'import.w.notArray': 'expected a JSON array of spells, got {got}; nothing imported',
  'import.w.duplicate': 'duplicate spell name; both kept',
} as const;
