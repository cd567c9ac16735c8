/** Types of scripts/validator-code.mjs (post-processing of ajv's standalone code), for the TypeScript tests. */

/** `minLength: 1` checks rewritten as length tests (called by scripts/build.mjs); the code and how many were rewritten. */
export function shortMinLength(code: string): { code: string; rewritten: number };
