/**
 * Spell files in many legal YAML styles, for the split differential test
 * (test/unit/service/parse/split-differential.test.ts).
 *
 * A file is drawn from a list of choices (small numbers; fast-check shrinks
 * them towards 0, the plainest style): BOM, CRLF, a `%YAML 1.2` directive,
 * one to three `---` documents with props or comments on the marker, `...`
 * ends, lists at indentation 0 to 4, block / wide / dash-alone / flow
 * (one line and several) items, comments at any column (column 0 inside the
 * list included), blank lines holding spaces and tabs, block scalars (`|`,
 * `>-`, `|2` with an indented first line) whose content looks like
 * `- name:`, `---`, `...`, `spells:` or a disable comment, quoted and plain
 * scalars, quoted keys, `!!str`/`!!int` tags, anchors on values and items, aliases to
 * them within and across items and from the header, `<<` merges, an alias
 * to a whole item, a header part after the list, non-ASCII names and text,
 * very long lines; lone CRs as some or all line breaks (a line break to
 * YAML 1.2, as LF and CRLF are); NEL, LS or PS (line breaks to YAML 1.1
 * only) inside comments and values.
 *
 * One spell that is not the file's first carries one mistake (a level out
 * of range, an unknown school, an unknown key); the generator says on which
 * line, and renders the same file without it (same choices, same lines) for
 * the incremental comparison.
 */

/** What a mistake is and where it was written. */
export interface Mistake {
  kind: 'level' | 'school' | 'key';
  /** The code a linter must report for it. */
  code: 'schema/range' | 'schema/enum' | 'schema/unknown-key';
  /** 0-based line of the mistaken value or key. */
  line: number;
  /** 0-based lines of the spell that carries it (first and last). */
  spellLines: [number, number];
}

/** A generated file, with and without its mistake. */
export interface StyledFile {
  text: string;
  clean: string;
  mistake: Mistake;
  /** Lines of `- *alias` items (a duplicate name is expected there). */
  aliasLines: number[];
  /** A short description of the styles used, for failure messages. */
  styles: string[];
  /**
   * Per document: whether the split cannot be proved safe (props on `---`, an
   * alias or merge reaching another item or the header), so the service must
   * parse it whole; every other document must be split item by item.
   */
  fallback: boolean[];
}

/** Reads choices in order; past the end, 0 (the plainest choice). */
class Chooser {
  private i = 0;
  readonly used: string[] = [];
  constructor(private readonly picks: readonly number[]) {}
  int(n: number): number {
    const v = this.picks[this.i++] ?? 0;
    return n <= 1 ? 0 : v % n;
  }
  chance(outOf: number): boolean {
    return this.int(outOf) === outOf - 1;
  }
  pick<T>(xs: readonly T[]): T {
    return xs[this.int(xs.length)]!;
  }
  note(s: string): void {
    this.used.push(s);
  }
}

const NAMES = ['Fireball', 'Éclair de feu', 'Огненный шар', '火の玉', 'Zauber Über', 'Ξίφος φωτός', 'Shield'];
const TEXTS = [
  'A bright streak flashes from your pointing finger.',
  "Une lumière éclatante: l'air brûle.",
  'Огонь охватывает цель; урон 8d6.',
  'Looks like YAML: - name: Fake, level: 99',
  'x'.repeat(5000) + ' (a very long line)',
];
/** Block scalar content lines that look like structure. */
const TRAPS = ['- name: Trap', '---', '...', 'spells:', '# grimoire-disable-next-line', '  - level: 99', '%YAML 1.1', '&a *b <<: c'];
const BLANKS = ['', '  ', '\t', ' \t ', '\t\t'];

type Scalar = string | number | boolean;
type Entry = [key: string, value: Scalar | Scalar[] | Record<string, Scalar>];

