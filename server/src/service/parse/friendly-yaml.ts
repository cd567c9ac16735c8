/**
 * YAML syntax errors in plain words, at the line of the mistake.
 *
 * The loader (js-yaml) says what its grammar expected ("can not read a block
 * mapping entry; a multiline key may not be an implicit key") where it gave
 * up, which is often the line after the mistake (a key without its colon is
 * noticed on the next line; an unclosed quote or bracket at the end of the
 * file). This module reads the text around that point, finds the line the
 * author has to change, and says what to change there. Called once, by
 * parseYaml (yaml-tree.ts), for every syntax error of every document, item
 * and header; pure, linear in the text.
 *
 * All the wording is in {@link FRIENDLY}, in one place for the message
 * catalogues. Anything not recognised keeps the loader's own words behind a
 * plain lead-in, never a guess.
 */
import type { MsgRef } from '../i18n';

/** `text` as a markdown code span (a text holding a backtick gets a double fence). */
function code(text: string): string {
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
}

/**
 * The messages, as catalogue references (i18n/catalogs/yaml/*.ts holds the
 * words in every locale). `raw` is the loader's reason, kept only when nothing
 * better is known.
 */
export const FRIENDLY = {
  noColon: (line: string): MsgRef => ({ key: 'yaml.noColon', args: { line: code(line) } }),
  noSpace: (key: string, value: string): MsgRef => ({ key: 'yaml.noSpace', args: { code: code(`${key}: ${value}`) } }),
  keyNoColon: { key: 'yaml.keyNoColon' } as MsgRef,
  unclosedQuote: (q: string): MsgRef => ({ key: q === '"' ? 'yaml.unclosedDouble' : 'yaml.unclosedSingle' }),
  unclosedFlow: (open: string): MsgRef => ({ key: open === '[' ? 'yaml.unclosedList' : 'yaml.unclosedMapping' }),
  missingComma: (open: string): MsgRef => ({ key: open === '[' ? 'yaml.missingCommaList' : 'yaml.missingCommaMapping' }),
  emptyEntry: { key: 'yaml.emptyEntry' } as MsgRef,
  colonInValue: (key: string, value: string): MsgRef => ({ key: 'yaml.colonInValue', args: { code: code(`${key}: "${value.replace(/"/g, '\\"')}"`) } }),
  mismatched: (open: string, close: string): MsgRef => ({ key: open === '[' ? 'yaml.mismatchedList' : 'yaml.mismatchedMapping', args: { close } }),
  blockHeader: (ch: string): MsgRef => ({ key: 'yaml.blockHeader', args: { ch } }),
  emptyName: (ch: string): MsgRef => ({ key: ch === '&' ? 'yaml.emptyAnchor' : 'yaml.emptyAlias', args: { ch } }),
  textAfterQuote: { key: 'yaml.textAfterQuote' } as MsgRef,
  textAfterFlow: (close: string): MsgRef => ({ key: 'yaml.textAfterFlow', args: { close } }),
  reservedStart: (ch: string): MsgRef => ({ key: 'yaml.reservedStart', args: { ch: ch === '`' ? '`` ` ``' : '`' + ch + '`' } }),
  overIndented: (key: string): MsgRef => (key ? { key: 'yaml.overIndentedKey', args: { key } } : { key: 'yaml.overIndented' }),
  listIndent: { key: 'yaml.listIndent' } as MsgRef,
  indent: { key: 'yaml.indent' } as MsgRef,
  listAmongKeys: { key: 'yaml.listAmongKeys' } as MsgRef,
  afterEnd: { key: 'yaml.afterEnd' } as MsgRef,
  badEscape: (esc: string): MsgRef => ({ key: 'yaml.badEscape', args: { esc } }),
  alias: (name: string): MsgRef => ({ key: 'yaml.alias', args: { alias: code('*' + name), anchor: code('&' + name) } }),
  control: { key: 'yaml.control' } as MsgRef,
  blockIndent: { key: 'yaml.blockIndent' } as MsgRef,
  raw: (reason: string): MsgRef => ({ key: 'yaml.raw', args: { reason } }),
} as const;

/** A friendly message and the range it belongs to (offsets into the parsed text). */
export interface FriendlyError {
  /** The message as a catalogue reference (shown in the user's locale). */
  msg: MsgRef;
  start: number;
  end: number;
}

/** Start offset of the line holding `pos`. */
function lineStart(text: string, pos: number): number {
  return pos <= 0 ? 0 : text.lastIndexOf('\n', pos - 1) + 1;
}

