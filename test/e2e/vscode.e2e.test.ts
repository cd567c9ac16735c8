/**
 * The extension in real VS Code: code-server 4.100.3 + headless Chromium.
 * Packages the extension, installs the .vsix into a hermetic profile, opens a
 * temp workspace (samples/** and the broken fixtures) and checks what a user
 * sees: squiggles, the Problems panel, hovers, a quick fix, the preview.
 * Skips when scripts/e2e-setup.sh has not been run; fails when it has but
 * something is broken. Screenshots: test-results/e2e/vscode-*.png.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METHOD_NAMES } from '../../server/src/service/features/explain';
import { availability, CODE_SERVER_BIN, note, packageExtension, ROOT, versionOf, waitFor } from './harness/env';
import { explainSpells, fixtureLine, hoverShowsSchema, schemaDescriptions, type ExplainedSpell } from './harness/expect';
import { codeActions, hintText, hoverMarkdown, inlayHints, type LspCodeAction } from './harness/lsp-probe';
import { VSCodeSession } from './harness/vscode';

const FIXTURES = path.join(ROOT, 'test', 'e2e', 'fixtures');
const BAD = 'bad.spell.yaml';
const CONE = 'cone.spell.yaml';
const SRD = 'samples/srd/srd-5.1.spells.yaml';
const FIREBALL = 'samples/dnd5e/fireball.spell.yaml';

/** `method  count` as a rendered markdown/HTML table row reads (cells separated by tabs or spaces). */
function countRow(method: string, count: number): RegExp {
  return new RegExp(`(^|\\n)\\s*${method.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+${count}(\\s|$)`);
}

const avail = availability(['code-server', 'playwright-core', 'chromium']);
if (!avail.run) note(`VS Code suite SKIPPED: ${avail.skipReason}`);

describe.skipIf(!avail.run)('VS Code (code-server 4.100.3 + headless Chromium)', () => {
  let current: VSCodeSession | undefined;
  const session = (): VSCodeSession => {
    if (!current) throw new Error('code-server session did not start (see the beforeAll error above)');
    return current;
  };

  beforeAll(async () => {
    if (avail.brokenReason) throw new Error(avail.brokenReason);
    note(`using ${versionOf(CODE_SERVER_BIN)}`);
    const pkg = await packageExtension();
    note(`packaged ${pkg.vsix} in ${pkg.ms} ms`);
    current = await VSCodeSession.start(pkg.vsix, {
      copies: {
        samples: path.join(ROOT, 'samples'),
        [BAD]: path.join(FIXTURES, BAD),
        [CONE]: path.join(FIXTURES, CONE),
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

  it('opens the preview to the side and follows an edit of the spell name', async () => {
    const vs = session();
    const srdText = readFileSync(path.join(ROOT, SRD), 'utf8');
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
});
