/**
 * Hover: the schema's text for the key under the cursor, followed by what the
 * compute modules add for that key (area footprints, DCs, odds: see
 * `HOVER_SECTIONS`). Called by the service facade; the LSP adapter only
 * converts offsets.
 */
import { userWords } from '../rules/sources';
import type { Analysis } from '../analysis';
import type { SpellModel } from '../model';
import { nodeAtOffset, type YNode } from '../parse/yaml-tree';
import type { SchemaValidator } from '../schema/validate';
import type { GrimoireSettings } from '../settings';
import { HOVER_SECTIONS } from './hover-sections';
import { mergeHover } from './hover-merge';
import { mdText } from './markdown';
import { t, type Locale } from '../i18n';
import { schemaText as schemaDocIn, schemaTextEn } from '../i18n/schema-docs';
import type { HoverContext } from './sections/context';

/** A hover answer: markdown and the absolute range it is about. */
export interface HoverResult {
  markdown: string;
  start: number;
  end: number;
}

/** The spell whose span holds `offset` (spells are in file order). */
export function spellAt(analysis: Analysis, offset: number): SpellModel | undefined {
  const spells = analysis.spells;
  let lo = 0;
  let hi = spells.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = spells[mid]!;
    if (offset < s.start) hi = mid - 1;
    else if (offset > s.end) lo = mid + 1;
    else return s;
  }
  return undefined;
}

/** A key of a Foundry item: its field name there and its codes (formats/vocabulary.ts). */
interface ItemField {
  field: string;
  codes?: string[];
}

function schemaText(s: Record<string, unknown> | undefined, key: string, l: Locale = 'en', item?: ItemField): string | undefined {
  if (!s) return undefined;
  const en = schemaTextEn(s);
  // The reference text in the hover's locale (i18n/schema-docs.ts); English where the catalogue has none.
  const md = schemaDocIn(s, l);
  if (!en || !md) return undefined;
  if (item) {
    // A Foundry item's field: its own name and codes; Grimoire's examples (`radius: 20`) are not written there.
    const codes = item.codes ? `\n\n${t(l, 'hover.codes', { list: item.codes.map((c) => '`' + c + '`').join(', ') })}` : '';
    const own = md.replace(/\n\n[^\n]*[:：]\s*\n```yaml\n[\s\S]*?\n```/g, '');
    return `**\`${item.field.replace(/`/g, '')}\`**\n\n${t(l, 'hover.dialectField', { key: mdText(key) })}\n\n${own}${codes}`;
  }
  // The key is the user's (a 3.5 class name under `levels`, an `at_slot_level` key): escaped.
  let out = `**${mdText(key)}**\n\n${md}`;
  if (Array.isArray(s.examples) && s.examples.length > 0 && !en.includes('xample')) {
    const ex = s.examples.slice(0, 3).map((e) => '`' + (typeof e === 'string' ? e : JSON.stringify(e)) + '`');
    out += `\n\n${t(l, 'hover.examples', { list: ex.join(', ') })}`;
  }
  return out;
}

/** Answer a hover at `offset`, or undefined when there is nothing to say. */
export function hoverAt(validator: SchemaValidator, analysis: Analysis, offset: number, settings: GrimoireSettings, pictures: 'svg' | 'ascii' | 'both'): HoverResult | undefined {
  const spell = spellAt(analysis, offset);
  if (spell) {
    const hit = nodeAtOffset(spell.node, offset - spell.base);
    if (hit.path.length === 0) return undefined;
    // Hover describes the top-level key or the nested key under the cursor (drop list indexes at the end).
    const path = hit.path.slice();
    while (path.length > 0 && typeof path[path.length - 1] === 'number') path.pop();
    if (path.length === 0) return undefined;
    const key = String(path[path.length - 1]);
    const def = validator.spellDefinition(spell.system, spell.edition);
    // The computed figures come first (what the author hovers for); the key's reference text follows.
    const parts: string[] = [];
    const ctx: HoverContext = { spell, path, settings, pictures };
    for (const section of HOVER_SECTIONS) {
      try {
        const md = section(ctx);
        // Sections are our own words: a rule text is cited by its game's name, never its number (rules/sources.ts).
        if (md) parts.push(userWords(md));
      } catch {
        // A section that fails leaves the others standing.
      }
    }
    // A `<<` merge entry, or a key over a merged one: where the values come from (hover-merge.ts).
    let merge: ReturnType<typeof mergeHover>;
    try {
      merge = mergeHover(analysis, spell, offset - spell.base, settings.locale);
    } catch {
      merge = undefined;
    }
    if (merge && hit.pair?.key.value === '<<') return { markdown: merge.markdown, start: spell.base + merge.start, end: spell.base + merge.end };
    if (merge) parts.unshift(merge.markdown);
    const itemField = analysis.dialect?.fieldOf(path);
    const item = itemField ? { field: itemField, codes: analysis.dialect!.codesOf(path) } : undefined;
    const st = schemaText(validator.schemaAt(def, path), key, settings.locale, item);
    if (st) parts.push(st);
    if (parts.length === 0) return undefined;
    const n: YNode = hit.pair && !hit.onKey ? hit.pair.key : hit.node;
    return { markdown: parts.join('\n\n---\n\n'), start: spell.base + n.start, end: spell.base + Math.max(n.end, n.start + 1) };
  }
  for (const h of analysis.headers) {
    if (!h.node) continue;
    const rel = h.fromFile(offset);
    if (rel === undefined) continue;
    const hit = nodeAtOffset(h.node, rel);
    const path = hit.path.filter((p) => typeof p === 'string');
    if (path.length === 0) continue;
    const st = schemaText(validator.schemaAt(validator.headerDefinition(), path), String(path[path.length - 1]), settings.locale);
    if (!st) continue;
    const n = hit.pair ? hit.pair.key : hit.node;
    return { markdown: st, start: h.toFile(n.start), end: h.toFile(Math.max(n.end, n.start + 1)) };
  }
  return undefined;
}
