/**
 * Tests of schemas/spell.schema.json: it compiles as the language service
 * compiles it (ajv, allErrors, strict off), every property documents itself,
 * every sample file validates (each spell against the definition of its
 * effective system, each dataset header against `header`, each document
 * against the root schema), wrong spells fail, and every pattern stays fast.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { CORE_SCHEMA, loadAll } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { parseCastingTime } from '../../../../server/src/service/text/casting-time';
import { parseCastingTimes } from '../../../../server/src/service/text/casting-times';
import { parseDuration } from '../../../../server/src/service/text/duration';
import { parseRange } from '../../../../server/src/service/text/range';
import { corpusText, skipMessage } from '../../../helpers/corpus';

type Json = Record<string, unknown>;
type System = 'dnd5e' | 'tov' | 'dnd35' | 'wfb';
const SYSTEMS: System[] = ['dnd5e', 'tov', 'dnd35', 'wfb'];

const repo = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const schema = JSON.parse(readFileSync(join(repo, 'schemas/spell.schema.json'), 'utf8')) as Json;
const definitions = schema.definitions as Record<string, Json>;

const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addSchema(schema, 'spell.schema.json');
const get = (ref: string): ValidateFunction => {
  const v = ajv.getSchema(`spell.schema.json${ref}`);
  if (!v) throw new Error(`no schema at ${ref}`);
  return v;
};
const spellValidators = Object.fromEntries(SYSTEMS.map((s) => [s, get(`#/definitions/spell_${s}`)])) as Record<System, ValidateFunction>;
const headerValidator = get('#/definitions/header');
const dnd5e2024Validator = get('#/definitions/spell_dnd5e_2024');
const rootValidator = get('');

/** Errors of `v` on `data`, as `path keyword` strings (empty when valid). */
function errorsOf(v: ValidateFunction, data: unknown): string[] {
  return v(data) ? [] : (v.errors ?? []).map((e: ErrorObject) => `${e.instancePath || '/'} ${e.keyword}`);
}

/** Every *.yaml file under `dir`. */
function yamlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? yamlFiles(join(dir, e.name)) : /\.ya?ml$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

interface LoadedSpell {
  file: string;
  system: System;
  spell: Json;
  /** The D&D 5e rules it is read under: its own `rules:`, else its file's, else 2014. */
  edition: '2014' | '2024';
}

/** `2024` when the spell or its file says `rules: 2024`. */
function editionOf(spell: Json, file?: Json): '2014' | '2024' {
  const v = spell.rules ?? file?.rules;
  return String(v) === '2024' ? '2024' : '2014';
}

/** Load a sample file: its documents, headers and spells with their effective systems. */
function loadSample(file: string, text = readFileSync(file, 'utf8')): { docs: unknown[]; headers: Json[]; spells: LoadedSpell[] } {
  const docs = loadAll(text, undefined, { schema: CORE_SCHEMA });
  const headers: Json[] = [];
  const spells: LoadedSpell[] = [];
  for (const doc of docs) {
    const d = doc as Json;
    if (Array.isArray(d.spells)) {
      headers.push(d);
      const fileSystem = (d.system as System | undefined) ?? 'dnd5e';
      for (const s of d.spells as Json[]) spells.push({ file, system: (s.system as System | undefined) ?? fileSystem, spell: s, edition: editionOf(s, d) });
    } else {
      spells.push({ file, system: (d.system as System | undefined) ?? 'dnd5e', spell: d, edition: editionOf(d) });
    }
  }
  return { docs, headers, spells };
}

// The samples this test owns, and the real corpora as the importers convert them in memory (checked more loosely).
const OWN_DIRS = ['dnd5e', 'dnd5e-2024', 'tov', 'dnd35', 'wfb'].map((d) => join(repo, 'samples', d));
const IMPORTED = (['srd', 'psrd'] as const).flatMap((n) => {
  const text = corpusText(n);
  return text === undefined ? [] : [{ file: `../shared/corpus (${n}, converted)`, text }];
});
if (IMPORTED.length === 0) console.warn(skipMessage('test/unit/service/schema/spell-schema.test.ts', ['srd', 'psrd']));
const ownFiles = OWN_DIRS.flatMap(yamlFiles);

// ------------------------------------------------------------------ a valid spell of each system, for the negative cases

