/**
 * The per-field contract (formats/contract.ts) and `grimoire import --report`:
 * every field of every source record is kept (read into the spell and written
 * back), carried (held as it is in the spell's `extra` block), noted (named in
 * a note) or dropped (lost without a word), and nothing is dropped.
 *
 * Checked three ways: on hand-made records (an unknown field is carried, and
 * a record round-trips to itself); on every corpus in ../shared/corpus (the
 * table counts every leaf of the records, counted here independently, and
 * none is dropped); and, for a sample of each corpus, by the second method of
 * test/helpers/field-accounting.ts (each leaf changed, then removed: a leaf
 * whose change shows nowhere is dropped), which knows nothing of the readers'
 * bookkeeping. The corpus parts skip with a message when a corpus is absent.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CORE_SCHEMA, load } from 'js-yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { convertDialect, type DialectImport, type LoadedDoc } from '../../../../server/src/service/formats/import';
import { import5eDatabase, convert5eDatabase } from '../../../../server/src/service/formats/5e-database/read';
import { importPsrd, convertPsrd } from '../../../../server/src/service/formats/psrd/read';
import { importRecord, accountFields } from '../../../../server/src/service/formats/contract';
import { CODECS } from '../../../../server/src/service/formats/codecs';
import { embeddedSpells } from '../../../../server/src/service/formats/detect';
import { reportTotals, type FieldReport } from '../../../../server/src/service/formats/report';
import { runDialectImport } from '../../../../server/src/cli/interop-cmd';
import { render } from '../../../../server/src/service/i18n';
import type { ImportWarning } from '../../../../server/src/service/formats/records';
import { accountRecord, type Convert } from '../../../helpers/field-accounting';
import { CORPUS } from '../../../helpers/corpus';

const tmp = mkdtempSync(join(tmpdir(), 'grimoire-field-report-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Leaves of a value (scalars, empty lists, empty mappings), counted plainly. */
function countLeaves(v: unknown): number {
  if (Array.isArray(v)) return v.length === 0 ? 1 : v.reduce((n: number, x) => n + countLeaves(x), 0);
  if (v !== null && typeof v === 'object') {
    const vals = Object.values(v);
    return vals.length === 0 ? 1 : vals.reduce((n: number, x) => n + countLeaves(x), 0);
  }
  return 1;
}

const walk = (p: string): string[] => (statSync(p).isDirectory() ? readdirSync(p).sort().flatMap((n) => walk(join(p, n))) : [p]);
const loadDocs = (p: string): LoadedDoc[] =>
  walk(p)
    .filter((f) => /\.(json|ya?ml)$/.test(f))
    .map((f) => ({ label: f, doc: load(readFileSync(f, 'utf8'), { schema: CORE_SCHEMA }) }));

const FIREBOLT = {
  name: 'Fire Bolt',
  source: 'PHB',
  page: 242,
  level: 0,
  school: 'V',
  time: [{ number: 1, unit: 'action' }],
  range: { type: 'point', distance: { type: 'feet', amount: 120 } },
  components: { v: true, s: true },
  duration: [{ type: 'instant' }],
  entries: ['You hurl a mote of fire at a creature or object within range. On a hit, the target takes {@damage 1d10} fire damage.'],
  damageInflict: ['fire'],
  zzHomebrewNote: { by: 'someone', tags: ['a', 'b'] },
};

