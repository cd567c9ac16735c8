/**
 * Service validation with inline YAML: each case marks the exact range the
 * diagnostic must cover with ⟦ ⟧ and names the expected code.
 */
import { describe, expect, it } from 'vitest';
import { createSpellService } from '../../../server/src/service/service';
import type { Problem } from '../../../server/src/service/types';
import { FIREBALL_BARE } from '../../helpers/spells';
import { messageIn } from '../../../server/src/service/i18n';

const service = createSpellService();

/** Strip ⟦ ⟧ markers; return the text and the marked range. */
function marked(src: string): { text: string; start: number; end: number } {
  const start = src.indexOf('⟦');
  const end = src.indexOf('⟧') - 1;
  if (start < 0 || end < start) throw new Error('case needs ⟦ ⟧ markers');
  return { text: src.replace('⟦', '').replace('⟧', ''), start, end };
}

function diags(text: string): Problem[] {
  return service.analyze(text).diagnostics;
}

const FIREBALL = FIREBALL_BARE;

/** A clean spell with one line replaced. */
function spellWith(find: string, replace: string): string {
  if (!FIREBALL.includes(find)) throw new Error(`no ${find}`);
  return FIREBALL.replace(find, replace);
}

const CASES: Array<[string, string, string]> = [
  ['wrong type', 'schema/type', spellWith('level: 3', 'level: ⟦three⟧')],
  ['level out of range', 'schema/range', spellWith('level: 3', 'level: ⟦12⟧')],
  ['negative level', 'schema/range', spellWith('level: 3', 'level: ⟦-1⟧')],
  ['unknown school', 'schema/enum', spellWith('school: evocation', 'school: ⟦evocaton⟧')],
  ['missing name', 'schema/required', spellWith('name: Fireball\nlevel: 3', '⟦level⟧: 3')],
  ['unknown key', 'schema/unknown-key', spellWith('level: 3', 'level: 3\n⟦colour⟧: red')],
  ['bad component', 'schema/enum', spellWith('[V, S, M]', '[V, ⟦X⟧, M]')],
  ['negative area size', 'schema/range', spellWith('radius: 20', 'radius: ⟦-20⟧')],
  ['malformed range text', 'schema/pattern', spellWith('range: 150 feet', 'range: ⟦150 fet⟧')],
  ['malformed duration', 'schema/pattern', spellWith('duration: Instantaneous', 'duration: ⟦forever-ish⟧')],
  ['malformed casting time', 'schema/pattern', spellWith('casting_time: 1 action', 'casting_time: ⟦one action please⟧')],
  ['bad dice', 'schema/pattern', spellWith('dice: 8d6', 'dice: ⟦8x6⟧')],
  ['unknown save ability', 'schema/enum', spellWith('ability: dex', 'ability: ⟦dexterity⟧')],
  ['unknown area shape', 'schema/enum', spellWith('shape: sphere', 'shape: ⟦blob⟧')],
  ['components not a list', 'schema/type', spellWith('components: [V, S, M]', 'components: ⟦7⟧')],
  ['duplicate key', 'yaml/duplicate-key', spellWith('school: evocation', 'school: evocation\n⟦school⟧: evocation')],
  ['syntax error (an unclosed bracket, at its line)', 'yaml/syntax', spellWith('components: [V, S, M]', 'components: ⟦[V, S, M⟧\nmaterial')],
  ['tab indentation', 'yaml/tab-indent', spellWith('area: { shape: sphere, radius: 20 }', 'area:\n⟦\t⟧shape: sphere')],
  ['unknown system', 'schema/enum', spellWith('name: Fireball', 'name: Fireball\nsystem: ⟦gurps⟧')],
  ['custom tag', 'yaml/unknown-tag', spellWith('level: 3', 'level: !!python/object ⟦3⟧')],
];

describe('schema and YAML diagnostics at exact ranges', () => {
  it.each(CASES)('%s -> %s', (_name, code, src) => {
    const { text, start, end } = marked(src);
    const ds = diags(text);
    const hit = ds.find((d) => d.code === code);
    expect(hit, JSON.stringify(ds, null, 1)).toBeDefined();
    expect({ start: hit!.start, end: hit!.end, text: text.slice(hit!.start, hit!.end) }).toEqual({ start, end, text: text.slice(start, end) });
  });

  it('a clean spell has no diagnostics', () => {
    expect(diags(FIREBALL)).toEqual([]);
  });

  it('collapses alternatives into one message naming what was expected', () => {
    const ds = diags(spellWith('range: 150 feet', 'range: [1, 2]'));
    const range = ds.filter((d) => messageIn('en', d).includes('range'));
    expect(range).toHaveLength(1);
    expect(range[0]!.code).toBe('schema/alternatives');
    expect(messageIn('en', range[0]!)).toMatch(/must be .* or /);
  });

  it('suggests the closest school', () => {
    const ds = diags(spellWith('school: evocation', 'school: evocaton'));
    expect(messageIn('en', ds[0]!)).toContain('Did you mean "evocation"');
  });
});

