/** CLI words in Italian (keys as ./en.ts). */
import type { Catalogue } from '../../types';
import type { cliEn } from './en';

/** The CLI part of the Italian catalogue. */
export const cliIt: Catalogue<keyof typeof cliEn> = {
  'junit.caseName': '{rule} a {line}:{col}',
};
