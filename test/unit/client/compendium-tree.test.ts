/**
 * The compendium view's grouping (client/src/compendium-tree.ts), with no
 * VS Code: by system > level > school and by class > level, counts per
 * group, spells with several classes or none, stable ids. Expected trees are
 * written by hand for a small set; on generated spells every count is
 * checked against a plain count of the input, and every spell placed once
 * per class.
 */
import { describe, expect, it } from 'vitest';
import { compendiumTree, type CompendiumNode } from '../../../client/src/compendium-tree';
import type { CompendiumEntry } from '../../../server/src/protocol';

function entry(name: string, system: string, level: number | undefined, school: string | undefined, classes: string[], uri = `file:///w/${name}.yaml`): CompendiumEntry {
  return { name, system, ...(level !== undefined ? { level } : {}), ...(school ? { school } : {}), classes, uri, line: 0, character: 6 };
}

/** The tree as indented lines: `label (count)` for groups, the name for spells. */
function outline(nodes: CompendiumNode[], depth = 0): string[] {
  return nodes.flatMap((n) => {
    const pad = '  '.repeat(depth);
    if (n.type === 'spell') return [`${pad}${n.entry.name}`];
    const l = n.label;
    const word = l.kind === 'system' ? `${l.system}${l.edition ? ` ${l.edition}` : ''}` : l.kind === 'level' ? `L${l.level ?? '-'}` : l.kind === 'school' ? (l.school ?? '-') : (l.name ?? '-');
    return [`${pad}${word} (${n.count})`, ...outline(n.children, depth + 1)];
  });
}

const SPELLS = [
  entry('Fireball', 'dnd5e', 3, 'evocation', ['sorcerer', 'wizard']),
  entry('Shield', 'dnd5e', 1, 'abjuration', ['wizard']),
  entry('Magic Missile', 'dnd5e', 1, 'evocation', ['wizard']),
  entry('Fire Bolt', 'dnd5e', 0, 'evocation', []),
  entry('Bless', 'tov', 1, 'enchantment', ['cleric']),
  entry('Odd', 'dnd5e', undefined, undefined, ['wizard']),
];

describe('compendiumTree', () => {
  it('by system > level > school, levels in number order and "none" last, spells by name', () => {
    expect(outline(compendiumTree(SPELLS, 'system'))).toEqual([
      'dnd5e (5)',
      '  L0 (1)',
      '    evocation (1)',
      '      Fire Bolt',
      '  L1 (2)',
      '    abjuration (1)',
      '      Shield',
      '    evocation (1)',
      '      Magic Missile',
      '  L3 (1)',
      '    evocation (1)',
      '      Fireball',
      '  L- (1)',
      '    - (1)',
      '      Odd',
      'tov (1)',
      '  L1 (1)',
      '    enchantment (1)',
      '      Bless',
    ]);
  });

  it('by class > level: a spell under each of its classes, one without under "no class" last', () => {
    expect(outline(compendiumTree(SPELLS, 'class'))).toEqual([
      'cleric (1)',
      '  L1 (1)',
      '    Bless',
      'sorcerer (1)',
      '  L3 (1)',
      '    Fireball',
      'wizard (4)',
      '  L1 (2)',
      '    Magic Missile',
      '    Shield',
      '  L3 (1)',
      '    Fireball',
      '  L- (1)',
      '    Odd',
      '- (1)',
      '  L0 (1)',
      '    Fire Bolt',
    ]);
  });

  it('editions of one system are separate groups; ids are unique and the same on a second build', () => {
    const two = [entry('Fireball', 'dnd5e', 3, 'evocation', [], 'file:///a.yaml'), { ...entry('Fireball', 'dnd5e', 3, 'evocation', [], 'file:///b.yaml'), edition: '2024' }];
    expect(outline(compendiumTree(two, 'system')).filter((l) => !l.startsWith(' '))).toEqual(['dnd5e (1)', 'dnd5e 2024 (1)']);
    const ids = (ns: CompendiumNode[]): string[] => ns.flatMap((n) => [n.id, ...(n.type === 'group' ? ids(n.children) : [])]);
    for (const by of ['system', 'class'] as const) {
      const a = ids(compendiumTree(SPELLS, by));
      expect(new Set(a).size).toBe(a.length);
      expect(ids(compendiumTree([...SPELLS].reverse(), by))).toEqual(a);
    }
  });

  it('on generated spells: each group counts the spells below it, and the top counts are plain counts of the input', () => {
    let seed = 7;
    const r = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
    const systems = ['dnd5e', 'tov', 'dnd35'];
    const schools = ['evocation', 'abjuration', 'illusion', undefined];
    const classes = ['wizard', 'cleric', 'bard', 'druid'];
    const spells = Array.from({ length: 300 }, (_, i) =>
      entry(`S${i}`, systems[Math.floor(r() * 3)]!, r() < 0.1 ? undefined : Math.floor(r() * 10), schools[Math.floor(r() * 4)], classes.filter(() => r() < 0.3)),
    );
    const check = (n: CompendiumNode): number => {
      if (n.type === 'spell') return 1;
      const below = n.children.reduce((k, c) => k + check(c), 0);
      expect(n.count, n.id).toBe(below);
      return below;
    };
    const bySystem = compendiumTree(spells, 'system');
    bySystem.forEach(check);
    /** The count of the top group whose label passes `is`, 0 when there is none. */
    const top = (nodes: CompendiumNode[], is: (n: Extract<CompendiumNode, { type: 'group' }>) => boolean) => {
      const n = nodes.find((x) => x.type === 'group' && is(x));
      return n?.type === 'group' ? n.count : 0;
    };
    for (const s of systems) expect(top(bySystem, (n) => n.label.kind === 'system' && n.label.system === s)).toBe(spells.filter((x) => x.system === s).length);
    const byClass = compendiumTree(spells, 'class');
    byClass.forEach(check);
    for (const c of classes) expect(top(byClass, (n) => n.label.kind === 'class' && n.label.name === c)).toBe(spells.filter((x) => x.classes.includes(c)).length);
    expect(top(byClass, (n) => n.label.kind === 'class' && n.label.name === undefined)).toBe(spells.filter((x) => x.classes.length === 0).length);
  });
});
