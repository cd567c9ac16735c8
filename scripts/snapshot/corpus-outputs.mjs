// The corpora's part of the snapshot: each corpus imported (the YAML written,
// and the notes on stderr in every language), the imported YAML linted and
// exported to 5etools and to Foundry, and the Foundry pack sources linted in
// place. The corpora are read where they are; what is converted goes to the
// run's temporary folder, and into the snapshot as text.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { commandRecord, folderRecord, listFiles, run } from './common.mjs';
import { LOCALES } from './cli-outputs.mjs';
import { spreadSample } from './positions.mjs';
import { normaliseBrewDates } from './normalise.mjs';

/** Each corpus: the import command's format and its input, relative to the corpus folder (as test/helpers/corpus.ts reads them). */
export const CORPORA = [
  { name: 'srd', format: '5e-database', input: '5e-srd-spells.json' },
  { name: 'psrd', format: 'psrd', input: 'pf1-psrd-spells.json' },
  { name: '5etools', format: '5etools', input: '5etools/spells-phb.srd51.json' },
  { name: 'foundry-dnd5e', format: 'foundry', input: 'foundry-dnd5e/spells' },
  { name: 'black-flag', format: 'black-flag', input: 'black-flag/spells' },
  { name: 'open5e', format: 'open5e', input: 'open5e' },
];

/** Linted in place, as `grimoire lint packs/_source` sees them (the monsters hold spells inside actors: not spell files). */
export const IN_PLACE = ['foundry-dnd5e/spells', 'black-flag/spells', 'foundry-dnd5e/monsters-with-spells'];

/** Foundry source files also opened in the language server: this many from each pack, spread over it. */
const FOUNDRY_LSP_FILES = 4;

/**
 * The tasks (async functions for the caller's pool); each corpus is one task
 * (import, then lint and exports of what was imported). `docs` receives the
 * imported YAML for the language server.
 * @param ctx { cli, corpus, tmp, env, tree, counts }
 */
export function corpusTasks(ctx, docs) {
  const { tree, corpus } = ctx;
  const grimoire = (argv) => {
    ctx.counts.cli = (ctx.counts.cli ?? 0) + 1;
    return run(process.execPath, [ctx.cli, ...argv], { cwd: ctx.tmp, env: ctx.env });
  };
  const tasks = [];
  for (const c of CORPORA) {
    tasks.push(async () => {
      const base = `corpus/${c.name}`;
      const input = join(corpus, c.input);
      if (!existsSync(input)) return tree.write(`${base}/ABSENT.txt`, `${c.input} is not in the corpus folder: not imported.\n`);
      const imported = join(ctx.tmp, 'imported', `${c.name}.yaml`);
      const argv = ['import', c.format, input, '-o', imported];
      const r = await grimoire(argv);
      tree.write(`${base}/import.txt`, commandRecord(argv, r));
      if (!existsSync(imported)) return;
      const text = readFileSync(imported, 'utf8');
      tree.write(`${base}/imported.yaml`, text);
      docs.push({ rel: `imported/${c.name}.yaml`, uri: `file:///grimoire-snapshot/imported/${c.name}.yaml`, languageId: 'yaml', text });

      // The notes in the other languages (the YAML written is compared with the English run's).
      for (const locale of LOCALES.slice(1)) {
        const out = join(ctx.tmp, 'imported', `${c.name}.${locale}.yaml`);
        const la = ['import', c.format, input, '-o', out, '--locale', locale];
        const lr = await grimoire(la);
        const same = existsSync(out) && readFileSync(out, 'utf8') === text ? 'the same YAML as the English run' : `a different YAML from the English run:\n${existsSync(out) ? readFileSync(out, 'utf8') : '(none written)'}`;
        tree.write(`${base}/import.${locale}.txt`, commandRecord(la, lr, [['output', same]]));
      }

      const lint = ['lint', '-f', 'json', imported];
      tree.write(`${base}/lint.json.txt`, commandRecord(lint, await grimoire(lint)));

      const brew = join(ctx.tmp, 'export-5etools', `${c.name}.json`);
      const x5 = ['export', '5etools', imported, '-o', brew];
      const r5 = await grimoire(x5);
      tree.write(`${base}/export-5etools.txt`, commandRecord(x5, r5, [['brew file', existsSync(brew) ? normaliseBrewDates(readFileSync(brew, 'utf8')) : '(none written)']]));

      const pack = join(ctx.tmp, 'export-foundry', c.name);
      const xf = ['export', 'foundry', imported, '-o', pack];
      const rf = await grimoire(xf);
      tree.write(`${base}/export-foundry.txt`, commandRecord(xf, rf, [['files written', existsSync(pack) ? folderRecord(pack) : '(none written)']]));
    });
  }
  for (const dir of IN_PLACE) {
    for (const format of ['stylish', 'json']) {
      tasks.push(async () => {
        const argv = ['lint', '-f', format, join(corpus, dir)];
        tree.write(`corpus/in-place/${dir}.${format}.txt`, commandRecord(argv, await grimoire(argv)));
      });
    }
  }
  return tasks;
}

/** A few Foundry source files of each pack, for the language server (spread over the pack; folder files left out). */
export function foundryLspDocs(corpus) {
  const docs = [];
  for (const dir of ['foundry-dnd5e/spells', 'black-flag/spells']) {
    const abs = join(corpus, dir);
    if (!existsSync(abs)) continue;
    const files = listFiles(abs).filter((f) => !/(^|\/)_folder\.(json|ya?ml)$/.test(f));
    for (const f of spreadSample(files, FOUNDRY_LSP_FILES)) {
      const rel = `corpus/${dir}/${f}`;
      docs.push({ rel, uri: `file:///grimoire-snapshot/${rel}`, languageId: f.endsWith('.json') ? 'json' : 'yaml', text: readFileSync(join(abs, f), 'utf8') });
    }
  }
  return docs;
}
