import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv, { type ErrorObject } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import jsyaml from 'js-yaml';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { render } from '../../../../server/src/service/i18n';
import { firstParagraph, htmlToText } from '../../../../server/src/service/text/html';
import { normalizeDice, parseDiceSum } from '../../../../server/src/service/text/dice';
import type { ImportResult, SpellRecord } from '../../../../server/src/service/formats/records';
import { convertPsrd, importPsrd } from '../../../../server/src/service/formats/psrd/read';
import { convert5eDatabase, import5eDatabase, joinParagraphs } from '../../../../server/src/service/formats/5e-database/read';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const CORPUS = resolve(ROOT, '../shared/corpus');
const SRD_FILE = resolve(CORPUS, '5e-srd-spells.json');
const PSRD_FILE = resolve(CORPUS, 'pf1-psrd-spells.json');
const SCHEMA_FILE = resolve(ROOT, 'schemas/spell.schema.json');
const haveCorpus = existsSync(SRD_FILE) && existsSync(PSRD_FILE);

function loadJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8')) as unknown;
}

const srdJson = haveCorpus ? loadJson(SRD_FILE) : [];
const psrdJson = haveCorpus ? loadJson(PSRD_FILE) : [];
const srd = haveCorpus ? import5eDatabase(srdJson) : undefined;
const psrd = haveCorpus ? importPsrd(psrdJson) : undefined;

function spellsOf(result: ImportResult | undefined): SpellRecord[] {
  const doc = jsyaml.load(result?.text ?? '') as { spells?: SpellRecord[] } | undefined;
  return doc?.spells ?? [];
}
function byName(result: ImportResult | undefined, name: string): SpellRecord {
  const spell = spellsOf(result).find((s) => s.name === name);
  if (!spell) throw new Error(`no spell ${name}`);
  return spell;
}
function warningsFor(result: ImportResult | undefined, name: string): string[] {
  return (result?.warnings ?? []).filter((w) => w.spell === name).map((w) => render('en', w.msg));
}

describe('import helpers', () => {
  it('converts HTML to text with paragraphs, lists and entities', () => {
    const html = '<p>A <i>fireball</i> &ldquo;hit&rdquo; 1&ndash;2 &amp; 3 &#215; 4</p><ul><li>one</li><li>two</li></ul><p>end</p>';
    expect(htmlToText(html)).toBe('A fireball \u201chit\u201d 1\u20132 & 3 \u00d7 4\n\n- one\n- two\n\nend');
    expect(firstParagraph(html)).toBe('A fireball \u201chit\u201d 1\u20132 & 3 \u00d7 4');
    expect(firstParagraph('<p class="x"> </p><p>second</p>')).toBe('second');
    expect(firstParagraph('plain text')).toBe('plain text');
  });

  it('normalizes and parses dice sums', () => {
    expect(normalizeDice(' 3d4 + 3 ')).toBe('3d4+3');
    const sum = parseDiceSum('2d8 + 4d6 + MOD');
    expect(sum && [...sum.dice.entries()]).toEqual([
      [8, 2],
      [6, 4],
    ]);
    expect(sum?.symbols.get('MOD')).toBe(1);
    expect(parseDiceSum('1d4 * 2')).toBeUndefined();
  });

  it('keeps markdown tables and lists together when joining paragraphs', () => {
    expect(joinParagraphs(['Intro.', '| a | b |', '|---|---|', '| 1 | 2 |', '- x', '- y', 'End.'])).toBe(
      'Intro.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- x\n- y\n\nEnd.',
    );
  });
});

