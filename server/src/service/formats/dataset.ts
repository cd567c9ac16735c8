/**
 * The canonical writer every importer ends with: spells in docs/format.md key
 * order, rendered as one YAML dataset file (header comment, `system`,
 * `attribution`, `license`, `spells`) with the `yaml` Document API. Pure.
 */
import { Document, Scalar, isMap, isPair, isScalar, isSeq, stringify, visit } from 'yaml';

/** A converted spell: a plain JSON-like mapping in docs/format.md key order. */
export type SpellRecord = Record<string, unknown>;

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


/** Copies `obj` with its keys in `order` first (in that order), then any other keys; undefined values dropped. */
export function orderKeys(obj: Record<string, unknown>, order: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of order) if (obj[key] !== undefined) out[key] = obj[key];
  for (const key of Object.keys(obj)) if (!(key in out) && obj[key] !== undefined) out[key] = obj[key];
  return out;
}


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

/** Characters a YAML 1.1 reader (PyYAML) takes for line breaks where YAML 1.2 reads text: written as escapes in double quotes. */
const YAML11_BREAK = /[\u0085\u2028\u2029]/;
const YAML_ESCAPES: Record<string, string> = { '\u0085': '\\N', '\u2028': '\\L', '\u2029': '\\P' };

/** Converts plain objects to Maps so integer-like keys (`{ 4: 4d6 }`) are written as YAML integers. */
function toYamlValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toYamlValue);
  if (isPlainRecord(value)) {
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
  if (Array.isArray(value)) return value.some((x) => typeof x === 'object' && x !== null) ? Infinity : value.reduce((n: number, x) => n + String(x).length + 2, 4);
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
    Pair(_, pair, path) {
      if (!isPair(pair) || !isScalar(pair.key)) return;
      const key = String(pair.key.value);
      const value = pair.value;
      // The pass-through block holds another format's fields: short lists and mappings of scalars on one line, nothing keyed by name.
      if (path.some((a) => isPair(a) && isScalar(a.key) && a.key.value === 'extra')) {
        if ((isSeq(value) || isMap(value)) && flowLength(toYamlValue(value.toJSON())) <= FLOW_MAP_MAX) value.flow = true;
        if (isScalar(value) && typeof value.value === 'string' && longText(value.value)) value.type = Scalar.BLOCK_LITERAL;
        return;
      }
      if (isSeq(value) && FLOW_SEQ_KEYS.has(key)) value.flow = true;
      if (isMap(value) && FLOW_MAP_KEYS.has(key)) {
        const plain = value.toJSON() as unknown;
        if (flowLength(toYamlValue(plain)) <= FLOW_MAP_MAX) value.flow = true;
      }
      if (isScalar(value) && typeof value.value === 'string') {
        const text = value.value;
        if (BLOCK_KEYS.has(key) && (options.blockDescriptions || text.includes('\n'))) {
          value.type = Scalar.BLOCK_LITERAL;
        } else if (longText(text)) {
          value.type = Scalar.BLOCK_LITERAL;
        }
      }
    },
    Scalar(_, node) {
      if (typeof node.value === 'string' && (YAML11_BOOL.test(node.value) || YAML11_BREAK.test(node.value))) node.type = Scalar.QUOTE_DOUBLE;
    },
  });
  // The yaml library writes these characters raw even in double quotes; only double-quoted scalars hold them (above), so each becomes its escape.
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false, indentSeq: true }).replace(/[\u0085\u2028\u2029]/g, (c) => YAML_ESCAPES[c]!);
}

/** A single-line string long enough, and odd enough to need quotes as a plain scalar, to be written as a `|-` block. */
function longText(text: string): boolean {
  return text.length > LONG_TEXT && !/^[\s]|\s$/.test(text) && /^["']/.test(stringify(text, { lineWidth: 0 }));
}

/** True for a non-null, non-array object. */
function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
