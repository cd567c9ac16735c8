/**
 * Every rule message in every locale, through the built CLI: one broken file
 * (test/fixtures/i18n/broken.spells.yaml: 5e, ToV, D&D 3.5 and Warhammer
 * spells that trip most rules) is linted with `--locale uk`, `ja`, `ru` and
 * `it`: no message may keep a word of the English messages (outside quoted
 * and `code` text, which is the author's own), in the JSON, SARIF (rules'
 * short and full descriptions, help), GitHub, JUnit and stylish reports;
 * `explain` and `render` in the locale. The service's side (quick-fix titles,
 * messages pinned by hand, rule docs): test/unit/service/i18n/rule-messages.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../server/src/service/i18n';
import { ruleDocCodes, ruleDocIn } from '../../server/src/service/i18n/rule-docs';
import { codeCatalog } from '../../server/src/service/rules/catalog';
import { BROKEN, docEnglishLeft, LOANWORDS, ownWords, WORDS } from '../helpers/rule-messages';
import { cli, put, tempRepo } from '../security/cli-env';

function jsonMessages(stdout: string): Array<{ ruleId: string; message: string }> {
  return (JSON.parse(stdout) as Array<{ messages: Array<{ ruleId: string; message: string }> }>).flatMap((r) => r.messages);
}

describe.each(['uk', 'ja', 'ru', 'it'] as const)('--locale %s', (locale: Locale) => {
  it('the CLI gives every message in the language: no English word of the English messages is left', () => {
    const { dir, home } = tempRepo();
    put(dir, 'broken.spells.yaml', BROKEN);
    const en = jsonMessages(cli(dir, home, ['lint', '-f', 'json', 'broken.spells.yaml']).stdout);
    const r = cli(dir, home, ['lint', '-f', 'json', '--locale', locale, 'broken.spells.yaml']);
    expect(r.status).toBe(1);
    const got = jsonMessages(r.stdout);
    expect(got.length).toBeGreaterThanOrEqual(25);
    expect(got.map((m) => m.ruleId)).toEqual(en.map((m) => m.ruleId));
    got.forEach((m, i) => {
      expect(m.message, m.ruleId).not.toBe(en[i]!.message);
      const left = (ownWords(m.message).match(/[A-Za-z]{4,}/g) ?? []).filter((w) => WORDS.has(w.toLowerCase()) && !LOANWORDS[locale]?.includes(w.toLowerCase()));
      expect(left, `${m.ruleId}: ${m.message}`).toEqual([]);
    });
  });
});

describe('report formats in the locale', () => {
  it('SARIF rule short descriptions, and the GitHub summary (counts by the plural rules: 1 файл)', () => {
    const { dir, home } = tempRepo();
    put(dir, 'broken.spells.yaml', BROKEN);
    const sarif = JSON.parse(cli(dir, home, ['lint', '-f', 'sarif', '--locale', 'ja', 'broken.spells.yaml']).stdout) as { runs: Array<{ tool: { driver: { rules: Array<{ id: string; shortDescription: { text: string } }> } } }> };
    const rules = new Map(sarif.runs[0]!.tool.driver.rules.map((r) => [r.id, r.shortDescription.text]));
    expect(rules.get('5e/cantrip-ritual')).toBe('初級呪文が儀式とされている');
    expect(rules.get('schema/unknown-key')).toBe('不明なキー');
    const gh = cli(dir, home, ['lint', '-f', 'github', '--locale', 'uk', 'broken.spells.yaml']).stdout;
    expect(gh).toContain('| Правило | Помилки | Попередження |');
    expect(gh).toMatch(/Grimoire: \d+ (проблем|проблеми|проблема) \(\d+ (помилок|помилки|помилка), \d+ (попереджень|попередження)\); файлів із проблемами: 1 з 1 файл\./);
  });
});

describe('explain and render in the locale', () => {
  it('grimoire explain --locale uk: the figures in Ukrainian with decimal commas (9d6 averages 31,5); render --locale it: the stat block in Italian', () => {
    const { dir, home } = tempRepo();
    put(dir, 'fireball.spell.yaml', 'name: Fireball\nlevel: 3\nschool: evocation\ncasting_time: 1 action\nrange: 150 feet\ncomponents: [V, S]\nduration: Instantaneous\narea: { shape: sphere, radius: 20 }\nsave: { ability: dex, success: half }\ndamage: { dice: 8d6, type: fire, per_slot: 1d6 }\n');
    const ex = cli(dir, home, ['explain', 'fireball.spell.yaml', '--locale', 'uk']);
    expect(ex.status).toBe(0);
    expect(ex.stdout).toContain('  рятівний кидок: DEX, СК 14 [правила D&D 5e; Книга гравця]');
    expect(ex.stdout).toContain('4: 9d6, сер. 31,5, макс. 54');
    const md = cli(dir, home, ['render', 'fireball.spell.yaml', '--format', 'md', '--locale', 'it']);
    expect(md.stdout).toContain('*evocazione di 3° livello*');
    expect(md.stdout).toContain('**Tiro salvezza:** Destrezza, metà in caso di successo');
    expect(md.stdout).toContain('**Area:** sfera di 20 ft di raggio');
    expect(cli(dir, home, ['explain', 'fireball.spell.yaml', '--locale', 'xx']).status).toBe(2);
  });
});

/** The report's fixed English words (severity, totals, the fix hint) beside the messages' words. */
const REPORT_WORDS = ['error', 'errors', 'warning', 'warnings', 'problem', 'problems', 'potentially', 'fixable', 'option'];

