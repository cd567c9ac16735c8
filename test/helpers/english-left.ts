/**
 * The English-word check of the locale tests: which words (4+ letters) of an
 * English output are still in its translation. Used by
 * test/unit/service/i18n/locale-sweep.test.ts over every surface (diagnostics, fix
 * titles, hovers, inlay hints, the preview, explain, render) of the samples
 * and fixtures. A word counts only when the English output of the same
 * surface has it, so Italian "come" or "base" in an Italian sentence are not
 * taken for English; the author's own text (every scalar of the file, quoted
 * or not), code spans, field paths, URLs and proper nouns are removed first.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import type { Locale } from '../../server/src/service/i18n';

/** Names that stay as they are in every language: products, books' abbreviations, the tool. */
export const PROPER_NOUNS = ['Tales of the Valiant', 'Warhammer Fantasy Battle', 'Warhammer', 'Grimoire', 'Open5e', 'Foundry', '5etools', 'Black Flag', 'D&D', 'Pathfinder', 'Markdown', 'YAML', 'Guardian of Faith'];

/**
 * The format's canonical values, which messages name as they are in every
 * language, like the file does (ToV sources, class names, attack kinds,
 * YAML's own true, false and null).
 */
export const CANONICAL = ['arcane', 'divine', 'primordial', 'primal', 'wyrd', 'wizard', 'sorcerer', 'cleric', 'druid', 'bard', 'paladin', 'ranger', 'warlock', 'eldritch knight', 'arcane trickster', 'melee touch', 'ranged touch', 'true', 'false', 'null'];

/**
 * Words a language uses for the same thing as English: the Italian 5e books
 * say "slot incantesimo", the 3.5 ones "Area", "focus" and "bonus";
 * Italian says "il file", "base", "dadi extra", "media" (average), and "dice"
 * is its verb "says".
 */
export const LOANWORDS: Partial<Record<Locale, string[]>> = { it: ['slot', 'area', 'file', 'base', 'media', 'focus', 'bonus', 'extra', 'dice'] };

/**
 * The author's own text in a file: every scalar value, and the words of its
 * prose (a value of 60 characters or more). The format's keys are not in
 * it: they are its words ("ritual", "concentration", "damage"), which a
 * message names in a code span or translates; a key of the author's own (a
 * class in a 3.5 `levels:` mapping) is.
 */
export interface AuthorText {
  /** Scalar values, longest first, removed from an output wherever they occur as whole words (any case). */
  scalars: string[];
  /** Words of the prose (descriptions), which the preview and render quote, sometimes reflowed or with Foundry's markup undone. */
  proseWords: Set<string>;
}

/** Every scalar value of a YAML text, longest first, and the words of its prose: the author's words, which no locale translates. */
export function authorText(text: string): AuthorText {
  const prose = new Set<string>();
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') {
      const s = String(v).trim();
      if (s.length >= 3) out.add(s);
      if (s.length >= 60) for (const w of s.match(/\p{L}+/gu) ?? []) prose.add(w.toLowerCase());
      // A description's paragraphs and lines are quoted one by one (render, preview).
      for (const part of s.split(/\n+/)) if (part.trim().length >= 3) out.add(part.trim());
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        // A key of the author's own (a class in a 3.5 `levels:` mapping) is theirs; the format's keys are not.
        if (k.length >= 3 && !FORMAT_KEYS.has(k)) out.add(k);
        walk(x);
      }
  };
  try {
    for (const d of parseAllDocuments(text)) if ('toJS' in d) walk(d.toJS({ maxAliasCount: 100 }));
  } catch {
    // An unreadable file quotes nothing of its own.
  }
  return { scalars: [...out, ...CANONICAL].sort((a, b) => b.length - a.length), proseWords: prose };
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every key the format defines (schemas/spell.schema.json's `properties`), and the canonical header keys. */
const FORMAT_KEYS: ReadonlySet<string> = (() => {
  const keys = new Set<string>();
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) x.forEach(walk);
    else if (x && typeof x === 'object')
      for (const [k, v] of Object.entries(x)) {
        if (k === 'properties' && v && typeof v === 'object') Object.keys(v).forEach((p) => keys.add(p));
        walk(v);
      }
  };
  walk(JSON.parse(readFileSync(join(__dirname, '../../schemas/spell.schema.json'), 'utf8')));
  return keys;
})();

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&nbsp;': ' ' };

