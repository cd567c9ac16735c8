/**
 * What a lint run left out, said in words: the YAML/JSON files the folder
 * search found and did not lint (hidden, in a skip-listed folder, not spell
 * files), symlinks not followed, folders that could not be listed, and files
 * that `.gitignore` or config `ignore` globs left out. runLint (main.ts)
 * prints {@link leftOutLines} on stderr and adds {@link leftOutSummary} to
 * the GitHub job summary (formats/github.ts renders it);
 * {@link failsOnIgnored} is what `--fail-on-ignored` fails the run on.
 */
import { relative, sep } from 'node:path';
import { render, t, type Locale, type MsgRef, type SpellFileReason } from '../service/index';
import { safeText } from './formats/escape';
import type { RefusedLink, SkippedFile } from './files';

/** The most files (or links) named one by one on stderr; `--list-ignored` names them all. */
export const NAMED_MAX = 20;

/** Everything a run left out. */
export interface LeftOut {
  skipped: SkippedFile[];
  links: RefusedLink[];
  /** Folders that could not be listed. */
  unreadable: string[];
  /** Spell files found that `.gitignore` left out. */
  gitignored: string[];
  /** Spell files found (or named) that config `ignore` globs left out. */
  configIgnored: string[];
}

/** A left-out spell file that `--fail-on-ignored` fails on (a hidden or skip-listed spell file, or a link not followed). */
function failing(l: LeftOut): { skipped: SkippedFile[]; links: RefusedLink[] } {
  return { skipped: l.skipped.filter((s) => s.spell !== undefined), links: l.links.filter((k) => k.spell || k.kind === 'folder') };
}

/**
 * How many left-out things `--fail-on-ignored` fails the run on: spell files
 * (by name, modeline or Foundry item) not linted because they are hidden or
 * in a skip-listed folder, symlinks not followed that carry a spell file's
 * name or lead to a folder (what is behind them is unknown), and folders
 * that could not be listed. A named file behind such a link is an error in
 * the report (main.ts). Files
 * found by a search that `.gitignore` or config leave out are the
 * repository's stated choice, counted but not failed on (a named file that
 * config ignores is failed on by main.ts); YAML that is not a spell file is
 * only counted.
 */
export function failsOnIgnored(l: LeftOut): number {
  const f = failing(l);
  return f.skipped.length + f.links.length + l.unreadable.length;
}

const WHY: Record<SpellFileReason, MsgRef> = {
  name: { key: 'cli.leftOut.why.name' },
  modeline: { key: 'cli.leftOut.why.modeline' },
  foundry: { key: 'cli.leftOut.why.foundry' },
  'spell-list': { key: 'cli.leftOut.why.spellList' },
};

/** The reason a left-out file is given in lists and the summary. */
function reasonOf(s: SkippedFile): MsgRef {
  const where: MsgRef = { key: s.reason === 'hidden' ? 'cli.leftOut.reason.hidden' : s.reason === 'skipped-folder' ? 'cli.leftOut.reason.folder' : 'cli.leftOut.reason.notSpell' };
  return s.spell ? { key: 'cli.leftOut.reason.spell', args: { where, why: WHY[s.spell] } } : where;
}

/** A link's reason: where it leads (`missing` for a dangling link). */
function linkReason(k: RefusedLink, cwd: string): MsgRef {
  return { key: k.kind === 'missing' ? 'cli.leftOut.reason.linkMissing' : 'cli.leftOut.reason.link', args: { target: shown(cwd, k.target) } };
}

/** A path as the user reads it: relative to the working folder when inside it, escaped. */
function shown(cwd: string, p: string): string {
  const r = relative(cwd, p);
  return safeText(r === '' ? '.' : r.startsWith('..') ? p : r.split(sep).join('/'));
}

/**
 * The stderr lines for what was left out: one count line for the YAML/JSON
 * files not linted (by reason), a line per spell file among them (warning,
 * or error under `--fail-on-ignored`), the symlinks not followed (named,
 * up to {@link NAMED_MAX}), folders not listed, and with `list` every file
 * left out with its reason. The `.gitignore`/config count has its own line
 * in main.ts.
 */
