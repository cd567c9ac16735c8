/**
 * YAML 1.1 against YAML 1.2: plain scalars that a YAML 1.1 loader reads as
 * another value than Grimoire (YAML 1.2 core, parse/schema.ts) does.
 *
 * `ritual: yes` is the text "yes" here and `true` in PyYAML; `level: 010` is
 * 10 here and 8 (octal) there; `level: 0b11` is the text "0b11" here and 3
 * there (js-yaml reads 3 too); `1_000`, `1:30` (base 60), `0o17`, `1e3` differ
 * the same way. A dataset that another tool of the chain reads differently is
 * a silent bug, so each such scalar gets a `yaml/yaml11` warning that says
 * what each reads, with a quick fix that makes every reader agree.
 *
 * NEL, LS and PS, line breaks to YAML 1.1 only, are the same kind of finding
 * (parse/yaml11-breaks.ts).
 *
 * Cheap on ordinary text: {@link hasYaml11Candidate} scans the raw text for a
 * plain value whose two readings differ before any node tree is built.
 * Called by the analyzer on each item (check-spell.ts), header and whole document (analyze.ts).
 */
import type { MsgRef } from '../i18n';
import type { Fix } from '../types';
import type { YNode } from './yaml-tree';
import { hasYaml11Break } from './line-breaks';
import { yaml11BreakFindings } from './yaml11-breaks';

/** The code of the finding (a hint about the text, so it can be turned off or disabled, unlike the other yaml/* codes). */
export const YAML11_CODE = 'yaml/yaml11';

/**
 * Spell keys whose values are booleans in the schema (after `$ref`s; pinned by
 * test/unit/service/parse/yaml11.test.ts against schemas/spell.schema.json). For these,
 * `yes`/`on` means `true`; elsewhere the author meant the text.
 */
export const BOOLEAN_KEYS: ReadonlySet<string> = new Set(['add_modifier', 'concentration', 'consumed', 'include_origin', 'remains_in_play', 'ritual', 'shapeable', 'stationary', 'until_dispelled']);

