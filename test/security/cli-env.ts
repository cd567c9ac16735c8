/**
 * Shared set-up of the security suite: a temp repository (a folder holding
 * `.git`) per test, spell texts with known problems, and the built CLI run
 * with its cache in a temp per-user folder.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The built CLI (`npm run build`); `GRIMOIRE_TEST_CLI` names another build's
 * `bin/grimoire.js`, to watch an attack's test fail on the code before a fix.
 */
export const CLI = process.env.GRIMOIRE_TEST_CLI ?? resolve(__dirname, '../../bin/grimoire.js');

/** A clean 5e spell. */
export const CLEAN = (name: string) => `name: ${name}\nlevel: 1\nschool: abjuration\ncasting_time: 1 action\nrange: self\ncomponents: [V, S]\nduration: 1 round\n`;

/**
 * Three errors, counted by hand against the schema: `level: 12` is over 9,
 * `school: pyromancy` is not a school, and `casting_time: 3` is not text.
 */
export const THREE_ERRORS = `name: Bad\nlevel: 12\nschool: pyromancy\ncasting_time: 3\nrange: self\ncomponents: [V, S]\nduration: 1 round\n`;

/** A fresh temp repository (with a `.git` folder) and an empty per-user cache home beside it. */
export function tempRepo(): { dir: string; home: string } {
  const base = mkdtempSync(join(tmpdir(), 'grimoire-sec-'));
  const dir = join(base, 'repo');
  mkdirSync(join(dir, '.git'), { recursive: true });
  const home = join(base, 'home');
  mkdirSync(home);
  return { dir, home };
}

/** Write `text` at `rel` under `dir` (folders created). */
export function put(dir: string, rel: string, text: string): string {
  const p = join(dir, rel);
  mkdirSync(join(p, '..'), { recursive: true });
  writeFileSync(p, text);
  return p;
}

/** Run the built CLI in `dir` with `XDG_CACHE_HOME` in `home` (never the real user's cache). */
export function cli(dir: string, home: string, args: string[], env: Record<string, string> = {}): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [CLI, ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, XDG_CACHE_HOME: join(home, '.cache'), HOME: home, GITHUB_STEP_SUMMARY: '', ...env }, timeout: 60_000 });
}

/** Error count of a `-f json` report. */
export function errorsIn(stdout: string): number {
  return (JSON.parse(stdout) as Array<{ errorCount: number }>).reduce((n, r) => n + r.errorCount, 0);
}
