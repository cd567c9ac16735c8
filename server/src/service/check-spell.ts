/**
 * One spell checked: the schema, then every rule of its system, then the
 * stat lines too long to read (long-text.ts); and one `spells:` item of a
 * dataset read (the item reader, or js-yaml, or the positioned parser for a
 * broken one) and checked, offsets relative to the item's text. Called by
 * analyze.ts for every spell of a file, by reanalyze.ts for the items an
 * edit touched, and (checkItems) by the CLI's worker threads. Never throws
 * on user input.
 */
import { parseYaml, aliasBomb, type YNode } from './parse/yaml-tree';
import { longTextProblems } from './long-text';
import { parseItem, readItemValue } from './parse/item-reader';
import { hasYaml11Candidate, yaml11Findings, YAML11_CODE } from './parse/yaml11';
import type { Span } from './parse/split';
import type { SchemaValidator } from './schema/validate';
import { isSystem, readEdition, type Edition, type Problem, type System } from './types';
import { RULES } from './rules';
import { ruleApplies, say, type Finding, type Rule, type SpellInput } from './rules/rule';
import { canonicalSpellText } from './text/canonical';
import { ownString } from './text/memo';
import { loadFast, nameKeyOf } from './model';
import type { ItemResult } from './analysis';

/** Keys beyond which a spell mapping is not validated key by key (the format has about 40). */
export const MAX_SPELL_KEYS = 500;

/** The rules of `RULES` that apply to each system and edition, in registry order (filtered once, not per spell). */
const RULES_BY_SYSTEM = new Map<string, readonly Rule[]>();

function rulesFor(rules: readonly Rule[], system: System, edition: Edition | undefined): readonly Rule[] {
  if (rules !== RULES) return rules.filter((r) => ruleApplies(r, system, edition));
  const key = system === 'dnd5e' && edition === '2024' ? 'dnd5e/2024' : system;
  let list = RULES_BY_SYSTEM.get(key);
  if (list === undefined) RULES_BY_SYSTEM.set(key, (list = rules.filter((r) => ruleApplies(r, system, edition))));
  return list;
}

/** Run the per-spell rules of a system; never throws. One reporter per spell (not one closure per rule and spell). */
function runRules(input: SpellInput, rules: readonly Rule[], out: Problem[]): void {
  let rule: Rule | undefined;
  const report = (f: Finding): void => {
    const r = rule!;
    out.push({ code: r.code, severity: f.severity ?? r.defaultSeverity, msg: f.msg, start: f.start, end: Math.max(f.end, f.start + 1), fixes: f.fixes });
  };
  for (rule of rulesFor(rules, input.system, input.edition)) {
    try {
      rule.check(input, report);
    } catch (err) {
      out.push({ code: 'internal/rule-failed', severity: 'warning', ...say('analysis.ruleFailedSpell', { code: rule.code, error: String(err) }), start: input.node.start, end: input.node.start + 1 });
    }
  }
}

/**
 * A SpellInput whose node tree is built only if a rule or the schema mapping
 * needs ranges. A class, not an object literal with a getter: each such
 * literal got its own hidden class (V8 keeps a literal's accessor in its map),
 * so every spell made a new map, every rule's reads of it were megamorphic,
 * and the scavenger promoted ~2 KB per spell (50k spells: 100 MB).
 */
class LazyInput implements SpellInput {
  private built: YNode | undefined;
  constructor(
    readonly value: Record<string, unknown>,
    readonly system: System,
    readonly edition: Edition,
    readonly text: string,
    private readonly nodeOf: () => YNode,
  ) {}

  get node(): YNode {
    this.built ??= this.nodeOf();
    return this.built;
  }
}

function lazyInput(value: Record<string, unknown>, system: System, edition: Edition, text: string, nodeOf: () => YNode): SpellInput {
  return new LazyInput(value, system, edition, text, nodeOf);
}

/** Schema + rules on one spell value; offsets relative to `input.text`. */
export function checkSpell(validator: SchemaValidator, input: SpellInput, dropKeys: readonly string[] = []): Problem[] {
  let v = input.value;
  if (dropKeys.some((k) => k in v)) {
    v = { ...v };
    for (const k of dropKeys) delete v[k];
  }
  // A casting time or duration in the author's language is read as its English form (text/canonical.ts).
  v = canonicalSpellText(v);
  const problems: Problem[] = [];
  // A spell has a few dozen keys; a huge mapping is hostile input, not a spell to validate key by key.
  let keys = 0;
  for (const _k in v) if (++keys > MAX_SPELL_KEYS) break;
  if (keys > MAX_SPELL_KEYS) {
    const n = input.node;
    problems.push({ code: 'schema/size', severity: 'error', ...say('analysis.tooManyKeys', { max: MAX_SPELL_KEYS, n: Object.keys(v).length }), start: n.start, end: Math.max(n.start + 1, Math.min(n.end, n.start + 80)) });
    return problems;
  }
  const errs = validator.validateRaw(v, input.system, input.edition);
  if (errs) {
    for (const p of validator.mapSpellErrors(errs, input.node)) problems.push({ code: p.code, severity: 'error', msg: p.msg, start: p.start, end: p.end, ...(p.fixes ? { fixes: p.fixes } : {}) });
  }
  runRules(v === input.value ? input : new LazyInput(v, input.system, input.edition ?? '2014', input.text, () => input.node), RULES, problems);
  // Stat lines the text readers did not read for their length (long-text.ts).
  for (const p of longTextProblems(input)) problems.push(p);
  return problems;
}

