/** Types of bench/gen.mjs (the benchmark's dataset generator), for the TypeScript tests. */

export type System = 'dnd5e' | 'tov' | 'dnd35' | 'wfb';
export type MistakeKind =
  | 'wrong-type'
  | 'unknown-school'
  | 'unknown-value'
  | 'out-of-range'
  | 'missing-required'
  | 'unknown-key'
  | 'concentration-mismatch'
  | 'cone-not-self'
  | 'material-missing'
  | 'bad-dice';

export const SYSTEMS: System[];
export const MIX: Record<System, number>;
export const MISTAKE_KINDS: Record<MistakeKind, System[]>;

export function mulberry32(seed: number): () => number;
export function spellName(i: number, salt?: number): string;

export interface GeneratedSpell {
  index: number;
  name: string;
  system: System;
  /** 0-based first line of the spell's `- name:` entry. */
  startLine: number;
  /** 0-based last line of the spell. */
  endLine: number;
  mistake: MistakeKind | null;
}

export interface DatasetStats {
  count: number;
  seed: number;
  systems: 'mixed' | System;
  mistakeRate: number;
  mistakes: number;
  mistakeShare: number;
  byKind: Partial<Record<MistakeKind, number>>;
  bySystem: Partial<Record<System, number>>;
  bytes: number;
  lines: number;
}

export interface GenerateOptions {
  count: number;
  seed?: number;
  systems?: 'mixed' | System;
  mistakeRate?: number;
  modeline?: string;
}

export function generateDataset(opts: GenerateOptions): { text: string; spells: GeneratedSpell[]; stats: DatasetStats };
export function spellAtLine(spells: GeneratedSpell[], line: number): number;
