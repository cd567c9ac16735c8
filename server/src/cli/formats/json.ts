/**
 * `--format json`: exactly what ESLint's `json` formatter writes,
 * `JSON.stringify(results)` on one line with no trailing newline, so tools
 * that read ESLint's JSON report read Grimoire's.
 */

import type { Formatter } from '../report';

/** The `json` formatter: `JSON.stringify(results)`. */
export const json: Formatter = (results) => JSON.stringify(results);
