/**
 * Sections that the compute modules add to a key's hover (area footprints,
 * save DCs, damage tables, casting odds). Each returns markdown or undefined.
 */
import type { HoverContext } from './hover';

/** A hover section: markdown for the key under the cursor, or undefined. */
export type HoverSection = (ctx: HoverContext) => string | undefined;

/** Every section, in display order. */
export const HOVER_SECTIONS: HoverSection[] = [];
