/**
 * The notes under a damage or healing table (features/figures/damage.ts
 * `DamageTable.notes`: a field the dice module ignores, a key out of range,
 * a 3.5 table's caster-level rows, a ToV ritual's one row or growth) in every
 * locale. Each note is a catalogue reference; English is pinned as the text
 * written before the notes were references (byte for byte); the other
 * locales word each note themselves, with no English word of the note left (field paths such as `damage[0].per_slot`
 * are the file's own and stay). Shown by the damage hover
 * (features/sections/damage.ts) and the preview's numbers.
 */
import { describe, expect, it } from 'vitest';
import { createSpellService } from '../../../../server/src/service/service';
import { normaliseSettings } from '../../../../server/src/service/settings';
import { explainSpells } from '../../../../server/src/service/features/explain';
import { damageTable } from '../../../../server/src/service/features/figures/damage';
import { notesIn } from '../../../../server/src/service/features/area-note';
import { scaledDamage } from '../../../../server/src/service/compute/damage-scaling';
import { previewHtml } from '../../../../server/src/service/features/preview';
import type { Locale } from '../../../../server/src/service/i18n';

const service = createSpellService();

const SPELL5E = (level: number, extra: string) => `name: Test\nlevel: ${level}\nschool: evocation\ncasting_time: 1 action\nrange: 60 feet\ncomponents: [V, S]\nduration: Instantaneous\n${extra}`;
const TOV = (extra: string) => `name: Test\nsystem: tov\ncircle: 2\nsource: arcane\nschool: evocation\ncasting_time: 10 minutes\nrange: 60 feet\ncomponents: [V, S]\nduration: Instantaneous\nritual: true\n${extra}`;
const SPELL35 = (extra: string) => `system: dnd35\nname: Test\nlevels: { wizard: 3 }\nschool: evocation\ncasting_time: 1 standard action\nrange: long (400 ft. + 40 ft./level)\ncomponents: [V, S]\nduration: instantaneous\n${extra}`;

/** Each case: the YAML, the key, the caster level, and the English notes as figures/damage.ts and damage-scaling.ts wrote them. */
const CASES: Array<[string, string, 'damage' | 'heal', number | undefined, string[]]> = [
  ['cantrip with per_slot', SPELL5E(0, 'damage: { dice: 1d10, type: fire, per_slot: 1d10 }\n'), 'damage', undefined, ['damage[0].per_slot is ignored: a cantrip is not cast with a slot.']],
  ['cantrip with at_slot_level', SPELL5E(0, 'damage: { dice: 1d10, type: fire, at_slot_level: { 3: 2d10 } }\n'), 'damage', undefined, ['damage[0].at_slot_level is ignored: a cantrip is not cast with a slot.']],
  ['leveled spell with per_character_level (second entry)', SPELL5E(3, 'damage:\n  - { dice: 8d6, type: fire }\n  - { dice: 1d6, type: cold, per_character_level: 1d6 }\n'), 'damage', undefined, ['damage[1].per_character_level is ignored: it applies to cantrips only.']],
  ['slot key out of range', SPELL5E(3, 'damage: { dice: 8d6, type: fire, at_slot_level: { 2: 7d6, 5: 10d6 } }\n'), 'damage', undefined, ['damage[0].at_slot_level: key 2 is outside 3..9; ignored.']],
  ['tier key out of range', SPELL5E(0, 'damage: { dice: 1d10, type: fire, per_character_level: { 5: 2d10, 25: 5d10 } }\n'), 'damage', undefined, ['damage[0].per_character_level: key 25 is outside 1..20; ignored.']],
  ['healing keeps the damage path', SPELL5E(0, 'heal: { dice: 1d4, per_slot: 1d4 }\n'), 'heal', undefined, ['damage[0].per_slot is ignored: a cantrip is not cast with a slot.']],
  ['3.5 caster-level rows', SPELL35('damage: { dice: 0d6, per_caster_level: 1d6, max_dice: 10, type: fire }\n'), 'damage', 5, ['Rows are caster levels from 5, the lowest a full caster casts a level-3 spell at.']],
  ['3.5 profile below the lowest caster level', SPELL35('damage: { dice: 0d6, per_caster_level: 1d6, max_dice: 10, type: fire }\n'), 'damage', 3, ['Rows are caster levels from 5, the lowest a full caster casts a level-3 spell at.', "The profile's caster level 3 is below 5: no row for it."]],
  ['ToV ritual that grows', TOV('damage: { dice: 2d8, type: radiant, per_highest_circle: 1d8 }\n'), 'damage', 5, ['A ritual uses no slot; rows are the highest circle the caster can reach, and the ritual grows with it (Tales of the Valiant rules).']],
  ['ToV ritual that does not grow', TOV('damage: { dice: 2d8, type: radiant }\n'), 'damage', 5, ['A ritual uses no slot and cannot be cast at a higher circle (Tales of the Valiant rules): one row.']],
];

