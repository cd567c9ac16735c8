/** Types of scripts/compare-snapshots.mjs (the output-snapshot comparer), for the TypeScript tests. */

/** A differing region of two texts (1-based line numbers), or the mark that more regions were left out. */
export type LineDifference = { lineA: number; lineB: number; a: string[]; b: string[] } | { more: true };

/** The differing regions of two texts by line, at most `maxHunks` (then a `{ more: true }`). */
export function lineDifferences(textA: string, textB: string, maxHunks?: number): LineDifference[];

/** Compare two snapshot trees byte for byte; `print` receives the report line by line. */
export function compareTrees(
  dirA: string,
  dirB: string,
  opts?: { hunks?: number; files?: number; print?: (line: string) => void },
): { identical: number; differing: string[]; onlyA: string[]; onlyB: string[] };
