/**
 * `migrateTo2024` (service/migrate.ts): a D&D 5e file moved to the 2024
 * rules by text edits only. The expected texts are written out by hand: the
 * edition said once, the 2014 words turned into the SRD 5.2's where they mean
 * the same, every comment and every other character left as it was; what it
 * cannot decide is reported with its line, never guessed.
 */
import { describe, expect, it } from 'vitest';
import { createSpellService } from '../../../server/src/service/service';
import { DEFAULT_SETTINGS } from '../../../server/src/service/settings';
import { migrateTo2024 } from '../../../server/src/service/migrate';
import { messageIn } from '../../../server/src/service/i18n';

const svc = createSpellService();
const migrate = (text: string) => migrateTo2024(svc, text, DEFAULT_SETTINGS);

const BEFORE = `# My spells (this comment stays)
system: dnd5e
spells:
  # Cleric
  - name: Spirit Guardians
    level: 3
    school: conjuration
    casting_time: 1 action   # keep me
    range: Self (15-foot radius)
    components: [V, S, M]
    material: a holy symbol
    duration: Concentration, up to 10 minutes
    concentration: true
    description: You call forth spirits to protect you.
  - name: Fire Bolt
    level: 0
    school: evocation
    casting_time: 1 action
    range: 120 feet
    components: [V, S]
    duration: Instantaneous
    description: You hurl a mote of fire.
    higher_levels: The damage increases by 1d10 when you reach level 5 (2d10), 11 (3d10), and 17 (4d10).
  - name: Hail Dome
    level: 4
    school: evocation
    casting_time: 1 bonus action
    range: Self (10-foot-radius sphere)
    components: [V, S]
    duration: Up to 1 minute
    concentration: true
    description: Hail falls around you.
`;

const AFTER = `# My spells (this comment stays)
rules: 2024
system: dnd5e
spells:
  # Cleric
  - name: Spirit Guardians
    level: 3
    school: conjuration
    casting_time: Action   # keep me
    range: Self (15-foot Emanation)
    components: [V, S, M]
    material: a holy symbol
    duration: Concentration, up to 10 minutes
    concentration: true
    description: You call forth spirits to protect you.
    area: { shape: emanation, distance: 15 }
  - name: Fire Bolt
    level: 0
    school: evocation
    casting_time: Action
    range: 120 feet
    components: [V, S]
    duration: Instantaneous
    description: You hurl a mote of fire.
    cantrip_upgrade: The damage increases by 1d10 when you reach level 5 (2d10), 11 (3d10), and 17 (4d10).
  - name: Hail Dome
    level: 4
    school: evocation
    casting_time: Bonus Action
    range: Self (10-foot-radius sphere)
    components: [V, S]
    duration: Concentration, up to 1 minute
    concentration: true
    description: Hail falls around you.
`;

describe('migrateTo2024', () => {
  it('says the edition once and writes the 2014 words the 2024 way, comments and all else kept', () => {
    const r = migrate(BEFORE);
    expect(r.text).toBe(AFTER);
    expect(r.spells2024).toBe(3);
    expect(r.changed.map((c) => `${c.line} ${c.code}`)).toEqual([
      '2 rules',
      '9 5e24/wording-2014',
      '10 5e24/wording-2014',
      '20 5e24/wording-2014',
      '25 5e24/wording-2014',
      '29 5e24/wording-2014',
      '32 5e24/wording-2014',
    ]);
  });

  it('leaves a sphere around the caster to the author and says so, by line and spell', () => {
    const r = migrate(BEFORE);
    expect(r.left.map((x) => `${x.line} ${x.spell} ${x.code}`)).toEqual(['30 Hail Dome 5e24/wording-2014']);
    expect(messageIn('en', r.left[0]!)).toContain('Which the spell means is left to you');
  });

  it('the migrated file lints with no error and no 2014-only finding; a second run changes nothing', () => {
    const a = svc.analyze(AFTER, DEFAULT_SETTINGS);
    expect(a.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(a.diagnostics.filter((d) => d.code.startsWith('5e/'))).toEqual([]);
    const again = migrate(AFTER);
    expect(again.text).toBe(AFTER);
    expect(again.changed).toEqual([]);
  });

  it('turns `rules: 2014` into `rules: 2024`, and adds the key to a single-spell document', () => {
    expect(migrate('rules: 2014\nspells:\n  - {name: A, level: 1, school: evocation, casting_time: 1 action, range: 60 feet, components: [V], duration: Instantaneous, description: x}\n').text).toBe(
      'rules: 2024\nspells:\n  - {name: A, level: 1, school: evocation, casting_time: Action, range: 60 feet, components: [V], duration: Instantaneous, description: x}\n',
    );
    expect(migrate('name: A\nlevel: 1\nschool: evocation\ncasting_time: 1 action\nrange: 60 feet\ncomponents: [V]\nduration: Instantaneous\ndescription: x\n').text).toBe(
      'rules: 2024\nname: A\nlevel: 1\nschool: evocation\ncasting_time: Action\nrange: 60 feet\ncomponents: [V]\nduration: Instantaneous\ndescription: x\n',
    );
  });

  it('a spell that keeps its own `rules: 2014`, and spells of other systems, are left and reported', () => {
    const text = 'spells:\n  - {name: A, level: 1, school: evocation, casting_time: 1 action, range: 60 feet, components: [V], duration: Instantaneous, description: x, rules: 2014}\n  - {name: B, system: tov, circle: 1, source: arcane, school: evocation, casting_time: 1 action, range: 60 feet, components: [V], duration: Instantaneous, description: x}\n';
    const r = migrate(text);
    expect(r.text).toBe(`rules: 2024\n${text}`);
    expect(r.left.map((x) => `${x.line} ${x.spell} ${x.code}`)).toEqual(['3 A rules', '4 B system']);
  });
});
