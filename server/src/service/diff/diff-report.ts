/**
 * The report of `grimoire diff` (spell-diff.ts's changes) in its three
 * formats: `stylish` (a terminal, localised), `json` (tools; plain values,
 * untranslated kinds) and `github` (markdown for a job summary, localised).
 * Every piece of repository text goes through the caller's escapes (one
 * line; a markdown cell), so a name cannot become a second line, a workflow
 * command or markup. Pure: the CLI (cli/diff-cmd.ts) writes the text.
 */
import { render, t, type Locale, type MsgRef } from '../i18n';
import { diffSummary, showValue, type DiffSpell, type FieldChange, type SpellChange } from './spell-diff';
import type { ListChange } from './list-diff';

/** The formats of `grimoire diff --format`. */
export const DIFF_FORMATS = ['stylish', 'json', 'github'] as const;
export type DiffFormat = (typeof DIFF_FORMATS)[number];

/** What was compared, and what could not be: shown with the changes. */
export interface DiffReportInput {
  /** The two sides as the user named them. */
  old: string;
  new: string;
  changes: readonly SpellChange[];
  /** The class lists whose names changed. */
  lists: readonly ListChange[];
  /** Files or spells left out of the comparison, and why. */
  notes: readonly MsgRef[];
  /**
   * Makes one piece of repository text (a name, a path, a value) safe to
   * print on one line: the CLI's escape of controls, line breaks and
   * invisible characters. Applied to every piece before the format's own
   * escaping, so a field key holding `\n::error` stays on its line.
   */
  escape: (s: string) => string;
  /**
   * Makes one piece of repository text inert in the job summary's markdown
   * (no markup, link, mention or reference, nothing leaves its table cell):
   * the CLI's escape for the lint report's job summary, applied to every
   * piece the `github` format writes.
   */
  markdownCell: (s: string) => string;
}

/** The most changes the `github` format lists (a job summary holds at most 1 MiB); the rest are counted. */
export const GITHUB_MAX_CHANGES = 500;

/** A field's old or new value as one line; `(none)` when the key is absent on that side. */
function side(l: Locale, c: FieldChange, which: 'old' | 'new', e: (s: string) => string): string {
  return which in c ? e(showValue(c[which])) : t(l, 'diff.none');
}

/** The summary line. */
function summaryLine(l: Locale, input: DiffReportInput): string {
  if (input.changes.length === 0 && input.lists.length === 0) return t(l, 'diff.noChanges');
  const s = diffSummary(input.changes);
  return t(l, 'diff.summary', { changed: s.changed, fields: s.fields, added: s.added, removed: s.removed, renamed: s.renamed, moved: s.moved, lists: input.lists.length });
}

/** A class list as the report names it: `wizard list (dnd5e 2024)`. */
function listLabel(l: Locale, c: ListChange): string {
  const where = [c.system, c.edition].filter(Boolean).join(' ');
  return `${t(l, 'diff.list', { class: c.class })}${where ? ` (${where})` : ''}`;
}

/** The terminal report: one block per changed spell, one line per other change, then the summary. */
function stylish(input: DiffReportInput, l: Locale): string {
  const e = input.escape;
  const name = (s: DiffSpell) => e(s.name);
  const at = (s: DiffSpell) => e(`${s.file}:${s.line}`);
  const lines: string[] = [];
  for (const c of input.changes) {
    switch (c.kind) {
      case 'added':
        lines.push(`+ ${name(c.spell)}  ${t(l, 'diff.kind.added')}  ${at(c.spell)}`);
        break;
      case 'removed':
        lines.push(`- ${name(c.spell)}  ${t(l, 'diff.kind.removed')}  ${at(c.spell)}`);
        break;
      case 'renamed':
        lines.push(`~ ${name(c.from)} -> ${name(c.to)}  ${t(l, 'diff.kind.renamed')}  ${at(c.to)}`);
        break;
      case 'moved':
        lines.push(`~ ${name(c.to)}  ${t(l, 'diff.kind.moved')}  ${at(c.from)} -> ${at(c.to)}`);
        break;
      case 'changed':
        lines.push(`~ ${name(c.to)}  ${t(l, 'diff.kind.changed')}  ${at(c.to)}`);
        for (const f of c.fields) lines.push(`    ${e(f.path)}: ${side(l, f, 'old', e)} -> ${side(l, f, 'new', e)}`);
        break;
    }
  }
  for (const c of input.lists) {
    lines.push(`~ ${e(listLabel(l, c))}  ${t(l, 'diff.kind.changed')}  ${e(`${c.file}:${c.line}`)}`);
    for (const n of c.added) lines.push(`    + ${e(n)}`);
    for (const n of c.removed) lines.push(`    - ${e(n)}`);
  }
  if (lines.length > 0) lines.push('');
  lines.push(summaryLine(l, input));
  return lines.join('\n') + '\n';
}

