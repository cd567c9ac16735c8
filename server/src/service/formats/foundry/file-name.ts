/**
 * File names for exported spells: lower-case ASCII letters, digits and
 * dashes, readable whatever script the spell's name is written in.
 *
 * A name is transliterated to ASCII first (any-ascii: one table for every
 * script, Cyrillic, Greek, CJK, Hangul, Arabic..., built on the usual
 * romanisations), so `Вогняна куля` is `vognyana-kulya` and `火球` is `huoqiu`
 * rather than the same empty name for all of them. A name that leaves
 * nothing (only punctuation or symbols any-ascii drops) falls back to a
 * stable id the caller gives. Names that still come out the same (`Fireball`
 * and `FIREBALL!`) are the writer's to refuse: it names both spells.
 * Pure.
 */
import anyAscii from 'any-ascii';

/** Longest slug: far under every file system's 255-byte name limit, with room for a suffix and extension. */
export const MAX_SLUG = 80;

/** The file-name slug of a spell name: ASCII `a-z0-9-`, at most {@link MAX_SLUG} characters; '' when nothing is left. */
export function slugOf(name: string): string {
  const ascii = anyAscii(name.normalize('NFC')).toLowerCase();
  return ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+/, '').slice(0, MAX_SLUG).replace(/(?<!-)-+$/, '');
}

/** Names Windows keeps for devices whatever the extension (`con.yml` is the console there). */
const WINDOWS_DEVICES = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/;

/** The slug of `name` (`-spell` added to a Windows device name), or `spell-<id>` (lower case) when the name leaves nothing. */
export function exportFileStem(name: string, id: string): string {
  const slug = slugOf(name);
  if (!slug) return `spell-${id.toLowerCase()}`;
  return WINDOWS_DEVICES.test(slug) ? `${slug}-spell` : slug;
}
