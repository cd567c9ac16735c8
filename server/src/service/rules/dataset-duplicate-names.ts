/**
 * `dataset/duplicate-name`: two spells of one file share a name.
 *
 * 5e (seed 000, "Combining magical effects"): the same spell does not stack
 * with itself, so a dataset that lists a name twice holds two definitions of
 * one spell and a reader cannot tell which is meant.
 */
import type { DatasetRule, Finding, SpellSummary } from './rule';
import { say } from './rule';

/** Whether a spell takes part in the comparison (it has a non-blank name). */
function named(s: SpellSummary): s is SpellSummary & { name: string; nameKey: string } {
  return typeof s.name === 'string' && s.name.trim() !== '' && s.nameKey !== undefined;
}

/** The finding on `s`, a later spell with the name of `first`. */
export function duplicateFinding(s: SpellSummary & { name: string }, first: SpellSummary): Finding {
  return { ...say('rule.duplicateName', { name: s.name.trim(), n: first.index + 1 }), ...s.nameRange() };
}

/** The `dataset/duplicate-name` rule; registered in `index.ts` (DATASET_RULES), run by the analyzer on every file. */
export const duplicateNames: DatasetRule = {
  code: 'dataset/duplicate-name',
  title: 'Two spells in one file have the same name',
  doc: 'A spell name identifies one spell: the same spell does not stack with itself (5e, seed 000, combining effects), so a dataset that lists a name twice holds two competing definitions. Names are compared case-insensitively, ignoring surrounding spaces, within one system.',
  basis: [
    { seed: '000', quote: 'А от ефекти того самого заклинання, накладеного кілька разів, не додаються', means: 'the effects of the same spell cast several times do not add up' },
  ],
  scope: 'Which of two definitions a group plays with.',
  defaultSeverity: 'warning',
  check(spells, report) {
    const seen = new Map<string, SpellSummary>();
    for (const s of spells) {
      if (!named(s)) continue;
      const first = seen.get(s.nameKey);
      if (first === undefined) {
        seen.set(s.nameKey, s);
        continue;
      }
      report(duplicateFinding(s, first));
    }
  },
};

/**
 * The rule's state kept between edits (the LSP path): the spells of each name,
 * in file order. After an edit the analyzer removes the spells it replaced and
 * adds the new ones, then re-reports only the names that changed, so a
 * keystroke costs the names it touched, not a walk over every spell. Gives
 * exactly what {@link duplicateNames}.check gives (test/unit/service/random-edits.test.ts).
 */
export class NameIndex {
  /**
   * The spells of each name: the spell itself while it is the only one (almost
   * every name of a dataset), an array from the second on. An array per name
   * cost ~180 bytes each, 9 MB of a 50k-spell file's heap.
   */
  private readonly byKey = new Map<string, SpellSummary | SpellSummary[]>();

  /** Index all spells (file order). */
  constructor(spells: readonly SpellSummary[]) {
    for (const s of spells) {
      if (!named(s)) continue;
      const l = this.byKey.get(s.nameKey);
      if (l === undefined) this.byKey.set(s.nameKey, s);
      else if (Array.isArray(l)) l.push(s);
      else this.byKey.set(s.nameKey, [l, s]);
    }
  }

  /** Forget a spell (by identity); returns its key when it was indexed. */
  remove(s: SpellSummary): string | undefined {
    if (!named(s)) return undefined;
    const l = this.byKey.get(s.nameKey);
    if (l === undefined) return undefined;
    if (!Array.isArray(l)) {
      if (l !== s) return undefined;
      this.byKey.delete(s.nameKey);
      return s.nameKey;
    }
    const i = l.indexOf(s);
    if (i === -1) return undefined;
    l.splice(i, 1);
    if (l.length === 1) this.byKey.set(s.nameKey, l[0]!);
    return s.nameKey;
  }

  /** Add a spell, kept in file order by its `index`; returns its key when indexed. */
  add(s: SpellSummary): string | undefined {
    if (!named(s)) return undefined;
    const found = this.byKey.get(s.nameKey);
    if (found === undefined) {
      this.byKey.set(s.nameKey, s);
      return s.nameKey;
    }
    const l = Array.isArray(found) ? found : [found];
    let lo = 0;
    let hi = l.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (l[mid]!.index < s.index) lo = mid + 1;
      else hi = mid;
    }
    l.splice(lo, 0, s);
    if (l !== found) this.byKey.set(s.nameKey, l);
    return s.nameKey;
  }

  /** The spells of a name, in file order. */
  spellsOf(key: string): readonly SpellSummary[] {
    const l = this.byKey.get(key);
    return l === undefined ? [] : Array.isArray(l) ? l : [l];
  }

  /** The finding on `s` now, or undefined when it is the first of its name (or has none). */
  findingOn(s: SpellSummary): Finding | undefined {
    if (!named(s)) return undefined;
    const l = this.byKey.get(s.nameKey);
    const first = Array.isArray(l) ? l[0] : l;
    return first && first !== s ? duplicateFinding(s, first) : undefined;
  }
}
