/**
 * A specialised reader for the common shape of a spell item: the text of one
 * `spells:` entry as the splitter cuts it (`  - name: ...` and its lines).
 *
 * It reads block mappings and block sequences, plain scalars on one line,
 * single- and double-quoted scalars on one line, flow sequences and flow
 * mappings on one line, and literal and folded block scalars, straight into
 * the value and (when asked) the node tree with source ranges that
 * {@link parseYaml} builds from js-yaml's listener events. Anything else
 * (anchors, aliases, tags, merge keys, multi-line plain or quoted scalars,
 * explicit or quoted keys, odd indentation, tabs, CR line ends, directives,
 * document markers, control characters, duplicate keys, empty entries) is
 * "not mine": the reader returns undefined and the caller loads the text with
 * js-yaml exactly as before. js-yaml stays the reference: the reader's answer
 * equals js-yaml's (value and tree) on every text it accepts, proven by
 * test/unit/service/parse/item-reader.test.ts on generated items, on the
 * samples and on the real corpora.
 *
 * Why: per-item js-yaml loads (and a second load with the listener for items
 * whose findings need positions) were the largest share of `grimoire lint`
 * on a big dataset. Plain scalars are resolved with the very
 * implicit types of SPELL_YAML_SCHEMA (parse/schema.ts), in js-yaml's order.
 *
 * Called by check-spell.ts (checkItem) and model.ts (SpellModel) through {@link readItemValue}
 * and {@link parseItem}.
 */
import { ownString } from '../text/memo';
import type { Type } from 'js-yaml';
import { SPELL_YAML_SCHEMA } from './schema';
import { parseYaml, type ParsedYaml, type YNode, type YPair } from './yaml-tree';
import { yaml11Differs } from './yaml11';

/** The implicit types js-yaml tries on a plain scalar, in its order (null, bool, int, float, merge). */
const IMPLICIT: readonly Type[] | undefined = (SPELL_YAML_SCHEMA as unknown as { compiledImplicit?: Type[] }).compiledImplicit;

/** Thrown (one shared object, no stack) when the text is not of the subset this reader takes. */
const NOT_MINE = { notMine: true };

/**
 * Characters the reader takes anywhere in the text: LF, printable ASCII,
 * and the printable BMP without surrogates, U+2028/9, U+FEFF and U+FFFE/F.
 * Tabs, CR, C0/C1 controls and astral characters send the item to js-yaml.
 */
const OUTSIDE = /[^\n\x20-\x7e\xa0-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd]/;

// Reader state (the reader is synchronous and not re-entrant).
let src = '';
/** Length of the caller's text. */
let len = 0;
/** js-yaml's end position: the text's length, plus one when js-yaml had to append a newline. */
let eof = 0;
let tree = false;
/** Set when a plain value scalar reads otherwise in YAML 1.1 (parse/yaml11.ts). */
let y11 = false;
/** The last position {@link nextContent} returned, and the start of its line. */
let lastNext = -1;
let lastLineStart = 0;
/** Hash of the key {@link plainKeyEnd} last scanned. */
let keyHash = 0;
/** The text holds no `#`: no comments anywhere, so scalars and keys end at their colon or line end (found with indexOf). */
let noHash = false;
/**
 * The value and node (when building the tree) of the last node read: the read
 * functions return where reading goes on and leave these here, instead of an
 * object per value (a million at 50k spells). Read them right after the call.
 */
let rValue: unknown;
let rNode: YNode | undefined;

/** A key already read: its text, value and property name (spells repeat the same keys item after item). */
interface KnownKey {
  raw: string;
  key: unknown;
  name: string;
}
const KNOWN_KEYS = new Map<number, KnownKey>();

/** Result of {@link readItemValue}. */
export interface ItemRead {
  /** The loaded document (for an item: an array holding the spell mapping). */
  value: unknown;
  /** The node tree, as parseYaml's `root` (only when asked for). */
  root?: YNode;
  /**
   * Whether yaml11Findings (parse/yaml11.ts) finds anything in this item: some
   * plain value scalar reads otherwise in YAML 1.1. Replaces the text screen
   * `hasYaml11Candidate` for items the reader takes (pinned against
   * yaml11Findings by the differential test).
   */
  yaml11: boolean;
}

