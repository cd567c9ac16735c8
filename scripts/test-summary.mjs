// Prints one closing line for the whole `npm test` run, in the plain form CI
// reads ("tests: N passed, N failed, N skipped"), from vitest's JSON reports,
// then, when tests were skipped, which files skipped them and why (the real
// datasets in ../shared/corpus are not part of a clone; the editor suites need
// `bash scripts/e2e-setup.sh`), so a skip is never silent.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Why a test file's tests were skipped, from what the file needs and what is missing here. */
export function skipReason(file, source, { root = ROOT, exists = existsSync } = {}) {
  const rel = relative(root, file).split('\\').join('/');
  const corpus = resolve(root, '../shared/corpus');
  if (/shared\/corpus|helpers\/corpus/.test(source) && !exists(corpus)) {
    return 'needs the real datasets in ../shared/corpus, which are not part of a clone (see CONTRIBUTING.md)';
  }
  if (rel.startsWith('test/e2e/')) return 'needs the editors and Chromium: run `bash scripts/e2e-setup.sh` once (its own output says what is missing)';
  if (/shared\/corpus|helpers\/corpus/.test(source)) return 'needs a part of ../shared/corpus that is missing here';
  return 'skipped by the test itself (see its skipIf condition)';
}

/** The closing lines for vitest JSON reports: the totals, then each file with skipped tests and the reason. */
export function summarise(reports, opts = {}) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const byFile = new Map();
  for (const r of reports) {
    passed += r.numPassedTests ?? 0;
    failed += r.numFailedTests ?? 0;
    skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    for (const f of r.testResults ?? []) {
      const n = (f.assertionResults ?? []).filter((a) => a.status === 'pending' || a.status === 'skipped' || a.status === 'todo').length;
      if (n > 0) byFile.set(f.name, (byFile.get(f.name) ?? 0) + n);
    }
  }
  const lines = [`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`];
  if (byFile.size > 0) {
    lines.push('skipped, and why:');
    const read = opts.read ?? ((f) => (existsSync(f) ? readFileSync(f, 'utf8') : ''));
    for (const [file, n] of [...byFile].sort((a, b) => a[0].localeCompare(b[0]))) {
      const rel = relative(opts.root ?? ROOT, file).split('\\').join('/');
      lines.push(`  ${rel}: ${n} (${skipReason(file, read(file), opts)})`);
    }
  }
  return { lines, ok: failed === 0 && passed > 0 };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const reports = [];
  for (const f of process.argv.slice(2)) {
    if (!existsSync(f)) {
      console.error(`test-summary: ${f} is missing`);
      process.exit(1);
    }
    reports.push(JSON.parse(readFileSync(f, 'utf8')));
  }
  const { lines, ok } = summarise(reports);
  console.log(lines.join('\n'));
  process.exit(ok ? 0 : 1);
}