describe('malformed input never throws', () => {
  const junk: unknown[] = [
    null,
    1,
    'x',
    [],
    {},
    { name: '' },
    { name: 'Level Junk', level: 'high', school: 5, components: 'V', desc: 7 },
    {
      name: 'Shape Junk',
      level: 3,
      school: { index: 'evocation' },
      casting_time: 1,
      range: null,
      components: ['V', 'Q', 3],
      duration: 'Up to 1 minute',
      concentration: 'yes',
      area_of_effect: { type: 'blob', size: 'big' },
      dc: 'hard',
      attack_type: 'psychic',
      damage: { damage_type: 'fire', damage_at_slot_level: 'lots' },
      heal_at_slot_level: [1, 2],
      higher_level: 'not an array',
      classes: [null, { index: 'wizard' }, 'Sorcerer'],
    },
  ];

  for (const [label, run] of [
    ['5e-database', import5eDatabase],
    ['PSRD', importPsrd],
  ] as const) {
    it(`${label}: null, a string, a number and an object give warnings and an empty dataset`, () => {
      for (const input of [null, undefined, 'spells', 42, { spells: [] }]) {
        const result = run(input);
        expect(result.spells).toBe(0);
        expect(result.warnings.length).toBeGreaterThan(0);
        expect((jsyaml.load(result.text) as { spells: unknown[] }).spells).toEqual([]);
      }
    });

    it(`${label}: an array with junk keeps what it can`, () => {
      const result = run(junk);
      expect(result.spells).toBe(2);
      expect(result.warnings.length).toBeGreaterThan(5);
      const names = spellsOf(result).map((s) => s.name);
      expect(names).toEqual(['Level Junk', 'Shape Junk']);
      for (const w of result.warnings) {
        expect(typeof w.spell).toBe('string');
        expect(typeof render('en', w.msg)).toBe('string');
      }
    });
  }

  it('PSRD: wrong-shaped fields give warnings', () => {
    const result = importPsrd([
      {
        name: 'Odd',
        school: 'evocation',
        levels: [{ class: 'Wizard', level: 12 }, { class: 'Sorcerer', level: 3 }, 'x', { class: 'sorcerer', level: 2 }],
        components: [{ type: 'V' }, 7, { type: null }, { type: 'XP' }],
        effects: [{ name: 'Area', text: '10-ft. burst' }, { name: 'Area', text: 'see text' }, { text: 'nameless' }],
        casting_time: 3,
        range: '  close (25 ft. + 5 ft./2 levels) ',
        body: 42,
      },
    ]);
    const spell = spellsOf(result)[0] as SpellRecord;
    expect(spell.levels).toEqual({ sorcerer: 2 });
    expect(spell.components).toEqual(['V', 'XP']);
    expect(spell.area).toBe('10-ft. burst; see text');
    expect(spell.range).toBe('close (25 ft. + 5 ft./2 levels)');
    expect(spell.casting_time).toBeUndefined();
    expect(result.warnings.length).toBeGreaterThanOrEqual(7);
  });
});

