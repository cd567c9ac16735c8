/**
 * The helpers rules are built on: defensive readers (rules/read.ts) and the
 * formatting-preserving edits of quick fixes (rules/edit.ts).
 */
import { describe, expect, it } from 'vitest';
import { parseYaml } from '../../../../server/src/service/parse/yaml-tree';
import { applyEdits } from '../../../../server/src/service/service';
import type { SpellInput } from '../../../../server/src/service/rules/rule';
import type { TextEdit } from '../../../../server/src/service/types';
import { insertEntry, removeEntry, rewriteList, setValue, valueSubRange, renameKey, itemTexts } from '../../../../server/src/service/rules/edit';
import { castingSeconds, isMultiple, lengthsInText, readArea, readCastingTime, readDistance35, readDuration, readRange5e, toFeet } from '../../../../server/src/service/rules/read';

function spell(text: string): SpellInput {
  const p = parseYaml(text);
  if (!p.root || p.root.kind !== 'mapping') throw new Error('not a mapping');
  return { value: p.root.value as Record<string, unknown>, system: 'dnd5e', node: p.root, text };
}

function apply(text: string, e: TextEdit | undefined): string {
  if (!e) throw new Error('no edit');
  return applyEdits(text, [e]).text;
}

describe('read.ts', () => {
  it('reads casting times in text and mapping form', () => {
    expect(readCastingTime('1 action')).toEqual({ amount: 1, unit: 'action', object: false });
    expect(readCastingTime('1 Bonus Action')).toEqual({ amount: 1, unit: 'bonus_action', object: false });
    expect(readCastingTime('1 reaction, which you take when you fall')).toMatchObject({ unit: 'reaction', trigger: 'which you take when you fall' });
    expect(readCastingTime('1 reaction')?.trigger).toBeUndefined();
    expect(readCastingTime('10 minutes')).toMatchObject({ amount: 10, unit: 'minute' });
    expect(readCastingTime({ amount: 1, unit: 'reaction', trigger: 'when hit' })).toMatchObject({ unit: 'reaction', trigger: 'when hit', object: true });
    expect(readCastingTime({ amount: 'one', unit: 'action' })).toBeUndefined();
    expect(readCastingTime(7)).toBeUndefined();
    expect(readCastingTime('soon')).toBeUndefined();
    expect(castingSeconds(readCastingTime('9 rounds')!)).toBe(54);
    expect(castingSeconds(readCastingTime('1 minute')!)).toBe(60);
  });

  it('reads durations', () => {
    expect(readDuration('Concentration, up to 1 minute')).toEqual({ kind: 'timed', concentration: true });
    expect(readDuration('Instantaneous')).toEqual({ kind: 'instantaneous', concentration: false });
    expect(readDuration('8 hours')).toEqual({ kind: 'timed', concentration: false });
    expect(readDuration('Until dispelled')?.kind).toBe('until_dispelled');
    expect(readDuration({ amount: 1, unit: 'minute', concentration: true })).toMatchObject({ concentration: true, objectConcentration: true });
    expect(readDuration(['x'])).toBeUndefined();
    expect(readDuration('whenever')).toBeUndefined();
  });

  it('reads 5e ranges, with the area in "Self (...)"', () => {
    expect(readRange5e('60 feet')).toEqual({ kind: 'distance', value: 60, unit: 'ft' });
    expect(readRange5e('18 m')).toEqual({ kind: 'distance', value: 18, unit: 'm' });
    expect(readRange5e('1 mile')).toEqual({ kind: 'distance', value: 1, unit: 'mi' });
    expect(readRange5e('Self (15-foot cone)')).toEqual({ kind: 'self', area: { size: 15, unit: 'ft', word: 'cone' } });
    expect(readRange5e('Self (10-foot-radius sphere)')).toEqual({ kind: 'self', area: { size: 10, unit: 'ft', word: 'sphere' } });
    expect(readRange5e('self (4.5 m line)')).toEqual({ kind: 'self', area: { size: 4.5, unit: 'm', word: 'line' } });
    expect(readRange5e('Self (1-mile radius)')).toEqual({ kind: 'self', area: { size: 1, unit: 'mi', word: 'radius' } });
    expect(readRange5e({ distance: 30 })).toEqual({ kind: 'distance', value: 30, unit: 'ft' });
    expect(readRange5e({ kind: 'touch' })).toEqual({ kind: 'touch' });
    expect(readRange5e({ distance: -3 })).toBeUndefined();
    expect(readRange5e(60)).toBeUndefined();
  });

  it('reads areas and converts units (1.5 m = 5 ft)', () => {
    expect(readArea({ shape: 'cone', length: 15 })).toEqual({ shape: 'cone', unit: 'ft', unitWritten: false, length: 15 });
    expect(readArea({ shape: 'sphere', radius: -1, unit: 'm' })).toEqual({ shape: 'sphere', unit: 'm', unitWritten: true });
    expect(readArea({ shape: 'blob' })).toBeUndefined();
    expect(readArea('20-ft.-radius burst')).toBeUndefined();
    expect(toFeet(4.5, 'm')).toBeCloseTo(15);
    expect(isMultiple(7.5, 1.5)).toBe(true);
    expect(isMultiple(10, 1.5)).toBe(false);
  });

  it('reads fixed 3.5 distances, not level-scaled ones', () => {
    expect(readDistance35('120 ft.')).toEqual({ value: 120, unit: 'ft' });
    expect(readDistance35('36 m')).toEqual({ value: 36, unit: 'm' });
    expect(readDistance35('7,5 metri')).toEqual({ value: 7.5, unit: 'm' });
    expect(readDistance35({ distance: 20, unit: 'm' })).toEqual({ value: 20, unit: 'm' });
    expect(readDistance35('close (25 ft. + 5 ft./2 levels)')).toBeUndefined();
    expect(readDistance35('personal')).toBeUndefined();
  });

  it('finds lengths in 3.5 stat lines, marking per-level ones and blocks', () => {
    const l = lengthsInText('wall up to 10 ft./level long and 5 ft./level high (S)');
    expect(l.map((x) => [x.value, x.perLevel])).toEqual([[10, true], [5, true]]);
    expect(lengthsInText('20-ft.-radius spread').map((x) => [x.value, x.word, x.perLevel])).toEqual([[20, 'radius', false]]);
    expect(lengthsInText('two 10-ft. cubes per level (S)')[0]!.perLevel).toBe(true);
    expect(lengthsInText('one 30-ft. cube/level (S)')[0]!.perLevel).toBe(true);
    expect(lengthsInText('up to 200 sq. ft./level (S)')[0]!.square).toBe(true);
    expect(lengthsInText('40-ft.-high downdraft of wind in a 100-foot line').map((x) => [x.value, x.word])).toEqual([[40, 'high'], [100, 'line']]);
    expect(lengthsInText('vicino (7,5 m + 1,5 m ogni 2 livelli)').map((x) => [x.value, x.unit, x.perLevel])).toEqual([[7.5, 'm', false], [1.5, 'm', true]]);
    expect(lengthsInText('no lengths here, 3 mice')).toEqual([]);
  });
});

