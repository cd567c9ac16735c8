/**
 * Dice expressions as sums of terms (`2d8 + 4d6 + 3 + MOD`): normalised,
 * compared and differenced, for the readers that turn level tables into the
 * format's scaling keys (5e-database) and check the format's dice form.
 * Pure.
 */
import { MAX_TEXT } from './normalise';

/** A sum of dice terms, e.g. `2d8 + 4d6 + 3 + MOD` -> `{ dice: { 8: 2, 6: 4 }, constant: 3, symbols: { MOD: 1 } }`. */
export interface DiceSum {
  dice: Map<number, number>;
  constant: number;
  symbols: Map<string, number>;
}

/** Removes the blanks around `+`/`-` and at the ends of a dice expression (`3d4 + 3` -> `3d4+3`). */
export function normalizeDice(expr: string): string {
  // What `.replace(/\s*([+-])\s*/g, '$1')` did (the blanks on both sides of each sign go), with each run of blanks
  // tried from its start only: tried from each of its blanks, a long run not followed by a sign cost quadratic time.
  // Each replace runs only where it has work: a long value with no sign and single spaces allocates nothing.
  let out = expr.trim();
  if ((out.includes('+') || out.includes('-')) && /\s/.test(out)) out = out.replace(/(?<!\s)\s+(?=[+-])|(?<=[+-])\s+/g, '');
  if (/\s\s|[^\S ]/.test(out)) out = out.replace(/\s+/g, ' ');
  return out;
}

/** True for the docs/format.md dice form `NdM[+K]` or a bare integer `K`. */
export function isSimpleDice(expr: string): boolean {
  return /^(?:\d+d\d+(?:[+-]\d+)?|\d+)$/.test(expr);
}

/** Parses a sum of `NdM`, integer and symbolic (`MOD`) terms; undefined when a term is none of those. */
export function parseDiceSum(expr: string): DiceSum | undefined {
  // Longer than any stat line the readers read (MAX_TEXT): not read as dice, so callers say it is not in dice form.
  if (expr.length > MAX_TEXT) return undefined;
  const text = normalizeDice(expr);
  if (text === '') return undefined;
  const sum: DiceSum = { dice: new Map(), constant: 0, symbols: new Map() };
  for (const match of text.matchAll(/([+-]?)([^+-]+)/g)) {
    const sign = match[1] === '-' ? -1 : 1;
    const term = (match[2] ?? '').trim();
    let m: RegExpMatchArray | null;
    if ((m = /^(\d*)d(\d+)$/i.exec(term))) {
      const faces = Number(m[2]);
      const count = m[1] === '' ? 1 : Number(m[1]);
      sum.dice.set(faces, (sum.dice.get(faces) ?? 0) + sign * count);
    } else if (/^\d+$/.test(term)) {
      sum.constant += sign * Number(term);
    } else if (/^[A-Za-z_]+$/.test(term)) {
      sum.symbols.set(term, (sum.symbols.get(term) ?? 0) + sign);
    } else {
      return undefined;
    }
  }
  return sum;
}

/** `b - a` term by term. */
export function diffDiceSum(a: DiceSum, b: DiceSum): DiceSum {
  const out: DiceSum = { dice: new Map(), constant: b.constant - a.constant, symbols: new Map() };
  for (const faces of new Set([...a.dice.keys(), ...b.dice.keys()])) {
    const delta = (b.dice.get(faces) ?? 0) - (a.dice.get(faces) ?? 0);
    if (delta !== 0) out.dice.set(faces, delta);
  }
  for (const sym of new Set([...a.symbols.keys(), ...b.symbols.keys()])) {
    const delta = (b.symbols.get(sym) ?? 0) - (a.symbols.get(sym) ?? 0);
    if (delta !== 0) out.symbols.set(sym, delta);
  }
  return out;
}

/** True when two sums are term-for-term equal. */
export function sameDiceSum(a: DiceSum, b: DiceSum): boolean {
  const d = diffDiceSum(a, b);
  return d.constant === 0 && d.dice.size === 0 && d.symbols.size === 0;
}

/**
 * The sum as a single increment `NdM` or `K` (positive, one term only), else undefined:
 * only such increments are written as `per_slot` / `per_character_level`.
 */
export function singleIncrement(sum: DiceSum): string | undefined {
  if (sum.symbols.size > 0) return undefined;
  if (sum.dice.size === 1 && sum.constant === 0) {
    const [faces, count] = [...sum.dice.entries()][0] as [number, number];
    return count > 0 ? `${count}d${faces}` : undefined;
  }
  if (sum.dice.size === 0 && sum.constant > 0) return String(sum.constant);
  return undefined;
}

