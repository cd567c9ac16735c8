/**
 * Tests for server/src/service/compute/footprint-render.ts: the ASCII grid
 * shows exactly the affected cells and the origin; the SVG is well-formed,
 * self-contained, script-free and escapes its title; the data URI decodes
 * back to the SVG.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AreaSpec, type Footprint, type GridMethod, type Placement, footprint } from '../../../../server/src/service/compute/geometry';
import { renderAscii, renderSvg, svgDataUri } from '../../../../server/src/service/compute/footprint-render';
import { formatLength, t } from '../../../../server/src/service/i18n';

/** The legend the hovers give, in English. */
const LEGEND = (n: number, c: { size: number; unit: 'ft' | 'in' }): string => t('en', 'hover.area.legend', { n, cell: c.unit === 'in' ? t('en', 'pv.inch') : formatLength('en', c.size, 'ft') });

const SAMPLES: Array<[AreaSpec, GridMethod, Placement?]> = [
  [{ shape: 'sphere', radius: 20 }, 'dmg'],
  [{ shape: 'sphere', radius: 20 }, 'template'],
  [{ shape: 'cylinder', radius: 10 }, 'token'],
  [{ shape: 'sphere', radius: 20 }, 'grid35'],
  [{ shape: 'cone', length: 30 }, 'dmg', 'diagonal'],
  [{ shape: 'cone', length: 30 }, 'token', 'orthogonal'],
  [{ shape: 'cone', length: 60 }, 'grid35', { angleDeg: 200 }],
  [{ shape: 'line', length: 100 }, 'template', { angleDeg: 17 }],
  [{ shape: 'line', length: 60 }, 'grid35', 'diagonal'],
  [{ shape: 'cube', size: 15 }, 'dmg', 'diagonal'],
  [{ shape: 'template', template: 'large' }, 'wfb'],
  [{ shape: 'sphere', radius: -1 }, 'dmg'],
];

/** `#` cells in the grid (the last line is the legend, which names `#`). */
const hashes = (s: string): number => (s.split('\n').slice(0, -1).join('\n').match(/#/g) ?? []).length;

/** Parses the ASCII picture back into cells, using the axes to find the origin. */
function parseAscii(text: string): Set<string> {
  const lines = text.split('\n');
  lines.pop(); // legend
  const axisRow = lines.findIndex((l) => l.includes('+'));
  const axisCol = lines[axisRow]!.indexOf('+');
  const out = new Set<string>();
  lines.forEach((l, r) => {
    if (r === axisRow) return;
    const y = r < axisRow ? axisRow - 1 - r : axisRow - r;
    for (let c = 0; c < l.length; c++) {
      if (l[c] !== '#') continue;
      const x = c < axisCol ? c - axisCol : c - axisCol - 1;
      out.add(`${x},${y}`);
    }
  });
  return out;
}

/** Checks that tags nest and close (self-closing allowed), that there is one root, and no stray `<`. */
function balancedXml(svg: string): boolean {
  const stack: string[] = [];
  const re = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g;
  let last = 0;
  let roots = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(svg))) {
    const between = svg.slice(last, m.index);
    if (between.includes('<') || between.includes('>')) return false;
    last = re.lastIndex;
    const [, close, name, , self] = m;
    if (close) {
      if (stack.pop() !== name) return false;
    } else if (!self) {
      if (stack.length === 0) roots++;
      stack.push(name!);
    } else if (stack.length === 0) roots++;
  }
  const tail = svg.slice(last);
  return stack.length === 0 && roots === 1 && !tail.includes('<') && !/[^\s]/.test(tail);
}

describe('renderAscii', () => {
  it.each(SAMPLES.map((s, i) => [i, s] as const))('sample %i: exactly `count` # and the same cells', (_i, [a, m, p]) => {
    const fp = footprint(a, m, p);
    const text = renderAscii(fp, LEGEND);
    expect(hashes(text)).toBe(fp.count);
    expect(parseAscii(text)).toEqual(new Set(fp.cells.map(([x, y]) => `${x},${y}`)));
    const lines = text.split('\n');
    const legend = lines.pop()!;
    expect(legend).toMatch(/^# affected \(\d+ squares? of /);
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
    expect((lines.join('\n').match(/\+/g) ?? []).length).toBe(1);
  });
  it('draws the origin where the axes cross: a 10-ft token square sits 2 each side', () => {
    const text = renderAscii(footprint({ shape: 'sphere', radius: 10 }, 'token'), LEGEND);
    expect(text.split('\n').slice(0, -1).join('\n')).toBe(
      ['...|...', '.##|##.', '.##|##.', '---+---', '.##|##.', '.##|##.', '...|...'].join('\n'),
    );
  });
  it('marks the units of wfb cells', () => {
    expect(renderAscii(footprint({ shape: 'template', template: 'small' }, 'wfb'), LEGEND)).toMatch(/of 1 in/);
  });
  it('any footprint (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<GridMethod>('dmg', 'template', 'token', 'grid35'),
        fc.constantFrom<AreaSpec['shape']>('sphere', 'cone', 'cube', 'line'),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 0, max: 359 }),
        (m, shape, n, deg) => {
          const fp = footprint({ shape, radius: 5 * n, length: 5 * n, size: 5 * n }, m, { angleDeg: deg });
          expect(hashes(renderAscii(fp, LEGEND))).toBe(fp.count);
        },
      ),
      { numRuns: 150 },
    );
  });
  it('survives a malformed footprint', () => {
    const junk = { cells: [[0.5, 1], 'x', null, [2, 3]], count: 9, notes: [] } as unknown as Footprint;
    expect(hashes(renderAscii(junk, LEGEND))).toBe(1);
  });
});

