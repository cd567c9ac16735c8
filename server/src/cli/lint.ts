/**
 * `grimoire lint`: files in, ESLint-compatible results out. Reads files,
 * hands their text to the pure service, converts diagnostics to 1-based
 * messages, and (with `--fix`) writes fixed text back atomically.
 */
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, basename, join } from 'node:path';
import { createSpellService, fixAll, type ItemsChecker, type SpellService } from '../service/service';
import type { GrimoireSettings } from '../service/settings';
import type { Analysis } from '../service/analyze';
import type { LintMessage, LintResult } from './report';

/** Decode bytes as UTF-8, or undefined when they are not valid UTF-8. */
export function decodeUtf8(buf: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(buf);
  } catch {
    return undefined;
  }
}

/** Convert an analysis to one lint result. Info and hint findings stay in the editor. */
export function toResult(filePath: string, a: Analysis): LintResult {
  const messages: LintMessage[] = [];
  let errorCount = 0;
  let warningCount = 0;
  let fixableErrorCount = 0;
  let fixableWarningCount = 0;
  for (const d of a.diagnostics) {
    if (d.severity !== 'error' && d.severity !== 'warning') continue;
    const s = a.lines.positionAt(d.start);
    const e = a.lines.positionAt(d.end);
    const severity = d.severity === 'error' ? 2 : 1;
    const fixable = !!d.fixes && d.fixes.length > 0;
    messages.push({ ruleId: d.code, severity, message: d.message, line: s.line + 1, column: s.character + 1, endLine: e.line + 1, endColumn: e.character + 1, ...(fixable ? { fixable: true } : {}) });
    if (severity === 2) {
      errorCount++;
      if (fixable) fixableErrorCount++;
    } else {
      warningCount++;
      if (fixable) fixableWarningCount++;
    }
  }
  return { filePath, messages, errorCount, warningCount, fixableErrorCount, fixableWarningCount };
}

/** A result for a file that could not be read or decoded. */
export function fileProblem(filePath: string, ruleId: string, message: string): LintResult {
  return { filePath, messages: [{ ruleId, severity: 2, message, line: 1, column: 1, endLine: 1, endColumn: 1 }], errorCount: 1, warningCount: 0, fixableErrorCount: 0, fixableWarningCount: 0 };
}

/** Write `text` to `file` through a temp file and a rename, unless the file changed since `before`. */
export function writeAtomically(file: string, text: string, before: { mtimeMs: number; size: number; text: string }): boolean {
  const st = statSync(file);
  if (st.mtimeMs !== before.mtimeMs || st.size !== before.size) return false;
  if (readFileSync(file, 'utf8') !== before.text) return false;
  const tmp = join(dirname(file), `.${basename(file)}.grimoire-${process.pid}.tmp`);
  writeFileSync(tmp, text, { mode: st.mode });
  renameSync(tmp, file);
  return true;
}

/** Lint one file's text (already read); `fix` applies fixes and returns the new text. */
export function lintText(service: SpellService, filePath: string, text: string, settings: GrimoireSettings, fix: boolean): { result: LintResult; fixedText?: string } {
  if (fix) {
    const r = fixAll(service, text, settings);
    return { result: toResult(filePath, r.analysis), fixedText: r.text !== text ? r.text : undefined };
  }
  return { result: toResult(filePath, service.analyze(text, settings)) };
}

/** Lint one file from disk. Never throws: read problems become results. */
export function lintFile(service: SpellService, filePath: string, settings: GrimoireSettings, fix: boolean, log: (s: string) => void): LintResult {
  let buf: Buffer;
  let st: ReturnType<typeof statSync>;
  try {
    st = statSync(filePath);
    if (st.size > settings.maxFileSize * 4) return fileProblem(filePath, 'yaml/too-large', `File is ${st.size.toLocaleString('en-US')} bytes, over the size limit; it was not checked.`);
    buf = readFileSync(filePath);
  } catch (err) {
    return fileProblem(filePath, 'internal/read', `Cannot read file: ${(err as Error).message}`);
  }
  const text = decodeUtf8(buf);
  if (text === undefined) return fileProblem(filePath, 'yaml/encoding', 'File is not valid UTF-8 text; it was not checked.');
  const { result, fixedText } = lintText(service, filePath, text, settings, fix);
  if (fixedText !== undefined) {
    try {
      if (!writeAtomically(filePath, fixedText, { mtimeMs: st.mtimeMs, size: st.size, text })) log(`${filePath}: changed since it was read; fixes not written.`);
    } catch (err) {
      log(`${filePath}: fixes not written: ${(err as Error).message}`);
    }
  }
  return result;
}

/**
 * Files at least this big (bytes) go through the worker-thread checker when one
 * is given. Measured here (2 cores): a worker's start-up costs more than it
 * saves on a 3 MB file (0.50 s alone against 0.60 s with it) and wins on a
 * 30 MB one (1.65 s against 1.47 s). `GRIMOIRE_PARALLEL_MIN_BYTES` overrides it (tests).
 */
export const PARALLEL_MIN_BYTES = Number(process.env.GRIMOIRE_PARALLEL_MIN_BYTES) > 0 ? Number(process.env.GRIMOIRE_PARALLEL_MIN_BYTES) : 12 * 1024 * 1024;

/**
 * Lint one file from disk, checking a big file's spells on two threads when
 * `checker` is given (`--fix` stays on one thread: it re-analyses as it goes).
 * Never throws: read problems become results.
 */
export async function lintFileAsync(service: SpellService, filePath: string, settings: GrimoireSettings, fix: boolean, log: (s: string) => void, checker?: ItemsChecker): Promise<LintResult> {
  if (fix || !checker) return lintFile(service, filePath, settings, fix, log);
  let buf: Buffer;
  try {
    const st = statSync(filePath);
    if (st.size < PARALLEL_MIN_BYTES || st.size > settings.maxFileSize * 4) return lintFile(service, filePath, settings, fix, log);
    buf = readFileSync(filePath);
  } catch {
    return lintFile(service, filePath, settings, fix, log);
  }
  const text = decodeUtf8(buf);
  if (text === undefined) return fileProblem(filePath, 'yaml/encoding', 'File is not valid UTF-8 text; it was not checked.');
  return toResult(filePath, await service.analyzeWith(text, settings, checker));
}

/** One service per process (the schema compiles once). */
let shared: SpellService | undefined;
/** The process's service. */
export function service(): SpellService {
  shared ??= createSpellService();
  return shared;
}
