/**
 * `.grimoirerc.yaml`: the CLI's config file, found upward from each linted
 * file up to the repository root (the folder holding `.git`; outside a
 * repository, the working folder), or given with `--config`. Holds the default system, rule severities,
 * caster profile and ignore globs; normalised by the same function as the
 * editor's settings.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { load, CORE_SCHEMA } from 'js-yaml';
import { normaliseSettings, type GrimoireSettings } from '../service/settings';
import { usage, gitRoot, SMALL_FILE_CAP } from './files';
import { readRegularFile } from './safe-fs';
import { safeText } from './formats/escape';

/** Config file names, in lookup order. */
export const CONFIG_NAMES = ['.grimoirerc.yaml', '.grimoirerc.yml'];

/** A loaded config: settings plus CLI-only keys. */
export interface CliConfig {
  settings: GrimoireSettings;
  ignore: string[];
  /** Where it came from (undefined = defaults). */
  path?: string;
  /** The raw text, part of the cache key. */
  raw: string;
}

/** Read and normalise one config file; a broken file is a usage error (exit 2). */
export function readConfig(path: string): CliConfig {
  // A regular file of at most 1 MiB (a config that is a symlink to /dev/zero must not be read without end).
  const r = readRegularFile(path, SMALL_FILE_CAP);
  if (!r.ok) throw usage('cli.config.cannotRead', { file: safeText(path), error: r.msg });
  const raw = r.buf.toString('utf8');
  let data: unknown;
  try {
    data = load(raw, { schema: CORE_SCHEMA }) ?? {};
  } catch (err) {
    throw usage('cli.config.notYaml', { file: safeText(path), error: (err as Error).message.split('\n')[0]! });
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw usage('cli.config.notMapping', { file: safeText(path) });
  const d = data as Record<string, unknown>;
  const ig = Array.isArray(d.ignore) ? d.ignore.filter((x): x is string => typeof x === 'string') : [];
  return { settings: normaliseSettings(d), ignore: ig, path, raw };
}

/** Finds and caches configs per folder. */
export class ConfigResolver {
  private readonly byDir = new Map<string, CliConfig>();
  private readonly defaults: CliConfig = { settings: normaliseSettings({}), ignore: [], raw: '' };

  /**
   * `explicit`: the `--config` file, used for every file instead of the lookup.
   * `cwd`: where the lookup stops for files outside any git repository.
   */
  constructor(private readonly explicit?: CliConfig, private readonly overrides: (s: GrimoireSettings) => GrimoireSettings = (s) => s, private readonly cwd = process.cwd()) {}

  /** The config that applies to `file`. */
  forFile(file: string): CliConfig {
    if (this.explicit) return this.withOverrides(this.explicit);
    return this.withOverrides(this.lookup(dirname(file)));
  }

  /** The overridden config per found config: one object (and one settings object) per config, not per file. */
  private readonly applied = new Map<CliConfig, CliConfig>();

  private withOverrides(c: CliConfig): CliConfig {
    let a = this.applied.get(c);
    if (!a) {
      a = { ...c, settings: this.overrides(c.settings) };
      this.applied.set(c, a);
    }
    return a;
  }

  private lookup(dir: string): CliConfig {
    const hit = this.byDir.get(dir);
    if (hit) return hit;
    let found: CliConfig | undefined;
    for (const n of CONFIG_NAMES) {
      const p = join(dir, n);
      if (existsSync(p)) {
        found = readConfig(p);
        break;
      }
    }
    if (!found) {
      // The lookup stops at the repository root: a config in the runner's home or work folder does not apply.
      const up = dirname(dir);
      found = up === dir || this.isBoundary(dir) ? this.defaults : this.lookup(up);
    }
    this.byDir.set(dir, found);
    return found;
  }

  /** The last folder searched: one holding `.git`, or (outside any repository) the working folder. */
  private isBoundary(dir: string): boolean {
    if (existsSync(join(dir, '.git'))) return true;
    const cwd = resolve(this.cwd);
    return dir === cwd && gitRoot(dir) === undefined;
  }
}
