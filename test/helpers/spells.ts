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

/** An Italian D&D 3.5 Fireball (Palla di fuoco): a long range written in metres, damage by caster level. */
export const FIREBALL_35_IT = `# grimoire
system: dnd35
spells:
  - name: Palla di fuoco
    levels: { mago: 3, stregone: 3 }
    school: evocation
    casting_time: 1 azione standard
    range: lungo (120 m + 12 m/livello)
    components: [V, S, M]
    area: propagazione del raggio di 6 m
    duration: istantanea
    saving_throw: Riflessi dimezza
    spell_resistance: 'sì'
    damage: { per_caster_level: 1d6, max_dice: 10, type: fire }
`;

/** A clean 5e spell, one key a line: name, level, school, casting_time, range, components, duration (lines 1-7). */
export const CLEAN_LINES = ['name: X', 'level: 1', 'school: evocation', 'casting_time: 1 action', 'range: self', 'components: [V, S]', 'duration: 1 round'];

/** {@link CLEAN_LINES} with some lines replaced (by 1-based line number), joined, then `tail`. */
export const cleanSpell = (replace: Record<number, string>, tail = '\n'): string => CLEAN_LINES.map((l, i) => replace[i + 1] ?? l).join('\n') + tail;