/**
 * Read `text` (a spell item) into its value, and its node tree when
 * `withTree`; undefined when the text is not of the subset (then load it
 * with js-yaml). Never throws.
 */
export function readItemValue(text: string, withTree: boolean): ItemRead | undefined {
  if (IMPLICIT === undefined || text.length === 0 || OUTSIDE.test(text)) return undefined;
  len = text.length;
  const nl = text.charCodeAt(len - 1) === 10;
  // A flat private copy, as js-yaml makes: values cut from it do not hold the caller's (file) text.
  src = nl ? text + '\0' : text + '\n\0';
  eof = nl ? len : len + 1;
  tree = withTree;
  y11 = false;
  lastNext = -1;
  noHash = src.indexOf('#') < 0;
  try {
    const p = nextContent(0);
    if (p >= eof || !isSeqDash(p)) return undefined;
    const next = readSequence(p, col(p));
    if (next < eof) return undefined;
    const value = rValue;
    return withTree ? { value, root: rNode, yaml11: y11 } : { value, yaml11: y11 };
  } catch (e) {
    if (e === NOT_MINE) return undefined;
    throw e;
  } finally {
    src = '';
    rValue = rNode = undefined;
  }
}

/**
 * parseYaml's answer for `text`, from the reader when the text is of its
 * subset (it has then no problems), else from parseYaml itself.
 */
export function parseItem(text: string): ParsedYaml {
  const r = readItemValue(text, true);
  if (r) return { value: r.value, root: r.root, problems: [], failed: false };
  return parseYaml(text);
}

function bail(): never {
  throw NOT_MINE;
}

function isSpace(c: number): boolean {
  return c === 32 || c === 10;
}

/** `-` followed by a space or a line end at `p`. */
function isSeqDash(p: number): boolean {
  if (src.charCodeAt(p) !== 45) return false;
  const f = src.charCodeAt(p + 1);
  return f === 32 || f === 10;
}

/** Column of `p` (characters since its line's start). */
/**
 * After an entry of a block collection at column `indent`: does the content
 * at `next` continue the collection (same column: true) or end it (end of
 * text, or less indented: false)? Deeper content cannot follow an entry here:
 * js-yaml decides, so the reader bails. Shared by readSequence and readMapping.
 */
function another(next: number, indent: number): boolean {
  if (next >= eof) return false;
  const nc = col(next);
  if (nc === indent) return true;
  if (nc < indent) return false;
  return bail();
}

function col(p: number): number {
  // The content nextContent just found: its line start is known (only spaces lie between).
  if (p === lastNext && (lastLineStart === 0 || src.charCodeAt(lastLineStart - 1) === 10)) return p - lastLineStart;
  return p - (src.lastIndexOf('\n', p - 1) + 1);
}

/**
 * Skip spaces, line ends and comments from `p` (a line start, or a line end
 * or comment on a line); the next content, or eof.
 */
function nextContent(p: number): number {
  let ls = p;
  for (;;) {
    const c = src.charCodeAt(p);
    if (c === 32) p++;
    else if (c === 10) ls = ++p;
    else if (c === 35) {
      const q = src.indexOf('\n', p);
      if (q < 0) return eof;
      ls = p = q + 1;
    } else {
      if (p >= eof) return eof;
      lastNext = p;
      lastLineStart = ls;
      return p;
    }
  }
}

/** After a value ending at `p`: only spaces and a comment may follow on its line; the start of the next line. */
function endOfLine(p: number): number {
  let c = src.charCodeAt(p);
  const from = p;
  while (c === 32) c = src.charCodeAt(++p);
  if (c === 10) return p + 1;
  if (c === 35 && p > from) {
    const q = src.indexOf('\n', p);
    return q < 0 ? eof : q + 1;
  }
  if (c === 0 && p >= eof) return eof;
  return bail();
}

/** parseYaml's end of a collection: `end` moved back over spaces and line ends (not past the caller's text). */
function trimEnd(start: number, end: number): number {
  while (end > start && end <= len && isSpace(src.charCodeAt(end - 1))) end--;
  return end;
}

