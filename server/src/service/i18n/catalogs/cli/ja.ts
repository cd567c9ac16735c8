/** CLI words in Japanese (keys as ./en.ts). */
import type { Catalogue } from '../../types';
import type { cliEn } from './en';

/** The CLI part of the Japanese catalogue. */
export const cliJa: Catalogue<keyof typeof cliEn> = {
  'junit.caseName': '{line}:{col}の{rule}',
};
