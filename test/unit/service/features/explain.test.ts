/**
 * explainSpells / summaryLine on inline YAML. Every figure is pinned to a
 * value derived independently of the code: the area counts are the hand
 * derivations of docs/geometry.md ("Anchor counts"), the DCs and dice are
 * worked in the comments, and the Warhammer odds are checked against a
 * brute-force enumeration of every roll written in this file.
 */
import { describe, expect, it } from 'vitest';
import { createSpellService } from '../../../../server/src/service/service';
import { DEFAULT_SETTINGS, normaliseSettings, type GrimoireSettings } from '../../../../server/src/service/settings';
import { explainSpells, type ExplainedSpell } from '../../../../server/src/service/features/explain';
import { mergeProfiles, type ProfileOverrides } from '../../../../server/src/service/features/figures/profile';
import { summaryLine } from '../../../../server/src/service/features/summary';
import { FIREBALL as FIREBALL_TEXT, FLAMING_CAGE } from '../../../helpers/spells';

const service = createSpellService();

function explain(text: string, settings: GrimoireSettings = DEFAULT_SETTINGS, overrides?: ProfileOverrides): ExplainedSpell[] {
  return explainSpells(service.analyze(text, settings), settings, overrides).spells;
}

function one(text: string, settings: GrimoireSettings = DEFAULT_SETTINGS, overrides?: ProfileOverrides): ExplainedSpell {
  const s = explain(text, settings, overrides);
  expect(s).toHaveLength(1);
  return s[0]!;
}

const FIREBALL = `# a comment line first\n${FIREBALL_TEXT}`;

describe('explainSpells: 5e Fireball', () => {
  const f = one(FIREBALL);

  it('names the spell, its 1-based line and system', () => {
    expect(f.name).toBe('Fireball');
    expect(f.line).toBe(2); // the comment is line 1, `name:` line 2
    expect(f.system).toBe('dnd5e');
  });

  it('counts the 20-ft sphere as derived by hand in docs/geometry.md: DMG 52, template 60, token 64', () => {
    // dmg: 8 whole + 5 partial covered >= half per quadrant = 13 x 4; template: near corner
    // strictly inside r = 4 squares: 4 + 4 + 4 + 3 = 15 x 4; token: (2r / 5)^2 = 8^2.
    expect(f.area).toEqual({ shape: 'sphere', sizes: { radius: 20 }, squares: { dmg: 52, template: 60, token: 64 } });
    expect(f.area!.squaresDiagonal).toBeUndefined();
  });

  it('gives save DC 15 for INT 18 at level 5 (8 + 4 + 3)', () => {
    // modifier floor((18 - 10) / 2) = 4; proficiency 2 + floor((5 - 1) / 4) = 3.
    expect(f.save).toEqual({ ability: 'dex', dc: 15 });
  });

  it('scales 8d6 by 1d6 per slot: 28 / 48 at 3rd, up to 14d6 at 9th', () => {
    const want = [3, 4, 5, 6, 7, 8, 9].map((slot) => {
      const n = 8 + (slot - 3);
      return { level: slot, dice: `${n}d6`, average: (n * 7) / 2, maximum: n * 6 };
    });
    expect(f.damage).toEqual(want);
    expect(f.damage![0]).toEqual({ level: 3, dice: '8d6', average: 28, maximum: 48 });
  });

  it('derives the concentration DC from the average (max(10, 28 / 2) = 14), identify DC 18, 5 spell points, caster levels 5/9/13', () => {
    expect(f.concentrationDc).toBe(14);
    expect(f.identifyDc).toBe(18);
    expect(f.spellPoints).toBe(5);
    expect(f.minCasterLevel).toEqual({ full: 5, half: 9, third: 13 });
    expect(f.attack).toBeUndefined();
    expect(f.casting).toBeUndefined();
  });

  it('summaryLine says the same: DC 15 | 8d6 avg 28 | 20-ft sphere: 52 sq (DMG)', () => {
    const a = service.analyze(FIREBALL);
    expect(summaryLine(a.spells[0]!, DEFAULT_SETTINGS)).toBe('DC 15 | 8d6 avg 28 | 20-ft sphere: 52 sq (DMG)');
  });
});

