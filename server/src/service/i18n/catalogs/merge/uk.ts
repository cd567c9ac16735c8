/** Merge hovers in Ukrainian (keys as ./en.ts). */
import type { Catalogue } from '../../types';
import type { mergeEn } from './en';

export const mergeUk: Catalogue<keyof typeof mergeEn> = {
  'merge.from': 'з {anchor}, рядок {line}',
  'merge.then': '{a}, потім {b}',
  'merge.head': '**Злиття** ({op}): ключі {origins}; ключі, записані тут, мають перевагу.',
  'merge.entry': '{key}: {origin} (рядок ключа {line})',
  'merge.overridden': 'Записано тут, поверх злитого значення: {keys}.',
  'merge.overrides': 'Замінює значення, злите {origin} (рядок {line}).',
};
