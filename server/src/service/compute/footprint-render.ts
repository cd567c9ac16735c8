/**
 * Pictures of a grid footprint (from `geometry.ts`) for hovers and the area
 * preview: an ASCII grid for plain-text hovers and a self-contained SVG (with
 * a base64 data URI) for clients that show markdown images.
 *
 * Pure; nothing throws. The map's +y is drawn upwards, as in geometry.ts.
 */
import type { Footprint } from './geometry';

interface Box {
  x0: number;
  y0: number;
  x1: number; // exclusive
  y1: number; // exclusive
}

function cellSizeOf(fp: Footprint): number {
  const s = fp.cellSize;
  return typeof s === 'number' && Number.isFinite(s) && s > 0 ? s : 5;
}

function validCells(fp: Footprint): Array<[number, number]> {
  const cells = Array.isArray(fp?.cells) ? fp.cells : [];
  return cells.filter((c) => Array.isArray(c) && Number.isInteger(c[0]) && Number.isInteger(c[1]));
}

/** Bounding box (in cells) of the footprint, the origin's four cells and (optionally) the outline, padded by one cell. */
function boxOf(cells: Array<[number, number]>, outline: Array<[number, number]> | undefined, cellSize: number): Box {
  let x0 = -1;
  let y0 = -1;
  let x1 = 1;
  let y1 = 1;
  for (const [x, y] of cells) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x + 1);
    y1 = Math.max(y1, y + 1);
  }
  if (outline) {
    for (const [px, py] of outline) {
      if (!Number.isFinite(px) || !Number.isFinite(py)) continue;
      x0 = Math.min(x0, Math.floor(px / cellSize));
      y0 = Math.min(y0, Math.floor(py / cellSize));
      x1 = Math.max(x1, Math.ceil(px / cellSize));
      y1 = Math.max(y1, Math.ceil(py / cellSize));
    }
  }
  return { x0: x0 - 1, y0: y0 - 1, x1: x1 + 1, y1: y1 + 1 };
}

/**
 * An ASCII picture for a hover code block: `#` affected, `.` not; the axes
 * through the point of origin are drawn between the cells (`|`, `-`) with
 * `+` at the origin; +y is up; an emanation's origin space is drawn `O`.
 * The last line is the caller's one-line legend, given the number of
 * squares, the cell's size and whether an origin space is drawn (in the
 * reader's language: the hovers' `hover.area.legend` or `hover.area.legendSpace`).
 */
export function renderAscii(fp: Footprint, legend: (squares: number, cell: { size: number; unit: 'ft' | 'in' }, space: boolean) => string): string {
  const cells = validCells(fp);
  // An emanation's origin space (a creature's or object's squares) is drawn as O, in the area or not.
  const space = new Set((Array.isArray(fp?.space) ? fp.space : []).map(([x, y]) => `${x},${y}`));
  const box = boxOf([...cells, ...(fp?.space ?? [])], undefined, cellSizeOf(fp));
  const on = new Set(cells.map(([x, y]) => `${x},${y}`));
  const lines: string[] = [];
  const row = (y: number): string => {
    let s = '';
    for (let x = box.x0; x < box.x1; x++) {
      if (x === 0) s += '|';
      s += space.has(`${x},${y}`) ? 'O' : on.has(`${x},${y}`) ? '#' : '.';
    }
    return s;
  };
  for (let y = box.y1 - 1; y >= box.y0; y--) {
    lines.push(row(y));
    if (y === 0) lines.push('-'.repeat(0 - box.x0) + '+' + '-'.repeat(box.x1));
  }
  const n = on.size;
  lines.push(legend(n, { size: cellSizeOf(fp), unit: fp.unit === 'in' ? 'in' : 'ft' }, space.size > 0));
  return lines.join('\n');
}

