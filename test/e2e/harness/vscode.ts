/**
 * Drives real VS Code: code-server 4.100.3 (VS Code 1.100.3) in headless
 * Chromium through playwright-core, with the packaged extension installed in
 * a hermetic HOME. One {@link VSCodeSession} per suite: it owns the server's
 * process group, the browser and a temp workspace, and offers the few
 * workbench gestures the suite needs (open a file, read squiggles, hover and
 * the images in a hover, inlay hints, run a command, read the preview
 * webview, cropped screenshots in a taller viewport for the README). Used by
 * vscode.e2e.test.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, cpSync, createWriteStream, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, type WriteStream } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { CHROMIUM, CODE_SERVER_BIN, docsImage, freePort, killGroup, loadPlaywright, portInUse, resultsDir, runCommand, stopGroup, waitFor, note } from './env';
import type { BoundingBox, BrowserContext, DomDocument, DomElement, DomImage, Frame, Locator, Page } from './playwright-types';

/** An `<img>` in a visible hover, as the browser rendered it. */
export interface HoverImage {
  /** The start of its src (data URIs are long). */
  src: string;
  srcLength: number;
  alt: string;
  complete: boolean;
  naturalWidth: number;
  naturalHeight: number;
}

/** An inlay hint as the editor drew it. */
export interface DrawnInlayHint {
  text: string;
  className: string;
}

/** Chromium flags that work on these machines (closed network, root, no GPU). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** User settings for a quiet, deterministic workbench. */
const USER_SETTINGS = {
  'workbench.startupEditor': 'none',
  'telemetry.telemetryLevel': 'off',
  'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false,
  'extensions.ignoreRecommendations': true,
  'security.workspace.trust.enabled': false,
  'workbench.tips.enabled': false,
  'workbench.enableExperiments': false,
  'update.mode': 'none',
  'chat.commandCenter.enabled': false,
  'editor.minimap.enabled': false,
  'files.hotExit': 'off',
  'git.enabled': false,
};

/** What to put in the temp workspace: files to copy, by relative destination. */
export interface WorkspaceSpec {
  /** Destination (relative to the workspace) -> source path (file or folder). */
  copies: Record<string, string>;
  /** VS Code's display language (code-server `--locale`); the extension's client passes it to the server's `initialize`. */
  locale?: string;
  /** Extra user settings (e.g. `grimoire.locale`). */
  settings?: Record<string, unknown>;
  /** Names the screenshots (`<name>-NN-<step>.png`) and the server log (`<name>-code-server.log`); default `vscode` and `code-server.log`. */
  name?: string;
}

/** Timings measured while starting, for the report. */
export interface StartTimings {
  installMs: number;
  serverHealthyMs: number;
  workbenchMs: number;
}

/** A running code-server + Chromium pair with a temp workspace. */
export class VSCodeSession {
  readonly page: Page;
  readonly workspace: string;
  readonly timings: StartTimings;
  private readonly context: BrowserContext;
  private readonly server: ChildProcess;
  private readonly tmp: string;
  private readonly log: WriteStream;
  private readonly onExit: () => void;
  private readonly name: string;
  private screenshotNo = 0;

  private constructor(init: { page: Page; context: BrowserContext; server: ChildProcess; tmp: string; workspace: string; log: WriteStream; timings: StartTimings; onExit: () => void; name: string }) {
    this.page = init.page;
    this.context = init.context;
    this.server = init.server;
    this.tmp = init.tmp;
    this.workspace = init.workspace;
    this.log = init.log;
    this.timings = init.timings;
    this.onExit = init.onExit;
    this.name = init.name;
  }

