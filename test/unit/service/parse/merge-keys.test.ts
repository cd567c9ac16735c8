/**
 * `<<` merge keys (parse/merge.ts): loaded the way js-yaml and `yaml`'s
 * `merge: true` load them (checked against `yaml` here), findings on merged
 * values placed on the merge entry, and the hover of a merge saying where
 * each value came from. Lines below are counted by hand from the texts.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createSpellService } from '../../../../server/src/service/service';
import { normaliseSettings } from '../../../../server/src/service/settings';

const service = createSpellService();

const FILE = [
  'spells:', // 0
  '  - &base', // 1
  '    name: Fire Bolt', // 2
  '    level: 1', // 3
  '    school: evocation', // 4
  '    casting_time: 1 action', // 5
  '    range: 120 feet', // 6
  '    components: [V, S]', // 7
  '    duration: Instantaneous', // 8
  '  - <<: *base', // 9
  '    name: Ice Bolt', // 10
  '    level: 12', // 11
].join('\n') + '\n';

function lineAt(text: string, line: number, find: string): number {
  const start = text.split('\n').slice(0, line).join('\n').length + (line > 0 ? 1 : 0);
  const i = text.indexOf(find, start);
  if (i < 0) throw new Error(find);
  return i;
}

describe('merge keys load as js-yaml and yaml (merge: true) load them', () => {
  it('a single alias: every key merged, the written ones win', () => {
    const a = service.analyze(FILE);
    expect(a.spells.map((s) => s.name)).toEqual(['Fire Bolt', 'Ice Bolt']);
    const ref = parse(FILE, { merge: true }) as { spells: unknown[] };
    expect(a.spells.map((s) => ({ ...s.value }))).toEqual(ref.spells);
    expect(a.spells[1]!.value).toMatchObject({ name: 'Ice Bolt', level: 12, school: 'evocation', range: '120 feet' });
    expect(a.diagnostics.map((d) => `${d.code}@${a.lines.positionAt(d.start).line}`)).toEqual(['schema/range@11']);
  });

  it('a list of aliases: the first that has a key gives it', () => {
    const text = ['spells:', '  - name: A', '    level: 1', '    school: evocation', '    casting_time: 1 action', '    range: 30 feet', '    components: [V]', '    duration: Instantaneous', '    area: &near { shape: sphere, radius: 10 }', '    save: &sv { ability: dex, success: half }', '    damage: { <<: [*sv, *near], dice: 2d6, type: fire }'].join('\n');
    // `damage` merging a save and an area is nonsense to the schema; the point is the loading.
    const a = service.analyze(text + '\n');
    const ref = parse(text, { merge: true }) as { spells: Array<Record<string, unknown>> };
    expect(a.spells[0]!.value.damage).toEqual(ref.spells[0]!.damage);
    expect(ref.spells[0]!.damage).toEqual({ ability: 'dex', success: 'half', shape: 'sphere', radius: 10, dice: '2d6', type: 'fire' });
  });

  it('a finding on a merged value lands on the merge entry of the spell that merges it', () => {
    const text = FILE.replace('school: evocation', 'school: evocaton');
    const a = service.analyze(text);
    expect(a.diagnostics.map((d) => `${d.code}@${a.lines.positionAt(d.start).line}`)).toEqual(['schema/enum@4', 'schema/enum@9', 'schema/range@11']);
  });
});

describe('the hover of a merge says where each value came from', () => {
  it('on `<<`: each merged key with its anchor and line', () => {
    const a = service.analyze(FILE);
    const h = service.hover(a, lineAt(FILE, 9, '<<'))!;
    expect(h.markdown).toContain('from `&base`, line 2');
    expect(h.markdown).toContain('`school`: from `&base`, line 2 (its line 5)');
    expect(h.markdown).toContain('`range`: from `&base`, line 2 (its line 7)');
    expect(h.markdown).not.toContain('`name`: from');
    expect(h.markdown).toContain('Written here, over the merged value: `name`, `level`.');
    expect(FILE.slice(h.start, h.end)).toBe('<<');
  });

  it('on a key written over a merged one: which value it overrides', () => {
    const a = service.analyze(FILE);
    const h = service.hover(a, lineAt(FILE, 11, 'level'))!;
    expect(h.markdown).toContain('Overrides the value merged from `&base`, line 2 (line 4).');
  });

  it('a list merge inside one spell (split item by item): each source in order, the first that has a key giving it', () => {
    const text = ['spells:', '  - name: A', '    level: 1', '    school: evocation', '    casting_time: 1 action', '    range: 30 feet', '    components: [V]', '    duration: Instantaneous', '    area: &near { shape: sphere, radius: 10 }', '    save: &sv { ability: dex, success: half }', '    damage: { <<: [*sv, *near], dice: 2d6, type: fire }'].join('\n') + '\n';
    const a = service.analyze(text);
    expect(a.stats.fallback).toBe(0);
    const h = service.hover(a, lineAt(text, 10, '<<'))!;
    // &sv on line 10, &near on line 9 (one-based).
    expect(h.markdown).toContain('keys from `&sv`, line 10, then from `&near`, line 9');
    expect(h.markdown).toContain('`ability`: from `&sv`, line 10 (its line 10)');
    expect(h.markdown).toContain('`shape`: from `&near`, line 9 (its line 9)');
    expect(h.markdown).not.toContain('`dice`: from');
  });

  it('no merge note elsewhere', () => {
    const a = service.analyze(FILE);
    const h = service.hover(a, lineAt(FILE, 3, 'level'))!;
    expect(h.markdown).not.toContain('merge');
  });
});

describe('the merge hover in the request locale (English above is the text as written before the catalogue)', () => {
  const at = (l: 'uk' | 'ja' | 'ru' | 'it', line: number, find: string) => {
    const settings = normaliseSettings({ locale: l });
    return service.hover(service.analyze(FILE, settings), lineAt(FILE, line, find), settings)!.markdown;
  };
  it('Ukrainian and Italian on `<<`: the head, one merged key, the keys written over it', () => {
    const uk = at('uk', 9, '<<');
    expect(uk).toContain('**Злиття** (`<<`): ключі з `&base`, рядок 2; ключі, записані тут, мають перевагу.');
    expect(uk).toContain('- `school`: з `&base`, рядок 2 (рядок ключа 5)');
    expect(uk).toContain('Записано тут, поверх злитого значення: `name`, `level`.');
    expect(at('it', 9, '<<')).toContain('Scritte qui, sopra il valore unito: `name`, `level`.');
  });
  it('Russian and Japanese on a key written over a merged one', () => {
    expect(at('ru', 11, 'level')).toContain('Заменяет значение, слитое из `&base`, строка 2 (строка 4).');
    expect(at('ja', 11, 'level')).toContain('`&base`から（2行目）マージされた値を上書きする（4行目）。');
  });
});
