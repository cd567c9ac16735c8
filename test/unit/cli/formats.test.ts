import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { LintMessage, LintResult, ReportContext } from '../../../server/src/cli/report';
import {
  buildSarifLog,
  createStylish,
  formatNames,
  formatters,
  github,
  githubStepSummary,
  isFormatName,
  json,
  junit,
  mergeSarif,
  resolveFormatter,
  sarif,
  stylish,
  type SarifLog,
} from '../../../server/src/cli/formats/index';
import { escapeData, escapeProperty, markdownCell } from '../../../server/src/cli/formats/github';
import { markdownToPlainText, relativePosixPath } from '../../../server/src/cli/formats/sarif';
import { stripInvalidXmlChars } from '../../../server/src/cli/formats/junit';

// ---------------------------------------------------------------------------
// Fixture: a clean file, a file with an error and a warning, a message full of
// characters every format must escape, a file name that needs escaping too.
// ---------------------------------------------------------------------------

const CWD = '/work/project';
const NASTY = 'Line one\nline two\r\n100% sure, really: <b>&amp;</b> "quoted" \'single\' NUL:\u0000 end %0A literal';

const ctx: ReportContext = {
  cwd: CWD,
  toolVersion: '1.2.3',
  rules: [
    {
      code: '5e/level',
      title: 'Spell level is 0-9',
      doc: 'A spell has a **level** from 0 (cantrip) to 9: see [SRD 5.1](https://example.org/srd) p. 101, `level`.',
      defaultSeverity: 'error',
    },
    {
      code: 'schema/unknown-key',
      title: 'Unknown key',
      doc: 'Keys not in the format are reported.',
      defaultSeverity: 'warning',
    },
    { code: 'style/unused', title: 'Never appears', doc: 'Not in any result.', defaultSeverity: 'info' },
  ],
};

function msg(partial: Partial<LintMessage> & Pick<LintMessage, 'ruleId' | 'severity' | 'message'>): LintMessage {
  return { line: 1, column: 1, endLine: 1, endColumn: 2, ...partial };
}

const results: LintResult[] = [
  {
    filePath: `${CWD}/spells/clean.yaml`,
    messages: [],
    errorCount: 0,
    warningCount: 0,
    fixableErrorCount: 0,
    fixableWarningCount: 0,
  },
  {
    filePath: `${CWD}/spells/fireball.yaml`,
    messages: [
      msg({ ruleId: '5e/level', severity: 2, message: 'Level 12 is out of range.', line: 3, column: 8, endLine: 3, endColumn: 10, fixable: true }),
      msg({ ruleId: 'schema/unknown-key', severity: 1, message: 'Unknown key `colour`', line: 12, column: 1, endLine: 12, endColumn: 7 }),
    ],
    errorCount: 1,
    warningCount: 1,
    fixableErrorCount: 1,
    fixableWarningCount: 0,
  },
  {
    filePath: `${CWD}/spells/odd, name: 100%.yaml`,
    messages: [
      msg({ ruleId: '5e/level', severity: 2, message: NASTY, line: 101, column: 15, endLine: 102, endColumn: 3 }),
    ],
    errorCount: 1,
    warningCount: 0,
    fixableErrorCount: 0,
    fixableWarningCount: 0,
  },
];

const allMessages = results.flatMap((r) => r.messages);

// ---------------------------------------------------------------------------
// index
// ---------------------------------------------------------------------------

describe('formats index', () => {
  it('lists every format, stylish first', () => {
    expect(formatNames).toEqual(['stylish', 'json', 'sarif', 'github', 'junit']);
    for (const name of formatNames) expect(typeof formatters[name]).toBe('function');
  });

  it('finds nothing for inherited names', () => {
    expect(formatters['toString']).toBeUndefined();
    expect(formatters['__proto__']).toBeUndefined();
    expect(isFormatName('constructor')).toBe(false);
    expect(resolveFormatter('constructor')).toBeUndefined();
    expect(resolveFormatter('nope')).toBeUndefined();
  });

  it('colours stylish only when asked', () => {
    expect(resolveFormatter('stylish')!(results, ctx)).not.toContain('\u001b[');
    expect(resolveFormatter('stylish', { color: true })!(results, ctx)).toContain('\u001b[31m');
    expect(resolveFormatter('json', { color: true })).toBe(json);
  });
});

