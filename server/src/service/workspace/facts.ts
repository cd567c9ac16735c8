/**
 * What the workspace index knows of one file: its spells (name, system,
 * edition, level, school, classes, where the name is written), the
 * references it makes (list entries, 5etools tags, Foundry links, each with
 * the offsets of the name's characters and how the text around them is
 * quoted) and its class lists. Plain data with absolute offsets into the
 * file's text; made by extract.ts, kept by workspace-index.ts.
 */
import type { System } from '../types';

/** How the characters of a name are written: what a rename must escape (quoting.ts). */
export type TextStyle =
  /** A plain YAML scalar; `flow` when inside `[...]` or `{...}`. */
  | 'plain'
  | 'single'
  | 'double'
  /** A literal or folded block scalar. */
  | 'block'
  /** A JSON string. */
  | 'json';

/** Where a name is written: the name's characters and how they are quoted. */
export interface NameSpan {
  start: number;
  end: number;
  style: TextStyle;
  /** In a YAML flow collection (`[...]`, `{...}`), where `,[]{}` end a plain scalar. */
  flow?: boolean;
  /** The whole scalar (quotes or block header included): what a rename replaces when the style must change. */
  nodeStart: number;
  nodeEnd: number;
  /** For a reference inside a text (a tag, a link): the text is HTML (a Foundry description). */
  html?: boolean;
}

/** One spell defined in the file. */
export interface SpellFact {
  name: string;
  /** `nameKey(name)`. */
  key: string;
  system: System;
  edition?: string;
  /** `level` (5e), `circle` (ToV); for 3.5 the lowest of `levels`. */
  level?: number;
  school?: string;
  /** Lower-case class names: `classes`, and the keys of 3.5 `levels`. */
  classes: string[];
  /** The spell states its classes (a `classes` list, or 3.5 `levels`): only then are they compared with the class lists. */
  classesStated?: boolean;
  /** Where each class is written (aligned with `classes`), when it is. */
  classSpans: Array<{ start: number; end: number } | undefined>;
  /** Where a class can be added: the `classes` sequence (see cross-checks.ts). */
  classesAt?: ClassesSlot;
  /** The spell mapping's first character (the compendium opens the spell there). */
  start: number;
  end: number;
  /** The name's characters; absent when the spell has no readable name. */
  nameSpan?: NameSpan;
  /** A Foundry item's `_id`, which `@UUID` links name. */
  foundryId?: string;
}

/** Where a class can be written into a spell. */
export type ClassesSlot =
  /** A block or flow `classes` sequence: its node, flow or not, and its items' indentation. */
  { kind: 'sequence'; start: number; end: number; flow: boolean; indent: number; last?: number; itemStyle: 'plain' | 'double' | 'single' };

/** A reference to a spell by name. */
export interface RefFact {
  kind: 'list' | 'tag' | 'link';
  name: string;
  key: string;
  span: NameSpan;
  /** A system the reference must resolve in (a list file's `system:`). */
  system?: System;
  /** A system the reference prefers (the spell whose text holds the tag). */
  preferSystem?: System;
  /** An edition the reference must resolve in (a list file's `edition:`). */
  edition?: string;
  /** An edition the reference prefers (a tag's 5etools source: `XPHB` is 2024). */
  preferEdition?: string;
  /** List entries: the class of the list. */
  listClass?: string;
  /** List entries: index of the list in {@link FileFacts.lists}. */
  list?: number;
  /** Tags and links: index of the spell (in this file) whose text holds it. */
  inSpell?: number;
  /** Foundry links: the linked document's id. */
  foundryId?: string;
  /** Foundry links: the document type the uuid names, when it names one. */
  documentType?: string;
  /** Tags: the name was written in lower case (a rename writes the new name so too). */
  lowerCase?: boolean;
}

/** A class list of a spell-list file. */
export interface ListFact {
  class: string;
  system?: System;
  edition?: string;
  /** The class key's characters. */
  keyStart: number;
  keyEnd: number;
  /** The sequence: where an entry can be appended. */
  seq: { start: number; end: number; flow: boolean; indent: number; last?: number; itemStyle: 'plain' | 'double' | 'single' };
  /** Indexes into {@link FileFacts.refs}. */
  entries: number[];
}

/** What kind of file it is for the index. */
export type FileKind = 'spells' | 'spell-list' | 'foundry' | 'none';

/** Everything the index keeps of one file. */
export interface FileFacts {
  kind: FileKind;
  spells: SpellFact[];
  refs: RefFact[];
  lists: ListFact[];
  /** The file's `system:` (lists) when it sets one. */
  system?: System;
  edition?: string;
}
