#!/usr/bin/env node
// Draws the extension icon, images/icon.png (128 x 128): a parchment card with
// a red border, a 5-ft grid, the squares a 20-ft sphere covers under the DMG
// rule filled, its circle outlined and its origin marked: what the hover
// shows. No dependencies and no network: pixels computed here (4 x 4
// supersampling for smooth edges), written as a PNG with node:zlib.
//
// Usage: node scripts/make-icon.mjs [out.png]
import { deflateSync } from 'node:zlib';
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SIZE = 128;
const SS = 4; // samples per pixel side
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = process.argv[2] ?? join(root, 'images/icon.png');

const RED = [138, 43, 29];
const PARCH = [253, 248, 236];
const GRID = [176, 176, 176];
const FILL = [244, 172, 120];
const DOT = [31, 45, 71];

// The card: inset 6 px, rounded corners of 14 px, a 5 px red border.
const inset = 6, radius = 14, border = 5;
function inRoundRect(x, y, x0, y0, x1, y1, r) {
  const cx = Math.min(Math.max(x, x0 + r), x1 - r);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r && x >= x0 && x <= x1 && y >= y0 && y <= y1;
}
// The grid: 10 x 10 cells of 10 px, centred; the origin on the middle intersection.
const cell = 10, n = 10, g0 = (SIZE - cell * n) / 2, mid = SIZE / 2;
const R = 4; // radius in cells (20 ft)
// DMG rule: a square is in when its centre is within the radius (the half-square test for round areas).
function cellIn(i, j) {
  const cx = (i + 0.5 - n / 2), cy = (j + 0.5 - n / 2);
  return cx * cx + cy * cy <= R * R;
}

function colourAt(x, y) {
  if (!inRoundRect(x, y, inset, inset, SIZE - inset, SIZE - inset, radius)) return null;
  if (!inRoundRect(x, y, inset + border, inset + border, SIZE - inset - border, SIZE - inset - border, radius - border)) return RED;
  const d = Math.hypot(x - mid, y - mid);
  if (d <= 3.2) return DOT;
  if (Math.abs(d - R * cell) <= 1.3) return RED;
  let c = PARCH;
  if (x >= g0 && x < g0 + cell * n && y >= g0 && y < g0 + cell * n) {
    const i = Math.floor((x - g0) / cell), j = Math.floor((y - g0) / cell);
    if (cellIn(i, j)) c = FILL;
    const fx = (x - g0) % cell, fy = (y - g0) % cell;
    if (fx < 0.8 || fy < 0.8) c = GRID;
  }
  return c;
}

const raw = Buffer.alloc((SIZE * 4 + 1) * SIZE);
for (let y = 0; y < SIZE; y++) {
  raw[y * (SIZE * 4 + 1)] = 0; // filter: none
  for (let x = 0; x < SIZE; x++) {
    let r = 0, g = 0, b = 0, a = 0;
    for (let sy = 0; sy < SS; sy++) for (let sx = 0; sx < SS; sx++) {
      const c = colourAt(x + (sx + 0.5) / SS, y + (sy + 0.5) / SS);
      if (!c) continue;
      r += c[0]; g += c[1]; b += c[2]; a++;
    }
    const o = y * (SIZE * 4 + 1) + 1 + x * 4;
    const k = SS * SS;
    raw[o] = a ? Math.round(r / a) : 0;
    raw[o + 1] = a ? Math.round(g / a) : 0;
    raw[o + 2] = a ? Math.round(b / a) : 0;
    raw[o + 3] = Math.round((255 * a) / k);
  }
}

const CRC = new Int32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});
function crc32(buf) {
  let c = -1;
  for (const byte of buf) c = CRC[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
const ihdr = Buffer.alloc(13);
ihdr.writeUInt32BE(SIZE, 0);
ihdr.writeUInt32BE(SIZE, 4);
ihdr[8] = 8; // bit depth
ihdr[9] = 6; // RGBA
const png = Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, png);
console.log(`wrote ${out} (${png.length} bytes)`);
