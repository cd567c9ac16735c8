/** Spells across files, in Ukrainian (keys as ./en.ts). */
import type { Catalogue } from '../../types';
import type { workspaceEn } from './en';

export const workspaceUk: Catalogue<keyof typeof workspaceEn> = {
  'ws.rename.nothing': 'Тут немає назви заклинання, яку можна перейменувати: поставте курсор на назву заклинання, на запис списку або на тег {@spell}.',
  'ws.rename.unknown': 'У робочому просторі немає заклинання з назвою «{name}», тож перейменовувати нічого.',
  'ws.rename.ambiguous': '«{name}» тут називає кілька заклинань ({where}): перейменуйте його з власної назви заклинання.',
  'ws.rename.empty': 'Назва заклинання не може бути порожньою чи займати кілька рядків.',
  'ws.rename.exists': 'Заклинання системи {system} з назвою «{name}» уже є ({where}).',
  'ws.rename.notWritten': 'Назву «{name}» ({where}) записано не в його власному відображенні (вона походить з ключа злиття чи псевдоніма): перейменуйте її там, де її записано.',
  'ws.rename.notWritable': '«{name}» не можна записати в {where}: текст там не може його вмістити (візьміть той текст у лапки або оберіть іншу назву).',
  'ws.hover.title': '**{name}** ({detail})',
  'ws.hover.classes': 'Класи: {classes}',
  'ws.hover.where': 'Визначено у {file}, рядок {line}',
  'ws.hover.none': 'У робочому просторі немає заклинання з назвою «{name}».',
  'ws.hover.outside': 'Жодне заклинання робочого простору не має ідентифікатора цього посилання чи назви «{name}»: посилання веде за межі робочого простору (наприклад, до компендіуму ігрової системи).',
  'ws.hover.several': '«{name}» називає кілька заклинань ({n}):',
  'ws.unknownSpell': 'У робочому просторі немає заклинання з назвою «{name}».',
  'ws.unknownSpellIn': 'У робочому просторі немає заклинання системи {system} з назвою «{name}».',
  'ws.inOtherSystems': 'Таке є в системі {systems}.',
  'ws.didYouMean': 'Можливо, ви мали на увазі «{name}»?',
  'ws.duplicateSpell': 'Заклинання системи {system} «{name}» визначено ще раз у {where}.',
  'ws.listClassMissing': '«{name}» є у списку класу {class}, але його класи ({classes}; {where}) не містять {class}.',
  'ws.classNotListed': '«{name}» називає {class} серед своїх класів, але список класу {class} ({where}) його не називає.',
  'ws.fix.rename': 'Замінити на «{name}»',
  'ws.fix.addClass': 'Додати {class} до класів «{name}» ({where})',
  'ws.fix.addToList': 'Додати «{name}» до списку класу {class} ({where})',
  'title.workspace/unknown-spell': 'Посилання не називає жодного заклинання робочого простору',
  'title.workspace/duplicate-spell': 'Інший файл визначає заклинання тієї самої системи, редакції й назви',
  'title.workspace/list-class-missing': 'Список класу називає заклинання, серед класів якого цього класу немає',
  'title.workspace/class-not-listed': 'Заклинання називає клас, чий список його пропускає',
  'cli.leftOut.why.spellList': 'файл списків заклинань',
};