describe('caster profile precedence', () => {
  const bare = FIREBALL.replace(/^caster:.*\n/m, '');

  it('uses the defaults (16, level 5: DC 14, attack +6) with no profile anywhere', () => {
    const f = one(bare);
    expect(f.save!.dc).toBe(8 + 3 + 3);
    expect(f.profile.defaulted).toContain('abilityScore');
  });

  it('settings < file < flags', () => {
    const settings = normaliseSettings({ caster: { abilityScore: 20 } });
    expect(one(bare, settings).save!.dc).toBe(8 + 5 + 3); // settings: 20 (+5)
    expect(one(FIREBALL, settings).save!.dc).toBe(15); // the file's 18 wins
    // Flags: score 20 (+5), level 17 (+6), DC bonus 2 -> 8 + 5 + 6 + 2 = 21 (docs/numbers.md).
    const f = one(FIREBALL, settings, { abilityScore: 20, level: 17, dcBonus: 2 });
    expect(f.save!.dc).toBe(21);
  });

  it('a higher layer giving a score drops a lower modifier or fixed DC', () => {
    const fixed = FIREBALL.replace('caster: { ability_score: 18, level: 5 }', 'caster: { dc: 19, ability_modifier: 1 }');
    expect(one(fixed).save!.dc).toBe(19);
    expect(one(fixed, DEFAULT_SETTINGS, { abilityScore: 18 }).save!.dc).toBe(15);
    const m = mergeProfiles([
      ['settings', { abilityModifier: 5 }],
      ['file', { abilityScore: 12 }],
    ]);
    expect(m.merged).toEqual({ abilityScore: 12 });
    expect(m.sources).toEqual({ abilityScore: 'file' });
  });

  it('gives the attack bonus from the same profile: +7 for INT 18 level 5, +11 for 20 at 17', () => {
    const bolt = FIREBALL.replace('save: { ability: dex, success: half }\n', 'attack: ranged\n');
    expect(one(bolt).attack).toEqual({ bonus: 7 });
    expect(one(bolt, DEFAULT_SETTINGS, { abilityScore: 20, level: 17, dcBonus: 2 }).attack).toEqual({ bonus: 11 });
  });
});

const DATASET = `# grimoire: spells
system: dnd5e
spells:
  - name: Cone of Cold
    level: 5
    school: evocation
    casting_time: 1 action
    range: Self (60-foot cone)
    components: [V, S, M]
    material: a small crystal or glass cone
    duration: Instantaneous
    area: { shape: cone, length: 60 }
    save: { ability: con, success: half }
    damage: { dice: 8d8, type: cold, per_slot: 1d8 }
  - name: Burning Hands
    level: 1
    school: evocation
    casting_time: 1 action
    range: Self (15-foot cone)
    components: [V, S]
    duration: Instantaneous
    save: { ability: dex, success: half }
    damage: { dice: 3d6, type: fire, per_slot: 1d6 }
  - name: Thunderwave
    level: 1
    school: evocation
    casting_time: 1 action
    range: Self (15-foot cube)
    components: [V, S]
    duration: Instantaneous
    area: { shape: cube, size: 15 }
  - name: Lightning Bolt
    level: 3
    school: evocation
    casting_time: 1 action
    range: Self (100-foot line)
    components: [V, S, M]
    material: a bit of fur and a rod of amber, crystal, or glass
    duration: Instantaneous
    area: { shape: line, length: 100, width: 5 }
  - name: Web
    level: 2
    school: conjuration
    casting_time: 1 action
    range: 18 m
    components: [V, S, M]
    material: a bit of spiderweb
    duration: Concentration, up to 1 hour
    area: { shape: cube, size: 6, unit: m }
  - name: Fire Bolt
    level: 0
    school: evocation
    casting_time: 1 action
    range: 120 feet
    components: [V, S]
    duration: Instantaneous
    attack: ranged
    damage: { dice: 1d10, type: fire, per_character_level: 1d10 }
  - name: Ice Storm
    level: 4
    school: evocation
    casting_time: 1 action
    range: 300 feet
    components: [V, S, M]
    material: a pinch of dust and a few drops of water
    duration: Instantaneous
    area: { shape: cylinder, radius: 20, height: 40 }
    save: { ability: dex, success: half }
    damage: [{ dice: 2d8, type: bludgeoning, per_slot: 1d8 }, { dice: 4d6, type: cold }]
  - name: Power Word Heal
    level: 9
    school: evocation
    casting_time: 1 action
    range: touch
    components: [V, S]
    duration: Instantaneous
    heal: { dice: "70" }
`;

