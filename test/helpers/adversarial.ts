/**
 * Hostile field values for the linear-time tests: strings built to make a
 * backtracking regex take time quadratic (or worse) in their length, and the
 * documents that carry them into every reader: a spell of each system, a
 * Foundry and a Black Flag item, and a record of each importer's format.
 * Shared by test/security/linear-time*.test.ts and regex-audit.test.ts.
 *
 * Each base document holds every field its reader looks at, so replacing one
 * string leaf at a time reaches every field's reader (a rule that gives up on
 * an unreadable range still sees a readable area, and so on).
 */

/** One hostile string family: `make(n)` gives about `n` characters. */
export interface Attack {
  name: string;
  make: (n: number) => string;
}

/** `unit` repeated to `n` characters, then `tail` (a character no pattern expects, so every attempt fails late). */
function rep(unit: string, n: number, tail = 'x'): string {
  return unit.repeat(Math.max(1, Math.ceil(n / unit.length))) + tail;
}

/**
 * The families: runs of one character class (digits, spaces, dashes, dots)
 * and repeated openers without their closers (`<p`, `[[`, `@a[`, `{@`), units
 * and dice repeated, and the same behind the prefixes anchored patterns wait
 * for (`self (`, `close (`, `concentration, up to `).
 */
export const ATTACKS: readonly Attack[] = [
  { name: 'digits', make: (n) => rep('1', n) },
  { name: 'spaces', make: (n) => '1' + rep(' ', n) },
  { name: 'dashes', make: (n) => rep('-', n) },
  { name: 'dots', make: (n) => rep('.', n) },
  { name: '<p', make: (n) => rep('<p', n) },
  { name: '<!--', make: (n) => rep('<!--', n) },
  { name: '[[', make: (n) => rep('[[', n) },
  { name: '[[/r ', make: (n) => rep('[[/r ', n) },
  { name: '@a[', make: (n) => rep('@a[', n) },
  { name: '@a[x]{', make: (n) => rep('@a[x]{', n) },
  { name: '{@', make: (n) => rep('{@', n) },
  { name: '{@b ', make: (n) => rep('{@b ', n) },
  { name: '&#', make: (n) => rep('&#', n) },
  { name: '1 ft ', make: (n) => rep('1 ft ', n) },
  { name: '1-foot ', make: (n) => rep('1-foot ', n) },
  { name: '1 m ', make: (n) => rep('1 m ', n) },
  { name: '1d6+', make: (n) => rep('1d6+', n) },
  { name: '1d6 + ', make: (n) => rep('1d6 + ', n) },
  { name: '1,', make: (n) => rep('1,', n) },
  { name: '1.', make: (n) => rep('1.', n) },
  { name: '1-', make: (n) => rep('1-', n) },
  { name: '1 ', make: (n) => rep('1 ', n) },
  { name: ' - ', make: (n) => '1' + rep(' - ', n) },
  { name: 'a ', make: (n) => rep('a ', n) },
  { name: ' or ', make: (n) => rep(' or ', n) },
  { name: '(', make: (n) => rep('(', n) },
  { name: '1 gp ', make: (n) => rep('1 gp ', n) },
  { name: '\\n ', make: (n) => rep('\n ', n) },
  { name: 'self (digits', make: (n) => 'self (' + rep('1', n) },
  { name: 'self (1 spaces', make: (n) => 'self (1' + rep(' ', n) },
  { name: 'close (spaces', make: (n) => 'close (25 ft' + rep(' ', n) },
  { name: 'concentration spaces', make: (n) => 'concentration, up to 1' + rep(' ', n) },
  { name: 'cylinder (spaces', make: (n) => 'cylinder (' + rep(' ', n) },
];

/** A path into a document: keys and list indexes. */
export type Path = Array<string | number>;

/** Every string leaf of `v`, as paths. */
export function stringLeaves(v: unknown, at: Path = []): Path[] {
  if (typeof v === 'string') return [at];
  if (Array.isArray(v)) return v.flatMap((x, i) => stringLeaves(x, [...at, i]));
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => stringLeaves(x, [...at, k]));
  return [];
}

/** A deep copy of `v` with `value` at `path`. */
export function withValue<T>(v: T, path: Path, value: unknown): T {
  const copy = structuredClone(v) as unknown as Record<string | number, unknown>;
  let cur = copy;
  for (const k of path.slice(0, -1)) cur = cur[k] as Record<string | number, unknown>;
  cur[path[path.length - 1]!] = value;
  return copy as unknown as T;
}

