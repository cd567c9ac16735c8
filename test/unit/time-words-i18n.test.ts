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
import { castingTimeText, durationText } from '../../server/src/service/features/time-words';
import { createSpellService } from '../../server/src/service/service';
import { normaliseSettings } from '../../server/src/service/settings';
import { statRows } from '../../server/src/service/features/stat-block';
import type { Locale } from '../../server/src/service/i18n';

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
  [{ until_dispelled: true }, { en: 'Until dispelled', uk: 'До розсіювання', ja: '解呪されるまで', ru: 'Пока не рассеется', it: 'Finché non viene dissolto' }],
  [{ amount: 8, unit: 'hour', until_dispelled: true }, { en: '8 hours or until dispelled', uk: '8 годин або до розсіювання', ja: '8時間または解呪されるまで', ru: '8 часов или пока не рассеется', it: '8 ore o finché non viene dissolto' }],
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
    const text = readFileSync(join(__dirname, '../fixtures/foundry/ember-ring.yml'), 'utf8');
    const svc = createSpellService();
    const row = (l: Locale) => statRows(svc.analyze(text, normaliseSettings({ locale: l })).spells[0]!, l).find(([label]) => label === (l === 'en' ? 'Casting Time' : 'Час накладання'))?.[1];
    expect(row('en')).toBe('1 action');
    expect(row('uk')).toBe('1 дія');
  });
});
