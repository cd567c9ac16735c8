/**
 * The preview panel in real VS Code (code-server 4.100.3 + headless
 * Chromium) as a new user drives it: it follows a spell opened from the
 * Explorer with one click and one opened with Ctrl+P (both opened for the
 * first time, so the server's word that they are spell files comes after the
 * editor is active); it comes back after a window reload showing the same
 * spell; "Open Preview to the Side" on a YAML file that is not a spell file
 * says why and leaves no preview of the earlier spell open. Spell names are
 * read from the sample files themselves. Skips like vscode.e2e.test.ts.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availability, CODE_SERVER_BIN, note, packageExtension, ROOT, versionOf } from './harness/env';
import { VSCodeSession } from './harness/vscode';

const FIRST = 'samples/tov/prayer-of-healing.spell.yaml';
const EXPLORER = 'samples/dnd5e/cone-of-cold.spell.yaml';
const QUICK_OPEN = 'samples/dnd5e/magic-missile.spell.yaml';
const CONFIG = 'config.yaml';

/** The `name:` of a one-spell sample, as the card's heading shows it. */
function spellName(rel: string): string {
  const m = /^\s*(?:- )?name:\s*(.+)$/m.exec(readFileSync(path.join(ROOT, rel), 'utf8'));
  if (!m) throw new Error(`no name: in ${rel}`);
  return m[1]!.trim().replace(/^(['"])(.*)\1$/, '$2');
}

const avail = availability(['code-server', 'playwright-core', 'chromium']);
if (!avail.run) note(`VS Code preview suite SKIPPED: ${avail.skipReason}`);

describe.skipIf(!avail.run)('VS Code preview panel: follows, survives a reload, refuses non-spell files', () => {
  let current: VSCodeSession | undefined;
  const session = (): VSCodeSession => {
    if (!current) throw new Error('code-server session did not start (see the beforeAll error above)');
    return current;
  };
  const previewTab = (name: string) => session().page.locator('.tabs-container .tab', { hasText: `Preview: ${name}` }).first();

  beforeAll(async () => {
    if (avail.brokenReason) throw new Error(avail.brokenReason);
    note(`using ${versionOf(CODE_SERVER_BIN)}`);
    const pkg = await packageExtension();
    current = await VSCodeSession.start(pkg.vsix, {
      copies: { samples: path.join(ROOT, 'samples'), [CONFIG]: path.join(ROOT, 'test', 'e2e', 'fixtures', CONFIG) },
    });
  }, 300_000);

  afterAll(async () => {
    await current?.close();
  }, 60_000);

  it('opens the preview of the first spell', async () => {
    const vs = session();
    await vs.step('preview-first', async () => {
      await vs.openFile(FIRST);
      await vs.runCommand('Grimoire: Open Preview to the Side');
      await vs.webviewText('.card h1', (t) => t === spellName(FIRST));
      await previewTab(spellName(FIRST)).waitFor();
    });
  });

  it('follows a spell opened from the Explorer with one click, without a click in its editor', async () => {
    const vs = session();
    await vs.step('preview-follows-explorer', async () => {
      await vs.openFile(EXPLORER, { singleClick: true });
      await vs.webviewText('.card h1', (t) => t === spellName(EXPLORER));
      await previewTab(spellName(EXPLORER)).waitFor();
    });
  });

  it('follows a spell opened with Ctrl+P', async () => {
    const vs = session();
    await vs.step('preview-follows-quick-open', async () => {
      await vs.quickOpen(QUICK_OPEN);
      await vs.webviewText('.card h1', (t) => t === spellName(QUICK_OPEN));
      await previewTab(spellName(QUICK_OPEN)).waitFor();
    });
  });

  it('comes back after a window reload, showing the same spell', async () => {
    const vs = session();
    await vs.step('preview-restored-after-reload', async () => {
      await vs.reload();
      await previewTab(spellName(QUICK_OPEN)).waitFor({ timeout: 60_000 });
      await vs.webviewText('.card h1', (t) => t === spellName(QUICK_OPEN), 60_000);
    });
  });

  it('on a YAML file that is not a spell file, the command says why and closes the earlier preview', async () => {
    const vs = session();
    await vs.step('preview-refused-non-spell', async () => {
      await vs.openFile(CONFIG);
      await vs.runCommand('Grimoire: Open Preview to the Side');
      const toast = vs.page.locator('.notification-toast', { hasText: 'not a spell file' }).first();
      await toast.waitFor({ state: 'visible', timeout: 15_000 });
      await vs.page.locator('.tabs-container .tab', { hasText: 'Preview' }).first().waitFor({ state: 'detached', timeout: 10_000 });
      expect(await vs.page.locator('.tabs-container .tab', { hasText: 'Preview' }).count()).toBe(0);
    });
  });
});
