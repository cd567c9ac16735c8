/**
 * The four ways the item split once disagreed with a whole-file YAML parse
 * (now fixed), each pinned with a hand-written file: every spell a YAML parser
 * sees is checked, the mistake is reported on the line written here, no
 * syntax error is invented, and a document falls back to a whole parse only
 * when the split cannot be proved safe (stats.fallback).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateDataset } from '../../../../bench/gen.mjs';
import { createSpellService, type Analysis } from '../../../../server/src/service/service';

const service = createSpellService();

/** A valid 5e spell body at an item's indentation (4 spaces), without its name. */
const BODY = ['    casting_time: 1 action', '    range: 30 feet', '    components: [V]', '    duration: Instantaneous'];

function spell(name: string, extra: string[] = [], level = 'level: 1', school = 'school: evocation'): string[] {
  return [`  - name: ${name}`, `    ${level}`, `    ${school}`, ...BODY, ...extra];
}

/** Diagnostics as `code@line` (0-based lines). */
function found(a: Analysis): string[] {
  return a.diagnostics.map((d) => `${d.code}@${a.lines.positionAt(d.start).line}`);
}

function names(a: Analysis): Array<string | undefined> {
  return a.spells.map((s) => s.name);
}

describe('aliases and anchors across items fall back to a whole-document parse', () => {
  it('an alias to an anchor in an earlier spell', () => {
    const lines = ['spells:', ...spell('A', [], 'level: 1', 'school: &conj conjuration'), ...spell('B', [], 'level: 12', 'school: *conj')];
    const a = service.analyze(lines.join('\n') + '\n');
    expect(names(a)).toEqual(['A', 'B']);
    // Line 9 is B's `level: 12` (spells: 0, A 1-7, B 8-).
    expect(found(a)).toEqual(['schema/range@9']);
    expect(a.spells[1]!.value.school).toBe('conjuration');
    expect(a.stats.fallback).toBe(1);
  });

  it('an anchor in the file header used by every spell', () => {
    const lines = ['defaults: &sch evocation', 'spells:', ...spell('A', [], 'level: 1', 'school: *sch'), ...spell('B', [], 'level: 12', 'school: *sch')];
    const a = service.analyze(lines.join('\n') + '\n');
    expect(names(a)).toEqual(['A', 'B']);
    expect(found(a)).toEqual(['schema/unknown-key@0', 'schema/range@10']);
    expect(a.stats.fallback).toBe(1);
  });

  it('a merge key across items (`<<: *base`) and an alias to a whole item', () => {
    const lines = ['spells:', '  - &base', '    name: A', '    level: 1', '    school: evocation', ...BODY, '  - <<: *base', '    name: B', '    level: 12', '  - *base'];
    const a = service.analyze(lines.join('\n') + '\n');
    expect(names(a)).toEqual(['A', 'B', 'A']);
    expect(a.spells[1]!.value).toMatchObject({ name: 'B', level: 12, school: 'evocation', range: '30 feet' });
    // B's level on line 11; the alias item repeats A's name: a duplicate-name finding at line 12.
    expect(found(a)).toEqual(['schema/range@11', 'dataset/duplicate-name@12']);
  });

  it('an anchor in a spell used by a header key after the list: no false header error', () => {
    const lines = ['spells:', ...spell('A', [], 'level: 1', 'school: &s evocation'), ...spell('B', [], 'level: 12'), 'license: *s'];
    const a = service.analyze(lines.join('\n') + '\n');
    expect(found(a)).toEqual(['schema/range@9']);
    expect(a.headers[0]!.value.license).toBe('evocation');
    expect(a.stats.fallback).toBe(1);
  });

  it('anchors and aliases inside one item keep the split', () => {
    const lines = ['spells:', ...spell('A', ['    description: &d Text.', '    higher_levels: *d']), ...spell('B', [], 'level: 12')];
    const a = service.analyze(lines.join('\n') + '\n');
    expect(found(a)).toEqual(['schema/range@11']);
    expect(a.stats.fallback).toBe(0);
  });

  it('an edit that makes an item reach outside itself gives what a fresh analysis gives', () => {
    const lines = ['spells:', ...spell('A', [], 'level: 1', 'school: &conj conjuration'), ...spell('B', [], 'level: 12'), ...spell('C')];
    const before = lines.join('\n') + '\n';
    const prev = service.analyze(before);
    expect(prev.stats.fallback).toBe(0);
    const after = before.replace('  - name: B\n    level: 12\n    school: evocation', '  - name: B\n    level: 12\n    school: *conj');
    const inc = service.analyze(after, undefined, prev);
    const fresh = service.analyze(after);
    expect(found(inc)).toEqual(found(fresh));
    expect(found(fresh)).toEqual(['schema/range@9']);
    expect(inc.stats.fallback).toBe(1);
  });
});

