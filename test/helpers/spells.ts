/**
 * Spell texts shared by tests. The numbers tests pin (DC 15 for INT 18 at
 * level 5, 8d6 averaging 28, 52 / 60 / 64 squares for the 20-ft sphere) are
 * derived in the tests themselves; this is only the input.
 */

/** The 5e Fireball as a single-spell file, caster INT 18 at level 5. */
export const FIREBALL = `name: Fireball
classes: [wizard]
level: 3
school: evocation
casting_time: 1 action
range: 150 feet
components: [V, S, M]
material: a tiny ball of bat guano and sulfur
duration: Instantaneous
area: { shape: sphere, radius: 20 }
save: { ability: dex, success: half }
damage: { dice: 8d6, type: fire, per_slot: 1d6 }
caster: { ability_score: 18, level: 5 }
`;

/** The same spell without a caster block and classes (the service tests' base spell). */
export const FIREBALL_BARE = FIREBALL.replace('classes: [wizard]\n', '').replace('caster: { ability_score: 18, level: 5 }\n', '');

/** The Warhammer Flaming Cage from seed 003: 11+, boosted to 14+. */
export const FLAMING_CAGE = `name: Flaming Cage
system: wfb
lore: fire
casting_value: 11
boosted:
  - casting_value: 14
    effect: Range increases to 48".
type: hex
range: 24"
`;
