/**
 * The mistakes a newcomer makes first, through the service: empty values
 * reported on their own line (the key), one finding per mistake, and quick
 * fixes for key typos, quoted numbers and booleans, and tab indentation.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyEdits, createSpellService, fixAll } from '../../../../server/src/service/service';
import type { Problem } from '../../../../server/src/service/types';
import { CLEAN_LINES as BASE, cleanSpell as spell } from '../../../helpers/spells';
import { fixTitleIn } from '../../../../server/src/service/i18n';

const service = createSpellService();

// `spell({...})` is a clean 5e spell, one key a line: the line numbers below are counted on it by hand.

/** 1-based line and column of an offset. */
function lc(text: string, offset: number): [number, number] {
  const before = text.slice(0, offset).split('\n');
  return [before.length, before[before.length - 1]!.length + 1];
}

function diags(text: string): Problem[] {
  return service.analyze(text).diagnostics;
}

describe('empty values', () => {
  it('an empty school is one error, on line 3 where the key is', () => {
    const text = spell({ 3: 'school:' });
    const d = diags(text);
    expect(d.map((x) => x.code)).toEqual(['schema/type']);
    expect(lc(text, d[0]!.start)).toEqual([3, 1]);
    expect(text.slice(d[0]!.start, d[0]!.end)).toBe('school');
  });

  it('with a comment after it, and as the last key with or without a final newline', () => {
    const commented = spell({ 3: 'school:   # todo' });
    expect(diags(commented).map((x) => lc(commented, x.start))).toEqual([[3, 1]]);
    for (const tail of ['\n', '']) {
      const text = spell({ 7: 'duration:' }, tail);
      const d = diags(text);
      expect(d).toHaveLength(1);
      expect(lc(text, d[0]!.start)).toEqual([7, 1]);
      expect(d[0]!.end).toBeLessThanOrEqual(text.length);
    }
  });

  it('an explicit null still points at the value', () => {
    const text = spell({ 3: 'school: ~' });
    const d = diags(text);
    expect(d).toHaveLength(1);
    expect(text.slice(d[0]!.start, d[0]!.end)).toBe('~');
  });
});

/** The quick fixes the editor offers for the only finding with `code` (service.codeActions over its range), and one applied. */
function fixOf(text: string, code: string) {
  const a = service.analyze(text);
  const d = a.diagnostics.filter((x) => x.code === code);
  expect(d).toHaveLength(1);
  const fixes = service.codeActions(a, d[0]!.start, d[0]!.end).filter((ca) => ca.diagnostic === d[0]).map((ca) => ({ title: fixTitleIn('en', ca), kind: ca.kind, edits: ca.edits }));
  return { d: d[0]!, fixes, apply: (i = 0) => applyEdits(text, fixes[i]!.edits).text };
}

describe('quick fix: a misspelt key', () => {
  it('renames `compnents` to `components` (safe), keeping the comment and the value', () => {
    const text = spell({ 6: 'compnents: [V, S]   # keep me' });
    const { fixes, apply } = fixOf(text, 'schema/unknown-key');
    expect(fixes.map((f) => [f.kind, f.title])).toEqual([['safe', 'Rename `compnents` to `components`']]);
    expect(apply()).toBe(spell({ 6: 'components: [V, S]   # keep me' }));
    expect(diags(apply())).toEqual([]);
    // The CLI's --fix takes it too.
    expect(fixAll(service, text).text).toBe(spell({ 6: 'components: [V, S]   # keep me' }));
  });

  it('inside a dataset item (offsets are the file\'s)', () => {
    const text = 'spells:\n' + BASE.map((l, i) => '  ' + (i === 0 ? '- ' : '  ') + (i === 2 ? 'shcool: evocation' : l)).join('\n') + '\n';
    const { apply } = fixOf(text, 'schema/unknown-key');
    expect(apply()).toBe(text.replace('shcool', 'school'));
  });

  it('no rename onto a key the spell already has (it would duplicate it)', () => {
    const text = spell({}) + 'schol: abjuration\n';
    expect(fixOf(text, 'schema/unknown-key').fixes).toEqual([]);
  });

  it('`level` in a Tales of the Valiant spell: rename to `circle` offered, as a suggestion', () => {
    const text = 'name: X\nsystem: tov\nlevel: 1\nsource: arcane\nschool: evocation\ncasting_time: 1 action\nrange: self\ncomponents: [V]\nduration: 1 round\n';
    const { fixes } = fixOf(text, 'schema/unknown-key');
    expect(fixes.map((f) => f.kind)).toEqual(['suggestion']);
    expect(applyEdits(text, fixes[0]!.edits).text).toBe(text.replace('level: 1', 'circle: 1'));
  });
});

