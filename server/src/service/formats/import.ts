/**
 * Importers built on the dialect readers (`grimoire import 5etools|foundry|
 * black-flag|open5e`): the reader of the format plus the canonical dataset writer.
 * Every note of the reader (what the format cannot hold) is kept as a
 * warning, never dropped. Pure: the CLI reads the files.
 */
import { detectDialect, readDialect } from './detect';
import { read5etools } from './5etools/read';
import { readOpen5e, type Open5eOption } from './open5e/read';
import { OPEN5E_MODELS } from './open5e/table';
import { isObj, noteRef, type MappedSpell } from './types';
import { render, type MsgRef } from '../i18n';
import { DND5E_KEY_ORDER, orderKeys, renderDataset, type SpellRecord } from './dataset';
import type { ImportResult, ImportWarning } from './records';

/** The formats these importers read. */
export type DialectImport = '5etools' | 'foundry' | 'black-flag' | 'open5e';

/** One loaded input document and where it came from (for warnings). */
export interface LoadedDoc {
  label: string;
  doc: unknown;
}

const HEADERS: Record<DialectImport, { system: string; title: string }> = {
  '5etools': { system: 'dnd5e', title: '5etools spell data' },
  foundry: { system: 'dnd5e', title: 'Foundry VTT dnd5e spell items' },
  'black-flag': { system: 'tov', title: 'Black Flag Roleplaying spell items (Foundry VTT)' },
  open5e: { system: 'dnd5e', title: 'Open5e v2 spell fixtures' },
};

/**
 * Open5e fixtures are Django lists of `{ model, pk, fields }`: the spells,
 * their casting options (joined by `parent`) and the documents (titles for
 * `book`) may come in separate files, so all documents are gathered first.
 */
function convertOpen5e(docs: readonly LoadedDoc[], take: (m: MappedSpell, label: string) => void, warn: (spell: string, message: MsgRef) => void): { skipped: number; credits: string[]; licences: string[] } {
  const spells: Array<{ rec: Record<string, unknown>; label: string }> = [];
  const options = new Map<string, Open5eOption[]>();
  const titles = new Map<string, string>();
  const credits: string[] = [];
  const licences = new Set<string>();
  let skipped = 0;
  for (const { label, doc } of docs) {
    const list = Array.isArray(doc) ? doc : undefined;
    if (!list || !list.some((r) => isObj(r) && typeof r.model === 'string' && r.model.startsWith('api_v2.'))) {
      warn(label, { key: 'import.w.notOpen5e', args: { shape: '{ model: "api_v2.*", pk, fields }' } });
      skipped++;
      continue;
    }
    list.forEach((r, i) => {
      if (!isObj(r) || !isObj(r.fields)) return void warn(`${label}#${i + 1}`, { key: 'import.w.notFixtureRecord' });
      const f = r.fields;
      if (r.model === OPEN5E_MODELS.spell) spells.push({ rec: r, label: `${label}#${i + 1}` });
      else if (r.model === OPEN5E_MODELS.option && typeof f.parent === 'string') options.set(f.parent, [...(options.get(f.parent) ?? []), f]);
      else if (r.model === OPEN5E_MODELS.document && typeof r.pk === 'string' && typeof f.name === 'string') {
        titles.set(r.pk, f.name);
        // The document's own credit line (OGL section 15 asks for it): title, publisher, year, authors.
        const year = typeof f.publication_date === 'string' ? f.publication_date.slice(0, 4) : '';
        credits.push([f.name, f.publisher, year, typeof f.author === 'string' ? `by ${f.author}` : ''].filter((x) => typeof x === 'string' && x !== '').join(', ').replace(/(?<!\.)\.+$/, ''));
        if (Array.isArray(f.licenses)) for (const l of f.licenses) if (typeof l === 'string') licences.add(l);
      }
    });
  }
  for (const { rec, label } of spells) {
    const f = rec.fields as Record<string, unknown>;
    take(readOpen5e(rec, options.get(String(rec.pk)) ?? [], typeof f.document === 'string' ? titles.get(f.document) : undefined), label);
  }
  return { skipped, credits, licences: [...licences] };
}

/** A warning by catalogue key: its English text, and the reference `grimoire import --locale` renders. */
function warning(spell: string, msg: MsgRef): ImportWarning {
  return { spell, message: render('en', msg), msg };
}

/** Map the loaded documents of a format to canonical spells; non-spell documents are skipped (counted), never errors. */
export function convertDialect(kind: DialectImport, docs: readonly LoadedDoc[]): { spells: SpellRecord[]; warnings: ImportWarning[]; skipped: number; attribution?: string; license?: string } {
  const spells: SpellRecord[] = [];
  const warnings: ImportWarning[] = [];
  let skipped = 0;
  const take = (m: MappedSpell, label: string) => {
    const name = typeof m.value.name === 'string' ? m.value.name : label;
    m.notes.forEach((n, i) => {
      const msg = noteRef(m.notes, i);
      warnings.push(msg ? { spell: name, message: n, msg } : { spell: name, message: n });
    });
    const v = { ...m.value };
    delete v.system;
    spells.push(orderKeys(v, DND5E_KEY_ORDER));
  };
  if (kind === 'open5e') {
    const o = convertOpen5e(docs, take, (spell, msg) => warnings.push(warning(spell, msg)));
    const out: ReturnType<typeof convertDialect> = { spells, warnings, skipped: o.skipped };
    if (o.credits.length) out.attribution = `Converted from the Open5e v2 fixtures of: ${o.credits.join('; ')}.`;
    if (o.licences.length) out.license = o.licences.join(', ');
    return out;
  }
  for (const { label, doc } of docs) {
    if (kind === '5etools') {
      const list = isObj(doc) && Array.isArray(doc.spell) ? doc.spell : undefined;
      if (!list) {
        warnings.push(warning(label, { key: 'import.w.not5etools' }));
        skipped++;
        continue;
      }
      list.forEach((r, i) => (isObj(r) ? take(read5etools(r), `${label}#${i + 1}`) : warnings.push(warning(`${label}#${i + 1}`, { key: 'import.w.notSpellRecord' }))));
      continue;
    }
    const fmt = detectDialect(doc);
    const want = kind === 'foundry' ? 'foundry-dnd5e' : 'black-flag';
    if (fmt !== want) {
      skipped++;
      if (fmt) warnings.push(warning(label, { key: 'import.w.otherFormat', args: { fmt: fmt === 'black-flag' ? 'Black Flag' : 'Foundry dnd5e', kind, use: fmt === 'black-flag' ? 'black-flag' : 'foundry' } }));
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
    attribution: c.attribution ?? `Converted from ${h.title}; see the source's own licence.`,
    license: c.license ?? 'see source',
    spells: c.spells,
    blockDescriptions: true,
  });
  return { text, spells: c.spells.length, warnings: c.warnings, skipped: c.skipped };
}
