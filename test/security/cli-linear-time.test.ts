/**
 * The CLI on hostile field values of 100 KB: `lint` (every report format),
 * `explain`, `render`, both exports and every importer take no longer on
 * them than on files of the same size and shape holding plain letters,
 * within 100 ms a file (each file holds a spell of every system with every
 * text field hostile, 46 fields). Process start and file size are in both
 * sides of the comparison, so what is compared is the reading. Before, one
 * such file took minutes (40 s for a 3.5 `area` of digits alone); a line of
 * `-  ` items above a tab made the tab fix exponential (18 s for 26 dashes).
 * Each command runs with a time limit, so a regression fails instead of
 * hanging the suite.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ATTACKS, BLACK_FLAG_ITEM, FIVETOOLS_RECORD, FOUNDRY_ITEM, OPEN5E_RECORDS, PSRD_RECORDS, SPELLS, SRD5E_RECORDS, stringLeaves, withValue } from '../helpers/adversarial';
import { CLI, put, tempRepo } from './cli-env';

const N = 100_000;
/** The hostile strings the issue names: digits, blanks, `<p`, `[[`, `@a[`, `{@`, units, dice, dashes, dots. */
const NAMED = ['digits', 'spaces', '<p', '[[', '@a[', '{@', '1 ft ', '1 m ', '1d6+', 'dashes', 'dots', '1 gp ', '<!--'];
const attacks = ATTACKS.filter((a) => NAMED.includes(a.name));
/** Extra time a hostile file may take over its plain twin (a hostile field read in quadratic time takes seconds). */
const SLACK_PER_FILE_MS = 100;
/** The least slack of a comparison: two process runs on a shared two-core machine differ by that much. */
const MIN_SLACK_MS = 400;
/** A command that takes longer is stopped and fails the test. */
const LIMIT_MS = 60_000;

/** A dataset with one spell of each system, every text field (but `system`) set to `value`. */
function dataset(value: string): string {
  const items = Object.values(SPELLS).map((s) => {
    const o: Record<string, unknown> = { system: 'dnd5e' };
    for (const [k, x] of Object.entries(s)) o[k] = typeof x === 'string' && k !== 'system' ? value : x;
    return `  - ${Object.entries(o).map(([k, x]) => `${k}: ${JSON.stringify(x)}`).join('\n    ')}`;
  });
  return `spells:\n${items.join('\n')}\n`;
}

/** Keys that make a record what it is (a Foundry item's `type`, an Open5e `model`...): kept, so the importer reads the record. */
const STRUCTURE = new Set(['type', 'systemId', 'units', 'model', '_id', '_key']);

/** Every string leaf of `doc` (but those under STRUCTURE keys) set to `value`. */
function everyLeaf<T>(doc: T, value: string): T {
  return stringLeaves(doc)
    .filter((p) => !STRUCTURE.has(String(p[p.length - 1])))
    .reduce((d, p) => withValue(d, p, value), doc);
}

const { dir, home } = tempRepo();
const name = (a: string) => a.replace(/[^a-z0-9]/gi, '_');
for (const a of attacks) {
  const hostile = a.make(N);
  const plain = 'a'.repeat(hostile.length);
  put(dir, `hostile/${name(a.name)}.spells.yaml`, dataset(hostile));
  put(dir, `plain/${name(a.name)}.spells.yaml`, dataset(plain));
  for (const [side, v] of [['hostile', hostile], ['plain', plain]] as const) {
    put(dir, `in-${side}/foundry/${name(a.name)}.json`, JSON.stringify(everyLeaf(FOUNDRY_ITEM, v)));
    put(dir, `in-${side}/black-flag/${name(a.name)}.json`, JSON.stringify(everyLeaf(BLACK_FLAG_ITEM, v)));
  }
}
for (const [side, make] of [['hostile', (a: (typeof attacks)[number]) => a.make(N)], ['plain', (a: (typeof attacks)[number]) => 'a'.repeat(a.make(N).length)]] as const) {
  const values = attacks.map(make);
  put(dir, `in-${side}/5etools.json`, JSON.stringify({ spell: values.map((v) => everyLeaf(FIVETOOLS_RECORD, v)) }));
  put(dir, `in-${side}/open5e.json`, JSON.stringify(values.flatMap((v) => everyLeaf(OPEN5E_RECORDS, v))));
  put(dir, `in-${side}/5e-database.json`, JSON.stringify(values.flatMap((v) => everyLeaf(SRD5E_RECORDS, v))));
  put(dir, `in-${side}/psrd.json`, JSON.stringify(values.flatMap((v) => everyLeaf(PSRD_RECORDS, v))));
}

