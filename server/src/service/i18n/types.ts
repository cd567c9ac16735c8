/**
 * Types of the message catalogues (see index.ts). A catalogue maps a key to a
 * message; a message is a template with named `{placeholders}`, or a plural
 * choice on one numeric placeholder whose forms are the CLDR plural
 * categories of the locale (Intl.PluralRules): en/it `one`/`other` (it also
 * `many`), uk/ru `one`/`few`/`many`/`other`, ja `other` only.
 */

/** The locales Grimoire speaks. */
export type Locale = 'en' | 'uk' | 'ja' | 'ru' | 'it';

/** Every locale, English (the fallback) first. */
export const LOCALES: readonly Locale[] = ['en', 'uk', 'ja', 'ru', 'it'];

/** A plural choice: `plural` names the numeric placeholder; one form per CLDR category (`other` always). */
export interface PluralMessage {
  plural: string;
  zero?: Message;
  one?: Message;
  two?: Message;
  few?: Message;
  many?: Message;
  other: Message;
}

/**
 * A choice on the value of one placeholder (ICU's `select`): a text value
 * picks the case of that name, a {@link MsgRef} the case of its key (e.g.
 * `term.level` / `term.circle`, where a language declines the noun);
 * `other` when no case matches.
 */
export interface SelectMessage {
  select: string;
  cases: Record<string, Message>;
  other: Message;
}

/** A template string with `{name}` placeholders, a plural choice or a select choice of messages. */
export type Message = string | PluralMessage | SelectMessage;

/**
 * A value for a placeholder: text and numbers are inserted as they are (text
 * from the user's file is never translated); a {@link MsgRef} is rendered in
 * the same locale first (a noun phrase such as a type name); a {@link MsgList}
 * is a list of such values joined the locale's way ("a, b or c").
 * Every value is plain data, so it crosses worker threads and caches.
 */
export type MsgArg = string | number | MsgRef | MsgList | MsgOrdinal | MsgGrouped;

/** A large count written with the locale's digit grouping: "100,000" (en), "100 000" (uk, ru), "100.000" (it). */
export interface MsgGrouped {
  grouped: number;
}

/** An ordinal number: "5th" in English, "5°" in Italian, the bare number where the template says "level 5" (uk, ru, ja). */
export interface MsgOrdinal {
  ord: number;
}

/** A message by key with its arguments, rendered later in whichever locale is asked for. */
export interface MsgRef {
  key: string;
  args?: Record<string, MsgArg>;
}

/**
 * A list of values: `or` "a, b or c" (English without the serial comma);
 * `orEach` "a or b or c" in English; `and` "a and b" (English: "a and b and
 * c"); `semi` items set apart by semicolons; `comma` by commas (ja: 、).
 */
export interface MsgList {
  list: MsgArg[];
  join: 'or' | 'orEach' | 'and' | 'semi' | 'comma';
}

/** A catalogue: every key of the English catalogue, each with a message. */
export type Catalogue<K extends string = string> = Record<K, Message>;
