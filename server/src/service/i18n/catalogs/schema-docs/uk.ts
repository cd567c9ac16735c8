/** Placeholder: the uk schema texts are being written. */
import type { SchemaDocKey } from './en';

export const schemaDocsUk: Partial<Record<SchemaDocKey, string>> = {};