describe('areas, cantrips, several damage types (dataset)', () => {
  const all = explain(DATASET);
  const by = (n: string) => all.find((s) => s.name === n)!;

  it('gives each spell its 1-based line', () => {
    const lines = DATASET.split('\n');
    for (const s of all) expect(lines[s.line - 1]).toContain(`- name: ${s.name}`);
  });

  it('60-ft cone: 84 / 89 (DMG, template), token 144 / 78 (geometry.md anchors)', () => {
    // Orthogonal dmg/template: 2(1 + 2 + ... + 6) = 84; diagonal 73 + 8 + 8 = 89;
    // token n = 12 rows: n^2 = 144 orthogonal, n(n + 1)/2 = 78 diagonal.
    expect(by('Cone of Cold').area).toEqual({
      shape: 'cone',
      sizes: { length: 60 },
      squares: { dmg: 84, template: 84, token: 144 },
      squaresDiagonal: { dmg: 89, template: 89, token: 78 },
    });
  });

  it('reads the area of a self range when there is no `area`: 15-ft cone 8 / 11, token 9 / 6', () => {
    expect(by('Burning Hands').area).toEqual({
      shape: 'cone',
      sizes: { length: 15 },
      squares: { dmg: 8, template: 8, token: 9 },
      squaresDiagonal: { dmg: 11, template: 11, token: 6 },
    });
  });

  it('15-ft cube 9 / 18, token 9 / 9; 100-ft line 40 / 45, token 20 / 20', () => {
    expect(by('Thunderwave').area!.squares).toEqual({ dmg: 9, template: 9, token: 9 });
    expect(by('Thunderwave').area!.squaresDiagonal).toEqual({ dmg: 18, template: 18, token: 9 });
    expect(by('Lightning Bolt').area).toEqual({
      shape: 'line',
      sizes: { length: 100, width: 5 },
      squares: { dmg: 40, template: 40, token: 20 },
      squaresDiagonal: { dmg: 45, template: 45, token: 20 },
    });
  });

  it('converts metres at 1.5 m = 5 ft: a 6 m cube is a 20-ft cube, 4 x 4 = 16 squares orthogonally', () => {
    expect(by('Web').area!.sizes).toEqual({ size: 20 });
    expect(by('Web').area!.squares).toEqual({ dmg: 16, template: 16, token: 16 });
  });

  it('cantrip damage by character level: 1d10 .. 4d10, averages 5.5, 11, 16.5, 22; cantrip has no spell points', () => {
    const b = by('Fire Bolt');
    expect(b.damage).toEqual([
      { level: 1, dice: '1d10', average: 5.5, maximum: 10 },
      { level: 5, dice: '2d10', average: 11, maximum: 20 },
      { level: 11, dice: '3d10', average: 16.5, maximum: 30 },
      { level: 17, dice: '4d10', average: 22, maximum: 40 },
    ]);
    expect(b.concentrationDc).toBe(10); // max(10, floor(5.5 / 2))
    expect(b.spellPoints).toBe(0);
    expect(b.identifyDc).toBe(15);
    expect(b.minCasterLevel).toEqual({ full: 1, half: null, third: 3 });
    expect(b.attack).toEqual({ bonus: 6 }); // default profile: +3 + 3
  });

  it('sums several damage entries per slot: 2d8 + 4d6 = 9 + 14 = 23 at 4th, 27.5 at 5th; cylinder r 20 = sphere counts', () => {
    const s = by('Ice Storm');
    expect(s.damage![0]).toEqual({ level: 4, dice: '2d8 + 4d6', average: 23, maximum: 40 });
    expect(s.damage![1]).toEqual({ level: 5, dice: '3d8 + 4d6', average: 27.5, maximum: 48 });
    expect(s.concentrationDc).toBe(11); // floor(23 / 2)
    expect(s.area!.squares).toEqual({ dmg: 52, template: 60, token: 64 }); // base circle r = 20
    expect(s.area!.sizes).toEqual({ radius: 20, height: 40 });
  });

  it('reads a flat healing amount as a fixed number', () => {
    expect(by('Power Word Heal').heal).toEqual([{ level: 9, dice: '70', average: 70, maximum: 70 }]);
    expect(by('Power Word Heal').damage).toBeUndefined();
  });
});

