/**
 * `.grimoirerc.yaml`: the CLI's config file, found upward from each linted
 * file (or given with `--config`). Holds the default system, rule severities,
 * caster profile and ignore globs; normalised by the same function as the
 * editor's settings.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { load, CORE_SCHEMA } from 'js-yaml';
import { normaliseSettings, type GrimoireSettings } from '../service/settings';
import { UsageError } from './files';

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
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch (err) {
    throw new UsageError(`Cannot read config ${path}: ${(err as Error).message}`);
  }
  let data: unknown;
  try {
    data = load(raw, { schema: CORE_SCHEMA }) ?? {};
  } catch (err) {
    throw new UsageError(`Config ${path} is not valid YAML: ${(err as Error).message.split('\n')[0]}`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new UsageError(`Config ${path} must be a mapping.`);
  const d = data as Record<string, unknown>;
  const ig = Array.isArray(d.ignore) ? d.ignore.filter((x): x is string => typeof x === 'string') : [];
  return { settings: normaliseSettings(d), ignore: ig, path, raw };
}

/** Finds and caches configs per folder. */
export class ConfigResolver {
  private readonly byDir = new Map<string, CliConfig>();
  private readonly defaults: CliConfig = { settings: normaliseSettings({}), ignore: [], raw: '' };

  /** `explicit`: the `--config` file, used for every file instead of the lookup. */
  constructor(private readonly explicit?: CliConfig, private readonly overrides: (s: GrimoireSettings) => GrimoireSettings = (s) => s) {}

  /** The config that applies to `file`. */
  forFile(file: string): CliConfig {
    if (this.explicit) return this.withOverrides(this.explicit);
    return this.withOverrides(this.lookup(dirname(file)));
  }

  private withOverrides(c: CliConfig): CliConfig {
    return { ...c, settings: this.overrides(c.settings) };
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
      const up = dirname(dir);
      found = up === dir ? this.defaults : this.lookup(up);
    }
    this.byDir.set(dir, found);
    return found;
  }
}
