#!/usr/bin/env node
// Compare two output snapshots (scripts/snapshot-outputs.mjs): every file
// byte for byte. Prints the files only in one tree, the first differences of
// each differing file, and a summary; exit 0 when the trees are identical,
// 1 on any difference, 2 on bad usage.
//
//   node scripts/compare-snapshots.mjs <a> <b> [--hunks N] [--files N]
//
// --hunks  differing regions shown per file (default 3)
// --files  differing files shown in full detail (default 40; the rest are listed)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

/** How far ahead to look for the two sides to agree again after a difference. */
const RESYNC_LINES = 400;
/** Characters shown either side of the first difference in a long line. */
const WINDOW = 70;

function listFiles(dir) {
  const out = [];
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(relative(dir, p).split(sep).join('/'));
    }
  };
  walk(dir);
  return out;
}

/**
 * The differing regions of two texts, by line: each with its 1-based line
 * numbers and the lines of each side. A region ends where the two sides
 * agree again for three lines (or to the end) within RESYNC_LINES lines;
 * past that the rest is one region.
 * @returns {Array<{ lineA: number, lineB: number, a: string[], b: string[] }>}
 */
export function lineDifferences(textA, textB, maxHunks = 3) {
  const a = textA.split('\n');
  const b = textB.split('\n');
  const hunks = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (hunks.length === maxHunks) {
      hunks.push({ more: true });
      break;
    }
    // The nearest point (fewest lines skipped on both sides together) where the sides agree again.
    let sync;
    for (let d = 1; d <= 2 * RESYNC_LINES && !sync; d++) {
      for (let da = 0; da <= d; da++) {
        const db = d - da;
        if (i + da <= a.length && j + db <= b.length && (i + da === a.length ? j + db === b.length : a[i + da] === b[j + db])) {
          if (i + da === a.length || agreeAhead(a, b, i + da, j + db)) {
            sync = [da, db];
            break;
          }
        }
      }
    }
    const [da, db] = sync ?? [a.length - i, b.length - j];
    hunks.push({ lineA: i + 1, lineB: j + 1, a: a.slice(i, i + da), b: b.slice(j, j + db) });
    i += da;
    j += db;
  }
  return hunks;
}

/** Do the sides agree for a few lines from here (so one equal blank line is not taken as the end of a difference)? */
function agreeAhead(a, b, i, j) {
  for (let k = 0; k < 3; k++) {
    if (i + k >= a.length || j + k >= b.length) return i + k >= a.length && j + k >= b.length;
    if (a[i + k] !== b[j + k]) return false;
  }
  return true;
}

/** A long line cut to the part around `col`, the column where it first differs from its counterpart. */
function around(line, col) {
  if (line.length <= 2 * WINDOW + 20) return line;
  const from = Math.max(0, col - WINDOW);
  const to = Math.min(line.length, col + WINDOW);
  return `${from > 0 ? `[...${from} chars]` : ''}${line.slice(from, to)}${to < line.length ? `[${line.length - to} more chars]` : ''}`;
}

function firstDiffColumn(x, y) {
  let c = 0;
  while (c < x.length && c < y.length && x[c] === y[c]) c++;
  return c;
}

/** The lines printed for one region: `-` from a, `+` from b, long lines cut around their first difference. */
function formatHunk(h, maxLines = 6) {
  if (h.more) return ['  ... (more differences in this file)'];
  const out = [`  @@ a line ${h.lineA}, b line ${h.lineB}: ${h.a.length} line(s) in a, ${h.b.length} in b`];
  const n = Math.min(Math.max(h.a.length, h.b.length), maxLines);
  const aLines = [];
  const bLines = [];
  for (let k = 0; k < n; k++) {
    const x = h.a[k];
    const y = h.b[k];
    const col = x !== undefined && y !== undefined ? firstDiffColumn(x, y) : 0;
    if (x !== undefined) aLines.push(`  - ${around(x, col)}`);
    if (y !== undefined) bLines.push(`  + ${around(y, col)}`);
  }
  out.push(...aLines, ...bLines);
  if (Math.max(h.a.length, h.b.length) > maxLines) out.push(`  ... (${Math.max(h.a.length, h.b.length) - maxLines} more line(s))`);
  return out;
}

/**
 * Compare two snapshot trees. `print` receives the report line by line.
 * @returns {{ identical: number, differing: string[], onlyA: string[], onlyB: string[] }}
 */
export function compareTrees(dirA, dirB, { hunks = 3, files = 40, print = () => {} } = {}) {
  const a = listFiles(dirA);
  const b = listFiles(dirB);
  const inB = new Set(b);
  const inA = new Set(a);
  const onlyA = a.filter((f) => !inB.has(f));
  const onlyB = b.filter((f) => !inA.has(f));
  const differing = [];
  let identical = 0;
  for (const f of a) {
    if (!inB.has(f)) continue;
    const x = readFileSync(join(dirA, f));
    const y = readFileSync(join(dirB, f));
    if (x.equals(y)) {
      identical++;
      continue;
    }
    differing.push(f);
    if (differing.length > files) continue;
    print(`differs: ${f}`);
    for (const h of lineDifferences(x.toString('utf8'), y.toString('utf8'), hunks)) for (const line of formatHunk(h)) print(line);
  }
  if (differing.length > files) {
    print(`... and ${differing.length - files} more differing file(s):`);
    for (const f of differing.slice(files)) print(`  ${f}`);
  }
  for (const f of onlyA) print(`only in a: ${f}`);
  for (const f of onlyB) print(`only in b: ${f}`);
  const total = new Set([...a, ...b]).size;
  print(`${identical} of ${total} files identical; ${differing.length} differ, ${onlyA.length} only in a, ${onlyB.length} only in b.`);
  return { identical, differing, onlyA, onlyB };
}

function main(argv) {
  const dirs = [];
  const opts = {};
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--hunks' || argv[i] === '--files') opts[argv[i].slice(2)] = Math.max(1, Number(argv[++i]) || 1);
    else if (argv[i].startsWith('-')) return usage(`unknown option ${argv[i]}`);
    else dirs.push(resolve(argv[i]));
  }
  if (dirs.length !== 2) return usage('two snapshot folders are needed');
  for (const d of dirs) if (!existsSync(d) || !statSync(d).isDirectory()) return usage(`${d} is not a folder`);
  const r = compareTrees(dirs[0], dirs[1], { ...opts, print: (l) => process.stdout.write(l + '\n') });
  return r.differing.length || r.onlyA.length || r.onlyB.length ? 1 : 0;
}

function usage(msg) {
  process.stderr.write(`compare-snapshots: ${msg}\nUsage: node scripts/compare-snapshots.mjs <a> <b> [--hunks N] [--files N]\n`);
  return 2;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) process.exitCode = main(process.argv.slice(2));
