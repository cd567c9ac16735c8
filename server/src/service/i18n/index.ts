/**
 * Message catalogues: one per locale (catalogs/*.ts), named placeholders,
 * plural forms chosen with Intl.PluralRules, numbers and lengths formatted
 * with Intl.NumberFormat, lists joined with Intl.ListFormat. Pure: the locale
 * is always passed in (the LSP server takes it from the client, the CLI from
 * `--locale` or `.grimoirerc.yaml`); nothing here reads the environment.
 *
 * Findings and notes carry a {@link MsgRef} (a key and its data) and no
 * text, so analyses and caches stay locale-free and a message is rendered in
 * the asked locale, English like any other, only when it is shown (see
 * {@link messageIn}).
 */
import { en, type MessageKey } from './catalogs/en';
import { uk } from './catalogs/uk';
import { ja } from './catalogs/ja';
import { ru } from './catalogs/ru';
import { it } from './catalogs/it';
import { LOCALES, type Catalogue, type Locale, type Message, type MsgArg, type MsgGrouped, type MsgList, type MsgOrdinal, type MsgRef } from './types';

export { LOCALES, type Locale, type Message, type MsgArg, type MsgList, type MsgOrdinal, type MsgRef, type MessageKey };

/** The catalogues by locale (the catalogue test walks them). */
export const CATALOGUES: Readonly<Record<Locale, Catalogue<MessageKey>>> = { en, uk, ja, ru, it };

/** Is `v` one of the locales Grimoire speaks? */
export function isLocale(v: unknown): v is Locale {
  return typeof v === 'string' && (LOCALES as readonly string[]).includes(v);
}

/**
 * The locale a tag names (`uk`, a `ru-RU` or `en_GB` from a config): the
 * exact tag, then its language; undefined when it names none of ours (empty,
 * not text, an unknown language). The CLI's `--locale` refuses those.
 */
export function localeNamed(requested: unknown): Locale | undefined {
  if (typeof requested !== 'string') return undefined;
  const tag = requested.trim().toLowerCase().replace(/_/g, '-');
  if (isLocale(tag)) return tag;
  const lang = tag.split('-')[0];
  return isLocale(lang) ? lang : undefined;
}

/**
 * The locale to speak for a requested tag (VS Code's `uk`, `pt-br`, a
 * `ru-RU` from a config): {@link localeNamed}, else English (the fallback
 * for a display language Grimoire does not speak).
 */
export function resolveLocale(requested: unknown): Locale {
  return localeNamed(requested) ?? 'en';
}

// Intl objects are immutable; one per locale and kind is kept (a pure memo, not state).
const plurals = new Map<Locale, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();
const lists = new Map<Locale, Intl.ListFormat>();
const conjunctions = new Map<Locale, Intl.ListFormat>();
const ordinals = new Map<Locale, Intl.PluralRules>();

const EN_ORDINAL: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

/**
 * How each locale writes an ordinal, given the number already formatted:
 * `5th` (en, by CLDR's ordinal rules), `5°` (it), the bare number in uk, ru
 * and ja, whose templates put it after the noun ("рівня 5", "レベル5") so no
 * case ending is needed.
 */
const ORDINALS: Readonly<Record<Locale, (num: string, n: number) => string>> = {
  en: (num, n) => {
    let p = ordinals.get('en');
    if (!p) ordinals.set('en', (p = new Intl.PluralRules('en', { type: 'ordinal' })));
    return num + (EN_ORDINAL[p.select(n)] ?? 'th');
  },
  it: (num) => `${num}°`,
  uk: (num) => num,
  ru: (num) => num,
  ja: (num) => num,
};

/** An ordinal the locale's way (see {@link ORDINALS}). */
export function formatOrdinal(locale: Locale, n: number): string {
  return ORDINALS[locale](formatNumber(locale, n), n);
}

function pluralRules(locale: Locale): Intl.PluralRules {
  let p = plurals.get(locale);
  if (!p) plurals.set(locale, (p = new Intl.PluralRules(locale)));
  return p;
}

