/**
 * HTML fragments read as plain text: paragraphs as blocks separated by a blank
 * line, list items as `- item` lines, character references decoded. Shared by
 * the readers of formats that keep HTML (Foundry descriptions, PSRD bodies).
 * Pure; linear in the text (see replaceBefore).
 */

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '\u2013',
  mdash: '\u2014',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  hellip: '\u2026',
  times: '\u00d7',
  divide: '\u00f7',
  minus: '\u2212',
  plusmn: '\u00b1',
  deg: '\u00b0',
  frac12: '\u00bd',
  frac14: '\u00bc',
  frac34: '\u00be',
  eacute: '\u00e9',
  egrave: '\u00e8',
  aacute: '\u00e1',
  iacute: '\u00ed',
  oacute: '\u00f3',
  uacute: '\u00fa',
  ntilde: '\u00f1',
  ouml: '\u00f6',
  uuml: '\u00fc',
  auml: '\u00e4',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  bull: '\u2022',
  middot: '\u00b7',
  sect: '\u00a7',
};

/** Decodes HTML character references (named ones in common use, decimal and hex); unknown names stay as they are. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[ref] ?? NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** Collapses runs of whitespace inside one paragraph to single spaces and trims it. */
function squash(text: string): string {
  return text.replace(/[ \t\r\n\f\v\u00a0]+/g, ' ').trim();
}

/**
 * `text.replace(re, by)` for a global `re` whose every match ends with `closer`, applied only up to the end of
 * the last `closer`: what it gives is the same, since no match lies past that point. In that part each attempt
 * from an opener reaches a closer and matches, so the replace is linear; on the whole text, an opener with no
 * closer after it (`<p<p<p...`, `<!--<!--...`) was scanned to the end from every opener, time quadratic in the
 * text's length (20 s for 100 KB).
 */
function replaceBefore(text: string, closer: string, re: RegExp, by: string): string {
  const last = text.lastIndexOf(closer);
  if (last < 0) return text;
  const cut = last + closer.length;
  return cut === text.length ? text.replace(re, by) : text.slice(0, cut).replace(re, by) + text.slice(cut);
}

/**
 * Converts an HTML fragment to plain text: paragraphs (`p`, `blockquote`, `div`, headings, tables rows)
 * become blocks separated by a blank line, list items become `- item` lines, `br` a line break,
 * other tags are dropped and character references decoded.
 */
export function htmlToText(html: string): string {
  let marked = replaceBefore(html, '-->', /<!--[\s\S]*?-->/g, '');
  marked = marked.replace(/<br\s*\/?>/gi, '\u0001');
  marked = replaceBefore(marked, '>', /<li\b[^>]*>/gi, '\u0002- ');
  marked = replaceBefore(marked, '>', /<\/?(?:p|div|blockquote|ul|ol|h[1-6]|table|tr|thead|tbody|section)\b[^>]*>/gi, '\u0003');
  marked = marked.replace(/<\/li\s*>/gi, '\u0002');
  marked = replaceBefore(marked, '>', /<\/?(?:td|th)\b[^>]*>/gi, ' ');
  marked = replaceBefore(marked, '>', /<[^>]*>/g, '');
  const blocks: string[] = [];
  for (const block of marked.split('\u0003')) {
    const lines = block
      // eslint-disable-next-line no-control-regex -- the paragraph and line marks set above
      .split(/[\u0001\u0002]/)
      .map((line) => squash(decodeEntities(line)))
      .filter((line) => line !== '');
    if (lines.length > 0) blocks.push(lines.join('\n'));
  }
  return blocks.join('\n\n');
}

/** The text of the first paragraph (`<p>`) of an HTML fragment, else the first block of its text. */
export function firstParagraph(html: string): string {
  // Only up to the last `</p>`, where every match ends (as replaceBefore above): linear however many `<p` lack one.
  let end = -1;
  for (const close of html.matchAll(/<\/p\s*>/gi)) end = close.index + close[0].length;
  for (const match of (end < 0 ? '' : html.slice(0, end)).matchAll(/<p\b[^>]*>([\s\S]*?)<\/p\s*>/gi)) {
    const text = htmlToText(match[1] ?? '');
    if (text !== '') return text;
  }
  const text = htmlToText(html);
  const cut = text.indexOf('\n\n');
  return cut < 0 ? text : text.slice(0, cut);
}

