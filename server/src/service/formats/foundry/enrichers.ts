/**
 * Foundry VTT enrichers read as text: `@UUID[...]{label}` -> label,
 * `@Check[...]` -> the id's last part, `[[/save dex]]` -> words,
 * `[[lookup @name]]` -> the spell's name, `[[1d4]]` -> `1d4`. Used by the
 * Foundry reader (read.ts) on an item's description HTML.
 *
 * Each kind was a regex replace of the form `open [^\]]* ]] {label}?`; a
 * regex engine tries such a pattern from every opener, and every attempt
 * before the same `]` scans to it and fails there alike, so `[[` or `@a[`
 * repeated without a closer took time quadratic in the text's length (20 s
 * for 100 KB). {@link replaceBracketed} gives exactly what the regex replace
 * gave (test/unit/enrichers-differential.test.ts compares the two on
 * generated text) in one pass: an attempt that fails at a `]` fails for every
 * opener before it, so the scan goes on after that `]`. Pure.
 */

/** One enricher kind: how it opens, how its bracket closes, and whether a `{label}` follows. */
interface Bracketed {
  /** What an opener starts with (found with indexOf). */
  lead: string;
  /**
   * The opener from its lead, as a sticky regex, up to where the bracketed
   * text starts. It holds no `]`, and ends where a regex replace's first
   * match would end it (a name or a run of spaces is taken whole).
   */
  open: RegExp;
  /** What follows the bracketed text (`]` or `]]`); the text itself holds no `]`. */
  close: ']' | ']]';
  /** A `{label}` after the close: required, taken when there, or not looked for. */
  label: 'required' | 'optional' | 'none';
}

/**
 * Replace each span `open inside close {label}` of `text`, left to right and
 * without overlaps, as `text.replace(regex, fn)` does with the regex
 * `open([^\]]*)close(?:\{([^}]*)\})` (the label's group optional or absent).
 * Linear: each character is looked at a bounded number of times.
 */
function replaceBracketed(text: string, kind: Bracketed, make: (open: RegExpExecArray, inside: string, label: string | undefined) => string): string {
  const lastBrace = kind.label === 'none' ? -1 : text.lastIndexOf('}');
  let out = '';
  let copied = 0;
  let at = 0;
  for (;;) {
    const s = text.indexOf(kind.lead, at);
    if (s < 0) break;
    kind.open.lastIndex = s;
    const o = kind.open.exec(text);
    if (!o) {
      at = s + 1;
      continue;
    }
    const inside = s + o[0].length;
    const r = text.indexOf(']', inside);
    // No `]` after this opener: none after any later one either.
    if (r < 0) break;
    // Every opener before `r` reaches this same `]` first, and fails here alike.
    if (!text.startsWith(kind.close, r)) {
      at = r + 1;
      continue;
    }
    let end = r + kind.close.length;
    let label: string | undefined;
    if (kind.label !== 'none') {
      if (text[end] === '{' && lastBrace > end) {
        const c = text.indexOf('}', end + 1);
        label = text.slice(end + 1, c);
        end = c + 1;
      } else if (kind.label === 'required') {
        // No `}` after this `{` (or no `{`): the openers before `r` fail alike; without a `}` later, every later one too.
        if (text[end] === '{') break;
        at = r + 1;
        continue;
      }
    }
    out += text.slice(copied, s) + make(o, text.slice(inside, r), label);
    copied = end;
    at = end;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/** `@UUID[...]{label}` (any `@Name[...]` with a label). */
const LINK_WITH_LABEL: Bracketed = { lead: '@', open: /@\w+\[/y, close: ']', label: 'required' };
/** `@UUID[...]` without a label. */
const LINK: Bracketed = { lead: '@', open: /@\w+\[/y, close: ']', label: 'none' };
/** `[[/save dex]]`, `[[/damage 2d6]]{label}`. */
const COMMAND: Bracketed = { lead: '[[', open: /\[\[\/(\w+)/y, close: ']]', label: 'optional' };
/** `[[lookup @name ...]]`. */
const LOOKUP_NAME: Bracketed = { lead: '[[', open: /\[\[lookup\s+@name/iy, close: ']]', label: 'none' };
/** `[[lookup ...]]`. */
const LOOKUP: Bracketed = { lead: '[[', open: /\[\[lookup\s+/iy, close: ']]', label: 'none' };
/** `[[1d4]]`: an inline roll, read as its formula. */
const INLINE: Bracketed = { lead: '[[', open: /\[\[/y, close: ']]', label: 'none' };

/** Foundry enrichers read as text: `@UUID[...]{label}` -> label, `[[/save dex]]` -> words, `[[lookup @name]]` -> the spell's name. */
export function enrichersToText(html: string, name: string): string {
  let t = replaceBracketed(html, LINK_WITH_LABEL, (_o, _inside, label) => label ?? '');
  t = replaceBracketed(t, LINK, (_o, id) => id.split('.').pop() ?? '');
  t = replaceBracketed(t, COMMAND, (o, args, label) => label ?? enricherWords(o[1]!, args.trim()));
  t = replaceBracketed(t, LOOKUP_NAME, () => name);
  t = replaceBracketed(t, LOOKUP, (_o, what) => what.trim());
  return replaceBracketed(t, INLINE, (_o, inside) => inside);
}

function enricherWords(cmd: string, args: string): string {
  const a = args.replace(/\b(?:format|average|extended)(=\S*)?/g, '').trim();
  if (cmd === 'save') return a ? `${a.split(/\s+/)[0]} saving throw` : 'saving throw';
  if (cmd === 'damage') return a || 'damage';
  if (cmd === 'heal' || cmd === 'healing') return a || 'healing';
  return a || cmd;
}
