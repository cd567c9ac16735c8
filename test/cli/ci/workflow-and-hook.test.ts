/**
 * The ready-made CI pieces from the README: the GitHub Actions workflow
 * (docs/ci/grimoire.yml) is valid YAML whose grimoire invocations parse as
 * real CLI options, and the pre-commit hook's entry runs on the files its
 * pattern selects. Needs dist/ (npm test builds first).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseLintArgs } from '../../../server/src/cli/lint-args';

const ROOT = resolve(__dirname, '../../..');

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}

describe('GitHub Actions workflow', () => {
  const wf = parse(readFileSync(join(ROOT, 'docs/ci/grimoire.yml'), 'utf8')) as {
    on: unknown;
    jobs: Record<string, { 'runs-on': string; steps: Step[]; strategy?: { matrix?: { shard?: number[] } }; needs?: string }>;
  };

  it('is a workflow with a sharded lint job and a report job', () => {
    expect(wf.on).toBeDefined();
    expect(Object.keys(wf.jobs)).toEqual(['lint', 'report']);
    for (const job of Object.values(wf.jobs)) {
      expect(job['runs-on']).toMatch(/ubuntu/);
      for (const s of job.steps) expect(Boolean(s.uses) !== Boolean(s.run)).toBe(true);
    }
    expect(wf.jobs.lint!.strategy?.matrix?.shard).toEqual([1, 2, 3, 4]);
    expect(wf.jobs.report!.needs).toBe('lint');
  });

  it('calls grimoire with options the CLI accepts, one shard per matrix entry', () => {
    const runs = Object.values(wf.jobs).flatMap((j) => j.steps.map((s) => s.run).filter((r): r is string => !!r && r.includes('grimoire')));
    expect(runs.length).toBe(2);
    const lint = runs.find((r) => r.includes('grimoire lint'))!;
    for (const shard of [1, 2, 3, 4]) {
      const args = lint.replace(/\$\{\{ matrix\.shard \}\}/g, String(shard)).replace(/\s+/g, ' ').trim().split(' ');
      const o = parseLintArgs(args.slice(args.indexOf('lint') + 1));
      expect(o.shard).toEqual({ index: shard, count: 4 });
      expect(o.outputs.map((x) => x.format)).toEqual(['github', 'sarif']);
      expect(o.cache).toBe(true);
      // The rule set comes from the root config alone: a config a pull request adds cannot quiet a rule.
      expect([o.config, o.rulesFromConfigOnly]).toEqual(['.grimoirerc.yaml', true]);
    }
    expect(runs.some((r) => r.includes('grimoire merge-sarif'))).toBe(true);
  });
});

describe('pre-commit hook', () => {
  const hooks = parse(readFileSync(join(ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as Array<{ id: string; entry: string; files: string; language: string }>;
  const hook = hooks[0]!;

  it('selects spell files and nothing else', () => {
    const re = new RegExp(hook.files);
    for (const p of ['samples/dnd5e/fireball.spell.yaml', 'data/all.spells.yml', 'spells/fire/bolt.yaml']) expect(re.test(p), p).toBe(true);
    for (const p of ['docker-compose.yaml', '.github/workflows/ci.yml', 'spellsbook.yaml']) expect(re.test(p), p).toBe(false);
  });

  it('its entry passes clean files and fails broken ones', () => {
    expect(hook.id).toBe('grimoire-lint');
    const [cmd, ...args] = hook.entry.split(' ');
    expect(cmd).toBe('grimoire');
    const run = (files: string[]) => spawnSync(process.execPath, [join(ROOT, 'bin/grimoire.js'), ...args, ...files], { cwd: ROOT, encoding: 'utf8' });
    expect(run(['samples/dnd5e/fireball.spell.yaml', 'samples/wfb/flaming-cage.spell.yaml']).status).toBe(0);
    const bad = run(['test/fixtures/schema/wrong-types.spell.yaml']);
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain('schema/enum');
  });
});
