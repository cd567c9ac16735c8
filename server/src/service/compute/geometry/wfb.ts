/**
 * Warhammer round templates on a 1-inch grid (`wfb`): the small and large
 * templates, centred on an intersection, a 1-inch square counting when the
 * template covers at least half of it.
 */
import type { MsgRef } from '../../i18n/types';
import type { AreaSpec, Computed } from './model';
import { describe, fail, r2 } from './sizes';
import { circleCells, circlePolygon } from './shape';

/**
 * Warhammer round templates. Seed 003 names a small and a large template but
 * gives no size; these diameters are the 8th-edition rulebook's.
 */
export const WFB_TEMPLATES = {
  small: { diameterIn: 3 },
  large: { diameterIn: 5 },
} as const;

/** The `wfb` method. */
export function computeWfb(area: AreaSpec): Computed {
  if (area.shape !== 'template') fail({ key: 'geo.n.wfbShape', args: { got: describe(area.shape) } });
  const name = area.template;
  if (name !== 'small' && name !== 'large') fail(name === undefined ? { key: 'geo.n.wfbNoTemplate' } : { key: 'geo.n.wfbTemplateName', args: { got: describe(name) } });
  const d = WFB_TEMPLATES[name].diameterIn;
  const r = d / 2;
  const cells = circleCells(r, 1, true);
  const touched = circleCells(r, 1, false).length;
  const a = Math.PI * r * r;
  const notes: MsgRef[] = [];
  notes.push({ key: 'geo.n.wfbTemplate', args: { name, d, r: r2(r), a: r2(a), small: WFB_TEMPLATES.small.diameterIn, large: WFB_TEMPLATES.large.diameterIn } });
  notes.push({ key: 'geo.n.wfbCount', args: { n: cells.length, a: r2(a), t: touched } });
  return { cells, notes, outline: circlePolygon(r), unit: 'in', cellSize: 1, cellFeet: 1 / 12, area: a, angleDeg: 0 };
}
