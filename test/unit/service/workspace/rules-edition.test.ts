/**
 * A D&D 5e spell's `rules:` (2014/2024) is its edition in the workspace
 * index, as `edition:` is: the same spell written under both rules is two
 * spells, not a duplicate, and a file's `rules:` holds for its spells.
 */
import { describe, expect, it } from 'vitest';
import { extractFacts } from '../../../../server/src/service/workspace/extract';
import { WorkspaceIndex } from '../../../../server/src/service/workspace/workspace-index';
import { crossFileFindings } from '../../../../server/src/service/workspace/cross-checks';

const OPTS = { defaultSystem: 'dnd5e' as const, maxFileSize: 1_000_000 };
const SHIELD = 'name: Shield\nlevel: 1\nschool: abjuration\ncomponents: [V, S]\nduration: 1 round\ndescription: A shield.\n';
const editions = (src: string) => extractFacts(src, OPTS).spells.map((s) => [s.name, s.edition ?? null]);

describe('rules: as the edition of the workspace index', () => {
  it("a spell's own rules, a file's rules for its items, an explicit edition first, other systems untouched", () => {
    expect(editions(`rules: 2024\n${SHIELD}`)).toEqual([['Shield', '2024']]);
    expect(editions(`system: dnd5e\nrules: 2024\nspells:\n  - name: A\n  - name: B\n    rules: 2014\n`)).toEqual([['A', '2024'], ['B', '2014']]);
    expect(editions(`edition: 2014\nrules: 2024\n${SHIELD}`)).toEqual([['Shield', '2014']]);
    expect(editions(`system: tov\nrules: 2024\nname: Shield\n`)).toEqual([['Shield', null]]);
    expect(editions(SHIELD)).toEqual([['Shield', null]]);
  });

  it('Shield under the 2014 and the 2024 rules in two files is no duplicate; twice under 2024 is', () => {
    const index = new WorkspaceIndex();
    index.update('file:///a.spell.yaml', `rules: 2014\n${SHIELD}`, OPTS);
    index.update('file:///b.spell.yaml', `rules: 2024\n${SHIELD}`, OPTS);
    const dupes = (uri: string) => crossFileFindings(index, uri).filter((f) => f.code === 'workspace/duplicate-spell');
    expect(dupes('file:///a.spell.yaml')).toEqual([]);
    expect(dupes('file:///b.spell.yaml')).toEqual([]);
    index.update('file:///c.spell.yaml', `system: dnd5e\nrules: 2024\nspells:\n  - ${SHIELD.replace(/\n(?=.)/g, '\n    ')}`, OPTS);
    expect(dupes('file:///b.spell.yaml')).toHaveLength(1);
    expect(dupes('file:///c.spell.yaml')).toHaveLength(1);
  });
});
