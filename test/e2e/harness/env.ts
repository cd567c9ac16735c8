/**
 * Shared plumbing of the real-editor suites (test/e2e/*.e2e.test.ts): where
 * the tools are, whether a suite runs or skips, packaging the extension,
 * process groups, free ports, and polling with a deadline. Called only by
 * the suites and by ./vscode.ts.
 */
import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { accessSync, constants, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import { createRequire } from 'node:module';
import * as net from 'node:net';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PlaywrightModule } from './playwright-types';

/** The repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Where scripts/e2e-setup.sh installs code-server and playwright-core. */
export const CACHE = process.env.GRIMOIRE_E2E_CACHE ?? path.join(ROOT, '.cache', 'e2e');
/** Screenshots, editor logs and probe results land here. */
export const RESULTS = path.join(ROOT, 'test-results', 'e2e');
/** The built language server. */
export const SERVER_JS = path.join(ROOT, 'dist', 'server.js');

export const CODE_SERVER_BIN = path.join(CACHE, 'node_modules', '.bin', 'code-server');
export const PLAYWRIGHT_DIR = path.join(CACHE, 'node_modules', 'playwright-core');
export const CHROMIUM = process.env.GRIMOIRE_E2E_CHROMIUM ?? '/usr/bin/chromium';

/** Has scripts/e2e-setup.sh completed here (its stamp)? Then a missing tool is a failure, not a skip. */
export function setupDone(): boolean {
  return existsSync(path.join(CACHE, '.ready'));
}

/** Is the e2e run required (GRIMOIRE_E2E_REQUIRE=1): never skip, fail instead. */
export function required(): boolean {
  return process.env.GRIMOIRE_E2E_REQUIRE === '1';
}