describe('datasets', () => {
  const spell = (i: number) => `  - name: Spell ${i}\n    level: ${i % 10}\n    school: evocation\n    casting_time: 1 action\n    range: 60 feet\n    components: [V, S]\n    duration: Instantaneous\n`;

  it('finds a broken spell inside a 300-spell list at its exact place', () => {
    const items = Array.from({ length: 300 }, (_, i) => spell(i));
    items[217] = items[217]!.replace('school: evocation', 'school: ⟦necromantic⟧');
    const { text, start, end } = marked(`system: dnd5e\nspells:\n${items.join('')}`);
    const ds = diags(text);
    expect(ds).toHaveLength(1);
    expect(ds[0]).toMatchObject({ code: 'schema/enum', start, end });
    const a = service.analyze(text);
    expect(a.spells).toHaveLength(300);
    expect(a.lines.positionAt(ds[0]!.start).line).toBe(2 + 217 * 7 + 2);
  });

  it('finds a broken second --- document', () => {
    const { text, start, end } = marked(`${FIREBALL}---\n${FIREBALL.replace('level: 3', 'level: ⟦"3"⟧').replace('Fireball', 'Fireball II')}`);
    const ds = diags(text);
    expect(ds).toHaveLength(1);
    expect(ds[0]).toMatchObject({ code: 'schema/type', start, end });
  });

  it('reports a syntax error in one item and still checks the others', () => {
    const items = [spell(1), spell(2).replace('range: 60 feet', 'range: [60 feet'), spell(3).replace('school: evocation', 'school: nope')];
    const ds = diags(`spells:\n${items.join('')}`);
    expect(ds.map((d) => d.code)).toEqual(['yaml/syntax', 'schema/enum']);
  });

  it('uses the file-level system for its spells and lets a spell override it', () => {
    const tov = `system: tov\nspells:\n  - name: Bless\n    circle: 1\n    source: divine\n    school: enchantment\n    casting_time: 1 action\n    range: 30 feet\n    components: [V, S, M]\n    material: a sprinkling of holy water\n    duration: Concentration, up to 1 minute\n    concentration: true\n  - name: Fireball\n    system: dnd5e\n${FIREBALL.split('\n').slice(1).filter(Boolean).map((l) => '    ' + l).join('\n')}\n`;
    const a = service.analyze(tov);
    expect(a.diagnostics).toEqual([]);
    expect(a.spells.map((s) => s.system)).toEqual(['tov', 'dnd5e']);
  });

  it('re-analyses only the item an edit touched', () => {
    const items = Array.from({ length: 200 }, (_, i) => spell(i));
    const text = `spells:\n${items.join('')}`;
    const first = service.analyze(text);
    expect(first.stats.reparsed).toBe(200);
    const edited = text.replace('name: Spell 150\n', 'name: Spell 150x\n');
    const second = service.analyze(edited, undefined, first);
    expect(second.stats.reparsed).toBeLessThanOrEqual(2);
    expect(second.stats.incremental).toBe(true);
    expect(second.diagnostics).toEqual([]);
    expect(second.spells[150]!.value.name).toBe('Spell 150x');
  });

  it('validates a flow-style dataset it cannot split, with exact ranges', () => {
    const { text, start, end } = marked('spells: [{ name: A, level: ⟦10⟧, school: evocation, casting_time: 1 action, range: self, components: [V], duration: Instantaneous }]\n');
    const ds = diags(text);
    expect(ds).toHaveLength(1);
    expect(ds[0]).toMatchObject({ code: 'schema/range', start, end });
  });

  it('handles anchors shared across items by parsing the document whole', () => {
    const text = `spells:\n  - &base\n    name: A\n    level: 1\n    school: evocation\n    casting_time: 1 action\n    range: self\n    components: [V]\n    duration: Instantaneous\n  - name: B\n    level: 1\n    school: evocation\n    casting_time: 1 action\n    range: self\n    components: *comps\n    duration: Instantaneous\n`;
    // An alias to an anchor that does not exist is a syntax error, located.
    const ds = diags(text);
    expect(ds.some((d) => d.code === 'yaml/syntax')).toBe(true);
  });
});

describe('hostile input gets a diagnostic, never a throw', () => {
  it('alias bomb', () => {
    const lines = ['a: &a ["x","x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 9; i++) lines.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(10).fill('*' + String.fromCharCode(96 + i)).join(',')}]`);
    lines.push('name: bomb');
    const ds = diags(lines.join('\n') + '\n');
    expect(ds.map((d) => d.code)).toContain('yaml/alias-bomb');
  });

  it('binary junk', () => {
    expect(diags('\u0000\u0001\u0002PNG\u0000').map((d) => d.code)).toEqual(['yaml/binary']);
  });

  it('an empty file', () => {
    expect(diags('')).toEqual([]);
  });

  it('a BOM and CRLF', () => {
    const text = '\uFEFF' + FIREBALL.replace(/\n/g, '\r\n').replace('level: 3', 'level: 30');
    const ds = diags(text);
    expect(ds).toHaveLength(1);
    expect(text.slice(ds[0]!.start, ds[0]!.end)).toBe('30');
  });

  it('a top-level list is not a spell document', () => {
    expect(diags('- a\n- b\n').map((d) => d.code)).toEqual(['yaml/not-spell']);
  });

  it('disable comments silence one finding', () => {
    const text = spellWith('school: evocation', '# grimoire-disable-next-line schema/enum\nschool: evocaton');
    expect(diags(text)).toEqual([]);
  });
});

describe('hover', () => {
  it('shows the schema text for the key under the cursor', () => {
    const a = service.analyze(FIREBALL);
    const h = service.hover(a, FIREBALL.indexOf('school'));
    expect(h).toBeDefined();
    expect(h!.markdown).toMatch(/school/i);
    expect(FIREBALL.slice(h!.start, h!.end)).toBe('school');
  });

  it('answers on nested keys', () => {
    const a = service.analyze(FIREBALL);
    const h = service.hover(a, FIREBALL.indexOf('radius'));
    expect(h?.markdown).toMatch(/radius/i);
  });
});
