/** CLI words in Ukrainian (keys as ./en.ts). */
import type { Catalogue } from '../../types';
import type { cliEn } from './en';

/** The CLI part of the Ukrainian catalogue. */
export const cliUk: Catalogue<keyof typeof cliEn> = {
  'junit.caseName': '{rule} у {line}:{col}',
  "help.title": "перевірка, пояснення та імпорт даних заклинань настільних РПГ у YAML",
  "help.usage": "Використання:",
  "help.stdin": "читати стандартний ввід",
  "help.lintOptions": "параметри lint:",
  "help.opt.format": "{formats} (типово stylish); можна повторювати, у парі з -o",
  "help.opt.output": "записати звіт відповідного -f у файл",
  "help.opt.fix": "застосувати безпечні виправлення знайдених проблем на місці й перелічити їх",
  "help.opt.fix2": "(пропозиції, що змінюють правила заклинання, лишаються редакторові)",
  "help.opt.config": "використати цю конфігурацію замість пошуку .grimoirerc.yaml",
  "help.opt.system": "типова система: {systems}",
  "help.opt.maxWarnings": "код виходу 1, коли попереджень більше за n",
  "help.opt.quiet": "повідомляти лише про помилки",
  "help.opt.failSeverity": "error (типово) або warning: що дає код виходу 1",
  "help.opt.cache": "пропускати файли, незмінені від останнього запуску (кеш у ~/.cache/grimoire)",
  "help.opt.cacheLocation": "де лежить кеш (типово $XDG_CACHE_HOME/grimoire або ~/.cache/grimoire)",
  "help.opt.noIgnore": "перевіряти й файли, які виключають .gitignore або шаблони ignore конфігурації",
  "help.opt.failOnIgnored": "файл, названий у командному рядку, який конфігурація ігнорує, — це помилка",
  "help.opt.noErrorOnUnmatched": "відсутність файлів заклинань — не помилка (типово: код 2, хиба в шляху валить CI)",
  "help.opt.shard": "перевіряти лише частину i з n (з 1), поділ детермінований",
  "help.opt.stdinFilename": "ім’я файлу для тексту зі стандартного вводу",
  "help.opt.locale": "мова повідомлень: {locales} (типово en або locale: у .grimoirerc.yaml)",
  "help.opt.help": "цей текст",
};
