/**
 * The rarer warnings of the 5e-database and PSRD importers (malformed
 * records: service/formats/5e-database/read.ts, psrd/read.ts, records.ts; catalogue part
 * `importw`), triggered one by one by small hand-made records (written here,
 * not taken from ../shared/corpus).
 * - English: byte for byte the sentences the importers wrote before they
 *   moved to the catalogue (each expected line below was written by hand
 *   from the template string the code had, filled with these records'
 *   values).
 * - uk, ja, ru, it: every warning is a catalogue reference, and no English
 *   word (4+ letters) of its English text is left in the translation
 *   (test/helpers/english-left.ts), outside the placeholder values, which
 *   are the source's own text (field names, values, spell names).
 */
import { describe, expect, it } from 'vitest';
import { convert5eDatabase } from '../../../../server/src/service/formats/5e-database/read';
import { convertPsrd } from '../../../../server/src/service/formats/psrd/read';
import type { ImportWarning } from '../../../../server/src/service/formats/records';
import { render, type Locale, type MsgArg, type MsgRef } from '../../../../server/src/service/i18n';
import { englishLeft } from '../../../helpers/english-left';

/** A 5e-database record that converts without a warning; the cases below change one thing at a time. */
const BASE = {
  index: 'test-bolt',
  name: 'Test Bolt',
  level: 1,
  school: { index: 'evocation' },
  casting_time: '1 action',
  range: '60 feet',
  components: ['V', 'S'],
  duration: 'Instantaneous',
  desc: ['A bolt.'],
  classes: [{ index: 'wizard' }],
};

const SRD_RECORDS: unknown[] = [
  null,
  [1],
  'a string',
  { index: 'no-name' },
  { name: 'Broken A', level: 12, material: 'a feather', concentration: 'no', ritual: 'yes' },
  {
    ...BASE,
    name: 'Broken B',
    school: { index: 'chronomancy' },
    components: ['V', 'Q'],
    concentration: true,
    duration: '1 minute',
    area_of_effect: { type: 'cone' },
    dc: { dc_success: 'half' },
    attack_type: 'touch',
    damage: 'lots',
    higher_level: [3],
    classes: [{}],
    desc: [],
  },
  {
    ...BASE,
    name: 'Broken C',
    duration: 'Up to 1 minute',
    area_of_effect: { type: 'torus', size: 10 },
    dc: { dc_type: { index: 'luck' }, dc_success: 'maybe' },
    damage: { damage_at_slot_level: 'nope', damage_at_character_level: { '1': '1d6' }, damage_type: { index: 'sonic' } },
    classes: 'wizard',
  },
  { ...BASE, name: 'Broken D', damage: { damage_at_slot_level: { '2': '2d6', x: '1d6' }, damage_type: 'fire' }, heal_at_slot_level: { '1': '1d4 or 2' } },
  { ...BASE, name: 'Broken E', damage: { damage_type: 'fire' } },
  { ...BASE, name: 'Broken F', level: 0, damage: { damage_at_character_level: { '5': '1d10' }, damage_type: 'fire' } },
];

/** Spell (or label) and English text of every warning the records above give, in order. */
const SRD_ENGLISH: Array<[string, string]> = [
  ['#1', 'record is null, not an object; skipped'],
  ['#2', 'record is an array, not an object; skipped'],
  ['#3', 'record is string, not an object; skipped'],
  ['no-name', 'record has no name; skipped'],
  ['Broken A', 'level 12 is not an integer 0-9; left out'],
  ['Broken A', 'no school; left out'],
  ['Broken A', 'no casting_time; left out'],
  ['Broken A', 'no range; left out'],
  ['Broken A', 'no components array; left out'],
  ['Broken A', 'material text without the M component'],
  ['Broken A', 'no duration; left out'],
  ['Broken A', 'concentration "no" is not a boolean; ignored'],
  ['Broken A', 'ritual "yes" is not a boolean; ignored'],
  ['Broken A', 'no desc; description left out'],
  ['Broken B', 'unknown school "chronomancy"; kept'],
  ['Broken B', 'unknown component "Q"; dropped'],
  ['Broken B', 'concentration is true but duration "1 minute" does not say "Up to"; kept'],
  ['Broken B', 'area_of_effect {"type":"cone"} is not { type, size }; left out'],
  ['Broken B', 'dc {"dc_success":"half"} has no dc_type; save left out'],
  ['Broken B', 'attack_type "touch" is not melee/ranged; left out'],
  ['Broken B', 'damage is not an object; left out'],
  ['Broken B', 'higher_level is not an array of strings; left out'],
  ['Broken B', 'class {} has no index; dropped'],
  ['Broken B', 'desc has no text; description left out'],
  ['Broken C', 'duration "Up to 1 minute" reads like concentration, but concentration is false; kept'],
  ['Broken C', 'unknown area_of_effect type "torus"; left out'],
  ['Broken C', 'unknown save ability "luck"; kept'],
  ['Broken C', 'dc_success "maybe" is not none/half/other; left out'],
  ['Broken C', 'damage_at_slot_level is not a mapping of level to dice; ignored'],
  ['Broken C', 'damage_at_slot_level has no usable entries; left out'],
  ['Broken C', 'damage has both slot and character level tables; character levels ignored'],
  ['Broken C', 'unknown damage type "sonic"; kept'],
  ['Broken C', 'classes is not an array; left out'],
  ['Broken D', 'damage_at_slot_level: entry "x": "1d6" is not a level and dice; dropped'],
  ['Broken D', 'damage_at_slot_level starts at slot level 2, not 1'],
  ['Broken D', 'heal_at_slot_level: dice "1d4 or 2" not in NdM[+K] form; kept as in the source'],
  ['Broken E', 'damage has no damage_at_slot_level or damage_at_character_level; dice left out'],
  ['Broken F', 'damage_at_character_level starts at character level 5, not 1'],
];