/** The CLDR plural category of `n` in `locale` (`one`, `few`, `many`, `other`...). */
export function pluralCategory(locale: Locale, n: number): Intl.LDMLPluralRule {
  return pluralRules(locale).select(n);
}

/** The plural categories a locale's plural messages must cover. */
export function pluralCategories(locale: Locale): Intl.LDMLPluralRule[] {
  return pluralRules(locale).resolvedOptions().pluralCategories;
}

function numberFormat(locale: Locale, key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  const k = `${locale}\u0000${key}`;
  let f = numbers.get(k);
  if (!f) numbers.set(k, (f = make()));
  return f;
}

/** A number in the locale's way: `12.5` in en and ja, `12,5` in uk, ru and it (no grouping: counts stay as printed before). */
export function formatNumber(locale: Locale, n: number): string {
  if (!Number.isFinite(n)) return String(n);
  // A whole number >= 0 prints the same in every locale here (Latin digits, no grouping, no sign):
  // skip Intl, whose first NumberFormat costs ~60 ms of every CLI run (test/unit/service/i18n/number-shortcut.test.ts).
  if (Number.isSafeInteger(n) && n >= 0 && !Object.is(n, -0)) return String(n);
  return numberFormat(locale, 'n', () => new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 6 })).format(n);
}

/** A number with exactly `digits` decimals, the locale's way: `74.1` in en and ja, `74,1` in uk, ru and it (percentages). */
export function formatFixed(locale: Locale, n: number, digits: number): string {
  if (!Number.isFinite(n)) return String(n);
  return numberFormat(locale, `f${digits}`, () => new Intl.NumberFormat(locale, { useGrouping: false, minimumFractionDigits: digits, maximumFractionDigits: digits })).format(n);
}

/** A length with its unit, the locale's way: `12,5 m` in it, `12,5 м` in uk and ru, `30 ft` in en. */
export function formatLength(locale: Locale, n: number, unit: 'ft' | 'm'): string {
  if (!Number.isFinite(n)) return String(n);
  const u = unit === 'ft' ? 'foot' : 'meter';
  return numberFormat(locale, u, () => new Intl.NumberFormat(locale, { style: 'unit', unit: u, unitDisplay: 'short', useGrouping: false, maximumFractionDigits: 2 })).format(n);
}

/**
 * Lists a locale joins in its own words rather than by Intl.ListFormat:
 * English "a, b or c" without the serial comma (`orEach`: "a or b or c") and
 * "a and b and c", which is what Grimoire printed before Intl was used.
 */
const OWN_LISTS: Partial<Record<Locale, (items: string[], join: 'and' | 'or' | 'orEach') => string>> = {
  en: (items, join) => {
    if (join === 'and') return items.join(' and ');
    if (join === 'orEach' || items.length < 3) return items.join(' or ');
    return items.slice(0, -1).join(', ') + ' or ' + items[items.length - 1];
  },
};

/**
 * A list joined the locale's way: its own words where {@link OWN_LISTS} has
 * them, else Intl.ListFormat's conjunction (`and`) or disjunction ("a, b або
 * c"); `semi` and `comma` set items apart by semicolons or commas (ja: ；、).
 */
export function formatList(locale: Locale, items: string[], join: MsgList['join']): string {
  if (join === 'semi') return items.join(locale === 'ja' ? '；' : '; ');
  if (join === 'comma') return items.join(locale === 'ja' ? '、' : ', ');
  const own = OWN_LISTS[locale];
  if (own) return own(items, join);
  const cache = join === 'and' ? conjunctions : lists;
  let f = cache.get(locale);
  if (!f) cache.set(locale, (f = new Intl.ListFormat(locale, { type: join === 'and' ? 'conjunction' : 'disjunction' })));
  return f.format(items);
}

/** Sentences of one message side by side: Japanese sets them without a space. */
export function joinSentences(locale: Locale, sentences: string[]): string {
  return sentences.filter((s) => s !== '').join(locale === 'ja' ? '' : ' ');
}

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

function isRef(a: MsgArg): a is MsgRef {
  return typeof a === 'object' && a !== null && 'key' in a;
}

