/**
 * A Foundry item speaks its own words: a bad school code in a dnd5e item
 * (`evx`) is reported with the dnd5e codes (`evo`), hinted and fixed to one;
 * a Black Flag item (JSON) with its full-word schools, the fix kept JSON; the
 * hover over an item field names the item's field and shows its codes, not
 * Grimoire's `school: evocation` or `radius: 20` examples. The codes are
 * the ones Foundry's dnd5e system and Black Flag write (by hand, from their
 * data: dnd5e `abj con div enc evo ill nec trs`).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSpellService } from '../../../../server/src/service/service';
import { fixTitleIn, messageIn } from '../../../../server/src/service/index';
import { DEFAULT_SETTINGS } from '../../../../server/src/service/settings';
import { applyEdits } from '../../../../server/src/service/service';

const svc = createSpellService();
const FIXTURE = readFileSync(resolve(__dirname, '../../../fixtures/foundry/ember-ring.yml'), 'utf8');

describe('a Foundry dnd5e item with a bad school code', () => {
  const text = FIXTURE.replace('school: evo', 'school: evx');

  it('lists the dnd5e codes, hints the closest and fixes it in place', () => {
    const a = svc.analyze(text);
    const d = a.diagnostics.find((x) => x.code === 'schema/enum')!;
    expect(d).toBeDefined();
    const words = messageIn('en', d);
    expect(words).toBe('`system.school`: text "evx" is not one of "abj", "con", "div", "enc", "evo", "ill", "nec", "trs". Did you mean "evo"?');
    expect(words).not.toContain('evocation');
    expect(text.slice(d.start, d.end)).toBe('evx');
    const actions = svc.codeActions(a, d.start, d.end).filter((c) => c.diagnostic.code === 'schema/enum');
    expect(actions.map((c) => fixTitleIn('en', c))).toEqual(['Change `evx` to `evo`']);
    const fixed = applyEdits(text, actions[0]!.edits).text;
    expect(fixed).toBe(FIXTURE);
    expect(svc.analyze(fixed).diagnostics.filter((x) => x.code === 'schema/enum')).toEqual([]);
  });

  it('keeps the quotes the author wrote', () => {
    const quoted = FIXTURE.replace('school: evo', "school: 'evx'");
    const a = svc.analyze(quoted);
    const d = a.diagnostics.find((x) => x.code === 'schema/enum')!;
    expect(applyEdits(quoted, d.fixes![0]!.edits).text).toBe(FIXTURE.replace('school: evo', "school: 'evo'"));
  });

  it('hovers `school` with the item field and the dnd5e codes, not Grimoire examples', () => {
    const a = svc.analyze(FIXTURE);
    const h = svc.hover(a, FIXTURE.indexOf('school: evo') + 2, DEFAULT_SETTINGS)!;
    expect(h.markdown).toContain('**`system.school`**');
    expect(h.markdown).toContain('`abj`, `con`, `div`, `enc`, `evo`, `ill`, `nec`, `trs`');
    expect(h.markdown).not.toMatch(/school: evocation/);
  });

  it('hovers the template `size` with the item field, without the `radius: 20` example', () => {
    const a = svc.analyze(FIXTURE);
    const h = svc.hover(a, FIXTURE.indexOf("size: '15'") + 1, DEFAULT_SETTINGS)!;
    expect(h.markdown).toContain('**`system.target.template.size`**');
    expect(h.markdown).not.toContain('radius: 20');
  });
});

describe('a Black Flag item (JSON) with a bad school', () => {
  const bf = { name: 'Spark', type: 'spell', _stats: { systemId: 'black-flag' }, system: { circle: { base: 1 }, source: ['arcane'], school: 'evocaton', casting: { type: 'action', value: 1 }, range: { value: '60', units: 'foot' }, duration: { units: 'instantaneous' }, components: { required: ['verbal'] }, tags: [], target: { template: { type: '', size: '' } } } };
  const text = JSON.stringify(bf, null, 2);

  it('lists the Black Flag school words and fixes the JSON to one', () => {
    const a = svc.analyze(text);
    const d = a.diagnostics.find((x) => x.code === 'schema/enum')!;
    expect(messageIn('en', d)).toBe('`system.school`: text "evocaton" is not one of "abjuration", "conjuration", "divination", "enchantment", "evocation", "illusion", "necromancy", "transmutation". Did you mean "evocation"?');
    const fixed = applyEdits(text, d.fixes![0]!.edits).text;
    expect((JSON.parse(fixed) as typeof bf).system.school).toBe('evocation');
  });
});
