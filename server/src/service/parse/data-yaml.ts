/**
 * YAML that holds data rather than spells (the CLI's `.grimoirerc.yaml`),
 * loaded with the linter's caps: js-yaml's nesting limit (100 levels), and
 * aliases capped by expanded nodes and characters ({@link aliasBomb}), so a
 * small file cannot stand for a billion values. Never throws.
 */
import { load, CORE_SCHEMA } from 'js-yaml';
import { aliasBomb } from './yaml-tree';
import type { MsgRef } from '../i18n';

/** What {@link loadDataYaml} gives: the value, or why there is none. */
export type DataYaml =
  | { ok: true; value: unknown }
  /** Not YAML (or nested too deeply): the parser's own message, untranslated. */
  | { ok: false; kind: 'syntax'; error: string }
  /** An alias bomb: what it expands past, in the catalogue's words. */
  | { ok: false; kind: 'alias-bomb'; msg: MsgRef };

/** Load one YAML document of plain data (YAML 1.2 core schema; duplicate keys are errors). */
export function loadDataYaml(text: string): DataYaml {
  let value: unknown;
  try {
    value = load(text, { schema: CORE_SCHEMA });
  } catch (err) {
    return { ok: false, kind: 'syntax', error: (err instanceof Error ? err.message : String(err)).split('\n')[0]! };
  }
  // Only a text with an alias can expand past its own size.
  const bomb = text.includes('*') ? aliasBomb(value, text.length) : undefined;
  return bomb ? { ok: false, kind: 'alias-bomb', msg: bomb } : { ok: true, value };
}
