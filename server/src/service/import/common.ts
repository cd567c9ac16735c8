/**
 * Shared helpers for the corpus importers (`grimoire import ...`): warning
 * collection, HTML-to-text, dice-expression arithmetic and YAML dataset output.
 *
 * Everything here is pure (no IO) so the importers can run in the CLI, the
 * language server or a test alike.
 */
import { Document, Scalar, isMap, isPair, isScalar, isSeq, stringify, visit } from 'yaml';
import { render, type MsgArg, type MsgRef } from '../i18n';

/** One problem found while converting a record; `spell` names the record (or `#N` when it has no name). */
export interface ImportWarning {
  spell: string;
  /** In English (what tests and the English CLI print). */
  message: string;
  /** The same as a catalogue reference, when the importer has one: `grimoire import` shows it in the run's locale. */
  msg?: MsgRef;
  /** `spell` as a catalogue reference when it is a label of ours rather than the source's name ("(input)"): `grimoire import` shows it in the run's locale. */
  label?: MsgRef;
}

/** The result of an importer: the whole YAML dataset file, how many spells it holds, and what went wrong. */
export interface ImportResult {
  /** A whole YAML dataset file (header comment, `system`, `attribution`, `license`, `spells`). */
  text: string;
  /** Number of spells written to `text`. */
  spells: number;
  /** Problems of the source data or of the conversion; never thrown. */
  warnings: ImportWarning[];
}

/** A converted spell: a plain JSON-like mapping in docs/format.md key order. */
export type SpellRecord = Record<string, unknown>;

/** The pure conversion step of an importer, before YAML output (exposed for tests and tooling). */
export interface Conversion {
  spells: SpellRecord[];
  warnings: ImportWarning[];
}

/** Keys common to every system, in docs/format.md order. */
export const COMMON_KEY_ORDER: readonly string[] = ['name', 'system', 'description', 'classes', 'book', 'tags'];

/** Key order of a `dnd5e` / `tov` spell (docs/format.md: common keys, then the system table). */
export const DND5E_KEY_ORDER: readonly string[] = [
  ...COMMON_KEY_ORDER,
  'level',
  'circle',
  'source',
  'school',
  'casting_time',
  'range',
  'components',
  'material',
  'duration',
  'concentration',
  'ritual',
  'area',
  'save',
  'attack',
  'damage',
  'heal',
  'higher_levels',
];

/** Key order of a `dnd35` spell (docs/format.md: common keys, then the system table). */
export const DND35_KEY_ORDER: readonly string[] = [
  ...COMMON_KEY_ORDER,
  'levels',
  'school',
  'subschool',
  'descriptors',
  'casting_time',
  'range',
  'components',
  'material',
  'focus',
  'target',
  'effect',
  'area',
  'duration',
  'saving_throw',
  'spell_resistance',
  'attack',
  'damage',
];

/** The eight schools of magic shared by every D&D-like system. */
export const SCHOOLS: readonly string[] = [
  'abjuration',
  'conjuration',
  'divination',
  'enchantment',
  'evocation',
  'illusion',
  'necromancy',
  'transmutation',
];

/** Damage types of the `dnd5e` format. */
export const DAMAGE_TYPES: readonly string[] = [
  'acid',
  'bludgeoning',
  'cold',
  'fire',
  'force',
  'lightning',
  'necrotic',
  'piercing',
  'poison',
  'psychic',
  'radiant',
  'slashing',
  'thunder',
];

/** Collects warnings for one import run. */
export class Warnings {
  /** The collected warnings, in emission order. */
  readonly list: ImportWarning[] = [];

  /** Records a warning about `spell`: English text, or a catalogue reference (`import.w.*`), kept beside its English text for `grimoire import --locale`. */
  add(spell: string | MsgRef, message: string | MsgRef): void {
    const label = typeof spell === 'string' ? {} : { label: spell };
    const name = typeof spell === 'string' ? spell : render('en', spell);
    if (typeof message === 'string') this.list.push({ spell: name, message, ...label });
    else this.list.push({ spell: name, message: render('en', message), msg: message, ...label });
  }
}

/**
 * The warning on a record that is not an object (null, an array, a string,
 * a number or a boolean), which both importers' convertRecord skip.
 * `{got}` is JSON's own word for the value (kept in every locale), or
 * "an array" from the catalogue.
 */
export function notObject(record: unknown): MsgRef {
  const got: MsgArg = record === null ? 'null' : Array.isArray(record) ? { key: 'import.w.anArray' } : typeof record;
  return { key: 'import.w.notObject', args: { got } };
}

/**
 * Convert every record of an importer's JSON array with `convertRecord`,
 * warning on a non-array input and on duplicate names (both kept).
 * Shared by the 5e-database and PSRD importers; never throws.
 */
