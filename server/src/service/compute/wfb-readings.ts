/**
 * Three more places where seed 003 (Warhammer Fantasy Battle, Russian)
 * contradicts itself, each with both readings labelled (issue 11 item 6),
 * beside `IF_AND_MISCAST_READINGS` in warhammer.ts:
 *
 * - the miscast table prints rows "2-3" and "3-6", which overlap at 3: a 2D6
 *   roll of 3 (2 chances in 36) falls in the first row (reading A) or the
 *   second (reading B), and the odds of each result differ;
 * - rerolls: "учитывается переброшенный результат" (the rerolled result
 *   counts) against "перебросы ... не могут вызывать Непреодолимую Силу или
 *   отменять Магическую Ошибку" (rerolls can neither cause irresistible force
 *   nor cancel a miscast);
 * - after a miscast the wizard "не может колдовать и рассеивать заклинания"
 *   (can neither cast nor dispel) by the rule, but "хоть и может рассеивать
 *   вражеские заклинания" (may still dispel) by the worked example.
 *
 * Called by the Warhammer hover, the preview card and `explain --json`.
 * Pure data and exact counts (integers over 36).
 */

/** One row of the miscast table as printed, and its chance under each reading. */
export interface MiscastRow {
  /** The range as the seed prints it: `2-3`, `3-6`, `7-8`, `9-10`, `11-12`. */
  printed: string;
  /** The result's name (the seed's heading, translated). */
  result: string;
  /** 2D6 totals the row takes when a 3 goes to the first row (reading A). */
  totalsA: number[];
  /** ... when a 3 goes to the second row (reading B). */
  totalsB: number[];
  /** Ways out of 36 under reading A. */
  waysA: number;
  /** Ways out of 36 under reading B. */
  waysB: number;
}

/** Ways to roll each total 2..12 on 2D6 (counted, not typed in). */
export function twoD6Ways(): Map<number, number> {
  const ways = new Map<number, number>();
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) ways.set(a + b, (ways.get(a + b) ?? 0) + 1);
  return ways;
}

const PRINTED: ReadonlyArray<{ printed: string; result: string; lo: number; hi: number }> = [
  { printed: '2-3', result: 'Dimensional cascade (large template; D6: 1-3 the wizard is removed, 4+ loses D3 levels)', lo: 2, hi: 3 },
  { printed: '3-6', result: 'Minor explosion (small template; the spell is forgotten; D6 power dice lost)', lo: 3, hi: 6 },
  { printed: '7-8', result: 'Detonation (base contact; D6 power dice lost)', lo: 7, hi: 8 },
  { printed: '9-10', result: 'Magical backlash (hits on own casters; D6 power dice lost)', lo: 9, hi: 10 },
  { printed: '11-12', result: 'Power drain (D3 power dice lost)', lo: 11, hi: 12 },
];

/** The miscast table with each row's totals and chances under both readings of the overlap at 3. */
export function miscastTable(): MiscastRow[] {
  const ways = twoD6Ways();
  const count = (totals: number[]) => totals.reduce((s, t) => s + (ways.get(t) ?? 0), 0);
  return PRINTED.map((r, i) => {
    const all: number[] = [];
    for (let t = r.lo; t <= r.hi; t++) all.push(t);
    // The overlap: 3 belongs to row 0 under A, to row 1 under B.
    const totalsA = i === 1 ? all.filter((t) => t !== 3) : all;
    const totalsB = i === 0 ? all.filter((t) => t !== 3) : all;
    return { printed: r.printed, result: r.result, totalsA, totalsB, waysA: count(totalsA), waysB: count(totalsB) };
  });
}

/** The miscast table's two readings, for labels. */
export const MISCAST_TABLE_READINGS = {
  a: 'Reading A: a roll of 3 is the first row ("2-3", dimensional cascade), so "3-6" is 4-6.',
  b: 'Reading B: a roll of 3 is the second row ("3-6", minor explosion), so "2-3" is 2 only.',
} as const;

/** Rerolls and irresistible force or miscast: the two readings, for labels. */
export const REROLL_READINGS = {
  a: 'Rule text on irresistible force: "Если маг имеет возможность перебрасывать кубики на сотворение заклинания, то учитывается переброшенный результат" (a rerolled die counts: a reroll can make or unmake a pair of 6s or 1s).',
  b: 'Rule text on miscasts: "перебросы ... не могут вызывать Непреодолимую Силу или отменять Магическую Ошибку" (a reroll can neither cause irresistible force nor cancel a miscast).',
} as const;

/** Dispelling after a miscast: the two readings, for labels. */
export const DISPEL_AFTER_MISCAST_READINGS = {
  a: 'Rule text: "не может колдовать и рассеивать заклинания противника до своей следующей Фазы магии" (the wizard can neither cast nor dispel until their next magic phase).',
  b: 'Worked example (6, 1, 6, 1): "не может колдовать до своей следующей фазы магии, хоть и может рассеивать вражеские заклинания" (cannot cast, but may still dispel).',
} as const;
