/**
 * Every text reader runs in linear time on any input (the service: what the
 * CLI and the language server both call). Each string field of a spell of
 * every system, of a Foundry and a Black Flag item, and of a record of each
 * importer's format gets each hostile string of test/helpers/adversarial.ts
 * (repeated digits, blanks, dashes, dots, `<p`, `<!--`, `[[`, `@a[`, `{@`,
 * units, dice, ...), one field at a time, at 10 KB and at 100 KB; each call
 * (analysis, tab fixes, every hover and completion, preview, render rows,
 * both exporters, inlay summaries, symbols, code actions, explain, --fix, the
 * importer) must stay under 100 ms at 100 KB and grow linearly
 * (test/helpers/linear-time.ts). Before, a 3.5 `area` of digits took 40 s
 * at 100 KB, a 5e `duration` 19 s, a Foundry description of `<p` 20 s.
 * lsp-linear-time.test.ts and cli-linear-time.test.ts hold the server and
 * the CLI to the same on whole files.
 */
import { describe, expect, it } from 'vitest';
import { createSpellService } from '../../server/src/service/service';
import { DEFAULT_SETTINGS } from '../../server/src/service/settings';
import { ATTACKS, BLACK_FLAG_ITEM, FIVETOOLS_RECORD, FOUNDRY_ITEM, OPEN5E_RECORDS, PSRD_RECORDS, SPELLS, SRD5E_RECORDS, pathText, spellYaml, stringLeaves, withValue, type Path } from '../helpers/adversarial';
import { overBudget } from '../helpers/linear-time';
import { readSpellText, runImporter, type Importer, type Timer } from '../helpers/readers';
import { messageIn } from '../../server/src/service/i18n';

const svc = createSpellService();
const settings = DEFAULT_SETTINGS;

/** Every attack on the field at `path` of `base`: what went over, by attack. */
function attackField(base: unknown, path: Path, read: (doc: unknown, time: Timer) => void): string[] {
  const out: string[] = [];
  for (const a of ATTACKS) {
    const over = overBudget((n, time) => read(withValue(base, path, a.make(n)), time));
    if (over.length) {
      out.push(`${JSON.stringify(a.name)}: ${over.join(', ')}`);
      // One is enough to fail; the others would only add minutes where a reader is quadratic.
      break;
    }
  }
  return out;
}

function timedImport(kind: Importer, doc: unknown, time: Timer): void {
  const t = performance.now();
  runImporter(kind, doc);
  time('import', performance.now() - t);
}

describe('spell files: every field of each system, every hostile string', () => {
  for (const [system, base] of Object.entries(SPELLS)) {
    for (const path of stringLeaves(base)) {
      it(`${system} ${pathText(path)}`, () => {
        expect(attackField(base, path, (doc, time) => readSpellText(svc, spellYaml(doc as Record<string, unknown>), settings, time))).toEqual([]);
      });
    }
  }
});

describe('Foundry and Black Flag items: linted in place and imported', () => {
  for (const [format, base] of [['foundry', FOUNDRY_ITEM], ['black-flag', BLACK_FLAG_ITEM]] as const) {
    for (const path of stringLeaves(base)) {
      it(`${format} ${pathText(path)}`, () => {
        expect(
          attackField(base, path, (doc, time) => {
            readSpellText(svc, JSON.stringify(doc, null, 1), settings, time);
            timedImport(format, doc, time);
          }),
        ).toEqual([]);
      });
    }
  }
});

describe('importers: every field of a record of each format', () => {
  const records: Array<[Importer, unknown]> = [
    ['5etools', { spell: [FIVETOOLS_RECORD] }],
    ['open5e', OPEN5E_RECORDS],
    ['5e-database', SRD5E_RECORDS],
    ['psrd', PSRD_RECORDS],
  ];
  for (const [kind, base] of records) {
    it(`import ${kind}, each field`, () => {
      const over = stringLeaves(base).flatMap((path) => attackField(base, path, (doc, time) => timedImport(kind, doc, time)).map((o) => `${pathText(path)} ${o}`));
      expect(over).toEqual([]);
    });
  }
});

/** (The tab-indentation fix on a line of `-  ` items, exponential before, is in cli-linear-time.test.ts: a process can be stopped, an in-process loop cannot.) */
describe('hostile YAML structure (the parser\'s messages and fixes read the lines themselves)', () => {
  const n = (len: number, unit: string) => unit.repeat(Math.ceil(len / unit.length));
  const cases: Array<[string, (len: number) => string]> = [
    // Friendly messages for a bad indentation read the line and the key line above it.
    ['a long line of blanks above a bad indentation', (len) => `name: x\n${n(len, ' ')}a\n  level: 1\n bad: 2\n`],
    ['a long value with blanks before a bad indentation', (len) => `name: x\nlevel: ${n(len, ' ')}# c\n  school: evocation\n bad: 2\n`],
    // The YAML 1.1 screen (an anchor sends the item past the fast reader) over a long run of dashes.
    ['a long run of dashes in a file the YAML 1.1 screen reads', (len) => `spells:\n  - name: &n yes\n    level: 1\n    notes: ${n(len, '-')}x y\n`],
    ['a long run of colons and dashes', (len) => `a: &x on\nb: ${n(len, ':-')}x y\n`],
  ];
  for (const [name, make] of cases) {
    it(name, () => {
      expect(overBudget((len, time) => readSpellText(svc, make(len), settings, time))).toEqual([]);
    });
  }
});

describe('a stat line longer than the readers read is said, not skipped in silence', () => {
  const codes = (text: string) => svc.analyze(text).diagnostics.filter((d) => d.code === 'text/too-long');
  it('a 3.5 area of 2,001 characters: text/too-long on the key; 2,000 characters are read as before', () => {
    const over = spellYaml({ ...SPELLS.dnd35, area: `20-ft.-radius spread ${'x'.repeat(2001 - 21)}` });
    const ds = codes(over);
    expect(ds).toHaveLength(1);
    expect(ds[0]!.severity).toBe('warning');
    expect(messageIn('en', ds[0]!)).toBe('`area` is 2,001 characters long; stat lines are read up to 2,000 characters, so no rule or hover read this one.');
    expect(over.slice(ds[0]!.start, ds[0]!.end)).toBe('area');
    expect(codes(spellYaml({ ...SPELLS.dnd35, area: `20-ft.-radius spread ${'x'.repeat(2000 - 21)}` }))).toEqual([]);
  });
  it('each stat line of each system, and only those', () => {
    const long = '1'.repeat(2500);
    const fields = (sys: keyof typeof SPELLS, keys: string[]) => codes(spellYaml({ ...SPELLS[sys], ...Object.fromEntries(keys.map((k) => [k, long])) })).map((d) => /`(\w+)`/.exec(messageIn('en', d))![1]).sort();
    expect(fields('dnd5e', ['casting_time', 'range', 'duration', 'material', 'description'])).toEqual(['casting_time', 'duration', 'range']);
    expect(fields('dnd35', ['casting_time', 'range', 'duration', 'area', 'effect', 'target', 'description'])).toEqual(['area', 'casting_time', 'duration', 'effect', 'range', 'target']);
    expect(fields('wfb', ['range', 'effect'])).toEqual(['range']);
  });
});