const fireball: Json = {
  name: 'Fireball',
  level: 3,
  school: 'evocation',
  casting_time: '1 action',
  range: '150 feet',
  components: ['V', 'S', 'M'],
  material: 'a tiny ball of bat guano and sulfur',
  duration: 'Instantaneous',
  area: { shape: 'sphere', radius: 20 },
  save: { ability: 'dex', success: 'half' },
  damage: { dice: '8d6', type: 'fire', per_slot: '1d6' },
};
const prayer: Json = {
  name: 'Prayer of Healing',
  circle: 2,
  source: 'divine',
  school: 'evocation',
  casting_time: '10 minutes',
  range: '30 feet',
  components: ['V'],
  duration: 'Instantaneous',
  ritual: true,
  heal: { dice: '2d8' },
};
const fireball35: Json = {
  name: 'Fireball',
  levels: { sorcerer: 3, wizard: 3 },
  school: 'evocation',
  range: 'long (400 ft. + 40 ft./level)',
  area: '20-ft.-radius spread',
  damage: { per_caster_level: '1d6', max_dice: 10, type: 'fire' },
};
const cage: Json = { name: 'Flaming Cage', lore: 'fire', casting_value: 11, boosted: [{ casting_value: 14, effect: 'Range 48".' }], range: '24"' };
const valid: Record<System, Json> = { dnd5e: fireball, tov: prayer, dnd35: fireball35, wfb: cage };

/** `base` with `patch` applied; a key patched to `undefined` is removed. */
function edit(base: Json, patch: Json): Json {
  const out: Json = { ...base, ...patch };
  for (const [k, v] of Object.entries(patch)) if (v === undefined) delete out[k];
  return out;
}

// ------------------------------------------------------------------ tests

