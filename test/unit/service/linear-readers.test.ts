/**
 * The text readers rewritten to run in linear time read exactly what they
 * read before. Each rewritten pattern or function is compared with the old
 * one (kept here as the plain way) on generated strings: short ones, built
 * from the characters and words that pattern is about, where the old one is
 * fast. Where the two are meant to differ (a price of more than 15 digits),
 * the difference is pinned on its own.
 */
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../bench/gen.mjs';
import { enrichersToText } from '../../../server/src/service/formats/foundry/enrichers';
import { modBase } from '../../../server/src/service/formats/foundry/profile';
import { dieOf } from '../../../server/src/service/features/stat-block';
import { decodeEntities, firstParagraph, htmlToText } from '../../../server/src/service/text/html';
import { normalizeDice } from '../../../server/src/service/text/dice';
import { keyLine, keyValueLine } from '../../../server/src/service/parse/friendly-yaml';
import { keyIndent } from '../../../server/src/service/parse/tab-fix';
import { someToken } from '../../../server/src/service/parse/yaml11';
import { pricesInText } from '../../../server/src/service/text/price';

/** `n` strings of up to `max` pieces drawn from `pieces`. */
function strings(seed: number, pieces: readonly string[], n = 3000, max = 14): string[] {
  const rand = mulberry32(seed);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    let s = '';
    const k = Math.floor(rand() * (max + 1));
    for (let j = 0; j < k; j++) s += pieces[Math.floor(rand() * pieces.length)];
    out.push(s);
  }
  return out;
}

/** What a regex finds in `s`: every match (global) or the first, with its groups and place. */
function found(re: RegExp, s: string): unknown {
  const shape = (m: RegExpExecArray | RegExpMatchArray | null) => (m ? { at: m.index, groups: [...m] } : null);
  if (re.global) return [...s.matchAll(re)].map(shape);
  return shape(re.exec(s));
}

const NUMBERS = ['1', '2', '12', '0', '.', ',', ' ', '  ', '-', 'ft', 'ft.', 'feet', 'foot', 'm', 'metri', 'sq.', 'x', '/', 'level', 'per ', 'radius', 'cube', 'line'];
const TIMES = ['1', '10', ' ', '  ', 'action', 'bonus', 'reaction', 'round', 's', 'minute', ',', ';', '(', ')', 'when', 'x', '\n', 'hour', 'day'];

/**
 * Rewritten patterns, old and new: the same language, and the same groups
 * where the code reads them. `groups` lists the group numbers compared (all
 * by default); a group the code reads only for truth is compared as such.
 */
