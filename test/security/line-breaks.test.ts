/**
 * One line-break model: a lone CR is a line break, as YAML 1.2 (spec 5.4),
 * js-yaml and PyYAML read it, so a pull request cannot hide a spell behind
 * one (a comment that ran to the next LF); NEL, LS and PS, line breaks to
 * YAML 1.1 readers only, are named (`yaml/yaml11`) where such a reader would
 * read something else. Through the built CLI, the language server and the
 * service. Every count below is by hand from the spell texts and the schema.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { createSpellService, fixAll } from '../../server/src/service/service';
import { TestClient, type PublishParams } from '../helpers/lsp-client';
import { CLEAN, CLI, cli, put, tempRepo } from './cli-env';
import { messageIn } from '../../server/src/service/i18n';

const service = createSpellService();
const ROOT = resolve(__dirname, '../..');

/** A valid 5e spell as a `spells:` item (the clean spell of cli-env.ts, indented under `- `). */
const ITEM = (name: string) =>
  CLEAN(name)
    .trimEnd()
    .split('\n')
    .map((l, i) => (i === 0 ? `  - ${l}` : `    ${l}`))
    .join('\n') + '\n';

/**
 * The first attack: after a valid spell, a comment whose lone CRs
 * hold a second spell. By hand, `Broken` lacks casting_time, range,
 * components and duration (4 schema/required), has level 99 (over 9:
 * schema/range) and school `bogus` (schema/enum): 6 errors. Lines (0-based,
 * a lone CR ending a line as an LF does): the item `- name: Broken` is line 9.
 */
const HIDDEN_ITEM = `spells:\n${ITEM('Fireball')}# next\r  - name: Broken\r    level: 99\r    school: bogus\n`;

/**
 * The second attack: a modeline whose lone CRs hold the whole spell.
 * By hand: no school, casting_time, range, components, duration (5
 * schema/required) and level 99 (schema/range): 6 errors.
 */
const HIDDEN_FILE = '# grimoire\rname: X\rlevel: 99';

/** PyYAML reads `name: X` and `level: 99` after each NEL; YAML 1.2 one comment. Two yaml/yaml11 warnings. */
const NEL_FILE = '# grimoire\u0085name: X\u0085level: 99';

interface JsonReport {
  messages: Array<{ ruleId: string; severity: number; line: number; column: number; message: string }>;
  errorCount: number;
  warningCount: number;
}

function report(stdout: string): JsonReport {
  return (JSON.parse(stdout) as JsonReport[])[0]!;
}

describe('the CLI: a lone CR is a line break', () => {
  beforeAll(() => {
    if (!existsSync(CLI)) throw new Error('run `npm run build` first: the CLI bundle is missing');
  });

  it('a spell after `# next<CR>` in a dataset is checked: 6 errors on the lines YAML 1.2 counts, exit 1', () => {
    const { dir, home } = tempRepo();
    put(dir, 'spells.spells.yaml', HIDDEN_ITEM);
    const r = cli(dir, home, ['lint', '-f', 'json', 'spells.spells.yaml']);
    expect(r.status).toBe(1);
    const rep = report(r.stdout);
    expect(rep.errorCount).toBe(6);
    expect(rep.messages.map((m) => m.ruleId).sort()).toEqual(['schema/enum', 'schema/range', 'schema/required', 'schema/required', 'schema/required', 'schema/required']);
    // 1-based in the report: `- name: Broken` is line 10, `level: 99` 11, `school: bogus` 12.
    expect(rep.messages.find((m) => m.ruleId === 'schema/range')!.line).toBe(11);
    expect(rep.messages.find((m) => m.ruleId === 'schema/enum')!.line).toBe(12);
    for (const m of rep.messages.filter((x) => x.ruleId === 'schema/required')) expect(m.line).toBe(10);
  });

  it('a file whose `# grimoire<CR>` modeline holds the spell is checked: 6 errors, exit 1', () => {
    const { dir, home } = tempRepo();
    put(dir, 'x.yaml', HIDDEN_FILE);
    const r = cli(dir, home, ['lint', '-f', 'json', 'x.yaml']);
    expect(r.status).toBe(1);
    const rep = report(r.stdout);
    expect(rep.errorCount).toBe(6);
    expect(rep.messages.filter((m) => m.ruleId === 'schema/required')).toHaveLength(5);
    expect(rep.messages.find((m) => m.ruleId === 'schema/range')!.line).toBe(3);
  });

  it('a disable comment ends at a lone CR: it silences the line after it, not the one after that', () => {
    const { dir, home } = tempRepo();
    // Line 3 (1-based) is the disable comment; line 4 `school: bogus` is silenced; line 5 `casting_time: 3` (not text) is reported.
    put(dir, 'quiet.spell.yaml', 'name: Quiet\nlevel: 1\n# grimoire-disable-next-line\rschool: bogus\ncasting_time: 3\nrange: self\ncomponents: [V]\nduration: 1 round\n');
    const r = cli(dir, home, ['lint', '-f', 'json', 'quiet.spell.yaml']);
    expect(r.status).toBe(1);
    const rep = report(r.stdout);
    expect(rep.messages.map((m) => [m.line, m.message.includes('casting_time')])).toEqual([[5, true]]);
  });
});

