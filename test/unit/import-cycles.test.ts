/**
 * No import cycle in the house: a module never reaches itself through its
 * imports, type-only imports included (a cycle of types still ties the
 * modules' designs together). madge reads the imports as TypeScript resolves
 * them (tsconfig.json), so a folder's index.ts counts as the folder.
 *
 * ROOTS lists the folders held to it: the whole server and the client.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const ROOTS = ['server/src', 'client/src'];

/** The part of madge's API used here (madge ships no types). */
interface MadgeResult {
  obj(): Record<string, string[]>;
  circular(): string[][];
  warnings(): { skipped: string[] };
}
type Madge = (paths: string[], config: { baseDir: string; fileExtensions: string[]; tsConfig: string }) => Promise<MadgeResult>;
const madge = createRequire(__filename)('madge') as Madge;

function graph(baseDir: string, roots: string[]): Promise<MadgeResult> {
  return madge(
    roots.map((r) => join(baseDir, r)),
    { baseDir, fileExtensions: ['ts'], tsConfig: join(ROOT, 'tsconfig.json') },
  );
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? tsFiles(p) : p.endsWith('.ts') ? [p] : [];
  });
}

const temps: string[] = [];
afterAll(() => {
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});

describe('import cycles', () => {
  it(`none in ${ROOTS.join(', ')}`, async () => {
    const res = await graph(ROOT, ROOTS);
    expect(res.circular()).toEqual([]);
    // Every source file was read, and only packages were left unresolved: an import of ours
    // that madge could not follow would hide the cycles through it.
    const seen = new Set(Object.keys(res.obj()));
    const mine = ROOTS.flatMap((r) => tsFiles(join(ROOT, r))).map((f) => relative(ROOT, f).split('\\').join('/'));
    expect(mine.filter((f) => !seen.has(f))).toEqual([]);
    expect(res.warnings().skipped.filter((s) => s.startsWith('.') || s.startsWith('/'))).toEqual([]);
  }, 60_000);

  it('the check finds a cycle made of a type-only import and a folder index', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'grimoire-cycles-'));
    temps.push(dir);
    mkdirSync(join(dir, 'src/shapes'), { recursive: true });
    writeFileSync(join(dir, 'src/hover.ts'), "import { area } from './shapes';\nexport interface Ctx { n: number }\nexport const h = area;\n");
    writeFileSync(join(dir, 'src/shapes/index.ts'), "export { area } from './area';\n");
    writeFileSync(join(dir, 'src/shapes/area.ts'), "import type { Ctx } from '../hover';\nexport const area = (c: Ctx): number => c.n;\n");
    const res = await graph(dir, ['src']);
    expect(res.circular()).toEqual([['src/hover.ts', 'src/shapes/index.ts', 'src/shapes/area.ts']]);
  }, 60_000);
});