describe.skipIf(!haveCorpus)('5e-database (SRD 5.1) import', () => {
  it('imports every record: 319 in, 319 out, no record lost', () => {
    expect(Array.isArray(srdJson) && srdJson.length).toBe(319);
    expect(srd?.spells).toBe(319);
    const names = spellsOf(srd).map((s) => s.name);
    expect(names).toEqual((srdJson as Array<{ name: string }>).map((r) => r.name));
  });

  it('writes a dataset with header comment, system, attribution and licence', () => {
    const text = srd?.text ?? '';
    expect(text.split('\n')[0]).toBe('# grimoire: spells');
    expect(text).toContain('5e-bits/5e-database');
    expect(text).toContain('fcf94ebb3f9326986cc366084ec40cbb2d6d7e52');
    expect(text).toContain('Generated by `grimoire import`');
    const doc = jsyaml.load(text) as Record<string, unknown>;
    expect(Object.keys(doc)).toEqual(['system', 'attribution', 'license', 'spells']);
    expect(doc.system).toBe('dnd5e');
    expect(doc.license).toBe('CC-BY-4.0');
    expect(doc.attribution).toContain('licensed under CC BY 4.0');
    expect(text).toMatch(/^ {4}components: \[V, S, M\]$/m);
    expect(text).toMatch(/^ {4}classes: \[sorcerer, wizard\]$/m);
    expect(text).toMatch(/^ {4}description: \|-$/m);
  });

  it('re-reading the YAML (js-yaml and yaml) gives the converted spells', () => {
    const { spells } = convert5eDatabase(srdJson);
    expect(spellsOf(srd)).toEqual(spells);
    expect((parseYaml(srd?.text ?? '') as { spells: unknown }).spells).toEqual(spells);
  });

  it('Fireball field by field', () => {
    const { extra, ...fireball } = byName(srd, 'Fireball');
    // The record's fields the canonical spell has no key for, carried as they are (read from the record's JSON).
    expect(extra).toEqual({
      '5e-database': {
        index: 'fireball',
        subclasses: [
          { index: 'lore', name: 'Lore', url: '/api/2014/subclasses/lore' },
          { index: 'fiend', name: 'Fiend', url: '/api/2014/subclasses/fiend' },
        ],
        url: '/api/2014/spells/fireball',
      },
    });
    expect(fireball).toEqual({
      name: 'Fireball',
      description:
        'A bright streak flashes from your pointing finger to a point you choose within range and then blossoms with a low roar into an explosion of flame. Each creature in a 20-foot-radius sphere centered on that point must make a dexterity saving throw. A target takes 8d6 fire damage on a failed save, or half as much damage on a successful one.\n\n' +
        "The fire spreads around corners. It ignites flammable objects in the area that aren't being worn or carried.",
      classes: ['sorcerer', 'wizard'],
      book: 'SRD 5.1',
      level: 3,
      school: 'evocation',
      casting_time: '1 action',
      range: '150 feet',
      components: ['V', 'S', 'M'],
      material: 'A tiny ball of bat guano and sulfur.',
      duration: 'Instantaneous',
      area: { shape: 'sphere', radius: 20 },
      save: { ability: 'dex', success: 'half' },
      damage: { dice: '8d6', type: 'fire', per_slot: '1d6' },
      higher_levels:
        'When you cast this spell using a spell slot of 4th level or higher, the damage increases by 1d6 for each slot level above 3rd.',
    });
    expect(Object.keys(byName(srd, 'Fireball'))).toEqual([
      'name', 'description', 'classes', 'book', 'level', 'school', 'casting_time', 'range', 'components',
      'material', 'duration', 'area', 'save', 'damage', 'higher_levels', 'extra',
    ]);
    expect(warningsFor(srd, 'Fireball')).toEqual([]);
  });

  it('Magic Missile: non-NdM increments give at_slot_level', () => {
    const spell = byName(srd, 'Magic Missile');
    expect(spell.level).toBe(1);
    expect(spell.range).toBe('120 feet');
    expect(spell.components).toEqual(['V', 'S']);
    expect(spell.material).toBeUndefined();
    expect(spell.save).toBeUndefined();
    expect(spell.damage).toEqual({
      dice: '3d4+3',
      type: 'force',
      at_slot_level: { 2: '4d4+4', 3: '5d4+5', 4: '6d4+6', 5: '7d4+7', 6: '8d4+8', 7: '9d4+9', 8: '10d4+10', 9: '11d4+11' },
    });
    expect(spell.higher_levels).toMatch(/^When you cast this spell using a spell slot of 2nd level or higher, the spell creates one more dart/);
  });

  it('Cone of Cold: Self range kept (with a warning), cone area, save effect', () => {
    const spell = byName(srd, 'Cone of Cold');
    expect(spell.level).toBe(5);
    expect(spell.range).toBe('Self');
    expect(spell.area).toEqual({ shape: 'cone', length: 60 });
    expect(spell.save).toEqual({
      ability: 'con',
      success: 'half',
      effect: 'A creature killed by this spell becomes a frozen statue until it thaws.',
    });
    expect(spell.damage).toEqual({ dice: '8d8', type: 'cold', per_slot: '1d8' });
    expect(spell.material).toBe('A small crystal or glass cone.');
    expect(spell.classes).toEqual(['sorcerer', 'wizard']);
    expect(warningsFor(srd, 'Cone of Cold')).toEqual([expect.stringMatching(/^range is "Self" with a 60-foot cone/)]);
  });

  it('Fire Bolt: cantrip scaling as per_character_level', () => {
    const spell = byName(srd, 'Fire Bolt');
    expect(spell.level).toBe(0);
    expect(spell.attack).toBe('ranged');
    expect(spell.range).toBe('120 feet');
    expect(spell.components).toEqual(['V', 'S']);
    expect(spell.damage).toEqual({ dice: '1d10', type: 'fire', per_character_level: '1d10' });
    expect(spell.higher_levels).toBeUndefined();
    // Eldritch Blast does not grow in dice (it gains beams): no scaling at all.
    expect(byName(srd, 'Eldritch Blast').damage).toEqual({ dice: '1d10', type: 'force' });
  });

  it('Aid: heal_at_slot_level -> heal', () => {
    const spell = byName(srd, 'Aid');
    expect(spell.level).toBe(2);
    expect(spell.school).toBe('abjuration');
    expect(spell.range).toBe('30 feet');
    expect(spell.duration).toBe('8 hours');
    expect(spell.material).toBe('A tiny strip of white cloth.');
    expect(spell.classes).toEqual(['cleric', 'paladin']);
    expect(spell.heal).toEqual({ dice: '5', per_slot: '5' });
    expect(spell.damage).toBeUndefined();
  });

  it('concentration durations, rituals and reactions', () => {
    const bless = byName(srd, 'Bless');
    expect(bless.duration).toBe('Concentration, up to 1 minute');
    expect(bless.concentration).toBe(true);
    expect(byName(srd, 'Alarm').ritual).toBe(true);
    expect(byName(srd, 'Fireball').concentration).toBeUndefined();
    expect(byName(srd, 'Counterspell').casting_time).toBe('1 reaction');
    expect(warningsFor(srd, 'Counterspell')).toEqual([expect.stringMatching(/no trigger/)]);
    expect(byName(srd, 'Flame Blade').damage).toEqual({
      dice: '3d6',
      type: 'fire',
      at_slot_level: { 4: '4d6', 6: '5d6', 8: '6d6' },
    });
    const spells = spellsOf(srd);
    expect(spells.filter((s) => s.concentration === true)).toHaveLength(126);
    expect(spells.filter((s) => s.ritual === true)).toHaveLength(29);
    expect(spells.filter((s) => String(s.duration).startsWith('Concentration, up to '))).toHaveLength(126);
  });

  it('sums of rolls become damage lists; "+ MOD" is left out with a warning', () => {
    expect(byName(srd, 'Flame Strike').damage).toEqual([
      { dice: '4d6', type: 'fire' },
      { dice: '4d6', per_slot: '1d6' },
    ]);
    expect(byName(srd, 'Ice Storm').damage).toEqual([
      { dice: '2d8', type: 'bludgeoning', per_slot: '1d8' },
      { dice: '4d6' },
    ]);
    expect(byName(srd, 'Meteor Swarm').damage).toEqual([{ dice: '20d6', type: 'fire' }, { dice: '20d6' }]);
    expect(warningsFor(srd, 'Flame Strike')).toContainEqual(expect.stringMatching(/is a sum of 2 rolls; written as a damage list/));
    expect(byName(srd, 'Cure Wounds').heal).toEqual({ dice: '1d8', per_slot: '1d8' });
    expect(warningsFor(srd, 'Cure Wounds')).toEqual([expect.stringMatching(/"\+ MOD" \(spellcasting ability modifier\) left out/)]);
    expect(byName(srd, 'Spiritual Weapon').damage).toEqual({
      dice: '1d8',
      type: 'force',
      at_slot_level: { 3: '1d8', 4: '2d8', 5: '2d8', 6: '3d8', 7: '3d8', 8: '4d8', 9: '4d8' },
    });
    expect(byName(srd, 'False Life').heal).toEqual({ dice: '1d4+4', per_slot: '5' });
    expect(byName(srd, 'Sleep').damage).toEqual({ dice: '5d8' });
  });

  it('warns about every reaction and every Self-range area spell', () => {
    const messages = srd?.warnings.map((w) => render('en', w.msg)) ?? [];
    expect(messages.filter((m) => /no trigger/.test(m))).toHaveLength(4);
    expect(messages.filter((m) => /^range is "Self" with/.test(m))).toHaveLength(19);
  });
});