/** Words of a report that must not stay English: rule ids and the file's name taken out, then as {@link ownWords}. */
function leftEnglish(text: string, locale: Locale): string[] {
  const s = ownWords(text.replace(/\S*broken\.spells(\.yaml)?/g, ' ').replace(/\b[a-z0-9]+\/[a-z0-9-]+\b/g, ' '));
  return (s.match(/[A-Za-z]{4,}/g) ?? []).filter((w) => (WORDS.has(w.toLowerCase()) || REPORT_WORDS.includes(w.toLowerCase())) && !LOANWORDS[locale]?.includes(w.toLowerCase()));
}

/** JUnit's human text: the testcase names, failure messages and bodies, system-out (entities decoded; element and attribute names are the schema's). */
function junitText(xml: string): string[] {
  const dec = (s: string) => s.replace(/&#10;/g, '\n').replace(/&#9;/g, '\t').replace(/&#13;/g, '\r').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const out: string[] = [];
  for (const m of xml.matchAll(/<testcase name="([^"]*)"/g)) out.push(dec(m[1]!));
  for (const m of xml.matchAll(/<failure message="([^"]*)"[^>]*>([^<]*)<\/failure>/g)) out.push(dec(m[1]!), dec(m[2]!));
  for (const m of xml.matchAll(/<system-out>([^<]*)<\/system-out>/g)) out.push(dec(m[1]!));
  return out;
}

describe.each(['uk', 'ja', 'ru', 'it'] as const)('-f junit and -f stylish with --locale %s', (locale: Locale) => {
  it('junit: no English word in testcase names, failures or system-out', () => {
    const { dir, home } = tempRepo();
    put(dir, 'broken.spells.yaml', BROKEN);
    const en = cli(dir, home, ['lint', '-f', 'junit', 'broken.spells.yaml']).stdout;
    expect(en).toContain(' at ');
    expect(leftEnglish(junitText(en).join('\n'), 'en' as Locale)).toContain('error');
    const xml = cli(dir, home, ['lint', '-f', 'junit', '--locale', locale, 'broken.spells.yaml']).stdout;
    const parts = junitText(xml);
    expect(parts.length).toBeGreaterThanOrEqual(50);
    expect(leftEnglish(parts.join('\n'), locale)).toEqual([]);
    expect(xml).toContain('<testsuites name="grimoire"');
  });
  it('stylish: no English word in the table or the totals', () => {
    const { dir, home } = tempRepo();
    put(dir, 'broken.spells.yaml', BROKEN);
    const out = cli(dir, home, ['lint', '--locale', locale, 'broken.spells.yaml']).stdout;
    expect(out.split('\n').length).toBeGreaterThanOrEqual(25);
    expect(leftEnglish(out, locale)).toEqual([]);
  });
});

describe.each(['uk', 'ja', 'ru', 'it'] as const)('-f sarif with --locale %s: rules\' fullDescription and help', (locale: Exclude<Locale, 'en'>) => {
  type Rule = { id: string; fullDescription?: { text: string; markdown: string }; help?: { text: string; markdown: string } };
  const rulesOf = (out: string) => new Map((JSON.parse(out) as { runs: Array<{ tool: { driver: { rules: Rule[] } } }> }).runs[0]!.tool.driver.rules.map((r) => [r.id, r] as const));
  it('every rule with a localised doc gives it, with no English word of the English doc (quotes and code aside)', () => {
    const { dir, home } = tempRepo();
    put(dir, 'broken.spells.yaml', BROKEN);
    const en = rulesOf(cli(dir, home, ['lint', '-f', 'sarif', 'broken.spells.yaml']).stdout);
    const got = rulesOf(cli(dir, home, ['lint', '-f', 'sarif', '--locale', locale, 'broken.spells.yaml']).stdout);
    expect([...got.keys()]).toEqual([...en.keys()]);
    const covered = ruleDocCodes(locale);
    let checked = 0;
    for (const [id, r] of got) {
      const e = en.get(id)!;
      // English SARIF is the catalogue's doc as before.
      expect(e.help!.markdown).toBe(codeCatalog().find((c) => c.code === id)!.doc);
      if (!covered.includes(id)) continue;
      checked++;
      expect(r.fullDescription!.markdown).toBe(ruleDocIn(locale, id));
      expect(r.help!.markdown).toBe(ruleDocIn(locale, id));
      expect(docEnglishLeft(locale, id, e.fullDescription!.markdown, r.fullDescription!.markdown), `${locale} ${id}`).toEqual([]);
    }
    // Every rule the broken file trips has its doc in the locale: the whole SARIF log speaks it.
    expect(checked).toBe(got.size);
  });
});
