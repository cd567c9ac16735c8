/**
 * The specialised item reader (server/src/service/parse/item-reader.ts)
 * against js-yaml, its reference.
 *
 * For every text the reader accepts, js-yaml must read the same: the value
 * equal to js-yaml's plain load with SPELL_YAML_SCHEMA (what the item
 * check's fast path used) and to parseYaml's, compared strictly (Object.is on every
 * scalar, so -0, NaN and 1 vs "1" count; key order too), and the node tree
 * equal to parseYaml's (kinds, ranges, values, pairs, items), parseYaml with
 * no problem. Texts it declines go to js-yaml unchanged, so they need no
 * check beyond "declined, not thrown".
 *
 * Inputs: generated spell items (fast-check) written in the subset's styles
 * and at its edges (numbers such as 1e3 .5 0x1F 0o17 010 +1 -0 1_000 .inf;
 * ~ null Null true True TRUE yes; quoted escapes and '' inside single
 * quotes; trailing spaces; comments after values and on lines of their own
 * at any column; keys with spaces, numeric and boolean keys; empty values;
 * long lines; non-ASCII; block scalars | |- |+ > >- >+ with blank, trailing
 * and more-indented lines, explicit indentation; flow collections, nested;
 * mappings and sequences nested, sequences at their key's column), then the
 * same items with one character inserted from a set that breaks the subset
 * or the YAML (tab, CR, &, *, !, #, :, quotes, brackets, -, ?, |, >, %, @,
 * a control character, a space...): an item the reader still accepts must
 * still agree with js-yaml, syntax errors included (the reader must decline
 * every text js-yaml rejects). Then every item of the real corpora in
 * ../shared/corpus converted in memory by the importers (skipped with a
 * message where absent), and every item of the samples.
 *
 * Mutation check (each bug put into the reader alone, this file run with its
 * fixed seed and 3,000 runs; the figure is fast-check's count of cases run up
 * to the first failing one in the generated tests, clean / with noise):
 * - `010` read as YAML 1.1's octal 8: 15 / 15 (and the hand-picked items)
 * - `+1` left a string (the resolver skipped for a leading `+`): 20 / 20
 * - `''` inside single quotes kept as two quotes: 11 / 11
 * - folded `>`: more-indented lines folded like others: 57 / 156
 * - a block mapping's end not trimmed back to its last content: 1 / 1 (and
 *   every corpus and the samples)
 * - clip chomping adds a newline to an empty block scalar: 4 / 4
 * - duplicate keys read (last wins) instead of left to js-yaml: 93 / 318
 * - `\e` in double quotes read as `e`: 290 / (not reached)
 * - the YAML 1.1 flag skipping `010` (all-digit values passed as decimal): 15 / 15
 * - the comment-free fast path taking `a: b` as a plain value: 142 (clean)
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { readItemValue } from '../../../../server/src/service/parse/item-reader';
import { parseYaml } from '../../../../server/src/service/parse/yaml-tree';
import { SPELL_YAML_SCHEMA } from '../../../../server/src/service/parse/schema';
import { hasYaml11Candidate, yaml11Findings } from '../../../../server/src/service/parse/yaml11';
import { withLfForLoneCr } from '../../../../server/src/service/parse/line-breaks';
import { splitFile } from '../../../../server/src/service/parse/split';
import { corpusText, haveCorpus, skipMessage, ROOT, type CorpusName } from '../../../helpers/corpus';

const RUNS = Number(process.env.READER_RUNS ?? 3000);
const SEED = Number(process.env.READER_SEED ?? 20261202);

/** Strict structural equality: Object.is on scalars, same key order, same array lengths. Returns the first difference. */
function diff(a: unknown, b: unknown, path = '$'): string | undefined {
  if (Object.is(a, b)) return undefined;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return `${path}: ${String(a)} (${typeof a}) vs ${String(b)} (${typeof b})`;
  if (Array.isArray(a) !== Array.isArray(b)) return `${path}: array vs not`;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.join('\u0000') !== kb.join('\u0000')) return `${path}: keys [${ka.join(',')}] vs [${kb.join(',')}]`;
  for (const k of ka) {
    const d = diff((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
    if (d) return d;
  }
  return undefined;
}

/** Check one text; 'read' when the reader took it (and agreed), 'declined' when it left it to js-yaml. */
function agree(text: string): 'read' | 'declined' {
  const withTree = readItemValue(text, true);
  const plain = readItemValue(text, false);
  expect(plain === undefined, 'the two modes accept the same texts').toBe(withTree === undefined);
  if (!withTree || !plain) return 'declined';
  const p = parseYaml(text);
  const ctx = `\n--- text ---\n${text}\n---`;
  expect(p.failed, `js-yaml fails where the reader read${ctx}`).toBe(false);
  expect(p.problems, `js-yaml reports problems where the reader read${ctx}`).toEqual([]);
  let loaded: unknown;
  expect(() => (loaded = load(text, { schema: SPELL_YAML_SCHEMA })), `js-yaml's plain load throws${ctx}`).not.toThrow();
  expect(diff(plain.value, loaded), `value vs js-yaml load${ctx}`).toBeUndefined();
  expect(diff(withTree.value, p.value), `value vs parseYaml${ctx}`).toBeUndefined();
  expect(diff(withTree.root, p.root), `tree vs parseYaml${ctx}`).toBeUndefined();
  // The YAML 1.1 flag replaces the text screen: it must say exactly whether yaml11Findings finds something.
  const findings = p.root ? yaml11Findings(text, p.root).length > 0 : false;
  expect(withTree.yaml11, `yaml11 flag vs yaml11Findings${ctx}`).toBe(findings);
  expect(plain.yaml11, `yaml11 flag (no tree) vs yaml11Findings${ctx}`).toBe(findings);
  return 'read';
}

// ---- the generator -------------------------------------------------------

const WORDS = ['fire', 'Arcane Bolt', 'a b  c', 'x', 'déjà vu', 'огонь', '火球', 'it\'s', 'say "hi"', 'a:b', 'a#b', 'semi;colon', 'per_slot', '1d8+4', '10 ft.', 'C:\\path', 'back\\slash', 'ok.', 'end:'];
const EDGE = ['1e3', '1E3', '.5', '-.5', '+.5', '0x1F', '0x1f', '0o17', '0b11', '010', '08', '+1', '-1', '-0', '+0', '0', '00', '1_000', '1.', '1.0', '-1.5e-3', '12e03', '.inf', '-.Inf', '+.INF', '.nan', '.NaN', '1:30', '~', 'null', 'Null', 'NULL', 'nULL', 'true', 'True', 'TRUE', 'tRUE', 'false', 'False', 'FALSE', 'yes', 'no', 'on', 'off', 'y', 'n', '<<', '9007199254740993', '0x', '0o', '1e', '-', '.', 'e3', '+', '123456789012345678901234567890', '-.', '1__0', '0.1.2', '1,000', 'x-1', '-x'];
const KEYS = ['name', 'level', 'school', 'casting time', 'range', 'components', 'material', 'duration', 'description', 'damage', 'area', 'save', 'classes', 'higher_levels', '1', '2.5', 'true', 'null', '~', 'Ключ', 'key with  spaces', 'x-y', '-k', 'a.b', '0x10', '__proto__', '<<', 'k\'q', 'k"q'];

const scalarText = fc.oneof(fc.constantFrom(...EDGE), fc.constantFrom(...WORDS), fc.string({ unit: fc.constantFrom('a', 'b', ' ', '-', '.', ':', '#', '0', '1', 'é', ',', '\'', '"', '\\', '[', '{'), minLength: 1, maxLength: 12 }));

function dq(s: string): string {
  return `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}
function sq(s: string): string {
  return `'${s.replace(/'/g, "''")}'`;
}

