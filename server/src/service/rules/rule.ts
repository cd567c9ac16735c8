/**
 * The one interface every game-rule check implements. Rules live one per file
 * in this folder and are listed in `index.ts`; the analyzer runs them on every
 * spell that passed parsing, caches their findings with the spell's text, and
 * applies the user's severities afterwards.
 */
import type { Path, YNode } from '../parse/yaml-tree';
import { nodeAtPath } from '../parse/yaml-tree';
import type { Edition, Fix, Severity, System } from '../types';
import type { MessageKey, MsgArg, MsgRef } from '../i18n';

/** A spell as rules see it. Offsets in `node` are relative to `text`. */
export interface SpellInput {
  /** The loaded spell mapping. */
  value: Record<string, unknown>;
  /** The spell's effective system. */
  system: System;
  /** The D&D 5e rules the spell is read under (its own `rules:`, else the file's); absent means 2014. */
  edition?: Edition;
  /** The spell's mapping node (offsets into `text`). */
  node: YNode;
  /** The text the node was parsed from (an item, or a whole document). */
  text: string;
}

/** A finding, offsets relative to `SpellInput.text`; fixes likewise. */
export interface Finding {
  /** The message as catalogue references (see {@link say}), rendered in the user's locale by the front ends. */
  msg: MsgRef[];
  start: number;
  end: number;
  fixes?: Fix[];
  /** Overrides the rule's default severity for this finding (e.g. a hint-level variant). */
  severity?: Severity;
}

/** A game rule no schema can express. */
export interface Rule {
  /** Stable code, e.g. `5e/concentration-duration`. */
  code: string;
  /** One line: what is wrong when it fires. */
  title: string;
  /** The game rule and where the rule text says so (markdown, for the rules reference and SARIF). */
  doc: string;
  defaultSeverity: Severity;
  /** Systems the rule applies to. */
  systems: readonly System[];
  /**
   * The D&D 5e rules it applies to, for `dnd5e` spells: absent means the 2014
   * rules only (every rule written before the 2024 rules were read); the
   * `5e24/*` rules say `['2024']`. Spells of the other systems ignore it.
   */
  editions?: readonly Edition[];
  /** Examine one spell; report findings. Must not throw (the analyzer guards anyway). */
  check(spell: SpellInput, report: (f: Finding) => void): void;
}

/** What whole-file rules see of each spell (cheap: no node trees unless a range is asked for). */
export interface SpellSummary {
  name: string | undefined;
  /** `system + NUL + trimmed lower-case name`, precomputed. */
  nameKey: string | undefined;
  system: System;
  /** Position of the spell in the file (0-based). */
  index: number;
  /** Absolute range of the spell's name value (builds the spell's node tree: call only to report). */
  nameRange(): { start: number; end: number };
}

/** A check over all spells of a file (e.g. duplicate names); offsets absolute. */
export interface DatasetRule {
  code: string;
  title: string;
  doc: string;
  /** The seed passages the rule rests on, quoted exactly. */
  basis: readonly SeedQuote[];
  /** What the rule leaves to the table. */
  scope: string;
  defaultSeverity: Severity;
  check(spells: ReadonlyArray<SpellSummary>, report: (f: Finding) => void): void;
}

/** Range of the key (`part: 'key'`) or value at `path` in a spell, or the spell's first key when absent. */
export function rangeOf(spell: SpellInput, path: Path, part: 'key' | 'value' = 'value'): { start: number; end: number } {
  const hit = nodeAtPath(spell.node, path);
  if (hit.exact) {
    if (part === 'key' && hit.pair) return { start: hit.pair.key.start, end: hit.pair.key.end };
    return { start: hit.node.start, end: Math.max(hit.node.end, hit.node.start + 1) };
  }
  const first = spell.node.pairs?.[0]?.key;
  return first ? { start: first.start, end: first.end } : { start: spell.node.start, end: spell.node.start + 1 };
}

/** Does the spell have `key` at its top level? */
export function has(spell: SpellInput, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(spell.value, key);
}

/**
 * Does `rule` apply to a spell of `system` read under `edition`? A D&D 5e
 * spell gets the rules of its edition only (a 2024 file never a 2014-only
 * finding, and the other way round); the other systems ignore editions.
 */
export function ruleApplies(rule: Rule, system: System, edition: Edition | undefined): boolean {
  if (!rule.systems.includes(system)) return false;
  if (system !== 'dnd5e') return true;
  return (rule.editions ?? ['2014']).includes(edition ?? '2014');
}

/** One passage of a rule text, quoted exactly (test/unit/service/rules/rule-basis.test.ts finds it in the seed or the SRD 5.2). */
export interface SeedQuote {
  /**
   * The seed file's number: 000 D&D 5e, 002 Tales of the Valiant, 003
   * Warhammer, 004 D&D 3.5; or `srd52`, the SRD 5.2 (the 2024 rules, in
   * ../shared/corpus/srd52: its glossary, conditions, rule sections and spells).
   */
  seed: '000' | '002' | '003' | '004' | 'srd52';
  /**
   * Where in the SRD 5.2 the passage is (`srd52` only, and required there):
   * `Rules Glossary: <entry>`, `Spells: <spell>`, or `<chapter>: <section>`
   * (`Multiclassing: Spellcasting`), as the SRD names them.
   */
  section?: string;
  /** The passage as the seed writes it. */
  quote: string;
  /** What it says, in English. */
  means: string;
}

/** A rule with a one-line description of its quick fix, the passages it rests on and what it leaves to the table, for the rules reference. */
export interface DocumentedRule extends Rule {
  /** What the quick fix does, one sentence; absent when there is no fix. */
  fix?: string;
  /** The seed passages the rule rests on, quoted exactly. */
  basis: readonly SeedQuote[];
  /** What the rule leaves out because it only matters at the table (one or two sentences). */
  scope: string;
}

/**
 * A finding's message: its catalogue key (i18n/catalogs) and data, which the
 * front ends render in the user's locale. Every rule builds its message with
 * this, so each message has one place: its key.
 */
export function say(key: MessageKey, args?: Record<string, MsgArg>): { msg: MsgRef[] } {
  return { msg: [args ? { key, args } : { key }] };
}

/** A quick fix's title: its catalogue key and data (see {@link say}). */
export function fixTitle(key: MessageKey, args?: Record<string, MsgArg>): { title: MsgRef } {
  return { title: args ? { key, args } : { key } };
}

/** A catalogue term as a placeholder value (a noun rendered in the message's locale). */
export function term(key: MessageKey, args?: Record<string, MsgArg>): MsgRef {
  return args ? { key, args } : { key };
}
