/**
 * Which dialect a loaded document is in, when it is certain (ARCHITECTURE.md,
 * "Dialects": when unsure, leave the file alone). A Foundry item document is a
 * mapping with `type: spell` and a `system:` mapping; Black Flag's items are
 * told apart by `_stats.systemId` or by their own fields (`circle`, `casting`).
 */
import { isObj, type DialectName } from './types';
import { readFoundry } from './foundry/read';
import type { FoundryProfile } from './foundry/profile';
import { writeFoundry } from './foundry/write';
import { FOUNDRY_DND5E } from './foundry-dnd5e/table';
import { BLACK_FLAG } from './black-flag/table';
import type { FieldNote, MappedSpell } from './types';

/** The Foundry profile of a format. */
export const FOUNDRY_PROFILES: Record<'foundry-dnd5e' | 'black-flag', FoundryProfile> = { 'foundry-dnd5e': FOUNDRY_DND5E, 'black-flag': BLACK_FLAG };

/** Is this loaded document a Foundry item of any type (a `type` string and a `system` mapping)? */
export function isFoundryItem(doc: unknown): doc is Record<string, unknown> {
  return isObj(doc) && typeof doc.type === 'string' && isObj(doc.system);
}

/** The dialect of a Foundry spell item document, or undefined (other item types, folders, anything else). */
export function detectDialect(doc: unknown): 'foundry-dnd5e' | 'black-flag' | undefined {
  if (!isFoundryItem(doc) || doc.type !== 'spell') return undefined;
  const sys = doc.system as Record<string, unknown>;
  const stats = isObj(doc._stats) ? doc._stats : undefined;
  if (stats?.systemId === 'black-flag') return 'black-flag';
  if (stats?.systemId === 'dnd5e') return 'foundry-dnd5e';
  if (isObj(sys.circle) || isObj(sys.casting) || (isObj(sys.components) && Array.isArray((sys.components as Record<string, unknown>).required))) return 'black-flag';
  return 'foundry-dnd5e';
}

/**
 * The spell items embedded in a Foundry actor (`items:` entries that are
 * spell items themselves, the way Foundry stores a monster's spellcasting),
 * with their index in the list; empty for anything else.
 */
export function embeddedSpells(doc: unknown): Array<{ index: number; item: Record<string, unknown>; format: 'foundry-dnd5e' | 'black-flag' }> {
  if (!isObj(doc) || doc.type === 'spell' || !isObj(doc.system) || !Array.isArray(doc.items)) return [];
  const out: Array<{ index: number; item: Record<string, unknown>; format: 'foundry-dnd5e' | 'black-flag' }> = [];
  doc.items.forEach((item, index) => {
    const format = detectDialect(item);
    if (format && isObj(item)) out.push({ index, item, format });
  });
  return out;
}

/** Cheap text test before loading: could this text be a Foundry spell item? */
export function mayBeFoundrySpell(text: string): boolean {
  return /(^|\n)type:\s*['"]?spell['"]?\s*(\r?\n|$)/.test(text) || /"type"\s*:\s*"spell"/.test(text);
}

/** Read a detected Foundry spell document. */
export function readDialect(doc: Record<string, unknown>, format: 'foundry-dnd5e' | 'black-flag'): MappedSpell {
  return readFoundry(doc, FOUNDRY_PROFILES[format]);
}

/** Write a canonical spell as a Foundry item of the format, over `base` when given (with `patch`, a quick fix: only what reads back differently changes). */
export function writeDialect(spell: Record<string, unknown>, format: 'foundry-dnd5e' | 'black-flag', base?: Record<string, unknown>, patch = false): { doc: Record<string, unknown>; notes: FieldNote[] } {
  return writeFoundry(spell, FOUNDRY_PROFILES[format], base, patch);
}

export type { DialectName };
