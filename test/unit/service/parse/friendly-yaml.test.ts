/**
 * YAML syntax errors in plain words, at the line of the mistake
 * (not the loader's grammar words, not the line after). Each expected line is
 * counted by hand on the input: it is the line the author has to change.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSpellService } from '../../../../server/src/service/service';
import { FIREBALL } from '../../../helpers/spells';
import { messageIn } from '../../../../server/src/service/i18n';

const service = createSpellService();

/** 1-based line of an offset. */
const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

function syntax(text: string) {
  const d = service.analyze(text).diagnostics.filter((x) => x.code === 'yaml/syntax');
  expect(d).toHaveLength(1);
  return { line: lineOf(text, d[0]!.start), text: text.slice(d[0]!.start, d[0]!.end), message: messageIn('en', d[0]!) };
}

/** The loader's own phrases: none may reach a user when the mistake is recognised. */
const RAW = /can not read|implicit key|block mapping entry|flow collection|document separator|bad indentation|missed comma|node content|the parser says/i;

const CASES: Array<[string, string, number, string, RegExp]> = [
  // name, text, line of the mistake, the range's text, what the message says
  ['a key without its colon (seen by the loader on the next line)', 'name: Frost\nschool evocation\nlevel: 2\n', 2, 'school evocation', /not `key: value`.*`school evocation` has no colon/],
  ['the last line without its colon', 'name: Frost\nlevel: 2\nschool evocation\n', 3, 'school evocation', /has no colon/],
  ['a colon without a space', 'name: Frost\nlevel:2\nschool: evocation\n', 2, 'level:2', /needs a space: write `level: 2`/],
  ['an unclosed double quote (seen at the end of the file)', 'name: Frost\nschool: "evocation\nlevel: 2\nrange: x\n', 2, '"evocation', /double-quoted text is never closed/],
  ["an unclosed single quote", "name: Frost\nschool: 'evocation\nlevel: 2\n", 2, "'evocation", /single-quoted text is never closed/],
  ['an unclosed [ (seen on the next line)', 'name: Frost\ncomponents: [V, S\nlevel: 2\n', 2, '[V, S', /`\[` is never closed: add `\]`/],
  ['an unclosed { at the end of the file', 'name: Frost\narea: { shape: cone, length: 30\n', 2, '{ shape: cone, length: 30', /`\{` is never closed/],
  ['a missing comma inside { }', 'name: Frost\narea: { shape: cone length: 30 }\nlevel: 2\n', 2, 'area: { shape: cone length: 30 }', /Missing a comma/],
  ['a key indented too far', 'name: Frost\n  level: 2\nschool: evocation\n', 2, 'level: 2', /indented more than the key above it \(`name`\)/],
  ['a colon inside a plain value', 'name: Frost\ndescription: a: b\nlevel: 2\n', 2, 'description: a: b', /must be quoted: write `description: "a: b"`/],
  ['a list item among keys', 'name: Frost\nlevel: 2\n- x\n', 3, '- x', /list item .* cannot stand among the keys/],
  ['a list item out of line', 'name: Frost\nclasses:\n  - wizard\n - cleric\n', 4, '- cleric', /items of one list start in the same column/],
  ['text after a quoted value', 'name: Frost\nmaterial: "a" b\n', 2, 'material: "a" b', /Text follows the closing quote/],
  ['text after a bracketed list', 'components: [V, S] M\nlevel: 2\n', 1, 'components: [V, S] M', /Text follows the closing `\]`/],
  ['a value starting with @', 'name: @frost\n', 1, 'name: @frost', /cannot start with `@`/],
  ['an empty list entry', 'components: [, V]\n', 1, 'components: [, V]', /empty entry/],
  ['an unknown escape', 'material: "C:\\dust"\n', 1, '\\d', /Unknown escape `\\d`/],
  ['a [ closed by } (or the other way)', 'name: Frost\ncomponents: [{V, S, M]\n', 2, '{V, S, M]', /`\{` is closed by a `\]`/],
  ['a list entry starting with @', 'components: [@V, S]\n', 1, '@', /cannot start with `@`/],
  ['text after a block header', 'name: Frost\ndescription: |x\n  text\n', 2, 'description: |x', /`\|` starts a block of text .* must end its line/],
  ['an anchor without a name', 'name: & Frost\n', 1, '&', /`&` starts an anchor and needs a name/],
  ['a backtick in the user\'s text is fenced, not a broken code span', 'name: `frost`\n', 1, 'name: `frost`', /cannot start with `` ` ``/],
  ['an alias without its anchor', 'name: Frost\nlevel: *lvl\n', 2, '*lvl', /`\*lvl` refers to an anchor `&lvl` that is not defined/],
];

describe('YAML syntax errors in plain words, at the line of the mistake', () => {
  it.each(CASES)('%s', (_name, text, line, range, says) => {
    const d = syntax(text);
    expect(d.line).toBe(line);
    expect(d.text).toBe(range);
    expect(d.message).toMatch(says);
    expect(d.message).not.toMatch(RAW);
  });

  it('in a dataset item, the range is in the file (the second spell\'s line)', () => {
    const text = 'spells:\n  - name: A\n    level: 1\n  - name: B\n    school evocation\n    level: 2\n';
    const d = syntax(text);
    expect(d.line).toBe(5);
    expect(d.text).toBe('school evocation');
  });

  it('with CRLF line ends the range stays on the line and leaves the \\r out', () => {
    const text = 'name: Frost\r\nschool evocation\r\nlevel: 2\r\n';
    const d = syntax(text);
    expect(d.line).toBe(2);
    expect(d.text).toBe('school evocation');
  });

  it('a mistake the translator does not know keeps the loader\'s words behind a plain lead-in', () => {
    const d = syntax('name: Frost\ndescription: |0\n  x\n');
    expect(d.message).toMatch(/^This is not valid YAML here \(the parser says: /);
  });
});

describe('on generated mistakes', () => {
  it('a character dropped, doubled or swapped for YAML punctuation: every syntax error is in plain words, in the text, on a line of its own range', () => {
    const punct = fc.constantFrom(':', '"', "'", '[', ']', '{', '}', ',', '-', '\t', ' ', '\n', '#', '&', '*', '|', '>', '@', '`', '\\');
    fc.assert(
      fc.property(fc.nat(FIREBALL.length - 1), punct, fc.constantFrom('drop', 'insert', 'replace'), (at, ch, how) => {
        const text = how === 'drop' ? FIREBALL.slice(0, at) + FIREBALL.slice(at + 1) : how === 'insert' ? FIREBALL.slice(0, at) + ch + FIREBALL.slice(at) : FIREBALL.slice(0, at) + ch + FIREBALL.slice(at + 1);
        for (const d of service.analyze(text).diagnostics.filter((x) => x.code === 'yaml/syntax')) {
          expect(d.start).toBeGreaterThanOrEqual(0);
          expect(d.end).toBeLessThanOrEqual(text.length);
          expect(d.end).toBeGreaterThan(d.start);
          // Recognised mistakes never show the loader's grammar words; the rest say plainly that they quote it.
          if (RAW.test(messageIn('en', d))) expect(messageIn('en', d)).toMatch(/^This is not valid YAML here \(the parser says: /);
        }
      }),
      { numRuns: 300 },
    );
  });
});
