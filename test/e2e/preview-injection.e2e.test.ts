/**
 * The preview card is inert against script injection, verified in a real
 * browser: a spell whose every text field carries an attack is rendered by
 * `grimoire render --format html` (the same card the webview shows) and
 * opened in headless Chromium; nothing may run, no attack element may
 * survive as markup, and the text must still be shown (escaped).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availability, CHROMIUM, ensureServerBuilt, loadPlaywright, note, resultsDir, ROOT, runCommand } from './harness/env';
import type { BrowserContext, Page } from './harness/playwright-types';

const avail = availability(['playwright-core', 'chromium']);
if (!avail.run) note(`Preview injection suite SKIPPED: ${avail.skipReason}`);

const ATTACKS = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=2</script>',
  '<a href="javascript:window.__pwned=3">click</a>',
  '<svg onload="window.__pwned=4"></svg>',
  '<iframe src="javascript:parent.__pwned=5"></iframe>',
  '"><img src=x onerror=window.__pwned=6>',
];

const SPELL = `name: '${ATTACKS[0]}'
level: 3
school: evocation
casting_time: '${ATTACKS[1]}'
range: 150 feet
components: [V, S, M]
material: '${ATTACKS[2]}'
duration: Instantaneous
area: { shape: sphere, radius: 20 }
description: |
  ${ATTACKS[3]}

  ${ATTACKS[4]}
higher_levels: '${ATTACKS[5].replace(/'/g, "''")}'
`;

describe.skipIf(!avail.run)('preview HTML in headless Chromium', () => {
  let ctx: BrowserContext | undefined;
  let page: Page;
  let dialogs = 0;
  let file: string;

  beforeAll(async () => {
    if (avail.brokenReason) throw new Error(avail.brokenReason);
    await ensureServerBuilt();
    const dir = mkdtempSync(path.join(tmpdir(), 'grimoire-inject-'));
    const spell = path.join(dir, 'evil.spell.yaml');
    writeFileSync(spell, SPELL);
    file = path.join(dir, 'evil.html');
    const r = await runCommand(process.execPath, [path.join(ROOT, 'bin/grimoire.js'), 'render', spell, '--format', 'html', '-o', file], { cwd: ROOT, timeoutMs: 30_000 });
    expect(r.code, r.stderr).toBe(0);
    const pw = loadPlaywright();
    ctx = await pw.chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), 'grimoire-chromium-')), {
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    });
    page = ctx.pages()[0] ?? (await ctx.newPage());
    page.on('dialog' as never, (() => dialogs++) as never);
    await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
  });

  /** Evaluate browser code given as text (the project compiles without the DOM library). */
  function inPage<T>(code: string): Promise<T> {
    return (page.evaluate as unknown as (expr: string) => Promise<T>)(code);
  }

  afterAll(async () => {
    await ctx?.close();
  });

  it('runs nothing', async () => {
    // Click every link on the page too: a javascript: href must not be there to click.
    const pwned = await inPage<number | null>(`(() => {
      for (const a of document.querySelectorAll('a')) a.click();
      return window.__pwned ?? null;
    })()`);
    expect(pwned).toBeNull();
    expect(dialogs).toBe(0);
  });

  it('keeps no attack as markup, and shows the text escaped', async () => {
    const found = await inPage<{ scripts: number; iframes: number; imgs: string[]; handlers: string[]; jsLinks: number; text: string; csp: string }>(`(() => {
      const all = Array.from(document.querySelectorAll('*'));
      return {
        scripts: document.querySelectorAll('script').length,
        iframes: document.querySelectorAll('iframe').length,
        imgs: Array.from(document.querySelectorAll('img')).map((i) => i.getAttribute('src') || ''),
        handlers: all.flatMap((el) => Array.from(el.attributes).filter((a) => a.name.startsWith('on')).map((a) => el.tagName + '[' + a.name + ']')),
        jsLinks: Array.from(document.querySelectorAll('[href],[src]')).filter((el) => /^\\s*javascript:/i.test(el.getAttribute('href') || el.getAttribute('src') || '')).length,
        text: document.body.innerText,
        csp: (document.querySelector('meta[http-equiv="Content-Security-Policy"]') || { getAttribute: () => '' }).getAttribute('content') || '',
      };
    })()`);
    expect(found.scripts).toBe(0);
    expect(found.iframes).toBe(0);
    expect(found.imgs.filter((s) => !s.startsWith('data:'))).toEqual([]);
    expect(found.handlers).toEqual([]);
    expect(found.jsLinks).toBe(0);
    expect(found.csp).toMatch(/default-src 'none'/);
    for (const a of ATTACKS.slice(0, 5)) expect(found.text).toContain(a.trim());
    await page.screenshot({ path: path.join(resultsDir(), 'preview-injection.png'), fullPage: true });
  });
});
