/**
 * Importers built on the format codecs (`grimoire import 5etools|foundry|
 * black-flag|open5e`): each record read into the canonical spell, with its
 * pass-through block (`extra: { <format>: ... }`, ../contract.ts) and the
 * canonical dataset writer (dataset.ts). Every note of the reader is kept as
 * a warning naming its spell and field, and every field of every record is
 * accounted for (kept, carried, noted or dropped) for `--report`. Pure: the
 * CLI reads the files.
 */
import { detectDialect, embeddedSpells } from './detect';
import { accountFields, importRecord, type Codec } from './contract';
import { CODECS } from './codecs';
import { readOpen5eUnit, unitsOf, writeOpen5eUnit } from './open5e/unit';
import { OPEN5E_MODELS } from './open5e/table';
import { dotted, isObj, type FormatName } from './types';
import type { MsgRef } from '../i18n';
import { DND5E_KEY_ORDER, renderDataset, type SpellRecord } from './dataset';
import { addAccounts, emptyReport, type FieldReport } from './report';
import { spellRecordOf, type ImportResult, type ImportWarning } from './records';

export { EXTRA_KEY } from './records';

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

/** Keys under which a record's mappings are keyed by id (general paths show them as `*`). */
export const ID_MAPS: readonly string[] = ['activities', 'options'];

/** A warning by catalogue key on a label of the input (a file, a record number). */
function warning(spell: string, msg: MsgRef): ImportWarning {
  return { spell, msg };
}

/** What a conversion gives: the spells, the warnings, the documents skipped, the per-field report, and the credits. */
export interface Converted {
  spells: SpellRecord[];
  warnings: ImportWarning[];
  skipped: number;
  report: FieldReport;
  attribution?: string;
  license?: string;
}

/** The credit line of an Open5e Document record (OGL section 15 asks for it): title, publisher, year, authors. */
function credit(f: Record<string, unknown>): string {
  const year = typeof f.publication_date === 'string' ? f.publication_date.slice(0, 4) : '';
  return [f.name, f.publisher, year, typeof f.author === 'string' ? `by ${f.author}` : ''].filter((x) => typeof x === 'string' && x !== '').join(', ').replace(/(?<!\.)\.+$/, '');
}

/**
 * Open5e fixtures are Django lists of `{ model, pk, fields }`: the spells,
 * their casting options (joined by `parent`) and the documents (titles for
 * `book`) may come in separate files, so all documents are gathered first.
 */
function convertOpen5e(docs: readonly LoadedDoc[], take: (codec: Codec, record: Record<string, unknown>, label: string) => void, warn: (spell: string | MsgRef, message: MsgRef) => void): { skipped: number; credits: string[]; licences: string[] } {
  const records: unknown[] = [];
  const labels: string[] = [];
  const credits: string[] = [];
  const licences = new Set<string>();
  let skipped = 0;
  let sawOption = false;
  for (const { label, doc } of docs) {
    const list = Array.isArray(doc) ? doc : undefined;
    if (!list || !list.some((r) => isObj(r) && typeof r.model === 'string' && r.model.startsWith('api_v2.'))) {
      warn(label, { key: 'import.w.notOpen5e', args: { shape: '{ model: "api_v2.*", pk, fields }' } });
      skipped++;
      continue;
    }
    list.forEach((r, i) => {
      if (!isObj(r) || !isObj(r.fields)) return void warn(`${label}#${i + 1}`, { key: 'import.w.notFixtureRecord' });
      records.push(r);
      labels.push(`${label}#${i + 1}`);
      if (r.model === OPEN5E_MODELS.option) sawOption = true;
      if (r.model === OPEN5E_MODELS.document && typeof r.pk === 'string' && typeof r.fields.name === 'string') {
        credits.push(credit(r.fields));
        if (Array.isArray(r.fields.licenses)) for (const l of r.fields.licenses) if (typeof l === 'string') licences.add(l);
      }
    });
  }
  const { units, titles } = unitsOf(records);
  const codec: Codec = { read: (u) => readOpen5eUnit(u, titles), write: (s, b) => writeOpen5eUnit(s, b, titles) };
  // The upcast dice of the fixtures are in SpellCastingOption.json: without it, they cannot be read, and that is said once.
  if (units.length > 0 && !sawOption) warn({ key: 'import.w.input' }, { key: 'import.w.open5eNoOptions', args: { n: units.length } });
  for (const { unit, index } of units) take(codec, unit, labels[index]!);
  return { skipped, credits, licences: [...licences] };
}

/** Map the loaded documents of a format to canonical spells; non-spell documents are skipped (counted), never errors. */
export function convertDialect(kind: DialectImport, docs: readonly LoadedDoc[]): Converted {
  const spells: SpellRecord[] = [];
  const warnings: ImportWarning[] = [];
  const report = emptyReport();
  let skipped = 0;
  const format: FormatName = kind === 'foundry' ? 'foundry-dnd5e' : kind;
  const take = (codec: Codec, record: Record<string, unknown>, label: string) => {
    const imported = importRecord(codec, record);
    spells.push(spellRecordOf(imported, format, DND5E_KEY_ORDER));
    const m = imported.mapped;
    const name = typeof m.value.name === 'string' ? m.value.name : label;
    for (const n of m.notes) warnings.push({ spell: name, msg: n.msg, ...(n.field ? { field: dotted(n.field) } : {}) });
    addAccounts(report, accountFields(record, imported), ID_MAPS);
  };
  if (kind === 'open5e') {
    const o = convertOpen5e(docs, take, (spell, msg) => warnings.push(typeof spell === 'string' ? warning(spell, msg) : { spell: '', label: spell, msg }));
    const out: Converted = { spells, warnings, skipped: o.skipped, report };
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
      list.forEach((r, i) => (isObj(r) ? take(CODECS['5etools']!, r, `${label}#${i + 1}`) : warnings.push(warning(`${label}#${i + 1}`, { key: 'import.w.notSpellRecord' }))));
      continue;
    }
    const fmt = detectDialect(doc);
    const want = kind === 'foundry' ? 'foundry-dnd5e' : 'black-flag';
    // An actor's embedded spell items are read as spell files are, each labelled by its place in the actor.
    const embedded = fmt ? [] : embeddedSpells(doc).filter((e) => e.format === want);
    if (embedded.length > 0) {
      for (const e of embedded) take(CODECS[want]!, e.item, `${label} items[${e.index}]`);
      continue;
    }
    if (fmt !== want) {
      skipped++;
      if (fmt) warnings.push(warning(label, { key: 'import.w.otherFormat', args: { fmt: fmt === 'black-flag' ? 'Black Flag' : 'Foundry dnd5e', kind, use: fmt === 'black-flag' ? 'black-flag' : 'foundry' } }));
      continue;
    }
    take(CODECS[want]!, doc as Record<string, unknown>, label);
  }
  return { spells, warnings, skipped, report };
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
  return { text, spells: c.spells.length, warnings: c.warnings, skipped: c.skipped, report: c.report };
}
