/** render's lines in Italian (keys as ./en.ts). */
import type { Catalogue } from '../../types';
import type { renderEn } from './en';

export const renderIt: Catalogue<keyof typeof renderEn> = {
  'render.usage.format': 'Formato sconosciuto "{format}": svg, html o md',
  'render.usage.placement': '--placement accetta orthogonal, diagonal o un numero di gradi',
  'render.usage.noSpells': '{file}: nessun incantesimo trovato',
  'render.usage.noSpell': 'Nessun incantesimo di nome "{wanted}" in {file}. Incantesimi: {names}',
  'render.usage.method': '--method per gli incantesimi {system}: {methods}',
  'render.usage.noArea': '{name} non ha un’area da disegnare',
  'render.usage.noAreaUnnamed': 'L’incantesimo non ha un’area da disegnare',
  // The HTML page's <title> for a spell without a name.
  'render.pageTitle': 'Incantesimo',
  'render.wrote': 'Scritto {file}.',
};
