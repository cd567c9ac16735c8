/**
 * What an importer could not carry over (service/dialects: 5etools/read.ts,
 * foundry-common.ts for Foundry dnd5e and Black Flag, open5e/read.ts), which
 * `grimoire import` prints as notes. In English, byte for byte the sentences
 * the readers wrote before (they still write them: dialects/types.ts `note`
 * renders these); spread into ../en.ts. Values quoted from the source (types,
 * units, formulas, dice, ability and damage-type names) are passed as they
 * are written there, never translated.
 */

/** The dialect-notes part of the English catalogue. */
export const dialectEn = {
  // ---- 5etools (dialects/5etools/read.ts)
  'dialect.n.5et.severalTimes': 'several casting times; the first ({number} {unit}) is read',
  'dialect.n.5et.royalty': 'royalty component (R) has no place in the format',
  'dialect.n.5et.materialOptional': 'material consumed optionally; read as not consumed',
  'dialect.n.5et.severalDurations': 'several durations; the first is read',
  'dialect.n.5et.severalSaves': 'several saving throws ({list}); the first is read',
  'dialect.n.severalDamageTypes': 'several damage types ({list}); the first is read',
  'dialect.n.5et.noPlace': '`{key}` has no place in the format; not read',
  // ---- Foundry dnd5e and Black Flag items (dialects/foundry-common.ts)
  'dialect.n.fdy.castType': 'casting time of type "{type}" has no canonical unit; kept as text',
  'dialect.n.fdy.rangeUnits': 'range units "{units}" with value {value} read as special',
  'dialect.n.fdy.rangeNoUnits': 'range has no units; read as special',
  'dialect.n.fdy.costNoMaterial': 'material cost {cost} without a material description',
  'dialect.n.fdy.costDenomination': 'material cost in {denomination}, read as gp',
  'dialect.n.fdy.durationNoNumber': 'duration in {units} without a number; read as 1',
  'dialect.n.fdy.miles': 'template size in miles ({size}), read as {feet} feet',
  'dialect.n.fdy.wallThick': 'wall {ft} ft thick: read as a line one square wide (its thickness is kept only in Foundry)',
  'dialect.n.fdy.tpl.radius': "Foundry's `radius` template (a circle on the ground) is read as a sphere of that radius: the same footprint on the grid",
  'dialect.n.fdy.tpl.circle': "Foundry's `circle` template is read as a sphere of that radius: the same footprint on the grid",
  'dialect.n.fdy.tpl.square': "Foundry's `square` template is read as a cube of that side: the same footprint on the grid",
  'dialect.n.fdy.tpl.wall': "Foundry's `wall` template is read as a line of that length and width: the same footprint on the grid (its height is kept only in Foundry)",
  'dialect.n.fdy.tplUnknown': 'template type "{type}" has no canonical shape; not read',
  'dialect.n.fdy.saveChoose': 'save lets the target choose among {list}; read as {ability}',
  'dialect.n.fdy.saveCalc': 'save DC calculated from "{calc}", not the spellcasting DC',
  'dialect.n.fdy.mod': "{dice} adds the spellcasting ability modifier, which the format's dice cannot hold; read as {base}",
  'dialect.n.fdy.formula': 'formula "{dice}" is not a dice expression the format holds (NdM+K); not read',
  'dialect.n.fdy.partTypes': 'damage part {dice} has several types ({list}); read as {type}',
  'dialect.n.fdy.scaleFormula': '{dice} scales by the formula "{step}", which the format cannot hold; not read',
  'dialect.n.fdy.everyOther': 'damage {dice} scales by {step} every other slot level; not read',
  // ---- Open5e (dialects/open5e/read.ts); `{list}` items are `dialect.n.o5e.item` ("3rd: 2d6")
  'dialect.n.o5e.item': '{l}: {v}',
  'dialect.n.o5e.slotDamage': "damage by slot level ({list}) is not dice the format's scaling keys hold; not read",
  'dialect.n.o5e.charDamage': 'damage by character level ({list}) is not dice the format holds; not read',
  'dialect.n.o5e.growth.slot': '{what} by slot level ({list}): the format has no key for it',
  'dialect.n.o5e.growth.char': '{what} by character level ({list}): the format has no key for it',
  'dialect.n.o5e.growthText.slot': '{what} by slot level ({list}): the format has no key for it (the higher_levels text keeps it)',
  'dialect.n.o5e.growthText.char': '{what} by character level ({list}): the format has no key for it (the higher_levels text keeps it)',
  'dialect.n.o5e.what.target_count': 'number of targets',
  'dialect.n.o5e.what.duration': 'duration',
  'dialect.n.o5e.what.range': 'range',
  'dialect.n.o5e.what.shape_size': 'area size',
  'dialect.n.o5e.school': 'school "{school}" is not one of the eight schools; kept as written',
  'dialect.n.o5e.castTime': 'casting time "{value}" has no canonical form; not read',
  'dialect.n.o5e.area': 'area "{shape}" of size {size} has no canonical form; not read',
  'dialect.n.o5e.range': 'range "{value}" has no canonical form; not read',
  'dialect.n.o5e.materialFalse': 'a material is described but `material` is false; the M component is not added',
  'dialect.n.o5e.costNoText': 'a material cost or consumption without a material text; not read',
  'dialect.n.o5e.duration': 'duration "{value}" has no canonical form; read as Special',
  'dialect.n.o5e.ritualOption': 'a ritual casting option on a spell whose `ritual` is false; read as not a ritual',
  'dialect.n.o5e.ritualNoOption': '`ritual` is true but there is no ritual casting option',
  'dialect.n.o5e.attack': '`attack_roll` is true but the text says neither melee nor ranged; not read',
  'dialect.n.o5e.roll': 'damage roll "{roll}" is not dice; not read',
  'dialect.n.o5e.typesNoRoll': 'damage types ({list}) without a damage roll; not read',
} as const;
