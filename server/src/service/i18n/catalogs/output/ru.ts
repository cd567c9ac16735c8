/** Why the CLI did not write a file, in Russian (keys as ./en.ts). */
import type { Catalogue } from '../../types';
import type { outputEn } from './en';

export const outputRu: Catalogue<keyof typeof outputEn> = {
  'out.exists': '{file}: не записано: там уже есть файл (--force заменяет его).',
  'out.existsLink': '{file}: не записано: там символическая ссылка, а Grimoire никогда не пишет через неё (--force заменяет саму ссылку, а не то, на что она указывает).',
  'out.notFile': '{file}: не записано: там {kind}.',
  'out.linkedFolder': '{file}: в неё ничего не записано: это символическая ссылка, а Grimoire не пишет через символические ссылки на папки в своём выводе.',
  'out.notFolder': '{file}: в неё ничего не записано: это {kind}, а не папка.',
  'out.leavesCwd': '{file}: не записано: путь ведёт через символическую ссылку в {real}, за пределы рабочей папки {cwd}.',
  'out.outside': '{file}: не записано: имя ведёт за пределы {root}.',
  'out.collision': '{file}: не записано: {first} и {second} были бы записаны в один и тот же файл (их имена различаются только регистром или символами, которые имя файла не сохраняет; macOS и Windows тоже не различают регистр). Переименуйте одно из них.',
  'out.fileAndFolder': '{file}: не записано: этот путь был бы и файлом, и папкой.',
  'out.failed': '{file}: не записано: {error}.',
  'out.nothingWritten': 'В {target} ничего не записано.',
  'out.partial': 'Файлов записано в {target}: {written} из {n}; остальные не записаны (см. выше).',
  'out.import.none': 'Не импортировано ни одного заклинания; в {target} ничего не записано.',
};
