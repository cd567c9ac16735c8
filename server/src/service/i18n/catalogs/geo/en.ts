/**
 * An area's notes (compute/geometry's `Footprint.notes`, among them why an
 * area covers no square, as `grimoire explain` prints it under the area
 * line) and a spell area's remarks, rendered by features/area-note.ts.
 * English, spread into ../en.ts; byte for byte the notes geometry.ts wrote
 * when it wrote English text. `{what}` is `<shape>.<dimension>`.
 */

/** The area-note part of the English catalogue. */
export const geoEn = {
  'geo.noHalfSquare': 'This circle covers no square at least half, so by the DMG rule it affects no square.',
  'geo.boxTooLarge': 'The area is too large to lay out on a grid.',
  'geo.tooLarge': {
    select: 'what',
    cases: {
      'sphere.radius': "The sphere's radius {n} ft is larger than {max} ft; no footprint is drawn for areas that big.",
      'cylinder.radius': "The cylinder's radius {n} ft is larger than {max} ft; no footprint is drawn for areas that big.",
      'cone.length': "The cone's length {n} ft is larger than {max} ft; no footprint is drawn for areas that big.",
      'cube.side': "The cube's side {n} ft is larger than {max} ft; no footprint is drawn for areas that big.",
      'line.length': "The line's length {n} ft is larger than {max} ft; no footprint is drawn for areas that big.",
      'line.width': "The line's width {n} ft is larger than {max} ft; no footprint is drawn for areas that big.",
    },
    other: 'The area {n} ft is larger than {max} ft; no footprint is drawn for areas that big.',
  },
  // ---- the notes under the squares table (Footprint.notes, geo.n.<code>); features/area-note.ts
  'geo.n.cylinderBase': "A cylinder's footprint is its base circle.",
  'geo.n.dmgRound': 'DMG rule: the round area affects a square it covers at least half of (origin on a grid intersection).',
  'geo.n.noHalfSquare': 'This circle covers no square at least half, so by the DMG rule it affects no square.',
  'geo.n.dmgOther': {
    select: 'shape',
    cases: {
      cone: 'DMG rule: the D&D 5e rules state the half-square test only for round areas; this cone affects any square it covers part of (positive area), as the template method does.',
      cube: 'DMG rule: the D&D 5e rules state the half-square test only for round areas; this cube affects any square it covers part of (positive area), as the template method does.',
      line: 'DMG rule: the D&D 5e rules state the half-square test only for round areas; this line affects any square it covers part of (positive area), as the template method does.',
    },
    other: 'DMG rule: the D&D 5e rules state the half-square test only for round areas; this area affects any square it covers part of (positive area), as the template method does.',
  },
  'geo.n.template': {
    select: 'shape',
    cases: {
      sphere: 'Template method: any square the template covers, wholly or partly, is affected; touching an edge or corner is not enough. 1 inch of template = 5 ft: a circle {a} in across.',
      cylinder: 'Template method: any square the template covers, wholly or partly, is affected; touching an edge or corner is not enough. 1 inch of template = 5 ft: a circle {a} in across.',
      cone: 'Template method: any square the template covers, wholly or partly, is affected; touching an edge or corner is not enough. 1 inch of template = 5 ft: a triangle {a} in long and {a} in wide at its end.',
      cube: 'Template method: any square the template covers, wholly or partly, is affected; touching an edge or corner is not enough. 1 inch of template = 5 ft: a square {a} in on a side.',
      line: 'Template method: any square the template covers, wholly or partly, is affected; touching an edge or corner is not enough. 1 inch of template = 5 ft: a strip {a} in long and {b} in wide.',
    },
    other: 'Template method: any square the template covers, wholly or partly, is affected; touching an edge or corner is not enough. 1 inch of template = 5 ft: a template.',
  },
  'geo.n.cone': 'The cone is a flat-ended triangle whose width equals its distance from the origin (about 53.13 degrees), not a circular sector.',
  'geo.n.cube': 'Cube: the origin is a corner of its near face; orthogonal = aligned with the grid ([0, s] x [0, s]); other placements rotate it about the origin.',
  'geo.n.line': 'Line {l} x {w} ft: its centre line starts at the origin.',
  'geo.n.tokenSnap': 'Token method: tokens run only straight or diagonally; {a} degrees is snapped to {b} degrees.',
  'geo.n.tokenWhole': {
    select: 'what',
    cases: {
      'cone.length': "The cone's length {a} ft is not a whole number of squares; rounded up to {b} ft.",
      'cube.side': "The cube's side {a} ft is not a whole number of squares; rounded up to {b} ft.",
      'line.length': "The line's length {a} ft is not a whole number of squares; rounded up to {b} ft.",
    },
    other: 'The size {a} ft is not a whole number of squares; rounded up to {b} ft.',
  },
  'geo.n.tokenEven': 'A square centred on an intersection needs an even number of squares a side: {a} ft becomes {b} ft.',
  'geo.n.tokenRound': "Token method: a round area becomes a square of side = diameter: {s} x {s} ft ({k} x {k} squares) centred on the origin (D&D 5e rules, areas on a grid: Flame Strike's 10-ft radius is a 20-ft square).",
  'geo.n.tokenCone':
    "Token method: {rows} rows (length / 5); the first token touches the origin, each row has the previous row's count plus one plus one more at an end (orthogonal: 1, 3, 5, ...; {n} tokens). The D&D 5e rules put that one extra token at either end of the row, the placer choosing (not one at each end); these rows alternate ends, which keeps the cone symmetric about its middle row of squares.",
  'geo.n.tokenConeDiag': 'Token method: {rows} diagonal rows (length / 5) of 1, 2, 3, ... tokens, each sharing sides with the row before ({n} tokens).',
  'geo.n.tokenCube': 'Token method: the cube is {n} x {n} tokens aligned with the grid, the origin at a corner of its near face.',
  'geo.n.tokenCubeDiag': 'Tokens cannot be turned 45 degrees: a diagonal cube is the same aligned block, which already extends from the origin towards +x+y.',
  'geo.n.tokenLine': { plural: 'w', one: 'Token method: the line runs straight, {n} squares long (each square, diagonal or not, counts 5 ft) and {w} square wide.', other: 'Token method: the line runs straight, {n} squares long (each square, diagonal or not, counts 5 ft) and {w} squares wide.' },
  'geo.n.tokenLineDiag': { plural: 'w', one: 'Token method: the line runs diagonally, {n} squares long (each square, diagonal or not, counts 5 ft) and {w} square wide.', other: 'Token method: the line runs diagonally, {n} squares long (each square, diagonal or not, counts 5 ft) and {w} squares wide.' },
  'geo.n.tokenEach': 'Each token sits inside a square, not on an intersection (D&D 5e rules, areas on a grid); no outline is drawn: the tokens are the shape.',
  'geo.n.g35': 'D&D 3.5 / Pathfinder rules, areas: distance is counted from intersection to intersection, every second diagonal counting double; a square is in when its far corner is within the area; touching only its near edge leaves it out.',
  'geo.n.g35Round': {
    select: 'shape',
    cases: {
      sphere: "Burst, emanation or spread of radius {r} ft ({m} m) on an open grid: squares whose far corner is at most {n} squares away. The outline is the 3.5 distance's octagon.",
    },
    other: "Cylinder of radius {r} ft ({m} m) on an open grid: squares whose far corner is at most {n} squares away. The outline is the 3.5 distance's octagon.",
  },
  'geo.n.g35Cone': "Cone: a quarter circle (in the 3.5 distance) of {l} ft ({m} m) from the origin, a corner of the caster's square, spanning 45 degrees either side of the chosen direction; a square is in when its far corner lies in that quarter and within {n} squares.",
  'geo.n.g35Line': "Line of {l} ft ({m} m) from a corner of the caster's square: every square it passes through (a positive length, not just a corner), up to {n} squares away.",
  'geo.n.g35AlongGrid': 'A line running exactly along a grid line is taken to pass through the row of squares on its left.',
  'geo.n.g35NoWidth': '3.5 lines have no width; the width is ignored.',
  'geo.n.g35Cube': 'Cube of {s} ft ({m} m): {n} x {n} squares aligned with the grid, the origin at a corner (3.5 areas are counted on the grid; a cube is not turned 45 degrees).',
  'geo.n.wfbTemplate': {
    select: 'name',
    cases: {
      small: "Warhammer small round template: {d} in across (radius {r} in), area {a} sq in. The Warhammer Fantasy Battle rules name the small and large templates (placed centred on a model) but gives no size: {small} in and {large} in are the 8th-edition rulebook's diameters.",
    },
    other: "Warhammer large round template: {d} in across (radius {r} in), area {a} sq in. The Warhammer Fantasy Battle rules name the small and large templates (placed centred on a model) but gives no size: {small} in and {large} in are the 8th-edition rulebook's diameters.",
  },
  'geo.n.wfbCount': "Counted on a 1-inch grid with the template centred on an intersection: a 1-inch square counts when the template covers at least half of it ({n} squares, {n} sq in against the template's {a}); {t} squares are touched at all.",
  // ---- malformed areas (bad input: the empty footprint's one note)
  'geo.n.missing': {
    select: 'what',
    cases: {
      'sphere.radius': "The sphere's radius must be a positive number of feet (got nothing).",
      'cylinder.radius': "The cylinder's radius must be a positive number of feet (got nothing).",
      'cone.length': "The cone's length must be a positive number of feet (got nothing).",
      'cube.side': "The cube's side must be a positive number of feet (got nothing).",
      'line.length': "The line's length must be a positive number of feet (got nothing).",
      'line.width': "The line's width must be a positive number of feet (got nothing).",
      'emanation.distance': "The emanation's distance must be a positive number of feet (got nothing).",
    },
    other: 'The size must be a positive number of feet (got nothing).',
  },
  'geo.n.notPositive': {
    select: 'what',
    cases: {
      'sphere.radius': "The sphere's radius must be a positive number of feet (got {got}).",
      'cylinder.radius': "The cylinder's radius must be a positive number of feet (got {got}).",
      'cone.length': "The cone's length must be a positive number of feet (got {got}).",
      'cube.side': "The cube's side must be a positive number of feet (got {got}).",
      'line.length': "The line's length must be a positive number of feet (got {got}).",
      'line.width': "The line's width must be a positive number of feet (got {got}).",
      'emanation.distance': "The emanation's distance must be a positive number of feet (got {got}).",
    },
    other: 'The size must be a positive number of feet (got {got}).',
  },
  'geo.n.wfbShape': 'Warhammer areas are the small and large round templates: use shape "template" with template "small" or "large" (got shape {got}).',
  'geo.n.wfbNoTemplate': 'Warhammer template must be "small" or "large" (got nothing).',
  'geo.n.wfbTemplateName': 'Warhammer template must be "small" or "large" (got {got}).',
  'geo.n.templateMethod': 'Shape "template" is a Warhammer template; use method "wfb" (got {got}).',
  'geo.n.noShape': 'Unknown area shape nothing.',
  'geo.n.unknownShape': 'Unknown area shape {got}.',
  'geo.n.unknownMethod': 'Unknown grid method {got}.',
  'geo.n.g24Count': '2024 grid (SRD 5.2, Playing on a Grid): distance is counted in squares, 1 for every square entered, diagonal or not.',
  'geo.n.g24Whole': {"select": "what", "cases": {"emanation.distance": "The emanation's distance {a} ft is not a whole number of squares; the grid counts {b} ft.", "sphere.radius": "The sphere's radius {a} ft is not a whole number of squares; the grid counts {b} ft.", "cylinder.radius": "The cylinder's radius {a} ft is not a whole number of squares; the grid counts {b} ft.", "cone.length": "The cone's length {a} ft is not a whole number of squares; the grid counts {b} ft.", "cube.side": "The cube's side {a} ft is not a whole number of squares; the grid counts {b} ft.", "line.length": "The line's length {a} ft is not a whole number of squares; the grid counts {b} ft."}, "other": "The size {a} ft is not a whole number of squares; the grid counts {b} ft."},
  'geo.n.g24Emanation': {"plural": "n", "one": "The emanation covers every square within {n} square of its origin's space ({s} x {s}): ({s} + 2 x {n})^2 = {all} squares with that space, {out} without it.", "other": "The emanation covers every square within {n} squares of its origin's space ({s} x {s}): ({s} + 2 x {n})^2 = {all} squares with that space, {out} without it."},
  'geo.n.g24OriginIn': 'The origin\'s space is in the area: its creator decided so.',
  'geo.n.g24OriginOut': 'The origin\'s space is not in the area (SRD 5.2: an emanation\'s origin isn\'t included unless its creator decides otherwise).',
  'geo.n.g24Tiny': 'A Tiny creature takes a quarter of a square (4 per square): the emanation is counted from the square it is in.',
  'geo.n.g24Snap': 'Squares are counted only straight or diagonally; {a} degrees is snapped to {b} degrees.',
  'geo.n.g24Round': {"select": "shape", "cases": {"sphere": {"plural": "n", "one": "The sphere reaches every square within {n} square of its point of origin (a grid intersection, the four squares around it being 1 away): {k} x {k} squares.", "other": "The sphere reaches every square within {n} squares of its point of origin (a grid intersection, the four squares around it being 1 away): {k} x {k} squares."}, "cylinder": {"plural": "n", "one": "The cylinder reaches every square within {n} square of its point of origin (a grid intersection, the four squares around it being 1 away): {k} x {k} squares.", "other": "The cylinder reaches every square within {n} squares of its point of origin (a grid intersection, the four squares around it being 1 away): {k} x {k} squares."}}, "other": {"plural": "n", "one": "The area reaches every square within {n} square of its point of origin (a grid intersection, the four squares around it being 1 away): {k} x {k} squares.", "other": "The area reaches every square within {n} squares of its point of origin (a grid intersection, the four squares around it being 1 away): {k} x {k} squares."}},
  'geo.n.g24Cone': {"plural": "n", "one": "The cone is {n} row of squares, each as wide as it is far from the origin (a Cone's width equals its distance): 1, 2, 3, ... squares, {total} in all. A row of an odd width puts its extra square on one side of the axis, alternately.", "other": "The cone is {n} rows of squares, each as wide as it is far from the origin (a Cone's width equals its distance): 1, 2, 3, ... squares, {total} in all. A row of an odd width puts its extra square on one side of the axis, alternately."},
  'geo.n.g24ConeDiag': {"plural": "n", "one": "The cone is {n} row of squares, each as wide as it is far from the origin (a Cone's width equals its distance): 1, 2, 3, ... squares, {total} in all.", "other": "The cone is {n} rows of squares, each as wide as it is far from the origin (a Cone's width equals its distance): 1, 2, 3, ... squares, {total} in all."},
  'geo.n.g24Cube': 'The cube is {n} x {n} squares along the grid, its origin at a corner of a face.',
  'geo.n.g24Line': {"plural": "w", "one": "The line runs straight, {n} squares long (a square counts 5 ft, diagonal or not) and {w} square wide.", "other": "The line runs straight, {n} squares long (a square counts 5 ft, diagonal or not) and {w} squares wide."},
  'geo.n.g24LineDiag': {"plural": "w", "one": "The line runs diagonally, {n} squares long (a square counts 5 ft, diagonal or not) and {w} square wide.", "other": "The line runs diagonally, {n} squares long (a square counts 5 ft, diagonal or not) and {w} squares wide."},
  'geo.n.emanationMethod': 'An emanation is a 2024 area: only the 2024 grid counts it (got {got}).',
  'geo.n.noArea': 'No area given.',
  'geo.n.placement': 'The placement must be "orthogonal", "diagonal" or { angleDeg: <a finite number> }.',
  'geo.n.unreadable': 'The area could not be read.',
  'geo.n.notComputed': 'The footprint could not be computed.',
  // ---- a spell's area remarks (features/figures/area.ts SpellArea.notes, geo.n.sa.<code>); features/area-note.ts
  'geo.n.sa.effectLine': "Read from the Effect line.",
  'geo.n.sa.metres': "Metres converted at 1.5 m = 5 ft (one square).",
  'geo.n.sa.hemisphere': "A hemisphere covers the same squares as the sphere of its radius.",
  'geo.n.sa.radius': "A radius around the caster is drawn as a circle of that radius.",
  'geo.n.sa.miles': "Miles converted at 5,280 ft.",
  'geo.n.sa.flatSquare': "A flat square is counted like a cube of that side.",
  'geo.n.sa.lengthFromRange': {
    select: 'shape',
    cases: {
      cone: "The cone's length is the spell's range at caster level {level}: {ftRounded} ft.",
      line: "The line's length is the spell's range at caster level {level}: {ftRounded} ft.",
    },
    other: "The area's length is the spell's range at caster level {level}: {ftRounded} ft.",
  },
  'geo.n.sa.count': "The line names {count} such areas; one is drawn.",
  'geo.n.sa.perLevel': "The size grows per caster level; the size at 1st level is drawn.",
  'geo.n.sa.spread': "A spread turns corners; the open-grid footprint is drawn.",
} as const;
