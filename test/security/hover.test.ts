/**
 * Issue 17, hover injection: map keys (a 3.5 `levels` class name,
 * `at_slot_level` keys) went unescaped into hover markdown, so
 * `[Open terminal](command:...)`, remote images and HTML appeared in the
 * hover source. Every user-supplied string, keys included, is escaped now.
 * The check hovers every offset of hostile spells of every system.
 */
import { PREVIEW_COMMAND_LINK } from '../../server/src/service/features/sections/warhammer';
import { describe, expect, it } from 'vitest';
import { createSpellService } from '../../server/src/service/service';
import { DEFAULT_SETTINGS } from '../../server/src/service/settings';
import { mdText } from '../../server/src/service/features/markdown';

const LINK = '[Open terminal](command:workbench.action.terminal.new)';
const IMG = '![i](https://evil.example/i.png)';
const HTML = '<img src="https://evil.example/x.png"><a href="https://evil.example">a</a>';
const AUTO = 'https://evil.example/auto www.evil.example mailto:x@evil.example';
/** One payload, YAML-quoted (usable as a key or a value). */
const P = JSON.stringify(`${LINK} ${IMG} ${HTML} ${AUTO}`);

const SPELLS: Array<[string, string]> = [
  ['5e', `name: ${P}\nlevel: 3\nschool: evocation\ncasting_time: 1 action\nrange: ${P}\ncomponents: [V, S, M]\nmaterial: ${P}\nduration: Instantaneous\narea: { shape: sphere, radius: 20 }\nsave: { ability: ${P}, success: ${P} }\nattack: ${P}\ndamage:\n  dice: 3d6\n  type: ${P}\n  at_slot_level: {${P}: 4d6, 4: ${P}}\n  ${P}: 1\nclasses: [${P}, wizard]\n${P}: ${P}\n`],
  ['3.5', `name: ${P}\nsystem: dnd35\nlevels: { ${P}: 1, wizard: ${P} }\nschool: evocation\ncasting_time: 1 standard action\nrange: ${P}\ncomponents: [V, S]\narea: ${P}\neffect: ${P}\nattack: ${P}\nduration: instantaneous\nsaving_throw: ${P}\nspell_resistance: 'yes'\ndamage: { dice: 1d6, type: ${P}, per_caster_level: 1d6, max_dice: 10 }\n`],
  ['ToV', `name: ${P}\nsystem: tov\ncircle: 1\nschool: ${P}\ncasting_time: 1 action\nrange: 60 feet\ncomponents: [V]\nduration: ${P}\nsave: { ability: dex, success: ${P} }\nsource: ${P}\n`],
  ['Warhammer', `name: ${P}\nsystem: wfb\nlore: ${P}\ncasting_value: 9\nboosted:\n  - casting_value: 12\n    effect: ${P}\ntype: ${P}\nrange: ${P}\n`],
  ['header', `# grimoire: spells\nsystem: dnd5e\n${P}: ${P}\nspells:\n  - name: ${P}\n    level: 1\n    ${P}: 2\n`],
];

/**
 * Markdown constructs that would come from user text: links/images not to our own data: SVGs, raw HTML, autolinks.
 * Our own "more in the preview" link (the one command the client trusts in hovers) is ours, not the spell's:
 * spell text cannot produce its unescaped `](` sequence.
 */
function injections(md: string): string[] {
  const found: string[] = [];
  md = md.split(`](${PREVIEW_COMMAND_LINK})`).join(']');
  for (const m of md.matchAll(/(?<!\\)\]\(([^)]*)/g)) if (!m[1]!.startsWith('data:image/svg+xml')) found.push(`link to ${m[1]}`);
  for (const m of md.matchAll(/<\/?[a-z][^>]*>/gi)) found.push(`html ${m[0]}`);
  for (const m of md.matchAll(/(?:https?|command|mailto):(?!\\)/gi)) found.push(`autolink ${m[0]}`);
  for (const m of md.matchAll(/www\.(?=evil)/gi)) found.push(`www autolink ${m[0]}`);
  return found;
}

describe('hover markdown never carries links, images or HTML from spell text', () => {
  const service = createSpellService();
  it.each(SPELLS)('%s spell: every offset', (_, text) => {
    const a = service.analyze(text, DEFAULT_SETTINGS);
    let hovers = 0;
    for (const pictures of ['svg', 'ascii'] as const) {
      for (let off = 0; off <= text.length; off++) {
        const h = service.hover(a, off, DEFAULT_SETTINGS, pictures);
        if (!h) continue;
        hovers++;
        expect(injections(h.markdown), `offset ${off}: ${h.markdown.slice(0, 300)}`).toEqual([]);
      }
    }
    expect(hovers).toBeGreaterThan(0);
  });

  it('a 3.5 class name key and an at_slot_level key are shown, escaped, in their hovers', () => {
    const t35 = SPELLS[1]![1];
    const a35 = service.analyze(t35, DEFAULT_SETTINGS);
    const h35 = service.hover(a35, t35.indexOf('levels: { ') + 'levels: { '.length + 2, DEFAULT_SETTINGS)!;
    expect(h35.markdown).toContain(mdText(JSON.parse(P)));
    const t5 = SPELLS[0]![1];
    const a5 = service.analyze(t5, DEFAULT_SETTINGS);
    const h5 = service.hover(a5, t5.indexOf('at_slot_level: {') + 'at_slot_level: {'.length + 2, DEFAULT_SETTINGS)!;
    expect(h5.markdown).toContain(mdText(JSON.parse(P)));
  });

  it('mdText: nothing of markdown or HTML survives, and the words do', () => {
    const out = mdText(`${LINK} ${IMG} ${HTML} ${AUTO} **b** _i_ \`c\` # h | t ~s~ \u001b[2J\u202e`);
    expect(injections(out)).toEqual([]);
    expect(out).not.toMatch(/(?<!\\)[*_`|~#[\]!]/);
    expect(out).toContain('Open terminal');
    expect(out).not.toMatch(/[\u0000-\u001f\u202e]/);
  });
});
