/**
 * The tool's version: package.json's `version`, put in at build time
 * (scripts/build.mjs defines `__GRIMOIRE_VERSION__` for the bundles,
 * vitest.config.mts for the tests that run the sources). The CLI prints it
 * (`--version`, help), writes it into SARIF and its cache keys; the language
 * server names it in `serverInfo`.
 */
declare const __GRIMOIRE_VERSION__: string;

/** package.json's `version`. */
export const VERSION: string = __GRIMOIRE_VERSION__;