/** parseYaml's start of a node opened at `i` and closed at `end`: spaces, line ends and comments skipped, as in the caller's text. */
function skipBlankTo(i: number, end: number): number {
  while (i < end) {
    const c = i < len ? src.charCodeAt(i) : -1;
    if (c === 32 || c === 10) i++;
    else if (c === 35) {
      const nl = src.indexOf('\n', i);
      i = nl < 0 || nl >= len ? end : nl + 1;
    } else break;
  }
  return i;
}

function mk(kind: YNode['kind'], start: number, end: number, value: unknown): YNode | undefined {
  return tree ? { kind, start, end, value } : undefined;
}

/** A block sequence whose first `- ` is at `p`, column `indent`; where the next content starts (value and node in rValue, rNode). */
function readSequence(p: number, indent: number): number {
  const start = p;
  const arr: unknown[] = [];
  const items: YNode[] | undefined = tree ? [] : undefined;
  let next: number;
  for (;;) {
    // At `- `: the entry starts on this line (an entry on the next lines or an empty one is not ours).
    let q = p + 1;
    while (src.charCodeAt(q) === 32) q++;
    const c = src.charCodeAt(q);
    if (c === 10 || c === 35 || c === 0 || isSeqDash(q)) bail();
    const keyEnd = plainKeyEnd(q);
    next = keyEnd >= 0 ? readMapping(q, indent + (q - p)) : readInline(q, indent + 1);
    arr.push(rValue);
    if (items) items.push(rNode!);
    if (!another(next, indent) || !isSeqDash(next)) break;
    p = next;
  }
  rNode = tree ? { kind: 'sequence', start, end: Math.max(start, trimEnd(start, next)), value: arr, items } : undefined;
  rValue = arr;
  return next;
}

/**
 * Where the `:` of an implicit key starting at `p` is (a plain key, then `: `
 * or `:` at the line end), or -1 when the line holds no such key.
 */
function plainKeyEnd(p: number): number {
  if (!plainStart(p, false)) return -1;
  if (noHash) {
    // No comment can end the line early: the first `: ` or `:` + line end on this line.
    const eol = src.indexOf('\n', p);
    for (let q = src.indexOf(':', p); q >= 0 && q < eol; q = src.indexOf(':', q + 1)) {
      const f = src.charCodeAt(q + 1);
      if (f === 32 || f === 10) {
        const n = q - p;
        keyHash = (n << 20) ^ (src.charCodeAt(p) << 10) ^ (src.charCodeAt(p + (n >> 1)) << 5) ^ src.charCodeAt(q - 1);
        return q;
      }
    }
    return -1;
  }
  let h = 0;
  for (let q = p; ; q++) {
    const c = src.charCodeAt(q);
    if (c === 58) {
      const f = src.charCodeAt(q + 1);
      if (f === 32 || f === 10) {
        keyHash = h;
        return q;
      }
    } else if (c === 10 || c === 0) return -1;
    else if (c === 35 && src.charCodeAt(q - 1) === 32) return -1;
    h = (Math.imul(h, 31) + c) | 0;
  }
}

/** Can a plain scalar start at `p`? (js-yaml's readPlainScalar test, minus the forms this reader leaves to js-yaml.) */
function plainStart(p: number, inFlow: boolean): boolean {
  const c = src.charCodeAt(p);
  switch (c) {
    case 32: case 10: case 0: case 44: case 91: case 93: case 123: case 125: // space, EOL, , [ ] { }
    case 35: case 38: case 42: case 33: case 124: case 62: case 39: case 34: // # & * ! | > ' "
    case 37: case 64: case 96: case 63: case 58: // % @ ` ? :
      return false;
    case 45: { // -
      const f = src.charCodeAt(p + 1);
      if (f === 32 || f === 10 || f === 0) return false;
      if (inFlow && (f === 44 || f === 91 || f === 93 || f === 123 || f === 125)) return false;
      // `---` at a line start is a document marker.
      return !(f === 45 && src.charCodeAt(p + 2) === 45 && col(p) === 0);
    }
    case 46: // .
      return !(src.charCodeAt(p + 1) === 46 && src.charCodeAt(p + 2) === 46 && col(p) === 0);
    default:
      return true;
  }
}

