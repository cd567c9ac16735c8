/**
 * The no-quotation rule of reports: a file whose real name (after symlinks)
 * is not `.yaml`, `.yml` or `.json` (a link to `secret.env`, a named
 * `notes.txt`) is reported without any of its text. The YAML reader's
 * messages quote source lines ("`TOKEN ghp_...` has no colon") and the
 * schema's quote values; such a file's lines must not reach annotations,
 * SARIF or a job summary. Called by runLint (main.ts) on the results of
 * those files (files.ts marks them `unquoted`).
 */
import { codeTitle, t, type Locale } from '../service/index';
import type { LintResult } from './report';

/** Findings whose messages hold no text of the file (why it was not read or not checked): kept as they are. */
const WORDS_OF_OUR_OWN = new Set(['internal/read', 'yaml/too-large', 'yaml/encoding', 'yaml/binary']);

/** A result with every other message replaced by its rule's title: positions, rule ids and severities stay, no text of the file does. */
export function withoutQuotes(r: LintResult, locale: Locale): LintResult {
  return { ...r, messages: r.messages.map((m) => (WORDS_OF_OUR_OWN.has(m.ruleId) ? m : { ...m, message: t(locale, 'cli.unquoted', { title: codeTitle(locale, m.ruleId, m.ruleId) }) })) };
}
