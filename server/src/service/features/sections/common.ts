/**
 * Small markdown helpers shared by the hover sections: tables, percentages,
 * escaping of spell text, and the key test each section starts with.
 */
import type { HoverContext } from './context';
import { mdText } from '../markdown';

/** A markdown table; cells are used as given (escape spell text first with {@link mdEscape}). */
export function mdTable(head: string[], rows: Array<Array<string | number>>): string {
  const line = (cells: Array<string | number>) => `| ${cells.map(String).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Escape text for markdown (and any HTML a renderer might allow): `<b>` shows as text, no link or image can form. See {@link mdText}. */
export function mdEscape(s: unknown): string {
  return mdText(s);
}

/** A probability as a percentage with one decimal (`74.1%`); `0%` and `100%` exactly when so. */
export function pct(p: number | undefined): string {
  if (p === undefined || !Number.isFinite(p)) return '-';
  if (p === 0) return '0%';
  if (p === 1) return '100%';
  const v = Math.round(p * 1000) / 10;
  if (v === 0) return '<0.1%';
  if (v === 100) return '>99.9%';
  return `${v.toFixed(1)}%`;
}

/** A signed bonus: `+3`, `-1`. */
export function signed(n: number): string {
  return n >= 0 ? `+${n}` : `${n}`;
}

/** A term of a sum: `+ 3`, `- 1`. */
export function plus(n: number): string {
  return n >= 0 ? `+ ${n}` : `- ${-n}`;
}

/** A number without trailing zeros (`31.5`, `28`). */
export function num(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/** The top-level key under the cursor. */
export function topKey(ctx: HoverContext): string | undefined {
  const k = ctx.path[0];
  return typeof k === 'string' ? k : undefined;
}

/** Ordinal word: 1st, 2nd, 3rd, 4th ... */
export function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${s}`;
}
