/**
 * Small markdown helpers shared by the hover sections: tables, signed
 * figures, escaping of spell text, and the key test each section starts with.
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

/** A signed bonus: `+3`, `-1`. */
export function signed(n: number): string {
  return n >= 0 ? `+${n}` : `${n}`;
}

/** A term of a sum: `+ 3`, `- 1`. */
export function plus(n: number): string {
  return n >= 0 ? `+ ${n}` : `- ${-n}`;
}

/** The top-level key under the cursor. */
export function topKey(ctx: HoverContext): string | undefined {
  const k = ctx.path[0];
  return typeof k === 'string' ? k : undefined;
}