  /**
   * Install the .vsix (or several: Grimoire and test-only extensions) into a fresh hermetic profile, start code-server on a
   * free port in its own process group, launch Chromium and load the
   * workspace. Cleans up after itself when any step fails.
   */
  static async start(vsix: string | string[], spec: WorkspaceSpec): Promise<VSCodeSession> {
    const vsixes = Array.isArray(vsix) ? vsix : [vsix];
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'grimoire-e2e-vscode-'));
    const home = path.join(tmp, 'home');
    const userData = path.join(tmp, 'user-data');
    const extensions = path.join(tmp, 'extensions');
    const workspace = path.join(tmp, 'workspace');
    for (const d of [home, path.join(userData, 'User'), extensions, workspace, path.join(home, '.runtime')]) mkdirSync(d, { recursive: true, mode: 0o700 });
    writeFileSync(path.join(userData, 'User', 'settings.json'), JSON.stringify({ ...USER_SETTINGS, ...spec.settings }, null, 2));
    for (const [dest, src] of Object.entries(spec.copies)) cpSync(src, path.join(workspace, dest), { recursive: true });

    // Hermetic: code-server and Chromium both write into ~ and the XDG folders.
    const env: Record<string, string> = {
      ...(process.env as Record<string, string>),
      HOME: home,
      XDG_CONFIG_HOME: path.join(home, '.config'),
      XDG_DATA_HOME: path.join(home, '.local', 'share'),
      XDG_CACHE_HOME: path.join(home, '.cache'),
      XDG_STATE_HOME: path.join(home, '.local', 'state'),
      XDG_RUNTIME_DIR: path.join(home, '.runtime'),
      VSCODE_PROXY_URI: '',
    };
    // Variables of an enclosing VS Code would leak into the one under test.
    for (const k of Object.keys(env)) if (k.startsWith('VSCODE_') || k === 'ELECTRON_RUN_AS_NODE') delete env[k];
    const common = ['--user-data-dir', userData, '--extensions-dir', extensions];

    const name = spec.name ?? 'vscode';
    const logPath = path.join(resultsDir(), spec.name ? `${spec.name}-code-server.log` : 'code-server.log');
    const log = createWriteStream(logPath);
    let server: ChildProcess | undefined;
    let context: BrowserContext | undefined;
    const onExit = () => killGroup(server, 'SIGKILL');
    process.once('exit', onExit);
    try {
      const t0 = Date.now();
      const inst = await runCommand(CODE_SERVER_BIN, [...common, ...vsixes.flatMap((v) => ['--install-extension', v])], { env, timeoutMs: 120_000 });
      log.write(`$ code-server --install-extension ${vsixes.join(' --install-extension ')}\n${inst.stdout}${inst.stderr}\n`);
      if (inst.code !== 0 || (inst.stdout + inst.stderr).match(/successfully installed/gi)?.length !== vsixes.length) {
        throw new Error(`code-server --install-extension failed (exit ${inst.code}):\n${inst.stdout}\n${inst.stderr}`);
      }
      const installMs = Date.now() - t0;

      const port = await freePort();
      if (await portInUse(port)) throw new Error(`port ${port} is in use`);
      const t1 = Date.now();
      server = spawn(
        CODE_SERVER_BIN,
        [...common, '--auth', 'none', '--bind-addr', `127.0.0.1:${port}`, '--disable-telemetry', '--disable-update-check', '--disable-workspace-trust', '--disable-getting-started-override', '--ignore-last-opened', ...(spec.locale ? ['--locale', spec.locale] : [])],
        { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      server.stdout?.pipe(log, { end: false });
      server.stderr?.pipe(log, { end: false });
      let exited: string | undefined;
      server.on('exit', (code, sig) => (exited = `code-server exited (code ${code}, signal ${sig}); see ${logPath}`));
      const base = `http://127.0.0.1:${port}`;
      await waitFor(`code-server /healthz on ${base}`, async () => {
        if (exited) throw new Error(exited);
        const r = await fetch(`${base}/healthz`).catch(() => undefined);
        return r?.ok;
      }, 60_000, 100);
      const serverHealthyMs = Date.now() - t1;

      const t2 = Date.now();
      const { chromium } = loadPlaywright();
      context = await chromium.launchPersistentContext(path.join(tmp, 'chromium'), {
        executablePath: CHROMIUM,
        headless: true,
        args: CHROMIUM_ARGS,
        env,
        viewport: { width: 1400, height: 900 },
        timeout: 60_000,
      });
      const page = context.pages()[0] ?? (await context.newPage());
      page.setDefaultTimeout(30_000);
      page.on('pageerror', (err) => log.write(`[pageerror] ${err.message}\n`));
      page.on('console', (m) => {
        if (m.type() === 'error') log.write(`[console.error] ${m.text()}\n`);
      });
      await page.goto(`${base}/?folder=${encodeURIComponent(workspace)}`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
      await page.locator('.monaco-workbench').waitFor({ timeout: 60_000 });
      // The explorer listing the workspace means the remote file system is up.
      await page.locator('.explorer-folders-view .monaco-list-row').first().waitFor({ timeout: 60_000 });
      const workbenchMs = Date.now() - t2;
      note(`code-server on ${base}: extension installed in ${installMs} ms, healthy in ${serverHealthyMs} ms, workbench in ${workbenchMs} ms`);
      return new VSCodeSession({ page, context, server, tmp, workspace, log, timings: { installMs, serverHealthyMs, workbenchMs }, onExit, name });
    } catch (err) {
      await context?.close().catch(() => undefined);
      await stopGroup(server);
      process.removeListener('exit', onExit);
      log.end();
      rmSync(tmp, { recursive: true, force: true });
      throw err;
    }
  }

  /** Close the browser, stop the server's whole process group, remove the temp folder. */
  async close(): Promise<void> {
    await this.context.close().catch(() => undefined);
    await stopGroup(this.server);
    process.removeListener('exit', this.onExit);
    this.log.end();
    rmSync(this.tmp, { recursive: true, force: true });
  }

  /**
   * Save a screenshot as test-results/e2e/vscode-NN-<name>.png and return its
   * path: the whole page, or the region `clip` (kept inside the viewport).
   * With `docs` it also goes to docs/images/<docs> when GRIMOIRE_E2E_DOCS=1
   * (see docsImage), for the README.
   */
  async screenshot(name: string, opts: { clip?: BoundingBox; docs?: string } = {}): Promise<string> {
    const file = path.join(resultsDir(), `${this.name}-${String(++this.screenshotNo).padStart(2, '0')}-${name}.png`);
    const clip = opts.clip ? this.insideViewport(opts.clip) : undefined;
    const ok = await this.page.screenshot({ path: file, timeout: 15_000, ...(clip ? { clip } : {}) }).then(
      () => true,
      (err: unknown) => {
        note(`screenshot ${name} failed: ${String(err)}`);
        return false;
      },
    );
    if (ok && opts.docs) {
      const dest = docsImage(opts.docs);
      if (dest) {
        copyFileSync(file, dest);
        note(`copied ${path.basename(file)} to ${path.relative(process.cwd(), dest)}`);
      }
    }
    return file;
  }

  /**
   * Write the workspace's `.vscode/settings.json`, as a user editing it
   * would: the workbench sees the file change and tells the extensions.
   */
  writeWorkspaceSettings(settings: Record<string, unknown>): void {
    mkdirSync(path.join(this.workspace, '.vscode'), { recursive: true });
    writeFileSync(path.join(this.workspace, '.vscode', 'settings.json'), JSON.stringify(settings, null, 2));
  }

  /** The command lines of every process in code-server's process group (Linux /proc), to see which processes it started. */
  groupCommandLines(): string[] {
    const pgid = this.server.pid;
    const out: string[] = [];
    for (const pid of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        // Fields after the command name (which may hold spaces) start at the last ')': state, ppid, pgrp.
        const pgrp = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
        if (pgrp === pgid) out.push(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim());
      } catch {
        // Gone meanwhile.
      }
    }
    return out;
  }

  private insideViewport(b: BoundingBox): BoundingBox {
    const vp = this.page.viewportSize() ?? { width: 1400, height: 900 };
    const x = Math.max(0, Math.floor(b.x));
    const y = Math.max(0, Math.floor(b.y));
    return { x, y, width: Math.max(1, Math.min(vp.width, Math.ceil(b.x + b.width)) - x), height: Math.max(1, Math.min(vp.height, Math.ceil(b.y + b.height)) - y) };
  }

  /** The smallest box holding all of `locators` (the visible ones), padded by `pad` pixels. */
  async regionOf(locators: Locator[], pad = 6): Promise<BoundingBox | undefined> {
    const boxes = (await Promise.all(locators.map((l) => l.boundingBox().catch(() => null)))).filter((b): b is BoundingBox => !!b && b.width > 0 && b.height > 0);
    if (boxes.length === 0) return undefined;
    const x0 = Math.min(...boxes.map((b) => b.x)) - pad;
    const y0 = Math.min(...boxes.map((b) => b.y)) - pad;
    const x1 = Math.max(...boxes.map((b) => b.x + b.width)) + pad;
    const y1 = Math.max(...boxes.map((b) => b.y + b.height)) + pad;
    return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
  }

  /** Move the mouse to the page's corner and wait (briefly) for any hover to close. */
  async mouseAway(): Promise<void> {
    await this.page.mouse.move(1, 1);
    await this.visibleHover().waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => undefined);
  }

  /** The hover widget on screen (at most one is visible at a time). */
  visibleHover(): Locator {
    return this.page.locator('.monaco-hover:not(.hidden)').filter({ visible: true }).first();
  }

  /** The `<img>` elements in the visible hover, with what the browser made of them (loaded? natural size?). */
  async hoverImages(): Promise<HoverImage[]> {
    const hover = this.visibleHover();
    if ((await hover.count()) === 0) return [];
    return hover.evaluate((el) =>
      Array.from(el.querySelectorAll('img')).map((node) => {
        const img = node as DomImage;
        return { src: img.src.slice(0, 60), srcLength: img.src.length, alt: img.getAttribute('alt') ?? '', complete: img.complete, naturalWidth: img.naturalWidth, naturalHeight: img.naturalHeight };
      }),
    );
  }

  /**
   * Scroll the visible hover so that its first element matching `selector` is
   * in view (for a screenshot). The scroll is native, which the hover's own
   * scrollbar does not track: call {@link resetHoverScroll} afterwards, or the
   * next hover opens scrolled as far.
   */
  async scrollHoverTo(selector: string): Promise<void> {
    await this.visibleHover().evaluate((el, sel) => {
      el.querySelectorAll(sel)[0]?.scrollIntoView({ block: 'end' });
    }, selector);
  }

  /** Undo {@link scrollHoverTo}: every scrolled node of the visible hover back to the top. */
  async resetHoverScroll(): Promise<void> {
    const hover = this.visibleHover();
    if ((await hover.count()) === 0) return;
    await hover.evaluate((el) => {
      for (const n of [el, ...Array.from(el.querySelectorAll('*'))]) if (n.scrollTop) n.scrollTop = 0;
    });
  }

  /**
   * Run `fn` with the browser's viewport at `size` and the bottom panel
   * closed (a taller editor gives a taller hover and preview, for the
   * README's pictures), then restore the viewport; the panel stays closed
   * (problems() opens it again when asked).
   */
  async withViewport<T>(size: { width: number; height: number }, fn: () => Promise<T>): Promise<T> {
    const before = this.page.viewportSize() ?? { width: 1400, height: 900 };
    const resize = async (to: { width: number; height: number }) => {
      await this.page.setViewportSize(to);
      await waitFor(`the workbench laid out at ${to.width}x${to.height}`, async () => {
        const b = await this.page.locator('.monaco-workbench').boundingBox();
        return !!b && Math.abs(b.height - to.height) < 2 && Math.abs(b.width - to.width) < 2;
      }, 10_000, 50);
    };
    await this.hidePanel();
    await resize(size);
    try {
      return await fn();
    } finally {
      await resize(before);
    }
  }

  /** Close the bottom panel (Problems, Output...) if it is open (Ctrl+J toggles it). */
  async hidePanel(): Promise<void> {
    const panel = this.page.locator('.part.panel.bottom');
    if (!(await panel.isVisible())) return;
    await this.page.keyboard.press('Control+j');
    await panel.waitFor({ state: 'hidden', timeout: 10_000 });
  }

  /** The hover's rendered HTML (trimmed to `max` characters, long data URIs shortened), for failure messages. */
  async hoverHtml(max = 1500): Promise<string> {
    const hover = this.visibleHover();
    if ((await hover.count()) === 0) return '(no hover visible)';
    const html = await hover.evaluate((el) => el.innerHTML);
    return html.replace(/data:[^"')\s]{60,}/g, (m) => `${m.slice(0, 40)}...(${m.length} chars)`).slice(0, max);
  }

  /**
   * The inlay hints drawn on the first view line of `rel` whose text starts
   * with `linePrefix`: the line's text as shown, the injected label pieces
   * (spans whose class marks them as inlay hints) and the line's HTML.
   */
  async inlayHintsOn(rel: string, linePrefix: string): Promise<{ lineText: string; hints: DrawnInlayHint[]; html: string } | undefined> {
    return this.editor(rel).evaluate((ed, prefix) => {
      for (const line of Array.from(ed.querySelectorAll('.view-lines .view-line'))) {
        const text = (line.textContent ?? '').replace(/\u00a0/g, ' ');
        if (!text.trimStart().startsWith(prefix)) continue;
        const hints = Array.from(line.querySelectorAll('span'))
          // VS Code 1.100 draws each hint label as a span with a dynamic class (dyn-rule-N-M), after a padding span.
          .filter((s: DomElement) => /inlay|dyn-rule/i.test(typeof s.className === 'string' ? s.className : '') && (s.textContent ?? '').trim() !== '')
          .map((s) => ({ text: (s.textContent ?? '').replace(/\u00a0/g, ' '), className: s.className }));
        return { lineText: text, hints, html: line.innerHTML.slice(0, 3000) };
      }
      return undefined;
    }, linePrefix);
  }

  /**
   * Run a step: a screenshot named after it on success, one marked FAILED on
   * failure (then the error goes on).
   */
  async step<T>(name: string, fn: () => Promise<T>): Promise<T> {
    try {
      const r = await fn();
      await this.screenshot(name);
      return r;
    } catch (err) {
      const file = await this.screenshot(`${name}-FAILED`);
      if (err instanceof Error) err.message += `\n(screenshot: ${file})`;
      throw err;
    }
  }

  /** The editor element of a workspace file (by its URI's end). */
  editor(rel: string): Locator {
    return this.page.locator(`.part.editor .monaco-editor[data-uri$="/${rel.split('/').map(encodeURIComponent).join('/')}"]`).first();
  }

  /**
   * Open a workspace file through the explorer (expanding its folders) and
   * wait for its editor: pinned (a double click), or with `singleClick` as
   * a new user opens it, in VS Code's preview editor.
   */
  async openFile(rel: string, opts: { singleClick?: boolean } = {}): Promise<Locator> {
    const parts = rel.split('/');
    for (let i = 0; i < parts.length; i++) {
      const row = this.page.locator(`.explorer-folders-view .monaco-list-row[aria-label="${parts[i]}"]`).first();
      await row.waitFor();
      if (i < parts.length - 1) {
        if ((await row.getAttribute('aria-expanded')) !== 'true') await row.click();
      } else {
        // A double click pins the editor: a single click's preview editor is replaced (and closed) by the next file.
        if (opts.singleClick) await row.click();
        else await row.dblclick();
      }
    }
    const ed = this.editor(rel);
    await ed.locator('.view-line').first().waitFor();
    await this.page.locator('.tabs-container .tab.active', { hasText: parts[parts.length - 1]! }).waitFor();
    return ed;
  }

  /** Open a workspace file by name through Quick Open (Ctrl+P) and wait for its editor. */
  async quickOpen(rel: string): Promise<Locator> {
    const name = rel.split('/').pop()!;
    await this.page.keyboard.press('Control+p');
    const input = this.page.locator('.quick-input-widget input');
    await input.waitFor({ state: 'visible' });
    await this.page.keyboard.type(name);
    // The file search answers after the typing: wait until the focused row is the file asked for.
    await waitFor(`Quick Open row "${name}" focused`, async () => {
      const focused = this.page.locator('.quick-input-list .monaco-list-row.focused').first();
      return (await focused.count()) > 0 && ((await focused.getAttribute('aria-label')) ?? '').includes(name);
    }, 15_000);
    await this.page.keyboard.press('Enter');
    await input.waitFor({ state: 'hidden' });
    const ed = this.editor(rel);
    await ed.locator('.view-line').first().waitFor();
    await this.page.locator('.tabs-container .tab.active', { hasText: name }).waitFor();
    return ed;
  }

  /**
   * Reload the window with "Developer: Reload Window" (the workbench saves
   * its editors and webview state first, as it does for a user; a bare page
   * reload would not) and wait for the new page's explorer.
   */
  async reload(): Promise<void> {
    await this.page.evaluate(() => {
      (globalThis as unknown as { grimoireBeforeReload?: boolean }).grimoireBeforeReload = true;
    });
    await this.page.keyboard.press('Control+Shift+P');
    await this.page.locator('.quick-input-widget input').waitFor({ state: 'visible' });
    await this.page.keyboard.type('Developer: Reload Window');
    await waitFor('palette row "Developer: Reload Window" focused', async () => {
      const focused = this.page.locator('.quick-input-list .monaco-list-row.focused').first();
      return (await focused.count()) > 0 && ((await focused.textContent()) ?? '').includes('Reload Window');
    }, 10_000);
    await this.page.keyboard.press('Enter');
    await waitFor('the page to reload', async () => {
      const old = await this.page.evaluate(() => (globalThis as unknown as { grimoireBeforeReload?: boolean }).grimoireBeforeReload).catch(() => true);
      return old !== true;
    }, 60_000, 100);
    await this.page.locator('.monaco-workbench').waitFor({ timeout: 60_000 });
    await this.page.locator('.explorer-folders-view .monaco-list-row').first().waitFor({ timeout: 60_000 });
  }

  /** 1-based line numbers carrying a squiggle of `kind` in a file's editor (sorted, unique). */
  async squiggleLines(rel: string, kind: 'error' | 'warning' | 'info' = 'error'): Promise<number[]> {
    return this.editor(rel).evaluate((ed, k) => {
      const numbers = Array.from(ed.querySelectorAll('.margin-view-overlays .line-numbers')).map((el) => {
        const r = el.getBoundingClientRect();
        return { n: Number(el.textContent), top: r.top, bottom: r.bottom };
      });
      const lines = new Set<number>();
      for (const sq of Array.from(ed.querySelectorAll(`.view-overlays .squiggly-${k}`))) {
        const r = sq.getBoundingClientRect();
        const mid = (r.top + r.bottom) / 2;
        const hit = numbers.find((l) => mid >= l.top - 1 && mid <= l.bottom + 1);
        if (hit) lines.add(hit.n);
      }
      return [...lines].sort((a, b) => a - b);
    }, kind);
  }

  /** Wait until the squiggle lines of a file equal `expected`. */
  async waitForSquiggles(rel: string, expected: number[], kind: 'error' | 'warning' | 'info' = 'error', timeoutMs = 30_000): Promise<number[]> {
    let last: number[] = [];
    try {
      return await waitFor(`${kind} squiggles at lines [${expected.join(', ')}] in ${rel}`, async () => {
        last = await this.squiggleLines(rel, kind);
        return last.join(',') === expected.join(',') ? last : undefined;
      }, timeoutMs, 100);
    } catch (err) {
      if (err instanceof Error) err.message += `; last seen at lines [${last.join(', ')}]`;
      throw err;
    }
  }

  /** Text of a file's editor as rendered (visible lines only, non-breaking spaces made plain). */
  async editorText(rel: string): Promise<string> {
    return (await this.editor(rel).locator('.view-lines').innerText()).replace(/\u00a0/g, ' ');
  }

  /** Open the Problems panel (Ctrl+Shift+M) and return the text of its rows once `until` holds. */
  async problems(until: (rows: string[]) => boolean, timeoutMs = 20_000): Promise<string[]> {
    const panel = this.page.locator('.markers-panel');
    if (!(await panel.isVisible())) {
      await this.page.keyboard.press('Control+Shift+M');
      await panel.waitFor({ state: 'visible' });
    }
    let rows: string[] = [];
    try {
      return await waitFor('Problems panel rows', async () => {
        rows = await this.page.locator('.markers-panel .monaco-list-row').allTextContents();
        return until(rows) ? rows : undefined;
      }, timeoutMs, 100);
    } catch (err) {
      if (err instanceof Error) err.message += `; rows: ${JSON.stringify(rows)}`;
      throw err;
    }
  }

  /** Put the cursor at a 1-based line and column in the focused editor (Ctrl+G). */
  async goTo(line: number, column = 1): Promise<void> {
    await this.page.keyboard.press('Control+g');
    const input = this.page.locator('.quick-input-widget input');
    await input.waitFor({ state: 'visible' });
    await this.page.keyboard.type(`${line}:${column}`);
    await this.page.keyboard.press('Enter');
    await input.waitFor({ state: 'hidden' });
  }

  /** Focus a file's editor by clicking into its text (its first line). */
  async focusEditor(rel: string): Promise<void> {
    await this.editor(rel).locator('.view-line').first().click({ position: { x: 2, y: 2 } });
  }

  /**
   * Hover the mouse over the text `word` on the first line that starts with
   * `linePrefix` (after indentation) and return the visible hover's text
   * once it satisfies `until`.
   */
  async hover(rel: string, linePrefix: string, word: string, until: (text: string) => boolean, timeoutMs = 20_000): Promise<string> {
    const ed = this.editor(rel);
    // Move away first so a previous hover closes and the next move starts a new one.
    await this.page.mouse.move(1, 1);
    await this.page.locator('.monaco-hover:not(.hidden)').filter({ visible: true }).waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => undefined);
    const point = await ed.evaluate((el, a) => {
      for (const line of Array.from(el.querySelectorAll('.view-lines .view-line'))) {
        const text = (line.textContent ?? '').replace(/\u00a0/g, ' ');
        if (!text.trimStart().startsWith(a.linePrefix)) continue;
        const at = text.indexOf(a.word);
        if (at < 0) continue;
        // Find the text node and offset of the word's middle character, then its on-screen box.
        const target = at + Math.floor(a.word.length / 2);
        // Inline (not imported): this function is serialised and runs in the browser. 4 = NodeFilter.SHOW_TEXT.
        const doc = (globalThis as unknown as { document: DomDocument }).document;
        const walker = doc.createTreeWalker(line, 4);
        let seen = 0;
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const len = n.textContent?.length ?? 0;
          if (target < seen + len) {
            const range = doc.createRange();
            range.setStart(n, target - seen);
            range.setEnd(n, target - seen + 1);
            const r = range.getBoundingClientRect();
            return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
          }
          seen += len;
        }
      }
      return undefined;
    }, { linePrefix, word });
    if (!point) throw new Error(`no line starting with ${JSON.stringify(linePrefix)} holding ${JSON.stringify(word)} in ${rel}`);
    let last = '';
    let tries = 0;
    try {
      return await waitFor(`hover over ${JSON.stringify(word)} in ${rel}`, async () => {
        // Small moves inside the word keep the hover asked for without any fixed sleep. Every
        // 2 s the mouse leaves the editor for one poll: VS Code asks the server again only when
        // the mouse comes back, so a first request answered before the server was ready
        // (an empty hover) does not stall the wait.
        if (++tries % 8 === 0) {
          await this.page.mouse.move(2, point.y);
          return undefined;
        }
        await this.page.mouse.move(point.x + (Math.random() - 0.5), point.y);
        const hovers = this.page.locator('.monaco-hover:not(.hidden)').filter({ visible: true });
        if ((await hovers.count()) === 0) return undefined;
        last = (await hovers.allInnerTexts()).join('\n');
        return until(last) ? last : undefined;
      }, timeoutMs, 250);
    } catch (err) {
      if (err instanceof Error) err.message += `; last hover text: ${JSON.stringify(last.slice(0, 500))}`;
      throw err;
    }
  }

  /** Run a command by its palette title (Ctrl+Shift+P). */
  async runCommand(title: string): Promise<void> {
    await this.page.keyboard.press('Control+Shift+P');
    const input = this.page.locator('.quick-input-widget input');
    await input.waitFor({ state: 'visible' });
    await this.page.keyboard.type(title);
    const row = this.page.locator('.quick-input-list .monaco-list-row', { hasText: title }).first();
    await row.waitFor({ state: 'visible' });
    // The first row is focused; make sure it is the command asked for before Enter.
    await waitFor(`palette row "${title}" focused`, async () => {
      const focused = this.page.locator('.quick-input-list .monaco-list-row.focused').first();
      return (await focused.count()) > 0 && ((await focused.textContent()) ?? '').includes(title);
    }, 10_000);
    await this.page.keyboard.press('Enter');
    await input.waitFor({ state: 'hidden' });
  }

  /**
   * Open the quick-fix menu (Ctrl+.) at the cursor and apply the action
   * titled `title`, choosing it with the keyboard (a pointer block over the
   * menu swallows mouse clicks in code-server).
   */
  async applyCodeAction(title: string, onMenu?: () => Promise<unknown>): Promise<void> {
    await this.page.keyboard.press('Control+.');
    const rows = this.page.locator('.action-widget .monaco-list-row.action');
    const wanted = this.page.locator('.action-widget .monaco-list-row.action', { hasText: title }).first();
    try {
      await wanted.waitFor({ state: 'visible', timeout: 15_000 });
    } catch (err) {
      const offered = await rows.allTextContents().catch(() => []);
      const message = await this.page.locator('.monaco-editor-overlaymessage').allTextContents().catch(() => []);
      throw new Error(`quick-fix menu has no "${title}" (offered: ${JSON.stringify(offered)}, message: ${JSON.stringify(message)}): ${String(err)}`);
    }
    await onMenu?.();
    const n = await rows.count();
    await waitFor(`"${title}" focused in the quick-fix menu`, async () => {
      const focused = this.page.locator('.action-widget .monaco-list-row.action.focused').first();
      if ((await focused.getAttribute('aria-label').catch(() => null)) === title) return true;
      await this.page.keyboard.press('ArrowDown');
      return false;
    }, 5_000 + n * 500, 150);
    await this.page.keyboard.press('Enter');
    await this.page.locator('.action-widget').first().waitFor({ state: 'hidden' });
  }

  /** The frames (webviews render in nested iframes) holding `selector`. */
  async framesWith(selector: string): Promise<Frame[]> {
    const out: Frame[] = [];
    for (const f of this.page.frames()) {
      if (f.isDetached()) continue;
      if ((await f.locator(selector).count().catch(() => 0)) > 0) out.push(f);
    }
    return out;
  }

  /**
   * Wait until some webview shows `selector` with text satisfying `until`;
   * returns that text: its textContent, or with `inner` its rendered
   * innerText (table cells apart, separated by tabs).
   */
  async webviewText(selector: string, until: (text: string) => boolean, timeoutMs = 20_000, inner = false): Promise<string> {
    let seen: string[] = [];
    try {
      return await waitFor(`webview ${selector}`, async () => {
        seen = [];
        for (const f of await this.framesWith(selector)) {
          const el = f.locator(selector).first();
          const t = ((inner ? await el.innerText().catch(() => '') : await el.textContent().catch(() => '')) ?? '').trim();
          seen.push(t);
          if (until(t)) return t;
        }
        return undefined;
      }, timeoutMs, 100);
    } catch (err) {
      if (err instanceof Error) err.message += `; seen: ${JSON.stringify(seen)}`;
      throw err;
    }
  }
}
