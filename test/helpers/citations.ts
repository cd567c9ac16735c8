/**
 * The project's numbering of the rule texts ("seed 000", "the seed's"), which
 * users never read: they read the game's rules by name. A spell's own text may
 * hold the word (a legume seed as material), so only these forms count.
 */
export const SEED_CITATION = /\bseeds? 0\d\d\b|\bthe seeds?\b|\bseed's\b/i;
