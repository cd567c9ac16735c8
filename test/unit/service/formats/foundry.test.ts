/**
 * Foundry VTT dialects (formats/foundry*): the field table read per field with the
 * position each value comes from, in-place findings on the Foundry fields,
 * quick fixes that keep the document a valid Foundry item, detection, the
 * writer (round trips), and the two corpora linted in place.
 * The fixture (test/fixtures/foundry/ember-ring.yml) is our own homebrew spell;
 * the figures below are read off it by hand.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { load, CORE_SCHEMA } from 'js-yaml';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { createSpellService, applyEdits } from '../../../../server/src/service/service';
import { detectDialect, readDialect, writeDialect } from '../../../../server/src/service/formats/detect';
import { enrichersToText } from '../../../../server/src/service/formats/foundry/read';
import { isFoundrySpellText, isSpellDocument } from '../../../../server/src/service/detect';
import { exportFoundry } from '../../../../server/src/service/formats/foundry/export';
import { previewHtml } from '../../../../server/src/service/features/preview';
import { DEFAULT_SETTINGS } from '../../../../server/src/service/settings';
import { messageIn } from '../../../../server/src/service/i18n';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const CORPUS = resolve(ROOT, '../shared/corpus');
const FIXTURE = readFileSync(resolve(ROOT, 'test/fixtures/foundry/ember-ring.yml'), 'utf8');
const svc = createSpellService();

/** 1-based line of an offset. */
const lineOf = (text: string, at: number) => text.slice(0, at).split('\n').length;
/** 1-based line of the first line containing `needle`. */
const lineWith = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

/** `system.source` of a written Black Flag item. */
function getSource(doc: Record<string, unknown>): unknown {
  return (doc.system as Record<string, unknown> | undefined)?.source;
}

