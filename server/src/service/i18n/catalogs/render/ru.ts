/** render's lines in Russian (keys as ./en.ts). */
import type { Catalogue } from '../../types';
import type { renderEn } from './en';

export const renderRu: Catalogue<keyof typeof renderEn> = {
  'render.usage.format': 'Неизвестный формат "{format}": svg, html или md',
  'render.usage.placement': '--placement принимает orthogonal, diagonal или число градусов',
  'render.usage.noSpells': '{file}: заклинания не найдены',
  'render.usage.noSpell': 'Нет заклинания с именем "{wanted}" в {file}. Заклинания: {names}',
  'render.usage.method': '--method для заклинаний {system}: {methods}',
  'render.usage.noArea': 'У заклинания {name} нет области, которую можно нарисовать',
  'render.usage.noAreaUnnamed': 'У заклинания нет области, которую можно нарисовать',
  // The HTML page's <title> for a spell without a name.
  'render.pageTitle': 'Заклинание',
  'render.wrote': 'Записан {file}.',
};