describe('the CLI: NEL, LS and PS, line breaks to YAML 1.1 readers', () => {
  it('a file whose modeline comment holds a spell after NELs: two yaml/yaml11 warnings naming what PyYAML reads; --fail-severity warning fails', () => {
    const { dir, home } = tempRepo();
    put(dir, 'x.yaml', NEL_FILE);
    const r = cli(dir, home, ['lint', '-f', 'json', 'x.yaml']);
    const rep = report(r.stdout);
    expect(rep.messages.map((m) => [m.ruleId, m.severity, m.line, m.column])).toEqual([
      ['yaml/yaml11', 1, 1, 11],
      ['yaml/yaml11', 1, 1, 19],
    ]);
    expect(rep.messages[0]!.message).toContain('`name: X`');
    expect(rep.messages[1]!.message).toContain('`level: 99`');
    expect(rep.messages[0]!.message).toMatch(/YAML 1\.1.*PyYAML/);
    expect(cli(dir, home, ['lint', '--fail-severity', 'warning', 'x.yaml']).status).toBe(1);
  });

  it('LS in a comment between spells, PS in a quoted value: one warning each, with a fix every reader reads alike', () => {
    const { dir, home } = tempRepo();
    const text = `spells:\n${ITEM('Fireball')}  # next\u2028  - name: Hidden\n${ITEM('Fire\u2029 Bolt').replace('name: Fire\u2029 Bolt', 'name: "Fire\u2029 Bolt"')}`;
    put(dir, 'two.spells.yaml', text);
    const r = cli(dir, home, ['lint', '-f', 'json', 'two.spells.yaml']);
    const rep = report(r.stdout);
    expect(rep.errorCount).toBe(0);
    expect(rep.messages.map((m) => [m.ruleId, m.line])).toEqual([
      ['yaml/yaml11', 9],
      ['yaml/yaml11', 10],
    ]);
    expect(rep.messages[0]!.message).toContain('`- name: Hidden`');
    // The fixes: a space in the comment, the escape \P in the double-quoted name.
    const fixed = cli(dir, home, ['lint', '--fix', '--fail-severity', 'warning', 'two.spells.yaml']);
    expect(fixed.status).toBe(0);
    const after = service.analyze(readFileSync(`${dir}/two.spells.yaml`, 'utf8'));
    expect(after.diagnostics).toEqual([]);
    expect(after.spells.map((s) => s.name)).toEqual(['Fireball', 'Fire\u2029 Bolt']);
  });
});

