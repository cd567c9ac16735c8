/**
 * Issue 17 (service side) and issue 10: alias expansion is capped by bytes as
 * well as by nodes, in the pure service (so the CLI and the language server
 * both get it), and a `# grimoire-disable...` comment never hides a `yaml/*`
 * finding ("this was not checked" cannot be silenced).
 */
import { describe, expect, it } from 'vitest';
import { createSpellService } from '../../server/src/service/service';
import { MAX_ALIAS_CHARS, MAX_EXPANDED_NODES } from '../../server/src/service/parse/yaml-tree';
import { DEFAULT_SETTINGS } from '../../server/src/service/settings';
import { cli, errorsIn, put, tempRepo } from './cli-env';
import { existsSync } from 'node:fs';
import { CLI } from './cli-env';
import { messageIn } from '../../server/src/service/i18n';

const service = createSpellService();
const codes = (text: string) => service.analyze(text).diagnostics.map((d) => d.code);

/** A single spell whose `material` (`len` characters) is aliased `times` times in `components`. */
function amplified(len: number, times: number): string {
  return `name: Amplified\nlevel: 1\nschool: evocation\ncasting_time: 1 action\nrange: self\nduration: 1 round\nmaterial: &m "${'a'.repeat(len)}"\ncomponents: [${Array(times).fill('*m').join(', ')}]\n`;
}

/** A dataset whose second item aliases a `len`-character string `times` times. */
function amplifiedItem(len: number, times: number): string {
  return `spells:\n  - name: Plain\n    level: 1\n    school: evocation\n    casting_time: 1 action\n    range: self\n    components: [V]\n    duration: 1 round\n  - name: Amplified\n    level: 1\n    school: evocation\n    casting_time: 1 action\n    range: self\n    duration: 1 round\n    material: &m "${'a'.repeat(len)}"\n    components: [${Array(times).fill('*m').join(', ')}]\n`;
}

describe('alias expansion is capped in characters as well as nodes', () => {
  it('the limits are the documented ones', () => {
    expect(MAX_ALIAS_CHARS).toBe(10_000_000);
    expect(MAX_EXPANDED_NODES).toBe(100_000);
  });

  it('a 1 MB string aliased 5,000 times (5e9 characters, 5,001 nodes): yaml/alias-bomb, not checked', () => {
    const text = amplified(1_000_000, 5000);
    const ds = service.analyze(text).diagnostics;
    // 5,000 aliases of 1,000,000 characters: far past text length + 10,000,000; only 5,000 array nodes, under the node cap.
    expect(ds.map((d) => d.code)).toEqual(['yaml/alias-bomb']);
    expect(ds[0]!.severity).toBe('error');
    expect(messageIn('en', ds[0]!)).toMatch(/not checked/);
    expect(messageIn('en', ds[0]!)).toMatch(/characters/);
    expect(service.analyze(text).spells).toEqual([]);
  });

  it('the same amplification inside one `spells:` item (the split path) is caught too', () => {
    const text = amplifiedItem(100_000, 200); // 200 x 100,000 = 20,000,000 characters of aliased data
    const ds = service.analyze(text).diagnostics;
    expect(ds.map((d) => d.code)).toEqual(['yaml/alias-bomb']);
    // Reported on the second item, which is the one that was not checked.
    expect(ds[0]!.start).toBeGreaterThanOrEqual(text.indexOf('- name: Amplified'));
    expect(service.analyze(text).spells.map((s) => s.name)).toEqual(['Plain']);
  });

  it('just under the cap is checked as usual (the limit is the text length plus 10,000,000)', () => {
    // 9 aliases of 1,000,000 characters add 9,000,000: under the cap. Components `aaaa...` are not V/S/M: 9 enum errors.
    const under = codes(amplified(1_000_000, 9));
    expect(under).not.toContain('yaml/alias-bomb');
    expect(under.filter((c) => c === 'schema/enum')).toHaveLength(9);
    // 12 aliases add 12,000,000: the material itself (1,000,000) plus 12,000,000 is over text length (about 1,000,100) + 10,000,000.
    expect(codes(amplified(1_000_000, 12))).toEqual(['yaml/alias-bomb']);
  });

  it('the CLI reports it as an error and does not die', () => {
    if (!existsSync(CLI)) throw new Error('run `npm run build` first: the CLI bundle is missing');
    const { dir, home } = tempRepo();
    put(dir, 'amp.spell.yaml', amplified(1_000_000, 5000));
    const r = cli(dir, home, ['lint', '-f', 'json', 'amp.spell.yaml']);
    expect(r.status).toBe(1);
    expect(errorsIn(r.stdout)).toBe(1);
    expect(r.stdout).toContain('yaml/alias-bomb');
  });
});

describe('a disable comment never hides a yaml/* finding', () => {
  const base = 'name: Quiet\nlevel: 1\nschool: evocation\ncasting_time: 1 action\nrange: self\ncomponents: [V]\nduration: 1 round\n';

  it('a syntax error under a bare disable comment, and one naming the code', () => {
    for (const comment of ['# grimoire-disable-next-line', '# grimoire-disable-next-line yaml/syntax']) {
      const text = base + `${comment}\nmaterial: "unclosed\n`;
      expect(codes(text)).toContain('yaml/syntax');
    }
  });

  it('an alias bomb under a disable comment', () => {
    const text = '# grimoire-disable-next-line\n' + amplified(1_000_000, 5000);
    expect(codes(text)).toEqual(['yaml/alias-bomb']);
  });

  it('a duplicate key under a disable comment naming it', () => {
    const text = base + '# grimoire-disable-next-line yaml/duplicate-key\nlevel: 2\n';
    expect(codes(text)).toContain('yaml/duplicate-key');
  });

  it('a file over maxFileSize under a disable comment on its first line', () => {
    const text = '# grimoire-disable-next-line\n' + base + `# ${'x'.repeat(2000)}\n`;
    expect(service.analyze(text, { ...DEFAULT_SETTINGS, maxFileSize: 1024 }).diagnostics.map((d) => d.code)).toEqual(['yaml/too-large']);
  });

  it('other findings are still silenced (the comment keeps working)', () => {
    const text = base.replace('school: evocation', '# grimoire-disable-next-line schema/enum\nschool: evocaton');
    expect(codes(text)).toEqual([]);
  });
});
