/**
 * JSON Schema validation of spells and file headers, with every ajv error
 * mapped to the tightest YAML range and `oneOf`/`anyOf` noise collapsed into
 * one message that names what was expected.
 *
 * The schema is compiled once per {@link SchemaValidator}; the service makes
 * one and validates each spell item on its own with the definition of its
 * effective system.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { nodeAtPath, type YNode } from '../parse/yaml-tree';
import type { Fix, System } from '../types';
import { renameKeyFix, unquoteFix } from './quick-fixes';
import { joinSentences, render, renderArg, type MsgArg, type MsgRef, type MessageKey } from '../i18n';

/** A schema finding, offsets relative to the node tree it was mapped onto. */
export interface SchemaProblem {
  code: string;
  /** The English text. */
  message: string;
  /** The message as catalogue references, for other locales (sentences in order). */
  msg: MsgRef[];
  start: number;
  end: number;
  /** The instance path, split (for rules and fixes). */
  path: Array<string | number>;
  /** Quick fixes (a misspelt key, a quoted number or boolean); offsets as `start`/`end`. */
  fixes?: Fix[];
}

type Json = Record<string, unknown>;

/** Schema problems reported per spell at most (a 1,000,000-key mapping must not make a million diagnostics). */
export const MAX_PROBLEMS = 50;

