/**
 * Usage errors of the command line: thrown by argument and file checks
 * anywhere in the CLI, caught by main.ts, which prints them (in the run's
 * language) with exit code 2 and no stack. And the `--locale` value, read the
 * same way by every command.
 */
import { LOCALES, isLocale, localeNamed, render, resolveLocale, type Locale, type MessageKey, type MsgArg, type MsgRef } from '../service/index';

/** A bad command line, or a named file that matched nothing or could not be read. */
export class UsageError extends Error {
  /**
   * `msg`: the message as a catalogue reference, shown in the CLI's locale
   * (the `Error` message stays English for logs and tests).
   */
  constructor(message: string, readonly msg?: MsgRef) {
    super(message);
  }
}

/** A usage error whose text comes from the catalogues. */
export function usage(key: MessageKey, args?: Record<string, MsgArg>): UsageError {
  const ref: MsgRef = args ? { key, args } : { key };
  return new UsageError(render('en', ref), ref);
}

/**
 * The locale a `--locale` value names: exactly, or by its language (`uk-UA`).
 * Unlike the editor's display language, a value given by hand that names no
 * locale of ours is a usage error, not a silent English. Called by every
 * command that takes `--locale`.
 */
export function localeOption(v: string): Locale {
  const r = localeNamed(v);
  if (!r) throw usage('cli.usage.unknownLocale', { locale: v, locales: LOCALES.join(', ') });
  return r;
}

/** The language of a usage error: a valid `--locale` among the arguments, else English (the config may be what is broken). */
export function errorLocale(argv: string[]): Locale {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const v = a === '--locale' ? argv[i + 1] : a.startsWith('--locale=') ? a.slice('--locale='.length) : undefined;
    if (v !== undefined) {
      const r = resolveLocale(v);
      if (isLocale(r)) return r;
    }
  }
  return 'en';
}
