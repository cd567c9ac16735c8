// The command line's part of the snapshot: lint reports in every format and
// language, --fix, standard input, options, usage errors and help, merge-sarif,
// explain and render. Every task runs the checkout's bin/grimoire.js in the
// input checkout (paths as a user types them) and writes one text file.
//
// Sampled, to keep the run short: render writes markdown in all five
// languages but the SVG and the HTML page in English and Ukrainian only
// (the HTML card is also the preview's, taken by the language server's part
// in three languages); explain with caster flags runs in English only.
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { commandRecord, folderRecord, run, slug } from './common.mjs';
import { spellsOf } from './positions.mjs';

export const LOCALES = ['en', 'uk', 'ja', 'ru', 'it'];
export const FORMATS = ['stylish', 'json', 'sarif', 'github', 'junit'];
/** What every lint report covers: both folders, as a user (and CI) would name them. */
export const LINT_INPUTS = ['samples', 'test/fixtures'];

/** `--locale xx`, or nothing for English: the default is itself a path worth keeping. */
const localeArgs = (l) => (l === 'en' ? [] : ['--locale', l]);

/**
 * The tasks (async functions for the caller's pool).
 * @param ctx { cli, inputs, tmp, env, tree, counts, sampleFiles }: `sampleFiles` the
 *   samples' spell files relative to `inputs`.
 */
