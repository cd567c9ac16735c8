/**
 * 5etools (formats/5etools): the importer on the 5etools SRD records, the exporter's
 * homebrew validated offline against 5etools' own schema (the `5etools-utils`
 * package: its ajv set-up lib/UtilAjv.js and the files under schema/brew keyed
 * by their path there, `$id` dropped, the scenes schema's two remote `$ref`s
 * stubbed), and round trips import(export(x)) == x on the fields both hold.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { render } from '../../../../server/src/service/i18n';
import { read5etools, stripTags, areaFromText } from '../../../../server/src/service/formats/5etools/read';
import { homebrew, write5etools } from '../../../../server/src/service/formats/5etools/write';
import { createSpellService } from '../../../../server/src/service/service';
import { held } from '../../../helpers/canonical-forms';
import { messageIn } from '../../../../server/src/service/i18n';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const CORPUS = resolve(ROOT, '../shared/corpus/5etools/spells-phb.srd51.json');
const BREW = resolve(ROOT, 'node_modules/5etools-utils/schema/brew');
const haveCorpus = existsSync(CORPUS);
if (!haveCorpus) console.warn('test/unit/service/formats/5etools.test.ts: ../shared/corpus/5etools is absent; the corpus tests are skipped.');
const svc = createSpellService();

function walk(d: string): string[] {
  return readdirSync(d).flatMap((e) => (statSync(join(d, e)).isDirectory() ? walk(join(d, e)) : [join(d, e)]));
}

/** 5etools' homebrew validator, offline (built once). */
let built: Promise<(data: unknown) => { ok: boolean; errors: string }> | undefined;
function brewValidator(): Promise<(data: unknown) => { ok: boolean; errors: string }> {
  built ??= makeBrewValidator();
  return built;
}

async function makeBrewValidator(): Promise<(data: unknown) => { ok: boolean; errors: string }> {
  const spec = '5etools-utils/lib/UtilAjv.js';
  const { UtilAjv } = (await import(/* @vite-ignore */ spec)) as { UtilAjv: { getValidator(): { addSchema(s: unknown, k: string): void; getSchema(k: string): ((d: unknown) => boolean) & { errors?: unknown } } } };
  const ajv = UtilAjv.getValidator();
  for (const f of walk(BREW).filter((x) => x.endsWith('.json'))) {
    const json = JSON.parse(readFileSync(f, 'utf8')) as Record<string, unknown>;
    delete json.$id;
    ajv.addSchema(json, relative(BREW, f).split('\\').join('/'));
  }
  // The scenes schema's two remote references (plutonium-scenes' walls and lights), stubbed: no network here.
  ajv.addSchema({ $defs: { wallArray: { type: 'array' }, lightArray: { type: 'array' } } }, 'https://raw.githubusercontent.com/TheGiddyLimit/plutonium-scenes/main/test/schema/shared.json');
  const v = ajv.getSchema('homebrew.json')!;
  return (data) => ({ ok: v(data) === true, errors: JSON.stringify(v.errors ?? []).slice(0, 2000) });
}

const CORE = ['name', 'level', 'school', 'casting_time', 'range', 'components', 'material', 'duration', 'concentration', 'ritual', 'save', 'attack', 'damage', 'heal', 'area'];
const pick = (v: Record<string, unknown>) => Object.fromEntries(CORE.filter((k) => v[k] !== undefined).map((k) => [k, v[k]]));

