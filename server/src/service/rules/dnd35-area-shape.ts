/**
 * `dnd35/area-shape`: a 3.5 area's kind does not fit its shape (a burst,
 * emanation or spread on a line, cylinder, cube or square), or a cylinder
 * has no height.
 *
 * Seed 004 gives each kind its shapes: a burst is a sphere, or a cone when
 * said so; most emanations are cones or spheres; a spread spreads in every
 * direction like a burst. A cylinder is a circle that fills upward, so it
 * has a height.
 */
import type { DocumentedRule } from './rule';
import { rangeOf, say, term } from './rule';
import { isRecord, num, str } from './read';
import { parseArea35 } from '../text/area35';
import { TextMemo } from '../text/memo';
import { areaKind35 } from './dnd35-emanation-duration';

/** A 3.5 area's shape as this rule tells them apart. */
export type Shape = 'sphere' | 'cone' | 'cube' | 'square' | 'line' | 'cylinder';

/**
 * Shapes of area lines already read, by exact text (up to 120 characters):
 * 3.5 datasets repeat a few area lines ("20-ft.-radius spread") many times,
 * and each reading tries a dozen patterns. Answers frozen; cleared when full.
 */
const SHAPE_MEMO = new TextMemo<{ shape: Shape; height: boolean }>();

/** The shape of a 3.5 area (text line or mapping) and whether a cylinder's height is given; memoised for text lines. Exported for the memo's test. */
export function shapeOf(area: unknown): { shape: Shape; height: boolean } | undefined {
  return typeof area === 'string' ? SHAPE_MEMO.get(area, shapeOfPlain) : shapeOfPlain(area);
}

/** {@link shapeOf} without the memo (exported for the memo's test, rule-shortcuts.test.ts). */
export function shapeOfPlain(area: unknown): { shape: Shape; height: boolean } | undefined {
  if (isRecord(area)) {
    const s = str(area.shape)?.trim().toLowerCase();
    if (!s || !['sphere', 'cone', 'cube', 'line', 'cylinder'].includes(s)) return undefined;
    return { shape: s as Shape, height: (num(area.height) ?? 0) > 0 };
  }
  const text = str(area);
  if (!text) return undefined;
  const lower = text.toLowerCase();
  // "40 ft./level radius cylinder" reads as a radius; the word decides.
  if (/\bcylind|\bcilindr/.test(lower)) return { shape: 'cylinder', height: /\b(high|tall|alt[oi])\b/.test(lower) };
  const a = parseArea35(text);
  return a ? { shape: a.shape as Shape, height: a.height !== undefined } : undefined;
}

/** The `dnd35/area-shape` rule; registered in `index.ts` (RULES), run by the analyzer on every spell of its systems. */
export const areaShape: DocumentedRule = {
  code: 'dnd35/area-shape',
  title: 'A 3.5 area kind does not fit its shape, or a cylinder has no height',
  doc:
    'Seed 004: "La forma base per un effetto di esplosione è una sfera, ma alcuni incantesimi a esplosione sono descritti specificatamente come a forma di cono" ' +
    '(a burst is a sphere, though some bursts are described as cone-shaped); "La maggior parte delle emanazioni sono coni o sfere" (most emanations are cones or spheres); ' +
    '"Un incantesimo a propagazione si propaga come un\'esplosione ... in tutte le direzioni" (a spread spreads like a burst, in all directions); ' +
    '"Le sfere possono essere esplosioni, emanazioni o propagazioni" (spheres can be bursts, emanations or spreads). ' +
    'A burst, emanation or spread on a line, cylinder, cube or square is therefore worth a look; it is info, not a warning, because the seed also allows "un\'area particolarmente definita" ' +
    '("Qualche volta un incantesimo descrive un\'area particolarmente definita": sometimes a spell describes a specially defined area, as Pathfinder\'s "burst that fills a 30-ft. cube" does). ' +
    'A cylinder: "Questo punto è il centro di un cerchio orizzontale e l\'incantesimo si sprigiona dal cerchio riempiendo un cilindro" (the origin is the centre of a horizontal circle and the spell fills a cylinder from it): ' +
    'without a height its extent is unknown (info).',
  basis: [
    { seed: '004', quote: 'La forma base per un effetto di esplosione è una sfera, ma alcuni incantesimi a esplosione sono descritti specificatamente come a forma di cono.', means: 'a burst is a sphere, or a cone when said so' },
    { seed: '004', quote: 'La maggior parte delle emanazioni sono coni o sfere.', means: 'most emanations are cones or spheres' },
    { seed: '004', quote: 'Qualche volta un incantesimo descrive un\'area particolarmente definita', means: 'sometimes a spell describes a specially defined area' },
  ],
  scope: 'Turning corners and line of effect from the origin, resolved on the battle map.',
  defaultSeverity: 'info',
  systems: ['dnd35'],
  check(spell, report) {
    const area = spell.value.area;
    const s = shapeOf(area);
    if (!s) return;
    const kind = areaKind35(area);
    if (kind && s.shape !== 'sphere' && s.shape !== 'cone') {
      const what = term(`term.shape.${s.shape === 'square' ? 'square' : s.shape}` as 'term.shape.cube');
      report({
        ...(kind === 'emanation' ? say('rule.areaShape.emanation', { what }) : say('rule.areaShape.burstSpread', { kind: term(kind === 'spread' ? 'term.kind.spread' : 'term.kind.burst'), what })),
        ...rangeOf(spell, ['area']),
      });
    }
    if (s.shape === 'cylinder' && !s.height) {
      report({ ...say('rule.areaShape.cylinder'), ...rangeOf(spell, ['area']) });
    }
  },
};
