/**
 * `grimoire explain` and `grimoire render`, run as the built CLI
 * (`node bin/grimoire.js ...`). `npm test` builds first; when dist/cli.js is
 * missing or older than the sources, this file builds it once itself.
 * Also checks that the hover, `explain --json` and `summaryLine` show the
 * same numbers for the same spell.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createSpellService } from '../../server/src/service/service';
import { DEFAULT_SETTINGS } from '../../server/src/service/settings';
import { summaryLine } from '../../server/src/service/features/summary';
import { FIREBALL as FIREBALL_TEXT, FLAMING_CAGE } from '../helpers/spells';

const ROOT = resolve(__dirname, '../..');
const BIN = join(ROOT, 'bin/grimoire.js');
const CLI = join(ROOT, 'dist/cli.js');

function newestSource(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newestSource(p) : statSync(p).mtimeMs);
  }
  return t;
}

function run(args: string[], cwd: string): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', timeout: 30_000 });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

let dir: string;

const FIREBALL = `# grimoire\n${FIREBALL_TEXT}`;

const CAGE = `# grimoire\n${FLAMING_CAGE}`;

beforeAll(() => {
  if (!existsSync(CLI) || statSync(CLI).mtimeMs < newestSource(join(ROOT, 'server/src'))) {
    const b = spawnSync(process.execPath, [join(ROOT, 'scripts/build.mjs')], { cwd: ROOT, encoding: 'utf8' });
    if (b.status !== 0) throw new Error(`build failed: ${b.stderr}`);
  }
  dir = mkdtempSync(join(tmpdir(), 'grimoire-explain-'));
  writeFileSync(join(dir, 'fireball.spell.yaml'), FIREBALL);
  writeFileSync(join(dir, 'cage.spell.yaml'), CAGE);
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('grimoire explain --json', () => {
  it('reports the documented shape with the hand-derived Fireball numbers', () => {
    const r = run(['explain', 'fireball.spell.yaml', '--json'], dir);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.file).toBe('fireball.spell.yaml');
    expect(j.spells).toHaveLength(1);
    const s = j.spells[0];
    expect(s).toMatchObject({
      name: 'Fireball',
      line: 2,
      system: 'dnd5e',
      area: { shape: 'sphere', sizes: { radius: 20 }, squares: { dmg: 52, template: 60, token: 64 } },
      save: { ability: 'dex', dc: 15 },
      concentrationDc: 14,
      identifyDc: 18,
      spellPoints: 5,
      minCasterLevel: { full: 5, half: 9, third: 13 },
    });
    expect(s.damage[0]).toEqual({ level: 3, dice: '8d6', average: 28, maximum: 48 });
    expect(s.damage.at(-1)).toEqual({ level: 9, dice: '14d6', average: 49, maximum: 84 });
    expect(s.area.squaresDiagonal).toBeUndefined();
  });

  it('flags override the file profile: --ability-score 20 --caster-level 17 --dc-bonus 2 -> DC 21', () => {
    const r = run(['explain', 'fireball.spell.yaml', '--json', '--ability-score', '20', '--caster-level=17', '--dc-bonus', '2'], dir);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).spells[0].save.dc).toBe(21);
  });

  it('Warhammer: casting odds for both casting values, per dice count; --wizard-level changes them', () => {
    const j = JSON.parse(run(['explain', 'cage.spell.yaml', '--json'], dir).stdout);
    const c = j.spells[0].casting;
    expect(c.map((x: { castingValue: number }) => x.castingValue)).toEqual([11, 14]);
    expect(Object.keys(c[0].byDice)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(c[0].byDice['3']).toEqual({ cast: 160 / 216, irresistible: 16 / 216, miscast: 16 / 216, castIfBothFails: 160 / 216 });
    const l4 = JSON.parse(run(['explain', 'cage.spell.yaml', '--json', '--wizard-level', '4'], dir).stdout);
    // Level 4, 2 dice against 11+: natural >= 7 without a double 1 (21 of 36; 6-6 included).
    expect(l4.spells[0].casting[0].byDice['2'].cast).toBe(21 / 36);
  });

  it('text mode: a readable summary per spell', () => {
    const r = run(['explain', 'fireball.spell.yaml'], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Fireball (dnd5e, line 2)');
    expect(r.stdout).toContain('area: sphere (radius 20 ft): DMG 52, template 60, token 64 squares');
    expect(r.stdout).toContain('save: DEX DC 15');
    expect(r.stdout).toContain('3: 8d6 avg 28 max 48');
  });

  it('exits 2 with a message and no stack trace on bad usage', () => {
    for (const args of [
      ['explain'],
      ['explain', 'missing.spell.yaml'],
      ['explain', 'fireball.spell.yaml', '--ability-score', '40'],
      ['explain', 'fireball.spell.yaml', '--wizard-level', 'x'],
      ['explain', 'fireball.spell.yaml', '--caster-level'],
      ['explain', 'fireball.spell.yaml', '--bogus'],
      ['explain', 'fireball.spell.yaml', 'cage.spell.yaml'],
      ['explain', '.'],
    ]) {
      const r = run(args, dir);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr, args.join(' ')).toMatch(/^grimoire: /);
      expect(r.stderr).not.toMatch(/\n\s+at /);
      expect(r.stdout).toBe('');
    }
  });
});

describe('grimoire render', () => {
  it('svg, html and md of the first or named spell; -o writes a file', () => {
    const svg = run(['render', 'fireball.spell.yaml', '--format', 'svg'], dir);
    expect(svg.code).toBe(0);
    expect(svg.stdout).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg.stdout).toContain('20-ft sphere: DMG, 52 squares');
    const html = run(['render', 'fireball.spell.yaml', '--spell', 'fireball', '--format', 'html'], dir);
    expect(html.code).toBe(0);
    expect(html.stdout).toContain("content=\"default-src 'none'; style-src 'unsafe-inline'; img-src data:\"");
    expect(html.stdout).not.toContain('<script');
    const md = run(['render', 'fireball.spell.yaml', '--format', 'md', '-o', 'out/fireball.md'], dir);
    expect(md.code).toBe(0);
    expect(readFileSync(join(dir, 'out/fireball.md'), 'utf8')).toContain('# Fireball');
    const tok = run(['render', 'fireball.spell.yaml', '--format', 'svg', '--method', 'token'], dir);
    expect(tok.stdout).toContain('token, 64 squares');
  });

  it('exits 2 on an unknown spell, format, method or a spell without an area', () => {
    expect(run(['render', 'fireball.spell.yaml', '--spell', 'Nope', '--format', 'svg'], dir).code).toBe(2);
    expect(run(['render', 'fireball.spell.yaml', '--format', 'pdf'], dir).code).toBe(2);
    expect(run(['render', 'fireball.spell.yaml', '--format', 'svg', '--method', 'grid35'], dir).code).toBe(2);
    const noArea = run(['render', 'cage.spell.yaml', '--format', 'svg'], dir);
    expect(noArea.code).toBe(2);
    expect(noArea.stderr).toContain('has no area');
  });
});

describe('one set of numbers', () => {
  it('the hover, explain --json and summaryLine agree for the same spell', () => {
    const j = JSON.parse(run(['explain', 'fireball.spell.yaml', '--json'], dir).stdout).spells[0];
    const service = createSpellService();
    const a = service.analyze(FIREBALL);
    const hover = (key: string) => service.hover(a, FIREBALL.indexOf(`\n${key}:`) + 2, DEFAULT_SETTINGS, 'ascii')!.markdown;
    const summary = summaryLine(a.spells[0]!, DEFAULT_SETTINGS)!;

    expect(hover('save')).toContain(`**Save DC ${j.save.dc}**`);
    expect(summary).toContain(`DC ${j.save.dc}`);

    const d = j.damage[0];
    expect(hover('damage')).toContain(`average **${d.average}**, maximum ${d.maximum}`);
    expect(hover('damage')).toContain(`**DC ${j.concentrationDc}** Constitution save`);
    expect(summary).toContain(`${d.dice} avg ${d.average}`);

    const area = hover('area');
    for (const [m, label] of [['dmg', 'DMG'], ['template', 'template'], ['token', 'token']]) expect(area).toContain(`| ${label} | ${j.area.squares[m]} |`);
    expect(summary).toContain(`20-ft sphere: ${j.area.squares.dmg} sq (DMG)`);

    expect(hover('level')).toContain(`**DC ${j.identifyDc}**`);
    expect(hover('level')).toContain(`**${j.spellPoints}**`);
    expect(summary).toBe(`DC 15 | 8d6 avg 28 | 20-ft sphere: 52 sq (DMG)`);
  });
});
