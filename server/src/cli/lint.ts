/**
 * `grimoire lint`: files in, ESLint-compatible results out. Reads files,
 * hands their text to the pure service, converts diagnostics to 1-based
 * messages, and (with `--fix`) writes fixed text back (see `safe-fs.ts`).
 */
import type { Stats } from 'node:fs';
import { dirname } from 'node:path';
import { addTabFixes, createSpellService, fixAll, safeFixOf, shownByDefault, fixTitleIn, messageIn, render, t, type ItemsChecker, type SpellService, type Problem, type GrimoireSettings, type Analysis, type Locale, type MsgRef } from '../service/index';
import { readRegularFile, writeFixed } from './safe-fs';
import { safeText } from './formats/escape';
import type { LintMessage, LintResult } from './report';

/** Decode bytes as UTF-8, or undefined when they are not valid UTF-8. */
export function decodeUtf8(buf: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(buf);
  } catch {
    return undefined;
  }
}

/**
 * Convert an analysis to one lint result: errors (2), warnings (1) and info
 * findings (0, a note that never fails the run and that `--fix` leaves
 * alone, so it is never marked fixable). Hint findings stay in the editor.
 */
export function toResult(filePath: string, a: Analysis): LintResult {
  // Tab-indentation fixes are worked out on demand (service.ts): `fixable` must count them.
  addTabFixes(a);
  const messages: LintMessage[] = [];
  let errorCount = 0;
  let warningCount = 0;
  let fixableErrorCount = 0;
  let fixableWarningCount = 0;
  let infoCount = 0;
  for (const d of a.diagnostics) {
    if (d.severity === 'hint') continue;
    const s = a.lines.positionAt(d.start);
    const e = a.lines.positionAt(d.end);
    const severity = d.severity === 'error' ? 2 : d.severity === 'warning' ? 1 : 0;
    // Fixable means "--fix would fix it": a safe fix (suggestions are the editor's quick fixes only) of an error or warning.
    const fixable = severity > 0 && safeFixOf(d) !== undefined;
    messages.push({ ruleId: d.code, severity, message: messageIn(a.settings.locale, d), line: s.line + 1, column: s.character + 1, endLine: e.line + 1, endColumn: e.character + 1, ...(fixable ? { fixable: true } : {}) });
    if (severity === 2) {
      errorCount++;
      if (fixable) fixableErrorCount++;
    } else if (severity === 1) {
      warningCount++;
      if (fixable) fixableWarningCount++;
    } else infoCount++;
  }
  return { filePath, messages, errorCount, warningCount, fixableErrorCount, fixableWarningCount, infoCount };
}

/** A result for a file that could not be read or decoded. */
export function fileProblem(filePath: string, ruleId: string, message: string | MsgRef, locale: Locale = 'en'): LintResult {
  const text = typeof message === 'string' ? message : render(locale, message);
  return { filePath, messages: [{ ruleId, severity: 2, message: text, line: 1, column: 1, endLine: 1, endColumn: 1 }], errorCount: 1, warningCount: 0, fixableErrorCount: 0, fixableWarningCount: 0, infoCount: 0 };
}

/**
 * Write `text` to `file` unless the file changed since `before` (see
 * {@link writeFixed}: exclusive random temp file, permissions and hard links
 * kept, symlinks written through only inside `root`, read-only refused).
 * True when written.
 */
export function writeAtomically(file: string, text: string, before: { mtimeMs: number; size: number; text: string }, root = dirname(file)): boolean {
  return writeFixed(file, text, before, root).written;
}

/** One change `--fix` made, for the summary it prints. */
export interface FixChange {
  line: number;
  code: string;
  title: string;
}

/** What `--fix` needs besides the file: which findings the report shows, where writes may go, and where to tell what changed. */
export interface FixOptions {
  /** The findings the report shows (severity thresholds, `--quiet`): only their fixes are applied. */
  include: (d: Problem) => boolean;
  /** Symlinked spell files are written through only when their target is inside this folder. */
  root: string;
  /** Called with the changes written to a file. */
  changed?: (file: string, changes: FixChange[]) => void;
}

/** Lint one file's text (already read); `fix` applies the safe fixes of shown findings and returns the new text. */
export function lintText(service: SpellService, filePath: string, text: string, settings: GrimoireSettings, fix: boolean | FixOptions): { result: LintResult; fixedText?: string; changes?: FixChange[] } {
  if (fix) {
    const r = fixAll(service, text, settings, { include: fix === true ? shownByDefault : fix.include });
    const changes = r.applied.map((x) => ({ line: r.analysis.lines.positionAt(x.offset).line + 1, code: x.code, title: fixTitleIn(settings.locale, x) }));
    return { result: toResult(filePath, r.analysis), fixedText: r.text !== text ? r.text : undefined, changes };
  }
  return { result: toResult(filePath, service.analyze(text, settings)) };
}