const PAIRS: Array<{ where: string; old: RegExp; now: RegExp; pieces: readonly string[]; truthy?: number[] }> = [
  { where: 'rules/read.ts casting time', old: /^(\d{1,6})\s+(bonus\s+actions?|actions?|reactions?|rounds?|minutes?|hours?|days?)\b\s*(?:[,;:(]\s*(.*))?$/i, now: /^(\d{1,6})\s+(bonus\s+actions?|actions?|reactions?|rounds?|minutes?|hours?|days?)\b\s*(?:[,;:(]\s*(\S.*)?)?$/i, pieces: TIMES, truthy: [3] },
  { where: 'rules/read.ts duration', old: /\d+\s*(rounds?|minutes?|hours?|days?)\b/, now: /(?<!\d)\d+\s*(rounds?|minutes?|hours?|days?)\b/, pieces: TIMES },
  { where: 'rules/read.ts self range', old: /^self\s*\(\s*(\d+(?:[.,]\d+)?)\s*(?:[- ](foot|feet|ft\.?|mile|miles)|\s*(m))(?:-radius)?\s+([a-z]+)\s*\)$/, now: /^self\s*\(\s*(\d+(?:[.,]\d+)?)(?:\s*[- ](foot|feet|ft\.?|mile|miles)|\s*(m))(?:-radius)?\s+([a-z]+)\s*\)$/, pieces: ['self', '(', ')', ' ', '  ', '1', '5', '.', ',', '-', 'foot', 'feet', 'mile', 'm', '-radius', 'cone', 'x'] },
  { where: 'rules/read.ts 3.5 distance', old: /^(\d+(?:[.,]\d+)?)\s*-?\s*(ft\.?|feet|foot|m|metri|metro|metres|meters|miles?)$/i, now: /^(\d+(?:[.,]\d+)?)\s*(?:-\s*)?(ft\.?|feet|foot|m|metri|metro|metres|meters|miles?)$/i, pieces: NUMBERS },
  { where: 'rules/read.ts lengths', old: /(\d+(?:[.,]\d+)?)(\s*-?\s*)(sq\.\s*)?(ft\.?|feet|foot|metri|metres|meters|m)(?![a-z])/gi, now: /(?<!\d)(\d+(?:[.,]\d+)?)(\s*(?:-\s*)?)(sq\.\s*)?(ft\.?|feet|foot|metri|metres|meters|m)(?![a-z])/gi, pieces: NUMBERS },
  { where: 'rules/read.ts per level', old: /^[.\s-]*(?:[a-z]+s?)?\s*(?:\/|per\s|ogni\s)/, now: /^[.\s-]*(?:[a-z]+s?\s*)?(?:\/|per\s|ogni\s)/, pieces: ['.', ' ', '-', 'ft', 's', '/', 'per ', 'ogni ', 'level', 'x'] },
  { where: 'rules/wfb-casting-value.ts', old: /^\s*(\d{1,3})\s*\+?\s*$/, now: /^\s*(\d{1,3})\s*(?:\+\s*)?$/, pieces: [' ', '  ', '1', '12', '+', 'x'] },
  { where: 'rules/dnd35-shapeable-min.ts word', old: /(\S+)\s*$/, now: /(?<!\S)(\S+)\s*$/, pieces: ['ten', ' ', '  ', 'x', '5', '\n'] },
  { where: 'rules/dnd35-shapeable-min.ts cubi', old: /(?:(\S+)\s+)?cub[oi]\s+(?:di\s+)?$/i, now: /(?:(?<!\S)(\S+)\s+)?cub[oi]\s+(?:di\s+)?$/i, pieces: ['dieci', ' ', 'cubi', 'cubo', 'di', 'x', '  '] },
  { where: 'formats/5etools/read.ts tags', old: /\{@(\w+)\s*([^{}]*)\}/g, now: /\{@(\w+)(?!\w)\s*(?!\s)([^{}]*)\}/g, pieces: ['{@', '{', '}', 'b', 'damage', ' ', '  ', '|', 'x', '@'] },
  { where: 'formats/5etools/read.ts tag bodies', old: /\{@damage\s+([^{}]*)\}/g, now: /\{@damage\s+(?!\s)([^{}]*)\}/g, pieces: ['{@damage', '{', '}', ' ', '  ', '8d6', '|', 'x'] },
  { where: 'formats/5etools/read.ts area', old: /(\d+)-foot[- ]radius,?\s*(\d+)-foot[- ]high cylinder/i, now: /(?<!\d)(\d+)-foot[- ]radius,?\s*(\d+)-foot[- ]high cylinder/i, pieces: ['1', '20', '-foot', ' ', '-', 'radius', ',', 'high cylinder', 'x'] },
  { where: 'formats/5etools/read.ts cone', old: /(\d+)-foot[- ]cone/i, now: /(?<!\d)(\d+)-foot[- ]cone/i, pieces: ['1', '60', '-foot', ' ', '-', 'cone', 'x'] },
  { where: 'formats/5etools/write.ts casting time', old: /^(\d+)\s+(bonus action|action|reaction|round|minute|hour|day)s?\s*(?:,\s*(.*))?$/i, now: /^(\d+)\s+(bonus action|action|reaction|round|minute|hour|day)s?\s*(?:,\s*(\S.*)?)?$/i, pieces: TIMES, truthy: [3] },
  { where: 'formats/foundry/write.ts casting time', old: /^(\d+)\s+(bonus action|action|reaction|minute|hour|round|day)s?(?:,\s*(.*))?$/i, now: /^(\d+)\s+(bonus action|action|reaction|minute|hour|round|day)s?(?:,\s*(\S.*)?)?$/i, pieces: TIMES, truthy: [3] },
  { where: 'formats/open5e/read.ts cylinder height', old: /(\d+)[- ]foot[- ](?:tall|high)\b/gi, now: /(?<!\d)(\d+)[- ]foot[- ](?:tall|high)\b/gi, pieces: ['1', '20', '-', ' ', 'foot', 'tall', 'high', 'x'] },
  { where: 'features/complete.ts value', old: /^(\s*)(- )?([A-Za-z_][\w-]*)\s*:\s*([^#{[]*)$/, now: /^(\s*)(- )?([A-Za-z_][\w-]*)\s*:\s*(?!\s)([^#{[]*)$/, pieces: [' ', '  ', '- ', 'key', ':', '#', '{', 'x', '\t'] },
  { where: 'parse/friendly-yaml.ts comment', old: /\s+#.*$/, now: /(?<!\s)\s+#.*$/, pieces: [' ', '  ', '#', 'x', '\t'] },
  { where: 'formats/import.ts credit dots', old: /\.+$/, now: /(?<!\.)\.+$/, pieces: ['.', 'x', ' '] },
  { where: 'formats/5e-database/read.ts line ends', old: /[ \t]+$/gm, now: /(?<![ \t])[ \t]+$/gm, pieces: [' ', '\t', 'x', '\n', '\r'] },
];

describe('rewritten patterns find what the old ones found', () => {
  PAIRS.forEach(({ where, old, now, pieces, truthy = [] }, k) => {
    it(where, () => {
      for (const s of strings(100 + k, pieces)) {
        old.lastIndex = 0;
        now.lastIndex = 0;
        const a = found(old, s) as { groups: unknown[] } | Array<{ groups: unknown[] }> | null;
        const b = found(now, s) as typeof a;
        const norm = (x: typeof a): unknown => (Array.isArray(x) ? x.map((m) => norm(m)) : x && { ...x, groups: x.groups.map((g, i) => (truthy.includes(i) ? Boolean(g) : g)) });
        expect(norm(b), JSON.stringify(s)).toEqual(norm(a));
      }
    });
  });
});

// ---------------------------------------------------------------- the old functions, as they were

function oldEnrichers(html: string, name: string): string {
  const words = (cmd: string, args: string): string => {
    const a = args.replace(/\b(?:format|average|extended)(=\S*)?/g, '').trim();
    if (cmd === 'save') return a ? `${a.split(/\s+/)[0]} saving throw` : 'saving throw';
    if (cmd === 'damage') return a || 'damage';
    if (cmd === 'heal' || cmd === 'healing') return a || 'healing';
    return a || cmd;
  };
  return html
    .replace(/@\w+\[[^\]]*\]\{([^}]*)\}/g, '$1')
    .replace(/@\w+\[([^\]]*)\]/g, (_m, id: string) => id.split('.').pop() ?? '')
    .replace(/\[\[\/(\w+)([^\]]*)\]\](?:\{([^}]*)\})?/g, (_m, cmd: string, args: string, label?: string) => label ?? words(cmd, args.trim()))
    .replace(/\[\[lookup\s+@name[^\]]*\]\]/gi, name)
    .replace(/\[\[lookup\s+([^\]]*)\]\]/gi, (_m, what: string) => what.trim())
    .replace(/\[\[([^\]]*)\]\]/g, '$1');
}

