/** Merge hovers in Russian (keys as ./en.ts). */
import type { Catalogue } from '../../types';
import type { mergeEn } from './en';

export const mergeRu: Catalogue<keyof typeof mergeEn> = {
  'merge.from': 'из {anchor}, строка {line}',
  'merge.then': '{a}, затем {b}',
  'merge.head': '**Слияние** ({op}): ключи {origins}; ключи, записанные здесь, имеют приоритет.',
  'merge.entry': '{key}: {origin} (строка ключа {line})',
  'merge.overridden': 'Записано здесь, поверх слитого значения: {keys}.',
  'merge.overrides': 'Заменяет значение, слитое {origin} (строка {line}).',
};