describe('Foundry dnd5e reader: fields and their positions', () => {
  const a = svc.analyze(FIXTURE);
  const spell = a.spells[0]!;
  it('reads the fixture into the canonical dnd5e spell', () => {
    expect(a.spells).toHaveLength(1);
    expect(spell.system).toBe('dnd5e');
    const v = spell.value;
    expect(v.name).toBe('Ember Ring');
    expect(v.level).toBe(2);
    expect(v.school).toBe('evocation');
    expect(v.casting_time).toEqual({ amount: 1, unit: 'action' });
    expect(v.range).toEqual({ distance: 90, unit: 'ft' });
    expect(v.components).toEqual(['V', 'S', 'M']);
    expect(v.material).toBe('a pinch of ash');
    expect(v.duration).toBe('Instantaneous');
    expect(v.concentration).toBe(true);
    expect(v.area).toEqual({ shape: 'sphere', radius: 15 });
    expect(v.save).toEqual({ ability: 'dex', success: 'half' });
    expect(v.damage).toEqual({ dice: '3d6', type: 'fire', per_slot: '1d6' });
    expect(v.description).toBe('A ring of embers rises around a point you choose. Each creature in the ring makes a dex saving throw saving throw, taking fire damage.');
  });
  it('maps each canonical field to its Foundry node', () => {
    const at = (path: Array<string | number>) => {
      let n = spell.node;
      for (const seg of path) n = (n.pairs?.find((p) => p.key.value === seg)?.value ?? n.items?.[seg as number])!;
      return lineOf(FIXTURE, n.start);
    };
    expect(at(['level'])).toBe(lineWith(FIXTURE, 'level: 2'));
    expect(at(['school'])).toBe(lineWith(FIXTURE, 'school: evo'));
    expect(at(['range', 'distance'])).toBe(lineWith(FIXTURE, "value: '90'"));
    expect(at(['area', 'radius'])).toBe(lineWith(FIXTURE, "size: '15'"));
    expect(at(['area', 'shape'])).toBe(lineWith(FIXTURE, 'type: sphere'));
    expect(at(['concentration'])).toBe(lineWith(FIXTURE, '- concentration'));
    expect(at(['save', 'ability'])).toBe(lineWith(FIXTURE, 'ability: dex'));
    expect(at(['damage', 'dice'])).toBe(lineWith(FIXTURE, 'number: 3'));
    expect(at(['material'])).toBe(lineWith(FIXTURE, 'value: a pinch of ash'));
  });
  it('reports a rule finding at the Foundry field, with a fix that keeps a valid Foundry item', () => {
    // Concentration on an instantaneous spell (5e/concentration-duration): at the `- concentration` item.
    const d = a.diagnostics.find((x) => x.code === '5e/concentration-duration')!;
    expect(d).toBeDefined();
    expect(lineOf(FIXTURE, d.start)).toBe(lineWith(FIXTURE, '- concentration'));
    const fix = d.fixes![0]!;
    const fixed = applyEdits(FIXTURE, fix.edits).text;
    const doc = load(fixed, { schema: CORE_SCHEMA }) as Record<string, unknown>;
    expect((doc.system as Record<string, unknown>).properties).toEqual(['vocal', 'somatic', 'material']);
    // Nothing else changed: the rest of the file is byte for byte the same.
    expect(fixed.replace(/\n +- concentration/, '')).toBe(FIXTURE.replace(/\n +- concentration/, ''));
    expect(svc.analyze(fixed).diagnostics.filter((x) => x.code === '5e/concentration-duration')).toEqual([]);
  });
  it('reports schema findings in Foundry terms at the Foundry field', () => {
    const bad = FIXTURE.replace('school: evo', 'school: xyz');
    const d = svc.analyze(bad).diagnostics.find((x) => x.code.startsWith('schema/'))!;
    expect(d).toBeDefined();
    expect(lineOf(bad, d.start)).toBe(lineWith(bad, 'school: xyz'));
  });
  it('hovers the template with the area figures', () => {
    const off = FIXTURE.indexOf("size: '15'") + 2;
    const h = svc.hover(svc.analyze(FIXTURE), off)!;
    expect(h).toBeDefined();
    // A 15-ft sphere from a grid intersection: per quadrant 8 of the 9 square centres (2.5+5i, 2.5+5j) lie within
    // 15 ft (only (12.5, 12.5) at 17.7 ft does not): 32 squares by the DMG rule.
    expect(h.markdown).toMatch(/Area: 15-ft sphere/);
    expect(h.markdown).toMatch(/\| DMG \| 32 \|/);
    expect(lineOf(FIXTURE, h.start)).toBe(lineWith(FIXTURE, "size: '15'"));
  });
  it('hovers the save activity with the save DC and the damage part with its slot table', () => {
    const a2 = svc.analyze(FIXTURE);
    const save = svc.hover(a2, FIXTURE.indexOf('ability: dex') + 2)!;
    // Default profile (ability 16: +3; level 5: proficiency +3): 8 + 3 + 3 = 14.
    expect(save.markdown).toMatch(/Save DC 14/);
    expect(lineOf(FIXTURE, save.start)).toBe(lineWith(FIXTURE, 'ability: dex'));
    const dmg = svc.hover(a2, FIXTURE.indexOf('number: 3') + 2)!;
    // 3d6 at 2nd level, +1d6 per slot above: 3rd-level slot 4d6, average 4 x 3.5 = 14, maximum 24.
    expect(dmg.markdown).toMatch(/average \*\*10\.5\*\*, maximum 18/);
    expect(dmg.markdown).toMatch(/\| 3 \| 4d6 fire \| 14 \| 24 \|/);
  });
  it('previews the Foundry spell as a card with its area', () => {
    const html = previewHtml(svc.analyze(FIXTURE).spells[0], DEFAULT_SETTINGS).html;
    expect(html).toContain('Ember Ring');
    expect(html).toContain('<svg');
  });
  it('reads enrichers as text', () => {
    expect(enrichersToText('<p>[[/save dex]] @UUID[Compendium.a.b.Item.c]{Blinded} [[lookup @name]] [[/damage 2d6 fire]]{2d6}</p>', 'Foo')).toBe('<p>dex saving throw Blinded Foo 2d6</p>');
  });
});