function argText(locale: Locale, a: MsgArg | undefined, depth: number): string | undefined {
  if (a === undefined) return undefined;
  if (typeof a === 'string') return a;
  if (typeof a === 'number') return formatNumber(locale, a);
  if (isRef(a)) return renderDepth(locale, a, depth + 1);
  if (typeof (a as MsgOrdinal).ord === 'number') return formatOrdinal(locale, (a as MsgOrdinal).ord);
  if (typeof (a as MsgGrouped).grouped === 'number') return numberFormat(locale, 'g', () => new Intl.NumberFormat(locale, { maximumFractionDigits: 6 })).format((a as MsgGrouped).grouped);
  if (Array.isArray((a as MsgList).list)) return formatList(locale, (a as MsgList).list.map((x) => argText(locale, x, depth + 1) ?? ''), (a as MsgList).join);
  return '';
}

function pick(locale: Locale, m: Message, args: Record<string, MsgArg>): string {
  let cur: Message = m;
  for (let guard = 0; typeof cur !== 'string' && guard < 8; guard++) {
    if ('select' in cur) {
      const v = args[cur.select];
      const k = typeof v === 'string' || typeof v === 'number' ? String(v) : v !== undefined && isRef(v) ? v.key : '';
      cur = Object.prototype.hasOwnProperty.call(cur.cases, k) ? cur.cases[k]! : cur.other;
      continue;
    }
    const n = args[cur.plural];
    const cat = typeof n === 'number' ? pluralCategory(locale, n) : 'other';
    cur = cur[cat] ?? cur.other;
  }
  return typeof cur === 'string' ? cur : '';
}

function renderDepth(locale: Locale, ref: MsgRef, depth: number): string {
  if (depth > 8) return '';
  const cat = CATALOGUES[locale] as Record<string, Message | undefined>;
  const m = cat[ref.key] ?? (en as Record<string, Message | undefined>)[ref.key];
  if (m === undefined) return ref.key;
  const args = ref.args ?? {};
  return pick(locale, m, args).replace(PLACEHOLDER, (whole, name: string) => argText(locale, args[name], depth) ?? whole);
}

/** Render a message in `locale`. Never throws: an unknown key renders as itself, a missing argument as its `{name}`. */
export function render(locale: Locale, ref: MsgRef): string {
  try {
    return renderDepth(locale, ref, 0);
  } catch {
    return ref.key;
  }
}

/** Render one placeholder value in `locale` (text as is, numbers formatted, references and lists rendered). */
export function renderArg(locale: Locale, a: MsgArg): string {
  try {
    return argText(locale, a, 0) ?? '';
  } catch {
    return '';
  }
}

/** Render a message by key (a typed shorthand of {@link render}). */
export function t(locale: Locale, key: MessageKey, args?: Record<string, MsgArg>): string {
  return render(locale, args ? { key, args } : { key });
}

/** Anything that carries a message as catalogue references, one per sentence: a finding, a parse problem. */
export interface Localisable {
  msg: readonly MsgRef[];
}

/** The text of a finding's message in `locale`: its sentences rendered and set side by side. Called by the LSP server and the CLI. */
export function messageIn(locale: Locale, d: Localisable): string {
  return joinSentences(locale, d.msg.map((r) => render(locale, r)));
}

/** A quick fix's title in `locale`. Called by the LSP code actions and the CLI's `--fix` report. */
export function fixTitleIn(locale: Locale, f: { title: MsgRef }): string {
  return render(locale, f.title);
}

/**
 * The title of a diagnostic code in `locale` (`title.<code>` in the
 * catalogue), or `fallback` (the rule's own English title) for a code the
 * catalogue does not know yet. Called by the CLI for SARIF rule texts and the
 * GitHub summary, and by `explain`.
 */
export function codeTitle(locale: Locale, code: string, fallback: string): string {
  const key = `title.${code}`;
  if (!Object.prototype.hasOwnProperty.call(CATALOGUES.en, key)) return fallback;
  return render(locale, { key });
}
