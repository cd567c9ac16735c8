/** CLI words in Ukrainian (keys as ./en.ts). */
import type { Catalogue } from '../../types';
import type { cliEn } from './en';

/** The CLI part of the Ukrainian catalogue. */
export const cliUk: Catalogue<keyof typeof cliEn> = {
  'junit.caseName': '{rule} у {line}:{col}',
};
