// What the output snapshot rewrites before writing, and nothing more: the
// paths that differ between machines, checkouts and runs, and the one time
// stamp the tool writes (the 5etools export's). Everything else is kept byte
// for byte, so any change of the tool's output shows in a compare.

/**
 * Paths that differ between runs or checkouts, each replaced by a placeholder
 * in everything written: the input checkout, the tool's checkout, the corpus
 * folder and the run's temporary folder. Nothing else is rewritten.
 */
export class Placeholders {
  /** @param {Array<[string, string]>} pairs [path, placeholder]; longer paths are replaced first. */
  constructor(pairs) {
    this.pairs = pairs.filter(([p]) => p).sort((a, b) => b[0].length - a[0].length);
  }

  /** The text with every known path replaced (as written, and JSON-escaped). */
  apply(text) {
    let out = text;
    for (const [path, name] of this.pairs) {
      out = out.split(path).join(name);
      const escaped = JSON.stringify(path).slice(1, -1);
      if (escaped !== path) out = out.split(escaped).join(name);
    }
    return out;
  }
}

/**
 * The 5etools export stamps `_meta.dateAdded` and `dateLastModified` with the
 * time of the run: the one value replaced, nothing else.
 */
export function normaliseBrewDates(text) {
  return text.replace(/("date(?:Added|LastModified)":\s*)\d+/g, '$1"<export time>"');
}
