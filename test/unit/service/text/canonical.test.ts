/**
 * Casting times and durations in the author's language (text/canonical.ts):
 * each form docs/format.md lists, read as the canonical English written out
 * by hand; English and unknown text left alone; and spells written that way
 * pass the schema and are read by the rules (a Ukrainian concentration
 * duration is concentration; a Japanese reaction is a reaction).
 */
import { describe, expect, it } from 'vitest';
import { canonicalCastingTime, canonicalDuration, canonicalSpellText } from '../../../../server/src/service/text/canonical';
import { parseCastingTime } from '../../../../server/src/service/text/casting-time';
import { parseDuration } from '../../../../server/src/service/text/duration';
import { createSpellService } from '../../../../server/src/service/service';
import { normaliseSettings } from '../../../../server/src/service/settings';

const CASTING: Array<[string, string, string]> = [
  // Ukrainian 5e (seed 000: "1 дія", "бонусна дія", "реакція", "10 хвилин")
  ['uk', '1 дія', '1 action'],
  ['uk', '1 бонусна дія', '1 bonus action'],
  ['uk', '1 реакція, яку ви виконуєте, коли вас атакують', '1 reaction, which you take when вас атакують'],
  ['uk', '10 хвилин', '10 minutes'],
  ['uk', '1 година', '1 hour'],
  // Japanese ToV (seed 002: "1回のアクション", "ボーナス・アクション", "リアクション", "1分")
  ['ja', '1 アクション', '1 action'],
  ['ja', '1回のアクション', '1 action'],
  ['ja', 'ボーナス・アクション', '1 bonus action'],
  ['ja', '１回のリアクション', '1 reaction'],
  ['ja', '10分', '10 minutes'],
  ['ja', '8時間', '8 hours'],
  // Russian 5e translation
  ['ru', '1 действие', '1 action'],
  ['ru', '1 бонусное действие', '1 bonus action'],
  ['ru', '1 реакция, которую вы совершаете, когда видите падение', '1 reaction, which you take when видите падение'],
  ['ru', '10 минут', '10 minutes'],
  ['ru', '24 часа', '24 hours'],
  // Italian 3.5 (and the Italian 5e actions)
  ['it', '1 azione standard', '1 standard action'],
  ['it', '1 azione veloce', '1 swift action'],
  ['it', '1 azione immediata', '1 immediate action'],
  ['it', '1 azione di round completo', '1 full-round action'],
  ['it', '10 minuti', '10 minutes'],
  ['it', 'vedi testo', 'see text'],
  ['it', '1 azione bonus', '1 bonus action'],
];

const DURATIONS: Array<[string, string, string]> = [
  ['uk', 'Миттєва', 'Instantaneous'],
  ['uk', 'Концентрація, до 1 хвилини', 'Concentration, up to 1 minute'],
  ['uk', 'Концентрація, до 10 хвилин', 'Concentration, up to 10 minutes'],
  ['uk', '8 годин', '8 hours'],
  ['uk', 'До розсіювання', 'Until dispelled'],
  ['ja', '即時', 'Instantaneous'],
  ['ja', '精神集中、最大1分', 'Concentration, up to 1 minute'],
  ['ja', '1時間', '1 hour'],
  ['ja', '解呪されるまで', 'Until dispelled'],
  ['ru', 'Мгновенная', 'Instantaneous'],
  ['ru', 'Концентрация, вплоть до 1 минуты', 'Concentration, up to 1 minute'],
  ['ru', '1 час', '1 hour'],
  ['ru', 'Пока не рассеется', 'Until dispelled'],
  ['it', 'istantanea', 'instantaneous'],
  ['it', '1 round/livello (I)', '1 round/level (D)'],
  ['it', '10 min./livello', '10 min./level'],
  ['it', 'concentrazione, fino a 1 round/livello', 'concentration, up to 1 round/level'],
  ['it', 'permanente', 'permanent'],
];

describe('casting times in other languages', () => {
  it.each(CASTING)('%s: %s -> %s', (locale, text, want) => {
    expect(canonicalCastingTime(text)).toEqual({ text: want, locale });
  });
});

describe('durations in other languages', () => {
  it.each(DURATIONS)('%s: %s -> %s', (locale, text, want) => {
    expect(canonicalDuration(text)).toEqual({ text: want, locale });
  });
});

describe('left alone', () => {
  it.each(['1 action', '1 round', 'Instantaneous', 'Concentration, up to 1 minute', '1 standard action', '1 дієслово', 'до завтра', '永遠', 'sempre', ''])('%j', (text) => {
    expect(canonicalCastingTime(text)).toBeUndefined();
    expect(canonicalDuration(text)).toBeUndefined();
  });
  it('an English spell is the same object (nothing copied)', () => {
    const v = { casting_time: '1 action', duration: 'Instantaneous' };
    expect(canonicalSpellText(v)).toBe(v);
  });
});

describe('the readers and the rules read them', () => {
  it('the text readers read a localised casting time and duration as the English one', () => {
    expect(parseCastingTime('1 бонусна дія')).toEqual(parseCastingTime('1 bonus action'));
    expect(parseDuration('精神集中、最大1分', 'tov')).toEqual(parseDuration('Concentration, up to 1 minute', 'tov'));
    expect(parseDuration('1 round/livello (I)', 'dnd35')).toEqual(parseDuration('1 round/level (D)', 'dnd35'));
  });

  it('spells written so pass the schema, and the rules read them', () => {
    const svc = createSpellService();
    const uk = svc.analyze('name: Щит віри\nlevel: 1\nschool: abjuration\ncasting_time: 1 бонусна дія\nrange: 60 feet\ncomponents: [V, S]\nduration: Концентрація, до 10 хвилин\nconcentration: false\n', normaliseSettings({}));
    expect(uk.diagnostics.map((d) => d.code)).toEqual(['5e/concentration-duration']);
    const ja = svc.analyze('name: Shield\nsystem: tov\ncircle: 1\nsource: arcane\nschool: abjuration\ncasting_time: 1回のリアクション\nrange: Self\ncomponents: [V, S]\nduration: 1ラウンド\n', normaliseSettings({}));
    expect(ja.diagnostics.map((d) => d.code)).toEqual(['5e/reaction-trigger']);
    const it35 = svc.analyze("name: Sfera\nsystem: dnd35\nlevels: { wizard: 2 }\nschool: evocation\ncasting_time: 1 azione standard\nrange: medium (100 ft. + 10 ft./level)\ntarget: one creature\nduration: 1 round/livello (I)\nsaving_throw: Reflex negates\nspell_resistance: 'yes'\n", normaliseSettings({}));
    expect(it35.diagnostics).toEqual([]);
    const ru = svc.analyze('name: Щит\nlevel: 1\nschool: abjuration\ncasting_time: 1 действие\nrange: Self\ncomponents: [V, S]\nduration: Мгновенная\nconcentration: true\n', normaliseSettings({}));
    expect(ru.diagnostics.map((d) => d.code)).toEqual(['5e/concentration-duration']);
  });

  it('an unknown form in another language is still a schema error, not a silent pass', () => {
    const svc = createSpellService();
    const a = svc.analyze('name: X\nlevel: 1\nschool: abjuration\ncasting_time: 1 дією\nrange: Self\ncomponents: [V]\nduration: Миттєва\n', normaliseSettings({}));
    expect(a.diagnostics.map((d) => d.code)).toEqual(['schema/pattern']);
  });
});
