/**
 * Output injection: a file name holding a newline and
 * `::error file=README.md,line=1::...` became a real GitHub workflow command
 * in the default stylish output; ESC/OSC sequences in names reached the
 * terminal; the `github` format passed ESC/BEL. Every format now writes
 * control characters in paths as visible escapes. Then: messages quote spell
 * text, and stylish and JUnit passed its bidi controls (U+202E, U+2066) and
 * zero-width characters through, and the job summary left `https://...` and
 * `@user` from it live; now they are escapes, and links and mentions inert.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, put, tempRepo, THREE_ERRORS } from './cli-env';
import { escapeInvisible, jsonAscii, safeText } from '../../server/src/cli/formats/escape';
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

/** A spell whose school (quoted by the schema/enum message) holds bidi, zero-width and tag characters. */
const HIDDEN = 'evo\u202ecation\u2066x\u2069\u200by\u200dz\ufeff\u{e0041}w\u00ad';
const HIDDEN_SPELL = `name: Sneaky\nlevel: 1\nschool: "${HIDDEN}"\ncasting_time: 1 action\nrange: self\ncomponents: [V, S]\nduration: 1 round\n`;

/** Characters that print as nothing or reorder a line (Unicode format characters). */
const RAW_INVISIBLE = /\p{Cf}/u;

describe('messages quoting spell text cannot hide or reorder text in any format', () => {
  it.each(formatNames)('%s: bidi, zero-width and tag characters are escapes, not raw', (format) => {
    const { dir, home } = tempRepo();
    put(dir, 'sneaky.spell.yaml', HIDDEN_SPELL);
    const r = cli(dir, home, ['lint', '-f', format, '.']);
    expect(r.status).toBe(1);
    expect(RAW_INVISIBLE.test(r.stdout), JSON.stringify(r.stdout.match(/.{0,20}\p{Cf}.{0,20}/u)?.[0])).toBe(false);
    if (format === 'json' || format === 'sarif') {
      // The JSON formats escape them as JSON does: the message is the same text once parsed.
      const text = format === 'json' ? JSON.parse(r.stdout)[0].messages[0].message : JSON.parse(r.stdout).runs[0].results[0].message.text;
      expect(text).toContain(HIDDEN);
    } else {
      // The others show each one as a visible escape, where it was.
      expect(r.stdout).toContain('evo\\u202ecation\\u2066x\\u2069\\u200by\\u200dz\\ufeff\\u{e0041}w\\xad');
    }
  });

  it('the job summary escapes them too', () => {
    const { dir, home } = tempRepo();
    put(dir, 'sneaky.spell.yaml', HIDDEN_SPELL);
    const summary = join(mkdtempSync(join(tmpdir(), 'grimoire-summary-')), 'summary.md');
    writeFileSync(summary, '');
    cli(dir, home, ['lint', '-f', 'github', '.'], { GITHUB_STEP_SUMMARY: summary });
    const md = readFileSync(summary, 'utf8');
    expect(RAW_INVISIBLE.test(md.replace(/\u2060/g, ''))).toBe(false);
    // Markdown writes a backslash as \\ : it renders as the escape the other formats show.
    expect(md).toContain('evo\\\\u202ecation');
  });
});

describe('the job summary makes links, mentions and references from spell text inert', () => {
  // School values (the schema/enum message quotes up to 40 characters of one) that would link, mention, reference or break out of markdown.
  const LOUD = ['see https://evil.example/pwn', 'or HTTP://evil.example', 'www.evil.example', 'ping @octocat and @org/team', 'fixes #12, mail a@b.example', '``x`` | y'];

  function summaryOf(): string {
    const { dir, home } = tempRepo();
    LOUD.forEach((v, i) => put(dir, `loud-${i}.spell.yaml`, `name: Loud\nlevel: 1\nschool: "${v}"\ncasting_time: 1 action\nrange: self\ncomponents: [V, S]\nduration: 1 round\n`));
    const summary = join(mkdtempSync(join(tmpdir(), 'grimoire-summary-')), 'summary.md');
    writeFileSync(summary, '');
    const r = cli(dir, home, ['lint', '-f', 'github', '.'], { GITHUB_STEP_SUMMARY: summary });
    expect(r.status).toBe(1);
    return readFileSync(summary, 'utf8');
  }

  it('no autolink, mention, e-mail or issue reference is left as GitHub finds them', () => {
    const md = summaryOf();
    expect(md).not.toMatch(/[a-z]:\/\//i);
    expect(md).not.toMatch(/www\./i);
    expect(md).not.toMatch(/@[a-z0-9]/i);
    expect(md).not.toMatch(/#\d/);
    // The text is all there, a word joiner (U+2060) after each @ and # and before each scheme's colon and www's dot.
    for (const shown of ['see https\u2060://evil.example/pwn', 'or HTTP\u2060://evil.example', 'www\u2060.evil.example', 'ping @\u2060octocat and @\u2060org/team', 'fixes \\#\u206012, mail a@\u2060b.example']) expect(md).toContain(`text "${shown}"`);
  });

  it('backticks and pipes are escaped: the message stays one cell of one row, outside any code span', () => {
    const row = summaryOf().split('\n').find((l) => l.includes('x\\`\\`'))!;
    expect(row.split(/(?<!\\)\|/)).toHaveLength(6);
    expect(row).not.toMatch(/(?<!\\)`/);
    expect(row).toContain('text "\\`\\`x\\`\\` \\| y"');
  });
});

describe('the escaping helpers', () => {
  it('safeText writes every control and bidi character as a visible escape and keeps the rest', () => {
    expect(safeText('a\nb\u001b[1m\u0007\u009b\u202e\u2028c:\\d')).toBe('a\\x0ab\\x1b[1m\\x07\\x9b\\u202e\\u2028c:\\d');
    expect(safeText('Ωμέγα/日本語 ok.yaml')).toBe('Ωμέγα/日本語 ok.yaml');
  });

  it('safeText and escapeInvisible write zero-width, tag and filler characters as escapes; variation selectors (emoji style) stay', () => {
    expect(safeText('a\u200bb\u{e0041}c\u3164d\u2764\ufe0f')).toBe('a\\u200bb\\u{e0041}c\\u3164d\u2764\ufe0f');
    expect(escapeInvisible('line\nbreak\u0007 \u2066x\u2069')).toBe('line\nbreak\u0007 \\u2066x\\u2069');
  });

  it('jsonAscii keeps the JSON value identical', () => {
    const v = { p: 'a\u007f\u0085\u009b\u2028\u202eb\u200b\u{e0041}', n: [1, 'x\ny'] };
    const text = jsonAscii(JSON.stringify(v, null, 2));
    expect(RAW_CONTROL.test(text.replace(/\n/g, ''))).toBe(false);
    expect(JSON.parse(text)).toEqual(v);
  });
});
