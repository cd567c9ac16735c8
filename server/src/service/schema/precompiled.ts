/**
 * Validators compiled ahead of time by ajv's standalone code generation.
 * In source (tests) this is undefined and the schema compiles at run time;
 * `scripts/build.mjs` replaces this module in the bundles with the generated
 * code, which loads in milliseconds instead of compiling for ~250 ms on every
 * CLI start and server launch.
 */
import type { ValidateFunction } from 'ajv';

/** Generated validators by name (`spell_dnd5e` ... `header`), or undefined in source. */
export const PRECOMPILED: Record<string, ValidateFunction> | undefined = undefined;
