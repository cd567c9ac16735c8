/**
 * The shipped CI recipe run end to end: every step of
 * docs/ci/grimoire.yml, in order, for each matrix shard and then the report
 * job. `run:` steps run in bash as written (only `${{ matrix.shard }}` is
 * substituted); `uses:` steps are played by small stand-ins: this repository's
 * composite action runs its own install script (without npm, on the built
 * dist/), upload/download-artifact copy files, and the SARIF upload validates
 * the merged log against the SARIF 2.1.0 schema. Needs dist/ (npm run build).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLEAN, put } from '../../security/cli-env';

const ROOT = resolve(__dirname, '../../..');

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, string>;
}
interface Job {
  steps: Step[];
  strategy?: { matrix?: { shard?: number[] } };
  needs?: string;
}

/** One mistake per file, counted by hand: `level: 12` is over the 0-9 range (schema/range, line 2). */
const ONE_ERROR = (name: string) => CLEAN(name).replace('level: 1\n', 'level: 12\n');
const BAD = ['a/bad-1.spell.yaml', 'spells/fire/bad-2.yaml', 'spells/bad-3.yaml', 'deep/x/bad-4.spells.yaml', 'bad-5.spell.yml'];
const GOOD = ['good-1.spell.yaml', 'spells/good-2.yaml', 'a/good-3.spell.yaml', 'b/good-4.spell.yaml', 'c/good-5.spells.yaml', 'good-6.spell.yml', 'spells/x/good-7.yaml'];

function sarifValidator() {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json');
  const { $schema: _draft, id, ...schema } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
  addFormats(ajv);
  return ajv.compile({ ...schema, $id: String(id) });
}

/** A job's runner: a workspace, a home, PATH/env additions from $GITHUB_PATH/$GITHUB_ENV. */
class Runner {
  readonly env: Record<string, string>;
  readonly outputs: Array<{ step: string; status: number | null; stdout: string; stderr: string }> = [];
  constructor(readonly workspace: string, readonly home: string, readonly artifacts: string, readonly uploaded: string[]) {
    mkdirSync(workspace, { recursive: true });
    const temp = mkdtempSync(join(tmpdir(), 'grimoire-runner-temp-'));
    this.env = { PATH: process.env.PATH ?? '', HOME: home, RUNNER_TEMP: temp, GITHUB_PATH: join(temp, 'path'), GITHUB_ENV: join(temp, 'env'), GITHUB_SERVER_URL: 'https://github.com' };
    writeFileSync(this.env.GITHUB_PATH!, '');
    writeFileSync(this.env.GITHUB_ENV!, '');
  }

  private absorbFiles(): void {
    const paths = readFileSync(this.env.GITHUB_PATH!, 'utf8').split('\n').filter(Boolean);
    for (const p of paths) if (!this.env.PATH!.split(':').includes(p)) this.env.PATH = `${p}:${this.env.PATH}`;
    for (const line of readFileSync(this.env.GITHUB_ENV!, 'utf8').split('\n').filter(Boolean)) {
      const i = line.indexOf('=');
      this.env[line.slice(0, i)] = line.slice(i + 1);
    }
  }

  step(s: Step, matrix: { shard?: number }, repo: string): void {
    const sub = (t: string) => t.replace(/\$\{\{ matrix\.shard \}\}/g, String(matrix.shard));
    if (s.run) {
      const r = spawnSync('bash', ['-e', '-c', sub(s.run)], { cwd: this.workspace, encoding: 'utf8', env: this.env, timeout: 120_000 });
      this.outputs.push({ step: s.name ?? s.run, status: r.status, stdout: r.stdout, stderr: r.stderr });
      return;
    }
    const uses = s.uses!;
    if (uses.startsWith('actions/checkout@')) cpSync(repo, this.workspace, { recursive: true });
    else if (/^[^/]+\/grimoire@/.test(uses)) {
      // This repository's composite action: check that its install step runs our script, then run that script.
      const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as { runs: { using: string; steps: Step[] } };
      expect(action.runs.using).toBe('composite');
      expect(action.runs.steps.some((x) => x.run?.includes('scripts/ci-install.sh'))).toBe(true);
      const r = spawnSync('bash', [join(ROOT, 'scripts/ci-install.sh')], { encoding: 'utf8', env: { ...this.env, GRIMOIRE_SKIP_NPM: '1', ACTION_REPOSITORY: 'acme/grimoire', ACTION_REF: 'v0.1.0' } });
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      this.absorbFiles();
    } else if (uses.startsWith('actions/cache@')) {
      expect(s.with!.path).toBe('~/.cache/grimoire');
    } else if (uses.startsWith('actions/upload-artifact@')) {
      const dest = join(this.artifacts, sub(s.with!.name!));
      mkdirSync(dest, { recursive: true });
      const file = sub(s.with!.path!);
      if (existsSync(join(this.workspace, file))) copyFileSync(join(this.workspace, file), join(dest, file));
    } else if (uses.startsWith('actions/download-artifact@')) {
      expect(s.with!.pattern).toBe('sarif-*');
      for (const d of readdirSync(this.artifacts).filter((n) => n.startsWith('sarif-'))) for (const f of readdirSync(join(this.artifacts, d))) copyFileSync(join(this.artifacts, d, f), join(this.workspace, f));
    } else if (uses.startsWith('github/codeql-action/upload-sarif@')) {
      this.uploaded.push(join(this.workspace, s.with!.sarif_file!));
    } else throw new Error(`no stand-in for ${uses}`);
  }
}

