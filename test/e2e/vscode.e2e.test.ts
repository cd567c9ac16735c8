/**
 * The extension in real VS Code: code-server 4.100.3 + headless Chromium.
 * Packages the extension, installs the .vsix into a hermetic profile, opens a
 * temp workspace (samples/** and the broken fixtures) and checks what a user
 * sees: squiggles, the Problems panel, hovers, a quick fix, the preview; on
 * the Fireball sample, the area hover's squares table and rendered footprint
 * picture, the save DC hover, the summary inlay hint and the preview's area
 * picture and method switch (figures from `grimoire explain --json`).
 * Skips when scripts/e2e-setup.sh has not been run; fails when it has but
 * something is broken. Screenshots: test-results/e2e/vscode-*.png; with
 * GRIMOIRE_E2E_DOCS=1 the README's copies go to docs/images/vscode-*.png.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METHOD_NAMES } from '../../server/src/service/features/method-names';
import { corpusText, skipMessage } from '../helpers/corpus';
import { availability, CODE_SERVER_BIN, note, packageExtension, ROOT, versionOf, waitFor } from './harness/env';
import { explainSpells, fixtureLine, hoverShowsSchema, schemaDescriptions, squash, type ExplainedSpell } from './harness/expect';
import { codeActions, hintText, hoverMarkdown, inlayHints, type LspCodeAction } from './harness/lsp-probe';
import type { BoundingBox, Locator } from './harness/playwright-types';
import { VSCodeSession, type HoverImage } from './harness/vscode';

const FIXTURES = path.join(ROOT, 'test', 'e2e', 'fixtures');
const BAD = 'bad.spell.yaml';
const CONE = 'cone.spell.yaml';
/** A plain YAML file (not a spell file): no preview button, and the command says why. */
const CONFIG = 'config.yaml';
/** The SRD 5.1 corpus converted in memory and written into the temp workspace only; a project sample stands in where ../shared is absent. */
const SRD_TEXT = corpusText('srd');
const SRD = SRD_TEXT === undefined ? 'samples/dnd5e/wizard-staples.spells.yaml' : 'corpus/srd-5.1.spells.yaml';
const FIREBALL = 'samples/dnd5e/fireball.spell.yaml';

/** `method  count` as a rendered markdown/HTML table row reads (cells separated by tabs or spaces). */
function countRow(method: string, count: number): RegExp {
  return new RegExp(`(^|\\n)\\s*${method.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+${count}(\\s|$)`);
}

/** The viewport for the README's pictures: a taller editor, hover and preview. */
const TALL = { width: 1400, height: 1300 };

/**
 * A screenshot region for the README: the editor's full width (line numbers
 * included) and the rows from the top of `parts` to their bottom, with
 * `marginLines` editor lines above and below.
 */
async function editorCrop(vs: VSCodeSession, parts: Locator[], marginLines = 1): Promise<BoundingBox | undefined> {
  const ed = await vs.regionOf([vs.editor(FIREBALL)], 0);
  const box = await vs.regionOf(parts, 0);
  if (!ed || !box) return ed ?? box;
  const line = ((await vs.editor(FIREBALL).locator('.view-line').first().boundingBox().catch(() => null))?.height ?? 19) * marginLines;
  const y0 = Math.max(ed.y, box.y - line);
  const y1 = Math.min(ed.y + ed.height, box.y + box.height + line);
  const x1 = Math.min(ed.x + ed.width, Math.max(box.x + box.width + 40, ed.x + 760));
  return { x: ed.x, y: y0, width: x1 - ed.x, height: y1 - y0 };
}

const avail = availability(['code-server', 'playwright-core', 'chromium']);
if (!avail.run) note(`VS Code suite SKIPPED: ${avail.skipReason}`);

