/**
 * The cache's guards (server/src/cli/cache-place.ts): the depth scan that
 * runs before `JSON.parse` on a cache file the tool cannot vouch for gives
 * what the plain way gives (parse, then measure the value's depth) on
 * generated JSON whose strings hold brackets, quotes and backslashes; and a
 * folder is inside a work tree as written or through a symlink.
 */
import { mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheInsideWorkTree, jsonDeeperThan } from '../../../server/src/cli/cache-place';

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random JSON value up to `depth` levels of arrays and objects; strings full of JSON's own punctuation. */
function value(r: () => number, depth: number): unknown {
  const pick = r();
  if (depth === 0 || pick < 0.3) {
    const chars = ['[', ']', '{', '}', '"', '\\', ',', ':', 'a', ' ', '\\"', '\u2028'];
    return pick < 0.2 ? Array.from({ length: Math.floor(r() * 6) }, () => chars[Math.floor(r() * chars.length)]).join('') : Math.floor(r() * 100);
  }
  const n = Math.floor(r() * 4);
  if (pick < 0.65) return Array.from({ length: n }, () => value(r, depth - 1));
  return Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}[{"`, value(r, depth - 1)]));
}

/** The plain way: the nesting depth of a parsed value (a scalar is 0, `[]` is 1). */
function depthOf(v: unknown): number {
  if (v === null || typeof v !== 'object') return 0;
  const children = Array.isArray(v) ? v : Object.values(v);
  return 1 + Math.max(0, ...children.map(depthOf));
}

describe('jsonDeeperThan', () => {
  it('agrees with parse-then-measure on 2,000 generated documents, at every threshold around their depth', () => {
    const r = rng(20261204);
    let deep = 0;
    for (let i = 0; i < 2000; i++) {
      const text = JSON.stringify(value(r, 1 + Math.floor(r() * 12)), null, i % 2 === 0 ? 2 : undefined);
      const d = depthOf(JSON.parse(text));
      for (const max of [0, d - 1, d, d + 1]) {
        if (max < 0) continue;
        expect(jsonDeeperThan(text, max), `${text} at ${max}`).toBe(d > max);
      }
      if (d >= 5) deep++;
    }
    // The generator does reach the depths it is meant to test.
    expect(deep).toBeGreaterThan(100);
  });
});

describe('cacheInsideWorkTree', () => {
  it('finds the tree a folder is in, as written, through a symlinked parent, or not yet created', () => {
    const base = mkdtempSync(join(tmpdir(), 'grimoire-place-'));
    const tree = join(base, 'repo');
    mkdirSync(join(tree, '.git'), { recursive: true });
    symlinkSync(tree, join(base, 'link'));
    expect(cacheInsideWorkTree(join(tree, 'c'), [tree])).toBe(tree);
    expect(cacheInsideWorkTree(tree, [tree])).toBe(tree);
    expect(cacheInsideWorkTree(join(base, 'link', 'not', 'yet'), [tree])).toBe(tree);
    expect(cacheInsideWorkTree(join(base, 'repo-cache'), [tree])).toBeUndefined();
    expect(cacheInsideWorkTree(join(base, 'other'), [tree])).toBeUndefined();
  });
});