describe('docs/ci/grimoire.yml run end to end', () => {
  const wf = parse(readFileSync(join(ROOT, 'docs/ci/grimoire.yml'), 'utf8')) as { jobs: Record<string, Job> };
  const base = mkdtempSync(join(tmpdir(), 'grimoire-wf-'));
  const repo = join(base, 'repo');
  const artifacts = join(base, 'artifacts');
  const uploaded: string[] = [];
  const lintRuns: Runner[] = [];
  let report: Runner;

  beforeAll(() => {
    mkdirSync(join(repo, '.git'), { recursive: true });
    mkdirSync(artifacts);
    BAD.forEach((f, i) => put(repo, f, ONE_ERROR(`Bad ${i}`)));
    GOOD.forEach((f, i) => put(repo, f, CLEAN(`Good ${i}`)));
    // The root config the recipe names, and one a pull request added to quiet the error beside it.
    put(repo, '.grimoirerc.yaml', '{}\n');
    put(repo, 'spells/fire/.grimoirerc.yaml', "rules:\n  schema/range: 'off'\nignore: ['**']\n");
    put(repo, 'docker-compose.yaml', 'services: { web: { image: nginx } }\n'); // not a spell file: never linted
    const lint = wf.jobs.lint!;
    for (const shard of lint.strategy!.matrix!.shard!) {
      const r = new Runner(join(base, `lint-${shard}`, 'ws'), join(base, `lint-${shard}`, 'home'), artifacts, uploaded);
      for (const s of lint.steps) r.step(s, { shard }, repo);
      lintRuns.push(r);
    }
    report = new Runner(join(base, 'report', 'ws'), join(base, 'report', 'home'), artifacts, uploaded);
    for (const s of wf.jobs.report!.steps) report.step(s, {}, repo);
  }, 120_000);

  it('installs from this repository, never through a registry name', () => {
    const text = readFileSync(join(ROOT, 'docs/ci/grimoire.yml'), 'utf8');
    expect(text).not.toMatch(/npx|npm (i|install)\b/);
    expect(readFileSync(join(ROOT, 'action.yml'), 'utf8')).not.toMatch(/npx|npm (i|install) /);
  });

  it('each shard writes annotations to the log and SARIF to its file, and fails when its files have errors', () => {
    let annotations = 0;
    for (const r of lintRuns) {
      const lint = r.outputs.find((o) => o.step.startsWith('Lint spells'))!;
      const lines = lint.stdout.split('\n').filter(Boolean);
      const errs = lines.filter((l) => l.startsWith('::error '));
      annotations += errs.length;
      expect(lint.stdout).not.toContain('"version"'); // no SARIF on stdout
      expect(lint.status).toBe(errs.length > 0 ? 1 : 0);
      // The per-user cache was written where the cache step saves it from.
      expect(existsSync(join(r.home, '.cache/grimoire'))).toBe(true);
    }
    expect(annotations).toBe(BAD.length);
    // The shard holding spells/fire/bad-2.yaml still reports it, and names the config whose rules it did not use.
    const fire = lintRuns.map((r) => r.outputs.find((o) => o.step.startsWith('Lint spells'))!).find((o) => o.stdout.includes('file=spells/fire/bad-2.yaml'))!;
    expect(fire.stderr).toContain('grimoire: config spells/fire/.grimoirerc.yaml applied to 1 file, but not its rules: and ignore: (--rules-from-config-only takes them from .grimoirerc.yaml).');
  });

  it('merges the shards into one valid SARIF log holding every finding once, with helpUri links', () => {
    expect(report.outputs.every((o) => o.status === 0)).toBe(true);
    expect(uploaded).toHaveLength(1);
    const log = JSON.parse(readFileSync(uploaded[0]!, 'utf8'));
    const validate = sarifValidator();
    expect(validate(log), JSON.stringify(validate.errors)).toBe(true);
    expect(log.runs).toHaveLength(1);
    const results = log.runs[0].results as Array<{ ruleId: string; locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }> }>;
    const got = results.map((x) => `${x.locations[0]!.physicalLocation.artifactLocation.uri}:${x.locations[0]!.physicalLocation.region.startLine}:${x.ruleId}`).sort();
    expect(got).toEqual(BAD.map((f) => `${f}:2:schema/range`).sort());
    // Every spell file was analysed by exactly one shard.
    const analysed = (log.runs[0].artifacts as Array<{ location: { uri: string } }>).map((a) => a.location.uri).sort();
    expect(analysed).toEqual([...BAD, ...GOOD].sort());
    // The configs of every shard, united: the root one over all 12 spell files, the added one over its 1.
    expect(log.runs[0].properties.configs).toEqual([
      { file: '.grimoirerc.yaml', via: 'option', files: BAD.length + GOOD.length, lowered: [] },
      { file: 'spells/fire/.grimoirerc.yaml', via: 'found', files: 1, lowered: [], rulesIgnored: true },
    ]);
    for (const rule of log.runs[0].tool.driver.rules) expect(rule.helpUri).toBe('https://github.com/acme/grimoire/blob/v0.1.0/docs/rules.md#parser-and-schema-codes');
  });
});