/** A valid 5e spell (by the schema and every rule), as ordered entries. */
function spellEntries(c: Chooser, name: string): Entry[] {
  const kind = c.int(3);
  if (kind === 1) {
    return [
      ['name', name],
      ['level', 1],
      ['school', 'evocation'],
      ['casting_time', '1 action'],
      ['range', 'Self (15-foot cube)'],
      ['components', ['V', 'S']],
      ['duration', 'Instantaneous'],
      ['area', { shape: 'cube', size: 15 }],
      ['save', { ability: 'con', success: 'half' }],
      ['damage', { dice: '2d8', type: 'thunder', per_slot: '1d8' }],
      ['description', c.pick(TEXTS)],
    ];
  }
  if (kind === 2) {
    return [
      ['name', name],
      ['level', 1],
      ['school', 'abjuration'],
      ['casting_time', '1 reaction, which you take when you are hit by an attack'],
      ['range', 'Self'],
      ['components', ['V', 'S']],
      ['duration', '1 round'],
      ['classes', ['sorcerer', 'wizard']],
    ];
  }
  return [
    ['name', name],
    ['level', 1],
    ['school', 'evocation'],
    ['casting_time', '1 action'],
    ['range', '30 feet'],
    ['components', ['V']],
    ['duration', 'Instantaneous'],
    ['description', c.pick(TEXTS)],
  ];
}

