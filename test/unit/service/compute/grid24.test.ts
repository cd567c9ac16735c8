/**
 * The 2024 grid (compute/geometry/grid24.ts) and the 2024 concentration DC.
 *
 * Expected values are worked out by hand from the SRD 5.2 text
 * (../shared/corpus/srd52), never from the implementation:
 * - Playing on a Grid: "every square entered costs 1 square of movement,
 *   diagonal or not"; a range is counted from a square adjacent to one thing
 *   to the space of the other. So a square k steps (king's moves) from a
 *   space is 5k feet from it, and an area extending d feet reaches every
 *   square within floor(d / 5) steps.
 * - Creature Size and Space: Tiny shares a square (its emanation counts from
 *   that square), Small and Medium 1 x 1, Large 2 x 2, Huge 3 x 3,
 *   Gargantuan 4 x 4.
 * - Emanation: "An Emanation's origin (creature or object) isn't included in
 *   the area of effect unless its creator decides otherwise."
 * So an emanation of n squares around an s x s space is the (s + 2n)^2 block
 * less the space: Spirit Guardians (15 ft, n = 3) around a Medium caster is
 * 7 x 7 - 1 = 48 squares, 49 with the caster's own square; Large 8 x 8 - 4 =
 * 60; Huge 9 x 9 - 9 = 72; Gargantuan 10 x 10 - 16 = 84; Tiny and Small as
 * Medium, 48.
 * A second method checks the block on generated sizes: a breadth-first search
 * of king's moves out of the space, each costing 1, exactly as the rule
 * counts movement.
 */
import { describe, expect, it } from 'vitest';
import { emanationCells, footprint, methodsFor, type AreaSpec, type OriginSize } from '../../../../server/src/service/compute/geometry';
import { concentrationDc } from '../../../../server/src/service/compute/abilities';

const SIDE: Record<OriginSize, number> = { tiny: 1, small: 1, medium: 1, large: 2, huge: 3, gargantuan: 4 };

/** Squares within `n` king's moves of an s x s space at [0, s) x [0, s), found by breadth-first search (the rule's own counting). */
function byMoves(n: number, s: number, withSpace: boolean): number {
  const dist = new Map<string, number>();
  const queue: Array<[number, number]> = [];
  for (let x = 0; x < s; x++) for (let y = 0; y < s; y++) {
    dist.set(`${x},${y}`, 0);
    queue.push([x, y]);
  }
  for (let i = 0; i < queue.length; i++) {
    const [x, y] = queue[i]!;
    const d = dist.get(`${x},${y}`)!;
    if (d === n) continue;
    for (let dx = -1; dx <= 1; dx++) for (let dy = -1; dy <= 1; dy++) {
      const k = `${x + dx},${y + dy}`;
      if (!dist.has(k)) {
        dist.set(k, d + 1);
        queue.push([x + dx, y + dy]);
      }
    }
  }
  return withSpace ? dist.size : dist.size - s * s;
}

const emanation = (distance: number, originSize?: OriginSize, includeOrigin?: boolean): AreaSpec => ({ shape: 'emanation', distance, ...(originSize ? { originSize } : {}), ...(includeOrigin ? { includeOrigin } : {}) });

