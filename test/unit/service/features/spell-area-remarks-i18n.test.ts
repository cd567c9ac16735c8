/**
 * The remarks a spell's area carries (features/figures/area.ts `SpellArea`:
 * metres or miles converted, a hemisphere or a radius drawn as a circle, a
 * flat square counted as a cube, a 3.5 cone's length taken from the range,
 * a line naming several areas, a size per level, a spread) in every locale.
 * Each remark is a catalogue reference; English is pinned here as the text
 * written before the remarks were references; the other locales word each
 * remark themselves, with no English word left.
 */
import { describe, expect, it } from 'vitest';
import { createSpellService } from '../../../../server/src/service/service';
import { explainSpells } from '../../../../server/src/service/features/explain';
import { spellArea } from '../../../../server/src/service/features/figures/area';
import { notesIn, writtenIn } from '../../../../server/src/service/features/area-note';
import { normaliseSettings } from '../../../../server/src/service/settings';
import type { Locale } from '../../../../server/src/service/i18n';

const service = createSpellService();

function areaOf(yaml: string, casterLevel = 5) {
  const a = service.analyze(yaml);
  const s = a.spells[0]!;
  const area = spellArea(s, casterLevel);
  if (!area) throw new Error(`no area in ${yaml}`);
  return area;
}

const SPELL5E = (extra: string) => `name: Test\nlevel: 3\nschool: evocation\ncasting_time: 1 action\ncomponents: [V, S]\nduration: Instantaneous\n${extra}`;
const SPELL35 = (extra: string) => `system: dnd35\nname: Test\nlevels: { wizard: 3 }\nschool: evocation\ncasting_time: 1 standard action\ncomponents: [V, S]\nduration: instantaneous\n${extra}`;

/** Each case: the YAML, the caster level, and the English remarks as explain.ts wrote them. */
const CASES: Array<[string, string, number, string[]]> = [
  ['metric area', SPELL5E('range: 45 m\narea: { shape: sphere, radius: 6, unit: m }\n'), 5, ['Metres converted at 1.5 m = 5 ft (one square).']],
  ['hemisphere from a self range', SPELL5E('range: Self (10-foot-radius hemisphere)\n'), 5, ['A hemisphere covers the same squares as the sphere of its radius.']],
  ['3.5 spread in metres', SPELL35('range: long (120 m + 12 m/level)\narea: propagazione del raggio di 6 m\n'), 5, ['A spread turns corners; the open-grid footprint is drawn.', 'Metres converted at 1.5 m = 5 ft (one square).']],
  ['3.5 effect line with a shape', SPELL35('range: medium (100 ft. + 10 ft./level)\neffect: ten 5-ft. cubes (S)\n'), 5, ['Read from the Effect line.', 'The line names 10 such areas; one is drawn.']],
  ['3.5 cone without a length', SPELL35('range: close (25 ft. + 5 ft./2 levels)\narea: cone-shaped burst\n'), 7, ["The cone's length is the spell's range at caster level 7: 40 ft."]],
];

const ENGLISH_WORDS = (s: string): string[] => (s.match(/[A-Za-z]{4,}/g) ?? []).map((w) => w.toLowerCase());

describe("a spell area's remarks in every locale", () => {
  for (const [name, yaml, cl, english] of CASES) {
    const area = areaOf(yaml, cl);
    it(`${name}: English as written`, () => {
      expect(notesIn('en', area.notes)).toEqual(english);
      expect(area.notes.every((n) => n.key.startsWith('geo.n.sa.'))).toBe(true);
    });
    for (const locale of ['uk', 'ja', 'ru', 'it'] as Locale[]) {
      it(`${name}: ${locale} has its own words, no English word left`, () => {
        const out = notesIn(locale, area.notes);
        expect(out).toHaveLength(english.length);
        for (let i = 0; i < out.length; i++) {
          expect(out[i]).not.toBe(english[i]);
          const eng = new Set(ENGLISH_WORDS(english[i]!));
          const left = ENGLISH_WORDS(out[i]!).filter((w) => eng.has(w));
          expect(left, out[i]).toEqual([]);
        }
      });
    }
  }

  it('figures keep the locale: the Italian cone length at caster level 7 is 40 ft', () => {
    const area = areaOf(CASES[4]![1], 7);
    expect(notesIn('it', area.notes)[0]).toBe("La lunghezza del cono è il raggio di azione dell'incantesimo al livello dell'incantatore 7: 40 ft.");
  });
});

describe("an area's size as written (not in feet) in every locale", () => {
  // English as explain.ts wrote `SpellArea.written` when it was English text; the others by hand from each catalogue's term.dim.* and the locale's decimal comma.
  const WRITTEN: Array<[string, string, number, string, Record<'uk' | 'ja' | 'ru' | 'it', string>]> = [
    ['metric cylinder', SPELL5E('range: 45 m\narea: { shape: cylinder, radius: 4.5, height: 12, unit: m }\n'), 5, 'radius 4.5 m, height 12 m', { uk: 'радіус 4,5 м, висота 12 м', ja: '半径 4.5 m、高さ 12 m', ru: 'радиус 4,5 м, высота 12 м', it: 'raggio 4,5 m, altezza 12 m' }],
    ['self range in miles', SPELL5E('range: Self (1-mile radius)\n'), 5, '1 mile', { uk: '1 миля', ja: '1 マイル', ru: '1 миля', it: '1 miglio' }],
    ['3.5 cube in metres', SPELL35('range: medium (100 ft. + 10 ft./level)\narea: cubo di 9 m di lato\n'), 5, 'side 9 m', { uk: 'сторона 9 м', ja: '一辺 9 m', ru: 'сторона 9 м', it: 'lato 9 m' }],
    ['3.5 line in metres', SPELL35('range: close (25 ft. + 5 ft./2 levels)\narea: linea di 9 m\n'), 5, 'length 9 m', { uk: 'довжина 9 м', ja: '長さ 9 m', ru: 'длина 9 м', it: 'lunghezza 9 m' }],
  ];
  for (const [name, yaml, cl, english, byLocale] of WRITTEN) {
    it(`${name}: "${english}" in English, each locale's own words`, () => {
      const area = areaOf(yaml, cl);
      expect(writtenIn('en', area.written!)).toBe(english);
      for (const l of ['uk', 'ja', 'ru', 'it'] as const) expect(writtenIn(l, area.written!)).toBe(byLocale[l]);
    });
  }
  it('the area hover and explain --json carry it in the locale', () => {
    const yaml = WRITTEN[3]![1];
    const settings = normaliseSettings({ locale: 'ru' });
    const a = service.analyze(yaml, settings);
    // 9 m at 1.5 m = 5 ft is 30 ft.
    expect(service.hover(a, yaml.indexOf('area:') + 1, settings, 'ascii')?.markdown).toContain('**Область: линия 30 фт** (записано: длина 9 м)');
    expect(explainSpells(a, settings).spells[0]!.area?.written).toBe('длина 9 м');
    expect(explainSpells(service.analyze(yaml), normaliseSettings({})).spells[0]!.area?.written).toBe('length 9 m');
  });
});
