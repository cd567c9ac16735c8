/**
 * A casting time or duration written as a mapping (the format's object forms,
 * and what a Foundry item reads as) in the stat block of the preview and
 * `grimoire render`: the words of each locale (i18n/catalogs/time), the
 * plural by CLDR's categories ("1 хвилина", "10 хвилин", "22 дні"). English
 * is the text form the format reads ("Concentration, up to 10 minutes"),
 * where the stat block used to print the mapping key by key ("amount 1,
 * unit action"). Expected texts written out by hand.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { castingTimeText, castingTimeWords, durationText, durationWords } from '../../../../server/src/service/features/time-words';
import { canonicalDuration } from '../../../../server/src/service/text/canonical';
import { createSpellService } from '../../../../server/src/service/service';
import { normaliseSettings } from '../../../../server/src/service/settings';
import { statRows } from '../../../../server/src/service/features/stat-block';
import type { Locale } from '../../../../server/src/service/i18n';

const CAST: Array<[Record<string, unknown>, Record<Locale, string>]> = [
  [{ amount: 1, unit: 'action' }, { en: '1 action', uk: '1 дія', ja: '1アクション', ru: '1 действие', it: '1 azione' }],
  [{ amount: 2, unit: 'bonus_action' }, { en: '2 bonus actions', uk: '2 бонусні дії', ja: '2ボーナス・アクション', ru: '2 бонусных действия', it: '2 azioni bonus' }],
  [{ amount: 1, unit: 'reaction', trigger: 'when you are hit' }, { en: '1 reaction, when you are hit', uk: '1 реакція, when you are hit', ja: '1リアクション（when you are hit）', ru: '1 реакция, when you are hit', it: '1 reazione, when you are hit' }],
  [{ amount: 10, unit: 'minute' }, { en: '10 minutes', uk: '10 хвилин', ja: '10分', ru: '10 минут', it: '10 minuti' }],
];

const DURATION: Array<[Record<string, unknown>, Record<Locale, string>]> = [
  [{ amount: 1, unit: 'minute', concentration: true }, { en: 'Concentration, up to 1 minute', uk: 'Концентрація, до 1 хвилини', ja: '精神集中、最大1分', ru: 'Концентрация, до 1 минуты', it: 'Concentrazione, fino a 1 minuto' }],
  [{ amount: 10, unit: 'minute', concentration: true }, { en: 'Concentration, up to 10 minutes', uk: 'Концентрація, до 10 хвилин', ja: '精神集中、最大10分', ru: 'Концентрация, до 10 минут', it: 'Concentrazione, fino a 10 minuti' }],
  [{ amount: 5, unit: 'round' }, { en: '5 rounds', uk: '5 раундів', ja: '5ラウンド', ru: '5 раундов', it: '5 round' }],
  [{ amount: 22, unit: 'day' }, { en: '22 days', uk: '22 дні', ja: '22日', ru: '22 дня', it: '22 giorni' }],
  [{ until_dispelled: true }, { en: 'Until dispelled', uk: 'До розсіювання', ja: '解呪されるまで', ru: 'Пока не рассеется', it: 'Fino a quando non viene dissolto' }],
  [{ amount: 8, unit: 'hour', until_dispelled: true }, { en: '8 hours or until dispelled', uk: '8 годин або до розсіювання', ja: '8時間または解呪されるまで', ru: '8 часов или пока не рассеется', it: '8 ore o fino a quando non viene dissolto' }],
];

describe('casting times and durations written as mappings', () => {
  for (const [x, by] of CAST) for (const l of Object.keys(by) as Locale[]) it(`casting time ${JSON.stringify(x)} in ${l}: ${by[l]}`, () => expect(castingTimeText(x, l)).toBe(by[l]));
  for (const [x, by] of DURATION) for (const l of Object.keys(by) as Locale[]) it(`duration ${JSON.stringify(x)} in ${l}: ${by[l]}`, () => expect(durationText(x, l)).toBe(by[l]));

  it('a mapping it cannot read (an unknown unit, a key more, no amount) is left to the stat block', () => {
    expect(castingTimeText({ amount: 1, unit: 'standard_action' }, 'uk')).toBeUndefined();
    expect(castingTimeText({ amount: 0, unit: 'action' }, 'en')).toBeUndefined();
    expect(castingTimeText({ amount: 1, unit: 'action', cost: 3 }, 'en')).toBeUndefined();
    expect(durationText({ unit: 'minute' }, 'en')).toBeUndefined();
    expect(durationText({ amount: 1, unit: 'action' }, 'en')).toBeUndefined();
  });

  it("a Foundry item's activation in the Ukrainian preview and the English stat block", () => {
    const text = readFileSync(join(__dirname, '../../../fixtures/foundry/ember-ring.yml'), 'utf8');
    const svc = createSpellService();
    const row = (l: Locale) => statRows(svc.analyze(text, normaliseSettings({ locale: l })).spells[0]!, l).find(([label]) => label === (l === 'en' ? 'Casting Time' : 'Час накладання'))?.[1];
    expect(row('en')).toBe('1 action');
    expect(row('uk')).toBe('1 дія');
  });
});

describe('casting times and durations written as text', () => {
  const TEXT_DURATION: Array<[string, Record<'uk' | 'ja' | 'ru' | 'it', string>]> = [
    ['Instantaneous', { uk: 'Миттєва', ja: '即時', ru: 'Мгновенная', it: 'Istantanea' }],
    ['Concentration, up to 1 minute', { uk: 'Концентрація, до 1 хвилини', ja: '精神集中、最大1分', ru: 'Концентрация, до 1 минуты', it: 'Concentrazione, fino a 1 minuto' }],
    ['8 hours', { uk: '8 годин', ja: '8時間', ru: '8 часов', it: '8 ore' }],
    ['Until dispelled', { uk: 'До розсіювання', ja: '解呪されるまで', ru: 'Пока не рассеется', it: 'Fino a quando non viene dissolto' }],
    ['until dispelled or triggered', { uk: 'До розсіювання або спрацювання', ja: '解呪されるか起動するまで', ru: 'Пока не рассеется или не сработает', it: 'Fino a quando non viene dissolto o attivato' }],
    ['Special', { uk: 'Особлива', ja: '特殊', ru: 'Особая', it: 'Speciale' }],
  ];
  for (const [text, by] of TEXT_DURATION) {
    it(`"${text}" in each locale, and read back as the same duration`, () => {
      for (const l of ['uk', 'ja', 'ru', 'it'] as const) {
        const shown = durationWords(text, l)!;
        expect(shown, l).toBe(by[l]);
        // The words shown are ones the reader takes (text/canonical.ts): the same canonical English.
        // (The Italian reader follows the 3.5 books, which have no "until dispelled or triggered".)
        if (l === 'it' && text === 'until dispelled or triggered') continue;
        expect((canonicalDuration(shown)?.text ?? shown).toLowerCase(), `${l} ${shown}`).toBe(text.toLowerCase());
      }
    });
  }
  it('a casting time: "1 action", "1 bonus action", "10 minutes", and the author\'s own "1 дія" shown in Italian', () => {
    expect(castingTimeWords('1 action', 'uk')).toBe('1 дія');
    expect(castingTimeWords('1 bonus action', 'ru')).toBe('1 бонусное действие');
    expect(castingTimeWords('10 minutes', 'ja')).toBe('10分');
    expect(castingTimeWords('1 дія', 'it')).toBe('1 azione');
  });
  it('any other text stays as written (nothing the author wrote is dropped)', () => {
    expect(castingTimeWords('1 reaction, which you take when you fall', 'uk')).toBeUndefined();
    expect(castingTimeWords('1 standard action', 'it')).toBeUndefined();
    expect(durationWords('1 round/level (D)', 'it')).toBeUndefined();
    expect(durationWords('Concentration, up to 1 minute, then 1 hour', 'uk')).toBeUndefined();
  });
  it('the stat block: Ukrainian words for "1 action" and "Instantaneous", English as written', () => {
    const svc = createSpellService();
    const yaml = 'name: Spark\nlevel: 1\nschool: evocation\ncasting_time: 1 action\nrange: 60 feet\ncomponents: [V]\nduration: instantaneous\n';
    const rows = (l: Locale) => Object.fromEntries(statRows(svc.analyze(yaml, normaliseSettings({ locale: l })).spells[0]!, l));
    expect(rows('uk')['Час накладання']).toBe('1 дія');
    expect(rows('uk')['Тривалість']).toBe('Миттєва');
    expect(rows('en')['Casting Time']).toBe('1 action');
    expect(rows('en')['Duration']).toBe('instantaneous');
  });
});

describe('ranges in the stat block', () => {
  const svc = createSpellService();
  const row = (range: string, l: Locale) => {
    const yaml = `name: Spark\nlevel: 1\nschool: evocation\ncasting_time: 1 action\nrange: ${range}\ncomponents: [V]\nduration: Instantaneous\n`;
    return statRows(svc.analyze(yaml, normaliseSettings({ locale: l })).spells[0]!, l)[1]![1];
  };
  it.each([
    ['Touch', 'uk', 'Дотик'],
    ['Self', 'ru', 'На себя'],
    ['self', 'it', 'Personale'],
    ['Sight', 'ja', '視界内'],
    ['60 feet', 'uk', '60 фт'],
    ['18 m', 'it', '18 m'],
    ['{ kind: touch }', 'uk', 'Дотик'],
    ['{ distance: 60, unit: ft }', 'ru', '60 фт'],
  ] as const)('%s in %s: %s', (range, l, want) => expect(row(range, l)).toBe(want));
  it('English as written; a range with more to it stays as written', () => {
    expect(row('Touch', 'en')).toBe('Touch');
    expect(row('60 feet', 'en')).toBe('60 feet');
    expect(row('{ kind: touch }', 'en')).toBe('Touch');
    expect(row('Self (15-foot cone)', 'uk')).toBe('Self (15-foot cone)');
  });
});
