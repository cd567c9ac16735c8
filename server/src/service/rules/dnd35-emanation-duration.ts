/**
 * `dnd35/emanation-duration`: a 3.5 emanation has an instantaneous duration.
 * Seed 004: an emanation "continues to radiate from its point of origin for
 * the duration of the spell", which an instantaneous spell does not have.
 */
import type { DocumentedRule } from './rule';
import { rangeOf, say } from './rule';
import { isRecord, str } from './read';

/** The area's kind: the noun in the text line (`burst`, `emanation`, `spread`; Italian `esplosione`, `emanazione`, `propagazione`) or the mapping's `kind`. Also read by `dnd35/area-shape`. */
export function areaKind35(area: unknown): 'burst' | 'emanation' | 'spread' | undefined {
  if (isRecord(area)) {
    const k = str(area.kind)?.trim().toLowerCase();
    return k === 'burst' || k === 'emanation' || k === 'spread' ? k : undefined;
  }
  const s = str(area)?.toLowerCase();
  if (!s) return undefined;
  // The nouns only: "radius emanating from the touched point" (Hallow) or "cloud spreads in 20-ft. radius" use the verb for where the area lies, not its kind.
  const m = /\b(burst|emanation|spread|esplosione|emanazione|propagazione)\b/.exec(s);
  if (!m) return undefined;
  const w = m[1]!;
  if (w === 'burst' || w === 'esplosione') return 'burst';
  if (w === 'emanation' || w === 'emanazione') return 'emanation';
  return 'spread';
}

/** The `dnd35/emanation-duration` rule; registered in `index.ts` (RULES), run by the analyzer on every spell of its systems. */
export const emanationDuration: DocumentedRule = {
  code: 'dnd35/emanation-duration',
  title: 'A 3.5 emanation is instantaneous',
  doc:
    'Seed 004: "Un incantesimo a emanazione funziona come un incantesimo a esplosione, tranne che l\'effetto continua a irradiarsi dal punto di origine per la durata dell\'incantesimo" ' +
    '(an emanation works like a burst, except that the effect keeps radiating from its point of origin for the duration of the spell). ' +
    'An instantaneous spell has no such duration: an instantaneous area is a burst (it affects what is in it once) or the duration is missing.',
  basis: [
    { seed: '004', quote: 'Un incantesimo a emanazione funziona come un incantesimo a esplosione, tranne che l\'effetto continua a irradiarsi dal punto di origine per la durata dell\'incantesimo.', means: 'an emanation keeps radiating from its origin for the duration' },
  ],
  scope: 'What the emanation does to creatures entering or leaving it.',
  defaultSeverity: 'warning',
  systems: ['dnd35'],
  check(spell, report) {
    if (areaKind35(spell.value.area) !== 'emanation') return;
    const d = str(spell.value.duration)?.trim().toLowerCase();
    if (!d || !/^(instantaneous|istantane[ao])\b/.test(d)) return;
    report({
      ...say('rule.emanationDuration'),
      ...rangeOf(spell, ['duration']),
    });
  },
};
