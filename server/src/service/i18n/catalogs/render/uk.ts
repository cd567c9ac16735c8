/** render's lines in Ukrainian (keys as ./en.ts). */
import type { Catalogue } from '../../types';
import type { renderEn } from './en';

export const renderUk: Catalogue<keyof typeof renderEn> = {
  'render.usage.format': 'Невідомий формат "{format}": svg, html або md',
  'render.usage.placement': '--placement приймає orthogonal, diagonal або число градусів',
  'render.usage.noSpells': '{file}: заклинань не знайдено',
  'render.usage.noSpell': 'Немає заклинання з назвою "{wanted}" у {file}. Заклинання: {names}',
  'render.usage.method': '--method для заклинань {system}: {methods}',
  'render.usage.noArea': 'Заклинання {name} не має області, яку можна намалювати',
  'render.usage.noAreaUnnamed': 'Заклинання не має області, яку можна намалювати',
  // The HTML page's <title> for a spell without a name.
  'render.pageTitle': 'Заклинання',
  'render.wrote': 'Записано {file}.',
};
