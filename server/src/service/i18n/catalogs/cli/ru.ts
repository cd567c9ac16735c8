/** CLI words in Russian (keys as ./en.ts). */
import type { Catalogue } from '../../types';
import type { cliEn } from './en';

/** The CLI part of the Russian catalogue. */
export const cliRu: Catalogue<keyof typeof cliEn> = {
  'junit.caseName': '{rule} в {line}:{col}',
  "help.title": "проверка, пояснение и импорт данных заклинаний настольных ролевых игр в YAML",
  "help.usage": "Использование:",
  "help.stdin": "читать стандартный ввод",
  "help.lintOptions": "параметры lint:",
  "help.opt.format": "{formats} (по умолчанию stylish); можно повторять, в паре с -o",
  "help.opt.output": "записать отчёт соответствующего -f в файл",
  "help.opt.fix": "применить безопасные исправления найденных проблем на месте и перечислить их",
  "help.opt.fix2": "(предложения, меняющие правила заклинания, остаются редактору)",
  "help.opt.config": "использовать эту конфигурацию вместо поиска .grimoirerc.yaml",
  "help.opt.system": "система по умолчанию: {systems}",
  "help.opt.maxWarnings": "код выхода 1, если предупреждений больше n",
  "help.opt.quiet": "сообщать только об ошибках",
  "help.opt.failSeverity": "error (по умолчанию) или warning: что даёт код выхода 1",
  "help.opt.cache": "пропускать файлы, не изменившиеся с прошлого запуска (кэш в ~/.cache/grimoire)",
  "help.opt.cacheLocation": "где лежит кэш (по умолчанию $XDG_CACHE_HOME/grimoire или ~/.cache/grimoire)",
  "help.opt.noIgnore": "проверять и файлы, исключённые .gitignore или шаблонами ignore конфигурации",
  "help.opt.failOnIgnored": "файл, названный в командной строке и игнорируемый конфигурацией, — ошибка",
  "help.opt.noErrorOnUnmatched": "отсутствие файлов заклинаний — не ошибка (по умолчанию: код 2, опечатка в пути валит CI)",
  "help.opt.shard": "проверять только часть i из n (с 1), разбиение детерминированное",
  "help.opt.stdinFilename": "имя файла для текста из стандартного ввода",
  "help.opt.locale": "язык сообщений: {locales} (по умолчанию en или locale: в .grimoirerc.yaml)",
  "help.opt.help": "этот текст",
};
