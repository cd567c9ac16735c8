/**
 * Warhammer round templates on a 1-inch grid (`wfb`): the small and large
 * templates, centred on an intersection, a 1-inch square counting when the
 * template covers at least half of it.
 */
import { Notes } from '../notes';
import type { AreaSpec, Computed } from './model';
import { describe, fail, fmt, r2 } from './sizes';
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
  if (area.shape !== 'template') fail(`Warhammer areas are the small and large round templates: use shape "template" with template "small" or "large" (got shape ${describe(area.shape)}).`, undefined, { code: 'wfbShape', args: { got: describe(area.shape) } });
  const name = area.template;
  if (name !== 'small' && name !== 'large') fail(`Warhammer template must be "small" or "large" (got ${describe(name)}).`, undefined, name === undefined ? { code: 'wfbNoTemplate' } : { code: 'wfbTemplateName', args: { got: describe(name) } });
  const d = WFB_TEMPLATES[name].diameterIn;
  const r = d / 2;
  const cells = circleCells(r, 1, true);
  const touched = circleCells(r, 1, false).length;
  const a = Math.PI * r * r;
  const notes = new Notes();
  notes.push(
    `Warhammer ${name} round template: ${d} in across (radius ${fmt(r)} in), area ${a.toFixed(2)} sq in. The Warhammer Fantasy Battle rules name the small and large templates (placed centred on a model) but gives no size: ${WFB_TEMPLATES.small.diameterIn} in and ${WFB_TEMPLATES.large.diameterIn} in are the 8th-edition rulebook's diameters.`,
    { code: 'wfbTemplate', args: { name, d, r: r2(r), a: r2(a), small: WFB_TEMPLATES.small.diameterIn, large: WFB_TEMPLATES.large.diameterIn } },
  );
  notes.push(
    `Counted on a 1-inch grid with the template centred on an intersection: a 1-inch square counts when the template covers at least half of it (${cells.length} squares, ${cells.length} sq in against the template's ${a.toFixed(2)}); ${touched} squares are touched at all.`,
    { code: 'wfbCount', args: { n: cells.length, a: r2(a), t: touched } },
  );
  return { cells, notes: notes.texts, data: notes.data, outline: circlePolygon(r), unit: 'in', cellSize: 1, cellFeet: 1 / 12, area: a, angleDeg: 0 };
}
