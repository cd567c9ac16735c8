/**
 * What the stat-line readers share: the text normalised once (lower case,
 * straight quotes, single spaces, number words as digits, at most
 * {@link MAX_TEXT} characters), read into clauses, numbers and units.
 *
 * The readers (range.ts, casting-time.ts, duration.ts, area35.ts) are
 * lenient where real data is messy: they read the leading clause and ignore
 * trailing qualifiers such as `; see text`, `(see below)` or `or until
 * discharged`; when the first of several `or` / `and` alternatives cannot
 * be read, the next one is tried. Whether a text is in the *canonical* form
 * of docs/format.md is the JSON schema's job, not theirs. Pure; nothing here
 * throws.
 *
 * Units: 1.5 m is one 5-ft square (so metres convert to feet as x 10/3),
 * 1 mile is 5,280 feet. Warhammer ranges stay in tabletop inches.
 */

/**
 * Longest stat line (casting time, range, duration, area, effect, target) the
 * readers look at, here and in rules/read.ts: longer text is not a stat-block
 * field, and is not read (`text/too-long` says so: service/long-text.ts). The bound
 * also keeps the readers' many patterns cheap on hostile text.
 */
export const MAX_TEXT = 2000;

const NUMBER_WORDS: Record<string, string> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  twelve: '12',
  twenty: '20',
};
const NUMBER_WORD_RE = /\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\b/g;

/** Lower case, straight quotes, single spaces, number words as digits. `undefined` for non-text or over-long text. */
export function normalise(text: unknown): string | undefined {
  if (typeof text !== 'string' || text.length > MAX_TEXT) return undefined;
  const s = text
    .replace(/[\u201c\u201d\u2033]|\u2032\u2032/g, '"')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(NUMBER_WORD_RE, (w) => NUMBER_WORDS[w] ?? w);
  return s.length > 0 ? s : undefined;
}

/** A decimal number: `1,000` is a thousand, `4,5` is 4.5 (a decimal comma). */
export function num(s: string): number {
  if (/^\d{1,3}(?:,\d{3})+$/.test(s)) return Number(s.replace(/,/g, ''));
  return Number(s.replace(',', '.'));
}

/** Round away float noise from unit conversions. */
export function tidy(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/** Metres to feet on the 5-ft grid: 1.5 m = 5 ft. */
export function metresToFeet(m: number): number {
  return tidy((m * 10) / 3);
}

/**
 * The clauses of a text to try in order: the text before the first `;`
 * (qualifiers like `see text` follow it), then each of its `or` / `and` /
 * `, then` alternatives.
 */
export function clauses(s: string): string[] {
  const head = s.split(';')[0]!.trim();
  const out = [head];
  const parts = head.split(/\s+(?:or|and|then)\s+|,\s*then\s+/);
  if (parts.length > 1) for (const p of parts) if (p.trim()) out.push(p.trim());
  return out;
}

/** Does the rest of a clause after a match start a new part (so the match was a whole word or phrase)? */
export function boundary(rest: string): boolean {
  return rest === '' || /^[\s;,/()+.:]/.test(rest);
}

/** Match `re` (anchored with ^) at the start of `s` and require a boundary after it. */
export function lead(re: RegExp, s: string): RegExpExecArray | undefined {
  const m = re.exec(s);
  if (!m || m.index !== 0) return undefined;
  return boundary(s.slice(m[0].length)) ? m : undefined;
}
