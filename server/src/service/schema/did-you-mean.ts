/**
 * "Did you mean" hints on unknown keys and enum values: the closest option
 * by edit distance, and whether it is a guess between several. Called by
 * the schema error mapping (validate.ts).
 */

/** The two rows {@link distance} works in (grown on demand; the service is synchronous). */
let rowA = new Int32Array(64);
let rowB = new Int32Array(64);

/**
 * Edit distance (Levenshtein, UTF-16 units), 99 when the lengths differ by
 * more than 3: "did you mean" hints on unknown keys and enum values (validate.ts
 * mapOne, via closest and tiedWith). Two reused rows instead of an array per row (it
 * ran for every known key of every unknown-key error: 15 MB at 50k spells);
 * test/unit/service/rules/rule-shortcuts.test.ts compares it with the plain table.
 */
export function distance(a: string, b: string): number {
  const m = a.length;
  const n = b.length;
  if (Math.abs(m - n) > 3) return 99;
  if (n + 1 > rowA.length) {
    rowA = new Int32Array(n + 1);
    rowB = new Int32Array(n + 1);
  }
  let prev = rowA;
  let cur = rowB;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= m; i++) {
    cur[0] = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const del = prev[j]! + 1;
      const ins = cur[j - 1]! + 1;
      const sub = prev[j - 1]! + (ca === b.charCodeAt(j - 1) ? 0 : 1);
      cur[j] = del < ins ? (del < sub ? del : sub) : ins < sub ? ins : sub;
    }
    const t = prev;
    prev = cur;
    cur = t;
  }
  return prev[n]!;
}

/** How many of `options` are as close to `word` as `best` (1 means the hint is not a guess between keys). */
export function tiedWith(word: string, best: string, options: readonly string[]): number {
  const d = distance(word.toLowerCase(), best.toLowerCase());
  return options.filter((o) => distance(word.toLowerCase(), o.toLowerCase()) === d).length;
}

/** The option within two edits of `word` (case aside), or undefined: no hint for a word under 3 characters. */
export function closest(word: string, options: readonly string[]): string | undefined {
  if (word.length < 3) return undefined; // "X" is one edit from every component letter: no useful hint
  let best: string | undefined;
  let bestD = 3;
  const w = word.toLowerCase();
  for (const o of options) {
    const d = distance(w, o.toLowerCase());
    if (d < bestD || (d === bestD && best === undefined && d <= 2)) {
      bestD = d;
      best = o;
    }
  }
  return bestD <= 2 ? best : undefined;
}
