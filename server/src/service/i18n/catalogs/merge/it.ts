/** Merge hovers in Italian (keys as ./en.ts). */
import type { Catalogue } from '../../types';
import type { mergeEn } from './en';

export const mergeIt: Catalogue<keyof typeof mergeEn> = {
  'merge.from': 'da {anchor}, riga {line}',
  'merge.then': '{a}, poi {b}',
  'merge.head': '**Unione** ({op}): chiavi {origins}; le chiavi scritte qui prevalgono.',
  'merge.entry': '{key}: {origin} (la sua riga {line})',
  'merge.overridden': 'Scritte qui, sopra il valore unito: {keys}.',
  'merge.overrides': 'Sostituisce il valore unito {origin} (riga {line}).',
};