describe('the contract on hand-made records', () => {
  it('5etools: a field the format reader does not know is carried, every other leaf kept; the record round-trips to itself', () => {
    const imported = importRecord(CODECS['5etools'], FIREBOLT);
    expect(imported.written).toEqual(FIREBOLT);
    expect((imported.extra as Record<string, unknown>).zzHomebrewNote).toEqual({ by: 'someone', tags: ['a', 'b'] });
    const fates = Object.fromEntries(accountFields(FIREBOLT, imported).map((a) => [a.path.join('.'), a.fate]));
    expect(fates['zzHomebrewNote.by']).toBe('carried');
    expect(fates['zzHomebrewNote.tags.1']).toBe('carried');
    expect(fates.name).toBe('kept');
    expect(fates['range.distance.amount']).toBe('kept');
    expect(Object.values(fates).filter((f) => f === 'dropped')).toEqual([]);
    // The leaves by hand: name, source, page, level, school, time.0.number, time.0.unit, range.type,
    // range.distance.type, range.distance.amount, components.v, components.s, duration.0.type, entries.0,
    // damageInflict.0, zzHomebrewNote.by, zzHomebrewNote.tags.0, zzHomebrewNote.tags.1: 18.
    expect(Object.keys(fates)).toHaveLength(18);
  });

  it('the second method agrees: no leaf of the record is dropped', () => {
    const convert: Convert = (rec) => {
      const c = convertDialect('5etools', [{ label: 'x', doc: { spell: [rec] } }]);
      if (c.spells.length === 0) return undefined;
      const { extra, ...canonical } = c.spells[0]!;
      return { canonical, carried: extra, notes: c.warnings.map((w) => render('en', w.msg)) };
    };
    const leaves = accountRecord(FIREBOLT, convert);
    expect(leaves).toHaveLength(18);
    expect(leaves.filter((l) => l.status === 'dropped')).toEqual([]);
    expect(leaves.filter((l) => l.status === 'carried').map((l) => l.path.join('.'))).toEqual(['zzHomebrewNote.by', 'zzHomebrewNote.tags.0', 'zzHomebrewNote.tags.1']);
  });

  it('grimoire import --report prints the per-field table: a row per field, the totals, nothing dropped', () => {
    const input = join(tmp, 'brew.json');
    writeFileSync(input, JSON.stringify({ spell: [FIREBOLT] }));
    const out: string[] = [];
    expect(runDialectImport('5etools', [input, '-o', join(tmp, 'out.yaml'), '--report'], tmp, (s) => out.push(s), () => undefined)).toBe(0);
    const lines = out.join('').trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Fields of the records read: kept/);
    expect(lines[1]).toMatch(/^field\s+kept\s+carried\s+noted\s+dropped$/);
    expect(lines).toContainEqual(expect.stringMatching(/^zzHomebrewNote\.tags\[\]\s+0\s+2\s+0\s+0$/));
    expect(lines).toContainEqual(expect.stringMatching(/^range\.distance\.amount\s+1\s+0\s+0\s+0$/));
    // 15 kept, 3 carried (by hand, above).
    expect(lines[lines.length - 1]).toMatch(/^\(all fields\)\s+15\s+3\s+0\s+0$/);
  });
});

/** Each corpus: its records as the importer sees them, and the import's table. */
interface CorpusRun {
  name: string;
  input: string;
  run(): { report: FieldReport; leaves: number; warnings: ImportWarning[]; records: unknown[]; convert: Convert };
}

const splitSpell = (s: Record<string, unknown>) => {
  const { extra, ...canonical } = s;
  return { canonical, carried: extra };
};
const dialectRun = (kind: DialectImport, pick: (d: LoadedDoc) => unknown[], wrap: (r: unknown) => unknown) => (docs: LoadedDoc[]) => {
  const c = convertDialect(kind, docs);
  const records = docs.flatMap(pick);
  const convert: Convert = (rec) => {
    const one = convertDialect(kind, [{ label: 'x', doc: wrap(rec) }]);
    if (one.spells.length !== 1) return undefined;
    return { ...splitSpell(one.spells[0]!), notes: one.warnings.map((w) => `${render('en', w.msg)} ${w.field ?? ''}`) };
  };
  return { report: c.report, warnings: c.warnings, records, convert };
};
const isSpellItem = (d: LoadedDoc) => (d.doc as { type?: unknown } | null)?.type === 'spell';