/** A PSRD record that converts without a warning. */
const PSRD_BASE = { name: 'Test Ray', levels: [{ class: 'wizard', level: 1 }], school: 'evocation', description: 'A ray.' };

const PSRD_RECORDS: unknown[] = [
  7,
  { _path: 'spells/nameless' },
  { name: 'Psrd A', levels: 'wizard 1', components: 'V', effects: 'x', description: 'A ray.' },
  {
    ...PSRD_BASE,
    name: 'Psrd B',
    levels: [{ class: 'Wizard', level: 12 }],
    school: 'chronomancy',
    casting_time: 5,
    components: [5],
    effects: [{ name: 'Target' }, { name: 'Target', text: 'one' }, { name: 'Target', text: 'two' }],
  },
  { ...PSRD_BASE, name: 'Psrd C', levels: [{ class: 'wizard', level: 3 }, { class: 'wizard', level: 2 }] },
];

const PSRD_ENGLISH: Array<[string, string]> = [
  ['#1', 'record is number, not an object; skipped'],
  ['spells/nameless', 'record has no name; skipped'],
  ['Psrd A', 'levels is not an array; left out'],
  ['Psrd A', 'no school; left out'],
  ['Psrd A', 'components is not an array; left out'],
  ['Psrd A', 'effects is not an array; left out'],
  ['Psrd B', 'levels entry {"class":"Wizard","level":12} is not { class, level 0-9 }; dropped'],
  ['Psrd B', 'no usable class levels; levels left out'],
  ['Psrd B', 'unknown school "chronomancy"; kept'],
  ['Psrd B', 'casting_time 5 is not text; left out'],
  ['Psrd B', 'components entry 5 is not a component; dropped'],
  ['Psrd B', 'effects entry {"name":"Target"} is not { name, text }; dropped'],
  ['Psrd B', 'second target line "Target: two"; appended with "; "'],
  ['Psrd C', 'class wizard listed at levels 3 and 2; kept 2'],
];

const LOCALES: Locale[] = ['uk', 'ja', 'ru', 'it'];

/** Italian says "il record" and "un array" for the same things. */
const IT_LOANS = new Set(['record', 'array']);

/** The string values of a reference's arguments (the source's text), nested references' too. */
function argValues(ref: MsgRef): string[] {
  const out: string[] = [];
  const walk = (a: MsgArg): void => {
    if (typeof a === 'string') out.push(a);
    else if (typeof a === 'object' && a !== null && 'key' in a) Object.values(a.args ?? {}).forEach(walk);
  };
  Object.values(ref.args ?? {}).forEach(walk);
  return out;
}

/** Every warning is a catalogue reference whose four translations keep no English word of the English text. */
function checkLocales(warnings: ImportWarning[]): void {
  for (const w of warnings) {
    const msg = w.msg;
    const english = render('en', msg);
    // The spell name and the placeholder values are the source's; JSON's type names are JSON's.
    const scalars = [w.spell, ...argValues(msg), 'string', 'number', 'null', 'object'].filter((s) => s.length >= 3).sort((a, b) => b.length - a.length);
    for (const locale of LOCALES) {
      const got = render(locale, msg);
      expect(got, `${locale}: ${english}`).not.toBe(english);
      const left = englishLeft(locale, english, got, { scalars, proseWords: new Set() }).filter((x) => !(locale === 'it' && IT_LOANS.has(x)));
      expect(left, `${locale}: ${got}`).toEqual([]);
    }
  }
}

describe('5e-database importer: rarer warnings', () => {
  const { spells, warnings } = convert5eDatabase(SRD_RECORDS);
  it('says each in English as before', () => {
    expect(warnings.map((w) => [w.spell, render('en', w.msg)])).toEqual(SRD_ENGLISH);
    expect(spells.map((s) => s.name)).toEqual(['Broken A', 'Broken B', 'Broken C', 'Broken D', 'Broken E', 'Broken F']);
  });
  it('has each in uk, ja, ru and it', () => checkLocales(warnings));
  it('the base record alone gives no warning', () => {
    expect(convert5eDatabase([BASE]).warnings).toEqual([]);
  });
});

describe('PSRD importer: rarer warnings', () => {
  const { warnings } = convertPsrd(PSRD_RECORDS);
  it('says each in English as before', () => {
    expect(warnings.map((w) => [w.spell, render('en', w.msg)])).toEqual(PSRD_ENGLISH);
  });
  it('has each in uk, ja, ru and it', () => checkLocales(warnings));
  it('the base record alone gives no warning', () => {
    expect(convertPsrd([PSRD_BASE]).warnings).toEqual([]);
  });
});

describe('the "(input)" label of a non-array input', () => {
  it('is "(input)" in English and the catalogue\'s label in the other locales', () => {
    const [w] = convert5eDatabase({}).warnings;
    expect(w?.spell).toBe('');
    expect(render('en', w!.msg)).toBe('expected a JSON array of spells, got object; nothing imported');
    const label = w?.label as MsgRef;
    expect(render('en', label)).toBe('(input)');
    for (const locale of LOCALES) expect(englishLeft(locale, '(input)', render(locale, label), { scalars: [], proseWords: new Set() })).toEqual([]);
    expect(render('uk', label)).toBe('(вхід)');
  });
});
