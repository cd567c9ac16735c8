/**
 * `grimoire import 5etools|foundry|black-flag` on the corpora:
 * every record converted, zero lint errors on the result, every loss reported
 * as a note; and `grimoire lint packs/_source` discovery: Foundry
 * spell items in YAML anywhere and in JSON under `_source/`, folders and other
 * item types left alone.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runDialectImport } from '../../../server/src/cli/interop-cmd';
import { expandArgs } from '../../../server/src/cli/files';
import { createSpellService } from '../../../server/src/service/service';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const CORPUS = resolve(ROOT, '../shared/corpus');
const tmp = mkdtempSync(join(tmpdir(), 'grimoire-import-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const svc = createSpellService();

const cases = [
  { kind: 'foundry', input: resolve(CORPUS, 'foundry-dnd5e/spells'), spells: 319, skipped: 10 },
  { kind: 'black-flag', input: resolve(CORPUS, 'black-flag/spells'), spells: 316, skipped: 10 },
  { kind: '5etools', input: resolve(CORPUS, '5etools/spells-phb.srd51.json'), spells: 319, skipped: 0 },
  // The spell items embedded in 36 monster actors: 313 `type: spell` entries of their `items:` (counted with grep).
  { kind: 'foundry', input: resolve(CORPUS, 'foundry-dnd5e/monsters-with-spells'), spells: 313, skipped: 0 },
];
const have = cases.every((c) => existsSync(c.input));
if (!have) console.warn('test/unit/cli/import-and-pack-discovery.test.ts: ../shared/corpus (foundry-dnd5e, black-flag, 5etools) is absent; the corpus imports are skipped.');

describe.skipIf(!have)('import commands on the corpora', () => {
  for (const c of cases) {
    it(`import ${c.kind} (${c.input.slice(CORPUS.length + 1)}): ${c.spells} spells (the corpus README's count), zero lint errors, losses reported as notes`, () => {
      const out = join(tmp, `${c.kind}-${c.spells}.spells.yaml`);
      const lines: string[] = [];
      expect(runDialectImport(c.kind, [c.input, '-o', out], tmp, () => undefined, (s) => lines.push(s))).toBe(0);
      const text = readFileSync(out, 'utf8');
      const a = svc.analyze(text);
      expect(a.spells).toHaveLength(c.spells);
      expect(a.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(lines[0]).toContain(`Imported ${c.spells} spells`);
      if (c.skipped) expect(lines[0]).toContain(`(${c.skipped} other documents skipped)`);
      // Every note line names a spell and says what was not held.
      const notes = lines.filter((l) => l.startsWith('  note: '));
      expect(notes.length).toBeGreaterThan(0);
      expect(lines[0]).toContain(`${notes.length} notes`);
    });
  }
  it('Cure Wounds from Foundry: the spellcasting modifier is reported, not silently dropped', () => {
    const lines: string[] = [];
    runDialectImport('foundry', [resolve(CORPUS, 'foundry-dnd5e/spells/1st-level/cure-wounds.yml'), '-o', join(tmp, 'cw.yaml')], tmp, () => undefined, (s) => lines.push(s));
    expect(lines.join('\n')).toMatch(/Cure Wounds: 1d8\+@mod adds the spellcasting ability modifier.*read as 1d8/);
  });
});

describe('spells embedded in a Foundry actor', () => {
  it("an actor's spell items are imported, each named by its place in the actor; its other items and fields are not", () => {
    const spell = (name: string) => ({ _id: 'a', name, type: 'spell', system: { level: 1, school: 'evo', properties: ['vocal'] } });
    const actor = { name: 'Mage', type: 'npc', system: { attributes: {} }, items: [{ name: 'Dagger', type: 'weapon', system: {} }, spell('Magic Missile'), spell('Shield')] };
    const input = join(tmp, 'mage.json');
    writeFileSync(input, JSON.stringify(actor));
    const out = join(tmp, 'mage.spells.yaml');
    const err: string[] = [];
    expect(runDialectImport('foundry', [input, '-o', out], tmp, () => undefined, (s) => err.push(s))).toBe(0);
    const a = svc.analyze(readFileSync(out, 'utf8'));
    expect(a.spells.map((s) => s.value.name)).toEqual(['Magic Missile', 'Shield']);
    expect(err[0]).toContain('Imported 2 spells');
  });
});

describe('lint discovery of Foundry pack sources', () => {
  it('finds spell items by content (YAML anywhere, JSON under _source/), leaves the rest', () => {
    const fx = readFileSync(resolve(ROOT, 'test/fixtures/foundry/ember-ring.yml'), 'utf8');
    const src = join(tmp, 'module/packs/_source');
    const put = (rel: string, text: string) => {
      mkdirSync(dirname(join(src, rel)), { recursive: true });
      writeFileSync(join(src, rel), text);
    };
    put('homebrew/ember-ring.yml', fx);
    put('homebrew/_folder.yml', "name: Homebrew\ntype: Item\n_id: abc\n_key: '!folders!abc'\n");
    put('items/sword.yml', fx.replace('type: spell', 'type: weapon'));
    put('items/spark.json', JSON.stringify({ name: 'Spark', type: 'spell', system: { circle: { base: 0 } } }, null, 2));
    put('items/axe.json', JSON.stringify({ name: 'Axe', type: 'weapon', system: {} }, null, 2));
    writeFileSync(join(tmp, 'module/package.json'), '{"name":"x"}');
    const found = expandArgs(['packs/_source'], join(tmp, 'module')).files.map((f) => f.path.slice(src.length + 1));
    expect(found).toEqual(['homebrew/ember-ring.yml', 'items/spark.json']);
  });
  it.skipIf(!have)('a copy of both corpora as packs/_source: every spell file found, zero errors', () => {
    const mod = join(tmp, 'corpora');
    cpSync(resolve(CORPUS, 'foundry-dnd5e/spells'), join(mod, 'packs/_source/spells'), { recursive: true });
    cpSync(resolve(CORPUS, 'black-flag/spells'), join(mod, 'packs/_source/bf-spells'), { recursive: true });
    const files = expandArgs(['packs/_source'], mod).files.map((f) => f.path);
    // 329 dnd5e YAML files (319 spells + 10 _folder.yml, under a `spells/` folder as in the dnd5e repository) and the 316 Black Flag spell JSON files (not their _folder.json).
    expect(files.length).toBe(329 + 316);
    let errors = 0;
    let spells = 0;
    for (const f of files) {
      const a = svc.analyze(readFileSync(f, 'utf8'));
      spells += a.spells.length;
      errors += a.diagnostics.filter((d) => d.severity === 'error').length;
    }
    expect(spells).toBe(319 + 316);
    expect(errors).toBe(0);
  });
});