describe('3.5 and Warhammer areas', () => {
  it('3.5 fireball: 20-ft spread on the 3.5 grid = 44 squares; 1d6 per caster level to 10d6', () => {
    const s = one(`name: Fireball
system: dnd35
levels: { sorcerer: 3, wizard: 3 }
school: evocation
casting_time: 1 standard action
range: long (400 ft. + 40 ft./level)
components: [V, S, M]
area: 20-ft.-radius spread
duration: instantaneous
saving_throw: Reflex half
damage: { per_caster_level: 1d6, max_dice: 10, type: fire }
`);
    // grid35 R = 4: rows b = 1..4 hold a <= 4, 3, 3, 1 -> 11 per quadrant (geometry.md).
    expect(s.area).toEqual({ shape: 'sphere', sizes: { radius: 20 }, squares: { grid35: 44 } });
    expect(s.damage).toEqual([
      { level: 5, dice: '5d6', average: 17.5, maximum: 30 },
      { level: 10, dice: '10d6', average: 35, maximum: 60 },
      { level: 15, dice: '10d6', average: 35, maximum: 60 },
      { level: 20, dice: '10d6', average: 35, maximum: 60 },
    ]);
    expect(s.save).toBeUndefined();
  });

  it('3.5 cone-shaped burst takes its length from the range: 60 ft -> R 12, 104 / 96', () => {
    const s = one(`name: Cone
system: dnd35
levels: { wizard: 1 }
school: evocation
range: 60 ft.
area: cone-shaped burst
`);
    expect(s.area!.squares).toEqual({ grid35: 104 });
    expect(s.area!.squaresDiagonal).toEqual({ grid35: 96 });
  });

  it('Warhammer templates: small 4, large 16 one-inch squares', () => {
    const mk = (t: string) => one(`name: T\nsystem: wfb\nlore: fire\ncasting_value: 5\ntemplate: ${t}\n`).area;
    expect(mk('small')).toEqual({ shape: 'template', sizes: {}, template: 'small', squares: { wfb: 4 } });
    expect(mk('large')!.squares).toEqual({ wfb: 16 });
  });
});

/** Every roll of n six-sided dice. */
function allRolls(n: number): number[][] {
  let rolls: number[][] = [[]];
  for (let i = 0; i < n; i++) rolls = rolls.flatMap((r) => [1, 2, 3, 4, 5, 6].map((f) => [...r, f]));
  return rolls;
}

