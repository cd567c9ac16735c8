/**
 * How a reference names a spell: the key two names share when they name the
 * same spell (case, surrounding and repeated spaces aside), the edition a
 * 5etools source code stands for, and the system and edition a spell or a
 * list declares. Used by the workspace index (workspace-index.ts) and the
 * cross-file checks.
 */
import { isSystem, type System } from '../types';

/** The key of a spell name: trimmed, spaces (line folds too) collapsed, lower case. Equal keys name one spell. */
export function nameKey(name: string): string {
  return name.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** A name as written in a reference (a line fold in a tag read as one space), trimmed. */
export function cleanName(name: string): string {
  return name.replace(/\s+/g, ' ').trim();
}

/**
 * The edition a 5etools source code stands for, where the code says it: the
 * 2014 Player's Handbook (`PHB`) and the 2024 one (`XPHB`), and their
 * companions. Other sources (homebrew, third-party books) say nothing about
 * the edition: undefined.
 */
export function editionOfSource(source: string | undefined): string | undefined {
  if (!source) return undefined;
  const s = source.trim().toUpperCase();
  if (s === 'XPHB' || s === 'XDMG' || s === 'XMM') return '2024';
  if (s === 'PHB' || s === 'DMG' || s === 'MM' || s === 'XGE' || s === 'TCE' || s === 'SRD' || s === 'SRD5.1') return '2014';
  return undefined;
}

/**
 * A spell's or a file's `edition`, as text (`2024`, `2014`): a number or a
 * string is taken, anything else is no edition. The spell format itself
 * does not require one; where names repeat across editions it tells them apart.
 */
export function editionOf(v: unknown): string | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v === 'string' && v.trim() !== '') return v.trim();
  return undefined;
}

/**
 * The edition a spell mapping or a file header states: its `edition`, else,
 * for D&D 5e, its `rules` (`2014`/`2024`, the key the spell format reads), so
 * the same spell written under both rules is two spells.
 */
export function statedEdition(v: Record<string, unknown>, system: System): string | undefined {
  return editionOf(v.edition) ?? (system === 'dnd5e' ? editionOf(v.rules) : undefined);
}

/** A `system:` value if it names a system. */
export function systemOf(v: unknown): System | undefined {
  return isSystem(v) ? v : undefined;
}

/** The key under which two spells are the same spell: system, edition and name. */
export function spellIdentity(system: System, edition: string | undefined, key: string): string {
  return [system, edition ?? '', key].join('\u0000');
}