describe('5etools reader', () => {
  it('reads tags as text', () => {
    expect(stripTags('takes {@damage 8d6} fire damage, {@scaledamage 8d6|3-9|1d6} more; see {@spell fireball|PHB}')).toBe('takes 8d6 fire damage, 1d6 more; see fireball');
    expect(areaFromText('Each creature in a 20-foot-radius sphere')).toEqual({ shape: 'sphere', radius: 20 });
    expect(areaFromText('a line 100 feet long and 5 feet wide')).toEqual({ shape: 'line', length: 100, width: 5 });
  });
  it('a link shows its display part when it has one (`name|source|display`; a quickref\'s fifth part)', () => {
    expect(stripTags('a {@variantrule Sphere [Area of Effect]|XPHB|Sphere}')).toBe('a Sphere');
    expect(stripTags('{@creature animated object (tiny)|phb|Tiny}, {@creature goblin}')).toBe('Tiny, goblin');
    expect(stripTags('{@quickref Cover||3||half cover} and {@quickref difficult terrain||3}')).toBe('half cover and difficult terrain');
    expect(stripTags('{@condition blinded||Blinded} {@spell fireball|PHB}')).toBe('Blinded fireball');
  });
  it('several damage types, each after its own {@damage}: one part each, the upcast step on the part it scales; no note', () => {
    const rec = (entries: string[], types: string[], higher?: string) => ({
      name: 'X', source: 'PHB', level: 4, school: 'V', entries, damageInflict: types, ...(higher ? { entriesHigherLevel: [higher] } : {}),
    });
    const both = read5etools(rec(['A creature takes {@damage 2d8} bludgeoning damage and {@damage 4d6} cold damage.'], ['bludgeoning', 'cold'], 'the bludgeoning damage increases by {@scaledamage 2d8|4-9|1d8}.'));
    expect(both.value.damage).toEqual([{ dice: '2d8', type: 'bludgeoning', per_slot: '1d8' }, { dice: '4d6', type: 'cold' }]);
    expect(both.notes).toEqual([]);
    // "Your choice" of two parts with the same dice: the step is tied to neither.
    const choice = read5etools(rec(['{@damage 4d6} fire damage and {@damage 4d6} radiant damage'], ['fire', 'radiant'], 'the fire damage or the radiant damage (your choice) increases by {@scaledamage 4d6|5-9|1d6}'));
    expect(choice.value.damage).toEqual([{ dice: '4d6', type: 'fire' }, { dice: '4d6', type: 'radiant' }]);
    // A type the text does not tie to dice: the first dice with the first type, and a note naming the list.
    const loose = read5etools(rec(['takes {@damage 2d6} acid damage, and the ground burns'], ['acid', 'fire']));
    expect(loose.value.damage).toEqual({ dice: '2d6', type: 'acid' });
    expect(loose.notes.map((n) => n.msg.key)).toEqual(['dialect.n.severalDamageTypes']);
  });
});

