/**
 * Each format's reader and writer as one codec (../contract.ts runs them both
 * ways): Foundry dnd5e and Black Flag items, 5etools records, Open5e units
 * (a spell fixture with its casting options), 5e-database and PSRD records.
 * Pure.
 */
import type { Codec } from './contract';
import type { FormatName } from './types';
import { readFoundry } from './foundry/read';
import { writeFoundry } from './foundry/write';
import { FOUNDRY_DND5E } from './foundry-dnd5e/table';
import { BLACK_FLAG } from './black-flag/table';
import { read5etools } from './5etools/read';
import { write5etools } from './5etools/write';
import { readOpen5eUnit, writeOpen5eUnit } from './open5e/unit';
import { FIVE_E_DATABASE } from './5e-database/read';
import { PSRD } from './psrd/read';

/** The homebrew source a 5etools record gets when its spell names no 5etools book. */
export const DEFAULT_5ETOOLS_SOURCE = 'Grimoire';

/** The codecs, by format. */
export const CODECS: Record<FormatName, Codec> = {
  'foundry-dnd5e': { read: (r) => readFoundry(r, FOUNDRY_DND5E), write: (s, b) => writeFoundry(s, FOUNDRY_DND5E, b) },
  'black-flag': { read: (r) => readFoundry(r, BLACK_FLAG), write: (s, b) => writeFoundry(s, BLACK_FLAG, b) },
  '5etools': {
    read: read5etools,
    write: (s, b) => {
      const r = write5etools(s, DEFAULT_5ETOOLS_SOURCE, b);
      return { doc: r.record, notes: r.notes };
    },
  },
  open5e: { read: (r) => readOpen5eUnit(r), write: writeOpen5eUnit },
  '5e-database': FIVE_E_DATABASE,
  psrd: PSRD,
};

/** The codec of a format. */
export function codecOf(format: FormatName): Codec {
  return CODECS[format];
}
