/**
 * Prices in a material's text, in gold pieces, and whether the text says the
 * spell uses the material up. Two readings: the 2014 texts write a price as
 * `300 gp` or `1,000 gp` (the reading the 2014 rules and hovers have always
 * used, unchanged); the SRD 5.2 writes `worth 50+ GP`, `1,000+ GP` (the
 * least it may be worth) and `2 Copper Pieces`, which the 2024 reading takes
 * as well. Called by the material rules (`5e/material-cost`,
 * `5e24/material-cost`) and the material hover (features/material-focus.ts).
 * Pure; every pattern runs in linear time.
 */

/** Coins as gold pieces (5e and ToV: 1 pp = 10 gp, 1 gp = 10 sp = 100 cp). */
const COIN: Record<string, number> = { pp: 10, gp: 1, ep: 0.5, sp: 0.1, cp: 0.01 };
/** The coins the SRD 5.2 spells out ("2 Copper Pieces"), as their abbreviations. */
const COIN_WORDS: Record<string, string> = { platinum: 'pp', gold: 'gp', electrum: 'ep', silver: 'sp', copper: 'cp' };
/**
 * A price: a number (`1,500` with thousands commas) and a coin. The number has at most 15 digits (five comma
 * groups): an unbounded one was scanned again from every digit of a long run, time quadratic in its length.
 */
const PRICE = /(\d{1,3}(?:,\d{3}){1,5}|\d{1,15})\s*(pp|gp|ep|sp|cp)\b/gi;
/**
 * The 2024 price: the same number, an optional `+` ("at least"), and a coin abbreviated or spelt out
 * ("Copper Pieces"). From a number's first digit only (`(?<!\d)`), one way to match the blanks.
 */
const PRICE_2024 = /(?<![\d,])(\d{1,3}(?:,\d{3}){1,5}|\d{1,15})(\+?)\s*(?:(pp|gp|ep|sp|cp)\b|(platinum|gold|electrum|silver|copper) pieces?\b)/gi;

/** Words by which a text says the spell uses the material up. */
export const CONSUMES = /\bconsum(?:e|es|ed|ing)\b|\b(?:destroy|destroys|destroyed|shatters?|crumbles?)\b/i;

/** Every price the text names, in gp, the 2014 way (`300 gp`). */
export function pricesInText(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(PRICE)) out.push(Number(m[1]!.replace(/,/g, '')) * COIN[m[2]!.toLowerCase()]!);
  return out;
}

/** A price the 2024 way: the gp it is worth, and `atLeast` for `50+ GP`. */
export interface Price2024 {
  gp: number;
  atLeast: boolean;
  /** Where it is in the text, and its length. */
  index: number;
  length: number;
}

/** Every price the text names, the SRD 5.2's way (`worth 50+ GP`, `1,000+ GP`, `2 Copper Pieces`) or the 2014 way. */
export function pricesIn2024(text: string): Price2024[] {
  const out: Price2024[] = [];
  for (const m of text.matchAll(PRICE_2024)) {
    const coin = m[3] ? m[3].toLowerCase() : COIN_WORDS[m[4]!.toLowerCase()]!;
    out.push({ gp: Math.round(Number(m[1]!.replace(/,/g, '')) * COIN[coin]! * 100) / 100, atLeast: m[2] === '+', index: m.index!, length: m[0].length });
  }
  return out;
}
