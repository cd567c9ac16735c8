/**
 * Markdown escaping for hovers: every user-supplied string (values and map
 * keys alike: a 3.5 `levels` class name, an `at_slot_level` key) goes
 * through {@link mdText} before it enters hover markdown, so spell text
 * cannot make links (`[x](command:...)`), images (`![](https://...)`),
 * autolinks (`https://...`, `www.`), HTML, headings, lists or emphasis.
 * Called by `hover.ts` and, through `sections/common.ts` `mdEscape`, by every
 * hover section.
 */

/**
 * The punctuation that can start a markdown construct inline: emphasis and
 * code (`* _ ~ \``), links and images (`[ ] !`), tables (`|`), headings
 * (`#`), and the `:` and `@` of autolinks (`https://`, `mailto:`, `a@b.c`).
 * Line-start constructs (lists, quotes, setext) cannot start: line breaks
 * become spaces and the text is placed after other text.
 */
const PUNCT = /[\\`*_[\]|~#!:@]/g;

/** C0/C1 controls, DEL, bidi controls and line/paragraph separators (dropped; line breaks become spaces). */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** The most characters of one user string a hover shows (then an ellipsis). */
export const MAX_SHOWN = 500;

/**
 * `s` as literal text in markdown: shown exactly as written, with no markdown
 * or HTML meaning. `&`, `<` and `>` become entities, the punctuation of
 * {@link PUNCT} is backslash-escaped (which also breaks `https://` and
 * `www.` autolinks), line breaks become spaces, control and bidi characters
 * are dropped; past {@link MAX_SHOWN} characters the text is cut with an
 * ellipsis. Not for use inside code spans (escapes do not work there).
 */
export function mdText(s: unknown): string {
  const full = String(s ?? '');
  // A hover shows a value, not a document: a value past MAX_SHOWN characters is cut, with an ellipsis, so a
  // 100 KB value repeated in a table's rows does not make a megabyte of markdown on every hover.
  return (full.length > MAX_SHOWN ? `${full.slice(0, MAX_SHOWN)}\u2026` : full)
    .replace(INVISIBLE, '')
    .replace(/\r\n|[\r\n\t\u2028\u2029]/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(PUNCT, (c) => `\\${c}`)
    // GFM's extended `www.` autolink needs no colon: break its dot.
    .replace(/(www)\./gi, '$1\\.');
}
