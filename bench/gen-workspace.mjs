/**
 * A workspace of one-spell files for the workspace benchmark (scripts/bench.mjs
 * `--only workspace`, bench/workspace-bench.mjs) and the index's guard test
 * (test/unit/service/workspace/index-updates.test.ts): `count` D&D 5e spells with
 * distinct names (bench/gen.mjs spellName), one per file
 * (`spells/NN/NNNNN.spell.yaml`), each with one to three classes; one class
 * list file per class naming every spell of that class
 * (`lists/<class>.spell-list.yaml`); and `{@spell}` tags: the first spell (the
 * "hot" one) is named by a tag in each of the next `hotRefs` files, and about
 * one file in ten of the rest names an earlier spell. Seeded (mulberry32):
 * the same options give the same files everywhere. Every reference names a
 * spell and every list agrees with the spells' classes, so a clean lint of
 * it reports nothing.
 */
import { mulberry32, spellName } from './gen.mjs';

const CLASSES = ['bard', 'cleric', 'druid', 'sorcerer', 'warlock', 'wizard'];
const SCHOOLS = ['abjuration', 'conjuration', 'divination', 'enchantment', 'evocation', 'illusion', 'necromancy', 'transmutation'];

/** The relative path of spell file `i`. */
export function spellPath(i) {
  return `spells/${String(Math.floor(i / 1000)).padStart(2, '0')}/${String(i).padStart(5, '0')}.spell.yaml`;
}

/**
 * @param {{ count?: number, hotRefs?: number, seed?: number }} [o]
 * @returns {{ files: Array<{ path: string, text: string }>, names: string[], hot: { name: string, path: string, refs: number }, tags: number, lists: number }}
 */
export function generateWorkspace({ count = 10_000, hotRefs = 1000, seed = 7 } = {}) {
  const rand = mulberry32(seed);
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const names = [];
  const classesOf = [];
  const files = [];
  let tags = 0;
  for (let i = 0; i < count; i++) {
    const name = spellName(i, seed);
    names.push(name);
    const classes = [];
    for (const c of CLASSES) if (rand() < 0.3) classes.push(c);
    if (classes.length === 0) classes.push(CLASSES[int(0, CLASSES.length - 1)]);
    classesOf.push(classes);
    let description = `A ${SCHOOLS[i % 8]} working of the bench, number ${i}.`;
    if (i > 0 && i <= hotRefs) {
      description += ` It answers {@spell ${names[0]}}.`;
      tags++;
    } else if (i > hotRefs && rand() < 0.1) {
      description += ` See also {@spell ${names[int(1, i - 1)]}}.`;
      tags++;
    }
    const text = [
      `name: ${name}`,
      `level: ${int(1, 9)}`,
      `school: ${SCHOOLS[int(0, 7)]}`,
      'casting_time: 1 action',
      `range: ${int(1, 12) * 10} feet`,
      'components: [V, S]',
      'duration: Instantaneous',
      `classes: [${classes.join(', ')}]`,
      `description: ${description}`,
      '',
    ].join('\n');
    files.push({ path: spellPath(i), text });
  }
  for (const c of CLASSES) {
    const entries = names.filter((_, i) => classesOf[i].includes(c));
    files.push({ path: `lists/${c}.spell-list.yaml`, text: `system: dnd5e\nspell_lists:\n  ${c}:\n${entries.map((n) => `    - ${n}`).join('\n')}\n` });
  }
  return { files, names, hot: { name: names[0], path: spellPath(0), refs: hotRefs }, tags, lists: CLASSES.length };
}
