/**
 * A length budget for hovers: each kind of hover is rendered on a real spell
 * and measured as VS Code draws it (one line per paragraph line, list item
 * and table row, a blank line between blocks, a picture by its height at
 * 19 px a line). The first screen (VS Code's hover is at least 250 px, 13
 * lines) must hold the answer; the whole computed part stays within 32 lines,
 * with the rest of a long one (the Warhammer readings, miscast table and rule
 * texts) one click away in the preview.
 */
import { describe, expect, it } from 'vitest';
import { createSpellService } from '../../../../server/src/service/service';
import { DEFAULT_SETTINGS } from '../../../../server/src/service/settings';
import { PREVIEW_COMMAND_LINK } from '../../../../server/src/service/features/sections/warhammer';
import { FIREBALL, FLAMING_CAGE } from '../../../helpers/spells';

const svc = createSpellService();
const LINE_PX = 19;
const FIRST_SCREEN = Math.floor(250 / LINE_PX);
const BUDGET = 32;

/** The computed part of a hover (before the schema's reference text) in drawn lines. */
function measure(markdown: string): { lines: string[]; height: number } {
  const computed = markdown.split('\n\n---\n\n')[0]!;
  const lines: string[] = [];
  let height = 0;
  for (const line of computed.split('\n')) {
    if (/^\|\s*-/.test(line)) continue; // a table's separator row is not drawn
    const img = /!\[[^\]]*\]\(data:image\/svg\+xml;base64,([^)]+)\)/.exec(line);
    if (img) {
      const svg = Buffer.from(img[1]!, 'base64').toString('utf8');
      const h = Number(/height="(\d+(?:\.\d+)?)"/.exec(svg)?.[1] ?? 200);
      height += Math.ceil(h / LINE_PX);
      lines.push('[picture]');
      continue;
    }
    height += 1;
    lines.push(line);
  }
  return { lines, height };
}

const ATTACK = FIREBALL.replace('save: { ability: dex, success: half }\n', 'attack: ranged\n');
const HOVERS: Array<{ kind: string; text: string; key: string; answer: RegExp }> = [
  { kind: 'area', text: FIREBALL, key: 'area', answer: /20-ft sphere|\[picture\]/ },
  { kind: 'save', text: FIREBALL, key: 'save', answer: /Save DC 15/ },
  { kind: 'attack', text: ATTACK, key: 'attack', answer: /\+7/ },
  { kind: 'damage', text: FIREBALL, key: 'damage', answer: /8d6/ },
  { kind: 'level', text: FIREBALL, key: 'level', answer: /3/ },
  { kind: 'range', text: FIREBALL, key: 'range', answer: /Range/ },
  { kind: 'duration', text: FIREBALL, key: 'duration', answer: /Instantaneous|instant/i },
  { kind: 'material', text: FIREBALL, key: 'material', answer: /./ },
  { kind: 'casting_value', text: FLAMING_CAGE, key: 'casting_value', answer: /Best: 4 dice/ },
  { kind: 'boosted', text: FLAMING_CAGE, key: '  - casting_value', answer: /Best: \d dice/ },
];

describe('hover length budget', () => {
  it.each(HOVERS)('$kind: the answer on the first screen, the whole within the budget', ({ text, key, answer }) => {
    const a = svc.analyze(text);
    const h = svc.hover(a, text.indexOf(`${key}:`) + key.length - 1, DEFAULT_SETTINGS);
    expect(h, key).toBeDefined();
    const { lines, height } = measure(h!.markdown);
    expect(lines.slice(0, FIRST_SCREEN).join('\n')).toMatch(answer);
    expect(height, lines.join('\n')).toBeLessThanOrEqual(BUDGET);
  });

  it('casting_value: the best number of dice first, the rest one click away', () => {
    const a = svc.analyze(FLAMING_CAGE);
    const md = svc.hover(a, FLAMING_CAGE.indexOf('casting_value:') + 1, DEFAULT_SETTINGS)!.markdown;
    // By hand, level 2 against 11+: 3 dice need 3d6 >= 9, 160 of 216 rolls = 74.1%; the table's 4-dice row is higher.
    expect(md).toMatch(/\| 3 \| 74\.1% \|/);
    const four = /\| 4 \| (\d+\.\d)% \|/.exec(md)![1]!;
    expect(Number(four)).toBeGreaterThan(74.1);
    expect(md).toContain(`**Best: 4 dice**, cast ${four}% of the time (reading A).`);
    expect(md).toContain(`(${PREVIEW_COMMAND_LINK})`);
    // The long parts moved to the preview: not in the hover any more (nor its rule quotes in Russian).
    expect(md).not.toMatch(/Miscast table/);
    expect(md).not.toMatch(/[А-Яа-я]/);
  });
});
