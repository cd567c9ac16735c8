/**
 * Every rule message and quick-fix title in every locale. One broken file
 * (test/fixtures/i18n/broken.spells.yaml: 5e, ToV, D&D 3.5 and Warhammer
 * spells that trip most rules) is linted with `--locale uk`, `ja`, `ru` and
 * `it` by the built CLI: no message may keep a word of the English messages
 * (outside quoted and `code` text, which is the author's own). The service's
 * quick-fix titles likewise. A few messages are pinned in full, written out
 * by hand from the catalogue's grammar and each seed's terms.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cli, put, tempRepo } from '../security/cli-env';
import { createSpellService } from '../../server/src/service/service';
import { normaliseSettings } from '../../server/src/service/settings';
import { fixTitleIn, localizeDiagnostics, type Locale } from '../../server/src/service/i18n';
import { fitSummary, summaryParts, summaryLine } from '../../server/src/service/features/summary';
import { previewHtml } from '../../server/src/service/features/preview';
import { ruleDocCodes, ruleDocIn } from '../../server/src/service/i18n/rule-docs';
import { codeCatalog } from '../../server/src/service/rules/catalog';

const BROKEN = readFileSync(join(__dirname, '../fixtures/i18n/broken.spells.yaml'), 'utf8');

/** The author's own values that messages quote without marks (spell names, classes, canonical values, product names). */
const VERBATIM = ['Self (15-foot cone)', 'Fire bolt', 'melee touch', 'ranged touch', 'paladin', 'arcane', 'divine', 'radiant', 'Tales of the Valiant', 'ToV', 'seed', 'ritual: false', 'concentration: true', 'concentration: false', 'attack: ranged touch', 'per_slot', 'per_character_level', 'per_highest_circle', 'at_highest_circle', 'primordial'];

/** Words a language shares with English for the same thing: the Italian 5e books say "slot incantesimo", the 3.5 ones "Area"; Italian says "il file" and "base". */
const LOANWORDS: Partial<Record<Locale, string[]>> = { it: ['slot', 'area', 'file', 'base'] };