/** The byte cap of a file: `maxFileSize` counts characters, and a character is at most 4 bytes of UTF-8. */
export function byteCap(settings: GrimoireSettings): number {
  return settings.maxFileSize * 4;
}

/** Read a spell file for linting: regular files only, capped while reading, UTF-8. A refusal comes back as a result. */
export function readSpellFile(filePath: string, settings: GrimoireSettings): { text: string; st: Stats; buf: Buffer } | { problem: LintResult } {
  const r = readRegularFile(filePath, byteCap(settings));
  if (!r.ok) return { problem: fileProblem(filePath, r.code, r.msg, settings.locale) };
  const text = decodeUtf8(r.buf);
  if (text === undefined) return { problem: fileProblem(filePath, 'yaml/encoding', { key: 'cli.read.notUtf8' }, settings.locale) };
  return { text, st: r.st, buf: r.buf };
}

/** Lint one file from disk. Never throws: read problems become results. */
export function lintFile(service: SpellService, filePath: string, settings: GrimoireSettings, fix: boolean | FixOptions, log: (s: string) => void): LintResult {
  const read = readSpellFile(filePath, settings);
  if ('problem' in read) return read.problem;
  const { text, st } = read;
  const { result, fixedText, changes } = lintText(service, filePath, text, settings, fix);
  if (fixedText !== undefined) {
    const shown = safeText(filePath);
    let written = false;
    try {
      const w = writeFixed(filePath, fixedText, { mtimeMs: st.mtimeMs, size: st.size, text }, typeof fix === 'object' ? fix.root : process.cwd());
      written = w.written;
      if (!w.written) log(t(settings.locale, 'cli.fix.notWritten', { file: shown, reason: w.msg }));
      else if (typeof fix === 'object' && changes) fix.changed?.(filePath, changes);
    } catch (err) {
      log(t(settings.locale, 'cli.fix.notWrittenError', { file: shown, error: safeText((err as NodeJS.ErrnoException).code ?? (err as Error).message) }));
    }
    // Not written: the report is of the file as it is on disk, not of the fixed text nobody will see.
    if (!written) return toResult(filePath, service.analyze(text, settings));
  }
  return result;
}

/**
 * Files at least this big (bytes) go through the worker-thread checker when one
 * is given and pays (parallel.ts `itemWorkerPays`: since the item reader, only
 * when asked for with `GRIMOIRE_PARALLEL_MIN_BYTES`, which also sets this size;
 * the tests use it).
 */
export const PARALLEL_MIN_BYTES = Number(process.env.GRIMOIRE_PARALLEL_MIN_BYTES) > 0 ? Number(process.env.GRIMOIRE_PARALLEL_MIN_BYTES) : 12 * 1024 * 1024;

/**
 * Lint one file from disk, checking a big file's spells on two threads when
 * `checker` is given (`--fix` stays on one thread: it re-analyses as it goes).
 * Never throws: read problems become results.
 */
export async function lintFileAsync(service: SpellService, filePath: string, settings: GrimoireSettings, fix: boolean | FixOptions, log: (s: string) => void, checker?: ItemsChecker): Promise<LintResult> {
  if (fix || !checker) return lintFile(service, filePath, settings, fix, log);
  const read = readSpellFile(filePath, settings);
  if ('problem' in read) return read.problem;
  return lintRead(service, filePath, read, settings, checker);
}

/**
 * Lint a file already read with {@link readSpellFile} (no `--fix`): the
 * `--cache` path of `runLint`, which hashes the same bytes it lints. Big
 * files go through `checker` exactly as in {@link lintFileAsync}.
 */
export async function lintRead(service: SpellService, filePath: string, read: { text: string; st: Stats }, settings: GrimoireSettings, checker?: ItemsChecker): Promise<LintResult> {
  if (!checker || read.st.size < PARALLEL_MIN_BYTES) return toResult(filePath, service.analyze(read.text, settings));
  return toResult(filePath, await service.analyzeWith(read.text, settings, checker));
}

/** One service per process (the schema compiles once). */
let shared: SpellService | undefined;
/** The process's service. */
export function service(): SpellService {
  shared ??= createSpellService();
  return shared;
}