/** A scalar as written on one line: plain, single- or double-quoted (with escapes), in block or flow context. */
const scalarArb = fc.oneof(
  { weight: 5, arbitrary: scalarText.map((s) => ({ text: s, plainOk: true })) },
  { weight: 2, arbitrary: scalarText.map((s) => ({ text: sq(s), plainOk: false })) },
  { weight: 2, arbitrary: scalarText.map((s) => ({ text: dq(s), plainOk: false })) },
  { weight: 1, arbitrary: fc.constantFrom('"\\t\\n\\\\\\"\\/\\0\\a\\b\\e\\f\\r\\v\\ "', '"\\x41\\u00e9\\u4e2d"', '"\\N\\_\\L\\P"', '"\\U0001F600"', '"\\q"', '"a\\', "''", '""', "'a''b'''", "'''x'", '"tab\\there"').map((t) => ({ text: t, plainOk: false })) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 400 }).map((n) => ({ text: 'long '.repeat(n / 5).trim(), plainOk: true })) },
);

interface Gen {
  lines: string[];
}

const flowArb: fc.Arbitrary<string> = fc.letrec((tie) => ({
  flow: fc.oneof(
    { weight: 3, arbitrary: fc.array(fc.oneof({ weight: 4, arbitrary: scalarArb.map((s) => s.text) }, { weight: 1, arbitrary: tie('flow') as fc.Arbitrary<string> }), { maxLength: 4 }).chain((xs) => fc.constantFrom('[', '[ ').map((o) => `${o}${xs.join(', ')}${o === '[ ' ? ' ]' : ']'}`)) },
    { weight: 2, arbitrary: fc.array(fc.tuple(fc.constantFrom(...KEYS), fc.oneof({ weight: 4, arbitrary: scalarArb.map((s) => s.text) }, { weight: 1, arbitrary: tie('flow') as fc.Arbitrary<string> })), { maxLength: 4 }).map((ps) => `{ ${ps.map(([k, v]) => `${k}: ${v}`).join(', ')} }`) },
  ),
})).flow;