/** The job-summary report: the summary, then one table row per change or field. */
function github(input: DiffReportInput, l: Locale): string {
  const md = input.markdownCell;
  const at = (s: DiffSpell) => `${s.file}:${s.line}`;
  const out: string[] = [`### ${md(t(l, 'diff.heading', { old: input.old, new: input.new }))}`, '', md(summaryLine(l, input)), ''];
  const shown = input.changes.slice(0, GITHUB_MAX_CHANGES);
  const shownLists = input.lists.slice(0, Math.max(0, GITHUB_MAX_CHANGES - shown.length));
  if (shown.length + shownLists.length > 0) {
    out.push(`| ${md(t(l, 'diff.col.spell'))} | ${md(t(l, 'diff.col.change'))} | ${md(t(l, 'diff.col.old'))} | ${md(t(l, 'diff.col.new'))} |`, '| --- | --- | --- | --- |');
    const row = (cells: string[]) => out.push(`| ${cells.join(' | ')} |`);
    for (const c of shown) {
      switch (c.kind) {
        case 'added':
          row([md(c.spell.name), md(t(l, 'diff.kind.added')), '', md(at(c.spell))]);
          break;
        case 'removed':
          row([md(c.spell.name), md(t(l, 'diff.kind.removed')), md(at(c.spell)), '']);
          break;
        case 'renamed':
          row([md(c.to.name), md(t(l, 'diff.kind.renamed')), md(c.from.name), md(c.to.name)]);
          break;
        case 'moved':
          row([md(c.to.name), md(t(l, 'diff.kind.moved')), md(at(c.from)), md(at(c.to))]);
          break;
        case 'changed':
          for (const f of c.fields) row([md(c.to.name), md(f.path), md(side(l, f, 'old', (x) => x)), md(side(l, f, 'new', (x) => x))]);
          break;
      }
    }
    for (const c of shownLists) row([md(listLabel(l, c)), md(t(l, 'diff.kind.changed')), md(c.removed.map((n) => `- ${n}`).join(', ')), md(c.added.map((n) => `+ ${n}`).join(', '))]);
    out.push('');
  }
  const left = input.changes.length - shown.length + input.lists.length - shownLists.length;
  if (left > 0) out.push(md(t(l, 'diff.more', { n: left })), '');
  for (const n of input.notes) out.push(`> ${md(render(l, n))}`, '');
  return out.join('\n');
}

/** A change as plain data for the `json` format. */
function jsonChange(c: SpellChange): unknown {
  const spell = (s: DiffSpell) => ({ name: s.name, system: s.system, ...(s.edition ? { edition: s.edition } : {}), file: s.file, line: s.line });
  switch (c.kind) {
    case 'added':
    case 'removed':
      return { kind: c.kind, spell: spell(c.spell) };
    case 'renamed':
    case 'moved':
      return { kind: c.kind, from: spell(c.from), to: spell(c.to) };
    case 'changed':
      return { kind: c.kind, from: spell(c.from), to: spell(c.to), fields: c.fields };
  }
}

/** The report in `format` (notes in `l`; the `json` kinds and paths stay as they are). */
export function diffReport(input: DiffReportInput, format: DiffFormat, l: Locale): string {
  if (format === 'json') {
    const summary = { ...diffSummary(input.changes), lists: input.lists.length };
    return JSON.stringify({ old: input.old, new: input.new, summary, changes: input.changes.map(jsonChange), lists: input.lists, notes: input.notes.map((n) => render(l, n)) }, null, 2) + '\n';
  }
  return format === 'github' ? github(input, l) : stylish(input, l);
}
