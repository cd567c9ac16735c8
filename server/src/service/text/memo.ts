/**
 * A memo of answers read from short texts, keyed by the exact text: the
 * readers of casting times and durations (text/canonical.ts,
 * rules/read.ts), of 3.5 lengths (rules/read.ts) and of 3.5 area shapes
 * (rules/dnd35-area-shape.ts) use one each, since the schema pass and several
 * rules read the same spell's texts and datasets repeat a few of them.
 * Texts over 120 characters are read each time (the language
 * server keeps its memos); answers are frozen, as they are shared; the memo
 * is cleared when it holds 2,048 texts. Each user's test compares its memo
 * with the plain reader (read-memo.test.ts, rule-shortcuts.test.ts).
 */
export class TextMemo<T extends object> {
  private readonly answers = new Map<string, T | null>();

  /** @param freeze makes a fresh answer shareable (default: `Object.freeze`, shallow) */
  constructor(private readonly freeze: (answer: T) => T = (a) => Object.freeze(a)) {}

  /** The answer for `text`: remembered, or `read(text)` (frozen and remembered). */
  get(text: string, read: (text: string) => T | undefined): T | undefined {
    if (text.length > 120) return read(text);
    const hit = this.answers.get(text);
    if (hit !== undefined) return hit ?? undefined;
    const r = read(text);
    const kept = r === undefined ? null : this.freeze(r);
    if (this.answers.size >= 2048) this.answers.clear();
    // The key as its own string: a cut of a spell's text would keep that whole text alive in the memo.
    this.answers.set(ownString(text), kept);
    return kept ?? undefined;
  }
}

/**
 * A copy of `s` that does not keep the string it was cut from alive. V8 makes
 * a cut of 13 or more characters a view into its parent; a spell's name is a
 * cut of the text js-yaml loaded, itself a copy of the item's text (js-yaml
 * appends to its input), so the name kept by each spell model held its whole
 * item: a second copy of the file, 28 MB of a 50k-spell file's heap. Used for
 * spell names (check-spell.ts), memo keys (above) and the item reader's key cache.
 */
export function ownString(s: string): string {
  // join copies into one flat string (a cut of `s + ' '` was a view into a copy: two objects).
  return s.length < 13 ? s : [s.slice(0, 1), s.slice(1)].join('');
}