const trailArb = fc.constantFrom('', '', '', '  ', ' # note', '   #c', ' #');

/** Block scalar header and content lines (relative indentation added by the caller). */
const blockArb = fc.record({
  style: fc.constantFrom('|', '|-', '|+', '>', '>-', '>+', '|2', '>1', '|-1'),
  comment: fc.constantFrom('', '', ' # h'),
  lines: fc.array(fc.oneof(fc.constantFrom('', '', '  more indented', ' one more', 'text: like a key', '- like an item', '# like a comment', 'line with trailing   ', '  '), scalarText), { minLength: 0, maxLength: 6 }),
  extra: fc.nat({ max: 2 }),
});

type ValueChoice =
  | { t: 'scalar'; s: { text: string } }
  | { t: 'flow'; s: string }
  | { t: 'block'; b: { style: string; comment: string; lines: string[]; extra: number } }
  | { t: 'empty' }
  | { t: 'map'; entries: Entry[]; indent: number }
  | { t: 'seq'; items: ValueChoice[]; indent: number };

interface Entry {
  key: string;
  value: ValueChoice;
  trail: string;
  before: string[];
}

const tied = fc.letrec((tie) => ({
  value: fc.oneof(
    { weight: 8, arbitrary: scalarArb.map((s) => ({ t: 'scalar' as const, s })) },
    { weight: 2, arbitrary: flowArb.map((s) => ({ t: 'flow' as const, s })) },
    { weight: 2, arbitrary: blockArb.map((b) => ({ t: 'block' as const, b })) },
    { weight: 1, arbitrary: fc.constant({ t: 'empty' as const }) },
    { weight: 1, depthSize: 'small', arbitrary: fc.record({ entries: fc.uniqueArray(tie('entry') as fc.Arbitrary<Entry>, { minLength: 1, maxLength: 3, selector: (e) => e.key }), indent: fc.constantFrom(1, 2, 2, 4) }).map((r) => ({ t: 'map' as const, ...r })) },
    { weight: 1, depthSize: 'small', arbitrary: fc.record({ items: fc.array(tie('value') as fc.Arbitrary<ValueChoice>, { minLength: 1, maxLength: 3 }), indent: fc.constantFrom(0, 2, 2, 3) }).map((r) => ({ t: 'seq' as const, ...r })) },
  ),
  entry: fc.record({
    key: fc.constantFrom(...KEYS),
    value: tie('value') as fc.Arbitrary<ValueChoice>,
    trail: trailArb,
    before: fc.array(fc.constantFrom('', '   ', '# comment', '  # indented comment', '      # deep comment'), { maxLength: 2 }),
  }),
}));
const entryArb = tied.entry as fc.Arbitrary<Entry>;

