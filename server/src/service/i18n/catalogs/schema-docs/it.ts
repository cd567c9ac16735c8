/** Placeholder: the it schema texts are being written. */
import type { SchemaDocKey } from './en';

export const schemaDocsIt: Partial<Record<SchemaDocKey, string>> = {};