function oldSquash(text: string): string {
  return text.replace(/[ \t\r\n\f\v\u00a0]+/g, ' ').trim();
}

function oldHtmlToText(html: string, decode: (s: string) => string): string {
  const marked = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<br\s*\/?>/gi, '\u0001')
    .replace(/<li\b[^>]*>/gi, '\u0002- ')
    .replace(/<\/?(?:p|div|blockquote|ul|ol|h[1-6]|table|tr|thead|tbody|section)\b[^>]*>/gi, '\u0003')
    .replace(/<\/li\s*>/gi, '\u0002')
    .replace(/<\/?(?:td|th)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  const blocks: string[] = [];
  for (const block of marked.split('\u0003')) {
    const lines = block
      .split(/[\u0001\u0002]/)
      .map((line) => oldSquash(decode(line)))
      .filter((line) => line !== '');
    if (lines.length > 0) blocks.push(lines.join('\n'));
  }
  return blocks.join('\n\n');
}

function oldFirstParagraph(html: string): string {
  for (const match of html.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p\s*>/gi)) {
    const text = htmlToText(match[1] ?? '');
    if (text !== '') return text;
  }
  const text = htmlToText(html);
  const cut = text.indexOf('\n\n');
  return cut < 0 ? text : text.slice(0, cut);
}