describe.skipIf(!avail.run)('VS Code (code-server 4.100.3 + headless Chromium)', () => {
  let current: VSCodeSession | undefined;
  const session = (): VSCodeSession => {
    if (!current) throw new Error('code-server session did not start (see the beforeAll error above)');
    return current;
  };
  // What the editor must show for the Fireball sample, from the built CLI (`grimoire explain --json`).
  let fireballFigures: ExplainedSpell | undefined;
  const fireball = (): ExplainedSpell => {
    if (!fireballFigures) throw new Error(`no figures for ${FIREBALL} (see the beforeAll error above)`);
    return fireballFigures;
  };

  beforeAll(async () => {
    if (avail.brokenReason) throw new Error(avail.brokenReason);
    note(`using ${versionOf(CODE_SERVER_BIN)}`);
    const pkg = await packageExtension();
    note(`packaged ${pkg.vsix} in ${pkg.ms} ms`);
    fireballFigures = explainSpells(FIREBALL)[0];
    if (SRD_TEXT === undefined) note(skipMessage('vscode.e2e.test.ts', ['srd']) + ` The preview test uses ${SRD}.`);
    const srdCopy = path.join(mkdtempSync(path.join(os.tmpdir(), 'grimoire-e2e-srd-')), 'srd-5.1.spells.yaml');
    writeFileSync(srdCopy, SRD_TEXT ?? readFileSync(path.join(ROOT, SRD), 'utf8'));
    current = await VSCodeSession.start(pkg.vsix, {
      copies: {
        samples: path.join(ROOT, 'samples'),
        ...(SRD_TEXT === undefined ? {} : { [SRD]: srdCopy }),
        [BAD]: path.join(FIXTURES, BAD),
        [CONE]: path.join(FIXTURES, CONE),
        [CONFIG]: path.join(FIXTURES, CONFIG),
      },
    });
  }, 300_000);

  afterAll(async () => {
    await current?.close();
  }, 60_000);

  const levelLine = fixtureLine(path.join(FIXTURES, BAD), 'level:');
  const schoolLine = fixtureLine(path.join(FIXTURES, BAD), 'school:');

  it('shows error squiggles on the broken lines of a spell file', async () => {
    const vs = session();
    await vs.step('squiggles', async () => {
      const t0 = Date.now();
      await vs.openFile(BAD);
      await vs.waitForSquiggles(BAD, [levelLine, schoolLine]);
      note(`squiggles ${Date.now() - t0} ms after opening ${BAD} (language server start included)`);
    });
  });

  it('lists the problems with their messages, codes and lines in the Problems panel', async () => {
    const vs = session();
    await vs.step('problems-panel', async () => {
      const rows = await vs.problems((r) => r.some((x) => x.includes('schema/range')) && r.some((x) => x.includes('schema/enum')));
      const range = rows.find((r) => r.includes('schema/range'))!;
      const enumRow = rows.find((r) => r.includes('schema/enum'))!;
      expect(range).toMatch(/`?level`? must be at most 9, not 12/);
      expect(range).toContain('grimoire');
      expect(range).toContain(`[Ln ${levelLine}, Col 8]`);
      expect(enumRow).toContain('pyromancy');
      expect(enumRow).toContain(`[Ln ${schoolLine}, Col 9]`);
    });
  });

  it("hovers a key and shows the schema's description of it", async () => {
    const vs = session();
    expect(schemaDescriptions('level').length).toBeGreaterThan(0);
    await vs.step('hover-level', async () => {
      const text = await vs.hover(BAD, 'level:', 'level', (t) => hoverShowsSchema(t, 'level'));
      expect(text).toMatch(/level/i);
    });
    await vs.step('hover-school', async () => {
      await vs.hover(BAD, 'school:', 'school', (t) => hoverShowsSchema(t, 'school'));
    });
    await vs.page.mouse.move(1, 1);
  });

  it('re-validates as the user types: fixing the level removes its squiggle', async () => {
    const vs = session();
    await vs.step('edit-revalidates', async () => {
      await vs.focusEditor(BAD);
      await vs.goTo(levelLine, 'level: '.length + 1);
      await vs.page.keyboard.press('Shift+End');
      await vs.page.keyboard.type('3');
      await vs.waitForSquiggles(BAD, [schoolLine]);
      expect(await vs.editorText(BAD)).toContain('level: 3');
      await vs.problems((r) => !r.some((x) => x.includes('schema/range')) && r.some((x) => x.includes('schema/enum')));
    });
  });

  it('applies the quick fix for a cone spell whose range is not Self', async (ctx) => {
    const vs = session();
    // Oracle: ask the built server directly whether it has a fix yet.
    const file = path.join(FIXTURES, CONE);
    const text = readFileSync(file, 'utf8');
    const rangeLine = fixtureLine(file, 'range:');
    const actions = await codeActions(file, text, 0, text.split('\n').length);
    const fix: LspCodeAction | undefined =
      actions.find((a) => /self/i.test(a.title) && /cone/i.test(a.title)) ?? actions.find((a) => a.diagnostics?.some((d) => d.range.start.line === rangeLine - 1));
    if (!fix) {
      const why = `no quick fix for a cone spell with \`range: 60 feet\` exists yet (the server offers ${actions.length ? actions.map((a) => JSON.stringify(a.title)).join(', ') : 'no code actions'} for ${CONE})`;
      note(`quick fix test SKIPPED: ${why}`);
      ctx.skip(why);
      return;
    }
    const diag = fix.diagnostics?.[0];
    const edits = Object.values(fix.edit?.changes ?? {}).flat();
    expect(diag, 'the fix names the diagnostic it fixes').toBeDefined();
    expect(edits.length, 'the fix carries edits').toBeGreaterThan(0);
    // LSP severities 1-3 draw squiggles (hints draw none).
    const kinds: Record<number, 'error' | 'warning' | 'info'> = { 1: 'error', 2: 'warning', 3: 'info' };
    const kind = kinds[diag!.severity ?? 1] ?? 'info';
    const line = diag!.range.start.line + 1;
    const code = String(diag!.code ?? '');
    await vs.step('quick-fix', async () => {
      await vs.openFile(CONE);
      if (diag!.severity !== 4) await waitFor(`a ${kind} squiggle on line ${line} of ${CONE}`, async () => (await vs.squiggleLines(CONE, kind)).includes(line));
      if (code) await vs.problems((r) => r.some((x) => x.includes(code)));
      await vs.focusEditor(CONE);
      await vs.goTo(line, diag!.range.start.character + 1);
      await vs.applyCodeAction(fix.title, () => vs.screenshot('quick-fix-menu'));
      for (const e of edits) {
        const want = e.newText.trim();
        if (want) await expect.poll(() => vs.editorText(CONE), { timeout: 10_000 }).toContain(want);
      }
      // The finding goes away once the server has re-validated the fixed text.
      if (code) await vs.problems((r) => !r.some((x) => x.includes(code)));
      if (diag!.severity !== 4) await waitFor(`the ${kind} squiggle on line ${line} to go`, async () => !(await vs.squiggleLines(CONE, kind)).includes(line));
    });
  });

  it('hovers `area:` of Fireball: squares per grid method and a footprint picture VS Code really rendered', async () => {
    const vs = session();
    const fb = fireball();
    const squares = Object.entries(fb.area?.squares ?? {}) as Array<[keyof typeof METHOD_NAMES, number]>;
    expect(squares.length, `grimoire explain gives no squares for ${FIREBALL}`).toBeGreaterThan(0);
    const file = path.join(ROOT, FIREBALL);
    const areaLine = fixtureLine(file, 'area:');
    // At the default size (1400 x 900 here) the picture must be seen whole without scrolling inside the hover:
    // the hover's visible box holds the <img> from its top to its bottom.
    await vs.step('hover-area-default-size', async () => {
      await vs.openFile(FIREBALL);
      await vs.hover(FIREBALL, 'area:', 'area', (t) => squares.every(([m, n]) => countRow(METHOD_NAMES[m], n).test(t)));
      let fit: { hover: number[]; img: number[] } | undefined;
      await waitFor('the footprint picture whole in the default-size hover, unscrolled', async () => {
        fit = await vs.visibleHover().evaluate((el) => {
          const img = (el.querySelectorAll('img')[0] ?? null) as unknown as { getBoundingClientRect(): { top: number; bottom: number }; naturalWidth: number } | null;
          const box = (el as unknown as { getBoundingClientRect(): { top: number; bottom: number } }).getBoundingClientRect();
          if (!img || img.naturalWidth === 0) return undefined;
          const r = img.getBoundingClientRect();
          return { hover: [box.top, box.bottom], img: [r.top, r.bottom] };
        });
        return !!fit && fit.img[0]! >= fit.hover[0]! && fit.img[1]! <= fit.hover[1]!;
      }, 10_000).catch((err: Error) => {
        err.message += `; hover box ${JSON.stringify(fit?.hover)}, picture box ${JSON.stringify(fit?.img)}`;
        throw err;
      });
      note(`default-size hover ${JSON.stringify(fit?.hover)} holds the picture ${JSON.stringify(fit?.img)}`);
    });
    // A taller editor gives a taller hover (VS Code: a quarter of the editor, at least 250 px): table and picture together.
    await vs.withViewport(TALL, () =>
      vs.step('hover-area', async () => {
        await vs.openFile(FIREBALL);
        await vs.hover(FIREBALL, 'area:', 'area', (t) => squares.every(([m, n]) => countRow(METHOD_NAMES[m], n).test(t)));
        // The picture: an <img> with a data: URI that the browser decoded (an SVG that fails to parse has naturalWidth 0).
        let imgs: HoverImage[] = [];
        const rendered = await waitFor('a rendered footprint <img> in the hover', async () => {
          imgs = await vs.hoverImages();
          return imgs.some((i) => i.src.startsWith('data:') && i.complete && i.naturalWidth > 0);
        }, 10_000).then(() => true, () => false);
        if (!rendered) {
          const sent = await hoverMarkdown(file, readFileSync(file, 'utf8'), areaLine - 1, 1);
          const image = /!\[[^\]]*\]\((data:[^)]{0,40})[^)]*\)/.exec(sent);
          const html = await vs.hoverHtml();
          const dataImgs = imgs.filter((i) => i.src.startsWith('data:'));
          const finding = !image
            ? `the server sent no markdown image for a VS Code-like client (hover markdown: ${JSON.stringify(sent.slice(0, 600))})`
            : dataImgs.length > 0
              ? `VS Code kept the data: <img> but did not render it (${JSON.stringify(dataImgs)}): the SVG does not decode, or the workbench CSP blocks it`
              : `VS Code's hover dropped the data: image the server sent (markdown ${JSON.stringify(image[0].slice(0, 60) + '...')}, ${image[0].length} chars): its markdown sanitizer does not allow data: images in hovers; the fix is on the server side (another way to carry the picture)`;
          throw new Error(`footprint picture missing in the hover over area: ${finding}; images in the hover: ${JSON.stringify(imgs)}; hover HTML: ${html}`);
        }
        const img = imgs.find((i) => i.src.startsWith('data:') && i.naturalWidth > 0)!;
        note(`area hover: footprint <img> ${img.naturalWidth}x${img.naturalHeight} from a ${img.srcLength}-char ${img.src.slice(0, 26)}... URI`);
        // The picture comes first in the hover: the README's crop needs no scrolling.
        const areaRow = vs.editor(FIREBALL).locator('.view-line', { hasText: 'area:' }).first();
        await vs.screenshot('hover-area-crop', { clip: await editorCrop(vs, [vs.visibleHover(), areaRow]), docs: 'vscode-hover-area.png' });
      }),
    );
  });

  it('hovers `save:` of Fireball and shows the save DC of the caster profile', async () => {
    const vs = session();
    const fb = fireball();
    expect(fb.save?.dc, `grimoire explain gives no save DC for ${FIREBALL}`).toBeTypeOf('number');
    await vs.step('hover-save', async () => {
      const text = await vs.hover(FIREBALL, 'save:', 'save', (t) => new RegExp(`\\bDC ${fb.save!.dc}\\b`).test(t));
      expect(text).toMatch(new RegExp(fb.save!.ability, 'i'));
      const saveRow = vs.editor(FIREBALL).locator('.view-line', { hasText: 'save:' }).first();
      await vs.screenshot('hover-save-crop', { clip: await editorCrop(vs, [vs.visibleHover(), saveRow]), docs: 'vscode-hover-save.png' });
    });
    await vs.page.mouse.move(1, 1);
  });

  it("shows the spell's summary as an inlay hint after its name", async () => {
    const vs = session();
    const fb = fireball();
    const file = path.join(ROOT, FIREBALL);
    // Oracle: the hint the server sends for the name line; the editor must draw that text.
    const raw = (await inlayHints(file, readFileSync(file, 'utf8'))).filter((h) => h.position.line === fb.line - 1).map(hintText);
    const sent = raw.map((t) => t.trim());
    expect(sent.length, `the server sends no inlay hint on line ${fb.line} of ${FIREBALL}`).toBeGreaterThan(0);
    expect(sent[0]).toContain(`DC ${fb.save!.dc}`);
    // Fitted to VS Code's 43-character default (the full line is the hint's tooltip): "8d6 ~28" when "avg 28" does not fit.
    const avg = new RegExp(`(avg |~)${fb.damage![0]!.average}\\b`);
    expect(sent[0]).toMatch(avg);
    expect(sent[0]!.length).toBeLessThanOrEqual(43);
    await vs.step('inlay-hints', async () => {
      await vs.mouseAway();
      // VS Code cuts a line's hints at editor.inlayHints.maximumLength characters (default 43) and ends them with "…".
      const label = raw[0]!;
      let seen: Awaited<ReturnType<VSCodeSession['inlayHintsOn']>>;
      let drawn = '';
      try {
        await waitFor(`the inlay hint ${JSON.stringify(sent[0])} after name: in ${FIREBALL}`, async () => {
          seen = await vs.inlayHintsOn(FIREBALL, 'name:');
          drawn = (seen?.hints ?? []).map((h) => h.text).join('').trim();
          const shown = drawn.replace(/…$/, '').trim();
          return shown.length > 0 && sent[0]!.startsWith(shown) && drawn.includes(`DC ${fb.save!.dc}`) && avg.test(drawn);
        }, 15_000);
      } catch (err) {
        if (err instanceof Error) err.message += `; the server sends ${JSON.stringify(sent)}; the name line shows ${JSON.stringify(seen?.lineText)} with hints ${JSON.stringify(seen?.hints)}; line HTML: ${seen?.html.slice(0, 1500)}`;
        throw err;
      }
      // Never cut by VS Code: what the server sent is what the editor draws.
      expect(drawn, `VS Code cut the inlay hint ${JSON.stringify(label)}`).toBe(sent[0]);
      note(`inlay hint drawn in full: ${JSON.stringify(drawn)}`);
      const nameRow = vs.editor(FIREBALL).locator('.view-line', { hasText: 'name:' }).first();
      await vs.screenshot('inlay-hints-crop', { clip: await editorCrop(vs, [nameRow], 4), docs: 'vscode-inlay-hints.png' });
    });
  });

  it('shows the preview button on spell files only; on another YAML file the command says why', async () => {
    const vs = session();
    // The button is the command's icon in the active editor's title bar (its title is the command's).
    const button = () => vs.page.locator('.editor-group-container.active .editor-actions .action-label[aria-label="Open Preview to the Side"]');
    await vs.step('preview-button-spell-only', async () => {
      await vs.openFile(FIREBALL);
      await button().first().waitFor({ state: 'visible', timeout: 20_000 });
      await vs.openFile(CONFIG);
      await waitFor('no preview button on config.yaml', async () => (await button().count()) === 0, 10_000);
      await vs.runCommand('Grimoire: Open Preview to the Side');
      const toast = vs.page.locator('.notification-toast', { hasText: 'not a spell file' }).first();
      await toast.waitFor({ state: 'visible', timeout: 15_000 });
      expect(await vs.page.locator('.tabs-container .tab', { hasText: 'Preview' }).count()).toBe(0);
      await vs.runCommand('Notifications: Clear All Notifications');
      await toast.waitFor({ state: 'hidden', timeout: 10_000 });
    });
  });

  it('opens the preview to the side and follows an edit of the spell name', async () => {
    const vs = session();
    const srdText = SRD_TEXT ?? readFileSync(path.join(ROOT, SRD), 'utf8');
    const names = [...srdText.matchAll(/^\s*- name: (.+)$/gm)].map((m) => m[1]!.trim());
    expect(names.length).toBeGreaterThan(1);
    const nameLine = srdText.split('\n').findIndex((l) => /^\s*- name: /.test(l)) + 1;
    const secondLine = srdText.split('\n').findIndex((l, i) => i >= nameLine && /^\s*- name: /.test(l)) + 1;
    await vs.step('preview-open', async () => {
      await vs.openFile(SRD);
      await vs.focusEditor(SRD);
      await vs.goTo(nameLine, 1);
      const t0 = Date.now();
      await vs.runCommand('Grimoire: Open Preview to the Side');
      const h1 = await vs.webviewText('.card h1', (t) => t === names[0]);
      note(`preview showed "${h1}" ${Date.now() - t0} ms after the command`);
      await vs.page.locator('.tabs-container .tab', { hasText: `Preview: ${names[0]}` }).first().waitFor();
    });
    await vs.step('preview-follows-edit', async () => {
      const renamed = `${names[0]} of Testing`;
      await vs.goTo(nameLine, 1);
      await vs.page.keyboard.press('End');
      await vs.page.keyboard.type(' of Testing');
      const t0 = Date.now();
      await vs.webviewText('.card h1', (t) => t === renamed);
      note(`preview followed the edit in ${Date.now() - t0} ms`);
      await vs.page.locator('.tabs-container .tab', { hasText: `Preview: ${renamed}` }).first().waitFor();
    });
    await vs.step('preview-follows-cursor', async () => {
      await vs.goTo(secondLine + 1, 1);
      await vs.webviewText('.card h1', (t) => t === names[1]);
    });
  });

  it('previews Fireball: the area picture, squares per method, and a method switch', async () => {
    const vs = session();
    const fb = fireball();
    const squares = Object.entries(fb.area?.squares ?? {}) as Array<[keyof typeof METHOD_NAMES, number]>;
    expect(squares.length).toBeGreaterThan(1);
    const [first, second] = squares as [[keyof typeof METHOD_NAMES, number], [keyof typeof METHOD_NAMES, number]];
    const methodText = ([m, n]: [keyof typeof METHOD_NAMES, number]) => (t: string) => t.startsWith(`${METHOD_NAMES[m]} method: ${n} squares`);
    await vs.step('preview-fireball', async () => {
      await vs.hidePanel();
      await vs.openFile(FIREBALL);
      await vs.focusEditor(FIREBALL);
      await vs.goTo(fb.line, 1);
      // The panel of the previous test follows the active editor; open it if that test did not leave one.
      if ((await vs.page.locator('.tabs-container .tab', { hasText: 'Preview:' }).count()) === 0) await vs.runCommand('Grimoire: Open Preview to the Side');
      await vs.webviewText('.card h1', (t) => t === fb.name);
      await vs.page.locator('.tabs-container .tab', { hasText: `Preview: ${fb.name}` }).first().waitFor();
      await waitFor('the footprint picture (an <svg>) in the preview card', async () => {
        for (const f of await vs.framesWith('.card svg')) {
          const box = await f.locator('.card svg').first().boundingBox().catch(() => null);
          if (box && box.width > 0 && box.height > 0) return true;
        }
        return false;
      }, 15_000);
      const table = await vs.webviewText('.card table', (t) => squares.every(([m, n]) => countRow(METHOD_NAMES[m], n).test(t)), 20_000, true);
      expect(table).toMatch(/method/i);
      await vs.webviewText('.card .footprint p', methodText(first));
    });
    // Tall enough for the whole card (stat block, picture, table) in the screenshot.
    await vs.withViewport(TALL, () =>
      vs.step('preview-method-switch', async () => {
        const frames = await vs.framesWith('#method');
        expect(frames.length, 'the preview has a method select').toBeGreaterThan(0);
        const select = frames[0]!.locator('#method');
        expect(await select.inputValue()).toBe(first[0]);
        await select.selectOption(second[0]);
        const t0 = Date.now();
        const text = await vs.webviewText('.card .footprint p', methodText(second));
        note(`preview switched to "${text}" ${Date.now() - t0} ms after choosing ${second[0]}`);
        await waitFor(`the method select showing ${second[0]} after the refresh`, async () => {
          for (const f of await vs.framesWith('#method')) if ((await f.locator('#method').inputValue().catch(() => '')) === second[0]) return true;
          return false;
        }, 10_000);
        await waitFor('the footprint picture drawn again', async () => {
          for (const f of await vs.framesWith('.card svg')) if (((await f.locator('.card svg').first().boundingBox().catch(() => null))?.height ?? 0) > 0) return true;
          return false;
        }, 10_000);
        await vs.screenshot('preview-template', { docs: 'vscode-preview.png' });
      }),
    );
  });
});