describe('detection', () => {
  it('a Foundry spell item is a spell file wherever it is; other items and folders are left alone', () => {
    expect(isFoundrySpellText(FIXTURE)).toBe(true);
    expect(isSpellDocument('/repo/anywhere/ember.yml', FIXTURE)).toBe(true);
    expect(isSpellDocument('/repo/anywhere/ci.yml', 'name: build\non: push\n')).toBe(false);
    const weapon = FIXTURE.replace('type: spell', 'type: weapon');
    expect(svc.analyze(weapon).diagnostics).toEqual([]);
    expect(svc.analyze(weapon).spells).toEqual([]);
    const folder = "name: Cantrip\ntype: Item\n_id: Z8kZlnggh1PtuF3Y\nfolder: null\nsorting: a\nsort: 100000\nflags: {}\n_key: '!folders!Z8kZlnggh1PtuF3Y'\n";
    expect(svc.analyze(folder).diagnostics).toEqual([]);
  });
  it('the published schema (what Red Hat YAML applies to spells/** files) leaves Foundry items alone and still checks spells', () => {
    const schema = JSON.parse(readFileSync(resolve(ROOT, 'schemas/spell.schema.json'), 'utf8')) as Record<string, unknown>;
    const ajv = new Ajv({ strict: false, allErrors: true });
    const validate = ajv.compile(schema);
    expect(validate(load(FIXTURE, { schema: CORE_SCHEMA }))).toBe(true);
    expect(validate({ name: 'Fireball', level: 12, school: 'evocation' })).toBe(false);
  });
  it('Black Flag and the format both write primordial; an older primal is read and written as primordial', () => {
    const spell = { name: 'Thorns', circle: 1, source: ['primal', 'wyrd'], school: 'conjuration', casting_time: '1 action', range: '60 feet', components: ['V'], duration: 'Instantaneous' };
    expect(getSource(writeDialect(spell, 'black-flag').doc)).toEqual(['primordial', 'wyrd']);
    expect(getSource(writeDialect({ ...spell, source: 'primordial' }, 'black-flag').doc)).toEqual(['primordial']);
    const back = readDialect({ name: 'Thorns', type: 'spell', system: { circle: { base: 1 }, source: ['primal'], school: 'conjuration' } }, 'black-flag');
    expect(back.value.source).toBe('primordial');
  });
  it('tells Black Flag items apart and reads them into tov', () => {
    const bf = { name: 'Spark', type: 'spell', system: { circle: { base: 1 }, source: ['arcane', 'primordial'], school: 'evocation', casting: { type: 'action', value: null }, range: { value: '60', units: 'foot' }, duration: { units: 'minute', value: '1' }, components: { required: ['verbal'], material: { description: '', cost: null, denomination: 'gp', consumed: false } }, tags: ['concentration'], target: { template: { type: '', size: '' } } } };
    expect(detectDialect(bf)).toBe('black-flag');
    const m = readDialect(bf, 'black-flag');
    expect(m.system).toBe('tov');
    expect(m.value).toMatchObject({ circle: 1, source: ['arcane', 'primordial'], casting_time: { amount: 1, unit: 'action' }, range: { distance: 60, unit: 'ft' }, duration: { amount: 1, unit: 'minute', concentration: true }, components: ['V'], concentration: true });
    // The JSON file lints in place; a quick fix edits the JSON and keeps it JSON (concentration on an instantaneous spell).
    const text = JSON.stringify({ ...bf, system: { ...bf.system, duration: { units: 'instantaneous' } } }, null, 2);
    const a = svc.analyze(text);
    expect(a.spells[0]?.system).toBe('tov');
    const d = a.diagnostics.find((x) => x.code === '5e/concentration-duration')!;
    expect(lineOf(text, d.start)).toBe(lineWith(text, '"concentration"'));
    const fixed = applyEdits(text, d.fixes![0]!.edits).text;
    expect((JSON.parse(fixed) as typeof bf).system.tags).toEqual([]);
  });
  it('reports a duplicate key in a Foundry item (the loader keeps the last one)', () => {
    const dup = FIXTURE.replace('  level: 2\n', '  level: 2\n  level: 3\n');
    const d = svc.analyze(dup).diagnostics.find((x) => x.code === 'yaml/duplicate-key')!;
    expect(d).toBeDefined();
    expect(lineOf(dup, d.start)).toBe(lineWith(dup, 'level: 3'));
  });
  it('a canonical spell with a mistaken `system:` mapping is still checked, not taken for a Foundry item', () => {
    const text = 'name: Flaming Cage\ntype: hex\nsystem:\n  lore: fire\ncasting_value: 11\nrange: 24"\n';
    expect(svc.analyze(text).diagnostics.length).toBeGreaterThan(0);
  });
});