const oldNormalizeDice = (expr: string) => expr.trim().replace(/\s*([+-])\s*/g, '$1').replace(/\s+/g, ' ');
const oldModBase = (dice: string) => /^(.*?)\s*\+\s*@mod$/i.exec(dice)?.[1];
const oldDieOf = (dice: string) => dice.replace(/^\d+d/, '').replace(/[+-].*$/, '');
const oldKeyIndent = (line: string) => /^((?: *- +)*| *)[^\s#\-][^:#]*:(?:\s|$)/.exec(line)?.[1]!.length;
const oldKeyLine = (line: string) => /^(\s*(?:-\s+)*)([^:#]+?):(?:\s|$)/.exec(line);
const oldKeyValueLine = (line: string) => /^(\s*(?:-\s+)*)([^:#\s][^:#]*?):\s+(.*)$/.exec(line);
const OLD_TOKEN = /(?:^|[:\-[{,])[ \t]*([^\s,[\]{}#'"!&*|>][^\s,[\]{}#]*)[ \t]*(?=\r?$|[,\]}]|[ \t]#)/gm;
const OLD_PRICE = /(\d{1,3}(?:,\d{3})+|\d+)\s*(pp|gp|ep|sp|cp)\b/gi;

const HTML = ['<p>', '</p>', '<p', '<', '>', '<br>', '<br/>', '<li>', '</li>', '<td>', '<div class="x">', '<!--', '-->', 'a', ' ', '\n', '&amp;', '&#8212;', 'text', '<b>', '</b >', '</p >', 'p'];
const ENRICHERS = ['[[', '[', ']', ']]', '{', '}', '@', '@UUID', '@Check', '@name', '/', 'save', 'dex', 'lookup', 'LOOKUP', ' ', '  ', 'a', '.', 'format=x', 'damage', '2d6', '\n', 'x'];

describe('rewritten functions give what the old ones gave', () => {
  it('enrichersToText (one pass instead of six regex replaces)', () => {
    for (const s of strings(1, ENRICHERS, 6000, 16)) expect(enrichersToText(s, 'Name'), JSON.stringify(s)).toBe(oldEnrichers(s, 'Name'));
  });
  it('htmlToText (replaces up to the last closer)', () => {
    for (const s of strings(2, HTML, 4000, 16)) expect(htmlToText(s), JSON.stringify(s)).toBe(oldHtmlToText(s, decodeEntities));
  });
  it('firstParagraph (paragraphs up to the last </p>)', () => {
    for (const s of strings(3, HTML, 4000, 16)) expect(firstParagraph(s), JSON.stringify(s)).toBe(oldFirstParagraph(s));
  });
  it('normalizeDice, modBase, dieOf', () => {
    for (const s of strings(4, [' ', '  ', '\t', '+', '-', '1', 'd', '6', 'a', '\n'])) expect(normalizeDice(s), JSON.stringify(s)).toBe(oldNormalizeDice(s));
    for (const s of strings(5, [' ', '  ', '\n', '+', '@mod', '@MOD', '1d6', 'x', '\r'])) expect(modBase(s), JSON.stringify(s)).toBe(oldModBase(s));
    for (const s of strings(6, ['1', 'd', '6', '+', '-', '\n', 'x', ' '])) expect(dieOf(s), JSON.stringify(s)).toBe(oldDieOf(s));
  });
  it('tab-fix keyIndent (the exponential pattern, on lines short enough for it)', () => {
    for (const s of strings(7, [' ', '  ', '-', '- ', 'key', ':', '#', '\t', 'x'], 4000, 10)) expect(keyIndent(s), JSON.stringify(s)).toBe(oldKeyIndent(s));
  });
  it('friendly-yaml keyLine and keyValueLine (run only where they match)', () => {
    const pieces = [' ', '  ', '- ', '-', 'key', ':', '#', 'x', '\t', '\r', '\n', ': '];
    for (const s of strings(8, pieces)) {
      expect(keyLine(s), JSON.stringify(s)).toEqual(oldKeyLine(s));
      expect(keyValueLine(s), JSON.stringify(s)).toEqual(oldKeyValueLine(s));
    }
  });
  it('yaml11 someToken (each token run read once)', () => {
    const pieces = [':', '-', ' ', '\t', '\n', '\r', '[', ']', '{', '}', ',', '#', 'yes', 'y', '0', '7', '1', '"', "'", 'a', '_', '.', ': ', '- '];
    for (const s of strings(9, pieces, 6000, 16)) {
      const now: string[] = [];
      someToken(s, (t) => void now.push(t) as unknown as boolean);
      expect(now, JSON.stringify(s)).toEqual([...s.matchAll(OLD_TOKEN)].map((m) => m[1]));
    }
  });
  it('5e material prices: the same up to 15 digits and five comma groups; longer numbers are not prices', () => {
    const pieces = ['1', '12', '123', '0', ',', ',000', ' ', 'gp', 'sp', 'GP', 'x'];
    const old = (s: string) => [...s.matchAll(OLD_PRICE)].map((m) => Number(m[1]!.replace(/,/g, '')) * ({ pp: 10, gp: 1, ep: 0.5, sp: 0.1, cp: 0.01 } as Record<string, number>)[m[2]!.toLowerCase()]!);
    let compared = 0;
    for (const s of strings(10, pieces, 4000, 10)) {
      if (/\d{16}|(?:,\d{3}){6}/.test(s)) continue;
      compared++;
      expect(pricesInText(s), JSON.stringify(s)).toEqual(old(s));
    }
    expect(compared).toBeGreaterThan(3000);
    // The difference, pinned: 16 digits read as the last 15.
    expect(old('1234567890123456 gp')).toEqual([1234567890123456]);
    expect(pricesInText('1234567890123456 gp')).toEqual([234567890123456]);
  });
});
