/**
 * D&D 3.5 / Pathfinder ranges at the caster level (text/range35.ts: close,
 * medium, long and "N ft. + M ft./level", in feet and metres, English and
 * Italian), Italian area and effect lines, and the caster level in explain,
 * the hover, the preview and the damage table (the command line's
 * `--caster-level`: test/cli/caster-level.test.ts). Every expected figure is
 * worked out by hand from the range line itself (base + per x floor(level /
 * step)) or from the SRD 3.5 band text "close (25 ft. + 5 ft./2 levels)",
 * "medium (100 ft. + 10 ft./level)", "long (400 ft. + 40 ft./level)"; metres
 * from feet at seed 004's 1.5 m per 5 ft. Seed 004 gives no band figures, so
 * a bare band is labelled as the SRD's.
 */
import { describe, expect, it } from 'vitest';
import { parseRange35, rangeAt } from '../../../../server/src/service/text/range35';
import { parseArea35 } from '../../../../server/src/service/text/area35';
import { parseRange, rangeFeetAt } from '../../../../server/src/service/text/range';
import { createSpellService } from '../../../../server/src/service/service';
import { DEFAULT_SETTINGS } from '../../../../server/src/service/settings';
import { explainSpell } from '../../../../server/src/service/features/explain';
import { spellArea, areaCounts } from '../../../../server/src/service/features/figures/area';
import { damageTable } from '../../../../server/src/service/features/figures/damage';
import { previewHtml } from '../../../../server/src/service/features/preview';
import { FIREBALL_35_IT } from '../../../helpers/spells';
import { render } from '../../../../server/src/service/i18n';
import { writtenIn } from '../../../../server/src/service/features/area-note';

const svc = createSpellService();
const at = (text: string, level: number) => rangeAt(parseRange35(text)!, level);

describe('range bands and formulas at a caster level', () => {
  it('the SRD bands as written: close 25 + 5 per 2 levels, medium 100 + 10, long 400 + 40 (feet)', () => {
    // close at 1: 25 + 5 x floor(1/2) = 25; at 7: 25 + 5 x 3 = 40; at 20: 25 + 5 x 10 = 75.
    expect([1, 7, 20].map((l) => at('close (25 ft. + 5 ft./2 levels)', l).feet)).toEqual([25, 40, 75]);
    // medium at 7: 100 + 70 = 170; long at 7: 400 + 280 = 680.
    expect(at('medium (100 ft. + 10 ft./level)', 7)).toMatchObject({ feet: 170, metres: 51, unit: 'ft', source: 'written', times: 7 });
    expect(at('long (400 ft. + 40 ft./level)', 7)).toMatchObject({ feet: 680, metres: 204 });
  });
  it('metric formulas are read as written: medio (30 m + 3 m/livello) is 51 m at level 7, feet derived (170)', () => {
    expect(at('medio (30 m + 3 m/livello)', 7)).toMatchObject({ value: 51, unit: 'm', metres: 51, feet: 170, times: 7 });
    expect(at('30 m + 3 m/livello', 7)).toMatchObject({ value: 51, unit: 'm' });
    // vicino at 7: 7,5 + 1,5 x floor(7/2) = 7.5 + 4.5 = 12 m (40 ft).
    expect(at('vicino (7,5 m + 1,5 m ogni 2 livelli)', 7)).toMatchObject({ value: 12, feet: 40 });
    // A metric formula that is not the SRD's converted stays as written: 25 m + 2 m x 7 = 39 m, not 51.
    expect(at('medio (25 m + 2 m/livello)', 7)).toMatchObject({ value: 39, unit: 'm', source: 'written' });
    // A per-level distance alone: 1,5 m x 7 = 10.5 m; 10 ft x 7 = 70 ft.
    expect(at('1,5 m per livello', 7)).toMatchObject({ value: 10.5, unit: 'm' });
    expect(at('10 ft./level', 7)).toMatchObject({ value: 70, unit: 'ft' });
  });
  it('a bare band takes the SRD figures, labelled as such; in Italian, in metres at 1.5 m per 5 ft', () => {
    expect(parseRange35('medium')).toEqual({ band: 'medium', unit: 'ft', base: 100, per: 10, step: 1, source: 'srd', lang: 'en' });
    expect(parseRange35('vicino')).toEqual({ band: 'close', unit: 'm', base: 7.5, per: 1.5, step: 2, source: 'srd', lang: 'it' });
    expect(at('lungo', 7)).toMatchObject({ value: 204, feet: 680, source: 'srd' }); // 120 m + 12 m x 7
  });
  it('parseRange (rules, cone lengths) gives the same feet as the range module', () => {
    for (const t of ['close (25 ft. + 5 ft./2 levels)', 'medio (30 m + 3 m/livello)', 'vicino', 'lungo (120 m + 12 m/livello)', '30 m + 3 m/livello'])
      for (const l of [1, 2, 7, 13, 20]) expect(rangeFeetAt(parseRange(t, 'dnd35'), l), `${t} @ ${l}`).toBe(at(t, l).feet);
  });
  it('the Italian range words: personale, contatto, illimitato, vedi testo', () => {
    expect(['personale', 'contatto', 'illimitato', 'vedi testo'].map((t) => parseRange(t, 'dnd35')?.kind)).toEqual(['personal', 'touch', 'unlimited', 'see text']);
    expect(parseRange('contatto', 'dnd5e')).toBeUndefined(); // only the 3.5 reader knows the Italian words
  });
  it('fixed distances and words are not bands', () => {
    expect(parseRange35('60 ft.')).toBeUndefined();
    expect(parseRange35('personal')).toBeUndefined();
    expect(parseRange35('close (see text)')).toBeUndefined();
  });
});