describe('emanations on the 2024 grid', () => {
  it('Spirit Guardians, 15 ft around a Medium caster: 48 squares, 49 with the caster\'s square', () => {
    expect(footprint(emanation(15), 'grid24').count).toBe(48);
    expect(footprint(emanation(15, 'medium', true), 'grid24').count).toBe(49);
  });

  it.each([
    ['tiny', 48, 49],
    ['small', 48, 49],
    ['medium', 48, 49],
    ['large', 60, 64],
    ['huge', 72, 81],
    ['gargantuan', 84, 100],
  ] as const)('15 ft around a %s origin: %i squares, %i with its space', (size, out, all) => {
    expect(footprint(emanation(15, size), 'grid24').count).toBe(out);
    expect(footprint(emanation(15, size, true), 'grid24').count).toBe(all);
    // The origin's space is drawn apart from the area, in or out.
    expect(footprint(emanation(15, size), 'grid24').space?.length).toBe(SIDE[size] ** 2);
  });

  it('Aura of Vitality, 30 ft around a Medium caster: 13 x 13 - 1 = 168 squares; 5 ft: 3 x 3 - 1 = 8', () => {
    expect(footprint(emanation(30), 'grid24').count).toBe(168);
    expect(footprint(emanation(5), 'grid24').count).toBe(8);
  });

  it('agrees with a breadth-first search of moves costing 1 each, for every size and distances 5 to 60 ft', () => {
    for (const size of Object.keys(SIDE) as OriginSize[]) {
      for (let n = 1; n <= 12; n++) {
        for (const inc of [false, true]) {
          const { cells } = emanationCells(n, SIDE[size], inc);
          expect(cells.length, `${size} ${n * 5} ft ${inc ? 'in' : 'out'}`).toBe(byMoves(n, SIDE[size], inc));
          expect(footprint(emanation(n * 5, size, inc), 'grid24').count).toBe(cells.length);
        }
      }
    }
  });

  it('a distance that is not whole squares counts the whole squares within it, and says so', () => {
    const fp = footprint(emanation(17), 'grid24');
    expect(fp.count).toBe(48);
    expect(fp.notes.map((n) => n.key)).toContain('geo.n.g24Whole');
  });

  it('only the 2024 grid counts an emanation: another method gives no square and a note', () => {
    const fp = footprint(emanation(15), 'dmg');
    expect(fp.count).toBe(0);
    expect(fp.notes.map((n) => n.key)).toContain('geo.n.emanationMethod');
  });
});

describe('the other shapes on the 2024 grid (our reading of the SRD 5.2 counting, stated in the notes)', () => {
  it('a 20-ft sphere from an intersection reaches 4 squares each way: 8 x 8 = 64', () => {
    expect(footprint({ shape: 'sphere', radius: 20 }, 'grid24').count).toBe(64);
  });
  it('a 15-ft cone is rows of 1, 2 and 3 squares: 6; a 15-ft cube 3 x 3 = 9; a 30-ft line 5 ft wide 6', () => {
    expect(footprint({ shape: 'cone', length: 15 }, 'grid24').count).toBe(6);
    expect(footprint({ shape: 'cone', length: 15 }, 'grid24', 'diagonal').count).toBe(6);
    expect(footprint({ shape: 'cube', size: 15 }, 'grid24').count).toBe(9);
    expect(footprint({ shape: 'line', length: 30, width: 5 }, 'grid24').count).toBe(6);
    expect(footprint({ shape: 'line', length: 30, width: 5 }, 'grid24', 'diagonal').count).toBe(6);
  });
});

describe('the methods of a 2024 spell', () => {
  it('the 2024 grid only, and the 2014 methods only where the file asks for them', () => {
    expect(methodsFor('dnd5e', '2024')).toEqual(['grid24']);
    expect(methodsFor('dnd5e', '2024', ['dmg', 'grid24', 'wfb', 'dmg'])).toEqual(['grid24', 'dmg']);
    expect(methodsFor('dnd5e')).not.toContain('grid24');
    expect(methodsFor('tov', '2024')).not.toContain('grid24');
  });
});

describe('concentration DC', () => {
  // SRD 5.2, Concentration: "The DC equals 10 or half the damage taken (round down), whichever number is higher, up to a maximum DC of 30."
  it.each([
    [0, 10, 10],
    [19, 10, 10],
    [21, 10, 10],
    [22, 11, 11],
    [59, 29, 29],
    [60, 30, 30],
    [61, 30, 30],
    [100, 50, 30],
    [140, 70, 30],
  ])('%i damage: DC %i under the 2014 rules, %i under the 2024 rules', (damage, dc2014, dc2024) => {
    expect(concentrationDc(damage)).toBe(dc2014);
    expect(concentrationDc(damage, '2014')).toBe(dc2014);
    expect(concentrationDc(damage, '2024')).toBe(dc2024);
  });
});
