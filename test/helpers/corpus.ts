/**
 * The shared corpora (../shared/corpus relative to the project root: SRD 5.1,
 * Pathfinder 1e, 5etools, Black Flag, Open5e), converted to Grimoire's format
 * in memory by the project's own importers. Nothing converted is written into
 * the project: tests, the corpus report and the bench read
 * the corpora in place. Each loader returns undefined when its input is
 * absent, so callers skip with a message (`skipMessage`).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORE_SCHEMA, load } from 'js-yaml';
import { importDialect, type LoadedDoc } from '../../server/src/service/formats/import';
import { importPsrd } from '../../server/src/service/formats/psrd/read';
import { import5eDatabase } from '../../server/src/service/formats/5e-database/read';

/** The project root (scripts bundled to CommonJS have no `import.meta.url` and run from the root). */
export const ROOT = typeof import.meta.url === 'string' ? resolve(dirname(fileURLToPath(import.meta.url)), '../..') : process.cwd();
/** The shared corpora, ../shared/corpus from the project root. */
export const CORPUS = resolve(ROOT, '../shared/corpus');

/** The corpora a test can ask for. */
export type CorpusName = 'srd' | 'psrd' | '5etools' | 'black-flag' | 'open5e';

const INPUTS: Record<CorpusName, string> = {
  srd: '5e-srd-spells.json',
  psrd: 'pf1-psrd-spells.json',
  '5etools': '5etools/spells-phb.srd51.json',
  'black-flag': 'black-flag/spells',
  // The five Open5e v2 documents (Spell.json, SpellCastingOption.json, Document.json each; License.json is skipped by model).
  open5e: 'open5e',
};

/** The corpus's input, relative to ../shared/corpus (for reports and messages). */
export function corpusInput(name: CorpusName): string {
  return INPUTS[name];
}

/** Is the corpus's input present? */
export function haveCorpus(name: CorpusName): boolean {
  return existsSync(resolve(CORPUS, INPUTS[name]));
}

/** The message a test prints when it skips for want of a corpus. */
export function skipMessage(file: string, names: readonly CorpusName[]): string {
  return `${file}: ../shared/corpus (${names.map((n) => INPUTS[n]).join(', ')}) is absent; the tests on the real corpora are skipped.`;
}

function walk(p: string): string[] {
  if (!statSync(p).isDirectory()) return [p];
  return readdirSync(p).sort().flatMap((n) => walk(join(p, n)));
}

const cache = new Map<CorpusName, string | undefined>();

/** The corpus as one Grimoire dataset text (converted in memory, cached per process); undefined when absent. */
export function corpusText(name: CorpusName): string | undefined {
  if (cache.has(name)) return cache.get(name);
  let text: string | undefined;
  if (haveCorpus(name)) {
    const input = resolve(CORPUS, INPUTS[name]);
    if (name === 'srd') text = import5eDatabase(JSON.parse(readFileSync(input, 'utf8'))).text;
    else if (name === 'psrd') text = importPsrd(JSON.parse(readFileSync(input, 'utf8'))).text;
    else {
      const docs: LoadedDoc[] = walk(input)
        .filter((f) => /\.(json|ya?ml)$/.test(f))
        .map((f) => ({ label: f, doc: load(readFileSync(f, 'utf8'), { schema: CORE_SCHEMA }) }));
      text = importDialect(name, docs).text;
    }
  }
  cache.set(name, text);
  return text;
}
