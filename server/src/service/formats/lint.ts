/**
 * In-place linting of dialect documents (Foundry VTT dnd5e and Black Flag
 * spell items): the analyzer's one hook. {@link readForeign} tells whether a
 * text is such a document (or another Foundry item, left alone) and reads it
 * into the canonical spell with a source tree; {@link translateFix} carries a
 * rule's quick fix, made on the canonical spell, back to edits of the Foundry
 * fields through the writer. Pure, no IO.
 */
import { dump, load, CORE_SCHEMA } from 'js-yaml';
import { nodeAtPath, parseYaml, type ParsedYaml, type ParseProblem, type YNode } from '../parse/yaml-tree';
import type { Fix, Severity, Problem, Problem as SpellDiagnostic, System } from '../types';
import type { SpellInput } from '../rules/rule';
import type { MsgRef } from '../i18n';
import { detectDialect, isFoundryItem, readDialect, writeDialect } from './detect';
import { diffEdits, sourceTree } from './source-map';
import { isObj, type MappedSpell, type Path } from './types';
import { dialectEnumProblem } from './vocabulary';

/** A Foundry spell item read for linting. */
export interface ForeignSpell {
  kind: 'spell';
  format: 'foundry-dnd5e' | 'black-flag';
  mapped: MappedSpell;
  /** The loaded source document. */
  doc: Record<string, unknown>;
  /** The source document's positioned tree. */
  root: YNode;
  /** The canonical spell's tree, with source ranges. */
  tree: YNode;
  /** The file is JSON (edits are written as JSON). */
  json: boolean;
  /** Problems the parser found in a document that still loaded (duplicate keys). */
  problems: ParseProblem[];
}

/** What {@link readForeign} found: a spell item, another Foundry document to leave alone, or a syntax problem in one. */
export type Foreign = ForeignSpell | { kind: 'other' } | { kind: 'broken'; problems: ParseProblem[] };

/** What kind of Foundry document a loaded value is: a spell item, another Foundry document to leave alone, or neither. */
export function foundryKindOf(doc: unknown): 'spell' | 'other' | undefined {
  if (isObj(doc) && typeof doc._key === 'string' && doc._key.startsWith('!folders!')) return 'other';
  if (detectDialect(doc)) return 'spell';
  // Another Foundry item type: left alone, but only when it carries Foundry's bookkeeping (a spell file with a
  // mistaken `system:` mapping is still checked as a spell).
  return isFoundryItem(doc) && ('_id' in doc || '_key' in doc || '_stats' in doc) ? 'other' : undefined;
}

/**
 * Read a YAML text that holds one Foundry document, given its parse (the
 * analyzer's, when it has one of the whole text); undefined when the text is
 * not a Foundry document (the canonical format) or does not load (the
 * canonical path then reports the syntax error).
 */
export function readForeign(text: string, parsed: ParsedYaml = parseYaml(text)): Foreign | undefined {
  if (parsed.failed || !parsed.root) return undefined;
  // A YAML file written as one flow mapping gets its fixes written in that style too.
  return foreignOf(text, parsed.value, parsed.root, parsed.problems, text[text.search(/\S/)] === '{');
}

/** The Foundry document `doc` (loaded from `text`, positioned by `root`) as a {@link Foreign}, or undefined. */
function foreignOf(text: string, doc: unknown, root: YNode, problems: ParseProblem[], json: boolean): Foreign | undefined {
  const kind = foundryKindOf(doc);
  if (kind !== 'spell') return kind === 'other' ? { kind: 'other' } : undefined;
  const d = doc as Record<string, unknown>;
  const format = detectDialect(d)!;
  const mapped = readDialect(d, format);
  return { kind: 'spell', format, mapped, doc: d, root, tree: sourceTree(mapped.value, mapped.sources, root), json, problems };
}

/**
 * Read a `.json` file's text as strict JSON (JSON.parse: a comment, a single
 * quote, an unquoted key or a trailing comma is a syntax error, reported at
 * its position; a leading byte-order mark is allowed). A Foundry document
 * comes back read; a text that is not JSON comes back `broken` with the
 * error; other JSON is undefined (the canonical format, checked as YAML,
 * which valid JSON is).
 */
export function readForeignJson(text: string): Foreign | undefined {
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let doc: unknown;
  try {
    doc = JSON.parse(bom ? text.slice(1) : text);
  } catch (err) {
    return { kind: 'broken', problems: [jsonProblem(text, bom, String((err as Error).message))] };
  }
  if (!foundryKindOf(doc)) return undefined;
  // Positions come from the YAML reading of the same text (valid JSON is YAML 1.2). Every tab in valid JSON
  // lies between tokens (JSON strings hold no raw tabs), where YAML may refuse it as indentation: as spaces,
  // the offsets stay the same. The value is JSON.parse's either way.
  const parsed = parseYaml(text.includes('\t') ? text.replace(/\t/g, ' ') : text);
  const root: YNode = parsed.root && !parsed.failed ? parsed.root : { kind: 'mapping', start: bom, end: text.length, value: doc, pairs: [] };
  return foreignOf(text, doc, root, parsed.failed ? [] : parsed.problems, true);
}

/** A JSON syntax error as a parse problem at the offset JSON.parse names (the end of the text when it names none). */
function jsonProblem(text: string, bom: number, message: string): ParseProblem {
  const m = /at position (\d+)/.exec(message);
  const at = Math.min(text.length, m ? bom + Number(m[1]) : text.length);
  const found: MsgRef = at < text.length ? { key: 'parse.jsonFound', args: { ch: JSON.stringify(text[at]) } } : { key: 'parse.jsonEnd' };
  const ref: MsgRef = { key: 'parse.json', args: { found } };
  const start = at < text.length ? at : Math.max(0, text.length - 1);
  return { code: 'yaml/syntax', msg: [ref], start, end: Math.min(text.length, start + 1) };
}

