/**
 * `grimoire import ... --report`: the per-field table of an import (what
 * happened to every field of the input records: kept, carried, noted,
 * dropped), one row a field, in the run's locale. The counts come from the
 * service (formats/contract.ts, formats/report.ts); this only lays them out.
 */
import { t, type FieldReport, type Locale } from '../service/index';

const FATES = ['kept', 'carried', 'noted', 'dropped'] as const;

/** The table as lines: a heading, one row per field, and the totals. */
export function fieldReportLines(locale: Locale, report: FieldReport): string[] {
  const head = [t(locale, 'cli.report.field'), ...FATES.map((f) => t(locale, `cli.report.${f}`))];
  const total = { kept: 0, carried: 0, noted: 0, dropped: 0 };
  const rows: string[][] = [];
  for (const [path, counts] of report) {
    rows.push([path, ...FATES.map((f) => String(counts[f]))]);
    for (const f of FATES) total[f] += counts[f];
  }
  rows.push([t(locale, 'cli.report.total'), ...FATES.map((f) => String(total[f]))]);
  const widths = head.map((h, i) => Math.max([...h].length, ...rows.map((r) => [...r[i]!].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd();
  return [t(locale, 'cli.report.title'), line(head), ...rows.map(line)];
}