/** A plain scalar's value, resolved by SPELL_YAML_SCHEMA's implicit types in js-yaml's order. */
function resolvePlain(raw: string): unknown {
  const c = raw.charCodeAt(0);
  // Only null (~ null Null NULL), bool (t T f F), numbers (digits + - .) and the merge key (<) resolve.
  if (!(c === 126 || c === 110 || c === 78 || c === 116 || c === 84 || c === 102 || c === 70 || c === 60 || c === 43 || c === 45 || c === 46 || (c >= 48 && c <= 57))) return raw;
  if (raw === '<<') bail();
  if (c >= 48 && c <= 57 && raw.length <= 15) {
    // Decimal digits only: the core int type's parseInt(raw, 10), exactly (15 digits stay exact).
    let v = 0;
    let i = 0;
    for (; i < raw.length; i++) {
      const d = raw.charCodeAt(i) - 48;
      if (d < 0 || d > 9) break;
      v = v * 10 + d;
    }
    if (i === raw.length) return v;
  }
  for (const t of IMPLICIT!) {
    if (t.resolve(raw)) return t.construct(raw);
  }
  return raw;
}

/** The property name js-yaml stores a key under (storeMappingPair's `String(key)`). */
function propName(key: unknown): string {
  const k = String(key);
  if (k === '__proto__') bail();
  return k;
}

const hasOwn = Object.prototype.hasOwnProperty;

