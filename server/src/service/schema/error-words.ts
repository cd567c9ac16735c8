/**
 * The words of a schema finding, as message references the catalogues render
 * in every locale: the value the author wrote, the field, the expected type,
 * the schema's examples, and the expected forms of a oneOf/anyOf named from
 * their titles. Called by the schema error mapping (validate.ts) and by
 * completion (titleArg).
 */
import { renderArg, type MsgArg, type MsgRef, type MessageKey } from '../i18n';

type Json = Record<string, unknown>;

/** A message reference (catalogue key and arguments). */
export function m(key: MessageKey, args?: Record<string, MsgArg>): MsgRef {
  return args ? { key, args } : { key };
}

/** The value the author wrote, as a noun phrase ("text "x"", "the integer 3"); the value itself is never translated. */
export function describeValue(v: unknown): MsgArg {
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

/** A JSON Schema type (or a list of them) as a noun phrase. */
export function typeName(t: unknown): MsgArg {
  if (Array.isArray(t)) return { list: t.map(typeName), join: 'orEach' };
  const k = TYPE_KEYS[String(t)];
  return k ? m(k) : String(t);
}

/** The field a finding is about, as written in the file (`damage[0].dice`), or "The spell" at the root. */
export function fieldName(path: Array<string | number>): MsgArg {
  if (path.length === 0) return m('schema.field.root');
  const parts = path.map((p) => (typeof p === 'number' || /^\d+$/.test(p) ? `[${p}]` : p));
  return '`' + parts.join('.').replace(/\.\[/g, '[') + '`';
}

/** The "Examples: ..." sentence from a schema's examples (the examples are canonical values, never translated). */
export function examplesOf(schema: unknown): MsgRef[] {
  const ex = (schema as Json | undefined)?.examples;
  if (!Array.isArray(ex) || ex.length === 0) return [];
  const shown = ex
    .filter((e) => typeof e === 'string' || typeof e === 'number')
    .slice(0, 4)
    .map((e) => `"${String(e)}"`);
  return shown.length > 0 ? [m('schema.examples', { examples: shown.join(', ') })] : [];
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
export function describeAlternatives(resolve: (s: unknown) => Json | undefined, alts: unknown[]): MsgArg {
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
    const s = resolve(a);
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
