/**
 * The game rules' messages and quick-fix titles in English (server/src/service/rules/*.ts
 * build them with `say` and `fixTitle`); spread into the English catalogue
 * (../en.ts). Each other locale has the same keys in ./<locale>.ts.
 * Placeholders: `{w}` is `term.level` or `term.circle`; `{ord}`-like values are
 * ordinals (`{ ord: n }`); lengths come as a number and a `unit.*` term.
 */
/** The rules part of the en catalogue, spread into ../en.ts; the catalogue test checks it against English. */
export const rulesEn = {
  // ---- terms inserted into messages (nouns, in the case a label takes)
  'term.level': 'level',
  'term.circle': 'circle',
  'term.Damage': 'Damage',
  'term.Healing': 'Healing',
  'term.healing': 'healing',
  'term.shape.cone': 'cone',
  'term.shape.line': 'line',
  'term.shape.cube': 'cube',
  'term.shape.sphere': 'sphere',
  'term.shape.cylinder': 'cylinder',
  'term.shape.hemisphere': 'hemisphere',
  'term.shape.radius': 'radius',
  'term.dim.radius': 'radius',
  'term.dim.length': 'length',
  'term.dim.size': 'size',
  'term.dim.height': 'height',
  'term.dim.width': 'width',
  'term.dim.side': 'side',
  'term.field.area': 'area',
  'term.field.effect': 'effect',
  'unit.ft': 'ft',
  'unit.m': 'm',
  'unit.mi': 'mi',
  'unit.feet': 'feet',
  'unit.mile': 'mile',

  // ---- 5e/area-grid
  'rule.areaGrid.ftToM': "Area {key} {n} ft is not a whole number of 5-ft squares, but {n} m is, and the range is in metres: the area's unit looks mixed up.",
  'rule.areaGrid.mToFt': "Area {key} {n} m is not a whole number of 1.5 m squares, but {n} ft is, and the range is in feet: the area's unit looks mixed up.",
  'fix.areaGrid.unit': "Set the area's unit to {unit}",
  // ---- 5e/cantrip-ritual
  'rule.cantripRitual': 'A {w} 0 spell (a cantrip) cannot be a ritual: a ritual casting saves a spell slot, and a cantrip uses none.',
  'fix.ritualFalse': 'Set ritual: false',
  // ---- 5e/components
  'rule.components.empty': 'A spell needs at least one component (V, S or M).',
  'rule.components.problems': 'Components: {parts}.',
  'rule.components.repeated': { plural: 'count', one: '{items} is listed more than once', other: '{items} are listed more than once' },
  'rule.components.recased': 'components are written V, S, M in upper case',
  'rule.components.order': 'the printed order is V, S, M',
  'fix.components.write': 'Write components as [{list}]',
  // ---- 5e/concentration-duration
  'rule.concentration.instantaneous': 'A concentration spell is not instantaneous: concentration keeps a lasting spell going, and this duration is Instantaneous. Set `concentration: false`, or give the spell a "Concentration, up to ..." duration.',
  'fix.concentration.falseInstant': 'Set concentration: false (the duration is instantaneous)',
  'rule.concentration.tagFalse': '`concentration: false`, but the duration says the spell needs concentration.',
  'rule.concentration.tagTrue': '`concentration: true`, but the duration does not need concentration (it would read "Concentration, up to ...", or have `concentration: true` in its mapping form).',
  'fix.concentration.asDuration': 'Set concentration: {value} (as the duration says)',
  'rule.concentration.missingTag': 'The duration needs concentration but the spell has no `concentration: true` tag.',
  'fix.concentration.add': 'Add concentration: true',
  // ---- 5e/cone-line-range
  'rule.coneLineRange.placed': 'The description has the {shape} start at the caster, so its range is self, not a distance; but it also places the effect within range, so the {shape} area may be what is wrong.',
  'rule.coneLineRange.self': 'The description has the {shape} start at the caster, so its range is self, not a distance: write "{text}".',
  'fix.setRange': 'Set range to {text}',
  // ---- 5e/damage-scaling
  'rule.damageScaling.perSlotAt9': '`per_slot` on a {w} 9 spell: there is no slot above 9th for it to grow into.',
  'rule.damageScaling.keyNotAbove': "`at_slot_level` key {k} is not above the spell's {w} ({level}): a spell is cast with a slot of its own {w} or higher, and the base dice already give the {ord}-{w} effect.",
  'rule.damageScaling.lessThanBase': '{what} at slot {k} ({dice}, average {avg}) is less than the base dice at {w} {level} (average {below}): upcasting never makes a spell weaker.',
  'rule.damageScaling.lessThanSlot': '{what} at slot {k} ({dice}, average {avg}) is less than at slot {prev} (average {below}): upcasting never makes a spell weaker.',
  'rule.damageScaling.tierKey': '`per_character_level` key {k}: cantrips improve at character levels 5, 11 and 17.',
  'rule.damageScaling.tierLessThanBase': '{what} at character level {k} ({dice}, average {avg}) is less than the base dice (average {below}): a cantrip only grows.',
  'rule.damageScaling.tierLessThanTier': '{what} at character level {k} ({dice}, average {avg}) is less than at character level {prev} (average {below}): a cantrip only grows.',
  // ---- 5e/half-caster-level
  'rule.halfCaster.half': '{name} is a half caster and never casts spells above {max} {w}; this spell is {level} {w}.',
  'rule.halfCaster.third': '{name} is a third caster and never casts spells above {max} {w}; this spell is {level} {w}.',
  'fix.halfCaster.remove': 'Remove {name} from the classes',
  // ---- 5e/material-component
  'rule.material.noMaterial': '`M` is listed but no `material` says what it is: name the material, or remove `M`.',
  'fix.material.removeM': 'Remove M from the components',
  'rule.material.missingM.costlyConsumed': 'The spell describes a material with a cost that the spell consumes but its components do not list `M`.',
  'rule.material.missingM.costly': 'The spell describes a material with a cost (no pouch or focus replaces it) but its components do not list `M`.',
  'rule.material.missingM.consumed': 'The spell describes a consumed material (supplied at every casting) but its components do not list `M`.',
  'rule.material.missingM.plain': 'The spell describes a material but its components do not list `M`.',
  'fix.material.addM': 'Add M to the components',
  // ---- 5e/reaction-trigger
  'rule.reactionTrigger.object': 'A reaction spell must state its trigger: add `trigger: when ...` to the casting time.',
  'rule.reactionTrigger.text': 'A reaction spell must state its trigger: write the casting time as "1 reaction, which you take when ...".',
  // ---- 5e/scaling-kind
  'rule.scalingKind.perSlot': '`per_slot` on a {w} 0 spell: a cantrip uses no slot and cannot be upcast; it scales with character level (`per_character_level`).',
  'fix.scalingKind.rename': 'Rename per_slot to per_character_level',
  'rule.scalingKind.atSlot': '`at_slot_level` on a {w} 0 spell: a cantrip uses no slot and cannot be upcast; give its growth by character level (`per_character_level: { 5: ..., 11: ..., 17: ... }`).',
  'rule.scalingKind.tovRitual': "`per_character_level` on a ToV ritual: a ritual grows automatically with the caster's highest circle (Tales of the Valiant rules); write that growth as `per_highest_circle` (the dice added per circle the caster reaches above this one) or `at_highest_circle: { 3: ... }` (the dice once that circle is reachable).",
  'rule.scalingKind.highestCantrip': "`{key}` on a spell that is not a Tales of the Valiant ritual: only a ToV ritual grows with the caster's highest circle (Tales of the Valiant rules); a cantrip grows with character level (`per_character_level`).",
  'rule.scalingKind.highestLeveled': "`{key}` on a spell that is not a Tales of the Valiant ritual: only a ToV ritual grows with the caster's highest circle (Tales of the Valiant rules); a spell grows with the slot it is cast with (`per_slot`, `at_slot_level`).",
  'rule.scalingKind.leveled': '`per_character_level` on a {w} {level} spell: only cantrips scale with character level; a leveled spell scales with the slot (`per_slot` or `at_slot_level`).',
  // ---- 5e/self-range-area
  'rule.selfRange.shape': 'The range says a {word} but the area is a {shape}.',
  'rule.selfRange.size': "The range says {rsize} {runit} but the area's {dim} is {size} {unit}.",
  // ---- dataset/duplicate-name
  'rule.duplicateName': 'Duplicate spell name "{name}": spell #{n} in this file has the same name.',
  // ---- dnd35/line-range
  'rule.lineRange.length': 'A line runs to the limit of the range: its length is {len} {unit} but the range is {rv} {ru}.',
  'fix.lineRange.length': "Set the line's length to {len} {unit}",
  'rule.lineRange.text': 'A line runs to the limit of the range: this {key} is a {len} {unit} line but the range is {rv} {ru}.',
  // ---- dnd35/metric-steps
  'rule.metric.range': 'Range {m} m is not a whole number of feet at the metric rate of 1.5 m per 5 ft (0.3 m per foot); {feet} ft is {fm} m.',
  'rule.metric.area': 'Area {key} {m} m is not a whole number of feet at the metric rate of 1.5 m per 5 ft (0.3 m per foot); {feet} ft is {fm} m.',
  'rule.metric.text': '{m} m is not a whole number of feet at the metric rate of 1.5 m per 5 ft (0.3 m per foot); {feet} ft is {fm} m.',
  // ---- dnd35/personal-no-save
  'rule.personal.save': 'This spell targets its caster, who gets no saving throw: the Saving Throw entry is omitted for such spells (it reads "{value}").',
  'rule.personal.sr': 'This spell targets its caster, who gets no spell resistance: the Spell Resistance entry is omitted for such spells (it reads "{value}").',
  'fix.removeKey': 'Remove {key}',
  // ---- dnd35/ray
  'rule.ray.ranged': 'A ray usually takes a ranged touch attack, not a normal ranged attack.',
  'rule.ray.melee': 'A ray is aimed like a ranged weapon: its attack is a ranged touch attack, not {attack}.',
  'fix.ray.rangedTouch': 'Set attack: ranged touch',
  'rule.ray.area': 'A ray strikes what it hits; it has no area. Describe it on the `effect` line, or drop the ray.',
  // ---- dnd35/shapeable-min
  'rule.shapeable.area': 'A shapeable area has no dimension under 10 ft (3 m); its {dim} is {n} {unit}.',
  'rule.shapeable.cubes': {
    plural: 'count',
    one: 'A shapeable {key} has no dimension under 10 ft (3 m); one {n} {unit} cube ({volume} cubic feet) cannot make a shape 10 ft (3 m) in every dimension (1,000 cubic feet).',
    other: 'A shapeable {key} has no dimension under 10 ft (3 m); {count} {n} {unit} cubes ({volume} cubic feet) cannot make a shape 10 ft (3 m) in every dimension (1,000 cubic feet).',
  },
  'rule.shapeable.text': 'A shapeable {key} has no dimension under 10 ft (3 m); this one has {n} {unit}.',
  'rule.shapeable.textWord': 'A shapeable {key} has no dimension under 10 ft (3 m); this one has {n} {unit} ({word}).',
  // ---- tov/ritual-casting-time
  'rule.tovRitualTime': 'A Tales of the Valiant ritual takes 1 minute or longer to cast; this casting time is shorter. Lengthen the casting time or drop `ritual: true`.',
  // ---- tov/ritual-upcast
  'rule.tovRitualUpcast': "`{key}` on a ToV ritual: a ritual uses no slot and cannot be cast at a higher circle. If it grows automatically with the caster's highest circle, write it as `{to}`.",
  'rule.tovRitualUpcast.automatic': "`{key}` on a ToV ritual whose higher-circle text says it grows with the caster's highest circle: write that growth as `{to}`.",
  'fix.renameKey': 'Rename {from} to {to}',
  // ---- tov/source-hint
  'rule.sourceHint': 'Likely source (Tales of the Valiant rules): {parts}; this spell is {sources}.',
  'rule.sourceHint.part': { plural: 'count', one: '{why} leans {source}', other: '{why} lean {source}' },
  'rule.sourceHint.damage': '{type} damage',
  // ---- tov/source
  'rule.tovSource.missing': 'A Tales of the Valiant spell names its source: arcane, divine, primordial or wyrd (or a list of them).',
  'rule.tovSource.alias': 'The fourth source is written `primordial` (始原 in the Tales of the Valiant rules, as the published game and Black Flag write it); `{value}` is read as primordial.',
  'rule.tovSource.aliasRepeat': 'The fourth source is written `primordial` (始原 in the Tales of the Valiant rules, as the published game and Black Flag write it); `{value}` is read as primordial, which the list already names: remove this one.',
  'rule.tovSource.case': 'Sources are written in lower case: {value}.',
  'fix.write': 'Write {value}',
  // ---- wfb/boosted-order
  'rule.boostedOrder.base': 'Boosted casting value {v} is not above the base casting value ({prev}): a boost costs more than what it boosts.',
  'rule.boostedOrder.boost': 'Boosted casting value {v} is not above boost #{n} ({prev}): a boost costs more than what it boosts.',
  // ---- wfb/casting-value
  'rule.castingValue.text': 'Casting value "{text}" is text; write the number {n}.',
  // ---- wfb/irresistible-only
  'rule.irresistible.base': 'Casting value {v} is above {limit} (six dice without two 6s: 31, plus wizard level {level}): only irresistible force can cast it.',
  'rule.irresistible.boosted': 'Boosted casting value {v} is above {limit} (six dice without two 6s: 31, plus wizard level {level}): only irresistible force can cast it.',
  // ---- the parser (service/parse/yaml-tree.ts): `{reason}` is the YAML library's own text
  'parse.unreadable': 'YAML could not be read: {reason}',
  'parse.tab': 'Tab character used for indentation: YAML indents with spaces only.',
  'parse.unknownTag': '{reason}. Custom tags are not supported in spell files.',
  'parse.duplicateKey': 'Duplicate key "{key}": the later value silently replaces the earlier one.',
  'parse.aliasNodes': "Aliases expand to more than {limit} nodes (the text's {nodes} plus {extra}; an \"alias bomb\"); this document was not checked.",
  'parse.aliasChars': 'Aliases expand to more than {limit} characters of data (the text\'s {length} plus {extra}; an "alias bomb"); this document was not checked.',
  'parse.tooDeep': 'Collections nest more than {max} deep; this document was not read.',
  // ---- the analyzer (service/analyze.ts, check-spell.ts) and dialects
  'analysis.ruleFailedSpell': 'Rule {code} failed on this spell: {error}',
  'analysis.ruleFailed': 'Rule {code} failed: {error}',
  'analysis.tooManyKeys': 'This spell mapping has more than {max} keys ({n}); it was not validated.',
  'analysis.notASpellItem': 'Each entry of `spells` must be a spell mapping (`- name: ...`).',
  'analysis.notSpellDoc': 'A spell document must be a spell mapping (`name: ...`) or a dataset with a `spells:` list.',
  'analysis.tooLarge': 'File is {n} characters, over the {max} limit (setting maxFileSize); it was not checked.',
  'analysis.textTooLong': '`{field}` is {n} characters long; stat lines are read up to {max} characters, so no rule or hover read this one.',
  'analysis.binary': 'This file looks binary (NUL or control characters), not YAML text; it was not checked.',
  'dialect.foundryField': '(Foundry field `{field}`)',
  'rule.components.ukrainian': 'В, С, М are the Ukrainian letters of the D&D 5e rule text; the format writes V, S, M',
  'rule.sourceHint.summoning': 'summoning from another plane',
  "term.shape.square": "square",
  "term.kind.burst": "burst",
  "term.kind.spread": "spread",
  "rule.cylinderHeight": "A cylinder extends its height up or down from its circle (D&D 5e rules), but this area gives no `height`.",
  "rule.materialCost.zero": "`cost_gp` is 0 but the material's text prices it ({shown}): a priced material cannot be replaced by a pouch or focus.",
  "rule.materialCost.missing": "The material's text prices it ({shown}) but `cost_gp` is not given.",
  "rule.materialCost.differs": "`cost_gp` is {cost} but the material's text prices it at {shown}.",
  "rule.materialCost.notConsumed": "`consumed` is false but the material's text says the spell consumes it: it must be supplied again at every casting.",
  "rule.materialCost.consumed": "`consumed` is true but neither the material's text nor the description says the spell consumes it.",
  "rule.aimingLine.personal": "A personal spell with no `target` line: the stat block says \"Target: you\" (the D&D 3.5 rules: \"Bersaglio: Incantatore\").",
  "rule.aimingLine.none": "No `target`, `effect` or `area` line: a 3.5 spell says what it is aimed at (D&D 3.5 / Pathfinder rules), e.g. `target: one creature`, `effect: ray`, `area: 20-ft.-radius burst`, or `target: you` for a personal spell.",
  "rule.areaShape.emanation": "An emanation on a {what}: most emanations are cones or spheres (D&D 3.5 / Pathfinder rules); check the shape or the kind.",
  "rule.areaShape.burstSpread": "A {kind} on a {what}: a {kind} is a sphere, or a cone when the spell says so (D&D 3.5 / Pathfinder rules); check the shape or the kind, unless the spell defines this area itself.",
  "rule.areaShape.cylinder": "A cylinder fills upward from its circle (D&D 3.5 / Pathfinder rules), but no height is given: write it, e.g. \"cylinder (20-ft. radius, 40 ft. high)\".",
  "rule.emanationDuration": "An emanation keeps radiating for the spell's duration (D&D 3.5 / Pathfinder rules), but this duration is instantaneous: the area is a burst, or the duration is missing.",
  "rule.ray.noAttack": "A ray is aimed like a ranged weapon, usually with a ranged touch attack (D&D 3.5 / Pathfinder rules), but the spell gives no `attack`.",
  "fix.ray.addRangedTouch": "Add attack: ranged touch",
  'rule.damageScaling.perAt9Ritual': '`per_highest_circle` on a {w} 9 spell: there is no circle above 9th for it to grow into.',
  'rule.damageScaling.keyNotAboveRitual': "`at_highest_circle` key {k} is not above the spell's {w} ({level}): the ritual grows only once the caster reaches a higher circle, and the base dice already give the {ord}-{w} effect.",
  'rule.damageScaling.lessThanBaseRitual': '{what} at highest circle {k} ({dice}, average {avg}) is less than the base dice at {w} {level} (average {below}): a ritual only grows.',
  'rule.damageScaling.lessThanCircleRitual': '{what} at highest circle {k} ({dice}, average {avg}) is less than at highest circle {prev} (average {below}): a ritual only grows.',
} as const;
