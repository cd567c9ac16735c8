/**
 * Shared by the rule-message tests in every locale (the service's, in
 * test/unit/service/i18n/rule-messages.test.ts, and the built CLI's, in
 * test/cli/rule-messages-i18n.test.ts): one broken file
 * (test/fixtures/i18n/broken.spells.yaml: 5e, ToV, D&D 3.5 and Warhammer
 * spells that trip most rules), its English findings, and the checks that no
 * English word of them is left in a translation.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSpellService } from '../../server/src/service/service';
import { normaliseSettings } from '../../server/src/service/settings';
import type { Locale } from '../../server/src/service/i18n';
import { codeCatalog } from '../../server/src/service/rules/catalog';
import { fixTitleIn, messageIn } from '../../server/src/service/i18n';

export const BROKEN = readFileSync(join(__dirname, '../fixtures/i18n/broken.spells.yaml'), 'utf8');

/** The author's own values that messages quote without marks (spell names, classes, canonical values, product names). */
const VERBATIM = ['Self (15-foot cone)', 'Fire bolt', 'melee touch', 'ranged touch', 'paladin', 'arcane', 'divine', 'radiant', 'Tales of the Valiant', 'ToV', 'seed', 'ritual: false', 'concentration: true', 'concentration: false', 'attack: ranged touch', 'per_slot', 'per_character_level', 'per_highest_circle', 'at_highest_circle', 'primordial'];

/** Words a language shares with English for the same thing: the Italian 5e books say "slot incantesimo", the 3.5 ones "Area"; Italian says "il file" and "base". */
export const LOANWORDS: Partial<Record<Locale, string[]>> = { it: ['slot', 'area', 'file', 'base'] };

/** The text of a message that is the tool's own words: quoted and code spans and the author's values removed. */
export function ownWords(m: string): string {
  let s = m.replace(/`[^`]*`/g, ' ').replace(/"[^"]*"/g, ' ');
  for (const v of [...VERBATIM].sort((a, b) => b.length - a.length)) s = s.split(v).join(' ');
  return s;
}

/** English words (4+ letters) of the English messages: none may survive translation. */
function englishWords(messages: string[]): Set<string> {
  const out = new Set<string>();
  for (const m of messages) for (const w of ownWords(m).match(/[A-Za-z]{4,}/g) ?? []) out.add(w.toLowerCase());
  return out;
}

/** The broken file analysed in English: the findings, their quick-fix titles, and the English words of both. */
export const svc = createSpellService();
export const analysis = svc.analyze(BROKEN, normaliseSettings({}));
export const EN = analysis.diagnostics.map((d) => messageIn('en', d));
export const EN_FIXES = analysis.diagnostics.flatMap((d) => (d.fixes ?? []).map((f) => fixTitleIn('en', f)));
export const WORDS = englishWords([...EN, ...EN_FIXES]);

/** Names the docs keep as they are: games, tools, file names, spell and book names (Prayer of Healing, Passwall, Staff of Violet Fire in Deep Magic, Black Flag, Pathfinder, Wall of Stone, Wind Wall); the 3.5 entry names as the Italian rule text prints them (Area, Effetto, inside a quote with quote marks of its own); and Italian words spelled as English ones: "azione bonus", "focus", "ranger" (the Italian 5e books), "lo schema", "un'aura", "le creature". */
const DOC_NAMES = ['Grimoire', 'PyYAML', 'YAML', 'Tales', 'Valiant', 'Warhammer', 'Fantasy', 'Battle', 'docs', 'format', 'billion', 'laughs', 'spells', 'Prayer', 'Healing', 'Deep', 'Magic', 'Staff', 'Violet', 'Fire', 'Area', 'Effetto', 'Passwall', 'Black', 'Flag', 'Pathfinder', 'Wall', 'Stone', 'Wind', 'Foundry'];
const IT_DOC_WORDS = ['bonus', 'schema', 'focus', 'ranger', 'aura', 'creature'];

/** English words of the English doc `en` left in the localised doc `doc` (seed passages, quotes, code, file paths and names aside). */
export function docEnglishLeft(locale: Exclude<Locale, 'en'>, id: string, en: string, doc: string): string[] {
  // The rule's own seed passages out first (one holds quote marks of its own), then file paths and rule codes.
  const basis = codeCatalog().find((c) => c.code === id)!.basis?.map((b) => b.quote) ?? [];
  // Quotes kept verbatim: any stretch between quote marks that both docs hold word for word (a quote with quotes inside splits into several).
  const shared = doc.split('"').filter((piece) => piece.trim().length >= 5 && en.includes(piece));
  const paths = (m: string) => [...basis, ...shared].reduce((acc, q) => acc.split(q).join(' '), m).replace(/\S+\/\S+\.\w+/g, ' ').replace(/\b[a-z0-9]+\/[a-z0-9*-]+/g, ' ');
  const english = new Set((ownWords(paths(en)).match(/[A-Za-z]{4,}/g) ?? []).map((w) => w.toLowerCase()));
  // Whole words (Italian "unità" is not "unit"), Latin letters only.
  return (ownWords(paths(doc)).match(/\p{L}+/gu) ?? []).filter((w) => w.length >= 4 && /^[A-Za-z]+$/.test(w)).filter((w) => english.has(w.toLowerCase()) && !LOANWORDS[locale]?.includes(w.toLowerCase()) && !DOC_NAMES.includes(w) && !(locale === 'it' && IT_DOC_WORDS.includes(w.toLowerCase())));
}