/** Is `s` safe as a plain scalar in block and flow context (reads back as this string)? */
function plainSafe(s: string, flow: boolean): boolean {
  if (s.length === 0 || /^[\s\-?:,[\]{}#&*!|>'"%@`]/.test(s) || /\s$/.test(s)) return false;
  if (/: |:$| #|\t/.test(s)) return false;
  if (flow && /[,[\]{}]/.test(s)) return false;
  if (/^(?:~|null|Null|NULL|true|True|TRUE|false|False|FALSE|[-+]?[0-9].*|\.[0-9].*|\.inf|\.nan|y|n|yes|no|on|off)$/i.test(s)) return false;
  return true;
}

function dq(s: string): string {
  return JSON.stringify(s);
}

function sq(s: string): string {
  return `'${s.replace(/'/g, "''")}'`;
}

/** A scalar in one line: plain, quoted, tagged. */
function inlineScalar(c: Chooser, v: Scalar, flow: boolean): string {
  if (typeof v === 'number') return c.chance(6) ? `!!int ${v}` : String(v);
  if (typeof v === 'boolean') return String(v);
  const style = c.int(5);
  if (style === 1) return dq(v);
  if (style === 2) return sq(v);
  if (style === 3) return `!!str ${dq(v)}`;
  return plainSafe(v, flow) ? v : dq(v);
}

function flowValue(c: Chooser, v: Entry[1]): string {
  if (Array.isArray(v)) return `[${v.map((x) => inlineScalar(c, x, true)).join(', ')}]`;
  if (typeof v === 'object') return `{ ${Object.entries(v).map(([k, x]) => `${k}: ${inlineScalar(c, x, true)}`).join(', ')} }`;
  return inlineScalar(c, v, true);
}

interface Out {
  lines: string[];
  /** Line count right after the last block scalar: a tab-only line may not follow one (YAML 1.2). */
  afterBlock?: number;
}

/**
 * Render one mapping's entries in block style, keys at column `col`; the
 * first entry goes on `first` (the item's `- ` line) when given. Returns the
 * line of each key.
 */
function blockEntries(c: Chooser, out: Out, entries: Entry[], col: number, first: string | undefined, anchors: Anchors): Map<string, number> {
  const at = new Map<string, number>();
  const pad = ' '.repeat(col);
  let lead = first;
  const push = (s: string) => {
    if (lead !== undefined) {
      out.lines.push(lead + s);
      lead = undefined;
    } else out.lines.push(pad + s);
  };
  for (const [k, v] of entries) {
    if (out.lines.length > 0 && lead === undefined && c.chance(10)) out.lines.push(c.pick([pad, '', ' '.repeat(Math.max(0, col - 2))]) + '# a comment line inside the spell');
    if (lead === undefined && c.chance(14)) out.lines.push(c.pick(['', '  ']));
    at.set(k, out.lines.length);
    const trail = c.chance(8) ? ' # trailing comment' : '';
    // Now and then a quoted key (never `<<`: quoted, it is an ordinary key, not a merge).
    const kk = k !== '<<' && c.chance(12) ? c.pick([dq(k), sq(k)]) : k;
    if (Array.isArray(v)) {
      if (c.int(2) === 1) {
        push(`${kk}:${trail}`);
        const inner = c.pick(['  ', '']);
        for (const x of v) out.lines.push(`${pad}${inner}- ${inlineScalar(c, x, false)}`);
      } else push(`${kk}: ${flowValue(c, v)}${trail}`);
    } else if (typeof v === 'object') {
      if (c.int(2) === 1) {
        push(`${kk}:${trail}`);
        for (const [k2, x] of Object.entries(v)) out.lines.push(`${pad}  ${k2}: ${inlineScalar(c, x, false)}`);
      } else push(`${kk}: ${flowValue(c, v)}${trail}`);
    } else if (typeof v === 'string' && (k === 'description' || k === 'book') && c.int(3) > 0) {
      // A block scalar whose content looks like structure.
      const style = c.pick(['|', '>-', '|2', '|-', '>']);
      const anchor = anchors.offer(c, v);
      push(`${kk}: ${anchor ? `&${anchor} ` : ''}${style}${trail}`);
      const ind = style === '|2' ? col + 2 : col + 2 + c.int(3);
      // The last line is often a disable comment: as text it must not silence the line after the scalar.
      const body = [v, c.pick(TRAPS), '', c.chance(3) ? '# grimoire-disable-next-line' : c.pick(TRAPS)];
      if (style === '|2') body.unshift('  indented first line');
      for (const l of body) out.lines.push(l === '' ? c.pick(['', ' '.repeat(ind)]) : ' '.repeat(ind) + l);
      out.afterBlock = out.lines.length;
    } else if (typeof v === 'string' && ALIASABLE.has(k) && anchors.use(c)) {
      push(`${kk}: *${anchors.use(c, true)}${trail}`);
    } else {
      const anchor = typeof v === 'string' && ALIASABLE.has(k) ? anchors.offer(c, v) : undefined;
      push(`${kk}: ${anchor ? `&${anchor} ` : ''}${inlineScalar(c, v, false)}${trail}`);
    }
  }
  return at;
}

/** Text anchors defined so far (any document), for aliases in `book` and the like. */
class Anchors {
  private names: string[] = [];
  private items: number[] = [];
  private n = 0;
  /** The item being written, and whether an alias reached an anchor of another item. */
  current = 0;
  crossed = false;
  constructor(private readonly prefix: string) {}
  offer(c: Chooser, _v: string): string | undefined {
    if (!c.chance(8)) return undefined;
    const a = `${this.prefix}${this.n++}`;
    this.names.push(a);
    this.items.push(this.current);
    return a;
  }
  /** With `take`, the alias to write; without, whether to write one. */
  use(c: Chooser, take = false): string | undefined {
    if (this.names.length === 0) return undefined;
    if (take) {
      const k = this.names.length - 1 - c.int(this.names.length);
      if (this.items[k] !== this.current) this.crossed = true;
      return this.names[k];
    }
    return c.chance(8) ? 'yes' : undefined;
  }
}

/** Generate a file from `picks` (small non-negative numbers; shorter or smaller means plainer). */
export function styledFile(picks: readonly number[]): StyledFile {
  const withMistake = new Chooser(picks);
  const a = renderFile(withMistake, true);
  const b = renderFile(new Chooser(picks), false);
  return { text: a.text, clean: b.text, mistake: a.mistake!, aliasLines: a.aliasLines, styles: withMistake.used, fallback: a.fallback };
}

/** Keys whose values may carry anchors and aliases (text only: no rule reads them). */
const ALIASABLE = new Set(['description', 'book']);

function renderFile(c: Chooser, withMistake: boolean): { text: string; mistake?: Mistake; aliasLines: number[]; fallback: boolean[] } {
  const fallback: boolean[] = [];
  const out: Out = { lines: [] };
  const bom = c.chance(5);
  const crlf = c.chance(4);
  if (bom) c.note('bom');
  if (crlf) c.note('crlf');
  const nDocs = 1 + c.int(3);
  const counts = Array.from({ length: nDocs }, () => 2 + c.int(3));
  const total = counts.reduce((x, y) => x + y, 0);
  // The spell (by number in the file) that carries the mistake: never the first; an alias item
  // cannot carry one, so the next spell that can takes it.
  const mistakeFrom = 1 + c.int(total - 1);
  const directive = c.chance(5);
  if (c.chance(6)) out.lines.push('# a file comment', c.pick(BLANKS));
  if (directive) {
    c.note('%YAML');
    out.lines.push('%YAML 1.2');
  }
  let spellNo = 0;
  let mistake: Mistake | undefined;
  const aliasLines: number[] = [];
  for (let d = 0; d < nDocs; d++) {
    const anchors = new Anchors(`t${d}_`);
    const itemAnchors: string[] = [];
    let whole = false;
    if (d > 0 || directive || c.chance(3)) {
      const props = c.pick(['', '', '', '', '', ' # document ' + d, ' !!map', ` &doc${d}`, ' !!map &m # props and a comment']);
      if (props) c.note(`---${props}`);
      if (props && !props.startsWith(' #')) whole = true;
      out.lines.push('---' + props);
    }
    // The header before the list; its anchor is used by spells' `book`.
    const hdrAnchor = c.chance(6) ? `hdr${d}` : undefined;
    out.lines.push('system: dnd5e');
    if (hdrAnchor) {
      c.note('header anchor');
      out.lines.push(`attribution: &${hdrAnchor} ${c.pick(['From a header anchor.', '"Texte: ancré"'])}`);
    }
    const after = c.chance(3);
    if (!after) out.lines.push('license: CC-BY-4.0');
    out.lines.push('spells:' + (c.chance(5) ? ' # the list' : ''));
    const ind = c.pick([2, 0, 4]);
    if (ind !== 2) c.note(`indent ${ind}`);
    const pad = ' '.repeat(ind);
    for (let s = 0; s < counts[d]!; s++, spellNo++) {
      // Between items: comments at column 0 or the item's, blank lines with tabs.
      const between = c.int(6);
      if (between === 1) out.lines.push('# column-0 comment inside the list');
      if (between === 2) {
        const blank = c.pick(BLANKS);
        out.lines.push(out.afterBlock === out.lines.length ? blank.replace(/\t/g, ' ') : blank);
      }
      if (between === 3) out.lines.push(pad + '# a comment at the item column');
      const name = `${c.pick(NAMES)} ${spellNo}`;
      anchors.current = spellNo;
      let entries = spellEntries(c, name);
      const style = c.int(10);
      const due = spellNo >= mistakeFrom && !mistake;
      // An alias to a whole earlier item (never the mistake).
      if (style === 5 && itemAnchors.length > 0 && !due) {
        c.note('alias item');
        aliasLines.push(out.lines.length);
        out.lines.push(`${pad}- *${itemAnchors[c.int(itemAnchors.length)]!}`);
        whole = true;
        continue;
      }
      let merge: string | undefined;
      if (style === 6 && itemAnchors.length > 0) {
        merge = itemAnchors[c.int(itemAnchors.length)]!;
        c.note('merge');
        whole = true;
        entries = [['<<', `*${merge}`], ['name', name], ['duration', '1 round']];
        if (c.chance(2)) entries.push(['description', 'Merged, then overridden.']);
      }
      if (hdrAnchor && c.chance(4)) {
        c.note('header alias');
        whole = true;
        entries.push(['book', `*${hdrAnchor}`]);
      }
      let mkind: Mistake['kind'] = c.pick(['level', 'school', 'key'] as const);
      if (merge && mkind === 'school') mkind = 'key';
      if (due && mkind === 'level') {
        const level = withMistake ? 12 : 1;
        if (merge) entries.push(['level', level]);
        else entries = entries.map(([k, v]) => [k, k === 'level' ? level : v] as Entry);
      }
      if (due && mkind === 'school' && withMistake) entries = entries.map(([k, v]) => [k, k === 'school' ? 'evocaton' : v] as Entry);
      const start = out.lines.length;
      // The item's anchor (for later aliases and merges): never on the spell with the mistake.
      const anchor = !due && c.chance(3) ? `sp${spellNo}` : undefined;
      if (anchor) itemAnchors.push(anchor);
      const aprefix = anchor ? `&${anchor} ` : '';
      let keyLines = new Map<string, number>();
      let mistakeLine = -1;
      const extra = due && mkind === 'key' && withMistake;
      if ((style === 3 || style === 4) && !merge) {
        // Flow mapping items: one line, or one pair per line (deeper than the dash).
        const pairs = entries.map(([k, v]) => (typeof v === 'string' && v.startsWith('*') ? `${k}: ${v}` : `${c.chance(12) ? dq(k) : k}: ${flowValue(c, v)}`));
        if (style === 3) {
          c.note('flow item');
          entries.forEach(([k]) => keyLines.set(k, out.lines.length));
          if (extra) mistakeLine = out.lines.length;
          out.lines.push(`${pad}- ${aprefix}{${pairs.join(', ')}${extra ? ', rituel: true' : ''}}`);
        } else {
          c.note('multi-line flow item');
          out.lines.push(`${pad}- ${aprefix}{`);
          pairs.forEach((p, j) => {
            keyLines.set(entries[j]![0], out.lines.length);
            out.lines.push(`${pad}    ${p}${j < pairs.length - 1 || extra ? ',' : ''}`);
          });
          if (extra) {
            mistakeLine = out.lines.length;
            out.lines.push(`${pad}    rituel: true`);
          }
          out.lines.push(`${pad}  }`);
        }
      } else {
        const wide = style === 1;
        const tag = c.chance(8) ? '!!map' : '';
        const dashAlone = style === 2 || anchor !== undefined || tag !== '';
        if (wide) c.note('wide item');
        if (dashAlone) c.note('dash alone');
        const col = ind + (wide ? 4 : 2);
        if (dashAlone) {
          const props = (aprefix + tag).trimEnd();
          out.lines.push(`${pad}-${props ? ' ' + props : ''}`);
          keyLines = blockRaw(c, out, entries, col, undefined, anchors);
        } else keyLines = blockRaw(c, out, entries, col, `${pad}-${wide ? '   ' : ' '}`, anchors);
        if (extra) {
          mistakeLine = out.lines.length;
          out.lines.push(`${' '.repeat(col)}rituel: true`);
        }
      }
      if (due) {
        const line = mkind === 'key' ? mistakeLine : keyLines.get(mkind) ?? -1;
        mistake = { kind: mkind, code: mkind === 'level' ? 'schema/range' : mkind === 'school' ? 'schema/enum' : 'schema/unknown-key', line, spellLines: [start, out.lines.length - 1] };
      }
    }
    fallback.push(whole || anchors.crossed);
    if (after) {
      c.note('header after the list');
      if (c.chance(2)) out.lines.push('# the header goes on after the list');
      out.lines.push('license: CC-BY-4.0');
    }
    if (c.chance(4)) {
      c.note('...');
      out.lines.push('...');
    }
  }
  // Line breaks and YAML 1.1 breaks are drawn last, so the choices above (and the lines) stay those of the plain file.
  const breaks = c.int(5);
  const y11 = c.int(4);
  const y11Char = c.pick(YAML11_BREAKS);
  const seed = c.int(997);
  if (breaks === 1) c.note('lone CR line breaks');
  if (breaks === 2) c.note('some lone CR line breaks');
  if (y11 === 1 || y11 === 3) c.note(`U+${y11Char.charCodeAt(0).toString(16).padStart(4, '0')} in comments`);
  if (y11 === 2 || y11 === 3) c.note(`U+${y11Char.charCodeAt(0).toString(16).padStart(4, '0')} in values`);
  let lines = out.lines;
  if (y11 === 1 || y11 === 3) lines = lines.map((l) => COMMENT_SPOTS.reduce((x, [from, to]) => x.replace(from, to.replace('\u0000', y11Char)), l));
  if (y11 === 2 || y11 === 3) lines = lines.map((l) => VALUE_SPOTS.reduce((x, [from, to]) => x.replace(from, to.replace('\u0000', y11Char)), l));
  const eol = crlf ? '\r\n' : '\n';
  // A lone CR ends every line, or about a third of them (its own break to YAML 1.2, as an LF is).
  const cr = (i: number): boolean => breaks === 1 || (breaks === 2 && (i * 7919 + seed) % 3 === 0);
  // (A lone CR before an empty line that ends in LF would make one CRLF of the two breaks.)
  const breakAfter = (i: number): string => (cr(i) && !(lines[i + 1] === '' && !cr(i + 1) && eol === '\n') ? '\r' : eol);
  let text = lines.map((l, i) => l + breakAfter(i)).join('');
  if (bom) text = '\ufeff' + text;
  return { text, mistake, aliasLines, fallback };
}

/** NEL, LS and PS: line breaks to YAML 1.1 only (text to YAML 1.2). */
const YAML11_BREAKS = ['\u0085', '\u2028', '\u2029'] as const;

/**
 * Where the generator puts one of {@link YAML11_BREAKS} (`\u0000` stands for
 * it): inside comments, text follows it on the line (a YAML 1.1 reader
 * reads that text as YAML, so a `yaml/yaml11` finding is due); inside
 * values, the value holds it (quoted, plain, block or flow, as the file
 * writes the value).
 */
export const COMMENT_SPOTS: ReadonlyArray<[string, string]> = [
  ['# a comment line inside', '# a comment\u0000line inside'],
  ['# column-0 comment', '# column-0\u0000comment'],
  ['# a comment at the item column', '# a comment at the\u0000item column'],
  ['# a file comment', '# a file\u0000comment'],
  ['# trailing comment', '# trailing\u0000comment'],
  ['# the list', '# the\u0000list'],
];
const VALUE_SPOTS: ReadonlyArray<[string, string]> = [
  ['bright streak', 'bright\u0000streak'],
  ['Огонь охватывает', 'Огонь\u0000охватывает'],
  ['Trap', 'Tr\u0000ap'],
];

/** {@link blockEntries}, with values that are alias texts (`*x`) written as aliases. */
function blockRaw(c: Chooser, out: Out, entries: Entry[], col: number, first: string | undefined, anchors: Anchors): Map<string, number> {
  const aliased = entries.filter(([, v]) => typeof v === 'string' && v.startsWith('*'));
  if (aliased.length === 0) return blockEntries(c, out, entries, col, first, anchors);
  // Write alias entries plainly, in place: split the list around them.
  const at = new Map<string, number>();
  let lead = first;
  let chunk: Entry[] = [];
  const flush = () => {
    if (chunk.length === 0) return;
    for (const [k, l] of blockEntries(c, out, chunk, col, lead, anchors)) at.set(k, l);
    lead = undefined;
    chunk = [];
  };
  for (const e of entries) {
    if (typeof e[1] === 'string' && e[1].startsWith('*')) {
      flush();
      at.set(e[0], out.lines.length);
      out.lines.push((lead ?? ' '.repeat(col)) + `${e[0]}: ${e[1]}`);
      lead = undefined;
    } else chunk.push(e);
  }
  flush();
  return at;
}
