/**
 * NEL, LS and PS (parse/yaml11-breaks.ts): a `yaml/yaml11` finding exactly
 * where a YAML 1.1 reader reads the text otherwise than YAML 1.2. The YAML
 * 1.1 readings below were taken by hand from PyYAML 6.0.3 (`yaml.safe_load`,
 * printed with json.dumps); the YAML 1.2 reading is js-yaml's, at run time.
 * A case is due a finding when the two differ.
 */
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { yaml11BreakFindings } from '../../../../server/src/service/parse/yaml11-breaks';
import { parseYaml } from '../../../../server/src/service/parse/yaml-tree';
import { applyEdits, createSpellService } from '../../../../server/src/service/service';
import { fixTitleIn } from '../../../../server/src/service/i18n';

const service = createSpellService();

/** [text, PyYAML's reading as JSON, or 'ERROR' where PyYAML fails]. */
const PYYAML: Array<[string, string]> = [
  ['a: "x\u2028y"\n', '{"a": "x\\u2028y"}'],
  ['a: "x\u0085y"\n', '{"a": "x y"}'],
  ['a: "x \u2029 y"\n', '{"a": "x\\u2029y"}'],
  ["a: 'x\u2028y'\n", '{"a": "x\\u2028y"}'],
  ["a: 'x\u0085y'\n", '{"a": "x y"}'],
  ['a: x\u2028y\n', 'ERROR'],
  ['a: x\u0085  y\n', '{"a": "x y"}'],
  ['a: |\n  x\u2028y\n', 'ERROR'],
  ['a: |\n  x\u0085  y\n', '{"a": "x\\ny\\n"}'],
  ['a: 1 # c\u2028\nb: 2\n', '{"a": 1, "b": 2}'],
  ['a: 1 # c\u2028b: 2\n', '{"a": 1, "b": 2}'],
  ['a: 1 # c\u2028   \nb: 2\n', '{"a": 1, "b": 2}'],
  ['a: 1 # c\u0085   # x\nb: 2\n', '{"a": 1, "b": 2}'],
  ['a: 1 # c\u0085\t\nb: 2\n', 'ERROR'],
  ['a\u2028b: 1\n', 'ERROR'],
  ['a: [x\u2028y]\n', '{"a": ["x\\u2028y"]}'],
  ['a: [x \u2028y]\n', '{"a": ["x\\u2028y"]}'],
  ['a: [x\u0085y]\n', '{"a": ["x y"]}'],
  ['- a: x\u0085    y\n', '[{"a": "x y"}]'],
  ['# c\u2029- a: 1\n', '[{"a": 1}]'],
  ['a: "x\u2029"\n', '{"a": "x\\u2029"}'],
];

describe('a finding exactly where YAML 1.1 (PyYAML) and YAML 1.2 (js-yaml) read otherwise', () => {
  it.each(PYYAML)('%j (PyYAML: %s)', (text, py) => {
    const v12 = load(text);
    const differs = py === 'ERROR' || JSON.stringify(JSON.parse(py)) !== JSON.stringify(v12);
    const root = parseYaml(text).root;
    const found = yaml11BreakFindings(text, root);
    expect(found.length).toBe(differs ? 1 : 0);
    if (!differs) return;
    const at = text.search(/[\u0085\u2028\u2029]/);
    expect([found[0]!.start, found[0]!.end]).toEqual([at, at + 1]);
    // A fix, where one is offered, keeps YAML 1.2's reading and leaves no YAML 1.1 line break behind.
    for (const f of found[0]!.fixes) {
      const fixed = applyEdits(text, f.edits).text;
      expect(/[\u0085\u2028\u2029]/.test(fixed), fixed).toBe(false);
      if (/#/.test(text.slice(0, at))) expect(load(fixed)).toEqual(load(text.replace(/[\u0085\u2028\u2029]/, ' ')));
      else expect(load(fixed)).toEqual(v12);
    }
  });

  it('the fixes offered: a space in a comment, the escape in double quotes, the value double-quoted in single quotes or plain; none in a block scalar', () => {
    const fixOf = (text: string) => yaml11BreakFindings(text, parseYaml(text).root)[0]!.fixes.map((f) => [fixTitleIn('en', f), f.edits.map((e) => e.newText)]);
    expect(fixOf('a: 1 # c\u2028b: 2\n')).toEqual([['Replace U+2028 (LS) with a space', [' ']]]);
    expect(fixOf('a: "x\u0085y"\n')).toEqual([['Write \\N', ['\\N']]]);
    expect(fixOf("a: 'x\u0085y'\n")).toEqual([['Quote it: "x\\Ny"', ['"x\\Ny"']]]);
    expect(fixOf('a: x\u2028y\n')).toEqual([['Quote it: "x\\Ly"', ['"x\\Ly"']]]);
    expect(fixOf('a: |\n  x\u2028y\n')).toEqual([]);
  });
});

describe('in a spell file', () => {
  it('outside every document (a comment before `---`, after `...`) and in a file of comments alone', () => {
    const spell = 'name: Quiet\nlevel: 1\nschool: evocation\ncasting_time: 1 action\nrange: self\ncomponents: [V]\nduration: 1 round\n';
    const text = `# before\u0085name: Hidden\n---\n${spell}...\n# after\u2029level: 99\n`;
    const a = service.analyze(text);
    expect(a.diagnostics.map((d) => [d.code, d.start])).toEqual([
      ['yaml/yaml11', text.indexOf('\u0085')],
      ['yaml/yaml11', text.indexOf('\u2029')],
    ]);
    const only = service.analyze('# grimoire\u0085name: X\u0085level: 99');
    expect(only.diagnostics.map((d) => [d.code, d.start, d.severity])).toEqual([
      ['yaml/yaml11', 10, 'warning'],
      ['yaml/yaml11', 18, 'warning'],
    ]);
  });

  it('may be disabled and turned off, as the other yaml/yaml11 findings', () => {
    const text = 'name: Quiet\nlevel: 1\nschool: evocation\ncasting_time: 1 action\nrange: self\ncomponents: [V]\n# grimoire-disable-next-line yaml/yaml11\nduration: 1 round # x\u2028y: 1\n';
    expect(service.analyze(text).diagnostics).toEqual([]);
    expect(service.analyze(text.replace('# grimoire-disable-next-line yaml/yaml11\n', '')).diagnostics.map((d) => d.code)).toEqual(['yaml/yaml11']);
  });
});
