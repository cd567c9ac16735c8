/**
 * Round trips through the Grimoire YAML, on every corpus in ../shared/corpus
 * (skipped with a message when one is absent):
 *
 * - format -> YAML -> format: each record imported (the canonical spell and
 *   its `extra` block), written as the dataset file, read back from that
 *   text, and exported again gives the record itself, field for field;
 * - YAML -> format -> YAML: the spell so read, exported and imported again,
 *   gives the same spell and the same `extra` block.
 *
 * The import and export are the format codecs of the contract (the code
 * `grimoire import` and `grimoire export` run), the YAML the dataset writer's.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { CORE_SCHEMA, load } from 'js-yaml';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { exportRecord, importRecord, type Codec } from '../../../../server/src/service/formats/contract';
import { CODECS } from '../../../../server/src/service/formats/codecs';
import { renderDataset, DND5E_KEY_ORDER } from '../../../../server/src/service/formats/dataset';
import { spellRecordOf, EXTRA_KEY } from '../../../../server/src/service/formats/records';
import { readOpen5eUnit, unitsOf, writeOpen5eUnit } from '../../../../server/src/service/formats/open5e/unit';
import { detectDialect, embeddedSpells } from '../../../../server/src/service/formats/detect';
import type { FormatName } from '../../../../server/src/service/formats/types';
import { CORPUS } from '../../../helpers/corpus';

const walk = (p: string): string[] => (statSync(p).isDirectory() ? readdirSync(p).sort().flatMap((n) => walk(join(p, n))) : [p]);
const loadAll = (p: string): unknown[] => walk(p).filter((f) => /\.(json|ya?ml)$/.test(f)).map((f) => load(readFileSync(f, 'utf8'), { schema: CORE_SCHEMA }));
const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

interface Case {
  format: FormatName;
  input: string;
  /** The records of the corpus, and the codec to run them through. */
  load(): { records: Array<Record<string, unknown>>; codec: Codec };
}

const CASES: Case[] = [
  { format: '5etools', input: '5etools/spells-phb.srd51.json', load: () => ({ records: (loadAll(resolve(CORPUS, '5etools/spells-phb.srd51.json'))[0] as { spell: Array<Record<string, unknown>> }).spell, codec: CODECS['5etools'] }) },
  { format: 'foundry-dnd5e', input: 'foundry-dnd5e/spells', load: () => ({ records: loadAll(resolve(CORPUS, 'foundry-dnd5e/spells')).filter((d): d is Record<string, unknown> => isObj(d) && detectDialect(d) === 'foundry-dnd5e'), codec: CODECS['foundry-dnd5e'] }) },
  { format: 'foundry-dnd5e', input: 'foundry-dnd5e/monsters-with-spells', load: () => ({ records: loadAll(resolve(CORPUS, 'foundry-dnd5e/monsters-with-spells')).flatMap((d) => embeddedSpells(d).map((e) => e.item)), codec: CODECS['foundry-dnd5e'] }) },
  { format: 'black-flag', input: 'black-flag/spells', load: () => ({ records: loadAll(resolve(CORPUS, 'black-flag/spells')).filter((d): d is Record<string, unknown> => isObj(d) && detectDialect(d) === 'black-flag'), codec: CODECS['black-flag'] }) },
  ...['open5e', 'srd52'].map((dir) => ({
    format: 'open5e' as const,
    input: dir,
    load: () => {
      const files = walk(resolve(CORPUS, dir)).filter((f) => f.endsWith('.json') && (dir === 'open5e' || f.includes('open5e-')));
      const all = files.flatMap((f) => JSON.parse(readFileSync(f, 'utf8')) as unknown[]);
      const { units, titles } = unitsOf(all);
      return { records: units.map((u) => u.unit), codec: { read: (u: Record<string, unknown>) => readOpen5eUnit(u, titles), write: (s: Record<string, unknown>, b?: Record<string, unknown>) => writeOpen5eUnit(s, b, titles) } };
    },
  })),
  { format: '5e-database', input: '5e-srd-spells.json', load: () => ({ records: JSON.parse(readFileSync(resolve(CORPUS, '5e-srd-spells.json'), 'utf8')) as Array<Record<string, unknown>>, codec: CODECS['5e-database'] }) },
  { format: 'psrd', input: 'pf1-psrd-spells.json', load: () => ({ records: JSON.parse(readFileSync(resolve(CORPUS, 'pf1-psrd-spells.json'), 'utf8')) as Array<Record<string, unknown>>, codec: CODECS.psrd }) },
];

