/**
 * `grimoire export foundry` (export/foundry.ts): the project's own 5e and ToV samples
 * exported into a `packs/_source` layout, packed by the official
 * `@foundryvtt/foundryvtt-cli` (`compilePack(src, dest, { yaml: true })`, a
 * LevelDB pack, offline) and extracted again; what comes back reads as the
 * spell that went in (on the fields Foundry holds), with stable ids, and adds
 * no findings beyond those of the source spell.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { dump, load, CORE_SCHEMA } from 'js-yaml';
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createSpellService } from '../../../../server/src/service/service';
import { exportFoundry, stableId } from '../../../../server/src/service/formats/foundry/export';
import { readDialect } from '../../../../server/src/service/formats/detect';
import { render } from '../../../../server/src/service/i18n';
import { held } from '../../../helpers/canonical-forms';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const svc = createSpellService();
const tmp = mkdtempSync(join(tmpdir(), 'grimoire-foundry-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function walk(d: string): string[] {
  return readdirSync(d).flatMap((e) => (statSync(join(d, e)).isDirectory() ? walk(join(d, e)) : [join(d, e)]));
}

/** The project's own dnd5e and tov sample spells (not the imported datasets). */
function ownSpells() {
  const files = [...walk(resolve(ROOT, 'samples/dnd5e')), ...walk(resolve(ROOT, 'samples/tov'))].filter((f) => /\.ya?ml$/.test(f));
  return files.flatMap((f) => svc.analyze(readFileSync(f, 'utf8')).spells.filter((s) => s.system === 'dnd5e' || s.system === 'tov').map((s) => ({ file: f, spell: s, findings: svc.analyze(readFileSync(f, 'utf8')).diagnostics.length })));
}

/** The fields a Foundry item holds (description is rewritten as HTML; classes, tags, book and higher_levels have no field). */
const HELD = ['name', 'level', 'circle', 'source', 'school', 'casting_time', 'range', 'components', 'material', 'duration', 'concentration', 'ritual', 'area', 'save', 'attack', 'damage', 'heal'];

