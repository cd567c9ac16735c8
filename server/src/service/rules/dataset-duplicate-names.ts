/**
 * `dataset/duplicate-name`: two spells of one file share a name.
 *
 * 5e (seed 000, "Combining magical effects"): the same spell does not stack
 * with itself, so a dataset that lists a name twice holds two definitions of
 * one spell and a reader cannot tell which is meant.
 */
import type { DatasetRule } from './rule';
import { rangeOf } from './rule';

export const duplicateNames: DatasetRule = {
  code: 'dataset/duplicate-name',
  title: 'Two spells in one file have the same name',
  doc: 'A spell name identifies one spell: the same spell does not stack with itself (5e, seed 000, combining effects), so a dataset that lists a name twice holds two competing definitions. Names are compared case-insensitively, ignoring surrounding spaces.',
  defaultSeverity: 'warning',
  check(spells, report) {
    const seen = new Map<string, number>();
    spells.forEach(({ input, base }, i) => {
      const name = input.value.name;
      if (typeof name !== 'string' || name.trim() === '') return;
      const key = `${input.system}\u0000${name.trim().toLowerCase()}`;
      const first = seen.get(key);
      if (first === undefined) {
        seen.set(key, i);
        return;
      }
      const r = rangeOf(input, ['name']);
      report({
        message: `Duplicate spell name "${name.trim()}": spell #${first + 1} in this file has the same name.`,
        start: base + r.start,
        end: base + r.end,
      });
    });
  },
};
