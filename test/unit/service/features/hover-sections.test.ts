/**
 * Hover sections (features/hover-sections.ts, features/sections/*): what
 * each key's hover adds, from inline YAML through the service's hover. Figures are the hand-derived ones of
 * docs/geometry.md and docs/numbers.md.
 */
import { describe, expect, it } from 'vitest';
import { createSpellService } from '../../../../server/src/service/service';
import { DEFAULT_SETTINGS, normaliseSettings, type GrimoireSettings } from '../../../../server/src/service/settings';
import { HOVER_SECTIONS } from '../../../../server/src/service/features/hover-sections';
import type { HoverContext } from '../../../../server/src/service/features/sections/context';
import { FIREBALL as FIREBALL_TEXT, FLAMING_CAGE } from '../../../helpers/spells';

const service = createSpellService();

/** The hover markdown at the first occurrence of `at` (cursor one character in). */
function hover(text: string, at: string, pictures: 'svg' | 'ascii' | 'both' = 'ascii', settings: GrimoireSettings = DEFAULT_SETTINGS): string {
  const i = text.indexOf(at);
  if (i < 0) throw new Error(`no ${at}`);
  const h = service.hover(service.analyze(text, settings), i + 1, settings, pictures);
  return h?.markdown ?? '';
}

/** Only the sections' part (after the schema text). */
function sections(text: string, path: Array<string | number>, pictures: HoverContext['pictures'] = 'ascii', settings: GrimoireSettings = DEFAULT_SETTINGS): string[] {
  const spell = service.analyze(text, settings).spells[0]!;
  return HOVER_SECTIONS.map((s) => s({ spell, path, settings, pictures })).filter((x): x is string => !!x);
}

const FIREBALL = FIREBALL_TEXT;

describe('area hover', () => {
  it('shows size in feet and metres and squares per 5e method (52 / 60 / 64)', () => {
    const md = hover(FIREBALL, 'area:');
    expect(md).toContain('**Area: 20-ft sphere**');
    expect(md).toContain('radius 20 ft (6 m)');
    expect(md).toMatch(/\| DMG \| 52 \|/);
    expect(md).toMatch(/\| template \| 60 \|/);
    expect(md).toMatch(/\| token \| 64 \|/);
  });

  it('ascii: a text grid of the default method (52 #) and no image', () => {
    const md = hover(FIREBALL, 'area:', 'ascii');
    const block = /```text\n([\s\S]*?)\n```/.exec(md)![1]!;
    const grid = block.split('\n').slice(0, -1).join('\n');
    expect(grid.split('').filter((c) => c === '#').length).toBe(52);
    expect(md).not.toContain('data:image/svg+xml');
  });

  it('svg: a markdown image with a base64 SVG data URI and no text grid', () => {
    const md = hover(FIREBALL, 'area:', 'svg');
    const m = /!\[footprint\]\(data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)\)/.exec(md);
    expect(m).not.toBeNull();
    const svg = Buffer.from(m![1]!, 'base64').toString('utf8');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('52 squares');
    expect(svg).not.toMatch(/<script|\son\w+=|href=/i);
    expect(md).not.toContain('```text');
  });

  it('both: image and grid', () => {
    const md = hover(FIREBALL, 'area:', 'both');
    expect(md).toContain('data:image/svg+xml;base64,');
    expect(md).toContain('```text');
  });

  it('on a range that names an area: orthogonal and diagonal counts (60-ft cone: 84 / 89, token 144 / 78)', () => {
    const cone = FIREBALL.replace('range: 150 feet', 'range: Self (60-foot cone)').replace('area: { shape: sphere, radius: 20 }', 'area: { shape: cone, length: 60 }');
    for (const at of ['range:', 'area:']) {
      const md = hover(cone, at);
      expect(md).toContain('**Area: 60-ft cone**');
      expect(md).toMatch(/\| DMG \| 84 \| 89 \|/);
      expect(md).toMatch(/\| token \| 144 \| 78 \|/);
      expect(md).toContain('length 60 ft (18 m)');
    }
    // A plain distance names no area.
    expect(hover(FIREBALL, 'range:')).not.toContain('**Area');
  });

  it('on a 3.5 area line: the 3.5 grid (20-ft spread: 44 squares)', () => {
    const t = `name: Fireball
system: dnd35
levels: { wizard: 3 }
school: evocation
range: long (400 ft. + 40 ft./level)
area: 20-ft.-radius spread
`;
    const md = hover(t, 'area:');
    expect(md).toMatch(/\| 3\.5 grid \| 44 \|/);
    expect(md).toContain('spread turns corners');
  });

  it('on a Warhammer template: 4 squares of 1 inch for the small template', () => {
    const md = hover('name: Kindle\nsystem: wfb\nlore: fire\ncasting_value: 3\ntemplate: small\n', 'template:');
    expect(md).toContain('**Area: small template**');
    expect(md).toContain('**4** one-inch squares');
    expect(md).toContain('3 in across');
  });

  it('leaves the ASCII grid out for a huge area and stays short', () => {
    const big = FIREBALL.replace('radius: 20', 'radius: 120');
    const [md] = sections(big, ['area'], 'ascii');
    expect(md).toContain('ASCII grid left out');
    expect(md!.split('\n').length).toBeLessThan(40);
  });
});

