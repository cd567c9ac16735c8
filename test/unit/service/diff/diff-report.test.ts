/**
 * The `grimoire diff` report (service/diff/diff-report.ts) in its three
 * formats, on changes built by hand: the lines each format writes, the
 * localised words (from the catalogue templates, filled in here), and spell
 * text that tries to become markup or a second line (with the CLI's escapes,
 * which the report is given).
 */
import { describe, expect, it } from 'vitest';
import { diffReport, GITHUB_MAX_CHANGES, type DiffReportInput } from '../../../../server/src/service/diff/diff-report';
import type { DiffSpell, SpellChange } from '../../../../server/src/service/diff/spell-diff';
import { safeText } from '../../../../server/src/cli/formats/escape';
import { markdownCell } from '../../../../server/src/cli/formats/markdown-cell';

function spell(name: string, file: string, line: number, value: Record<string, unknown> = {}): DiffSpell {
  return { name, system: 'dnd5e', file, place: file, line, value: { name, ...value } };
}

const CHANGES: SpellChange[] = [
  { kind: 'changed', from: spell('Fireball', 'a.yaml', 3), to: spell('Fireball', 'a.yaml', 3), fields: [{ path: 'damage.dice', old: '8d6', new: '10d6' }, { path: 'ritual', new: false }] },
  { kind: 'added', spell: spell('Haste', 'b.yaml', 1) },
  { kind: 'removed', spell: spell('Slow', 'b.yaml', 9) },
  { kind: 'renamed', from: spell('Shield', 'a.yaml', 12), to: spell('Shield of Faith', 'a.yaml', 12) },
  { kind: 'moved', from: spell('Sleep', 'a.yaml', 20), to: spell('Sleep', 'c.yaml', 1) },
];

const input = (changes: SpellChange[] = CHANGES): DiffReportInput => ({ old: 'HEAD', new: '.', changes, lists: [], notes: [], escape: safeText, markdownCell });

describe('diffReport: stylish', () => {
  it('one line per change, the fields under a changed spell, then the summary (counted by hand: 1 changed with 2 fields, 1 of each other kind)', () => {
    expect(diffReport(input(), 'stylish', 'en')).toBe(
      [
        '~ Fireball  changed  a.yaml:3',
        '    damage.dice: 8d6 -> 10d6',
        '    ritual: (none) -> false',
        '+ Haste  added  b.yaml:1',
        '- Slow  removed  b.yaml:9',
        '~ Shield -> Shield of Faith  renamed  a.yaml:12',
        '~ Sleep  moved  a.yaml:20 -> c.yaml:1',
        '',
        'Spells changed: 1 (fields: 2); added: 1; removed: 1; renamed: 1; moved: 1; class lists changed: 0.',
        '',
      ].join('\n'),
    );
  });

  it('in Ukrainian: the catalogue words', () => {
    const text = diffReport(input(), 'stylish', 'uk');
    expect(text).toContain('~ Fireball  змінено  a.yaml:3\n');
    expect(text).toContain('    ritual: (немає) -> false\n');
    expect(text).toContain('Змінено заклинань: 1 (полів: 2); додано: 1; вилучено: 1; перейменовано: 1; переміщено: 1; змінено списків класів: 0.\n');
  });

  it('a class list that changed: its names gained (+) and lost (-), counted in the summary', () => {
    const text = diffReport({ ...input([]), lists: [{ class: 'wizard', system: 'dnd5e', edition: '2024', added: ['Haste'], removed: ['Slow', 'Sleep'], file: 'lists.yaml', line: 3 }] }, 'stylish', 'en');
    expect(text).toBe(['~ wizard list (dnd5e 2024)  changed  lists.yaml:3', '    + Haste', '    - Slow', '    - Sleep', '', 'Spells changed: 0 (fields: 0); added: 0; removed: 0; renamed: 0; moved: 0; class lists changed: 1.', ''].join('\n'));
    const gh = diffReport({ ...input([]), lists: [{ class: 'wizard', added: ['Haste'], removed: ['Slow'], file: 'lists.yaml', line: 3 }] }, 'github', 'en');
    expect(gh.split('\n').filter((l) => l.startsWith('| wizard'))).toEqual(['| wizard list | changed | - Slow | + Haste |']);
  });

  it('no change: one line that says so', () => {
    expect(diffReport(input([]), 'stylish', 'en')).toBe('No spell changed.\n');
  });

  it('a field key or a name with a line break and a workflow command stays on its line', () => {
    const evil = 'x\n::error file=a::pwned\u001b[2J';
    const text = diffReport(input([{ kind: 'changed', from: spell(evil, 'a.yaml', 1), to: spell(evil, 'a.yaml', 1), fields: [{ path: evil, old: 1, new: 2 }] }]), 'stylish', 'en');
    expect(text.split('\n').some((l) => l.startsWith('::'))).toBe(false);
    expect(text).not.toContain('\u001b');
    expect(text.split('\n')).toHaveLength(5);
  });
});

