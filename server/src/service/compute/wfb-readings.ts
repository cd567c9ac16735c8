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
 * Called by the Warhammer hover, the preview card and `explain --json`; the
 * readings' words are the catalogue's (`wfb.*`). Pure data and exact counts
 * (integers over 36).
 */
import type { MsgRef } from '../i18n/types';

/** One row of the miscast table as printed, and its chance under each reading. */
export interface MiscastRow {
  /** The range as the seed prints it: `2-3`, `3-6`, `7-8`, `9-10`, `11-12`. */
  printed: string;
  /** The result's name (the seed's heading, translated): `wfb.result.<printed>`. */
  result: MsgRef;
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

/** The rows as the seed prints them: dimensional cascade, minor explosion, detonation, magical backlash, power drain. */
const PRINTED: ReadonlyArray<{ printed: string; lo: number; hi: number }> = [
  { printed: '2-3', lo: 2, hi: 3 },
  { printed: '3-6', lo: 3, hi: 6 },
  { printed: '7-8', lo: 7, hi: 8 },
  { printed: '9-10', lo: 9, hi: 10 },
  { printed: '11-12', lo: 11, hi: 12 },
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
    return { printed: r.printed, result: { key: `wfb.result.${r.printed}` }, totalsA, totalsB, waysA: count(totalsA), waysB: count(totalsB) };
  });
}
