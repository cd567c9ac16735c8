/**
 * The service's ground floor: the text readers (service/text/) and the
 * number modules (service/compute/) import nothing of the service above
 * them, only their own folder and the shared types (types.ts), so parse/,
 * rules/ and features/ can all build on them. Imports are read as madge
 * resolves them (see import-cycles.test.ts).
 */
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const SERVICE = 'server/src/service';

/** Each ground-floor folder and what it may import besides itself. */
const FLOORS: Record<string, string[]> = {
  text: ['types.ts', 'i18n/types.ts'],
  compute: ['types.ts', 'i18n/types.ts'],
};

type Madge = (paths: string[], config: { baseDir: string; fileExtensions: string[]; tsConfig: string }) => Promise<{ obj(): Record<string, string[]> }>;
const madge = createRequire(__filename)('madge') as Madge;

describe('service layers', () => {
  it('text/ and compute/ import only themselves and the shared types', async () => {
    const base = join(ROOT, SERVICE);
    const graph = (await madge([join(base, 'text'), join(base, 'compute')], { baseDir: base, fileExtensions: ['ts'], tsConfig: join(ROOT, 'tsconfig.json') })).obj();
    const bad: string[] = [];
    let files = 0;
    for (const [file, deps] of Object.entries(graph)) {
      const floor = Object.keys(FLOORS).find((f) => file.startsWith(`${f}/`));
      if (!floor) continue;
      files++;
      for (const d of deps) if (!d.startsWith(`${floor}/`) && !FLOORS[floor]!.includes(d)) bad.push(`${file} -> ${d}`);
    }
    expect(files).toBeGreaterThan(10);
    expect(bad).toEqual([]);
  }, 60_000);
});
