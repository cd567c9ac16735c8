/**
 * `--caster-level` on the command line: `grimoire explain --json` and
 * `grimoire render` (md and html) of an Italian D&D 3.5 Fireball at caster
 * level 7, run as the built CLI. The figures are worked out by hand from the
 * range line: lungo (120 m + 12 m/livello) at 7 = 120 + 12 x 7 = 204 m, 680 ft
 * at 1.5 m per 5 ft; the damage is 1d6 per caster level, so 7d6 at 7
 * (average 24.5, maximum 42).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIREBALL_35_IT } from '../helpers/spells';

describe('--caster-level on the command line (built CLI)', () => {
  const ROOT = resolve(__dirname, '../..');
  const CLI = join(ROOT, 'dist/cli.js');
  let dir: string;
  const newest = (d: string): number => readdirSync(d, { withFileTypes: true }).reduce((t, e) => Math.max(t, e.isDirectory() ? newest(join(d, e.name)) : statSync(join(d, e.name)).mtimeMs), 0);
  beforeAll(() => {
    if (!existsSync(CLI) || statSync(CLI).mtimeMs < newest(join(ROOT, 'server/src'))) {
      const b = spawnSync(process.execPath, [join(ROOT, 'scripts/build.mjs')], { cwd: ROOT, encoding: 'utf8' });
      if (b.status !== 0) throw new Error(`build failed: ${b.stderr}`);
    }
    dir = mkdtempSync(join(tmpdir(), 'grimoire-range-'));
    writeFileSync(join(dir, 'palla.spell.yaml'), FIREBALL_35_IT);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = (args: string[]) => spawnSync(process.execPath, [join(ROOT, 'bin/grimoire.js'), ...args], { cwd: dir, encoding: 'utf8', timeout: 30_000 });
  it('explain --json --caster-level 7: range 680 ft and a 7d6 row', () => {
    const r = run(['explain', 'palla.spell.yaml', '--json', '--caster-level', '7']);
    expect(r.status).toBe(0);
    const s = JSON.parse(r.stdout).spells[0];
    expect(s.range.feet).toBe(680);
    expect(s.damage.find((x: { level: number }) => x.level === 7).dice).toBe('7d6');
  });
  it('render --format md --caster-level 7: the range and the 7d6 row', () => {
    const r = run(['render', 'palla.spell.yaml', '--format', 'md', '--caster-level', '7']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('**Range at caster level 7: 680 ft (204 m)**');
    expect(r.stdout).toMatch(/\| 7 \| 7d6 fire \| 24\.5 \| 42 \|/);
  });
  it('render --format html --caster-level 7 and a bad level is a usage error', () => {
    expect(run(['render', 'palla.spell.yaml', '--format', 'html', '--caster-level', '7']).stdout).toContain('Range at caster level 7: 680 ft (204 m)');
    const bad = run(['render', 'palla.spell.yaml', '--format', 'md', '--caster-level', '0']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--caster-level takes a whole number from 1 to 20');
  });
});
