/**
 * Canonical spell -> Foundry VTT item document for a `packs/_source` tree
 * (dnd5e spells as dnd5e items, ToV spells as Black Flag items), through the
 * same field table the in-place reader uses. `_id` and `_key` derive from the
 * spell's system and name, so a re-export does not churn. Pure.
 */
// SHA-256 in plain JavaScript: the service imports no Node module (it runs in a browser worker too).
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { exportRecord } from '../contract';
import { codecOf } from '../codecs';
import { isObj, type FieldNote } from '../types';
import { NEW_ACTIVITY } from './write';
import type { System } from '../../types';
import { exportFileStem } from './file-name';

const ID_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A stable 16-character Foundry id from a key (Foundry ids are 16 alphanumerics). */
export function stableId(key: string): string {
  const h = sha256(utf8ToBytes(key));
  let id = '';
  for (let i = 0; i < 16; i++) id += ID_CHARS[h[i]! % ID_CHARS.length];
  return id;
}

/**
 * The exported item, its folder (by level) and file-name slug (./file-name.ts),
 * and the notes on what it cannot hold. The spell's pass-through block for
 * the format (`extra`), when it has one, is the base the item is written over
 * (../contract.ts): an item imported and exported unchanged is the item it was.
 */
export function exportFoundry(spell: Record<string, unknown>, system: System, extra?: Record<string, unknown>): { doc: Record<string, unknown>; folder: string; slug: string; notes: FieldNote[] } | undefined {
  if (system !== 'dnd5e' && system !== 'tov') return undefined;
  const format = system === 'tov' ? 'black-flag' : 'foundry-dnd5e';
  const { doc, notes } = exportRecord(codecOf(format), spell, extra);
  const name = typeof spell.name === 'string' ? spell.name : 'Unnamed spell';
  const id = typeof doc._id === 'string' && doc._id !== '' ? doc._id : stableId(`${system}\u0000${name.trim().toLowerCase()}`);
  doc._id = id;
  doc._key ??= `!items!${id}`;
  doc.type = 'spell';
  doc.img = doc.img ?? 'icons/svg/book.svg';
  const stats = isObj(doc._stats) ? doc._stats : {};
  stats.systemId ??= format === 'black-flag' ? 'black-flag' : 'dnd5e';
  doc._stats = stats;
  const lvl = system === 'tov' ? spell.circle : spell.level;
  const folder = typeof lvl === 'number' ? (lvl === 0 ? 'cantrip' : `level-${lvl}`) : 'spells';
  // Activities made by the writer get stable ids of their own; an activity the item had keeps its id.
  const sys = doc.system as Record<string, unknown>;
  const acts = sys.activities as Record<string, Record<string, unknown>> | undefined;
  if (acts) {
    const fixed: Record<string, unknown> = {};
    Object.entries(acts).forEach(([key, a], i) => {
      if (!key.startsWith(NEW_ACTIVITY)) {
        fixed[key] = a;
        return;
      }
      const aid = stableId(`${id}\u0000activity${i}`);
      a._id = aid;
      fixed[aid] = a;
    });
    sys.activities = fixed;
  }
  return { doc, folder, slug: exportFileStem(name, id), notes };
}
