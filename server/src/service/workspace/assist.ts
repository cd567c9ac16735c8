/**
 * Hovers and completion where spells are named: over a list entry, a
 * 5etools tag or a Foundry link the hover says which spell it names (system,
 * level, school, classes, where it is defined) or that it names none; in a
 * list, and inside an open `{@spell ` tag, completion offers the spells of
 * the workspace. Markdown built here, every user string escaped.
 */
import { t, type Locale, type MsgArg } from '../i18n';
import { mdText } from '../features/markdown';
import type { SpellFact } from './facts';
import { nameAt, placeOf } from './navigate';
import type { SpellAt, WorkspaceIndex } from './workspace-index';

/** "dnd5e level 3, evocation" for a spell, in `locale`. */
export function spellDetail(s: SpellFact, locale: Locale): string {
  const parts: string[] = [];
  const w: MsgArg = { key: s.system === 'tov' ? 'term.circle' : 'term.level' };
  parts.push(s.level !== undefined ? t(locale, 'symbol.detail', { system: s.system, w, level: String(s.level) }) : s.system);
  if (s.edition) parts.push(s.edition);
  if (s.school) parts.push(s.school);
  return parts.join(locale === 'ja' ? '・' : ', ');
}

/** The hover markdown for one spell a reference names. */
function spellBlock(index: WorkspaceIndex, s: SpellAt, locale: Locale): string {
  const f = index.spell(s);
  const place = placeOf(index, s);
  const lines = [t(locale, 'ws.hover.title', { name: mdText(f.name), detail: mdText(spellDetail(f, locale)) })];
  if (f.classesStated) lines.push(t(locale, 'ws.hover.classes', { classes: f.classes.length ? mdText(f.classes.join(', ')) : '—' }));
  lines.push(t(locale, 'ws.hover.where', { file: mdText(index.label(s.file.uri)), line: index.positionAt(s.file.uri, place.start).line + 1 }));
  return lines.join('\n\n');
}

/** The hover at `offset` of `uri` when it is on a reference: markdown and the reference's range. */
export function refHover(index: WorkspaceIndex, uri: string, offset: number, locale: Locale): { markdown: string; start: number; end: number } | undefined {
  const at = nameAt(index, uri, offset);
  if (!at || at.kind !== 'ref') return undefined;
  const ref = index.ref(at.ref);
  const named = index.resolve(ref);
  let markdown: string;
  if (named.length === 0) markdown = t(locale, ref.kind === 'link' ? 'ws.hover.outside' : 'ws.hover.none', { name: mdText(ref.name) });
  else if (named.length === 1) markdown = spellBlock(index, named[0]!, locale);
  else markdown = [t(locale, 'ws.hover.several', { name: mdText(ref.name), n: named.length }), ...named.map((s) => spellBlock(index, s, locale))].join('\n\n---\n\n');
  return { markdown, start: at.span.start, end: at.span.end };
}

/** A spell name offered by completion. */
export interface NameCompletion {
  label: string;
  detail: string;
  /** Text to insert over [replaceStart, offset). */
  insertText: string;
  replaceStart: number;
}

/** Inside an open `{@spell ` tag at the end of `line` (the text of a line up to the cursor)? The name's start in `line` when so. */
function openTagIn(line: string): number | undefined {
  const open = line.lastIndexOf('{@spell');
  if (open < 0 || open + 7 >= line.length) return undefined;
  const inside = line.slice(open + 7);
  if (!/^\s/.test(inside) || /[|}]/.test(inside)) return undefined;
  return open + 7 + (inside.length - inside.trimStart().length);
}

/**
 * Where a list entry is typed at the end of `line` in a spell-list file:
 * after `- ` (a block list), or after `[` or `,` (a flow list). The entry's
 * start in `line` when so.
 */
function listEntryIn(line: string): number | undefined {
  const block = /^(\s*-\s+)/.exec(line);
  if (block && !line.slice(block[1]!.length).includes(': ')) return block[1]!.length;
  const sep = Math.max(line.lastIndexOf('['), line.lastIndexOf(','));
  if (sep < 0 || line.indexOf(']', sep) >= 0) return undefined;
  let s = sep + 1;
  while (s < line.length && (line[s] === ' ' || line[s] === '\t')) s++;
  return s;
}

/**
 * Completion of spell names at `offset` of the indexed file `uri`, where
 * `line` is its line's text up to `offset`: inside an open `{@spell ` tag
 * in a spell file, and at a list entry of a spell-list file (there only the
 * list's system, when it sets one). Empty elsewhere.
 */
export function completeNames(index: WorkspaceIndex, uri: string, line: string, offset: number, locale: Locale, limit = 5000): NameCompletion[] {
  const file = index.file(uri);
  const inList = file?.facts.kind === 'spell-list';
  const at = inList ? listEntryIn(line) : openTagIn(line);
  if (at === undefined) return [];
  const replaceStart = offset - (line.length - at);
  const system = inList ? file?.facts.system : undefined;
  const seen = new Set<string>();
  const out: NameCompletion[] = [];
  for (const f of index.allFiles()) {
    for (const s of f.facts.spells) {
      if (system && s.system !== system) continue;
      const k = `${s.system}\u0000${s.key}`;
      if (seen.has(k)) continue;
      seen.add(k);
      out.push({ label: s.name, detail: spellDetail(s, locale), insertText: s.name, replaceStart });
      if (out.length >= limit) return out;
    }
  }
  out.sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  return out;
}
