/**
 * The 5etools vocabularies the reader and the writer share: school letters,
 * ability words, area tags. Pure data.
 */

/** School letters. */
export const FIVETOOLS_SCHOOLS: Record<string, string> = { A: 'abjuration', C: 'conjuration', D: 'divination', E: 'enchantment', V: 'evocation', I: 'illusion', N: 'necromancy', T: 'transmutation' };

/** `savingThrow` words -> canonical abilities. */
export const FIVETOOLS_ABILITIES: Record<string, string> = { strength: 'str', dexterity: 'dex', constitution: 'con', intelligence: 'int', wisdom: 'wis', charisma: 'cha' };

/** Canonical area shapes -> 5etools `areaTags` letters. */
export const AREA_TAGS: Record<string, string> = { sphere: 'S', cone: 'N', cube: 'C', cylinder: 'Y', line: 'L' };
