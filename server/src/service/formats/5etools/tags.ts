/**
 * 5etools text: `{@tag name|source|display}` markup and `entries` (strings
 * and `entries`/`list`/`table` objects) read as plain text, and the bodies of
 * one tag found in entries. Pure; linear in the text.
 */
import { isObj } from '../types';

/** Tags written `{@tag name|source|display}` (5etools' entity links): the display part, when present, is what the reader sees. */
const DISPLAY_THIRD = new Set([
  'action', 'background', 'boon', 'card', 'class', 'condition', 'creature', 'cult', 'deck', 'deity', 'disease', 'facility', 'feat', 'hazard',
  'item', 'itemMastery', 'language', 'object', 'optfeature', 'psionic', 'race', 'reward', 'sense', 'skill', 'spell', 'status', 'table', 'trap',
  'variantrule', 'vehicle',
]);

/** `{@tag a|b|c}` -> the text 5etools shows: the step of a scale tag, the display part of a link that has one, else the first part. */
export function stripTags(s: string): string {
  let prev = '';
  let out = s;
  // Innermost first, so nested tags resolve.
  while (out !== prev) {
    prev = out;
    // The tag's name and the spaces after it are taken whole (`(?!\w)`, `(?!\s)`): a match has them whole anyway,
    // and without the lookaheads a long name or run of spaces before a missing `}` was tried split every way.
    out = out.replace(/\{@(\w+)(?!\w)\s*(?!\s)([^{}]*)\}/g, (_m, tag: string, body: string) => {
      const parts = body.split('|');
      if (tag === 'scaledamage' || tag === 'scaledice') return parts[2] ?? parts[0] ?? '';
      if (tag === 'atk') return parts[0] === 'rs' ? 'Ranged Spell Attack:' : parts[0] === 'ms' ? 'Melee Spell Attack:' : 'Spell Attack:';
      if (tag === 'h') return 'Hit: ';
      // The text 5etools shows is the display part when the tag gives one: third for `name|source|display`, fifth for a quickref.
      if (tag === 'quickref') return parts[4] || parts[0] || '';
      if (DISPLAY_THIRD.has(tag)) return parts[2] || parts[0] || '';
      return parts[0] ?? '';
    });
  }
  return out;
}

/** Entries (strings, `entries`/`list`/`table` objects) -> paragraphs of plain text. */
export function entriesText(entries: unknown, out: string[] = []): string[] {
  if (typeof entries === 'string') out.push(stripTags(entries));
  else if (Array.isArray(entries)) for (const e of entries) entriesText(e, out);
  else if (isObj(entries)) {
    if (Array.isArray(entries.items)) out.push(entries.items.map((i) => `- ${typeof i === 'string' ? stripTags(i) : entriesText(isObj(i) && i.entries ? i.entries : i).join(' ')}`).join('\n'));
    else if (Array.isArray(entries.rows)) {
      const rows = entries.rows as unknown[];
      out.push(rows.map((r) => (Array.isArray(r) ? r.map((c) => (typeof c === 'string' ? stripTags(c) : entriesText(c).join(' '))).join(' | ') : '')).join('\n'));
    } else if (entries.entries !== undefined) {
      const inner = entriesText(entries.entries);
      if (typeof entries.name === 'string' && inner.length > 0 && entries.type !== 'entries') inner[0] = `${entries.name}. ${inner[0]}`;
      else if (typeof entries.name === 'string' && inner.length > 0 && !/^At Higher Levels$/i.test(entries.name)) inner[0] = `${entries.name}. ${inner[0]}`;
      out.push(...inner);
    }
  }
  return out;
}

/** Every `{@tag ...}` body of a tag name in entries (raw JSON text search). */
export function tags(entries: unknown, tag: string): string[][] {
  const s = JSON.stringify(entries ?? '');
  return [...s.matchAll(new RegExp(`\\{@${tag}\\s+(?!\\s)([^{}]*)\\}`, 'g'))].map((m) => m[1]!.split('|'));
}

