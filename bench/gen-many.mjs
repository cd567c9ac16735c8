#!/usr/bin/env node
/**
 * The many-small-files dataset of issue 15 (the layout of Foundry module
 * repositories): `node bench/gen-many.mjs <dir> [count=10000]` writes `count`
 * one-spell files, `<dir>/spells/NN/NNNNN.spells.yaml`, each made by
 * bench/gen.mjs with seed i+1 (same bytes on every machine; ~5% carry one
 * known mistake). Write it outside the project (e.g. /tmp). Used for the
 * many-files figures in docs/performance.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { generateDataset } from './gen.mjs';

const [dirArg, countArg = '10000'] = process.argv.slice(2);
const count = Number(countArg);
if (!dirArg || !Number.isInteger(count) || count < 1) {
  process.stderr.write('usage: node bench/gen-many.mjs <dir> [count=10000]\n');
  process.exit(2);
}
const dir = resolve(dirArg);
for (let i = 0; i < count; i++) {
  const sub = join(dir, 'spells', String(Math.floor(i / 1000)).padStart(2, '0'));
  if (i % 1000 === 0) mkdirSync(sub, { recursive: true });
  writeFileSync(join(sub, `${String(i).padStart(5, '0')}.spells.yaml`), generateDataset({ count: 1, seed: i + 1 }).text);
}
process.stderr.write(`wrote ${count} one-spell files under ${join(dir, 'spells')}\n`);