/** Plain text of an output: HTML tags and entities, markdown escapes undone. */
export function plain(s: string): string {
  return s
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[#a-z0-9]+;/gi, (e) => ENTITIES[e.toLowerCase()] ?? ' ')
    .replace(/\\([\\`*_{}[\]()#+\-.!:|<>~"'])/g, '$1');
}

/** The words (4+ Latin letters) of an output that are the tool's own: author's scalars, code, paths, URLs and names removed. */
export function ownWords(output: string, scalars: readonly string[], fixTitle = false): string[] {
  let s = plain(output);
  s = s.replace(/```[\s\S]*?```/g, ' ').replace(/`[^`\n]*`/g, ' ');
  s = s.replace(/https?:\/\/\S+/g, ' ');
  // A markdown link's target (our `command:` link to the preview) is an address, not words.
  s = s.replace(/\]\([^)\s]*\)/g, '] ');
  // Formulas (`floor((score - 10) / 2)`, `max(10, ...)`); a quick fix's title ends with the YAML it writes (`Set ritual: false`).
  s = s.replace(/\b[a-z]+\(/g, ' ');
  if (fixTitle) s = s.replace(/\b[a-z][a-z_]*: [^\n]*$/, ' ');
  const lower = s.toLowerCase();
  for (const v of scalars) if (lower.includes(v.toLowerCase())) s = s.replace(new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRe(v)}(?![\\p{L}\\p{N}_])`, 'giu'), ' ');
  // A key's documentation is headed by the key itself (`**radius**`), and a self range to write is the format's (`Self (60-foot cone)`).
  s = s.replace(/^\*\*[a-z_]+\*\*$/gm, ' ').replace(/Self \([^)\n]*\)/g, ' ');
  s = s.replace(/"[^"\n]*"|«[^»\n]*»|“[^”\n]*”|„[^“\n]*“|「[^」\n]*」/g, ' ');
  for (const v of PROPER_NOUNS) s = s.split(v).join(' ');
  // Field paths and identifiers (`damage[0].per_slot`, `casting_time`, `maxSlot`): the format's own names.
  // (A separator counts only between word characters: the "slot." ending a sentence stays a word.)
  s = s.replace(/[A-Za-z0-9_]+(?:\[[0-9]*\]|\.[A-Za-z0-9][A-Za-z0-9_]*)+|[A-Za-z0-9]+_[A-Za-z0-9][A-Za-z0-9_]*/g, ' ').replace(/\b[a-z]+[A-Z][A-Za-z]*\b/g, ' ');
  // Whole words only: the "Unit" of Italian "Unità" is no English word.
  return (s.match(/\p{L}+/gu) ?? []).filter((w) => /^[A-Za-z]{4,}$/.test(w)).map((w) => w.toLowerCase());
}

/** What kind of output is checked. */
export interface Surface {
  /** It quotes the file's descriptions (the preview, render): the words of the prose are the author's too. */
  quotesProse?: boolean;
  /** A quick fix's title, which ends with the YAML it writes. */
  fixTitle?: boolean;
}

/** The English words of `english` still in `translated` (none is the goal). */
export function englishLeft(locale: Locale, english: string, translated: string, author: AuthorText, surface: Surface = {}): string[] {
  const eng = new Set(ownWords(english, author.scalars, surface.fixTitle));
  const loan = new Set(LOANWORDS[locale] ?? []);
  return [...new Set(ownWords(translated, author.scalars, surface.fixTitle).filter((w) => eng.has(w) && !loan.has(w) && !(surface.quotesProse && author.proseWords.has(w))))];
}