describe('edit.ts', () => {
  it('setValue replaces a scalar in place and keeps a trailing comment', () => {
    const t = 'name: X\nconcentration: true # note\nlevel: 1\n';
    expect(apply(t, setValue(spell(t), ['concentration'], 'false'))).toBe('name: X\nconcentration: false # note\nlevel: 1\n');
  });

  it('setValue replaces a block mapping after its colon, and refuses when a comment is inside', () => {
    const t = 'name: X\nrange:\n  distance: 60\n  unit: ft\nlevel: 1\n';
    expect(apply(t, setValue(spell(t), ['range'], 'Self'))).toBe('name: X\nrange: Self\nlevel: 1\n');
    const c = 'name: X\nrange:\n  distance: 60 # ft\n  unit: ft\n';
    expect(setValue(spell(c), ['range'], 'Self')).toBeUndefined();
    expect(setValue(spell(t), ['missing'], 'x')).toBeUndefined();
  });

  it('setValue fills an empty value', () => {
    const t = 'name: X\nritual:\nlevel: 0\n';
    expect(apply(t, setValue(spell(t), ['ritual'], 'false'))).toBe('name: X\nritual: false\nlevel: 0\n');
  });

  it('insertEntry adds a line to block mappings (top level or nested) and `, k: v` to flow ones', () => {
    const t = 'name: X\narea:\n  shape: cube\n  size: 3\n# end\n';
    expect(apply(t, insertEntry(spell(t), ['area'], 'unit', 'm'))).toBe('name: X\narea:\n  shape: cube\n  size: 3\n  unit: m\n# end\n');
    expect(apply(t, insertEntry(spell(t), [], 'level', '1'))).toBe('name: X\narea:\n  shape: cube\n  size: 3\nlevel: 1\n# end\n');
    const f = 'name: X\narea: { shape: sphere, radius: 6 }\n';
    expect(apply(f, insertEntry(spell(f), ['area'], 'unit', 'm'))).toBe('name: X\narea: { shape: sphere, radius: 6, unit: m }\n');
    const g = '{name: X, level: 1}';
    expect(apply(g, insertEntry(spell(g), [], 'ritual', 'false'))).toBe('{name: X, level: 1, ritual: false}');
  });

  it('rewriteList keeps flow spacing and block indentation, and refuses comments', () => {
    const t = 'name: X\ncomponents: [ S, V ]\nclasses:\n  - cleric\n  - paladin\n';
    expect(apply(t, rewriteList(spell(t), ['components'], ['V', 'S']))).toBe('name: X\ncomponents: [ V, S ]\nclasses:\n  - cleric\n  - paladin\n');
    expect(apply(t, rewriteList(spell(t), ['classes'], ['cleric']))).toBe('name: X\ncomponents: [ S, V ]\nclasses:\n  - cleric\n');
    expect(apply(t, rewriteList(spell(t), ['classes'], []))).toBe('name: X\ncomponents: [ S, V ]\nclasses: []\n');
    const tight = 'components: [S,V]\n';
    expect(apply(tight, rewriteList(spell(tight), ['components'], ['V', 'S']))).toBe('components: [V,S]\n');
    const c = 'components:\n  - S # first\n  - V\n';
    expect(rewriteList(spell(c), ['components'], ['V', 'S'])).toBeUndefined();
    expect(itemTexts(spell(t), ['classes'])).toEqual(['cleric', 'paladin']);
  });

  it('removeEntry removes the entry lines only, keeping the comment lines around it', () => {
    const t = 'name: X\nsaving_throw: Will negates # x\n# keep me\nspell_resistance: "yes"\n';
    expect(apply(t, removeEntry(spell(t), 'saving_throw'))).toBe('name: X\n# keep me\nspell_resistance: "yes"\n');
    expect(apply(t, removeEntry(spell(t), 'spell_resistance'))).toBe('name: X\nsaving_throw: Will negates # x\n# keep me\n');
    expect(removeEntry(spell('{name: X, saving_throw: none}'), 'saving_throw')).toBeUndefined();
  });

  it('renameKey edits only the key', () => {
    const t = 'damage: {dice: 1d6, per_slot: 1d6}\n';
    expect(apply(t, renameKey(spell(t), ['damage', 'per_slot'], 'per_character_level'))).toBe('damage: {dice: 1d6, per_character_level: 1d6}\n');
  });

  it('valueSubRange points into plain and quoted scalars', () => {
    const t = 'area: one 5-ft. cube (S)\neffect: "linea di 9 m"\n';
    const s = spell(t);
    const a = valueSubRange(s, ['area'], 4, 5);
    expect(t.slice(a.start, a.end)).toBe('5-ft.');
    const b = valueSubRange(s, ['effect'], 9, 3);
    expect(t.slice(b.start, b.end)).toBe('9 m');
  });
});