/** End offset (before `\r\n` or `\n`) of the line starting at `ls`. */
function lineEnd(text: string, ls: number): number {
  let e = text.indexOf('\n', ls);
  if (e === -1) e = text.length;
  if (e > ls && text[e - 1] === '\r') e--;
  return e;
}

/** The range of a line's content (indentation and trailing spaces left out); at least one character. */
function lineRange(text: string, ls: number): { start: number; end: number } {
  let s = ls;
  const le = lineEnd(text, ls);
  while (s < le && (text[s] === ' ' || text[s] === '\t')) s++;
  let e = le;
  while (e > s && (text[e - 1] === ' ' || text[e - 1] === '\t')) e--;
  if (e <= s) return { start: Math.min(ls, Math.max(0, text.length - 1)), end: Math.min(ls + 1, text.length) || 1 };
  return { start: s, end: e };
}

/** Is the line blank or a comment? */
function isBlank(line: string): boolean {
  const t = line.trim();
  return t === '' || t.startsWith('#');
}

/** A line that holds a key: `key:` or `key: value`, after any `- ` indicators. */
const KEY_LINE = /^\s*(?:-\s+)*(?:"[^"]*"|'[^']*'|[^\s#'"\-[{][^#]*?|-[^\s#][^#]*?):(?:\s|$)/;

/**
 * Where quotes and flow brackets are open at `upTo`: a small scan that knows
 * comments, quoted text (with `\"` and `''` escapes) and where a quote or a
 * bracket may start a value (after `: `, `- `, `[`, `{`, `,` or the line's
 * indentation); a quote inside plain text (`Frost "x"`, `24"`) is text.
 */
function openAt(text: string, upTo: number): { quote?: { ch: string; at: number }; flows: Array<{ ch: string; at: number }>; mismatch?: { open: { ch: string; at: number }; close: { ch: string; at: number } } } {
  const flows: Array<{ ch: string; at: number }> = [];
  let mismatch: { open: { ch: string; at: number }; close: { ch: string; at: number } } | undefined;
  let quote: { ch: string; at: number } | undefined;
  let valueStart = true; // may a quote or bracket start a value here?
  for (let i = 0; i < upTo && i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (quote.ch === '"' && c === '\\') i++;
      else if (c === quote.ch) {
        if (quote.ch === "'" && text[i + 1] === "'") i++;
        else {
          quote = undefined;
          valueStart = false;
        }
      }
      continue;
    }
    if (c === '\n') {
      valueStart = true;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r') continue;
    if (c === '#' && (i === 0 || /\s/.test(text[i - 1]!))) {
      const nl = text.indexOf('\n', i);
      i = nl === -1 ? text.length : nl - 1;
      continue;
    }
    if ((c === '"' || c === "'") && valueStart) {
      quote = { ch: c, at: i };
      continue;
    }
    if ((c === '[' || c === '{') && (valueStart || flows.length > 0)) {
      flows.push({ ch: c, at: i });
      valueStart = true;
      continue;
    }
    if ((c === ']' || c === '}') && flows.length > 0) {
      const open = flows.pop()!;
      if (!mismatch && (open.ch === '[') !== (c === ']')) mismatch = { open, close: { ch: c, at: i } };
      valueStart = false;
      continue;
    }
    if (c === ',' && flows.length > 0) {
      valueStart = true;
      continue;
    }
    if ((c === ':' || c === '-' || c === '?') && (i + 1 >= text.length || /\s/.test(text[i + 1]!))) {
      valueStart = true;
      continue;
    }
    if (c === ':' && flows.length > 0) {
      valueStart = true;
      continue;
    }
    valueStart = false;
  }
  return { quote, flows, mismatch };
}

/**
 * `/^(\s*(?:-\s+)*)([^:#]+?):(?:\s|$)/.exec(line)`, run only where it matches: its key ends at the line's first
 * `:` or `#`, which must be a `:` after one character at least, followed by a blank or the end. A failing run
 * tried every split of a long run of leading spaces, each time scanning the line again (quadratic); a run that
 * will match finds its split within two tries. Exposed for test/unit/service/linear-readers.test.ts.
 */
export function keyLine(line: string): RegExpExecArray | null {
  const c = line.search(/[:#]/);
  if (!(c > 0 && line[c] === ':' && (c + 1 === line.length || /\s/.test(line[c + 1]!)))) return null;
  return /^(\s*(?:-\s+)*)([^:#]+?):(?:\s|$)/.exec(line);
}

/**
 * `/^(\s*(?:-\s+)*)([^:#\s][^:#]*?):\s+(.*)$/.exec(line)` (`key: value`), run only where it can match: the first
 * `:` or `#` is a `:` followed by a blank, and no line break follows the value's start. Else a long run of
 * spaces was tried split every way. Exposed for test/unit/service/linear-readers.test.ts.
 */
export function keyValueLine(line: string): RegExpExecArray | null {
  const c = line.search(/[:#]/);
  const rest = c > 0 && line[c] === ':' ? line.slice(c + 1) : '';
  if (!/^\s/.test(rest) || /[\n\r\u2028\u2029]/.test(rest.trimStart())) return null;
  return /^(\s*(?:-\s+)*)([^:#\s][^:#]*?):\s+(.*)$/.exec(line);
}

/** The nearest key line above the line starting at `ls`, and its indentation. */
function keyAbove(text: string, ls: number): { key: string; indent: number } | undefined {
  let end = ls - 1;
  while (end >= 0) {
    const start = lineStart(text, end);
    const line = text.slice(start, end).replace(/\r$/, '');
    if (!isBlank(line)) {
      const m = keyLine(line);
      return m ? { key: m[2]!.trim(), indent: m[1]!.length } : undefined;
    }
    if (start === 0) break;
    end = start - 1;
  }
  return undefined;
}

/**
 * The plain-words message for a loader error with reason `reason` at `pos`,
 * and the range of the mistake. Returns undefined for tab and unknown-tag
 * errors (the parser words those itself).
 */
export function friendlyYamlError(text: string, reason: string, pos: number): FriendlyError | undefined {
  const p = Math.max(0, Math.min(pos, text.length));
  const ls = lineStart(text, p);
  const at = (start: number, end: number, msg: MsgRef): FriendlyError => ({ msg, start, end: Math.max(end, start + 1) });
  const onLine = (lineStartAt: number, message: MsgRef): FriendlyError => {
    const r = lineRange(text, lineStartAt);
    return at(r.start, r.end, message);
  };
  const r = reason.toLowerCase();

  if (r.startsWith('can not read a block mapping entry') || r.startsWith('can not read an implicit mapping pair')) {
    // The line without its colon: the error line itself ("a colon is missed") or the nearest content line above it.
    let cur = r.startsWith('can not read an implicit') ? ls : ls - 1;
    while (cur >= 0) {
      const s = lineStart(text, cur);
      const line = text.slice(s, lineEnd(text, s));
      if (!isBlank(line)) {
        const noSpace = /^\s*(?:-\s+)*([A-Za-z_][\w-]*):(\S.*)$/.exec(line);
        if (noSpace && !/^\/\//.test(noSpace[2]!)) return onLine(s, FRIENDLY.noSpace(noSpace[1]!, noSpace[2]!.trim()));
        if (!KEY_LINE.test(line) && !/^\s*-(\s|$)/.test(line)) {
          // A key without a colon may run over several lines (`school evocation` then `  more`): its first line.
          let top = s;
          while (top > 0) {
            const above = lineStart(text, top - 1);
            const prev = text.slice(above, lineEnd(text, above));
            if (isBlank(prev) || KEY_LINE.test(prev) || /^\s*-(\s|$)/.test(prev)) break;
            top = above;
          }
          return onLine(top, FRIENDLY.noColon(text.slice(top, lineEnd(text, top)).trim().slice(0, 60)));
        }
        break;
      }
      if (s === 0) break;
      cur = s - 1;
    }
    return onLine(ls, FRIENDLY.keyNoColon);
  }

  if (r.startsWith('unexpected end of the stream within a double') || r.startsWith('unexpected end of the stream within a single') || r.startsWith('unexpected end of the document within')) {
    const open = openAt(text, p).quote;
    const q = r.includes('double') ? '"' : "'";
    if (open) return at(open.at, lineEnd(text, lineStart(text, open.at)), FRIENDLY.unclosedQuote(open.ch));
    return onLine(ls, FRIENDLY.unclosedQuote(q));
  }

  if (r.startsWith('missed comma between flow collection entries') || r.startsWith('unexpected end of the stream within a flow collection')) {
    const scan = openAt(text, Math.min(text.length, p + 1));
    const flows = scan.flows;
    const open = flows[flows.length - 1];
    // A bracket closed by the other kind (`[{V, S]`): the pair to mend.
    if (scan.mismatch) return at(scan.mismatch.open.at, scan.mismatch.close.at + 1, FRIENDLY.mismatched(scan.mismatch.open.ch, scan.mismatch.close.ch));
    // An entry that starts with a reserved indicator (`[@V]`, `` [`V] ``, `[|V]`).
    if (/[@`|>%]/.test(text[p] ?? '')) return at(p, p + 1, FRIENDLY.reservedStart(text[p]!));
    if (open) {
      const openLine = lineStart(text, open.at);
      // On another line than the error (or at the end of the file): the bracket was never closed.
      if (openLine !== ls || r.startsWith('unexpected end')) return at(open.at, lineEnd(text, openLine), FRIENDLY.unclosedFlow(open.ch));
      return onLine(ls, FRIENDLY.missingComma(open.ch));
    }
    return onLine(ls, FRIENDLY.missingComma('['));
  }

  if (r.startsWith("expected the node content, but found ','")) return onLine(ls, FRIENDLY.emptyEntry);

  if (r.startsWith('bad indentation of a mapping entry') || r.startsWith('bad indentation of a sequence entry')) {
    const line = text.slice(ls, lineEnd(text, ls));
    const col = p - ls;
    const kv = keyValueLine(line);
    if (kv && col >= kv[0].length - kv[3]!.length) {
      const value = kv[3]!;
      const key = kv[2]!.trim();
      if (/^["']/.test(value)) return onLine(ls, FRIENDLY.textAfterQuote);
      if (/^[[{]/.test(value)) return onLine(ls, FRIENDLY.textAfterFlow(value[0] === '[' ? ']' : '}'));
      if (/^[@`]/.test(value)) return onLine(ls, FRIENDLY.reservedStart(value[0]!));
      if (value.includes(': ')) return onLine(ls, FRIENDLY.colonInValue(key, value.replace(/(?<!\s)\s+#.*$/, '')));
    }
    const indent = line.length - line.trimStart().length;
    if (/^\s*-(\s|$)/.test(line) || r.includes('sequence')) return onLine(ls, FRIENDLY.listIndent);
    const above = keyAbove(text, ls);
    if (above && indent > above.indent) return onLine(ls, FRIENDLY.overIndented(above.key));
    return onLine(ls, FRIENDLY.indent);
  }

  if (r.startsWith('end of the stream or a document separator is expected')) {
    const line = text.slice(ls, lineEnd(text, ls));
    return onLine(ls, /^\s*-(\s|$)/.test(line) ? FRIENDLY.listAmongKeys : FRIENDLY.afterEnd);
  }

  if (r.startsWith('unknown escape sequence')) {
    const esc = text.slice(Math.max(0, p - 1), p + 1);
    return at(Math.max(0, p - 1), Math.min(text.length, p + 1), FRIENDLY.badEscape(esc.startsWith('\\') ? esc : '\\' + (text[p] ?? '')));
  }

  const alias = /^unidentified alias "([^"]*)"/i.exec(reason);
  if (alias) {
    const star = text.lastIndexOf('*' + alias[1], p);
    return star >= 0 ? at(star, star + 1 + alias[1]!.length, FRIENDLY.alias(alias[1]!)) : onLine(ls, FRIENDLY.alias(alias[1]!));
  }

  if (r.startsWith('a line break is expected') || r.startsWith('repeat of an indentation width identifier') || r.startsWith('repeat of a chomping mode identifier')) {
    // A block scalar header with something after it on its line: find its `|` or `>`.
    const line = text.slice(ls, lineEnd(text, ls));
    const m = /(?:^|:\s+|-\s+|^\s*)([|>])/.exec(line);
    if (m) return onLine(ls, FRIENDLY.blockHeader(m[1]!));
  }
  const named = /^name of an? (anchor|alias) node must contain at least one character/i.exec(reason);
  if (named) {
    const ch = named[1]!.toLowerCase() === 'anchor' ? '&' : '*';
    const i = text.lastIndexOf(ch, p);
    return i >= 0 ? at(i, i + 1, FRIENDLY.emptyName(ch)) : onLine(ls, FRIENDLY.emptyName(ch));
  }
  if (r.startsWith('the stream contains non-printable characters') || r.startsWith('null byte')) return at(p, p + 1, FRIENDLY.control);
  if (r.startsWith('missing indentation for block scalar')) return onLine(ls, FRIENDLY.blockIndent);
  if (r.startsWith('tab characters') || r.startsWith('unknown tag')) return undefined;
  return undefined;
}