/** The spell's own `system`, else the file's. */
export function spellSystem(value: Record<string, unknown>, fallback: System): System {
  return isSystem(value.system) ? value.system : fallback;
}

/** The D&D 5e rules of a spell of `system`: its own `rules:`, else the file's (types.ts `Edition`). */
export function spellEdition(value: Record<string, unknown>, system: System, fallback: Edition): Edition {
  if (system !== 'dnd5e') return '2014';
  return readEdition(value.rules) ?? fallback;
}

/** The finding on a `spells:` entry that is not a mapping. */
export const NOT_A_SPELL = say('analysis.notASpellItem');

/** Check one `spells:` item's text (starting at its line, with its `- `). */
export function checkItem(validator: SchemaValidator, text: string, fileSystem: System, fileEdition: Edition = '2014'): ItemResult {
  let value: unknown;
  let slow = false;
  // The item reader takes the common shape of an item (parse/item-reader.ts); js-yaml reads the rest.
  const read = readItemValue(text, false);
  if (read) value = read.value;
  else {
    try {
      value = loadFast(text);
      if (text.includes('*') && aliasBomb(value, text.length)) slow = true;
    } catch {
      slow = true;
    }
  }
  let tree: YNode | undefined;
  const problems: Problem[] = [];
  if (slow) {
    // Syntax errors, duplicate keys and alias bombs: the positioned parser says where.
    const parsed = parseYaml(text);
    for (const p of parsed.problems) problems.push({ ...p, severity: 'error' });
    if (parsed.unresolvedAlias) return { problems, system: fileSystem, edition: fileEdition, ok: false, spellStart: 0, alias: true };
    if (parsed.failed || !parsed.root) return { problems, system: fileSystem, edition: fileEdition, ok: false, spellStart: 0 };
    value = parsed.value;
    tree = parsed.root;
  }
  const spell = Array.isArray(value) ? value[0] : undefined;
  const treeOf = (): YNode => {
    tree ??= parseItem(text).root;
    const n = tree?.items?.[0];
    return n ?? { kind: 'null', start: 0, end: text.length, value: null };
  };
  if (!spell || typeof spell !== 'object' || Array.isArray(spell)) {
    const at = treeOf();
    problems.push({ code: 'schema/type', severity: 'error', ...NOT_A_SPELL, start: at.start, end: Math.max(at.end, at.start + 1) });
    return { problems, system: fileSystem, edition: fileEdition, ok: false, spellStart: 0 };
  }
  const sv = spell as Record<string, unknown>;
  const system = spellSystem(sv, fileSystem);
  const edition = spellEdition(sv, system, fileEdition);
  const input = lazyInput(sv, system, edition, text, treeOf);
  for (const p of checkSpell(validator, input)) problems.push(p);
  // The reader saw every plain value (read.yaml11 is exact); else the text screen.
  if (read ? read.yaml11 : hasYaml11Candidate(text)) yaml11Into(text, treeOf(), problems);
  const name = typeof sv.name === 'string' ? ownString(sv.name) : undefined;
  return { problems, system, edition, ok: true, name, nameKey: name === undefined ? undefined : nameKeyOf(system, name, edition), spellStart: firstContent(text) };
}

/** YAML 1.1 readings that differ from ours (parse/yaml11.ts), as warnings relative to `text`. */
export function yaml11Into(text: string, root: YNode, out: Problem[]): void {
  for (const f of yaml11Findings(text, root)) out.push({ code: YAML11_CODE, severity: 'warning', msg: f.msg, start: f.start, end: f.end, fixes: f.fixes });
}

/** Offset of the first character after the item's `- ` indicator. */
function firstContent(text: string): number {
  const dash = text.indexOf('-');
  let i = dash + 1;
  while (i < text.length && (text[i] === ' ' || text[i] === '\n' || text[i] === '\r')) i++;
  return i;
}

/** Check item spans (pure; what a worker thread runs for its share of a file). */
export function checkItems(validator: SchemaValidator, text: string, spans: readonly Span[], fileSystem: System, fileEdition: Edition = '2014'): ItemResult[] {
  return spans.map((span) => checkItem(validator, text.slice(span.start, span.end), fileSystem, fileEdition));
}
