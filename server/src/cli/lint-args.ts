/**
 * `grimoire lint`'s command line: the options, checked as they are read
 * (a bad value is a usage error naming the flag), and `-f`/`-o` paired as
 * written. Called by lint-cmd.ts.
 */
import { usage, localeOption } from './usage';
import { resolveFormatter, formatNames } from './formats';
import type { Locale } from '../service/index';

/** Parsed lint options. */
export interface LintOptions {
  patterns: string[];
  outputs: Array<{ format: string; file?: string }>;
  fix: boolean;
  config?: string;
  /** `--rules-from-config-only`: every file's rules and ignore globs come from the `--config` file; nested configs give the rest. */
  rulesFromConfigOnly?: boolean;
  system?: string;
  maxWarnings?: number;
  quiet: boolean;
  failSeverity: 'error' | 'warning';
  cache: boolean;
  cacheLocation?: string;
  shard?: { index: number; count: number };
  stdinFilename?: string;
  /** `--no-ignore`: config ignore globs and .gitignore do not apply. */
  noIgnore?: boolean;
  /** `--fail-on-ignored`: a named file that config ignores, or a spell file the search left out (left-out.ts), fails the run. */
  failOnIgnored?: boolean;
  /** `--list-ignored`: name every YAML/JSON file found and not linted, with the reason. */
  listIgnored?: boolean;
  /** `--follow-symlinks`: follow symlinks wherever they lead (default: only inside the folders named). */
  followSymlinks?: boolean;
  /** `--no-error-on-unmatched-pattern`: no spell file found is a note and exit 0, not exit 2. */
  allowUnmatched?: boolean;
  /** `--locale`: the language of messages (checked by {@link localeOption}). */
  locale?: Locale;
  /** `--no-cross-file`: no check across the files (references, duplicates, class lists: cross-file.ts). */
  noCrossFile?: boolean;
}

function takeValue(args: string[], i: number, flag: string): string {
  const v = args[i + 1];
  if (v === undefined || (v.startsWith('-') && v !== '-')) throw usage('cli.usage.needsValue', { flag });
  return v;
}

/** Parse `lint` arguments. */
export function parseLintArgs(args: string[]): LintOptions {
  const o: LintOptions = { patterns: [], outputs: [], fix: false, quiet: false, failSeverity: 'error', cache: false };
  // -f and -o in the order given: each -o belongs to the -f just before it.
  const sequence: Array<{ kind: 'f' | 'o'; value: string }> = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const [flag, inline] = a.startsWith('--') && a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
    const val = () => {
      if (inline !== undefined) return inline;
      const v = takeValue(args, i, flag);
      i++;
      return v;
    };
    switch (flag) {
      case '-f':
      case '--format':
        sequence.push({ kind: 'f', value: val() });
        break;
      case '-o':
      case '--output':
      case '--output-file':
        sequence.push({ kind: 'o', value: val() });
        break;
      case '--fix':
        o.fix = true;
        break;
      case '--config':
      case '-c':
        o.config = val();
        break;
      case '--rules-from-config-only':
        o.rulesFromConfigOnly = true;
        break;
      case '--system':
        o.system = val();
        break;
      case '--max-warnings': {
        const n = Number(val());
        if (!Number.isInteger(n) || n < -1) throw usage('cli.usage.maxWarnings');
        o.maxWarnings = n;
        break;
      }
      case '--quiet':
        o.quiet = true;
        break;
      case '--fail-severity': {
        const v = val();
        if (v !== 'error' && v !== 'warning') throw usage('cli.usage.failSeverity');
        o.failSeverity = v;
        break;
      }
      case '--cache':
        o.cache = true;
        break;
      case '--cache-location':
        o.cacheLocation = val();
        break;
      case '--shard': {
        const m = /^(\d+)\/(\d+)$/.exec(val());
        const index = m ? Number(m[1]) : 0;
        const count = m ? Number(m[2]) : 0;
        if (!m || count < 1 || index < 1 || index > count) throw usage('cli.usage.shard');
        o.shard = { index, count };
        break;
      }
      case '--stdin-filename':
        o.stdinFilename = val();
        break;
      case '--no-ignore':
        o.noIgnore = true;
        break;
      case '--fail-on-ignored':
        o.failOnIgnored = true;
        break;
      case '--list-ignored':
        o.listIgnored = true;
        break;
      case '--follow-symlinks':
        o.followSymlinks = true;
        break;
      case '--no-error-on-unmatched-pattern':
        o.allowUnmatched = true;
        break;
      case '--no-cross-file':
        o.noCrossFile = true;
        break;
      case '--locale':
        o.locale = localeOption(val());
        break;
      default:
        if (a.startsWith('-') && a !== '-') throw usage('cli.usage.unknownOption', { option: a });
        o.patterns.push(a);
    }
  }
  o.outputs = pairOutputs(sequence);
  for (const out of o.outputs) if (!resolveFormatter(out.format)) throw usage('cli.usage.unknownFormat', { format: out.format, formats: formatNames.join(', ') });
  if (o.patterns.length === 0) throw usage('cli.usage.noPatterns');
  if (o.rulesFromConfigOnly && o.config === undefined) throw usage('cfg.usage.needsConfig');
  return o;
}

/**
 * Pair `-f` and `-o` as written: an `-o` writes the report of the `-f` just
 * before it (`-f github -f sarif -o x.sarif` sends SARIF to x.sarif and the
 * annotations to stdout). A second `-o` after the same `-f` writes that format
 * again to another file. `-o` given before any `-f` goes with the first `-f`
 * (or with stylish when there is none), so `-o out.json -f json` also works.
 * Called by parseLintArgs.
 */
export function pairOutputs(sequence: ReadonlyArray<{ kind: 'f' | 'o'; value: string }>): Array<{ format: string; file?: string }> {
  const outputs: Array<{ format: string; file?: string }> = [];
  const leading: string[] = [];
  for (const item of sequence) {
    const last = outputs[outputs.length - 1];
    if (item.kind === 'f') outputs.push({ format: item.value });
    else if (!last) leading.push(item.value);
    else if (last.file === undefined) last.file = item.value;
    else outputs.push({ format: last.format, file: item.value });
  }
  if (leading.length) {
    const first = outputs[0];
    const format = first?.format ?? 'stylish';
    const extra = leading.map((file) => ({ format, file }));
    if (first && first.file === undefined) {
      first.file = extra.shift()!.file;
    }
    outputs.splice(first ? 1 : 0, 0, ...extra);
  }
  if (outputs.length === 0) outputs.push({ format: 'stylish' });
  const toStdout = outputs.filter((x) => x.file === undefined);
  if (toStdout.length > 1) throw usage('cli.usage.bothStdout', { formats: { list: toStdout.map((x) => x.format), join: 'and' } });
  return outputs;
}
