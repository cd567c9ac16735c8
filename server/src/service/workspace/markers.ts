/**
 * References written inside text: 5etools tags (`{@spell Fireball}`,
 * `{@spell fireball|XPHB|the ball of fire}`) and Foundry VTT content links
 * (`@UUID[Compendium.dnd5e.spells.Item.abc]{Fireball}`, the older
 * `@Compendium[dnd5e.spells.abc]{Fireball}`). Each is found with the offsets
 * of the name's own characters, so a rename rewrites those and nothing else.
 *
 * Any text may be hostile, so both scans run in linear time: every search
 * moves forward, and where an opener has no closer, no later opener has one
 * either (the scan stops). test/unit/service/workspace/markers.test.ts
 * compares them with the plain regular expressions on generated text.
 */
import { cleanName } from './names';

/** Names longer than this are not read as a reference (a tag left open runs on). */
export const MAX_REF_NAME = 200;

/** A `{@spell ...}` tag found in a text. */
export interface TagHit {
  /** The tag, `{` to `}` inclusive. */
  start: number;
  end: number;
  /** The name's own characters (spaces around it left out). */
  nameStart: number;
  nameEnd: number;
  /** The name, a line fold read as one space. */
  name: string;
  /** The source after the first `|` (`PHB`, `XPHB`), when given. */
  source?: string;
}

/** A Foundry content link found in a text. */
export interface LinkHit {
  start: number;
  end: number;
  /** The label's own characters, inside `{}`. */
  nameStart: number;
  nameEnd: number;
  name: string;
  /** The whole id between the brackets. */
  uuid: string;
  /** The document's own id (the last `.` part of the uuid). */
  id: string;
  /** The document type the uuid names (`Item`, `JournalEntry`...), when it names one. */
  documentType?: string;
}

const OPEN_TAG = '{@spell';

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

/** The first offset >= `from` of `needle` in `text`, from a cache that only moves forward. */
class Finder {
  private at = -2;
  constructor(
    private readonly text: string,
    private readonly needle: string,
  ) {}

  /** The next occurrence at or after `from` (-1 when none). */
  next(from: number): number {
    if (this.at === -1) return -1;
    if (this.at < from) this.at = this.text.indexOf(this.needle, from);
    return this.at;
  }
}

/** Trim the span [s, e) of `text` to its non-space characters. */
function trimSpan(text: string, s: number, e: number): [number, number] {
  while (s < e && isSpace(text.charCodeAt(s))) s++;
  while (e > s && isSpace(text.charCodeAt(e - 1))) e--;
  return [s, e];
}

/**
 * Every `{@spell name|source|display}` tag of `text` in [from, to): left to
 * right, no overlaps. A tag holding a `{` before its `}` is not a tag (the
 * scan goes on at that `{`); one whose name is empty or longer than
 * {@link MAX_REF_NAME} is skipped.
 */
export function spellTags(text: string, from = 0, to = text.length): TagHit[] {
  const out: TagHit[] = [];
  const opens = new Finder(text, OPEN_TAG);
  const closes = new Finder(text, '}');
  const braces = new Finder(text, '{');
  let at = from;
  for (;;) {
    const s = opens.next(at);
    if (s < 0 || s >= to) break;
    const i = s + OPEN_TAG.length;
    if (i >= to || !isSpace(text.charCodeAt(i))) {
      at = i;
      continue;
    }
    const close = closes.next(i);
    // No `}` after this opener: none after any later one either.
    if (close < 0 || close >= to) break;
    const brace = braces.next(i);
    if (brace >= 0 && brace < close) {
      at = brace;
      continue;
    }
    at = close + 1;
    let bar = text.indexOf('|', i);
    if (bar < 0 || bar > close) bar = close;
    const [ns, ne] = trimSpan(text, i, bar);
    if (ne === ns || ne - ns > MAX_REF_NAME) continue;
    let source: string | undefined;
    if (bar < close) {
      let bar2 = text.indexOf('|', bar + 1);
      if (bar2 < 0 || bar2 > close) bar2 = close;
      const [ss, se] = trimSpan(text, bar + 1, bar2);
      if (se > ss) source = text.slice(ss, se);
    }
    out.push({ start: s, end: close + 1, nameStart: ns, nameEnd: ne, name: cleanName(text.slice(ns, ne)), ...(source !== undefined ? { source } : {}) });
  }
  return out;
}

/**
 * Every Foundry content link `@UUID[uuid]{label}` or `@Compendium[id]{label}`
 * of `text` in [from, to), with its label: left to right, no overlaps. A link
 * without a label (Foundry then shows the document's own name) names nothing
 * here. The bracketed part holds no `[` and the label no `{`.
 */
export function foundryLinks(text: string, from = 0, to = text.length): LinkHit[] {
  const out: LinkHit[] = [];
  const uuids = new Finder(text, '@UUID[');
  const packs = new Finder(text, '@Compendium[');
  const rights = new Finder(text, ']');
  const lefts = new Finder(text, '[');
  const closes = new Finder(text, '}');
  const opens = new Finder(text, '{');
  let at = from;
  for (;;) {
    const u = uuids.next(at);
    const p = packs.next(at);
    const s = u < 0 ? p : p < 0 ? u : Math.min(u, p);
    if (s < 0 || s >= to) break;
    const compendium = s === p;
    const i = s + (compendium ? '@Compendium['.length : '@UUID['.length);
    const r = rights.next(i);
    // No `]` after this opener: none after any later one either.
    if (r < 0 || r >= to) break;
    const l = lefts.next(i);
    if (l >= 0 && l < r) {
      at = l;
      continue;
    }
    at = r + 1;
    if (text.charCodeAt(r + 1) !== 123 /* { */) continue;
    const c = closes.next(r + 2);
    if (c < 0 || c >= to) break;
    const o = opens.next(r + 2);
    if (o >= 0 && o < c) continue;
    at = c + 1;
    const [ns, ne] = trimSpan(text, r + 2, c);
    if (ne === ns || ne - ns > MAX_REF_NAME) continue;
    const uuid = text.slice(i, r).trim();
    const parts = uuid.split('.');
    const id = parts[parts.length - 1] ?? '';
    const documentType = compendium ? undefined : parts.length >= 2 ? parts[parts.length - 2] : undefined;
    out.push({ start: s, end: c + 1, nameStart: ns, nameEnd: ne, name: cleanName(text.slice(ns, ne)), uuid, id, ...(documentType ? { documentType } : {}) });
  }
  return out;
}
