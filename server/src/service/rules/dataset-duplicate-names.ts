/**
 * `dataset/duplicate-name`: two spells of one file share a name.
 *
 * 5e (seed 000, "Combining magical effects"): the same spell does not stack
 * with itself, so a dataset that lists a name twice holds two definitions of
 * one spell and a reader cannot tell which is meant.
 */
import type { DatasetRule } from './rule';

/** The `dataset/duplicate-name` rule; registered in `index.ts` (DATASET_RULES), run by the analyzer on every file. */
export const duplicateNames: DatasetRule = {
  code: 'dataset/duplicate-name',
  title: 'Two spells in one file have the same name',
  doc: 'A spell name identifies one spell: the same spell does not stack with itself (5e, seed 000, combining effects), so a dataset that lists a name twice holds two competing definitions. Names are compared case-insensitively, ignoring surrounding spaces, within one system.',
  defaultSeverity: 'warning',
  check(spells, report) {
    const seen = new Map<string, number>();
    for (const s of spells) {
      if (typeof s.name !== 'string' || s.name.trim() === '' || s.nameKey === undefined) continue;
      const key = s.nameKey;
      const first = seen.get(key);
      if (first === undefined) {
        seen.set(key, s.index);
        continue;
      }
      report({ message: `Duplicate spell name "${s.name.trim()}": spell #${first + 1} in this file has the same name.`, ...s.nameRange() });
    }
  },
};
