/**
 * What a line break is, in one place.
 *
 * YAML 1.2 breaks lines at LF, CRLF and a lone CR (spec 5.4), and so do
 * js-yaml (Grimoire's parser), PyYAML, the LSP and VS Code. The `yaml`
 * package reads a lone CR as an ordinary character (eemeli/yaml#595, declined
 * upstream), and every scan of ours that looked for `\n` did the same: a
 * comment ran to the next LF, so `# note\r  - name: Hidden` hid a spell from
 * the splitter that js-yaml and PyYAML both read. Rather than teach each
 * scanner (splitter, item reader, line index, disable comments, the `yaml`
 * lexer behind them) a third kind of break, the analyser reads the text with
 * every lone CR turned into an LF ({@link withLfForLoneCr}): the same length,
 * so every offset is still the user's, and the same line breaks YAML 1.2
 * reads (a lone CR and an LF are the same break to it, in structure and in
 * scalar content). Everything the analyser hands out (findings, positions,
 * the analysed text) is in that reading.
 *
 * NEL (U+0085), LS (U+2028) and PS (U+2029) are line breaks in YAML 1.1 only:
 * YAML 1.2 reads them as text. Where a YAML 1.1 reader would read something
 * else because of them is a `yaml/yaml11` finding (parse/yaml11-breaks.ts).
 */
import type { DocText } from './doc-text';

const LF = 10;
const CR = 13;

/**
 * Is there a CR in [from, to) of `text` that is not followed by an LF (a line
 * break to YAML 1.2 that a `\n` scan misses)? One indexOf over the whole text
 * when it has no CR; for a window, only the window is read (an edit's region:
 * the keystroke path must not scan the file).
 */
export function hasLoneCr(text: DocText, from = 0, to = text.length): boolean {
  const a = Math.max(0, from);
  const b = Math.min(to, text.length);
  if (b <= a) return false;
  if (a > 0 || b < text.length) return loneCrBefore(text.slice(a, Math.min(text.length, b + 1)), b - a);
  return loneCrBefore(text, b);
}

/** A lone CR at an index below `end` of `s` (the character at `end`, when there, only tells whether a CR before it is lone). */
function loneCrBefore(s: DocText, end: number): boolean {
  for (let i = s.indexOf('\r'); i !== -1 && i < end; i = s.indexOf('\r', i + 1)) {
    if (s.charCodeAt(i + 1) !== LF) return true;
  }
  return false;
}

/**
 * `text` with every lone CR turned into an LF: the text as the analyser reads
 * it (same length, same offsets, the same line breaks as YAML 1.2). The text
 * itself when it holds no lone CR (no copy).
 */
export function withLfForLoneCr(text: string): string {
  return hasLoneCr(text) ? text.replace(/\r(?!\n)/g, '\n') : text;
}

/** The line break a file uses, as its first one is written (LF for a text without one): what fixes that insert lines write. */
export function lineBreakOf(text: string): '\n' | '\r\n' | '\r' {
  const nl = text.indexOf('\n');
  const cr = text.indexOf('\r');
  if (cr === -1 || (nl !== -1 && nl < cr)) return '\n';
  return text.charCodeAt(cr + 1) === LF ? '\r\n' : '\r';
}

/**
 * Offsets (plus `base`) just after each line break of `text` (LF, CRLF, lone
 * CR); with `first`, 0 + base leads. The language server's document store
 * (lsp/documents.ts) keeps these for LSP positions.
 */
export function lineStartsOf(text: string, base: number, first = false): number[] {
  const out: number[] = first ? [base] : [];
  // indexOf finds the next break faster than a char loop over a 30 MB text.
  let nl = text.indexOf('\n');
  let cr = text.indexOf('\r');
  while (nl !== -1 || cr !== -1) {
    if (cr !== -1 && (nl === -1 || cr < nl)) {
      if (cr + 1 === nl) {
        out.push(base + nl + 1);
        nl = text.indexOf('\n', nl + 1);
        cr = text.indexOf('\r', cr + 2);
      } else {
        out.push(base + cr + 1);
        cr = text.indexOf('\r', cr + 1);
      }
    } else {
      out.push(base + nl + 1);
      nl = text.indexOf('\n', nl + 1);
    }
  }
  return out;
}

/** Is `c` a line break character (LF or CR)? */
export function isBreakChar(c: number): boolean {
  return c === LF || c === CR;
}

/** The characters YAML 1.1 reads as line breaks and YAML 1.2 as text: NEL, LS, PS. */
export const YAML11_BREAKS = ['\u0085', '\u2028', '\u2029'] as const;

/** Offsets of NEL, LS and PS in `text`, ascending (three indexOf scans; none for ordinary text). */
export function yaml11BreaksIn(text: string): number[] {
  const out: number[] = [];
  for (const ch of YAML11_BREAKS) for (let i = text.indexOf(ch); i !== -1; i = text.indexOf(ch, i + 1)) out.push(i);
  return out.length > 1 ? out.sort((a, b) => a - b) : out;
}

/** Does `text` hold NEL, LS or PS? */
export function hasYaml11Break(text: string): boolean {
  return text.indexOf('\u0085') !== -1 || text.indexOf('\u2028') !== -1 || text.indexOf('\u2029') !== -1;
}

/** Is `c` NEL, LS or PS? */
export function isYaml11BreakChar(c: number): boolean {
  return c === 0x85 || c === 0x2028 || c === 0x2029;
}
