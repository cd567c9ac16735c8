/**
 * The web build in real VS Code for the Web: code-server 4.100.3 serves the
 * workbench to headless Chromium, and the extension is installed from a
 * variant of the .vsix whose manifest has no `main`, only `browser`
 * (harness/env.ts packageWebOnly): VS Code can run it nowhere but in its web
 * worker extension host, as vscode.dev and github.dev do. The suite checks
 * that this is where it runs (the language server is a worker that the
 * ExtensionHostWorker started, with no Node in it, and code-server started
 * no Node process for it), then what a user sees: squiggles and Problems
 * rows, a hover, the cone quick fix, the Fireball area hover with its
 * picture, the summary inlay hint, the preview, a Foundry item's warning,
 * completion of a value, a file's spells as its symbols, the code lenses
 * once `grimoire.codeLens` is on, go to definition (F12) from a `{@spell}`
 * tag into a file no editor has open (the worker's workspace index reads it
 * through the client), a file of a virtual workspace (served
 * under github.dev's vscode-vfs scheme by a test-only extension,
 * fixtures/vfs-extension), and the messages in Ukrainian after
 * `grimoire.locale` changes. Expected figures
 * come from the fixtures, the built CLI (`explain --json`, `lint --locale uk`)
 * and the Node server (harness/lsp-probe.ts): the other builds are the oracle.
 * Screenshots: test-results/e2e/vscode-web-*.png.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METHOD_NAMES } from '../../server/src/service/index';
import { availability, CODE_SERVER_BIN, note, packageExtension, packageFixtureExtension, packageWebOnly, ROOT, versionOf, waitFor } from './harness/env';
import { explainSpells, fixtureLine, hoverShowsSchema, type ExplainedSpell } from './harness/expect';
import { drawnCodeLenses, editorSymbols, suggestions } from './harness/editor-widgets';
import { codeActions, codeLenses, completionLabels, hintText, inlayHints, symbolNames } from './harness/lsp-probe';
import { VSCodeSession } from './harness/vscode';

const FIXTURES = path.join(ROOT, 'test', 'e2e', 'fixtures');
const BAD = 'bad.spell.yaml';
const CONE = 'cone.spell.yaml';
const FIREBALL = 'samples/dnd5e/fireball.spell.yaml';
const FOUNDRY = 'packs/_source/homebrew/ember-ring.yml';
/** A file of six spells (counted by hand: six `  - name:` lines). */
const STAPLES = 'samples/dnd5e/wizard-staples.spells.yaml';
const STAPLES_SPELLS = 6;
/** A copy of BAD that the test-only vscode-vfs extension (fixtures/vfs-extension) serves as vscode-vfs://github/e2e/repo/virtual.spell.yaml. */
const VIRTUAL = 'virtual.spell.yaml';
/** A spell naming Magic Missile in a `{@spell}` tag; Magic Missile is samples/dnd5e/magic-missile.spell.yaml, which no test opens. */
const TAGGED = 'tagged.spell.yaml';
const MISSILE = 'samples/dnd5e/magic-missile.spell.yaml';
const FOUNDRY_FIXTURE = path.join(ROOT, 'test', 'fixtures', 'foundry', 'ember-ring.yml');
/** The name the web client gives the server's worker (client/src/browser-main.ts); VS Code prefixes its creator's. */
const SERVER_WORKER = 'ExtensionHostWorker -> grimoire-language-server';

/** `method  count` as a rendered markdown table row reads. */
function countRow(method: string, count: number): RegExp {
  return new RegExp(`(^|\\n)\\s*${method.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+${count}(\\s|$)`);
}

/** What the built CLI says of a file's findings in a language: `[line, message]` pairs. */
function cliMessages(file: string, locale: string): Array<[number, string]> {
  const r = spawnSync(process.execPath, [path.join(ROOT, 'bin', 'grimoire.js'), 'lint', '--locale', locale, '-f', 'json', file], { encoding: 'utf8', timeout: 60_000 });
  const report = JSON.parse(r.stdout) as Array<{ messages: Array<{ line: number; message: string }> }>;
  return report[0]!.messages.map((m) => [m.line, m.message]);
}