describe('Italian area and effect lines', () => {
  it('reads propagazione / esplosione / emanazione del raggio, linea, cono, cilindro, cubi (F)', () => {
    expect(parseArea35('propagazione del raggio di 6 m')).toEqual({ shape: 'sphere', radius: 6, unit: 'm', kind: 'spread' });
    expect(parseArea35('esplosione del raggio di 6 m')).toMatchObject({ shape: 'sphere', radius: 6, kind: 'burst' });
    expect(parseArea35("emanazione del raggio di 3 m centrata sull'incantatore")).toMatchObject({ shape: 'sphere', radius: 3, kind: 'emanation' });
    expect(parseArea35('linea di 30 m')).toEqual({ shape: 'line', length: 30, unit: 'm' });
    expect(parseArea35('cono di 9 m')).toEqual({ shape: 'cone', length: 9, unit: 'm' });
    expect(parseArea35('cilindro (raggio di 6 m, alto 12 m)')).toEqual({ shape: 'cylinder', radius: 6, height: 12, unit: 'm' });
    expect(parseArea35('dieci cubi di 3 m (F)')).toEqual({ shape: 'cube', size: 3, unit: 'm', shapeable: true, count: 10 });
  });
  it('a metric line covers the squares of the same line in feet (6 m = 20 ft, 30 m = 100 ft, 9 m = 30 ft)', () => {
    const squares = (area: string) => {
      const s = svc.analyze(`name: X\nsystem: dnd35\nlevels: { wizard: 3 }\nschool: evocation\narea: ${area}\n`).spells[0]!;
      const a = spellArea(s, 5)!;
      return { c: areaCounts(a.spec, 'dnd35'), written: a.written && writtenIn('en', a.written) };
    };
    const pairs: Array<[string, string, string]> = [
      ['propagazione del raggio di 6 m', '20-ft.-radius spread', 'radius 6 m'],
      ['linea di 30 m', '100-ft. line', 'length 30 m'],
      ['cono di 9 m', '30-ft. cone', 'length 9 m'],
    ];
    for (const [it, en, written] of pairs) {
      const m = squares(it);
      expect(m.c).toEqual(squares(en).c);
      expect(m.written).toBe(written);
    }
  });
  it('an Effect line with a shape is drawn when there is no Area line', () => {
    const s = svc.analyze('name: Nube\nsystem: dnd35\nlevels: { wizard: 5 }\nschool: conjuration\neffect: nube del raggio di 6 m, alta 6 m\n').spells[0]!;
    const a = spellArea(s, 5)!;
    expect(a.spec).toEqual({ shape: 'cylinder', radius: 20, height: 20 });
    expect(render('en', a.notes[0]!)).toBe('Read from the Effect line.');
  });
});

