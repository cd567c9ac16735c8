// Prints one closing line for the whole `npm test` run, in the plain form CI
// reads ("tests: N passed, N failed, N skipped"), from vitest's JSON reports.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const f of process.argv.slice(2)) {
  if (!existsSync(f)) {
    console.error(`test-summary: ${f} is missing`);
    process.exit(1);
  }
  const r = JSON.parse(readFileSync(f, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
