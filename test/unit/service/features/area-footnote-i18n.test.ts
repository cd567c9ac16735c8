/**
 * The footnote `explain` prints under an area that covers no square
 * (compute/geometry's last note, a reference to the catalogue's geo part,
 * beside the structured `why`). English is the note geometry.ts wrote when
 * it wrote text, byte for byte; other locales get their own words and no
 * English word of it.
 */
import { describe, expect, it } from 'vitest';
import { createSpellService } from '../../../../server/src/service/service';
import { DEFAULT_SETTINGS, normaliseSettings } from '../../../../server/src/service/settings';
import { explainSpell } from '../../../../server/src/service/features/explain';
import { footprint } from '../../../../server/src/service/compute/geometry';
import { render, t, type Locale } from '../../../../server/src/service/i18n';
import { FIREBALL } from '../../../helpers/spells';

const svc = createSpellService();

function noteIn(locale: Locale, area: string): string | undefined {
  const settings = locale === 'en' ? DEFAULT_SETTINGS : normaliseSettings({ locale });
  const text = FIREBALL.replace('area: { shape: sphere, radius: 20 }', `area: ${area}`);
  expect(text).not.toBe(FIREBALL);
  return explainSpell(svc.analyze(text, settings).spells[0]!, settings, 1).area?.note;
}

const words = (s: string) => new Set((s.match(/[A-Za-z]{4,}/g) ?? []).map((w) => w.toLowerCase()));

describe('area footnote', () => {
  it('English: the note as geometry wrote it, from the catalogue', () => {
    // A 2-ft radius covers a quarter circle of pi x 4 / 4 = 3.1 sq ft of each 25 sq ft corner square: under half, so none (DMG).
    const small = noteIn('en', '{ shape: sphere, radius: 2 }');
    expect(small).toBe('This circle covers no square at least half, so by the DMG rule it affects no square.');
    expect(t('en', 'geo.noHalfSquare')).toBe(small);
    expect(footprint({ shape: 'sphere', radius: 2 }, 'dmg').why).toEqual({ code: 'noHalfSquare' });
    const big = footprint({ shape: 'cone', length: 5000 }, 'dmg');
    expect(big.count).toBe(0);
    expect(big.why).toEqual({ code: 'tooLarge', args: { what: 'cone.length', n: 5000, max: 1000 } });
    expect(big.notes).toEqual([{ key: 'geo.tooLarge', args: big.why!.args }]);
    expect(render('en', big.notes[0]!)).toBe("The cone's length 5000 ft is larger than 1000 ft; no footprint is drawn for areas that big.");
    for (const [spec, what] of [[{ shape: 'sphere', radius: 2000 }, 'sphere.radius'], [{ shape: 'cylinder', radius: 2000 }, 'cylinder.radius'], [{ shape: 'cube', size: 2000 }, 'cube.side'], [{ shape: 'line', length: 2000 }, 'line.length'], [{ shape: 'line', length: 60, width: 2000 }, 'line.width']] as const) {
      const fp = footprint(spec as never, 'dmg');
      expect(fp.why?.args?.what, what).toBe(what);
      expect(fp.notes, what).toEqual([{ key: 'geo.tooLarge', args: fp.why!.args }]);
    }
  });

  it.each(['it', 'ru', 'uk', 'ja'] as const)('%s: the footnote in its own words, no English word left', (l) => {
    const en = noteIn('en', '{ shape: sphere, radius: 2 }')!;
    const mine = noteIn(l, '{ shape: sphere, radius: 2 }')!;
    expect(mine).toBe(t(l, 'geo.noHalfSquare'));
    const left = [...words(en)].filter((w) => words(mine).has(w));
    expect(left).toEqual([]);
  });

  it('ru and it: the size limit note with its figures', () => {
    expect(t('ru', 'geo.tooLarge', { what: 'cone.length', n: 5000, max: 1000 })).toBe('Длина конуса 5000 фт больше 1000 фт; для таких больших областей клетки не рисуются.');
    expect(t('it', 'geo.tooLarge', { what: 'sphere.radius', n: 1500, max: 1000 })).toBe('Il raggio della sfera, 1500 ft, supera 1000 ft; per aree così grandi non si disegna alcuna impronta.');
  });
});
