/**
 * Field correspondences of an Open5e v2 spell fixture (the open5e-api
 * project's Django fixtures: `{ model: "api_v2.spell", pk, fields }`, with the
 * per-slot and per-level variants in `api_v2.spellcastingoption` records) with
 * the canonical `dnd5e` spell. Written once, read by `open5e/read.ts`; the
 * table in docs/interop.md is this file in prose. Pure data.
 */

/** The fixture model names the reader takes. */
export const OPEN5E_MODELS = { spell: 'api_v2.spell', option: 'api_v2.spellcastingoption', document: 'api_v2.document' } as const;

/** `saving_throw_ability` (full word) -> canonical ability. */
export const OPEN5E_ABILITIES: Record<string, string> = { strength: 'str', dexterity: 'dex', constitution: 'con', intelligence: 'int', wisdom: 'wis', charisma: 'cha' };

/** The eight schools, spelled as the canonical format spells them. */
export const OPEN5E_SCHOOLS: ReadonlySet<string> = new Set(['abjuration', 'conjuration', 'divination', 'enchantment', 'evocation', 'illusion', 'necromancy', 'transmutation']);

/** `casting_time` words without a number -> `{ amount, unit }`. */
export const OPEN5E_CAST_WORDS: Record<string, { amount: number; unit: string }> = {
  action: { amount: 1, unit: 'action' },
  'bonus-action': { amount: 1, unit: 'bonus_action' },
  reaction: { amount: 1, unit: 'reaction' },
  round: { amount: 1, unit: 'round' },
};

/** `casting_time` unit words after a number (`1minute`, `10minutes`, `8hours`, `1week`) -> canonical unit and its multiplier. */
export const OPEN5E_CAST_UNITS: Record<string, { unit: string; times: number }> = {
  round: { unit: 'round', times: 1 },
  minute: { unit: 'minute', times: 1 },
  hour: { unit: 'hour', times: 1 },
  day: { unit: 'day', times: 1 },
  // A week is exactly seven days; the format has days.
  week: { unit: 'day', times: 7 },
};

/** `duration` words -> the canonical text. */
export const OPEN5E_DURATION_WORDS: Record<string, string> = {
  instantaneous: 'Instantaneous',
  'until dispelled': 'Until dispelled',
  'until dispelled or triggered': 'Until dispelled or triggered',
  permanent: 'Permanent',
  special: 'Special',
};

/** `range_text` words -> the canonical range kind. */
export const OPEN5E_RANGE_WORDS: Record<string, string> = { self: 'self', touch: 'touch', sight: 'sight', unlimited: 'unlimited', special: 'special' };

/** `shape_type` -> canonical area shape and the key `shape_size` goes to (sphere and cylinder sizes are radii, as the texts say: "20-foot-radius sphere"). */
export const OPEN5E_SHAPES: Record<string, { shape: string; key: string }> = {
  sphere: { shape: 'sphere', key: 'radius' },
  cylinder: { shape: 'cylinder', key: 'radius' },
  cone: { shape: 'cone', key: 'length' },
  cube: { shape: 'cube', key: 'size' },
  line: { shape: 'line', key: 'length' },
};

/** The document part of a class key: `srd_wizard` (SRD 5.1), `srd-2024_wizard` (SRD 5.2). */
export const OPEN5E_CLASS_PREFIX = /^(srd(?:-\d{4})?)_/;

/** Class keys are `<document>_<class>`; the canonical class is the part after the prefix. */
export function open5eClass(key: string): string {
  return key.replace(OPEN5E_CLASS_PREFIX, '').toLowerCase();
}
