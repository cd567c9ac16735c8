/**
 * Regenerates samples/srd and samples/psrd from the shared corpora with the importers
 * (not the CLI). Run from the repository root:
 *   npx esbuild scripts/import-run.ts --bundle --platform=node --outfile=/tmp/import-run.cjs && node /tmp/import-run.cjs
 * Options: `--corpus <dir>` (default ../shared/corpus), `--warnings` prints every warning.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { import5eDatabase } from '../server/src/service/import/srd5e';
import { importPsrd } from '../server/src/service/import/psrd';
import type { ImportResult } from '../server/src/service/import/common';

/** Groups warnings by their message with quoted values and numbers blanked out. */
export function warningKinds(result: ImportResult): Map<string, number> {
  const kinds = new Map<string, number>();
  for (const w of result.warnings) {
    const kind = w.message
      .replace(/"[^"]*"(?:, "[^"]*")*/g, '"…"')
      .replace(/\[[^\]]*\]/g, '[…]')
      .replace(/\{[^}]*\}/g, '{…}')
      .replace(/\d+/g, 'N');
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  return new Map([...kinds].sort((a, b) => b[1] - a[1]));
}

function main(): void {
  const args = process.argv.slice(2);
  const at = args.indexOf('--corpus');
  const corpus = resolve(at >= 0 && args[at + 1] ? args[at + 1] : '../shared/corpus');
  const verbose = args.includes('--warnings');
  const jobs: Array<{ label: string; input: string; out: string; run: (json: unknown) => ImportResult }> = [
    { label: 'srd', input: '5e-srd-spells.json', out: 'samples/srd/srd-5.1.spells.yaml', run: import5eDatabase },
    { label: 'psrd', input: 'pf1-psrd-spells.json', out: 'samples/psrd/pathfinder-1e.spells.yaml', run: importPsrd },
  ];
  for (const job of jobs) {
    const json: unknown = JSON.parse(readFileSync(join(corpus, job.input), 'utf8'));
    const result = job.run(json);
    mkdirSync(resolve(job.out, '..'), { recursive: true });
    writeFileSync(job.out, result.text);
    const records = Array.isArray(json) ? json.length : 0;
    console.log(`${job.label}: ${records} records -> ${result.spells} spells, ${result.warnings.length} warnings -> ${job.out}`);
    for (const [kind, count] of warningKinds(result)) console.log(`  ${String(count).padStart(4)}  ${kind}`);
    if (verbose) for (const w of result.warnings) console.log(`    ${w.spell}: ${w.message}`);
  }
  writeFileSync('samples/psrd/OGL-1.0a.txt', readFileSync(join(corpus, 'OGL-1.0a.txt')), { mode: 0o644 });
  console.log('copied OGL-1.0a.txt -> samples/psrd/OGL-1.0a.txt');
}

main();
