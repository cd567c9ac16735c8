/**
 * `grimoire diff <old> <new> [-f stylish|json|github] [-o out] [--exit-code]
 * [--locale LANG]`: two versions of a dataset (files, folders, git revisions
 * or `REV:path`) compared by meaning: spells added, removed, renamed, moved
 * and changed field by field, and the names each class list gained or lost. The sides are read by diff-sources.ts, the
 * comparison and the report are the service's (service/diff). What could not
 * be compared is said on standard error (and in the json and github reports).
 * Exit 0, or 1 with `--exit-code` when a spell or a list changed; 2 on bad
 * usage.
 */
import { join, resolve } from 'node:path';
import { DIFF_FORMATS, diffLists, diffReport, diffSpells, render, type DiffFormat, type Locale } from '../service/index';
import { ConfigResolver } from './config';
import { readSide } from './diff-sources';
import { jsonAscii, safeText } from './formats/escape';
import { markdownCell } from './formats/markdown-cell';
import { tellOutput, writeOutputFile } from './safe-output';
import { localeOption, usage } from './usage';

/** The parsed command line of `diff`. */
interface DiffArgs {
  sides: string[];
  format: DiffFormat;
  output?: string;
  exitCode: boolean;
  locale?: string;
}

/** Parse `diff`'s arguments; throws UsageError on anything it does not take. */
function parseDiffArgs(args: string[]): DiffArgs {
  const o: DiffArgs = { sides: [], format: 'stylish', exitCode: false };
  let format: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') {
      o.sides.push(...args.slice(i + 1));
      break;
    }
    const eq = a.startsWith('--') ? a.indexOf('=') : -1;
    const flag = eq > 0 ? a.slice(0, eq) : a;
    const value = (): string => {
      if (eq > 0) return a.slice(eq + 1);
      const v = args[i + 1];
      if (v === undefined || v.startsWith('-')) throw usage('cli.usage.needsValue', { flag });
      i++;
      return v;
    };
    if (flag === '-f' || flag === '--format') format = value();
    else if (flag === '-o' || flag === '--output') o.output = value();
    else if (flag === '--locale') o.locale = value();
    else if (a === '--exit-code') o.exitCode = true;
    else if (a.startsWith('-') && a !== '-') throw usage('cli.usage.unknownOption', { option: a });
    else o.sides.push(a);
  }
  if (format !== undefined) {
    if (!(DIFF_FORMATS as readonly string[]).includes(format)) throw usage('diff.usage.format', { format });
    o.format = format as DiffFormat;
  }
  if (o.sides.length !== 2) throw usage('diff.usage.need');
  return o;
}

/** The run's language: `--locale`, else the `locale:` of the config that applies in `cwd`. */
function diffLocale(cwd: string, given: string | undefined): Locale {
  if (given !== undefined) return localeOption(given);
  try {
    return new ConfigResolver(undefined, undefined, cwd).forFile(join(cwd, 'x.spell.yaml')).settings.locale;
  } catch {
    return 'en';
  }
}

/** Run `diff`; returns the exit code. */
export function runDiff(args: string[], cwd: string, out: (s: string) => void, err: (s: string) => void): number {
  const o = parseDiffArgs(args);
  const locale = diffLocale(cwd, o.locale);
  const [oldArg, newArg] = o.sides as [string, string];
  const before = readSide(oldArg, cwd);
  const after = readSide(newArg, cwd);
  const changes = diffSpells(before.spells, after.spells);
  const lists = diffLists(before.lists, after.lists);
  const notes = [...before.notes, ...after.notes];
  for (const n of notes) err(safeText(render(locale, n)));
  const report = diffReport({ old: oldArg, new: newArg, changes, lists, notes, escape: safeText, markdownCell }, o.format, locale);
  const text = o.format === 'json' ? jsonAscii(report) : report;
  if (o.output) {
    // Like lint's -o: the report replaces an older one, never through a symlink.
    const target = resolve(cwd, o.output);
    if (!tellOutput(writeOutputFile(target, text, { force: true, cwd }), 1, target, locale, err)) return 2;
  } else out(text);
  return o.exitCode && changes.length + lists.length > 0 ? 1 : 0;
}