describe('blank lines holding tabs do not end the list', () => {
  for (const blank of ['\t', ' \t ', '\t\t', '  ', '\t# a comment']) {
    it(JSON.stringify(blank), () => {
      const lines = ['spells:', ...spell('A'), blank, ...spell('B', [], 'level: 12'), blank, ...spell('C')];
      const a = service.analyze(lines.join('\n') + '\n');
      expect(names(a)).toEqual(['A', 'B', 'C']);
      expect(found(a)).toEqual(['schema/range@10']);
      expect(a.stats.fallback).toBe(0);
      expect(a.stats.items).toBe(3);
    });
  }

  it('a tab-indented line the scan cannot place falls back (and the whole parse reports it)', () => {
    const lines = ['spells:', ...spell('A'), '\tlevel: 2', ...spell('B')];
    const a = service.analyze(lines.join('\n') + '\n');
    expect(a.stats.fallback).toBe(1);
    expect(a.diagnostics.some((d) => d.code.startsWith('yaml/'))).toBe(true);
  });
});

describe('props and comments on the `---` line', () => {
  for (const marker of ['--- !!map', '--- &first', '--- !!map &m # c']) {
    it(marker, () => {
      const lines = ['# a file comment', marker, 'system: dnd5e', 'spells:', ...spell('A'), ...spell('B', [], 'level: 12')];
      const a = service.analyze(lines.join('\n') + '\n');
      expect(names(a)).toEqual(['A', 'B']);
      // Line 12: comment 0, marker 1, system 2, spells 3, A 4-10, B's name 11, its level 12.
      expect(found(a)).toEqual(['schema/range@12']);
      expect(a.stats.fallback).toBe(1);
    });
  }

  it('--- # a comment splits as usual', () => {
    const lines = ['--- # the spells', 'spells:', ...spell('A'), ...spell('B', [], 'level: 12')];
    const a = service.analyze(lines.join('\n') + '\n');
    expect(names(a)).toEqual(['A', 'B']);
    expect(found(a)).toEqual(['schema/range@10']);
    expect(a.stats.fallback).toBe(0);
  });
});

describe('disable comments count only when they are real YAML comments', () => {
  it('inside a literal block scalar it is text', () => {
    const lines = ['spells:', ...spell('A', ['    description: |', '      # grimoire-disable-next-line', '    rituel: true'])];
    expect(found(service.analyze(lines.join('\n') + '\n'))).toEqual(['schema/unknown-key@10']);
  });

  it('inside a folded block scalar with an indentation indicator it is text', () => {
    const lines = ['spells:', ...spell('A', ['    description: >2-', '        # grimoire-disable-next-line', '    rituel: true'])];
    expect(found(service.analyze(lines.join('\n') + '\n'))).toEqual(['schema/unknown-key@10']);
  });

  it('inside a quoted string it is text', () => {
    const lines = ['spells:', ...spell('A', ['    description: "see # grimoire-disable-next-line"', '    rituel: true'])];
    expect(found(service.analyze(lines.join('\n') + '\n'))).toEqual(['schema/unknown-key@9']);
  });

  it('a real comment after a string holding `#` still disables', () => {
    const lines = ['spells:', ...spell('A', ['    description: "a # b" # grimoire-disable-next-line', '    rituel: true']), ...spell('B', ['    # grimoire-disable-next-line schema/unknown-key', '    rituel: true', '    colour: red'])];
    expect(found(service.analyze(lines.join('\n') + '\n'))).toEqual(['schema/unknown-key@19']);
  });

  it('after a block scalar, an indented comment is a comment', () => {
    const lines = ['spells:', ...spell('A', ['    description: |', '      text', '    # grimoire-disable-next-line', '    rituel: true'])];
    expect(found(service.analyze(lines.join('\n') + '\n'))).toEqual([]);
  });
});