describe.skipIf(!haveCorpus)('5etools corpus (319 SRD records)', () => {
  const records = haveCorpus ? ((JSON.parse(readFileSync(CORPUS, 'utf8')) as { spell: Array<Record<string, unknown>> }).spell) : [];
  it('Meteor Swarm and Ice Storm: both damage types, each with its own dice (hand-checked against the records)', () => {
    // "takes {@damage 20d6} fire damage and {@damage 20d6} bludgeoning damage"; damageInflict [bludgeoning, fire].
    expect(read5etools(records.find((r) => r.name === 'Meteor Swarm')!).value.damage).toEqual([{ dice: '20d6', type: 'fire' }, { dice: '20d6', type: 'bludgeoning' }]);
    // "{@damage 2d8} bludgeoning damage and {@damage 4d6} cold damage"; "the bludgeoning damage increases by {@scaledamage 2d8|4-9|1d8}".
    expect(read5etools(records.find((r) => r.name === 'Ice Storm')!).value.damage).toEqual([{ dice: '2d8', type: 'bludgeoning', per_slot: '1d8' }, { dice: '4d6', type: 'cold' }]);
  });
  it('Fireball reads as the rule text gives it (hand-checked against the record)', () => {
    const v = read5etools(records.find((r) => r.name === 'Fireball')!).value;
    expect(pick(v)).toEqual({
      name: 'Fireball', level: 3, school: 'evocation', casting_time: { amount: 1, unit: 'action' }, range: { distance: 150, unit: 'ft' }, components: ['V', 'S', 'M'],
      material: 'a tiny ball of bat guano and sulfur', duration: 'Instantaneous', concentration: false, save: { ability: 'dex', success: 'half' },
      damage: { dice: '8d6', type: 'fire', per_slot: '1d6' }, area: { shape: 'sphere', radius: 20 },
    });
    const bolt = read5etools(records.find((r) => r.name === 'Fire Bolt')!).value;
    expect(bolt.damage).toEqual({ dice: '1d10', type: 'fire', per_character_level: '1d10' });
    expect(bolt.attack).toBe('ranged');
  });
  it('material cost in copper becomes gp (Identify: a pearl worth at least 100 gp = 10000 cp)', () => {
    const r = records.find((x) => x.name === 'Identify')!;
    expect(((r.components as Record<string, unknown>).m as Record<string, unknown>).cost).toBe(10000);
    expect(read5etools(r).value.material).toMatchObject({ cost_gp: 100 });
  });
  it('every record imports with zero lint errors', () => {
    const errors: string[] = [];
    for (const r of records) {
      const v = read5etools(r).value;
      const a = svc.analyze(JSON.stringify(v));
      for (const d of a.diagnostics) if (d.severity === 'error') errors.push(`${String(r.name)}: ${d.code} ${messageIn('en', d)}`);
    }
    expect(records).toHaveLength(319);
    expect(errors).toEqual([]);
  });
  it('export is accepted by 5etools\' own schema, and import(export(x)) == x on the fields both hold', async () => {
    const validate = await brewValidator();
    const spells = records.map((r) => read5etools(r).value);
    const out = spells.map((v) => write5etools(v, 'GrimoireTest').record);
    const brew = homebrew(out, { json: 'GrimoireTest', full: 'Grimoire test export', abbreviation: 'GT', version: '1.0.0', date: 1700000000 });
    const res = validate(brew);
    expect(res.errors).toBe('[]');
    expect(res.ok).toBe(true);
    const drift: string[] = [];
    spells.forEach((v, i) => {
      const back = read5etools(out[i]!).value;
      if (JSON.stringify(pick(back)) !== JSON.stringify(pick(v))) drift.push(`${String(v.name)}: ${JSON.stringify(pick(v))} -> ${JSON.stringify(pick(back))}`);
    });
    expect(drift).toEqual([]);
  });
  it('the project\'s own samples: accepted by the schema; each field round-trips or the export says why in a note', async () => {
    const validate = await brewValidator();
    const files = walk(resolve(ROOT, 'samples')).filter((f) => /samples\/(dnd5e|tov)\/.*\.ya?ml$/.test(f));
    const spells = files.flatMap((f) => svc.analyze(readFileSync(f, 'utf8')).spells).filter((s) => s.system === 'dnd5e' || s.system === 'tov');
    expect(spells.length).toBeGreaterThanOrEqual(6);
    const out = spells.map((s) => write5etools(s.value, 'GrimoireSamples'));
    expect(validate(homebrew(out.map((o) => o.record), { json: 'GrimoireSamples', full: 'Samples', abbreviation: 'GS', version: '1.0.0', date: 1700000000 })).errors).toBe('[]');
    // The note words that own each field (a field may differ only when the export said so).
    const WORD: Record<string, RegExp> = { damage: /damage|cantrip scaling/, heal: /healing/, area: /area/, range: /range/, save: /save/, duration: /duration/, casting_time: /casting time/, level: /Tales of the Valiant/ };
    const silent: string[] = [];
    spells.forEach((s, i) => {
      const back = read5etools(out[i]!.record).value;
      const a = held(s.value);
      const b = held(back);
      if (s.system === 'tov') a.level = a.circle;
      for (const k of CORE) {
        if (JSON.stringify(a[k]) === JSON.stringify(b[k])) continue;
        const word = WORD[k];
        if (!word || !out[i]!.notes.some((n) => word.test(render('en', n.msg)))) silent.push(`${String(s.name)}.${k}: ${JSON.stringify(a[k])} -> ${JSON.stringify(b[k])}`);
      }
    });
    expect(silent).toEqual([]);
  });
  it('the schema check can fail (a record without its required fields is refused)', async () => {
    const validate = await brewValidator();
    const brew = homebrew([{ name: 'Broken', level: 'three' }], { json: 'X', full: 'X', abbreviation: 'X', version: '1', date: 1 });
    expect(validate(brew).ok).toBe(false);
  });
});
