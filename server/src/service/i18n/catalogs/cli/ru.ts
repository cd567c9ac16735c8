/** CLI words in Russian (keys as ./en.ts). */
import type { Catalogue } from '../../types';
import type { cliEn } from './en';

/** The CLI part of the Russian catalogue. */
export const cliRu: Catalogue<keyof typeof cliEn> = {
  'junit.caseName': '{rule} в {line}:{col}',
};
