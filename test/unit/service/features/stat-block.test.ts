/**
 * The preview reads like a printed stat block. Each expected line
 * is written by hand from the spell's fields, the way a rulebook prints them
 * ("Area 30-foot cone"), never the raw mapping ("shape: cone; length: 30").
 */
import { describe, expect, it } from 'vitest';
import { createSpellService } from '../../../../server/src/service/service';
import { DEFAULT_SETTINGS } from '../../../../server/src/service/settings';
import { notASpellHtml, previewHtml } from '../../../../server/src/service/features/preview';
import { statRows } from '../../../../server/src/service/features/stat-block';
import { renderMarkdown } from '../../../../server/src/service/index';
import { previewPage } from '../../../../client/src/preview-page';

const service = createSpellService();
const spellOf = (text: string) => service.analyze(text).spells[0]!;

/** A 2nd-level cold cone that upcasts, with a material and classes. */
const FROST = `name: Frost Fan
level: 2
school: evocation
casting_time: 1 action
range: Self (30-foot cone)
components: [V, S, M]
material: a sliver of ice
duration: Instantaneous
area: { shape: cone, length: 30 }
save: { ability: con, success: half }
damage: { dice: 3d8, type: cold, per_slot: 1d8 }
classes: [druid, sorcerer, wizard]
`;

/** The card's rows as "Label text" lines, tags stripped (what a reader sees). */
function lines(html: string): string[] {
  return [...html.matchAll(/<div class="row"><span class="label">(.*?)<\/span> <span class="value">(.*?)<\/span><\/div>/g)].map((m) => `${m[1]} ${m[2]}`);
}