describe('quick fix: a number or boolean in quotes', () => {
  it('`level: "3"` becomes `level: 3`; `ritual: \'true\'` becomes `ritual: true` (safe)', () => {
    const a = spell({ 2: 'level: "3"' });
    const fa = fixOf(a, 'schema/type');
    expect(fa.fixes.map((f) => f.kind)).toEqual(['safe']);
    expect(fa.apply()).toBe(spell({ 2: 'level: 3' }));
    const b = spell({}) + "ritual: 'true'\n";
    expect(fixOf(b, 'schema/type').apply()).toBe(spell({}) + 'ritual: true\n');
    const c = spell({}) + 'ritual: "False"\n';
    expect(fixOf(c, 'schema/type').apply()).toBe(spell({}) + 'ritual: false\n');
  });

  it('inside a flow mapping too: `radius: "20"` becomes `radius: 20`', () => {
    const text = spell({}) + 'area: { shape: sphere, radius: "20" }\n';
    const { fixes, apply } = fixOf(text, 'schema/type');
    expect(fixes.map((f) => f.kind)).toEqual(['safe']);
    expect(apply()).toBe(spell({}) + 'area: { shape: sphere, radius: 20 }\n');
  });

  it('text that is not exactly a number stays: "3rd", "03", " 3", "three"', () => {
    for (const v of ['"3rd"', '"03"', '" 3"', '"three"']) {
      const text = spell({ 2: `level: ${v}` });
      expect(fixOf(text, 'schema/type').fixes).toEqual([]);
    }
  });
});

describe('quick fix: tab indentation', () => {
  it('tabs before list items: every width reads the same, so the fix is safe and keeps the data', () => {
    const text = spell({}) + 'classes:\n\t- wizard\n\t- cleric   # two\n';
    const { fixes, apply } = fixOf(text, 'yaml/tab-indent');
    expect(fixes.map((f) => f.kind)).toEqual(['safe']);
    expect(apply()).toBe(spell({}) + 'classes:\n  - wizard\n  - cleric   # two\n');
    expect(diags(apply())).toEqual([]);
  });

  it('a tab before a top-level key could nest it: a suggestion, never applied by --fix', () => {
    const text = spell({ 3: '\tschool: evocation' });
    const { fixes, apply } = fixOf(text, 'yaml/tab-indent');
    expect(fixes.map((f) => f.kind)).toEqual(['suggestion']);
    expect(fixes[0]!.title).toMatch(/key above/);
    expect(apply()).toBe(spell({}));
    expect(fixAll(service, text).text).toBe(text);
  });

  it('in a dataset, the reading is of the whole file (a tab as 2 columns would leave the item)', () => {
    const text = 'spells:\n  - name: X\n    level: 1\n\tschool: evocation\n';
    const { fixes, apply } = fixOf(text, 'yaml/tab-indent');
    expect(fixes).toHaveLength(1);
    expect(apply()).toBe('spells:\n  - name: X\n    level: 1\n    school: evocation\n');
  });

  it('a stray tab among space-indented keys: the first suggestion indents it like its siblings', () => {
    const text = spell({}) + 'area:\n\tshape: sphere\n  radius: 20\n';
    const { fixes, apply } = fixOf(text, 'yaml/tab-indent');
    expect(fixes.every((f) => f.kind === 'suggestion')).toBe(true);
    expect(apply(0)).toBe(spell({}) + 'area:\n  shape: sphere\n  radius: 20\n');
  });

  it('on generated spells whose nested blocks are tab-indented, block by block: the safe fix gives the space-indented text', () => {
    const blocks = [
      ['area:', 'shape: sphere', 'radius: 20'],
      ['classes:', '- wizard', '- sorcerer'],
      ['save:', 'ability: dex', 'success: half'],
      ['damage:', 'dice: 8d6', 'type: fire'],
    ];
    fc.assert(
      fc.property(fc.subarray(blocks, { minLength: 1 }), fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }), fc.boolean(), (chosen, tabbed, crlf) => {
        if (!chosen.some((_, i) => tabbed[i])) return;
        const nl = crlf ? '\r\n' : '\n';
        const body = (tab: boolean) => chosen.map(([head, ...lines], i) => [head, ...lines.map((l) => (tab && tabbed[i] ? '\t' : '  ') + l)].join(nl)).join(nl);
        const spaces = spell({}).replace(/\n/g, nl) + body(false) + nl;
        const tabs = spell({}).replace(/\n/g, nl) + body(true) + nl;
        const { fixes, apply } = fixOf(tabs, 'yaml/tab-indent');
        expect(fixes.map((f) => f.kind)).toEqual(['safe']);
        expect(apply()).toBe(spaces);
        expect(fixAll(service, tabs).text).toBe(spaces);
      }),
      { numRuns: 60 },
    );
  });

  it('a tab inside block-scalar text is content and stays', () => {
    const text = spell({}) + 'description: |\n  line one\n  \tindented by a tab\n\tritual: true\n';
    const { apply } = fixOf(text, 'yaml/tab-indent');
    expect(apply()).toBe(spell({}) + 'description: |\n  line one\n  \tindented by a tab\nritual: true\n');
  });
});