describe('diffReport: github (job summary)', () => {
  it('a heading, the summary and one table row per change or changed field', () => {
    const text = diffReport(input(), 'github', 'en');
    const rows = text.split('\n').filter((l) => l.startsWith('| '));
    // Header, separator, 2 field rows of Fireball, one row for each of the 4 other changes.
    expect(rows).toHaveLength(8);
    expect(rows[2]).toBe('| Fireball | damage.dice | 8d6 | 10d6 |');
    expect(rows[3]).toBe('| Fireball | ritual | (none) | false |');
    // A word joiner (U+2060) before a colon that GitHub could read as a scheme: the lint job summary's escape.
    expect(rows[5]).toBe('| Slow | removed | b.yaml\u2060:9 |  |');
    expect(text.split('\n')[0]).toBe('### Spell changes: HEAD -&gt; .');
  });

  it('spell text cannot become markup: a pipe, a tag, a link, a mention, a line break', () => {
    const evil = 'A | <img src=x onerror=alert(1)> [x](javascript:y) @org/team `c` *b*\n## H';
    const text = diffReport(input([{ kind: 'added', spell: spell(evil, 'a.yaml', 1) }]), 'github', 'en');
    const row = text.split('\n').find((l) => l.startsWith('| A'))!;
    // The row still has its four cells: 5 pipes, none from the name (its own is escaped).
    expect(row.match(/(?<!\\)\|/g)).toHaveLength(5);
    expect(text).not.toMatch(/<img|[^\\]\]\(|@org|[^\\]`c|[^\\]\*b/);
    expect(text.split('\n').some((l) => l.startsWith('## H'))).toBe(false);
  });

  it(`past ${GITHUB_MAX_CHANGES} changes the rest are counted, not dropped silently`, () => {
    const many: SpellChange[] = [];
    for (let i = 0; i < GITHUB_MAX_CHANGES + 7; i++) many.push({ kind: 'added', spell: spell(`S${i}`, 'a.yaml', i + 1) });
    const text = diffReport(input(many), 'github', 'en');
    expect(text.split('\n').filter((l) => /^\| S\d/.test(l))).toHaveLength(GITHUB_MAX_CHANGES);
    expect(text).toContain('Changes not listed here: 7 (the json format lists them all).');
  });
});

describe('diffReport: json', () => {
  it('the summary, each change with its sides, the fields with their plain values', () => {
    const j = JSON.parse(diffReport(input(), 'json', 'en'));
    expect(j.summary).toEqual({ added: 1, removed: 1, renamed: 1, moved: 1, changed: 1, fields: 2, lists: 0 });
    expect(j.changes[0]).toEqual({ kind: 'changed', from: { name: 'Fireball', system: 'dnd5e', file: 'a.yaml', line: 3 }, to: { name: 'Fireball', system: 'dnd5e', file: 'a.yaml', line: 3 }, fields: [{ path: 'damage.dice', old: '8d6', new: '10d6' }, { path: 'ritual', new: false }] });
    expect(j.changes.map((c: { kind: string }) => c.kind)).toEqual(['changed', 'added', 'removed', 'renamed', 'moved']);
  });
});
