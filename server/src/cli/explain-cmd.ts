/**
 * `grimoire explain <file> [--json] [--ability-score N] [--caster-level N]
 * [--dc-bonus N] [--wizard-level N]`: the computed numbers of every spell in
 * a file (areas and squares, save DC, attack bonus, damage tables, DCs,
 * casting odds), as text or JSON. The numbers and their text come from the
 * service (`explainSpells`, `explainText`), the same figures the hovers show.
 * Exit 0; 2 on bad usage (missing file, bad flag values), without a stack.
 */
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { usage, localeOption } from './usage';
import { ConfigResolver } from './config';
import { decodeUtf8, service } from './lint';
import { explainSpells, explainText, settingsForPath, t, type Analysis, type GrimoireSettings, type ProfileOverrides } from '../service/index';

/** `usage` under another name: `analyseFile` has a parameter called `usage`. */
const usageError = usage;

/** A profile flag: its profile field and accepted range. */
const PROFILE_FLAGS: Record<string, { key: keyof ProfileOverrides; min: number; max: number }> = {
  '--ability-score': { key: 'abilityScore', min: 1, max: 30 },
  '--caster-level': { key: 'level', min: 1, max: 20 },
  '--dc-bonus': { key: 'dcBonus', min: -20, max: 20 },
  '--wizard-level': { key: 'wizardLevel', min: 1, max: 4 },
};

/** Options shared by `explain` and `render`. */
export interface FileCommandOptions {
  file?: string;
  overrides: ProfileOverrides;
  /** Flags the caller handles itself, by name, with their values. */
  extra: Map<string, string | true>;
}

/**
 * Parse a file command's arguments: one file, the profile flags (`--flag N`
 * or `--flag=N`, whole numbers in range) unless `profileFlags` is false, and the caller's own flags
 * (`valued` take a value, `bare` do not). Throws UsageError on anything else.
 */
export function parseFileArgs(args: string[], valued: string[], bare: string[], profileFlags = true): FileCommandOptions {
  const o: FileCommandOptions = { overrides: {}, extra: new Map() };
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const eq = a.startsWith('--') ? a.indexOf('=') : -1;
    const flag = eq > 0 ? a.slice(0, eq) : a;
    const inline = eq > 0 ? a.slice(eq + 1) : undefined;
    const value = (): string => {
      if (inline !== undefined) return inline;
      const v = args[i + 1];
      if (v === undefined || (v.startsWith('-') && !/^-\d/.test(v))) throw usage('cli.usage.needsValue', { flag });
      i++;
      return v;
    };
    const pf = profileFlags ? PROFILE_FLAGS[flag] : undefined;
    if (pf) {
      const raw = value();
      const n = /^-?\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
      if (!Number.isInteger(n) || n < pf.min || n > pf.max) throw usage('ex.usage.range', { flag, min: String(pf.min), max: String(pf.max), raw });
      o.overrides[pf.key] = n;
    } else if (valued.includes(flag)) {
      o.extra.set(flag, value());
    } else if (bare.includes(flag) && inline === undefined) {
      o.extra.set(flag, true);
    } else if (a.startsWith('-') && a !== '-') {
      throw usage('cli.usage.unknownOption', { option: a });
    } else {
      if (o.file !== undefined) throw usage('ex.usage.oneFile', { first: o.file, second: a });
      o.file = a;
    }
  }
  return o;
}

/** Read and analyse one spell file with the settings of its `.grimoirerc.yaml`. Throws UsageError when it cannot be read. */
export function analyseFile(file: string | undefined, cwd: string, usage: string, locale?: string): { path: string; analysis: Analysis; settings: GrimoireSettings } {
  if (!file) throw usageError('ex.usage.needFile', { usage });
  const path = resolve(cwd, file);
  let st;
  try {
    st = statSync(path);
  } catch {
    throw usageError('ex.usage.noSuchFile', { file });
  }
  if (!st.isFile()) throw usageError('ex.usage.notFile', { file });
  const base = new ConfigResolver().forFile(path).settings;
  // `--locale` wins over the config's `locale:`; an unknown one is a usage error (as for lint).
  const settings = locale === undefined ? base : { ...base, locale: localeOption(locale) };
  let buf: Buffer;
  try {
    buf = readFileSync(path);
  } catch (e) {
    throw usageError('ex.usage.cannotRead', { file, error: (e as Error).message });
  }
  const text = decodeUtf8(buf);
  if (text === undefined) throw usageError('ex.usage.notUtf8', { file });
  // A `.json` file is read as strict JSON, as the lint reads it.
  return { path, analysis: service().analyze(text, settingsForPath(settings, path)), settings };
}

const USAGE = 'grimoire explain <file> [--json] [--ability-score N] [--caster-level N] [--dc-bonus N] [--wizard-level N] [--locale LANG]';

/** Run `explain`; returns the exit code. */
export function runExplain(args: string[], cwd: string, out: (s: string) => void, err: (s: string) => void): number {
  const o = parseFileArgs(args, ['--locale'], ['--json']);
  const { analysis, settings } = analyseFile(o.file, cwd, USAGE, o.extra.get('--locale') as string | undefined);
  const report = explainSpells(analysis, settings, o.overrides);
  if (o.extra.has('--json')) {
    out(JSON.stringify({ file: o.file, spells: report.spells }, null, 2) + '\n');
    return 0;
  }
  if (report.spells.length === 0) {
    err(t(settings.locale, 'ex.none', { file: String(o.file) }));
    return 0;
  }
  out(report.spells.map((sp) => explainText(sp, settings.locale)).join('\n\n') + '\n');
  return 0;
}