describe('edit.ts and trailing comments of block collections', () => {
  it('keeps comment lines that follow a block value outside the edit', () => {
    const t = 'name: X\nclasses:\n  - cleric\n  - paladin\n# about the next key\nlevel: 6\n';
    expect(apply(t, rewriteList(spell(t), ['classes'], ['cleric']))).toBe('name: X\nclasses:\n  - cleric\n# about the next key\nlevel: 6\n');
    const r = 'name: X\nrange:\n  distance: 60\n# keep\nlevel: 1\n';
    expect(apply(r, setValue(spell(r), ['range'], 'Self'))).toBe('name: X\nrange: Self\n# keep\nlevel: 1\n');
    const m = 'name: X\nmaterial:\n  text: a gem\n# keep\nlevel: 1\n';
    expect(apply(m, removeEntry(spell(m), 'material'))).toBe('name: X\n# keep\nlevel: 1\n');
  });
});

describe('edit.ts and literal blocks', () => {
  it('never cuts into a literal block whose lines start with #', () => {
    const t = 'name: X\nduration: Concentration, up to 1 minute\ndescription: |\n  Text.\n  # a literal line, not a comment\n';
    expect(apply(t, insertEntry(spell(t), [], 'concentration', 'true'))).toBe(`${t}concentration: true\n`);
  });
});