export function convertAll(json: unknown, convertRecord: (record: unknown, index: number, warnings: Warnings) => SpellRecord | undefined): Conversion {
  const warnings = new Warnings();
  if (!Array.isArray(json)) {
    warnings.add({ key: 'import.w.input' }, { key: 'import.w.notArray', args: { got: json === null ? 'null' : typeof json } });
    return { spells: [], warnings: warnings.list };
  }
  const spells: SpellRecord[] = [];
  const seen = new Set<string>();
  json.forEach((record, index) => {
    const spell = convertRecord(record, index, warnings);
    if (!spell) return;
    const name = spell.name as string;
    if (seen.has(name.toLowerCase())) warnings.add(name, { key: 'import.w.duplicate' });
    seen.add(name.toLowerCase());
    spells.push(spell);
  });
  return { spells, warnings: warnings.list };
}

/** True for a non-null, non-array object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A trimmed non-empty string, or undefined for anything else. */
export function nonEmptyString(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A label for a record in warnings: its name, else its fallback id, else `#index` (1-based). */
export function recordLabel(record: unknown, index: number, fallbackKey?: string): string {
  if (isRecord(record)) {
    const name = nonEmptyString(record.name);
    if (name) return name;
    if (fallbackKey) {
      const other = nonEmptyString(record[fallbackKey]);
      if (other) return other;
    }
  }
  return `#${index + 1}`;
}

/** Copies `obj` with its keys in `order` first (in that order), then any other keys; undefined values dropped. */
export function orderKeys(obj: Record<string, unknown>, order: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of order) if (obj[key] !== undefined) out[key] = obj[key];
  for (const key of Object.keys(obj)) if (!(key in out) && obj[key] !== undefined) out[key] = obj[key];
  return out;
}

// ---------------------------------------------------------------------------
// HTML to text

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

// ---------------------------------------------------------------------------
// Dice expressions

/** A sum of dice terms, e.g. `2d8 + 4d6 + 3 + MOD` -> `{ dice: { 8: 2, 6: 4 }, constant: 3, symbols: { MOD: 1 } }`. */
export interface DiceSum {
  dice: Map<number, number>;
  constant: number;
  symbols: Map<string, number>;
}

/** Removes the blanks around `+`/`-` and at the ends of a dice expression (`3d4 + 3` -> `3d4+3`). */
export function normalizeDice(expr: string): string {
  // What `.replace(/\s*([+-])\s*/g, '$1')` did (the blanks on both sides of each sign go), with each run of blanks
  // tried from its start only: tried from each of its blanks, a long run not followed by a sign cost quadratic time.
  return expr
    .trim()
    .replace(/(?<!\s)\s+(?=[+-])|(?<=[+-])\s+/g, '')
    .replace(/\s+/g, ' ');
}

/** True for the docs/format.md dice form `NdM[+K]` or a bare integer `K`. */
export function isSimpleDice(expr: string): boolean {
  return /^(?:\d+d\d+(?:[+-]\d+)?|\d+)$/.test(expr);
}

/** Parses a sum of `NdM`, integer and symbolic (`MOD`) terms; undefined when a term is none of those. */
export function parseDiceSum(expr: string): DiceSum | undefined {
  const text = normalizeDice(expr);
  if (text === '') return undefined;
  const sum: DiceSum = { dice: new Map(), constant: 0, symbols: new Map() };
  for (const match of text.matchAll(/([+-]?)([^+-]+)/g)) {
    const sign = match[1] === '-' ? -1 : 1;
    const term = (match[2] ?? '').trim();
    let m: RegExpMatchArray | null;
    if ((m = /^(\d*)d(\d+)$/i.exec(term))) {
      const faces = Number(m[2]);
      const count = m[1] === '' ? 1 : Number(m[1]);
      sum.dice.set(faces, (sum.dice.get(faces) ?? 0) + sign * count);
    } else if (/^\d+$/.test(term)) {
      sum.constant += sign * Number(term);
    } else if (/^[A-Za-z_]+$/.test(term)) {
      sum.symbols.set(term, (sum.symbols.get(term) ?? 0) + sign);
    } else {
      return undefined;
    }
  }
  return sum;
}

/** `b - a` term by term. */
export function diffDiceSum(a: DiceSum, b: DiceSum): DiceSum {
  const out: DiceSum = { dice: new Map(), constant: b.constant - a.constant, symbols: new Map() };
  for (const faces of new Set([...a.dice.keys(), ...b.dice.keys()])) {
    const delta = (b.dice.get(faces) ?? 0) - (a.dice.get(faces) ?? 0);
    if (delta !== 0) out.dice.set(faces, delta);
  }
  for (const sym of new Set([...a.symbols.keys(), ...b.symbols.keys()])) {
    const delta = (b.symbols.get(sym) ?? 0) - (a.symbols.get(sym) ?? 0);
    if (delta !== 0) out.symbols.set(sym, delta);
  }
  return out;
}

