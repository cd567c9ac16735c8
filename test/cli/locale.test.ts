/**
 * The CLI's language: `--locale`, else `locale:` in .grimoirerc.yaml, else
 * English whatever the runner's LANG (CI logs do not change with the
 * machine). The built CLI in a temp repository; expected texts are the
 * catalogue templates filled in by hand (counts by the Ukrainian and Russian
 * plural rules: 3 проблеми, 3 помилки, 0 попереджень).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { cli, put, tempRepo } from '../security/cli-env';
import { rangeSourceNote } from '../../server/src/service/features/range-info';
import { t } from '../../server/src/service/i18n';

const BROKEN = 'name: Fireball\nlevel: 12\nschool: evocaton\ncasting_time: 1 action\nrange: 150 feet\ncomponents: [V, S]\nduration: Instantaneous\ncolor: red\n';
const SCHOOLS = '"abjuration", "conjuration", "divination", "enchantment", "evocation", "illusion", "necromancy", "transmutation"';
const CONE = 'name: Cone\nlevel: 1\nschool: evocation\ncasting_time: 1 action\nrange: 15 feet\ncomponents: [V, S]\nduration: Instantaneous\narea: { shape: cone, length: 15 }\ndescription: Frost blasts out from you.\n';

function messages(stdout: string): string[] {
  return (JSON.parse(stdout) as Array<{ messages: Array<{ message: string }> }>).flatMap((r) => r.messages.map((m) => m.message));
}

describe('grimoire lint --locale', () => {
  it('--locale uk: every message and the summary in Ukrainian', () => {
    const { dir, home } = tempRepo();
    put(dir, 'fire.spell.yaml', BROKEN);
    const r = cli(dir, home, ['lint', '--locale', 'uk', 'fire.spell.yaml']);
    expect(r.status).toBe(1);
    const lines = r.stdout.split('\n').map((l) => l.replace(/\s+/g, ' ').trim());
    expect(lines).toContain(`2:8 помилка \`level\`: має бути щонайбільше 9, а не 12 schema/range`);
    expect(lines).toContain(`3:9 помилка \`school\`: текст "evocaton" не входить до допустимих значень: ${SCHOOLS}. Можливо, ви мали на увазі "evocation"? schema/enum`);
    expect(lines).toContain('8:1 помилка Невідомий ключ `color` schema/unknown-key');
    expect(lines).toContain('✖ 3 проблеми (3 помилки, 0 попереджень)');
  });

  it('English by default, whatever LANG says; locale: in .grimoirerc.yaml; --locale wins over it', () => {
    const { dir, home } = tempRepo();
    put(dir, 'fire.spell.yaml', BROKEN);
    const en = cli(dir, home, ['lint', 'fire.spell.yaml'], { LANG: 'uk_UA.UTF-8', LC_ALL: 'uk_UA.UTF-8' });
    expect(en.stdout).toContain('✖ 3 problems (3 errors, 0 warnings)');
    put(dir, '.grimoirerc.yaml', 'locale: ru\n');
    const ru = cli(dir, home, ['lint', '-f', 'json', 'fire.spell.yaml']);
    expect(messages(ru.stdout)[2]).toBe('Неизвестный ключ `color`.');
    expect(cli(dir, home, ['lint', 'fire.spell.yaml']).stdout).toContain('✖ 3 проблемы (3 ошибки, 0 предупреждений)');
    const it = cli(dir, home, ['lint', '-f', 'json', '--locale=it', 'fire.spell.yaml']);
    expect(messages(it.stdout)[0]).toBe('`level` deve essere al massimo 9, non 12.');
    const ja = cli(dir, home, ['lint', '--locale', 'ja-JP', 'fire.spell.yaml']);
    expect(ja.stdout).toContain('✖ 3件の問題（3件のエラー、0件の警告）');
  });

  it('usage errors in the asked language; an unknown locale is a usage error (exit 2)', () => {
    const { dir, home } = tempRepo();
    const bad = cli(dir, home, ['lint', '--locale', 'uk', '--bogus']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toBe('grimoire: Невідома опція --bogus\n');
    const xx = cli(dir, home, ['lint', '--locale', 'xx', '.']);
    expect(xx.status).toBe(2);
    expect(xx.stderr).toBe('grimoire: Unknown locale "xx": en, uk, ja, ru, it\n');
    const none = cli(dir, home, ['lint', '--locale', 'ru', '.']);
    expect(none.stderr).toContain('Не найдено ни одного файла заклинаний');
  });

  it('the --fix summary in the asked language (Ukrainian avoids case endings: "label: number")', () => {
    const { dir, home } = tempRepo();
    const p = put(dir, 'cone.spell.yaml', CONE);
    const r = cli(dir, home, ['lint', '--locale', 'uk', '--fix', '.']);
    expect(r.status).toBe(0);
    expect(readFileSync(p, 'utf8')).toContain('range: Self (15-foot cone)');
    expect(r.stderr).toContain('Виправлено проблем: 1; файлів: 1.');
  });
});

/** The explanations of a help text: usage lines (command syntax) and the option column dropped, paths, $VARS, values and names left out. */
function helpWords(text: string): string[] {
  const expl = text
    .split('\n')
    .filter((l) => !l.startsWith('  grimoire ') || l.includes('('))
    .map((l) => (l.startsWith('  grimoire ') ? l.slice(l.indexOf('(')) : l.replace(/^ {2}-.*?(?: {2,}|$)/, '')))
    .join('\n')
    .replace(/grimoire \d+\.\d+\.\d+/g, ' ')
    .replace(/\S*[./~$]\S*/g, ' ')
    .replace(/-\S+/g, ' ');
  // Format, system, config and command names and option values, typed as they are.
  const names = new Set(['stylish', 'json', 'sarif', 'github', 'junit', 'dnd5e', 'dnd35', 'error', 'warning', 'lint', 'yaml', 'locale', 'ignore', 'import', 'export', 'merge', 'render', 'extra', 'diff', 'markdown']);
  return [...new Set((expl.match(/[A-Za-z]{4,}/g) ?? []).map((w) => w.toLowerCase()))].filter((w) => !names.has(w));
}

