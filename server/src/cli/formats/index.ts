/**
 * The report formats of `grimoire lint --format <name>`.
 *
 * | name | output |
 * | --- | --- |
 * | `stylish` | ESLint's stylish text (default; colour via {@link resolveFormatter}) |
 * | `json` | ESLint's JSON: `JSON.stringify(results)` |
 * | `sarif` | SARIF 2.1.0, for GitHub code scanning and SARIF viewers |
 * | `github` | GitHub Actions annotations plus a summary |
 * | `junit` | JUnit XML for CI test reports |
 */

import type { Formatter } from '../report';
import type { Locale } from '../../service/index';
import { github } from './github';
import { json } from './json';
import { junit } from './junit';
import { sarif } from './sarif';
import { createStylish, stylish } from './stylish';

export { createStylish, stylish, type StylishOptions } from './stylish';
export { json } from './json';
export { sarif, buildSarifLog, type SarifLog } from './sarif';
export { github, githubStepSummary } from './github';
export { junit } from './junit';
export { mergeSarif } from './merge-sarif';

const builtins = { stylish, json, sarif, github, junit } as const satisfies Record<string, Formatter>;

/** A built-in format's name. */
export type FormatName = keyof typeof builtins;

/**
 * Every format by name (stylish without colour). The object has no prototype
 * and is frozen, so a name like `toString` or `__proto__` finds nothing.
 */
export const formatters: Record<string, Formatter> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, Formatter>, builtins),
);

/** The names of the formats, in the order `--help` lists them (default first). */
export const formatNames: readonly FormatName[] = Object.freeze(Object.keys(builtins) as FormatName[]);

/** Whether `name` is a built-in format. */
export function isFormatName(name: string): name is FormatName {
  return Object.prototype.hasOwnProperty.call(builtins, name);
}

/**
 * The formatter for `name`, or undefined for an unknown name.
 * @param opts `color` is passed to `stylish` (the CLI passes `stdout.isTTY`);
 *   the other formats never colour their output.
 */
export function resolveFormatter(name: string, opts: { color?: boolean; locale?: Locale } = {}): Formatter | undefined {
  if (!isFormatName(name)) return undefined;
  if (name === 'stylish' && (opts.color || opts.locale)) return createStylish({ color: opts.color === true, locale: opts.locale });
  return builtins[name];
}
