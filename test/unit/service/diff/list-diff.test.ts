/**
 * Class lists compared by `grimoire diff` (service/diff/list-diff.ts), on
 * spell-list texts read by the workspace index's reader: names gained and
 * lost per system, edition and class (case, spaces and order aside), lists
 * of one class in several files taken together, a list added or removed
 * whole. Expected changes written by hand.
 */
import { describe, expect, it } from 'vitest';
import { extractFacts } from '../../../../server/src/service/workspace/extract';
import { diffLists, diffListsOf, type DiffList } from '../../../../server/src/service/diff/list-diff';

const OPTS = { defaultSystem: 'dnd5e' as const, maxFileSize: 1_000_000 };

/** The lists of a spell-list text, as the file `file`. */
function lists(text: string, file = 'lists.spell-list.yaml'): DiffList[] {
  const lineOf = (o: number) => text.slice(0, o).split('\n').length;
  return diffListsOf(extractFacts(text, OPTS), file, lineOf);
}

const OLD = `system: dnd5e
spell_lists:
  wizard: [Fireball, Magic Missile, Shield]
  sorcerer:
    - Fireball
`;

describe('diffLists', () => {
  it('reads each list with its names and the line of its class key', () => {
    expect(lists(OLD).map((l) => [l.class, l.system, l.names, l.line])).toEqual([
      ['wizard', 'dnd5e', ['Fireball', 'Magic Missile', 'Shield'], 3],
      ['sorcerer', 'dnd5e', ['Fireball'], 4],
    ]);
  });

  it('the same names in another order, case or spacing: no change', () => {
    const next = OLD.replace('[Fireball, Magic Missile, Shield]', '[shield, fireball, "Magic  Missile"]');
    expect(diffLists(lists(OLD), lists(next))).toEqual([]);
  });

  it('names gained and lost, per class; a list added whole; the new side\'s place', () => {
    const next = `system: dnd5e
spell_lists:
  wizard: [Fireball, Shield, Haste]
  sorcerer:
    - Fireball
  bard: [Vicious Mockery]
`;
    expect(diffLists(lists(OLD), lists(next, 'new.spell-list.yaml')).map((c) => [c.class, c.added, c.removed, `${c.file}:${c.line}`])).toEqual([
      ['bard', ['Vicious Mockery'], [], 'new.spell-list.yaml:6'],
      ['wizard', ['Haste'], ['Magic Missile'], 'new.spell-list.yaml:3'],
    ]);
  });

  it('lists of one class in two files are one list; another system\'s list of that class is another', () => {
    const a = lists('system: dnd5e\nspell_lists:\n  wizard: [Fireball]\n', 'a.spell-list.yaml');
    const b = lists('system: dnd5e\nspell_lists:\n  wizard: [Shield]\n', 'b.spell-list.yaml');
    const tov = lists('system: tov\nspell_lists:\n  wizard: [Fireball, Shield]\n', 't.spell-list.yaml');
    // Split over two files, or in one: the same list.
    expect(diffLists([...a, ...b], lists('system: dnd5e\nspell_lists:\n  wizard: [Shield, Fireball]\n'))).toEqual([]);
    // The ToV list is new on the new side, whole.
    expect(diffLists([...a, ...b], [...a, ...b, ...tov]).map((c) => [c.class, c.system, c.added, c.removed])).toEqual([['wizard', 'tov', ['Fireball', 'Shield'], []]]);
  });
});
