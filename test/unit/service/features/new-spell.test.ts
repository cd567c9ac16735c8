/** New-spell skeletons: valid as inserted and with every choice, offered where a spell can start and nowhere else. */
import { describe, expect, it } from 'vitest';
import { createSpellService } from '../../../../server/src/service/service';
import { normaliseSettings } from '../../../../server/src/service/settings';
import { newSpellSnippet, snippetDefaults, SYSTEMS, type System } from '../../../../server/src/service/index';

const service = createSpellService();

/** Every placeholder's text at its default, except the choice of tab stop `stop`, set to `pick`. */
function fill(snippet: string, stop?: number, pick?: string): string {
  const chosen = stop === undefined ? snippet : snippet.replace(new RegExp(`\\$\\{${stop}\\|[^|]*\\|\\}`), pick!);
  return snippetDefaults(chosen);
}

/** The choices of each choice tab stop: `${n|a,b|}`. */
function choices(snippet: string): Array<[number, string[]]> {
  return [...snippet.matchAll(/\$\{(\d+)\|([^|]*)\|\}/g)].map((m) => [Number(m[1]), m[2]!.split(',')]);
}

const codes = (text: string) => service.analyze(text).diagnostics.map((d) => `${d.severity} ${d.code}`);

describe('new-spell skeletons', () => {
  it.each(SYSTEMS)('%s: a one-spell file and a dataset item are clean as inserted', (system) => {
    expect(codes(fill(newSpellSnippet(system, 'file')))).toEqual([]);
    const dataset = `system: ${system}\nspells:\n  - ${fill(newSpellSnippet(system, 'item', 4))}`;
    const a = service.analyze(dataset);
    expect(a.diagnostics.map((d) => d.code)).toEqual([]);
    expect(a.spells.map((s) => s.name)).toEqual(['New Spell']);
  });

  it.each(SYSTEMS)('%s: clean with every choice of every choice tab stop', (system) => {
    const snippet = newSpellSnippet(system, 'file');
    const all = choices(snippet);
    expect(all.length).toBeGreaterThan(0);
    for (const [stop, options] of all) for (const o of options) expect([o, codes(fill(snippet, stop, o))]).toEqual([o, []]);
  });

  it.each(SYSTEMS)('%s: tab stops run 1, 2, 3... with no gap, and end at $0', (system) => {
    const snippet = newSpellSnippet(system, 'file');
    const stops = [...snippet.matchAll(/\$\{(\d+)[:|]/g)].map((m) => Number(m[1]));
    expect(stops).toEqual(Array.from({ length: stops.length }, (_, i) => i + 1));
    expect(snippet.endsWith('$0')).toBe(true);
  });

  it('an item is indented under its dash; a file names its system and an item does not', () => {
    const item = newSpellSnippet('dnd5e', 'item', 4).split('\n');
    expect(item[0]).toBe('name: ${1:New Spell}');
    expect(item.slice(1, -1).every((l) => l.startsWith('    ') && !l.startsWith('     '))).toBe(true);
    expect(item.some((l) => l.includes('system:'))).toBe(false);
    expect(newSpellSnippet('tov', 'file').split('\n')[1]).toBe('system: tov');
  });
});

describe('the D&D 5e skeleton under the 2024 rules', () => {
  const file = newSpellSnippet('dnd5e', 'file', 0, '2024');

  it('a one-spell file says rules: 2024, casts as the SRD 5.2 writes it, and is read as a clean 2024 spell', () => {
    expect(file.split('\n').slice(1, 3)).toEqual(['system: dnd5e', 'rules: 2024']);
    expect(file).toContain('casting_time: ${4:Action}');
    const a = service.analyze(fill(file));
    expect(a.diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual([]);
    expect(a.spells.map((s) => [s.name, s.edition])).toEqual([['New Spell', '2024']]);
  });

  it('clean with every choice, tab stops without a gap', () => {
    for (const [stop, options] of choices(file)) for (const o of options) expect([o, codes(fill(file, stop, o))]).toEqual([o, []]);
    const stops = [...file.matchAll(/\$\{(\d+)[:|]/g)].map((m) => Number(m[1]));
    expect(stops).toEqual(Array.from({ length: stops.length }, (_, i) => i + 1));
  });

  it("a dataset item takes the dataset's rules: clean under rules: 2024", () => {
    const dataset = `system: dnd5e\nrules: 2024\nspells:\n  - ${fill(newSpellSnippet('dnd5e', 'item', 4, '2024'))}`;
    const a = service.analyze(dataset);
    expect(a.diagnostics.map((d) => d.code)).toEqual([]);
    expect(a.spells.map((s) => s.edition)).toEqual(['2024']);
  });

  it('only D&D 5e has 2024 rules: the other systems are the same skeleton', () => {
    for (const s of SYSTEMS.filter((x) => x !== 'dnd5e')) expect(newSpellSnippet(s, 'file', 0, '2024')).toBe(newSpellSnippet(s, 'file'));
  });
});

describe('completion offers them where a spell can start', () => {
  const at = (src: string, defaultSystem: System = 'dnd5e') => {
    const offset = src.indexOf('|');
    const text = src.replace('|', '');
    return service.complete(service.analyze(text), offset, normaliseSettings({ defaultSystem })).filter((c) => c.kind === 'snippet');
  };

  it('in an empty file or one with only comments: every game, the default first', () => {
    expect(at('|').map((c) => c.label)).toEqual(['New spell (D&D 5e)', 'New spell (D&D 5e 2024)', 'New spell (Tales of the Valiant)', 'New spell (D&D 3.5 / Pathfinder)', 'New spell (Warhammer)']);
    expect(at('# my homebrew\n|\n# more later\n')).toHaveLength(5);
    expect(at('|').map((c) => c.sortText)).toEqual(['0', '1', '2', '3', '4']);
    expect(at('|', 'tov').map((c) => c.label).slice(0, 3)).toEqual(['New spell (Tales of the Valiant)', 'New spell (D&D 5e)', 'New spell (D&D 5e 2024)']);
  });

  it("on an empty item under spells:, the file's game only, indented under the dash", () => {
    const [only, ...rest] = at('system: wfb\nspells:\n  - |');
    expect(rest).toEqual([]);
    expect(only?.label).toBe('New spell (Warhammer)');
    expect(only?.insertText.split('\n')[1]).toBe('    lore: ${2|fire,metal,shadows,beasts,heavens,light,death,life|}');
    expect(at('system: tov\nspells:\n  - name: A\n    circle: 1\n  - |').map((c) => c.label)).toEqual(['New spell (Tales of the Valiant)']);
    const [in2024] = at('system: dnd5e\nrules: 2024\nspells:\n  - |');
    expect(in2024?.label).toBe('New spell (D&D 5e 2024)');
    expect(in2024?.insertText).toContain('casting_time: ${4:Action}');
    expect(in2024?.insertText).not.toContain('rules:');
  });

  it('nowhere else: a spell with keys, a nested mapping, a value', () => {
    expect(at('name: Fireball\n|')).toEqual([]);
    expect(at('|\nname: Fireball\n')).toEqual([]);
    expect(at('name: X\narea:\n  |')).toEqual([]);
    expect(at('name: X\nschool: |')).toEqual([]);
    expect(at('system: dnd5e\nspells:\n  - name: A\n    |')).toEqual([]);
  });

  it('in the language of the completion', () => {
    const text = '';
    const c = service.complete(service.analyze(text), 0, normaliseSettings({ locale: 'uk' })).filter((e) => e.kind === 'snippet');
    expect(c[0]?.label).toBe('Нове заклинання (D&D 5e)');
  });
});
