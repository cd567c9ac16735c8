/**
 * The per-field table of an import (`grimoire import ... --report`): for each
 * field of the input records, written as a general path (list items as `[]`,
 * id-keyed entries as `*`: `system.activities.*.damage.parts[].number`), how
 * many times it was kept, carried, noted or dropped. Pure data.
 */
import { generalPath, type FieldAccount, type FieldFate } from './contract';

/** Counts of one field's fates. */
export type FateCounts = Record<FieldFate, number>;

/** The per-field table: general path -> counts, in the order the fields were met. */
export type FieldReport = Map<string, FateCounts>;

/** An empty table. */
export function emptyReport(): FieldReport {
  return new Map();
}

/** Add one record's accounts to a table. */
export function addAccounts(report: FieldReport, accounts: readonly FieldAccount[], idMaps: readonly string[]): void {
  for (const a of accounts) {
    const k = generalPath(a.path, idMaps);
    const row = report.get(k) ?? { kept: 0, carried: 0, noted: 0, dropped: 0 };
    row[a.fate]++;
    report.set(k, row);
  }
}

/** The totals of a table. */
export function reportTotals(report: FieldReport): FateCounts {
  const t: FateCounts = { kept: 0, carried: 0, noted: 0, dropped: 0 };
  for (const row of report.values()) for (const k of Object.keys(t) as FieldFate[]) t[k] += row[k];
  return t;
}
