/**
 * Importers built on the dialect readers (`grimoire import 5etools|foundry|
 * black-flag`): the reader of the format plus the canonical dataset writer.
 * Every note of the reader (what the format cannot hold) is kept as a
 * warning, never dropped. Pure: the CLI reads the files.
 */
import { detectDialect, readDialect } from '../dialects/detect';
import { read5etools } from '../dialects/5etools/read';
import { isObj, type MappedSpell } from '../dialects/types';
import { DND5E_KEY_ORDER, orderKeys, renderDataset, type ImportResult, type ImportWarning, type SpellRecord } from './common';

/** The formats these importers read. */
export type DialectImport = '5etools' | 'foundry' | 'black-flag';

/** One loaded input document and where it came from (for warnings). */
export interface LoadedDoc {
  label: string;
  doc: unknown;
}

const HEADERS: Record<DialectImport, { system: string; title: string }> = {
  '5etools': { system: 'dnd5e', title: '5etools spell data' },
  foundry: { system: 'dnd5e', title: 'Foundry VTT dnd5e spell items' },
  'black-flag': { system: 'tov', title: 'Black Flag Roleplaying spell items (Foundry VTT)' },
};

/** Map the loaded documents of a format to canonical spells; non-spell documents are skipped (counted), never errors. */
export function convertDialect(kind: DialectImport, docs: readonly LoadedDoc[]): { spells: SpellRecord[]; warnings: ImportWarning[]; skipped: number } {
  const spells: SpellRecord[] = [];
  const warnings: ImportWarning[] = [];
  let skipped = 0;
  const take = (m: MappedSpell, label: string) => {
    const name = typeof m.value.name === 'string' ? m.value.name : label;
    for (const n of m.notes) warnings.push({ spell: name, message: n });
    const v = { ...m.value };
    delete v.system;
    spells.push(orderKeys(v, DND5E_KEY_ORDER));
  };
  for (const { label, doc } of docs) {
    if (kind === '5etools') {
      const list = isObj(doc) && Array.isArray(doc.spell) ? doc.spell : undefined;
      if (!list) {
        warnings.push({ spell: label, message: 'not a 5etools spell file (no "spell" list); skipped' });
        skipped++;
        continue;
      }
      list.forEach((r, i) => (isObj(r) ? take(read5etools(r), `${label}#${i + 1}`) : warnings.push({ spell: `${label}#${i + 1}`, message: 'not a spell record; skipped' })));
      continue;
    }
    const fmt = detectDialect(doc);
    const want = kind === 'foundry' ? 'foundry-dnd5e' : 'black-flag';
    if (fmt !== want) {
      skipped++;
      if (fmt) warnings.push({ spell: label, message: `a ${fmt === 'black-flag' ? 'Black Flag' : 'Foundry dnd5e'} spell, not a ${kind} one; skipped (use \`import ${fmt === 'black-flag' ? 'black-flag' : 'foundry'}\`)` });
      continue;
    }
    take(readDialect(doc as Record<string, unknown>, want), label);
  }
  return { spells, warnings, skipped };
}

/** Convert and render the canonical dataset file. */
export function importDialect(kind: DialectImport, docs: readonly LoadedDoc[]): ImportResult & { skipped: number } {
  const c = convertDialect(kind, docs);
  const h = HEADERS[kind];
  const text = renderDataset({
    comment: ['grimoire: spells', `Imported from ${h.title} by \`grimoire import ${kind}\`. What the format could not hold is listed by the importer (docs/interop.md).`],
    system: h.system,
    attribution: `Converted from ${h.title}; see the source's own licence.`,
    license: 'see source',
    spells: c.spells,
    blockDescriptions: true,
  });
  return { text, spells: c.spells.length, warnings: c.warnings, skipped: c.skipped };
}
