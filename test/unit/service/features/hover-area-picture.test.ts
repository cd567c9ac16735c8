/**
 * VS Code caps a hover's height, so the area's footprint picture
 * comes right under the area's heading, before the table of squares and the
 * key's reference text, and is small enough to be seen whole without
 * scrolling inside the hover (at most 260 x 200 px).
 */
import { describe, expect, it } from 'vitest';
import { createSpellService } from '../../../../server/src/service/service';
import { DEFAULT_SETTINGS } from '../../../../server/src/service/settings';
import { FIREBALL } from '../../../helpers/spells';
import { HOVER_SVG_MAX } from '../../../../server/src/service/features/sections/area';

const service = createSpellService();

function areaHover(text: string, pictures: 'svg' | 'ascii' | 'both' = 'both'): string {
  const a = service.analyze(text);
  const at = text.indexOf('area:') + 1;
  return service.hover(a, at, DEFAULT_SETTINGS, pictures)!.markdown;
}

/** The SVG of the hover's data URI, decoded. */
function svgOf(md: string): string {
  const b64 = /!\[footprint\]\(data:image\/svg\+xml;base64,([^)]+)\)/.exec(md)![1]!;
  return Buffer.from(b64, 'base64').toString('utf8');
}

describe('area hover: the picture first', () => {
  it('the picture sits under the heading, before the table, the notes and the reference text', () => {
    const md = areaHover(FIREBALL);
    const lines = md.split('\n');
    const pic = lines.findIndex((l) => l.startsWith('![footprint]'));
    const table = lines.findIndex((l) => l.startsWith('|'));
    const reference = lines.findIndex((l) => l === '**area**');
    expect(pic).toBeGreaterThan(0);
    expect(pic).toBeLessThan(table);
    expect(pic).toBeLessThan(reference);
    // Above it: the heading, a blank line, the caption, a blank line.
    expect(pic).toBeLessThanOrEqual(4);
    // The ASCII grid (for terminal editors) comes after the table.
    const ascii = lines.indexOf('```text');
    expect(ascii).toBeGreaterThan(table);
  });

  it('with ASCII pictures only (terminal editors), the grid is first', () => {
    const lines = areaHover(FIREBALL, 'ascii').split('\n');
    expect(lines.indexOf('```text')).toBeLessThan(lines.findIndex((l) => l.startsWith('|')));
  });

  it.each([
    ['a 20-ft sphere', 'area: { shape: sphere, radius: 20 }'],
    ['a 100-ft sphere', 'area: { shape: sphere, radius: 100 }'],
    ['a 300-ft line', 'area: { shape: line, length: 300, width: 5 }'],
    ['a 60-ft cone', 'area: { shape: cone, length: 60 }'],
  ])('%s fits 260 x 200 px', (_n, area) => {
    const svg = svgOf(areaHover(FIREBALL.replace('area: { shape: sphere, radius: 20 }', area)));
    const w = Number(/ width="([\d.]+)"/.exec(svg)![1]);
    const h = Number(/ height="([\d.]+)"/.exec(svg)![1]);
    expect(w).toBeLessThanOrEqual(HOVER_SVG_MAX.width);
    expect(h).toBeLessThanOrEqual(HOVER_SVG_MAX.height);
    expect(w).toBeGreaterThan(40);
  });
});
