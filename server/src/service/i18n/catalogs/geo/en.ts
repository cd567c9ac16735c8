/**
 * Why an area covers no square (compute/geometry.ts's `Footprint.why`), as
 * `grimoire explain` prints it under the area line; words built by
 * features/area-note.ts. English, spread into ../en.ts; byte for byte the
 * notes geometry.ts wrote before. `{what}` is `<shape>.<dimension>`.
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
} as const;
