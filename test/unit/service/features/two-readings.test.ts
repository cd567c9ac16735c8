/**
 * Where a rule text contradicts itself (a seed read two ways) and a figure
 * depends on it, both readings are shown, each labelled.
 *
 * Hand-derived miscast odds (2D6: 2 has 1 way, 3 has 2, 4-6 have 3+4+5, 7-8
 * have 6+5, 9-10 have 4+3, 11-12 have 2+1):
 *   reading A (3 in "2-3"): 3, 12, 11, 7, 3 ways of 36;
 *   reading B (3 in "3-6"): 1, 14, 11, 7, 3 ways of 36.
 */
import { describe, expect, it } from 'vitest';
import { createSpellService } from '../../../../server/src/service/service';
import { DEFAULT_SETTINGS } from '../../../../server/src/service/settings';
import { explainSpells } from '../../../../server/src/service/features/explain';
import { previewHtml } from '../../../../server/src/service/features/preview';
import { miscastTable, twoD6Ways } from '../../../../server/src/service/compute/wfb-readings';
import { FLAMING_CAGE } from '../../../helpers/spells';

const service = createSpellService();
function hover(text: string, at: string): string {
  const i = text.indexOf(at);
  if (i < 0) throw new Error(`no ${at}`);
  return service.hover(service.analyze(text, DEFAULT_SETTINGS), i + 1, DEFAULT_SETTINGS, 'ascii')?.markdown ?? '';
}
function explain(text: string) {
  return explainSpells(service.analyze(text, DEFAULT_SETTINGS), DEFAULT_SETTINGS).spells[0]!;
}

describe('Warhammer: the miscast table overlapping at 3', () => {
  it('2D6 ways: 6 - |t - 7| for every total (a second method)', () => {
    const ways = twoD6Ways();
    for (let t = 2; t <= 12; t++) expect(ways.get(t)).toBe(6 - Math.abs(t - 7));
  });

  it('each row under both readings, by hand; each reading sums to 36', () => {
    const t = miscastTable();
    expect(t.map((r) => r.printed)).toEqual(['2-3', '3-6', '7-8', '9-10', '11-12']);
    expect(t.map((r) => r.waysA)).toEqual([3, 12, 11, 7, 3]);
    expect(t.map((r) => r.waysB)).toEqual([1, 14, 11, 7, 3]);
    expect(t.reduce((s, r) => s + r.waysA, 0)).toBe(36);
    expect(t.reduce((s, r) => s + r.waysB, 0)).toBe(36);
  });

  it('the casting hover points to the preview; the preview and explain --json show both readings, labelled', () => {
    const md = hover(FLAMING_CAGE, 'casting_value:');
    expect(md).toContain('Both readings of the rules, the miscast table and the rule texts: [open the preview](command:grimoire.openPreviewToSide).');
    const html = previewHtml(service.analyze(FLAMING_CAGE).spells[0]!, DEFAULT_SETTINGS).html;
    // Reading A of the overlap at 3: rows 2-3 take 1+2 = 3 ways of 36, 3-6 (as 4-6) 3+4+5 = 12; reading B: 2-3 as 2 only = 1 way, 3-6 = 2+3+4+5 = 14.
    expect(html).toMatch(/<tr><td>2-3<\/td><td>Dimensional cascade[^<]*<\/td><td>3\/36<\/td><td>1\/36<\/td><\/tr>/);
    expect(html).toMatch(/<tr><td>3-6<\/td><td>[^<]*<\/td><td>12\/36<\/td><td>14\/36<\/td><\/tr>/);
    expect(html).toContain('(A) Reading A: a roll of 3 is the first row');
    expect(html).toContain('After a miscast: (A)');
    expect(html).toContain('хоть и может рассеивать вражеские заклинания');
    expect(html).toContain('не могут вызывать Непреодолимую Силу');
    expect(html).toContain('учитывается переброшенный результат');
    const e = explain(FLAMING_CAGE);
    expect(e.miscastTable?.map((r) => [r.printed, r.waysA, r.waysB])).toEqual([
      ['2-3', 3, 1],
      ['3-6', 12, 14],
      ['7-8', 11, 11],
      ['9-10', 7, 7],
      ['11-12', 3, 3],
    ]);
    expect(e.sources?.miscastTable).toBe('seed 003');
  });
});

const SPELL = (system: string, material: string) => `name: Test
system: ${system}
${system === 'tov' ? 'circle: 1\nsource: arcane' : 'level: 1'}
school: conjuration
casting_time: 1 action
range: 30 feet
components: [V, S, M]
material:
${material}
duration: Instantaneous
`;

describe('5e: "costly and consumed" against "costly" and the focus', () => {
  it('a consumed, unpriced 5e material: the two readings disagree, and both are shown', () => {
    const t = SPELL('dnd5e', '  text: a pinch of powdered iron, which the spell consumes\n  consumed: true');
    expect(explain(t).material).toEqual({ consumed: true, focusA: false, focusB: true, disputed: true });
    const md = hover(t, 'material:');
    expect(md).toContain('**(A)** summary line');
    expect(md).toContain('**no**, the item itself is needed');
    expect(md).toContain('**(B)** detailed text');
    expect(md).toContain('**yes**');
  });

  it('a priced material: both readings say no focus; a plain one: both say yes (one answer shown)', () => {
    const priced = SPELL('dnd5e', '  text: a diamond worth 300 gp\n  cost_gp: 300');
    expect(explain(priced).material).toEqual({ costGp: 300, consumed: false, focusA: false, focusB: false, disputed: false });
    expect(hover(priced, 'material:')).toContain('No pouch or focus can stand in');
    const plain = SPELL('dnd5e', '  text: a bit of fleece');
    expect(explain(plain).material).toEqual({ consumed: false, focusA: true, focusB: true, disputed: false });
    expect(hover(plain, 'material:')).not.toContain('(A)');
  });

  it('ToV has the detailed rule only: a consumed, unpriced material takes a focus, one answer', () => {
    const t = SPELL('tov', '  text: a pinch of powdered iron, which the spell consumes\n  consumed: true');
    expect(explain(t).material).toEqual({ consumed: true, focusA: true, focusB: true, disputed: false });
    const md = hover(t, 'material:');
    expect(md).toContain('can stand in for it (Tales of the Valiant rules)');
    expect(md).not.toMatch(/\bseed\b/);
    expect(md).not.toContain('(A)');
  });
});
