/**
 * Localised rule docs for SARIF (issue 16 item 1): each rule's `doc` in uk,
 * ja, ru and it, keyed by code. Called by cli/formats/sarif.ts when the report
 * is not English; docs/rules.md (scripts/gen-rules-doc.ts) stays English.
 * A code without an entry keeps its English doc
 * (test/unit/service/i18n/rule-messages.test.ts lists which codes have one).
 */
import type { Locale } from '../types';
import { ruleDocsUk } from './uk';
import { ruleDocsJa } from './ja';
import { ruleDocsRu } from './ru';
import { ruleDocsIt } from './it';

const DOCS: Readonly<Record<Exclude<Locale, 'en'>, Readonly<Record<string, string>>>> = { uk: ruleDocsUk, ja: ruleDocsJa, ru: ruleDocsRu, it: ruleDocsIt };

/** The doc of rule `code` in `locale`, or undefined for English or a code with no entry in that locale. */
export function ruleDocIn(locale: Locale, code: string): string | undefined {
  if (locale === 'en') return undefined;
  const docs = DOCS[locale];
  return Object.prototype.hasOwnProperty.call(docs, code) ? docs[code] : undefined;
}

/** The codes with a doc in `locale` (for the tests). */
export function ruleDocCodes(locale: Exclude<Locale, 'en'>): string[] {
  return Object.keys(DOCS[locale]);
}
