/**
 * Reading an importer's input file: the linter's read (regular files only,
 * the size cap enforced while reading, UTF-8) and the linter's load caps
 * (the service's loadData, service/parse/load-data.ts: size, depth,
 * aliases by nodes and characters). Used by `grimoire import` (main.ts and interop-cmd.ts).
 */
import type { Schema } from 'js-yaml';
import { render, loadData, DEFAULT_SETTINGS, type Locale } from '../service/index';
import { byteCap, decodeUtf8 } from './lint';
import { readRegularFile } from './safe-fs';

/** The loaded document, or why it was not read (in `locale`). */
export type DataFile = { ok: true; value: unknown } | { ok: false; error: string };

/** Read and load one input file as `format`, within the default `maxFileSize`. */
export function readDataFile(path: string, format: 'yaml' | 'json', locale: Locale, schema?: Schema): DataFile {
  const r = readRegularFile(path, byteCap(DEFAULT_SETTINGS));
  if (!r.ok) return { ok: false, error: render(locale, r.msg) };
  const text = decodeUtf8(r.buf);
  if (text === undefined) return { ok: false, error: render(locale, { key: 'cli.read.notUtf8' }) };
  const loaded = loadData(text, { format, maxChars: DEFAULT_SETTINGS.maxFileSize, ...(schema ? { schema } : {}) });
  return loaded.ok ? loaded : { ok: false, error: typeof loaded.reason === 'string' ? loaded.reason : render(locale, loaded.reason) };
}
