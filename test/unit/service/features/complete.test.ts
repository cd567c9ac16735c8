/** Completion from the schema: keys still missing, nested keys, enum values, per system. */
import { describe, expect, it } from 'vitest';
import { createSpellService } from '../../../../server/src/service/service';
import { hasLineStartingWith } from '../../../../server/src/service/features/complete';
import { PieceText } from '../../../../server/src/service/parse/doc-text';
import { mulberry32 } from '../../../../bench/gen.mjs';

const service = createSpellService();

/** Completion labels at the `|` caret. */
function labels(src: string): string[] {
  const at = src.indexOf('|');
  const text = src.replace('|', '');
  return service.complete(service.analyze(text), at).map((c) => c.label);
}

describe('completion', () => {
  it('offers the spell keys not yet present', () => {
    const l = labels('name: Fireball\nlevel: 3\n|');
    expect(l).toEqual(expect.arrayContaining(['school', 'range', 'components', 'duration', 'area']));
    expect(l).not.toContain('name');
    expect(l).not.toContain('level');
    expect(l).not.toContain('circle'); // 5e spells have a level, not a circle
  });

  it('offers schools as values', () => {
    expect(labels('name: X\nschool: |\n')).toEqual(['abjuration', 'conjuration', 'divination', 'enchantment', 'evocation', 'illusion', 'necromancy', 'transmutation']);
  });

  it('offers nested keys and values inside area', () => {
    expect(labels('name: X\narea:\n  |')).toEqual(expect.arrayContaining(['shape', 'radius', 'length', 'size']));
    expect(labels('name: X\narea:\n  shape: |')).toEqual(['sphere', 'cone', 'cube', 'cylinder', 'line']);
  });

  it("on a new item's first line, offers the keys the item before already has", () => {
    const l = labels('system: dnd5e\nspells:\n  - name: A\n    level: 1\n  - |');
    expect(l).toContain('name');
    expect(l).toContain('level');
  });

  it('follows the file system inside a dataset item', () => {
    const l = labels('system: tov\nspells:\n  - name: Bless\n    |');
    expect(l).toContain('circle');
    expect(l).toContain('source');
    expect(l).not.toContain('level');
  });

  it('offers header keys at the top of a dataset', () => {
    expect(labels('|\nspells:\n  - name: A\n')).toEqual(expect.arrayContaining(['system', 'caster']));
  });

  it('offers Warhammer keys for wfb spells', () => {
    expect(labels('system: wfb\nspells:\n  - name: Cage\n    |')).toEqual(expect.arrayContaining(['lore', 'casting_value', 'boosted', 'template']));
  });
});

describe('hasLineStartingWith (completion reads the piece table through it)', () => {
  it('answers what /^spells\\s*:/m answers, on strings and on piece tables', () => {
    const rand = mulberry32(7);
    const bits = ['spells', 'spells:', ' spells:', 'spells :', 'spells\n:', 'spells\r\n  :', 'spells\u2028:', 'xspells:', 'spells\u00a0:', 'spells\ufeff:', ':', '\n', '\r', '\u2029', '\u2028', 'a', ' ', '\t', 'spell'];
    for (let n = 0; n < 3000; n++) {
      let s = '';
      const k = 1 + Math.floor(rand() * 6);
      for (let i = 0; i < k; i++) s += bits[Math.floor(rand() * bits.length)];
      const want = /^spells\s*:/m.test(s);
      expect(hasLineStartingWith(s, 'spells'), JSON.stringify(s)).toBe(want);
      // The same text as a piece table cut at a random place.
      const cut = Math.floor(rand() * (s.length + 1));
      const p = PieceText.of(s.slice(0, cut)).edit(cut, cut, s.slice(cut));
      expect(hasLineStartingWith(p, 'spells'), JSON.stringify(s)).toBe(want);
    }
  });
});
