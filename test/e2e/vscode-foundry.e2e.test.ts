/**
 * A Foundry VTT spell item in real VS Code: code-server 4.100.3 +
 * headless Chromium, the packaged extension, the fixture placed where a
 * module keeps it (`packs/_source/homebrew/`, not a `spells/` folder, not a
 * `.spell.yaml` name: found by content). Checks what a user sees: the warning
 * squiggle on the Foundry field's line, the area hover on the template, the
 * summary inlay hint, and the quick fix editing `system.properties`.
 * Figures by hand (see test/lsp/foundry.test.ts): DC 14, 3d6 ~10.5 (avg 10.5), a 15-ft
 * sphere covers 32 squares by the DMG rule. Skips like vscode.e2e.test.ts.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availability, CODE_SERVER_BIN, note, packageExtension, ROOT, versionOf, waitFor } from './harness/env';
import { fixtureLine } from './harness/expect';
import { VSCodeSession } from './harness/vscode';

const FIXTURE = path.join(ROOT, 'test', 'fixtures', 'foundry', 'ember-ring.yml');
const REL = 'packs/_source/homebrew/ember-ring.yml';

const avail = availability(['code-server', 'playwright-core', 'chromium']);
if (!avail.run) note(`VS Code Foundry suite SKIPPED: ${avail.skipReason}`);

describe.skipIf(!avail.run)('VS Code on a Foundry spell item', () => {
  let current: VSCodeSession | undefined;
  const session = (): VSCodeSession => {
    if (!current) throw new Error('code-server session did not start (see the beforeAll error above)');
    return current;
  };

  beforeAll(async () => {
    if (avail.brokenReason) throw new Error(avail.brokenReason);
    note(`using ${versionOf(CODE_SERVER_BIN)}`);
    const pkg = await packageExtension();
    // A file beside each folder keeps the explorer from compacting packs/_source/homebrew into one row (openFile walks one row per folder).
    const beside = path.join(ROOT, 'docs', 'interop.md');
    current = await VSCodeSession.start(pkg.vsix, { copies: { [REL]: FIXTURE, 'packs/notes.md': beside, 'packs/_source/notes.md': beside } });
  }, 300_000);

  afterAll(async () => {
    await current?.close();
  }, 60_000);

  const concLine = fixtureLine(FIXTURE, '- concentration');

  it('draws the warning on the `- concentration` property line', async () => {
    const vs = session();
    await vs.step('foundry-squiggle', async () => {
      await vs.openFile(REL);
      await vs.waitForSquiggles(REL, [concLine], 'warning');
      await vs.problems((r) => r.some((x) => x.includes('5e/concentration-duration') && x.includes(`[Ln ${concLine}, `)));
    });
  });

  it('hovers the template size with the squares of the area', async () => {
    const vs = session();
    await vs.step('foundry-hover-template', async () => {
      const text = await vs.hover(REL, "size: '15'", '15', (t) => /15-ft sphere/.test(t) && /DMG\s+32/.test(t));
      expect(text).toMatch(/DMG\s+32/);
    });
    await vs.mouseAway();
  });

  it('shows the summary inlay hint after the name', async () => {
    const vs = session();
    await vs.step('foundry-inlay', async () => {
      await waitFor('the summary hint on the name line', async () => {
        const seen = await vs.inlayHintsOn(REL, 'name:');
        const drawn = (seen?.hints ?? []).map((h) => h.text).join('');
        return drawn.includes('DC 14') && drawn.includes('3d6 ~10.5');
      }, 15_000);
    });
  });

  it('applies the quick fix: the property goes, the item stays a Foundry item, the warning goes', async () => {
    const vs = session();
    await vs.step('foundry-quick-fix', async () => {
      await vs.focusEditor(REL);
      await vs.goTo(concLine, 7);
      await vs.applyCodeAction('Set concentration: false (the duration is instantaneous)');
      await expect.poll(() => vs.editorText(REL), { timeout: 10_000 }).not.toContain('- concentration');
      // The editor draws only the lines in view (around the cursor): the neighbouring properties are still there.
      // (That the whole edited file is still a Foundry item is checked over LSP in test/lsp/foundry.test.ts.)
      const text = await vs.editorText(REL);
      expect(text).toContain('- material');
      await vs.problems((r) => !r.some((x) => x.includes('5e/concentration-duration')));
    });
    expect(readFileSync(FIXTURE, 'utf8')).toContain('- concentration');
  });
});