describe('the range and the caster level in explain, hover, preview and the damage table', () => {
  const spell = () => svc.analyze(FIREBALL_35_IT).spells[0]!;
  it('explain: a range object at the profile caster level; --caster-level 7 gives 204 m (680 ft) and a 7d6 row', () => {
    const e = explainSpell(spell(), DEFAULT_SETTINGS, 1, { level: 7 });
    expect(e.range).toEqual({
      written: 'lungo (120 m + 12 m/livello)',
      band: 'long',
      level: 7,
      feet: 680, // 204 m / 0.3
      metres: 204, // 120 + 12 x 7
      unit: 'm',
      per: '120 m + 12 m per level',
      formula: '120 m + 12 m x 7 = 204 m',
      source: 'written',
      sourceNote: "figures as written in the spell's range line; feet at 1.5 m per 5 ft (the D&D 3.5 rules' metric rate)",
    });
    // 1d6 per caster level, max 10 dice: 7d6 at level 7, average 7 x 3.5 = 24.5, maximum 42.
    expect(e.damage?.find((r) => r.level === 7)).toEqual({ level: 7, dice: '7d6', average: 24.5, maximum: 42 });
    // Without the flag the default profile level is 5: 120 + 60 = 180 m, 600 ft.
    expect(explainSpell(spell(), DEFAULT_SETTINGS, 1).range).toMatchObject({ level: 5, metres: 180, feet: 600 });
  });
  it('the damage table marks no row for a caster level below the lowest that casts the spell', () => {
    const t = damageTable(spell(), 'damage', 3)!;
    expect(t.rows.map((r) => r.level)).toEqual([5, 10, 15, 20]);
    expect(t.notes.map((n) => render('en', n))).toContain("The profile's caster level 3 is below 5: no row for it.");
  });
  it('hover on range: the distance at the file caster level, the working, a table and the source', () => {
    const text = FIREBALL_35_IT.replace('system: dnd35\n', 'system: dnd35\ncaster: { level: 7 }\n');
    const i = text.indexOf('range:');
    const md = svc.hover(svc.analyze(text), i + 1, DEFAULT_SETTINGS, 'ascii')!.markdown;
    expect(md).toContain('**Range at caster level 7: 680 ft (204 m)**');
    expect(md).toContain('long: 120 m + 12 m per level; at level 7: 120 m + 12 m x 7 = 204 m.');
    expect(md).toContain('| 1 | 440 | 132 |'); // 120 + 12 = 132 m = 440 ft
    expect(md).toContain('_Source: figures as written');
    expect(md).not.toContain('is the default'); // the file sets caster: { level: 7 }
  });
  it('hover on a bare band names the SRD as the source of its figures', () => {
    const text = FIREBALL_35_IT.replace('lungo (120 m + 12 m/livello)', 'medium');
    const md = svc.hover(svc.analyze(text), text.indexOf('range:') + 1, DEFAULT_SETTINGS, 'ascii')!.markdown;
    expect(md).toContain('**Range at caster level 5: 150 ft (45 m)**'); // 100 + 10 x 5
    expect(md).toContain('SRD 3.5 figures');
    expect(md).toContain('the D&D 3.5 rule text gives no band figures');
    expect(md).toContain('_Caster level 5 is the default: set `caster: { level: N }`');
  });
  it('preview: a range section at the caster level; render flags reach it', () => {
    const html = previewHtml(spell(), DEFAULT_SETTINGS, undefined, undefined, { level: 7 }).html;
    expect(html).toContain('Range at caster level 7: 680 ft (204 m)');
    expect(previewHtml(spell(), DEFAULT_SETTINGS).html).toContain('Range at caster level 5: 600 ft (180 m)');
  });
});
