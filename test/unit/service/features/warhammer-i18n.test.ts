/**
 * The Warhammer hover and preview in Russian: the miscast table's
 * two readings, rerolls and dispelling after a miscast in the seed's own terms
 * ("Непреодолимая Сила", "Магическая Ошибка"), no English sentence of the
 * English hover left; English stays byte for byte the texts of
 * compute/wfb-readings.ts; the odds are the same figures in every locale.
 */
import { describe, expect, it } from 'vitest';
import { createSpellService } from '../../../../server/src/service/service';
import { normaliseSettings } from '../../../../server/src/service/settings';
import { t } from '../../../../server/src/service/i18n';
import { DISPEL_AFTER_MISCAST_READINGS, MISCAST_TABLE_READINGS, REROLL_READINGS, miscastTable } from '../../../../server/src/service/compute/wfb-readings';
import { previewHtml } from '../../../../server/src/service/features/preview';

const TEXT = 'name: Fireball of Aqshy\nsystem: wfb\nlore: fire\ncasting_value: 8\nrange: 24"\n';
const svc = createSpellService();

function hover(locale: string): string {
  const s = normaliseSettings({ locale });
  const a = svc.analyze(TEXT, s);
  return svc.hover(a, TEXT.indexOf('casting_value:') + 2, s, 'ascii')?.markdown ?? '';
}

describe('Warhammer hover: miscast readings in the client locale', () => {
  it('English catalogue entries are the compute texts, byte for byte', () => {
    expect(t('en', 'wfb.miscast.readingA')).toBe(MISCAST_TABLE_READINGS.a);
    expect(t('en', 'wfb.miscast.readingB')).toBe(MISCAST_TABLE_READINGS.b);
    expect(t('en', 'wfb.dispelAfter.a')).toBe(DISPEL_AFTER_MISCAST_READINGS.a);
    expect(t('en', 'wfb.dispelAfter.b')).toBe(DISPEL_AFTER_MISCAST_READINGS.b);
    expect(t('en', 'wfb.reroll.a')).toBe(REROLL_READINGS.a);
    expect(t('en', 'wfb.reroll.b')).toBe(REROLL_READINGS.b);
    for (const r of miscastTable()) expect(t('en', `wfb.result.${r.printed}` as never)).toBe(r.result);
  });

  it('ru: the seed terms, and no English words of the English readings', () => {
    const en = hover('en');
    const ru = hover('ru');
    expect(en).toContain('Miscast table (2D6)');
    expect(ru).toContain('Таблица Магических Ошибок (2D6)');
    expect(ru).toContain('После Магической Ошибки рассеивание читается двояко');
    expect(ru).toContain('Непреодолимую Силу');
    expect(ru).toContain('Пространственный каскад');
    // Reading A of the overlap at 3: rows 2-3 take 1+2 = 3 ways of 36, 3-6 (as 4-6) 3+4+5 = 12 ways; reading B: 2-3 as 2 only = 1 way, 3-6 = 2+3+4+5 = 14.
    expect(ru).toContain('| 2-3 | Пространственный каскад');
    expect(ru).toMatch(/\| 3\/36 \(8,3%\) \| 1\/36 \(2,8%\) \|/);
    expect(ru).toMatch(/\| 12\/36 \(33,3%\) \| 14\/36 \(38,9%\) \|/);
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
