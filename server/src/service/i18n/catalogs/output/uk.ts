/** Why the CLI did not write a file, in Ukrainian (keys as ./en.ts). */
import type { Catalogue } from '../../types';
import type { outputEn } from './en';

export const outputUk: Catalogue<keyof typeof outputEn> = {
  'out.exists': '{file}: не записано: там уже є файл (--force замінює його).',
  'out.existsLink': '{file}: не записано: там символьне посилання, а Grimoire ніколи не пише крізь нього (--force замінює саме посилання, а не те, на що воно вказує).',
  'out.notFile': '{file}: не записано: там {kind}.',
  'out.linkedFolder': '{file}: у неї нічого не записано: це символьне посилання, а Grimoire не пише крізь символьні посилання на теки у своєму виводі.',
  'out.notFolder': '{file}: у неї нічого не записано: це {kind}, а не тека.',
  'out.leavesCwd': '{file}: не записано: шлях веде крізь символьне посилання до {real}, поза робочою текою {cwd}.',
  'out.outside': '{file}: не записано: назва веде за межі {root}.',
  'out.collision': '{file}: не записано: {first} і {second} було б записано в цей самий файл (їхні назви різняться лише регістром або символами, яких назва файлу не зберігає; macOS і Windows теж не розрізняють регістр). Перейменуйте одне з них.',
  'out.fileAndFolder': '{file}: не записано: цей шлях був би і файлом, і текою.',
  'out.failed': '{file}: не записано: {error}.',
  'out.nothingWritten': 'До {target} нічого не записано.',
  'out.partial': 'Файлів записано до {target}: {written} з {n}; решту не записано (див. вище).',
  'out.import.none': 'Не імпортовано жодного заклинання; до {target} нічого не записано.',
};