describe('the service: a file written with lone CRs is its LF twin', () => {
  const yamlFiles = (d: string): string[] =>
    readdirSync(d).flatMap((f) => {
      const p = join(d, f);
      return statSync(p).isDirectory() ? yamlFiles(p) : /\.ya?ml$/.test(f) ? [p] : [];
    });

  it('every sample and fixture: the same findings at the same offsets, and --fix the same edits, with CRs inserted where the twin gets LFs', () => {
    let fixedFiles = 0;
    const all = [...yamlFiles(join(ROOT, 'samples')), ...yamlFiles(join(ROOT, 'test/fixtures'))];
    for (const f of all) {
      const lf = readFileSync(f, 'utf8').replace(/\r\n/g, '\n');
      const cr = lf.replace(/\n/g, '\r');
      const a = fixAll(service, lf);
      const b = fixAll(service, cr);
      const shape = (r: typeof a) => r.analysis.diagnostics.map((d) => [d.code, d.start, d.end, messageIn('en', d)]);
      expect(shape(b), f).toEqual(shape(a));
      expect(b.fixed, f).toBe(a.fixed);
      expect(b.text.replace(/\r/g, '\n'), f).toBe(a.text);
      if (a.fixed > 0) fixedFiles++;
    }
    // Not vacuous: the samples and fixtures hold files, and some with fixes.
    expect(all.length).toBeGreaterThan(50);
    expect(fixedFiles).toBeGreaterThan(3);
  });
});

/** Race a promise against a deadline (a bound on an answer, not a timing measurement). */
function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  return Promise.race([p, new Promise<T>((_, rej) => (timer = setTimeout(() => rej(new Error(`${what}: no answer within ${ms} ms`)), ms)))]).finally(() => clearTimeout(timer));
}

describe('the language server: the same line breaks', () => {
  let client: TestClient;
  beforeAll(async () => {
    client = new TestClient();
    await client.initialize();
  });
  afterAll(async () => {
    await client.close();
  });

  async function open(name: string, text: string): Promise<PublishParams> {
    const uri = `file:///tmp/security/line-breaks/${name}`;
    await client.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text } });
    return within(client.diagnostics((d) => d.uri === uri && d.version === 1), 20_000, name);
  }

  const shape = (p: PublishParams) => p.diagnostics.map((d) => `${d.range.start.line}:${d.range.start.character} ${d.code}`).sort();

  it('the spell after `# next<CR>` gets its 6 errors, on LSP lines (a lone CR ends a line)', async () => {
    const p = await open('hidden-item.spells.yaml', HIDDEN_ITEM);
    expect(shape(p)).toEqual(['10:11 schema/range', '11:12 schema/enum', '9:4 schema/required', '9:4 schema/required', '9:4 schema/required', '9:4 schema/required']);
  });

  it('the `# grimoire<CR>` file gets its 6 errors', async () => {
    const p = await open('hidden-file.yaml', HIDDEN_FILE);
    expect(p.diagnostics).toHaveLength(6);
    expect(p.diagnostics.filter((d) => d.code === 'schema/required')).toHaveLength(5);
  });

  it('the NEL file gets its two yaml/yaml11 warnings', async () => {
    const p = await open('nel.yaml', NEL_FILE);
    expect(shape(p)).toEqual(['0:10 yaml/yaml11', '0:18 yaml/yaml11']);
  });

  it('a lone CR typed into the comment (and taken out again) publishes what a fresh open of each text publishes', async () => {
    const uri = 'file:///tmp/security/line-breaks/typed.spells.yaml';
    const clean = `spells:\n${ITEM('Fireball')}# next   - name: Broken\n${ITEM('Second')}`;
    let doc = TextDocument.create(uri, 'yaml', 1, clean);
    await client.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text: clean } });
    const first = await within(client.diagnostics((d) => d.uri === uri && d.version === 1), 20_000, 'open');
    expect(first.diagnostics).toEqual([]);
    const at = clean.indexOf('   - name: Broken');
    let version = 1;
    for (const text of ['\r', ' ']) {
      version++;
      const change = { range: { start: doc.positionAt(at), end: doc.positionAt(at + 1) }, text };
      doc = TextDocument.update(doc, [change], version);
      await client.conn.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [change] });
      const edited = await within(client.diagnostics((d) => d.uri === uri && d.version === version), 20_000, `edit ${version}`);
      const fresh = await open(`fresh-${version}.spells.yaml`, doc.getText());
      expect(shape(edited)).toEqual(shape(fresh));
      // With the CR: `Broken` (line 9) lacks level, school, casting_time, range, components and duration; without it, a comment.
      expect(edited.diagnostics.length).toBe(text === '\r' ? 6 : 0);
    }
  });
});
