/**
 * The Warhammer hover and preview in Russian: the miscast table's
 * two readings, rerolls and dispelling after a miscast in the seed's own terms
 * ("Непреодолимая Сила", "Магическая Ошибка"), no English sentence of the
 * English hover left; English stays byte for byte the texts
 * compute/wfb-readings.ts held before they moved to the catalogue; the odds
 * are the same figures in every locale.
 */
import { describe, expect, it } from 'vitest';
import { createSpellService } from '../../../../server/src/service/service';
import { normaliseSettings } from '../../../../server/src/service/settings';
import { render, t } from '../../../../server/src/service/i18n';
import { miscastTable } from '../../../../server/src/service/compute/wfb-readings';
import { previewHtml } from '../../../../server/src/service/features/preview';

const TEXT = 'name: Fireball of Aqshy\nsystem: wfb\nlore: fire\ncasting_value: 8\nrange: 24"\n';
const svc = createSpellService();

/** The miscast readings as the user reads them: the hover's "more" leads to the preview card, which has them. */
function hover(locale: string): string {
  const s = normaliseSettings({ locale });
  const a = svc.analyze(TEXT, s);
  return previewHtml(a.spells[0]!, s).html;
}

describe('Warhammer hover: miscast readings in the client locale', () => {
  it('English: the readings and results as compute/wfb-readings.ts wrote them, byte for byte', () => {
    expect(t('en', 'wfb.miscast.readingA')).toBe('Reading A: a roll of 3 is the first row ("2-3", dimensional cascade), so "3-6" is 4-6.');
    expect(t('en', 'wfb.miscast.readingB')).toBe('Reading B: a roll of 3 is the second row ("3-6", minor explosion), so "2-3" is 2 only.');
    expect(t('en', 'wfb.dispelAfter.a')).toBe('Rule text: "не может колдовать и рассеивать заклинания противника до своей следующей Фазы магии" (the wizard can neither cast nor dispel until their next magic phase).');
    expect(t('en', 'wfb.dispelAfter.b')).toBe('Worked example (6, 1, 6, 1): "не может колдовать до своей следующей фазы магии, хоть и может рассеивать вражеские заклинания" (cannot cast, but may still dispel).');
    expect(t('en', 'wfb.reroll.a')).toBe('Rule text on irresistible force: "Если маг имеет возможность перебрасывать кубики на сотворение заклинания, то учитывается переброшенный результат" (a rerolled die counts: a reroll can make or unmake a pair of 6s or 1s).');
    expect(t('en', 'wfb.reroll.b')).toBe('Rule text on miscasts: "перебросы ... не могут вызывать Непреодолимую Силу или отменять Магическую Ошибку" (a reroll can neither cause irresistible force nor cancel a miscast).');
    expect(miscastTable().map((r) => [r.printed, render('en', r.result)])).toEqual([
      ['2-3', 'Dimensional cascade (large template; D6: 1-3 the wizard is removed, 4+ loses D3 levels)'],
      ['3-6', 'Minor explosion (small template; the spell is forgotten; D6 power dice lost)'],
      ['7-8', 'Detonation (base contact; D6 power dice lost)'],
      ['9-10', 'Magical backlash (hits on own casters; D6 power dice lost)'],
      ['11-12', 'Power drain (D3 power dice lost)'],
    ]);
  });

  it('ru: the seed terms, and no English words of the English readings', () => {
    const en = hover('en');
    const ru = hover('ru');
    expect(en).toContain('Miscast table (2D6)');
    expect(ru).toContain('Таблица Магических Ошибок (2D6)');
    expect(ru).toContain('После Магической Ошибки: (A)');
    expect(ru).toContain('Непреодолимую Силу');
    expect(ru).toContain('Пространственный каскад');
    // Reading A of the overlap at 3: rows 2-3 take 1+2 = 3 ways of 36, 3-6 (as 4-6) 3+4+5 = 12 ways; reading B: 2-3 as 2 only = 1 way, 3-6 = 2+3+4+5 = 14.
    expect(ru).toMatch(/<tr><td>2-3<\/td><td>Пространственный каскад[^<]*<\/td><td>3\/36<\/td><td>1\/36<\/td>/);
    expect(ru).toMatch(/<td>12\/36<\/td><td>14\/36<\/td>/);
    for (const w of ['Miscast', 'Reading', 'reroll', 'Rule text', 'Worked example', 'dispelling', 'printed', 'chance', 'cascade', 'Detonation']) expect(ru, w).not.toContain(w);
  });

  it('preview card in ru: the same sections, no English headings', () => {
    const s = normaliseSettings({ locale: 'ru' });
    const html = previewHtml(svc.analyze(TEXT, s).spells[0], s).html;
    expect(html).toContain('Таблица Магических Ошибок (2D6): строки 2-3 и 3-6 пересекаются на 3');
    expect(html).toContain('После Магической Ошибки: (A)');
    expect(html).toContain('Перебросы: (A)');
    for (const w of ['Miscast table', 'After a miscast', 'Rerolls:', 'as printed', 'chance (A)']) expect(html, w).not.toContain(w);
  });
});
