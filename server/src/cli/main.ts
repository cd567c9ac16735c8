/**
 * The `grimoire` command line: `lint`, `import`, `export`, `explain`,
 * `render`, `diff`, `merge-sarif`, dispatched by name to their files (*-cmd.ts).
 * Exit codes: 0 no error, 1 errors found, 2 bad usage or internal failure.
 * Never prints a stack trace for user input.
 */
import { UsageError, usage, errorLocale } from './usage';
import { runLint } from './lint-cmd';
import { runImport } from './interop-cmd';
import { runMergeSarif } from './merge-sarif-cmd';
import { EXTRA_COMMANDS } from './commands';
import { helpText } from './help';
import { render } from '../service/index';
import { VERSION } from '../version';

/** Entry: dispatch a command; returns the exit code. */
export async function main(argv: string[], cwd = process.cwd()): Promise<number> {
  const out = (s: string) => process.stdout.write(s);
  const err = (s: string) => process.stderr.write(s.endsWith('\n') ? s : s + '\n');
  const [cmd, ...rest] = argv;
  try {
    if (!cmd || cmd === '-h' || cmd === '--help' || rest.includes('--help') || rest.includes('-h')) {
      out(helpText(errorLocale(argv), VERSION));
      return cmd ? 0 : 2;
    }
    if (cmd === '--version' || cmd === '-v') {
      out(`${VERSION}\n`);
      return 0;
    }
    if (cmd === 'lint') return await runLint(rest, cwd, out, err);
    if (cmd === 'import') return runImport(rest, cwd, out, err);
    if (cmd === 'merge-sarif') return runMergeSarif(rest, cwd, out, err);
    const extra = EXTRA_COMMANDS[cmd];
    if (extra) return await extra(rest, cwd, out, err);
    throw usage('cli.usage.unknownCommand', { command: cmd });
  } catch (e) {
    if (e instanceof UsageError) {
      err(`grimoire: ${e.msg ? render(errorLocale(argv), e.msg) : e.message}`);
      return 2;
    }
    err(`grimoire: internal error: ${e instanceof Error ? e.message : String(e)}`);
    if (process.env.GRIMOIRE_DEBUG) err(String((e as Error).stack));
    return 2;
  }
}
