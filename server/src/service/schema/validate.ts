/**
 * JSON Schema validation of spells and file headers, with every ajv error
 * mapped to the tightest YAML range and `oneOf`/`anyOf` noise collapsed into
 * one message that names what was expected (collapse.ts; the words:
 * error-words.ts, did-you-mean.ts).
 *
 * The schema is compiled once per {@link SchemaValidator}; the service makes
 * one and validates each spell item on its own with the definition of its
 * effective system.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { nodeAtPath, type YNode } from '../parse/yaml-tree';
import type { Edition, Fix, System } from '../types';
import { renameKeyFix, unquoteFix } from './quick-fixes';
import type { MsgRef } from '../i18n';
import { closest, tiedWith } from './did-you-mean';
import { describeAlternatives, describeValue, examplesOf, fieldName, m, typeName } from './error-words';
import { collapse, onePerMistake } from './collapse';

/** A schema finding, offsets relative to the node tree it was mapped onto. */
export interface SchemaProblem {
  code: string;
  /** The message as catalogue references (sentences in order), rendered in the user's locale by the front ends. */
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

function problem(code: string, msg: MsgRef[], start: number, end: number, path: Array<string | number>): SchemaProblem {
  return { code, msg, start, end, path };
}

/** The validator a spell of `system` read under `edition` takes. */
function definitionKey(system: System, edition: Edition | undefined): string {
  return system === 'dnd5e' && edition === '2024' ? 'dnd5e/2024' : system;
}

/** Compiles the spell schema once and validates values against its definitions. */
export class SchemaValidator {
  private ajv: Ajv | undefined;
  /** One validator per spell definition: `dnd5e`, `dnd5e/2024` (`spell_dnd5e_2024`), `tov`, `dnd35`, `wfb`. */
  private readonly spellValidators = new Map<string, ValidateFunction>();
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
    this.spellValidators.set('dnd5e/2024', get('spell_dnd5e_2024'));
    this.headerValidator = get('header');
  }

  /** The definition object of a system's spell, for D&D 5e of its edition (for hovers and completion). */
  spellDefinition(system: System, edition?: Edition): Json | undefined {
    return this.definitions[system === 'dnd5e' && edition === '2024' ? 'spell_dnd5e_2024' : `spell_${system}`] as Json | undefined;
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
  validateRaw(value: unknown, system: System, edition?: Edition): ErrorObject[] | null {
    const v = this.spellValidators.get(definitionKey(system, edition));
    if (!v || v(value)) return null;
    return (v.errors ?? []).slice();
  }

  /** Map errors from {@link validateRaw} onto the spell's mapping node. */
  mapSpellErrors(errors: ErrorObject[], node: YNode): SchemaProblem[] {
    return this.mapErrors(errors, node);
  }

  /** Validate one spell value; problems are mapped onto `node` (the spell's mapping node). */
  validateSpell(value: unknown, node: YNode, system: System, edition?: Edition): SchemaProblem[] {
    const v = this.spellValidators.get(definitionKey(system, edition));
    if (!v) return [];
    if (v(value)) return [];
    return this.mapErrors(v.errors ?? [], node);
  }

  /** Validate a dataset header value (spells are validated one by one). */
  validateHeader(value: unknown, node: YNode): SchemaProblem[] {
    if (this.headerValidator(value)) return [];
    return this.mapErrors(this.headerValidator.errors ?? [], node);
  }

  /**
   * Validate `value` with another schema's validator (the spell-list schema:
   * workspace/list-schema.ts), problems mapped onto `node` as a spell's are.
   */
  validateWith(validate: ValidateFunction, value: unknown, node: YNode): SchemaProblem[] {
    if (validate(value)) return [];
    return this.mapErrors(validate.errors ?? [], node);
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
      // The same message at the same place is said once.
      const key = `${p.start}:${p.end}:${JSON.stringify(p.msg)}`;
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
        msg = [m('schema.type', { field, expected: describeAlternatives((s) => this.resolve(s), e.schema as unknown[]), actual })];
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
