/**
 * Commands beyond `lint` and `import` (`explain`, `render`, `export`,
 * `diff`), by name.
 * Each returns its exit code.
 */
import { runExplain } from './explain-cmd';
import { runRender } from './render-cmd';
import { runExport } from './interop-cmd';
import { runMigrate } from './migrate-cmd';
import { runDiff } from './diff-cmd';

/** A command: arguments after its name, the working folder, and output sinks. */
export type Command = (args: string[], cwd: string, out: (s: string) => void, err: (s: string) => void) => Promise<number> | number;

/** Extra commands by name. */
export const EXTRA_COMMANDS: Record<string, Command> = {
  explain: runExplain,
  render: runRender,
  export: runExport,
  migrate: runMigrate,
  diff: runDiff,
};
