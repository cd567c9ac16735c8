/**
 * Deterministic spell datasets for `npm run bench` (scripts/bench.mjs) and
 * its test (test/unit/bench/gen.test.ts). A seeded PRNG (mulberry32), never
 * Math.random: the same options give the same bytes on every machine.
 *
 * Spells are realistic per docs/format.md and the samples: 5e/ToV spells of
 * six kinds (attack, save with an area, concentration buff, utility or
 * ritual, healing, reaction), D&D 3.5 stat blocks, Warhammer lores. A share
 * of them (default 5%) carries exactly one mistake of a known kind, and the
 * generator says which spell, on which lines, so a caller can check that a
 * linter finds it.
 */

/** The four systems, as `system:` writes them. */
export const SYSTEMS = ['dnd5e', 'tov', 'dnd35', 'wfb'];

/** Share of each system in a mixed dataset. */
export const MIX = { dnd5e: 0.4, tov: 0.2, dnd35: 0.25, wfb: 0.15 };

/**
 * Mistake kinds, with the systems each applies to. Every kind is something a
 * schema or a game rule must flag (error or warning).
 */
export const MISTAKE_KINDS = {
  'wrong-type': ['dnd5e', 'tov', 'dnd35', 'wfb'], // level: three, casting_value: seven, levels: "wizard 3"
  'unknown-school': ['dnd5e', 'tov', 'dnd35'], // school: evocaton
  'unknown-value': ['wfb'], // type: magic misile
  'out-of-range': ['dnd5e', 'tov', 'dnd35', 'wfb'], // level 11, circle 10, wizard: 12, casting_value: 1
  'missing-required': ['dnd5e', 'tov', 'dnd35', 'wfb'], // no school / duration / levels / lore
  'unknown-key': ['dnd5e', 'tov', 'dnd35', 'wfb'], // rituel: true
  'concentration-mismatch': ['dnd5e', 'tov'], // concentration: true with a 1 hour duration, or the reverse
  'cone-not-self': ['dnd5e', 'tov'], // a cone area with range: 60 feet
  'material-missing': ['dnd5e', 'tov'], // M listed, no material
  'bad-dice': ['dnd5e', 'tov'], // dice: 8d7
};

/** mulberry32: a small, fast, seeded PRNG returning floats in [0, 1). */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Helpers over one PRNG. */
function tools(rand) {
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const pick = (arr) => arr[Math.floor(rand() * arr.length)];
  const chance = (p) => rand() < p;
  const some = (arr, lo, hi) => {
    const n = Math.min(arr.length, int(lo, hi));
    const copy = arr.slice();
    const out = [];
    for (let i = 0; i < n; i++) out.push(copy.splice(Math.floor(rand() * copy.length), 1)[0]);
    return out;
  };
  return { rand, int, pick, chance, some };
}

// ---------------------------------------------------------------- words

const ADJ = ['Arcane', 'Blazing', 'Crimson', 'Dire', 'Eldritch', 'Frozen', 'Gilded', 'Hollow', 'Iron', 'Jade', 'Kindled', 'Lesser', 'Greater', 'Mystic', 'Nether', 'Obsidian', 'Pale', 'Quiet', 'Radiant', 'Silver', 'Thorned', 'Umbral', 'Veiled', 'Wild', 'Ashen', 'Bright', 'Cinder', 'Dusk', 'Ember', 'Fey', 'Grave', 'Howling', 'Ivory', 'Lunar', 'Mirrored', 'Nimble', 'Opal', 'Primal', 'Rune', 'Shadow', 'Storm', 'Tidal', 'Verdant', 'Woven', 'Amber', 'Brazen', 'Copper', 'Drifting'];
const NOUN = ['Bolt', 'Ward', 'Step', 'Lance', 'Shroud', 'Chain', 'Veil', 'Sigil', 'Torrent', 'Circle', 'Spear', 'Mantle', 'Gate', 'Whisper', 'Blade', 'Hand', 'Eye', 'Orb', 'Pulse', 'Nova', 'Barrier', 'Bloom', 'Brand', 'Call', 'Crown', 'Dart', 'Echo', 'Flare', 'Grasp', 'Hymn', 'Knot', 'Lash', 'Mark', 'Net', 'Oath', 'Pact', 'Ray', 'Rite', 'Seal', 'Shield', 'Song', 'Spark', 'Tide', 'Touch', 'Vigil', 'Wave', 'Wind', 'Word'];
const SUFFIX = ['', ' of Warding', ' of the Deep', ' of Binding', ' of Dawn', ' of Ruin', ' of the Moon', ' of Mending', ' of Ash', ' of the Stars', ' of Frost', ' of the Grove', ' of Echoes', ' of the Tide', ' of Sight', ' of the Pyre', ' of Silence', ' of the Storm', ' of Thorns', ' of Iron', ' of the Void', ' of Dreams', ' of the Hunt', ' of Tears', ' of Embers', ' of the Veil', ' of Glass', ' of the Hearth', ' of Bones', ' of the Wyrm', ' of Winds'];
const NAME_SPACE = ADJ.length * NOUN.length * SUFFIX.length; // 71,424 distinct names

