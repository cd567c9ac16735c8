/**
 * Generated documents are up to date: docs/rules.md (scripts/gen-rules-doc.ts,
 * from codeCatalog()), the field tables of docs/interop.md
 * (scripts/gen-interop-doc.ts, from the formats' own tables) and docs/corpus-report.md (scripts/corpus-report.ts,
 * every rule on the two corpora converted in memory from ../shared/corpus, each finding with a verdict). When
 * this fails, regenerate with the command in the failing message.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderRulesDoc, RULES_DOC_PATH } from '../../../scripts/gen-rules-doc';
import { buildCorpusReport, CORPORA, CORPUS_REPORT_PATH } from '../../../scripts/corpus-report';
import { INTEROP_DOC_PATH, renderInteropDoc, renderInteropTables } from '../../../scripts/gen-interop-doc';
import { FOUNDRY_DND5E } from '../../../server/src/service/formats/foundry-dnd5e/table';
import { FIVETOOLS_SCHOOLS } from '../../../server/src/service/formats/5etools/table';
import { codeCatalog } from '../../../server/src/service/rules/catalog';
import { haveCorpus, skipMessage } from '../../helpers/corpus';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

describe('docs/rules.md', () => {
  it('matches codeCatalog() (regenerate: npx esbuild scripts/gen-rules-doc.ts --bundle --platform=node --outfile=/tmp/g.cjs && node /tmp/g.cjs)', () => {
    const file = resolve(ROOT, RULES_DOC_PATH);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(renderRulesDoc());
  });

  it('lists every code of the catalog', () => {
    const doc = renderRulesDoc();
    for (const c of codeCatalog()) expect(doc).toContain(`\`${c.code}\``);
  });
});

describe('docs/interop.md field tables', () => {
  it('match the code\'s tables (regenerate: npx esbuild scripts/gen-interop-doc.ts --bundle --platform=node --outfile=/tmp/gi.cjs && node /tmp/gi.cjs)', () => {
    const text = readFileSync(resolve(ROOT, INTEROP_DOC_PATH), 'utf8');
    expect(text).toBe(renderInteropDoc(text));
  });
  it('come from the tables: every Foundry school key and every 5etools school letter is in them', () => {
    const tables = renderInteropTables();
    for (const k of Object.keys(FOUNDRY_DND5E.schools)) expect(tables).toContain(`\`${k}\` -> ${FOUNDRY_DND5E.schools[k]}`);
    for (const k of Object.keys(FIVETOOLS_SCHOOLS)) expect(tables).toContain(`\`${k}\` -> ${FIVETOOLS_SCHOOLS[k]}`);
  });
});

const haveCorpora = CORPORA.every((c) => haveCorpus(c.name));
if (!haveCorpora) console.warn(skipMessage('test/unit/scripts/generated-docs.test.ts', CORPORA.map((c) => c.name)));

describe.skipIf(!haveCorpora)('docs/corpus-report.md', () => {
  it('matches a fresh run of every rule on the corpora, every finding with a verdict (regenerate: npx esbuild scripts/corpus-report.ts --bundle --platform=node --outfile=/tmp/c.cjs && node /tmp/c.cjs)', () => {
    const file = resolve(ROOT, CORPUS_REPORT_PATH);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(buildCorpusReport(ROOT));
  });
});
