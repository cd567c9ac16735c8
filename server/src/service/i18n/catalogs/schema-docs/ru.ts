/** Placeholder: the ru schema texts are being written. */
import type { SchemaDocKey } from './en';

export const schemaDocsRu: Partial<Record<SchemaDocKey, string>> = {};