/** Split a JSON Pointer (RFC 6901): `~1` -> `/` first, then `~0` -> `~`. */
export function splitPointer(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return pointer === '/' ? [''] : [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** A message reference (catalogue key and arguments). */
function m(key: MessageKey, args?: Record<string, MsgArg>): MsgRef {
  return args ? { key, args } : { key };
}

/** The value the author wrote, as a noun phrase ("text "x"", "the integer 3"); the value itself is never translated. */
function describeValue(v: unknown): MsgArg {
  if (v === null || v === undefined) return m('value.null');
  if (Array.isArray(v)) return m('value.list');
  if (typeof v === 'object') return m('value.mapping');
  if (typeof v === 'string') return m('value.text', { text: v.length > 40 ? v.slice(0, 37) + '...' : v });
  if (typeof v === 'number') return Number.isInteger(v) ? m('value.integer', { value: String(v) }) : m('value.number', { value: String(v) });
  if (typeof v === 'boolean') return m('value.boolean', { value: String(v) });
  return typeof v;
}

const TYPE_KEYS: Record<string, MessageKey> = {
  string: 'type.string',
  integer: 'type.integer',
  number: 'type.number',
  boolean: 'type.boolean',
  object: 'type.object',
  array: 'type.array',
  null: 'type.null',
};

function typeName(t: unknown): MsgArg {
  if (Array.isArray(t)) return { list: t.map(typeName), join: 'orEach' };
  const k = TYPE_KEYS[String(t)];
  return k ? m(k) : String(t);
}

function jsonType(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

/** The two rows {@link distance} works in (grown on demand; the service is synchronous). */
let rowA = new Int32Array(64);
let rowB = new Int32Array(64);

/**
 * Edit distance (Levenshtein, UTF-16 units), 99 when the lengths differ by
 * more than 3: "did you mean" hints on unknown keys and enum values (mapOne,
 * via closest and tiedWith). Two reused rows instead of an array per row (it
 * ran for every known key of every unknown-key error: 15 MB at 50k spells);
 * test/unit/service/rules/rule-shortcuts.test.ts compares it with the plain table.
 */
export function distance(a: string, b: string): number {
  const m = a.length;
  const n = b.length;
  if (Math.abs(m - n) > 3) return 99;
  if (n + 1 > rowA.length) {
    rowA = new Int32Array(n + 1);
    rowB = new Int32Array(n + 1);
  }
  let prev = rowA;
  let cur = rowB;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= m; i++) {
    cur[0] = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const del = prev[j]! + 1;
      const ins = cur[j - 1]! + 1;
      const sub = prev[j - 1]! + (ca === b.charCodeAt(j - 1) ? 0 : 1);
      cur[j] = del < ins ? (del < sub ? del : sub) : ins < sub ? ins : sub;
    }
    const t = prev;
    prev = cur;
    cur = t;
  }
  return prev[n]!;
}

/** How many of `options` are as close to `word` as `best` (1 means the hint is not a guess between keys). */
function tiedWith(word: string, best: string, options: readonly string[]): number {
  const d = distance(word.toLowerCase(), best.toLowerCase());
  return options.filter((o) => distance(word.toLowerCase(), o.toLowerCase()) === d).length;
}

function closest(word: string, options: readonly string[]): string | undefined {
  if (word.length < 3) return undefined; // "X" is one edit from every component letter: no useful hint
  let best: string | undefined;
  let bestD = 3;
  const w = word.toLowerCase();
  for (const o of options) {
    const d = distance(w, o.toLowerCase());
    if (d < bestD || (d === bestD && best === undefined && d <= 2)) {
      bestD = d;
      best = o;
    }
  }
  return bestD <= 2 ? best : undefined;
}

function fieldName(path: Array<string | number>): MsgArg {
  if (path.length === 0) return m('schema.field.root');
  const parts = path.map((p) => (typeof p === 'number' || /^\d+$/.test(p) ? `[${p}]` : p));
  return '`' + parts.join('.').replace(/\.\[/g, '[') + '`';
}

/** The "Examples: ..." sentence from a schema's examples (the examples are canonical values, never translated). */
function examplesOf(schema: unknown): MsgRef[] {
  const ex = (schema as Json | undefined)?.examples;
  if (!Array.isArray(ex) || ex.length === 0) return [];
  const shown = ex
    .filter((e) => typeof e === 'string' || typeof e === 'number')
    .slice(0, 4)
    .map((e) => `"${String(e)}"`);
  return shown.length > 0 ? [m('schema.examples', { examples: shown.join(', ') })] : [];
}

/** A problem whose English text is rendered from its references (the English catalogue reproduces the old messages). */
function problem(code: string, msg: MsgRef[], start: number, end: number, path: Array<string | number>): SchemaProblem {
  return { code, message: joinSentences('en', msg.map((r) => render('en', r))), msg, start, end, path };
}

/** Compiles the spell schema once and validates values against its definitions. */
export class SchemaValidator {
  private ajv: Ajv | undefined;
  private readonly spellValidators = new Map<System, ValidateFunction>();
  private readonly headerValidator: ValidateFunction;
  private readonly definitions: Json;
  readonly schema: Json;

  /**
   * `schema` is the parsed `schemas/spell.schema.json` (callers bundle it; no IO here).
   * `precompiled`: validators generated from that same schema at build time (see
   * precompiled.ts); without them the schema is compiled here.
   */
  constructor(schema: Json, precompiled?: Record<string, ValidateFunction>) {
    this.schema = schema;
    this.definitions = (schema.definitions ?? {}) as Json;
    const get = (name: string): ValidateFunction => {
      const pre = precompiled?.[name];
      if (pre) return pre;
      if (!this.ajv) {
        this.ajv = new Ajv({ allErrors: true, strict: false, verbose: true, validateFormats: false });
        this.ajv.addSchema(schema, 'spell.schema.json');
      }
      return this.ajv.getSchema(`spell.schema.json#/definitions/${name}`)!;
    };
    for (const sys of ['dnd5e', 'tov', 'dnd35', 'wfb'] as const) this.spellValidators.set(sys, get(`spell_${sys}`));
    this.headerValidator = get('header');
  }

  /** The definition object of a system's spell (for hovers and completion). */
  spellDefinition(system: System): Json | undefined {
    return this.definitions[`spell_${system}`] as Json | undefined;
  }

  /** The file header definition. */
  headerDefinition(): Json | undefined {
    return this.definitions.header as Json | undefined;
  }

  /** Resolve a local `$ref` (`#/definitions/x`) one or more times. */
  resolve(s: unknown): Json | undefined {
    let cur = s as Json | undefined;
    for (let guard = 0; cur && typeof cur.$ref === 'string' && guard < 20; guard++) {
      const ref = cur.$ref as string;
      if (!ref.startsWith('#/')) return cur;
      let target: unknown = this.schema;
      for (const seg of splitPointer(ref.slice(1))) target = (target as Json | undefined)?.[seg];
      cur = target as Json | undefined;
    }
    return cur;
  }

  /**
   * The schema describing `path` below `root` (a definition), walking
   * properties, items and the alternatives of oneOf/anyOf/allOf.
   */
  schemaAt(root: Json | undefined, path: ReadonlyArray<string | number>): Json | undefined {
    let cur = this.resolve(root);
    for (const seg of path) {
      if (!cur) return undefined;
      cur = this.childSchema(cur, seg);
    }
    return cur;
  }

  private childSchema(s: Json, seg: string | number): Json | undefined {
    const props = s.properties as Json | undefined;
    if (typeof seg === 'string' && props && props[seg]) return this.resolve(props[seg]);
    if (typeof seg === 'number' && s.items && typeof s.items === 'object') return this.resolve(s.items);
    if (typeof seg === 'string' && s.additionalProperties && typeof s.additionalProperties === 'object') {
      return this.resolve(s.additionalProperties);
    }
    for (const k of ['oneOf', 'anyOf', 'allOf'] as const) {
      const alts = s[k];
      if (Array.isArray(alts)) {
        for (const a of alts) {
          const r = this.resolve(a);
          const c = r ? this.childSchema(r, seg) : undefined;
          if (c) return c;
        }
      }
    }
    return undefined;
  }

  /** Validate one spell value; the raw ajv errors, or null when valid (the fast path: no node tree needed). */
  validateRaw(value: unknown, system: System): ErrorObject[] | null {
    const v = this.spellValidators.get(system);
    if (!v || v(value)) return null;
    return (v.errors ?? []).slice();
  }

  /** Map errors from {@link validateRaw} onto the spell's mapping node. */
  mapSpellErrors(errors: ErrorObject[], node: YNode): SchemaProblem[] {
    return this.mapErrors(errors, node);
  }

  /** Validate one spell value; problems are mapped onto `node` (the spell's mapping node). */
  validateSpell(value: unknown, node: YNode, system: System): SchemaProblem[] {
    const v = this.spellValidators.get(system);
    if (!v) return [];
    if (v(value)) return [];
    return this.mapErrors(v.errors ?? [], node);
  }

  /** Validate a dataset header value (spells are validated one by one). */
  validateHeader(value: unknown, node: YNode): SchemaProblem[] {
    if (this.headerValidator(value)) return [];
    return this.mapErrors(this.headerValidator.errors ?? [], node);
  }

  /** Map ajv errors onto YAML ranges, collapsing alternatives. */
  private mapErrors(errors: ErrorObject[], node: YNode): SchemaProblem[] {
    const kept = onePerMistake(collapse(errors.length > 4 * MAX_PROBLEMS ? errors.slice(0, 4 * MAX_PROBLEMS) : errors, (s) => this.resolve(s)));
    const out: SchemaProblem[] = [];
    const seen = new Set<string>();
    for (const e of kept) {
      if (out.length >= MAX_PROBLEMS) {
        out.push(problem('schema/other', [m('schema.tooMany', { max: MAX_PROBLEMS, total: errors.length })], node.start, Math.max(node.start + 1, Math.min(node.end, node.start + 1)), []));
        break;
      }
      const p = this.mapOne(e, node);
      const key = `${p.start}:${p.end}:${p.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(p);
    }
    return out;
  }

  private mapOne(e: ErrorObject, root: YNode): SchemaProblem {
    const path: Array<string | number> = splitPointer(e.instancePath);
    const { node, pair, exact } = nodeAtPath(root, path);
    let start = node.start;
    let end = node.end;
    let code = 'schema/other';
    let msg: MsgRef[];
    let fix: Fix | undefined;
    const field = fieldName(path);
    const params = e.params as Json;
    const actual = describeValue(e.data);
    switch (e.keyword) {
      case 'required': {
        code = 'schema/required';
        msg = [m('schema.required', { field, key: String(params.missingProperty) })];
        // Point at the key of the mapping that lacks it, or the first key of a top-level mapping.
        if (exact && pair) {
          start = pair.key.start;
          end = pair.key.end;
        } else if (node.pairs && node.pairs.length > 0) {
          start = node.pairs[0]!.key.start;
          end = node.pairs[0]!.key.end;
        }
        break;
      }
      case 'additionalProperties': {
        code = 'schema/unknown-key';
        const extra = String(params.additionalProperty);
        const known = Object.keys(((e.parentSchema as Json | undefined)?.properties ?? {}) as Json);
        const hint = extra === 'level' && known.includes('circle') ? 'circle' : extra === 'circle' && known.includes('level') ? 'level' : closest(extra, known);
        const why = extra === 'level' && hint === 'circle' ? [m('schema.hint.tovCircle')] : extra === 'circle' && hint === 'level' ? [m('schema.hint.dnd5eLevel')] : hint ? [m('schema.hint.didYouMeanKey', { key: hint })] : [];
        msg = [path.length ? m('schema.unknownKeyIn', { key: extra, field }) : m('schema.unknownKey', { key: extra }), ...why];
        const p = node.pairs?.find((q) => String(q.key.value) === extra);
        if (p) {
          start = p.key.start;
          end = p.key.end;
          // Renaming onto a key the mapping already has would make a duplicate: no fix then.
          const taken = node.pairs?.some((q) => String(q.key.value) === hint);
          if (hint && !taken) fix = renameKeyFix(p.key, hint, why[0]?.key === 'schema.hint.didYouMeanKey' && tiedWith(extra, hint, known) === 1);
        }
        break;
      }
      case 'type': {
        code = 'schema/type';
        msg = [m('schema.type', { field, expected: typeName(params.type), actual })];
        if (exact) fix = unquoteFix(node, e.data, Array.isArray(params.type) ? params.type.map(String) : [String(params.type)]);
        break;
      }
      case 'enum': {
        code = 'schema/enum';
        const allowed = (params.allowedValues as unknown[]).map(String);
        const hint = typeof e.data === 'string' ? closest(e.data, allowed) : undefined;
        msg = [m('schema.enum', { field, actual, allowed: allowed.map((a) => `"${a}"`).join(', ') }), ...(hint ? [m('schema.hint.didYouMeanValue', { value: hint })] : [])];
        break;
      }
      case 'const': {
        code = 'schema/enum';
        msg = [m('schema.const', { field, value: JSON.stringify(params.allowedValue) })];
        break;
      }
      case 'minimum':
      case 'maximum':
      case 'exclusiveMinimum':
      case 'exclusiveMaximum': {
        code = 'schema/range';
        msg = [m(`schema.${e.keyword}`, { field, limit: typeof params.limit === 'number' ? params.limit : String(params.limit), actual: String(e.data) })];
        break;
      }
      case 'pattern':
      case 'format': {
        code = 'schema/pattern';
        msg = [m('schema.pattern', { field, actual }), ...examplesOf(e.parentSchema)];
        break;
      }
      case 'minLength':
      case 'maxLength':
      case 'minItems':
      case 'maxItems':
      case 'minProperties': {
        code = 'schema/size';
        const limit = typeof params.limit === 'number' ? params.limit : String(params.limit);
        msg = [m(e.keyword === 'minLength' && params.limit === 1 ? 'schema.minLength.empty' : `schema.${e.keyword}`, { field, limit })];
        break;
      }
      case 'uniqueItems': {
        code = 'schema/size';
        msg = [m('schema.uniqueItems', { field, i: String(params.i), j: String(params.j) })];
        break;
      }
      case 'oneOf':
      case 'anyOf': {
        code = 'schema/alternatives';
        msg = [m('schema.type', { field, expected: describeAlternatives(this, e.schema as unknown[]), actual })];
        break;
      }
      case 'not': {
        code = 'schema/not-allowed';
        msg = [m('schema.notAllowed', { field })];
        break;
      }
      case 'propertyNames': {
        // A key the mapping's key pattern refuses (`per_character_level: { 25: ... }`, `levels: { Wizard: 3 }`); ajv's text was English only.
        msg = [m('schema.propertyNames', { field, key: String(params.propertyName) })];
        break;
      }
      default:
        // ajv's own English text: no keyword of ours reaches here today.
        msg = [m('schema.other', { field, detail: e.message ?? 'is not valid' })];
    }
    // An empty value (`school:` with nothing after it) has no text of its own: its node sits where the
    // next line starts (or past the end of the file). Point at the key, on the line of the mistake.
    if (exact && pair && node.kind === 'null' && node.end <= node.start + 1 && e.keyword !== 'required' && e.keyword !== 'additionalProperties') {
      start = pair.key.start;
      end = pair.key.end;
    }
    if (end <= start) end = start + 1;
    const out = problem(code, msg, start, end, path);
    if (fix) out.fixes = [fix];
    return out;
  }
}

/** Schema titles that are whole phrases of their own (the others are read by {@link titleArg}). */
const TITLE_KEYS: Record<string, MessageKey> = {
  'a list of damage mappings': 'schema.title.damageList',
  'a list of sources like [arcane, primal]': 'schema.title.sourceList',
  'a mapping of character level to dice like { 5: 2d10, 11: 3d10, 17: 4d10 }': 'schema.title.levelDice',
  'dice like "1d10" (added at 5th, 11th and 17th level)': 'schema.title.cantripDice',
  'text like 24" or "self"': 'schema.title.wfbRange',
};

/**
 * A schema title as a message: `a mapping { a, b } or { c }`, `text like "x", "y" or "z"`
 * and `one of "a", "b"` are rebuilt from their canonical parts so other
 * locales can phrase them; any other title is shown as written.
 */
export function titleArg(title: string): MsgArg {
  const k = TITLE_KEYS[title];
  if (k) return m(k);
  const map = /^a mapping (\{[^{}]*\}(?: or \{[^{}]*\})*)$/.exec(title);
  if (map) return m('schema.alt.mapping', { shape: { list: map[1]!.split(' or '), join: 'orEach' } });
  const quoted = '"[^"]*"';
  const listRe = new RegExp(`^(${quoted}(?:, ${quoted})*)(?: or (${quoted}))?$`);
  const like = /^text like (.*)$/.exec(title);
  const l = like ? listRe.exec(like[1]!) : null;
  if (l) return m('schema.alt.textLike', { examples: quotedList(l) });
  const one = /^one of (.*)$/.exec(title);
  const o = one ? new RegExp(`^(${quoted}(?:, ${quoted})*)$`).exec(one[1]!) : null;
  if (o) return m('schema.alt.oneOf', { values: o[1]! });
  return title;
}

/** `"a", "b" or "c"` matched by titleArg's list pattern, as a list. */
function quotedList(l: RegExpExecArray): MsgArg {
  const items: string[] = l[1]!.match(/"[^"]*"/g) ?? [];
  if (l[2]) items.push(l[2]);
  return items.length === 1 ? items[0]! : { list: items, join: 'or' };
}

/** "text like "150 feet" or a mapping { distance, unit }" from a oneOf/anyOf list. */
function describeAlternatives(v: SchemaValidator, alts: unknown[]): MsgArg {
  const parts: MsgArg[] = [];
  const seen = new Set<string>();
  // Alternatives that read the same in English are named once (as before the catalogues).
  const add = (_label: string, a: MsgArg) => {
    const key = renderArg('en', a);
    if (seen.has(key)) return;
    seen.add(key);
    parts.push(a);
  };
  for (const a of Array.isArray(alts) ? alts : []) {
    const s = v.resolve(a);
    if (!s) continue;
    if (typeof s.title === 'string') {
      add(s.title, titleArg(s.title));
      continue;
    }
    const t = s.type;
    if (t === 'object' && s.properties) {
      const shape = `{ ${Object.keys(s.properties as Json).slice(0, 5).join(', ')} }`;
      add(`a mapping ${shape}`, m('schema.alt.mapping', { shape }));
    } else if (t === 'string' && Array.isArray(s.examples) && s.examples.length > 0) {
      const ex = `"${String(s.examples[0])}"`;
      add(`text like ${ex}`, m('schema.alt.textLike', { examples: ex }));
    } else if (Array.isArray(s.enum)) {
      const values = (s.enum as unknown[]).map((x) => `"${String(x)}"`).join(', ');
      add(`one of ${values}`, m('schema.alt.oneOf', { values }));
    } else if (t !== undefined) {
      add('', typeName(t));
    }
  }
  if (parts.length === 0) return m('schema.alt.any');
  if (parts.length === 1) return parts[0]!;
  return { list: parts, join: 'or' };
}

/** Does the data's type fit the alternative's declared type (so its errors are the ones meant)? */
function typeFits(alt: Json | undefined, data: unknown): boolean {
  if (!alt) return false;
  const t = alt.type;
  const jt = jsonType(data);
  if (t === undefined) {
    if (alt.properties || alt.required) return jt === 'object';
    if (alt.pattern) return jt === 'string';
    if (Array.isArray(alt.enum)) return (alt.enum as unknown[]).some((x) => typeof x === typeof data);
    return true;
  }
  const types = Array.isArray(t) ? t : [t];
  return types.some((x) => x === jt || (x === 'number' && jt === 'integer'));
}

/**
 * One finding per mistake: a value of the wrong type also fails that
 * value's enum, pattern, length... checks (an empty `school:` is not text and
 * not a school); the type error alone says what is wrong.
 */
function onePerMistake(errors: ErrorObject[]): ErrorObject[] {
  const typed = new Set(errors.filter((e) => e.keyword === 'type').map((e) => e.instancePath));
  if (typed.size === 0) return errors;
  return errors.filter((e) => e.keyword === 'type' || !typed.has(e.instancePath));
}

/** Is `path` equal to or below `base` (JSON Pointers)? */
function under(path: string, base: string): boolean {
  return path === base || path.startsWith(base + '/');
}

/**
 * Collapse alternatives. ajv pushes the errors of every failed oneOf/anyOf
 * branch just before the oneOf/anyOf error itself, all at or below its
 * instance path (schema paths inside `$ref`s name the referenced definition,
 * so they cannot tell branches apart). When exactly one branch's type fits the
 * value, the author clearly meant that branch: keep the branch errors except
 * the other branches' type mismatches at the value itself. Otherwise keep the
 * single oneOf/anyOf error, which names every expected form.
 * Drops `if` errors (their `then` errors carry the message).
 */
function collapse(errors: ErrorObject[], resolve: (s: unknown) => Json | undefined): ErrorObject[] {
  const drop = new Set<ErrorObject>();
  // Outermost alternatives first: they end later in the array (pushed after their branches).
  for (let i = errors.length - 1; i >= 0; i--) {
    const alt = errors[i]!;
    if ((alt.keyword !== 'oneOf' && alt.keyword !== 'anyOf') || drop.has(alt)) continue;
    let j = i - 1;
    while (j >= 0 && under(errors[j]!.instancePath, alt.instancePath) && !(errors[j]!.keyword === alt.keyword && errors[j]!.instancePath === alt.instancePath && errors[j]!.schemaPath === alt.schemaPath)) j--;
    const inside = errors.slice(j + 1, i);
    const branches = (Array.isArray(alt.schema) ? alt.schema : []) as unknown[];
    const fitting = branches.filter((b) => typeFits(resolve(b), alt.data));
    const meant = inside.filter((e) => !(e.keyword === 'type' && e.instancePath === alt.instancePath) && !drop.has(e));
    if (fitting.length === 1 && meant.length > 0) {
      drop.add(alt);
      for (const e of inside) if (!meant.includes(e)) drop.add(e);
    } else {
      for (const e of inside) drop.add(e);
    }
  }
  return errors.filter((e) => e.keyword !== 'if' && !drop.has(e));
}