const BOOL11_TRUE = /^(?:y|Y|yes|Yes|YES|true|True|TRUE|on|On|ON)$/;
const BOOL11_FALSE = /^(?:n|N|no|No|NO|false|False|FALSE|off|Off|OFF)$/;
const NULL = /^(?:~|null|Null|NULL)$/;
const INT11 = /^[-+]?(?:0b[0-1_]+|0[0-7_]+|(?:0|[1-9][0-9_]*)|0x[0-9a-fA-F_]+|[1-9][0-9_]*(?::[0-5]?[0-9])+)$/;
const FLOAT11 = /^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9_]+(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
const INT12 = /^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$/;
const FLOAT12 = /^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;

function base60(s: string): number {
  return s.split(':').reduce((acc, part) => acc * 60 + Number(part), 0);
}

function specialFloat(s: string): number {
  const t = s.replace(/^[-+]/, '').toLowerCase();
  if (t === '.nan') return NaN;
  return s.startsWith('-') ? -Infinity : Infinity;
}

/** What a YAML 1.1 loader (the 1.1 type repository, as PyYAML implements it) reads for a plain scalar. */
export function read11(s: string): unknown {
  if (s === '' || NULL.test(s)) return null;
  if (BOOL11_TRUE.test(s)) return true;
  if (BOOL11_FALSE.test(s)) return false;
  if (INT11.test(s)) {
    const sign = s.startsWith('-') ? -1 : 1;
    const body = s.replace(/^[-+]/, '').replace(/_/g, '');
    if (body.startsWith('0b')) return sign * parseInt(body.slice(2), 2);
    if (body.startsWith('0x')) return sign * parseInt(body.slice(2), 16);
    if (body.includes(':')) return sign * base60(body);
    if (body.length > 1 && body.startsWith('0')) return sign * parseInt(body, 8);
    return sign * parseInt(body, 10);
  }
  // (A float needs a digit: `._` matches the 1.1 pattern but is no number; PyYAML fails on it.)
  if (FLOAT11.test(s) && /[0-9]|inf|nan/i.test(s)) {
    if (/inf|nan/i.test(s)) return specialFloat(s);
    const sign = s.startsWith('-') ? -1 : 1;
    const body = s.replace(/^[-+]/, '').replace(/_/g, '');
    if (body.includes(':')) {
      const [whole, frac] = body.split('.');
      return sign * (base60(whole!) + Number(`0.${frac || '0'}`));
    }
    return sign * Number(body);
  }
  return s;
}

/** What YAML 1.2's core schema (and so Grimoire) reads for a plain scalar. */
export function read12(s: string): unknown {
  if (s === '' || NULL.test(s)) return null;
  if (/^(?:true|True|TRUE)$/.test(s)) return true;
  if (/^(?:false|False|FALSE)$/.test(s)) return false;
  if (INT12.test(s)) {
    if (s.startsWith('0o')) return parseInt(s.slice(2), 8);
    if (s.startsWith('0x')) return parseInt(s.slice(2), 16);
    return parseInt(s, 10);
  }
  if (FLOAT12.test(s)) return /inf|nan/i.test(s) ? specialFloat(s) : Number(s);
  return s;
}

function same(a: unknown, b: unknown): boolean {
  return Object.is(a, b) || (a === 0 && b === 0);
}

/**
 * Whether a plain scalar `raw` reads otherwise in YAML 1.1 than here: exactly
 * when {@link yaml11Finding} reports it. The item reader (item-reader.ts)
 * calls it on plain values to know whether an item needs yaml11Findings.
 */
export function yaml11Differs(raw: string): boolean {
  return mayDiffer(raw) && !same(read11(raw), read12(raw));
}

/** Can this token's two readings differ at all? (A cheap test on its first character.) */
function mayDiffer(tok: string): boolean {
  const c = tok.charCodeAt(0);
  // y Y n N o O (yes, no, on, off), digits, sign, dot.
  return c === 121 || c === 89 || c === 110 || c === 78 || c === 111 || c === 79 || (c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46;
}

/** A plain value at a line's end or in a flow collection: `key: tok`, `- tok`, `[tok, tok]`. */
const TOKEN = /(?:^|[:\-[{,])[ \t]*([^\s,[\]{}#'"!&*|>][^\s,[\]{}#]*)[ \t]*(?=\r?$|[,\]}]|[ \t]#)/gm;

/**
 * A quick screen for {@link TOKEN}: a value that starts like one of the forms
 * whose readings can differ (a yes/no/on/off/y/n word, a number with a
 * leading 0, `_`, `:` or an exponent, a signed `.5`), after `: `, `- ` or a flow
 * indicator (a flow item may start its own line). Most spell text never
 * matches, and then no token is read one by one: about 4 ms for 5,000 spells
 * here, against 15-20 ms for reading every token.
 */
const SCREEN = /(?:[:\-][ \t]*|[[{,][ \t\r\n]*)(?:(?:[yYnN]|[yY]es|YES|[nN]o|NO|[oO]n|ON|[oO]ff|OFF)(?=[ \t]*(?:\r?$|[,\]}#]))|[-+]?(?:0[0-9bxo]|[0-9][0-9_]*[_:]|[0-9.]+[eE])|[-+]\.[0-9])/m;

/**
 * Whether `text` may hold something YAML 1.1 and 1.2 read differently: a plain
 * value (no false negatives), or a NEL, LS or PS (parse/yaml11-breaks.ts).
 */
export function hasYaml11Candidate(text: string): boolean {
  if (hasYaml11Break(text)) return true;
  if (!SCREEN.test(text)) return false;
  return someToken(text, (tok) => mayDiffer(tok) && !same(read11(tok), read12(tok)));
}

/** {@link TOKEN} tried at one place; and what an attempt at a place reads past: the indicator, blanks, a token's characters. */
const TOKEN_AT = new RegExp(TOKEN.source, 'my');
const BLANKS_AT = /[ \t]*/y;
const TOKEN_START_AT = /[^\s,[\]{}#'"!&*|>]/y;
const TOKEN_REST_AT = /[^\s,[\]{}#]*/y;

/**
 * Call `visit` with each match of {@link TOKEN} in `text`, in order, as a
 * global exec loop would, until it returns true (then true). Linear: when an
 * attempt reads a token and fails after it, every start before the token's
 * end reads to the same end and fails alike (`:` and `-` are token
 * characters, and only a whole token can match), so those are skipped (but
 * for an indicator ending the token, which reads on past blanks); the
 * global loop tried each of them, and a long run of dashes cost time
 * quadratic in its length. Exposed for test/unit/yaml11-token.test.ts, which
 * compares it with the global loop.
 */
export function someToken(text: string, visit: (token: string) => boolean): boolean {
  let at = 0;
  while (at <= text.length) {
    TOKEN_AT.lastIndex = at;
    const m = TOKEN_AT.exec(text);
    if (m) {
      if (visit(m[1]!)) return true;
      at = TOKEN_AT.lastIndex;
      continue;
    }
    // The attempt read a token from the line's start and/or after an indicator, and failed after it.
    let next = at + 1;
    if (at === 0 || '\n\r\u2028\u2029'.includes(text[at - 1]!)) next = Math.max(next, tokenEnd(text, at));
    if (at < text.length && ':-[{,'.includes(text[at]!)) next = Math.max(next, tokenEnd(text, at + 1));
    at = next;
  }
  return false;
}

/**
 * Where the next attempt after a failed one that read a token from `at` (after blanks) may start: the token's
 * end, or its last character when that is an indicator (`:` or `-`), which may start a token after blanks;
 * `at` when no token starts there.
 */
function tokenEnd(text: string, at: number): number {
  BLANKS_AT.lastIndex = at;
  BLANKS_AT.exec(text);
  const t = BLANKS_AT.lastIndex;
  TOKEN_START_AT.lastIndex = t;
  if (t >= text.length || !TOKEN_START_AT.test(text)) return at;
  TOKEN_REST_AT.lastIndex = t + 1;
  TOKEN_REST_AT.exec(text);
  const end = TOKEN_REST_AT.lastIndex;
  return text[end - 1] === ':' || text[end - 1] === '-' ? end - 1 : end;
}

/** A value written as YAML text that reads the same in both versions. */
function show(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number' && !Number.isFinite(v)) return Number.isNaN(v) ? '.nan' : v > 0 ? '.inf' : '-.inf';
  return String(v);
}

function describe(v: unknown): MsgRef {
  if (typeof v === 'string') return { key: 'yaml11.text', args: { v: JSON.stringify(v) } };
  if (typeof v === 'boolean') return { key: 'yaml11.boolean', args: { v: String(v) } };
  if (v === null) return { key: 'yaml11.null' };
  return { key: 'yaml11.number', args: { v: show(v) } };
}

/** A fix title: its catalogue key and the value it writes. */
function titled(key: string, value: string): { title: MsgRef } {
  return { title: { key, args: { value } } };
}

/** A finding on one scalar, offsets relative to the parsed text. */
export interface Yaml11Finding {
  /** The message as a catalogue reference (shown in the user's locale). */
  msg: MsgRef[];
  start: number;
  end: number;
  fixes: Fix[];
}

/** The finding for one plain scalar `raw` at [start, end) under `key`, or undefined when both versions agree. */
export function yaml11Finding(raw: string, start: number, end: number, key: string | undefined): Yaml11Finding | undefined {
  if (!mayDiffer(raw)) return undefined;
  const v11 = read11(raw);
  const v12 = read12(raw);
  if (same(v11, v12)) return undefined;
  const ref: MsgRef = { key: /^[-+]?0b[01]+$/.test(raw) ? 'yaml11.differsJsYaml' : 'yaml11.differs', args: { raw, v12: describe(v12), v11: describe(v11) } };
  const edit = (text: string) => [{ start, end, newText: text }];
  const fixes: Fix[] = [];
  if (typeof v11 === 'boolean' && typeof v12 === 'string') {
    // yes/no/on/off: a boolean where the schema wants one, the quoted text elsewhere.
    const asBool: Fix = { ...titled('fix.write', String(v11)), edits: edit(String(v11)), kind: 'safe' };
    const asText: Fix = { ...titled('fix.yaml11.quote', show(v12)), edits: edit(show(v12)), kind: 'safe' };
    if (key !== undefined && BOOLEAN_KEYS.has(key)) fixes.push(asBool, { ...asText, kind: 'suggestion' });
    else fixes.push(asText, { ...asBool, kind: 'suggestion' });
  } else if (typeof v12 === 'number' && typeof v11 === 'number') {
    // 010: the digits as written (decimal, what Grimoire reads), or the octal value YAML 1.1 meant.
    fixes.push({ ...titled('fix.yaml11.write12', show(v12)), edits: edit(show(v12)), kind: 'safe' });
    fixes.push({ ...titled('fix.yaml11.write11', show(v11)), edits: edit(show(v11)), kind: 'suggestion' });
  } else if (typeof v12 === 'string' && typeof v11 === 'number' && raw.includes(':')) {
    // 1:30 is base 60 in YAML 1.1: a time or a ratio is meant as text.
    fixes.push({ ...titled('fix.yaml11.quote', show(v12)), edits: edit(show(v12)), kind: 'safe' });
    fixes.push({ ...titled('fix.yaml11.write11', show(v11)), edits: edit(show(v11)), kind: 'suggestion' });
  } else if (typeof v12 === 'string' && typeof v11 === 'number') {
    // 0b11, 1_000, 0x1_F: a number was meant; write it in decimal, which every version reads alike.
    fixes.push({ ...titled('fix.write', show(v11)), edits: edit(show(v11)), kind: 'safe' });
    fixes.push({ ...titled('fix.yaml11.quote', show(v12)), edits: edit(show(v12)), kind: 'suggestion' });
  } else if (typeof v12 === 'number') {
    // 08, 0o17, 1e3: numbers here, text in YAML 1.1.
    fixes.push({ ...titled('fix.write', show(v12)), edits: edit(show(v12)), kind: 'safe' });
    fixes.push({ ...titled('fix.yaml11.quote', show(raw)), edits: edit(show(raw)), kind: 'suggestion' });
  }
  return { msg: [ref], start, end, fixes };
}

/**
 * Every plain scalar value under `root` that YAML 1.1 reads otherwise, with
 * its finding, then every NEL, LS or PS that a YAML 1.1 reader reads as a
 * line break to other effect (parse/yaml11-breaks.ts). `text` is the text the
 * tree was parsed from. Quoted, tagged and block scalars are written
 * unambiguously and skipped, and so are keys (but for those characters).
 */
export function yaml11Findings(text: string, root: YNode): Yaml11Finding[] {
  const out: Yaml11Finding[] = [];
  const visit = (n: YNode, key: string | undefined): void => {
    if (n.pairs) {
      for (const p of n.pairs) visit(p.value, typeof p.key.value === 'string' ? p.key.value : undefined);
      return;
    }
    if (n.items) {
      for (const it of n.items) visit(it, key);
      return;
    }
    if (n.alias || n.end <= n.start) return;
    const raw = text.slice(n.start, n.end);
    const c = raw.charCodeAt(0);
    if (c === 34 || c === 39 || c === 33 || c === 38 || c === 124 || c === 62) return; // " ' ! & | >
    const f = yaml11Finding(raw, n.start, n.end, key);
    if (f) out.push(f);
  };
  visit(root, undefined);
  for (const f of yaml11BreakFindings(text, root)) out.push(f);
  return out;
}
