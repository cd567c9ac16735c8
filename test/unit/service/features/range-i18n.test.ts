/**
 * The D&D 3.5 range hover section and the preview's range section
 * in every locale. English is pinned byte for byte to the text printed before
 * the words moved from the range reader to the catalogue. The other locales'
 * figures are worked out by hand from the range line: medium (100 ft. + 10
 * ft./level) at caster level 7 = 100 + 10 x 7 = 170 ft, 51 m at 0.3 m per
 * foot; "medio (30 m + 3 m/livello)" at 7 = 30 + 3 x 7 = 51 m, 170 ft; a bare
 * "vicino" is the SRD close band in metres: 7.5 + 1.5 x floor(7 / 2) = 12 m.
 */
import { describe, expect, it } from 'vitest';
import { createSpellService } from '../../../../server/src/service/service';
import { DEFAULT_SETTINGS, normaliseSettings } from '../../../../server/src/service/settings';
import { rangeSection } from '../../../../server/src/service/features/sections/range';
import { rangePreview } from '../../../../server/src/service/features/preview-sections';
import type { Locale } from '../../../../server/src/service/i18n';

const svc = createSpellService();

function spellOf(range: string, level?: number) {
  const text = `name: X\nsystem: dnd35\nlevels: { wizard: 3 }\nschool: evocation\n${level ? `caster: { level: ${level} }\n` : ''}range: ${range}\n`;
  return svc.analyze(text, DEFAULT_SETTINGS).spells[0]!;
}
function settingsIn(locale: Locale) {
  return locale === 'en' ? DEFAULT_SETTINGS : normaliseSettings({ locale });
}
function hoverIn(locale: Locale, range: string, level?: number): string {
  const settings = settingsIn(locale);
  return rangeSection({ spell: spellOf(range, level), path: ['range'], settings, pictures: 'ascii' } as never) ?? '';
}
function previewIn(locale: Locale, range: string, level?: number): string {
  return rangePreview(spellOf(range, level), settingsIn(locale), undefined as never, undefined as never, undefined as never)?.html ?? '';
}

describe('English stays byte for byte what it was', () => {
  it('hover: medium at caster level 7', () => {
    expect(hoverIn('en', 'medium (100 ft. + 10 ft./level)', 7)).toBe(
      "**Range at caster level 7: 170 ft (51 m)**\n\nmedium: 100 ft + 10 ft per level; at level 7: 100 ft + 10 ft x 7 = 170 ft.\n\n| caster level | feet | metres |\n| --- | --- | --- |\n| 1 | 110 | 33 |\n| 5 | 150 | 45 |\n| **7** | 170 | 51 |\n| 10 | 200 | 60 |\n| 15 | 250 | 75 |\n| 20 | 300 | 90 |\n\n_Source: figures as written in the spell's range line._",
    );
  });
  it('hover: a bare vicino at the default level 5, with the default note and the SRD source in metres', () => {
    expect(hoverIn('en', 'vicino')).toBe(
      "**Range at caster level 5: 35 ft (10.5 m)**\n\nclose: 7.5 m + 1.5 m per 2 levels; at level 5: 7.5 m + 1.5 m x 2 (5 / 2) = 10.5 m.\n\n| caster level | feet | metres |\n| --- | --- | --- |\n| 1 | 25 | 7.5 |\n| **5** | 35 | 10.5 |\n| 10 | 50 | 15 |\n| 15 | 60 | 18 |\n| 20 | 75 | 22.5 |\n\n_Caster level 5 is the default: set `caster: { level: N }` in the file or the `grimoire.caster` setting._\n\n_Source: SRD 3.5 figures (close 25 ft + 5 ft per 2 levels, medium 100 ft + 10 ft per level, long 400 ft + 40 ft per level); the D&D 3.5 rule text gives no band figures, so they are given in metres at its rate of 1.5 m per 5 ft._",
    );
  });
  it('hover: a fixed distance', () => {
    expect(hoverIn('en', '60 ft.', 7)).toBe("**Range 60 ft (18 m)**\n\n_Source: figures as written in the spell's range line._");
  });
  it('preview: medio at 7 and close at 7', () => {
    expect(previewIn('en', 'medio (30 m + 3 m/livello)', 7)).toBe(
      '<section class="range">\n<h2>Range at caster level 7: 170 ft (51 m)</h2>\n<p>medium: 30 m + 3 m per level; 30 m + 3 m x 7 = 51 m.</p>\n<p class="reading">Source: figures as written in the spell&#39;s range line; feet at 1.5 m per 5 ft (the D&amp;D 3.5 rules&#39; metric rate).</p>\n</section>',
    );
    expect(previewIn('en', 'close', 7)).toBe(
      '<section class="range">\n<h2>Range at caster level 7: 40 ft (12 m)</h2>\n<p>close: 25 ft + 5 ft per 2 levels; 25 ft + 5 ft x 3 (7 / 2) = 40 ft.</p>\n<p class="reading">Source: SRD 3.5 figures (close 25 ft + 5 ft per 2 levels, medium 100 ft + 10 ft per level, long 400 ft + 40 ft per level); the D&amp;D 3.5 rule text gives no band figures.</p>\n</section>',
    );
  });
});

