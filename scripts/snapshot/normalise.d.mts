/** Types of scripts/snapshot/normalise.mjs (what the output snapshot rewrites), for the TypeScript tests. */

/** Paths replaced by placeholders, longer paths first. */
export class Placeholders {
  constructor(pairs: Array<[string, string]>);
  apply(text: string): string;
}

/** The 5etools export's two time stamps replaced; nothing else. */
export function normaliseBrewDates(text: string): string;
