/**
 * Localised rule docs for SARIF: each rule's `doc` in uk, ja, ru and it,
 * keyed by code. The English doc is the rule's own (`doc` in rules/*.ts, the
 * text the others are translated from, and docs/rules.md's). Called by
 * cli/formats/sarif.ts. A code without an entry in a locale keeps the rule's
 * own doc (test/unit/service/i18n/rule-messages.test.ts lists which codes
 * have one).
 */
import type { Locale } from '../types';
import { ruleDocsUk } from './uk';
import { ruleDocsJa } from './ja';
import { ruleDocsRu } from './ru';
import { ruleDocsIt } from './it';

// English has no table: its docs are the rules' own.
const DOCS: Readonly<Record<Locale, Readonly<Record<string, string>>>> = { en: {}, uk: ruleDocsUk, ja: ruleDocsJa, ru: ruleDocsRu, it: ruleDocsIt };

/** The doc of rule `code` in `locale`, or undefined where the rule's own doc stands (English, or a code with no entry in that locale). */
export function ruleDocIn(locale: Locale, code: string): string | undefined {
  const docs = DOCS[locale];
  return Object.prototype.hasOwnProperty.call(docs, code) ? docs[code] : undefined;
}

/** The codes with a doc in `locale` (for the tests). */
export function ruleDocCodes(locale: Exclude<Locale, 'en'>): string[] {
  return Object.keys(DOCS[locale]);
}