describe('grimoire --help per --locale', () => {
  const { dir, home } = tempRepo();
  const en = cli(dir, home, ['--help']);
  const WORDS = helpWords(en.stdout);
  it('English: option names and syntax, and the explanations (a sizeable set of words to look for)', () => {
    expect(en.status).toBe(0);
    expect(en.stdout).toContain('  --fail-severity <level>  error (default) or warning: what makes the exit code 1\n');
    expect(WORDS).toEqual(expect.arrayContaining(['usage', 'options', 'report', 'warnings', 'default', 'cache', 'standard', 'input']));
    expect(WORDS.length).toBeGreaterThan(60);
  });
  it.each(['uk', 'ja', 'ru', 'it'])('%s: the same option names and syntax, no English word of the explanations', (l) => {
    const r = cli(dir, home, ['--help', '--locale', l]);
    expect(r.status).toBe(0);
    const optionNames = (s: string) => s.split('\n').filter((x) => /^ {2}-/.test(x)).map((x) => x.replace(/ {2,}.*$/, ''));
    expect(optionNames(r.stdout)).toEqual(optionNames(en.stdout));
    expect(r.stdout.split('\n').filter((x) => x.startsWith('  grimoire ')).map((x) => x.replace(/\(.*\)$/, ''))).toEqual(en.stdout.split('\n').filter((x) => x.startsWith('  grimoire ')).map((x) => x.replace(/\(.*\)$/, '')));
    // Italian says "standard input", "file", "la cache" and "l'editor" too.
    const loan = l === 'it' ? ['standard', 'input', 'file', 'cache', 'editor'] : [];
    const left = helpWords(r.stdout).filter((w) => WORDS.includes(w) && !loan.includes(w));
    expect(left).toEqual([]);
  });
  // The --locale lines of import, export and merge-sarif were added after the catalogues, on purpose, and so were --force, import's --report, --no-cross-file, diff and migrate (syntax only, the same in every language).
  it('English is the text printed before the catalogues, byte for byte, plus the import/export/merge-sarif --locale lines, --force, --report, --no-cross-file, diff and migrate', () => {
    const withReport = HELP_BEFORE.replace(/^( {2}grimoire import .* -o <out\.yaml>)$/gm, '$1 [--report]');
    expect(withReport.match(/\[--report\]/g)).toHaveLength(3);
    const since = withReport.replace('[-o merged.sarif]\n', '[-o merged.sarif]\n  grimoire migrate --to 2024 [--dry-run] [--locale <lang>] <files...>\n  grimoire diff <old|REV[:path]> <new|REV[:path]> [-f stylish|json|github] [-o <file>] [--exit-code]\n').replace(
      '  --stdin-filename <name>',
      '  --no-cross-file          no checks across the files (references, duplicate spells, class lists)\n  --stdin-filename <name>',
    );
    const diffOptions = '\ndiff options:\n  -f, --format <name>      stylish (default), json, or github (markdown for a job summary)\n  --exit-code              exit 1 when a spell or a class list changed\n';
    expect(en.stdout).toBe(
      `${since}  --force                  replace files that already exist (import, export, render -o); never through a symlink\n` +
        '  --report                 import: print a table of every field of the input records: kept, carried (in `extra`), noted, dropped\n' +
        diffOptions,
    );
  });
  it('lint --help --locale=ru: the same text as --help --locale ru', () => {
    expect(cli(dir, home, ['lint', '--help', '--locale=ru']).stdout).toBe(cli(dir, home, ['--help', '--locale', 'ru']).stdout);
  });
});