/** English words (4+ letters) of a text, code spans taken out (`caster: { level: N }` is YAML the author writes). */
function words(s: string): Set<string> {
  return new Set((s.replace(/`[^`]*`/g, ' ').match(/[A-Za-z]{4,}/g) ?? []).map((w) => w.toLowerCase()));
}
/** Words Italian has taken from English (as test/helpers/rule-messages.ts's LOANWORDS): "nel file". */
const LOANWORDS = ['file'];
/** The English words of the English text that survive in `text`. */
function leftEnglish(en: string, text: string): string[] {
  const mine = words(text);
  return [...words(en)].filter((w) => mine.has(w) && !LOANWORDS.includes(w));
}

const LINES = ['medium (100 ft. + 10 ft./level)', 'medio (30 m + 3 m/livello)', 'vicino', 'close', 'long', '60 ft.', '10 ft./level'];

describe('Italian and Russian: the seed terms, the locale\'s numbers, no English left', () => {
  it('it hover: medium at caster level 7 is 100 + 10 x 7 = 170 ft, 170 x 0.3 = 51 m', () => {
    const md = hoverIn('it', 'medium (100 ft. + 10 ft./level)', 7);
    expect(md).toContain("**Raggio di azione al livello dell’incantatore 7: 170 ft (51 m)**");
    expect(md).toContain('medio: 100 ft + 10 ft per livello; al livello 7: 100 ft + 10 ft × 7 = 170 ft.');
    expect(md).toContain('| livello dell’incantatore | piedi | metri |');
    // Level 1: 100 + 10 = 110 ft = 33 m; level 20: 100 + 200 = 300 ft = 90 m.
    expect(md).toContain('| 1 | 110 | 33 |');
    expect(md).toContain('| 20 | 300 | 90 |');
  });

  it('it hover and preview: "medio (30 m + 3 m/livello)" at level 7 = 30 + 3 x 7 = 51 m (170 ft at 1.5 m per 5 ft)', () => {
    const md = hoverIn('it', 'medio (30 m + 3 m/livello)', 7);
    expect(md).toContain('medio: 30 m + 3 m per livello; al livello 7: 30 m + 3 m × 7 = 51 m.');
    expect(md).toContain(': 170 ft (51 m)**');
    const pv = previewIn('it', 'medio (30 m + 3 m/livello)', 7);
    expect(pv).toContain('<h2>Raggio di azione al livello dell’incantatore 7: 170 ft (51 m)</h2>');
    expect(pv).toContain('<p>medio: 30 m + 3 m per livello; 30 m + 3 m × 7 = 51 m.</p>');
    expect(pv).toContain('Fonte: ');
  });

  it('it: a bare vicino is 7,5 m + 1,5 m ogni 2 livelli; at 7: 7.5 + 1.5 x 3 = 12 m; at 5: 10,5 m (decimal comma)', () => {
    const md = hoverIn('it', 'vicino', 7);
    expect(md).toContain('vicino: 7,5 m + 1,5 m ogni 2 livelli; al livello 7: 7,5 m + 1,5 m × 3 (7 / 2) = 12 m.');
    // Level 5: 7.5 + 1.5 x 2 = 10.5 m = 35 ft; level 20: 7.5 + 1.5 x 10 = 22.5 m = 75 ft.
    expect(md).toContain('| 5 | 35 | 10,5 |');
    expect(md).toContain('| 20 | 75 | 22,5 |');
    expect(hoverIn('it', 'vicino')).toContain('**Raggio di azione al livello dell’incantatore 5: 35 ft (10,5 m)**');
  });

  it('ru hover: medium at 7 = 170 фт (51 м); close at 7 = 25 + 5 x 3 = 40 фт (12 м)', () => {
    const md = hoverIn('ru', 'medium (100 ft. + 10 ft./level)', 7);
    expect(md).toContain('**Дистанция на 7 уровне заклинателя: 170 фт (51 м)**');
    expect(md).toContain('средняя: 100 фт + 10 фт за уровень; на 7 уровне: 100 фт + 10 фт × 7 = 170 фт.');
    expect(md).toContain('| уровень заклинателя | футы | метры |');
    const close = hoverIn('ru', 'close', 7);
    expect(close).toContain('**Дистанция на 7 уровне заклинателя: 40 фт (12 м)**');
    expect(close).toContain('близкая: 25 фт + 5 фт за каждые 2 уровня; на 7 уровне: 25 фт + 5 фт × 3 (7 / 2) = 40 фт.');
    expect(hoverIn('ru', 'vicino')).toContain('| **5** | 35 | 10,5 |');
  });

  it('ru preview: medio at 7 = 51 м, 170 фт', () => {
    const pv = previewIn('ru', 'medio (30 m + 3 m/livello)', 7);
    expect(pv).toContain('<h2>Дистанция на 7 уровне заклинателя: 170 фт (51 м)</h2>');
    expect(pv).toContain('<p>средняя: 30 м + 3 м за уровень; 30 м + 3 м × 7 = 51 м.</p>');
    expect(pv).toContain('Источник: ');
  });

  it.each(['it', 'ru', 'uk', 'ja'] as const)('%s: no English word of the English hover or preview is left (default level too)', (l) => {
    for (const line of LINES) {
      for (const level of [undefined, 7]) {
        const enH = hoverIn('en', line, level);
        expect(enH, line).not.toBe('');
        expect(leftEnglish(enH, hoverIn(l, line, level)), `${l} hover ${line}`).toEqual([]);
        const enP = previewIn('en', line, level);
        expect(leftEnglish(enP.replace(/<[^>]*>|&#39;|&amp;/g, ' '), previewIn(l, line, level).replace(/<[^>]*>/g, ' ')), `${l} preview ${line}`).toEqual([]);
      }
    }
  });
});
