/**
 * The floor for any tool built on the `yaml` package: read the file and
 * `parseDocument` it whole (positions kept on nodes), nothing else. Timed as
 * a whole process by scripts/bench.mjs. Exit 0 on success.
 */
import { readFileSync } from 'node:fs';
import { parseDocument } from 'yaml';

const doc = parseDocument(readFileSync(process.argv[2], 'utf8'));
// Touch the result so the parse cannot be skipped; print the error count.
process.stdout.write(`${doc.errors.length}\n`);