/** Seed 003 applied to every roll, directly: counts of each outcome over 6^n. */
function bruteForce(cv: number, n: number, level: number) {
  let cast = 0;
  let castIfBothFails = 0;
  let irresistible = 0;
  let miscast = 0;
  for (const roll of allRolls(n)) {
    const sum = roll.reduce((a, b) => a + b, 0);
    const ones = roll.filter((f) => f === 1).length;
    const sixes = roll.filter((f) => f === 6).length;
    const isIf = sixes >= 2;
    const isMis = ones >= 2;
    const normal = !isIf && !isMis && sum >= 3 && sum + level >= cv;
    if (isIf) irresistible++;
    if (isMis) miscast++;
    if (normal || isIf) cast++; // rule text: IF + miscast is cast
    if (normal || (isIf && !isMis)) castIfBothFails++; // worked example: it fails
  }
  const d = 6 ** n;
  return { cast: cast / d, irresistible: irresistible / d, miscast: miscast / d, castIfBothFails: castIfBothFails / d };
}

const CAGE = FLAMING_CAGE;

describe('Warhammer casting odds (Flaming Cage)', () => {
  it('matches a brute-force enumeration for 1-6 dice, base and boosted, at wizard level 2 (default)', () => {
    const s = one(CAGE);
    expect(s.casting!.map((c) => c.castingValue)).toEqual([11, 14]);
    for (const c of s.casting!) {
      for (let n = 1; n <= 6; n++) expect(c.byDice[String(n)]).toEqual(bruteForce(c.castingValue, n, 2));
    }
  });

  it('pins the seed example: 3 dice at level 2 against 11+ casts 160/216 of the time; 2 dice 10/36', () => {
    // Needs a natural 9+: 216 - 56 rolls of 3-8 = 160 (docs/numbers.md).
    const c = one(CAGE).casting![0]!;
    expect(c.byDice['3']!.cast).toBe(160 / 216);
    expect(c.byDice['2']!.cast).toBe(10 / 36);
    expect(c.byDice['1']!.cast).toBe(0); // 6 + 2 < 11
  });

  it('follows the file and flag wizard level', () => {
    const filed = one(`caster: { wizard_level: 4 }\n${CAGE}`);
    for (let n = 1; n <= 6; n++) expect(filed.casting![0]!.byDice[String(n)]).toEqual(bruteForce(11, n, 4));
    const flagged = one(CAGE, DEFAULT_SETTINGS, { wizardLevel: 1 });
    for (let n = 1; n <= 6; n++) expect(flagged.casting![1]!.byDice[String(n)]).toEqual(bruteForce(14, n, 1));
  });

  it('summaryLine gives the best dice count per casting value', () => {
    const a = service.analyze(CAGE);
    // Rule text, CV 11 at L2: 4 dice 1114/1296 = 86.0% is the best; CV 14: 5 dice best (81.1%).
    const best14 = [1, 2, 3, 4, 5, 6].map((n) => bruteForce(14, n, 2).cast);
    expect(Math.max(...best14)).toBe(best14[4]);
    expect(summaryLine(a.spells[0]!, DEFAULT_SETTINGS)).toBe(`11+: 4 dice ${((1114 / 1296) * 100).toFixed(1)}% (L2) | boosted 14+: 5 dice ${(best14[4]! * 100).toFixed(1)}%`);
  });
});

describe('robustness', () => {
  it('explains what it can of broken spells and never throws', () => {
    const s = explain(`name: X\nlevel: 12\narea: { shape: blob }\ndamage: { dice: lots }\nsave: nope\n`);
    expect(s).toHaveLength(1);
    expect(s[0]!.area).toBeUndefined();
    expect(s[0]!.damage).toBeUndefined();
    expect(s[0]!.identifyDc).toBeUndefined();
  });

  it('summaryLine is undefined when there is nothing to compute', () => {
    const a = service.analyze('name: Light\nlevel: 0\nschool: evocation\n');
    expect(summaryLine(a.spells[0]!, DEFAULT_SETTINGS)).toBeUndefined();
  });
});
