/**
 * Area geometry: the exact set of grid squares an area of effect touches,
 * under each grid method of the supported systems (issue "Area geometry:
 * exact grid footprints"). Called by the hover sections and the area preview
 * (with `footprint-render.ts` for the pictures) and by rules that compare an
 * area's size with its text.
 *
 * Pure: numbers in, cells out; no document types, no IO. Nothing here throws:
 * bad input gives an empty footprint whose `notes` say why.
 *
 * Conventions (docs/geometry.md has the derivations and anchor counts):
 * - 5-ft squares; the point of origin is the grid intersection (0, 0);
 *   cell (x, y) covers [5x, 5x+5] x [5y, 5y+5] feet; +y is "up" on the map.
 * - Placement: `orthogonal` points along +x, `diagonal` towards +x+y
 *   (45 degrees), `{ angleDeg }` any direction (counter-clockwise from +x).
 * - Shapes (feet): sphere/cylinder = a circle of the radius centred on the
 *   origin (a cylinder's footprint is its base); cone = the 5e flat-ended
 *   isosceles triangle whose width equals the distance from the origin (half
 *   angle atan(1/2), about 26.57 degrees); cube = the square with the origin
 *   at a corner of its near face: orthogonally [0, s] x [0, s], otherwise
 *   that square rotated about the origin; line = a W-wide rectangle (W
 *   defaults to 5) whose centre line starts at the origin.
 * - Methods: `dmg` (round areas: squares covered at least half; other shapes:
 *   squares covered with positive area), `template` (positive-area overlap),
 *   `token` (the DMG token method: squares, rows of tokens), `grid35` (3.5 /
 *   Pathfinder: intersection-to-intersection distance, every second diagonal
 *   double, a square is in when its far corner is within the area), `wfb`
 *   (Warhammer small and large round templates on a 1-inch grid), `grid24`
 *   (the 2024 rules' grid: every square entered costs 1, diagonal or not;
 *   emanations around a creature's space of each size).
 */
export { CELL_FEET, MAX_AREA_FEET, METHODS_5E, ORIGIN_SIDE, feetToMetres, methodsFor, type AreaShape, type AreaSpec, type FootNote, type Footprint, type GridMethod, type OriginSize, type Placement } from './model';
export { emanationCells } from './grid24';
export { circleRectArea, polygonRectArea } from './shape';
export { grid35Distance } from './grid35';
export { WFB_TEMPLATES } from './wfb';
export { footprint } from './footprint';