/** Write `v` as the value of something whose line starts at column `col` (a key or a dash); `head` is that line so far. */
function writeValue(v: ValueChoice, head: string, col: number, trail: string, out: Gen): void {
  switch (v.t) {
    case 'scalar':
      out.lines.push(`${head} ${v.s.text}${trail}`);
      return;
    case 'flow':
      out.lines.push(`${head} ${v.s}${trail}`);
      return;
    case 'empty':
      out.lines.push(`${head}${trail}`);
      return;
    case 'block': {
      out.lines.push(`${head} ${v.b.style}${v.b.comment}`);
      const pad = ' '.repeat(col + 2 + v.b.extra);
      for (const l of v.b.lines) out.lines.push(l === '' ? '' : pad + l);
      return;
    }
    case 'map': {
      out.lines.push(`${head}${trail}`);
      writeMapping(v.entries, col + v.indent, out);
      return;
    }
    case 'seq': {
      out.lines.push(`${head}${trail}`);
      const c = col + v.indent;
      for (const it of v.items) writeItem(it, c, out);
      return;
    }
  }
}

function writeMapping(entries: Entry[], col: number, out: Gen, firstHead?: string): void {
  entries.forEach((e, i) => {
    for (const b of e.before) if (i > 0 || firstHead === undefined) out.lines.push(b);
    const head = i === 0 && firstHead !== undefined ? `${firstHead}${e.key}:` : `${' '.repeat(col)}${e.key}:`;
    writeValue(e.value, head, col, e.trail, out);
  });
}

/** A block sequence entry at column `col`. */
function writeItem(v: ValueChoice, col: number, out: Gen): void {
  const dash = `${' '.repeat(col)}-`;
  if (v.t === 'map') {
    writeMapping(v.entries, col + 2, out, `${dash} `);
    return;
  }
  writeValue(v, dash, col + 1, '', out);
}

/** One generated item: `- ` and a spell-like mapping at some indentation, with lines around it. */
const itemArb = fc.record({
  indent: fc.constantFrom(0, 2, 2, 2, 4),
  dashGap: fc.constantFrom(' ', ' ', ' ', '   '),
  entries: fc.uniqueArray(entryArb, { minLength: 1, maxLength: 8, selector: (e) => e.key }),
  leading: fc.array(fc.constantFrom('', '  # lead', '#'), { maxLength: 2 }),
  trailing: fc.array(fc.constantFrom('', '  # trailing comment', '    ', '# c'), { maxLength: 2 }),
  finalNewline: fc.constantFrom(true, true, true, false),
  second: fc.boolean(),
}).map((r) => {
  const out: Gen = { lines: [...r.leading] };
  const col = r.indent + 1 + r.dashGap.length;
  writeMapping(r.entries, col, out, `${' '.repeat(r.indent)}-${r.dashGap}`);
  if (r.second) writeMapping(r.entries.slice(0, 2), col, out, `${' '.repeat(r.indent)}-${r.dashGap}`);
  out.lines.push(...r.trailing);
  return out.lines.join('\n') + (r.finalNewline ? '\n' : '');
});

