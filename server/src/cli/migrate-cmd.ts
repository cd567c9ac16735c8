/**
 * `grimoire migrate --to 2024 [--dry-run] [--locale LANG] <files...>`: move
 * D&D 5e spell files to the 2024 rules (service/migrate.ts: the file's
 * `rules:` and the `5e24/wording-2014` quick fixes, text edits only), and say
 * line by line what changed and what was left for the author. Files are
 * written in place as `--fix` writes them (cli/safe-fs.ts: atomic, never
 * outside the working folder, not when the file changed meanwhile);
 * `--dry-run` writes nothing. Exit 0 when every file moved with nothing left,
 * 1 when something was left or a file was not written, 2 on bad usage.
 */
import { resolve } from 'node:path';
import { ConfigResolver } from './config';
import { decodeUtf8, service, byteCap } from './lint';
import { readRegularFile, writeFixed } from './safe-fs';
import { usage, localeOption } from './usage';
import { fixTitleIn, messageIn, migrateTo2024, render, settingsForPath, t, type Locale } from '../service/index';

const USAGE = 'grimoire migrate --to 2024 [--dry-run] [--locale <lang>] <files...>';

/** Run `migrate`; returns the exit code. */
export function runMigrate(args: string[], cwd: string, out: (s: string) => void, err: (s: string) => void): number {
  let to: string | undefined;
  let dryRun = false;
  let locale: Locale | undefined;
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const eq = a.startsWith('--') ? a.indexOf('=') : -1;
    const flag = eq > 0 ? a.slice(0, eq) : a;
    const value = (): string => {
      if (eq > 0) return a.slice(eq + 1);
      const v = args[++i];
      if (v === undefined) throw usage('cli.usage.needsValue', { flag });
      return v;
    };
    if (flag === '--to') to = value();
    else if (flag === '--locale') locale = localeOption(value());
    else if (a === '--dry-run') dryRun = true;
    else if (a.startsWith('-')) throw usage('cli.usage.unknownOptionUsage', { option: a, usage: USAGE });
    else files.push(a);
  }
  if (to !== '2024') throw usage('cli.migrate.to', { usage: USAGE, got: to ?? '' });
  if (files.length === 0) throw usage('ex.usage.needFile', { usage: USAGE });
  let code = 0;
  for (const file of files) {
    const path = resolve(cwd, file);
    const base = new ConfigResolver().forFile(path).settings;
    const settings = settingsForPath(locale ? { ...base, locale } : base, path);
    const l = settings.locale;
    const r = readRegularFile(path, byteCap(settings));
    if (!r.ok) {
      err(t(l, 'cli.migrate.notRead', { file, error: render(l, r.msg) }));
      code = Math.max(code, 1);
      continue;
    }
    const text = decodeUtf8(r.buf);
    if (text === undefined) {
      err(t(l, 'cli.migrate.notRead', { file, error: t(l, 'cli.read.notUtf8') }));
      code = Math.max(code, 1);
      continue;
    }
    const m = migrateTo2024(service(), text, settings);
    for (const c of m.changed) out(t(l, 'cli.migrate.changed', { file, line: c.line, what: fixTitleIn(l, c) }) + '\n');
    for (const x of m.left) out(t(l, x.spell ? 'cli.migrate.leftSpell' : 'cli.migrate.left', { file, line: x.line, spell: x.spell ?? '', code: x.code, why: messageIn(l, x) }) + '\n');
    if (m.left.length > 0) code = Math.max(code, 1);
    if (m.text !== text && !dryRun) {
      const w = writeFixed(path, m.text, { mtimeMs: r.st.mtimeMs, size: r.st.size, text }, cwd);
      if (!w.written) {
        err(t(l, 'cli.migrate.notWritten', { file, why: render(l, w.msg) }));
        code = Math.max(code, 1);
        continue;
      }
    }
    out(t(l, dryRun && m.text !== text ? 'cli.migrate.summaryDry' : 'cli.migrate.summary', { file, changed: m.changed.length, left: m.left.length, spells: m.spells2024 }) + '\n');
  }
  return code;
}