export function leftOutLines(l: LeftOut, cwd: string, locale: Locale, opts: { failOnIgnored: boolean; list: boolean }): string[] {
  const lines: string[] = [];
  const count = (reason: SkippedFile['reason']) => l.skipped.filter((s) => s.reason === reason).length;
  if (l.skipped.length > 0) {
    const parts: MsgRef[] = [];
    const hidden = count('hidden');
    const folder = count('skipped-folder');
    const notSpell = count('not-spell');
    if (hidden) parts.push({ key: 'cli.leftOut.part.hidden', args: { n: hidden } });
    if (folder) parts.push({ key: 'cli.leftOut.part.folder', args: { n: folder } });
    if (notSpell) parts.push({ key: 'cli.leftOut.part.notSpell', args: { n: notSpell } });
    lines.push(t(locale, 'cli.leftOut.count', { n: l.skipped.length, parts: { list: parts, join: 'comma' } }));
  }
  const f = failing(l);
  const level = opts.failOnIgnored ? 'error' : 'warning';
  if (!opts.list) {
    for (const s of f.skipped.slice(0, NAMED_MAX)) lines.push(t(locale, `cli.leftOut.spell.${level}`, { file: shown(cwd, s.path), reason: reasonOf(s) }));
    if (f.skipped.length > NAMED_MAX) lines.push(t(locale, 'cli.leftOut.more', { n: f.skipped.length - NAMED_MAX }));
  }
  const found = l.links;
  if (found.length > 0) {
    lines.push(t(locale, `cli.leftOut.links.${found.some((k) => f.links.includes(k)) ? level : 'warning'}`, { n: found.length }));
    if (!opts.list) {
      for (const k of found.slice(0, NAMED_MAX)) lines.push(`grimoire:   ${shown(cwd, k.path)}: ${render(locale, linkReason(k, cwd))}`);
      if (found.length > NAMED_MAX) lines.push(t(locale, 'cli.leftOut.more', { n: found.length - NAMED_MAX }));
    }
  }
  for (const d of l.unreadable) lines.push(t(locale, `cli.leftOut.unreadable.${level}`, { dir: shown(cwd, d) }));
  if (opts.list) {
    const all: Array<{ path: string; reason: MsgRef }> = [
      ...l.skipped.map((s) => ({ path: s.path, reason: reasonOf(s) })),
      ...found.map((k) => ({ path: k.path, reason: linkReason(k, cwd) })),
      ...l.gitignored.map((p) => ({ path: p, reason: { key: 'cli.leftOut.reason.gitignore' } })),
      ...l.configIgnored.map((p) => ({ path: p, reason: { key: 'cli.leftOut.reason.config' } })),
    ].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    for (const x of all) lines.push(t(locale, 'cli.leftOut.listed', { file: shown(cwd, x.path), reason: x.reason }));
  }
  return lines;
}

/** The job summary's section on what was left out, with its words in the run's locale (formats/github.ts renders it). */
export interface LeftOutSummary {
  title: string;
  /** Column headings: reason, files. */
  columns: [string, string];
  /** One row per reason that left something out. */
  rows: Array<[string, number]>;
  /** The spell files among them, and the links not followed, each with its reason. */
  named: { heading: string; items: Array<[string, string]> };
  /** Truncation note when more were left out than listed. */
  more?: string;
}

/** The most spell files and links the job summary names. */
export const SUMMARY_NAMED_MAX = 100;

/** The job summary's section, or undefined when nothing was left out. */
export function leftOutSummary(l: LeftOut, cwd: string, locale: Locale): LeftOutSummary | undefined {
  const count = (reason: SkippedFile['reason']) => l.skipped.filter((s) => s.reason === reason).length;
  const rows: Array<[string, number]> = (
    [
      ['cli.leftOut.row.hidden', count('hidden')],
      ['cli.leftOut.row.folder', count('skipped-folder')],
      ['cli.leftOut.row.notSpell', count('not-spell')],
      ['cli.leftOut.row.gitignore', l.gitignored.length],
      ['cli.leftOut.row.config', l.configIgnored.length],
      ['cli.leftOut.row.links', l.links.length],
      ['cli.leftOut.row.unreadable', l.unreadable.length],
    ] as const
  )
    .filter(([, n]) => n > 0)
    .map(([key, n]) => [t(locale, key), n]);
  if (rows.length === 0) return undefined;
  const f = failing(l);
  const items: Array<[string, string]> = [
    ...f.skipped.map((s): [string, string] => [shown(cwd, s.path), render(locale, reasonOf(s))]),
    ...l.links.map((k): [string, string] => [shown(cwd, k.path), render(locale, linkReason(k, cwd))]),
  ];
  const summary: LeftOutSummary = {
    title: t(locale, 'cli.leftOut.summary.title'),
    columns: [t(locale, 'cli.leftOut.summary.reason'), t(locale, 'cli.leftOut.summary.files')],
    rows,
    named: { heading: t(locale, 'cli.leftOut.summary.named'), items: items.slice(0, SUMMARY_NAMED_MAX) },
  };
  if (items.length > SUMMARY_NAMED_MAX) summary.more = t(locale, 'cli.leftOut.summary.more', { n: items.length - SUMMARY_NAMED_MAX });
  return summary;
}