/** The i-th spell name of a system: distinct for i below NAME_SPACE, shuffled by a stride coprime to it. */
export function spellName(i, salt = 0) {
  const k = (i * 40009 + salt * 7919) % NAME_SPACE; // 40009 is prime and does not divide NAME_SPACE
  const a = k % ADJ.length;
  const n = Math.floor(k / ADJ.length) % NOUN.length;
  const s = Math.floor(k / (ADJ.length * NOUN.length));
  return `${ADJ[a]} ${NOUN[n]}${SUFFIX[s]}`;
}

const SCHOOLS = ['abjuration', 'conjuration', 'divination', 'enchantment', 'evocation', 'illusion', 'necromancy', 'transmutation'];
const FULL_CASTERS = ['bard', 'cleric', 'druid', 'sorcerer', 'warlock', 'wizard'];
const HALF_CASTERS = ['paladin', 'ranger'];
const DAMAGE_TYPES = ['acid', 'bludgeoning', 'cold', 'fire', 'force', 'lightning', 'necrotic', 'piercing', 'poison', 'psychic', 'radiant', 'slashing', 'thunder'];
const ABILITIES = ['str', 'dex', 'con', 'int', 'wis', 'cha'];
const ABILITY_WORD = { str: 'Strength', dex: 'Dexterity', con: 'Constitution', int: 'Intelligence', wis: 'Wisdom', cha: 'Charisma' };
const DICE = [4, 6, 8, 10, 12];
const MATERIALS = ['a pinch of sulfur', 'a sliver of glass', 'a drop of quicksilver', 'a feather from an owl', 'a piece of iron wire', 'a small silver bell', 'a handful of ash', 'a polished river stone', 'a strip of red cloth', 'a bit of phosphorus', 'a tiny clay figurine', 'a shard of obsidian'];
const COSTLY = ['a diamond', 'a pearl', 'an opal', 'a jade figurine', 'powdered ruby', 'an ivory rod'];
const BOOKS = ['Grimoire Bench', 'Bench II', 'SRD 5.1', 'Homebrew'];
const TAGS = ['damage', 'control', 'utility', 'healing', 'buff', 'detection', 'movement', 'social', 'summoning', 'warding'];