describe('byte order mark', () => {
  it('a BOM at the start keeps the split and the lines', () => {
    const lines = ['spells:', ...spell('A'), ...spell('B', [], 'level: 12')];
    const a = service.analyze('\ufeff' + lines.join('\n') + '\n');
    expect(names(a)).toEqual(['A', 'B']);
    expect(found(a)).toEqual(['schema/range@9']);
    expect(a.stats.fallback).toBe(0);
    expect(a.stats.items).toBe(2);
  });
});

describe('a second `spells:` key', () => {
  it('falls back: the duplicate key is reported and the second list is checked', () => {
    const lines = ['spells:', ...spell('A'), 'spells:', ...spell('B', [], 'level: 12')];
    const a = service.analyze(lines.join('\n') + '\n');
    expect(a.stats.fallback).toBe(1);
    expect(found(a)).toEqual(['yaml/duplicate-key@8', 'schema/range@10']);
  });
});

describe('ordinary files never fall back', () => {
  const root = resolve(__dirname, '../../../../samples');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.yaml'));

  it('finds the samples', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files)('samples/%s: split item by item where it holds a list', (f) => {
    const text = readFileSync(join(root, f), 'utf8');
    const a = service.analyze(text);
    expect(a.stats.fallback).toBe(0);
    if (/^spells:/m.test(text)) expect(a.docs.some((d) => d.split.kind === 'dataset')).toBe(true);
  });

  it('a generated 5e dataset (bench/gen.mjs, 2,000 spells) is split, every spell an item', () => {
    const { text } = generateDataset({ count: 2000, seed: 11, systems: 'dnd5e' });
    const a = service.analyze(text);
    expect(a.stats.fallback).toBe(0);
    expect(a.docs.map((d) => d.split.kind)).toEqual(['dataset']);
    expect(a.docs[0]!.split.items).toHaveLength(2000);
  });
});

describe('a large dataset that falls back is checked, not taken for an alias bomb', () => {
  it('3,500 spells and one alias to a header anchor: the whole document is parsed and its mistake found', () => {
    const { text } = generateDataset({ count: 3500, seed: 3, systems: 'dnd5e', mistakeRate: 0 });
    const withAlias = text.replace('license: CC0-1.0', 'license: &lic CC0-1.0') + ['  - name: Zed Anchor Test', '    level: 12', '    school: evocation', '    casting_time: 1 action', '    range: 30 feet', '    components: [V]', '    duration: Instantaneous', '    book: *lic', ''].join('\n');
    const a = service.analyze(withAlias);
    expect(a.stats.fallback).toBe(1);
    expect(a.spells).toHaveLength(3501);
    expect(a.spells[3500]!.value.book).toBe('CC0-1.0');
    // The level on the file's second-to-last line (the text ends with a newline).
    const lines = withAlias.split('\n').length;
    expect(found(a)).toEqual([`schema/range@${lines - 8}`]);
  });
});

describe('each fallback names its reason', () => {
  const item = spell('A').join('\n');
  const cases: Array<[string, string, string | undefined]> = [
    ['a split dataset', `spells:\n${item}\n`, undefined],
    ['a single spell (whole by nature)', 'name: A\nlevel: 1\n', undefined],
    ['props on ---', `--- !!map\nspells:\n${item}\n`, 'marker-props'],
    ['a flow list', 'spells: [{name: A}]\n', 'spells-shape'],
    ['an anchor on the list', `spells: &all\n${item}\n`, 'spells-shape'],
    ['a tab-indented line', `spells:\n${item}\n\tlevel: 2\n`, 'tab-indent'],
    ['an alias across items', `spells:\n${spell('A', [], 'level: 1', 'school: &s evocation').join('\n')}\n${spell('B', [], 'level: 1', 'school: *s').join('\n')}\n`, 'alias'],
    ['a second spells key', `spells:\n${item}\nspells:\n${item}\n`, 'header-spells'],
    ['an alias after the list', `spells:\n${spell('A', [], 'level: 1', 'school: &s evocation').join('\n')}\nlicense: *s\n`, 'header-alias'],
  ];
  it.each(cases)('%s', (_name, text, reason) => {
    const a = service.analyze(text);
    expect(a.docs[0]!.split.fallback).toBe(reason);
    expect(a.stats.fallback).toBe(reason ? 1 : 0);
  });
});