describe('save hover', () => {
  it('DC 15 for INT 18 at level 5, the profile spelled out, and the DC table with the profile cell bold', () => {
    const md = hover(FIREBALL, 'save:');
    expect(md).toContain('**Save DC 15** (DEX save, half damage on a success)');
    expect(md).toContain('8 + 4 (INT modifier) + 3 (proficiency) = 15');
    expect(md).toContain('Profile: INT 18 (+4), level 5 (+3).');
    expect(md).toContain('| 18 (+4) | 14 | **15** | 16 | 17 | 18 |');
    expect(md).toContain('| 10 (+0) | 10 | 11 | 12 | 13 | 14 |');
    expect(md).not.toContain('default profile');
  });

  it('documents the default profile when none is given (16, level 5: DC 14)', () => {
    const md = hover(FIREBALL.replace(/^caster:.*\n/m, ''), 'save:');
    expect(md).toContain('**Save DC 14**');
    expect(md).toContain('default profile: ability score 16 (+3), level 5 (proficiency +3)');
  });

  it('the settings profile applies when the file has none; the file wins over it', () => {
    const s = normaliseSettings({ caster: { abilityScore: 20, level: 17 } });
    expect(hover(FIREBALL.replace(/^caster:.*\n/m, ''), 'save:', 'ascii', s)).toContain('**Save DC 19**'); // 8 + 5 + 6
    expect(hover(FIREBALL, 'save:', 'ascii', s)).toContain('**Save DC 15**');
  });

  it('a fixed dc replaces the formula', () => {
    expect(hover(FIREBALL.replace('caster: { ability_score: 18, level: 5 }', 'caster: { dc: 17 }'), 'save:')).toContain('Fixed DC 17');
  });
});

describe('attack hover', () => {
  it('5e ranged: +7 and the disadvantage rule', () => {
    const md = hover(FIREBALL.replace('save: { ability: dex, success: half }', 'attack: ranged'), 'attack:');
    expect(md).toContain('**Spell attack +7** (ranged)');
    expect(md).toContain('within 5 ft');
    expect(md).toContain('disadvantage');
  });

  it('3.5 ray: ranged touch attack, critical on a natural 20, double damage', () => {
    const md = hover('name: Ray of Frost\nsystem: dnd35\nlevels: { wizard: 0 }\nschool: evocation\nattack: ray\n', 'attack:');
    expect(md).toContain('ranged touch attack');
    expect(md).toContain('natural 20');
    expect(md).toContain('double damage');
  });
});

describe('level / circle hover', () => {
  it('3rd level: caster levels 5 / 9 / 13, 5 spell points, identify DC 18', () => {
    const md = hover(FIREBALL, 'level:');
    expect(md).toContain('**3rd-level spell**');
    expect(md).toMatch(/full .*\| 5 \|/);
    expect(md).toMatch(/half .*\| 9 \|/);
    expect(md).toMatch(/third .*\| 13 \|/);
    expect(md).toContain('Spell points (variant): **5** (DMG)');
    expect(md).toContain('**DC 18**');
  });

  it('5e ritual: +10 minutes, no slot, no upcasting', () => {
    const md = hover(FIREBALL.replace('level: 3', 'level: 1\nritual: true'), 'level:');
    expect(md).toContain('10 minutes longer');
    expect(md).toContain('no slot');
    expect(md).toContain('cannot be cast at a higher level');
  });

  it('ToV ritual: circle for dispelling = max(circle, caster highest circle): circle 2 at level 5 counts as 3', () => {
    const t = 'name: Prayer\nsystem: tov\ncircle: 2\nschool: evocation\nritual: true\ncaster: { level: 5 }\n';
    const md = hover(t, 'circle:');
    expect(md).toContain('**2nd-circle spell**');
    expect(md).toContain('**circle 3**');
    // Level 9 reaches circle 5: a circle-6 ritual stays 6.
    expect(hover(t.replace('circle: 2', 'circle: 6').replace('level: 5', 'level: 9'), 'circle:')).toContain('**circle 6**');
  });

  it('cantrip: cast at will, half-caster dash', () => {
    const md = hover(FIREBALL.replace('level: 3', 'level: 0'), 'level:');
    expect(md).toContain('**Cantrip**');
    expect(md).toContain('| half (paladin, ranger) | - |');
  });
});

