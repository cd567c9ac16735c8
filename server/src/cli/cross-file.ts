/**
 * The checks across the files `grimoire lint` is given (service/workspace):
 * every file read once more and indexed without the checks, then each
 * reported file's cross-file findings (a reference that names no spell, a
 * spell defined again in another file, class lists that disagree with the
 * spells) added to its result, with its config's severities and disable
 * comments. A sharded run indexes every file found and reports its shard's.
 * Called by lint-cmd.ts after the files are linted (and fixed).
 */
import { relative, sep } from 'node:path';
import { WorkspaceIndex, crossFileFindings, messageIn, settleFindings, settingsForPath, type GrimoireSettings, type Locale } from '../service/index';
import type { ConfigResolver } from './config';
import { readSpellFile } from './lint';
import type { LintMessage, LintResult } from './report';

/** A file's settings, or undefined when its config cannot be read (its lint result says so). */
function settingsOf(resolver: ConfigResolver, file: string): GrimoireSettings | undefined {
  try {
    return settingsForPath(resolver.forFile(file).settings, file);
  } catch {
    return undefined;
  }
}

/**
 * Index `files` (absolute paths; `extra` holds texts not on disk, standard
 * input) and add the cross-file findings of the files in `report` to
 * `results` (matched by path; new messages sorted in, counts updated).
 * Returns how many findings were added.
 */
export function addCrossFileFindings(files: readonly string[], extra: ReadonlyMap<string, string>, report: ReadonlySet<string>, results: LintResult[], resolver: ConfigResolver, cwd: string, locale: Locale): number {
  const index = new WorkspaceIndex({ label: (p) => relative(cwd, p).split(sep).join('/') });
  const settingsByFile = new Map<string, GrimoireSettings>();
  const take = (file: string, text: string, settings: GrimoireSettings) => {
    settingsByFile.set(file, settings);
    index.update(file, text, { defaultSystem: settings.defaultSystem, maxFileSize: settings.maxFileSize, ...(settings.syntax ? { syntax: settings.syntax } : {}) });
  };
  for (const [file, text] of extra) {
    const s = settingsOf(resolver, file);
    if (s) take(file, text, s);
  }
  for (const file of files) {
    if (extra.has(file)) continue;
    const s = settingsOf(resolver, file);
    if (!s) continue;
    const read = readSpellFile(file, s);
    // A file that cannot be read has its own error in the report.
    if ('problem' in read) continue;
    take(file, read.text, s);
  }
  let added = 0;
  for (const r of results) {
    if (!report.has(r.filePath)) continue;
    const file = index.file(r.filePath);
    const settings = settingsByFile.get(r.filePath);
    if (!file || !settings) continue;
    const findings = settleFindings(crossFileFindings(index, r.filePath), { ...settings, locale }, file.text);
    const messages: LintMessage[] = [];
    for (const d of findings) {
      if (d.severity === 'hint') continue;
      const s = index.positionAt(r.filePath, d.start);
      const e = index.positionAt(r.filePath, d.end);
      const severity = d.severity === 'error' ? 2 : d.severity === 'warning' ? 1 : 0;
      messages.push({ ruleId: d.code, severity, message: messageIn(locale, d), line: s.line + 1, column: s.character + 1, endLine: e.line + 1, endColumn: e.character + 1 });
      if (severity === 2) r.errorCount++;
      else if (severity === 1) r.warningCount++;
      else r.infoCount = (r.infoCount ?? 0) + 1;
    }
    if (messages.length === 0) continue;
    added += messages.length;
    r.messages = [...r.messages, ...messages].sort((a, b) => a.line - b.line || a.column - b.column);
  }
  return added;
}