describe.skipIf(!haveCorpus)('PSRD-Data (Pathfinder 1e) import', () => {
  it('imports every record: 1,409 in, 1,409 out, no record lost', () => {
    expect(Array.isArray(psrdJson) && psrdJson.length).toBe(1409);
    expect(psrd?.spells).toBe(1409);
    expect(spellsOf(psrd).map((s) => s.name)).toEqual((psrdJson as Array<{ name: string }>).map((r) => r.name));
  });

  it('writes a dnd35 dataset with OGL attribution', () => {
    const text = psrd?.text ?? '';
    expect(text.split('\n')[0]).toBe('# grimoire: spells');
    expect(text).toContain('devonjones/PSRD-Data');
    expect(text).toContain('76ea4784604145ba3dea40eb56f83bb904759467');
    const doc = jsyaml.load(text) as Record<string, unknown>;
    expect(Object.keys(doc)).toEqual(['system', 'attribution', 'license', 'spells']);
    expect(doc.system).toBe('dnd35');
    expect(doc.license).toBe('OGL-1.0a');
    expect(doc.attribution).toContain('Paizo');
  });

  it('re-reading the YAML (js-yaml and yaml) gives the converted spells', () => {
    const { spells } = convertPsrd(psrdJson);
    expect(spellsOf(psrd)).toEqual(spells);
    expect((parseYaml(psrd?.text ?? '') as { spells: unknown }).spells).toEqual(spells);
  });

  it('Fireball field by field', () => {
    const { extra, ...fireball } = byName(psrd, 'Fireball');
    // The record's fields with no canonical key, carried (read from the record's JSON); the short `description` is the spell's.
    const carried = (extra as { psrd: Record<string, unknown> }).psrd;
    expect(Object.keys(carried)).toEqual(['body', 'url', 'level_text', 'descriptor_text', 'type', 'component_text', '_path']);
    expect(carried.body).toMatch(/^<p>A <i>fireball<\/i> spell generates a searing explosion of flame/);
    expect(carried).toMatchObject({
      url: 'pfsrd://Core Rulebook/Spells/Fireball',
      level_text: 'Arcanist: 3; Bloodrager: 3; Elementalist Wizard: 3; Magus: 3; Sorcerer: 3; Wizard: 3',
      descriptor_text: 'fire',
      type: 'spell',
      component_text: 'V, S, M (a ball of bat guano and sulfur)',
      _path: 'core_rulebook/spell/fireball.json',
    });
    expect(fireball).toEqual({
      name: 'Fireball',
      description: '1d6 fire damage per level, 20-ft. radius.',
      book: 'Core Rulebook',
      levels: { arcanist: 3, bloodrager: 3, 'elementalist wizard': 3, magus: 3, sorcerer: 3, wizard: 3 },
      school: 'evocation',
      descriptors: ['fire'],
      casting_time: '1 standard action',
      range: 'long (400 ft. + 40 ft./level)',
      components: ['V', 'S', 'M'],
      material: 'a ball of bat guano and sulfur',
      area: '20-ft.-radius spread',
      duration: 'instantaneous',
      saving_throw: 'Reflex half',
      spell_resistance: 'yes',
    });
    expect(warningsFor(psrd, 'Fireball')).toEqual([]);
  });

  it('Memory of Function: the split "10,000 gp" material is rejoined, description from the body', () => {
    const spell = byName(psrd, 'Memory of Function');
    expect(spell.levels).toEqual({ arcanist: 7, cleric: 7, oracle: 7, sorcerer: 7, warpriest: 7, wizard: 7 });
    expect(spell.school).toBe('transmutation');
    expect(spell.components).toEqual(['V', 'S', 'M']);
    expect(spell.material).toBe('powdered skymetal worth 10,000 gp');
    expect(spell.target).toBe('object or construct touched');
    expect(spell.range).toBe('touch');
    expect(spell.saving_throw).toBe('Will negates');
    expect(spell.spell_resistance).toBe('yes');
    expect(spell.book).toBe('Technology Guide');
    expect(spell.description).toMatch(/^Even a broken object remembers what it means to be a functioning whole\. /);
    expect(spell.description).toMatch(/Other consumables such as ammunition are not restored\.$/);
    expect(spell.description).not.toContain('<');
    const warnings = warningsFor(psrd, 'Memory of Function');
    expect(warnings).toContainEqual(expect.stringMatching(/broken components parse repaired.*powdered skymetal worth 10,000 gp/));
    expect(warnings).toContainEqual(expect.stringMatching(/U\+FFFD/));
  });

  it('Hypnotic Pattern: the "; see text" component is dropped, subschool and effect kept', () => {
    const { extra, ...spell } = byName(psrd, 'Hypnotic Pattern');
    // The component notes ("bard only", "; see text") have no canonical place: the record's list is carried whole.
    expect((extra as { psrd: Record<string, unknown> }).psrd.components).toEqual([
      { text: 'bard only', type: 'V' },
      { type: 'S' },
      { text: 'a stick of incense or a crystal rod', type: 'M' },
      { text: '; see text', type: null },
    ]);
    expect(spell).toEqual({
      name: 'Hypnotic Pattern',
      description: 'Fascinates 2d4 + level HD of creatures.',
      book: 'Core Rulebook',
      levels: { arcanist: 2, bard: 2, skald: 2, sorcerer: 2, wizard: 2 },
      school: 'illusion',
      subschool: 'pattern',
      descriptors: ['mind-affecting'],
      casting_time: '1 standard action',
      range: 'medium (100 ft. + 10 ft./level)',
      components: ['V', 'S', 'M'],
      material: 'a stick of incense or a crystal rod',
      effect: 'colorful lights in a 10-ft.-radius spread',
      duration: 'Concentration + 2 rounds',
      saving_throw: 'Will negates',
      spell_resistance: 'yes',
    });
    const warnings = warningsFor(psrd, 'Hypnotic Pattern');
    expect(warnings).toContainEqual(expect.stringMatching(/broken components parse repaired.*see text/));
    expect(warnings).toContainEqual(expect.stringMatching(/component V has the note "bard only"/));
  });

  it('merges duplicate class entries and keeps records lacking fields without them', () => {
    const records = psrdJson as Array<Record<string, unknown>>;
    const accelerate = byName(psrd, 'Accelerate Poison');
    expect(accelerate.levels).toEqual({
      arcanist: 2, druid: 2, 'elementalist wizard': 2, hunter: 2, ranger: 2, sorcerer: 2, wizard: 2,
    });
    const spells = spellsOf(psrd);
    const count = (key: string): number => spells.filter((s) => s[key] !== undefined).length;
    const countSrc = (key: string): number =>
      records.filter((r) => typeof r[key] === 'string' && (r[key] as string).trim() !== '').length;
    for (const key of ['casting_time', 'range', 'duration', 'saving_throw', 'spell_resistance']) {
      expect(count(key), key).toBe(countSrc(key));
    }
    expect(count('book')).toBe(1409);
    expect(count('levels')).toBe(1409);
    expect(count('description')).toBe(1408); // Discharge has neither description nor body
    expect(spells.filter((s) => Array.isArray(s.components)).length).toBe(1363);
    expect(byName(psrd, 'Vision Of Hell').casting_time).toBe('1 standard action');
  });

  it('compound stat lines ("Target or Area") go to target with a warning', () => {
    expect(byName(psrd, 'Detect Poison').target).toBe('one creature, one object, or a 5-ft. cube');
    expect(warningsFor(psrd, 'Detect Poison')).toEqual([expect.stringMatching(/^stat line "Target or Area: /)]);
    expect(byName(psrd, 'Dispel Evil').target).toMatch(/^you and a touched evil creature/);
    expect(warningsFor(psrd, 'Dispel Evil')).toEqual([]);
  });
});

describe.skipIf(!haveCorpus || !existsSync(SCHEMA_FILE))('imported spells validate against schemas/spell.schema.json', () => {
  const schema = existsSync(SCHEMA_FILE) ? (JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as Record<string, unknown>) : {};
  const draft2020 = String(schema.$schema ?? '').includes('2020-12');
  const ajv = draft2020 ? new Ajv2020({ allErrors: true, strict: false }) : new Ajv({ allErrors: true, strict: false });
  const id = 'grimoire-spell-schema';
  ajv.addSchema({ ...schema, $id: id }, id);
  const defs = (schema.$defs ? '$defs' : 'definitions') as string;

  function failures(def: string, items: unknown[], label: (x: unknown, i: number) => string): string[] {
    const validate = ajv.getSchema(`${id}#/${defs}/${def}`);
    if (!validate) return [`schema has no ${defs}/${def}`];
    const out: string[] = [];
    items.forEach((item, i) => {
      if (!validate(item)) {
        const errors = (validate.errors ?? []) as ErrorObject[];
        out.push(`${label(item, i)}: ${errors.map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`).join('; ')}`);
      }
    });
    return out;
  }
  const name = (x: unknown, i: number): string => String((x as SpellRecord).name ?? `#${i}`);
  /**
   * Failures that are gaps of the schema, not of the import: SRD Guardian of Faith deals a flat 20 radiant
   * damage, which `damage.dice` (NdM[+K] only) cannot hold although `heal.dice` accepts flat numbers.
   */
  const KNOWN_SCHEMA_GAPS: Record<string, RegExp> = {
    'Guardian of Faith': /^Guardian of Faith: \/damage\/dice must match pattern/,
  };

  for (const [label, result, def] of [
    ['SRD 5.1', srd, 'spell_dnd5e'],
    ['PSRD', psrd, 'spell_dnd35'],
  ] as const) {
    it(`${label}: header and every spell`, () => {
      const doc = jsyaml.load(result?.text ?? '') as Record<string, unknown>;
      const { spells, ...header } = doc;
      const bad = [
        ...failures('header', [header], () => 'header'),
        ...failures(def, spells as unknown[], name),
      ];
      const unexpected = bad.filter((line) => !Object.values(KNOWN_SCHEMA_GAPS).some((re) => re.test(line)));
      expect(unexpected, unexpected.slice(0, 20).join('\n')).toEqual([]);
    });
  }
});
