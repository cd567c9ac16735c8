/**
 * Escaping of repository-controlled text (file paths above all) in what the
 * CLI prints. A file name may hold a line break followed by `::error ...`
 * (which GitHub Actions would run as a workflow command from any line of a
 * step's output), ESC/OSC sequences (which move the cursor or retitle the
 * terminal), BEL, C1 controls, or bidirectional overrides that reorder what
 * a reader sees. Every format runs paths through {@link safeText}; the JSON
 * formats also pass their whole text through {@link jsonAscii}.
 */

/** C0 and C1 controls, DEL, line/paragraph separators, bidi embeddings/overrides/isolates and marks, BOM. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;

function hex(n: number, width: number): string {
  return n.toString(16).padStart(width, '0');
}

/**
 * `s` with every control or bidi character written as a visible escape
 * (`\x0a`, `\x1b`, `\u202e`), so it stays on one line and cannot drive a
 * terminal or a CI runner. Backslashes are kept (Windows paths).
 */
export function safeText(s: string): string {
  return s.replace(UNSAFE, (c) => {
    const n = c.charCodeAt(0);
    return n <= 0xff ? `\\x${hex(n, 2)}` : `\\u${hex(n, 4)}`;
  });
}

/** What {@link jsonAscii} escapes: {@link UNSAFE} without C0 (which `JSON.stringify` escapes in strings, and uses as layout between tokens). */
const UNSAFE_IN_JSON = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;

/**
 * JSON text with the characters `JSON.stringify` leaves raw but a terminal
 * or a log reader would act on (DEL, C1 controls, U+2028/2029, bidi controls)
 * written as `\uXXXX`. Such characters only occur inside strings, where the
 * escape means the same character: the data parse to exactly the same value.
 */
export function jsonAscii(text: string): string {
  return text.replace(UNSAFE_IN_JSON, (c) => `\\u${hex(c.charCodeAt(0), 4)}`);
}