describe('damage and duration hovers', () => {
  it('damage table per slot and the concentration DC of the average (28 -> DC 14)', () => {
    const md = hover(FIREBALL, 'damage:');
    expect(md).toContain('**Damage 8d6 fire**: average **28**, maximum 48');
    expect(md).toContain('| 4 | 9d6 fire | 31.5 | 54 |');
    expect(md).toContain('| 9 | 14d6 fire | 49 | 84 |');
    expect(md).toContain('**DC 14** Constitution save');
  });

  it('heal table without a concentration DC', () => {
    const md = hover('name: Cure\nlevel: 1\nschool: evocation\nheal: { dice: 1d8+3, per_slot: 1d8 }\n', 'heal:');
    expect(md).toContain('**Healing 1d8+3**: average **7.5**, maximum 11');
    expect(md).toContain('| 2 | 2d8+3 | 12 | 19 |');
    expect(md).not.toContain('Constitution save');
  });

  it('cantrip rows by character level', () => {
    const md = hover('name: Fire Bolt\nlevel: 0\nschool: evocation\nattack: ranged\ndamage: { dice: 1d10, type: fire, per_character_level: 1d10 }\n', 'damage:');
    expect(md).toContain('| character level | dice | average | max |');
    expect(md).toContain('| 17 | 4d10 fire | 22 | 40 |');
  });

  it('concentration: what breaks it, on `duration` and on `concentration`', () => {
    const t = FIREBALL.replace('duration: Instantaneous', 'duration: Concentration, up to 1 minute\nconcentration: true');
    for (const at of ['duration:', 'concentration:']) {
      const md = hover(t, at);
      expect(md).toContain('cast another spell that needs concentration');
      expect(md).toContain('incapacitated or killed');
      expect(md).toContain('**DC = max(10, half the damage)**, one save per source');
    }
    expect(hover(FIREBALL, 'duration:')).not.toContain('Concentration**');
  });
});

describe('Warhammer hover', () => {
  const CAGE = FLAMING_CAGE;

  it('casting_value: a 1-6 dice table at the default wizard level 2 with both readings labelled', () => {
    const md = hover(CAGE, 'casting_value: 11');
    expect(md).toContain('**Casting value 11+** at wizard level 2');
    expect(md).toContain('default profile: wizard level 2');
    // 3 dice: 160/216 = 74.1% under both readings (no miscast with a 6-6 on 3 dice); 4 dice: 1114/1296 = 86.0% (A).
    expect(md).toMatch(/\| 3 \| 74\.1% \| 74\.1% \| 7\.4% \| 7\.4% \|/);
    expect(md).toMatch(/\| 4 \| 86\.0% \| 85\.5% \| 13\.2% \| 13\.2% \|/);
    // The readings of the rules are one click away, in the preview (hover-budget.test.ts).
    expect(md).toContain('](command:grimoire.openPreviewToSide)');
    expect(md).toContain('enemy wizard of level 2');
  });

  it('dispel column: 1 die never dispels a 2-dice cast of 11+ by level 2 (6 + 2 < 11); 2 dice need 2d6 >= result - 2', () => {
    const md = hover(CAGE, 'casting_value: 11');
    // A 2-dice normal cast totals 9, 10 or 11 naturals (4, 3, 2 ways of 10 with no double 6 / double 1
    // -> results 11, 12, 13); the dispel with 2d6 + 2 needs >= 9, 10, 11 (10, 6, 3 ways of 36):
    // (4*10 + 3*6 + 2*3) / (9 * 36) = 64 / 324 = 19.8%.
    expect(md).toMatch(/\| 2 \| 27\.8% \| 27\.8% \| 2\.8% \| 2\.8% \| 0% \/ 19\.8% \//);
  });

  it('each boosted casting value gets its own table; the file wizard level is used', () => {
    const md = hover(CAGE, '- casting_value: 14'.slice(1));
    expect(md).toContain('**Boosted casting value 14+**');
    const lv4 = hover(`caster: { wizard_level: 4 }\n${CAGE}`, 'casting_value: 11');
    expect(lv4).toContain('at wizard level 4');
    expect(lv4).not.toContain('default profile');
  });
});

describe('sections in general', () => {
  it('add nothing on keys they do not cover', () => {
    expect(sections(FIREBALL, ['school'])).toEqual([]);
    expect(sections(FIREBALL, ['name'])).toEqual([]);
  });

  it('stay under ~40 lines each (ASCII pictures included)', () => {
    const cone = FIREBALL.replace('area: { shape: sphere, radius: 20 }', 'area: { shape: cone, length: 60 }');
    for (const [t, k] of [
      [FIREBALL, 'area'],
      [cone, 'area'],
      [FIREBALL, 'save'],
      [FIREBALL, 'level'],
      [FIREBALL.replace('level: 3', 'level: 1'), 'damage'],
    ] as const) {
      for (const md of sections(t, [k], 'both')) expect(md.split('\n').length, `${k}`).toBeLessThanOrEqual(42);
    }
  });
});