const OPENERS = [
  'A {adj} {thing} {verb} from your outstretched hand toward a point you choose within range.',
  'You trace a {adj} sigil in the air, and {thing} gathers around the target.',
  'A wave of {adj} energy rolls out, and every creature in the area feels its pull.',
  'You speak a word of power, and a {adj} {thing} answers your call.',
  'Threads of {adj} light weave themselves around a creature you can see.',
  'The air grows {adj} as {thing} spills from the ground beneath the target.',
];
const MIDDLES = [
  'Each creature caught in it must make a saving throw or suffer the full effect.',
  'The effect lasts for the duration, and it ends early if you cast it again.',
  'Objects in the area that are not being worn or carried are affected as well.',
  'A creature that succeeds on its save notices the magic and may resist it on later turns.',
  'You can move the effect up to 30 feet as a bonus action on each of your turns.',
  'Creatures within the area have disadvantage on checks made to perceive anything beyond it.',
  'The target can repeat the saving throw at the end of each of its turns, ending the effect on a success.',
  'Allies inside the area gain a bonus to their rolls while the spell holds.',
];
const THINGS = ['mist', 'flame', 'frost', 'shadow', 'starlight', 'thunder', 'ash', 'vines', 'sparks', 'water', 'bone dust', 'glass'];
const VERBS = ['streaks', 'spirals', 'leaps', 'bursts', 'drifts', 'surges'];
const ADJ_LOWER = ['shimmering', 'brilliant', 'numbing', 'roaring', 'hushed', 'searing', 'pale', 'heavy', 'restless', 'bitter'];

/** Two to four sentences of rules-like prose. */
function prose(t, sentences) {
  const out = [];
  out.push(t.pick(OPENERS).replace('{adj}', t.pick(ADJ_LOWER)).replace('{thing}', t.pick(THINGS)).replace('{verb}', t.pick(VERBS)));
  for (let i = 1; i < sentences; i++) out.push(t.pick(MIDDLES));
  return out.join(' ');
}