/** The canonical spell as YAML text and its tree (where rule fixes are computed). */
export function canonicalText(spell: ForeignSpell): { text: string; node: YNode } | undefined {
  const text = dump(spell.mapped.value, { lineWidth: -1, noRefs: true });
  const root = parseYaml(text).root;
  return root && root.kind === 'mapping' ? { text, node: root } : undefined;
}

/**
 * A rule's fix, made on the canonical text, as edits of the Foundry file:
 * apply it to the canonical spell, write the result back into the source
 * document with the dialect's writer, and diff the two documents. Undefined
 * when the change cannot be written into the Foundry fields.
 */
export function translateFix(spell: ForeignSpell, sourceText: string, canon: string, fix: Fix): Fix | undefined {
  let out = canon;
  for (const e of [...fix.edits].sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.newText + out.slice(e.end);
  let next: unknown;
  try {
    next = load(out, { schema: CORE_SCHEMA });
  } catch {
    return undefined;
  }
  if (!isObj(next)) return undefined;
  const { doc } = writeDialect(next, spell.format, spell.doc, true);
  // A fix the Foundry fields cannot hold reads back unchanged: no fix then.
  if (JSON.stringify(readDialect(doc, spell.format).value) === JSON.stringify(spell.mapped.value)) return undefined;
  const edits = diffEdits(sourceText, spell.root, spell.doc, doc, spell.json);
  if (!edits || edits.length === 0) return undefined;
  return { title: fix.title, edits };
}

/** Source range (`start:end`, of a field's value or key) -> the Foundry field's dotted path, for messages. */
function fieldRanges(spell: ForeignSpell): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of spell.mapped.sources) {
    const hit = nodeAtPath(spell.root, e.source);
    if (!hit.exact) continue;
    const name = e.source.map(String).join('.');
    out.set(`${hit.node.start}:${Math.max(hit.node.end, hit.node.start + 1)}`, name);
    if (hit.pair) out.set(`${hit.pair.key.start}:${hit.pair.key.end}`, name);
  }
  return out;
}

/** The source path a canonical path came from (the most specific entry), for messages. */
export function sourcePathOf(spell: ForeignSpell, canonical: Path): Path | undefined {
  for (let n = canonical.length; n > 0; n--) {
    const k = canonical.slice(0, n).join('\u0000');
    for (let i = spell.mapped.sources.length - 1; i >= 0; i--) {
      const e = spell.mapped.sources[i]!;
      if (e.canonical.join('\u0000') === k) return e.source;
    }
  }
  return undefined;
}

/** A finding as the analyzer passes it: offsets into the checked text. */
export type CheckedProblem = Problem;

/** The spell of a linted Foundry document, for the analyzer's spell model. */
export interface ForeignResult {
  diagnostics: SpellDiagnostic[];
  spell?: { system: System; value: Record<string, unknown>; node: YNode; start: number; end: number; name: string | undefined };
}

/**
 * Lint a Foundry document in place: the schema and every rule run on the
 * canonical spell with the source tree, so findings land on the Foundry
 * fields; fixes are recomputed on the canonical text and carried back by
 * {@link translateFix}. `check` is the analyzer's schema + rules pass.
 */
export function lintForeign(foreign: Foreign, text: string, check: (input: SpellInput) => CheckedProblem[]): ForeignResult {
  if (foreign.kind === 'other') return { diagnostics: [] };
  if (foreign.kind === 'broken') return { diagnostics: foreign.problems.map((p) => ({ ...p, severity: 'error' as Severity })) };
  const system = foreign.mapped.system;
  const value = foreign.mapped.value;
  const found = check({ value, system, node: foreign.tree, text });
  const fields = fieldRanges(foreign);
  const parseProblems: SpellDiagnostic[] = foreign.problems.map((p) => ({ ...p, severity: 'error' as Severity }));
  const diagnostics: SpellDiagnostic[] = found.map((p) => {
    const field = fields.get(`${p.start}:${p.end}`);
    // A bad code in a field with the item's own codes (a school `evx`): worded, hinted and fixed in those codes.
    const entry = field && p.code === 'schema/enum' ? foreign.mapped.sources.find((e) => e.source.map(String).join('.') === field) : undefined;
    const own = entry ? dialectEnumProblem(p, foreign.format, entry.source, entry.canonical, foreign.root, text, foreign.json) : undefined;
    if (own) return { ...own, end: Math.max(own.end, own.start + 1) };
    const msg = field ? [...p.msg, { key: 'dialect.foundryField', args: { field } }] : p.msg;
    return { code: p.code, severity: p.severity, msg, start: p.start, end: Math.max(p.end, p.start + 1) };
  });
  if (found.some((p) => p.fixes && p.fixes.length > 0)) {
    // The same checks on the canonical text give the same findings in the same order, with fixes made there.
    const canon = canonicalText(foreign);
    const again = canon ? check({ value, system, node: canon.node, text: canon.text }) : [];
    if (again.length === found.length) {
      again.forEach((p, i) => {
        if (!p.fixes || p.code !== found[i]!.code || diagnostics[i]!.fixes) return;
        const fixes = p.fixes.map((f) => translateFix(foreign, text, canon!.text, f)).filter((f): f is Fix => f !== undefined);
        if (fixes.length > 0) diagnostics[i]!.fixes = fixes;
      });
    }
  }
  const name = typeof value.name === 'string' ? value.name : undefined;
  return { diagnostics: [...parseProblems, ...diagnostics], spell: { system, value, node: foreign.tree, start: foreign.root.start, end: foreign.root.end, name } };
}
