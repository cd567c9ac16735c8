/**
 * The schema's reference text (each key's `markdownDescription`, shown by
 * hovers and completion documentation) in the user's locale.
 * schemas/spell.schema.json stays canonical English; catalogs/schema-docs/
 * holds one text per distinct description and locale, keyed by the schema
 * property. A schema node finds its key by its English prose (the text
 * without the trailing "Example:" block, which is YAML and stays as written),
 * so the many inlined copies of one definition share one translation.
 * Pure; never throws.
 */
import { schemaDocsEn, type SchemaDocKey } from './catalogs/schema-docs/en';
import { schemaDocsUk } from './catalogs/schema-docs/uk';
import { schemaDocsJa } from './catalogs/schema-docs/ja';
import { schemaDocsRu } from './catalogs/schema-docs/ru';
import { schemaDocsIt } from './catalogs/schema-docs/it';
import type { Locale } from './types';

export type { SchemaDocKey };

/** The schema-text catalogues by locale (the catalogue test walks them). */
export const SCHEMA_DOCS: Readonly<Record<Locale, Readonly<Record<SchemaDocKey, string>>>> = {
  en: schemaDocsEn,
  uk: schemaDocsUk,
  ja: schemaDocsJa,
  ru: schemaDocsRu,
  it: schemaDocsIt,
};

/** The key of the "Example:" heading (not a schema text). */
export const EXAMPLE_KEY: SchemaDocKey = 'schemaDoc._example';

const EXAMPLE_TAIL = /\n\nExample:\n```/;

/**
 * A schema text split into its prose and its trailing YAML example block
 * (`tail` starts at the code fence; empty when there is none). Called here
 * and by the catalogue test, which checks every prose has a catalogue entry.
 */
export function splitSchemaText(md: string): { prose: string; tail: string } {
  const m = EXAMPLE_TAIL.exec(md);
  if (!m) return { prose: md, tail: '' };
  return { prose: md.slice(0, m.index), tail: md.slice(m.index + '\n\nExample:\n'.length) };
}

// English prose -> key: a pure memo built once from the English catalogue.
let byProse: Map<string, SchemaDocKey> | undefined;

/** The catalogue key of an English schema prose, or undefined for a text the catalogue does not know. */
export function schemaDocKey(prose: string): SchemaDocKey | undefined {
  if (!byProse) {
    byProse = new Map();
    for (const [k, v] of Object.entries(schemaDocsEn) as Array<[SchemaDocKey, string]>) if (k !== EXAMPLE_KEY) byProse.set(v, k);
  }
  return byProse.get(prose);
}

/** A schema node's English text: its `markdownDescription`, else its `description`. */
export function schemaTextEn(s: Record<string, unknown> | undefined): string | undefined {
  if (!s) return undefined;
  return typeof s.markdownDescription === 'string' ? s.markdownDescription : typeof s.description === 'string' ? s.description : undefined;
}

/**
 * A schema node's reference text in `locale`: the catalogue's prose (the
 * English catalogue's is the schema's own), then the node's own YAML example
 * under the locale's "Example:" heading. A text the catalogue does not know
 * (a schema edited without its catalogue; the catalogue test fails on that)
 * is the schema's own text.
 * Called by the hover (features/hover.ts) and completion documentation
 * (features/complete.ts).
 */
export function schemaText(s: Record<string, unknown> | undefined, locale: Locale): string | undefined {
  const md = schemaTextEn(s);
  if (md === undefined) return md;
  const { prose, tail } = splitSchemaText(md);
  const key = schemaDocKey(prose);
  const cat: Partial<Record<SchemaDocKey, string>> = SCHEMA_DOCS[locale];
  const own = key ? cat[key] : undefined;
  if (own === undefined) return md;
  return tail ? `${own}\n\n${cat[EXAMPLE_KEY] ?? 'Example:'}\n${tail}` : own;
}