/** Note a plain value scalar for the YAML 1.1 check: only forms whose two readings can differ are looked at closely. */
function note11(raw: string): void {
  if (y11) return;
  const c = raw.charCodeAt(0);
  if (c === 110 || c === 78 || c === 111 || c === 79 || c === 121 || c === 89) {
    // n N o O y Y: only short words (no, on, off, yes, null...) read as anything but text.
    if (raw.length > 5) return;
  } else if ((c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46) {
    // Numbers have no spaces; decimal digits without a leading zero read alike.
    if (raw.indexOf(' ') >= 0) return;
    if (c !== 48 && /^[0-9]+$/.test(raw)) return;
  } else return;
  if (yaml11Differs(raw)) y11 = true;
}

/** `s` as V8's internalized copy (what property stores look keys up by): the key of a one-property object. */
function internalized(s: string): string {
  const o: Record<string, number> = {};
  o[s] = 0;
  return Object.keys(o)[0] ?? s;
}

/** The key at `p` whose `:` is at `colon` (hash from plainKeyEnd): its text, value and property name. */
function keyAt(p: number, colon: number): KnownKey {
  let k = KNOWN_KEYS.get(keyHash);
  if (k === undefined || k.raw.length !== colon - p || !src.startsWith(k.raw, p)) {
    // Its own string: a cut of this item's text would keep the item alive in the cache.
    const raw = ownString(src.slice(p, colon));
    const key = resolvePlain(raw);
    k = { raw, key, name: internalized(propName(key)) };
    if (KNOWN_KEYS.size >= 4096) KNOWN_KEYS.clear();
    KNOWN_KEYS.set(keyHash, k);
  }
  return k;
}

/** A block mapping whose first key starts at `p`, column `indent`; where the next content starts (value and node in rValue, rNode). */
function readMapping(p: number, indent: number): number {
  const start = p;
  const obj: Record<string, unknown> = {};
  const pairs: YPair[] | undefined = tree ? [] : undefined;
  let next: number;
  for (;;) {
    const colon = plainKeyEnd(p);
    if (colon < 0) bail();
    if (src.charCodeAt(colon - 1) === 32) bail(); // `key :`
    const known = keyAt(p, colon);
    const name = known.name;
    if (hasOwn.call(obj, name)) bail(); // duplicate keys: js-yaml reports them
    const keyNode = mk('scalar', p, colon, known.key);
    let q = colon + 1;
    while (src.charCodeAt(q) === 32) q++;
    const c = src.charCodeAt(q);
    if (c === 10 || c === 35 || c === 0) {
      // The value is on the next lines, or empty.
      const after = nextContent(q);
      const ac = after < eof ? col(after) : -1;
      if (ac > indent && isSeqDash(after)) next = readSequence(after, ac);
      else if (ac > indent) next = readMapping(after, ac);
      else if (ac === indent && isSeqDash(after)) next = readSequence(after, ac);
      else {
        const at = tree ? skipBlankTo(colon + 1, after) : 0;
        rValue = null;
        rNode = mk('null', at, Math.max(at, trimEnd(at, after)), null);
        next = after;
      }
    } else {
      next = readInline(q, indent + 1);
    }
    obj[name] = rValue;
    if (pairs) pairs.push({ key: keyNode!, value: rNode! });
    if (!another(next, indent)) break;
    p = next;
  }
  rNode = tree ? { kind: 'mapping', start, end: Math.max(start, trimEnd(start, next)), value: obj, pairs } : undefined;
  rValue = obj;
  return next;
}

/**
 * A value that starts on its key's (or dash's) line at `p`: quoted, flow,
 * block scalar or plain. `nodeIndent` is js-yaml's indent for it (the
 * parent's column + 1): block scalar lines and plain continuations sit deeper.
 * Where the next content starts (value and node in rValue, rNode).
 */
function readInline(p: number, nodeIndent: number): number {
  const c = src.charCodeAt(p);
  let value: unknown;
  let end: number;
  let node: YNode | undefined;
  if (c === 124 || c === 62) return readBlockScalar(p, nodeIndent);
  if (c === 34) {
    end = readDouble(p);
    value = rValue;
  } else if (c === 39) {
    end = readSingle(p);
    value = rValue;
  } else if (c === 91 || c === 123) {
    end = readFlow(p);
    value = rValue;
    node = rNode;
  } else {
    if (!plainStart(p, false)) bail();
    let last = p;
    if (noHash) {
      // To the line end; a `: ` or `:` + line end on the way is `a: b` as a value (not ours).
      const eol = src.indexOf('\n', p);
      for (let q = src.indexOf(':', p); q >= 0 && q < eol; q = src.indexOf(':', q + 1)) {
        const f = src.charCodeAt(q + 1);
        if (f === 32 || f === 10) bail();
      }
      last = eol;
      while (last > p && src.charCodeAt(last - 1) === 32) last--;
    } else {
      for (let q = p; ; q++) {
        const ch = src.charCodeAt(q);
        if (ch === 10 || ch === 0) break;
        if (ch === 58) {
          const f = src.charCodeAt(q + 1);
          if (f === 32 || f === 10) bail(); // `a: b` as a value
        } else if (ch === 35 && src.charCodeAt(q - 1) === 32) break;
        if (ch !== 32) last = q + 1;
      }
    }
    end = last;
    const raw = src.slice(p, end);
    value = resolvePlain(raw);
    note11(raw);
  }
  const next = nextContent(endOfLine(end));
  if (tree && !node) node = { kind: 'scalar', start: p, end, value };
  rValue = value;
  rNode = node;
  return next;
}

/** A double-quoted scalar on one line at `p`: its end (the value in rValue). */
function readDouble(p: number): number {
  let out = '';
  let from = p + 1;
  let q = from;
  for (;;) {
    const c = src.charCodeAt(q);
    if (c === 34) {
      rValue = out + src.slice(from, q);
      return q + 1;
    }
    if (c === 10 || c === 0) bail();
    if (c === 92) {
      out += src.slice(from, q);
      const e = src.charCodeAt(q + 1);
      let add: string | undefined;
      let skip = 2;
      switch (e) {
        case 48: add = '\x00'; break; // 0
        case 97: add = '\x07'; break; // a
        case 98: add = '\x08'; break; // b
        case 116: add = '\x09'; break; // t
        case 110: add = '\x0A'; break; // n
        case 118: add = '\x0B'; break; // v
        case 102: add = '\x0C'; break; // f
        case 114: add = '\x0D'; break; // r
        case 101: add = '\x1B'; break; // e
        case 32: add = ' '; break;
        case 34: add = '"'; break;
        case 47: add = '/'; break;
        case 92: add = '\\'; break;
        case 78: add = '\x85'; break; // N
        case 95: add = '\xA0'; break; // _
        case 76: add = '\u2028'; break; // L
        case 80: add = '\u2029'; break; // P
        case 120: // x
        case 117: { // u
          const n = e === 120 ? 2 : 4;
          const hex = src.slice(q + 2, q + 2 + n);
          if (!(e === 120 ? /^[0-9a-fA-F]{2}$/ : /^[0-9a-fA-F]{4}$/).test(hex)) bail();
          add = String.fromCharCode(parseInt(hex, 16));
          skip = 2 + n;
          break;
        }
        default:
          bail(); // \U, a line continuation, an unknown escape
      }
      out += add;
      q += skip;
      from = q;
      continue;
    }
    q++;
  }
}

/** A single-quoted scalar on one line at `p`: its end (the value in rValue). */
function readSingle(p: number): number {
  let out = '';
  let from = p + 1;
  let q = from;
  for (;;) {
    const c = src.charCodeAt(q);
    if (c === 39) {
      if (src.charCodeAt(q + 1) === 39) {
        out += src.slice(from, q + 1);
        q += 2;
        from = q;
        continue;
      }
      rValue = out + src.slice(from, q);
      return q + 1;
    }
    if (c === 10 || c === 0) bail();
    q++;
  }
}

function skipFlowSpace(p: number): number {
  while (src.charCodeAt(p) === 32) p++;
  return p;
}

/** A flow scalar or collection inside `[...]`/`{...}` at `p`: its end (value and node in rValue, rNode). */
function readFlowNode(p: number, asKey: boolean): number {
  const c = src.charCodeAt(p);
  if (c === 91 || c === 123) {
    if (asKey) bail();
    return readFlow(p);
  }
  let value: unknown;
  let end: number;
  if (c === 34) {
    end = readDouble(p);
    value = rValue;
  } else if (c === 39) {
    end = readSingle(p);
    value = rValue;
  } else {
    if (!plainStart(p, true)) bail();
    let q = p;
    let last = p;
    for (;;) {
      const ch = src.charCodeAt(q);
      if (ch === 10 || ch === 0) bail(); // a flow collection over several lines
      if (ch === 44 || ch === 91 || ch === 93 || ch === 123 || ch === 125) break;
      if (ch === 58) {
        const f = src.charCodeAt(q + 1);
        if (f === 32 || f === 44 || f === 91 || f === 93 || f === 123 || f === 125 || f === 10) break;
      } else if (ch === 35 && src.charCodeAt(q - 1) === 32) bail(); // a comment inside a flow collection
      if (ch !== 32) last = q + 1;
      q++;
    }
    end = last;
    const raw = src.slice(p, end);
    value = resolvePlain(raw);
    if (!asKey) note11(raw);
  }
  rValue = value;
  rNode = mk('scalar', p, end, value);
  return end;
}

/** A flow sequence or mapping on one line at `p` (`[` or `{`): just after its closing bracket (value and node in rValue, rNode). */
function readFlow(p: number): number {
  const isMap = src.charCodeAt(p) === 123;
  const close = isMap ? 125 : 93;
  const start = p;
  const arr: unknown[] | undefined = isMap ? undefined : [];
  const obj: Record<string, unknown> | undefined = isMap ? {} : undefined;
  const items: YNode[] | undefined = tree && !isMap ? [] : undefined;
  const pairs: YPair[] | undefined = tree && isMap ? [] : undefined;
  let q = skipFlowSpace(p + 1);
  if (src.charCodeAt(q) !== close) {
    for (;;) {
      const kEnd = readFlowNode(q, isMap);
      const kValue = rValue;
      const kNode = rNode;
      q = skipFlowSpace(kEnd);
      if (obj) {
        // `key: value`: the colon right after the key (spaces allowed before it), then a space.
        if (src.charCodeAt(q) !== 58 || src.charCodeAt(q + 1) !== 32) bail();
        q = skipFlowSpace(q + 1);
        const ch = src.charCodeAt(q);
        if (ch === 44 || ch === close) bail(); // an empty value
        const vEnd = readFlowNode(q, false);
        const vValue = rValue;
        const vNode = rNode;
        const name = propName(kValue);
        if (hasOwn.call(obj, name)) bail();
        obj[name] = vValue;
        if (pairs) pairs.push({ key: kNode!, value: vNode! });
        q = skipFlowSpace(vEnd);
      } else {
        if (src.charCodeAt(q) === 58) bail(); // `[a: b]`: a pair in a sequence
        arr!.push(kValue);
        if (items) items.push(kNode!);
      }
      const ch = src.charCodeAt(q);
      if (ch === close) break;
      if (ch !== 44) bail();
      q = skipFlowSpace(q + 1);
      const after = src.charCodeAt(q);
      if (after === close || after === 44) bail(); // a trailing or doubled comma
    }
  }
  const end = q + 1;
  const value = obj ?? arr;
  rNode = tree ? (obj ? { kind: 'mapping', start, end, value, pairs } : { kind: 'sequence', start, end, value, items }) : undefined;
  rValue = value;
  return end;
}

/** A literal (`|`) or folded (`>`) block scalar at `p`: js-yaml's readBlockScalar, line for line. Where the next content starts (value and node in rValue, rNode). */
function readBlockScalar(p: number, nodeIndent: number): number {
  const start = p;
  const folding = src.charCodeAt(p) === 62;
  let chomping = 1; // 1 clip, 2 strip, 3 keep
  let detectedIndent = false;
  let textIndent = nodeIndent;
  let q = p + 1;
  for (;;) {
    const c = src.charCodeAt(q);
    if (c === 43 || c === 45) {
      if (chomping !== 1) bail();
      chomping = c === 43 ? 3 : 2;
    } else if (c >= 49 && c <= 57) {
      if (detectedIndent) bail();
      textIndent = nodeIndent + (c - 48) - 1;
      detectedIndent = true;
    } else break;
    q++;
  }
  // Header: spaces and a comment may follow, then the line must end.
  let c = src.charCodeAt(q);
  if (c === 32) {
    while (c === 32) c = src.charCodeAt(++q);
    if (c === 35) {
      q = src.indexOf('\n', q);
      if (q < 0) bail();
      c = 10;
    }
  }
  if (c !== 10) bail();
  let result = '';
  let didRead = false;
  let emptyLines = 0;
  let atMoreIndented = false;
  let lineStart = q;
  for (;;) {
    // At the line break ending the previous line.
    q++;
    lineStart = q;
    let lineIndent = 0;
    c = src.charCodeAt(q);
    while ((!detectedIndent || lineIndent < textIndent) && c === 32) {
      lineIndent++;
      c = src.charCodeAt(++q);
    }
    if (!detectedIndent && lineIndent > textIndent) textIndent = lineIndent;
    if (c === 10) {
      emptyLines++;
      continue;
    }
    if (!detectedIndent && textIndent === 0) bail();
    if (lineIndent < textIndent || c === 0) {
      if (chomping === 3) result += '\n'.repeat(didRead ? 1 + emptyLines : emptyLines);
      else if (chomping === 1 && didRead) result += '\n';
      break;
    }
    if (folding) {
      if (c === 32) {
        atMoreIndented = true;
        result += '\n'.repeat(didRead ? 1 + emptyLines : emptyLines);
      } else if (atMoreIndented) {
        atMoreIndented = false;
        result += '\n'.repeat(emptyLines + 1);
      } else if (emptyLines === 0) {
        if (didRead) result += ' ';
      } else {
        result += '\n'.repeat(emptyLines);
      }
    } else {
      result += '\n'.repeat(didRead ? 1 + emptyLines : emptyLines);
    }
    didRead = true;
    detectedIndent = true;
    emptyLines = 0;
    const e = src.indexOf('\n', q);
    result += src.slice(q, e);
    q = e;
  }
  const next = nextContent(lineStart);
  rValue = result;
  rNode = mk('scalar', start, Math.max(start, trimEnd(start, lineStart)), result);
  return next;
}
