/**
 * What one reading of a Foundry item collects besides the value (the source
 * map, the notes, the fields used), shared by read.ts and activities.ts.
 */
import type { FieldNote, Path, SourceEntry } from '../types';

/** What one reading collects besides the value. */
export interface ReadCtx {
  sources: SourceEntry[];
  notes: FieldNote[];
  used: Path[];
}

/** Say where a canonical value came from (the source map; positions of findings). */
export function src(ctx: ReadCtx, canonical: Path, source: Path): void {
  ctx.sources.push({ canonical, source });
}

/** Say that the reading used a source field (written back by the writer; not carried). */
export function use(ctx: ReadCtx, ...paths: Path[]): void {
  ctx.used.push(...paths);
}