describe('explain: the notes and usage errors per --locale', () => {
  const MISSILE = 'name: Dardo\nsystem: dnd35\nlevel: 1\nschool: evocation\ncasting_time: 1 standard action\nrange: Medium (100 ft. + 10 ft./level)\ncomponents: [V, S]\nduration: Instantaneous\n';
  it('the range source note: English as the service writes it, Russian from the catalogue', () => {
    const { dir, home } = tempRepo();
    put(dir, 'm.spell.yaml', MISSILE);
    const en = cli(dir, home, ['explain', 'm.spell.yaml']);
    expect(en.stdout).toContain("(figures as written in the spell's range line)");
    const ru = cli(dir, home, ['explain', 'm.spell.yaml', '--locale', 'ru']);
    expect(ru.status).toBe(0);
    expect(ru.stdout).toContain('(числа так, как они записаны в строке дистанции заклинания)');
    expect(ru.stdout).not.toContain('figures as written');
  });
  it('the English catalogue notes are the service notes, byte for byte', () => {
    expect(t('en', 'ex.src.written')).toBe(rangeSourceNote('written', 'ft'));
    expect(t('en', 'ex.src.writtenM')).toBe(rangeSourceNote('written', 'm'));
    expect(t('en', 'ex.src.srd')).toBe(rangeSourceNote('srd', 'ft'));
    expect(t('en', 'ex.src.srdM')).toBe(rangeSourceNote('srd', 'm'));
  });
  it('usage errors: English unchanged, Ukrainian and Japanese from the catalogue', () => {
    const { dir, home } = tempRepo();
    expect(cli(dir, home, ['explain', 'nope.yaml']).stderr).toBe('grimoire: No such file: nope.yaml\n');
    expect(cli(dir, home, ['explain', 'nope.yaml', '--locale', 'uk']).stderr).toBe('grimoire: Немає такого файлу: nope.yaml\n');
    expect(cli(dir, home, ['explain', 'a.yaml', 'b.yaml', '--locale', 'ja']).stderr).toBe('grimoire: 一度に1ファイルだけ（a.yamlとb.yamlが指定された）\n');
    expect(cli(dir, home, ['explain', 'a.yaml', '--caster-level', '99']).stderr).toMatch(/^grimoire: --caster-level takes a whole number from 1 to \d+ \(got "99"\)\n$/);
    expect(cli(dir, home, ['explain', 'a.yaml', '--caster-level', '99', '--locale', 'it']).stderr).toMatch(/^grimoire: --caster-level richiede un numero intero da 1 a \d+ \(ricevuto "99"\)\n$/);
  });
});

/** `grimoire --help` as the CLI printed it before the help moved to the catalogue (commit 709a11b), plus the options added since (--rules-from-config-only; --list-ignored, --follow-symlinks and the wider --fail-on-ignored). */
const HELP_BEFORE = "grimoire 0.1.0: lint, explain and import tabletop-RPG spell data in YAML\n\nUsage:\n  grimoire lint [options] <files|folders|globs...>\n  grimoire lint - --stdin-filename <name>          (read standard input)\n  grimoire import 5e-database <file.json> -o <out.yaml>\n  grimoire import psrd <file.json> -o <out.yaml>\n  grimoire import 5etools|foundry|black-flag|open5e <file|folder>... -o <out.yaml>\n  grimoire export foundry <spell files...> -o <packs/_source/folder>\n  grimoire export 5etools <spell files...> -o <brew.json> [--source ID] [--full TITLE]\n  grimoire explain <file> [--json] [profile flags] [--locale <lang>]\n  grimoire render <file> [--spell NAME] --format svg|html|md [--caster-level N] [--locale <lang>]\n  grimoire merge-sarif <a.sarif> <b.sarif>... [-o merged.sarif]\n\nlint options:\n  -f, --format <name>      stylish, json, sarif, github, junit (default stylish); repeatable, pairs with -o\n  -o, --output <file>      write the report of the matching -f to a file\n  --fix                    apply the safe fixes of the problems reported, in place, and list them\n                           (suggestions that change a spell's rules are left to the editor)\n  --config <file>          use this config instead of .grimoirerc.yaml lookup\n  --rules-from-config-only\n                           rules and ignore globs only from --config (nested configs keep the rest)\n  --system <name>          default system: dnd5e, tov, dnd35, wfb\n  --max-warnings <n>       exit 1 when there are more than n warnings\n  --quiet                  report errors only\n  --fail-severity <level>  error (default) or warning: what makes the exit code 1\n  --cache                  skip files unchanged since the last run (cache in ~/.cache/grimoire)\n  --cache-location <dir>   where the cache lives (default $XDG_CACHE_HOME/grimoire or ~/.cache/grimoire)\n  --no-ignore              lint files that .gitignore or config ignore globs leave out\n  --fail-on-ignored        a spell file left out is an error: named but ignored by config, hidden, in node_modules/dist, behind a symlink\n  --list-ignored           name every YAML/JSON file found and not linted, with the reason\n  --follow-symlinks        follow symlinks that lead outside the folders named (by default they are named, not read)\n  --no-error-on-unmatched-pattern\n                           no spell file found is not an error (default: exit 2, a typo in a path fails CI)\n  --shard <i/n>            lint only shard i of n (1-based), split deterministically\n  --stdin-filename <name>  file name for text read from standard input\n  --locale <lang>          language of messages: en, uk, ja, ru, it (default en, or locale: in .grimoirerc.yaml)\n  -h, --help               this text\n\nimport, export and merge-sarif options:\n  --locale <lang>          language of notes and messages: en, uk, ja, ru, it (default en)\n";