describe('the preview reads like a stat block', () => {
  it('area, save, damage with its upcast, classes, components with the material', () => {
    const html = previewHtml(spellOf(FROST), DEFAULT_SETTINGS).html;
    expect(lines(html)).toEqual([
      'Casting Time 1 action',
      'Range Self (30-foot cone)',
      'Area 30-foot cone',
      'Components V, S, M (a sliver of ice)',
      'Duration Instantaneous',
      'Saving Throw Constitution, half on a success',
      'Damage 3d8 cold, +1d8 per slot above 2nd',
      'Classes Druid, Sorcerer, Wizard',
    ]);
  });

  it('no raw mapping and no source footnote anywhere on the card', () => {
    for (const text of [FROST, FROST.replace('area: { shape: cone, length: 30 }', 'area: { shape: sphere, radius: 20 }').replace('range: Self (30-foot cone)', 'range: 150 feet')]) {
      const html = previewHtml(spellOf(text), DEFAULT_SETTINGS).html;
      expect(html).not.toMatch(/\[object|shape: |ability: |dice: |per_slot|;\s*type:/);
      expect(html).not.toMatch(/\bseed\b/i);
    }
  });

  it('text fields of the wrong shape still read as text', () => {
    const odd = FROST + 'description: [first part, second part]\nhigher_levels: { note: more dice }\n';
    const html = previewHtml(spellOf(odd), DEFAULT_SETTINGS).html;
    expect(html).not.toContain('[object');
    expect(html).toContain('<p>first part, second part</p>');
    expect(html).toContain('At Higher Levels.</strong> note more dice');
  });

  it('the other shapes and forms', () => {
    const rows = (patch: string) => Object.fromEntries(statRows(spellOf(FROST.replace(/^area: .*$/m, patch))));
    expect(rows('area: { shape: sphere, radius: 20 }').Area).toBe('20-foot-radius sphere');
    expect(rows('area: { shape: cube, size: 15 }').Area).toBe('15-foot cube');
    expect(rows('area: { shape: line, length: 100, width: 5 }').Area).toBe('100-foot line, 5 feet wide');
    expect(rows('area: { shape: cylinder, radius: 10, height: 40 }').Area).toBe('10-foot-radius, 40-foot-high cylinder');
    expect(rows('area: { shape: sphere, radius: 6, unit: m }').Area).toBe('6-metre-radius sphere');
    const heal = Object.fromEntries(statRows(spellOf('name: Cure\nlevel: 1\nschool: evocation\ncasting_time: 1 action\nrange: Touch\ncomponents: [V, S]\nduration: Instantaneous\nheal: { dice: 2d8, per_slot: 1d8 }\nattack: melee\n')));
    expect(heal.Healing).toBe('2d8, +1d8 per slot above 1st');
    expect(heal.Attack).toBe('Melee spell attack');
    const ritual = Object.fromEntries(statRows(spellOf('name: Prayer\nsystem: tov\ncircle: 2\nsource: divine\nschool: evocation\ncasting_time: 10 minutes\nrange: 30 feet\ncomponents: [V]\nduration: Instantaneous\nritual: true\nheal: { dice: 2d8, add_modifier: true, at_highest_circle: { 3: 3d8 } }\n')));
    expect(ritual.Healing).toBe('2d8 plus your spellcasting modifier, 3d8 once the caster can reach 3rd-circle spells');
    const cantrip = Object.fromEntries(statRows(spellOf('name: Bolt\nlevel: 0\nschool: evocation\ncasting_time: 1 action\nrange: 120 feet\ncomponents: [V, S]\nduration: Instantaneous\nattack: ranged\ndamage: { dice: 1d10, type: fire, per_character_level: 1d10 }\n')));
    expect(cantrip.Damage).toBe('1d10 fire, +1d10 at character levels 5, 11 and 17');
    const two = Object.fromEntries(statRows(spellOf(FROST.replace(/^damage: .*$/m, 'damage: [{ dice: 2d6, type: fire }, { dice: 2d6, type: radiant }]'))));
    expect(two.Damage).toBe('2d6 fire; 2d6 radiant');
    const d35 = Object.fromEntries(statRows(spellOf('name: Fireball\nsystem: dnd35\nlevels: { sorcerer: 3, wizard: 3 }\nschool: evocation\ncasting_time: 1 standard action\nrange: long (400 ft. + 40 ft./level)\ncomponents: [V, S, M]\narea: 20-ft.-radius spread\nduration: instantaneous\nsaving_throw: Reflex half\nspell_resistance: \'yes\'\ndamage: { per_caster_level: 1d6, max_dice: 10, type: fire }\n')));
    expect(d35.Damage).toBe('1d6 fire per caster level (maximum 10d6)');
    expect(d35.Area).toBe('20-ft.-radius spread');
    expect(d35['Saving Throw']).toBe('Reflex half');
    const wfb = Object.fromEntries(statRows(spellOf('name: Flaming Cage\nsystem: wfb\nlore: fire\ncasting_value: 11\nboosted:\n  - casting_value: 14\n    effect: Range increases to 48".\ntype: hex\nrange: 24"\n')));
    expect(wfb.Boosted).toBe('14+: Range increases to 48".');
    expect(wfb.Type).toBe('Hex');
  });

  it('grimoire render --format md prints the same lines', () => {
    const md = renderMarkdown(spellOf(FROST), DEFAULT_SETTINGS);
    expect(md).toContain('**Area:** 30-foot cone');
    expect(md).toContain('**Saving Throw:** Constitution, half on a success');
    expect(md).toContain('**Classes:** Druid, Sorcerer, Wizard');
  });
});

describe('the preview page around the card', () => {
  it('the angle box holds no placeholder word that a narrow box would cut; its unit sits outside', () => {
    const page = previewPage({ html: '<article></article>', methods: ['dmg', 'template'] }, { method: '', placement: '30' }, 'vscode-resource:', 'n0nce');
    const input = /<input id="angle"[^>]*>/.exec(page)![0];
    const placeholder = /placeholder="([^"]*)"/.exec(input)![1]!;
    expect(placeholder.length).toBeLessThanOrEqual(3);
    expect(input).toContain('value="30"');
    expect(page).toMatch(/<input id="angle"[^>]*>°<\/label>/);
  });

  it('on a file that is not a spell file the card says so, not a card of the config', () => {
    expect(notASpellHtml('en')).toBe('<p class="empty">This file is not a spell file, so Grimoire does not preview it. Spell files end in <code>.spell.yaml</code> or <code>.spells.yaml</code>, sit in a <code>spells/</code> folder, or start with a <code># grimoire</code> line.</p>');
    expect(notASpellHtml('en')).not.toMatch(/<h1>/);
  });
});
