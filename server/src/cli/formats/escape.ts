/**
 * Escaping of repository-controlled text in what the CLI prints: file paths,
 * rule ids, and messages (which quote spell text). A file name may hold a
 * line break followed by `::error ...` (which GitHub Actions would run as a
 * workflow command from any line of a step's output), ESC/OSC sequences
 * (which move the cursor or retitle the terminal), BEL, C1 controls, or
 * bidirectional overrides that reorder what a reader sees; spell text may
 * hold the same, and zero-width or other invisible characters that make two
 * texts look alike. Every format runs paths through {@link safeText} and
 * messages through {@link escapeInvisible} (after its own handling of line
 * breaks and controls); the JSON formats also pass their whole text through
 * {@link jsonAscii}.
 */

/**
 * Characters that print as nothing: every format character (Unicode
 * category Cf: bidi embeddings, overrides, isolates and marks, zero-width
 * space/joiners, word joiner, BOM, soft hyphen, tag characters) and the
 * blank letters that render empty (Hangul fillers, the combining grapheme
 * joiner, Khmer inherent vowels). Variation selectors are left alone: they
 * only pick a glyph's style (emoji) and cannot hide or reorder text.
 */
const INVISIBLE_CLASS = '\\p{Cf}\\u034f\\u115f\\u1160\\u17b4\\u17b5\\u3164\\uffa0';

/** Invisible characters (see {@link INVISIBLE_CLASS}). */
const INVISIBLE = new RegExp(`[${INVISIBLE_CLASS}]`, 'gu');

/** C0 and C1 controls, DEL, line/paragraph separators, and every invisible character. */
const UNSAFE = new RegExp(`[\\p{Cc}\\p{Zl}\\p{Zp}${INVISIBLE_CLASS}]`, 'gu');

/** What {@link jsonAscii} escapes: {@link UNSAFE} without C0 (which `JSON.stringify` escapes in strings, and uses as layout between tokens). */
const UNSAFE_IN_JSON = new RegExp(`[\\u007f-\\u009f\\p{Zl}\\p{Zp}${INVISIBLE_CLASS}]`, 'gu');

function hex(n: number, width: number): string {
  return n.toString(16).padStart(width, '0');
}

/** The visible escape of one character: `\x1b`, `\u202e`, `\u{e0041}`. */
function visible(c: string): string {
  const n = c.codePointAt(0)!;
  return n <= 0xff ? `\\x${hex(n, 2)}` : n <= 0xffff ? `\\u${hex(n, 4)}` : `\\u{${n.toString(16)}}`;
}

/**
 * `s` with every control, line separator, bidi or other invisible character
 * written as a visible escape (`\x0a`, `\x1b`, `\u202e`, `\u200b`), so it
 * stays on one line, cannot drive a terminal or a CI runner, and shows what
 * is hidden in it. Backslashes are kept (Windows paths).
 */
export function safeText(s: string): string {
  return s.replace(UNSAFE, visible);
}

/**
 * `s` with every invisible character (bidi controls, zero-width characters,
 * tag characters, fillers) written as a visible escape (`\u202e`, `\u200b`);
 * controls and line breaks are left to the caller, which shows them its own
 * way (a space in stylish, `<br>` in markdown). For messages, which quote
 * spell text: a reader sees that something is there instead of a text
 * reordered or two names that look the same.
 */
export function escapeInvisible(s: string): string {
  return s.replace(INVISIBLE, visible);
}

/**
 * JSON text with the characters `JSON.stringify` leaves raw but a terminal
 * or a log reader would act on or not show (DEL, C1 controls, U+2028/2029,
 * bidi and other invisible characters) written as `\uXXXX` (a character
 * beyond U+FFFF as its two surrogate escapes). Such characters only occur
 * inside strings, where the escape means the same character: the data parse
 * to exactly the same value.
 */
export function jsonAscii(text: string): string {
  return text.replace(UNSAFE_IN_JSON, (c) => {
    let out = '';
    for (let i = 0; i < c.length; i++) out += `\\u${hex(c.charCodeAt(i), 4)}`;
    return out;
  });
}