/** `a.b[0].c` for messages. */
export function pathText(p: Path): string {
  return p.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? k : `.${k}`)).join('');
}

/**
 * A spell mapping as YAML: one top-level key per line, each value in JSON
 * (a JSON value is a YAML flow value), so any string, however hostile, is
 * carried exactly.
 */
export function spellYaml(spell: Record<string, unknown>): string {
  return Object.entries(spell)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}\n`)
    .join('');
}

/** A spell of each system holding every field its readers look at. */
export const SPELLS: Record<'dnd5e' | 'dnd5e-text' | 'tov' | 'dnd35' | 'wfb', Record<string, unknown>> = {
  dnd5e: {
    name: 'Fireball',
    description: 'A bright streak blossoms into an explosion of flame: 8d6 fire damage in a 20-foot-radius sphere, half on a save.',
    classes: ['wizard'],
    book: 'SRD 5.1',
    tags: ['fire'],
    level: 3,
    school: 'evocation',
    casting_time: '1 action',
    range: '150 feet',
    components: ['V', 'S', 'M'],
    material: 'a tiny ball of bat guano and sulfur worth 50 gp',
    duration: 'Instantaneous',
    area: { shape: 'sphere', radius: 20, unit: 'ft' },
    save: { ability: 'dex', success: 'half' },
    damage: { dice: '8d6', type: 'fire', per_slot: '1d6' },
    higher_levels: 'When you cast this spell using a spell slot of 4th level or higher, the damage increases by 1d6 for each slot level above 3rd.',
    caster: { ability_score: 18, level: 5 },
  },
  // The text forms: a self range with its area, a reaction's trigger, concentration, a costed material, healing.
  'dnd5e-text': {
    name: 'Cone of Frost',
    system: 'dnd5e',
    description: 'A blast of cold air erupts from your hands in a 60-foot cone; a melee spell attack heals 2d8 hit points.',
    level: 5,
    school: 'evocation',
    casting_time: '1 reaction, which you take when a creature within 60 feet casts a spell',
    range: 'Self (60-foot cone)',
    components: ['V', 'S', 'M'],
    material: { text: 'a small crystal or glass cone worth 100 gp', cost_gp: 100, consumed: true },
    duration: 'Concentration, up to 1 minute',
    area: { shape: 'cone', length: 60 },
    save: { ability: 'con', success: 'half' },
    attack: 'melee',
    damage: [{ dice: '8d8', type: 'cold', at_slot_level: { '6': '9d8', '7': '10d8' } }],
    heal: { dice: '2d8+4', per_slot: '1d8' },
    higher_levels: 'The damage increases by 1d8 for each slot level above 5th.',
  },
  tov: {
    name: 'Thornburst',
    system: 'tov',
    description: 'A knot of briars bursts in a 10-foot-radius sphere centred there.',
    classes: ['druid'],
    circle: 2,
    source: ['primordial', 'arcane'],
    school: 'conjuration',
    casting_time: '10 minutes',
    range: '60 feet',
    components: ['V', 'S', 'M'],
    material: 'a dried thorn',
    duration: '1 hour',
    ritual: true,
    area: { shape: 'sphere', radius: 10 },
    save: { ability: 'dex', success: 'half' },
    damage: { dice: '3d6', type: 'piercing', per_highest_circle: '1d6' },
    higher_levels: 'When you cast this spell using a circle 3 or higher spell slot, the damage increases by 1d6 for each circle above 2.',
  },
  dnd35: {
    name: 'Fireball',
    system: 'dnd35',
    description: 'Everything in the spread takes 1d6 fire damage per caster level (maximum 10d6).',
    classes: ['sorcerer', 'wizard'],
    levels: { sorcerer: 3, wizard: 3 },
    school: 'evocation',
    subschool: 'creation',
    descriptors: ['fire'],
    casting_time: '1 standard action',
    range: 'long (400 ft. + 40 ft./level)',
    components: ['V', 'S', 'M', 'F'],
    material: 'a tiny ball of bat guano and sulfur',
    focus: 'a 10-ft. pole',
    target: 'one creature/level, no two of which can be more than 30 ft. apart',
    effect: 'ray; a 20-ft. line, 10 ft. high',
    area: 'cylinder (20-ft. radius, 40 ft. high) and two 10-ft. cubes per level (S)',
    duration: 'concentration + 2 rounds; 1 round/level (D)',
    saving_throw: 'Reflex half',
    spell_resistance: 'yes',
    damage: { per_caster_level: '1d6', max_dice: 10, type: 'fire' },
  },
  wfb: {
    name: 'Flaming Cage',
    system: 'wfb',
    description: 'Bars of fire spring up around one enemy unit.',
    lore: 'fire',
    casting_value: 11,
    boosted: [{ casting_value: 14, effect: 'Range increases to 48".' }],
    type: 'hex',
    range: '24"',
    template: 'small',
    effect: 'One enemy unit within range is caged in flame; if it moves it suffers 2D6 Strength 4 hits.',
    caster: { wizard_level: 2 },
  },
};

/** A Foundry VTT dnd5e spell item (the fields the dialect reads). */
export const FOUNDRY_ITEM: Record<string, unknown> = {
  _id: 'emberRing000000a',
  name: 'Ember Ring',
  type: 'spell',
  system: {
    description: { value: '<p>A ring of embers rises. Each creature makes a [[/save dex]] saving throw, taking @UUID[Compendium.x.y]{fire damage} and [[/damage 3d6 fire average]]; [[lookup @name]] and [[1d4]].</p><ul><li>One</li></ul><!-- note --> &amp; &#8212;' },
    activation: { type: 'action', condition: 'when a creature you can see moves', value: 1 },
    duration: { value: '1', units: 'minute' },
    target: { template: { units: 'ft', type: 'sphere', size: '15' } },
    range: { value: '90', units: 'ft' },
    level: 2,
    school: 'evo',
    materials: { value: 'a pinch of ash', consumed: false, cost: 0 },
    properties: ['vocal', 'somatic', 'material', 'concentration'],
    activities: {
      act0000000000001: {
        _id: 'act0000000000001',
        type: 'save',
        damage: { onSave: 'half', parts: [{ number: 3, denomination: 6, bonus: '', types: ['fire'], scaling: { mode: 'whole', number: 1 } }] },
        save: { ability: 'dex', dc: { calculation: 'spellcasting', formula: '' } },
      },
      act0000000000002: {
        _id: 'act0000000000002',
        type: 'heal',
        healing: { number: 1, denomination: 8, bonus: '@mod', types: ['healing'], custom: { enabled: false, formula: '1d8 + @mod' } },
      },
    },
  },
  flags: {},
  _key: '!items!emberRing000000a',
};

/** A Black Flag spell item (the same reader with Black Flag's field table). */
export const BLACK_FLAG_ITEM: Record<string, unknown> = {
  _id: 'bfThorn000000000',
  name: 'Thorn Burst',
  type: 'spell',
  _stats: { systemId: 'black-flag' },
  system: {
    description: { value: '<p>Briars burst: [[/save dex]], @UUID[Compendium.bf.spells.x]{piercing damage}.</p>' },
    circle: { base: 2 },
    source: ['primordial'],
    school: 'conjuration',
    casting: { type: 'action', value: 1, condition: '' },
    range: { value: 60, units: 'foot' },
    duration: { value: 1, units: 'hour' },
    components: { required: ['verbal', 'somatic', 'material'], material: { description: 'a dried thorn', cost: 0, consumed: false } },
    tags: ['concentration'],
    target: { template: { type: 'sphere', size: 10, units: 'foot' } },
    activities: {
      a1: { type: 'save', system: { save: { ability: ['dexterity'] }, damage: { onSave: 'half', parts: [{ number: 3, denomination: 6, type: 'piercing', scaling: { mode: 'whole', number: 1 } }] } } },
    },
  },
};

/** A 5etools spell record (`{ spell: [...] }` homebrew shape). */
export const FIVETOOLS_RECORD: Record<string, unknown> = {
  name: 'Fireball',
  source: 'PHB',
  page: 241,
  level: 3,
  school: 'V',
  time: [{ number: 1, unit: 'reaction', condition: 'which you take when {@creature goblin} casts' }],
  range: { type: 'point', distance: { type: 'feet', amount: 150 } },
  components: { v: true, s: true, m: { text: 'a tiny ball of {@item bat guano|phb}', cost: 5000, consume: true } },
  duration: [{ type: 'timed', duration: { type: 'minute', amount: 1 }, concentration: true }],
  entries: [
    'Each creature in a 20-foot-radius sphere must make a Dexterity saving throw, taking {@damage 8d6} fire damage on a failed save, or half as much damage on a successful one.',
    { type: 'entries', name: 'Variant', entries: ['A 60-foot cone or a line 100 feet long and 5 feet wide; {@dice 2d8} healing.'] },
    { type: 'list', items: ['{@b bold}', 'plain'] },
    { type: 'table', rows: [['{@i a}', 'b']] },
  ],
  entriesHigherLevel: [{ type: 'entries', name: 'At Higher Levels', entries: ['The damage increases by {@scaledamage 8d6|3-9|1d6} and {@scaledice 2d8|3-9|1d8}.'] }],
  damageInflict: ['fire'],
  savingThrow: ['dexterity'],
  spellAttack: ['R'],
  miscTags: ['HL'],
  scalingLevelDice: { label: 'fire damage', scaling: { '1': '1d10', '5': '2d10', '11': '3d10', '17': '4d10' } },
  meta: { ritual: true },
  classes: { fromClassList: [{ name: 'Wizard', source: 'PHB' }] },
};

/** An Open5e v2 fixture: a spell, a casting option and its document. */
export const OPEN5E_RECORDS: unknown[] = [
  {
    model: 'api_v2.spell',
    pk: 'srd_fireball',
    fields: {
      name: 'Fireball',
      desc: 'A ranged spell attack. Each creature in a 20-foot tall, 20-foot radius cylinder takes half as much damage on a success. The cylinder extends vertically for 20 feet.',
      document: 'srd',
      level: 3,
      school: 'evocation',
      classes: ['srd_wizard'],
      casting_time: 'reaction',
      reaction_condition: 'when you are hit',
      range_text: '150 feet',
      range: 150,
      range_unit: 'feet',
      verbal: true,
      somatic: true,
      material: true,
      material_specified: 'a tiny ball of bat guano',
      material_cost: 5,
      material_consumed: true,
      duration: 'up to 1 minute',
      concentration: true,
      ritual: false,
      shape_type: 'cylinder',
      shape_size: 20,
      saving_throw_ability: 'dexterity',
      attack_roll: true,
      damage_roll: '8d6',
      damage_types: ['fire'],
      higher_level: 'When you cast this spell using a spell slot of 4th level or higher, the damage increases by 1d6 for each slot level above 3rd.',
    },
  },
  { model: 'api_v2.spellcastingoption', pk: 1, fields: { parent: 'srd_fireball', type: 'slot_level_4', damage_roll: '9d6', range: '200 feet', duration: '1 hour' } },
  { model: 'api_v2.document', pk: 'srd', fields: { name: 'System Reference Document', publisher: 'WotC', publication_date: '2016-01-01', author: 'Various.', licenses: ['ogl10a'] } },
];

/** A 5e-database spell record (`5e-SRD-Spells.json` shape), as a one-record list. */
export const SRD5E_RECORDS: unknown[] = [
  {
    index: 'fireball',
    name: 'Fireball',
    desc: ['A bright streak flashes from your pointing finger.', '| a | b |', '- one'],
    higher_level: ['When you cast this spell using a spell slot of 4th level or higher, the damage increases by 1d6.'],
    range: '150 feet',
    components: ['V', 'S', 'M'],
    material: 'A tiny ball of bat guano and sulfur.',
    ritual: false,
    duration: 'Up to 1 minute',
    concentration: true,
    casting_time: '1 reaction',
    level: 3,
    attack_type: 'ranged',
    damage: { damage_type: { index: 'fire' }, damage_at_slot_level: { '3': '8d6 + MOD', '4': '9d6 + MOD' } },
    heal_at_slot_level: { '3': '2d8 + MOD', '4': '3d8 + MOD' },
    dc: { dc_type: { index: 'dex' }, dc_success: 'half' },
    area_of_effect: { type: 'sphere', size: 20 },
    school: { index: 'evocation' },
    classes: [{ index: 'wizard' }],
  },
];

/** A PSRD-Data Pathfinder spell record, as a one-record list. */
export const PSRD_RECORDS: unknown[] = [
  {
    name: 'Fireball',
    type: 'spell',
    source: 'PFRPG Core',
    school: 'evocation',
    subschool_text: '(creation)',
    descriptor: ['fire'],
    levels: [{ class: 'sorcerer/wizard', level: 3 }],
    casting_time: '1 standard action',
    components: [{ type: 'V' }, { type: 'M', text: 'a ball of bat guano' }, { type: 'F', text: 'a pole' }],
    range: 'long (400 ft. + 40 ft./level)',
    effects: [{ name: 'Area', text: '20-ft.-radius spread' }, { name: 'Target', text: 'one creature' }],
    duration: 'instantaneous',
    saving_throw: 'Reflex half',
    spell_resistance: 'yes',
    description: 'A glowing bead bursts.',
    body: '<div><p class="x">A glowing bead streaks.</p><p>It bursts.</p></div>',
  },
];
