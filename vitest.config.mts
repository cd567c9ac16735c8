import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/** package.json's version, as scripts/build.mjs puts it into the bundles (server/src/version.ts). */
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  define: { __GRIMOIRE_VERSION__: JSON.stringify(version) },
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
