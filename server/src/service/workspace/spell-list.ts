/**
 * Spell-list files: class spell lists that name spells defined elsewhere.
 *
 * ```yaml
 * system: dnd5e            # optional: the names resolve among this system's spells
 * edition: 2024            # optional: and this edition's, where editions repeat names
 * spell_lists:
 *   wizard: [Fireball, Magic Missile]
 *   cleric:
 *     - Cure Wounds
 * ```
 *
 * A file is a spell-list file by its name (`*.spell-list.yaml`,
 * `*.spell-lists.yaml`, `.yml`, any case) or by its structure: a YAML
 * document whose top level is a mapping with a `spell_lists` key and neither
 * `spells` nor `name` (so a spell with a stray `spell_lists` key stays a
 * spell, and is told of its unknown key). The schema is
 * schemas/spell-list.schema.json; detect.ts and analyze.ts ask here.
 */
import type { YNode } from '../parse/yaml-tree';
import type { FileFacts, ListFact, RefFact } from './facts';
import { cleanName, editionOf, nameKey, systemOf } from './names';
import { isFlow, sequenceSlot, spanOf } from './tree-spans';

const LIST_NAME = /\.spell-lists?\.ya?ml$/i;

/** Is `path` a spell-list file by its name? */
export function isSpellListPath(path: string): boolean {
  return LIST_NAME.test(path);
}

/** Is a loaded document a spell-list file's top level? */
export function isSpellListValue(v: unknown): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const o = v as Record<string, unknown>;
  return Object.prototype.hasOwnProperty.call(o, 'spell_lists') && !('spells' in o) && !('name' in o);
}

/** Could `text` hold a spell-list file (a cheap screen before parsing: the key must be written)? */
export function mayHoldSpellList(text: string): boolean {
  return text.includes('spell_lists');
}

/** The lists and entries of a spell-list document (`root` parsed from `text` at `base`). */
export function listFacts(text: string, root: YNode, base: number): FileFacts {
  const value = root.value as Record<string, unknown>;
  const system = systemOf(value.system);
  const edition = editionOf(value.edition);
  const out: FileFacts = { kind: 'spell-list', spells: [], refs: [], lists: [], ...(system ? { system } : {}), ...(edition ? { edition } : {}) };
  const pair = root.pairs?.filter((p) => p.key.value === 'spell_lists').pop();
  const lists = pair?.value;
  if (!lists || lists.kind !== 'mapping' || lists.alias) return out;
  const outerFlow = isFlow(text, root, base) || isFlow(text, lists, base);
  for (const p of lists.pairs ?? []) {
    const seq = p.value;
    if (seq.kind !== 'sequence' || seq.alias) continue;
    const cls = String(p.key.value ?? '').trim().toLowerCase();
    if (!cls) continue;
    const flow = outerFlow || isFlow(text, seq, base);
    const slot = sequenceSlot(text, seq, base) ?? { start: base + seq.start, end: base + seq.end, flow, indent: 0, itemStyle: 'plain' as const };
    const list: ListFact = { class: cls, ...(system ? { system } : {}), ...(edition ? { edition } : {}), keyStart: base + p.key.start, keyEnd: base + p.key.end, seq: slot, entries: [] };
    const li = out.lists.push(list) - 1;
    for (const it of seq.items ?? []) {
      if (it.kind !== 'scalar' || typeof it.value !== 'string' || it.value.trim() === '') continue;
      const name = cleanName(it.value);
      const ref: RefFact = { kind: 'list', name, key: nameKey(name), span: spanOf(text, it, base, flow, false), listClass: cls, list: li, ...(system ? { system } : {}), ...(edition ? { edition } : {}) };
      list.entries.push(out.refs.push(ref) - 1);
    }
  }
  return out;
}
