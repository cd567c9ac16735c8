/**
 * Text for a cell of the GitHub job summary's markdown tables (github.ts,
 * github-configs.ts). The cells quote spell text (messages) and repository
 * paths, so nothing in them may render as markup, a link or a mention.
 */
import { escapeInvisible } from './escape';

/** U+2060 WORD JOINER: invisible, and no character of a link, a mention or a reference. */
const JOINER = '\u2060';

/**
 * Text made safe for a GFM table cell: control characters dropped, bidi and
 * other invisible characters written as visible escapes, HTML-escaped,
 * markdown punctuation backslash-escaped (backticks too, so no code span can
 * open or close), `|` escaped, line breaks as `<br>`; then links, mentions
 * and references made inert by a word joiner where GitHub would find them:
 * `https\u2060://…` and `www\u2060.` (no autolink), `@\u2060user` (no
 * mention, no e-mail link), `#\u2060123` (no issue link). GitHub finds
 * mentions and references in the rendered text, where a backslash escape
 * no longer is; a joiner stays, and the spell text cannot hold one of its
 * own (it was escaped first).
 */
export function markdownCell(s: string): string {
  return (
    escapeInvisible(
      // eslint-disable-next-line no-control-regex
      s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, ''),
    )
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/[\\`*_[\]~#|]/g, '\\$&')
      .replace(/\r\n|[\r\n\u2028\u2029]/g, '<br>')
      .replace(/([a-z0-9])(:\/\/|:(?=[^\s<]))/gi, `$1${JOINER}$2`)
      .replace(/\b(www)\./gi, `$1${JOINER}.`)
      .replace(/[@#]/g, `$&${JOINER}`)
  );
}