/** Escapes text for XML content and attribute values. */
function xmlEscape(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

function num(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/**
 * A self-contained SVG of the footprint: grid lines, affected cells filled,
 * the exact outline (when the footprint has one) drawn over them, and the
 * point of origin as a dot. No scripts, no external references; the title
 * (the caller's, in the reader's language) is XML-escaped. `cellPx` (default
 * 12, clamped to 2..64) is one cell's size.
 */
export function renderSvg(fp: Footprint, opts: { cellPx?: number; title: string }): string {
  const cells = validCells(fp);
  const size = cellSizeOf(fp);
  const outline = Array.isArray(fp?.outline) ? fp.outline.filter((p) => Array.isArray(p) && Number.isFinite(p[0]) && Number.isFinite(p[1])) : undefined;
  const box = boxOf(cells, outline, size);
  const rawPx = opts.cellPx;
  const px = typeof rawPx === 'number' && Number.isFinite(rawPx) ? Math.min(64, Math.max(2, rawPx)) : 12;
  const w = (box.x1 - box.x0) * px;
  const h = (box.y1 - box.y0) * px;
  // Map coordinates in cells to pixels, flipping y so +y is up.
  const X = (cx: number): number => (cx - box.x0) * px;
  const Y = (cy: number): number => (box.y1 - cy) * px;
  const t = xmlEscape(String(opts.title));
  const parts: string[] = [];
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${num(w)}" height="${num(h)}" viewBox="0 0 ${num(w)} ${num(h)}" role="img" aria-label="${t}">`);
  parts.push(`<title>${t}</title>`);
  parts.push(`<rect x="0" y="0" width="${num(w)}" height="${num(h)}" fill="#ffffff"/>`);
  if (cells.length > 0) {
    const d = cells.map(([x, y]) => `M${num(X(x))} ${num(Y(y + 1))}h${num(px)}v${num(px)}h${num(-px)}z`).join('');
    parts.push(`<path d="${d}" fill="#f4a261" fill-opacity="0.85"/>`);
  }
  let grid = '';
  for (let x = box.x0; x <= box.x1; x++) grid += `M${num(X(x))} 0V${num(h)}`;
  for (let y = box.y0; y <= box.y1; y++) grid += `M0 ${num(Y(y))}H${num(w)}`;
  parts.push(`<path d="${grid}" fill="none" stroke="#b0b0b0" stroke-width="1"/>`);
  if (outline && outline.length >= 2) {
    const pts = outline.map(([ox, oy]) => `${num(X(ox / size))},${num(Y(oy / size))}`).join(' ');
    const tag = outline.length === 2 ? 'polyline' : 'polygon';
    parts.push(`<${tag} points="${pts}" fill="none" stroke="#c1121f" stroke-width="2"/>`);
  }
  const space = Array.isArray(fp?.space) ? fp.space : [];
  // An emanation's origin is a space, not a point: its squares are outlined; any other area marks its point of origin.
  if (space.length > 0) parts.push(`<path d="${space.map(([x, y]) => `M${num(X(x))} ${num(Y(y + 1))}h${num(px)}v${num(px)}h${num(-px)}z`).join('')}" fill="#1d3557" fill-opacity="0.35" stroke="#1d3557" stroke-width="2"/>`);
  else parts.push(`<circle cx="${num(X(0))}" cy="${num(Y(0))}" r="${num(Math.max(2, px / 4))}" fill="#1d3557"/>`);
  parts.push('</svg>');
  return parts.join('');
}

/**
 * A `data:image/svg+xml;base64,...` URI for an SVG string, for markdown
 * images in hovers. Encoded with what every JavaScript runtime has (the
 * UTF-8 bytes, then `btoa`), not Node's Buffer: the language server also runs
 * in a browser's web worker.
 */
export function svgDataUri(svg: string): string {
  const bytes = new TextEncoder().encode(typeof svg === 'string' ? svg : '');
  // btoa takes one character per byte; built in slices (spreading a whole big array would overflow the call stack).
  let binary = '';
  for (let i = 0; i < bytes.length; i += BTOA_SLICE) binary += String.fromCharCode(...bytes.subarray(i, i + BTOA_SLICE));
  return 'data:image/svg+xml;base64,' + btoa(binary);
}

/** Bytes per String.fromCharCode call in {@link svgDataUri}. */
const BTOA_SLICE = 0x2000;
