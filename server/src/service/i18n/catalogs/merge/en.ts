/**
 * The hover of a YAML merge (`<<: *base`) and of a key written over a merged
 * one (features/hover-merge.ts): where each value comes from. English, spread
 * into ../en.ts; byte for byte the text hover-merge.ts wrote before.
 * `{anchor}`, `{key}`, `{keys}` and `{op}` are code spans of the file's own
 * names; `{origin}` is a `merge.from`; `{origins}` those chained by
 * `merge.then`.
 */

/** The merge part of the English catalogue. */
export const mergeEn = {
  'merge.from': 'from {anchor}, line {line}',
  'merge.then': '{a}, then {b}',
  'merge.head': '**Merge** ({op}): keys {origins}; keys written here win.',
  'merge.entry': '{key}: {origin} (its line {line})',
  'merge.overridden': 'Written here, over the merged value: {keys}.',
  'merge.overrides': 'Overrides the value merged {origin} (line {line}).',
} as const;