/** The text of a message that is the tool's own words: quoted and code spans and the author's values removed. */
function ownWords(m: string): string {
  let s = m.replace(/`[^`]*`/g, ' ').replace(/"[^"]*"/g, ' ');
  for (const v of [...VERBATIM].sort((a, b) => b.length - a.length)) s = s.split(v).join(' ');
  return s;
}

/** English words (4+ letters) of the English messages: none may survive translation. */
function englishWords(messages: string[]): Set<string> {
  const out = new Set<string>();
  for (const m of messages) for (const w of ownWords(m).match(/[A-Za-z]{4,}/g) ?? []) out.add(w.toLowerCase());
  return out;
}

function jsonMessages(stdout: string): Array<{ ruleId: string; message: string }> {
  return (JSON.parse(stdout) as Array<{ messages: Array<{ ruleId: string; message: string }> }>).flatMap((r) => r.messages);
}

const svc = createSpellService();
const analysis = svc.analyze(BROKEN, normaliseSettings({}));
const EN = analysis.diagnostics.map((d) => d.message);
const EN_FIXES = analysis.diagnostics.flatMap((d) => (d.fixes ?? []).map((f) => f.title));
const WORDS = englishWords([...EN, ...EN_FIXES]);

describe('the broken file trips the rules of all four systems', () => {
  it('has findings of at least 20 rules, with quick fixes', () => {
    const codes = new Set(analysis.diagnostics.map((d) => d.code).filter((c) => !c.startsWith('schema/')));
    expect(codes.size).toBeGreaterThanOrEqual(20);
    expect(EN_FIXES.length).toBeGreaterThanOrEqual(12);
    expect(WORDS.has('cantrip') && WORDS.has('ritual') && WORDS.has('concentration')).toBe(true);
  });
});

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

  it('every quick-fix title is in the language', () => {
    const titles = analysis.diagnostics.flatMap((d) => (d.fixes ?? []).map((f) => fixTitleIn(locale, f)));
    expect(titles).toHaveLength(EN_FIXES.length);
    titles.forEach((t, i) => {
      expect(t).not.toBe(EN_FIXES[i]);
      const left = (ownWords(t).match(/[A-Za-z]{4,}/g) ?? []).filter((w) => WORDS.has(w.toLowerCase()) && !LOANWORDS[locale]?.includes(w.toLowerCase()));
      expect(left, t).toEqual([]);
    });
  });
});

describe('messages pinned by hand', () => {
  const msg = (l: Locale, code: string, nth = 0) => localizeDiagnostics(analysis.diagnostics, l).filter((d) => d.code === code)[nth]!.message;
  it('Ukrainian: замовляння, рівень (nominative after "рівня" by select), numbers with a decimal comma', () => {
    expect(msg('uk', '5e/cantrip-ritual')).toBe('Заклинання рівня 0 (замовляння) не може бути ритуалом: ритуальне накладання заощаджує слот заклинання, а замовляння слоту не витрачає.');
    expect(msg('uk', 'dnd35/metric-steps', 1)).toBe('6,1 м — не ціла кількість футів за метричним курсом 1,5 м на 5 фт (0,3 м на фут); 20 фт — це 6 м.');
  });
  it('Japanese: 精神集中 and 初級呪文, no spaces between sentences', () => {
    expect(msg('ja', '5e/concentration-duration')).toBe('`concentration: false`ですが、持続時間はこの呪文に精神集中が必要だと示しています。');
    expect(msg('ja', '5e/cantrip-ritual')).toBe('レベル0の呪文（初級呪文）は儀式にできません。儀式発動は呪文スロットを節約するためのものですが、初級呪文はスロットを使いません。');
  });
  it('Russian: сложность заклинания and Непреодолимая Сила (seed 003)', () => {
    expect(msg('ru', 'wfb/irresistible-only')).toBe('Сложность заклинания 40 выше 35 (шесть кубиков силы без двух шестёрок: 31, плюс уровень мага 4): сотворить его можно только с Непреодолимой Силой.');
  });
  it('Italian: ordinals as 5°, livello, and 9,9 m', () => {
    expect(msg('it', '5e/half-caster-level')).toBe('paladin è un incantatore a metà e non lancia mai incantesimi oltre il 5° livello; questo incantesimo è di 9° livello.');
    expect(msg('it', 'dnd35/metric-steps')).toBe('La gittata di 10 m non è un numero intero di piedi al tasso metrico di 1,5 m ogni 5 ft (0,3 m per piede); 33 ft sono 9,9 m.');
  });
  it('ToV circle: the Ukrainian message declines коло (select on the term)', () => {
    const tov = svc.analyze('name: Spark\nsystem: tov\ncircle: 0\nsource: arcane\nschool: evocation\ncasting_time: 1 minute\nrange: 30 feet\ncomponents: [V]\nduration: Instantaneous\nritual: true\n', normaliseSettings({}));
    const d = tov.diagnostics.find((x) => x.code === '5e/cantrip-ritual')!;
    expect(d.message).toBe('A circle 0 spell (a cantrip) cannot be a ritual: a ritual casting saves a spell slot, and a cantrip uses none.');
    expect(localizeDiagnostics([d], 'uk')[0]!.message).toBe('Заклинання кола 0 (замовляння) не може бути ритуалом: ритуальне накладання заощаджує слот заклинання, а замовляння слоту не витрачає.');
    expect(localizeDiagnostics([d], 'ja')[0]!.message.startsWith('サークル0の呪文（初級呪文）')).toBe(true);
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

describe('the summary line (inlay hints, code lenses) in the locale', () => {
  // Fireball with the default profile: DC 8 + 3 + 3 = 14; 8d6 averages 8 x 3.5 = 28; the 20-ft sphere covers 52 squares under the DMG method (README).
  const FIREBALL = 'name: Fireball\nlevel: 3\nschool: evocation\ncasting_time: 1 action\nrange: 150 feet\ncomponents: [V, S]\nduration: Instantaneous\narea: { shape: sphere, radius: 20 }\nsave: { ability: dex, success: half }\ndamage: { dice: 8d6, type: fire }\n';
  const line = (locale: Locale) => summaryLine(svc.analyze(FIREBALL, normaliseSettings({ locale })).spells[0]!, normaliseSettings({ locale }));
  it.each([
    ['en', 'DC 14 | 8d6 avg 28 | 20-ft sphere: 52 sq (DMG)'],
    ['uk', 'СК 14 | 8d6 сер. 28 | сфера 20 фт: 52 кл. (за DMG)'],
    ['ja', '難易度14 | 8d6 平均28 | 20フィートの球形：52マス（DMG方式）'],
    ['ru', 'Сл 14 | 8d6 ср. 28 | сфера 20 фт: 52 кл. (по DMG)'],
    ['it', 'CD 14 | 8d6 media 28 | sfera di 20 ft: 52 q. (GDM)'],
  ] as const)('%s: %s', (locale, want) => {
    expect(line(locale)).toBe(want);
  });
});

describe('the inlay hint fits 43 characters in every locale', () => {
  it.each(['en', 'uk', 'ja', 'ru', 'it'] as const)('%s', (locale) => {
    for (const sp of analysis.spells) {
      const fitted = fitSummary(summaryParts(sp, normaliseSettings({ locale })));
      if (fitted) expect(fitted.length, fitted).toBeLessThanOrEqual(43);
    }
  });
});

describe('the preview card in the locale', () => {
  const FROST = 'name: Frost Cone\nlevel: 2\nschool: evocation\ncasting_time: 1 action\nrange: Self (30-foot cone)\ncomponents: [V, S]\nduration: Instantaneous\nritual: true\narea: { shape: cone, length: 30 }\nsave: { ability: con, success: half }\ndamage: { dice: 3d8, type: cold, per_slot: 1d8 }\n';
  const card = (locale: Locale) => {
    const settings = normaliseSettings({ locale });
    return previewHtml(svc.analyze(FROST, settings).spells[0], settings).html;
  };
  it('Ukrainian: subtitle, row labels, the save in words and the upcast line (by hand from the catalogue)', () => {
    const html = card('uk');
    expect(html).toContain('<p class="subtitle">Заклинання рівня 2, втілення (ритуал)</p>');
    expect(html).toContain('<span class="label">Рятівний кидок</span> <span class="value">Статура, половина при успіху</span>');
    expect(html).toContain('<span class="label">Шкода</span> <span class="value">3d8 cold, +1d8 за кожен рівень слота понад 2</span>');
    expect(html).toContain('<span class="label">Область</span> <span class="value">конус 30 фт</span>');
    // The numbers: DC 8 + 3 + 3 = 14 with the default profile; 3d8 averages 13,5 (4,5 x 3), written with a decimal comma.
    expect(html).toContain('<h2>Числа</h2>');
    expect(html).toContain('<li>СК рятівного кидка 14 (CON) (правила D&amp;D 5e; Книга гравця)</li>');
    expect(html).toContain('<td>3d8 cold</td><td>13,5</td>');
    expect(html).toContain('<li>СК концентрації від середньої шкоди 13,5: 10 (правила D&amp;D 5e)</li>');
    expect(html).toContain('<h2>Область: конус 30 фт</h2>');
  });
  it('Italian: "3d8 cold, +1d8 per ogni slot oltre il 2°" and "Tiro salvezza"', () => {
    const html = card('it');
    expect(html).toContain('<span class="label">Tiro salvezza</span> <span class="value">Costituzione, metà in caso di successo</span>');
    expect(html).toContain('+1d8 per ogni slot oltre il 2°');
  });
  it('English is as before', () => {
    const html = card('en');
    expect(html).toContain('<p class="subtitle">2nd-level evocation (ritual)</p>');
    expect(html).toContain('<span class="label">Area</span> <span class="value">30-foot cone</span>');
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
  it('every localised doc, tripped or not, keeps no English word of its English doc', () => {
    for (const id of ruleDocCodes(locale)) expect(docEnglishLeft(locale, id, codeCatalog().find((c) => c.code === id)!.doc, ruleDocIn(locale, id)!), `${locale} ${id}`).toEqual([]);
  });
  it('every code (parser, schema, internal and every game rule) has a doc in the locale, and every localised doc names a real code', () => {
    const codes = codeCatalog().map((c) => c.code);
    for (const c of codes) expect(ruleDocIn(locale, c), c).toBeTypeOf('string');
    for (const c of ruleDocCodes(locale)) expect(codes).toContain(c);
  });
});

/** Names the docs keep as they are: games, tools, file names, spell and book names (Prayer of Healing, Passwall, Staff of Violet Fire in Deep Magic, Black Flag, Pathfinder, Wall of Stone, Wind Wall); the 3.5 entry names as the Italian rule text prints them (Area, Effetto, inside a quote with quote marks of its own); and Italian words spelled as English ones: "azione bonus", "focus", "ranger" (the Italian 5e books), "lo schema", "un'aura", "le creature". */
const DOC_NAMES = ['Grimoire', 'PyYAML', 'YAML', 'Tales', 'Valiant', 'Warhammer', 'Fantasy', 'Battle', 'docs', 'format', 'billion', 'laughs', 'spells', 'Prayer', 'Healing', 'Deep', 'Magic', 'Staff', 'Violet', 'Fire', 'Area', 'Effetto', 'Passwall', 'Black', 'Flag', 'Pathfinder', 'Wall', 'Stone', 'Wind'];
const IT_DOC_WORDS = ['bonus', 'schema', 'focus', 'ranger', 'aura', 'creature'];

/** English words of the English doc `en` left in the localised doc `doc` (seed passages, quotes, code, file paths and names aside). */
function docEnglishLeft(locale: Exclude<Locale, 'en'>, id: string, en: string, doc: string): string[] {
  // The rule's own seed passages out first (one holds quote marks of its own), then file paths and rule codes.
  const basis = codeCatalog().find((c) => c.code === id)!.basis?.map((b) => b.quote) ?? [];
  // Quotes kept verbatim: any stretch between quote marks that both docs hold word for word (a quote with quotes inside splits into several).
  const shared = doc.split('"').filter((piece) => piece.trim().length >= 5 && en.includes(piece));
  const paths = (m: string) => [...basis, ...shared].reduce((acc, q) => acc.split(q).join(' '), m).replace(/\S+\/\S+\.\w+/g, ' ').replace(/\b[a-z0-9]+\/[a-z0-9*-]+/g, ' ');
  const english = new Set((ownWords(paths(en)).match(/[A-Za-z]{4,}/g) ?? []).map((w) => w.toLowerCase()));
  // Whole words (Italian "unità" is not "unit"), Latin letters only.
  return (ownWords(paths(doc)).match(/\p{L}+/gu) ?? []).filter((w) => w.length >= 4 && /^[A-Za-z]+$/.test(w)).filter((w) => english.has(w.toLowerCase()) && !LOANWORDS[locale]?.includes(w.toLowerCase()) && !DOC_NAMES.includes(w) && !(locale === 'it' && IT_DOC_WORDS.includes(w.toLowerCase())));
}