/** Wall time of the CLI with `args` (stopped at LIMIT_MS: then Infinity). */
function timeCli(args: string[]): number {
  const t = performance.now();
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, XDG_CACHE_HOME: join(home, '.cache'), HOME: home, GITHUB_STEP_SUMMARY: '' }, timeout: LIMIT_MS, maxBuffer: 1 << 30 });
  const ms = performance.now() - t;
  return r.signal || r.error ? Infinity : ms;
}

/**
 * `hostile` takes at most `files` x SLACK_PER_FILE_MS (and at least MIN_SLACK_MS) more than `plain`; when it
 * goes over, both run again (three rounds at most, each side's fastest kept): other tests share the machine.
 */
function noSlowerThanPlain(hostile: string[], plain: string[], files: number): { hostile: number; plain: number; ok: boolean } {
  const slack = Math.max(MIN_SLACK_MS, files * SLACK_PER_FILE_MS);
  let h = timeCli(hostile);
  let p = timeCli(plain);
  for (let k = 1; k < 3 && h > p + slack && h !== Infinity; k++) {
    h = Math.min(h, timeCli(hostile));
    p = Math.min(p, timeCli(plain));
  }
  return { hostile: Math.round(h), plain: Math.round(p), ok: h <= p + slack };
}

const FORMATS = ['-f', 'json', '-o', 'out/r.json', '-f', 'sarif', '-o', 'out/r.sarif', '-f', 'junit', '-o', 'out/r.xml', '-f', 'github', '-o', 'out/r.gh', '-f', 'stylish'];

describe('the CLI reads 100 KB hostile fields as fast as plain ones', () => {
  it(`lint, every format: ${attacks.length} files of 46 hostile fields`, () => {
    const r = noSlowerThanPlain(['lint', 'hostile', ...FORMATS], ['lint', 'plain', ...FORMATS], attacks.length);
    expect(r).toMatchObject({ ok: true });
  });

  for (const a of ['digits', 'spaces', '<p', '1 ft ']) {
    it(`explain --json, render --format md and html: ${a}`, () => {
      const f = `${name(a)}.spells.yaml`;
      for (const args of [['explain', '--json'], ['render', '--format', 'md'], ['render', '--format', 'html']]) {
        const r = noSlowerThanPlain([...args, `hostile/${f}`], [...args, `plain/${f}`], 1);
        expect({ args, ...r }).toMatchObject({ ok: true });
      }
    });
  }

  it('export 5etools and export foundry', () => {
    expect(noSlowerThanPlain(['export', '5etools', 'hostile', '-o', 'out/h.json'], ['export', '5etools', 'plain', '-o', 'out/p.json'], attacks.length)).toMatchObject({ ok: true });
    expect(noSlowerThanPlain(['export', 'foundry', 'hostile', '-o', 'out/h'], ['export', 'foundry', 'plain', '-o', 'out/p'], attacks.length)).toMatchObject({ ok: true });
  });

  for (const kind of ['foundry', 'black-flag']) {
    it(`import ${kind} (descriptions through the HTML and enricher readers)`, () => {
      expect(noSlowerThanPlain(['import', kind, `in-hostile/${kind}`, '-o', `out/h-${kind}.yaml`], ['import', kind, `in-plain/${kind}`, '-o', `out/p-${kind}.yaml`], attacks.length)).toMatchObject({ ok: true });
    });
  }

  for (const kind of ['5etools', 'open5e', '5e-database', 'psrd']) {
    it(`import ${kind}`, () => {
      expect(noSlowerThanPlain(['import', kind, `in-hostile/${kind}.json`, '-o', `out/h-${kind}.yaml`], ['import', kind, `in-plain/${kind}.json`, '-o', `out/p-${kind}.yaml`], attacks.length)).toMatchObject({ ok: true });
    });
  }

  it('a tab below a line of `-  ` items (the tab fix was exponential in the dashes)', () => {
    // 40 items: deep enough to take the old pattern minutes, under YAML's nesting limit of 100.
    const dashes = '-  '.repeat(40);
    put(dir, 'tab/dashes.spell.yaml', `name: x\nlevel: 1\nnotes:\n  ${dashes}a\n\tschool: evocation\n`);
    put(dir, 'tab-plain/dashes.spell.yaml', `name: x\nlevel: 1\nnotes:\n  ${'a'.repeat(dashes.length)}a\n\tschool: evocation\n`);
    expect(noSlowerThanPlain(['lint', 'tab', '-f', 'json', '-o', 'out/t.json'], ['lint', 'tab-plain', '-f', 'json', '-o', 'out/tp.json'], 1)).toMatchObject({ ok: true });
  });
});
