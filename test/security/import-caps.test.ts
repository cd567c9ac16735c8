/**
 * The importers read their input with the linter's caps (service/parse/
 * load-data.ts): size, nesting depth, and alias expansion by nodes and by
 * characters. Before, `grimoire import 5etools` on a 536-byte YAML alias
 * bomb (nine levels of ten) walked 10^9 strings: 30 s, 1.5 GB, then V8
 * aborted. The CLI cases run with a 256 MB heap, so a regression fails fast
 * instead of taking the machine's memory.
 */
import { describe, expect, it } from 'vitest';
import { CORE_SCHEMA } from 'js-yaml';
import { loadData, MAX_DEPTH, tooDeep } from '../../server/src/service/parse/load-data';
import { MAX_ALIAS_CHARS, MAX_EXPANDED_NODES } from '../../server/src/service/parse/yaml-tree';
import { cli, put, tempRepo } from './cli-env';

/** Nine levels of ten aliases over ten strings: 10^9 strings once expanded, from about 500 bytes. */
function bombLevels(): string {
  const lines = [`l0: &l0 [${Array(10).fill('"lol"').join(',')}]`];
  for (let i = 1; i < 9; i++) lines.push(`l${i}: &l${i} [${Array(10).fill(`*l${i - 1}`).join(',')}]`);
  return lines.join('\n') + '\n';
}

/** The bomb where each importer walks it. */
const BOMBS: Record<string, string> = {
  '5etools': `${bombLevels()}spell:\n  - name: Bomb\n    level: 1\n    school: V\n    entries: *l8\n`,
  foundry: `${bombLevels()}name: Bomb\ntype: spell\nsystem:\n  level: 1\n  properties: *l8\n  activities: { a: { type: save, damage: { parts: *l8 } } }\n`,
  'black-flag': `${bombLevels()}name: Bomb\ntype: spell\n_stats: { systemId: black-flag }\nsystem:\n  circle: { base: 1 }\n  tags: *l8\n  source: *l8\n`,
  open5e: `${bombLevels()}list:\n  - { model: api_v2.spell, pk: b, fields: { name: Bomb, classes: *l8 } }\n`,
};

const LOW_HEAP = { NODE_OPTIONS: '--max-old-space-size=256' };

describe('grimoire import refuses an alias bomb with a message (it walked 10^9 strings before)', () => {
  for (const [kind, text] of Object.entries(BOMBS)) {
    it(`import ${kind}: "not read", the alias cap named, exit 1, in bounded memory`, () => {
      const { dir, home } = tempRepo();
      put(dir, 'bomb.yaml', text);
      expect(Buffer.byteLength(text)).toBeLessThan(1500);
      const r = cli(dir, home, ['import', kind, 'bomb.yaml', '-o', 'out.yaml'], LOW_HEAP);
      expect(r.signal).toBeNull();
      expect(r.stderr).toMatch(/bomb\.yaml: not read: Aliases expand to more than [\d,]+ nodes \(the text's [\d,]+ plus 100,000; an "alias bomb"\)/);
      expect(r.stderr).toMatch(/No spells imported; nothing written/);
      expect(r.status).toBe(1);
    });
  }

  it('import 5e-database: JSON nested 100,000 deep is refused with the depth named (exit 2)', () => {
    const { dir, home } = tempRepo();
    const n = 100_000;
    put(dir, 'deep.json', `[{"name":"X","desc":${'['.repeat(n)}${']'.repeat(n)}}]`);
    const r = cli(dir, home, ['import', '5e-database', 'deep.json', '-o', 'out.yaml'], LOW_HEAP);
    expect(r.stderr).toMatch(/Cannot read deep\.json as JSON: Collections nest more than 99 deep; this document was not read\./);
    expect(r.status).toBe(2);
  });

  it('an ordinary input is still imported (the caps leave it alone)', () => {
    const { dir, home } = tempRepo();
    put(dir, 'ok.yaml', 'base: &b { number: 1, unit: action }\nspell:\n  - { name: Spark, level: 0, school: V, time: [*b], entries: ["A spark."] }\n');
    const r = cli(dir, home, ['import', '5etools', 'ok.yaml', '-o', 'out.yaml']);
    expect(r.stderr).toMatch(/Imported 1 spells/);
    expect(r.status).toBe(0);
  });
});

describe('loadData: the linter caps, at their edges', () => {
  const nest = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
  it(`collections nested ${MAX_DEPTH - 1} deep load; ${MAX_DEPTH} deep are refused, in YAML (js-yaml's own maxDepth) and in JSON alike`, () => {
    expect(MAX_DEPTH).toBe(100);
    for (const format of ['yaml', 'json'] as const) {
      expect(loadData(nest(99), { format, maxChars: 1e6 }).ok).toBe(true);
      const r = loadData(nest(100), { format, maxChars: 1e6 });
      expect(r).toEqual({ ok: false, reason: { key: 'parse.tooDeep', args: { max: 99 } } });
    }
    // The depth walk is iterative: 200,000 levels cost no stack.
    expect(tooDeep(JSON.parse(nest(200_000)))).toBe(true);
    expect(tooDeep(JSON.parse(nest(99)))).toBe(false);
  });

  it('aliases: by nodes (nine levels of ten) and by characters (a 1 MB string aliased 11 times)', () => {
    const nodes = loadData(bombLevels(), { maxChars: 1e6, schema: CORE_SCHEMA });
    expect(nodes.ok).toBe(false);
    expect(!nodes.ok && typeof nodes.reason === 'object' && nodes.reason.key).toBe('parse.aliasNodes');
    // 11 x 1,000,000 characters past the text's own 1,000,0xx: over the text length plus MAX_ALIAS_CHARS (10,000,000).
    const big = `s: &s "${'a'.repeat(1_000_000)}"\nl: [${Array(11).fill('*s').join(', ')}]\n`;
    const chars = loadData(big, { maxChars: 1e8 });
    expect(!chars.ok && typeof chars.reason === 'object' && chars.reason.key).toBe('parse.aliasChars');
    expect(MAX_ALIAS_CHARS).toBe(10_000_000);
    // 9 of them add 9,000,000: under the cap, loaded.
    expect(loadData(big.replace(Array(11).fill('*s').join(', '), Array(9).fill('*s').join(', ')), { maxChars: 1e8 }).ok).toBe(true);
    // A shared anchor used a few times is no bomb.
    expect(loadData('a: &a { x: 1 }\nb: [*a, *a, *a]\n', { maxChars: 1e6 }).ok).toBe(true);
    expect(MAX_EXPANDED_NODES).toBe(100_000);
  });

  it('size: over maxChars is refused before parsing; syntax errors come back as the parser words them', () => {
    expect(loadData('x'.repeat(1001), { maxChars: 1000 })).toEqual({ ok: false, reason: { key: 'analysis.tooLarge', args: { n: { grouped: 1001 }, max: { grouped: 1000 } } } });
    expect(loadData('x'.repeat(1000), { maxChars: 1000 }).ok).toBe(true);
    const bad = loadData('{"a": 1,}', { format: 'json', maxChars: 1000 });
    expect(!bad.ok && bad.reason).toMatch(/JSON/);
  });
});