describe('renderSvg', () => {
  it.each(SAMPLES.map((s, i) => [i, s] as const))('sample %i: balanced, self-contained, one square per cell', (_i, [a, m, p]) => {
    const fp = footprint(a, m, p);
    const svg = renderSvg(fp, { title: 'footprint' });
    expect(balancedXml(svg)).toBe(true);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toMatch(/<script/i);
    expect(svg).not.toMatch(/href=/i);
    expect(svg).not.toMatch(/\bon\w+=/i);
    expect(svg).not.toMatch(/url\(/i);
    const fill = /<path d="([^"]*)" fill="#f4a261"/.exec(svg);
    expect(fill ? (fill[1]!.match(/z/g) ?? []).length : 0).toBe(fp.count);
    expect(svg).toMatch(/<circle /);
    if (fp.outline) expect(svg).toMatch(/<(polygon|polyline) points="/);
    else expect(svg).not.toMatch(/<polygon|<polyline/);
  });
  it('escapes the title everywhere it appears', () => {
    const evil = '<script>alert("x")</script> & \'q\' <a href="http://e.vil">';
    const svg = renderSvg(footprint({ shape: 'cone', length: 15 }, 'dmg'), { title: evil });
    expect(balancedXml(svg)).toBe(true);
    expect(svg).not.toMatch(/<script/i);
    expect(svg).not.toContain('href="http');
    expect(svg).not.toContain(evil);
    expect(svg).toContain('<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;q&apos; &lt;a href=&quot;http://e.vil&quot;&gt;</title>');
  });
  it('escapes arbitrary titles (fast-check)', () => {
    const fp = footprint({ shape: 'sphere', radius: 10 }, 'template');
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (title) => {
        const svg = renderSvg(fp, { title });
        expect(balancedXml(svg)).toBe(true);
        const t = /<title>([^<]*)<\/title>/.exec(svg)![1]!;
        const back = t.replace(/&(lt|gt|quot|apos|amp);/g, (_m, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e]!);
        expect(back).toBe(title);
      }),
      { numRuns: 200 },
    );
  });
  it('scales with cellPx and clamps silly values', () => {
    const fp = footprint({ shape: 'cube', size: 10 }, 'dmg');
    const size = (svg: string): number => Number(/width="([\d.]+)"/.exec(svg)![1]);
    expect(size(renderSvg(fp, { cellPx: 20, title: 'footprint' }))).toBe(2 * size(renderSvg(fp, { cellPx: 10, title: 'footprint' })));
    expect(size(renderSvg(fp, { cellPx: 1e9, title: 'footprint' }))).toBe(size(renderSvg(fp, { cellPx: 64, title: 'footprint' })));
    expect(balancedXml(renderSvg(fp, { cellPx: Number.NaN, title: 'footprint' }))).toBe(true);
  });
  it('puts the origin dot on the crossing of the grid lines at (0, 0)', () => {
    // Token 10-ft square: cells -2..1, padded by one: 6 cells across, origin 3 cells in.
    const svg = renderSvg(footprint({ shape: 'sphere', radius: 10 }, 'token'), { cellPx: 10, title: 'footprint' });
    expect(svg).toMatch(/width="60" height="60"/);
    expect(svg).toMatch(/<circle cx="30" cy="30"/);
  });
});

describe('svgDataUri', () => {
  it('is a base64 data URI that decodes to the SVG', () => {
    const svg = renderSvg(footprint({ shape: 'cone', length: 30 }, 'template', 'diagonal'), { title: 'Cône de froid — 30 ft' });
    const uri = svgDataUri(svg);
    expect(uri.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const body = uri.slice('data:image/svg+xml;base64,'.length);
    expect(body).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(body, 'base64').toString('utf8')).toBe(svg);
  });

  it("encodes as Node's Buffer does, for any text (fast-check: astral, combining and lone-surrogate characters; slices of every length)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), fc.string({ unit: 'grapheme', maxLength: 20 }).map((s) => s.repeat(900))), (text) => {
        expect(svgDataUri(text)).toBe('data:image/svg+xml;base64,' + Buffer.from(text, 'utf8').toString('base64'));
      }),
      { seed: 28, numRuns: 300 },
    );
  });
});
