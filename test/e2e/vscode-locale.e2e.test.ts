/**
 * VS Code speaking Ukrainian. VS Code's display language
 * needs its language pack, which cannot be installed offline here: started
 * with `--locale uk` and no pack, code-server keeps an English workbench,
 * reports `en`, and (4.100.3, measured) shows no hovers at all, its own
 * strings failing to load. So the user setting `grimoire.locale: uk` carries
 * the language, as a user without the pack would set it (the client's
 * `initialize` locale is covered by test/lsp/locale.test.ts). Hovers `save:` of the Fireball sample and waits for
 * the Ukrainian save line, worked out by hand: the sample has no caster block,
 * so the default profile (ability 16, +3; level 5, proficiency +3) gives
 * DC = 8 + 3 + 3 = 14. With GRIMOIRE_E2E_DOCS=1 the crop is copied to
 * docs/images/vscode-hover-uk.png.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availability, note, packageExtension, ROOT } from './harness/env';
import { VSCodeSession } from './harness/vscode';

const FIREBALL = 'samples/dnd5e/fireball.spell.yaml';
const avail = availability(['code-server', 'playwright-core', 'chromium']);
if (!avail.run) note(`VS Code locale suite SKIPPED: ${avail.skipReason}`);

describe.skipIf(!avail.run)('VS Code with display language uk', () => {
  let vs: VSCodeSession | undefined;

  beforeAll(async () => {
    if (avail.brokenReason) throw new Error(avail.brokenReason);
    const pkg = await packageExtension();
    vs = await VSCodeSession.start(pkg.vsix, { copies: { samples: path.join(ROOT, 'samples') }, settings: { 'grimoire.locale': 'uk' } });
  }, 300_000);

  afterAll(async () => {
    await vs?.close();
  }, 60_000);

  it('hovers save: and reads the save DC in Ukrainian', async () => {
    const s = vs!;
    await s.withViewport({ width: 1400, height: 1000 }, () =>
      s.step('hover-save-uk', async () => {
        await s.openFile(FIREBALL);
        const text = await s.hover(FIREBALL, 'save:', 'save', (t) => t.includes('СК рятівного кидка 14'), 60_000);
        expect(text).toContain('СК рятівного кидка 14');
        expect(text).toContain('половина шкоди при успіху');
        const ed = await s.regionOf([s.editor(FIREBALL)], 0);
        const box = await s.regionOf([s.visibleHover(), s.editor(FIREBALL).locator('.view-line', { hasText: 'save:' }).first()], 0);
        const clip = ed && box ? { x: ed.x, y: Math.max(ed.y, box.y - 20), width: Math.min(ed.width, Math.max(box.x + box.width + 40, ed.x + 760) - ed.x), height: box.height + 40 } : undefined;
        await s.screenshot('hover-save-uk', { clip, docs: 'vscode-hover-uk.png' });
      }),
    );
  });
});
