/**
 * Rule messages, quick-fix titles and rule docs in every locale, from the
 * service. One broken file (test/fixtures/i18n/broken.spells.yaml: 5e, ToV,
 * D&D 3.5 and Warhammer spells that trip most rules) is analysed: no
 * translated quick-fix title or rule doc may keep a word of the English one
 * (outside quoted and `code` text, which is the author's own), and a few
 * messages are pinned in full, written out by hand from the catalogue's
 * grammar and each seed's terms. Also the summary line, the inlay hint and
 * the preview card in the locale. Every message through the built CLI, in
 * every report format: test/cli/rule-messages-i18n.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { normaliseSettings } from '../../../../server/src/service/settings';
import { fixTitleIn, type Locale } from '../../../../server/src/service/i18n';
import { fitSummary, summaryParts, summaryLine } from '../../../../server/src/service/features/summary';
import { previewHtml } from '../../../../server/src/service/features/preview';
import { ruleDocCodes, ruleDocIn } from '../../../../server/src/service/i18n/rule-docs';
import { codeCatalog } from '../../../../server/src/service/rules/catalog';
import { analysis, docEnglishLeft, EN_FIXES, LOANWORDS, ownWords, svc, WORDS } from '../../../helpers/rule-messages';
import { messageIn } from '../../../../server/src/service/i18n';

describe('the broken file trips the rules of all four systems', () => {
  it('has findings of at least 20 rules, with quick fixes', () => {
    const codes = new Set(analysis.diagnostics.map((d) => d.code).filter((c) => !c.startsWith('schema/')));
    expect(codes.size).toBeGreaterThanOrEqual(20);
    expect(EN_FIXES.length).toBeGreaterThanOrEqual(12);
    expect(WORDS.has('cantrip') && WORDS.has('ritual') && WORDS.has('concentration')).toBe(true);
  });
});

describe.each(['uk', 'ja', 'ru', 'it'] as const)('quick-fix titles with locale %s', (locale: Locale) => {
  it('every quick-fix title is in the language', () => {
    const titles = analysis.diagnostics.flatMap((d) => (d.fixes ?? []).map((f) => fixTitleIn(locale, f)));
    expect(titles).toHaveLength(EN_FIXES.length);
    titles.forEach((t, i) => {
      expect(t).not.toBe(EN_FIXES[i]);
      const left = (ownWords(t).match(/[A-Za-z]{4,}/g) ?? []).filter((w) => WORDS.has(w.toLowerCase()) && !LOANWORDS[locale]?.includes(w.toLowerCase()));
      expect(left, t).toEqual([]);
    });
  });
});

describe('messages pinned by hand', () => {
  const msg = (l: Locale, code: string, nth = 0) => messageIn(l, analysis.diagnostics.filter((d) => d.code === code)[nth]!);
  it('Ukrainian: замовляння, рівень (nominative after "рівня" by select), numbers with a decimal comma', () => {
    expect(msg('uk', '5e/cantrip-ritual')).toBe('Заклинання рівня 0 (замовляння) не може бути ритуалом: ритуальне накладання заощаджує слот заклинання, а замовляння слоту не витрачає.');
    expect(msg('uk', 'dnd35/metric-steps', 1)).toBe('6,1 м — не ціла кількість футів за метричним курсом 1,5 м на 5 фт (0,3 м на фут); 20 фт — це 6 м.');
  });
  it('Japanese: 精神集中 and 初級呪文, no spaces between sentences', () => {
    expect(msg('ja', '5e/concentration-duration')).toBe('`concentration: false`ですが、持続時間はこの呪文に精神集中が必要だと示しています。');
    expect(msg('ja', '5e/cantrip-ritual')).toBe('レベル0の呪文（初級呪文）は儀式にできません。儀式発動は呪文スロットを節約するためのものですが、初級呪文はスロットを使いません。');
  });
  it('Russian: сложность заклинания and Непреодолимая Сила (seed 003)', () => {
    expect(msg('ru', 'wfb/irresistible-only')).toBe('Сложность заклинания 40 выше 35 (шесть кубиков силы без двух шестёрок: 31, плюс уровень мага 4): сотворить его можно только с Непреодолимой Силой.');
  });
  it('Italian: ordinals as 5°, livello, and 9,9 m', () => {
    expect(msg('it', '5e/half-caster-level')).toBe('paladin è un incantatore a metà e non lancia mai incantesimi oltre il 5° livello; questo incantesimo è di 9° livello.');
    expect(msg('it', 'dnd35/metric-steps')).toBe('La gittata di 10 m non è un numero intero di piedi al tasso metrico di 1,5 m ogni 5 ft (0,3 m per piede); 33 ft sono 9,9 m.');
  });
  it('ToV circle: the Ukrainian message declines коло (select on the term)', () => {
    const tov = svc.analyze('name: Spark\nsystem: tov\ncircle: 0\nsource: arcane\nschool: evocation\ncasting_time: 1 minute\nrange: 30 feet\ncomponents: [V]\nduration: Instantaneous\nritual: true\n', normaliseSettings({}));
    const d = tov.diagnostics.find((x) => x.code === '5e/cantrip-ritual')!;
    expect(messageIn('en', d)).toBe('A circle 0 spell (a cantrip) cannot be a ritual: a ritual casting saves a spell slot, and a cantrip uses none.');
    expect(messageIn('uk', d)).toBe('Заклинання кола 0 (замовляння) не може бути ритуалом: ритуальне накладання заощаджує слот заклинання, а замовляння слоту не витрачає.');
    expect(messageIn('ja', d).startsWith('サークル0の呪文（初級呪文）')).toBe(true);
  });
});

describe('the summary line (inlay hints, code lenses) in the locale', () => {
  // Fireball with the default profile: DC 8 + 3 + 3 = 14; 8d6 averages 8 x 3.5 = 28; the 20-ft sphere covers 52 squares under the DMG method (README).
  const FIREBALL = 'name: Fireball\nlevel: 3\nschool: evocation\ncasting_time: 1 action\nrange: 150 feet\ncomponents: [V, S]\nduration: Instantaneous\narea: { shape: sphere, radius: 20 }\nsave: { ability: dex, success: half }\ndamage: { dice: 8d6, type: fire }\n';
  const line = (locale: Locale) => summaryLine(svc.analyze(FIREBALL, normaliseSettings({ locale })).spells[0]!, normaliseSettings({ locale }));
  it.each([
    ['en', 'DC 14 | 8d6 avg 28 | 20-ft sphere: 52 sq (DMG)'],
    ['uk', 'СК 14 | 8d6 сер. 28 | сфера 20 фт: 52 кл. (за DMG)'],
    ['ja', '難易度14 | 8d6 平均28 | 20フィートの球形：52マス（DMG方式）'],
    ['ru', 'Сл 14 | 8d6 ср. 28 | сфера 20 фт: 52 кл. (по DMG)'],
    ['it', 'CD 14 | 8d6 media 28 | sfera di 20 ft: 52 q. (GDM)'],
  ] as const)('%s: %s', (locale, want) => {
    expect(line(locale)).toBe(want);
  });
});

describe('the inlay hint fits 43 characters in every locale', () => {
  it.each(['en', 'uk', 'ja', 'ru', 'it'] as const)('%s', (locale) => {
    for (const sp of analysis.spells) {
      const fitted = fitSummary(summaryParts(sp, normaliseSettings({ locale })));
      if (fitted) expect(fitted.length, fitted).toBeLessThanOrEqual(43);
    }
  });
});

describe('the preview card in the locale', () => {
  const FROST = 'name: Frost Cone\nlevel: 2\nschool: evocation\ncasting_time: 1 action\nrange: Self (30-foot cone)\ncomponents: [V, S]\nduration: Instantaneous\nritual: true\narea: { shape: cone, length: 30 }\nsave: { ability: con, success: half }\ndamage: { dice: 3d8, type: cold, per_slot: 1d8 }\n';
  const card = (locale: Locale) => {
    const settings = normaliseSettings({ locale });
    return previewHtml(svc.analyze(FROST, settings).spells[0], settings).html;
  };
  it('Ukrainian: subtitle, row labels, the save in words and the upcast line (by hand from the catalogue)', () => {
    const html = card('uk');
    expect(html).toContain('<p class="subtitle">Заклинання рівня 2, втілення (ритуал)</p>');
    expect(html).toContain('<span class="label">Рятівний кидок</span> <span class="value">Статура, половина при успіху</span>');
    expect(html).toContain('<span class="label">Шкода</span> <span class="value">3d8 cold, +1d8 за кожен рівень слота понад 2</span>');
    expect(html).toContain('<span class="label">Область</span> <span class="value">конус 30 фт</span>');
    // The numbers: DC 8 + 3 + 3 = 14 with the default profile; 3d8 averages 13,5 (4,5 x 3), written with a decimal comma.
    expect(html).toContain('<h2>Числа</h2>');
    expect(html).toContain('<li>СК рятівного кидка 14 (СТА) (правила D&amp;D 5e; Книга гравця)</li>');
    expect(html).toContain('<td>3d8 cold</td><td>13,5</td>');
    expect(html).toContain('<li>СК концентрації від середньої шкоди 13,5: 10 (правила D&amp;D 5e)</li>');
    expect(html).toContain('<h2>Область: конус 30 фт</h2>');
  });
  it('Italian: "3d8 cold, +1d8 per ogni slot oltre il 2°" and "Tiro salvezza"', () => {
    const html = card('it');
    expect(html).toContain('<span class="label">Tiro salvezza</span> <span class="value">Costituzione, metà in caso di successo</span>');
    expect(html).toContain('+1d8 per ogni slot oltre il 2°');
  });
  it('English is as before', () => {
    const html = card('en');
    expect(html).toContain('<p class="subtitle">2nd-level evocation (ritual)</p>');
    expect(html).toContain('<span class="label">Area</span> <span class="value">30-foot cone</span>');
  });
});

describe.each(['uk', 'ja', 'ru', 'it'] as const)('rule docs in %s (SARIF fullDescription and help)', (locale: Exclude<Locale, 'en'>) => {
  it('every localised doc, tripped or not, keeps no English word of its English doc', () => {
    for (const id of ruleDocCodes(locale)) expect(docEnglishLeft(locale, id, codeCatalog().find((c) => c.code === id)!.doc, ruleDocIn(locale, id)!), `${locale} ${id}`).toEqual([]);
  });
  it('every code (parser, schema, internal and every game rule) has a doc in the locale, and every localised doc names a real code', () => {
    const codes = codeCatalog().map((c) => c.code);
    for (const c of codes) expect(ruleDocIn(locale, c), c).toBeTypeOf('string');
    for (const c of ruleDocCodes(locale)) expect(codes).toContain(c);
  });
});