const NOISE = ['\t', '\r', '&', '*', '!', '#', ':', '"', "'", '[', ']', '{', '}', ',', '-', '?', '|', '>', '%', '@', '`', '\u0001', '\u0085', '\ufeff', ' ', '  ', '\n', '\n-', ': ', ' #', '---\n', '\ud800', '😀', '\u2028'];

/** An item with one insertion that may leave the subset or break the YAML. */
const noisyArb = fc.tuple(itemArb, fc.nat(), fc.constantFrom(...NOISE)).map(([t, at, ch]) => {
  const i = t.length === 0 ? 0 : at % t.length;
  return t.slice(0, i) + ch + t.slice(i);
});

/**
 * An item with its line breaks written otherwise: CRLF, lone CRs (all or
 * some: a line break to YAML 1.2 and js-yaml, as LF is), and maybe a NEL, LS
 * or PS (text to YAML 1.2) put in at some place (a comment, a value, between
 * entries).
 */
const breaksArb = fc.tuple(itemArb, fc.constantFrom('\r\n', '\r', 'some \r'), fc.nat(), fc.constantFrom('', '', '\u0085', '\u2028', '\u2029'), fc.nat()).map(([t, style, seed, y11, at]) => {
  const parts = t.split('\n');
  let k = 0;
  let out = parts.map((l, i) => (i === 0 ? l : (style === '\r\n' ? '\r\n' : style === '\r' || (i * 7919 + seed) % 3 === 0 ? (k++, '\r') : '\n') + l)).join('');
  // A lone CR right before an LF would be one CRLF: keep each break a break of its own.
  out = out.replace(/\r\n/g, style === '\r\n' ? '\r\n' : '\n');
  if (y11) {
    const i = out.length === 0 ? 0 : at % out.length;
    out = out.slice(0, i) + y11 + out.slice(i);
  }
  return out;
});

/**
 * The analyser reads a lone CR as an LF (parse/line-breaks.ts): for a text
 * written with lone CRs, the reader's value on that reading must be js-yaml's
 * on the text as written (js-yaml breaks lines at a lone CR itself; the tree
 * is compared with parseYaml's on the analyser's text by {@link agree}, as
 * parseYaml's range scans, like every scan of the analyser, read the text
 * without lone CRs). And the YAML 1.1 screen must not miss what
 * yaml11Findings finds.
 */
function agreeAsWritten(raw: string): 'read' | 'declined' {
  const analysed = withLfForLoneCr(raw);
  expect(analysed.length).toBe(raw.length);
  // The reader never takes a CR itself (CRLF and lone CR go to js-yaml, or are read as the analyser's LF).
  if (raw.includes('\r')) expect(readItemValue(raw, false)).toBeUndefined();
  const p = parseYaml(analysed);
  if (p.root) expect(!hasYaml11Candidate(analysed) && yaml11Findings(analysed, p.root).length > 0, `YAML 1.1 screen misses${JSON.stringify(raw)}`).toBe(false);
  const r = readItemValue(analysed, true);
  if (!r) return 'declined';
  agree(analysed);
  const ctx = `\n--- text ---\n${JSON.stringify(raw)}\n---`;
  expect(parseYaml(raw).failed, `js-yaml fails on the text as written${ctx}`).toBe(false);
  expect(diff(r.value, load(raw, { schema: SPELL_YAML_SCHEMA })), `value vs js-yaml on the text as written${ctx}`).toBeUndefined();
  return 'read';
}

