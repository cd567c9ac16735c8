/**
 * What an analysis is: the result of analysing one text version (its spells,
 * headers and diagnostics) and the per-document and per-item state kept for
 * re-analysis after an edit. Types only: made by analyze.ts (a whole file),
 * check-spell.ts (one item), assemble.ts and incremental.ts (the keystroke
 * path); read by the features and the front ends.
 */
import type { LineIndex } from './parse/lines';
import type { DocText } from './parse/doc-text';
import type { DocSplit, FallbackReason, Span } from './parse/split';
import type { YNode } from './parse/yaml-tree';
import type { GrimoireSettings } from './settings';
import type { Edition, Problem, System } from './types';
import type { NameIndex } from './rules/dataset-duplicate-names';
import type { SpellModel, TextRef } from './model';
import type { DialectWords } from './formats/index';

/** The position-independent work on one `spells:` item; offsets relative to the item's text. Plain data (crosses worker threads). */
export interface ItemResult {
  problems: Problem[];
  system: System;
  /** The D&D 5e rules the spell is read under (its own `rules:`, else the file's). */
  edition: Edition;
  /** Whether the item holds a spell mapping. */
  ok: boolean;
  name?: string;
  /** Normalised name for duplicate detection, computed once. */
  nameKey?: string;
  /** Offset of the spell mapping's first key in the item (for spans without a tree). */
  spellStart: number;
  /** The item uses an anchor it does not define (another item's, the header's): its document must be parsed whole. */
  alias?: true;
}

/** A file's header (dataset mapping minus `spells`, or a single spell's file keys). */
export interface HeaderModel {
  doc: number;
  value: Record<string, unknown>;
  system?: System;
  /** The file's `rules:` (2014 or 2024), when it says one. */
  edition?: Edition;
  caster?: unknown;
  /** The header's mapping node, offsets in its own parsed text. */
  node?: YNode;
  /** Header-text offset -> file offset. */
  toFile: (o: number) => number;
  /** File offset -> header-text offset, or undefined when outside the header. */
  fromFile: (o: number) => number | undefined;
}

/** The analysis of one YAML document of the file (`---` starts another), kept for re-analysis after an edit. */
export interface YamlDocAnalysis {
  split: DocSplit;
  /** Problems outside the items (header, whole-document parse), absolute. */
  fixed: Problem[];
  /** Dataset documents: one result per item, aligned with `split.items`. */
  items: ItemResult[];
  /** Whole documents: spells found (absolute offsets). */
  wholeSpells: SpellModel[];
  /** Dataset documents: the model of each item (undefined when it holds no spell), aligned with `items`. */
  models?: (SpellModel | undefined)[];
  fileSystem: System;
  /** The file's D&D 5e rules (`rules:`; 2014 when it says none). */
  fileEdition: Edition;
  caster: unknown;
  header?: HeaderModel;
  /** Dataset documents: the header shows the split is not safe (see {@link FallbackReason}); parse the document whole. */
  needsWhole?: FallbackReason;
  /**
   * The keystroke path's lazy shift (incremental.ts): the spans of items
   * `from` and after (and their models) are stored `by` short of their true
   * offsets. Read spans through incremental.ts's itemStart/itemEnd, or
   * settle it first (settleGaps).
   */
  gap?: { from: number; by: number };
}

/** The result of analysing one text version. */
export interface Analysis {
  /**
   * The text analysed: a string, or the language server's piece table after edits (parse/doc-text.ts).
   * It holds no lone CR: one in the text given is read as an LF (parse/line-breaks.ts), same length and offsets.
   */
  text: DocText;
  lines: LineIndex;
  spells: SpellModel[];
  headers: HeaderModel[];
  diagnostics: Problem[];
  /** Set for a Foundry item read in place: its field names and codes, for hovers (formats/vocabulary.ts). */
  dialect?: DialectWords;
  /**
   * Items (re)checked this time, for tests and the benchmark; `fallback`: documents
   * that looked like datasets but were parsed whole because the split could not
   * be proved safe (props on `---`, aliases across items...). Ordinary files have none.
   */
  readonly stats: { items: number; reparsed: number; incremental: boolean; patched?: boolean; fallback: number };
  /** @internal state for {@link reanalyze}. */
  readonly docs: YamlDocAnalysis[];
  /** The text is a spell-list file (workspace/spell-list.ts): it holds no spell, only class lists checked against their schema. */
  spellList?: boolean;
  /** @internal the settings this analysis was made with. */
  readonly settings: GrimoireSettings;
  /** @internal the text shared by this analysis' models (incremental.ts moves it to the next version). */
  ref?: TextRef;
  /** @internal the duplicate-name rule's state (incremental.ts). */
  names?: NameIndex;
  /**
   * @internal the text given held a lone CR, read as an LF (`text` is the text so read:
   * parse/line-breaks.ts); re-analysis after an edit is then done in full.
   */
  loneCr?: true;
}

/**
 * Checks the items of one dataset document: spans of `text`, with the file's
 * system and D&D 5e rules. The service checks them in line ({@link checkItems}); the CLI may
 * fan them out over worker threads (see cli/parallel.ts).
 */
export type ItemsChecker = (text: string, spans: Span[], fileSystem: System, fileEdition: Edition) => Promise<ItemResult[]>;
