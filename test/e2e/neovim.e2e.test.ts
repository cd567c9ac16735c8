/**
 * The language server in Neovim's built-in LSP client (Debian's neovim,
 * 0.7.2): headless nvim with test/e2e/nvim/init.lua starts
 * `node dist/server.js --stdio` for YAML buffers; probe() asks for
 * diagnostics, hovers, code actions and re-validation after an edit, and
 * writes JSON that the tests read. A terminal client gets footprints as ASCII
 * grids in hovers, never markdown images (the hover text goes to
 * test-results/e2e/nvim-hover-area.txt, and with GRIMOIRE_E2E_DOCS=1 to
 * docs/images/nvim-hover-area.txt). Skips when nvim is not installed (and the
 * e2e setup was never run); fails when it was and something is broken.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METHOD_NAMES } from '../../server/src/service/features/method-names';
import { corpusText, skipMessage } from '../helpers/corpus';
import { availability, docsImage, ensureServerBuilt, note, resultsDir, ROOT, runCommand, SERVER_JS, versionOf } from './harness/env';
import { explainSpells, fixtureLine, hoverShowsSchema } from './harness/expect';

const INIT = path.join(ROOT, 'test', 'e2e', 'nvim', 'init.lua');
const FIXTURES = path.join(ROOT, 'test', 'e2e', 'fixtures');
const BAD = 'bad.spell.yaml';
const CONE = 'cone.spell.yaml';
/** The SRD 5.1 corpus converted in memory and written into the temp work folder only; a project sample stands in where ../shared is absent. */
const SRD_TEXT = corpusText('srd');
const SRD = SRD_TEXT === undefined ? 'samples/dnd5e/wizard-staples.spells.yaml' : 'corpus/srd-5.1.spells.yaml';
const FIREBALL = 'samples/dnd5e/fireball.spell.yaml';

interface NvimDiagnostic {
  line: number;
  col: number;
  severity: number;
  code?: string;
  message: string;
}

/** What init.lua's probe() writes. */
interface ProbeResult {
  error?: string;
  nvim?: string;
  got_diagnostics?: boolean;
  diagnostics_ms?: number;
  diagnostics?: NvimDiagnostic[];
  hovers?: Array<{ key: string; line: number; text: string }>;
  actions?: Array<{ title: string; kind?: string; edits: Array<{ line: number; newText: string }> }>;
  actions_error?: string;
  got_fresh_diagnostics?: boolean;
  fresh_ms?: number;
  after_edit?: NvimDiagnostic[];
  edited_line?: string;
  references?: Array<{ file: string; line: number; col: number }>;
  references_error?: string;
}

const avail = availability(['nvim']);
if (!avail.run) note(`Neovim suite SKIPPED: ${avail.skipReason}`);

