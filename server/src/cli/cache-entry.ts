/**
 * What an entry of the `--cache` file may hold (cache.ts): a stored result is
 * checked for shape and rebuilt with its counts recomputed from its
 * messages, and an HMAC covers {@link signedPart} of it.
 */
import type { LintMessage, LintResult } from './report';

/** Is `v` a whole number >= 0? */
function count(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0;
}

/** A stored message with the right shape (and nothing else), or undefined. */
function message(v: unknown): LintMessage | undefined {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
  const m = v as Record<string, unknown>;
  if (typeof m.ruleId !== 'string' || typeof m.message !== 'string' || (m.severity !== 0 && m.severity !== 1 && m.severity !== 2)) return undefined;
  if (!count(m.line) || !count(m.column) || !count(m.endLine) || !count(m.endColumn)) return undefined;
  if (m.fixable !== undefined && (m.fixable !== true || m.severity === 0)) return undefined;
  return { ruleId: m.ruleId, severity: m.severity, message: m.message, line: m.line, column: m.column, endLine: m.endLine, endColumn: m.endColumn, ...(m.fixable ? { fixable: true } : {}) };
}

/**
 * A stored result checked for shape and rebuilt with counts recomputed from
 * its messages (a result saying `errorCount: 0` beside an error cannot pass),
 * or undefined.
 */
export function checkedResult(v: unknown, filePath: string): LintResult | undefined {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
  const r = v as Record<string, unknown>;
  if (r.filePath !== filePath || !Array.isArray(r.messages)) return undefined;
  const messages: LintMessage[] = [];
  for (const m of r.messages) {
    const ok = message(m);
    if (!ok) return undefined;
    messages.push(ok);
  }
  const errors = messages.filter((m) => m.severity === 2);
  const warnings = messages.filter((m) => m.severity === 1);
  return {
    filePath,
    messages,
    errorCount: errors.length,
    warningCount: warnings.length,
    fixableErrorCount: errors.filter((m) => m.fixable).length,
    fixableWarningCount: warnings.filter((m) => m.fixable).length,
    infoCount: messages.length - errors.length - warnings.length,
  };
}

/**
 * The part of a checked result an HMAC covers: all but `infoCount`, which is
 * recomputed from the messages like the other counts, so an entry signs the
 * same text whether or not its result counted info findings.
 */
export function signedPart(r: LintResult): LintResult {
  const { infoCount: _derived, ...rest } = r;
  return rest;
}