describe('the schema compiles as the language service compiles it', () => {
  it('is a valid draft-07 schema with the five definitions the service uses', () => {
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(ajv.validateSchema(schema)).toBe(true);
    for (const name of ['header', 'spell_dnd5e', 'spell_tov', 'spell_dnd35', 'spell_wfb']) {
      expect(definitions[name], name).toBeTypeOf('object');
      expect(typeof ajv.getSchema(`spell.schema.json#/definitions/${name}`)).toBe('function');
    }
  });

  it('resolves every $ref locally', () => {
    const refs: string[] = [];
    const walk = (n: unknown): void => {
      if (Array.isArray(n)) n.forEach(walk);
      else if (n && typeof n === 'object') {
        for (const [k, v] of Object.entries(n)) {
          if (k === '$ref' && typeof v === 'string') refs.push(v);
          else walk(v);
        }
      }
    };
    walk(schema);
    expect(refs.length).toBeGreaterThan(50);
    for (const ref of new Set(refs)) {
      expect(ref.startsWith('#/definitions/'), ref).toBe(true);
      expect(definitions[ref.slice('#/definitions/'.length)], ref).toBeDefined();
    }
  });

  it('closes every spell definition and lists its keys explicitly', () => {
    const required: Record<System, string[]> = {
      dnd5e: ['name', 'level', 'school', 'casting_time', 'range', 'components', 'duration'],
      tov: ['name', 'circle', 'school', 'casting_time', 'range', 'components', 'duration'],
      dnd35: ['name', 'levels', 'school'],
      wfb: ['name', 'lore', 'casting_value'],
    };
    for (const s of SYSTEMS) {
      const d = definitions[`spell_${s}`]!;
      expect(d.additionalProperties, s).toBe(false);
      expect([...(d.required as string[])].sort(), s).toEqual([...required[s]].sort());
      const props = Object.keys(d.properties as Json);
      for (const k of ['name', 'system', 'description', 'classes', 'book', 'tags', ...required[s]]) expect(props, `${s}.${k}`).toContain(k);
    }
    expect(Object.keys(definitions.spell_tov!.properties as Json)).not.toContain('level');
    expect(Object.keys(definitions.spell_tov!.properties as Json)).toContain('source');
    expect(Object.keys(definitions.spell_dnd5e!.properties as Json)).not.toContain('source');
    expect(definitions.header!.additionalProperties).toBe(false);
    expect(Object.keys(definitions.header!.properties as Json).sort()).toEqual(['attribution', 'caster', 'license', 'rules', 'spells', 'system']);
  });

  it('documents every property with description, markdownDescription (with an example in code) and examples', () => {
    const missing: string[] = [];
    let count = 0;
    const walk = (n: unknown, path: string): void => {
      if (Array.isArray(n)) n.forEach((x, i) => walk(x, `${path}/${i}`));
      else if (n && typeof n === 'object') {
        const o = n as Json;
        if (o.properties && typeof o.properties === 'object' && !Array.isArray(o.properties)) {
          for (const [key, p] of Object.entries(o.properties as Json)) {
            const ps = p as Json;
            // Conditional sub-schemas (if/then, dependencies) only constrain keys described elsewhere.
            if (/\/(if|then|else|not|dependencies)(\/|$)/.test(path)) continue;
            count++;
            const where = `${path}/properties/${key}`;
            if (typeof ps.description !== 'string' || ps.description.length < 10) missing.push(`${where}: description`);
            if (typeof ps.markdownDescription !== 'string' || !/`[^`]+`/.test(ps.markdownDescription)) missing.push(`${where}: markdownDescription`);
            if (!Array.isArray(ps.examples) || ps.examples.length === 0) missing.push(`${where}: examples`);
          }
        }
        for (const [k, v] of Object.entries(o)) walk(v, `${path}/${k}`);
      }
    };
    walk(schema, '#');
    expect(count).toBeGreaterThan(150);
    expect(missing).toEqual([]);
  });

  it('keeps the rules in the descriptions that hovers show', () => {
    const md = (name: string) => String(definitions[name]!.markdownDescription);
    expect(md('level')).toMatch(/cantrip/);
    expect(md('level')).toMatch(/17th-level/);
    expect(md('concentration')).toMatch(/incapacitated/);
    expect(md('concentration')).toMatch(/Constitution save/);
    expect(md('ritual')).toMatch(/10 minutes/);
    expect(md('ritual_tov')).toMatch(/1 minute or longer/);
    expect(md('casting_value')).toMatch(/irresistible force/);
  });
});

describe('sample files', () => {
  const loaded = ownFiles.map((f) => ({ file: f, ...loadSample(f) }));

  it('are named *.spell.yaml or *.spells.yaml and hold at least three spells per system', () => {
    expect(ownFiles.length).toBeGreaterThanOrEqual(10);
    for (const f of ownFiles) expect(f).toMatch(/\.spells?\.yaml$/);
    const per: Record<string, number> = {};
    for (const l of loaded) for (const s of l.spells) per[s.system] = (per[s.system] ?? 0) + 1;
    for (const s of SYSTEMS) expect(per[s] ?? 0, s).toBeGreaterThanOrEqual(3);
  });

  it('validate spell by spell against the definition of their effective system', () => {
    const problems: string[] = [];
    for (const l of loaded) {
      for (const s of l.spells) {
        // A D&D 5e spell under the 2024 rules has the 2024 definition (the SRD 5.2's wording).
        const errs = errorsOf(s.system === 'dnd5e' && s.edition === '2024' ? dnd5e2024Validator : spellValidators[s.system], s.spell);
        if (errs.length > 0) problems.push(`${relative(repo, s.file)} ${String(s.spell.name)} (${s.system}): ${errs.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('validate their dataset headers against `header`', () => {
    let headers = 0;
    for (const l of loaded) {
      for (const h of l.headers) {
        headers++;
        expect(errorsOf(headerValidator, h), relative(repo, l.file)).toEqual([]);
      }
    }
    expect(headers).toBeGreaterThanOrEqual(4);
  });

  it('validate document by document against the root schema (as Red Hat YAML does)', () => {
    for (const l of loaded) for (const d of l.docs) expect(errorsOf(rootValidator, d), relative(repo, l.file)).toEqual([]);
  });

  it('cover the required shapes: a dataset, two documents, a caster block, metres, and the rule texts’ examples', () => {
    const all = loaded.flatMap((l) => l.spells);
    const byName = (name: string, system: System) => all.find((s) => s.spell.name === name && s.system === system)?.spell;
    expect(loaded.some((l) => l.headers.some((h) => (h.spells as unknown[]).length >= 4))).toBe(true);
    expect(loaded.some((l) => l.docs.length === 2)).toBe(true);
    expect(loaded.some((l) => l.headers.some((h) => h.caster !== undefined))).toBe(true);
    expect(all.some((s) => (s.spell.area as Json | undefined)?.unit === 'm' && /\d m\b/.test(String(s.spell.range)))).toBe(true);

    expect(byName('Fireball', 'dnd5e')).toMatchObject({ level: 3, range: '150 feet', area: { shape: 'sphere', radius: 20 } });
    expect(byName('Magic Missile', 'dnd5e')).toMatchObject({ level: 1, damage: { type: 'force' } });
    expect(byName('Cone of Cold', 'dnd5e')).toMatchObject({
      level: 5,
      range: 'Self (60-foot cone)',
      area: { shape: 'cone', length: 60 },
      save: { ability: 'con', success: 'half' },
      damage: { dice: '8d8', type: 'cold', per_slot: '1d8' },
    });
    const poh = byName('Prayer of Healing', 'tov')!;
    expect(poh).toMatchObject({ circle: 2, ritual: true });
    expect(parseCastingTime(String(poh.casting_time))!.unit).toMatch(/minute|hour/);
    expect(JSON.stringify(poh)).not.toMatch(/per_slot|at_slot_level|higher_levels/);
    expect(byName('Flaming Cage', 'wfb')).toMatchObject({ casting_value: 11, boosted: [{ casting_value: 14 }] });
    expect(byName('Fireball', 'dnd35')).toMatchObject({ area: '20-ft.-radius spread' });
  });

  it('follow the game rules the linter checks', () => {
    for (const { spell: s, system, file, edition } of loaded.flatMap((l) => l.spells)) {
      const where = `${relative(repo, file)} ${String(s.name)}`;
      const components = (s.components as string[] | undefined) ?? [];
      // M present iff a material is named.
      expect(components.includes('M'), where).toBe(s.material !== undefined);
      if (system !== 'dnd5e' && system !== 'tov') continue;
      const level = (system === 'tov' ? s.circle : s.level) as number;
      if (s.ritual === true) expect(level, where).toBeGreaterThanOrEqual(1);
      // The concentration tag agrees with the duration.
      const d = parseDuration(String(s.duration), system);
      expect(d, where).toBeDefined();
      expect(s.concentration === true, where).toBe(d!.concentration);
      // A reaction states its trigger.
      if (edition === '2024') {
        // The 2024 forms (several ways to cast, the Ritual tag, mappings): each reaction states its trigger.
        const times = typeof s.casting_time === 'string' ? parseCastingTimes(s.casting_time)!.options : (Array.isArray(s.casting_time) ? s.casting_time : [s.casting_time]) as Array<{ unit: string; trigger?: string }>;
        expect(times.length, where).toBeGreaterThan(0);
        for (const o of times) if (o.unit === 'reaction') expect(o.trigger, where).toBeTruthy();
        continue;
      }
      const ct = parseCastingTime(String(s.casting_time))!;
      if (ct.unit === 'reaction') expect(ct.trigger, where).toBeTruthy();
      if (system === 'tov' && s.ritual === true) expect(['minute', 'hour', 'day'], where).toContain(ct.unit);
      // Cones and lines start at the caster: range self, naming the same area.
      const area = s.area as Json | undefined;
      const r = parseRange(String(s.range), system)!;
      expect(r, where).toBeDefined();
      if (area && (area.shape === 'cone' || area.shape === 'line')) {
        expect(r.kind, where).toBe('self');
        expect(r.selfArea, where).toMatchObject({ shape: area.shape, size: area.length, unit: area.unit ?? 'ft' });
      }
      // Sizes are whole 5-ft squares (1.5 m in metres).
      if (area) {
        const square = area.unit === 'm' ? 1.5 : 5;
        for (const k of ['radius', 'length', 'size', 'height', 'width']) {
          if (typeof area[k] === 'number') expect(Number.isInteger((area[k] as number) / square), `${where} ${k}`).toBe(true);
        }
      }
    }
  });
});

describe.skipIf(IMPORTED.length === 0)('imported datasets (SRD 5.1 and PSRD from ../shared/corpus, converted in memory)', () => {
  it('differ from the schema only in dice the importer keeps as in the source (e.g. 1d8+MOD)', () => {
    const problems: string[] = [];
    let spells = 0;
    for (const { file, text } of IMPORTED) {
      const { spells: list, headers } = loadSample(file, text);
      for (const h of headers) expect(errorsOf(headerValidator, h), file).toEqual([]);
      for (const s of list) {
        spells++;
        const v = spellValidators[s.system];
        const ok: boolean = v(s.spell);
        if (ok) continue;
        const errors = v.errors ?? [];
        // Pattern failures on dice fields drag along their anyOf alternatives (mapping vs list).
        const real = errors.filter(
          (e) =>
            !(e.keyword === 'pattern' && /\/(dice|per_slot|at_slot_level\/\d+)$/.test(e.instancePath)) &&
            !(['type', 'anyOf'].includes(e.keyword) && /^\/damage$/.test(e.instancePath)),
        );
        if (real.length > 0) problems.push(`${file} ${String(s.spell.name)}: ${real.map((e) => `${e.instancePath} ${e.message}`).join('; ')}`);
      }
    }
    expect(spells).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});

describe('wrong spells fail', () => {
  it.each<[string, System, Json, RegExp]>([
    ['level 10', 'dnd5e', edit(fireball, { level: 10 }), /^\/level maximum$/],
    ['a fractional level', 'dnd5e', edit(fireball, { level: 2.5 }), /^\/level type$/],
    ['an unknown school', 'dnd5e', edit(fireball, { school: 'pyromancy' }), /^\/school enum$/],
    ['an unknown key', 'dnd5e', edit(fireball, { colour: 'red' }), /^\/ additionalProperties$/],
    ['a missing name', 'dnd5e', edit(fireball, { name: undefined }), /^\/ required$/],
    ['an empty name', 'dnd5e', edit(fireball, { name: '' }), /^\/name minLength$/],
    ['a bad component', 'dnd5e', edit(fireball, { components: ['V', 'X'] }), /^\/components\/1 enum$/],
    ['a repeated component', 'dnd5e', edit(fireball, { components: ['V', 'V'] }), /^\/components uniqueItems$/],
    ['a negative radius', 'dnd5e', edit(fireball, { area: { shape: 'sphere', radius: -20 } }), /^\/area\/radius exclusiveMinimum$/],
    ['a zero radius', 'dnd5e', edit(fireball, { area: { shape: 'sphere', radius: 0 } }), /^\/area\/radius exclusiveMinimum$/],
    ['a sphere without radius', 'dnd5e', edit(fireball, { area: { shape: 'sphere', size: 20 } }), /^\/area required$/],
    ['a malformed range text', 'dnd5e', edit(fireball, { range: '150 feets' }), /^\/range pattern$/],
    ['a 3.5 range in 5e', 'dnd5e', edit(fireball, { range: 'long (400 ft. + 40 ft./level)' }), /^\/range pattern$/],
    ['a range with both kind and distance', 'dnd5e', edit(fireball, { range: { kind: 'self', distance: 5 } }), /^\/range\/distance not$/],
    ['a malformed duration', 'dnd5e', edit(fireball, { duration: 'a while' }), /^\/duration pattern$/],
    ['a malformed casting time', 'dnd5e', edit(fireball, { casting_time: '1 standard action' }), /^\/casting_time pattern$/],
    ['a casting-time mapping without unit', 'dnd5e', edit(fireball, { casting_time: { amount: 1 } }), /^\/casting_time required$/],
    ['bad dice', 'dnd5e', edit(fireball, { damage: { dice: '8d7', type: 'fire' } }), /^\/damage\/dice pattern$/],
    ['an unknown damage type', 'dnd5e', edit(fireball, { damage: { dice: '8d6', type: 'electricity' } }), /^\/damage\/type enum$/],
    ['a bad save ability', 'dnd5e', edit(fireball, { save: { ability: 'dexterity' } }), /^\/save\/ability enum$/],
    ['a bad spell system', 'dnd5e', edit(fireball, { system: 'pf2e' }), /^\/system enum$/],
    ['a tov spell with level', 'tov', edit(prayer, { level: 2 }), /^\/ additionalProperties$/],
    ['a tov spell without circle', 'tov', edit(prayer, { circle: undefined }), /^\/ required$/],
    ['circle 10', 'tov', edit(prayer, { circle: 10 }), /^\/circle maximum$/],
    ['an unknown source', 'tov', edit(prayer, { source: 'cosmic' }), /^\/source enum$/],
    ['a 3.5 level 10', 'dnd35', edit(fireball35, { levels: { wizard: 10 } }), /^\/levels\/wizard maximum$/],
    ['3.5 levels with a capitalised class', 'dnd35', edit(fireball35, { levels: { Wizard: 3 } }), /^\/levels propertyNames$/],
    ['a 5e key in 3.5', 'dnd35', edit(fireball35, { level: 3 }), /^\/ additionalProperties$/],
    ['a 3.5 negative radius', 'dnd35', edit(fireball35, { area: { shape: 'sphere', radius: -5 } }), /^\/area\/radius exclusiveMinimum$/],
    ['casting value 2', 'wfb', edit(cage, { casting_value: 2 }), /^\/casting_value minimum$/],
    ['a wfb spell without lore', 'wfb', edit(cage, { lore: undefined }), /^\/ required$/],
    ['a range in feet in wfb', 'wfb', edit(cage, { range: '24 feet' }), /^\/range pattern$/],
    ['a boosted version without effect', 'wfb', edit(cage, { boosted: [{ casting_value: 14 }] }), /^\/boosted\/0 required$/],
  ])('%s', (_name, system, spell, expected) => {
    const errs = errorsOf(spellValidators[system], spell);
    expect(errs.some((e) => expected.test(e)), errs.join(', ')).toBe(true);
  });

  it('accepts the valid spell of each system the negative cases start from', () => {
    for (const s of SYSTEMS) expect(errorsOf(spellValidators[s], valid[s]), s).toEqual([]);
  });

  it('checks headers', () => {
    expect(errorsOf(headerValidator, { system: 'dnd5e', spells: [] })).toEqual([]);
    expect(errorsOf(headerValidator, { system: 'pf2e', spells: [] })).toContain('/system enum');
    expect(errorsOf(headerValidator, { spells: [], author: 'me' })).toContain('/ additionalProperties');
    expect(errorsOf(headerValidator, { caster: { ability_score: 31 }, spells: [] })).toContain('/caster/ability_score maximum');
    expect(errorsOf(headerValidator, { caster: { wizard_level: 5 }, spells: [] })).toContain('/caster/wizard_level maximum');
    expect(errorsOf(headerValidator, { caster: { charisma: 18 }, spells: [] })).toContain('/caster additionalProperties');
    expect(errorsOf(headerValidator, { spells: {} })).toContain('/spells type');
  });
});

describe('the root schema picks the definition by system', () => {
  it('takes a single spell as dnd5e unless it names its system', () => {
    expect(errorsOf(rootValidator, fireball)).toEqual([]);
    expect(errorsOf(rootValidator, edit(prayer, { system: 'tov' }))).toEqual([]);
    expect(errorsOf(rootValidator, prayer)).not.toEqual([]); // a tov spell read as dnd5e lacks `level`
    expect(errorsOf(rootValidator, edit(cage, { system: 'wfb' }))).toEqual([]);
    expect(errorsOf(rootValidator, edit(fireball, { system: 'pf2e' }))).toContain('/system enum');
  });

  it('uses the dataset system as the default of its spells, and each spell’s own system first', () => {
    expect(errorsOf(rootValidator, { system: 'tov', spells: [prayer] })).toEqual([]);
    expect(errorsOf(rootValidator, { system: 'tov', spells: [prayer, edit(fireball, { system: 'dnd5e' })] })).toEqual([]);
    expect(errorsOf(rootValidator, { system: 'dnd35', spells: [fireball35, edit(cage, { system: 'wfb' })] })).toEqual([]);
    expect(errorsOf(rootValidator, { spells: [fireball] })).toEqual([]);
    expect(errorsOf(rootValidator, { system: 'tov', spells: [fireball] })).toContain('/spells/0 additionalProperties');
    expect(errorsOf(rootValidator, { system: 'tov', spells: [edit(prayer, { level: 2 })] })).toContain('/spells/0 additionalProperties');
    expect(errorsOf(rootValidator, { system: 'wfb', spells: [edit(cage, { casting_value: 1 })] })).toContain('/spells/0/casting_value minimum');
    expect(errorsOf(rootValidator, { spells: ['Fireball'] })).toContain('/spells/0 type');
  });
});

describe('text forms', () => {
  const textPattern = (def: string) => new RegExp(String(((definitions[def]!.anyOf as Json[])[0] as Json).pattern), 'u');
  const range = textPattern('range');
  const duration = textPattern('duration');
  const casting = textPattern('casting_time');
  const wfbRange = textPattern('range_wfb');

  it.each([
    'Self', 'SELF', 'self', 'Touch', 'touch', 'Sight', 'Unlimited', 'Special', '60 feet', '5 feet', '1 foot', '1 mile', '500 miles',
    '18 m', '4.5 m', 'Self (15-foot cone)', 'self (60-foot cone)', 'Self (100-foot line)', 'Self (15-foot cube)',
    'Self (10-foot radius)', 'Self (10-foot-radius sphere)', 'Self (10-foot-radius hemisphere)', 'Self (5-mile radius)',
    'Self (18 m cone)', 'SELF (30-FOOT LINE)',
  ])('range %j is accepted and read', (text) => {
    expect(range.test(text)).toBe(true);
    expect(parseRange(text, 'dnd5e')).toBeDefined();
  });

  it.each(['150 feets', '60 ft.', '0 feet', '-5 feet', 'Self (cone)', 'Self(15-foot cone)', 'Self (15-foot triangle)', 'close', 'personal', '60  feet', ' 60 feet', ''])(
    'range %j is rejected',
    (text) => {
      expect(range.test(text)).toBe(false);
    },
  );

  it.each([
    'Instantaneous', 'instantaneous', 'Concentration, up to 1 minute', 'CONCENTRATION, UP TO 10 MINUTES', 'Concentration up to 1 hour',
    'Up to 1 minute', '1 round', '8 hours', '10 days', 'Until dispelled', 'Until dispelled or triggered', 'Special', 'Permanent',
  ])('duration %j is accepted and read', (text) => {
    expect(duration.test(text)).toBe(true);
    expect(parseDuration(text, 'dnd5e')).toBeDefined();
  });

  it.each(['a while', '1 round/level (D)', 'Concentration', 'Concentration, up to', '0 minutes', '1 week'])('duration %j is rejected', (text) => {
    expect(duration.test(text)).toBe(false);
  });

  it.each(['1 action', '1 bonus action', '1 Reaction', '1 reaction, which you take when you fall', '1 minute', '10 minutes', '8 hours', '1 round'])(
    'casting time %j is accepted and read',
    (text) => {
      expect(casting.test(text)).toBe(true);
      expect(parseCastingTime(text)).toBeDefined();
    },
  );

  it.each(['1 standard action', '2 actions', 'action', '1 reaction,', '1 day'])('casting time %j is rejected', (text) => {
    expect(casting.test(text)).toBe(false);
  });

  it.each(['24"', '24 inches', '1 inch', 'self', 'Touch'])('Warhammer range %j is accepted and read', (text) => {
    expect(wfbRange.test(text)).toBe(true);
    expect(parseRange(text, 'wfb')).toBeDefined();
  });

  it('keeps every pattern linear: 100k-character near misses fail in under 50 ms', () => {
    const patterns = new Set<string>();
    const walk = (n: unknown): void => {
      if (Array.isArray(n)) n.forEach(walk);
      else if (n && typeof n === 'object') {
        for (const [k, v] of Object.entries(n)) {
          if (k === 'pattern' && typeof v === 'string') patterns.add(v);
          else walk(v);
        }
      }
    };
    walk(schema);
    expect(patterns.size).toBeGreaterThanOrEqual(6);
    const n = 100_000;
    const attacks = [
      '1'.repeat(n),
      '1'.repeat(n) + 'x',
      'Self (' + '1'.repeat(n),
      'Self (1' + '0'.repeat(n) + '-foot cone',
      'concentration, up to ' + '9'.repeat(n) + ' weeks',
      '1 reaction, ' + 'a'.repeat(n) + '\n',
      '1' + '0'.repeat(n) + 'd6x',
      ' '.repeat(n) + 'x',
      'a'.repeat(n),
      '1d' + '4'.repeat(n),
      '1.' + '5'.repeat(n) + ' m',
    ];
    for (const p of patterns) {
      const re = new RegExp(p, 'u');
      for (const s of attacks) {
        const t = performance.now();
        re.test(s);
        expect(performance.now() - t, `${p.slice(0, 40)}... on ${JSON.stringify(s.slice(0, 12))}`).toBeLessThan(50);
      }
    }
  });
});