/** True when two sums are term-for-term equal. */
export function sameDiceSum(a: DiceSum, b: DiceSum): boolean {
  const d = diffDiceSum(a, b);
  return d.constant === 0 && d.dice.size === 0 && d.symbols.size === 0;
}

/**
 * The sum as a single increment `NdM` or `K` (positive, one term only), else undefined:
 * only such increments are written as `per_slot` / `per_character_level`.
 */
export function singleIncrement(sum: DiceSum): string | undefined {
  if (sum.symbols.size > 0) return undefined;
  if (sum.dice.size === 1 && sum.constant === 0) {
    const [faces, count] = [...sum.dice.entries()][0] as [number, number];
    return count > 0 ? `${count}d${faces}` : undefined;
  }
  if (sum.dice.size === 0 && sum.constant > 0) return String(sum.constant);
  return undefined;
}

// ---------------------------------------------------------------------------
// YAML output

/** Options of {@link renderDataset}. */
export interface DatasetOptions {
  /** Header comment lines (without `#`); the first line should be `grimoire: spells`. */
  comment: string[];
  system: string;
  attribution: string;
  license: string;
  spells: SpellRecord[];
  /** Write every `description` as a `|-` block scalar, even a one-liner (default: only multi-line ones). */
  blockDescriptions?: boolean;
}

/** Keys whose sequence values are written in flow style (`[V, S, M]`). */
const FLOW_SEQ_KEYS = new Set(['components', 'classes', 'descriptors', 'tags']);
/** Keys whose mapping values are written in flow style when short (`{ shape: sphere, radius: 20 }`). */
const FLOW_MAP_KEYS = new Set(['area', 'save', 'at_slot_level', 'per_character_level', 'levels', 'material']);
/** Keys whose string values are always block literals (`|-`). */
const BLOCK_KEYS = new Set(['description']);
/** Single-line strings longer than this that cannot be plain scalars are written as `|-` blocks, not quoted. */
const LONG_TEXT = 60;
/** Longest flow mapping (rendered, roughly) before falling back to block style. */
const FLOW_MAP_MAX = 100;
/** Plain strings a YAML 1.1 reader would take for booleans: quoted so every reader sees a string. */
const YAML11_BOOL = /^(?:y|Y|yes|Yes|YES|n|N|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/;

/** Converts plain objects to Maps so integer-like keys (`{ 4: 4d6 }`) are written as YAML integers. */
function toYamlValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toYamlValue);
  if (isRecord(value)) {
    const map = new Map<unknown, unknown>();
    for (const [key, inner] of Object.entries(value)) {
      if (inner === undefined) continue;
      map.set(/^(?:0|[1-9]\d*)$/.test(key) ? Number(key) : key, toYamlValue(inner));
    }
    return map;
  }
  return value;
}

/** A rough one-line length of a flow mapping of scalars, or Infinity when it nests collections. */
function flowLength(value: unknown): number {
  if (!(value instanceof Map)) return Infinity;
  let length = 4;
  for (const [key, inner] of value) {
    if (typeof inner === 'object' && inner !== null) return Infinity;
    length += String(key).length + String(inner).length + 4;
  }
  return length;
}

/**
 * Renders a dataset file with the `yaml` Document API: header comment, block mappings, flow sequences for
 * components/classes/descriptors, flow for small maps, `|-` for descriptions, no line folding.
 */
export function renderDataset(options: DatasetOptions): string {
  const data = toYamlValue({
    system: options.system,
    attribution: options.attribution,
    license: options.license,
    spells: options.spells,
  }) as Map<unknown, unknown>;
  const doc = new Document(data);
  doc.commentBefore = options.comment.map((line) => (line === '' ? '' : ` ${line}`)).join('\n');
  visit(doc, {
    Pair(_, pair) {
      if (!isPair(pair) || !isScalar(pair.key)) return;
      const key = String(pair.key.value);
      const value = pair.value;
      if (isSeq(value) && FLOW_SEQ_KEYS.has(key)) value.flow = true;
      if (isMap(value) && FLOW_MAP_KEYS.has(key)) {
        const plain = value.toJSON() as unknown;
        if (flowLength(toYamlValue(plain)) <= FLOW_MAP_MAX) value.flow = true;
      }
      if (isScalar(value) && typeof value.value === 'string') {
        const text = value.value;
        if (BLOCK_KEYS.has(key) && (options.blockDescriptions || text.includes('\n'))) {
          value.type = Scalar.BLOCK_LITERAL;
        } else if (text.length > LONG_TEXT && !/^[\s]|\s$/.test(text) && /^["']/.test(stringify(text, { lineWidth: 0 }))) {
          value.type = Scalar.BLOCK_LITERAL;
        }
      }
    },
    Scalar(_, node) {
      if (typeof node.value === 'string' && YAML11_BOOL.test(node.value)) node.type = Scalar.QUOTE_DOUBLE;
    },
  });
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false, indentSeq: true });
}
