/**
 * `--format json`: exactly what ESLint's `json` formatter writes,
 * `JSON.stringify(results)` on one line with no trailing newline, so tools
 * that read ESLint's JSON report read Grimoire's.
 */

import type { Formatter } from '../report';
import { jsonAscii } from './escape';

/**
 * The `json` formatter: `JSON.stringify(results)`, with DEL, C1 and bidi
 * controls (which `JSON.stringify` leaves raw) written as `\\uXXXX` escapes:
 * the same data, nothing a terminal acts on.
 */
export const json: Formatter = (results) => jsonAscii(JSON.stringify(results));
