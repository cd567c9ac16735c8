/**
 * Spells across files in real VS Code (code-server 4.100.3 + headless
 * Chromium, the packaged extension) on a three-file workspace
 * (test/e2e/fixtures/workspace: two spells that name each other in
 * `{@spell}` tags, and a spell-list file): the Spell Compendium in the
 * Explorer (groups with their counts, a click opens the spell at its name),
 * and a rename (F2) of Fireball that rewrites its name, the other spell's tag
 * and both list entries (keeping the list's comments), after which the
 * compendium shows the new name. Counts by hand: 2 spells, both D&D 5e;
 * level 1 (Magic Missile) and level 3 (Fireball), both evocation; Fireball
 * is on the wizard and sorcerer lists. Skips like vscode.e2e.test.ts.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availability, CODE_SERVER_BIN, note, packageExtension, ROOT, versionOf, waitFor } from './harness/env';
import { VSCodeSession } from './harness/vscode';
import type { Locator } from './harness/playwright-types';

const FIXTURES = path.join(ROOT, 'test', 'e2e', 'fixtures', 'workspace');

const avail = availability(['code-server', 'playwright-core', 'chromium']);
if (!avail.run) note(`VS Code workspace suite SKIPPED: ${avail.skipReason}`);

describe.skipIf(!avail.run)('VS Code: spells across files', () => {
  let current: VSCodeSession | undefined;
  const session = (): VSCodeSession => {
    if (!current) throw new Error('code-server session did not start (see the beforeAll error above)');
    return current;
  };

  beforeAll(async () => {
    if (avail.brokenReason) throw new Error(avail.brokenReason);
    note(`using ${versionOf(CODE_SERVER_BIN)}`);
    const pkg = await packageExtension();
    current = await VSCodeSession.start(pkg.vsix, { copies: { spells: path.join(FIXTURES, 'spells'), lists: path.join(FIXTURES, 'lists') } });
  }, 300_000);

  afterAll(async () => {
    await current?.close();
  }, 60_000);

  /** A pane header of the Explorer, expanded or collapsed as asked. */
  async function section(vs: VSCodeSession, title: string, expanded: boolean): Promise<Locator> {
    const header = vs.page.locator('.pane-header', { hasText: title }).first();
    await header.waitFor({ state: 'visible' });
    if (((await header.getAttribute('aria-expanded')) === 'true') !== expanded) await header.click();
    await waitFor(`${title} ${expanded ? 'expanded' : 'collapsed'}`, async () => ((await header.getAttribute('aria-expanded')) === 'true') === expanded, 10_000);
    return header;
  }

  /** The compendium view's pane (expanded), with the file tree collapsed so that the compendium's rows are in view (the tree draws only those). */
  async function compendiumPane(vs: VSCodeSession): Promise<Locator> {
    await section(vs, 'workspace', false);
    const header = await section(vs, 'Spell Compendium', true);
    return vs.page.locator('.pane', { has: header });
  }

  /** The tree row whose label is exactly `label`. */
  function row(pane: Locator, label: string): Locator {
    return pane.locator('.monaco-list-row', { has: session().page.locator('.label-name', { hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }) }).first();
  }

  /** Expand a group row (when collapsed) and return its description (the count). */
  async function expand(pane: Locator, label: string): Promise<string> {
    const r = row(pane, label);
    await r.waitFor({ state: 'visible', timeout: 30_000 });
    if ((await r.getAttribute('aria-expanded')) === 'false') await r.click();
    await waitFor(`${label} expanded`, async () => (await r.getAttribute('aria-expanded')) === 'true', 10_000);
    return ((await r.locator('.label-description').textContent()) ?? '').trim();
  }

  it('the compendium groups the workspace\'s spells with counts, and a click opens the spell at its name', async () => {
    const vs = session();
    await vs.step('compendium-tree', async () => {
      const pane = await compendiumPane(vs);
      expect(await expand(pane, 'D&D 5e')).toBe('2');
      expect(await expand(pane, 'Level 1')).toBe('1');
      expect(await expand(pane, 'Level 3')).toBe('1');
      // Two "Evocation" groups (one per level): expand both.
      const schools = pane.locator('.monaco-list-row', { has: vs.page.locator('.label-name', { hasText: /^Evocation$/ }) });
      await waitFor('two Evocation groups', async () => (await schools.count()) === 2, 10_000);
      for (let i = 0; i < 2; i++) if ((await schools.nth(i).getAttribute('aria-expanded')) === 'false') await schools.nth(i).click();
      await row(pane, 'Magic Missile').waitFor({ state: 'visible' });
      await row(pane, 'Fireball').click();
      await vs.page.locator('.tabs-container .tab.active', { hasText: 'fireball.spell.yaml' }).waitFor();
      await vs.editor('spells/fireball.spell.yaml').locator('.view-line').first().waitFor();
    });
    await section(vs, 'workspace', true);
  });

  it('rename (F2) rewrites the spell, the other spell\'s tag and both list entries, comments kept; the compendium follows', async () => {
    const vs = session();
    await vs.step('rename-across-files', async () => {
      await section(vs, 'workspace', true);
      await vs.focusEditor('spells/fireball.spell.yaml');
      await vs.goTo(1, 8);
      await vs.page.keyboard.press('F2');
      const box = vs.page.locator('.monaco-editor .rename-box').first();
      await box.waitFor({ state: 'visible', timeout: 15_000 });
      // Keys go to the rename box only once it has the focus (before that, Ctrl+A selects the document).
      await waitFor('the rename box focused', () => box.evaluate((el) => el.contains(el.ownerDocument.activeElement)), 10_000);
      await vs.page.keyboard.press('Control+a');
      await vs.page.keyboard.type('Flame Ball');
      await vs.page.keyboard.press('Enter');
      await box.waitFor({ state: 'hidden' });
      await expect.poll(() => vs.editorText('spells/fireball.spell.yaml'), { timeout: 15_000 }).toContain('name: Flame Ball');
      await vs.openFile('lists/classes.spell-list.yaml');
      await expect.poll(() => vs.editorText('lists/classes.spell-list.yaml'), { timeout: 15_000 }).toContain('wizard: [Flame Ball, Magic Missile]');
      const list = await vs.editorText('lists/classes.spell-list.yaml');
      expect(list).toContain('- Flame Ball # the big one');
      expect(list).toContain('# the class lists of the test workspace');
      await vs.openFile('spells/missile.spell.yaml');
      await expect.poll(() => vs.editorText('spells/missile.spell.yaml'), { timeout: 15_000 }).toContain('weaker than {@spell Flame Ball}.');
      const pane = await compendiumPane(vs);
      await row(pane, 'Flame Ball').waitFor({ state: 'visible', timeout: 20_000 });
      await vs.screenshot('compendium-after-rename');
      expect(await row(pane, 'Fireball').count()).toBe(0);
    });
    // The edit is in the editors (unsaved): the fixtures on disk are untouched.
    expect(readFileSync(path.join(FIXTURES, 'spells', 'fireball.spell.yaml'), 'utf8')).toContain('name: Fireball');
  });
});
