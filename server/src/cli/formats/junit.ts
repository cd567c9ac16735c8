/**
 * `--format junit`: JUnit XML, as CI servers (Jenkins, GitLab, Azure
 * Pipelines, CircleCI) read test reports.
 *
 * - `<testsuites name="grimoire">` with the totals.
 * - One `<testsuite>` per linted file: `name` = path relative to `ctx.cwd`
 *   (forward slashes), `tests` = max(1, messages), `failures` = errors,
 *   `errors` = 0, `skipped` = 0.
 * - One `<testcase>` per message, `name` = `ruleId at line:column`,
 *   `classname` = the relative path without its extension (so Jenkins does not
 *   read the extension as a class name). An error holds
 *   `<failure message="…" type="ruleId">` with a `path:line:col: error: …`
 *   body. A warning is a **passing** testcase whose `<system-out>` holds the
 *   same line with `warning:`: warnings do not fail `grimoire lint`, so they do
 *   not fail the test report either, yet stay visible in it. An info finding
 *   is a passing case the same way, with `info:`.
 * - A clean file gets one passing testcase named after the file.
 * - With `--locale` other than en, the testcase name's "at" and the body's
 *   severity word are in that language (element and attribute names, rule ids
 *   and the `type` attribute stay as the JUnit schema and CI servers read them).
 *
 * Text and attribute values are XML-escaped (`& < > " '`), line breaks and
 * tabs in attributes become character references so parsers keep them, and
 * characters illegal in XML 1.0 (C0 controls other than tab/LF/CR, lone
 * surrogates, U+FFFE/U+FFFF) are dropped. Messages quote spell text: bidi
 * and other invisible characters in them are written as visible escapes
 * (`\u202e`), in the `message` attribute as in the body.
 */

import type { Formatter, LintMessage } from '../report';
import { relativePosixPath } from './sarif';
import { escapeInvisible, safeText } from './escape';
import { t, type Locale } from '../../service/index';

/** Drops the characters that XML 1.0 does not allow anywhere in a document. */
export function stripInvalidXmlChars(s: string): string {
  return s.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');
}

/** Escapes text content. */
export function xmlText(s: string): string {
  return stripInvalidXmlChars(s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Escapes an attribute value (for double or single quotes); keeps tabs and line breaks as references. */
export function xmlAttr(s: string): string {
  return xmlText(s).replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;');
}

/** `key="value"` pairs, escaped. */
function attrs(pairs: [string, string | number][]): string {
  return pairs.map(([k, v]) => `${k}="${xmlAttr(String(v))}"`).join(' ');
}

/** `path:line:col: level: message [rule]`, the body of a failure or the system-out of a warning. */
function describe(m: LintMessage, file: string, l: Locale): string {
  const key = m.severity === 2 ? 'gh.level.error' : m.severity === 1 ? 'gh.level.warning' : 'gh.level.info';
  const level = t(l, key);
  return safeText(`${file}:${m.line}:${m.column}: ${level}: ${m.message.replace(/\r\n|[\r\n]/g, ' ')} [${m.ruleId}]`);
}

/** The `junit` formatter. */
export const junit: Formatter = (results, ctx) => {
  const suites: string[] = [];
  let tests = 0;
  let failures = 0;
  const l = ctx.locale ?? 'en';

  for (const r of results) {
    const file = safeText(relativePosixPath(r.filePath, ctx.cwd));
    const classname = file.replace(/\.[^./]+$/, '');
    const cases: string[] = [];
    let suiteFailures = 0;
    for (const m of r.messages) {
      const head = `    <testcase ${attrs([
        ['name', t(l, 'junit.caseName', { rule: safeText(m.ruleId), line: m.line, col: m.column })],
        ['classname', classname],
        ['time', 0],
      ])}>`;
      if (m.severity === 2) {
        suiteFailures += 1;
        cases.push(
          head,
          `      <failure ${attrs([
            ['message', escapeInvisible(m.message)],
            ['type', safeText(m.ruleId)],
          ])}>${xmlText(describe(m, file, l))}</failure>`,
          '    </testcase>',
        );
      } else {
        cases.push(head, `      <system-out>${xmlText(describe(m, file, l))}</system-out>`, '    </testcase>');
      }
    }
    if (r.messages.length === 0) {
      cases.push(`    <testcase ${attrs([['name', file], ['classname', classname], ['time', 0]])}/>`);
    }
    const suiteTests = Math.max(1, r.messages.length);
    tests += suiteTests;
    failures += suiteFailures;
    suites.push(
      `  <testsuite ${attrs([
        ['name', file],
        ['tests', suiteTests],
        ['failures', suiteFailures],
        ['errors', 0],
        ['skipped', 0],
        ['time', 0],
      ])}>`,
      ...cases,
      '  </testsuite>',
    );
  }

  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites ${attrs([
      ['name', 'grimoire'],
      ['tests', tests],
      ['failures', failures],
      ['errors', 0],
      ['time', 0],
    ])}>`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
};
