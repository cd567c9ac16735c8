/**
 * Issue 17, output injection: a file name holding a newline and
 * `::error file=README.md,line=1::...` became a real GitHub workflow command
 * in the default stylish output; ESC/OSC sequences in names reached the
 * terminal; the `github` format passed ESC/BEL. Every format now writes
 * control characters in paths as visible escapes.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempRepo, THREE_ERRORS } from './cli-env';
import { jsonAscii, safeText } from '../../server/src/cli/formats/escape';
import { formatNames } from '../../server/src/cli/formats';

const INJECTED = '::error file=README.md,line=1::pwned';
/** Newline + workflow command, OSC title sequence with BEL, CSI, C1 CSI, bidi override. */
const NAME = `x\n${INJECTED}\u001b]0;owned\u0007\u001b[2J\u009b31m\u202e.spell.yaml`;

/** Characters that must never reach a terminal or a CI log raw. */
// eslint-disable-next-line no-control-regex
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

describe.skipIf(process.platform === 'win32')('file names cannot inject into any format', () => {
  it.each(formatNames)('%s: no workflow command line, no raw control character', (format) => {
    const { dir, home } = tempRepo();
    writeFileSync(join(dir, NAME), THREE_ERRORS);
    const r = cli(dir, home, ['lint', '-f', format, '.']);
    expect(r.status).toBe(1);
    for (const text of [r.stdout, r.stderr]) {
      for (const line of text.split(/\r?\n/)) expect(line.startsWith(INJECTED), line).toBe(false);
      expect(RAW_CONTROL.test(text)).toBe(false);
    }
    // The name is still there, escaped (or, in the JSON formats, as JSON escapes of the same characters).
    if (format === 'json') expect((JSON.parse(r.stdout) as Array<{ filePath: string }>)[0]!.filePath).toBe(join(dir, NAME));
    else if (format === 'sarif') expect(r.stdout).toContain('pwned');
    else expect(r.stdout).toContain(format === 'github' ? 'x\\x0a%3A%3Aerror' : 'x\\x0a::error');
  });

  it('a --fix message naming the file escapes it too', () => {
    const { dir, home } = tempRepo();
    writeFileSync(join(dir, NAME), 'name: C\nlevel: 1\nschool: evocation\ncasting_time: 1 action\nrange: 15 feet\ncomponents: [V, S]\nduration: Instantaneous\narea: { shape: cone, length: 15 }\ndescription: Frost blasts out from you.\n');
    const r = cli(dir, home, ['lint', '--fix', '.']);
    expect(r.stderr).toContain('5e/cone-line-range');
    for (const line of r.stderr.split('\n')) expect(line.startsWith('::')).toBe(false);
    expect(RAW_CONTROL.test(r.stderr)).toBe(false);
  });
});

describe('the escaping helpers', () => {
  it('safeText writes every control and bidi character as a visible escape and keeps the rest', () => {
    expect(safeText('a\nb\u001b[1m\u0007\u009b\u202e\u2028c:\\d')).toBe('a\\x0ab\\x1b[1m\\x07\\x9b\\u202e\\u2028c:\\d');
    expect(safeText('Ωμέγα/日本語 ok.yaml')).toBe('Ωμέγα/日本語 ok.yaml');
  });

  it('jsonAscii keeps the JSON value identical', () => {
    const v = { p: 'a\u007f\u0085\u009b\u2028\u202eb', n: [1, 'x\ny'] };
    const text = jsonAscii(JSON.stringify(v, null, 2));
    expect(RAW_CONTROL.test(text.replace(/\n/g, ''))).toBe(false);
    expect(JSON.parse(text)).toEqual(v);
  });
});