/** Wrap a paragraph at about 100 columns for a `|-` block at `indent` spaces. */
function block(text, indent) {
  const pad = ' '.repeat(indent);
  const words = text.split(' ');
  const lines = [];
  let line = '';
  for (const w of words) {
    if (line && line.length + 1 + w.length > 100) {
      lines.push(pad + line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) lines.push(pad + line);
  return lines;
}

const ORD = ['0th', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th'];

// ---------------------------------------------------------------- systems

/**
 * A 5e or ToV spell as a list of `[key, value-lines]` entries. Values are YAML
 * text already (flow or block); `mistake` applies one mistake of that kind.
 */
function spell5e(t, name, system, ownSystem, mistake) {
  const tov = system === 'tov';
  const cantrip = t.chance(0.15);
  let level = cantrip ? 0 : t.int(1, 9);
  const kind = cantrip ? t.pick(['attack', 'save-area', 'attack', 'buff']) : t.pick(['attack', 'save-area', 'save-area', 'buff', 'utility', 'heal', 'reaction']);
  const e = []; // entries: [key, text] where text is the YAML after "key:" (" value" or "\n   lines")
  const add = (k, v) => e.push([k, v]);
  e.push(['name', ` ${name}`]);
  if (ownSystem) add('system', ` ${system}`);
  // description later (needs the effect words); reserve its slot
  const descAt = e.length;
  const classes = t.some(level <= 5 ? [...FULL_CASTERS, ...HALF_CASTERS] : FULL_CASTERS, 1, 3).sort();
  add('classes', ` [${classes.join(', ')}]`);
  add('book', ` ${t.pick(BOOKS)}`);
  if (t.chance(0.15)) add('tags', ` [${t.some(TAGS, 1, 2).join(', ')}]`);
  add(tov ? 'circle' : 'level', ` ${level}`);
  const sourceAt = e.length; // tov source is decided once the damage type is known
  add('school', ` ${t.pick(SCHOOLS)}`);

  let castingTime = '1 action';
  let range = `${t.pick([30, 60, 90, 120, 150])} feet`;
  let comps = t.some(['V', 'S', 'M'], 1, 3);
  comps = ['V', 'S', 'M'].filter((c) => comps.includes(c));
  let duration = 'Instantaneous';
  let concentration;
  let ritual;
  let area;
  let save;
  let attack;
  let damage;
  let heal;
  let higher;
  const die = t.pick(DICE);
  const dtype = t.pick(DAMAGE_TYPES);
  let sentences = t.int(1, 2);

  if (kind === 'attack') {
    attack = t.chance(0.8) ? 'ranged' : 'melee';
    if (attack === 'melee') range = 'Touch';
    damage = { dice: `${cantrip ? 1 : t.int(1, 3) + level}d${die}`, type: dtype };
  } else if (kind === 'save-area') {
    const shape = t.pick(['sphere', 'sphere', 'cone', 'cube', 'line', 'cylinder']);
    if (shape === 'sphere') {
      const r = t.pick([5, 10, 15, 20, 30, 40]);
      area = `{ shape: sphere, radius: ${r} }`;
    } else if (shape === 'cone') {
      const l = t.pick([15, 30, 60]);
      area = `{ shape: cone, length: ${l} }`;
      range = `Self (${l}-foot cone)`;
    } else if (shape === 'cube') {
      const s = t.pick([10, 15, 20, 30]);
      area = `{ shape: cube, size: ${s} }`;
      if (t.chance(0.5)) range = `Self (${s}-foot cube)`;
    } else if (shape === 'line') {
      const l = t.pick([30, 60, 100, 120]);
      area = `{ shape: line, length: ${l}, width: 5 }`;
      range = `Self (${l}-foot line)`;
    } else {
      area = `{ shape: cylinder, radius: ${t.pick([10, 20, 40])}, height: ${t.pick([20, 40])} }`;
    }
    const ab = t.pick(ABILITIES);
    save = `{ ability: ${ab}, success: ${cantrip ? 'none' : t.pick(['half', 'half', 'negates'])} }`;
    damage = { dice: `${cantrip ? 1 : t.int(2, 4) + level}d${die}`, type: dtype };
  } else if (kind === 'buff') {
    range = t.pick(['Touch', 'Self', '30 feet', '60 feet']);
    const span = t.pick(['1 minute', '10 minutes', '1 hour']);
    duration = `Concentration, up to ${span}`;
    concentration = true;
    if (t.chance(0.4)) save = `{ ability: ${t.pick(['wis', 'cha', 'con'])}, success: negates }`;
  } else if (kind === 'utility') {
    duration = t.pick(['1 hour', '8 hours', '24 hours', 'Until dispelled', '10 minutes']);
    range = t.pick(['Self', 'Touch', '30 feet', '1 mile']);
    if (t.chance(0.35)) {
      ritual = true;
      castingTime = t.pick(['1 minute', '10 minutes']);
    } else if (t.chance(0.3)) castingTime = t.pick(['1 bonus action', '1 minute', '1 hour']);
  } else if (kind === 'heal') {
    range = t.pick(['Touch', '30 feet', '60 feet']);
    heal = { dice: `${t.int(1, 3) + Math.floor(level / 2)}d${t.pick([4, 8])}` };
    if (t.chance(0.5)) castingTime = '1 bonus action';
  } else {
    castingTime = `1 reaction, which you take when ${t.pick(['a creature you can see within 60 feet of you casts a spell', 'you are hit by an attack', 'you or a creature within 60 feet of you falls', 'you take damage from a creature within 60 feet of you'])}`;
    range = t.pick(['Self', '60 feet']);
    duration = t.pick(['1 round', 'Instantaneous']);
  }

  // Scaling: cantrips grow with character level, leveled spells with the slot (not at 9th).
  const scaled = damage ?? heal;
  if (scaled) {
    const inc = `1d${/d(\d+)/.exec(scaled.dice)[1]}`;
    if (level === 0) {
      if (damage) damage.per_character_level = inc;
    } else if (level < 9) {
      scaled.per_slot = inc;
      higher = `When you cast this spell using a spell slot of ${ORD[level + 1]} level or higher, the ${damage ? 'damage' : 'healing'} increases by ${inc} for each slot level above ${ORD[level]}.`;
      if (tov) higher = `When you cast this spell using a circle ${level + 1} or higher spell slot, the ${damage ? 'damage' : 'healing'} increases by ${inc} for each circle above ${level}.`;
    }
  }

  // Mistakes that change the spell's shape before it is written.
  if (mistake === 'concentration-mismatch') {
    if (concentration) concentration = false;
    else {
      concentration = true;
      duration = t.pick(['1 hour', '8 hours', '10 minutes']);
    }
  } else if (mistake === 'cone-not-self') {
    const l = t.pick([15, 30, 60]);
    area = `{ shape: cone, length: ${l} }`;
    range = `${t.pick([30, 60, 90])} feet`;
    if (!save) save = `{ ability: dex, success: half }`;
  } else if (mistake === 'material-missing') {
    if (!comps.includes('M')) comps = [...comps.filter((c) => c !== 'M'), 'M'];
  } else if (mistake === 'bad-dice') {
    const target = damage ?? heal;
    if (target) target.dice = target.dice.replace(/d\d+$/, 'd7');
    else damage = { dice: `${Math.max(1, level)}d7`, type: dtype };
  }

  add('casting_time', ` ${castingTime}`);
  add('range', ` ${range}`);
  add('components', ` [${comps.join(', ')}]`);
  if (comps.includes('M') && mistake !== 'material-missing') {
    if (t.chance(0.12)) {
      // The same draws as before, but the flags agree with the text (5e/material-cost): one price, and a consumed material says so.
      const item = t.pick(COSTLY);
      const price = t.pick([25, 50, 100, 300]);
      t.pick([25, 50, 100, 300]);
      const consumed = t.chance(0.5);
      add('material', ` { text: ${item} worth at least ${price} gp${consumed ? ' which the spell consumes' : ''}, cost_gp: ${price}, consumed: ${consumed} }`);
    }
    else add('material', ` ${t.pick(MATERIALS)}`);
  }
  add('duration', ` ${duration}`);
  if (concentration !== undefined) add('concentration', ` ${concentration}`);
  if (ritual) add('ritual', ' true');
  if (area) add('area', ` ${area}`);
  if (save) add('save', ` ${save}`);
  if (attack) add('attack', ` ${attack}`);
  const entry = (o) => Object.entries(o).map(([k, v]) => `${k}: ${v}`);
  if (damage) {
    if (t.chance(0.5)) add('damage', ` { ${entry(damage).join(', ')} }`);
    else add('damage', '\n' + entry(damage).map((l) => `      ${l}`).join('\n'));
  }
  if (heal) add('heal', ` { ${entry(heal).join(', ')} }`);
  if (higher) add('higher_levels', ` ${higher}`);

  if (tov) {
    const leans = heal || (damage && ['radiant', 'necrotic'].includes(damage.type)) ? 'divine' : damage && ['acid', 'cold', 'fire', 'lightning', 'thunder'].includes(damage.type) ? 'arcane' : undefined;
    const src = leans ?? t.pick(['arcane', 'divine', 'primordial', 'wyrd']);
    const other = t.pick(['arcane', 'divine', 'primordial', 'wyrd'].filter((s) => s !== src));
    e.splice(sourceAt, 0, ['source', t.chance(0.25) ? ` [${src}, ${other}]` : ` ${src}`]);
  }

  // The description: about the effect, two to four sentences.
  let text = prose(t, sentences);
  // The rule asks for the wording that puts the cone's origin at the caster.
  if (mistake === 'cone-not-self') text = `A cone of shimmering force blasts out from you. ${text}`;
  if (save) {
    const ab = /ability: (\w+)/.exec(save)[1];
    text += ` A creature must succeed on a ${ABILITY_WORD[ab]} saving throw${damage ? ` or take ${damage.dice} ${damage.type} damage` : ''}.`;
  } else if (damage) text += ` On a hit, the target takes ${damage.dice} ${damage.type} damage.`;
  else if (heal) text += ` A creature of your choice regains hit points equal to ${heal.dice} + your spellcasting ability modifier.`;
  e.splice(descAt, 0, ['description', ' |-\n' + block(text, 6).join('\n')]);

  // Mistakes on single keys, applied on the written entries.
  applyKeyMistake(t, e, mistake, { levelKey: tov ? 'circle' : 'level', requiredPool: ['school', 'duration', 'casting_time', 'range', 'components'] });
  return e;
}

/** A D&D 3.5 / Pathfinder stat block. */
function spell35(t, name, ownSystem, mistake) {
  const e = [];
  const add = (k, v) => e.push([k, v]);
  add('name', ` ${name}`);
  if (ownSystem) add('system', ' dnd35');
  const lvl = t.int(0, 9);
  const classes = t.some(['bard', 'cleric', 'druid', 'sorcerer', 'wizard', 'paladin', 'ranger', 'witch', 'oracle', 'magus'], 1, 4).sort();
  const levels = classes.map((c) => `${c}: ${['paladin', 'ranger'].includes(c) ? Math.min(4, Math.max(1, lvl)) : lvl}`);
  const personal = t.chance(0.15);
  const dtype = t.pick(['fire', 'cold', 'acid', 'electricity', 'sonic', 'force']);
  let text = prose(t, t.int(1, 2));
  const damages = !personal && t.chance(0.5);
  if (damages) text += ` The spell deals 1d6 points of ${dtype} damage per caster level (maximum ${t.pick([5, 10, 15])}d6).`;
  add('description', ' |-\n' + block(text, 6).join('\n'));
  add('book', ` ${t.pick(['Core Rulebook', "Advanced Player's Guide", 'Grimoire Bench'])}`);
  add('levels', ` { ${levels.join(', ')} }`);
  add('school', ` ${t.pick([...SCHOOLS, 'universal'])}`);
  if (t.chance(0.25)) add('subschool', ` ${t.pick(['creation', 'calling', 'charm', 'compulsion', 'figment', 'healing', 'scrying'])}`);
  if (damages) add('descriptors', ` [${dtype === 'electricity' ? 'electricity' : dtype}]`);
  add('casting_time', ` ${t.pick(['1 standard action', '1 standard action', '1 round', '1 swift action', '1 full-round action', '10 minutes'])}`);
  // A line runs to the limit of the range (dnd35/line-range): a line area takes the range's length.
  const area35 = damages ? t.pick(['20-ft.-radius spread', 'cone-shaped burst', 'line', 'cylinder (10-ft. radius, 40 ft. high)']) : undefined;
  const range35 = personal ? 'personal' : t.pick(['touch', 'close (25 ft. + 5 ft./2 levels)', 'medium (100 ft. + 10 ft./level)', 'long (400 ft. + 40 ft./level)', '60 ft.', '120 ft.']);
  const lineFeet = area35 === 'line' ? t.pick([60, 120]) : undefined;
  add('range', ` ${lineFeet ? `${lineFeet} ft.` : area35 && range35 === 'touch' ? '60 ft.' : range35}`);
  const comps = ['V', 'S', 'M', 'F', 'DF'].filter((c, i) => (i < 2 ? t.chance(0.85) : t.chance(0.25)));
  if (comps.length === 0) comps.push('V');
  add('components', ` [${comps.join(', ')}]`);
  if (comps.includes('M')) add('material', ` ${t.pick(MATERIALS)}`);
  if (comps.includes('F')) add('focus', ` ${t.pick(['a silver mirror', 'a crystal lens', 'an iron ring'])}`);
  if (personal) add('target', ' you');
  else if (area35) add('area', ` ${lineFeet ? `${lineFeet}-ft. line` : area35}`);
  else add('target', ` ${t.pick(['one creature', 'creature touched', 'one creature/level, no two of which can be more than 30 ft. apart', 'object touched'])}`);
  add('duration', ` ${t.pick(['instantaneous', '1 round/level', '1 min./level (D)', '10 min./level', '1 hour/level', 'permanent'])}`);
  if (!personal) {
    add('saving_throw', ` ${damages ? 'Reflex half' : t.pick(['Will negates', 'Fortitude negates', 'none', 'Will negates (harmless)'])}`);
    add('spell_resistance', ` ${t.pick(["'yes'", "'no'", 'yes (harmless)'])}`);
  }
  if (damages) add('damage', ` { per_caster_level: 1d6, max_dice: ${t.pick([5, 10, 15])}, type: ${dtype} }`);
  if (mistake === 'out-of-range') {
    const i = e.findIndex(([k]) => k === 'levels');
    e[i][1] = e[i][1].replace(/: \d+ }$/, `: ${t.pick([10, 11, 12])} }`);
  } else if (mistake === 'wrong-type') {
    const i = e.findIndex(([k]) => k === 'levels');
    e[i][1] = ` ${classes[0]} ${lvl}`;
  } else applyKeyMistake(t, e, mistake, { requiredPool: ['levels', 'school'] });
  return e;
}

/** A Warhammer Fantasy Battle spell. */
function spellWfb(t, name, ownSystem, mistake) {
  const e = [];
  const add = (k, v) => e.push([k, v]);
  add('name', ` ${name}`);
  if (ownSystem) add('system', ' wfb');
  const cv = t.int(3, 14);
  add('lore', ` ${t.pick(['fire', 'metal', 'heavens', 'life', 'beasts', 'light', 'death', 'shadow', 'high magic', 'dark magic'])}`);
  add('casting_value', ` ${cv}`);
  const type = t.pick(['magic missile', 'direct damage', 'augment', 'hex', 'magical vortex', 'remains in play']);
  if (t.chance(0.4)) {
    const b1 = cv + t.int(2, 4);
    add('boosted', `\n      - casting_value: ${b1}\n        effect: ${t.pick(['Range 48" instead.', '2D6 hits instead of D6.', 'Affects every unit within range.'])}`);
  }
  add('type', ` ${type}`);
  if (type === 'remains in play') add('remains_in_play', ' true');
  add('range', ` ${t.pick(['12"', '18"', '24"', '36"', 'self', '48 inches'])}`);
  if (type === 'direct damage' || type === 'magical vortex') add('template', ` ${t.pick(['small', 'large'])}`);
  add('effect', ` ${t.pick(['One enemy unit within range suffers D6 Strength 4 hits.', 'One friendly unit within range may re-roll failed to-hit rolls.', 'One enemy unit within range suffers -1 to hit until your next magic phase.', 'Place the template anywhere within range; models under it suffer a Strength 3 hit.', 'The caster and his unit gain a 5+ ward save.'])}`);
  if (mistake === 'wrong-type') {
    const i = e.findIndex(([k]) => k === 'casting_value');
    e[i][1] = ` ${['three', 'five', 'seven', 'nine', 'eleven'][t.int(0, 4)]}`;
  } else if (mistake === 'out-of-range') {
    const i = e.findIndex(([k]) => k === 'casting_value');
    e[i][1] = ` ${t.pick([0, 1, 2])}`;
  } else if (mistake === 'unknown-value') {
    const i = e.findIndex(([k]) => k === 'type');
    e[i][1] = ` ${t.pick(['magic misile', 'direct-damage', 'curse', 'augmentation'])}`;
  } else applyKeyMistake(t, e, mistake, { requiredPool: ['lore', 'casting_value'] });
  return e;
}

/** Mistakes that touch one key, shared by the systems. */
function applyKeyMistake(t, e, mistake, { levelKey, requiredPool }) {
  if (!mistake) return;
  const at = (k) => e.findIndex(([key]) => key === k);
  if (mistake === 'wrong-type' && levelKey) {
    const i = at(levelKey);
    e[i][1] = ` ${['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'][t.int(0, 9)]}`;
  } else if (mistake === 'out-of-range' && levelKey) {
    e[at(levelKey)][1] = ` ${t.pick([10, 11, 12, -1])}`;
  } else if (mistake === 'unknown-school') {
    e[at('school')][1] = ` ${t.pick(['evocaton', 'necromantic', 'illusions', 'elemental', 'Abjuration School'])}`;
  } else if (mistake === 'missing-required') {
    const present = requiredPool.filter((k) => at(k) >= 0);
    e.splice(at(t.pick(present)), 1);
  } else if (mistake === 'unknown-key') {
    e.splice(t.int(2, e.length), 0, [t.pick(['rituel', 'casting_tme', 'componets', 'duraton', 'dammage']), ` ${t.pick(['true', '1 action', '[V, S]', '1 hour', '2d6'])}`]);
  }
}

// ---------------------------------------------------------------- datasets

/**
 * Generate one dataset file.
 *
 * @param {object} opts
 * @param {number} opts.count       number of spells
 * @param {number} [opts.seed=1]    PRNG seed
 * @param {'mixed'|'dnd5e'|'tov'|'dnd35'|'wfb'} [opts.systems='mixed'] one system, or the four in MIX shares
 * @param {number} [opts.mistakeRate=0.05] probability that a spell carries one mistake
 * @param {string} [opts.modeline]  first line, e.g. `# yaml-language-server: $schema=/abs/spell.schema.json`
 * @returns {{ text: string, spells: Array<{ index: number, name: string, system: string, startLine: number, endLine: number, mistake: string | null }>, stats: object }}
 */
export function generateDataset(opts) {
  const { count, seed = 1, systems = 'mixed', mistakeRate = 0.05, modeline } = opts;
  const t = tools(mulberry32(seed));
  const fileSystem = systems === 'mixed' ? 'dnd5e' : systems;
  const lines = [];
  if (modeline) lines.push(modeline);
  lines.push('# grimoire: spells');
  lines.push(`# Generated by bench/gen.mjs: ${count} spells, ${systems}, seed ${seed}, mistake rate ${mistakeRate}. Not real game data.`);
  lines.push(`system: ${fileSystem}`);
  lines.push('license: CC0-1.0');
  lines.push('spells:');
  const spells = [];
  const nameIndex = { dnd5e: 0, tov: 0, dnd35: 0, wfb: 0 };
  const cum = [];
  let acc = 0;
  for (const s of SYSTEMS) cum.push([s, (acc += MIX[s])]);
  for (let i = 0; i < count; i++) {
    let system = fileSystem;
    if (systems === 'mixed') {
      const r = t.rand() * acc;
      system = cum.find(([, c]) => r < c)[0];
    }
    // A spell of the file's system names it itself now and then (system per spell or per file).
    const ownSystem = system !== fileSystem || t.chance(0.05);
    let mistake = null;
    if (t.chance(mistakeRate)) {
      const kinds = Object.keys(MISTAKE_KINDS).filter((k) => MISTAKE_KINDS[k].includes(system));
      mistake = t.pick(kinds);
    }
    const name = spellName(nameIndex[system]++, SYSTEMS.indexOf(system));
    const entries = system === 'dnd35' ? spell35(t, name, ownSystem, mistake) : system === 'wfb' ? spellWfb(t, name, ownSystem, mistake) : spell5e(t, name, system, ownSystem, mistake);
    const startLine = lines.length;
    entries.forEach(([k, v], j) => {
      const text = `${k}:${v}`.split('\n');
      text.forEach((l, n) => lines.push(n === 0 ? `${j === 0 ? '  - ' : '    '}${l}` : l));
    });
    spells.push({ index: i, name, system, startLine, endLine: lines.length - 1, mistake });
  }
  const text = lines.join('\n') + '\n';
  const byKind = {};
  const bySystem = {};
  let mistakes = 0;
  for (const s of spells) {
    bySystem[s.system] = (bySystem[s.system] ?? 0) + 1;
    if (s.mistake) {
      mistakes++;
      byKind[s.mistake] = (byKind[s.mistake] ?? 0) + 1;
    }
  }
  return {
    text,
    spells,
    stats: { count, seed, systems, mistakeRate, mistakes, mistakeShare: count ? mistakes / count : 0, byKind, bySystem, bytes: Buffer.byteLength(text), lines: lines.length },
  };
}

/** Which spell (index) holds a 0-based line, by binary search over the spans. */
export function spellAtLine(spells, line) {
  let lo = 0;
  let hi = spells.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = spells[mid];
    if (line < s.startLine) hi = mid - 1;
    else if (line > s.endLine) lo = mid + 1;
    else return mid;
  }
  return -1;
}
