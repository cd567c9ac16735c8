import { defineConfig } from 'vitest/config';

/**
 * The real-editor suites (test/e2e): `npx vitest run -c vitest.e2e.config.ts`.
 * One file at a time: each suite starts its own editor, and on 2 cores two
 * editors at once only make both slower and flakier.
 */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 300_000,
    teardownTimeout: 60_000,
    // A real editor is not retried into passing: a flaky step is a bug to fix in the harness.
    retry: 0,
  },
});