describe('item reader = js-yaml', () => {
  it(`on generated items (${RUNS}, seed ${SEED})`, () => {
    let read = 0;
    fc.assert(
      fc.property(itemArb, (t) => {
        if (agree(t) === 'read') read++;
      }),
      { numRuns: RUNS, seed: SEED },
    );
    console.log(`item reader, generated: ${read} of ${RUNS} items read, the rest left to js-yaml`);
    // Not vacuous: the reader takes many items written in its subset's styles.
    expect(read).toBeGreaterThan(RUNS * 0.3);
  });

  it(`on generated items with one character inserted (${RUNS}, seed ${SEED})`, () => {
    let read = 0;
    fc.assert(
      fc.property(noisyArb, (t) => {
        if (agree(t) === 'read') read++;
      }),
      { numRuns: RUNS, seed: SEED },
    );
    console.log(`item reader, generated with noise: ${read} of ${RUNS} items read, the rest left to js-yaml`);
    expect(read).toBeGreaterThan(RUNS * 0.1);
  });

  it(`on generated items written with CRLF, lone CRs, NEL, LS or PS (${RUNS}, seed ${SEED})`, () => {
    let loneCr = 0;
    fc.assert(
      fc.property(breaksArb, (t) => {
        if (agreeAsWritten(t) === 'read' && /\r(?!\n)/.test(t)) loneCr++;
      }),
      { numRuns: RUNS, seed: SEED },
    );
    console.log(`item reader, lone CRs read as LFs: ${loneCr} of ${RUNS} items read`);
    // Not vacuous: many items with lone CRs are read (as the analyser reads them) and compared.
    expect(loneCr).toBeGreaterThan(RUNS * 0.05);
  });

  it('on hand-picked edge items', () => {
    const cases = [
      '- name: x\n  level: 010\n  a: 0x1F\n  b: 1e3\n  c: .5\n  d: +1\n  e: -0\n  f: ~\n  g: Null\n  h: TRUE\n  i: 0o17\n  j: 0b11\n  k: 1_000\n',
      "- name: 'it''s'\n  q: \"tab\\t\\u00e9\"\n",
      '- name: x   \n  level: 3 # c\n',
      '- name: x\n  empty:\n',
      '- name: x\n  empty:',
      '- name: x\n  d: |\n    a\n\n      b\n\n',
      '- name: x\n  d: >-\n    a\n    b\n\n    c\n     more\n    d\n',
      '- name: x\n  s:\n  - a\n  - b\n  t: 1\n',
      '- name: x\n  m: { a: [1, 2], b: { c: d } }\n',
      '  # lead\n  - name: x\n    level: 1\n  # after\n',
    ];
    for (const c of cases) expect(agree(c), c).toBe('read');
  });

  it('on every item of the samples', () => {
    const dir = join(ROOT, 'samples');
    let read = 0;
    let n = 0;
    for (const sys of readdirSync(dir)) {
      for (const f of readdirSync(join(dir, sys))) {
        if (!f.endsWith('.yaml')) continue;
        const text = readFileSync(join(dir, sys, f), 'utf8');
        agree(text);
        for (const d of splitFile(text, 0)) {
          for (const s of d.items) {
            n++;
            if (agree(text.slice(s.start, s.end)) === 'read') read++;
          }
        }
      }
    }
    expect(n).toBeGreaterThan(10);
    expect(read).toBeGreaterThan(n / 2);
  });

  const NAMES: CorpusName[] = ['srd', 'psrd', '5etools', 'black-flag', 'open5e'];
  const present = NAMES.filter(haveCorpus);
  if (present.length < NAMES.length) console.warn(skipMessage('test/unit/service/parse/item-reader.test.ts', NAMES.filter((n) => !present.includes(n))));
  for (const name of present) {
    it(`on every item of the ${name} corpus (converted in memory)`, () => {
      const text = corpusText(name)!;
      let read = 0;
      let n = 0;
      for (const d of splitFile(text, 0)) {
        for (const s of d.items) {
          n++;
          if (agree(text.slice(s.start, s.end)) === 'read') read++;
        }
      }
      expect(n).toBeGreaterThan(0);
      console.log(`item reader, ${name}: ${read} of ${n} items read, the rest left to js-yaml`);
    });
  }
});