describe.skipIf(!avail.run)('Neovim 0.7 built-in LSP client', () => {
  let tmp = '';
  let runs = 0;

  beforeAll(async () => {
    if (avail.brokenReason) throw new Error(avail.brokenReason);
    note(`using ${versionOf('nvim')}`);
    await ensureServerBuilt();
    tmp = mkdtempSync(path.join(os.tmpdir(), 'grimoire-e2e-nvim-'));
    mkdirSync(path.join(tmp, 'work', 'samples'), { recursive: true });
    cpSync(path.join(FIXTURES, BAD), path.join(tmp, 'work', BAD));
    cpSync(path.join(FIXTURES, CONE), path.join(tmp, 'work', CONE));
    cpSync(path.join(ROOT, 'samples'), path.join(tmp, 'work', 'samples'), { recursive: true });
    if (SRD_TEXT === undefined) note(skipMessage('neovim.e2e.test.ts', ['srd']) + ` The CLI comparison uses ${SRD}.`);
    else {
      mkdirSync(path.join(tmp, 'work', 'corpus'), { recursive: true });
      writeFileSync(path.join(tmp, 'work', SRD), SRD_TEXT);
    }
  }, 300_000);

  afterAll(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  /** Run headless nvim on a workspace file (of `work`, the temp work folder by default) with probe() and return its JSON. */
  async function probe(file: string, env: Record<string, string> = {}, work = path.join(tmp, 'work')): Promise<ProbeResult> {
    const n = ++runs;
    const out = path.join(tmp, `probe-${n}.json`);
    const xdg = path.join(tmp, `xdg-${n}`);
    const r = await runCommand(
      'timeout',
      ['-k', '5', '60', 'nvim', '--headless', '--clean', '-n', '-u', INIT, file, '-c', 'lua probe()'],
      {
        cwd: work,
        timeoutMs: 70_000,
        env: {
          ...process.env,
          HOME: xdg,
          XDG_CONFIG_HOME: path.join(xdg, 'config'),
          XDG_DATA_HOME: path.join(xdg, 'data'),
          XDG_CACHE_HOME: path.join(xdg, 'cache'),
          XDG_STATE_HOME: path.join(xdg, 'state'),
          GRIMOIRE_SERVER: SERVER_JS,
          GRIMOIRE_OUT: out,
          ...env,
        },
      },
    );
    const lspLog = path.join(xdg, 'cache', 'nvim', 'lsp.log');
    const keep = path.join(resultsDir(), `nvim-${n}-${path.basename(file)}`);
    if (existsSync(out)) cpSync(out, `${keep}.json`);
    if (existsSync(lspLog)) cpSync(lspLog, `${keep}.lsp.log`);
    if (r.code !== 0 || !existsSync(out)) {
      writeFileSync(`${keep}.output.txt`, `${r.stdout}\n${r.stderr}`);
      throw new Error(`nvim exited ${r.code}${r.code === 124 ? ' (timed out)' : ''} without results for ${file}; output: ${(r.stdout + r.stderr).slice(-2000)}; lsp log: ${existsSync(lspLog) ? readFileSync(lspLog, 'utf8').slice(-2000) : 'none'}`);
    }
    const res = JSON.parse(readFileSync(out, 'utf8')) as ProbeResult;
    if (res.error) throw new Error(`probe() failed in nvim for ${file}: ${res.error}`);
    note(`nvim ${res.nvim} on ${file}: run ${r.ms} ms, first diagnostics ${res.diagnostics_ms} ms${res.fresh_ms !== undefined ? `, fresh diagnostics ${res.fresh_ms} ms after the edit` : ''}`);
    return res;
  }

  it('finds the references of a spell across files (a tag in another spell, two list entries, and its own name)', async () => {
    // A workspace of its own (the spell names of test/e2e/fixtures/workspace also occur in samples/).
    const ws = path.join(tmp, 'workspace');
    cpSync(path.join(FIXTURES, 'workspace'), ws, { recursive: true });
    // Fireball's name starts at column 7 of line 1 (`name: Fireball`).
    const r = await probe('spells/fireball.spell.yaml', { GRIMOIRE_REFERENCES: '1,7' }, ws);
    expect(r.references_error).toBeUndefined();
    // By hand from the fixtures: the list's `  wizard: [Fireball, ...]` (line 4, after 2 + 9 characters: column 12) and
    // `    - Fireball` (line 6, column 7), its own name (line 1, column 7), and the tag in missile.spell.yaml's
    // `description: Three darts; weaker than {@spell Fireball}.` (line 11, after 13 + 25 + 8 characters: column 47).
    expect(r.references).toEqual([
      { file: 'lists/classes.spell-list.yaml', line: 4, col: 12 },
      { file: 'lists/classes.spell-list.yaml', line: 6, col: 7 },
      { file: 'spells/fireball.spell.yaml', line: 1, col: 7 },
      { file: 'spells/missile.spell.yaml', line: 11, col: 47 },
    ]);
  });

  const levelLine = fixtureLine(path.join(FIXTURES, BAD), 'level:');
  const schoolLine = fixtureLine(path.join(FIXTURES, BAD), 'school:');

  it('publishes diagnostics at the right lines with their codes', async () => {
    const r = await probe(BAD);
    expect(r.got_diagnostics).toBe(true);
    const seen = (r.diagnostics ?? []).map((d) => `${d.line}:${d.code}`);
    expect(seen).toContain(`${levelLine}:schema/range`);
    expect(seen).toContain(`${schoolLine}:schema/enum`);
    const level = r.diagnostics!.find((d) => d.code === 'schema/range')!;
    expect(level.severity).toBe(1);
    expect(level.col).toBe(8);
    expect(level.message).toMatch(/at most 9/);
  });

  it("answers hovers with the schema's description of the key", async () => {
    const r = await probe(BAD, { GRIMOIRE_HOVER: 'level,school' });
    const level = r.hovers?.find((h) => h.key === 'level');
    const school = r.hovers?.find((h) => h.key === 'school');
    expect(level?.line).toBe(levelLine);
    expect(hoverShowsSchema(level?.text ?? '', 'level'), `hover over level: ${JSON.stringify(level?.text)}`).toBe(true);
    expect(hoverShowsSchema(school?.text ?? '', 'school'), `hover over school: ${JSON.stringify(school?.text)}`).toBe(true);
  });

  it('answers a hover over area: with the footprint as an ASCII grid in a code block (no image)', async () => {
    const fb = explainSpells(FIREBALL)[0]!;
    const squares = Object.entries(fb.area?.squares ?? {}) as Array<[keyof typeof METHOD_NAMES, number]>;
    expect(squares.length, `grimoire explain gives no squares for ${FIREBALL}`).toBeGreaterThan(0);
    const r = await probe(FIREBALL, { GRIMOIRE_HOVER: 'area' });
    const area = r.hovers?.find((h) => h.key === 'area');
    expect(area?.line).toBe(fixtureLine(path.join(ROOT, FIREBALL), 'area:'));
    const text = area?.text ?? '';
    writeFileSync(path.join(resultsDir(), 'nvim-hover-area.txt'), text + '\n');
    const doc = docsImage('nvim-hover-area.txt');
    if (doc) writeFileSync(doc, text + '\n');
    // Terminal clients get no image: the server knows nvim by its clientInfo name.
    expect(text).not.toContain('data:image');
    expect(text).not.toMatch(/!\[[^\]]*\]\(/);
    for (const [m, n] of squares) expect(text, `the squares table row for ${m}`).toMatch(new RegExp(`\\|\\s*${METHOD_NAMES[m]}\\s*\\|\\s*${n}\\s*\\|`));
    const block = /```text\n([\s\S]*?)\n```/.exec(text);
    expect(block, `no \`\`\`text code block in the hover: ${JSON.stringify(text.slice(0, 800))}`).not.toBeNull();
    const lines = block![1]!.split('\n');
    const legend = lines.pop()!;
    const [method, count] = squares[0]!;
    expect(legend, `the grid's legend (default method ${method})`).toMatch(new RegExp(`^# affected \\(${count} squares? of 5 ft\\)`));
    expect(lines.length).toBeGreaterThan(2);
    for (const l of lines) expect(l, 'a grid row holds only # . | - +').toMatch(/^[#.|+-]+$/);
    expect(lines.join('').split('#').length - 1, 'affected cells drawn').toBe(count);
    expect(lines.filter((l) => l.includes('+')), 'one origin mark').toHaveLength(1);
    note(`nvim area hover: ${lines.length}-row ASCII grid, ${count} # cells (${METHOD_NAMES[method]})`);
  });

  it('answers a code action request with the quick fix for a cone spell', async (ctx) => {
    const r = await probe(CONE, { GRIMOIRE_ACTIONS: '1' });
    expect(r.actions_error).toBeUndefined();
    const actions = r.actions ?? [];
    if (actions.length === 0) {
      const why = `the server offers no code action for ${CONE} yet (diagnostics: ${JSON.stringify((r.diagnostics ?? []).map((d) => d.code))})`;
      note(`code action test SKIPPED: ${why}`);
      ctx.skip(why);
      return;
    }
    const rangeLine = fixtureLine(path.join(FIXTURES, CONE), 'range:');
    const fix = actions.find((a) => /self/i.test(a.title) && /cone/i.test(a.title));
    expect(fix, `actions offered: ${JSON.stringify(actions.map((a) => a.title))}`).toBeDefined();
    expect(fix!.kind).toBe('quickfix');
    expect(fix!.edits).toContainEqual({ line: rangeLine, newText: expect.stringMatching(/self \(60-foot cone\)/i) });
  });

  it('re-validates after an edit (nvim_buf_set_lines) and publishes fresh diagnostics', async () => {
    const r = await probe(BAD, { GRIMOIRE_EDIT_LINE: String(levelLine), GRIMOIRE_EDIT_TEXT: 'level: 3' });
    expect(r.edited_line).toBe('level: 3');
    expect(r.got_fresh_diagnostics).toBe(true);
    const after = (r.after_edit ?? []).map((d) => `${d.line}:${d.code}`);
    expect(after).not.toContain(`${levelLine}:schema/range`);
    expect(after).toContain(`${schoolLine}:schema/enum`);
  });

  it('agrees with the CLI on a real sample (same lines and codes)', async () => {
    const cli = spawnSync('node', [path.join(ROOT, 'dist', 'cli.js'), 'lint', '-f', 'json', SRD], { cwd: path.join(tmp, 'work'), encoding: 'utf8', timeout: 120_000 });
    const report = JSON.parse(cli.stdout) as Array<{ messages: Array<{ line: number; ruleId: string }> }>;
    const expected = report.flatMap((f) => f.messages.map((m) => `${m.line}:${m.ruleId}`)).sort();
    const r = await probe(SRD);
    expect(r.got_diagnostics).toBe(true);
    // The CLI reports errors, warnings and info findings; hints live in the editor only.
    const seen = (r.diagnostics ?? []).filter((d) => d.severity <= 3).map((d) => `${d.line}:${d.code}`).sort();
    expect(seen).toEqual(expected);
  });
});
