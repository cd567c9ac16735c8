/**
 * Types shared by every part of the pure language service and its callers
 * (the LSP adapter and the CLI convert these into their own shapes).
 */
import type { MsgRef } from './i18n/types';

/** The game systems a spell can belong to. */
export type System = 'dnd5e' | 'tov' | 'dnd35' | 'wfb';

/** Every system, default first. */
export const SYSTEMS: readonly System[] = ['dnd5e', 'tov', 'dnd35', 'wfb'];

/** Is `v` a system name? */
export function isSystem(v: unknown): v is System {
  return typeof v === 'string' && (SYSTEMS as readonly string[]).includes(v);
}

/**
 * The rules a D&D 5e spell is written for: `2014` (the 2014 Player's
 * Handbook, SRD 5.1) or `2024` (the 2024 Player's Handbook, SRD 5.2). A file
 * says it once (`rules: 2024` beside `system:`), a spell may override it; a
 * file that says nothing is 2014, the rules every file written before the
 * key existed was checked under. The other systems have one set of rules,
 * and their spells carry `2014` as a stand-in that nothing reads.
 */
export type Edition = '2014' | '2024';

/** Every edition, default first. */
export const EDITIONS: readonly Edition[] = ['2014', '2024'];

/** A `rules:` value read: 2014 or 2024, written as a number or as text (`"2024"`); undefined for anything else. */
export function readEdition(v: unknown): Edition | undefined {
  if (v === 2014 || v === '2014') return '2014';
  if (v === 2024 || v === '2024') return '2024';
  return undefined;
}

/** Severity of a finding; `off` silences a rule. */
export type Severity = 'error' | 'warning' | 'info' | 'hint';

/** A text replacement, absolute offsets into the analysed text. */
export interface TextEdit {
  start: number;
  end: number;
  newText: string;
}

/**
 * How safe a fix is to apply without a person looking at it.
 * - `safe`: keeps what the spell means (spelling, casing, a number written as
 *   a number, a key or value the spell's own text already states);
 *   `grimoire lint --fix` applies it, and it is the editor's preferred quick fix.
 * - `suggestion`: changes the spell's rules or drops text (removes a component,
 *   a class or a key, picks one of two conflicting values, guesses a unit);
 *   offered as a quick fix only, never applied by `--fix`.
 */
export type FixKind = 'safe' | 'suggestion';

/** A mechanical repair for a finding. */
export interface Fix {
  /** The title as a catalogue reference (see i18n/); front ends show `fixTitleIn(locale, fix)`. */
  title: MsgRef;
  edits: TextEdit[];
  /** Absent means `suggestion`: only fixes marked `safe` are applied unattended. */
  kind?: FixKind;
}

/**
 * One problem found in a text: what the analysis reports, the language
 * server publishes and the CLI prints. Offsets are into the text it was
 * checked in: one `spells:` item's own text while the item is checked
 * (check-spell.ts, the CLI's worker threads, a Foundry document's checks),
 * the whole analysed text once assembled into an `Analysis`. Positions
 * (line, character) exist only at the edge: the language server converts.
 */
export interface Problem {
  /** Stable code, e.g. `schema/enum`, `yaml/syntax`, `5e/concentration-duration`. */
  code: string;
  severity: Severity;
  /**
   * The message: one catalogue reference per sentence, with its data (see
   * i18n/). No text: front ends render it in the user's locale, English
   * included, with `messageIn(locale, problem)`.
   */
  msg: MsgRef[];
  start: number;
  end: number;
  /** Mechanical fixes (quick fixes in the editor, `--fix` in the CLI). */
  fixes?: Fix[];
}
