/**
 * `pathUnder` (cli/files.ts), the shortcut for the
 * `.gitignore` match of each found file, must say what path.relative says:
 * the same `/`-separated path for a path at or below the root, and "outside"
 * exactly when path.relative's answer is `..` or starts with `../`. Compared
 * on generated roots and paths, resolved (what expandArgs hands it) and not;
 * and `isResolvedPosix`, which lets expandArgs skip path.resolve, against
 * path.resolve itself.
 */
import { relative, resolve, sep } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isResolvedPosix, pathUnder } from '../../../server/src/cli/files';

/** What the caller did before the shortcut: path.relative, `/`-separated; undefined when it climbs out. */
function plain(root: string, abs: string): string | undefined {
  const r = relative(root, abs).split(sep).join('/');
  return r === '..' || r.startsWith('../') ? undefined : r;
}

const segment = fc.constantFrom('a', 'b', 'ab', '..a', 'a..', '.git', '.', '..', '', 'spells', 'x y', 'é');
const path = fc.array(segment, { maxLength: 6 }).map((s) => '/' + s.join('/'));
const resolvedPath = fc.array(fc.constantFrom('a', 'b', 'ab', '..a', 'a..', '.git', 'spells', 'x y', 'é'), { maxLength: 6 }).map((s) => '/' + s.join('/'));

describe('pathUnder', () => {
  it('equals path.relative on resolved paths (the files expandArgs finds)', () => {
    fc.assert(
      fc.property(resolvedPath, resolvedPath, (root, abs) => {
        expect(pathUnder(root)(abs)).toBe(plain(root, abs));
      }),
      { numRuns: 3000 },
    );
  });

  it('equals path.relative on paths and roots that are not resolved (., .., //, trailing /)', () => {
    fc.assert(
      fc.property(path, path, fc.boolean(), (root, abs, slash) => {
        const r = slash ? root + '/' : root;
        expect(pathUnder(r)(abs)).toBe(plain(r, abs));
      }),
      { numRuns: 3000 },
    );
  });

  it('isResolvedPosix says exactly when path.resolve leaves a path as it is', () => {
    fc.assert(
      fc.property(path, fc.boolean(), fc.boolean(), (p, slash, relativeForm) => {
        const q = (relativeForm ? p.slice(1) : p) + (slash ? '/' : '');
        if (isResolvedPosix(q)) expect(resolve(q)).toBe(q);
        else if (q.startsWith('/')) expect(resolve(q)).not.toBe(q);
      }),
      { numRuns: 5000 },
    );
    for (const q of ['/', '/a', '/a/b.yaml', '/a/..b', '/a/b..', '/a/.git/x']) expect(isResolvedPosix(q)).toBe(true);
    for (const q of ['', 'a', '/a/', '//a', '/a//b', '/a/.', '/a/..', '/./a', '/a/../b']) expect(isResolvedPosix(q)).toBe(false);
  });

  it('hand-picked cases: the root itself, a sibling sharing its prefix, a name starting with two dots', () => {
    expect(pathUnder('/r')('/r')).toBe('');
    expect(pathUnder('/r')('/r/a/b.yaml')).toBe('a/b.yaml');
    expect(pathUnder('/r')('/rx/a.yaml')).toBeUndefined();
    expect(pathUnder('/r')('/tmp/a.yaml')).toBeUndefined();
    expect(pathUnder('/r')('/r/..a')).toBe('..a');
    expect(pathUnder('/')('/a/b')).toBe('a/b');
    expect(pathUnder('/r/')('/r/a')).toBe('a');
    expect(pathUnder('/r')('/r/x/../a')).toBe('a');
  });
});