export function cliTasks(ctx) {
  const { tree } = ctx;
  const grimoire = async (argv, opts = {}) => {
    ctx.counts.cli = (ctx.counts.cli ?? 0) + 1;
    return run(process.execPath, [ctx.cli, ...argv], { cwd: ctx.inputs, env: opts.env ?? ctx.env, input: opts.input });
  };
  const tasks = [];

  // lint: every format in every language; the github format with its job summary.
  for (const locale of LOCALES) {
    for (const format of FORMATS) {
      tasks.push(async () => {
        const argv = ['lint', '-f', format, ...localeArgs(locale), ...LINT_INPUTS];
        if (format !== 'github') return tree.write(`cli/lint/${locale}/${format}.txt`, commandRecord(argv, await grimoire(argv)));
        const summary = join(ctx.tmp, `step-summary-${locale}.md`);
        writeFileSync(summary, '');
        const r = await grimoire(argv, { env: { ...ctx.env, GITHUB_STEP_SUMMARY: summary } });
        tree.write(`cli/lint/${locale}/${format}.txt`, commandRecord(argv, r, [['GITHUB_STEP_SUMMARY', readFileSync(summary, 'utf8')]]));
      });
    }
  }

  // lint options that change what is reported or the exit code.
  const options = [
    ['quiet', ['--quiet']],
    ['max-warnings-0', ['--max-warnings', '0']],
    ['fail-severity-warning', ['--fail-severity', 'warning']],
    ['system-tov', ['--system', 'tov']],
    ['shard-1-of-2', ['--shard', '1/2']],
    ['shard-2-of-2', ['--shard', '2/2']],
  ];
  for (const [name, extra] of options) {
    tasks.push(async () => {
      const argv = ['lint', ...extra, ...LINT_INPUTS];
      tree.write(`cli/lint/options/${name}.txt`, commandRecord(argv, await grimoire(argv)));
    });
  }

  // --fix on a copy of both folders: the report, the list of fixes, and every file after.
  tasks.push(async () => {
    const copy = join(ctx.tmp, 'fix');
    for (const dir of LINT_INPUTS) cpSync(join(ctx.inputs, dir), join(copy, dir), { recursive: true });
    const argv = ['lint', '--fix', '-f', 'json', ...LINT_INPUTS];
    const r = await run(process.execPath, [ctx.cli, ...argv], { cwd: copy, env: ctx.env });
    ctx.counts.cli++;
    tree.write('cli/lint/fix.txt', commandRecord(argv, r, [['files after --fix', folderRecord(copy)]]));
  });

  // Standard input, named as a spell file, and a file that is not one.
  const stdinFile = ctx.sampleFiles.find((f) => f.endsWith('wizard-staples.spells.yaml')) ?? ctx.sampleFiles[0];
  if (stdinFile) {
    for (const [name, as] of [['spell-name', stdinFile], ['other-name', 'notes/readme.yaml']]) {
      tasks.push(async () => {
        const argv = ['lint', '-', '--stdin-filename', as];
        tree.write(`cli/lint/stdin-${name}.txt`, commandRecord(argv, await grimoire(argv, { input: readFileSync(join(ctx.inputs, stdinFile)) })));
      });
    }
  }

  // Usage errors and help, in every language where the command takes one.
  const usage = [
    ['no-command', []],
    ['version', ['--version']],
    ['unknown-command', ['frobnicate']],
    ['lint-no-input', ['lint']],
    ['lint-no-match', ['lint', 'no/such/folder']],
    ['lint-bad-format', ['lint', '-f', 'nope', 'samples']],
    ['lint-bad-option', ['lint', '--nope', 'samples']],
    ['import-no-output', ['import', 'psrd', 'x.json']],
    ['render-bad-format', ['render', stdinFile ?? 'x.yaml', '--format', 'nope']],
  ];
  for (const [name, argv] of usage) tasks.push(async () => tree.write(`cli/usage/${name}.txt`, commandRecord(argv, await grimoire(argv))));
  for (const locale of LOCALES) {
    tasks.push(async () => {
      const argv = ['--help', ...localeArgs(locale)];
      tree.write(`cli/help/${locale}.txt`, commandRecord(argv, await grimoire(argv)));
    });
    tasks.push(async () => {
      const argv = ['lint', '--no-such-option', ...localeArgs(locale), 'samples'];
      tree.write(`cli/usage/bad-option-${locale}.txt`, commandRecord(argv, await grimoire(argv)));
    });
  }

  // merge-sarif of two reports (written with -o, which is itself a path worth keeping).
  tasks.push(async () => {
    const parts = [];
    const files = [];
    for (const dir of LINT_INPUTS) {
      const file = join(ctx.tmp, 'sarif', `${slug(dir)}.sarif`);
      mkdirSync(join(ctx.tmp, 'sarif'), { recursive: true });
      const argv = ['lint', '-f', 'sarif', '-o', file, dir];
      parts.push(commandRecord(argv, await grimoire(argv)));
      files.push(file);
    }
    const argv = ['merge-sarif', ...files];
    parts.push(commandRecord(argv, await grimoire(argv)));
    tree.write('cli/merge-sarif.txt', parts.join('\n'));
  });

  // explain (text and --json) of every sample file in every language; once with caster flags.
  for (const file of ctx.sampleFiles) {
    for (const locale of LOCALES) {
      for (const json of [false, true]) {
        tasks.push(async () => {
          const argv = ['explain', file, ...(json ? ['--json'] : []), ...localeArgs(locale)];
          tree.write(`cli/explain/${locale}/${file}${json ? '.json' : ''}.txt`, commandRecord(argv, await grimoire(argv)));
        });
      }
    }
    tasks.push(async () => {
      const argv = ['explain', file, '--ability-score', '18', '--caster-level', '9', '--dc-bonus', '1', '--wizard-level', '5'];
      tree.write(`cli/explain/caster-flags/${file}.txt`, commandRecord(argv, await grimoire(argv)));
    });
  }

  // render every spell of the samples (sampled by language: see the top of this file).
  for (const file of ctx.sampleFiles) {
    const spells = spellsOf(readFileSync(join(ctx.inputs, file), 'utf8'));
    spells.forEach((spell, i) => {
      if (spell.name === undefined) return;
      for (const locale of LOCALES) {
        for (const format of locale === 'en' || locale === 'uk' ? ['svg', 'html', 'md'] : ['md']) {
          tasks.push(async () => {
            const argv = ['render', file, '--spell', spell.name, '--format', format, ...localeArgs(locale)];
            tree.write(`cli/render/${locale}/${file}/${i}-${slug(spell.name)}.${format}.txt`, commandRecord(argv, await grimoire(argv)));
          });
        }
      }
    });
  }
  return tasks;
}

/** The samples' spell files (YAML) relative to `inputs`, sorted. */
export function sampleSpellFiles(inputs, listFiles) {
  const dir = join(inputs, 'samples');
  if (!existsSync(dir)) return [];
  return listFiles(dir)
    .filter((f) => /\.ya?ml$/i.test(f))
    .map((f) => `samples/${f}`);
}