function isExecutable(p: string): boolean {
  try {
    accessSync(p, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Absolute path of a command on PATH, or undefined. */
export function which(cmd: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && isExecutable(path.join(dir, cmd))) return path.join(dir, cmd);
  }
  return undefined;
}

export type Tool = 'code-server' | 'playwright-core' | 'chromium' | 'nvim';

/** Which of the tools are missing. */
export function missingTools(tools: readonly Tool[]): string[] {
  const missing: string[] = [];
  for (const t of tools) {
    if (t === 'code-server' && !isExecutable(CODE_SERVER_BIN)) missing.push(`code-server (${CODE_SERVER_BIN})`);
    if (t === 'playwright-core' && !existsSync(path.join(PLAYWRIGHT_DIR, 'package.json'))) missing.push(`playwright-core (${PLAYWRIGHT_DIR})`);
    if (t === 'chromium' && !isExecutable(CHROMIUM)) missing.push(`chromium (${CHROMIUM})`);
    if (t === 'nvim' && !which('nvim')) missing.push('nvim (Debian package neovim)');
  }
  return missing;
}

/** Whether a suite runs, and why it skips or what it will fail on. */
export interface Availability {
  /** Run the suite (its tools are there, or the setup claims they are and the suite must fail loudly). */
  run: boolean;
  /** Why it skips (when !run). */
  skipReason?: string;
  /** Set when the suite runs although tools are missing: beforeAll throws this. */
  brokenReason?: string;
}

/**
 * Decide for a suite: all tools present -> run; some missing and the setup
 * never ran -> skip with a message; some missing after the setup ran (or
 * with GRIMOIRE_E2E_REQUIRE=1) -> run and fail, since the setup is broken.
 */
export function availability(tools: readonly Tool[]): Availability {
  const missing = missingTools(tools);
  if (missing.length === 0) return { run: true };
  const what = `missing ${missing.join(', ')}`;
  if (setupDone() || required()) {
    return { run: true, brokenReason: `e2e setup ${setupDone() ? 'was run' : 'is required (GRIMOIRE_E2E_REQUIRE=1)'} but ${what}; re-run: bash scripts/e2e-setup.sh` };
  }
  return { run: false, skipReason: `e2e setup not run (${what}); run: bash scripts/e2e-setup.sh` };
}

/** Load playwright-core from the e2e cache. */
export function loadPlaywright(): PlaywrightModule {
  const req = createRequire(path.join(CACHE, 'package.json'));
  return req(PLAYWRIGHT_DIR) as PlaywrightModule;
}

/** Make (and return) the results folder. */
export function resultsDir(): string {
  mkdirSync(RESULTS, { recursive: true });
  return RESULTS;
}

/** Sleep-free waiting: poll `probe` until it returns a truthy value or the deadline passes. */
export async function waitFor<T>(what: string, probe: () => T | undefined | null | false | Promise<T | undefined | null | false>, timeoutMs = 30_000, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastErr: unknown;
  for (;;) {
    try {
      const v = await probe();
      if (v) return v;
    } catch (err) {
      lastErr = err;
    }
    if (Date.now() > deadline) {
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${lastErr ? ` (last error: ${lastErr instanceof Error ? lastErr.message : String(lastErr)})` : ''}`);
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** Result of {@link runCommand}. */
export interface RunResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Run a command to completion in its own process group, killing the group after `timeoutMs` and once the command exits. */
export function runCommand(cmd: string, args: string[], opts: SpawnOptions & { timeoutMs?: number; input?: string } = {}): Promise<RunResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { ...opts, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), opts.timeoutMs ?? 120_000);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      // Whatever the command left behind in its group (a language server, say) goes with it.
      killGroup(child, 'SIGKILL');
      resolve({ code, signal, stdout, stderr, ms: Date.now() - started });
    });
    child.stdin?.end(opts.input ?? '');
  });
}

/** Signal a child's whole process group (it was spawned detached), ignoring groups already gone. */
export function killGroup(child: ChildProcess | number | undefined, signal: NodeJS.Signals = 'SIGTERM'): void {
  const pid = typeof child === 'number' ? child : child?.pid;
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM a process group, then SIGKILL it if it is still there after `graceMs`. */
export async function stopGroup(child: ChildProcess | undefined, graceMs = 5_000): Promise<void> {
  const pid = child?.pid;
  if (!pid) return;
  killGroup(pid, 'SIGTERM');
  try {
    await waitFor('process group to exit', () => !groupAlive(pid), graceMs, 50);
  } catch {
    killGroup(pid, 'SIGKILL');
  }
}

/** Is something listening on 127.0.0.1:port? */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const sock = net.connect({ host: '127.0.0.1', port });
    sock.once('connect', () => {
      sock.destroy();
      resolve(true);
    });
    sock.once('error', () => resolve(false));
  });
}

/** A free loopback port: asked of the kernel, then checked that nothing answers on it. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await new Promise<number>((resolve, reject) => {
      const srv = net.createServer();
      srv.once('error', reject);
      srv.listen(0, '127.0.0.1', () => {
        const addr = srv.address();
        const p = typeof addr === 'object' && addr ? addr.port : 0;
        srv.close(() => resolve(p));
      });
    });
    if (port && !(await portInUse(port))) return port;
  }
  throw new Error('no free loopback port found');
}

/**
 * Build and package the extension (`npm run package` -> grimoire.vsix at the
 * root), or use GRIMOIRE_E2E_VSIX when set. Throws with the tool's output on failure.
 */
export async function packageExtension(): Promise<{ vsix: string; ms: number }> {
  const given = process.env.GRIMOIRE_E2E_VSIX;
  if (given) {
    if (!existsSync(given)) throw new Error(`GRIMOIRE_E2E_VSIX=${given} does not exist`);
    return { vsix: path.resolve(given), ms: 0 };
  }
  const r = await runCommand('npm', ['run', '--silent', 'package'], { cwd: ROOT, timeoutMs: 300_000, env: { ...process.env, npm_config_update_notifier: 'false' } });
  const vsix = path.join(ROOT, 'grimoire.vsix');
  if (r.code !== 0 || !existsSync(vsix)) {
    throw new Error(`npm run package failed (exit ${r.code}):\n${r.stdout.slice(-3000)}\n${r.stderr.slice(-3000)}`);
  }
  return { vsix, ms: r.ms };
}

/**
 * The web-only variant of the extension: the files `vsce ls` packages, with a
 * manifest that has no `main`, only `browser`, packaged by vsce into a temp
 * folder. VS Code can run such an extension only in its web worker extension
 * host (there is nothing for a Node host to load), so a suite that installs it
 * tests the web build and nothing else. Needs the build (packageExtension()
 * makes it). Returns the .vsix and the manifest it holds.
 */
export async function packageWebOnly(): Promise<{ vsix: string; manifest: Record<string, unknown>; ms: number }> {
  const vsce = path.join(ROOT, 'node_modules', '@vscode', 'vsce', 'vsce');
  const ls = await runCommand(process.execPath, [vsce, 'ls', '--no-dependencies'], { cwd: ROOT, timeoutMs: 60_000 });
  if (ls.code !== 0) throw new Error(`vsce ls failed (exit ${ls.code}):\n${ls.stderr}`);
  const stage = mkdtempSync(path.join(os.tmpdir(), 'grimoire-e2e-web-vsix-'));
  for (const f of [...ls.stdout.trim().split('\n'), '.vscodeignore']) cpSync(path.join(ROOT, f), path.join(stage, f), { recursive: true });
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Record<string, unknown>;
  if (typeof manifest.browser !== 'string') throw new Error('package.json has no `browser` entry: there is no web build to test');
  delete manifest.main;
  writeFileSync(path.join(stage, 'package.json'), JSON.stringify(manifest, null, 2));
  const vsix = path.join(stage, 'grimoire-web.vsix');
  const r = await runCommand(process.execPath, [vsce, 'package', '--no-dependencies', '--no-rewrite-relative-links', '-o', vsix], { cwd: stage, timeoutMs: 120_000 });
  if (r.code !== 0 || !existsSync(vsix)) throw new Error(`vsce package (web only) failed (exit ${r.code}):\n${r.stdout.slice(-2000)}\n${r.stderr.slice(-2000)}`);
  process.once('exit', () => rmSync(stage, { recursive: true, force: true }));
  return { vsix, manifest, ms: r.ms + ls.ms };
}

/**
 * Package a test-only extension (a folder under test/e2e/fixtures with its
 * package.json) into a .vsix in a temp folder, for a suite to install beside
 * Grimoire. Returns the .vsix.
 */
export async function packageFixtureExtension(dir: string): Promise<string> {
  const vsce = path.join(ROOT, 'node_modules', '@vscode', 'vsce', 'vsce');
  const stage = mkdtempSync(path.join(os.tmpdir(), 'grimoire-e2e-fixture-vsix-'));
  cpSync(dir, stage, { recursive: true });
  const vsix = path.join(stage, `${path.basename(dir)}.vsix`);
  const r = await runCommand(process.execPath, [vsce, 'package', '--no-dependencies', '-o', vsix], { cwd: stage, timeoutMs: 120_000 });
  if (r.code !== 0 || !existsSync(vsix)) throw new Error(`vsce package ${dir} failed (exit ${r.code}):\n${r.stdout.slice(-2000)}\n${r.stderr.slice(-2000)}`);
  process.once('exit', () => rmSync(stage, { recursive: true, force: true }));
  return vsix;
}

/** Make sure dist/server.js exists (building it once if not). */
export async function ensureServerBuilt(): Promise<void> {
  if (existsSync(SERVER_JS)) return;
  const r = await runCommand('npm', ['run', '--silent', 'build'], { cwd: ROOT, timeoutMs: 300_000 });
  if (r.code !== 0 || !existsSync(SERVER_JS)) throw new Error(`npm run build failed (exit ${r.code}):\n${r.stdout}\n${r.stderr}`);
}

/** Version line of a command (`--version`), for logs. */
export function versionOf(cmd: string): string {
  const r = spawnSync(cmd, ['--version'], { encoding: 'utf8', timeout: 20_000 });
  return (r.stdout || r.stderr || '').split('\n')[0] ?? '';
}

/** 1-based line numbers of the lines of `text` matching `re`. */
export function linesMatching(text: string, re: RegExp): number[] {
  return text.split('\n').flatMap((l, i) => (re.test(l) ? [i + 1] : []));
}

/** Log a line to the test output, prefixed so it stands out in CI logs. */
export function note(msg: string): void {
  // eslint-disable-next-line no-console
  console.log(`[e2e] ${msg}`);
}

/** Where the README's screenshots and hover texts live. */
export const DOCS_IMAGES = path.join(ROOT, 'docs', 'images');

/**
 * The docs/images path for a picture or text the suites make for the README,
 * or undefined when this run should not touch docs/ (the default: a normal
 * run would rewrite tracked files). GRIMOIRE_E2E_DOCS=1 refreshes them.
 */
export function docsImage(name: string): string | undefined {
  if (process.env.GRIMOIRE_E2E_DOCS !== '1') return undefined;
  mkdirSync(DOCS_IMAGES, { recursive: true });
  return path.join(DOCS_IMAGES, name);
}