const avail = availability(['code-server', 'playwright-core', 'chromium']);
if (!avail.run) note(`VS Code web suite SKIPPED: ${avail.skipReason}`);

describe.skipIf(!avail.run)('VS Code for the Web: the browser build in the web worker extension host (code-server 4.100.3 + headless Chromium)', () => {
  let current: VSCodeSession | undefined;
  let manifest: Record<string, unknown> = {};
  let fireball: ExplainedSpell | undefined;
  const session = (): VSCodeSession => {
    if (!current) throw new Error('code-server session did not start (see the beforeAll error above)');
    return current;
  };

  beforeAll(async () => {
    if (avail.brokenReason) throw new Error(avail.brokenReason);
    note(`using ${versionOf(CODE_SERVER_BIN)}`);
    await packageExtension();
    const web = await packageWebOnly();
    manifest = web.manifest;
    note(`packaged the web-only variant ${web.vsix} in ${web.ms} ms`);
    fireball = explainSpells(FIREBALL)[0];
    // A file beside each folder keeps the explorer from compacting packs/_source/homebrew into one row.
    const beside = path.join(ROOT, 'docs', 'interop.md');
    // github.dev's file system, played by a test-only extension (no network here).
    const vfs = await packageFixtureExtension(path.join(FIXTURES, 'vfs-extension'));
    current = await VSCodeSession.start([web.vsix, vfs], {
      name: 'vscode-web',
      copies: {
        samples: path.join(ROOT, 'samples'),
        [BAD]: path.join(FIXTURES, BAD),
        [CONE]: path.join(FIXTURES, CONE),
        [VIRTUAL]: path.join(FIXTURES, BAD),
        [TAGGED]: path.join(FIXTURES, TAGGED),
        [FOUNDRY]: FOUNDRY_FIXTURE,
        'packs/notes.md': beside,
        'packs/_source/notes.md': beside,
      },
    });
  }, 300_000);

  afterAll(async () => {
    await current?.close();
  }, 60_000);

  const levelLine = fixtureLine(path.join(FIXTURES, BAD), 'level:');
  const schoolLine = fixtureLine(path.join(FIXTURES, BAD), 'school:');

  it('runs in the web worker extension host: the language server is a worker the ExtensionHostWorker started, with no Node', async () => {
    const vs = session();
    // The installed manifest leaves VS Code no Node entry point to run.
    expect(manifest.main).toBeUndefined();
    expect(manifest.browser).toBe('./dist/client-web.js');
    await vs.step('web-squiggles', async () => {
      const t0 = Date.now();
      await vs.openFile(BAD);
      await vs.waitForSquiggles(BAD, [levelLine, schoolLine], 'error', 60_000);
      note(`web build: squiggles ${Date.now() - t0} ms after opening ${BAD} (extension activation and worker start included)`);
    });
    const workers = await Promise.all(
      vs.page.workers().map(async (w) => ({ url: w.url(), ...(await w.evaluate(() => {
        const g = globalThis as unknown as Record<string, unknown> & { name?: string; constructor: { name: string } };
        return { name: String(g.name ?? ''), scope: g.constructor.name, process: typeof g.process, require: typeof g.require, importScripts: typeof g.importScripts };
      })) })),
    );
    note(`page workers: ${JSON.stringify(workers.map((w) => w.name))}`);
    const server = workers.find((w) => w.name === SERVER_WORKER);
    expect(server, `no worker named ${JSON.stringify(SERVER_WORKER)} among ${JSON.stringify(workers)}`).toBeDefined();
    expect(server).toMatchObject({ scope: 'DedicatedWorkerGlobalScope', process: 'undefined', require: 'undefined', importScripts: 'function' });
    expect(workers.map((w) => w.name)).toContain('ExtensionHostWorker');
    // code-server started its Node extension host (for other extensions), but no Grimoire server process.
    const lines = vs.groupCommandLines();
    expect(lines.some((l) => /code-server|server-main/.test(l)), `code-server's processes: ${JSON.stringify(lines)}`).toBe(true);
    expect(lines.filter((l) => /dist\/server\.js/.test(l))).toEqual([]);
  });

  it('lists the problems with their messages, codes and lines', async () => {
    const vs = session();
    await vs.step('web-problems-panel', async () => {
      const rows = await vs.problems((r) => r.some((x) => x.includes('schema/range')) && r.some((x) => x.includes('schema/enum')));
      const range = rows.find((r) => r.includes('schema/range'))!;
      expect(range).toMatch(/`?level`? must be at most 9, not 12/);
      expect(range).toContain(`[Ln ${levelLine}, Col 8]`);
      expect(rows.find((r) => r.includes('schema/enum'))).toContain(`[Ln ${schoolLine}, Col 9]`);
    });
  });

  it("hovers a key and shows the schema's description of it", async () => {
    const vs = session();
    await vs.step('web-hover-level', async () => {
      await vs.hover(BAD, 'level:', 'level', (t) => hoverShowsSchema(t, 'level'), 30_000);
    });
    await vs.mouseAway();
  });

  it('applies the quick fix for a cone spell whose range is not Self', async () => {
    const vs = session();
    // Oracle: the Node server's fix for the same file; the web build must offer and apply it.
    const file = path.join(FIXTURES, CONE);
    const text = readFileSync(file, 'utf8');
    const actions = await codeActions(file, text, 0, text.split('\n').length);
    const fix = actions.find((a) => /self/i.test(a.title) && /cone/i.test(a.title));
    expect(fix, `the Node server offers ${JSON.stringify(actions.map((a) => a.title))}`).toBeDefined();
    const diag = fix!.diagnostics![0]!;
    const want = Object.values(fix!.edit?.changes ?? {}).flat().map((e) => e.newText.trim()).filter(Boolean);
    expect(want.length).toBeGreaterThan(0);
    await vs.step('web-quick-fix', async () => {
      await vs.openFile(CONE);
      await vs.problems((r) => r.some((x) => x.includes(String(diag.code))));
      await vs.focusEditor(CONE);
      await vs.goTo(diag.range.start.line + 1, diag.range.start.character + 1);
      await vs.applyCodeAction(fix!.title, () => vs.screenshot('web-quick-fix-menu'));
      for (const w of want) await expect.poll(() => vs.editorText(CONE), { timeout: 10_000 }).toContain(w);
      await vs.problems((r) => !r.some((x) => x.includes(String(diag.code))));
    });
  });

  it('hovers `area:` of Fireball: the squares per grid method and a footprint picture the browser rendered', async () => {
    const vs = session();
    const squares = Object.entries(fireball?.area?.squares ?? {}) as Array<[keyof typeof METHOD_NAMES, number]>;
    expect(squares.length, `grimoire explain gives no squares for ${FIREBALL}`).toBeGreaterThan(1);
    await vs.withViewport({ width: 1400, height: 1300 }, () =>
      vs.step('web-hover-area', async () => {
        await vs.openFile(FIREBALL);
        await vs.hover(FIREBALL, 'area:', 'area', (t) => squares.every(([m, n]) => countRow(METHOD_NAMES[m], n).test(t)), 30_000);
        const img = await waitFor('a rendered footprint <img> in the hover', async () => (await vs.hoverImages()).find((i) => i.src.startsWith('data:image/svg+xml;base64,') && i.complete && i.naturalWidth > 0), 10_000);
        note(`web build: area hover picture ${img.naturalWidth}x${img.naturalHeight}`);
        const ed = await vs.regionOf([vs.editor(FIREBALL)], 0);
        const box = await vs.regionOf([vs.visibleHover(), vs.editor(FIREBALL).locator('.view-line', { hasText: 'area:' }).first()], 20);
        const clip = ed && box ? { x: ed.x, y: Math.max(ed.y, box.y), width: Math.min(ed.width, box.x + box.width - ed.x), height: box.height } : undefined;
        await vs.screenshot('web-hover-area-crop', { clip });
      }),
    );
    await vs.mouseAway();
  });

  it("shows the spell's summary as an inlay hint after its name", async () => {
    const vs = session();
    const file = path.join(ROOT, FIREBALL);
    const sent = (await inlayHints(file, readFileSync(file, 'utf8'))).filter((h) => h.position.line === fireball!.line - 1).map((h) => hintText(h).trim());
    expect(sent.length, 'the Node server sends an inlay hint on the name line').toBeGreaterThan(0);
    await vs.step('web-inlay-hint', async () => {
      await waitFor(`the inlay hint ${JSON.stringify(sent[0])}`, async () => ((await vs.inlayHintsOn(FIREBALL, 'name:'))?.hints ?? []).map((h) => h.text).join('').trim() === sent[0], 20_000);
    });
  });

  it('opens the preview to the side, with the card and the area picture', async () => {
    const vs = session();
    await vs.step('web-preview', async () => {
      await vs.focusEditor(FIREBALL);
      await vs.goTo(fireball!.line, 1);
      await vs.runCommand('Grimoire: Open Preview to the Side');
      await vs.webviewText('.card h1', (t) => t === fireball!.name, 30_000);
      await vs.page.locator('.tabs-container .tab', { hasText: `Preview: ${fireball!.name}` }).first().waitFor();
      await waitFor('the footprint picture (an <svg>) in the preview card', async () => {
        for (const f of await vs.framesWith('.card svg')) if (((await f.locator('.card svg').first().boundingBox().catch(() => null))?.height ?? 0) > 0) return true;
        return false;
      }, 15_000);
    });
  });

  it('finds a Foundry item by its content and warns on its concentration property', async () => {
    const vs = session();
    const concLine = fixtureLine(FOUNDRY_FIXTURE, '- concentration');
    await vs.step('web-foundry', async () => {
      await vs.openFile(FOUNDRY);
      await vs.waitForSquiggles(FOUNDRY, [concLine], 'warning', 30_000);
      await vs.problems((r) => r.some((x) => x.includes('5e/concentration-duration') && x.includes(`[Ln ${concLine}, `)));
    });
  });

  it('completes the value of `school:` from the schema, and inserts the school picked', async () => {
    const vs = session();
    const file = path.join(FIXTURES, CONE);
    const line = fixtureLine(file, 'school:');
    const lines = readFileSync(file, 'utf8').split('\n');
    const original = lines[line - 1]!;
    const key = 'school: ';
    const value = original.slice(key.length);
    // Oracle: the Node server's completion for the same text with the value cleared.
    const want = await completionLabels(file, lines.map((l, i) => (i === line - 1 ? key : l)).join('\n'), line - 1, key.length);
    // The schema's eight schools of magic (counted by hand), the file's one among them.
    expect(want).toHaveLength(8);
    expect(want).toContain(value);
    await vs.step('web-completion', async () => {
      await vs.openFile(CONE);
      await vs.focusEditor(CONE);
      await vs.goTo(line, key.length + 1);
      await vs.page.keyboard.press('Shift+End');
      await vs.page.keyboard.press('Delete');
      const shown = await suggestions(vs, (l) => want.every((w) => l.includes(w)));
      note(`web build: suggestions after ${JSON.stringify(key)}: ${JSON.stringify(shown)}`);
      await vs.screenshot('web-completion-list');
      await vs.page.keyboard.type(value.slice(0, 3));
      await waitFor(`"${value}" focused in the suggest widget`, async () => ((await vs.page.locator('.suggest-widget.visible .monaco-list-row.focused').first().textContent().catch(() => '')) ?? '').includes(value), 10_000);
      await vs.page.keyboard.press('Enter');
      await expect.poll(() => vs.editorText(CONE), { timeout: 10_000 }).toContain(original);
    });
  });

  it('lists the spells of a file as its symbols (Go to Symbol in Editor, as the outline does)', async () => {
    const vs = session();
    const file = path.join(ROOT, STAPLES);
    // Oracle: the Node server's document symbols.
    const want = await symbolNames(file, readFileSync(file, 'utf8'));
    expect(want).toHaveLength(STAPLES_SPELLS);
    await vs.step('web-symbols', async () => {
      await vs.openFile(STAPLES);
      await vs.focusEditor(STAPLES);
      const names = await editorSymbols(vs, (n) => n.length >= want.length, 20_000);
      expect(names).toEqual(want);
    });
  });

  it('draws the summary code lens above each spell once grimoire.codeLens is on', async () => {
    const vs = session();
    const file = path.join(ROOT, STAPLES);
    const text = readFileSync(file, 'utf8');
    // Oracle: the Node server's lenses with the same setting. A spell gets one when there is
    // something to sum up (a save, damage or an area): by hand, three of the six, on their name lines.
    const want = await codeLenses(file, text);
    const nameLines = ['Thunderwave', 'Lightning Bolt', 'Spirit Guardians'].map((n) => text.split('\n').indexOf(`  - name: ${n}`));
    expect(want.map((l) => l.line)).toEqual(nameLines);
    vs.writeWorkspaceSettings({ 'grimoire.codeLens': true });
    await vs.withViewport({ width: 1400, height: 1300 }, () =>
      vs.step('web-code-lens', async () => {
        await vs.openFile(STAPLES);
        await vs.focusEditor(STAPLES);
        await vs.goTo(1, 1);
        // Only the lenses of lines on screen are drawn: the first ones, in the file's order.
        const drawn = await drawnCodeLenses(vs, STAPLES, (t) => t.length >= 2 && t.every((x, i) => x === want[i]!.title), 30_000);
        note(`web build: code lenses drawn ${JSON.stringify(drawn)}`);
      }),
    );
  });

  it('goes to the definition of a `{@spell}` tag in a file no editor has open: the worker indexed the workspace through the client', async () => {
    const vs = session();
    // Positions by hand: the tag's name starts after `description: Like {@spell ` (26 characters); Magic Missile's `name:` is on line 3 of its file, its value at column 7.
    const tagLine = fixtureLine(path.join(FIXTURES, TAGGED), 'description:');
    const nameLine = fixtureLine(path.join(ROOT, MISSILE), 'name:');
    expect([tagLine, nameLine]).toEqual([13, 3]);
    await vs.step('web-definition-across-files', async () => {
      await vs.openFile(TAGGED);
      await vs.focusEditor(TAGGED);
      await vs.goTo(tagLine, 27 + 3);
      await vs.page.keyboard.press('F12');
      await vs.page.locator('.tabs-container .tab.active', { hasText: 'magic-missile.spell.yaml' }).waitFor({ timeout: 30_000 });
      await vs.page.locator('.statusbar-item', { hasText: `Ln ${nameLine}, Col 7` }).first().waitFor({ timeout: 10_000 });
    });
  });

  it('checks a file of a virtual workspace, as github.dev serves it (the vscode-vfs scheme): squiggles and a hover', async () => {
    const vs = session();
    await vs.step('web-virtual-workspace', async () => {
      await vs.runCommand('Grimoire E2E: Open virtual.spell.yaml from vscode-vfs');
      const ed = vs.editor(VIRTUAL);
      await ed.locator('.view-line').first().waitFor();
      // The file: copy beside it is never opened, so this editor is the vscode-vfs document's.
      expect(await ed.getAttribute('data-uri')).toBe(`vscode-vfs://github/e2e/repo/${VIRTUAL}`);
      await vs.waitForSquiggles(VIRTUAL, [levelLine, schoolLine], 'error', 30_000);
      await vs.hover(VIRTUAL, 'level:', 'level', (t) => hoverShowsSchema(t, 'level'), 30_000);
    });
    await vs.mouseAway();
  });

  it('speaks Ukrainian once grimoire.locale says so (the catalogues are in the web bundle)', async () => {
    const vs = session();
    // Oracle: the CLI's Ukrainian messages for the same file.
    const uk = cliMessages(path.join(FIXTURES, BAD), 'uk');
    expect(uk.length).toBe(2);
    await vs.step('web-locale-uk', async () => {
      await vs.openFile(BAD);
      vs.writeWorkspaceSettings({ 'grimoire.locale': 'uk' });
      const rows = await vs.problems((r) => uk.every(([line, m]) => r.some((x) => x.includes(m) && x.includes(`[Ln ${line}, `))), 30_000);
      note(`Problems rows in Ukrainian: ${JSON.stringify(rows.filter((r) => r.includes(BAD) || r.includes('grimoire')).slice(0, 3))}`);
    });
  });
});