/** Words of the note that are the tool's own: field paths (`damage[0].per_slot`) and product names removed. */
const ownWords = (s: string): string[] => (s.replace(/\S*[[._]\S*/g, ' ').replace(/Tales of the Valiant/g, ' ').match(/[A-Za-z]{4,}/g) ?? []).map((w) => w.toLowerCase());

function table(yaml: string, key: 'damage' | 'heal', cl: number | undefined) {
  const s = service.analyze(yaml).spells[0]!;
  const t = damageTable(s, key, cl);
  if (!t) throw new Error(`no ${key} table in ${yaml}`);
  return t;
}

describe('damage table notes in every locale', () => {
  for (const [name, yaml, key, cl, english] of CASES) {
    const t = table(yaml, key, cl);
    it(`${name}: English as written`, () => {
      // The catalogue's English, from the references, is the text as written.
      expect(notesIn('en', t.notes)).toEqual(english);
      expect(t.notes.every((n) => n.key.startsWith('dmg.n.'))).toBe(true);
    });
    for (const locale of ['uk', 'ja', 'ru', 'it'] as Locale[]) {
      it(`${name}: ${locale} has its own words, no English word left`, () => {
        const out = notesIn(locale, t.notes);
        expect(out).toHaveLength(english.length);
        for (let i = 0; i < out.length; i++) {
          expect(out[i]).not.toBe(english[i]);
          const eng = new Set(ownWords(english[i]!));
          const left = ownWords(out[i]!).filter((w) => eng.has(w) && !(locale === 'it' && w === 'slot'));
          expect(left, out[i]).toEqual([]);
        }
      });
    }
  }

  it("the dice module's maxSlot note (not reached by the hover, which asks for every slot) is a reference too", () => {
    const r = scaledDamage({ dice: '8d6', per_slot: '1d6' }, 3, { maxSlot: 12 });
    if (r.error !== undefined) throw new Error(r.error);
    expect(r.notes).toEqual([{ key: 'dmg.n.maxSlot', args: { value: '12', base: 3 } }]);
    expect(notesIn('en', r.notes)).toEqual(['maxSlot 12 is not an integer 3-9; 9 used.']);
    expect(notesIn('uk', r.notes)).toEqual(['maxSlot 12 не є цілим числом від 3 до 9; взято 9.']);
  });

  it('figures and terms by hand: a 3.5 row note in Italian and Ukrainian, a ToV ritual in Japanese', () => {
    const t35 = table(CASES[7]![1], 'damage', 3);
    expect(notesIn('it', t35.notes)).toEqual([
      "Le righe sono livelli dell'incantatore da 5, il più basso a cui un incantatore completo lancia un incantesimo di livello 3.",
      "Il livello dell'incantatore 3 del profilo è sotto 5: nessuna riga per esso.",
    ]);
    expect(notesIn('uk', t35.notes)[1]).toBe('Рівень чаротворця 3 у профілі нижчий за 5: рядка для нього немає.');
    expect(notesIn('ja', table(CASES[9]![1], 'damage', 5).notes)).toEqual(['儀式呪文は呪文スロットを使用せず、高サークル版での発動もできない（Tales of the Valiantのルール）：1行のみ。']);
  });
});

describe('the notes reach the hover and the preview in the locale', () => {
  it('the damage hover of a cantrip with per_slot, in Russian', () => {
    const yaml = CASES[0]![1];
    const settings = normaliseSettings({ locale: 'ru' });
    const a = service.analyze(yaml, settings);
    const md = service.hover(a, yaml.indexOf('damage:') + 1, settings, 'ascii')?.markdown ?? '';
    expect(md).toContain('_damage\\[0\\].per\\_slot игнорируется\\: заговор не тратит ячеек._');
    expect(md).not.toContain('is ignored');
  });
  it("the preview's ritual note, in Ukrainian", () => {
    const settings = normaliseSettings({ locale: 'uk' });
    const html = previewHtml(service.analyze(CASES[8]![1], settings).spells[0], settings).html;
    expect(html).toContain('<p class="reading">Ритуал не витрачає слоту; рядки — найвище коло, якого може сягти чаротворець, і ритуал зростає разом із ним (правила Tales of the Valiant).</p>');
  });
});

describe('the modifier added to a roll, and an unnamed spell, in the locale', () => {
  // Seed 002's Prayer of Healing: 2d8 + the caster's modifier, growing 1d8 per circle reached. No class names an ability, so the roll says "modifier".
  const PRAYER = 'name: Prayer\nsystem: tov\ncircle: 2\nsource: divine\nschool: evocation\ncasting_time: 10 minutes\nrange: 30 feet\ncomponents: [V]\nduration: Instantaneous\nritual: true\nheal: { dice: 2d8, add_modifier: true, per_highest_circle: 1d8 }\n';
  it.each([
    ['en', 'modifier'],
    ['uk', 'модифікатор'],
    ['ja', '修正値'],
    ['ru', 'модификатор'],
    ['it', 'modificatore'],
  ] as const)('%s: 2d8 + %s in the table, the hover and explain', (locale, word) => {
    const settings = normaliseSettings({ locale });
    const a = service.analyze(PRAYER, settings);
    const t = damageTable(a.spells[0]!, 'heal', 5, locale)!;
    expect(t.rows[0]!.text).toBe(`2d8 + ${word}`);
    expect(t.modifier).toBe(word);
    expect(service.hover(a, PRAYER.indexOf('heal:') + 1, settings, 'ascii')?.markdown).toContain(`2d8 + ${word}**`);
    expect(explainSpells(a, settings).spells[0]!.scaling?.healModifier).toBe(word);
  });
  it("a class that names the ability: its abbreviation as the locale writes it (Wisdom: WIS, МДР, 判断力)", () => {
    const yaml = PRAYER.replace('source: divine\n', 'source: divine\nclasses: [cleric]\n');
    for (const [l, abbr] of [['en', 'WIS'], ['uk', 'МДР'], ['ja', '判断力']] as const) expect(damageTable(service.analyze(yaml).spells[0]!, 'heal', 5, l)!.rows[0]!.text).toBe(`2d8 + ${abbr}`);
  });
  it.each([
    ['en', '(unnamed spell)'],
    ['uk', '(заклинання без назви)'],
    ['ja', '（名前のない呪文）'],
  ] as const)('an unnamed spell in explain: %s %s', (locale, name) => {
    const settings = normaliseSettings({ locale });
    expect(explainSpells(service.analyze('level: 1\nschool: evocation\n', settings), settings).spells[0]!.name).toBe(name);
  });
});