describe('save activities', () => {
  const item = (damage: Record<string, unknown>) => ({
    name: 'X', type: 'spell',
    system: { level: 2, school: 'enc', activities: { a1: { type: 'save', save: { ability: ['wis'] }, damage } } },
  });
  it("Foundry's default onSave on a save without damage is not read as the save's outcome (Hold Person)", () => {
    expect(readDialect(item({ onSave: 'half', parts: [] }), 'foundry-dnd5e').value.save).toEqual({ ability: 'wis' });
    expect(readDialect(item({ onSave: 'none' }), 'foundry-dnd5e').value.save).toEqual({ ability: 'wis' });
  });
  it('with damage parts, onSave is the outcome of a success', () => {
    const m = readDialect(item({ onSave: 'half', parts: [{ number: 2, denomination: 6, types: ['fire'] }] }), 'foundry-dnd5e');
    expect(m.value.save).toEqual({ ability: 'wis', success: 'half' });
  });
});

describe('writer: export and round trips', () => {
  it('canonical -> Foundry -> canonical gives the same spell', () => {
    const v = svc.analyze(FIXTURE).spells[0]!.value;
    const back = readDialect(writeDialect(v, 'foundry-dnd5e').doc, 'foundry-dnd5e').value;
    expect(back).toEqual(v);
  });
  it('export gives stable ids (a re-export does not churn)', () => {
    const v = svc.analyze(FIXTURE).spells[0]!.value;
    const a = exportFoundry(v, 'dnd5e')!;
    const b = exportFoundry(v, 'dnd5e')!;
    expect(a.doc._id).toBe(b.doc._id);
    expect(a.doc._key).toBe(`!items!${String(a.doc._id)}`);
    expect(String(a.doc._id)).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(JSON.stringify(a.doc)).toBe(JSON.stringify(b.doc));
    expect(a.folder).toBe('level-2');
  });
});

function walk(d: string): string[] {
  return readdirSync(d).flatMap((e) => (statSync(join(d, e)).isDirectory() ? walk(join(d, e)) : [join(d, e)]));
}

const corpora = [
  { dir: resolve(CORPUS, 'foundry-dnd5e/spells'), spells: 319, format: 'foundry-dnd5e' as const },
  { dir: resolve(CORPUS, 'black-flag/spells'), spells: 316, format: 'black-flag' as const },
];
const haveCorpora = corpora.every((c) => existsSync(c.dir));
if (!haveCorpora) console.warn('test/unit/service/formats/foundry.test.ts: ../shared/corpus/foundry-dnd5e or black-flag is absent; the corpus tests are skipped.');

describe.skipIf(!haveCorpora)('corpora linted in place', () => {
  for (const c of corpora) {
    it(`${c.format}: ${c.spells} spells (README), zero errors, every spell round-trips through the writer`, () => {
      let spells = 0;
      const errors: string[] = [];
      const drift: string[] = [];
      const outcomeWithoutDamage: string[] = [];
      for (const f of walk(c.dir)) {
        const text = readFileSync(f, 'utf8');
        const a = svc.analyze(text);
        spells += a.spells.length;
        for (const d of a.diagnostics) if (d.severity === 'error') errors.push(`${f}:${lineOf(text, d.start)} ${d.code} ${messageIn('en', d)}`);
        for (const s of a.spells) {
          const save = s.value.save as { success?: unknown } | undefined;
          if (save?.success !== undefined && s.value.damage === undefined) outcomeWithoutDamage.push(String(s.value.name));
          // Written back into its own document (as a fix would) and into a fresh one (as an export would): read back the same.
          const doc = load(text, { schema: CORE_SCHEMA }) as Record<string, unknown>;
          const patched = readDialect(writeDialect(s.value, c.format, doc).doc, c.format).value;
          const fresh = readDialect(writeDialect(s.value, c.format).doc, c.format).value;
          if (!isDeepStrictEqual(patched, s.value)) drift.push(`${f} (patched)`);
          const { description: _d1, ...f1 } = fresh;
          const { description: _d2, ...f2 } = s.value;
          if (!isDeepStrictEqual(f1, f2)) drift.push(`${f} (fresh)`);
        }
      }
      expect(spells).toBe(c.spells);
      expect(errors).toEqual([]);
      expect(drift).toEqual([]);
      // No save outcome without damage: Foundry's default `onSave: half` is not a fact (61 dnd5e spells had one before).
      expect(outcomeWithoutDamage).toEqual([]);
    });
  }
});
