/**
 * `.grimoirerc.yaml`: the CLI's config file, found upward from each linted
 * file up to the repository root (the folder holding `.git`; outside a
 * repository, the working folder), or given with `--config`. Holds the default system, rule severities,
 * caster profile and ignore globs; normalised by the same function as the
 * editor's settings. With `--rules-from-config-only`, the `rules:` and
 * `ignore:` of every config come from the `--config` file, while the lookup
 * still gives each folder its system, caster and other settings: a config a
 * pull request adds in a subfolder cannot quiet a rule.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { loadDataYaml, normaliseSettings, type GrimoireSettings } from '../service/index';
import { usage } from './usage';
import { gitRoot } from './git-root';
import { readRegularFile, SMALL_FILE_CAP } from './safe-fs';
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

/** Read and normalise one config file; a broken file (or an alias bomb) is a usage error (exit 2). */
export function readConfig(path: string): CliConfig {
  // A regular file of at most 1 MiB (a config that is a symlink to /dev/zero must not be read without end).
  const r = readRegularFile(path, SMALL_FILE_CAP);
  if (!r.ok) throw usage('cli.config.cannotRead', { file: safeText(path), error: r.msg });
  const raw = r.buf.toString('utf8');
  // The linter's caps: 100 levels of nesting, aliases bounded by expanded nodes and characters.
  const loaded = loadDataYaml(raw);
  if (!loaded.ok && loaded.kind === 'syntax') throw usage('cli.config.notYaml', { file: safeText(path), error: loaded.error });
  if (!loaded.ok) throw usage('cli.config.aliasBomb', { file: safeText(path), reason: loaded.msg });
  const data = loaded.value ?? {};
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw usage('cli.config.notMapping', { file: safeText(path) });
  const d = data as Record<string, unknown>;
  const ig = Array.isArray(d.ignore) ? d.ignore.filter((x): x is string => typeof x === 'string') : [];
  return { settings: normaliseSettings(d), ignore: ig, path, raw };
}

/** Whether a config sets any rule level or ignore glob (what `--rules-from-config-only` takes away from it). */
export function touchesRuleSet(c: CliConfig): boolean {
  return Object.keys(c.settings.rules).length > 0 || c.ignore.length > 0;
}

/** Finds and caches configs per folder. */
export class ConfigResolver {
  private readonly byDir = new Map<string, CliConfig>();
  private readonly defaults: CliConfig = { settings: normaliseSettings({}), ignore: [], raw: '' };

  /**
   * `explicit`: the `--config` file, used for every file instead of the lookup
   * (with `rulesOnlyFromExplicit`: for every file's rules and ignore globs, the
   * lookup giving the rest; a file under no config takes all of `explicit`).
   * `cwd`: where the lookup stops for files outside any git repository.
   */
  constructor(
    readonly explicit?: CliConfig,
    private readonly overrides: (s: GrimoireSettings) => GrimoireSettings = (s) => s,
    private readonly cwd = process.cwd(),
    readonly rulesOnlyFromExplicit = false,
  ) {}

  /** The config that applies to `file`. */
  forFile(file: string): CliConfig {
    if (this.explicit && !this.rulesOnlyFromExplicit) return this.withOverrides(this.explicit);
    const found = this.lookup(dirname(file));
    if (!this.explicit) return this.withOverrides(found);
    return this.withOverrides(this.locked(found, this.explicit));
  }

  /**
   * The config the lookup finds for `file` (before `--config` and the
   * overrides); the defaults' object when there is none. Undefined when
   * `--config` replaces the lookup. For the config report (config-report.ts).
   */
  foundFor(file: string): CliConfig | undefined {
    if (this.explicit && !this.rulesOnlyFromExplicit) return undefined;
    return this.lookup(dirname(file));
  }

  /** Whether `c` is the `--config` file (found again by the lookup, it is the same config). */
  isExplicit(c: CliConfig): boolean {
    return this.explicit !== undefined && c.path !== undefined && this.explicit.path !== undefined && resolve(c.path) === resolve(this.explicit.path);
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

  /** A found config with the rules and ignore globs of `explicit`, one object per found config. */
  private readonly lockedByFound = new Map<CliConfig, CliConfig>();

  private locked(found: CliConfig, explicit: CliConfig): CliConfig {
    if (found === this.defaults || this.isExplicit(found)) return explicit;
    let l = this.lockedByFound.get(found);
    if (!l) {
      // Both texts are part of the cache key: the result depends on both files.
      l = { settings: { ...found.settings, rules: explicit.settings.rules }, ignore: explicit.ignore, path: found.path, raw: `${found.raw}\0${explicit.raw}` };
      this.lockedByFound.set(found, l);
    }
    return l;
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