describe('export foundry', () => {
  const spells = ownSpells();
  it('has samples to export', () => {
    expect(spells.length).toBeGreaterThanOrEqual(6);
  });
  it('packs with foundryvtt-cli and extracts again; each spell reads back the same with no new findings', async () => {
    const cli = '@foundryvtt/foundryvtt-cli';
    const { compilePack, extractPack } = (await import(/* @vite-ignore */ cli)) as {
      compilePack(src: string, dest: string, o: Record<string, unknown>): Promise<void>;
      extractPack(src: string, dest: string, o: Record<string, unknown>): Promise<void>;
    };
    const src = join(tmp, 'packs/_source/spells');
    const written: Array<{ id: string; mapped: Record<string, unknown>; notes: string[] }> = [];
    for (const { spell } of spells) {
      const r = exportFoundry(spell.value, spell.system)!;
      const file = join(src, r.folder, `${r.slug}.yml`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, dump(r.doc, { lineWidth: -1, noRefs: true }));
      written.push({ id: String(r.doc._id), mapped: r.doc, notes: r.notes.map((n) => render('en', n.msg)) });
    }
    const pack = join(tmp, 'packs/spells');
    await compilePack(src, pack, { yaml: true, recursive: true, log: false });
    const out = join(tmp, 'extracted');
    await extractPack(pack, out, { yaml: true, log: false });
    const back = walk(out).filter((f) => f.endsWith('.yml'));
    expect(back.length).toBe(spells.length);
    const drift: string[] = [];
    const metric: string[] = [];
    const newFindings: string[] = [];
    for (const f of back) {
      const text = readFileSync(f, 'utf8');
      const doc = load(text, { schema: CORE_SCHEMA }) as Record<string, unknown>;
      const i = written.findIndex((w) => w.id === doc._id);
      expect(i).toBeGreaterThanOrEqual(0);
      const orig = spells[i]!.spell;
      const fmt = orig.system === 'tov' ? 'black-flag' : 'foundry-dnd5e';
      const v = readDialect(doc, fmt).value;
      const pick = (x: Record<string, unknown>) => Object.fromEntries(HELD.filter((k) => x[k] !== undefined && !(k === 'concentration' && x[k] === false)).map((k) => [k, x[k]]));
      // Metric spells are converted to feet (a documented conversion, checked below), not compared field by field.
      if (JSON.stringify(orig.value).includes('"unit":"m"') || /\d m\b/.test(String(orig.value.range))) {
        metric.push(String(orig.name));
        continue;
      }
      if (!isDeepStrictEqual(pick(v), pick(held(orig.value)))) drift.push(`${String(orig.name)}: ${JSON.stringify(pick(orig.value))} -> ${JSON.stringify(pick(v))}`);
      // Grimoire's own Foundry reader: no findings beyond those of the source spell.
      const a = svc.analyze(text);
      if (a.diagnostics.length > spells[i]!.findings) newFindings.push(`${String(orig.name)}: ${a.diagnostics.map((d) => d.code).join(', ')}`);
    }
    expect(newFindings).toEqual([]);
    expect(drift).toEqual([]);
    expect(metric.sort()).toEqual(['Gust of Wind', 'Web']);
    // Web: 18 m range is 60 ft and its 6 m cube a 20-ft cube (1.5 m = 5 ft, seed 004's square).
    const web = written.find((w) => (w.mapped.name as string) === 'Web')!.mapped.system as Record<string, Record<string, unknown>>;
    expect((web.target as Record<string, Record<string, unknown>>).template).toMatchObject({ type: 'cube', size: '20' });
    expect(web.range).toMatchObject({ value: '60', units: 'ft' });
  });
  it('ids are those of node:crypto\'s SHA-256 (the pure-JavaScript hash agrees on any text, lone surrogates too)', () => {
    const ID_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
    const viaNode = (key: string) => [...createHash('sha256').update(key).digest().subarray(0, 16)].map((b) => ID_CHARS[b % ID_CHARS.length]).join('');
    const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
    fc.assert(fc.property(fc.oneof(fc.string({ unit: codeUnit }), fc.string({ unit: 'binary' })), (key) => stableId(key) === viaNode(key)), { seed: 7, numRuns: 2000 });
    expect(stableId(`dnd5e\u0000fireball`)).toBe(viaNode(`dnd5e\u0000fireball`));
  });

  it('ids are stable across exports and differ between spells', () => {
    const ids = spells.map(({ spell }) => String(exportFoundry(spell.value, spell.system)!.doc._id));
    expect(spells.map(({ spell }) => String(exportFoundry(spell.value, spell.system)!.doc._id))).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('export commands (CLI plumbing)', () => {
  it('export foundry and export 5etools write their files and report the losses as notes', async () => {
    const { runExport } = await import('../../../../server/src/cli/interop-cmd');
    const lines: string[] = [];
    const err = (s: string) => lines.push(s);
    const samples = resolve(ROOT, 'samples/dnd5e');
    expect(runExport(['foundry', samples, '-o', join(tmp, 'cli-packs')], ROOT, () => undefined, err)).toBe(0);
    const files = walk(join(tmp, 'cli-packs')).filter((f) => f.endsWith('.yml'));
    expect(files.length).toBeGreaterThan(0);
    expect(lines.at(-1)).toBe(`Exported ${files.length} spells to ${join(tmp, 'cli-packs')}.`);
    // Web's metric range is converted, and said so.
    expect(lines.some((l) => /note: Web: range 18 m written as 60 feet/.test(l))).toBe(true);
    lines.length = 0;
    const brew = join(tmp, 'brew.json');
    expect(runExport(['5etools', samples, '-o', brew, '--source', 'MyBrew'], ROOT, () => undefined, err)).toBe(0);
    const json = JSON.parse(readFileSync(brew, 'utf8')) as { _meta: { sources: Array<{ json: string }> }; spell: unknown[] };
    expect(json._meta.sources[0]!.json).toBe('MyBrew');
    expect(json.spell.length).toBe(files.length);
    expect(lines.some((l) => l.startsWith('  note: '))).toBe(true);
  });
});