/** The spells as a dataset file, read back from its text (what a user's file holds). */
function throughYaml(spells: Array<Record<string, unknown>>, system: string): Array<Record<string, unknown>> {
  const text = renderDataset({ comment: ['grimoire: spells'], system, attribution: 'a', license: 'l', spells, blockDescriptions: true });
  const back = parseYaml(text) as { spells: Array<Record<string, unknown>> };
  return back.spells;
}

/** A spell of the file as the exporter takes it: its system put back, the format's `extra` block apart. */
function forExport(spell: Record<string, unknown>, format: FormatName, system: string): { value: Record<string, unknown>; extra?: Record<string, unknown> } {
  const { [EXTRA_KEY]: all, ...rest } = spell;
  const mine = isObj(all) && isObj(all[format]) ? all[format] : undefined;
  return { value: { ...rest, system }, ...(mine ? { extra: mine } : {}) };
}

describe('round trips of a hand-made record', () => {
  const CUBE = {
    name: 'Box', source: 'PHB', page: 1, level: 1, school: 'C',
    entries: ['A {@damage 2d6} force damage burst fills a 10-foot cube.'], damageInflict: ['force'],
  };
  it('a key the writer adds (areaTags, from the cube) and the record lacked is named in the block and left out again', () => {
    const fresh = CODECS['5etools'].write(importRecord(CODECS['5etools'], CUBE).mapped.value).doc;
    expect(fresh.areaTags).toEqual(['C']);
    const imported = importRecord(CODECS['5etools'], CUBE);
    // The record has no time, range, components or duration either: the writer's defaults for them are named too.
    expect(imported.extra?.['grimoire:absent']).toContainEqual(['areaTags']);
    expect(imported.extra?.['grimoire:absent']).toContainEqual(['time']);
    const [spell] = throughYaml([spellRecordOf(imported, '5etools', DND5E_KEY_ORDER)], 'dnd5e');
    const { value, extra } = forExport(spell!, '5etools', 'dnd5e');
    expect(exportRecord(CODECS['5etools'], value, extra).doc).toEqual(CUBE);
  });
  it('an edited field is written from the edit, the rest as it was', () => {
    const imported = importRecord(CODECS['5etools'], CUBE);
    const [spell] = throughYaml([spellRecordOf(imported, '5etools', DND5E_KEY_ORDER)], 'dnd5e');
    const { value, extra } = forExport(spell!, '5etools', 'dnd5e');
    const doc = exportRecord(CODECS['5etools'], { ...value, level: 2 }, extra).doc;
    expect(doc).toEqual({ ...CUBE, level: 2 });
  });
});

describe('round trips through the Grimoire YAML on the corpora', () => {
  for (const c of CASES) {
    const have = existsSync(resolve(CORPUS, c.input));
    if (!have) console.warn(`test/unit/service/formats/round-trip.test.ts: ../shared/corpus/${c.input} is absent; the ${c.format} round trips are skipped.`);
    it.skipIf(!have)(`${c.format} (${c.input}): record -> YAML -> record is the record; YAML -> ${c.format} -> YAML is the YAML`, () => {
      const { records, codec } = c.load();
      expect(records.length).toBeGreaterThan(100);
      const imported = records.map((r) => importRecord(codec, r));
      const system = String(imported[0]!.mapped.system);
      const spells = throughYaml(imported.map((i) => spellRecordOf(i, c.format, DND5E_KEY_ORDER)), system);
      expect(spells).toHaveLength(records.length);
      const recordDrift: string[] = [];
      const yamlDrift: string[] = [];
      spells.forEach((spell, i) => {
        const { value, extra } = forExport(spell, c.format, system);
        const doc = exportRecord(codec, value, extra).doc;
        if (!isDeepStrictEqual(doc, records[i])) recordDrift.push(String(records[i]!.name ?? i));
        // And back: the exported record imported again gives the spell of the file.
        const again = spellRecordOf(importRecord(codec, doc), c.format, DND5E_KEY_ORDER);
        if (!isDeepStrictEqual(throughYaml([again], system)[0], spell)) yamlDrift.push(String(spell.name ?? i));
      });
      expect(recordDrift.slice(0, 20)).toEqual([]);
      expect(yamlDrift.slice(0, 20)).toEqual([]);
    });
  }
});