// ---------------------------------------------------------------------------
// stylish
// ---------------------------------------------------------------------------

describe('stylish', () => {
  it("matches ESLint's stylish layout", () => {
    const expected = [
      '',
      `${CWD}/spells/fireball.yaml`,
      '   3:8  error    Level 12 is out of range  5e/level',
      '  12:1  warning  Unknown key `colour`      schema/unknown-key',
      '',
      `${CWD}/spells/odd, name: 100%.yaml`,
      `  101:15  error  Line one line two 100% sure, really: <b>&amp;</b> "quoted" 'single' NUL: end %0A literal  5e/level`,
      '',
      '\u2716 3 problems (2 errors, 1 warning)',
      '  1 error and 0 warnings potentially fixable with the `--fix` option.',
      '',
    ].join('\n');
    expect(stylish(results, ctx)).toBe(expected);
  });

  it('is empty when there are no messages', () => {
    expect(stylish([], ctx)).toBe('');
    expect(stylish([results[0]!], ctx)).toBe('');
  });

  it('uses singulars and leaves out the fixable hint when nothing is fixable', () => {
    const out = stylish([results[2]!], ctx);
    expect(out).toContain('\u2716 1 problem (1 error, 0 warnings)\n');
    expect(out).not.toContain('fixable');
  });

  it('colours without changing the visible text', () => {
    const coloured = createStylish({ color: true })(results, ctx);
    expect(coloured).toContain('\u001b[31merror\u001b[39m');
    expect(coloured).toContain('\u001b[33mwarning\u001b[39m');
    expect(coloured).toContain('\u001b[4m/work/project/spells/fireball.yaml\u001b[24m');
    // eslint-disable-next-line no-control-regex
    expect(coloured.replace(/\u001b\[[0-9;]*m/g, '')).toBe(stylish(results, ctx));
  });

  it('never passes control characters through to the terminal', () => {
    const evil = results[2]!;
    const out = stylish([{ ...evil, messages: [{ ...evil.messages[0]!, message: 'a\u001b[2Jb\u0007c' }] }], ctx);
    expect(out).toContain('a[2Jbc');
    // eslint-disable-next-line no-control-regex
    expect(out).not.toMatch(/[\u0000-\u0008\u000b-\u001f]/);
  });
});

// ---------------------------------------------------------------------------
// json
// ---------------------------------------------------------------------------

describe('json', () => {
  it('is JSON.stringify(results) and round-trips', () => {
    const out = json(results, ctx);
    expect(out).toBe(JSON.stringify(results));
    expect(JSON.parse(out)).toEqual(results);
    expect(json([], ctx)).toBe('[]');
  });
});

// ---------------------------------------------------------------------------
// sarif
// ---------------------------------------------------------------------------

/**
 * The SARIF 2.1.0 schema (rtm.5, as shipped by @microsoft/jest-sarif). It is
 * draft-04; its only draft-04-specific keyword is the top-level `id`, so
 * renaming that to `$id` lets ajv 8 (draft-07) compile it unchanged otherwise.
 */
function sarifValidator(): ValidateFunction {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json');
  const { $schema: _draft, id, ...schema } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  // unicodeRegExp: false because the schema's `language` pattern,
  // `^[a-zA-Z]{2}|^[a-zA-Z]{2}-[a-zA-Z]{2}]?$`, has a stray `]` that only a
  // non-unicode RegExp accepts.
  const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
  addFormats(ajv);
  return ajv.compile({ ...schema, $id: String(id) });
}

const validateSarif = sarifValidator();

function expectValidSarif(log: unknown): void {
  const ok = validateSarif(log);
  expect(validateSarif.errors ?? []).toEqual([]);
  expect(ok).toBe(true);
}

describe('sarif', () => {
  const log = JSON.parse(sarif(results, ctx)) as SarifLog;
  const run = log.runs[0]!;

  it('validates against the SARIF 2.1.0 schema', () => {
    expectValidSarif(log);
    expectValidSarif(JSON.parse(sarif([], ctx)));
  });

  it('is checked by a schema that does reject a broken log', () => {
    const broken = structuredClone(log);
    (broken.runs[0]!.results![0] as Record<string, unknown>).level = 'fatal';
    broken.runs[0]!.results![0]!.locations![0]!.physicalLocation!.region!.startLine = 0;
    expect(validateSarif(broken)).toBe(false);
    expect(validateSarif({ version: '2.1.0' })).toBe(false);
  });

  it('has the header and driver', () => {
    expect(log.version).toBe('2.1.0');
    expect(log.$schema).toMatch(/^https:\/\/.*sarif.*2\.1\.0.*\.json$/);
    expect(log.runs).toHaveLength(1);
    expect(run.tool.driver.name).toBe('grimoire');
    expect(run.tool.driver.version).toBe('1.2.3');
    expect(run.originalUriBaseIds).toEqual({ '%SRCROOT%': { uri: 'file:///work/project/' } });
  });

  it('lists exactly the rules that appear, with their docs', () => {
    const rules = run.tool.driver.rules!;
    expect(rules.map((r) => r.id)).toEqual(['5e/level', 'schema/unknown-key']);
    const level = rules[0]!;
    expect(level.shortDescription).toEqual({ text: 'Spell level is 0-9' });
    expect(level.help?.markdown).toBe(ctx.rules[0]!.doc);
    expect(level.fullDescription?.markdown).toBe(ctx.rules[0]!.doc);
    expect(level.help?.text).toBe(
      'A spell has a level from 0 (cantrip) to 9: see SRD 5.1 (https://example.org/srd) p. 101, level.',
    );
    expect(level.defaultConfiguration).toEqual({ level: 'error' });
    expect(rules[1]!.defaultConfiguration).toEqual({ level: 'warning' });
  });

  it('writes one result per message, pointing at its rule and file', () => {
    const res = run.results!;
    expect(res).toHaveLength(allMessages.length);
    res.forEach((r, i) => {
      const m = allMessages[i]!;
      expect(r.ruleId).toBe(m.ruleId);
      expect(run.tool.driver.rules![r.ruleIndex!]!.id).toBe(m.ruleId);
      expect(r.level).toBe(m.severity === 2 ? 'error' : 'warning');
      expect(r.message.text).toBe(m.message);
      const loc = r.locations![0]!.physicalLocation!;
      expect(loc.region).toEqual({ startLine: m.line, startColumn: m.column, endLine: m.endLine, endColumn: m.endColumn });
      expect(loc.artifactLocation!.uriBaseId).toBe('%SRCROOT%');
      expect(run.artifacts![loc.artifactLocation!.index!]!.location!.uri).toBe(loc.artifactLocation!.uri);
    });
    const uris = res.map((r) => r.locations![0]!.physicalLocation!.artifactLocation!.uri);
    expect(uris).toEqual(['spells/fireball.yaml', 'spells/fireball.yaml', 'spells/odd%2C%20name%3A%20100%25.yaml']);
    expect(decodeURIComponent(uris[2]!)).toBe('spells/odd, name: 100%.yaml');
  });

  it('lists every linted file as an artifact, clean ones too', () => {
    expect(run.artifacts!.map((a) => a.location!.uri)).toEqual([
      'spells/clean.yaml',
      'spells/fireball.yaml',
      'spells/odd%2C%20name%3A%20100%25.yaml',
    ]);
  });

  it('uses an absolute file URI for a file outside cwd, and leaves out a reversed end', () => {
    const outside: LintResult = {
      ...results[2]!,
      filePath: '/elsewhere/x.yaml',
      messages: [msg({ ruleId: 'x/unknown', severity: 1, message: 'm', line: 5, column: 4, endLine: 5, endColumn: 2 })],
    };
    const l = buildSarifLog([outside], ctx);
    expectValidSarif(l);
    const r = l.runs[0]!.results![0]!;
    expect(r.locations![0]!.physicalLocation!.artifactLocation).toEqual({ uri: 'file:///elsewhere/x.yaml', index: 0 });
    expect(r.locations![0]!.physicalLocation!.region).toEqual({ startLine: 5, startColumn: 4, endLine: 5 });
    expect(l.runs[0]!.tool.driver.rules).toEqual([{ id: 'x/unknown', shortDescription: { text: 'x/unknown' } }]);
  });

  it('renders markdown docs as plain text', () => {
    expect(markdownToPlainText('## Head\n**bold** and *it* and `code` [a](https://b) ![i](https://c)')).toBe(
      'Head\nbold and it and code a (https://b) i (https://c)',
    );
  });
});

// ---------------------------------------------------------------------------
// merge-sarif
// ---------------------------------------------------------------------------

describe('mergeSarif', () => {
  const shardA = buildSarifLog([results[0]!, results[1]!], ctx);
  const shardB = buildSarifLog([results[2]!, results[1]!], ctx);

  it('folds shards of one tool into one schema-valid run', () => {
    const before = structuredClone([shardA, shardB]);
    const merged = mergeSarif([shardA, JSON.stringify(shardB)]);
    expect([shardA, shardB]).toEqual(before);
    expectValidSarif(merged);
    expect(merged.runs).toHaveLength(1);
    const run = merged.runs[0]!;
    expect(run.tool.driver.rules!.map((r) => r.id)).toEqual(['5e/level', 'schema/unknown-key']);
    expect(run.artifacts!.map((a) => a.location!.uri)).toEqual([
      'spells/clean.yaml',
      'spells/fireball.yaml',
      'spells/odd%2C%20name%3A%20100%25.yaml',
    ]);
    // fireball.yaml was in both shards: its two results appear once.
    expect(run.results).toHaveLength(3);
    for (const r of run.results!) {
      expect(run.tool.driver.rules![r.ruleIndex!]!.id).toBe(r.ruleId);
      const loc = r.locations![0]!.physicalLocation!.artifactLocation!;
      expect(run.artifacts![loc.index!]!.location!.uri).toBe(loc.uri);
    }
    expect(run.results!.map((r) => r.message.text)).toEqual(allMessages.slice(0, 2).map((m) => m.message).concat(NASTY));
  });

  it('renumbers rule indexes when the shards list rules differently', () => {
    const onlyWarning = buildSarifLog([{ ...results[1]!, messages: [results[1]!.messages[1]!] }], ctx);
    const merged = mergeSarif([buildSarifLog([results[2]!], ctx), onlyWarning]);
    const run = merged.runs[0]!;
    expect(onlyWarning.runs[0]!.results![0]!.ruleIndex).toBe(0);
    expect(run.results![1]!.ruleIndex).toBe(1);
    expect(run.tool.driver.rules![1]!.id).toBe('schema/unknown-key');
  });

  it('keeps other tools, and runs it cannot renumber, as runs of their own', () => {
    const other: SarifLog = { version: '2.1.0', runs: [{ tool: { driver: { name: 'other' } }, results: [] }] };
    const odd: SarifLog = {
      version: '2.1.0',
      runs: [{ tool: { driver: { name: 'grimoire' } }, logicalLocations: [{ name: 'x' }], results: [] }],
    };
    const merged = mergeSarif([shardA, other, odd, shardB]);
    expect(merged.runs.map((r) => r.tool.driver.name)).toEqual(['grimoire', 'other', 'grimoire']);
    expectValidSarif(merged);
  });

  it('merges nothing into an empty log and rejects what is not SARIF 2.1.0', () => {
    expect(mergeSarif([])).toEqual({ $schema: shardA.$schema, version: '2.1.0', runs: [] });
    expect(() => mergeSarif([{ version: '2.0.0', runs: [] }])).toThrow(/version/);
    expect(() => mergeSarif(['{nope'])).toThrow(/not JSON/);
    expect(() => mergeSarif([{ version: '2.1.0', runs: [{ tool: {} }] }])).toThrow(/driver/);
    expect(() => mergeSarif([42])).toThrow(TypeError);
  });
});

// ---------------------------------------------------------------------------
// github
// ---------------------------------------------------------------------------

/** `::command key=value,key=value::data`; values free of raw `,` `:` `%`-not-escape, CR and LF. */
const VALUE = String.raw`(?:[^,:%\r\n]|%(?:25|0D|0A|3A|2C))*`;
const DATA = String.raw`(?:[^%\r\n]|%(?:25|0D|0A))*`;
const COMMAND = new RegExp(String.raw`^::(error|warning) ([A-Za-z]+=${VALUE}(?:,[A-Za-z]+=${VALUE})*)::(${DATA})$`);

function unescapeCommand(s: string): string {
  const table: Record<string, string> = { '%25': '%', '%0D': '\r', '%0A': '\n', '%3A': ':', '%2C': ',' };
  return s.replace(/%(?:25|0D|0A|3A|2C)/g, (m) => table[m]!);
}

function parseCommand(line: string): { command: string; props: Record<string, string>; data: string } {
  const match = COMMAND.exec(line);
  if (!match) throw new Error(`not a workflow command: ${JSON.stringify(line)}`);
  const props = Object.fromEntries(
    match[2]!.split(',').map((kv) => {
      const eq = kv.indexOf('=');
      return [kv.slice(0, eq), unescapeCommand(kv.slice(eq + 1))];
    }),
  );
  return { command: match[1]!, props, data: unescapeCommand(match[3]!) };
}

describe('github', () => {
  const out = github(results, ctx);
  const lines = out.split('\n');

  it('writes one well-formed workflow command per message, first', () => {
    const commands = lines.filter((l) => l.startsWith('::'));
    expect(commands).toHaveLength(allMessages.length);
    expect(lines.slice(0, allMessages.length)).toEqual(commands);
    expect(lines[0]).toBe(
      '::error file=spells/fireball.yaml,line=3,col=8,endLine=3,endColumn=10,title=5e/level::Level 12 is out of range.',
    );
    const parsed = commands.map(parseCommand);
    expect(parsed.map((p) => p.command)).toEqual(['error', 'warning', 'error']);
  });

  it('unescapes back to the original text', () => {
    const nasty = parseCommand(lines[2]!);
    // Line breaks round-trip (GitHub decodes %0A); other control characters (NUL here) are written as visible escapes.
    expect(nasty.data).toBe(NASTY.replace('\u0000', '\\x00'));
    expect(nasty.props).toEqual({ file: 'spells/odd, name: 100%.yaml', line: '101', endLine: '102', title: '5e/level' });
    expect(lines[2]).toContain('file=spells/odd%2C name%3A 100%25.yaml,');
    expect(lines[2]).toContain('::Line one%0Aline two%0D%0A100%25 sure, really: <b>');
  });

  it('escapes as the actions toolkit does', () => {
    expect(escapeData('a%b\r\nc:d,e')).toBe('a%25b%0D%0Ac:d,e');
    expect(escapeProperty('a%b\r\nc:d,e')).toBe('a%25b%0D%0Ac%3Ad%2Ce');
  });

  it('ends with a summary of counts per rule and per file', () => {
    const summary = lines.slice(allMessages.length).join('\n');
    expect(summary).toContain('Grimoire: 3 problems (2 errors, 1 warning) in 2 of 3 files.');
    expect(summary).toContain('| 5e/level | 2 | 0 |');
    expect(summary).toContain('| schema/unknown-key | 0 | 1 |');
    expect(summary).toContain('| spells/fireball.yaml | 1 | 1 |');
    expect(summary).toContain('| spells/odd, name: 100%.yaml | 1 | 0 |');
    for (const l of lines.slice(allMessages.length)) expect(l.startsWith('::')).toBe(false);
    expect(github([results[0]!], ctx)).toBe('Grimoire: no problems in 1 file.\n');
  });

  it('renders a step summary in markdown', () => {
    const md = githubStepSummary(results, ctx);
    expect(md.startsWith('## Grimoire lint\n')).toBe(true);
    expect(md).toContain(':x: Grimoire: 3 problems (2 errors, 1 warning) in 2 of 3 files.');
    expect(md).toContain('| 5e/level: Spell level is 0-9 | 2 | 0 |');
    expect(md).toContain('| spells/fireball.yaml:12:1 | warning | Unknown key \\`colour\\` | schema/unknown-key |');
    // The nasty message stays inside one table row.
    const row = md.split('\n').find((l) => l.startsWith('| spells/odd, name: 100%.yaml:101:15 |'))!;
    expect(row).toContain('Line one<br>line two<br>100% sure, really: &lt;b&gt;&amp;amp;&lt;/b&gt;');
    expect(row).not.toContain('\u0000');
    expect(row.split(/(?<!\\)\|/)).toHaveLength(6);
    expect(githubStepSummary([results[0]!], ctx)).toBe(
      '## Grimoire lint\n\n:white_check_mark: Grimoire: no problems in 1 file.\n',
    );
  });

  it('escapes table cells', () => {
    expect(markdownCell('a|b\nc<d>*e*\u0000')).toBe('a\\|b<br>c&lt;d&gt;\\*e\\*');
  });
});

// ---------------------------------------------------------------------------
// junit
// ---------------------------------------------------------------------------

interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ILLEGAL_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const ENTITY = /&(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);/g;

function decodeXml(s: string): string {
  if (/&/.test(s.replace(ENTITY, ''))) throw new Error(`bare & in ${JSON.stringify(s)}`);
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return s.replace(ENTITY, (e) => {
    const body = e.slice(1, -1);
    if (body.startsWith('#x')) return String.fromCodePoint(parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return String.fromCodePoint(parseInt(body.slice(1), 10));
    return named[body]!;
  });
}

/**
 * A tiny XML well-formedness check and parser, enough for the JUnit report:
 * an optional declaration, one root, balanced tags, quoted and escaped
 * attribute values with no duplicates, escaped text, no illegal characters.
 */
function parseXml(xml: string): XmlElement {
  if (ILLEGAL_XML.test(xml)) throw new Error('character illegal in XML 1.0');
  let s = xml.replace(/^<\?xml[^?]*\?>/, '');
  const root: XmlElement = { name: '#document', attrs: {}, children: [], text: '' };
  const stack = [root];
  const NAME = '[A-Za-z_][\\w.-]*';
  const TAG = new RegExp(`^<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>`);
  const ATTR = new RegExp(`(${NAME})\\s*=\\s*(?:"([^"<]*)"|'([^'<]*)')`, 'g');
  while (s.length > 0) {
    const lt = s.indexOf('<');
    const text = lt < 0 ? s : s.slice(0, lt);
    if (text.includes('>')) throw new Error(`bare > in text ${JSON.stringify(text)}`);
    const top = stack[stack.length - 1]!;
    if (top === root && text.trim() !== '') throw new Error('text outside the root');
    top.text += decodeXml(text);
    if (lt < 0) break;
    s = s.slice(lt);
    const m = TAG.exec(s);
    if (!m) throw new Error(`malformed tag at ${JSON.stringify(s.slice(0, 40))}`);
    s = s.slice(m[0].length);
    const [, close, name, rawAttrs, selfClose] = m;
    if (close) {
      if (rawAttrs || selfClose) throw new Error('end tag with attributes');
      const open = stack.pop()!;
      if (open.name !== name) throw new Error(`</${name}> closes <${open.name}>`);
      continue;
    }
    const el: XmlElement = { name: name!, attrs: {}, children: [], text: '' };
    for (const a of rawAttrs!.matchAll(ATTR)) {
      if (a[1]! in el.attrs) throw new Error(`duplicate attribute ${a[1]}`);
      el.attrs[a[1]!] = decodeXml(a[2] ?? a[3]!);
    }
    if (top === root && root.children.length > 0) throw new Error('more than one root');
    top.children.push(el);
    if (!selfClose) stack.push(el);
  }
  if (stack.length !== 1) throw new Error(`unclosed <${stack[stack.length - 1]!.name}>`);
  if (root.children.length !== 1) throw new Error('no root element');
  return root.children[0]!;
}

describe('junit', () => {
  const doc = parseXml(junit(results, ctx));

  it('checks well-formedness for real', () => {
    expect(() => parseXml('<a><b></a></b>')).toThrow();
    expect(() => parseXml('<a x="1 & 2"/>')).toThrow();
    expect(() => parseXml('<a x="<"/>')).toThrow();
    expect(() => parseXml('<a>\u0000</a>')).toThrow();
    expect(() => parseXml('<a x="1" x="2"/>')).toThrow();
    expect(parseXml('<a x="&lt;&#10;"><b/>t&amp;</a>')).toEqual({
      name: 'a',
      attrs: { x: '<\n' },
      children: [{ name: 'b', attrs: {}, children: [], text: '' }],
      text: 't&',
    });
  });

  it('has one testsuite per file with the right counts', () => {
    expect(doc.name).toBe('testsuites');
    expect(doc.attrs).toMatchObject({ name: 'grimoire', tests: '4', failures: '2', errors: '0' });
    expect(doc.children.map((s) => [s.name, s.attrs.name, s.attrs.tests, s.attrs.failures])).toEqual([
      ['testsuite', 'spells/clean.yaml', '1', '0'],
      ['testsuite', 'spells/fireball.yaml', '2', '1'],
      ['testsuite', 'spells/odd, name: 100%.yaml', '1', '1'],
    ]);
    for (const suite of doc.children) {
      expect(suite.children).toHaveLength(Number(suite.attrs.tests));
      const failing = suite.children.filter((c) => c.children.some((x) => x.name === 'failure'));
      expect(failing).toHaveLength(Number(suite.attrs.failures));
    }
  });

  it('passes a clean file, fails errors and keeps warnings as passing cases with output', () => {
    const [clean, fireball, odd] = doc.children;
    expect(clean!.children[0]).toEqual({
      name: 'testcase',
      attrs: { name: 'spells/clean.yaml', classname: 'spells/clean', time: '0' },
      children: [],
      text: '',
    });
    const [err, warn] = fireball!.children;
    expect(err!.attrs.name).toBe('5e/level at 3:8');
    expect(err!.children[0]!.attrs).toEqual({ message: 'Level 12 is out of range.', type: '5e/level' });
    expect(warn!.children.map((c) => c.name)).toEqual(['system-out']);
    expect(warn!.children[0]!.text).toBe('spells/fireball.yaml:12:1: warning: Unknown key `colour` [schema/unknown-key]');
    const failure = odd!.children[0]!.children[0]!;
    expect(failure.attrs.type).toBe('5e/level');
    expect(failure.attrs.message).toBe(stripInvalidXmlChars(NASTY));
    expect(failure.attrs.message).toBe(NASTY.replace('\u0000', ''));
    // The body is one line (a line of it cannot start a CI runner's command); control characters are visible escapes.
    expect(failure.text).toBe(`spells/odd, name: 100%.yaml:101:15: error: ${NASTY.replace(/\r\n|\n/g, ' ').replace('\u0000', '\\x00')} [5e/level]`);
  });

  it('writes an empty report for no files and strips illegal characters', () => {
    expect(parseXml(junit([], ctx)).attrs).toMatchObject({ tests: '0', failures: '0' });
    expect(stripInvalidXmlChars('a\u0000\u0008\u000b\u001f\uFFFE\uD800b\t\n\r\u{1F600}')).toBe('ab\t\n\r\u{1F600}');
  });
});

describe('paths', () => {
  it('are relative to cwd with forward slashes', () => {
    expect(relativePosixPath('/work/project/spells/a.yaml', CWD)).toBe('spells/a.yaml');
    expect(relativePosixPath('/work/other/a.yaml', CWD)).toBe('../other/a.yaml');
  });
});

// ---------------------------------------------------------------------------
// info findings (severity 0) and the config report in the formats
// ---------------------------------------------------------------------------

describe('info findings and the config report', () => {
  const withInfo: LintResult[] = [
    {
      filePath: `${CWD}/spells/fireball.yaml`,
      messages: [
        msg({ ruleId: '5e/level', severity: 2, message: 'Level 12 is out of range.', line: 3, column: 8, endLine: 3, endColumn: 10 }),
        msg({ ruleId: '5e/material-cost', severity: 0, message: 'No cost given.', line: 5, column: 3, endLine: 5, endColumn: 9 }),
      ],
      errorCount: 1,
      warningCount: 0,
      fixableErrorCount: 0,
      fixableWarningCount: 0,
      infoCount: 1,
    },
  ];
  const infoOnly: LintResult[] = [{ ...withInfo[0]!, messages: [withInfo[0]!.messages[1]!], errorCount: 0, infoCount: 1 }];
  const configs = [{ file: 'spells/.grimoirerc.yaml', via: 'found' as const, files: 2, lowered: [{ rule: 'schema/range', level: 'off' as const, default: 'error' as const }] }];

  it('stylish: an info row, counted after the problems; alone, a line of its own', () => {
    const out = stylish(withInfo, ctx);
    expect(out).toContain('  5:3  info   No cost given             5e/material-cost\n');
    expect(out).toContain('✖ 1 problem (1 error, 0 warnings) and 1 info note\n');
    expect(stylish(infoOnly, ctx)).toBe(`\n${CWD}/spells/fireball.yaml\n  5:3  info  No cost given  5e/material-cost\n\n\u2139 1 info note, no problems\n`);
  });

  it('github: a notice, and an Info column only when there are info notes', () => {
    const out = github(withInfo, ctx);
    expect(out.split('\n')[1]).toBe('::notice file=spells/fireball.yaml,line=5,col=3,endLine=5,endColumn=9,title=5e/material-cost::No cost given.');
    expect(out).toContain('Grimoire: 1 problem (1 error, 0 warnings) in 1 of 1 file. Also 1 info note.');
    expect(out).toContain('| Rule | Errors | Warnings | Info |');
    expect(out).toContain('| 5e/material-cost | 0 | 0 | 1 |');
    expect(github(results, ctx)).not.toContain('Info');
  });

  it('junit: a passing case with the line in its output', () => {
    const doc = parseXml(junit(infoOnly, ctx));
    expect(doc.attrs).toMatchObject({ tests: '1', failures: '0' });
    const c = doc.children[0]!.children[0]!;
    expect(c.children.map((x) => [x.name, x.text])).toEqual([['system-out', 'spells/fireball.yaml:5:3: info: No cost given. [5e/material-cost]']]);
  });

  it('sarif: level note; the configs in the run properties when known', () => {
    const log = buildSarifLog(withInfo, { ...ctx, configs });
    expect(log.runs[0]!.results!.map((r) => r.level)).toEqual(['error', 'note']);
    expect(log.runs[0]!.properties).toEqual({ configs });
    expect(buildSarifLog(withInfo, ctx).runs[0]!.properties).toBeUndefined();
  });

  it('merge-sarif unites the shards\' configs: file counts added, "rules ignored" kept', () => {
    const a = buildSarifLog(withInfo, { ...ctx, configs });
    const b = buildSarifLog(infoOnly, { ...ctx, configs: [{ ...configs[0]!, files: 3 }, { file: 'x/.grimoirerc.yaml', via: 'found', files: 1, lowered: [], rulesIgnored: true }] });
    expect((mergeSarif([a, b]).runs[0]!.properties as { configs: unknown }).configs).toEqual([{ ...configs[0]!, files: 5 }, { file: 'x/.grimoirerc.yaml', via: 'found', files: 1, lowered: [], rulesIgnored: true }]);
  });

  it('the step summary lists the configs, or says there was none', () => {
    const md = githubStepSummary(withInfo, { ...ctx, configs });
    expect(md.endsWith('### Configs\n\n| Config | Files | Rules turned off or lowered |\n| --- | ---: | --- |\n| spells/.grimoirerc.yaml | 2 | :warning: schema/range: off (default error) |\n')).toBe(true);
    expect(githubStepSummary(withInfo, { ...ctx, configs: [] }).endsWith('### Configs\n\nNo config file applied: the default rules.\n')).toBe(true);
  });

  it('markdownCell makes links, mentions and references inert with a word joiner, and shows hidden characters', () => {
    expect(markdownCell('https://x.example www.y.example @me #7 a@b.c 10:30 Note: ok \u202e')).toBe('https\u2060://x.example www\u2060.y.example @\u2060me \\#\u20607 a@\u2060b.c 10\u2060:30 Note: ok \\\\u202e');
  });
});
