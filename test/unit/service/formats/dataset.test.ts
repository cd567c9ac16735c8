/**
 * The canonical dataset writer (formats/dataset.ts): what it writes reads back
 * as the spells it was given, with js-yaml and yaml alike, and carries no
 * character a YAML 1.1 reader takes for a line break (U+0085, U+2028, U+2029,
 * found in PSRD's HTML bodies), so the file lints without a `yaml/yaml11`
 * finding.
 */
import jsyaml from 'js-yaml';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { renderDataset } from '../../../../server/src/service/formats/dataset';
import { createSpellService } from '../../../../server/src/service/service';

const svc = createSpellService();

function dataset(spells: Array<Record<string, unknown>>): string {
  return renderDataset({ comment: ['grimoire: spells'], system: 'dnd5e', attribution: 'a', license: 'CC-BY-4.0', spells });
}

describe('dataset writer', () => {
  it('writes YAML 1.1 line-break characters as escapes in double quotes; both readers read them back', () => {
    const body = '<p>one\u2029two</p> and next\u2028line, old\u0085break';
    const spells = [{ name: 'Odd', level: 1, extra: { psrd: { body, list: ['a\u2029b'] } } }];
    const text = dataset(spells);
    expect(/[\u0085\u2028\u2029]/.test(text)).toBe(false);
    expect(text).toContain('"<p>one\\Ptwo</p> and next\\Lline, old\\Nbreak"');
    expect((jsyaml.load(text) as { spells: unknown }).spells).toEqual(spells);
    expect((parseYaml(text) as { spells: unknown }).spells).toEqual(spells);
    expect(svc.analyze(text).diagnostics.filter((d) => d.code === 'yaml/yaml11')).toEqual([]);
  });
});