const RUNS: CorpusRun[] = [
  {
    name: '5etools',
    input: '5etools/spells-phb.srd51.json',
    run() {
      const r = dialectRun('5etools', (d) => (d.doc as { spell: unknown[] }).spell, (x) => ({ spell: [x] }))(loadDocs(resolve(CORPUS, this.input)));
      return { ...r, leaves: countLeaves(r.records) };
    },
  },
  ...(['foundry', 'black-flag'] as const).map((kind) => ({
    name: kind,
    input: kind === 'foundry' ? 'foundry-dnd5e/spells' : 'black-flag/spells',
    run(this: CorpusRun) {
      const r = dialectRun(kind, (d) => (isSpellItem(d) ? [d.doc] : []), (x) => x)(loadDocs(resolve(CORPUS, this.input)));
      return { ...r, leaves: countLeaves(r.records) };
    },
  })),
  {
    name: "Foundry actors' embedded spells",
    input: 'foundry-dnd5e/monsters-with-spells',
    run() {
      const r = dialectRun('foundry', (d) => embeddedSpells(d.doc).map((e) => e.item), (x) => x)(loadDocs(resolve(CORPUS, this.input)));
      expect(r.records).toHaveLength(313);
      return { ...r, leaves: countLeaves(r.records) };
    },
  },
  ...['open5e', 'srd52'].map((dir) => ({
    name: dir === 'open5e' ? 'open5e (five documents)' : 'open5e (SRD 5.2)',
    input: dir,
    run(this: CorpusRun) {
      const docs = loadDocs(resolve(CORPUS, this.input)).filter((d) => dir === 'open5e' || d.label.includes('open5e-'));
      const all = docs.flatMap((d) => (Array.isArray(d.doc) ? (d.doc as Array<{ model?: string }>) : []));
      // The spells and their casting options are the records accounted for; the Document records give titles only.
      const spells = all.filter((r) => r.model === 'api_v2.spell');
      const options = all.filter((r) => r.model === 'api_v2.spellcastingoption');
      const documents = all.filter((r) => r.model === 'api_v2.document');
      const r = dialectRun('open5e', () => [], (x) => x)(docs);
      const byParent = (pk: unknown) => options.filter((o) => (o as { fields: { parent?: unknown } }).fields.parent === pk);
      const units = spells.map((s) => [s, ...byParent((s as { pk?: unknown }).pk)]);
      const convert: Convert = (unit) => {
        const one = convertDialect('open5e', [{ label: 'x', doc: [...(unit as unknown[]), ...documents] }]);
        if (one.spells.length !== 1) return undefined;
        return { ...splitSpell(one.spells[0]!), notes: one.warnings.map((w) => `${render('en', w.msg)} ${w.field ?? ''}`) };
      };
      return { ...r, records: units, convert, leaves: countLeaves(spells) + countLeaves(options.filter((o) => spells.some((s) => (s as { pk?: unknown }).pk === (o as { fields: { parent?: unknown } }).fields.parent))) };
    },
  })),
  ...(['5e-database', 'psrd'] as const).map((kind) => ({
    name: kind,
    input: kind === 'psrd' ? 'pf1-psrd-spells.json' : '5e-srd-spells.json',
    run(this: CorpusRun) {
      const json = JSON.parse(readFileSync(resolve(CORPUS, this.input), 'utf8')) as unknown[];
      const r = (kind === 'psrd' ? importPsrd : import5eDatabase)(json);
      const conv = kind === 'psrd' ? convertPsrd : convert5eDatabase;
      const convert: Convert = (rec) => {
        const one = conv([rec]);
        if (one.spells.length !== 1) return undefined;
        return { ...splitSpell(one.spells[0]!), notes: one.warnings.map((w) => `${render('en', w.msg)} ${w.field ?? ''}`) };
      };
      return { report: r.report!, warnings: r.warnings, records: json, convert, leaves: countLeaves(json) };
    },
  })),
];

describe('the contract on the corpora', () => {
  for (const c of RUNS) {
    const have = existsSync(resolve(CORPUS, c.input));
    if (!have) console.warn(`test/unit/service/formats/field-report.test.ts: ../shared/corpus/${c.input} is absent; the ${c.name} corpus checks are skipped.`);
    it.skipIf(!have)(`${c.name}: the --report table counts every leaf of every record once, and none is dropped; a sample agrees by perturbation`, () => {
      const r = c.run();
      const t = reportTotals(r.report);
      expect(t.kept + t.carried + t.noted + t.dropped).toBe(r.leaves);
      expect([...r.report].filter(([, n]) => n.dropped > 0).map(([k]) => k)).toEqual([]);
      // Every note names its record; the field, where a note has one, is a path of that record.
      expect(r.warnings.filter((w) => w.spell === '' && !w.label)).toEqual([]);
      // The second method, on every 40th record (it converts each record twice per leaf).
      const sample = r.records.filter((_, i) => i % 40 === 0);
      const dropped = sample.flatMap((rec) => accountRecord(rec, r.convert).filter((l) => l.status === 'dropped').map((l) => l.path.join('.')));
      expect(dropped).toEqual([]);
    });
  }
});
