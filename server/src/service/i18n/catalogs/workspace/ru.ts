/** Spells across files, in Russian (keys as ./en.ts). */
import type { Catalogue } from '../../types';
import type { workspaceEn } from './en';

export const workspaceRu: Catalogue<keyof typeof workspaceEn> = {
  'ws.rename.nothing': 'Здесь нет названия заклинания, которое можно переименовать: поставьте курсор на название заклинания, на запись списка или на тег {@spell}.',
  'ws.rename.unknown': 'В рабочем пространстве нет заклинания с названием «{name}», так что переименовывать нечего.',
  'ws.rename.ambiguous': '«{name}» здесь называет несколько заклинаний ({where}): переименуйте его из собственного названия заклинания.',
  'ws.rename.empty': 'Название заклинания не может быть пустым или занимать несколько строк.',
  'ws.rename.exists': 'Заклинание системы {system} с названием «{name}» уже есть ({where}).',
  'ws.rename.notWritten': 'Название «{name}» ({where}) записано не в его собственном отображении (оно взято из ключа слияния или псевдонима): переименуйте его там, где оно записано.',
  'ws.rename.notWritable': '«{name}» нельзя записать в {where}: текст там не может его вместить (возьмите тот текст в кавычки или выберите другое название).',
  'ws.hover.title': '**{name}** ({detail})',
  'ws.hover.classes': 'Классы: {classes}',
  'ws.hover.where': 'Определено в {file}, строка {line}',
  'ws.hover.none': 'В рабочем пространстве нет заклинания с названием «{name}».',
  'ws.hover.outside': 'Ни у одного заклинания рабочего пространства нет идентификатора этой ссылки или названия «{name}»: ссылка ведёт за пределы рабочего пространства (например, в компендиум игровой системы).',
  'ws.hover.several': '«{name}» называет несколько заклинаний ({n}):',
  'ws.unknownSpell': 'В рабочем пространстве нет заклинания с названием «{name}».',
  'ws.unknownSpellIn': 'В рабочем пространстве нет заклинания системы {system} с названием «{name}».',
  'ws.inOtherSystems': 'Такое есть в системе {systems}.',
  'ws.didYouMean': 'Возможно, имелось в виду «{name}»?',
  'ws.duplicateSpell': 'Заклинание системы {system} «{name}» определено ещё раз в {where}.',
  'ws.listClassMissing': '«{name}» есть в списке класса {class}, но его классы ({classes}; {where}) не включают {class}.',
  'ws.classNotListed': '«{name}» называет {class} среди своих классов, но список класса {class} ({where}) его не называет.',
  'ws.fix.rename': 'Заменить на «{name}»',
  'ws.fix.addClass': 'Добавить {class} в классы «{name}» ({where})',
  'ws.fix.addToList': 'Добавить «{name}» в список класса {class} ({where})',
  'title.workspace/unknown-spell': 'Ссылка не называет ни одного заклинания рабочего пространства',
  'title.workspace/duplicate-spell': 'Другой файл определяет заклинание той же системы, редакции и названия',
  'title.workspace/list-class-missing': 'Список класса называет заклинание, среди классов которого этого класса нет',
  'title.workspace/class-not-listed': 'Заклинание называет класс, чей список его пропускает',
  'cli.leftOut.why.spellList': 'файл списков заклинаний',
};
